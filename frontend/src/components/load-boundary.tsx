import { Component, createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { reloadIfNewRelease } from './new-release';

/** What a person reads when a part of the app could not be downloaded; the browser's own message goes to the console. */
export const CHUNK_LOAD_MESSAGE = 'This part of the app could not be downloaded. Check your connection and try again.';

/**
 * A part of the app whose code could not be downloaded (a dropped connection, or a release that replaced it).
 * The boundary that shows it calls `allowRetry()`, so the part's next mount downloads again.
 */
export class ChunkLoadError extends Error {
  readonly allowRetry: () => void;
  constructor(cause: unknown, allowRetry: () => void = () => undefined) {
    super(CHUNK_LOAD_MESSAGE, { cause });
    this.name = 'ChunkLoadError';
    this.allowRetry = allowRetry;
  }
}

/** A boundary that caught `error` has shown it: when it is a failed download, the next mount may download again. */
export function chunkErrorShown(error: unknown): void {
  if (error instanceof ChunkLoadError) error.allowRetry();
}

/**
 * React.lazy that downloads again after a failure, without ever looping. React keeps a rejected lazy component
 * rejected for good, so a code chunk that failed over a dropped connection would never load again; but making a
 * new lazy component on the render that follows the failure re-requests the chunk in a tight loop (the failure
 * never reaches an error boundary). So the failed component stays in place, and its render throws a
 * `ChunkLoadError` to the nearest boundary; only once a boundary has shown it (`chunkErrorShown`) does the next
 * mount make a new one and download again. A failed download also asks whether a new release replaced the page
 * (`reloadIfNewRelease`: the app reloads once). `preload()` starts the download ahead (a pointer over the button
 * that opens it), ignoring a failure.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload(): void } {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  let retryAllowed = false;
  const make = () => {
    const made: LazyExoticComponent<ComponentType<P>> = lazy(() =>
      load().catch((error: unknown) => {
        console.warn('A part of the app could not be downloaded', error);
        void reloadIfNewRelease();
        throw new ChunkLoadError(error, () => {
          if (current === made) retryAllowed = true;
        });
      }),
    );
    return made;
  };
  function RetryableLazy(props: P) {
    if (retryAllowed) {
      retryAllowed = false;
      current = null;
    }
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
    chunkErrorShown(error);
    this.props.onError();
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.fallback;
  }
}
