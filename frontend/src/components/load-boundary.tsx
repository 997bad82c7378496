import { Component, createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * React.lazy that forgets a failed download: React keeps a rejected lazy component rejected for good, so a code
 * chunk that failed over a dropped connection would never load again. The component returned is made once (a
 * static component); after a failure (caught by a LoadBoundary) its next mount downloads again. `preload()` starts
 * the download ahead (a pointer over the button that opens it), ignoring a failure.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload(): void } {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = null;
        throw error;
      }),
    );
  function RetryableLazy(props: P) {
    current ??= make();
    return createElement(current, props);
  }
  return Object.assign(RetryableLazy, { preload: () => void load().catch(() => undefined) });
}

/** Shows `fallback` instead of its children when they fail to load, and says so once through `onError`. */
export class LoadBoundary extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
