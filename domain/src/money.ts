/** Rounds an amount of money to cents. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * How the bar shows money: an ISO 4217 currency code and a BCP 47 locale (`BAR_CURRENCY`, `BAR_LOCALE`; the SPA
 * gets both from /app-config.json). Amounts are plain numbers everywhere else; only their text depends on this.
 */
export interface MoneySettings {
  currency: string;
  locale: string;
}

/** docs/spec.md §9's dollars: '$12.50'. */
export const DEFAULT_MONEY: Readonly<MoneySettings> = Object.freeze({ currency: 'USD', locale: 'en-US' });

/** Why a currency code cannot be used, or null. Upper-case ISO 4217 code that this runtime knows. */
export function currencyProblem(value: string): string | null {
  if (!/^[A-Z]{3}$/.test(value)) return `must be an ISO 4217 currency code in capitals such as USD or EUR, got '${value}'`;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  if (known && !known.includes(value)) return `is not a currency code this runtime knows, got '${value}'`;
  return null;
}

/** Why a locale tag cannot be used, or null. A BCP 47 tag such as en-US or de-DE. */
export function localeProblem(value: string): string | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value)) return `must be a BCP 47 locale tag such as en-US or de-DE, got '${value}'`;
  try {
    Intl.getCanonicalLocales(value);
  } catch {
    return `must be a BCP 47 locale tag such as en-US or de-DE, got '${value}'`;
  }
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat({ currency, locale }: MoneySettings, exact = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${exact ? 'exact' : 'cents'}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = exact ? { maximumFractionDigits: 6 } : {};
    // A setting that slipped past the checks above falls back to the default rather than breaking every screen.
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...options });
    } catch {
      format = new Intl.NumberFormat(DEFAULT_MONEY.locale, { style: 'currency', currency: DEFAULT_MONEY.currency, ...options });
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount as the bar's guests read it, rounded to cents first: '$12.50' (USD, en-US, the default),
 * '12,50 €' (EUR, de-DE), '€12.50' (EUR, en-IE). The one formatter for prices, totals and costs on both sides.
 */
export function formatPrice(value: number, money: MoneySettings = DEFAULT_MONEY): string {
  return numberFormat(money).format(roundMoney(Number.isFinite(value) ? value : 0));
}

/** A cost per unit as it was entered, not rounded to cents: '$0.025' (per ml), '0,025 €'. */
export function formatUnitCost(value: number, money: MoneySettings = DEFAULT_MONEY): string {
  return numberFormat(money, true).format(Number.isFinite(value) ? value : 0);
}

/** The currency's sign as the locale writes it, for labels such as 'Price ($)' or 'Preis (€)'. */
export function currencySymbol(money: MoneySettings = DEFAULT_MONEY): string {
  return numberFormat(money).formatToParts(0).find((part) => part.type === 'currency')?.value ?? money.currency;
}

/** A formatter bound to the bar's settings, for lists and components that format many amounts. */
export function priceFormatter(money: MoneySettings = DEFAULT_MONEY): (value: number) => string {
  return (value) => formatPrice(value, money);
}
