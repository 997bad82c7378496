import { api, ApiError, type QueryValue } from './client';

/**
 * A whole drink or stock item written back from a manager's form, or deleted from a list, without undoing another's
 * change (ADR 69). The
 * server takes such a write only over the version it names (If-Match). The form holds the resource as it loaded it:
 * it is read again with its version; when what a form holds of it changed since (another manager saved it, a
 * bartender took the drink off the menu), nothing is written and the manager is told; otherwise it is written over
 * that version, and a write that lost a race in between is tried again the same way, once.
 * (Changes no form holds, an item's stock level moved by orders, are no conflict: the server keeps them.)
 */
export class ChangedMeanwhileError extends Error {
  constructor(what: string, deleting = false) {
    super(
      deleting
        ? `This ${what} was changed by someone else after this page showed it, so it was not deleted. Look at it again, and delete it then if you still want to.`
        : `This ${what} was changed by someone else while your form was open, so your changes were not saved. Close the form, open it again to see the changes, and make yours again.`,
    );
    this.name = 'ChangedMeanwhileError';
  }
}

const lostRace = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * The one loop both share: the resource read again with its version; when what the page holds of it changed since it
 * was shown, `changed` is thrown; otherwise `write` goes over that version, and a write that lost a race in between
 * (412) is tried again the same way, once. `gone` answers a resource no longer there (undefined: the read's error).
 */
async function overTheVersionShown<T, R>(
  path: string,
  query: Record<string, QueryValue>,
  heldByForm: (resource: T) => unknown,
  shown: T,
  changed: () => Error,
  write: (headers: Record<string, string>) => Promise<R>,
  gone?: () => R,
): Promise<R> {
  const held = JSON.stringify(heldByForm(shown));
  for (let attempt = 1; ; attempt++) {
    let current: { data: T; etag: string | null };
    try {
      current = await api.withEtag<T>('GET', path, { query });
    } catch (error) {
      if (gone && error instanceof ApiError && error.status === 404) return gone();
      throw error;
    }
    if (JSON.stringify(heldByForm(current.data)) !== held) throw changed();
    try {
      return await write(current.etag ? { 'If-Match': current.etag } : {});
    } catch (error) {
      if (!lostRace(error) || attempt >= 2) throw error;
    }
  }
}

export function writeOverLoaded<T>(
  path: string,
  query: Record<string, QueryValue>,
  body: unknown,
  heldByForm: (resource: T) => unknown,
  loaded: T,
  what: string,
): Promise<T> {
  return overTheVersionShown(path, query, heldByForm, loaded, () => new ChangedMeanwhileError(what), (headers) => api.put<T>(path, body, { query, headers }));
}

/**
 * Deletes a drink or an item as the page showed it (`shown`): when what a form holds of it changed since (renamed,
 * repriced, another drink now under its id), nothing is deleted and the manager is told. One already gone is done.
 */
export function deleteAsShown<T>(
  path: string,
  query: Record<string, QueryValue>,
  heldByForm: (resource: T) => unknown,
  shown: T,
  what: string,
): Promise<void> {
  return overTheVersionShown(path, query, heldByForm, shown, () => new ChangedMeanwhileError(what, true), (headers) => api.delete(path, { query, headers }), () => undefined);
}
