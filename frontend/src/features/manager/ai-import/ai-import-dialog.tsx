import { useMemo, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SparkleRegular } from '@fluentui/react-icons';
import {
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  UNITS,
  alcoholFreeSaidProblem,
  confirmSuggestion,
  draftPricing,
  draftToRecipeInput,
  formatPercent,
  indexById,
  instructionSteps,
  messages,
  numberOrZero,
  recipeDraftFrom,
  rejectSuggestion,
  unresolvedIngredients,
  type DraftIngredient,
  type InventoryItem,
  type RecipeDraft,
} from '@bar/domain';
import { HIGH_CONFIDENCE, processRecipe, type AiProcessedRecipe } from '../../../api/ai-import';
import { ApiError } from '../../../api/client';
import { useRecipeMutations } from '../../../api/recipes';
import { problemText } from '../problem-text';
import { InventoryPicker } from '../recipes/ingredient-rows';
import { toast } from '../../../components/toast';
import { useCurrencySymbol, usePrice } from '../../../config/app-config-context';
import { useReturnFocus } from '../../../components/use-return-focus';

export const AI_PROCESS_FAILED = 'Failed to process recipe. Please try again.';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // (A note in the scrolling column keeps its height: squeezed, its second line ran out of its box over the next.)
  note: { flexShrink: 0 },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  unresolved: { border: `1px solid ${tokens.colorStatusWarningBorder2}`, backgroundColor: tokens.colorStatusWarningBackground1 },
  lineHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
  lineFields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(72px, 1fr) minmax(88px, 1fr)',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 639.98px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  itemField: { '@media (max-width: 639.98px)': { gridColumn: '1 / -1' } },
});

/** The overall confidence: highlighted above 0.8. */
export function ConfidenceBadge({ confidence, label = 'Confidence' }: { confidence: number; label?: string }) {
  const high = confidence > HIGH_CONFIDENCE;
  return (
    <Badge appearance={high ? 'filled' : 'tint'} color={high ? 'success' : 'warning'} data-high={high || undefined}>
      {label} {formatPercent(confidence)}
    </Badge>
  );
}

/** One ingredient of the draft: its line, amount, the inventory item it is made with, a suggestion to answer. */
function DraftIngredientRow({
  line,
  inventory,
  onChange,
  onRemove,
}: {
  line: DraftIngredient;
  inventory: readonly InventoryItem[];
  onChange: (line: DraftIngredient) => void;
  onRemove: () => void;
}) {
  const styles = useStyles();
  const unresolved = !line.inventoryItemId;
  return (
    <li className={unresolved ? `${styles.line} ${styles.unresolved}` : styles.line} data-testid="draft-ingredient" data-unresolved={unresolved || undefined}>
      <div className={styles.lineHead}>
        <Text weight="semibold">{line.source}</Text>
        {line.confidence !== null ? (
          <Badge appearance="tint" color={line.confidence > HIGH_CONFIDENCE ? 'success' : 'warning'}>
            Match {formatPercent(line.confidence)}
          </Badge>
        ) : unresolved ? (
          <Badge appearance="tint" color="danger">
            Not matched
          </Badge>
        ) : null}
        <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${line.source}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
      {line.suggestion ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            Not in the inventory. Suggested instead: <strong>{line.suggestion.name}</strong>
            {line.suggestion.reason ? ` (${line.suggestion.reason})` : ''}.
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => onChange(confirmSuggestion(line))}>
              Use {line.suggestion.name}
            </Button>
            <Button size="small" appearance="subtle" onClick={() => onChange(rejectSuggestion(line))}>
              No
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.lineFields}>
        <Field label="Inventory item" className={styles.itemField}>
          <InventoryPicker
            key={line.inventoryItemId ?? 'none'}
            items={inventory}
            value={line.inventoryItemId ?? ''}
            label={`Inventory item for ${line.source}`}
            onChange={(item) => onChange({ ...line, inventoryItemId: item.id, confidence: null, suggestion: null })}
          />
        </Field>
        <Field label="Quantity">
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-label={`Quantity of ${line.source}`}
            value={String(line.quantity)}
            onChange={(_, d) => onChange({ ...line, quantity: numberOrZero(d.value) })}
          />
        </Field>
        <Field label="Unit">
          <Select aria-label={`Unit of ${line.source}`} value={line.unit} onChange={(_, d) => onChange({ ...line, unit: d.value })}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </li>
  );
}

/**
 * The processed recipe as a draft the manager finishes: name, category, price (following the target pour cost
 * until one is typed), each ingredient's item (changed, confirmed from a suggestion, or the line removed) and the
 * instructions. 'Add to Menu' waits until every ingredient has an item.
 */
function DraftEditor({
  processed,
  draft,
  onChange,
  inventory,
  target,
}: {
  processed: AiProcessedRecipe;
  draft: RecipeDraft;
  onChange: (draft: RecipeDraft) => void;
  inventory: readonly InventoryItem[];
  target: number;
}) {
  const formatPrice = usePrice();
  const currency = useCurrencySymbol();
  const styles = useStyles();
  const stock = useMemo(() => indexById(inventory), [inventory]);
  const pricing = draftPricing(draft, stock, target);
  const open = unresolvedIngredients(draft, new Set(stock.keys()));
  // (A drink whose name or method says alcohol-free while a product in it holds alcohol: 'Kinderpunsch (alkoholfrei)'.)
  const alcoholSaid = alcoholFreeSaidProblem(draft, draft.ingredients, (id) => stock.get(id));
  const set = (patch: Partial<RecipeDraft>) => onChange({ ...draft, ...patch });
  const setLine = (index: number, line: DraftIngredient) => set({ ingredients: draft.ingredients.map((l, i) => (i === index ? line : l)) });
  const matched = processed.ingredients.length;
  const total = matched + processed.unmatchedIngredients.length;
  return (
    <>
      <div className={styles.summary}>
        <ConfidenceBadge confidence={processed.confidence} />
        <Text className={styles.muted}>
          {matched} of {total} ingredients matched. Check the draft, then add it to the menu.
        </Text>
      </div>
      <div className={styles.grid}>
        <Field label="Name" required>
          <Input value={draft.name} onChange={(_, d) => set({ name: d.value })} />
        </Field>
        <Field label="Category">
          <Select value={draft.category} onChange={(_, d) => set({ category: d.value })}>
            {RECIPE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {RECIPE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={`Price (${currency})`}
          hint={`Suggested ${formatPrice(pricing.suggested)}: ingredients ${formatPrice(pricing.cost)} at a ${formatPercent(target)} pour cost`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={draft.price === null ? String(pricing.suggested) : String(draft.price)}
            onChange={(_, d) => set({ price: d.value.trim() === '' ? null : numberOrZero(d.value) })}
          />
        </Field>
      </div>
      {draft.description ? <Text>{draft.description}</Text> : null}
      {processed.servings ? (
        // A batch: a drink on the menu is what one order pours, so the draft holds one serve.
        <MessageBar intent="info" layout="multiline" className={styles.note} data-testid="draft-batch">
          <MessageBarBody>
            This recipe makes {processed.servings} serves: the amounts below are for one serve (the batch divided by {processed.servings}). Check
            them before adding the drink.
          </MessageBarBody>
        </MessageBar>
      ) : null}

      {alcoholSaid ? (
        <MessageBar intent="warning" layout="multiline" className={styles.note} data-testid="draft-alcohol-said">
          <MessageBarBody>{alcoholSaid}</MessageBarBody>
        </MessageBar>
      ) : null}

      <Text as="h3" className={styles.subheading}>
        Ingredients ({draft.ingredients.length})
      </Text>
      {open.length > 0 ? (
        <MessageBar intent="warning" layout="multiline" className={styles.note} data-testid="draft-unresolved">
          <MessageBarBody>
            {open.length === 1 ? '1 ingredient has' : `${open.length} ingredients have`} no inventory item: choose one (or use the
            suggestion), or remove the line on purpose. The drink can be added once every ingredient is resolved.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ul className={styles.lines} aria-label="Draft ingredients">
        {draft.ingredients.map((line, index) => (
          <DraftIngredientRow
            key={line.key}
            line={line}
            inventory={inventory}
            onChange={(next) => setLine(index, next)}
            onRemove={() => set({ ingredients: draft.ingredients.filter((_, i) => i !== index) })}
          />
        ))}
      </ul>

      <Field label="Instructions" hint="One step per line">
        <Textarea
          value={draft.instructions.join('\n')}
          onChange={(_, d) => set({ instructions: d.value.split('\n') })}
          rows={4}
          resize="vertical"
        />
      </Field>
    </>
  );
}

/**
 * AI Recipe Import: a name, ingredients (one per line) and optional instructions -> the processed recipe as an
 * editable draft -> 'Add to Menu' (POST /recipes) once every ingredient has an item, or 'Edit Input'.
 */
export function AiImportDialog({ onClose, inventory, target }: { onClose: () => void; inventory: readonly InventoryItem[]; target: number }) {
  useReturnFocus(true);
  const styles = useStyles();
  const { create } = useRecipeMutations();
  const [name, setName] = useState('');
  const [ingredients, setIngredients] = useState('');
  const [instructions, setInstructions] = useState('');
  const [result, setResult] = useState<AiProcessedRecipe | null>(null);
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const [busy, setBusy] = useState<'processing' | 'adding' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const process = async (event: FormEvent) => {
    event.preventDefault();
    const lines = instructionSteps(ingredients);
    if (!name.trim() || lines.length === 0) {
      setError(messages.aiImportNeedsInput);
      return;
    }
    const steps = instructionSteps(instructions);
    setError(null);
    setBusy('processing');
    try {
      const processed = await processRecipe({ name: name.trim(), ingredients: lines, ...(steps.length ? { instructions: steps } : {}) });
      setResult(processed);
      setDraft(recipeDraftFrom(processed));
    } catch (err) {
      // The server's own words for what the manager can fix (nothing matched, missing input); a generic text otherwise.
      const fixable = err instanceof ApiError && (err.status === 422 || err.status === 400);
      setError(fixable ? err.message : AI_PROCESS_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const addToMenu = async () => {
    if (!draft) return;
    const checked = draftToRecipeInput(draft, indexById(inventory), target);
    if (!checked.ok) {
      setError(checked.problem);
      return;
    }
    setError(null);
    setBusy('adding');
    try {
      const saved = await create(checked.body);
      toast.success(`${saved.name} added to the menu`);
      onClose();
    } catch (err) {
      const message = problemText(err);
      setError(`Failed to create recipe: ${message}`);
      toast.error('Failed to create recipe', { description: message });
      setBusy(null);
    }
  };

  const errorBar = error ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{error}</MessageBarBody>
    </MessageBar>
  ) : null;

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        {result && draft ? (
          <DialogBody>
            <DialogTitle>AI Recipe Import</DialogTitle>
            <DialogContent className={styles.content}>
              {errorBar}
              <DraftEditor processed={result} draft={draft} onChange={setDraft} inventory={inventory} target={target} />
            </DialogContent>
            <DialogActions>
              <Button
                appearance="secondary"
                disabled={busy !== null}
                onClick={() => {
                  setResult(null);
                  setDraft(null);
                  setError(null);
                }}
              >
                Edit Input
              </Button>
              <Button
                appearance="primary"
                disabled={busy !== null || unresolvedIngredients(draft, new Set(inventory.map((i) => i.id))).length > 0 || draft.ingredients.length === 0}
                icon={busy === 'adding' ? <Spinner size="tiny" /> : undefined}
                onClick={() => void addToMenu()}
              >
                Add to Menu
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={(e) => void process(e)} noValidate>
            <DialogBody>
              <DialogTitle>AI Recipe Import</DialogTitle>
              <DialogContent className={styles.content}>
                <Text className={styles.muted}>
                  Paste a recipe: its ingredients are matched to the inventory, and the drink is priced from their cost.
                </Text>
                {errorBar}
                <Field label="Recipe name" required>
                  <Input value={name} onChange={(_, d) => setName(d.value)} autoComplete="off" />
                </Field>
                <Field label="Ingredients" required hint="One per line, e.g. 50 ml gin">
                  <Textarea value={ingredients} onChange={(_, d) => setIngredients(d.value)} rows={6} resize="vertical" />
                </Field>
                <Field label="Instructions" hint="Optional, one step per line">
                  <Textarea value={instructions} onChange={(_, d) => setInstructions(d.value)} rows={4} resize="vertical" />
                </Field>
                {busy === 'processing' ? (
                  <div role="status" aria-live="polite">
                    <Spinner size="small" label="Processing recipe..." labelPosition="after" />
                  </div>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose} disabled={busy !== null}>
                  Cancel
                </Button>
                <Button appearance="primary" type="submit" icon={<SparkleRegular />} disabled={busy !== null}>
                  Process Recipe
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}
