import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_MONEY, currencySymbol, priceFormatter, type MoneySettings } from '@bar/domain';
import { DEFAULT_PRODUCT_NAME, type AppConfig } from './app-config';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used within an AppConfigProvider');
  return config;
}

/** The product's name: configured, else 'The Tipsy Tap'. */
export function useProductName(): string {
  return useContext(AppConfigContext)?.productName ?? DEFAULT_PRODUCT_NAME;
}

/**
 * Formats an amount in the bar's currency and locale ('$12.50' by default, '12,50 €' for EUR in de-DE): every
 * price, total and cost on screen goes through it.
 */
export function usePrice(): (value: number) => string {
  const money = useMoney();
  return useMemo(() => priceFormatter(money), [money]);
}

/** The bar's currency and locale (for the domain's formatters that take them). */
export function useMoney(): MoneySettings {
  return useContext(AppConfigContext)?.money ?? DEFAULT_MONEY;
}

/** The currency's sign for labels: 'Price ($)', 'Preis (€)'. */
export function useCurrencySymbol(): string {
  const money = useMoney();
  return useMemo(() => currencySymbol(money), [money]);
}
