import { toast as sonner, type ExternalToast } from 'sonner';
import type { ReactNode } from 'react';

/**
 * The app's toasts. Features call these, never sonner directly. Types as the spec lists them: success, info,
 * warning, error, loading and default; 4000 ms unless a duration is given (Infinity: until dismissed);
 * a loading toast never closes on its own; update one by passing its id.
 */
export type ToastId = string | number;

export interface ToastOptions {
  id?: ToastId;
  description?: ReactNode;
  duration?: number;
  dismissible?: boolean;
}

function options(opts?: ToastOptions): ExternalToast | undefined {
  if (!opts) return undefined;
  const { id, description, duration, dismissible } = opts;
  return { id, description, duration, dismissible };
}

export const toast = {
  show: (title: ReactNode, opts?: ToastOptions): ToastId => sonner(title, options(opts)),
  success: (title: ReactNode, opts?: ToastOptions): ToastId => sonner.success(title, options(opts)),
  info: (title: ReactNode, opts?: ToastOptions): ToastId => sonner.info(title, options(opts)),
  warning: (title: ReactNode, opts?: ToastOptions): ToastId => sonner.warning(title, options(opts)),
  error: (title: ReactNode, opts?: ToastOptions): ToastId => sonner.error(title, options(opts)),
  loading: (title: ReactNode, opts?: ToastOptions): ToastId => sonner.loading(title, options(opts)),
  dismiss: (id?: ToastId): void => {
    sonner.dismiss(id);
  },
};
