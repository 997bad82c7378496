import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { SWRConfig } from 'swr';
import { Toaster } from '../../src/components/toaster';
import { OrdersInProgress, ReadyAlerts } from '../../src/features/orders';
import { renderApp, users } from '../support/render-app';
import { fakeResponse } from '../support/fake-response';
import { installFakeApi, order, removeFakeApi, server } from './guest-support';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/* The panel and the app-wide ready alerts, polled by focus events (the 3-second interval is the same revalidation). */

type NotificationMock = jest.Mock & { permission: NotificationPermission; requestPermission: jest.Mock };

function installNotification(permission: NotificationPermission): NotificationMock {
  const mock = jest.fn() as NotificationMock;
  mock.permission = permission;
  mock.requestPermission = jest.fn(async () => {
    mock.permission = 'granted';
    return 'granted';
  });
  Object.defineProperty(window, 'Notification', { value: mock, configurable: true, writable: true });
  return mock;
}

function renderPanel() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <OrdersInProgress />
        <ReadyAlerts />
        <Toaster />
      </SWRConfig>
    </FluentProvider>,
  );
}

const poll = () =>
  act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
const card = (number: string) => screen.getByRole('article', { name: `Order #${number}` });
const statusOf = (number: string) => within(card(number)).getByTestId('order-status').textContent;

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(() => {
  removeFakeApi();
  delete (window as { Notification?: unknown }).Notification;
});

describe("'Your Orders in Progress'", () => {
  it("asks for the guest's own orders and shows those in progress each with number, status label, items and total, newest first", async () => {
    server.orders = [
      order('order-1111aaaa', 'pending', { createdAt: '2026-05-01T20:00:00Z' }),
      order('order-2222bbbb', 'preparing', {
        createdAt: '2026-05-01T20:05:00Z',
        customerNameOverride: 'Table 7',
        items: [
          { recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 13 },
          { recipeId: 'lager', recipeName: 'Lager', quantity: 3, price: 7 },
        ],
        totalPrice: 34,
      }),
      order('order-3333cccc', 'ready', { createdAt: '2026-05-01T19:00:00Z' }),
    ];
    renderPanel();
    await screen.findByRole('article', { name: 'Order #2222BBBB' });
    const call = server.requests.find((r) => r.path === '/api/orders')!;
    expect(call.query.get('role')).toBe('customer');
    expect(call.query.get('view')).toBe('all');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Order #2222BBBB', 'Order #1111AAAA', 'Order #3333CCCC']);
    expect(statusOf('1111AAAA')).toBe('Order Received');
    expect(statusOf('2222BBBB')).toBe('Being Prepared');
    expect(statusOf('3333CCCC')).toBe('Ready for Pickup');
    const second = within(card('2222BBBB'));
    expect(second.getByText('1 × Negroni')).toBeTruthy();
    expect(second.getByText('3 × Lager')).toBeTruthy();
    expect(second.getByText('Total $34.00')).toBeTruthy();
    expect(second.getByText('For Table 7')).toBeTruthy();
  });

  it('says so when there are none, and shows a load error card when the list fails', async () => {
    const { unmount } = renderPanel();
    await screen.findByText('No orders in progress.');
    unmount();
    server.onOrders = () => fakeResponse(403, { error: 'You may not see these orders' });
    renderPanel();
    await screen.findByText('Failed to fetch orders');
    expect(screen.getByText('You may not see these orders')).toBeTruthy();
  });

  it('follows the bartender: each change is read out, and ready alerts the guest (toast and notification)', async () => {
    const Notification = installNotification('granted');
    server.orders = [order('order-4444dddd', 'pending')];
    renderPanel();
    await screen.findByRole('article', { name: 'Order #4444DDDD' });
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.tagName === 'DIV')!;
    // Nothing is announced for what the first answer showed.
    expect(live.textContent).toBe('');

    server.orders[0]!.status = 'preparing';
    await poll();
    await waitFor(() => expect(statusOf('4444DDDD')).toBe('Being Prepared'));
    expect(live.textContent).toBe('Order #4444DDDD: Being Prepared');
    expect(Notification).not.toHaveBeenCalled();

    server.orders[0]!.status = 'ready';
    await poll();
    await waitFor(() => expect(statusOf('4444DDDD')).toBe('Ready for Pickup'));
    expect(live.textContent).toBe('Order #4444DDDD: Ready for Pickup');
    await screen.findByText('Order #4444DDDD is ready for pickup');
    expect(Notification).toHaveBeenCalledTimes(1);
    expect(Notification.mock.calls[0]![1]).toMatchObject({ body: expect.stringContaining('Order #4444DDDD is ready for pickup') });

    // Served: it stays where it was, marked Served, so nothing below it moves up under the guest's finger.
    const list = screen.getByRole('list', { name: 'Your orders' });
    server.orders[0]!.status = 'completed';
    await poll();
    await waitFor(() => expect(statusOf('4444DDDD')).toBe('Served'));
    expect(within(list).getByRole('article', { name: 'Order #4444DDDD' })).toBeTruthy();
    expect(screen.queryByText('No orders in progress.')).toBeNull();
    expect(screen.queryByTestId('served-today')).toBeNull();
    expect(live.textContent).toBe('Order #4444DDDD: Served');
  });

  it('an order already served when the page opens is under Served today, not in progress', async () => {
    server.orders = [order('order-5555eeee', 'completed')];
    renderPanel();
    await screen.findByText('No orders in progress.');
    expect(screen.getByTestId('served-today').textContent).toContain('Served today (1)');
  });

  it('alerts the guest on any page of the app, not only on the menu: here a drink\'s page', async () => {
    const Notification = installNotification('granted');
    server.orders = [order('order-5555eeee', 'preparing')];
    renderApp('/drinks/Negroni', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Negroni' });
    expect(screen.queryByRole('region', { name: 'Your Orders in Progress' })).toBeNull();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/orders')).toBe(true));
    server.orders[0]!.status = 'ready';
    await poll();
    await screen.findByText('Order #5555EEEE is ready for pickup');
    expect(Notification).toHaveBeenCalledTimes(1);
  });

  it("asks for notification permission only when 'Notify me when ready' is pressed", async () => {
    const Notification = installNotification('default');
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Notify me when ready' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    await screen.findByText('Notifications on');
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Notify me when ready' })).toBeNull();
  });

  it('offers no button where notifications are blocked or missing', async () => {
    installNotification('denied');
    const { unmount } = renderPanel();
    await screen.findByText('No orders in progress.');
    expect(screen.queryByRole('button', { name: 'Notify me when ready' })).toBeNull();
    unmount();
    delete (window as { Notification?: unknown }).Notification;
    renderPanel();
    await screen.findByText('No orders in progress.');
    expect(screen.queryByRole('button', { name: 'Notify me when ready' })).toBeNull();
  });
});
