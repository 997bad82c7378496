import { useEffect, useId, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { SERVED_RECALL_MS, decideMoveBack, orderNumber, type Order, type Persona } from '@bar/domain';
import { useOrders } from '../../api/orders';
import { LoadError } from '../../components/load-error';
import { servedAt } from '../orders/served-history';
import { queueRole } from './queue';
import { pickupName } from '@bar/domain';
import { formatAge } from './ticket-age';

/** How often the list is read again while it is open (the server answers 304 while nothing changed). */
export const SERVED_POLL_MS = 5_000;

/**
 * The orders served within the time a bartender may still take them back to ready (SERVED_RECALL_MS), the latest
 * first, each with when it was served; only those the move-back rule allows (the server decides the same way).
 */
export function recentlyServed(orders: readonly Order[], now: number, isManager: boolean): Array<{ order: Order; at: number }> {
  return orders
    .filter((o) => o.status === 'completed')
    .map((order) => ({ order, at: Date.parse(servedAt(order)) }))
    .filter(({ at }) => Number.isFinite(at) && now - at <= SERVED_RECALL_MS)
    // `now` ticks every few seconds and the bar's server clock may run ahead of this device's: an order served
    // after `now` was served just now, not in the future (which the rule refuses), so it shows at once.
    .filter(({ order, at }) => decideMoveBack(order, 'ready', { id: '', isManager }, Math.max(now, at)).allowed)
    .sort((a, b) => b.at - a.at || a.order.id.localeCompare(b.order.id));
}

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
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  what: { flexGrow: 1, minWidth: '12em', display: 'flex', flexDirection: 'column' },
  drinks: { color: tokens.colorNeutralForeground2 },
  when: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  back: { minHeight: '44px', minWidth: '44px' },
});

export interface RecentlyServedProps {
  persona: Persona;
  now: number;
  /** Orders being moved: their button waits. */
  busy: ReadonlySet<string>;
  /** Changes after every move made on this screen: the list is read again at once. */
  movesMade: number;
  onMoveBack: (order: Order) => void;
}

/**
 * 'Recently served': the orders served in the last minutes, the latest first, each with Move back (to Ready for
 * Pickup): a mis-served order is recoverable after the toast's Undo has gone. Folds away; read only while open.
 */
export function RecentlyServed({ persona, now, busy, movesMade, onMoveBack }: RecentlyServedProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const headingId = useId();
  const served = useOrders(open ? { role: queueRole(persona), view: 'completed' } : null, { refreshInterval: SERVED_POLL_MS, revalidateOnFocus: true });
  const refresh = served.mutate;
  useEffect(() => {
    if (movesMade > 0) void refresh();
  }, [movesMade, refresh]);
  const rows = served.data ? recentlyServed(served.data, now, persona === 'bar_manager') : [];
  const minutes = SERVED_RECALL_MS / 60_000;

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="recently-served">
      <h2 id={headingId} className={styles.heading}>
        <Button
          appearance="subtle"
          className={styles.toggle}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          Recently served{open && served.data ? ` (${rows.length})` : ''}
        </Button>
      </h2>
      {open ? (
        <div id={listId}>
          {served.error && !served.data ? (
            <LoadError title="Failed to fetch served orders" error={served.error} onRetry={() => void refresh()} />
          ) : !served.data ? (
            <Text className={styles.empty}>Loading served orders...</Text>
          ) : rows.length === 0 ? (
            <Text className={styles.empty}>No orders served in the last {minutes} minutes.</Text>
          ) : (
            <ul className={styles.list} aria-label={`Orders served in the last ${minutes} minutes, latest first`}>
              {rows.map(({ order, at }) => {
                const number = orderNumber(order.id);
                const ago = formatAge(Math.max(0, Math.floor((now - at) / 60_000)));
                return (
                  <li key={order.id} className={styles.row} data-testid="served-order" data-order-id={order.id}>
                    <div className={styles.what}>
                      <Text weight="semibold">
                        Order #{number} · {pickupName(order)}
                      </Text>
                      <Text size={200} className={styles.drinks}>
                        {order.items.map((i) => `${i.quantity}x ${i.recipeName}`).join(', ')}
                      </Text>
                    </div>
                    <Text size={200} className={styles.when}>
                      served {ago === '<1 min' ? 'just now' : `${ago} ago`}
                    </Text>
                    <Button
                      className={styles.back}
                      icon={<ArrowUndoRegular />}
                      disabled={busy.has(order.id)}
                      aria-label={`Move order #${number} back to Ready for Pickup`}
                      onClick={() => onMoveBack(order)}
                    >
                      Move back
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
