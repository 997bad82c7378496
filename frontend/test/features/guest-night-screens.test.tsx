import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, users } from '../support/render-app';
import { installFakeApi, removeFakeApi, server } from './guest-support';
import { makeOrder } from '../support/factories';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(removeFakeApi);

describe("a drink's page orders like its card", () => {
  it("'Add to order' adds one each time and shows how many the order holds", async () => {
    renderApp('/drinks/Negroni', { user: users.customer });
    const add = await screen.findByRole('button', { name: 'Add Negroni to your order' });
    expect(add.textContent).toBe('Add to order');
    fireEvent.click(add);
    fireEvent.click(add);
    expect((await screen.findByTestId('in-order-count')).textContent).toBe('2 in your order');
  });

  it('an unavailable drink says so and why, and its button does not add', async () => {
    renderApp('/drinks/Pi%C3%B1a-Colada', { user: users.customer });
    const button = await screen.findByRole('button', { name: 'Add Piña Colada to your order' });
    expect(button.textContent).toBe('Unavailable');
    const note = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('UnavailableNot enough ingredients right now');
    fireEvent.click(button);
    await screen.findByText('Piña Colada is currently unavailable due to insufficient ingredients');
    expect(screen.queryByTestId('in-order-count')).toBeNull();
  });
});

describe('the search box and the address agree', () => {
  it('each change replaces the address; an empty box is the plain menu; the view and its focus stay', async () => {
    const { router } = renderApp('/', { user: users.customer });
    const box = await screen.findByRole('searchbox', { name: 'Search drinks' });
    box.focus();
    fireEvent.change(box, { target: { value: 'gin ' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/gin'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The trailing space stays in the box (the address holds the term trimmed), and the box keeps the focus.
    expect((screen.getByRole('searchbox', { name: 'Search drinks' }) as HTMLInputElement).value).toBe('gin ');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search drinks' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search drinks' }), { target: { value: 'gin tonic' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/gin%20tonic'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search drinks' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the drinks first', () => {
  it('category chips name each category with its count', async () => {
    renderApp('/', { user: users.customer });
    const chips = await screen.findByRole('navigation', { name: 'Drink categories' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cocktails (4)', 'Beer (1)', 'Alcohol-Free (1)']);
  });

  it('Ask AI folds and unfolds from its heading, and the choice is kept', async () => {
    const first = renderApp('/', { user: users.customer });
    const toggle = await screen.findByRole('button', { name: 'Ask AI' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /What are you in the mood for/ })).toBeNull();
    first.unmount();
    renderApp('/', { user: users.customer });
    expect((await screen.findByRole('button', { name: 'Ask AI' })).getAttribute('aria-expanded')).toBe('false');
  });
});

describe("tonight's served orders", () => {
  it("are listed under 'Served today' with their time and total, apart from those in progress", async () => {
    const servedTime = new Date(Date.now() - 30 * 60_000).toISOString();
    server.orders = [
      makeOrder('order-7777aaaa', 'completed', { updatedAt: servedTime, totalPrice: 26 }),
      makeOrder('order-8888bbbb', 'pending'),
      makeOrder('order-9999cccc', 'completed', { updatedAt: '2020-01-01T22:00:00Z' }),
    ];
    renderApp('/', { user: users.customer });
    const served = await screen.findByTestId('served-today');
    expect(within(served).getByText('Served today (1)')).toBeTruthy();
    const ticket = within(within(served).getByRole('article', { name: 'Order #7777AAAA', hidden: true }));
    expect(ticket.getByText('Total $26.00')).toBeTruthy();
    expect(ticket.getByText(/^Served \d{1,2}:\d{2}/)).toBeTruthy();
    const inProgress = screen.getByRole('list', { name: 'Your orders' });
    expect(within(inProgress).getAllByRole('article').map((a) => a.getAttribute('data-order-id'))).toEqual(['order-8888bbbb']);
  });
});
