import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configureApiClient } from './api/client';
import { App } from './app/app';
import { FatalErrorScreen } from './components/fatal-error';
import { loadAppConfig } from './config/app-config';
import { registerServiceWorker } from './pwa/register';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The guest app installs as an app, keeps its menu readable offline and notifies through the service worker.
registerServiceWorker(import.meta.env.PROD);

// index.html shows a plain loading screen until the configuration is here. The app's first render is a
// transition: React renders it in slices and keeps the page responsive on a slow phone, instead of one long task.
loadAppConfig()
  .then((config) => {
    configureApiClient({ baseUrl: config.apiBaseUrl });
    startTransition(() => {
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <FluentProvider theme={webLightTheme}>
        <FatalErrorScreen error={error} onRetry={() => window.location.reload()} />
      </FluentProvider>,
    );
  });
