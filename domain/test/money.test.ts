import { DEFAULT_MONEY, costDisplay, currencyProblem, currencySymbol, formatPrice, formatUnitCost, localeProblem, priceFormatter } from '../src';

// Intl separates the amount and the sign with a no-break space in many locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  test("the default is the spec's dollars with 2 decimals", () => {
    expect(DEFAULT_MONEY).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  test("the bar's currency and locale decide the symbol, separators and order", () => {
    expect(plain(formatPrice(12.5, { currency: 'EUR', locale: 'de-DE' }))).toBe('12,50 €');
    expect(plain(formatPrice(1234.5, { currency: 'EUR', locale: 'de-DE' }))).toBe('1.234,50 €');
    expect(formatPrice(12.5, { currency: 'EUR', locale: 'en-IE' })).toBe('€12.50');
    expect(formatPrice(12.5, { currency: 'GBP', locale: 'en-GB' })).toBe('£12.50');
    const chf = priceFormatter({ currency: 'CHF', locale: 'de-CH' });
    expect(plain(chf(7))).toBe('CHF 7.00');
  });

  test('the sign for labels', () => {
    expect(currencySymbol()).toBe('$');
    expect(currencySymbol({ currency: 'EUR', locale: 'de-DE' })).toBe('€');
    expect(currencySymbol({ currency: 'CHF', locale: 'de-CH' })).toBe('CHF');
  });

  test('amounts are rounded to cents before they are shown; a broken amount shows as zero', () => {
    expect(formatPrice(2.005)).toBe('$2.01');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  test('costs per unit follow the same settings', () => {
    expect(formatUnitCost(0.025)).toBe('$0.025');
    expect(formatUnitCost(3)).toBe('$3.00');
    expect(plain(formatUnitCost(0.025, { currency: 'EUR', locale: 'de-DE' }))).toBe('0,025 €');
    expect(costDisplay({ cost: 0.03, unit: 'ml' }).text).toBe('$3.00 / 100 ml');
    expect(plain(costDisplay({ cost: 0.03, unit: 'ml' }, { currency: 'EUR', locale: 'de-DE' }).text)).toBe('3,00 € / 100 ml');
  });

  test('settings are checked: ISO 4217 codes in capitals, BCP 47 locale tags', () => {
    expect(currencyProblem('EUR')).toBeNull();
    expect(currencyProblem('eur')).toMatch(/ISO 4217/);
    expect(currencyProblem('EURO')).toMatch(/ISO 4217/);
    expect(currencyProblem('XYZ')).toMatch(/not a currency code/);
    expect(localeProblem('de-DE')).toBeNull();
    expect(localeProblem('en')).toBeNull();
    expect(localeProblem('de_DE')).toMatch(/BCP 47/);
    expect(localeProblem('')).toMatch(/BCP 47/);
    expect(localeProblem('en-US-<script>')).toMatch(/BCP 47/);
  });
});
