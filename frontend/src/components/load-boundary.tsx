import { Component, createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * React.lazy that forgets a failed download: React keeps a rejected lazy component rejected for good, so a code
 * chunk that failed over a dropped connection would never load again. The component returned is made once (a
 * static component); after a failure (caught by a LoadBoundary) its next mount downloads again. `preload()` starts
 * the download ahead (a pointer over the button that opens it), ignoring a failure.
 */
/** A part of the app whose code could not be downloaded (a dropped connection, or a release that replaced it). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload(): void } {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = null;
        throw new ChunkLoadError(error);
      }),
    );
  function RetryableLazy(props: P) {
    current ??= make();
    return createElement(current, props);
  }
  return Object.assign(RetryableLazy, { preload: () => void load().catch(() => undefined) });
}

/**
 * Shows `fallback` instead of its children when their code fails to download (a `retryableLazy` part), and says
 * so once through `onError`. Any other error is a bug, not a connection problem: it goes on to the error boundary
 * above (the route's error page), instead of hiding behind the fallback.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) return;
    console.warn('A part of the app could not be downloaded', error);
    this.props.onError();
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.fallback;
  }
}
