import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { isOutOfStock, lowStockItems, type InventoryItem } from '@bar/domain';
import { StockBadge } from './stock-badge';

const useStyles = makeStyles({
  card: { borderLeft: `4px solid ${tokens.colorPaletteDarkOrangeBorder2}` },
  icon: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: '24px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  detail: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** The low stock alert card: every item at or below its threshold, out of stock first. Nothing when all is well. */
export function LowStockAlert({ items, headingLevel }: { items: readonly InventoryItem[]; headingLevel: 'h2' | 'h3' }) {
  const styles = useStyles();
  const low = lowStockItems(items);
  if (low.length === 0) return null;
  const Heading = headingLevel;
  const out = low.filter(isOutOfStock).length;
  return (
    <Card className={styles.card} role="region" aria-labelledby="low-stock-alert-title" data-testid="low-stock-alert">
      <CardHeader
        image={<WarningRegular className={styles.icon} aria-hidden />}
        header={
          <Heading id="low-stock-alert-title" className={styles.title}>
            Low Stock Alert
          </Heading>
        }
        description={
          <Text>
            {low.length} {low.length === 1 ? 'item is' : 'items are'} at or below the low stock threshold
            {out > 0 ? `, ${out} out of stock` : ''}.
          </Text>
        }
      />
      <ul className={styles.list}>
        {low.map((item) => (
          <li key={item.id}>
            <span className={styles.line}>
              <Text weight="semibold">{item.name}</Text>
              <StockBadge item={item} />
            </span>
            <Text size={200} className={styles.detail}>
              {item.quantity} {item.unit} left, threshold {item.lowStockThreshold} {item.unit}
            </Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
