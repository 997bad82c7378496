import { useLayoutEffect } from 'react';

/** A dialog's way out: its content leaves the page over this long (Fluent's closing motion), then focus is checked again. */
export const RETURN_FOCUS_SETTLE_MS = 350;

/** Where the focus is now, when it is on an element of the page (not nowhere, not the page itself). */
function focusedElement(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Whether the focus is lost (nowhere, or on an element no longer on the page) or still inside a dialog. */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest('[role="dialog"],[role="alertdialog"]') !== null;
}

/**
 * Puts the focus back on `opener` once a dialog has closed: at once when the focus has nowhere better to be, and
 * again after the dialog's closing motion. An opener that was drawn again meanwhile (a list refreshed) is found
 * by its id. Focus the guest or staff member moved elsewhere themselves is left alone.
 */
export function returnFocusTo(opener: HTMLElement, settleMs = RETURN_FOCUS_SETTLE_MS): () => void {
  const id = opener.id;
  const attempt = () => {
    const target = opener.isConnected ? opener : id ? document.getElementById(id) : null;
    if (!target || document.activeElement === target || !focusIsAdrift()) return;
    target.focus();
  };
  const frame = requestAnimationFrame(attempt);
  const later = window.setTimeout(attempt, settleMs);
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(later);
  };
}

/**
 * Every dialog (and drawer) of the app calls this with whether it is open: the element that had the focus when it
 * opened (the button that opened it) gets the focus back when it closes or leaves the page, as a keyboard or
 * screen reader user expects (WAI-ARIA dialog pattern). Fluent's dialogs do this only for a DialogTrigger, and
 * the app's dialogs are opened from state.
 */
export function useReturnFocus(open: boolean): void {
  // A layout effect runs before the dialog's own effects move the focus into it: the opener still has it.
  useLayoutEffect(() => {
    if (!open) return;
    // A dialog opening now owns the focus: a return still on its way from one closed a moment ago is dropped.
    pending?.();
    pending = null;
    const opener = focusedElement();
    if (!opener) return;
    return () => {
      pending?.();
      pending = returnFocusTo(opener);
    };
  }, [open]);
}

/** The return of the focus still on its way (cancels it). */
let pending: (() => void) | null = null;
