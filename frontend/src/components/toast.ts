import type { ExternalToast, toast as sonnerToast } from 'sonner';
import type { ReactNode } from 'react';

/**
 * The app's toasts. Features call these, never sonner directly. Types as docs/spec.md lists them: success, info,
 * warning, error, loading and default; 4000 ms unless a duration is given (Infinity: until dismissed);
 * a loading toast never closes on its own; update one by passing its id.
 *
 * Sonner is downloaded with the first toast, not with the first screen: until the toast area (toaster.tsx) has
 * loaded and listens, calls wait in order here. Every toast gets its id at once, so a caller can update or dismiss
 * a toast that is still on its way.
 */
export type ToastId = string | number;

export interface ToastOptions {
  id?: ToastId;
  description?: ReactNode;
  duration?: number;
  dismissible?: boolean;
  /** One button on the toast (e.g. Undo); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

type Sonner = typeof sonnerToast;

let sonner: Sonner | null = null;
/** Calls made before the toast area listens, with the id of the toast each is about. */
let waiting: Array<{ id: ToastId; call: (s: Sonner) => void }> = [];
let wanted = false;
let nextId = 0;
const listeners = new Set<() => void>();
let ready: { promise: Promise<void>; resolve: () => void } | null = null;

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function run(id: ToastId, call: (s: Sonner) => void) {
  if (sonner) call(sonner);
  else {
    waiting.push({ id, call });
    want();
  }
}

/** Whether a toast has been asked for, so the toast area must load (for useSyncExternalStore). */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast area could not be downloaded: what waited is dropped (it would be stale later); the next toast tries again. */
export function toasterFailed(): void {
  wanted = false;
  waiting = [];
  for (const listener of listeners) listener();
}

/** Called by the toast area once sonner's Toaster listens: shows what was asked before, in order. */
export function attachToaster(s: Sonner): () => void {
  sonner = s;
  const calls = waiting;
  waiting = [];
  for (const { call } of calls) call(s);
  ready?.resolve();
  ready = null;
  return () => {
    if (sonner === s) sonner = null;
  };
}

/** Resolves once the toast area shows toasts (for tests and for callers that must know). */
export function toasterReady(): Promise<void> {
  if (sonner) return Promise.resolve();
  if (!ready) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    ready = { promise, resolve };
  }
  return ready.promise;
}

function show(kind: 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading', title: ReactNode, opts?: ToastOptions): ToastId {
  const id = opts?.id ?? `toast-${++nextId}`;
  const action = opts?.action;
  const options: ExternalToast = {
    id,
    description: opts?.description,
    duration: opts?.duration,
    dismissible: opts?.dismissible,
    ...(action ? { action: { label: action.label, onClick: () => action.onClick() } } : {}),
  };
  run(id, (s) => void (kind === 'message' ? s(title, options) : s[kind](title, options)));
  return id;
}

export const toast = {
  show: (title: ReactNode, opts?: ToastOptions): ToastId => show('message', title, opts),
  success: (title: ReactNode, opts?: ToastOptions): ToastId => show('success', title, opts),
  info: (title: ReactNode, opts?: ToastOptions): ToastId => show('info', title, opts),
  warning: (title: ReactNode, opts?: ToastOptions): ToastId => show('warning', title, opts),
  error: (title: ReactNode, opts?: ToastOptions): ToastId => show('error', title, opts),
  loading: (title: ReactNode, opts?: ToastOptions): ToastId => show('loading', title, opts),
  /** Dismisses one toast, or all; a toast still waiting for the toast area is simply never shown. */
  dismiss: (id?: ToastId): void => {
    if (sonner) sonner.dismiss(id);
    else waiting = id === undefined ? [] : waiting.filter((w) => w.id !== id);
  },
};
