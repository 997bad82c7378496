import { useSyncExternalStore } from 'react';

/** Below this width (a phone) the header folds the persona switcher into the user menu. */
export const SMALL_SCREEN_QUERY = '(max-width: 639.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
