import { useState } from 'react';
import { Button, Combobox, Field, Input, Option, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { UNITS, type InventoryItem } from '@bar/domain';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(72px, 1fr) minmax(88px, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    '@media (max-width: 639.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      paddingBottom: tokens.spacingVerticalS,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  item: {
    '@media (max-width: 639.98px)': { gridColumn: '1 / -1' },
  },
  remove: { marginTop: '26px' },
  combobox: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface IngredientRow {
  /** Stable key of the row while the form is open. */
  key: string;
  inventoryItemId: string;
  quantity: string;
  unit: string;
}

let nextKey = 0;
export const newIngredientRow = (init: Partial<Omit<IngredientRow, 'key'>> = {}): IngredientRow => ({
  key: `row-${++nextKey}`,
  inventoryItemId: '',
  quantity: '',
  unit: 'ml',
  ...init,
});

/** A combobox of the inventory: type to filter, pick an item. */
export function InventoryPicker({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly InventoryItem[];
  value: string;
  onChange: (item: InventoryItem) => void;
  label: string;
}) {
  const styles = useStyles();
  const selected = items.find((i) => i.id === value);
  const [query, setQuery] = useState(selected?.name ?? '');
  const term = query.trim().toLowerCase();
  const matches = term && term !== selected?.name.toLowerCase() ? items.filter((i) => i.name.toLowerCase().includes(term)) : items;
  return (
    <Combobox
      className={styles.combobox}
      aria-label={label}
      placeholder="Choose an inventory item"
      value={query}
      selectedOptions={value ? [value] : []}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        const item = items.find((i) => i.id === data.optionValue);
        if (!item) return;
        setQuery(item.name);
        onChange(item);
      }}
      onOpenChange={(_, data) => {
        // Closing without a pick shows the chosen item again.
        if (!data.open) setQuery(selected?.name ?? query);
      }}
    >
      {matches.map((item) => (
        <Option key={item.id} value={item.id} text={item.name}>
          {item.name} <span className={styles.muted}>({item.unit})</span>
        </Option>
      ))}
      {matches.length === 0 ? (
        <Option value="" text="" disabled>
          No inventory items match
        </Option>
      ) : null}
    </Combobox>
  );
}

export interface IngredientRowsProps {
  rows: IngredientRow[];
  inventory: readonly InventoryItem[];
  onChange: (rows: IngredientRow[]) => void;
  /** Messages by field path: 'ingredients', 'ingredients.0.quantity', ... */
  errors: Partial<Record<string, string>>;
}

/** The ingredients of a recipe: an inventory item, a quantity and a unit per row; rows added and removed. */
export function IngredientRows({ rows, inventory, onChange, errors }: IngredientRowsProps) {
  const styles = useStyles();
  const update = (key: string, patch: Partial<IngredientRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const error = (path: string) => errors[path];

  return (
    <div className={styles.root}>
      {rows.map((row, index) => {
        const n = index + 1;
        const itemError = error(`ingredients.${index}.inventoryItemId`);
        const quantityError = error(`ingredients.${index}.quantity`);
        const unitError = error(`ingredients.${index}.unit`);
        return (
          <div key={row.key} className={styles.row} data-testid="ingredient-row">
            <Field
              className={styles.item}
              label={`Ingredient ${n}`}
              validationMessage={itemError}
              validationState={itemError ? 'error' : 'none'}
            >
              <InventoryPicker
                label={`Ingredient ${n}`}
                items={inventory}
                value={row.inventoryItemId}
                onChange={(item) => update(row.key, { inventoryItemId: item.id, unit: item.unit })}
              />
            </Field>
            <Field label="Quantity" validationMessage={quantityError} validationState={quantityError ? 'error' : 'none'}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                aria-label={`Quantity of ingredient ${n}`}
                value={row.quantity}
                onChange={(_, d) => update(row.key, { quantity: d.value })}
              />
            </Field>
            <Field label="Unit" validationMessage={unitError} validationState={unitError ? 'error' : 'none'}>
              <Select aria-label={`Unit of ingredient ${n}`} value={row.unit} onChange={(_, d) => update(row.key, { unit: d.value })}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              className={styles.remove}
              icon={<DeleteRegular />}
              aria-label={`Remove ingredient ${n}`}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            />
          </div>
        );
      })}
      {error('ingredients') ? (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error('ingredients')}
        </Text>
      ) : null}
      <div>
        <Button icon={<AddRegular />} onClick={() => onChange([...rows, newIngredientRow()])}>
          Add ingredient
        </Button>
      </div>
    </div>
  );
}
