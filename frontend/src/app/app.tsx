import { BrowserRouter } from 'react-router';
import type { AppConfig } from '../config/app-config';
import { AppProviders } from './provider';
import { AppRoutes } from './router';

export function App({ config }: { config: AppConfig }) {
  return (
    <AppProviders config={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
