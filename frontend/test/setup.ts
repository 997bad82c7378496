// What jsdom lacks and the SPA (or MSAL) expects from a browser.
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait up to 10 s for what the screen should come to show (a second by default): a busy
// machine running other suites beside these must not turn a slow render into a failure. They still fail when it
// never shows.
configure({ asyncUtilTimeout: 10_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const globals = globalThis as unknown as Record<string, unknown>;
globals.ResizeObserver ??= NoopObserver;
globals.IntersectionObserver ??= NoopObserver;

/*
 * jsdom has no fetch API, and React Router's data router builds a Request for every navigation. These minimal
 * stand-ins cover what the router reads (url, method, signal, headers); the API client's tests pass their own
 * fetch and responses.
 */
if (typeof globals.Headers === 'undefined') {
  class HeadersStandIn {
    private readonly map = new Map<string, string>();
    constructor(init?: Record<string, string> | [string, string][]) {
      const entries = Array.isArray(init) ? init : Object.entries(init ?? {});
      for (const [k, v] of entries) this.map.set(k.toLowerCase(), v);
    }
    get(name: string): string | null {
      return this.map.get(name.toLowerCase()) ?? null;
    }
    set(name: string, value: string): void {
      this.map.set(name.toLowerCase(), value);
    }
    has(name: string): boolean {
      return this.map.has(name.toLowerCase());
    }
    forEach(fn: (value: string, key: string) => void): void {
      this.map.forEach((v, k) => fn(v, k));
    }
  }
  globals.Headers = HeadersStandIn;
}
if (typeof globals.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: unknown;
    readonly body: unknown;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal; headers?: Record<string, string>; body?: unknown } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new (globals.Headers as new (h?: Record<string, string>) => unknown)(init.headers);
      this.body = init.body ?? null;
    }
  }
  globals.Request = RequestStandIn;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// React 19's act() environment flag, so Testing Library does not warn.
globals.IS_REACT_ACT_ENVIRONMENT = true;
