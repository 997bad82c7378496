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

/** The entity tags an If-None-Match header names, as sent (weak ones keep their W/); none when it is absent. */
export function ifNoneMatchTags(request: { headers: { get(name: string): string | null } }): string[] {
  const header = request.headers.get('if-none-match');
  if (!header) return [];
  return header
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Whether the tags name `etag`, compared weakly as If-None-Match is (RFC 9110 13.1.2: W/ ignored on both sides). */
export function namesEtag(tags: readonly string[], etag: string): boolean {
  const opaque = (t: string) => t.replace(/^W\//, '');
  return tags.some((t) => t === '*' || opaque(t) === opaque(etag));
}
