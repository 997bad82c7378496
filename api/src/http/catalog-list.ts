import { ifNoneMatchTags, namesEtag } from './etag';
import type { HandlerResult, RouteContext } from './route';

/**
 * A catalog list (the menu, the stock) answered through the catalog's change marker: 304 when the caller's
 * If-None-Match names the current version, else the list (kept on this instance since the marker last moved, or
 * loaded by `load`), with its ETag. `scope` names what the caller may see (the guests' and the staff's stock differ).
 */
export async function catalogList(ctx: RouteContext, scope: string, load: () => Promise<unknown>): Promise<HandlerResult> {
  const answer = await ctx.deps.catalogLists.get(scope, (etag) => namesEtag(ifNoneMatchTags(ctx.request), etag), load);
  const headers = { ETag: answer.etag };
  return answer.notModified ? { status: 304, headers: { ...headers, 'Cache-Control': 'no-cache' } } : { body: answer.body, headers };
}

