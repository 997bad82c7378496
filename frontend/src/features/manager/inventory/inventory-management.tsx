import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Field,
  SearchBox,
  Select,
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
import { AddRegular, ArrowSortDownRegular, ArrowSortUpRegular, EditRegular, ImageRegular } from '@fluentui/react-icons';
import {
  INVENTORY_CATEGORIES,
  costDisplay,
  formatUnitCost,
  formatAmount,
  queryInventory,
  recipesUsingItem,
  type InventoryItem,
  type InventoryQuery,
  type InventorySort,
} from '@bar/domain';
import { resolveImageUrl } from '../../../api/client';
import { useInventory, useInventoryMutations } from '../../../api/inventory';
import { useRecipes } from '../../../api/recipes';
import { LoadError } from '../../../components/load-error';
import { problemText } from '../problem-text';
import { LoadingScreen } from '../../../components/loading-screen';
import { toast } from '../../../components/toast';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import { useMoney } from '../../../config/app-config-context';
import { usePersona } from '../../../personas/persona-context';
import { ConfirmDeleteDialog, DeleteIconButton } from '../confirm-delete-dialog';
import { touchGap, touchTarget } from '../../../components/touch-target';
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
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS, ...touchGap },
  iconButton: touchTarget,
  muted: { color: tokens.colorNeutralForeground2 },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cardTop: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  cardText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  cardName: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  cardBottom: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '180px', maxWidth: '360px' },
  searchBox: { width: '100%', maxWidth: '100%' },
  filter: { minWidth: '140px' },
  sortGroup: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  count: { color: tokens.colorNeutralForeground2, alignSelf: 'center' },
});

const SORT_LABELS: Record<InventorySort, string> = {
  name: 'Name',
  category: 'Category',
  quantity: 'Quantity',
  stock: 'Stock level',
  cost: 'Cost',
};

/** Search, category, low stock only and the sort order of the inventory rows. */
function InventoryToolbar({
  query,
  onChange,
  shown,
  total,
}: {
  query: InventoryQuery;
  onChange: (query: InventoryQuery) => void;
  shown: number;
  total: number;
}) {
  const styles = useStyles();
  const set = (patch: Partial<InventoryQuery>) => onChange({ ...query, ...patch });
  return (
    <div className={styles.toolbar} role="search" aria-label="Find inventory items">
      <Field className={styles.search} label="Search">
        <SearchBox
          className={styles.searchBox}
          placeholder="Name or category"
          value={query.search ?? ''}
          onChange={(_, d) => set({ search: d.value })}
        />
      </Field>
      <Field className={styles.filter} label="Category">
        <Select value={query.category || 'all'} onChange={(_, d) => set({ category: d.value })}>
          <option value="all">All categories</option>
          {INVENTORY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {INVENTORY_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.sortGroup}>
        <Field className={styles.filter} label="Sort by">
          <Select value={query.sort ?? 'name'} onChange={(_, d) => set({ sort: d.value as InventorySort })}>
            {(Object.keys(SORT_LABELS) as InventorySort[]).map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          icon={query.descending ? <ArrowSortDownRegular /> : <ArrowSortUpRegular />}
          aria-label={query.descending ? 'Sorted descending: sort ascending' : 'Sorted ascending: sort descending'}
          title={query.descending ? 'Descending' : 'Ascending'}
          onClick={() => set({ descending: !query.descending })}
        />
      </div>
      <Checkbox label="Low stock only" checked={query.lowOnly === true} onChange={(_, d) => set({ lowOnly: d.checked === true })} />
      <Text className={styles.count} aria-live="polite" data-testid="inventory-count">
        {shown === total ? `${total} ${total === 1 ? 'item' : 'items'}` : `Showing ${shown} of ${total} items`}
      </Text>
    </div>
  );
}

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

/** The cost per a unit one can read ('$3.00 / 100 ml'); the exact per-unit cost in the tooltip. */
function CostText({ item }: { item: InventoryItem }) {
  const styles = useStyles();
  const money = useMoney();
  const shown = costDisplay(item, money);
  const [amount, per] = shown.text.split(' / ');
  return (
    <span title={`${formatUnitCost(item.cost, money)} per ${item.unit}`} data-testid={`cost-${item.id}`}>
      {amount} <span className={styles.muted}>/ {per}</span>
    </span>
  );
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
      <Button size="small" className={styles.iconButton} icon={<EditRegular />} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)} />
      <DeleteIconButton label={`Delete ${item.name}`} onClick={() => onDelete(item)} />
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
                <CostText item={item} />
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
                  {INVENTORY_CATEGORY_LABELS[item.category] ?? item.category} · threshold {item.lowStockThreshold} {item.unit} ·{' '}
                  <CostText item={item} />
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
  const [query, setQuery] = useState<InventoryQuery>({ sort: 'name' });
  const { data: recipes } = useRecipes();
  const shownItems = useMemo(() => (items ? queryInventory(items, query) : []), [items, query]);
  // The recipes made with the item in the delete dialog: it cannot be deleted while any is (said before the click).
  const usedBy = deleting && recipes ? recipesUsingItem(deleting.id, recipes) : [];

  const onQuantity = useCallback(
    (item: InventoryItem, quantity: number) => {
      // One toast per item, updated in place while someone clicks + several times.
      const id = `inventory-quantity-${item.id}`;
      setQuantity(item, quantity).then(
        () => toast.success('Inventory updated successfully', { id }),
        (err: unknown) => toast.error('Failed to update inventory', { id, description: problemText(err) }),
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
    content = <LoadError title="Failed to fetch inventory" error={problemText(error)} onRetry={() => void mutate()} />;
  } else if (!items) {
    content = <LoadingScreen label="Loading inventory..." />;
  } else {
    const rowProps = { canManage, onQuantity, onEdit: setEditing, onDelete: setDeleting };
    content = (
      <>
        <LowStockAlert items={items} headingLevel={subHeadingLevel(standalone)} />
        {items.length === 0 ? (
          <Text className={styles.empty}>No inventory items yet.</Text>
        ) : (
          <>
            <InventoryToolbar query={query} onChange={setQuery} shown={shownItems.length} total={items.length} />
            {shownItems.length === 0 ? (
              <div className={styles.empty} role="status">
                <Text>No items match. </Text>
                <Button appearance="transparent" onClick={() => setQuery({ sort: query.sort, descending: query.descending })}>
                  Clear search and filters
                </Button>
              </div>
            ) : small ? (
              <InventoryCards items={shownItems} {...rowProps} />
            ) : (
              <InventoryTable items={shownItems} {...rowProps} />
            )}
          </>
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
          blocked={
            usedBy.length > 0
              ? `${deleting?.name ?? 'This item'} cannot be deleted: it is used by ${usedBy.length === 1 ? '1 recipe' : `${usedBy.length} recipes`} (${usedBy
                  .map((r) => r.name)
                  .join(', ')}). Remove it from ${usedBy.length === 1 ? 'that recipe' : 'those recipes'} first.`
              : undefined
          }
        >
          {usedBy.length > 0
            ? null
            : `This removes ${deleting?.name ?? 'the item'}${deleting ? ` (${formatAmount(deleting.quantity, deleting.unit)} in stock)` : ''} from the inventory. This cannot be undone.`}
        </ConfirmDeleteDialog>
      ) : null}
    </ManagerSection>
  );
}
