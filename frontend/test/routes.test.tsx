import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RETURN_TO_KEY } from '../src/auth/return-to';
import { PERSONA_STORAGE_KEY } from '../src/personas/persona-context';
import { renderApp, users } from './support/render-app';

// The customer home is the full Drink Menu (cart, orders, Ask AI): under load a test can take over 5 s in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('authentication guard', () => {
  it('sends an unauthenticated visitor to /login, replacing the entry and keeping path plus query', async () => {
    const { router } = renderApp('/manage/orders?date=2026-05-01');
    expect((await screen.findByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/manage/orders?date=2026-05-01');
  });

  it('guards every route but /login, unknown paths too', async () => {
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it("shows 'Loading...' while authentication loads", async () => {
    renderApp('/drinks', { status: 'loading' });
    await screen.findByText('Loading...');
    expect((screen.getByRole('status')).getAttribute('aria-live')).toBe('polite');
  });

  it("shows 'Completing sign in...' while the hash carries an authorization response", async () => {
    renderApp('/login#code=abc&state=xyz', { status: 'unauthenticated' });
    await screen.findByText('Completing sign in...');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});

describe('/login', () => {
  it('shows the sign-in screen: title, full-width Sign in button, Entra notice', async () => {
    renderApp('/login');
    await heading('The Tipsy Tap');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Secure authentication powered by Microsoft Entra')).toBeTruthy();
  });

  it('redirects an authenticated user to the stored return address and clears it', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/search/gin?x=1');
    const { router } = renderApp('/login', { user: users.customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/gin'));
    expect(router.state.location.search).toBe('?x=1');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('redirects to / without a stored address, and never to another origin', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '//evil.example.com/');
    const { router } = renderApp('/login', { user: users.customer });
    await heading('Drink Menu');
    expect(router.state.location.pathname).toBe('/');
  });

  it('disables the button while signing in, then returns to the saved address', async () => {
    let finish: () => void = () => undefined;
    const signIn = () => new Promise<void>((resolve) => (finish = resolve));
    const { router } = renderApp('/manage/inventory?tab=low', { status: 'unauthenticated', user: users.bartender, signIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/inventory'));
    expect(router.state.location.search).toBe('?tab=low');
    await heading('Inventory Management');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('returns to the saved address after sign-in', async () => {
    const { router } = renderApp('/search/sour', { status: 'unauthenticated', user: users.customer });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/sour'));
    await heading('Drink Menu');
  });

  it("shows 'Failed to sign in. Please try again.' and enables the button again for a retry", async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signIn = jest.fn().mockRejectedValueOnce(new Error('user_cancelled')).mockResolvedValueOnce(undefined);
    const { router } = renderApp('/login', { status: 'unauthenticated', user: users.customer, signIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to sign in. Please try again.');
    const retry = screen.getByRole('button', { name: 'Sign in' });
    expect((retry as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signIn).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});

describe('routes', () => {
  it("shows 'Page Not Found' with a 'Return Home' link for any other path", async () => {
    renderApp('/definitely/not/here', { user: users.customer });
    await heading('Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Return Home' })).getAttribute('href')).toBe('/');
  });

  it.each(['/', '/drinks', '/search'])('%s shows the persona home', async (path) => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bartender');
    renderApp(path, { user: users.bartender });
    await heading('Bartender Dashboard');
  });

  it('shows the Manager Dashboard to a bar manager acting as one', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
    renderApp('/', { user: users.manager });
    await heading('Manager Dashboard');
  });

  it('/search/{query} opens the customer view with the decoded query', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bartender');
    renderApp('/search/gin%20%26%20tonic%2Flime', { user: users.bartender });
    await heading('Drink Menu');
    expect((screen.getByRole('searchbox', { name: 'Search drinks' }) as HTMLInputElement).value).toBe('gin & tonic/lime');
  });

  it('/drinks/{name} decodes the name and turns dashes into spaces', async () => {
    renderApp('/drinks/Old-Fashioned%20Rye', { user: users.customer });
    // No API here: the detail page answers with the decoded name (guest-drink-detail.test.tsx has the found case).
    await screen.findByText('"Old Fashioned Rye" is not available in our menu.', undefined, { timeout: 5000 });
  });

  it('puts the signed-in pages in one layout: skip link, banner, main, footer with build info', async () => {
    renderApp('/', { user: users.customer });
    await heading('Drink Menu');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect((screen.getByRole('main')).getAttribute('id')).toBe('main-content');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Build unknown');
  });
});

describe('persona guards', () => {
  it.each([
    ['/manage/inventory', 'bartender', users.bartender, 'Inventory Management'],
    ['/manage/inventory', 'bar_manager', users.manager, 'Inventory Management'],
    ['/manage/recipes', 'bar_manager', users.manager, 'Recipe Management'],
    ['/manage/orders', 'bartender', users.bartender, 'Bartender Dashboard'],
    ['/manage/orders', 'bar_manager', users.manager, 'Manager Dashboard'],
  ])('%s is open to the current persona %s', async (path, persona, user, title) => {
    localStorage.setItem(PERSONA_STORAGE_KEY, persona);
    const { router } = renderApp(path, { user });
    await heading(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/manage/inventory', 'customer', users.customer, 'Drink Menu'],
    ['/manage/recipes', 'bartender', users.bartender, 'Bartender Dashboard'],
    ['/manage/orders', 'customer', users.customer, 'Drink Menu'],
    // The current persona decides, not what the user could switch to.
    ['/manage/recipes', 'customer', users.manager, 'Drink Menu'],
    ['/manage/inventory', 'customer', users.manager, 'Drink Menu'],
  ])('%s redirects the current persona %s to /', async (path, persona, user, title) => {
    localStorage.setItem(PERSONA_STORAGE_KEY, persona);
    const { router } = renderApp(path, { user });
    await heading(title);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a bartender opening /manage/reports is told why they are on their dashboard instead', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bartender');
    const { router } = renderApp('/manage/reports', { user: users.bartender });
    await heading('Bartender Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(/Only a Manager can open \/manage\/reports; you are using the app as Bartender/)).toBeTruthy();
    expect(screen.getByText(/Ask the manager if you need it/)).toBeTruthy();
  });

  it('a manager acting as a customer is told how to open the page', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'customer');
    renderApp('/manage/reports', { user: users.manager });
    await heading('Drink Menu');
    expect(await screen.findByText(/Switch to Manager in the user menu to open it/)).toBeTruthy();
  });

  it('/personas/{persona} switches to an accessible persona and shows its home', async () => {
    const { router } = renderApp('/personas/bar_manager', { user: users.manager });
    await heading('Manager Dashboard');
    expect(router.state.location.pathname).toBe('/personas/bar_manager');
    await waitFor(() => expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe('bar_manager'));
  });

  it('/personas/{persona} redirects to / when the user may not act as it', async () => {
    const { router } = renderApp('/personas/bar_manager', { user: users.bartender });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(PERSONA_STORAGE_KEY)).not.toBe('bar_manager');
    const { router: other } = renderApp('/personas/owner', { user: users.manager });
    await waitFor(() => expect(other.state.location.pathname).toBe('/'));
  });
});

describe('header', () => {
  it('offers a bar manager all three personas and navigates to /personas/{persona}', async () => {
    const { router } = renderApp('/', { user: users.manager });
    await heading('Drink Menu');
    const switcher = screen.getByTestId('role-switcher');
    expect((switcher).textContent).toContain('Customer');
    fireEvent.click(switcher);
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Customer', 'Bartender', 'Manager']);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Bartender' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personas/bartender'));
    await heading('Bartender Dashboard');
    expect((screen.getByTestId('role-switcher')).textContent).toContain('Bartender');
  });

  it('shows a static label for a single persona', async () => {
    renderApp('/', { user: users.customer });
    await heading('Drink Menu');
    const label = screen.getByTestId('role-switcher');
    expect((label).textContent).toContain('Customer');
    expect(label.tagName).not.toBe('BUTTON');
  });

  it("shows 'Signed in as' with the name, and 'Sign Out' ends at /login", async () => {
    const signOut = jest.fn(async () => undefined);
    const { router } = renderApp('/manage/orders', { user: users.customer, signOut });
    await heading('Drink Menu');
    fireEvent.click(screen.getByRole('button', { name: /User menu, signed in as Casey Customer/ }));
    await screen.findByText('Signed in as');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    // Signing out is no reason to come back here after the next sign-in.
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('header on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 639.98px'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('moves the persona list into the user menu as a submenu', async () => {
    const { router } = renderApp('/', { user: users.manager });
    await heading('Drink Menu');
    fireEvent.click(screen.getByRole('button', { name: /User menu, signed in as Morgan Manager/ }));
    const submenu = await screen.findByTestId('role-submenu');
    expect(submenu.textContent).toContain('Persona: Customer');
    fireEvent.click(submenu);
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Manager' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personas/bar_manager'));
    await heading('Manager Dashboard');
  });
});
