import { toast } from '../../src/components/toast';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_ORDER_DRINKS, PLAIN_TEXT_MESSAGE, messages, orderNumber } from '@bar/domain';
import { cartStorageKey } from '../../src/features/cart/cart-store';
import { fakeResponse } from '../support/fake-response';
import { renderApp, users } from '../support/render-app';
import { installFakeApi, order, posts, removeFakeApi, server } from './guest-support';

// Lazy routes compile on first use, and the machine is shared: patience instead of flakiness.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(removeFakeApi);

const panel = () => screen.getByRole('region', { name: 'Your Order' });
const lines = () =>
  within(panel())
    .queryAllByRole('listitem')
    .map((li) => {
      const [name, total] = [...li.querySelectorAll('span')].map((s) => s.textContent);
      return `${name} x${within(li).getByTestId('cart-line-quantity').textContent} = ${total}`;
    });
const total = () => within(panel()).getByTestId('cart-total').textContent;
const add = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Add ${name} to your order` }));
const placeButton = () => within(panel()).getByRole('button', { name: /Place Order|Placing order/ });

async function openMenu(user = users.customer) {
  const view = renderApp('/', { user });
  await screen.findByRole('heading', { level: 1, name: 'Drink Menu' });
  await screen.findAllByTestId('drink-card');
  return view;
}

describe("the cart 'Your Order'", () => {
  it("starts empty; placing an empty order says 'Please add items to cart'", async () => {
    await openMenu();
    expect(within(panel()).getByText('Your order is empty. Add drinks from the menu.')).toBeTruthy();
    expect(total()).toBe('$0.00');
    fireEvent.click(placeButton());
    await screen.findByText('Please add items to cart');
    expect(posts('/api/orders')).toHaveLength(0);
  });

  it('each add puts one more on the line; remove takes one off and deletes the line at one; clear empties it', async () => {
    await openMenu();
    add('Negroni');
    add('Negroni');
    add('Caipirinha');
    await waitFor(() => expect(lines()).toEqual(['Negroni x2 = $26.00', 'Caipirinha x1 = $12.00']));
    expect(total()).toBe('$38.00');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove one Negroni' }));
    await waitFor(() => expect(lines()).toEqual(['Negroni x1 = $13.00', 'Caipirinha x1 = $12.00']));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove one Negroni' }));
    await waitFor(() => expect(lines()).toEqual(['Caipirinha x1 = $12.00']));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add one more Caipirinha' }));
    await waitFor(() => expect(lines()).toEqual(['Caipirinha x2 = $24.00']));
    expect(total()).toBe('$24.00');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lines()).toEqual([]));
    expect(total()).toBe('$0.00');
  });

  it(`stops at ${MAX_ORDER_DRINKS} drinks in all and says why`, async () => {
    await openMenu();
    for (let i = 0; i < MAX_ORDER_DRINKS; i++) add(i % 2 ? 'Negroni' : 'Caipirinha');
    await waitFor(() => expect(lines()).toEqual([`Caipirinha x${MAX_ORDER_DRINKS / 2} = $${(12 * MAX_ORDER_DRINKS) / 2}.00`, `Negroni x${MAX_ORDER_DRINKS / 2} = $${(13 * MAX_ORDER_DRINKS) / 2}.00`]));
    add('Negroni');
    await screen.findByText(messages.orderTooLarge);
    expect(lines()).toEqual([`Caipirinha x${MAX_ORDER_DRINKS / 2} = $${(12 * MAX_ORDER_DRINKS) / 2}.00`, `Negroni x${MAX_ORDER_DRINKS / 2} = $${(13 * MAX_ORDER_DRINKS) / 2}.00`]);
  });

  it('announces each change to screen readers', async () => {
    await openMenu();
    const live = within(panel()).getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    expect(live.textContent).toBe('Your order is empty');
    add('Negroni');
    add('Negroni');
    await waitFor(() => expect(live.textContent).toBe('Your order: 2 drinks, total $26.00'));
  });

  it("survives a reload, kept per signed-in user", async () => {
    const first = await openMenu();
    add('Negroni');
    add('Lager');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(JSON.parse(localStorage.getItem(cartStorageKey(users.customer.id))!).lines).toHaveLength(2);
    first.unmount();

    const again = await openMenu();
    await waitFor(() => expect(lines()).toEqual(['Negroni x1 = $13.00', 'Lager x1 = $7.00']));
    again.unmount();

    // Someone else signing in on the same phone does not get it.
    await openMenu({ id: 'c2', name: 'Other Guest', personas: ['customer'] });
    expect(lines()).toEqual([]);
  });

  it('places the order with a client id, the drinks and the optional name; shows the server total; clears the cart', async () => {
    server.orders = [];
    server.onPlace = (body) => {
      const placed = order(body.id, 'pending', {
        items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 2, price: 13.5 }],
        totalPrice: 27,
        customerNameOverride: body.customerNameOverride,
      });
      server.orders.push(placed);
      return fakeResponse(201, { data: placed });
    };
    await openMenu();
    add('Negroni');
    add('Negroni');
    await waitFor(() => expect(lines()).toEqual(['Negroni x2 = $26.00']));
    fireEvent.change(within(panel()).getByRole('textbox', { name: /Name for the order/ }), { target: { value: '  Table 7 ' } });
    fireEvent.click(placeButton());

    await waitFor(() => expect(posts('/api/orders')).toHaveLength(1));
    const body = posts('/api/orders')[0]!.body as { id: string; items: unknown; customerNameOverride?: string };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toEqual({ id: body.id, items: [{ recipeId: 'negroni', quantity: 2 }], customerNameOverride: 'Table 7' });

    const number = orderNumber(body.id);
    await screen.findByText(`Order #${number} placed`);
    expect(screen.getByText("Total $27.00. We'll let you know when it's ready.")).toBeTruthy();
    await waitFor(() => expect(lines()).toEqual([]));
    expect(localStorage.getItem(cartStorageKey(users.customer.id))).toBeNull();

    // The orders panel shows it at once, with the server's total.
    const orders = screen.getByRole('region', { name: 'Your Orders in Progress' });
    const placed = await within(orders).findByRole('article', { name: `Order #${number}` });
    expect(within(placed).getByText('Order Received')).toBeTruthy();
    expect(within(placed).getByText('Total $27.00')).toBeTruthy();
    expect(within(placed).getByText('For Table 7')).toBeTruthy();
  });

  it('a double click places one order: the button is disabled while placing', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.onPlace = (body) =>
      new Promise<Response>((resolve) => {
        answer = () =>
          resolve(fakeResponse(201, { data: order(body.id, 'pending', { items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 13 }] }) }));
      });
    await openMenu();
    add('Negroni');
    await waitFor(() => expect(lines()).toHaveLength(1));
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(true));
    expect(placeButton().textContent).toBe('Placing order...');
    fireEvent.click(placeButton());
    expect(posts('/api/orders')).toHaveLength(1);
    await act(async () => answer(undefined as never));
    await waitFor(() => expect(lines()).toEqual([]));
    expect(posts('/api/orders')).toHaveLength(1);
  });

  it("a second tap just after the order went through is not an empty order: no 'Please add items to cart'", async () => {
    server.onPlace = (body) => fakeResponse(201, { data: order(body.id, 'pending', { items: [{ recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 13 }] }) });
    await openMenu();
    add('Negroni');
    await waitFor(() => expect(lines()).toHaveLength(1));
    fireEvent.click(placeButton());
    await waitFor(() => expect(lines()).toEqual([]));
    const error = jest.spyOn(toast, 'error');
    try {
      fireEvent.click(placeButton());
      await act(async () => undefined);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
    expect(posts('/api/orders')).toHaveLength(1);
  });

  it("on failure: 'Failed to place order' with the server's message; the retry sends the same id, even after a reload", async () => {
    const unavailable = 'Negroni is currently unavailable due to insufficient ingredients';
    server.onPlace = () => fakeResponse(409, { error: unavailable });
    const first = await openMenu();
    add('Negroni');
    await waitFor(() => expect(lines()).toHaveLength(1));
    fireEvent.click(placeButton());
    await screen.findByText('Failed to place order');
    expect(screen.getByText(unavailable)).toBeTruthy();
    expect(lines()).toEqual(['Negroni x1 = $13.00']);
    // The menu is fetched again: someone else may have taken the last of it.
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/recipes').length).toBeGreaterThan(1));

    server.onPlace = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(placeButton());
    await waitFor(() => expect(posts('/api/orders')).toHaveLength(2));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    first.unmount();

    server.onPlace = undefined;
    await openMenu();
    fireEvent.click(placeButton());
    await waitFor(() => expect(posts('/api/orders')).toHaveLength(3));
    const ids = posts('/api/orders').map((r) => (r.body as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    await screen.findByText(`Order #${orderNumber(ids[0]!)} placed`);
  });

  it('when an earlier attempt had gone through with other drinks, that order stands and the cart stays', async () => {
    await openMenu();
    add('Negroni');
    await waitFor(() => expect(lines()).toHaveLength(1));
    const key = cartStorageKey(users.customer.id);
    const stored = JSON.parse(localStorage.getItem(key)!) as { checkoutId: string | null };
    expect(stored.checkoutId).toBeNull();
    // A lost answer: the server has the order, the guest then adds another drink and tries again.
    server.onPlace = (body) => {
      const earlier = order(body.id, 'pending', { items: [{ recipeId: 'lager', recipeName: 'Lager', quantity: 1, price: 7 }], totalPrice: 7 });
      return fakeResponse(200, { data: earlier });
    };
    fireEvent.click(placeButton());
    await waitFor(() => expect(posts('/api/orders')).toHaveLength(1));
    const number = orderNumber((posts('/api/orders')[0]!.body as { id: string }).id);
    await screen.findByText(`Order #${number} was already placed`);
    expect(lines()).toEqual(['Negroni x1 = $13.00']);
    expect(JSON.parse(localStorage.getItem(key)!).checkoutId).toBeNull();
  });

  it('a name for the order that is not plain text says what the server would say, and nothing is sent until it is', async () => {
    await openMenu();
    add('Negroni');
    const field = within(panel()).getByRole('textbox', { name: /Name for the order/ });
    fireEvent.change(field, { target: { value: '\u202eTable 7' } });
    expect(await within(panel()).findByText(`Name: ${PLAIN_TEXT_MESSAGE}`)).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Table 7' } });
    await waitFor(() => expect(within(panel()).queryByText(`Name: ${PLAIN_TEXT_MESSAGE}`)).toBeNull());
    expect((placeButton() as HTMLButtonElement).disabled).toBe(false);
    expect(posts('/api/orders')).toHaveLength(0);
  });
});
