import { builtinEngine } from '../../src/ai/builtin';
import { parseConfig, moneySettings } from '../../src/config';
import { demoBar, silentLog } from '../ai/fixtures';

const base = { AUTH_MODE: 'dev', COSMOS_ENDPOINT: 'https://127.0.0.1:8081', AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('BAR_CURRENCY and BAR_LOCALE', () => {
  test("the spec's dollars by default; another currency and locale when set", () => {
    expect(moneySettings(parseConfig(base))).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(moneySettings(parseConfig({ ...base, BAR_CURRENCY: ' EUR ', BAR_LOCALE: 'de-DE' }))).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(moneySettings(parseConfig({ ...base, BAR_CURRENCY: '', BAR_LOCALE: '' }))).toEqual({ currency: 'USD', locale: 'en-US' });
  });

  test('a bad value stops start-up with the setting named', () => {
    expect(() => parseConfig({ ...base, BAR_CURRENCY: '€' })).toThrow(/BAR_CURRENCY must be an ISO 4217 currency code/);
    expect(() => parseConfig({ ...base, BAR_CURRENCY: 'QQQ' })).toThrow(/BAR_CURRENCY is not a currency code/);
    expect(() => parseConfig({ ...base, BAR_LOCALE: 'de_DE' })).toThrow(/BAR_LOCALE must be a BCP 47 locale tag/);
  });

  test("the built-in AI bartender quotes prices in the bar's currency", async () => {
    const ask = { preferences: 'something fruity under 10 euros' };
    const euros = await builtinEngine.recommend(ask, { ...demoBar(), money: { currency: 'EUR', locale: 'de-DE' } }, silentLog());
    const reasons = euros.recommendations.map((r) => plain(r.reason)).join('\n');
    // 'under 10' is below 10 (the strict reading of a limit), said in the bar's currency.
    expect(reasons).toMatch(/\d,\d\d €, under 10,00 €/);
    expect(reasons).not.toContain('$');
    const dollars = await builtinEngine.recommend(ask, demoBar(), silentLog());
    expect(dollars.recommendations.map((r) => r.reason).join('\n')).toMatch(/\$\d+\.\d\d, under \$10\.00/);
  });
});
