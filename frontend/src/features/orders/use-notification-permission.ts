import { useCallback, useState } from 'react';

export type NotificationState = NotificationPermission | 'unsupported';

function current(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The browser's notification permission; asked for only when the guest presses the button, never on load. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationState>(current);
  const request = useCallback(async () => {
    if (current() === 'unsupported') return;
    try {
      // Older Safari answers through a callback instead of a promise.
      const answer = await new Promise<NotificationPermission>((resolve) => {
        const promise = Notification.requestPermission(resolve);
        if (promise) void promise.then(resolve);
      });
      setPermission(answer);
    } catch {
      setPermission(current());
    }
  }, []);
  return { permission, request };
}
