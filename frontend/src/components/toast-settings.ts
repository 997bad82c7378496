/** Sonner's defaults are docs/spec.md's numbers; they are spelled out so a library update cannot move them. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/**
 * A bar fixed at the bottom of the screen (the phone's cart bar) sets this CSS variable to its height while it is
 * shown: toasts then rise above it instead of covering it.
 */
export const TOAST_BOTTOM_INSET_VAR = '--toast-bottom-inset';
