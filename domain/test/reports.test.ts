import {
  businessDate,
  countedBetween,
  datesProblem,
  datesBetween,
  deductedAt,
  defaultVariancePeriod,
  deductedWithin,
  deductionsOf,
  hoursOfBusinessDay,
  inItemUnit,
  MAX_REPORT_DAYS,
  percentile,
  periodPourCost,
  reportRange,
  salesReport,
  stockCountInputSchema,
  summariseDay,
  toCsv,
  varianceBand,
  varianceBandLabel,
  varianceLine,
  varianceReport,
  wasteInputSchema,
  deliveryInputSchema,
  type ReportOrder,
  type StockCount,
  type VarianceInput,
} from '../src';

const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
const by = { id: 'bartender', name: 'Bartender' };

/** A served order received at `createdAt`, started, ready and served the given seconds later. */
function order(createdAt: string, lines: Array<[string, number, number]>, extra: Partial<ReportOrder> = {}, times = [60, 300, 420]): ReportOrder {
  const items = lines.map(([recipeId, quantity, price]) => ({ recipeId, recipeName: recipeId, quantity, price }));
  return {
    date: '2026-03-13',
    status: 'completed',
    createdAt,
    totalPrice: items.reduce((s, l) => s + l.price * l.quantity, 0),
    items,
    ingredients: [{ inventoryItemId: 'gin', name: 'Gin', category: 'spirit', unit: 'ml', quantity: 50 * items.reduce((s, l) => s + l.quantity, 0) }],
    stockDeducted: true,
    history: [
      { at: at(createdAt, times[0]!), by, from: 'pending', to: 'preparing' },
      { at: at(createdAt, times[1]!), by, from: 'preparing', to: 'ready' },
      { at: at(createdAt, times[2]!), by, from: 'ready', to: 'completed' },
    ],
    ...extra,
  };
}

const readyOnly = (o: ReportOrder): ReportOrder => ({ ...o, history: o.history!.filter((m) => m.to !== 'completed') });

const options = { dayStartHour: 6, targetPourCost: 0.25, drinkPourCost: new Map<string, number | null>(), itemCost: new Map([['gin', 0.04]]), menu: [] as Array<{ id: string; name: string; since?: string }> };

describe('the range of a report', () => {
  test('presets end today and count today in', () => {
    expect(reportRange({ range: 'today' }, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportRange({ range: '7d' }, '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(reportRange({ range: '30d' }, '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  test('chosen dates: both, in order, not in the future, at most a year and a day', () => {
    expect(reportRange({ from: '2026-01-01', to: '2026-01-31' }, '2026-03-01')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(reportRange({ from: '2026-01-01' }, '2026-03-01')).toMatch(/both are required/);
    expect(reportRange({ from: '2026-02-30', to: '2026-03-01' }, '2026-03-01')).toMatch(/^from: must be a date/);
    expect(reportRange({ from: '2026-03-01', to: '2026-02-01' }, '2026-03-01')).toMatch(/must not be before/);
    expect(reportRange({ from: '2026-03-01', to: '2026-03-02' }, '2026-03-01')).toBe("to: 2026-03-02 is in the future (today's business date is 2026-03-01)");
    // A date in the future is said to be one, whichever of the two it is.
    expect(reportRange({ from: '2026-03-05', to: '2026-03-02' }, '2026-03-01')).toBe("from: 2026-03-05 is in the future (today's business date is 2026-03-01)");
    expect(datesProblem('2026-03-02', '2026-03-03', '2026-03-01')).toMatch(/^from: 2026-03-02 is in the future/);
    expect(datesProblem('2026-02-02', '2026-03-01', '2026-03-01')).toBeNull();
    expect(reportRange({ range: 'year' }, '2026-03-01')).toMatch(/^range: must be one of/);
    // A name every plain object inherits is not a preset either.
    for (const range of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(reportRange({ range }, '2026-03-01')).toMatch(/^range: must be one of/);
    }
    expect(reportRange({ from: '2025-03-01', to: '2026-03-01' }, '2026-03-01')).toEqual({ from: '2025-03-01', to: '2026-03-01' }); // 366 days
    expect(reportRange({ from: '2025-02-28', to: '2026-03-01' }, '2026-03-01')).toMatch(/at most 366 days/);
  });

  test('dates between, over a month end and a leap day', () => {
    expect(datesBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(datesBetween('2020-01-01', '2030-01-01')).toHaveLength(MAX_REPORT_DAYS);
  });
});

describe('percentiles', () => {
  test('interpolated between ranks; none of nothing', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90)).toBeCloseTo(91);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([1, 2, 3], 100)).toBe(3);
  });
});

describe('one business date', () => {
  test('revenue, orders and drinks count served orders; usage counts what was taken from stock', () => {
    const orders = [
      order('2026-03-13T20:00:00Z', [['negroni', 2, 12]]),
      order('2026-03-13T20:30:00Z', [['mojito', 1, 10], ['negroni', 1, 12]]),
      // Ready, not served: its stock is gone, its sale is not counted yet.
      readyOnly(order('2026-03-13T21:00:00Z', [['mojito', 1, 10]], { status: 'ready' })),
      // Received only: neither.
      order('2026-03-13T21:10:00Z', [['mojito', 1, 10]], { status: 'pending', stockDeducted: false, history: [] }),
    ];
    const day = summariseDay('2026-03-13', orders, 'UTC');
    expect(day).toMatchObject({ orders: 2, revenue: 46, drinks: 4 });
    // The first order holds negronis alone: what it took is what negronis take.
    expect(day.drinksSold).toEqual({ negroni: { name: 'negroni', count: 3, revenue: 36, alone: { usage: { gin: 100 }, revenue: 24 } }, mojito: { name: 'mojito', count: 1, revenue: 10 } });
    expect(day.usage.gin!.quantity).toBe(250);
    // What the served orders used: the cost side of the pour cost, over the same orders as the revenue.
    expect(day.servedUsage).toEqual({ gin: 200 });
    expect(day.hours['20']).toMatchObject({ orders: 2, revenue: 46, drinks: 4 });
    expect(day.hours['21']).toMatchObject({ orders: 0, revenue: 0 });
    // Service is measured over served orders only (the same orders for every stage): the ready one is not yet.
    expect(day.hours['21']!.service).toEqual({ preparing: [], ready: [], completed: [] });
  });

  test('hours are read on the bar clock, across a daylight-saving change', () => {
    // Berlin, the night the clocks go back (2026-10-25, 03:00 CEST -> 02:00 CET): 02:30 happens twice.
    const first = order('2026-10-25T00:30:00Z', [['negroni', 1, 12]]);
    const second = order('2026-10-25T01:30:00Z', [['negroni', 1, 12]]);
    expect(businessDate(new Date(first.createdAt), 'Europe/Berlin', 6)).toBe('2026-10-24');
    expect(businessDate(new Date(second.createdAt), 'Europe/Berlin', 6)).toBe('2026-10-24');
    const back = summariseDay('2026-10-24', [first, second], 'Europe/Berlin');
    expect(back.hours['2']).toMatchObject({ orders: 2 });
    // The night they go forward (2026-03-29, 02:00 CET -> 03:00 CEST): there is no 2 a.m.
    const forward = summariseDay('2026-03-28', [order('2026-03-29T00:30:00Z', [['negroni', 1, 12]]), order('2026-03-29T01:30:00Z', [['negroni', 1, 12]])], 'Europe/Berlin');
    expect(Object.keys(forward.hours).sort()).toEqual(['1', '3']);
  });

  test('service times: seconds from received; a move recorded before the order was received is left out', () => {
    const skewed = order('2026-03-13T20:00:00Z', [['negroni', 1, 12]], {}, [-5, 200, 400]);
    const day = summariseDay('2026-03-13', [skewed], 'UTC');
    expect(day.hours['20']!.service).toEqual({ preparing: [], ready: [200], completed: [400] });
  });

  test('a serve taken back is no serve; after a move back the stage counts from when it was reached again', () => {
    const served = order('2026-03-13T20:00:00Z', [['negroni', 1, 12]]);
    const undone: ReportOrder = {
      ...served,
      status: 'ready',
      history: [...served.history!, { at: at(served.createdAt, 425), by, from: 'completed', to: 'ready', direction: 'back', undo: true }],
    };
    expect(summariseDay('2026-03-13', [undone], 'UTC').hours['20']!.service).toEqual({ preparing: [], ready: [], completed: [] });
    const again: ReportOrder = {
      ...undone,
      status: 'completed',
      history: [...undone.history!, { at: at(served.createdAt, 600), by, from: 'ready', to: 'completed' }],
    };
    expect(summariseDay('2026-03-13', [again], 'UTC').hours['20']!.service).toEqual({ preparing: [60], ready: [300], completed: [600] });
  });

  test('every stage over the same served orders: the 90th percentile to served is never below the one to ready', () => {
    const orders = [
      order('2026-03-13T23:00:00Z', [['negroni', 1, 12]], {}, [10, 20, 25]),
      // Made ready slowly and not served yet: before, its ready time counted and its serve did not.
      readyOnly(order('2026-03-13T23:01:00Z', [['negroni', 1, 12]], { status: 'ready' }, [10, 37, 40])),
    ];
    const hour = summariseDay('2026-03-13', orders, 'UTC').hours['23']!;
    expect(hour.service).toEqual({ preparing: [10], ready: [20], completed: [25] });
  });

  test('an order deducts at its move to ready', () => {
    const o = order('2026-03-13T20:00:00Z', [['negroni', 1, 12]]);
    expect(deductedAt(o)).toBe('2026-03-13T20:05:00.000Z');
    expect(deductedAt({ ...o, stockDeducted: false })).toBeNull();
    expect(deductedAt({ ...o, history: [] })).toBe(o.createdAt);
  });
});

describe('a range of business dates', () => {
  const day1 = summariseDay('2026-03-12', [order('2026-03-12T20:00:00Z', [['negroni', 2, 12]]), order('2026-03-13T01:30:00Z', [['mojito', 1, 10]], {}, [30, 90, 600])], 'UTC');
  const day3 = summariseDay('2026-03-14', [order('2026-03-14T20:10:00Z', [['negroni', 1, 12]], {}, [120, 360, 480])], 'UTC');

  test('totals, average order value, every date of the range (none missed) and hours from the day start', () => {
    const r = salesReport({ from: '2026-03-12', to: '2026-03-14' }, [day1, day3], options);
    expect(r.totals).toMatchObject({ revenue: 46, orders: 3, drinks: 4, averageOrderValue: 15.33 });
    expect(r.byDay).toEqual([
      { date: '2026-03-12', revenue: 34, orders: 2, drinks: 3 },
      { date: '2026-03-13', revenue: 0, orders: 0, drinks: 0 },
      { date: '2026-03-14', revenue: 12, orders: 1, drinks: 1 },
    ]);
    expect(r.byHour.map((h) => h.hour)).toEqual(hoursOfBusinessDay(6));
    expect(r.byHour[0]!.hour).toBe(6);
    expect(r.byHour.find((h) => h.hour === 20)).toEqual({ hour: 20, revenue: 36, orders: 2, drinks: 3 });
    expect(r.byHour.find((h) => h.hour === 1)).toEqual({ hour: 1, revenue: 10, orders: 1, drinks: 1 });
  });

  test('service medians and 90th percentiles per hour, over the days together', () => {
    const r = salesReport({ from: '2026-03-12', to: '2026-03-14' }, [day1, day3], options);
    const eight = r.service.find((s) => s.hour === 20)!;
    expect(eight.preparing).toEqual({ count: 2, median: 90, p90: 114 });
    expect(eight.completed).toEqual({ count: 2, median: 450, p90: 474 });
    // Hours without orders are left out.
    expect(r.service.map((s) => s.hour)).toEqual([20, 1]);
  });

  test('no orders: no average, no pour cost', () => {
    const r = salesReport({ from: '2026-03-13', to: '2026-03-13' }, [], options);
    expect(r.totals).toMatchObject({ revenue: 0, orders: 0, averageOrderValue: null, pourCost: null });
    expect(r.drinks).toEqual([]);
  });

  const menuOf = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

  test('top and bottom drinks by count and by revenue, with pour cost; drinks that sold nothing at the bottom', () => {
    const days = [
      summariseDay('2026-03-13', [
        order('2026-03-13T20:00:00Z', [['a', 9, 10], ['b', 8, 10], ['c', 7, 10], ['d', 6, 10], ['e', 5, 10], ['f', 4, 30], ['g', 1, 5]]),
      ]),
    ];
    const r = salesReport({ from: '2026-03-13', to: '2026-03-13' }, days, {
      ...options,
      drinkPourCost: new Map([['a', 0.2], ['g', null]]),
      menu: menuOf('z', 'y', 'a', 'b', 'c', 'd', 'e', 'f', 'g'),
    });
    expect(r.topByCount.map((d) => d.recipeId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The least sold first; drinks that sold nothing tie at 0 and go by name A-Z.
    expect(r.bottomByCount.map((d) => d.recipeId)).toEqual(['y', 'z', 'g', 'f']);
    expect(r.topByRevenue.map((d) => d.recipeId)).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(r.bottomByRevenue.map((d) => d.recipeId)).toEqual(['y', 'z', 'g', 'e']);
    expect(r.topByCount[0]).toMatchObject({ recipeId: 'a', count: 9, revenue: 90, pourCost: 0.2 });
    expect(r.drinks.find((d) => d.recipeId === 'z')).toMatchObject({ count: 0, revenue: 0, pourCost: null });
    expect(r.drinks.some((d) => d.removed)).toBe(false);
  });

  test('the top lists hold only drinks that sold; the bottom list is the least sold of the menu, ties A-Z', () => {
    const days = [summariseDay('2026-03-13', [order('2026-03-13T20:00:00Z', [['mojito', 2, 10]]), order('2026-03-13T21:00:00Z', [['negroni', 1, 12]])])];
    const r = salesReport({ from: '2026-03-13', to: '2026-03-13' }, days, { ...options, menu: menuOf('mojito', 'negroni', 'daiquiri', 'spritz', 'americano', 'bellini', 'collins', 'zombie') });
    expect(r.topByCount.map((d) => d.recipeId)).toEqual(['mojito', 'negroni']);
    expect(r.topByRevenue.map((d) => d.recipeId)).toEqual(['mojito', 'negroni']);
    expect(r.bottomByCount.map((d) => d.recipeId)).toEqual(['americano', 'bellini', 'collins', 'daiquiri', 'spritz']);
    expect(r.bottomByRevenue.map((d) => d.recipeId)).toEqual(['americano', 'bellini', 'collins', 'daiquiri', 'spritz']);
    // A drink added to the menu after the range was not on its menu.
    const later = salesReport({ from: '2026-03-13', to: '2026-03-13' }, days, { ...options, menu: [...menuOf('mojito', 'negroni'), { id: 'new', name: 'new', since: '2026-03-14' }, { id: 'old', name: 'old', since: '2026-03-13' }] });
    expect(later.drinks.map((d) => d.recipeId)).toEqual(['mojito', 'negroni', 'old']);
  });

  test("a drink deleted and made again under its name: the old row says it was removed, with its orders' pour cost", () => {
    const days = [
      summariseDay('2026-03-13', [
        // The old Mojito alone: 50 ml of gin at $0.04 = $2 of $10.
        order('2026-03-13T20:00:00Z', [['old-mojito', 1, 10]], { items: [{ recipeId: 'old-mojito', recipeName: 'Mojito', quantity: 1, price: 10 }] }),
        order('2026-03-13T21:00:00Z', [['new-mojito', 1, 11]], { items: [{ recipeId: 'new-mojito', recipeName: 'Mojito', quantity: 1, price: 11 }] }),
        // With another drink in the order: what each took is not known, so it says nothing of the old Mojito's cost.
        order('2026-03-13T22:00:00Z', [['gone', 1, 9]], { items: [{ recipeId: 'gone', recipeName: 'Gimlet', quantity: 1, price: 9 }, { recipeId: 'new-mojito', recipeName: 'Mojito', quantity: 1, price: 11 }] }),
      ]),
    ];
    const r = salesReport({ from: '2026-03-13', to: '2026-03-13' }, days, { ...options, drinkPourCost: new Map([['new-mojito', 0.18]]), menu: [{ id: 'new-mojito', name: 'Mojito' }] });
    expect(r.drinks.find((d) => d.recipeId === 'new-mojito')).toMatchObject({ name: 'Mojito', count: 2, pourCost: 0.18 });
    expect(r.drinks.find((d) => d.recipeId === 'new-mojito')!.removed).toBeUndefined();
    expect(r.drinks.find((d) => d.recipeId === 'old-mojito')).toMatchObject({ name: 'Mojito (removed)', removed: true, count: 1, revenue: 10, pourCost: 0.2 });
    expect(r.drinks.find((d) => d.recipeId === 'gone')).toMatchObject({ name: 'Gimlet (removed)', removed: true, pourCost: null });
  });

  test('pour cost: cost and revenue over the same orders, the served ones; an order made ready and not served adds to neither', () => {
    const served = order('2026-03-13T20:00:00Z', [['negroni', 1, 10]]);
    const before = salesReport({ from: '2026-03-13', to: '2026-03-13' }, [summariseDay('2026-03-13', [served])], options);
    // 50 ml at $0.04 = $2 of $10.
    expect(before.totals).toMatchObject({ revenue: 10, theoreticalCost: 2, pourCost: 0.2 });
    const waiting = readyOnly(order('2026-03-13T20:30:00Z', [['negroni', 1, 10]], { status: 'ready' }));
    // Served, then moved back to ready: its stock stays taken, its sale is not counted.
    const movedBack = order('2026-03-13T20:40:00Z', [['negroni', 1, 10]], { status: 'ready' });
    const after = salesReport({ from: '2026-03-13', to: '2026-03-13' }, [summariseDay('2026-03-13', [served, waiting, movedBack])], options);
    expect(after.totals).toMatchObject({ revenue: 10, theoreticalCost: 2, pourCost: 0.2 });
  });

  test("orders taken in ml are costed at an item's cost per cl once it is kept in cl", () => {
    const served = order('2026-03-13T20:00:00Z', [['negroni', 1, 10]]);
    // 50 ml is 5 cl at $0.40 a cl: $2 of $10, as before the unit changed.
    const inCl = salesReport({ from: '2026-03-13', to: '2026-03-13' }, [summariseDay('2026-03-13', [served])], { ...options, itemCost: new Map([['gin', 0.4]]), itemUnit: new Map([['gin', 'cl']]) });
    expect(inCl.totals).toMatchObject({ revenue: 10, theoreticalCost: 2, pourCost: 0.2 });
  });

  test('pour cost of the period: what the orders took from stock, at cost, over revenue', () => {
    const r = salesReport({ from: '2026-03-12', to: '2026-03-14' }, [day1, day3], options);
    // 4 drinks x 50 ml of gin at $0.04 = $8 over $46.
    expect(r.totals.theoreticalCost).toBe(8);
    expect(r.totals.pourCost).toBeCloseTo(8 / 46);
    expect(r.totals.targetPourCost).toBe(0.25);
    expect(periodPourCost(8, 0)).toBeNull();
  });
});

describe('variance', () => {
  const input = (extra: Partial<VarianceInput>): VarianceInput => ({
    inventoryItemId: 'gin',
    name: 'Gin',
    unit: 'ml',
    category: 'spirit',
    cost: 0.04,
    opening: 2000,
    closing: 1000,
    delivered: 700,
    wasted: 100,
    theoretical: 1500,
    ...extra,
  });

  test('actual usage = opening + deliveries - waste - closing; variance in unit, dollars and percent', () => {
    const line = varianceLine(input({}));
    expect(line.actual).toBe(1600);
    expect(line.variance).toBe(100);
    expect(line.varianceCost).toBe(4);
    expect(line.variancePercent).toBeCloseTo(6.6667);
    expect(line.band).toBe('over-6');
  });

  test('bands: under 2, 2 to 4, 4 to 6, over 6, by size either way', () => {
    expect(varianceBand(0)).toBe('under-2');
    expect(varianceBand(1.99)).toBe('under-2');
    expect(varianceBand(2)).toBe('2-4');
    expect(varianceBand(-3)).toBe('2-4');
    expect(varianceBand(4)).toBe('4-6');
    expect(varianceBand(6)).toBe('4-6');
    expect(varianceBand(6.01)).toBe('over-6');
    expect(varianceBand(-10)).toBe('over-6');
    // 0.1 + 0.2 style noise on the edge does not move a band.
    expect(varianceBand(((0.1 + 0.2) / 0.15) * 1)).toBe('2-4');
    expect(varianceBand(null, 0)).toBe('under-2');
    expect(varianceBand(null, 30)).toBe('over-6');
  });

  test('a band is called a loss only for a loss: stock found over what the orders explain says so', () => {
    // 30 ml more of an item no order used: no percentage, the top band, and not 'losing stock'.
    const gain = varianceLine(input({ opening: 150, closing: 180, delivered: 0, wasted: 0, theoretical: 0 }));
    expect(gain.variance).toBe(-30);
    expect(gain.band).toBe('over-6');
    expect(varianceBandLabel(gain.band, gain.variance)).toBe('Over 6% more than orders explain (check counts and deliveries)');
    expect(varianceBandLabel('over-6', 12)).toBe('Over 6% (losing stock)');
    expect(varianceBandLabel('under-2', -1)).toBe('Under 2% (healthy)');
  });

  test('stock found over is a negative variance', () => {
    const line = varianceLine(input({ closing: 1150 }));
    expect(line.variance).toBe(-50);
    expect(line.varianceCost).toBe(-2);
    expect(line.band).toBe('2-4');
  });

  test('nothing used by orders: no percentage', () => {
    expect(varianceLine(input({ theoretical: 0, opening: 100, closing: 100, delivered: 0, wasted: 0 }))).toMatchObject({ actual: 0, variancePercent: null, band: 'under-2' });
  });

  test('sorted by dollar impact, with totals', () => {
    const report = varianceReport([
      input({}),
      input({ inventoryItemId: 'lime', name: 'Lime', cost: 0.5, unit: 'piece', opening: 40, closing: 10, delivered: 0, wasted: 0, theoretical: 20 }),
      input({ inventoryItemId: 'tonic', name: 'Tonic', cost: 0.01, opening: 1000, closing: 500, delivered: 0, wasted: 0, theoretical: 500 }),
    ]);
    expect(report.lines.map((l) => l.inventoryItemId)).toEqual(['lime', 'gin', 'tonic']);
    expect(report.totals).toMatchObject({ theoreticalCost: 75, actualCost: 84, varianceCost: 9 });
    expect(report.totals.variancePercent).toBeCloseTo(12);
    expect(report.totals.band).toBe('over-6');
  });

  test("the total's dollar impact is the sum of the lines' as shown, however each line rounds", () => {
    // Three lines of 1/3 cent each way: unrounded the total would be 3 cents off the rows shown.
    const lines = ['a', 'b', 'c'].map((id) => input({ inventoryItemId: id, name: id, cost: 0.0333, opening: 100, closing: 0, delivered: 0, wasted: 0, theoretical: 99.5 }));
    const report = varianceReport(lines);
    const shown = report.lines.reduce((sum, l) => sum + l.varianceCost, 0);
    expect(report.totals.varianceCost).toBeCloseTo(shown, 10);
    expect(report.totals.actualCost).toBeCloseTo(report.totals.theoreticalCost + report.totals.varianceCost, 10);
  });
});

describe('deductions: when orders took stock (what a variance needs of its edge dates)', () => {
  test('per item, at the move to ready, in time order; orders that took nothing are left out', () => {
    const late = order('2026-03-13T22:00:00.000Z', [['negroni', 1, 12]]);
    const early = order('2026-03-13T20:00:00.000Z', [['negroni', 2, 12]]);
    const notTaken = order('2026-03-13T21:00:00.000Z', [['negroni', 1, 12]], { stockDeducted: false, status: 'preparing' });
    const d = deductionsOf([late, early, notTaken]);
    expect(d).toEqual({ gin: [[at('2026-03-13T20:00:00.000Z', 300), 100, 1], [at('2026-03-13T22:00:00.000Z', 300), 50, 1]] });
    // After the opening count (exclusive) and up to the closing count (inclusive).
    expect(deductedWithin(d, 'gin', '2026-03-13T20:00:00.000Z', '2026-03-13T23:00:00.000Z')).toBe(150);
    expect(deductedWithin(d, 'gin', at('2026-03-13T20:00:00.000Z', 300), '2026-03-13T23:00:00.000Z')).toBe(50);
    expect(deductedWithin(d, 'gin', '2026-03-13T19:00:00.000Z', at('2026-03-13T20:00:00.000Z', 300))).toBe(100);
    expect(deductedWithin(d, 'rum', '2026-03-13T19:00:00.000Z', '2026-03-13T23:00:00.000Z')).toBe(0);
    expect(deductedWithin(undefined, 'gin', '2026-03-13T19:00:00.000Z', '2026-03-13T23:00:00.000Z')).toBe(0);
  });
});

describe('the stock ledger', () => {
  const count = (at: string, lines: Array<[string, number]>): StockCount => ({
    kind: 'count',
    id: `count-${at}`,
    date: at.slice(0, 10),
    at,
    by,
    category: 'spirit',
    lines: lines.map(([inventoryItemId, quantity]) => ({ inventoryItemId, name: inventoryItemId, unit: 'ml', quantity, before: 0 })),
  });

  test('items counted on both sides, the later count of a side winning', () => {
    const pairs = countedBetween(
      [count('2026-03-01T10:00:00Z', [['gin', 900], ['rum', 500]]), count('2026-03-01T11:00:00Z', [['gin', 1000]])],
      [count('2026-03-08T10:00:00Z', [['gin', 400], ['vodka', 100]])],
    );
    expect([...pairs.keys()]).toEqual(['gin']);
    expect(pairs.get('gin')).toMatchObject({ opening: 1000, openingAt: '2026-03-01T11:00:00Z', closing: 400, closingAt: '2026-03-08T10:00:00Z' });
  });

  test('two counts on one business date: the first opens, the last closes', () => {
    const day = [count('2026-03-01T10:00:00Z', [['gin', 1000]]), count('2026-03-01T23:00:00Z', [['gin', 600]])];
    expect(countedBetween(day, day, true).get('gin')).toMatchObject({ opening: 1000, closing: 600 });
    expect(countedBetween(day, day, false).size).toBe(0);
  });

  test('bottle sizes: quantities typed in bottles', () => {
    expect(inItemUnit(1.3, 'bottle', 700)).toBe(910);
    expect(inItemUnit(2, 'bottle', undefined)).toBeNull();
    expect(inItemUnit(12.5, 'unit', undefined)).toBe(12.5);
  });

  test('a quantity is kept to the thousandth before any check and before it is stored: 0.3 of a 700 ml bottle is 210 ml', () => {
    // 0.3 bottle worked out in floating point by a client: one ten-thousand-billionth short of 210.
    const typed = 209.99999999999997;
    expect(typed).not.toBe(210);
    const count = stockCountInputSchema.parse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: typed }] });
    expect(count.lines[0]!.quantity).toBe(210);
    expect(deliveryInputSchema.parse({ id: 'delivery-1', inventoryItemId: 'gin', quantity: 0.1 + 0.2, unitCost: 1 }).quantity).toBe(0.3);
    expect(wasteInputSchema.parse({ id: 'waste-0001', inventoryItemId: 'gin', quantity: typed, reason: 'spill' }).quantity).toBe(210);
    // A count stored unrounded before reads as what was counted.
    const line = varianceLine({ inventoryItemId: 'gin', name: 'Gin', unit: 'ml', category: 'spirit', cost: 0.04, opening: 700, closing: typed, delivered: 0, wasted: 0, theoretical: 490 });
    expect(line).toMatchObject({ closing: 210, actual: 490, variance: 0 });
  });

  test('bad input is refused with the field named', () => {
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [] }).success).toBe(false);
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: 1 }, { inventoryItemId: 'gin', quantity: 2 }] }).success).toBe(false);
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: '..', quantity: 1 }] }).success).toBe(false);
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: -1 }] }).success).toBe(false);
    expect(deliveryInputSchema.safeParse({ id: 'delivery-1', inventoryItemId: 'gin', quantity: 0, unitCost: 1 }).success).toBe(false);
    expect(deliveryInputSchema.safeParse({ id: 'delivery-1', inventoryItemId: 'gin', quantity: 2, unitCost: 25, per: 'bottle' }).success).toBe(true);
    expect(wasteInputSchema.safeParse({ id: 'waste-0001', inventoryItemId: 'gin', quantity: 5, reason: 'theft' }).success).toBe(false);
    expect(wasteInputSchema.safeParse({ id: 'waste-0001', inventoryItemId: 'gin', quantity: 5, reason: 'spill' }).success).toBe(true);
    // A count line in bottles keeps to tenths of a bottle, as deliveries and waste do; an unknown 'per' is refused, not ignored.
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: 1.5, per: 'bottle' }] }).success).toBe(true);
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: 1.25, per: 'bottle' }] }).error?.issues[0]).toMatchObject({ path: ['lines', 0, 'quantity'], message: expect.stringMatching(/tenths of a bottle/) });
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: 1, per: 'case' }] }).error?.issues[0]).toMatchObject({ path: ['lines', 0, 'per'], message: 'must be unit or bottle' });
    // Stock delivered or wasted is of something: below 0 and 0 alike are 'must be more than 0'; a count may find 0.
    expect(deliveryInputSchema.safeParse({ id: 'delivery-1', inventoryItemId: 'gin', quantity: -700, unitCost: 1 }).error?.issues[0]?.message).toBe('must be more than 0');
    expect(wasteInputSchema.safeParse({ id: 'waste-0001', inventoryItemId: 'gin', quantity: 0, reason: 'spill' }).error?.issues[0]?.message).toBe('must be more than 0');
    expect(stockCountInputSchema.safeParse({ id: 'count-0001', category: 'spirit', lines: [{ inventoryItemId: 'gin', quantity: -1 }] }).error?.issues[0]?.message).toBe('must be 0 or more');
    // A retry key too short says what it is for.
    expect(deliveryInputSchema.safeParse({ id: 'd-1', inventoryItemId: 'gin', quantity: 1, unitCost: 1 }).error?.issues[0]?.message).toMatch(/^must be 8 to 100 characters: a key the client makes once per record/);
  });
});

describe('the variance period shown first', () => {
  const count = (date: string, hour: number, category: string, items: string[]): StockCount => ({
    kind: 'count',
    id: `count-${date}-${hour}-${category}`,
    date,
    at: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    by,
    category,
    lines: items.map((id) => ({ inventoryItemId: id, name: id, unit: 'ml', quantity: 100, before: 100 })),
  });

  test('the last two counts of the same items, not the last two counts of any kind', () => {
    // Spirits on the 1st and the 5th, beer on the 7th: the 5th against the 7th has nothing in common.
    const counts = [count('2026-03-01', 9, 'spirit', ['gin', 'rum']), count('2026-03-05', 9, 'spirit', ['gin']), count('2026-03-07', 9, 'beer', ['lager'])];
    expect(defaultVariancePeriod(counts)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    // The beer counted again on the 9th: that period is the latest.
    expect(defaultVariancePeriod([...counts, count('2026-03-09', 9, 'beer', ['lager'])])).toEqual({ from: '2026-03-07', to: '2026-03-09' });
  });

  test('two counts of the same items on one date; none when no two counts share an item', () => {
    expect(defaultVariancePeriod([count('2026-03-01', 9, 'spirit', ['gin']), count('2026-03-01', 23, 'spirit', ['gin'])])).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(defaultVariancePeriod([count('2026-03-01', 9, 'spirit', ['gin']), count('2026-03-02', 9, 'beer', ['lager'])])).toBeNull();
    expect(defaultVariancePeriod([count('2026-03-01', 9, 'spirit', ['gin'])])).toBeNull();
    expect(defaultVariancePeriod([])).toBeNull();
  });
});

describe('CSV', () => {
  test('quotes what needs quoting and keeps formulas as text', () => {
    expect(toCsv(['drink', 'count'], [['Gin, Tonic', 3], ['Say "hi"', null], ['=HYPERLINK("x")', 1]])).toBe(
      'drink,count\r\n"Gin, Tonic",3\r\n"Say ""hi""",\r\n"\'=HYPERLINK(""x"")",1\r\n',
    );
  });
});

test('a delivery or waste in bottles is in tenths of a bottle, as counts are; in the unit, to the thousandth', () => {
  const base = { id: 'delivery-12345678', inventoryItemId: 'gin', unitCost: 20 };
  expect(deliveryInputSchema.safeParse({ ...base, quantity: 0.15, per: 'bottle' }).error?.issues[0]).toMatchObject({ path: ['quantity'], message: expect.stringContaining('tenths of a bottle') });
  expect(deliveryInputSchema.safeParse({ ...base, quantity: 1.5, per: 'bottle' }).success).toBe(true);
  expect(deliveryInputSchema.safeParse({ ...base, quantity: 0.15, per: 'unit' }).success).toBe(true);
  expect(wasteInputSchema.safeParse({ id: 'waste-12345678', inventoryItemId: 'gin', quantity: 0.25, per: 'bottle', reason: 'spill' }).success).toBe(false);
  expect(wasteInputSchema.safeParse({ id: 'waste-12345678', inventoryItemId: 'gin', quantity: 0.3, per: 'bottle', reason: 'spill' }).success).toBe(true);
});
