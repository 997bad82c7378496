import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { Persona } from '@bar/domain';
import type { Principal } from '../auth/principal';
import type { Dependencies } from '../composition';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: nobody signed in, anyone signed in, or holders of one of the personas. */
export type Access = 'anonymous' | 'authenticated' | readonly Persona[];

export interface RouteContext {
  request: HttpRequest;
  invocation: InvocationContext;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Present on every route whose access is not 'anonymous'. */
  principal: Principal;
  /** The parsed JSON body (undefined when there is none). Validate it before use. */
  body: unknown;
  /** What the handler works with (repositories, blob store, AI engine, clock), built once per process: composition.ts. */
  deps: Dependencies;
}

export interface HandlerResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body (a file, a zip) sent as it is instead of the JSON envelope. */
  raw?: Uint8Array | ReadableStream<Uint8Array> | NodeJS.ReadableStream;
}

export interface RouteDefinition {
  /** The function name in Azure: '<resource>-<action>', the same words as its file. */
  name: string;
  methods: HttpMethod[];
  /** The route template without the /api prefix, as Azure Functions writes it: 'inventory/{id}'. */
  route: string;
  access: Access;
  /**
   * Answers nobody may keep, not even the caller's browser (who the caller is, the list of users): the edge
   * sends `Cache-Control: private, no-store` instead of `private, no-cache`.
   */
  noStore?: boolean;
  /** Request bodies above this are refused before they are parsed. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * For a call that costs far more than its request (a report rebuild reads and writes a summary per date): at
   * most this many calls per user per minute on one instance, 429 with Retry-After past it. Every write also
   * counts against the write budget (`WRITE_RATE_LIMIT_PER_MINUTE`).
   */
  callsPerMinute?: number;
  /**
   * A POST that only asks and changes nothing (the AI bartender, the recipe import's draft): it counts against the
   * read budget, not the write budget, so past a burst its 429 does not speak of changes. Its own limits still apply.
   */
  asksOnly?: boolean;
  handler(ctx: RouteContext): Promise<HandlerResult> | HandlerResult;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
