// 'Your Orders in Progress': the panel, and the refresh the cart calls after placing an order.
export { OrdersInProgress } from './orders-in-progress';
export { ReadyAlerts } from './ready-alerts';
export { useMyOrders, useRefreshMyOrders, MY_ORDERS, MY_ORDERS_POLL_MS } from './use-my-orders';
export { servedToday, servedAt, SERVED_HISTORY_HOURS, SERVED_HISTORY_MAX } from './served-history';
