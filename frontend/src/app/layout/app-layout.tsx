import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { LoadBoundary, retryableLazy } from '../../components/load-boundary';
import { LoadingScreen } from '../../components/loading-screen';
import { ReadyAlerts } from '../../features/orders/ready-alerts';
import { usePersona } from '../../personas/persona-context';
import { Header } from './header';
import { RefusedNotice } from './refused-notice';

const useStyles = makeStyles({
  shell: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalS },
  },
  main: {
    flexGrow: 1,
    width: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    ':focus': { outline: 'none' },
    '@media (max-width: 639.98px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

// Not needed for the first paint; it also keeps the shared schemas (and zod) out of the first download.
const Footer = retryableLazy(async () => ({ default: (await import('./footer')).Footer }));

export const MAIN_CONTENT_ID = 'main-content';

/** The signed-in shell: skip link, header, main area, footer (the toast area is app-wide). */
export function AppLayout() {
  const styles = useStyles();
  const main = useRef<HTMLElement>(null);
  const { persona } = usePersona();
  return (
    <div className={styles.shell}>
      {persona === 'customer' ? <ReadyAlerts /> : null}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className={styles.main}>
        <RefusedNotice />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Without its download the page goes on without a footer (the next visit of the shell tries again). */}
      <LoadBoundary fallback={null} onError={() => undefined}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
