import type { ReactElement } from 'react';
import { Badge, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertUrgentRegular, ArrowUndoRegular, ClockRegular, DismissCircleRegular, MoreVerticalRegular, SparkleRegular, WarningRegular } from '@fluentui/react-icons';
import { BACKWARD_TRANSITIONS, CANCELLABLE_STATUSES, decideMoveBack, orderNumber, type Order } from '@bar/domain';
import { columnOf, type QueueColumn } from './queue';
import { describeShortfall } from './queue';
import { pickupName } from '@bar/domain';
import { ticketAge, type AgeLevel } from './ticket-age';
import { visuallyHidden } from '../../components/visually-hidden';
import { useSettledTap } from './use-settled-tap';

const useStyles = makeStyles({
  ticket: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderLeft: `6px solid ${tokens.colorNeutralStroke1}`,
    outlineOffset: '2px',
  },
  fresh: { borderLeftColor: tokens.colorBrandStroke1 },
  warning: { borderLeftColor: tokens.colorPaletteMarigoldBorderActive },
  late: { borderLeftColor: tokens.colorPaletteRedBorderActive },
  isNew: {
    outline: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  number: { margin: 0, whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold },
  numberPrefix: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  customer: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  age: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flexShrink: 0 },
  items: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  quantity: {
    minWidth: '2.5em',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
  },
  itemName: {
    minHeight: '44px',
    justifyContent: 'flex-start',
    textAlign: 'left',
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'underline',
    textDecorationColor: tokens.colorNeutralStroke1,
    textUnderlineOffset: '3px',
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
  },
  shortfall: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  shortfallList: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  visuallyHidden,
  actionRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'stretch' },
  action: { minHeight: '52px', width: '100%', fontSize: tokens.fontSizeBase400 },
  more: { minHeight: '52px', minWidth: '52px', flexShrink: 0 },
  menuItem: { minHeight: '44px' },
});

const AGE_BADGE: Record<AgeLevel, { color: 'informative' | 'warning' | 'danger'; icon: ReactElement }> = {
  fresh: { color: 'informative', icon: <ClockRegular /> },
  warning: { color: 'warning', icon: <WarningRegular /> },
  late: { color: 'danger', icon: <AlertUrgentRegular /> },
};

export interface OrderTicketProps {
  order: Order;
  column: QueueColumn;
  /** The current time (ms), shared by all tickets so their ages tick together. */
  now: number;
  isNew?: boolean;
  busy?: boolean;
  /** Where the ticket stands in its column (see useSettledTap): when it changes, the button waits a moment. */
  place?: string;
  onAction: (order: Order, column: QueueColumn) => void;
  /** 'Move back' one step, from the ticket's menu; without it the ticket has no menu. */
  onMoveBack?: (order: Order) => void;
  /** 'Cancel order' from the ticket's menu, offered while the order may be cancelled (received, being prepared). */
  onCancel?: (order: Order) => void;
  onOpenRecipe: (order: Order, item: Order['items'][number]) => void;
}

export const ticketActionId = (orderId: string) => `ticket-action-${orderId}`;

/** One order on the queue: number, guest, age, what to make, and the one button that moves it on. */
export function OrderTicket({ order, column, now, isNew = false, busy = false, place = '', onAction, onMoveBack, onCancel, onOpenRecipe }: OrderTicketProps) {
  const styles = useStyles();
  const settled = useSettledTap(`${column.status}:${place}`);
  const number = orderNumber(order.id);
  const age = ticketAge(order.createdAt, now);
  const headingId = `ticket-${order.id}-heading`;
  const badge = AGE_BADGE[age.level];
  const shortfalls = order.shortfalls ?? [];
  const back = BACKWARD_TRANSITIONS[order.status];
  const backColumn = back ? columnOf(back) : undefined;
  // The server decides; the ticket offers the move only when the rule allows it for staff at all.
  const backRule = back ? decideMoveBack(order, back, { id: '', isManager: true }, now) : null;
  const offersBack = Boolean(onMoveBack && backColumn && backRule);
  const offersCancel = Boolean(onCancel && CANCELLABLE_STATUSES.includes(order.status));

  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-ticket"
      data-order-id={order.id}
      data-age={age.level}
      aria-busy={busy || undefined}
      className={mergeClasses(styles.ticket, styles[age.level], isNew && styles.isNew)}
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.number}>
          <span className={styles.numberPrefix}>Order </span>
          {number}
        </h3>
        <Badge
          appearance={age.level === 'fresh' ? 'tint' : 'filled'}
          color={badge.color}
          icon={badge.icon}
          size="large"
          className={styles.age}
          title={`Placed ${age.label} ago${age.cue ? ` (${age.cue})` : ''}`}
        >
          {/* One inline run, so the spaces survive the badge's flex layout. */}
          <span>
            <span className={styles.visuallyHidden}>Placed </span>
            {age.label}
            <span className={styles.visuallyHidden}> ago</span>
            {age.cue ? ` · ${age.cue}` : ''}
          </span>
        </Badge>
      </div>
      <div className={styles.header}>
        <Text className={styles.customer}>{pickupName(order)}</Text>
        {isNew ? (
          <Badge appearance="filled" color="brand" icon={<SparkleRegular />}>
            New
          </Badge>
        ) : null}
      </div>

      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => (
          <li key={item.recipeId} className={styles.item}>
            <span className={styles.quantity}>{item.quantity} ×</span>
            <Button appearance="subtle" className={styles.itemName} aria-haspopup="dialog" onClick={() => onOpenRecipe(order, item)}>
              {item.recipeName}
            </Button>
          </li>
        ))}
      </ul>

      {shortfalls.length ? (
        <div className={styles.shortfall} role="note" data-testid="ticket-shortfalls">
          <WarningRegular aria-hidden fontSize={20} />
          <div>
            <Text weight="semibold">Stock ran short</Text>
            <ul className={styles.shortfallList}>
              {shortfalls.map((s) => (
                <li key={s.inventoryItemId}>{describeShortfall(s)}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}

      <div className={styles.actionRow}>
        <Button
          id={ticketActionId(order.id)}
          appearance="primary"
          size="large"
          className={styles.action}
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          aria-label={`${column.action.label} order ${number}`}
          onClick={() => {
            // A button that has just slid under the finger does not take the tap meant for the one before it.
            if (!busy && settled()) onAction(order, column);
          }}
        >
          {column.action.label}
        </Button>
        {offersBack || offersCancel ? (
          <Menu positioning="below-end">
            <MenuTrigger disableButtonEnhancement>
              <Button
                className={styles.more}
                size="large"
                icon={<MoreVerticalRegular />}
                aria-label={`More actions for order ${number}`}
                disabledFocusable={busy}
                data-testid="ticket-menu"
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {onMoveBack && backColumn && backRule ? (
                  <MenuItem
                    className={styles.menuItem}
                    icon={<ArrowUndoRegular />}
                    disabled={!backRule.allowed}
                    onClick={() => onMoveBack(order)}
                  >
                    {backRule.allowed ? `Move back to ${backColumn.title}` : backRule.reason}
                  </MenuItem>
                ) : null}
                {onCancel && offersCancel ? (
                  <MenuItem className={styles.menuItem} icon={<DismissCircleRegular />} onClick={() => onCancel(order)} data-testid="ticket-cancel">
                    Cancel order
                  </MenuItem>
                ) : null}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
      </div>
    </article>
  );
}
