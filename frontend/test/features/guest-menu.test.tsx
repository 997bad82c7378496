import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AI_FAILURE_MESSAGE } from '../../src/features/ai';
import { fakeResponse } from '../support/fake-response';
import { renderApp, testConfig, users } from '../support/render-app';
import { MENU_PAGE_SIZE } from '../../src/features/menu/drink-menu';
import { aiAnswer, installFakeApi, posts, recipe, removeFakeApi, server } from './guest-support';

// Lazy routes compile on first use, and the machine is shared: patience instead of flakiness.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(removeFakeApi);

const menuReady = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Drink Menu' });
  await screen.findAllByTestId('drink-card');
};
/** The cards on the page. */
const shownCards = () => screen.queryAllByTestId('drink-card');
const cardNames = () => shownCards().map((card) => card.querySelector('h3')!.textContent);
const card = (name: string) => shownCards().find((c) => c.querySelector('h3')!.textContent === name)!;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search drinks' });
const orderLines = () =>
  within(screen.queryByRole('list', { name: 'Drinks in your order' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((li) => `${li.querySelector('span')?.textContent} x${within(li).getByTestId('cart-line-quantity').textContent}`);

describe('Drink Menu', () => {
  it('shows the drinks grouped by category, each with its price and availability', async () => {
    renderApp('/', { user: users.customer });
    await menuReady();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Ask AI', 'Cocktails', 'Beer', 'Alcohol-Free', 'Your Order', 'Your Orders in Progress']);
    expect(cardNames()).toEqual(['Caipirinha', 'Gin & Tonic', 'Negroni', 'Piña Colada', 'Lager', 'Virgin Mojito']);
    expect(within(card('Negroni')).getByText('$13.00')).toBeTruthy();
    expect(within(card('Lager')).getByText('$7.00')).toBeTruthy();
    const pina = within(card('Piña Colada'));
    expect(pina.getByText('Unavailable', { selector: '.fui-Badge' })).toBeTruthy();
    const add = pina.getByRole('button', { name: 'Add Piña Colada to your order' });
    expect(add.textContent).toBe('Unavailable');
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby')!)?.textContent).toContain('Not enough ingredients');
  });

  it('an open menu follows the stock: a drink whose last serving another guest took shows as unavailable without a reload', async () => {
    renderApp('/', { user: users.customer });
    await menuReady();
    expect(within(card('Negroni')).queryByText('Unavailable', { selector: '.fui-Badge' })).toBeNull();
    const negroni = server.recipes.find((r) => r.name === 'Negroni')!;
    Object.assign(negroni, { available: false, missingIngredients: [negroni.ingredients[0]!.inventoryItemId] });
    await waitFor(() => expect(within(card('Negroni')).getByText('Unavailable', { selector: '.fui-Badge' })).toBeTruthy(), { timeout: 20_000 });
  });

  it("shows prices in the bar's currency and locale from the app configuration: euros in de-DE", async () => {
    renderApp('/', { user: users.customer }, { ...testConfig, money: { currency: 'EUR', locale: 'de-DE' } });
    await menuReady();
    const euros = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
    expect(euros(within(card('Negroni')).getByText(/13,00/).textContent)).toBe('13,00 €');
    fireEvent.click(within(card('Negroni')).getByRole('button', { name: 'Add Negroni to your order' }));
    fireEvent.click(within(card('Lager')).getByRole('button', { name: 'Add Lager to your order' }));
    const order = await screen.findByRole('list', { name: 'Drinks in your order' });
    expect(euros(order.textContent)).toContain('13,00 € each');
    expect(euros(document.body.textContent)).toContain('20,00 €');
    expect(document.body.textContent).not.toMatch(/\$\d/);
  });

  it('links each drink name to /drinks/{name}, spaces as dashes, URL-encoded', async () => {
    const { router } = renderApp('/', { user: users.customer });
    await menuReady();
    expect(screen.getByRole('link', { name: 'Piña Colada' }).getAttribute('href')).toBe('/drinks/Pi%C3%B1a-Colada');
    fireEvent.click(screen.getByRole('link', { name: 'Gin & Tonic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/drinks/Gin-%26-Tonic'));
    await screen.findByRole('heading', { level: 1, name: 'Gin & Tonic' });
  });

  it('filters as you type, by name, accents ignored, and by ingredient', async () => {
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.change(searchBox(), { target: { value: 'PINA' } });
    await waitFor(() => expect(cardNames()).toEqual(['Piña Colada']));
    expect(screen.getByText('1 of 6 drinks match "PINA"')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: 'cachaca' } });
    await waitFor(() => expect(cardNames()).toEqual(['Caipirinha']));
    fireEvent.change(searchBox(), { target: { value: 'nothing like it' } });
    await screen.findByText('No drinks match "nothing like it".');
    fireEvent.click(screen.getByRole('button', { name: 'Show all drinks' }));
    await waitFor(() => expect(cardNames()).toHaveLength(6));
  });

  it('renders a long menu a page at a time, while the search looks through all of it', async () => {
    const long = Array.from({ length: 70 }, (_, i) => recipe(`house-${i}`, `House Special ${String(i + 1).padStart(2, '0')}`));
    server.recipes = long;
    renderApp('/', { user: users.customer });
    await menuReady();
    expect(cardNames()).toHaveLength(MENU_PAGE_SIZE);
    expect(cardNames()[0]).toBe('House Special 01');
    // Each 'Show more drinks' adds a page, until all 70 are there.
    for (let shown = MENU_PAGE_SIZE; shown < 70; shown += MENU_PAGE_SIZE) {
      fireEvent.click(screen.getByRole('button', { name: `Show more drinks (${70 - shown} more)` }));
      await waitFor(() => expect(cardNames()).toHaveLength(Math.min(70, shown + MENU_PAGE_SIZE)));
    }
    expect(screen.queryByRole('button', { name: /Show more drinks/ })).toBeNull();
    // The last drink is found from the first page too, and a new search starts again with one page.
    fireEvent.change(searchBox(), { target: { value: 'special 70' } });
    await waitFor(() => expect(cardNames()).toEqual(['House Special 70']));
    fireEvent.change(searchBox(), { target: { value: 'house' } });
    await waitFor(() => expect(cardNames()).toHaveLength(MENU_PAGE_SIZE));
    expect(screen.getByText('70 of 70 drinks match "house"')).toBeTruthy();
  });

  it('Enter with text goes to /search/{term}, URL-encoded; without text it stays', async () => {
    const { router } = renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(searchBox(), { target: { value: 'piña colada' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pi%C3%B1a%20colada'));
    await waitFor(() => expect((searchBox() as HTMLInputElement).value).toBe('piña colada'));
    await waitFor(() => expect(cardNames()).toEqual(['Piña Colada']));
  });

  it('/search/{query} opens the menu with that term', async () => {
    renderApp('/search/cacha%C3%A7a', { user: users.customer });
    await screen.findByRole('heading', { level: 1, name: 'Drink Menu' });
    expect((searchBox() as HTMLInputElement).value).toBe('cachaça');
    await waitFor(() => expect(cardNames()).toEqual(['Caipirinha']));
  });

  it('an unavailable drink cannot be added: the toast says why', async () => {
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.click(screen.getByRole('button', { name: 'Add Piña Colada to your order' }));
    await screen.findByText('Piña Colada is currently unavailable due to insufficient ingredients');
    expect(orderLines()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Negroni to your order' }));
    await waitFor(() => expect(orderLines()).toEqual(['Negroni x1']));
    expect(within(card('Negroni')).getByText('1 in your order')).toBeTruthy();
  });

  it('shows a load error card when the menu cannot be fetched', async () => {
    server.onRecipes = () => fakeResponse(500, { error: 'Database unavailable' });
    renderApp('/', { user: users.customer });
    await screen.findByText('Failed to fetch recipes');
    expect(screen.getByText('Database unavailable')).toBeTruthy();
  });
});

describe('Ask AI', () => {
  const askBox = () => screen.getByRole('textbox', { name: /What are you in the mood for/ });

  it("asks for text first: 'Please enter your preferences or question'", async () => {
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.click(screen.getByRole('button', { name: 'Get suggestions' }));
    await screen.findByText('Please enter your preferences or question');
    expect(posts('/api/recipes/ai-recommendations')).toHaveLength(0);
    expect(document.activeElement).toBe(askBox());
  });

  it('shows the recommendations with reason, confidence and price; each can be added, respecting availability', async () => {
    server.onAi = () =>
      aiAnswer([
        { recipeId: 'negroni', recipeName: 'Negroni', price: 13, description: 'Bitter and herbal.', reason: 'Gin and bitter: just what you asked', confidence: 0.85 },
        { recipeId: 'pina-colada', recipeName: 'Piña Colada', price: 13, description: 'Creamy.', reason: 'Tropical', confidence: 0.5 },
      ]);
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.change(askBox(), { target: { value: 'something bitter with gin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get suggestions' }));
    const results = await screen.findByRole('list', { name: 'AI recommendations' });
    expect(posts('/api/recipes/ai-recommendations')[0]!.body).toEqual({ preferences: 'something bitter with gin', customerType: 'regular' });
    const negroni = within(within(results).getByRole('heading', { name: 'Negroni' }).closest('article')!);
    expect(negroni.getByText('Gin and bitter: just what you asked')).toBeTruthy();
    expect(negroni.getByText('85% match')).toBeTruthy();
    expect(negroni.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('85%');
    expect(negroni.getByText('$13.00')).toBeTruthy();
    fireEvent.click(negroni.getByRole('button', { name: 'Add Negroni to your order' }));
    await waitFor(() => expect(orderLines()).toEqual(['Negroni x1']));

    const pina = within(within(results).getByRole('heading', { name: 'Piña Colada' }).closest('article')!);
    fireEvent.click(pina.getByRole('button', { name: 'Add Piña Colada to your order' }));
    await screen.findByText('Piña Colada is currently unavailable due to insufficient ingredients');
    expect(orderLines()).toEqual(['Negroni x1']);
  });

  it("on failure: the spec's toast, then up to 3 available drinks matched locally with confidence 0.6", async () => {
    server.onAi = () => fakeResponse(429, { error: 'Too many requests' });
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.change(askBox(), { target: { value: 'a crisp zesty cocktail or tropical colada' } });
    fireEvent.submit(askBox().closest('form')!);
    await screen.findByText(AI_FAILURE_MESSAGE);
    const results = await screen.findByRole('list', { name: 'AI recommendations' });
    const names = within(results).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Caipirinha', 'Gin & Tonic', 'Negroni']);
    expect(within(results).getAllByText('60% match')).toHaveLength(3);
    expect(screen.getByText('3 suggestions from the menu')).toBeTruthy();
  });

  it('no drink within every limit: says so, and what to do next', async () => {
    server.onAi = () => aiAnswer([]);
    renderApp('/', { user: users.customer });
    await menuReady();
    fireEvent.change(askBox(), { target: { value: 'no alcohol and no sugar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get suggestions' }));
    await screen.findByText('No drink on the menu meets everything you asked for. Try leaving out one of your limits, or ask the bartender.');
    expect(screen.queryByRole('list', { name: 'AI recommendations' })).toBeNull();
  });
});
