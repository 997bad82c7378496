/** Where the built service worker is served (its own file, see vite.sw.config.ts; no long caching). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded (it never competes with the first screen's downloads).
 * Production builds only: in development the worker would serve stale files to the dev server.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // The app works without it (no offline menu, notifications through the page only).
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Shows a system notification: through the service worker when there is one (the only way on Android Chrome),
 * else from the page. Resolves false when notifications are not allowed or not possible here.
 */
export async function showSystemNotification(title: string, options: NotificationOptions): Promise<boolean> {
  if (typeof window === 'undefined' || !('Notification' in window) || Notification.permission !== 'granted') return false;
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) {
      await registration.showNotification(title, options);
      return true;
    }
  } catch {
    // Fall back to the page's own notification.
  }
  try {
    new Notification(title, options);
    return true;
  } catch {
    return false;
  }
}
