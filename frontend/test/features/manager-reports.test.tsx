import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../src/components/toast';
import { PERSONA_STORAGE_KEY } from '../../src/personas/persona-context';
import { fakeResponse } from '../support/fake-response';
import { renderApp, users } from '../support/render-app';
import { installFakeApi, server, stockItem, uninstallFakeApi } from './manager-fake-api';
import { deliveryCost } from '../../src/features/manager/reports/stock-moves-tab';

/* Deliveries & Waste, as a manager uses it (found by an outside manager: a bottle's price taken per ml, waste notes lost). */

beforeEach(() => {
  localStorage.clear();
  installFakeApi();
  server.inventory = [stockItem('gin', 'London Dry Gin', 700, { cost: 0.03, bottleSize: 700 }), stockItem('lime', 'Fresh Lime Juice', 400, { category: 'mixer', cost: 0.015 })];
  server.override = ({ method, route: path }) => {
    if (method === 'GET' && path === '/stock/ledger') {
      return fakeResponse(200, {
        data: [
          { kind: 'waste', id: 'waste-1-xxxxxxxx', date: '2026-11-24', at: '2026-11-24T21:00:00Z', by: { id: 'u1', name: 'Morgan Manager' }, inventoryItemId: 'gin', name: 'London Dry Gin', unit: 'ml', quantity: 50, reason: 'spill', note: 'Tray dropped at table 4' },
        ],
      });
    }
    return undefined;
  };
});
afterEach(() => {
  act(() => toast.dismiss());
  uninstallFakeApi();
});

async function openMoves() {
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Deliveries & Waste' }, { timeout: 5000 }));
  return screen.findByRole('form', { name: 'Receive a delivery' });
}

test('an item with a bottle size is received in bottles, the cost is per bottle; a cost far from the current one is questioned', async () => {
  const form = await openMoves();
  const item = within(form).getByRole('combobox', { name: /Item/ });
  fireEvent.change(item, { target: { value: 'gin' } });
  expect((within(form).getByRole('combobox', { name: 'Counted in' }) as HTMLSelectElement).value).toBe('bottle');
  const cost = within(form).getByRole('spinbutton', { name: /Cost per bottle \(\$\)/ });
  fireEvent.change(cost, { target: { value: '21' } });
  // $21 a bottle of 700 ml is $0.03 per ml: what it costs now.
  expect(within(form).queryByText(/Check the amount and the unit/)).toBeNull();
  fireEvent.change(within(form).getByRole('combobox', { name: 'Counted in' }), { target: { value: 'unit' } });
  expect(within(form).getByRole('spinbutton', { name: /Cost per ml \(\$\)/ })).toBeTruthy();
  expect(within(form).getByText('This makes London Dry Gin cost $21.00 per ml; it costs $0.03 per ml now. Check the amount and the unit.')).toBeTruthy();
  // An item without a bottle size is received in its unit.
  fireEvent.change(item, { target: { value: 'lime' } });
  expect((within(form).getByRole('combobox', { name: 'Counted in' }) as HTMLSelectElement).value).toBe('unit');
});

test('a thing counted whole is received in whole numbers: 1.5 cans is refused before saving', async () => {
  server.inventory.push(stockItem('stout', 'Stout (440 ml can)', 12, { category: 'beer', unit: 'can', cost: 1.8 }));
  const form = await openMoves();
  fireEvent.change(within(form).getByRole('combobox', { name: /Item/ }), { target: { value: 'stout' } });
  const amount = within(form).getAllByRole('spinbutton')[0]!;
  fireEvent.change(amount, { target: { value: '1.5' } });
  expect(await within(form).findByText("Quantity: 'Stout (440 ml can)' is counted in whole cans: 1.5 is not a whole number")).toBeTruthy();
  fireEvent.change(amount, { target: { value: '2' } });
  await waitFor(() => expect(within(form).queryByText(/counted in whole cans/)).toBeNull());
});

test("the week's waste shows its note", async () => {
  await openMoves();
  await waitFor(() => expect(screen.getByText('Tray dropped at table 4')).toBeTruthy());
  expect(screen.getByRole('columnheader', { name: 'Note' })).toBeTruthy();
});

test("each table's CSV download is named by its table, so a screen reader's list of buttons tells them apart", async () => {
  await openMoves();
  await waitFor(() => expect(screen.getByText('Tray dropped at table 4')).toBeTruthy());
  const names = screen.getAllByRole('button', { name: /^Download CSV: / }).map((b) => b.getAttribute('aria-label'));
  expect(names.length).toBeGreaterThanOrEqual(1);
  expect(new Set(names).size).toBe(names.length);
  expect(screen.queryAllByRole('button', { name: 'Download CSV' })).toHaveLength(0);
});

test('a count is typed in tenths of a bottle: the field says the bottle size, 2.55 bottles is refused before saving', async () => {
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Stock Count' }, { timeout: 5000 }));
  const field = await screen.findByRole('spinbutton', { name: 'London Dry Gin: count in bottles of 700 ml' });
  const save = screen.getByRole('button', { name: 'Save spirit count' });
  fireEvent.change(field, { target: { value: '2.55' } });
  const message = await screen.findByText('Count in steps of 0.1 bottle (e.g. 2.5)');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe(message.id);
  expect((save as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(field, { target: { value: '2.5' } });
  await waitFor(() => expect(screen.queryByText('Count in steps of 0.1 bottle (e.g. 2.5)')).toBeNull());
  expect((save as HTMLButtonElement).disabled).toBe(false);
  // A field reached by Tab is scrolled into view above the save bar stuck to the bottom of a phone's screen.
  expect(document.documentElement.style.scrollPaddingBottom).toBe('96px');
  fireEvent.click(screen.getByRole('tab', { name: 'Variance' }));
  await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toBe(''));
});

test('the variance first compares the last two counts of the same items, not a spirits count with a beer count', async () => {
  const count = (date: string, category: string, item: string) => ({
    kind: 'count',
    id: `count-${date}-${category}`,
    date,
    at: `${date}T10:00:00Z`,
    by: { id: 'u1', name: 'Morgan Manager' },
    category,
    lines: [{ inventoryItemId: item, name: item, unit: 'ml', quantity: 700, before: 700 }],
  });
  const asked: string[] = [];
  server.override = ({ method, route: path, query }) => {
    if (method === 'GET' && path === '/stock/ledger') return fakeResponse(200, { data: [count('2026-11-01', 'spirit', 'gin'), count('2026-11-05', 'spirit', 'gin'), count('2026-11-07', 'beer', 'lager')] });
    if (method === 'GET' && path === '/reports/variance') {
      asked.push(`${query.get('from')}..${query.get('to')}`);
      return fakeResponse(422, { error: 'not in this test' });
    }
    return undefined;
  };
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Variance' }, { timeout: 5000 }));
  await waitFor(() => expect(asked).toEqual(['2026-11-01..2026-11-05']));
});

test('with no two counts of the same items the variance says what to do', async () => {
  server.override = ({ method, route: path }) => {
    if (method === 'GET' && path === '/stock/ledger') {
      return fakeResponse(200, {
        data: [{ kind: 'count', id: 'count-1-xxxxxxxx', date: '2026-11-05', at: '2026-11-05T10:00:00Z', by: { id: 'u1', name: 'M' }, category: 'spirit', lines: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 700, before: 700 }] }],
      });
    }
    return undefined;
  };
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Variance' }, { timeout: 5000 }));
  await screen.findByText('No two counts of the same items in the last 30 days yet. Count a category twice to see its variance.');
});

test('a bad range on the sales page is said on the date fields, never as a failed report', async () => {
  server.override = ({ method, route: path, query }) => {
    if (method === 'GET' && path === '/reports/sales' && query.get('from')) return fakeResponse(400, { error: "to: 2026-12-01 is in the future (today's business date is 2026-11-24)" });
    return undefined;
  };
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  const from = (await screen.findByLabelText('From', {}, { timeout: 5000 })) as HTMLInputElement;
  const to = screen.getByLabelText('To') as HTMLInputElement;
  const show = screen.getByRole('button', { name: 'Show' });
  // Reversed: refused before asking, on the To date.
  fireEvent.change(from, { target: { value: '2026-11-10' } });
  fireEvent.change(to, { target: { value: '2026-11-01' } });
  fireEvent.click(show);
  const reversed = await screen.findByText('the end date must not be before the start date: choose 2026-11-10 or later');
  expect(to.getAttribute('aria-describedby')).toContain(reversed.id);
  expect(to.getAttribute('aria-invalid')).toBe('true');
  // After today: the server's reason, on the dates.
  fireEvent.change(to, { target: { value: '2026-12-01' } });
  fireEvent.click(show);
  await screen.findByText("2026-12-01 is in the future (today's business date is 2026-11-24)");
  expect(screen.queryByText('Failed to load the report')).toBeNull();
});

test("the variance's pour cost says what it is over, with the counted items' share apart", async () => {
  const count = (date: string) => ({ kind: 'count', id: `count-${date}`, date, at: `${date}T10:00:00Z`, by: { id: 'u1', name: 'M' }, category: 'spirit', lines: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 700, before: 700 }] });
  server.override = ({ method, route: path }) => {
    if (method === 'GET' && path === '/stock/ledger') return fakeResponse(200, { data: [count('2026-11-01'), count('2026-11-05')] });
    if (method === 'GET' && path === '/reports/variance') {
      return fakeResponse(200, {
        data: {
          from: '2026-11-01',
          to: '2026-11-05',
          openingAt: '2026-11-01T10:00:00Z',
          closingAt: '2026-11-05T10:00:00Z',
          lines: [],
          totals: { theoreticalCost: 6, actualCost: 6, varianceCost: 0, variancePercent: 0, band: 'under-2' },
          revenue: 30,
          servedCost: 6.2,
          pourCost: 6.2 / 30,
          countedPourCost: 0.2,
          targetPourCost: 0.25,
          deliveries: [],
          waste: [],
        },
      });
    }
    return undefined;
  };
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Variance' }, { timeout: 5000 }));
  await screen.findByText('Pour cost between the counts (target 25%)');
  expect(screen.getByText('Of which the counted items')).toBeTruthy();
  expect(screen.getByText(/what the served orders whose stock was taken between the two counts used, at cost, over their revenue \(\$30\.00\)/)).toBeTruthy();
});

test("a delivery's cost reads as the invoice does: per bottle for an item kept in bottles, per unit otherwise", () => {
  const price = (n: number) => `$${n.toFixed(2)}`;
  const gin = stockItem('gin', 'London Dry Gin', 700, { unit: 'ml', bottleSize: 700 });
  expect(deliveryCost(0.08, 'ml', gin, price)).toBe('$56.00 per bottle of 700 ml');
  // (A cost of a fraction of a cent per ml is said per 100 ml or per litre, never as '$0.00 per ml'; a free case as free.)
  expect(deliveryCost(0.004, 'ml', stockItem('soda', 'Soda', 1000, { unit: 'ml' }), price)).toBe('$0.40 per 100 ml');
  expect(deliveryCost(0.012, 'ml', stockItem('lime', 'Lime juice', 1000, { unit: 'ml' }), price)).toBe('$1.20 per 100 ml');
  expect(deliveryCost(0, 'ml', gin, price)).toBe('Free (no cost)');
  expect(deliveryCost(1.2, 'unit', undefined, price)).toBe('$1.20 per unit');
});

test('a delivery or waste line says its quantity with its unit once (no Unit column repeating it)', async () => {
  await openMoves();
  const table = await screen.findByRole('table', { name: 'Deliveries and waste, last 7 days' });
  expect(within(table).getByText('50 ml')).toBeTruthy();
  expect(within(table).queryByRole('columnheader', { name: 'Unit' })).toBeNull();
  expect(within(table).queryByRole('cell', { name: 'ml' })).toBeNull();
});

test('a variance the orders cannot explain at all (they used none) is said in words beside its band, never a bare dash', async () => {
  const count = (date: string) => ({ kind: 'count', id: `count-${date}`, date, at: `${date}T10:00:00Z`, by: { id: 'u1', name: 'M' }, category: 'spirit', lines: [{ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', quantity: 700, before: 700 }] });
  const line = { inventoryItemId: 'gin', name: 'Gin', unit: 'ml', opening: 150, delivered: 700, wasted: 20, closing: 770, actual: 60, theoretical: 0, variance: 60, varianceCost: 2.57, variancePercent: null, band: 'over-6' };
  server.override = ({ method, route: path }) => {
    if (method === 'GET' && path === '/stock/ledger') return fakeResponse(200, { data: [count('2026-11-23'), count('2026-11-24')] });
    if (method === 'GET' && path === '/reports/variance') {
      return fakeResponse(200, {
        data: {
          from: '2026-11-23',
          to: '2026-11-24',
          openingAt: '2026-11-23T10:00:00Z',
          closingAt: '2026-11-24T10:00:00Z',
          lines: [line],
          totals: { theoreticalCost: 0, actualCost: 2.57, varianceCost: 2.57, variancePercent: null, band: 'over-6' },
          revenue: 126,
          servedCost: 27.3,
          pourCost: 0.217,
          countedPourCost: 0,
          targetPourCost: 0.25,
          deliveries: [],
          waste: [],
        },
      });
    }
    return undefined;
  };
  localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
  renderApp('/manage/reports', { user: users.manager });
  fireEvent.click(await screen.findByRole('tab', { name: 'Variance' }, { timeout: 5000 }));
  const figure = await screen.findByTestId('variance-percent');
  expect(figure.textContent).toBe('All unexplained (no order used it)');
  const table = screen.getByRole('table', { name: 'Variance by item' });
  expect(within(table).getByText('All unexplained (no order used it)')).toBeTruthy();
  expect(within(table).queryByText('—')).toBeNull();
});
