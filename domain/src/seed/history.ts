import { orderTotal } from '../cart';
import { orderIngredients } from '../deduction';
import { businessDate, previousDate } from '../orders';
import type { Delivery, StockCount, Waste } from '../reports';
import type { Order, OrderStatusChange } from '../schemas';
import { roundQuantity } from '../units';
import { SEED_INVENTORY } from './inventory';
import { SEED_RECIPES } from './recipes';

/*
 * A few weeks of plausible history for the demo bar, so a new manager opens full reports: served orders every
 * night (busier at the weekend and around 10 p.m.) with their status moves and what they took from stock, an
 * opening stock count of the spirits, a delivery, some waste, and a closing count the night before today that
 * shows a little stock gone missing. Deterministic (a seeded generator), and ending before today's business date,
 * so today stays the live bar's own.
 */

export const DEMO_HISTORY_DAYS = 21;

export interface DemoHistory {
  orders: Order[];
  ledger: Array<StockCount | Delivery | Waste>;
}

/** A small deterministic generator (mulberry32): the same numbers on every machine, for the demo history and the bench. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STAFF = { id: 'demo-bartender', name: 'Demo Bartender' };
const MANAGER = { id: 'demo-manager', name: 'Demo Manager' };
const GUESTS = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Casey', 'Riley', 'Jamie', 'Morgan', 'Avery', 'Quinn'];
/** Share of a night's orders by hours after the day start (6 a.m.): 5 p.m. to 2 a.m., peaking at 10 p.m. */
const HOURS = [
  [11, 4],
  [12, 8],
  [13, 10],
  [14, 12],
  [15, 16],
  [16, 14],
  [17, 10],
  [18, 6],
  [19, 3],
] as const;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The history of the `days` business dates before `today` (in the bar's time zone, with its day start). The
 * stock counted at the end is `SEED_INVENTORY`'s quantities (what the bar holds now); the opening count is what
 * the orders, the delivery and the waste imply, plus a few percent of each spirit's use gone missing.
 */
export function demoHistory(today: string, timeZone = 'UTC', dayStartHour = 6, days = DEMO_HISTORY_DAYS): DemoHistory {
  const next = seededRandom(20261124);
  const recipes = SEED_RECIPES.filter((r) => r.isAvailable !== false);
  const recipesById = new Map(SEED_RECIPES.map((r) => [r.id, r]));
  const stockById = new Map(SEED_INVENTORY.map((i) => [i.id, i]));
  // Some drinks sell far more than others.
  const weights = recipes.map((_, i) => 1 / (1 + i * 0.35));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = next() * totalWeight;
    for (let i = 0; i < recipes.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return recipes[i]!;
    }
    return recipes[0]!;
  };

  const dates: string[] = [];
  for (let d = previousDate(today); dates.length < days; d = previousDate(d)) dates.unshift(d);
  const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`) + dayStartHour * 3_600_000;

  const orders: Order[] = [];
  dates.forEach((date, dayIndex) => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6 ? 1.8 : weekday === 0 || weekday === 1 ? 0.7 : 1;
    const count = Math.round((28 + next() * 16) * busy);
    for (let n = 0; n < count; n++) {
      let r = next() * 83;
      let hour: number = HOURS[0][0];
      for (const [h, share] of HOURS) {
        r -= share;
        hour = h;
        if (r <= 0) break;
      }
      const received = dayStartMs(date) + hour * 3_600_000 + Math.floor(next() * 3_600_000);
      const lines = new Map<string, number>();
      const drinks = next() < 0.6 ? 1 : next() < 0.7 ? 2 : 3;
      for (let k = 0; k < drinks; k++) {
        const recipe = pick();
        lines.set(recipe.id, (lines.get(recipe.id) ?? 0) + 1);
      }
      const items = [...lines].map(([recipeId, quantity]) => {
        const recipe = recipesById.get(recipeId)!;
        return { recipeId, recipeName: recipe.name, quantity, price: recipe.price };
      });
      // The bar falls behind at its peak: slower moves between 9 p.m. and midnight.
      const rush = hour >= 15 && hour <= 17 ? 1.8 : 1;
      const started = received + Math.round((20 + next() * 100) * rush) * 1000;
      const ready = started + Math.round((90 + next() * 200) * rush * drinks ** 0.5) * 1000;
      const served = ready + Math.round((15 + next() * 90) * rush) * 1000;
      const move = (at: number, from: Order['status'], to: Order['status']): OrderStatusChange => ({ at: iso(at), by: STAFF, from, to });
      const id = `demo-${date}-${String(n).padStart(3, '0')}`;
      orders.push({
        id,
        date: businessDate(new Date(received), timeZone, dayStartHour),
        items,
        status: 'completed',
        totalPrice: orderTotal(items),
        customerId: `demo-guest-${(dayIndex * 7 + n) % GUESTS.length}`,
        customerName: GUESTS[(dayIndex * 7 + n) % GUESTS.length]!,
        createdAt: iso(received),
        updatedAt: iso(served),
        ingredients: orderIngredients(items, recipesById, stockById),
        stockDeducted: true,
        history: [move(started, 'pending', 'preparing'), move(ready, 'preparing', 'ready'), move(served, 'ready', 'completed')],
      });
    }
  });

  // The ledger: the spirits counted before the first night and after the last one.
  const spirits = SEED_INVENTORY.filter((i) => i.category === 'spirit');
  const used = new Map<string, number>();
  for (const o of orders) for (const i of o.ingredients) used.set(i.inventoryItemId, (used.get(i.inventoryItemId) ?? 0) + i.quantity);
  const openingAt = dayStartMs(dates[0]!) + 9 * 3_600_000;
  const last = dates.at(-1)!;
  const closingAt = dayStartMs(last) + 21 * 3_600_000;
  const deliveryItem = spirits.find((i) => i.id === 'vodka') ?? spirits[0]!;
  const deliveryAt = dayStartMs(dates[Math.floor(days / 2)]!) + 8 * 3_600_000;
  const delivery: Delivery = {
    kind: 'delivery',
    id: 'demo-delivery-1',
    date: businessDate(new Date(deliveryAt), timeZone, dayStartHour),
    at: iso(deliveryAt),
    by: MANAGER,
    inventoryItemId: deliveryItem.id,
    name: deliveryItem.name,
    unit: deliveryItem.unit,
    quantity: 2100,
    unitCost: deliveryItem.cost,
  };
  const wasted: Waste[] = [
    { id: 'demo-waste-1', item: 'gin-london-dry', quantity: 50, reason: 'spill' as const, day: 4, note: 'Knocked over on the bar' },
    { id: 'demo-waste-2', item: 'rum-white', quantity: 700, reason: 'breakage' as const, day: 9, note: 'Bottle dropped' },
    { id: 'demo-waste-3', item: 'vodka', quantity: 100, reason: 'comp' as const, day: 15, note: 'Two drinks on the house' },
  ]
    .filter((w) => stockById.has(w.item))
    .map((w) => {
      const item = stockById.get(w.item)!;
      const at = dayStartMs(dates[Math.min(w.day, days - 1)]!) + 15 * 3_600_000;
      return { kind: 'waste', id: w.id, date: businessDate(new Date(at), timeZone, dayStartHour), at: iso(at), by: STAFF, inventoryItemId: item.id, name: item.name, unit: item.unit, quantity: w.quantity, reason: w.reason, note: w.note };
    });
  const closingLines = spirits.map((i) => ({ inventoryItemId: i.id, name: i.name, unit: i.unit, quantity: i.quantity, before: i.quantity }));
  const openingLines = spirits.map((i) => {
    const use = used.get(i.id) ?? 0;
    // What went missing besides: 0 to 8% of the item's use by orders.
    const missing = use * next() * 0.08;
    const delivered = i.id === delivery.inventoryItemId ? delivery.quantity : 0;
    const lost = wasted.filter((w) => w.inventoryItemId === i.id).reduce((s, w) => s + w.quantity, 0);
    const quantity = roundQuantity(Math.max(0, i.quantity + use + missing + lost - delivered));
    return { inventoryItemId: i.id, name: i.name, unit: i.unit, quantity, before: quantity };
  });
  const count = (id: string, at: number, lines: typeof openingLines): StockCount => ({
    kind: 'count',
    id,
    date: businessDate(new Date(at), timeZone, dayStartHour),
    at: iso(at),
    by: MANAGER,
    category: 'spirit',
    lines,
  });
  return { orders, ledger: [count('demo-count-opening', openingAt, openingLines), delivery, ...wasted, count('demo-count-closing', closingAt, closingLines)] };
}
