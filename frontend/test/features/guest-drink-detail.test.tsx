import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeResponse } from '../support/fake-response';
import { renderApp, users } from '../support/render-app';
import { installFakeApi, removeFakeApi, server } from './guest-support';

// Lazy routes compile on first use, and the machine is shared: patience instead of flakiness.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(removeFakeApi);

describe('drink detail', () => {
  it("shows 'Loading drink details...' until the menu is there", async () => {
    let answer: (r: Response) => void = () => undefined;
    server.onRecipes = () => new Promise<Response>((resolve) => (answer = resolve));
    renderApp('/drinks/Negroni', { user: users.customer });
    await screen.findByText('Loading drink details...');
    answer(fakeResponse(200, { data: server.recipes }));
    await screen.findByRole('heading', { level: 1, name: 'Negroni' });
    expect(screen.queryByText('Loading drink details...')).toBeNull();
  });

  it('shows the drink matched by name case-insensitively, dashes as spaces', async () => {
    renderApp('/drinks/pi%C3%B1a-COLADA', { user: users.customer });
    const title = await screen.findByRole('heading', { level: 1, name: 'Piña Colada' });
    const article = title.closest('article')!;
    const card = within(article);
    expect(card.getByText('Creamy and tropical.')).toBeTruthy();
    expect(card.getByText('Cocktails')).toBeTruthy();
    expect(card.getByText('$13.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '← Back to Drinks' })).toBeTruthy();

    // Ingredients: the inventory name, or the id when the item is unknown; quantity plus unit.
    const ingredients = card.getByRole('heading', { level: 2, name: 'Ingredients' }).parentElement!;
    const rows = within(ingredients).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['White Rum50 ml', 'Coconut Cream30 ml', 'mystery-item2 dash']);

    // Numbered instructions, then the prep time.
    const steps = card.getByRole('heading', { level: 2, name: 'Instructions' }).parentElement!;
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Blend everything with ice.', 'Pour into a hurricane glass.']);
    expect(card.getByText(/Prep time: 5 minutes/)).toBeTruthy();
    expect(document.title).toBe('Piña Colada | The Tipsy Tap');
  });

  it("shows the ingredients' images when the inventory has them", async () => {
    renderApp('/drinks/negroni', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Negroni' });
    const images = document.querySelectorAll('article img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(['http://localhost/api/images/inventory/gin.png']);
  });

  it('falls back to the ids when the inventory cannot be read', async () => {
    server.inventory = undefined as never;
    const original = globalThis.fetch;
    Object.assign(globalThis, {
      fetch: jest.fn(async (input: string, init?: RequestInit) =>
        new URL(input).pathname === '/api/inventory' ? fakeResponse(403, { error: 'Forbidden' }) : original(input, init),
      ),
    });
    renderApp('/drinks/Negroni', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Negroni' });
    await screen.findByText('gin');
    expect(screen.getByText('campari')).toBeTruthy();
  });

  it("shows 'Drink Not Found' with the name, and 'Browse All Drinks' goes to /drinks", async () => {
    const { router } = renderApp('/drinks/Unknown-Drink', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Drink Not Found' });
    expect(screen.getByText('"Unknown Drink" is not available in our menu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse All Drinks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/drinks'));
    await screen.findByRole('heading', { level: 1, name: 'Drink Menu' });
  });

  it("shows 'Drink Not Found' when the menu cannot be loaded", async () => {
    server.onRecipes = () => fakeResponse(500, { error: 'Database unavailable' });
    renderApp('/drinks/Negroni', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Drink Not Found' });
    expect(screen.getByText('"Negroni" is not available in our menu.')).toBeTruthy();
  });

  it('← Back to Drinks returns to where the guest came from, or to /drinks on a fresh visit', async () => {
    const fresh = renderApp('/drinks/Negroni', { user: users.customer });
    fireEvent.click(await screen.findByRole('button', { name: '← Back to Drinks' }));
    await waitFor(() => expect(fresh.router.state.location.pathname).toBe('/drinks'));
    fresh.unmount();

    const { router } = renderApp('/search/gin', { user: users.customer });
    fireEvent.click(await screen.findByRole('link', { name: 'Negroni' }));
    await screen.findByRole('heading', { level: 1, name: 'Negroni' });
    expect(router.state.location.pathname).toBe('/drinks/Negroni');
    fireEvent.click(screen.getByRole('button', { name: '← Back to Drinks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/gin'));
  });
});
