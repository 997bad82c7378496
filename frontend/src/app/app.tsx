import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { AppConfig } from '../config/app-config';
import { AppProviders } from './provider';
import { createAppRouter } from './router';

export function App({ config }: { config: AppConfig }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
