import { useEffect, useId, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { orderNumber, type Order, type Persona } from '@bar/domain';
import { useOrders } from '../../api/orders';
import { LoadError } from '../../components/load-error';
import { queueRole } from './queue';
import { pickupName } from '@bar/domain';

/** How often the list is read again while it is open (the server answers 304 while nothing changed). */
const CANCELLED_POLL_MS = 10_000;

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
  toggle: { minHeight: '44px', justifyContent: 'flex-start', fontSize: 'inherit', fontWeight: 'inherit', padding: `0 ${tokens.spacingHorizontalS}` },
  empty: { color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: { display: 'flex', flexDirection: 'column', padding: `${tokens.spacingVerticalXS} 0`, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  detail: { color: tokens.colorNeutralForeground2 },
});

const timeOf = (iso: string | undefined) => {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

/**
 * 'Cancelled tonight' (folded at first): the orders staff cancelled today and yesterday, the latest first, with who
 * cancelled, when and why. Read only while open.
 */
export function CancelledTonight({ persona, movesMade }: { persona: Persona; movesMade: number }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  const list = useOrders(open ? { role: queueRole(persona), view: 'cancelled' } : null, { refreshInterval: CANCELLED_POLL_MS, revalidateOnFocus: true });
  const refresh = list.mutate;
  useEffect(() => {
    if (movesMade > 0) void refresh();
  }, [movesMade, refresh]);
  const rows: Order[] = [...(list.data ?? [])].sort((a, b) => (b.cancellation?.at ?? b.updatedAt).localeCompare(a.cancellation?.at ?? a.updatedAt));

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="cancelled-tonight">
      <h2 id={headingId} className={styles.heading}>
        <Button
          appearance="subtle"
          className={styles.toggle}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          Cancelled tonight{open && list.data ? ` (${rows.length})` : ''}
        </Button>
      </h2>
      {open ? (
        <div id={listId}>
          {list.error && !list.data ? (
            <LoadError title="Failed to fetch cancelled orders" error={list.error} onRetry={() => void refresh()} />
          ) : !list.data ? (
            <Text className={styles.empty}>Loading cancelled orders...</Text>
          ) : rows.length === 0 ? (
            <Text className={styles.empty}>No orders were cancelled tonight.</Text>
          ) : (
            <ul className={styles.list} aria-label="Cancelled orders, latest first">
              {rows.map((order) => (
                <li key={order.id} className={styles.row} data-testid="cancelled-order" data-order-id={order.id}>
                  <Text weight="semibold">
                    Order #{orderNumber(order.id)} · {pickupName(order)}
                  </Text>
                  <Text size={200} className={styles.detail}>
                    {order.items.map((i) => `${i.quantity}x ${i.recipeName}`).join(', ')}
                  </Text>
                  <Text size={200} className={styles.detail}>
                    Cancelled {timeOf(order.cancellation?.at)}
                    {order.cancellation ? ` by ${order.cancellation.by.name}` : ''}
                    {order.cancellation?.reason ? `: ${order.cancellation.reason}` : ''}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
