import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge, Button, Spinner, Text, Title3, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components';
import { AlertOnRegular, AlertRegular } from '@fluentui/react-icons';
import { ACTIVE_STATUSES, ORDER_STATUS_LABELS, cancelledNotice, orderNumber, type Order, type OrderStatus } from '@bar/domain';
import { LoadError } from '../../components/load-error';
import { useMyOrders } from './use-my-orders';
import { useNotificationPermission } from './use-notification-permission';
import { cancelledToday, servedAt, servedToday } from './served-history';
import { useStatusAnnouncements } from './use-ready-alerts';
import { visuallyHidden } from '../../components/visually-hidden';
import { usePrice } from '../../config/app-config-context';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  order: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  ready: { border: `2px solid ${tokens.colorPaletteGreenBorder2}`, backgroundColor: tokens.colorPaletteGreenBackground1 },
  orderHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  number: { margin: 0, fontSize: tokens.fontSizeBase400, fontFamily: tokens.fontFamilyMonospace },
  items: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  steps: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: tokens.spacingHorizontalXXS },
  step: { height: '4px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralStroke2 },
  stepDone: { backgroundColor: tokens.colorBrandBackground },
  stepReady: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  meta: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  granted: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  served: { '& > ul': { marginTop: tokens.spacingVerticalS } },
  servedSummary: {
    cursor: 'pointer',
    minHeight: '32px',
    display: 'flex',
    alignItems: 'center',
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  servedOrder: { backgroundColor: tokens.colorNeutralBackground2 },
  cancelled: { border: `1px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorNeutralBackground2 },
  notice: { color: tokens.colorPaletteRedForeground1 },
  visuallyHidden,
});

const BADGE_COLORS: Record<OrderStatus, BadgeProps['color']> = {
  pending: 'informative',
  preparing: 'warning',
  ready: 'success',
  completed: 'subtle',
  cancelled: 'danger',
};

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function NotifyButton() {
  const styles = useStyles();
  const { permission, request } = useNotificationPermission();
  if (permission === 'default') {
    return (
      <Button size="small" appearance="secondary" icon={<AlertRegular />} onClick={() => void request()}>
        Notify me when ready
      </Button>
    );
  }
  if (permission === 'granted') {
    return (
      <Text size={200} className={styles.granted}>
        <AlertOnRegular aria-hidden /> Notifications on
      </Text>
    );
  }
  return null;
}

function OrderCard({ order }: { order: Order }) {
  const styles = useStyles();
  const titleId = useId();
  // A served order (kept in place while the page is open) has every step done.
  const step = order.status === 'completed' ? ACTIVE_STATUSES.length : ACTIVE_STATUSES.indexOf(order.status);
  return (
    <li>
      <article
        className={mergeClasses(styles.order, order.status === 'ready' && styles.ready)}
        aria-labelledby={titleId}
        data-order-id={order.id}
        // Focusable by the app only: just placed, the order takes the keyboard (see OrdersInProgress).
        tabIndex={-1}
      >
        <div className={styles.orderHeader}>
          <h3 id={titleId} className={styles.number}>
            Order #{orderNumber(order.id)}
          </h3>
          <Badge appearance="filled" color={BADGE_COLORS[order.status]} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </div>
        <div className={styles.steps} aria-hidden>
          {ACTIVE_STATUSES.map((s, i) => (
            <span key={s} className={mergeClasses(styles.step, i <= step && (order.status === 'ready' ? styles.stepReady : styles.stepDone))} />
          ))}
        </div>
        <OrderBody order={order} when={timeOf(order.createdAt) ? `Placed ${timeOf(order.createdAt)}` : null} />
      </article>
    </li>
  );
}

/** An order the bar cancelled, kept in the guest's list for the night with the reason staff gave. */
function CancelledOrderCard({ order }: { order: Order }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <li>
      <article className={mergeClasses(styles.order, styles.cancelled)} aria-labelledby={titleId} data-order-id={order.id} tabIndex={-1}>
        <div className={styles.orderHeader}>
          <h3 id={titleId} className={styles.number}>
            Order #{orderNumber(order.id)}
          </h3>
          <Badge appearance="filled" color={BADGE_COLORS.cancelled} data-testid="order-status">
            {ORDER_STATUS_LABELS.cancelled}
          </Badge>
        </div>
        <Text className={styles.notice} data-testid="cancel-notice">
          {cancelledNotice(order)}. Ask at the bar, or order again.
        </Text>
        <OrderBody order={order} when={timeOf(order.createdAt) ? `Placed ${timeOf(order.createdAt)}` : null} />
      </article>
    </li>
  );
}

/** What an order holds (for whom, its drinks), when it was placed or served, and its total. */
function OrderBody({ order, when }: { order: Order; when: string | null }) {
  const formatPrice = usePrice();
  const styles = useStyles();
  return (
    <>
      {order.customerNameOverride ? <Text size={200}>For {order.customerNameOverride}</Text> : null}
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => (
          <li key={item.recipeId}>
            <Text>
              {item.quantity} × {item.recipeName}
            </Text>
          </li>
        ))}
      </ul>
      <div className={styles.meta}>
        <Text size={200}>{when}</Text>
        <Text weight="semibold">Total {formatPrice(order.totalPrice)}</Text>
      </div>
    </>
  );
}

/** A served order as the guest shows it at the bar: number, drinks, when it was served and what it cost. */
function ServedOrderCard({ order }: { order: Order }) {
  const styles = useStyles();
  const titleId = useId();
  const served = timeOf(servedAt(order));
  return (
    <li>
      <article className={mergeClasses(styles.order, styles.servedOrder)} aria-labelledby={titleId} data-order-id={order.id}>
        <div className={styles.orderHeader}>
          <h4 id={titleId} className={styles.number}>
            Order #{orderNumber(order.id)}
          </h4>
          <Badge appearance="tint" color={BADGE_COLORS.completed} data-testid="order-status">
            {ORDER_STATUS_LABELS.completed}
          </Badge>
        </div>
        <OrderBody order={order} when={served ? `Served ${served}` : null} />
      </article>
    </li>
  );
}

/** Tonight's served orders, folded under their count: one tap shows what the guest paid for. */
function ServedToday({ orders }: { orders: Order[] }) {
  const styles = useStyles();
  if (orders.length === 0) return null;
  return (
    <details className={styles.served} data-testid="served-today">
      <summary className={styles.servedSummary}>Served today ({orders.length})</summary>
      <ul className={styles.list} aria-label="Served today">
        {orders.map((order) => (
          <ServedOrderCard key={order.id} order={order} />
        ))}
      </ul>
    </details>
  );
}

/**
 * 'Your Orders in Progress': the guest's orders that are pending, being prepared or ready, newest first, polled
 * every few seconds; below them, folded, the ones served tonight with their time and total. Status changes are read out (the alert for a ready order is ReadyAlerts', on every page).
 */
/**
 * The guest's orders on their way and tonight's served ones. `focusOrderId`: an order just placed; once its card
 * is on the page (after the commit that shows it) the card takes the focus and is scrolled into view, so the
 * keyboard and a screen reader land on its number and status rather than at the top of the page.
 */
export function OrdersInProgress({ className, focusOrderId }: { className?: string; focusOrderId?: string | null }) {
  const styles = useStyles();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const focused = useRef<string | null>(null);
  const { data, error, isLoading, mutate } = useMyOrders();
  // The orders seen on their way while this page is open. One of them served stays where it was, marked Served,
  // until the guest comes back to the page: the menu below must not jump up under a finger when it leaves.
  // Kept up to date during render (React's pattern for state derived from the previous props): an order is known as
  // seen before the answer that shows it served is painted.
  const [seen, setSeen] = useState<{ data: readonly Order[] | undefined; ids: ReadonlySet<string> }>(() => ({ data: undefined, ids: new Set() }));
  if (seen.data !== data) {
    const ids = new Set(seen.ids);
    for (const o of data ?? []) if (ACTIVE_STATUSES.includes(o.status)) ids.add(o.id);
    setSeen({ data, ids });
  }
  const seenActive = seen.ids;
  const orders = useMemo(
    () =>
      [
        ...(data ?? []).filter((o) => ACTIVE_STATUSES.includes(o.status) || (o.status === 'completed' && seenActive.has(o.id))),
        ...cancelledToday(data ?? []),
      ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
    [data, seenActive],
  );
  const served = useMemo(() => servedToday(data ?? []).filter((o) => !seenActive.has(o.id)), [data, seenActive]);
  const liveRegion = useStatusAnnouncements(data);

  useEffect(() => {
    if (!focusOrderId || focused.current === focusOrderId) return;
    const card = [...(sectionRef.current?.querySelectorAll<HTMLElement>('article[data-order-id]') ?? [])].find((el) => el.dataset.orderId === focusOrderId);
    if (!card) return;
    focused.current = focusOrderId;
    card.focus({ preventScroll: true });
    card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [focusOrderId, orders]);

  return (
    <section ref={sectionRef} className={mergeClasses(styles.panel, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          Your Orders in Progress
        </Title3>
        <NotifyButton />
      </div>
      {error && !data ? (
        <LoadError title="Failed to fetch orders" error={error} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Spinner size="tiny" label="Loading your orders..." />
      ) : orders.length === 0 ? (
        <Text className={styles.empty}>No orders in progress.</Text>
      ) : (
        <ul className={styles.list} aria-label="Your orders">
          {orders.map((order) =>
            order.status === 'cancelled' ? <CancelledOrderCard key={order.id} order={order} /> : <OrderCard key={order.id} order={order} />,
          )}
        </ul>
      )}
      {data ? <ServedToday orders={served} /> : null}
      <div ref={liveRegion} className={styles.visuallyHidden} role="status" aria-live="polite" aria-atomic="true" />
    </section>
  );
}
