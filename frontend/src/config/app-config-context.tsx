import { createContext, useContext, type ReactNode } from 'react';
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
