import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * How long a control that has just slid into a new place ignores taps: long enough that a tap aimed at what was
 * there a moment ago does not land on it, short enough not to be felt as a dead button.
 */
export const TAP_SETTLE_MS = 700;

/**
 * Guards a tap against layout that moved under the finger. `place` names where the control stands (e.g. its index
 * in its list and what is above it); when it changes, taps are refused for TAP_SETTLE_MS. Returns whether a tap
 * now is taken. (Holding the layout still until the finger lifts would need every poll to wait for pointer-up;
 * refusing taps on what just moved is local to the control and works for mouse, touch and keyboard alike.)
 */
export function useSettledTap(place: string): () => boolean {
  const where = useRef(place);
  const movedAt = useRef(Number.NEGATIVE_INFINITY);
  // After the commit that moved it and before the browser paints it there: no tap can come in between.
  useLayoutEffect(() => {
    if (where.current === place) return;
    where.current = place;
    movedAt.current = Date.now();
  }, [place]);
  return useCallback(() => Date.now() - movedAt.current >= TAP_SETTLE_MS, []);
}
