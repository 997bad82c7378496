// The bar's settings the composition root hands to the use cases (BarSettings): each read from the configuration
// when asked, so building the dependencies never fails on a setting, and a business date follows them.
import { barSettings } from '../../src/composition';
import { parseConfig, type ApiConfig } from '../../src/config';
import { currentDates } from '../../src/orders/dates';

const base = { AUTH_MODE: 'dev', COSMOS_ENDPOINT: 'https://127.0.0.1:8081', AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' };

describe('the settings handed to the use cases', () => {
  test('each is the configured value, read when asked', () => {
    let reads = 0;
    const cfg = parseConfig({ ...base, BAR_TIMEZONE: 'Europe/Berlin', BAR_DAY_START_HOUR: '5', TARGET_POUR_COST: '0.2', BAR_CURRENCY: 'EUR', BAR_LOCALE: 'de-DE', OPEN_ORDERS_PER_GUEST: '3', OPEN_DRINKS_PER_GUEST: '9', GUEST_STOCK_SHARE: '0.5' });
    const settings = barSettings(() => (reads++, cfg));
    expect(reads).toBe(0);
    expect([settings.timeZone(), settings.dayStartHour(), settings.targetPourCost(), settings.money()]).toEqual(['Europe/Berlin', 5, 0.2, { currency: 'EUR', locale: 'de-DE' }]);
    expect([settings.openOrdersPerGuest(), settings.openDrinksPerGuest(), settings.guestStockShare()]).toEqual([3, 9, 0.5]);
    expect(reads).toBe(7);
  });

  test("the bar's drinking age: 21 unless set, 16 to 25 when set", () => {
    expect(barSettings(() => parseConfig(base)).drinkingAge()).toBe(21);
    expect(barSettings(() => parseConfig({ ...base, BAR_DRINKING_AGE: '18' })).drinkingAge()).toBe(18);
    for (const bad of ['15', '26', '18.5', 'eighteen']) expect(() => parseConfig({ ...base, BAR_DRINKING_AGE: bad })).toThrow(/BAR_DRINKING_AGE/);
  });

  test('a bad setting fails where it is read, not where the settings are built', () => {
    const settings = barSettings((): ApiConfig => parseConfig({ ...base, BAR_TIMEZONE: 'Europe/Berlin', TARGET_POUR_COST: '2' }));
    expect(() => settings.targetPourCost()).toThrow(/TARGET_POUR_COST/);
  });

  test("the business dates follow the bar's time zone and day start", () => {
    const now = new Date('2026-11-24T04:30:00.000Z');
    expect(currentDates(now, { timeZone: 'UTC', dayStartHour: 6 })).toEqual(['2026-11-23', '2026-11-22']);
    expect(currentDates(now, { timeZone: 'UTC', dayStartHour: 4 })).toEqual(['2026-11-24', '2026-11-23']);
    expect(currentDates(now, { timeZone: 'Asia/Tokyo', dayStartHour: 6 })).toEqual(['2026-11-24', '2026-11-23']);
  });
});
