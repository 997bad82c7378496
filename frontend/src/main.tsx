import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configureApiClient } from './api/client';
import { App } from './app/app';
import { FatalErrorScreen } from './components/fatal-error';
import { LoadingScreen } from './components/loading-screen';
import { loadAppConfig } from './config/app-config';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

root.render(
  <FluentProvider theme={webLightTheme}>
    <LoadingScreen fullPage />
  </FluentProvider>,
);

loadAppConfig()
  .then((config) => {
    configureApiClient({ baseUrl: config.apiBaseUrl });
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <FluentProvider theme={webLightTheme}>
        <FatalErrorScreen error={error} onRetry={() => window.location.reload()} />
      </FluentProvider>,
    );
  });
