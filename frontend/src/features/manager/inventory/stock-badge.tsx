import { Badge } from '@fluentui/react-components';

const noWrap = { whiteSpace: 'nowrap', flexShrink: 0 } as const;
import { isLowStock, isOutOfStock, type InventoryItem } from '@bar/domain';

/** 'Out of stock' (quantity 0), 'Low stock' (at or below the threshold) or 'In stock'. */
export function StockBadge({ item }: { item: Pick<InventoryItem, 'quantity' | 'lowStockThreshold'> }) {
  if (isOutOfStock(item)) {
    return (
      <Badge color="danger" appearance="filled" style={noWrap}>
        Out of stock
      </Badge>
    );
  }
  if (isLowStock(item)) {
    return (
      <Badge color="warning" appearance="filled" style={noWrap}>
        Low stock
      </Badge>
    );
  }
  return (
    <Badge color="success" appearance="tint" style={noWrap}>
      In stock
    </Badge>
  );
}
