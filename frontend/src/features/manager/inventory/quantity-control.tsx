import { useState } from 'react';
import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { TOUCH_QUERY, touchGap, touchTarget } from '../../../components/touch-target';
import { clampQuantity, formatAmount, numberOrZero, quantityStep, stepQuantity, type InventoryItem } from '@bar/domain';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap', ...touchGap },
  input: { width: '88px', minWidth: '88px', [TOUCH_QUERY]: { minHeight: '44px' } },
  step: touchTarget,
  unit: { color: tokens.colorNeutralForeground2, minWidth: '3em' },
});

export interface QuantityControlProps {
  item: InventoryItem;
  /** The new absolute quantity, already clamped at 0. */
  onChange: (quantity: number) => void;
}

/**
 * Quick quantity changes: - / + by a step that fits the item (a bottle, 10 ml or 1 unit) and direct entry
 * (committed on Enter or when leaving the field).
 */
export function QuantityControl({ item, onChange }: QuantityControlProps) {
  const styles = useStyles();
  // What the person is typing; null shows the stored quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const step = formatAmount(quantityStep(item), item.unit);

  const commit = () => {
    if (draft === null) return;
    const next = clampQuantity(numberOrZero(draft));
    setDraft(null);
    if (next !== item.quantity) onChange(next);
  };

  return (
    <div className={styles.root} role="group" aria-label={`${item.name} quantity`}>
      <Button
        size="small"
        className={styles.step}
        icon={<SubtractRegular />}
        aria-label={`Decrease ${item.name} by ${step}`}
        title={`- ${step}`}
        disabled={item.quantity <= 0}
        onClick={() => onChange(stepQuantity(item, -1))}
      />
      <Input
        className={styles.input}
        size="small"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={`Quantity of ${item.name} in ${item.unit}`}
        value={draft ?? String(item.quantity)}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && draft !== null) {
            event.stopPropagation();
            setDraft(null);
          }
        }}
      />
      <Button
        size="small"
        className={styles.step}
        icon={<AddRegular />}
        aria-label={`Increase ${item.name} by ${step}`}
        title={`+ ${step}`}
        onClick={() => onChange(stepQuantity(item, 1))}
      />
      <Text className={styles.unit}>{item.unit}</Text>
    </div>
  );
}
