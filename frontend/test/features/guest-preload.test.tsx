import { act, screen, waitFor } from '@testing-library/react';
import { preloadGuestMenu } from '../../src/features/menu/preload';
import { PERSONA_STORAGE_KEY } from '../../src/personas/persona-context';
import { renderApp, users } from '../support/render-app';
import { installFakeApi, removeFakeApi, server } from './guest-support';

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
});
afterEach(removeFakeApi);

const gets = () => server.requests.filter((r) => r.method === 'GET').map((r) => `${r.path}${r.query.size ? `?${r.query.toString()}` : ''}`);
const MENU_REQUESTS = ['/api/inventory', '/api/recipes'];

// In this order: an answer fetched ahead waits in swr until the menu's hooks take it.
describe('the menu asks for its data while the user is still being resolved', () => {
  it('not on another page, nor for a bartender or a manager coming back', async () => {
    expect(preloadGuestMenu('/manage/inventory')).toBe(false);
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bartender');
    expect(preloadGuestMenu('/')).toBe(false);
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
    expect(preloadGuestMenu('/drinks')).toBe(false);
    expect(preloadGuestMenu('/searchlight')).toBe(false);
    await act(async () => undefined);
    expect(gets()).toEqual([]);
  });

  it('the menu then shows the answers fetched ahead, without asking again; the guest\'s own orders are not fetched ahead', async () => {
    expect(preloadGuestMenu('/drinks')).toBe(true);
    await waitFor(() => expect([...gets()].sort()).toEqual(MENU_REQUESTS));
    expect(gets().some((g) => g.startsWith('/api/orders'))).toBe(false);
    await act(async () => {
      renderApp('/drinks', { user: users.customer });
    });
    expect(await screen.findByRole('link', { name: 'Negroni' })).toBeTruthy();
    expect(gets().filter((g) => g === '/api/recipes')).toHaveLength(1);
    expect(gets().filter((g) => g === '/api/inventory')).toHaveLength(1);
  });

  it.each(['/', '/search', '/search/gin'])('on %s for a guest too', async (path) => {
    expect(preloadGuestMenu(path)).toBe(true);
    await waitFor(() => expect([...gets()].sort()).toEqual(MENU_REQUESTS));
    // Consumed here, so that the next case asks afresh.
    await act(async () => {
      renderApp('/drinks', { user: users.customer });
    });
    await screen.findByRole('link', { name: 'Negroni' });
  });
});
