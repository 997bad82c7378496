import { useCallback, useState } from 'react';
import {
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, ImageRegular } from '@fluentui/react-icons';
import { formatPrice, type InventoryItem } from '@bar/domain';
import { resolveImageUrl } from '../../../api/client';
import { useInventory, useInventoryMutations } from '../../../api/inventory';
import { LoadError, errorMessage } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { toast } from '../../../components/toast';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import { usePersona } from '../../../personas/persona-context';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { ManagerSection, subHeadingLevel } from '../manager-section';
import { INVENTORY_CATEGORY_LABELS, InventoryItemDialog } from './inventory-item-dialog';
import { LowStockAlert } from './low-stock-alert';
import { QuantityControl } from './quantity-control';
import { StockBadge } from './stock-badge';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto' },
  table: { minWidth: '900px' },
  nowrap: { whiteSpace: 'nowrap' },
  thumb: {
    width: '40px',
    height: '40px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    display: 'block',
  },
  noThumb: {
    width: '40px',
    height: '40px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '20px',
    color: tokens.colorNeutralForeground4,
  },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cardTop: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  cardText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  cardName: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  cardBottom: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingVerticalL },
});

function Thumbnail({ item }: { item: InventoryItem }) {
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  const src = resolveImageUrl(item.imageUrl);
  if (!src || broken) {
    return (
      <span className={styles.noThumb} role="img" aria-label={src ? `Image of ${item.name} could not be loaded` : 'No image'}>
        <ImageRegular aria-hidden />
      </span>
    );
  }
  return <img className={styles.thumb} src={src} alt={item.name} loading="lazy" onError={() => setBroken(true)} />;
}

interface RowProps {
  item: InventoryItem;
  canManage: boolean;
  onQuantity: (item: InventoryItem, quantity: number) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
}

function RowActions({ item, onEdit, onDelete }: Omit<RowProps, 'canManage' | 'onQuantity'>) {
  const styles = useStyles();
  return (
    <div className={styles.rowActions}>
      <Button size="small" icon={<EditRegular />} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)} />
      <Button size="small" icon={<DeleteRegular />} aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)} />
    </div>
  );
}

function InventoryTable({ items, ...row }: Omit<RowProps, 'item'> & { items: InventoryItem[] }) {
  const styles = useStyles();
  return (
    <div className={styles.tableWrap} role="region" aria-label="Inventory items" tabIndex={0}>
      {/* Columns sized by their content (Fluent's fixed layout squeezes the quantity control). */}
      <Table className={styles.table} style={{ tableLayout: 'auto' }} size="small" aria-label="Inventory">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Category</TableHeaderCell>
            <TableHeaderCell>Quantity</TableHeaderCell>
            <TableHeaderCell>Threshold</TableHeaderCell>
            <TableHeaderCell>Cost</TableHeaderCell>
            <TableHeaderCell>Image</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            {row.canManage ? <TableHeaderCell>Actions</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid={`inventory-row-${item.id}`}>
              <TableCell>
                <Text weight="semibold">{item.name}</Text>
              </TableCell>
              <TableCell>{INVENTORY_CATEGORY_LABELS[item.category] ?? item.category}</TableCell>
              <TableCell className={styles.nowrap}>
                <QuantityControl item={item} onChange={(q) => row.onQuantity(item, q)} />
              </TableCell>
              <TableCell className={styles.nowrap}>
                {item.lowStockThreshold} {item.unit}
              </TableCell>
              <TableCell className={styles.nowrap}>
                {formatPrice(item.cost)} <span className={styles.muted}>/ {item.unit}</span>
              </TableCell>
              <TableCell>
                <Thumbnail item={item} />
              </TableCell>
              <TableCell>
                <StockBadge item={item} />
              </TableCell>
              {row.canManage ? (
                <TableCell>
                  <RowActions item={item} onEdit={row.onEdit} onDelete={row.onDelete} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** On a phone the table becomes a list of cards, the quantity control within thumb's reach. */
function InventoryCards({ items, ...row }: Omit<RowProps, 'item'> & { items: InventoryItem[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.cards} aria-label="Inventory items">
      {items.map((item) => (
        <li key={item.id} data-testid={`inventory-row-${item.id}`}>
          <Card>
            <div className={styles.cardTop}>
              <Thumbnail item={item} />
              <div className={styles.cardText}>
                <Text className={styles.cardName}>{item.name}</Text>
                <Text size={200} className={styles.muted}>
                  {INVENTORY_CATEGORY_LABELS[item.category] ?? item.category} · threshold {item.lowStockThreshold} {item.unit} · {formatPrice(item.cost)} /{' '}
                  {item.unit}
                </Text>
              </div>
              <StockBadge item={item} />
            </div>
            <div className={styles.cardBottom}>
              <QuantityControl item={item} onChange={(q) => row.onQuantity(item, q)} />
              {row.canManage ? <RowActions item={item} onEdit={row.onEdit} onDelete={row.onDelete} /> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * Inventory Management: the low stock alert, the items with quick quantity changes, and (for a bar manager) the
 * add, edit and delete dialogs. A bartender (at /manage/inventory) may only change quantities.
 */
export function InventoryManagement({ standalone = false }: { standalone?: boolean }) {
  const styles = useStyles();
  const { persona } = usePersona();
  const canManage = persona === 'bar_manager';
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const { data: items, error, mutate } = useInventory();
  const { setQuantity, remove } = useInventoryMutations();
  const [editing, setEditing] = useState<InventoryItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);

  const onQuantity = useCallback(
    (item: InventoryItem, quantity: number) => {
      // One toast per item, updated in place while someone clicks + several times.
      const id = `inventory-quantity-${item.id}`;
      setQuantity(item, quantity).then(
        () => toast.success('Inventory updated successfully', { id }),
        (err: unknown) => toast.error('Failed to update inventory', { id, description: errorMessage(err) }),
      );
    },
    [setQuantity],
  );

  const actions = canManage ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
      Add Item
    </Button>
  ) : null;

  let content;
  if (error && !items) {
    content = <LoadError title="Failed to fetch inventory" error={error} onRetry={() => void mutate()} />;
  } else if (!items) {
    content = <LoadingScreen label="Loading inventory..." />;
  } else {
    const rowProps = { canManage, onQuantity, onEdit: setEditing, onDelete: setDeleting };
    content = (
      <>
        <LowStockAlert items={items} headingLevel={subHeadingLevel(standalone)} />
        {items.length === 0 ? (
          <Text className={styles.empty}>No inventory items yet.</Text>
        ) : small ? (
          <InventoryCards items={items} {...rowProps} />
        ) : (
          <InventoryTable items={items} {...rowProps} />
        )}
      </>
    );
  }

  return (
    <ManagerSection title="Inventory Management" standalone={standalone} actions={actions}>
      {content}
      {canManage && editing ? <InventoryItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {canManage ? (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={`Delete ${deleting?.name ?? 'item'}?`}
          failureText="Failed to delete item"
          successText={`${deleting?.name ?? 'Item'} deleted`}
          onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
          onClose={() => setDeleting(null)}
        >
          This removes the item from the inventory. Items that recipes use cannot be deleted.
        </ConfirmDeleteDialog>
      ) : null}
    </ManagerSection>
  );
}
