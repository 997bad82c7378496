import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { LoadBoundary, retryableLazy } from './load-boundary';
import { isToasterWanted, subscribeToasterWanted, toasterFailed } from './toast';

export { TOAST_BOTTOM_INSET_VAR, TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast-settings';

const ToasterArea = retryableLazy(() => import('./toaster-area'));

/**
 * The app's toast area (toaster-area.tsx), mounted once. Its code is fetched when the browser is first idle after
 * the first screen, so that a toast saying the network failed does not itself need the network; it is rendered
 * from the first toast on.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => ToasterArea.preload(), 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => ToasterArea.preload(), { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (!wanted) return null;
  return (
    <LoadBoundary fallback={null} onError={toasterFailed}>
      <Suspense fallback={null}>
        <ToasterArea />
      </Suspense>
    </LoadBoundary>
  );
}
