import type { HandlerResult, RouteContext } from './route';

/** A single document answered with its ETag, so a later write can say which version it read. */
export function withEtag(body: unknown, etag: string | undefined): HandlerResult {
  return { body, headers: etag ? { ETag: etag } : {} };
}

/** The version the caller read, from If-Match (a write with a stale one gets 412). */
export function ifMatch(ctx: RouteContext): string | undefined {
  const value = ctx.request.headers.get('if-match');
  return value && value !== '*' ? value : undefined;
}
