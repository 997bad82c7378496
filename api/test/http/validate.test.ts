// The query parameters several routes share: a business date, a report's range. Each is read and checked once.
import { queryDate, queryRange, requiredQueryDate } from '../../src/http/validate';

const q = (s: string) => new URLSearchParams(s);

test('a date parameter is a business date as YYYY-MM-DD, or absent; required, its absence is a 400 too', () => {
  expect(queryDate(q('date=2026-11-27'), 'date')).toBe('2026-11-27');
  expect(queryDate(q('date='), 'date')).toBeUndefined();
  expect(queryDate(q(''), 'date')).toBeUndefined();
  expect(() => queryDate(q('date=27.11.2026'), 'date')).toThrow(expect.objectContaining({ kind: 'invalid', message: 'date: must be a date as YYYY-MM-DD' }));
  expect(requiredQueryDate(q('from=2026-11-01'), 'from')).toBe('2026-11-01');
  expect(() => requiredQueryDate(q(''), 'to')).toThrow(expect.objectContaining({ kind: 'invalid', message: 'to: is required as YYYY-MM-DD' }));
});

test("a report's range is a preset or two dates, checked against today; a 400 naming the problem otherwise", () => {
  expect(queryRange(q('range=today'), '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  expect(queryRange(q('from=2026-11-01&to=2026-11-02'), '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  expect(() => queryRange(q('range=forever'), '2026-11-27')).toThrow(expect.objectContaining({ kind: 'invalid' }));
});
