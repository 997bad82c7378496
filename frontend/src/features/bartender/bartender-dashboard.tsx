import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { BoxRegular } from '@fluentui/react-icons';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Switch, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BACKWARD_TRANSITIONS, ORDER_STATUS_LABELS, UNDO_TOAST_MS, messages, orderNumber, type Order, type OrderStatus } from '@bar/domain';
import { useOmittedOrders, useOrders } from '../../api/orders';
import { useRecipes } from '../../api/recipes';
import { readOrder, useUpdateOrderStatus, type VersionedOrder } from '../../api/order-status';
import { ApiError } from '../../api/client';
import { LoadError, errorMessage } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { Page } from '../../components/page';
import { RecipeDetailModal } from '../../components/recipe-detail-modal';
import { toast } from '../../components/toast';
import { usePersona } from '../../personas/persona-context';
import { paths, routePersonas } from '../../config/paths';
import { beep, useOrderSound } from './order-sound';
import { PendingIngredients } from './pending-ingredients';
import { RecentlyServed } from './recently-served';
import { QueueBoard, columnId } from './queue-board';
import { columnOf, describeShortfall, queueRole, type QueueColumn } from './queue';
import { ticketActionId } from './order-ticket';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CancelledTonight } from './cancelled-tonight';
import { useNow } from './ticket-age';
import { useQueueWatch } from './use-queue-watch';
import { useStock } from './use-stock';
import { visuallyHidden } from '../../components/visually-hidden';

/** How often the queue asks the server (it answers 304 while nothing changed). */
export const QUEUE_POLL_MS = 2_000;
/** A shortfall warning stays until read: it matters for the next drinks. */
const SHORTFALL_TOAST_MS = 12_000;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sound: { minHeight: '44px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A link that looks like a secondary button: 44 px high for a finger on a tablet.
  inventoryLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // One line always there above the columns: a failed refresh or going offline writes into it and never pushes
  // the tickets down under a finger.
  freshness: {
    height: '28px',
    lineHeight: '28px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontWeight: tokens.fontWeightSemibold,
  },
  stale: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  visuallyHidden,
});

/** Whether the browser says it is online (and a re-render when that changes). */
function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** '21:04:05': when the queue was last read, on the bar's clock. */
export function clockTime(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The line above the columns: empty while the polls succeed; 'Offline: last updated 21:04:05' while the browser
 * is offline (the polls pause then, so no error would ever show); 'Not refreshing (...): last updated ...' while
 * they fail. It is a polite live region that changes only when the state does: announced once, not per poll.
 */
export function freshnessText(online: boolean, error: unknown, lastUpdated: number | null): string {
  const since = lastUpdated === null ? '' : `: last updated ${clockTime(lastUpdated)}`;
  if (!online) return `Offline${since}`;
  if (error) return `Could not refresh the orders (${errorMessage(error) ?? 'no answer'})${since}. Retrying...`;
  return '';
}

/** The queue as shown: a ticket being moved stays where it was tapped, as it was, until the server answers. */
export function withHeldTickets(orders: readonly Order[], held: ReadonlyMap<string, Order>): Order[] {
  if (held.size === 0) return orders as Order[];
  const shown = orders.map((o) => held.get(o.id) ?? o);
  for (const [id, order] of held) if (!orders.some((o) => o.id === id)) shown.push(order);
  return shown;
}

interface RecipeSelection {
  orderId: string;
  recipeId: string;
  recipeName: string;
  /** The line's quantity: the recipe shows the amounts for that many drinks. */
  quantity: number;
}

/**
 * Where the keyboard goes after a move: the moved ticket's button in its new column, or (when it left the queue
 * or shows in another tab) the column it left. Applied in an effect after the commit that shows the move: a frame
 * callback could run before React re-rendered the ticket and focus a button about to be removed.
 */
interface FocusAfterMove {
  orderId: string;
  /** The status the ticket had before the move: the move is on the page once the ticket left it. */
  from: OrderStatus;
}

/** 'moved to Being Prepared', 'served', 'moved back to Ready for Pickup'. */
function describeMove(order: Order, back = false): string {
  if (order.status === 'completed') return 'served';
  return `${back ? 'moved back' : 'moved'} to ${ORDER_STATUS_LABELS[order.status]}`;
}

/**
 * Why a forward move was refused, in the bar's words: on a 409 the order is read again and the message says where
 * it is now ('Order 1A2B3C4D was already moved by someone else: it is Ready for Pickup now.'). Other errors keep
 * their own message.
 */
async function describeRefusal(order: Order, error: unknown): Promise<string | undefined> {
  if (!(error instanceof ApiError) || error.status !== 409) return errorMessage(error);
  try {
    const current = await readOrder(order);
    if (current.order.status !== order.status) {
      return `Order ${orderNumber(order.id)} was already moved by someone else: it is ${ORDER_STATUS_LABELS[current.order.status]} now.`;
    }
  } catch {
    // Could not read it: the server's own words below.
  }
  return errorMessage(error);
}

/**
 * The bartender's persona home: the order queue in three columns (Pending Orders, Preparing, Ready for
 * Pickup), polled every couple of seconds, with the ingredients the open orders need against the stock.
 */
export function BartenderDashboard() {
  const styles = useStyles();
  const { persona } = usePersona();
  const sound = useOrderSound();
  const soundOn = sound.enabled;
  const onNewOrders = useCallback(() => {
    if (soundOn) beep();
  }, [soundOn]);
  const watch = useQueueWatch({ onNewOrders });
  const observe = watch.observe;
  const [lastUpdated, setLastUpdated] = useState<number | null>(null);
  const onPolled = useCallback(
    (list: Order[]) => {
      setLastUpdated(Date.now());
      observe(list);
    },
    [observe],
  );
  const online = useOnline();
  const queue = useOrders(
    { role: queueRole(persona) },
    { refreshInterval: QUEUE_POLL_MS, revalidateOnFocus: true, onSuccess: onPolled },
  );
  const more = useOmittedOrders({ role: queueRole(persona) });
  const inventory = useStock();
  const recipes = useRecipes();
  const move = useUpdateOrderStatus();
  const now = useNow();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // Tickets tapped and not yet answered, as they were when tapped (see withHeldTickets).
  const [held, setHeld] = useState<ReadonlyMap<string, Order>>(() => new Map());
  // The selection outlives the dialog's closing animation; `recipeOpen` says whether it shows.
  const [selection, setSelection] = useState<RecipeSelection | null>(null);
  const [recipeOpen, setRecipeOpen] = useState(false);
  // Counts the moves made here: the served list is read again after each.
  const [movesMade, setMovesMade] = useState(0);
  const announce = watch.announce;
  const refreshQueue = queue.mutate;
  // Set before a move is sent and cleared when it fails: the list that shows the move may arrive before the
  // answer does.
  const focusAfterMove = useRef<FocusAfterMove | null>(null);
  const polled = queue.data;
  const orders = useMemo(() => (polled ? withHeldTickets(polled, held) : undefined), [polled, held]);
  const [cancelling, setCancelling] = useState<Order | null>(null);

  // After the commit that shows the moved ticket where it now is (see FocusAfterMove).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !orders) return;
    const now = orders.find((o) => o.id === wanted.orderId);
    if (now && now.status === wanted.from) return;
    focusAfterMove.current = null;
    const left = columnOf(wanted.from);
    const target = document.getElementById(ticketActionId(wanted.orderId)) ?? (left ? document.getElementById(columnId(left.status)) : null);
    target?.focus();
  }, [orders]);

  const working = useCallback((orderId: string, on: boolean) => {
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }, []);

  /** A ticket being moved stays where it was tapped until the server answers (see withHeldTickets). */
  const hold = useCallback((order: Order, on: boolean) => {
    setHeld((prev) => {
      const next = new Map(prev);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  }, []);

  /** One step back; `seen` is the order as the bartender saw it, with its version. */
  const onMoveBack = useCallback(
    async (seen: VersionedOrder, undo: boolean) => {
      const order = seen.order;
      const back = BACKWARD_TRANSITIONS[order.status];
      if (!back) return;
      const number = orderNumber(order.id);
      working(order.id, true);
      hold(order, true);
      focusAfterMove.current = { orderId: order.id, from: order.status };
      try {
        const moved = await move(order, back, { etag: seen.etag, back: true, undo });
        setMovesMade((n) => n + 1);
        announce(`Order ${number} ${describeMove(moved.order, true)}`);
        toast.success(`Order ${number} ${describeMove(moved.order, true)}`);
      } catch (error) {
        focusAfterMove.current = null;
        toast.error(errorMessage(error) || messages.statusUpdateFailed);
        void refreshQueue();
      } finally {
        hold(order, false);
        working(order.id, false);
      }
    },
    [move, announce, refreshQueue, working, hold],
  );

  /** 'Move back' from a ticket's menu: the order as it is now, if it is still where the ticket shows it. */
  const onMoveBackFromMenu = useCallback(
    async (order: Order) => {
      let current: VersionedOrder;
      try {
        current = await readOrder(order);
      } catch (error) {
        toast.error(errorMessage(error) || messages.statusUpdateFailed);
        return;
      }
      if (current.order.status !== order.status) {
        toast.error(`Order ${orderNumber(order.id)} was moved meanwhile; it is now ${ORDER_STATUS_LABELS[current.order.status]}`);
        void refreshQueue();
        return;
      }
      await onMoveBack(current, false);
    },
    [onMoveBack, refreshQueue],
  );

  const onAction = useCallback(
    async (order: Order, column: QueueColumn) => {
      working(order.id, true);
      // The ticket stays put, busy, until the server answers: a poll that already sees the move must not slide
      // the next ticket under the finger while this one is still being moved.
      hold(order, true);
      const number = orderNumber(order.id);
      announce(`Moving order ${number} to ${ORDER_STATUS_LABELS[column.action.target]}...`);
      focusAfterMove.current = { orderId: order.id, from: column.status };
      try {
        const moved = await move(order, column.action.target);
        setMovesMade((n) => n + 1);
        const updated = moved.order;
        announce(`Order ${number} ${describeMove(updated)}`);
        // A mis-tap at rush hour is one tap to take back, for a few seconds.
        toast.show(`Order ${number} ${describeMove(updated)}`, {
          duration: UNDO_TOAST_MS,
          action: { label: 'Undo', onClick: () => void onMoveBack(moved, true) },
        });
        if (updated.status === 'ready' && updated.shortfalls?.length) {
          toast.warning(`Stock ran short for order ${number}`, {
            description: (
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {updated.shortfalls.map((s) => (
                  <li key={s.inventoryItemId}>{describeShortfall(s)}</li>
                ))}
              </ul>
            ),
            duration: SHORTFALL_TOAST_MS,
          });
        }
      } catch (error) {
        focusAfterMove.current = null;
        // A 409 when another bartender was quicker: said in the bar's words, with where the order is now.
        toast.error((await describeRefusal(order, error)) || messages.statusUpdateFailed);
        void refreshQueue();
      } finally {
        hold(order, false);
        working(order.id, false);
      }
    },
    [move, announce, refreshQueue, working, hold, onMoveBack],
  );

  /** 'Cancel order' confirmed in its dialog: a failure is shown in the dialog, which stays open. */
  // A cancel is final, so it names the version of the order as the bartender saw it (If-Match, ADR 67): the order
  // is read again, and one moved meanwhile (another bartender started it) is not cancelled unseen.
  const onCancel = useCallback(
    async (order: Order, reason: string | undefined) => {
      const number = orderNumber(order.id);
      working(order.id, true);
      focusAfterMove.current = { orderId: order.id, from: order.status };
      try {
        const current = await readOrder(order);
        if (current.order.status !== order.status) {
          void refreshQueue();
          throw new Error(`Order ${number} was moved meanwhile; it is now ${ORDER_STATUS_LABELS[current.order.status]}. Look at it again before cancelling.`);
        }
        await move(order, 'cancelled', { etag: current.etag, ...(reason ? { reason } : {}) });
        setMovesMade((n) => n + 1);
        announce(`Order ${number} cancelled`);
        toast.success(`Order ${number} cancelled`);
      } catch (error) {
        focusAfterMove.current = null;
        void refreshQueue();
        throw error;
      } finally {
        working(order.id, false);
      }
    },
    [move, announce, refreshQueue, working],
  );

  const onOpenRecipe = useCallback((order: Order, item: Order['items'][number]) => {
    setSelection({ orderId: order.id, recipeId: item.recipeId, recipeName: item.recipeName, quantity: item.quantity });
    setRecipeOpen(true);
  }, []);

  const mayAdjustStock = (routePersonas.manageInventory as readonly string[]).includes(persona);
  const actions = (
    <div className={styles.actions}>
      {mayAdjustStock ? (
        <Link to={paths.manageInventory.href()} className={styles.inventoryLink} data-testid="bartender-inventory-link">
          <BoxRegular aria-hidden fontSize={20} />
          Inventory
        </Link>
      ) : null}
      <Switch
        className={styles.sound}
        label="Sound for new orders"
        checked={soundOn}
        onChange={(_, data) => sound.setSound(data.checked)}
      />
    </div>
  );

  const stale = freshnessText(online, queue.error, lastUpdated);
  let body;
  if (!orders) {
    body = queue.error ? (
      <LoadError title="Failed to fetch orders" error={queue.error} onRetry={() => void queue.mutate()} />
    ) : (
      <LoadingScreen label="Loading orders..." />
    );
  } else {
    const selectedOrder = selection ? orders.find((o) => o.id === selection.orderId) : undefined;
    const recipe = selection ? (recipes.data ? (recipes.data.find((r) => r.id === selection.recipeId) ?? null) : recipes.error ? null : undefined) : undefined;
    body = (
      <>
        <div
          role="status"
          aria-live="polite"
          className={stale ? mergeClasses(styles.freshness, styles.stale) : styles.freshness}
          title={stale || undefined}
          data-testid="queue-freshness"
        >
          {stale}
        </div>
        <QueueBoard
          orders={orders}
          more={more}
          now={now}
          highlighted={watch.highlights}
          busy={busy}
          onAction={(order, column) => void onAction(order, column)}
          onMoveBack={(order) => void onMoveBackFromMenu(order)}
          onCancel={setCancelling}
          onOpenRecipe={onOpenRecipe}
        />
        <CancelOrderDialog key={cancelling?.id ?? ''} order={cancelling} onConfirm={onCancel} onClose={() => setCancelling(null)} />
        <RecentlyServed persona={persona} now={now} busy={busy} movesMade={movesMade} onMoveBack={(order) => void onMoveBackFromMenu(order)} />
        <CancelledTonight persona={persona} movesMade={movesMade} />
        <PendingIngredients
          orders={orders}
          inventory={inventory.data}
          inventoryError={inventory.error}
          onRetryInventory={() => void inventory.mutate()}
        />
        <RecipeDetailModal
          open={recipeOpen}
          onClose={() => setRecipeOpen(false)}
          title={selection?.recipeName}
          recipe={recipe}
          inventory={inventory.data}
          servings={selection?.quantity}
          notFound={selection && !selectedOrder ? messages.orderNotFound : undefined}
        />
      </>
    );
  }

  return (
    <Page title="Bartender Dashboard" actions={actions}>
      <div className={styles.content}>
        <div role="status" aria-live="polite" className={styles.visuallyHidden}>
          {watch.announcement}
        </div>
        {sound.undecided ? (
          <MessageBar intent="info" layout="multiline" data-testid="sound-prompt">
            <MessageBarBody>
              <MessageBarTitle>Sound for new orders is off</MessageBarTitle>
              Turn it on to hear a short beep whenever a new order comes in. This device remembers your choice.
            </MessageBarBody>
            <MessageBarActions>
              <Button appearance="primary" className={styles.sound} onClick={() => sound.setSound(true)}>
                Turn on sound
              </Button>
              <Button className={styles.sound} onClick={() => sound.setSound(false)}>
                Not now
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {body}
      </div>
    </Page>
  );
}
