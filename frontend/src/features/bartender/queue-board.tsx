import { useState } from 'react';
import { Tab, TabList, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { OmittedOrders, Order } from '@bar/domain';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { OrderTicket } from './order-ticket';
import { QUEUE_COLUMNS, groupByStatus, type QueueColumn, type QueueStatus } from './queue';
import { visuallyHidden } from '../../components/visually-hidden';

const useStyles = makeStyles({
  board: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    minHeight: '200px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // On a tablet or wider each column scrolls on its own below its heading and count, so the three columns
  // (Ready for Pickup included) are on screen at once however long Pending gets.
  scrolling: {
    maxHeight: 'max(360px, calc(100dvh - 200px))',
    overflow: 'hidden',
  },
  tickets: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scrollArea: {
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    minHeight: 0,
    flex: '1 1 auto',
    // Room for the focus ring and the tickets' shadows inside the clipped area.
    padding: '2px',
    margin: '-2px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  columnHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  columnHeading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  visuallyHidden,
  count: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '2em',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalL} 0`, textAlign: 'center' },
  tabs: { marginBottom: tokens.spacingVerticalS },
  // Three equal tabs that wrap their labels, so 'Ready for Pickup (2)' fits a 390 px phone.
  tab: {
    minHeight: '56px',
    flex: '1 1 0',
    minWidth: 0,
    justifyContent: 'center',
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
    '& .fui-Tab__content': { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'anywhere' },
  },
  tabList: { display: 'flex', width: '100%' },
});

export const columnId = (status: QueueStatus) => `queue-column-${status}`;

const EMPTY_TEXT: Record<QueueStatus, string> = {
  pending: 'No pending orders',
  preparing: 'Nothing being prepared',
  ready: 'Nothing waiting for pickup',
};

export interface QueueBoardProps {
  orders: readonly Order[];
  /** Orders the server left out of each column (it answers the oldest of each), shown as 'and N more'. */
  more?: OmittedOrders;
  now: number;
  highlighted: ReadonlyMap<string, number>;
  busy: ReadonlySet<string>;
  onAction: (order: Order, column: QueueColumn) => void;
  /** 'Move back' from a ticket's menu (one step back; see decideMoveBack). */
  onMoveBack?: (order: Order) => void;
  /** 'Cancel order' from a ticket's menu (received or being prepared; it asks for confirmation first). */
  onCancel?: (order: Order) => void;
  onOpenRecipe: (order: Order, item: Order['items'][number]) => void;
}

/**
 * The three columns. On a tablet or wider they stand side by side; on a phone they become tabs with counts
 * (one column at a time, each ticket full width).
 */
export function QueueBoard({ orders, more = {}, ...ticketProps }: QueueBoardProps) {
  const styles = useStyles();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const groups = groupByStatus(orders);
  const [tab, setTab] = useState<QueueStatus>('pending');

  if (small) {
    const column = QUEUE_COLUMNS.find((c) => c.status === tab) ?? QUEUE_COLUMNS[0]!;
    return (
      <div>
        <TabList
          className={styles.tabList}
          selectedValue={tab}
          onTabSelect={(_, data) => setTab(data.value as QueueStatus)}
          aria-label="Order queue"
          size="large"
        >
          {QUEUE_COLUMNS.map((c) => (
            <Tab key={c.status} value={c.status} className={styles.tab} aria-controls={columnId(c.status)}>
              {c.title} ({groups[c.status].length + (more[c.status] ?? 0)})
            </Tab>
          ))}
        </TabList>
        <QueueColumnView column={column} orders={groups[column.status]} more={more[column.status] ?? 0} role="tabpanel" {...ticketProps} />
      </div>
    );
  }

  return (
    <div className={styles.board}>
      {QUEUE_COLUMNS.map((column) => (
        <QueueColumnView key={column.status} column={column} orders={groups[column.status]} more={more[column.status] ?? 0} scrolls {...ticketProps} />
      ))}
    </div>
  );
}

function QueueColumnView({
  column,
  orders,
  more,
  role,
  scrolls = false,
  now,
  highlighted,
  busy,
  onAction,
  onMoveBack,
  onCancel,
  onOpenRecipe,
}: Omit<QueueBoardProps, 'orders' | 'more'> & { column: QueueColumn; orders: Order[]; more: number; role?: 'tabpanel'; scrolls?: boolean }) {
  const styles = useStyles();
  const headingId = `${columnId(column.status)}-heading`;
  return (
    <section
      id={columnId(column.status)}
      className={scrolls ? mergeClasses(styles.column, styles.scrolling) : styles.column}
      aria-labelledby={headingId}
      role={role}
      tabIndex={-1}
      data-testid={`column-${column.status}`}
    >
      <div className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnHeading}>
          {column.title}
        </h2>
        <span className={styles.count} data-testid="column-count">
          {orders.length + more}
          <span className={styles.visuallyHidden}>{orders.length + more === 1 ? ' order' : ' orders'}</span>
        </span>
      </div>
      <div
        className={scrolls ? mergeClasses(styles.tickets, styles.scrollArea) : styles.tickets}
        // A scrolling area takes the keyboard's focus so its tickets can be scrolled without a mouse.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? `${column.title}, ${orders.length + more} ${orders.length + more === 1 ? 'order' : 'orders'}` : undefined}
        data-testid={`column-scroll-${column.status}`}
      >
        {orders.length === 0 ? <Text className={styles.empty}>{EMPTY_TEXT[column.status]}</Text> : null}
        {orders.map((order, index) => (
          <OrderTicket
            key={order.id}
            place={`${index}:${orders[index - 1]?.id ?? ''}`}
            order={order}
            column={column}
            now={now}
            isNew={highlighted.has(order.id)}
            busy={busy.has(order.id)}
            onAction={onAction}
            {...(onMoveBack ? { onMoveBack } : {})}
            {...(onCancel ? { onCancel } : {})}
            onOpenRecipe={onOpenRecipe}
          />
        ))}
        {more > 0 ? (
          <Text className={styles.empty} data-testid="column-more">
            and {more} more
          </Text>
        ) : null}
      </div>
    </section>
  );
}
