import { useMemo } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningFilled } from '@fluentui/react-icons';
import type { InventoryItem, Order } from '@bar/domain';
import { LoadError } from '../../components/load-error';
import { formatQuantity, ingredientNeeds } from './ingredient-needs';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  summary: { color: tokens.colorNeutralForeground2 },
  summaryShort: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHeader: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  shortRow: { backgroundColor: tokens.colorPaletteRedBackground1 },
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface PendingIngredientsProps {
  orders: readonly Order[];
  inventory: readonly InventoryItem[] | undefined;
  inventoryError?: unknown;
  onRetryInventory?: () => void;
}

/** The total of every ingredient the pending and preparing orders need, against the stock; shortages marked. */
export function PendingIngredients({ orders, inventory, inventoryError, onRetryInventory }: PendingIngredientsProps) {
  const styles = useStyles();
  const needs = useMemo(() => ingredientNeeds(orders, inventory), [orders, inventory]);
  const shortCount = needs.filter((n) => n.short > 0).length;

  return (
    <section className={styles.panel} aria-labelledby="pending-ingredients-heading" data-testid="pending-ingredients">
      <h2 id="pending-ingredients-heading" className={styles.heading}>
        Pending Order Ingredients
      </h2>
      {inventoryError && !inventory ? <LoadError title="Failed to fetch inventory" error={inventoryError} onRetry={onRetryInventory} /> : null}
      {needs.length === 0 ? (
        <Text className={styles.summary}>No ingredients needed: there are no pending or preparing orders.</Text>
      ) : (
        <>
          <Text className={shortCount ? styles.summaryShort : styles.summary} role="status">
            {shortCount
              ? `${shortCount} ${shortCount === 1 ? 'ingredient is' : 'ingredients are'} short for the open orders`
              : inventory
                ? 'Stock covers every open order'
                : 'Checking stock...'}
          </Text>
          <Table size="small" aria-label="Ingredients needed by pending and preparing orders">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Ingredient</TableHeaderCell>
                <TableHeaderCell className={styles.numberHeader}>Needed</TableHeaderCell>
                <TableHeaderCell className={styles.numberHeader}>In stock</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {needs.map((need) => (
                <TableRow
                  key={need.inventoryItemId}
                  className={mergeClasses(need.short > 0 && styles.shortRow)}
                  data-testid="ingredient-need"
                  data-short={need.short > 0 ? 'true' : 'false'}
                >
                  <TableCell>{need.name}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(need.quantity, need.unit)}</TableCell>
                  <TableCell className={styles.number}>
                    {need.inStock === null ? '…' : need.missing ? 'Not in inventory' : formatQuantity(need.inStock, need.unit)}
                  </TableCell>
                  <TableCell>
                    {need.inStock === null ? null : need.short > 0 ? (
                      <span className={mergeClasses(styles.status, styles.short)}>
                        <WarningFilled aria-hidden />
                        Short by {formatQuantity(need.short, need.unit)}
                      </span>
                    ) : (
                      <span className={mergeClasses(styles.status, styles.ok)}>
                        <CheckmarkCircleRegular aria-hidden />
                        Enough
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
