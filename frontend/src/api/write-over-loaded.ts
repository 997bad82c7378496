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

export async function writeOverLoaded<T>(
  path: string,
  query: Record<string, QueryValue>,
  body: unknown,
  heldByForm: (resource: T) => unknown,
  loaded: T,
  what: string,
): Promise<T> {
  const held = JSON.stringify(heldByForm(loaded));
  for (let attempt = 1; ; attempt++) {
    const { data, etag } = await api.withEtag<T>('GET', path, { query });
    if (JSON.stringify(heldByForm(data)) !== held) throw new ChangedMeanwhileError(what);
    try {
      return await api.put<T>(path, body, { query, headers: etag ? { 'If-Match': etag } : {} });
    } catch (error) {
      if (!lostRace(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * Deletes a drink or an item as the page showed it (`shown`): when what a form holds of it changed since (renamed,
 * repriced, another drink now under its id), nothing is deleted and the manager is told. One already gone is done.
 */
export async function deleteAsShown<T>(
  path: string,
  query: Record<string, QueryValue>,
  heldByForm: (resource: T) => unknown,
  shown: T,
  what: string,
): Promise<void> {
  const held = JSON.stringify(heldByForm(shown));
  for (let attempt = 1; ; attempt++) {
    let current: { data: T; etag: string | null };
    try {
      current = await api.withEtag<T>('GET', path, { query });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return;
      throw error;
    }
    if (JSON.stringify(heldByForm(current.data)) !== held) throw new ChangedMeanwhileError(what, true);
    try {
      await api.delete(path, { query, headers: current.etag ? { 'If-Match': current.etag } : {} });
      return;
    } catch (error) {
      if (!lostRace(error) || attempt >= 2) throw error;
    }
  }
}
