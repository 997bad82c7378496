import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, Input, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { COUNT_BOTTLE_STEP, INVENTORY_CATEGORIES, bottleSizeOf, countQuantityProblem, formatAmount, inItemUnit, quantityStep, roundQuantity, wholeUnitProblem, type InventoryCategory, type InventoryItem } from '@bar/domain';
import { useInventory } from '../../../api/inventory';
import { refreshAfterStockRecord } from '../../../api/stock-views';
import { saveCount } from '../../../api/reports';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { toast } from '../../../components/toast';
import { INVENTORY_CATEGORY_LABELS } from '../inventory/inventory-item-dialog';
import { problemText } from '../problem-text';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  categories: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { display: 'flex', flexDirection: 'column', minWidth: '140px', flex: '1 1 140px' },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  control: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  input: { width: '96px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, width: '100%' },
  actions: { position: 'sticky', bottom: 0, display: 'flex', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalS} 0`, backgroundColor: tokens.colorNeutralBackground1 },
});

/** What a count is typed in: bottles (0.1 steps) when the item has a bottle size, else the item's own unit. */
function countUnit(item: InventoryItem): { step: number; label: string; bottle?: number } {
  const bottle = bottleSizeOf(item);
  if (bottle) return { step: COUNT_BOTTLE_STEP, label: `bottles of ${formatAmount(bottle, item.unit)}`, bottle };
  return { step: quantityStep(item), label: item.unit };
}

/** A typed count read back: a number of 0 or more, null when empty, NaN when it is not one. */
function parseCount(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/** What is wrong with what was typed for an item (the API's rule: domain countQuantityProblem); null when nothing. */
function countProblem(item: InventoryItem, text: string | undefined): string | null {
  const typed = parseCount(text);
  if (typed === null) return null;
  if (Number.isNaN(typed)) return 'Enter a number of 0 or more';
  const unit = countUnit(item);
  const quantity = inItemUnit(typed, unit.bottle ? 'bottle' : 'unit', unit.bottle);
  if (quantity !== null && wholeUnitProblem(quantity, item)) return `Count whole ${item.unit === 'leaf' ? 'leaves' : `${item.unit}s`}`;
  if (quantity !== null && countQuantityProblem(quantity, item)) return `Count in steps of ${COUNT_BOTTLE_STEP} bottle (e.g. 2.5)`;
  return null;
}

const newCountId = () => `count-${crypto.randomUUID()}`;

/**
 * A stock count on a phone behind the bar: one category at a time, what is on the shelf per item (in bottles,
 * in 0.1 steps, where the item has a bottle size). Saving records the count and sets the stock of the items
 * counted; items left empty are not counted. A save that failed is sent again with the same id, so it never
 * counts twice.
 */
/** Room kept at the bottom of the page for the sticky save bar, so that a field reached by Tab is never under it. */
export const SAVE_BAR_ROOM = '96px';

export function CountTab() {
  const styles = useStyles();
  // A field the keyboard moves to is scrolled into view above the save bar that sticks to the screen's bottom.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = SAVE_BAR_ROOM;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);
  const { mutate } = useSWRConfig();
  const inventory = useInventory();
  const [category, setCategory] = useState<InventoryCategory>('spirit');
  const [entered, setEntered] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const countId = useRef(newCountId());

  const items = useMemo(() => (inventory.data ?? []).filter((i) => i.category === category).sort((a, b) => a.name.localeCompare(b.name)), [inventory.data, category]);
  const problems = items.filter((i) => countProblem(i, entered[i.id]) !== null);
  const lines = items.flatMap((item) => {
    const typed = parseCount(entered[item.id]);
    if (typed === null || Number.isNaN(typed)) return [];
    const unit = countUnit(item);
    const quantity = inItemUnit(typed, unit.bottle ? 'bottle' : 'unit', unit.bottle);
    return quantity === null ? [] : [{ inventoryItemId: item.id, quantity }];
  });

  if (inventory.error && !inventory.data) return <LoadError title="Failed to load the stock" error={problemText(inventory.error)} onRetry={() => void inventory.mutate()} />;
  if (!inventory.data) return <LoadingScreen label="Loading stock..." />;

  const chooseCategory = (next: InventoryCategory) => {
    if (next === category) return;
    setCategory(next);
    setEntered({});
    countId.current = newCountId();
  };

  const step = (item: InventoryItem, direction: 1 | -1) => {
    const unit = countUnit(item);
    const current = parseCount(entered[item.id]);
    const base = current === null || Number.isNaN(current) ? 0 : current;
    const next = Math.max(0, roundQuantity(base + direction * unit.step));
    setEntered((e) => ({ ...e, [item.id]: String(next) }));
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveCount({ id: countId.current, category, lines });
      toast.success(`Count saved: ${lines.length} ${INVENTORY_CATEGORY_LABELS[category].toLowerCase()} ${lines.length === 1 ? 'item' : 'items'}`);
      countId.current = newCountId();
      setEntered({});
      await refreshAfterStockRecord(mutate);
    } catch (err) {
      toast.error('The count was not saved', { description: problemText(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.tab}>
      <div className={styles.categories} role="group" aria-label="Category to count">
        {INVENTORY_CATEGORIES.map((c) => (
          <ToggleButton key={c} checked={c === category} onClick={() => chooseCategory(c)}>
            {INVENTORY_CATEGORY_LABELS[c]}
          </ToggleButton>
        ))}
      </div>
      <Text>Enter what is on the shelf. Items left empty are not counted.</Text>
      {items.length === 0 ? (
        <Text>No items in this category.</Text>
      ) : (
        <ul className={styles.list} aria-label={`${INVENTORY_CATEGORY_LABELS[category]} to count`}>
          {items.map((item) => {
            const unit = countUnit(item);
            const typed = parseCount(entered[item.id]);
            const problem = countProblem(item, entered[item.id]);
            const inputId = `count-${item.id}`;
            return (
              <li key={item.id} className={styles.row} data-testid={`count-row-${item.id}`}>
                <div className={styles.name}>
                  <label htmlFor={inputId}>
                    <Text weight="semibold">{item.name}</Text>
                  </label>
                  <span className={styles.muted}>
                    in {unit.label}
                    {unit.bottle && typed !== null && !Number.isNaN(typed) ? ` = ${formatAmount(typed * unit.bottle, item.unit)}` : ''}
                  </span>
                </div>
                <div className={styles.control}>
                  <Button icon={<SubtractRegular />} aria-label={`${item.name}: ${unit.step} less`} onClick={() => step(item, -1)} />
                  <Input
                    id={inputId}
                    className={styles.input}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={unit.step}
                    value={entered[item.id] ?? ''}
                    onChange={(_, d) => setEntered((e) => ({ ...e, [item.id]: d.value }))}
                    aria-label={`${item.name}: count in ${unit.label}`}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                  />
                  <Button icon={<AddRegular />} aria-label={`${item.name}: ${unit.step} more`} onClick={() => step(item, 1)} />
                </div>
                {problem ? (
                  <span id={`${inputId}-error`} className={styles.error}>
                    {problem}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || lines.length === 0 || problems.length > 0} onClick={() => void save()}>
          {saving ? 'Saving...' : `Save ${INVENTORY_CATEGORY_LABELS[category].toLowerCase()} count`}
        </Button>
      </div>
    </div>
  );
}
