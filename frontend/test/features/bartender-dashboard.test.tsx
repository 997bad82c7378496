import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { Order, RecipeWithAvailability } from '@bar/domain';
import { Toaster } from '../../src/components/toaster';
import { SMALL_SCREEN_QUERY } from '../../src/components/use-media-query';
import { AppConfigProvider } from '../../src/config/app-config-context';
import { BartenderDashboard } from '../../src/features/bartender/bartender-dashboard';
import { SOUND_STORAGE_KEY } from '../../src/features/bartender/order-sound';
import { TAP_SETTLE_MS } from '../../src/features/bartender/use-settled-tap';
import { PERSONA_STORAGE_KEY, PersonaProvider } from '../../src/personas/persona-context';
import { apiData, apiError, installFakeApi as installSharedFakeApi, orderTag, uninstallFakeApi, type FakeApi } from '../support/fake-api';
import { fakeResponse } from '../support/fake-response';
import { menuDrink, stockItem } from '../support/factories';
import { agedOrder, ingredient } from '../support/orders';
import { testConfig } from '../support/render-app';


const order = agedOrder;

const mojito: RecipeWithAvailability = menuDrink('mojito', 'Mojito', {
  description: 'Rum, lime and mint.',
  price: 9,
  prepTime: 4,
  ingredients: [{ inventoryItemId: 'white-rum', quantity: 50, unit: 'ml' }],
  instructions: ['Muddle the mint', 'Add rum and ice'],
});

interface FakeBarApi extends FakeApi {
  /** X-Orders-More of the queue answer: what the server left out of each column. */
  more?: string;
  /** Answers a status move instead of the default (which applies it). */
  onPatch?: (order: Order, status: string) => Response | undefined;
  /** When set, a status move is applied at once but answered only when this settles (a slow server). */
  answerGate?: Promise<void>;
  /** The queue's polls fail with this status while set. */
  listFails?: number;
}

let server: FakeBarApi;

/** The shared fake API (../support/fake-api.ts) with the bar's queue, its rum and the mojito. */
function installFakeApi() {
  server = installSharedFakeApi({
    inventory: [stockItem('white-rum', 'White rum', { quantity: 150, cost: 0.02 })],
    recipes: [mojito],
  });
  server.on('GET', '/orders', () => {
    if (server.listFails) return apiError(server.listFails, 'The orders could not be read just now');
    return apiData(server.orders.filter((o) => o.status !== 'completed'), 200, server.more ? { 'X-Orders-More': server.more } : {});
  });
  server.on('PATCH', '/orders/:id/status', async ({ body }, [id]) => {
    const found = server.orders.find((o) => o.id === id);
    if (!found) return apiError(404, 'Order not found');
    const status = (body as { status: Order['status'] }).status;
    const custom = server.onPatch?.(found, status);
    if (custom) return custom;
    Object.assign(found, { status, updatedAt: new Date().toISOString() });
    if (server.answerGate) await server.answerGate;
    return apiData(found, 200, { ETag: orderTag(found) });
  });
}

const gets = (path: string) => server.requests.filter((r) => r.method === 'GET' && r.path === path).length;

function renderDashboard(personas: string[] = ['bartender']) {
  localStorage.setItem(PERSONA_STORAGE_KEY, personas.includes('bartender') ? 'bartender' : 'bar_manager');
  return render(
    <FluentProvider theme={webLightTheme}>
      <AppConfigProvider config={testConfig}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <PersonaProvider personas={personas}>
            <MemoryRouter>
              <BartenderDashboard />
            </MemoryRouter>
            <Toaster />
          </PersonaProvider>
        </SWRConfig>
      </AppConfigProvider>
    </FluentProvider>,
  );
}

const column = (status: string) => screen.getByTestId(`column-${status}`);
const ticketsIn = (status: string) => within(column(status)).queryAllByRole('article').map((a) => a.getAttribute('aria-label') ?? within(a).getByRole('heading').textContent);
const ticket = (number: string) => screen.getByRole('article', { name: `Order ${number}` });

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(() => {
  uninstallFakeApi();
});

describe('Bartender Dashboard', () => {
  it('fetches the queue with the bartender role and shows the three columns, oldest first', async () => {
    server.orders = [
      order('order-0000newer1', 'pending', 1),
      order('order-0000older1', 'pending', 5, { customerNameOverride: 'Table 7' }),
      order('order-00000prep1', 'preparing', 2),
      order('order-0000ready1', 'ready', 4),
    ];
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Bartender Dashboard' });
    await waitFor(() => expect(ticketsIn('pending')).toEqual(['Order 00OLDER1', 'Order 00NEWER1']));
    expect(ticketsIn('preparing')).toEqual(['Order 000PREP1']);
    expect(ticketsIn('ready')).toEqual(['Order 00READY1']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pending Orders',
      'Preparing',
      'Ready for Pickup',
      'Recently served (0)',
      'Cancelled tonight',
      'Pending Order Ingredients',
    ]);
    expect(within(ticket('00OLDER1')).getByText('Table 7')).toBeTruthy();
    expect(within(ticket('00NEWER1')).getByText('Casey Customer')).toBeTruthy();
    const queueCall = server.requests.find((r) => r.path === '/api/orders')!;
    expect(queueCall.query.get('role')).toBe('bartender');
  });

  it('a column the server cut short says how many more are waiting, and counts them', async () => {
    server.orders = [order('order-0000older1', 'pending', 5), order('order-0000newer1', 'pending', 1), order('order-00000prep1', 'preparing', 2)];
    server.more = 'pending=7';
    renderDashboard();
    await waitFor(() => expect(within(column('pending')).getByTestId('column-more').textContent).toBe('and 7 more'));
    expect(within(column('pending')).getByTestId('column-count').textContent).toBe('9 orders');
    expect(within(column('preparing')).queryByTestId('column-more')).toBeNull();
    expect(within(column('preparing')).getByTestId('column-count').textContent).toBe('1 order');
  });

  it('asks as bar_manager when a manager uses the bartender view', async () => {
    renderDashboard(['bar_manager']);
    await screen.findByText('No pending orders');
    expect(server.requests.find((r) => r.path === '/api/orders')!.query.get('role')).toBe('bar_manager');
  });

  it('Start, Ready and Serve move a ticket through the columns (served is sent as completed)', async () => {
    server.orders = [order('order-aaaa11112222', 'pending', 1)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 11112222' });

    fireEvent.click(within(ticket('11112222')).getByRole('button', { name: 'Start order 11112222' }));
    await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 11112222']));
    fireEvent.click(within(ticket('11112222')).getByRole('button', { name: 'Ready order 11112222' }));
    await waitFor(() => expect(ticketsIn('ready')).toEqual(['Order 11112222']));
    fireEvent.click(within(ticket('11112222')).getByRole('button', { name: 'Serve order 11112222' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order 11112222' })).toBeNull());

    const moves = server.requests.filter((r) => r.method === 'PATCH');
    expect(moves.map((r) => [r.path, r.query.get('date'), r.body])).toEqual([
      ['/api/orders/order-aaaa11112222/status', '2026-05-01', { status: 'preparing' }],
      ['/api/orders/order-aaaa11112222/status', '2026-05-01', { status: 'ready' }],
      ['/api/orders/order-aaaa11112222/status', '2026-05-01', { status: 'completed' }],
    ]);
    // The moves are announced to screen readers (and said on the toast that offers Undo).
    expect(screen.getAllByText('Order 11112222 served').length).toBeGreaterThan(0);
  });

  it('the toast after a move offers Undo, which moves the order back with the version the move answered', async () => {
    server.orders = [order('order-undo-5678abcd', 'preparing', 1)];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Ready order 5678ABCD' }));
    await waitFor(() => expect(ticketsIn('ready')).toEqual(['Order 5678ABCD']));
    const said = await screen.findAllByText('Order 5678ABCD moved to Ready for Pickup');
    const toastOfMove = said.map((el) => el.closest('li')).find(Boolean)!;
    fireEvent.click(within(toastOfMove).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 5678ABCD']));
    const moves = server.requests.filter((r) => r.method === 'PATCH');
    expect(moves.map((r) => [r.body, r.headers['If-Match']])).toEqual([
      [{ status: 'ready' }, undefined],
      [{ status: 'preparing', direction: 'back', undo: true }, '"v-order-undo-5678abcd-ready"'],
    ]);
    expect((await screen.findAllByText('Order 5678ABCD moved back to Being Prepared')).length).toBeGreaterThan(0);
  });

  it("'Move back' in a ticket's menu reads the order as it is now and sends that version", async () => {
    server.orders = [order('order-back11112222', 'ready', 1)];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for order 11112222' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move back to Preparing' }));
    await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 11112222']));
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect([patch.body, patch.headers['If-Match']]).toEqual([{ status: 'preparing', direction: 'back' }, '"v-order-back11112222-ready"']);
  });

  it('after a move the keyboard is on the moved ticket\'s next button, even when a frame comes before the re-render', async () => {
    // A frame callback that runs at once: what a busy device does when the frame comes before React's commit.
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    try {
      server.orders = [order('order-focs11112222', 'pending', 1)];
      renderDashboard();
      const start = await screen.findByRole('button', { name: 'Start order 11112222' });
      start.focus();
      fireEvent.click(start);
      await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 11112222']));
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Ready order 11112222'));
    } finally {
      frame.mockRestore();
    }
  });

  it('refetches inventory and recipes after a move to ready or completed, not after Start', async () => {
    server.orders = [order('order-bbbb11112222', 'pending', 1)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 11112222' });
    await waitFor(() => expect(gets('/api/inventory')).toBe(1));
    await waitFor(() => expect(gets('/api/recipes')).toBe(1));

    fireEvent.click(screen.getByRole('button', { name: 'Start order 11112222' }));
    await waitFor(() => expect(ticketsIn('preparing')).toHaveLength(1));
    expect(gets('/api/inventory')).toBe(1);

    server.inventory[0]!.quantity = 50;
    fireEvent.click(screen.getByRole('button', { name: 'Ready order 11112222' }));
    await waitFor(() => expect(gets('/api/inventory')).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(gets('/api/recipes')).toBeGreaterThanOrEqual(2));
    const before = gets('/api/inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Serve order 11112222' }));
    await waitFor(() => expect(gets('/api/inventory')).toBeGreaterThan(before));
  });

  it('shows the 409 of a bartender who was too slow and refreshes the queue', async () => {
    server.orders = [order('order-cccc11112222', 'pending', 1)];
    server.onPatch = (o) => {
      o.status = 'preparing'; // the other bartender's move
      return fakeResponse(409, { error: 'This order was already moved to preparing by someone else' });
    };
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 11112222' });
    const polls = gets('/api/orders');
    fireEvent.click(screen.getByRole('button', { name: 'Start order 11112222' }));
    // Said in the bar's words, with where the order is now (read again after the refusal).
    expect(await screen.findByText('Order 11112222 was already moved by someone else: it is Being Prepared now.')).toBeTruthy();
    await waitFor(() => expect(gets('/api/orders')).toBeGreaterThan(polls));
    await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 11112222']));
    // The button works again once the request is over.
    expect(within(ticket('11112222')).getByRole('button', { name: 'Ready order 11112222' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('a tapped ticket stays where it was, busy, until the server answers, even when a poll already sees it moved', async () => {
    server.orders = [order('order-slow00000001', 'preparing', 3), order('order-slow00000002', 'preparing', 2)];
    let answer!: () => void;
    server.answerGate = new Promise<void>((resolve) => (answer = resolve));
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 00000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Ready order 00000001' }));
    // The server has made the move; a poll sees it before the answer comes.
    const polls = gets('/api/orders');
    await waitFor(() => expect(gets('/api/orders')).toBeGreaterThan(polls), { timeout: 5000 });
    await act(async () => undefined);
    expect(ticketsIn('preparing')).toEqual(['Order 00000001', 'Order 00000002']);
    expect(ticketsIn('ready')).toEqual([]);
    expect(ticket('00000001').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ready order 00000001' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Moving order 00000001 to Ready for Pickup...')).toBeTruthy();

    await act(async () => answer());
    await waitFor(() => expect(ticketsIn('ready')).toEqual(['Order 00000001']));
    expect(ticketsIn('preparing')).toEqual(['Order 00000002']);
    expect(ticket('00000001').getAttribute('aria-busy')).toBeNull();
  });

  it('a Ready button that has just slid under the finger does not take a tap for a moment', async () => {
    server.orders = [order('order-tap000000001', 'preparing', 3), order('order-tap000000002', 'preparing', 2)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 00000001' });
    const clock = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(clock);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Ready order 00000001' }));
      await waitFor(() => expect(ticketsIn('preparing')).toEqual(['Order 00000002']));
      // The second order's button now stands where the first one was: an impatient second tap lands on it.
      fireEvent.click(screen.getByRole('button', { name: 'Ready order 00000002' }));
      await act(async () => undefined);
      expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual(['/api/orders/order-tap000000001/status']);
      // A moment later it is a button like any other.
      now.mockReturnValue(clock + TAP_SETTLE_MS);
      fireEvent.click(screen.getByRole('button', { name: 'Ready order 00000002' }));
      await waitFor(() => expect(ticketsIn('ready')).toEqual(['Order 00000001', 'Order 00000002']));
    } finally {
      now.mockRestore();
    }
  });

  it('a failed refresh writes into the line above the columns, which is always there: the tickets do not move', async () => {
    server.orders = [order('order-line00000001', 'pending', 1)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 00000001' });
    const line = screen.getByTestId('queue-freshness');
    expect(line.textContent).toBe('');
    expect(line.getAttribute('role')).toBe('status');
    server.listFails = 503;
    await waitFor(() => expect(line.textContent).toMatch(/^Could not refresh the orders \(.+\): last updated \d\d:\d\d:\d\d\. Retrying\.\.\.$/), { timeout: 5000 });
    // The same element, not one inserted above the columns.
    expect(screen.getByTestId('queue-freshness')).toBe(line);
    expect(screen.queryByRole('alert')).toBeNull();
    server.listFails = undefined;
    await waitFor(() => expect(line.textContent).toBe(''), { timeout: 15_000 });
  }, 30_000);

  it("says 'Offline: last updated hh:mm:ss' while the device is offline (the polls pause), and clears when back", async () => {
    server.orders = [order('order-offl00000001', 'pending', 1)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 00000001' });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => window.dispatchEvent(new Event('offline')));
      const line = screen.getByTestId('queue-freshness');
      expect(line.textContent).toMatch(/^Offline: last updated \d\d:\d\d:\d\d$/);
      // A polite status region whose text stays the same while offline: announced once, not on every poll.
      expect(line.getAttribute('aria-live')).toBe('polite');
      onLine.mockReturnValue(true);
      await act(async () => window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.getByTestId('queue-freshness').textContent).toBe(''));
    } finally {
      onLine.mockRestore();
    }
  });

  it('warns about shortfalls on the move to ready, naming the items and how much was missing, and marks the ticket', async () => {
    server.orders = [order('order-dddd11112222', 'preparing', 1)];
    server.onPatch = (o, status) => {
      Object.assign(o, { status, stockDeducted: true, shortfalls: [{ inventoryItemId: 'white-rum', name: 'White rum', unit: 'ml', needed: 100, available: 40 }] });
      return fakeResponse(200, { data: o });
    };
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Ready order 11112222' }));
    expect(await screen.findByText('Stock ran short for order 11112222')).toBeTruthy();
    const described = screen.getAllByText('White rum: 60 ml missing (needed 100 ml, had 40 ml)');
    // Once in the toast, once on the ticket.
    expect(described.length).toBe(2);
    await waitFor(() => expect(within(column('ready')).getByTestId('ticket-shortfalls')).toBeTruthy());
  });

  it('shows the ingredients the open orders need against the stock, with shortages marked', async () => {
    server.orders = [
      order('order-eeee00000001', 'pending', 1, { ingredients: [ingredient('white-rum', 100)] }),
      order('order-eeee00000002', 'preparing', 1, { ingredients: [ingredient('white-rum', 100)] }),
      order('order-eeee00000003', 'ready', 1, { ingredients: [ingredient('white-rum', 999)] }),
    ];
    renderDashboard();
    const panel = await screen.findByTestId('pending-ingredients');
    await waitFor(() => expect(within(panel).getAllByTestId('ingredient-need')).toHaveLength(1));
    await waitFor(() => expect(within(panel).getByText('Short by 50 ml')).toBeTruthy());
    const row = within(panel).getByTestId('ingredient-need');
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['white rum', '200 ml', '150 ml', 'Short by 50 ml']);
  });

  it('opens the recipe of an item in a modal and closes it with close-recipe-modal', async () => {
    server.orders = [order('order-ffff11112222', 'pending', 1)];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mojito' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Prep time: 4 minutes')).toBeTruthy());
    expect(within(dialog).getByText('White rum')).toBeTruthy();
    expect(within(dialog).getByText('Add rum and ice')).toBeTruthy();
    fireEvent.click(screen.getByTestId('close-recipe-modal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a tablet each column scrolls on its own: a focusable, named area below the heading and count', async () => {
    server.orders = [order('order-0000aaaa0001', 'pending', 2), order('order-0000aaaa0002', 'pending', 1), order('order-0000aaaa0003', 'ready', 1)];
    renderDashboard();
    const pending = await screen.findByRole('region', { name: 'Pending Orders, 2 orders' });
    expect(pending.tabIndex).toBe(0);
    expect(within(pending).getAllByRole('article')).toHaveLength(2);
    // The heading and the count stay outside the scrolling part.
    expect(within(pending).queryByRole('heading', { name: 'Pending Orders' })).toBeNull();
    expect(within(column('pending')).getByRole('heading', { name: 'Pending Orders' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ready for Pickup, 1 order' }).tabIndex).toBe(0);
    expect(screen.getByRole('region', { name: 'Preparing, 0 orders' })).toBeTruthy();
  });

  it('links to the inventory the bartender may adjust', async () => {
    server.orders = [order('order-ffff11115555', 'pending', 1)];
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'Inventory' });
    expect(link.getAttribute('href')).toBe('/manage/inventory');
  });

  it('scales the recipe to the line: 2 x Mojito shows the amounts for two drinks and says so', async () => {
    server.orders = [order('order-ffff11113333', 'pending', 1)]; // 2 x Mojito, 50 ml of rum each
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mojito' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('For 2 drinks: amounts doubled')).toBeTruthy());
    expect(within(dialog).getByText('100 ml')).toBeTruthy();
    expect(within(dialog).queryByText('50 ml')).toBeNull();
  });

  it('shows one serving, with no note, for a line of one drink', async () => {
    server.orders = [order('order-ffff11114444', 'pending', 1, { items: [{ recipeId: 'mojito', recipeName: 'Mojito', quantity: 1, price: 9 }], totalPrice: 9 })];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mojito' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('50 ml')).toBeTruthy());
    expect(within(dialog).queryByTestId('recipe-servings')).toBeNull();
  });

  it("says 'Recipe details not found' when the drink is no longer on the menu", async () => {
    server.orders = [order('order-gggg11112222', 'pending', 1)];
    server.recipes = [];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mojito' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Recipe details not found')).toBeTruthy());
  });

  it("says 'Order not found' when the order left the queue while its recipe was open", async () => {
    server.orders = [order('order-hhhh11112222', 'pending', 1)];
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mojito' }));
    const dialog = await screen.findByRole('dialog');
    server.orders = [];
    // The next poll (about 2 s) no longer has it.
    await waitFor(() => expect(within(dialog).getByText('Order not found')).toBeTruthy(), { timeout: 5000 });
  });

  it('picks up a new order by polling, highlights it and beeps when the sound is on', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = async () => undefined;
      createGain() {
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (n: unknown) => n };
      }
      createOscillator() {
        return { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start: (t: number) => started.push(t), stop: () => undefined };
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
    server.orders = [order('order-iiii00000001', 'pending', 1)];
    renderDashboard();
    await screen.findByRole('article', { name: 'Order 00000001' });

    const soundSwitch = screen.getByRole('switch', { name: 'Sound for new orders' }) as HTMLInputElement;
    expect(soundSwitch.checked).toBe(false);
    fireEvent.click(soundSwitch);
    expect(soundSwitch.checked).toBe(true);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    await waitFor(() => expect(started.length).toBeGreaterThan(0)); // the sample beep
    const beepsBefore = started.length;
    expect(within(ticket('00000001')).queryByText('New')).toBeNull();

    server.orders = [...server.orders, order('order-iiii00000002', 'pending', 0, { customerNameOverride: 'Bar seat 3' })];
    const fresh = await screen.findByRole('article', { name: 'Order 00000002' }, { timeout: 5000 });
    expect(within(fresh).getByText('New')).toBeTruthy();
    expect(started.length).toBeGreaterThan(beepsBefore);
    expect(screen.getByText('New order 00000002 from Bar seat 3')).toBeTruthy();
    delete (window as { AudioContext?: unknown }).AudioContext;
  });

  it('keeps the sound switch off until turned on, and remembers the choice', async () => {
    localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    renderDashboard();
    const soundSwitch = (await screen.findByRole('switch', { name: 'Sound for new orders' })) as HTMLInputElement;
    expect(soundSwitch.checked).toBe(true);
    fireEvent.click(soundSwitch);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
  });

  it("asks once on a fresh device: 'Turn on sound' switches it on and the question is not asked again", async () => {
    const view = renderDashboard();
    const prompt = await screen.findByTestId('sound-prompt');
    expect(prompt.textContent).toContain('Sound for new orders is off');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Turn on sound' }));
    expect((screen.getByRole('switch', { name: 'Sound for new orders' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    expect(screen.queryByTestId('sound-prompt')).toBeNull();
    view.unmount();
    renderDashboard();
    await screen.findByRole('switch', { name: 'Sound for new orders' });
    expect(screen.queryByTestId('sound-prompt')).toBeNull();
  });

  it("'Not now' keeps the sound off and is remembered on the device", async () => {
    const view = renderDashboard();
    fireEvent.click(within(await screen.findByTestId('sound-prompt')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('sound-prompt')).toBeNull();
    expect((screen.getByRole('switch', { name: 'Sound for new orders' }) as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    view.unmount();
    renderDashboard();
    await screen.findByRole('switch', { name: 'Sound for new orders' });
    expect(screen.queryByTestId('sound-prompt')).toBeNull();
  });

  it("shows 'Failed to fetch orders' when the queue cannot be loaded", async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => fakeResponse(500, { error: 'Database unavailable' })) });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch orders');
    expect(alert.textContent).toContain('Database unavailable');
  });

  it('turns the columns into tabs with counts on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === SMALL_SCREEN_QUERY })) as typeof window.matchMedia;
    try {
      server.orders = [order('order-jjjj00000001', 'pending', 1), order('order-jjjj00000002', 'pending', 2), order('order-jjjj00000003', 'ready', 1)];
      renderDashboard();
      await screen.findByRole('tab', { name: 'Pending Orders (2)' });
      expect(screen.getAllByRole('tab').map((t) => t.getAttribute('value'))).toEqual(['pending', 'preparing', 'ready']);
      expect(screen.getByRole('tab', { name: 'Preparing (0)' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Ready for Pickup (1)' })).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(2);
      await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Ready for Pickup (1)' })));
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-order-id'))).toEqual(['order-jjjj00000003']);
      expect(screen.getByRole('tabpanel')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
