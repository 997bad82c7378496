import { useState, type FormEvent } from 'react';
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
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { RECIPE_CATEGORY_LABELS, formatPercent, formatPrice, instructionSteps, messages } from '@bar/domain';
import { HIGH_CONFIDENCE, importedRecipeBody, processRecipe, type AiProcessedRecipe } from '../../../api/ai-import';
import { ApiError } from '../../../api/client';
import { useRecipeMutations } from '../../../api/recipes';
import { problemText } from '../problem-text';
import { toast } from '../../../components/toast';

export const AI_PROCESS_FAILED = 'Failed to process recipe. Please try again.';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
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

function ProcessedRecipe({ recipe }: { recipe: AiProcessedRecipe }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.summary}>
        <Text as="h3" className={styles.subheading}>
          {recipe.name}
        </Text>
        <ConfidenceBadge confidence={recipe.confidence} />
      </div>
      <div className={styles.summary}>
        <Badge appearance="outline">{RECIPE_CATEGORY_LABELS[recipe.category] ?? recipe.category}</Badge>
        <Text>Estimated price {formatPrice(recipe.estimatedPrice)}</Text>
        <Text className={styles.muted}>· Prep time {recipe.prepTime} minutes</Text>
      </div>
      {recipe.description ? <Text>{recipe.description}</Text> : null}

      <Text as="h3" className={styles.subheading}>
        Matched ingredients ({recipe.ingredients.length})
      </Text>
      <div className={styles.tableWrap}>
        <Table size="small" aria-label="Matched ingredients">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Ingredient</TableHeaderCell>
              <TableHeaderCell>Inventory item</TableHeaderCell>
              <TableHeaderCell>Quantity</TableHeaderCell>
              <TableHeaderCell>Confidence</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {recipe.ingredients.map((ingredient, index) => (
              <TableRow key={`${ingredient.inventoryMatch.id}-${index}`}>
                <TableCell>{ingredient.name}</TableCell>
                <TableCell>{ingredient.inventoryMatch.name}</TableCell>
                <TableCell>
                  {ingredient.quantity} {ingredient.unit}
                </TableCell>
                <TableCell>{formatPercent(ingredient.inventoryMatch.confidence)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      {recipe.unmatchedIngredients.length > 0 ? (
        <>
          <Text as="h3" className={styles.subheading}>
            Not matched ({recipe.unmatchedIngredients.length})
          </Text>
          <Text className={styles.muted}>These are not in the inventory and are left out of the recipe.</Text>
          <ul className={styles.list} aria-label="Unmatched ingredients">
            {recipe.unmatchedIngredients.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}

      {recipe.instructions.length > 0 ? (
        <>
          <Text as="h3" className={styles.subheading}>
            Instructions
          </Text>
          <ol className={styles.list}>
            {recipe.instructions.map((step, index) => (
              <li key={`${index}-${step.slice(0, 30)}`}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

/**
 * AI Recipe Import: a name, ingredients (one per line) and optional instructions -> the processed recipe with
 * its matches -> 'Add to Menu' (POST /recipes) or 'Edit Input'.
 */
export function AiImportDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { create } = useRecipeMutations();
  const [name, setName] = useState('');
  const [ingredients, setIngredients] = useState('');
  const [instructions, setInstructions] = useState('');
  const [result, setResult] = useState<AiProcessedRecipe | null>(null);
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
    } catch (err) {
      // The server's own words for what the manager can fix (nothing matched, missing input); a generic text otherwise.
      const fixable = err instanceof ApiError && (err.status === 422 || err.status === 400);
      setError(fixable ? err.message : AI_PROCESS_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const addToMenu = async () => {
    if (!result) return;
    setError(null);
    setBusy('adding');
    try {
      const saved = await create(importedRecipeBody(result));
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
        {result ? (
          <DialogBody>
            <DialogTitle>AI Recipe Import</DialogTitle>
            <DialogContent className={styles.content}>
              {errorBar}
              <ProcessedRecipe recipe={result} />
            </DialogContent>
            <DialogActions>
              <Button
                appearance="secondary"
                disabled={busy !== null}
                onClick={() => {
                  setResult(null);
                  setError(null);
                }}
              >
                Edit Input
              </Button>
              <Button
                appearance="primary"
                disabled={busy !== null}
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
