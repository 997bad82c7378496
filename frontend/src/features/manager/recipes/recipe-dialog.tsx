import { useMemo, type FormEvent } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DEFAULT_PREP_TIME,
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  drinkEconomics,
  formatPercent,
  indexById,
  ingredientCost,
  instructionSteps,
  numberOrZero,
  priceToSend,
  recipeInputSchema,
  suggestedPrice,
  type InventoryItem,
  type RecipeWithAvailability,
  type Unit,
} from '@bar/domain';
import { useRecipeMutations, type RecipeBody } from '../../../api/recipes';
import { fieldErrors, type FieldErrors } from '../field-errors';
import { useEditForm } from '../use-edit-form';
import { DialogFormActions, ImageField } from '../form-parts';
import { IngredientRows, newIngredientRow, type IngredientRow } from './ingredient-rows';
import { useCurrencySymbol, usePrice } from '../../../config/app-config-context';
import { useReturnFocus } from '../../../components/use-return-focus';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  input: { minWidth: 0, width: '100%' },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface FormState {
  name: string;
  description: string;
  category: RecipeWithAvailability['category'];
  ingredients: IngredientRow[];
  instructions: string;
  prepTime: string;
  price: string;
  isAvailable: boolean;
  imageUrl?: string;
}

function initialState(recipe: RecipeWithAvailability | null): FormState {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    category: recipe?.category ?? 'cocktail',
    ingredients: recipe
      ? recipe.ingredients.map((i) => newIngredientRow({ inventoryItemId: i.inventoryItemId, quantity: String(i.quantity), unit: i.unit }))
      : [newIngredientRow()],
    instructions: recipe?.instructions.join('\n') ?? '',
    prepTime: String(recipe?.prepTime ?? DEFAULT_PREP_TIME),
    price: recipe ? String(recipe.price) : '',
    isAvailable: recipe?.isAvailable ?? true,
    imageUrl: recipe?.imageUrl || undefined,
  };
}

/** What the form sends: unparsable numbers are 0, empty steps dropped, the price only when it is above 0. */
function toBody(form: FormState): Record<keyof RecipeBody, unknown> {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    ingredients: form.ingredients.map((row) => ({
      inventoryItemId: row.inventoryItemId,
      quantity: numberOrZero(row.quantity),
      unit: row.unit,
    })),
    instructions: instructionSteps(form.instructions),
    prepTime: numberOrZero(form.prepTime),
    price: priceToSend(form.price),
    isAvailable: form.isAvailable,
    imageUrl: form.imageUrl,
  };
}

/** Schema messages made to read well next to the ingredient rows. */
function friendlier(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...errors };
  for (const key of Object.keys(out)) {
    if (/^ingredients\.\d+\.inventoryItemId$/.test(key)) out[key] = 'Choose an inventory item';
  }
  if (out.ingredients) out.ingredients = `Add at least one ingredient (${out.ingredients})`;
  return out;
}

export interface RecipeDialogProps {
  /** The recipe to edit, or null to add one. */
  recipe: RecipeWithAvailability | null;
  inventory: readonly InventoryItem[];
  target: number;
  onClose: () => void;
}

/** Add or edit a recipe (bar_manager). Rendered only while open, so each opening starts fresh. */
export function RecipeDialog({ recipe, inventory, target, onClose }: RecipeDialogProps) {
  useReturnFocus(true);
  const formatPrice = usePrice();
  const currency = useCurrencySymbol();
  const styles = useStyles();
  const { create, update } = useRecipeMutations();
  const editing = recipe !== null;
  const failureText = editing ? 'Failed to update recipe' : 'Failed to add recipe';
  const { form, errors, setErrors, failure, saving, uploading, setUploading, set, save, fieldError: error } = useEditForm<FormState>(
    () => initialState(recipe),
    failureText,
  );
  const stock = useMemo(() => indexById(inventory), [inventory]);

  // The read-only cost price: ingredient cost times quantity, 2 decimals.
  const chosen = form.ingredients
    .filter((r) => r.inventoryItemId)
    .map((r) => ({ inventoryItemId: r.inventoryItemId, quantity: numberOrZero(r.quantity), unit: r.unit as Unit }));
  const cost = ingredientCost(chosen, stock);
  const price = priceToSend(form.price);
  const economics = price ? drinkEconomics({ ingredients: chosen, price }, stock, target) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recipeInputSchema.safeParse(toBody(form));
    if (!parsed.success) {
      setErrors(friendlier(fieldErrors(parsed.error, { prepTime: 'Prep time', imageUrl: 'Image' })));
      return;
    }
    // The parsed body keeps `price` only when it was sent (the schema leaves it optional).
    const body: RecipeBody = { ...parsed.data, price: priceToSend(form.price) };
    const saved = await save(async () => {
      if (recipe) return `${(await update(recipe, body)).name} updated`;
      return `${(await create(body)).name} added to the menu`;
    });
    if (saved) onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || saving ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{editing ? `Edit ${recipe.name}` : 'Add Recipe'}</DialogTitle>
            <DialogContent className={styles.form}>
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>
                    {failureText}: {failure}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.grid}>
                <Field label="Name" required {...error('name')}>
                  <Input className={styles.input} value={form.name} onChange={(_, d) => set('name', d.value)} autoComplete="off" />
                </Field>
                <Field label="Category" {...error('category')}>
                  <Select value={form.category} onChange={(_, d) => set('category', d.value as FormState['category'])}>
                    {RECIPE_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {RECIPE_CATEGORY_LABELS[c]}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <Field label="Description" {...error('description')}>
                <Textarea value={form.description} onChange={(_, d) => set('description', d.value)} resize="vertical" />
              </Field>

              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Ingredients</legend>
                <IngredientRows
                  rows={form.ingredients}
                  inventory={inventory}
                  errors={errors}
                  onChange={(rows) => {
                    set('ingredients', rows);
                    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('ingredients'))));
                  }}
                />
              </fieldset>

              <Field label="Instructions" hint="One step per line; empty lines are dropped." {...error('instructions')}>
                <Textarea value={form.instructions} onChange={(_, d) => set('instructions', d.value)} resize="vertical" rows={4} />
              </Field>

              <div className={styles.grid}>
                <Field label="Prep time (minutes)" {...error('prepTime')}>
                  <Input className={styles.input} type="number" inputMode="numeric" min={0} step={1} value={form.prepTime} onChange={(_, d) => set('prepTime', d.value)} />
                </Field>
                <Field label="Cost price" hint="Ingredient cost times quantity (read-only)">
                  <Input className={styles.input} readOnly value={formatPrice(cost)} />
                </Field>
                <Field
                  label={`Sale price (${currency})`}
                  hint={editing ? 'Leave empty to keep the current price' : `Leave empty to price at the target pour cost (${formatPrice(suggestedPrice(cost, target))})`}
                  {...error('price')}
                >
                  <Input className={styles.input} type="number" inputMode="decimal" min={0.01} step={0.01} value={form.price} onChange={(_, d) => set('price', d.value)} />
                </Field>
              </div>
              {economics ? (
                <Text className={styles.muted} aria-live="polite">
                  Pour cost {formatPercent(economics.pourCost)}, margin {formatPrice(economics.margin)}
                  {economics.aboveTarget ? ` — above the ${formatPercent(target)} target (suggested ${formatPrice(suggestedPrice(cost, target))})` : ''}
                </Text>
              ) : null}

              <Switch
                label="Available on the menu"
                checked={form.isAvailable}
                onChange={(_, d) => set('isAvailable', d.checked)}
              />
              <ImageField
                category="recipe"
                label="Recipe image"
                value={form.imageUrl}
                error={errors.imageUrl}
                onChange={(url) => set('imageUrl', url)}
                onUploadingChange={setUploading}
              />
            </DialogContent>
            <DialogFormActions submitLabel={editing ? 'Save Changes' : 'Add Recipe'} saving={saving} uploading={uploading} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
