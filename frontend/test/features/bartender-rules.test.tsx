import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { InventoryItem, Order, Recipe } from '@bar/domain';
import { pickupName } from '@bar/domain';
import { RecipeDetailModal } from '../../src/components/recipe-detail-modal';
import { ingredientNeeds } from '../../src/features/bartender/ingredient-needs';
import { OrderTicket } from '../../src/features/bartender/order-ticket';
import { PendingIngredients } from '../../src/features/bartender/pending-ingredients';
import { QUEUE_COLUMNS, columnOf, describeShortfall, groupByStatus, queueRole } from '../../src/features/bartender/queue';
import { AGE_LATE_MINUTES, AGE_WARNING_MINUTES, ageLevel, formatAge, ticketAge } from '../../src/features/bartender/ticket-age';
import { diffQueue } from '../../src/features/bartender/use-queue-watch';
import { recentlyServed } from '../../src/features/bartender/recently-served';
import { stockItem } from '../support/factories';
import { agedOrder, ingredient, minutesBefore } from '../support/orders';

const NOW = Date.parse('2026-05-01T20:00:00Z');
const minutesAgo = (m: number) => minutesBefore(NOW, m);

const order = (id: string, status: Order['status'], minutes: number, extra: Partial<Order> = {}): Order =>
  agedOrder(id, status, minutes, { stockDeducted: status === 'ready', ...extra }, NOW);

const stock = (id: string, quantity: number, unit: InventoryItem['unit'] = 'ml'): InventoryItem => stockItem(id, id.replace(/-/g, ' '), { quantity, unit, cost: 0.02 });

const wrap = (ui: ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('ticket age', () => {
  it(`is fresh below ${AGE_WARNING_MINUTES} min, amber from ${AGE_WARNING_MINUTES}, red from ${AGE_LATE_MINUTES}`, () => {
    expect([0, 2, 3, 5, 6, 30].map((m) => ageLevel(m))).toEqual(['fresh', 'fresh', 'warning', 'warning', 'late', 'late']);
    expect(ageLevel(4, 5, 10)).toBe('fresh');
  });

  it("reads like '2 min'", () => {
    expect(formatAge(0)).toBe('<1 min');
    expect(formatAge(2)).toBe('2 min');
    expect(formatAge(75)).toBe('1 h 15 min');
    expect(ticketAge(minutesAgo(2.5), NOW)).toEqual({ minutes: 2, level: 'fresh', label: '2 min', cue: '' });
    // A clock a little ahead of ours never gives a negative age.
    expect(ticketAge(minutesAgo(-1), NOW).minutes).toBe(0);
  });

  it.each([
    [1, 'fresh', '1 min', ''],
    [4, 'warning', '4 min', 'waiting'],
    [7, 'late', '7 min', 'overdue'],
  ])('a ticket %i minutes old is %s: colour plus the text cue %j', (minutes, level, label, cue) => {
    wrap(
      <OrderTicket order={order('o-1', 'pending', minutes)} column={QUEUE_COLUMNS[0]!} now={NOW} onAction={jest.fn()} onOpenRecipe={jest.fn()} />,
    );
    const ticket = screen.getByRole('article', { name: /Order/ });
    expect(ticket.getAttribute('data-age')).toBe(level);
    // What a screen reader hears; the eye sees the label, the cue and the icon.
    expect(ticket.textContent).toContain(`Placed ${label} ago`);
    if (cue) expect(ticket.textContent).toContain(`Placed ${label} ago · ${cue}`);
    else expect(ticket.textContent).not.toMatch(/waiting|overdue/);
  });
});

describe('the queue', () => {
  it('groups orders into the three columns, oldest first; completed orders are not on it', () => {
    const groups = groupByStatus([
      order('b', 'pending', 1),
      order('a', 'pending', 5),
      order('c', 'preparing', 2),
      order('d', 'ready', 3),
      order('e', 'completed', 9),
    ]);
    expect(groups.pending.map((o) => o.id)).toEqual(['a', 'b']);
    expect(groups.preparing.map((o) => o.id)).toEqual(['c']);
    expect(groups.ready.map((o) => o.id)).toEqual(['d']);
  });

  it('has Start (pending to preparing), Ready (preparing to ready), Serve (ready, sent as completed)', () => {
    expect(QUEUE_COLUMNS.map((c) => [c.title, c.action.label, c.status, c.action.target])).toEqual([
      ['Pending Orders', 'Start', 'pending', 'preparing'],
      ['Preparing', 'Ready', 'preparing', 'ready'],
      ['Ready for Pickup', 'Serve', 'ready', 'completed'],
    ]);
    expect(columnOf('completed')).toBeUndefined();
  });

  it.each([
    ['pending', 'Start'],
    ['preparing', 'Ready'],
    ['ready', 'Serve'],
  ] as const)('a %s ticket offers %s and nothing else', (status, label) => {
    const onAction = jest.fn();
    const o = order('abcdef0123456789', status, 1);
    wrap(<OrderTicket order={o} column={columnOf(status)!} now={NOW} onAction={onAction} onOpenRecipe={jest.fn()} />);
    const ticket = screen.getByRole('article', { name: 'Order 23456789' });
    const actions = within(ticket)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-haspopup') !== 'dialog');
    expect(actions.map((b) => b.textContent)).toEqual([label]);
    fireEvent.click(within(ticket).getByRole('button', { name: `${label} order 23456789` }));
    expect(onAction).toHaveBeenCalledWith(o, columnOf(status));
  });

  it('names the guest by the override first, then the account, then Customer', () => {
    expect(pickupName({ customerName: 'Casey', customerNameOverride: 'Table 7' })).toBe('Table 7');
    expect(pickupName({ customerName: 'Casey', customerNameOverride: '  ' })).toBe('Casey');
    expect(pickupName({ customerName: '' })).toBe('Customer');
  });

  it('is fetched as bar_manager when a manager uses the bartender view, else as bartender', () => {
    expect(queueRole('bar_manager')).toBe('bar_manager');
    expect(queueRole('bartender')).toBe('bartender');
  });

  it('shows the items with quantities, opens a recipe from its name, and marks shortfalls', () => {
    const onOpenRecipe = jest.fn();
    const o = order('o-2', 'ready', 1, {
      customerNameOverride: 'Table 7',
      items: [
        { recipeId: 'mojito', recipeName: 'Mojito', quantity: 2, price: 9 },
        { recipeId: 'negroni', recipeName: 'Negroni', quantity: 1, price: 11 },
      ],
      shortfalls: [{ inventoryItemId: 'lime-juice', name: 'Lime juice', unit: 'ml', needed: 50, available: 30 }],
    });
    wrap(<OrderTicket order={o} column={columnOf('ready')!} now={NOW} onAction={jest.fn()} onOpenRecipe={onOpenRecipe} />);
    expect(screen.getByText('Table 7')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['2 ×Mojito', '1 ×Negroni']);
    fireEvent.click(screen.getByRole('button', { name: 'Negroni' }));
    expect(onOpenRecipe).toHaveBeenCalledWith(o, o.items[1]);
    expect(screen.getByTestId('ticket-shortfalls').textContent).toContain('Lime juice: 20 ml missing (needed 50 ml, had 30 ml)');
  });

  it('describes a shortfall with how much was missing', () => {
    expect(describeShortfall({ inventoryItemId: 'x', name: 'Gin', unit: 'ml', needed: 60, available: 12.5 })).toBe(
      'Gin: 47.5 ml missing (needed 60 ml, had 12.5 ml)',
    );
  });

  it('finds new pending orders between polls, and moves that took stock', () => {
    expect(diffQueue(null, [order('a', 'pending', 1)])).toEqual({ added: [], stockMoved: false });
    const before = new Map([
      ['a', 'pending' as const],
      ['b', 'preparing' as const],
    ]);
    const changes = diffQueue(before, [order('a', 'preparing', 1), order('b', 'ready', 2), order('c', 'pending', 0)]);
    expect(changes.added.map((o) => o.id)).toEqual(['c']);
    expect(changes.stockMoved).toBe(true);
    expect(diffQueue(before, [order('a', 'preparing', 1), order('b', 'preparing', 2)]).stockMoved).toBe(false);
  });
});

describe('Pending Order Ingredients', () => {
  const orders = [
    order('p1', 'pending', 1, { ingredients: [ingredient('white-rum', 100), ingredient('lime-juice', 40)] }),
    order('p2', 'preparing', 2, { ingredients: [ingredient('white-rum', 50), ingredient('mint', 12, 'leaf')] }),
    // Ready orders already took their stock: not counted.
    order('r1', 'ready', 3, { ingredients: [ingredient('white-rum', 1000)] }),
  ];
  const inventory = [stock('white-rum', 120), stock('lime-juice', 500), stock('mint', 12, 'leaf')];

  it('adds up what the pending and preparing orders need and compares it with the stock', () => {
    expect(ingredientNeeds(orders, inventory).map(({ name, quantity, unit, inStock, short }) => ({ name, quantity, unit, inStock, short }))).toEqual([
      { name: 'lime juice', quantity: 40, unit: 'ml', inStock: 500, short: 0 },
      { name: 'mint', quantity: 12, unit: 'leaf', inStock: 12, short: 0 },
      { name: 'white rum', quantity: 150, unit: 'ml', inStock: 120, short: 30 },
    ]);
  });

  it('counts an item that is gone from the inventory as missing, and nothing as short while stock is unknown', () => {
    const [gone] = ingredientNeeds([orders[0]!], [stock('white-rum', 500)]);
    expect(gone).toMatchObject({ name: 'lime juice', inStock: 0, missing: true, short: 40 });
    expect(ingredientNeeds([orders[0]!], undefined).every((n) => n.inStock === null && n.short === 0)).toBe(true);
  });

  it('shows the totals and marks the shortages with text, not colour alone', () => {
    wrap(<PendingIngredients orders={orders} inventory={inventory} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Order Ingredients' })).toBeTruthy();
    const rows = screen.getAllByTestId('ingredient-need');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['lime juice', '40 ml', '500 ml', 'Enough'],
      ['mint', '12 leaf', '12 leaf', 'Enough'],
      ['white rum', '150 ml', '120 ml', 'Short by 30 ml'],
    ]);
    expect(rows.map((r) => r.getAttribute('data-short'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByText('1 ingredient is short for the open orders')).toBeTruthy();
  });

  it('says so when no order needs anything', () => {
    wrap(<PendingIngredients orders={[order('r1', 'ready', 3)]} inventory={inventory} />);
    expect(screen.getByText('No ingredients needed: there are no pending or preparing orders.')).toBeTruthy();
  });
});

describe('recipe detail modal', () => {
  const recipe = {
    id: 'mojito',
    name: 'Mojito',
    description: 'Rum, lime and mint.',
    category: 'cocktail',
    price: 9,
    prepTime: 4,
    ingredients: [
      { inventoryItemId: 'white-rum', quantity: 50, unit: 'ml' },
      { inventoryItemId: 'gone-item', quantity: 2, unit: 'dash' },
    ],
    instructions: ['Muddle the mint', 'Add rum and ice'],
    isAvailable: true,
    createdAt: '',
    updatedAt: '',
  } as Recipe;

  it('shows ingredients with quantities and units (inventory names), numbered instructions and prep time', () => {
    const onClose = jest.fn();
    wrap(<RecipeDetailModal open onClose={onClose} recipe={recipe} inventory={[stock('white-rum', 100)]} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Mojito' })).toBeTruthy();
    expect(within(dialog).getByText('Prep time: 4 minutes')).toBeTruthy();
    const [ingredients, steps] = within(dialog).getAllByRole('list');
    expect(within(ingredients!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['white rum50 ml', 'gone-item2 dash']);
    expect(steps!.tagName).toBe('OL');
    expect(within(steps!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Muddle the mint', 'Add rum and ice']);
    fireEvent.click(screen.getByTestId('close-recipe-modal'));
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Recipe details not found' when the recipe is gone", () => {
    wrap(<RecipeDetailModal open onClose={jest.fn()} title="Mojito" recipe={null} />);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Recipe details not found');
    expect(screen.getByTestId('close-recipe-modal')).toBeTruthy();
  });

  it("says 'Order not found' when the order is gone", () => {
    wrap(<RecipeDetailModal open onClose={jest.fn()} title="Mojito" recipe={recipe} notFound="Order not found" />);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Order not found');
    expect(screen.queryByText('Prep time: 4 minutes')).toBeNull();
  });
});

describe("'Recently served' (recentlyServed)", () => {
  const served = (id: string, minutes: number): Order =>
    order(id, 'completed', minutes + 5, {
      history: [{ at: minutesAgo(minutes), by: { id: 'b1', name: 'Bea' }, from: 'ready', to: 'completed' }],
    });

  it('the orders served in the last 10 minutes, the latest first; older ones and open ones left out', () => {
    const orders = [served('0000OLD1', 9), served('0000NEW1', 1), served('000STALE', 11), order('00READY1', 'ready', 2)];
    expect(recentlyServed(orders, NOW, false).map((r) => r.order.id)).toEqual(['0000NEW1', '0000OLD1']);
  });

  it("shows an order served after the screen's last clock tick (or by a server clock a little ahead) at once", () => {
    // The screen's `now` ticks every 15 s: the order was served 5 s after the last tick.
    const justServed = served('00JUST01', 0);
    justServed.history![0]!.at = new Date(NOW + 5_000).toISOString();
    expect(recentlyServed([justServed, served('0000NEW1', 1)], NOW, false).map((r) => r.order.id)).toEqual(['00JUST01', '0000NEW1']);
  });

  it('a manager sees the same window (the list is about the last minutes, not the whole night)', () => {
    expect(recentlyServed([served('0000OLD1', 30)], NOW, true)).toEqual([]);
  });
});
