import { resolveApiBaseUrl } from '../config/app-config';
import { TRACEPARENT_HEADER, TRACESTATE_HEADER, formatTraceparent, isRecord, newSpanId, newTraceIds, pageLoadState, traceReference } from '@bar/domain';

/**
 * The one HTTP client of the SPA: it owns the API base URL, the token, the {data, error} envelope and the error
 * messages. The token travels in X-Authorization because Static Web Apps overwrites Authorization.
 */

export const NO_ACCOUNT_MESSAGE = 'No authenticated account found';
export const NETWORK_FAILURE_MESSAGE = 'Network request failed';
export const NOT_JSON_MESSAGE = 'Expected JSON response but received different content type';
/** A read that had no token because the sign-in service could not be reached (while the network works). */
export const SIGN_IN_UNREACHABLE_MESSAGE = 'Sign-in service unreachable';
/** The same for a write, which is not sent without a token. */
export const SIGN_IN_UNREACHABLE_WRITE_MESSAGE = 'Sign-in service unreachable: not sent';

export class ApiError extends Error {
  readonly status: number;
  /** The raw response, when there was one. */
  readonly response?: Response;
  /** The parsed body of an error response, when it was JSON. */
  readonly body?: unknown;
  /** The trace the call was sent under (its traceparent): the API's logs and traces are found by it. */
  readonly traceId?: string;

  constructor(message: string, status: number, response?: Response, body?: unknown, traceId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.response = response;
    this.body = body;
    this.traceId = traceId;
  }
}

/** A new trace for one API call, as `traceparent` (W3C Trace Context; the API runs the call under it). */
/**
 * This load of the app in this tab: sent with every call (in `tracestate`) so that the calls of one page load are
 * found together in the API's logs and traces, each call keeping a trace of its own (docs/operations.md).
 */
export const PAGE_LOAD_ID = newSpanId((bytes) => globalThis.crypto.getRandomValues(bytes));

function newTraceparent(): { traceId: string; header: string } {
  const ids = newTraceIds((bytes) => globalThis.crypto.getRandomValues(bytes));
  return { traceId: ids.traceId, header: formatTraceparent(ids) };
}

/** Resolves to the bearer token, '' when none is needed (development mode), null when nobody is signed in. */
export type TokenProvider = () => Promise<string | null>;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. If-Match with the version a write is conditional on). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  baseUrl: string | undefined;
  getToken: TokenProvider;
  fetch?: typeof fetch;
  /** The page the app runs on (for relative base URLs and the https upgrade). */
  pageUrl?: () => string;
}

/**
 * Whether getting a token failed because the sign-in service could not be reached (no network): the sign-in
 * library's network error codes, or a browser that knows it is offline.
 */
export function isSignInUnreachable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const code = typeof error === 'object' && error !== null && 'errorCode' in error ? String((error as { errorCode: unknown }).errorCode) : '';
  return /^(?:endpoints_resolution_error|no_network_connectivity|network_error|post_request_failed|get_request_failed)$/.test(code);
}

/**
 * Whether a failed read is waiting for the sign-in service (see SIGN_IN_UNREACHABLE_MESSAGE): it is tried again
 * until the service answers, and then goes on by itself.
 */
export function isWaitingForSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.message === SIGN_IN_UNREACHABLE_MESSAGE;
}

function errorMessageOf(body: unknown, response: Response): string {
  if (isRecord(body) && typeof body.error === 'string' && body.error.trim()) return body.error;
  return `HTTP ${response.status}: ${response.statusText}`;
}

/** Whether an ApiError's message is the client's own fallback ('HTTP 502: Bad Gateway', a browser's network text). */
function isClientText(error: ApiError): boolean {
  return error.status === 0 || error.message === NO_ACCOUNT_MESSAGE || error.message === NOT_JSON_MESSAGE || /^HTTP \d{3}: /.test(error.message);
}

/**
 * The short reference of a failure on the server's side or on the way to it (5xx, no connection): the start of
 * the trace the call was sent under, which finds it in the API's logs and traces (docs/operations.md). Shown
 * beside the message, for a bug report; undefined for a refusal the person can mend.
 */
export function failureReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.traceId) return undefined;
  return error.status === 0 || error.status >= 500 ? traceReference(error.traceId) : undefined;
}

/** The server's own words for a failure (the body's error field), when it sent them: they are meant for people. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || isClientText(error) || !error.message.trim()) return undefined;
  return error.message;
}

/**
 * What a failed call means to the person in front of the screen, in words: what happened and what to do. The
 * server's own message when it sent one; otherwise a sentence for the kind of failure, never 'HTTP 502: Bad
 * Gateway' or a browser's 'Failed to fetch' (the client writes those details to the console).
 */
export function failureMessage(error: unknown): string {
  const own = serverMessage(error);
  if (own) return own;
  const status = error instanceof ApiError ? error.status : 0;
  if (error instanceof ApiError && error.message === NO_ACCOUNT_MESSAGE) return 'You are not signed in. Sign in again to continue.';
  if (isWaitingForSignIn(error)) return "Can't reach the sign-in service; retrying...";
  if (error instanceof ApiError && error.message === SIGN_IN_UNREACHABLE_WRITE_MESSAGE) {
    return "Can't reach the sign-in service, so this was not sent. Try again in a moment.";
  }
  if (error instanceof ApiError && error.message === NOT_JSON_MESSAGE) {
    return "The bar's server sent an answer the app could not read. Try again in a moment.";
  }
  if (status === 0) return "Could not reach the bar's server. Check your connection (Wi-Fi or mobile data) and try again.";
  if (status === 401) return 'Your sign-in has expired. Sign in again to continue.';
  if (status === 403) return 'You are not allowed to do this. Ask the bar staff if you think you should be.';
  if (status === 404) return 'It could not be found: it may have been removed. Refresh the page and try again.';
  if (status === 408 || status === 504) return "The bar's server took too long to answer. Try again in a moment.";
  if (status === 409 || status === 412) return 'It was changed in the meantime. Refresh the page and try again.';
  if (status === 413) return 'That is too large to send. Try something smaller.';
  if (status === 429) return 'Too many requests just now. Wait a moment and try again.';
  if (status >= 500) return "The bar's server is having trouble right now. Try again in a moment.";
  return 'The request was not accepted. Refresh the page and try again.';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export class ApiClient {
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  /** The resolved base URL; throws when it is missing. */
  get baseUrl(): string {
    return resolveApiBaseUrl(this.options.baseUrl, this.pageUrl());
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    const url = new URL(`${this.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    return url.href;
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  /** A GET that also hands back the answer's headers (e.g. counts the body leaves out). */
  async getWithHeaders<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<{ data: T; headers: Headers }> {
    let headers = new Headers();
    const data = await this.request<T>('GET', path, { ...options, onResponse: (response) => (headers = response.headers) });
    return { data, headers };
  }

  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }

  put<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  /** A request that also hands back the answer's ETag (the version a later conditional write names). */
  async withEtag<T>(method: 'GET' | 'PATCH', path: string, options: RequestOptions = {}): Promise<{ data: T; etag: string | null }> {
    let etag: string | null = null;
    const data = await this.request<T>(method, path, { ...options, onResponse: (response) => (etag = response.headers.get('etag')) });
    return { data, etag };
  }

  delete<T = undefined>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /** A binary download (the backup zip); errors are mapped like every other call. */
  async download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob> {
    const response = await this.send('GET', path, options ?? {}, '*/*');
    return response.blob();
  }

  /** The same, with the Content-Disposition header (which names the file), when the server sent one. */
  async downloadFile(path: string, options?: Omit<RequestOptions, 'body'>): Promise<{ blob: Blob; contentDisposition: string | null }> {
    const response = await this.send('GET', path, options ?? {}, '*/*');
    return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition') };
  }

  async request<T>(method: string, path: string, options: RequestOptions & { onResponse?: (response: Response) => void } = {}): Promise<T> {
    const response = await this.send(method, path, options, 'application/json');
    options.onResponse?.(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text.trim()) return undefined as T;
    const contentType = response.headers.get('content-type') ?? '';
    if (!/[/+]json\b/i.test(contentType)) throw new ApiError(NOT_JSON_MESSAGE, response.status, response);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(NOT_JSON_MESSAGE, response.status, response);
    }
    if (isRecord(body)) {
      if (typeof body.error === 'string' && body.error && !('data' in body)) {
        throw new ApiError(body.error, response.status, response, body);
      }
      if ('data' in body) return body.data as T;
    }
    return body as T;
  }

  private async send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
    const url = this.url(path, options.query);
    const trace = newTraceparent();
    let token: string | null;
    // Online with no token: the sign-in service itself is what could not be reached.
    let signInUnreachable = false;
    try {
      token = await this.options.getToken();
    } catch (error) {
      if (!isSignInUnreachable(error)) throw error;
      // Offline, the sign-in service cannot be reached either. A read still goes out, without a token, so that
      // what the app keeps for a flaky Wi-Fi (the service worker's menu) answers it; anything else fails as no
      // connection (offline) or as the sign-in service being unreachable, said in words like any other (never the
      // sign-in library's codes and links).
      console.warn(`${method} ${url}: no token while the sign-in service is unreachable (trace ${trace.traceId})`, error);
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (method !== 'GET') throw new ApiError(offline ? NETWORK_FAILURE_MESSAGE : SIGN_IN_UNREACHABLE_WRITE_MESSAGE, 0, undefined, undefined, trace.traceId);
      signInUnreachable = !offline;
      token = '';
    }
    if (token === null) throw new ApiError(NO_ACCOUNT_MESSAGE, 401);

    const headers: Record<string, string> = {
      ...options.headers,
      Accept: accept,
      [TRACEPARENT_HEADER]: trace.header,
      [TRACESTATE_HEADER]: pageLoadState(PAGE_LOAD_ID),
    };
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers, signal: options.signal };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    // Revalidate with the server (ETag / If-None-Match) instead of trusting a heuristic cache.
    if (method === 'GET') init.cache = 'no-cache';

    const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      const message = error instanceof Error && error.message ? error.message : NETWORK_FAILURE_MESSAGE;
      // The details are for the console; the screen says it in words (failureMessage).
      console.warn(`${method} ${url} failed: ${message} (trace ${trace.traceId})`);
      throw new ApiError(message, 0, undefined, undefined, trace.traceId);
    }
    if (!response.ok) {
      let body: unknown;
      try {
        const text = await response.text();
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      // The server refused the read for want of the token the sign-in service could not give: that is the failure.
      if (signInUnreachable && response.status === 401) throw new ApiError(SIGN_IN_UNREACHABLE_MESSAGE, 0, response, body, trace.traceId);
      const failure = new ApiError(errorMessageOf(body, response), response.status, response, body, trace.traceId);
      if (!serverMessage(failure)) console.warn(`${method} ${url} failed: ${failure.message} (trace ${trace.traceId})`);
      throw failure;
    }
    return response;
  }

  private pageUrl(): string {
    return this.options.pageUrl?.() ?? window.location.href;
  }
}

/**
 * Image URLs the API stores are relative (/api/images/...); they resolve against the API's origin, which may
 * differ from the page's. Absolute http(s) URLs are used as they are.
 */
export function resolveImageUrl(url: string | null | undefined, baseUrl: string | undefined = configured.baseUrl): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/api/images/') || url.startsWith('/images/')) {
    try {
      const origin = new URL(resolveApiBaseUrl(baseUrl, window.location.href)).origin;
      return `${origin}${url}`;
    } catch {
      return url;
    }
  }
  return url;
}

/* The app-wide instance. The host's page configuration supplies the base URL; the auth provider the token. */

const configured: { baseUrl: string | undefined; getToken: TokenProvider } = {
  baseUrl: undefined,
  getToken: async () => null,
};

export function configureApiClient(settings: Partial<typeof configured>): void {
  Object.assign(configured, settings);
}

export const api = new ApiClient({
  get baseUrl() {
    return configured.baseUrl;
  },
  getToken: () => configured.getToken(),
});
