import { closedDayRefusal } from '@bar/domain';

/**
 * Moving back is for tonight's orders (a mis-tap, a drink served to the wrong table): a closed business day's
 * orders are its sales, and moving one back (then forward again) would rewrite them and take stock today.
 */
const dates = ['2026-11-25', '2026-11-24'] as const;

test("a served order goes back only on its own business day", () => {
  expect(closedDayRefusal({ status: 'completed', date: '2026-11-25' }, dates)).toBeUndefined();
  expect(closedDayRefusal({ status: 'completed', date: '2026-11-24' }, dates)).toMatch(/closed business day \(2026-11-24\)/);
  expect(closedDayRefusal({ status: 'completed', date: '2026-11-03' }, dates)).toMatch(/cannot be moved back/);
});

test('an order still on its way goes back while the queue shows it (today and the day before), never from an older day', () => {
  for (const status of ['ready', 'preparing'] as const) {
    expect(closedDayRefusal({ status, date: '2026-11-25' }, dates)).toBeUndefined();
    expect(closedDayRefusal({ status, date: '2026-11-24' }, dates)).toBeUndefined();
    expect(closedDayRefusal({ status, date: '2026-11-23' }, dates)).toMatch(/closed business day/);
  }
});
