import type { FormEvent } from 'react';
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_UNIT,
  INVENTORY_CATEGORIES,
  UNITS,
  clampQuantity,
  inventoryItemInputSchema,
  numberOrZero,
  type InventoryItem,
  type InventoryItemInput,
} from '@bar/domain';
import { useInventoryMutations } from '../../../api/inventory';
import { fieldErrors } from '../field-errors';
import { DialogFormActions, ImageField } from '../form-parts';
import { useEditForm } from '../use-edit-form';
import { useCurrencySymbol } from '../../../config/app-config-context';
import { useReturnFocus } from '../../../components/use-return-focus';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  input: { minWidth: 0, width: '100%' },
});

export const INVENTORY_CATEGORY_LABELS: Record<InventoryItem['category'], string> = {
  spirit: 'Spirit',
  beer: 'Beer',
  mixer: 'Mixer',
  garnish: 'Garnish',
  other: 'Other',
};

interface FormState {
  name: string;
  category: InventoryItem['category'];
  quantity: string;
  unit: string;
  lowStockThreshold: string;
  cost: string;
  abv: string;
  bottleSize: string;
  imageUrl?: string;
}

function initialState(item: InventoryItem | null): FormState {
  return {
    name: item?.name ?? '',
    category: item?.category ?? 'spirit',
    quantity: String(item?.quantity ?? 0),
    unit: item?.unit ?? DEFAULT_UNIT,
    lowStockThreshold: String(item?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    cost: String(item?.cost ?? 0),
    abv: item?.abv === undefined ? '' : String(item.abv),
    bottleSize: item?.bottleSize === undefined ? '' : String(item.bottleSize),
    imageUrl: item?.imageUrl || undefined,
  };
}

/** The item body a form describes: numbers that cannot be parsed are 0, the quantity is never below 0. */
function toInput(form: FormState): Record<keyof InventoryItemInput, unknown> {
  return {
    name: form.name,
    category: form.category,
    quantity: clampQuantity(numberOrZero(form.quantity)),
    unit: form.unit,
    lowStockThreshold: numberOrZero(form.lowStockThreshold),
    cost: numberOrZero(form.cost),
    abv: form.abv.trim() ? numberOrZero(form.abv) : undefined,
    // Blank: the item is bought by its own unit. Anything typed is checked by the schema (a size above 0).
    bottleSize: form.bottleSize.trim() ? numberOrZero(form.bottleSize) : undefined,
    imageUrl: form.imageUrl,
  };
}

export interface InventoryItemDialogProps {
  /** The item to edit, or null to add one. */
  item: InventoryItem | null;
  onClose: () => void;
}

/** The labels the form shows, so a message names its field ('Quantity must be 0 or more'). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  category: 'Category',
  unit: 'Unit',
  quantity: 'Quantity',
  lowStockThreshold: 'Low stock threshold',
  cost: 'Cost per unit',
  abv: 'ABV',
  bottleSize: 'Bottle size',
  imageUrl: 'Image',
};

/** Add or edit an inventory item (bar_manager). Rendered only while open, so each opening starts fresh. */
export function InventoryItemDialog({ item, onClose }: InventoryItemDialogProps) {
  useReturnFocus(true);
  const currency = useCurrencySymbol();
  const styles = useStyles();
  const { create, update } = useInventoryMutations();
  const editing = item !== null;
  const failureText = editing ? 'Failed to update item' : 'Failed to add item';
  const { form, errors, setErrors, failure, saving, uploading, setUploading, set, save, fieldError: error } = useEditForm<FormState>(
    () => initialState(item),
    failureText,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inventoryItemInputSchema.safeParse(toInput(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, FIELD_LABELS));
      return;
    }
    const saved = await save(async () => {
      if (item) return `${(await update(item, parsed.data)).name} updated`;
      return `${(await create(parsed.data)).name} added to inventory`;
    });
    if (saved) onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || saving ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{editing ? `Edit ${item.name}` : 'Add Inventory Item'}</DialogTitle>
            <DialogContent className={styles.form}>
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>
                    {failureText}: {failure}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Name" required {...error('name')}>
                <Input value={form.name} onChange={(_, d) => set('name', d.value)} autoComplete="off" />
              </Field>
              <div className={styles.grid}>
                <Field label="Category" {...error('category')}>
                  <Select value={form.category} onChange={(_, d) => set('category', d.value as FormState['category'])}>
                    {INVENTORY_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {INVENTORY_CATEGORY_LABELS[c]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Unit" {...error('unit')}>
                  <Select value={form.unit} onChange={(_, d) => set('unit', d.value)}>
                    {UNITS.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </Select>
                </Field>
                <NumberField label="Quantity" value={form.quantity} onChange={(v) => set('quantity', v)} {...error('quantity')} />
                <NumberField label="Low stock threshold" value={form.lowStockThreshold} onChange={(v) => set('lowStockThreshold', v)} {...error('lowStockThreshold')} />
                <NumberField label={`Cost per unit (${currency})`} value={form.cost} onChange={(v) => set('cost', v)} {...error('cost')} />
                <NumberField label="ABV (%)" hint="Optional" max={100} value={form.abv} onChange={(v) => set('abv', v)} {...error('abv')} />
                <NumberField
                  label={`Bottle size (${form.unit})`}
                  hint="Optional: what one bottle or pack holds"
                  value={form.bottleSize}
                  onChange={(v) => set('bottleSize', v)}
                  {...error('bottleSize')}
                />
              </div>
              <ImageField
                category="inventory"
                label="Item image"
                value={form.imageUrl}
                error={errors.imageUrl}
                onChange={(url) => set('imageUrl', url)}
                onUploadingChange={setUploading}
              />
            </DialogContent>
            <DialogFormActions submitLabel={editing ? 'Save Changes' : 'Add Item'} saving={saving} uploading={uploading} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A number field of the item form: decimal keypad on a phone, 0 or more, any step. */
function NumberField({
  label,
  hint,
  max,
  value,
  onChange,
  ...field
}: { label: string; hint?: string; max?: number; value: string; onChange: (value: string) => void } & { validationMessage?: string; validationState?: 'error' }) {
  const styles = useStyles();
  return (
    <Field label={label} hint={hint} {...field}>
      <Input className={styles.input} type="number" inputMode="decimal" min={0} max={max} step="any" value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}
