import { createHash } from 'node:crypto';
import type { Container } from '@azure/cosmos';
import { container } from './cosmos';
import { cosmosCall, isNotFound } from './errors';
import type { DocumentStore, Query, QueryOptions, Versioned } from './store';

/**
 * The catalog's change marker: one small document (`meta/catalog`) whose ETag moves after every write to the
 * recipes or the inventory (a drink or an item created, changed, moved or deleted, stock taken at ready or set by
 * a manager, a restore). The menu and the stock lists are answered from it: an unchanged list costs one point
 * read, whatever the size of the catalog (see CatalogLists). Written after the data it marks, so whoever reads the
 * marker and then the data gets data at least as new as the marker says.
 */
export const CATALOG_MARKER_ID = 'catalog';

/** Runs a task so that every caller waits for a run that started after it asked; callers at once share one. */
export class Coalesced {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly task: () => Promise<void>) {}

  run(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<void> {
    const run: Promise<void> = this.task().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}

export class CatalogVersion {
  private readonly bumper: Coalesced;

  constructor(private readonly meta: () => Container = () => container('meta')) {
    this.bumper = new Coalesced(async () => {
      await cosmosCall(() => this.meta().items.upsert({ id: CATALOG_MARKER_ID, updatedAt: new Date().toISOString() }));
    });
  }

  /** The marker's ETag (null before the first write): one point read. */
  async read(): Promise<string | null> {
    try {
      const { resource, etag } = await cosmosCall(() => this.meta().item(CATALOG_MARKER_ID, CATALOG_MARKER_ID).read());
      return resource ? etag : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Moves the marker, after a write to the catalog (writes at once share one move). */
  bump(): Promise<void> {
    return this.bumper.run();
  }
}

/**
 * Lists answered from the catalog's change marker. Each answer carries an ETag made of the marker and the list's
 * scope; a request that names it gets 304 after one point read. The last answer of each scope is kept on this
 * instance under the marker it was read after, so an unchanged list costs one point read even for a first visit.
 * A marker older than `MAX_AGE_MS` is not trusted (a write whose marker move was lost to a crash is seen then).
 */
export class CatalogLists {
  private readonly kept = new Map<string, { etag: string; body: unknown }>();
  static readonly MAX_AGE_MS = 10 * 60_000;

  constructor(
    private readonly version: CatalogVersion,
    private readonly now: () => number = Date.now,
  ) {}

  private etagOf(scope: string, marker: string | null): string {
    const period = Math.floor(this.now() / CatalogLists.MAX_AGE_MS);
    const hash = createHash('sha1').update(JSON.stringify([scope, marker, period])).digest('base64url').slice(0, 22);
    return `W/"c1.${hash}"`;
  }

  /**
   * The list of `scope`: `{ notModified: true }` when the caller already has the current version (`callerHas`:
   * whether the request's If-None-Match names an ETag), else the body (kept, or loaded now by `load`) with its ETag.
   */
  async get<T>(scope: string, callerHas: (etag: string) => boolean, load: () => Promise<T>): Promise<{ notModified: true; etag: string } | { notModified: false; etag: string; body: T }> {
    const etag = this.etagOf(scope, await this.version.read());
    if (callerHas(etag)) return { notModified: true, etag };
    const kept = this.kept.get(scope);
    if (kept && kept.etag === etag) return { notModified: false, etag, body: kept.body as T };
    const body = await load();
    this.kept.set(scope, { etag, body });
    return { notModified: false, etag, body };
  }
}

/** A store of the catalog (recipes, inventory) that moves the catalog's marker after every write it makes. */
export class CatalogStore<T extends { id: string }> implements DocumentStore<T> {
  constructor(
    private readonly inner: DocumentStore<T>,
    private readonly marker: CatalogMarker,
  ) {}

  query<R = T>(q: Query, options?: QueryOptions): Promise<R[]> {
    return this.inner.query<R>(q, options);
  }

  read(id: string, partitionKey: string): Promise<Versioned<T> | null> {
    return this.inner.read(id, partitionKey);
  }

  async create(item: T): Promise<Versioned<T>> {
    const created = await this.inner.create(item);
    await this.marker.bump();
    return created;
  }

  async replace(item: T, partitionKey: string, etag?: string): Promise<Versioned<T>> {
    const saved = await this.inner.replace(item, partitionKey, etag);
    await this.marker.bump();
    return saved;
  }

  async upsert(item: T): Promise<Versioned<T>> {
    const saved = await this.inner.upsert(item);
    await this.marker.bump();
    return saved;
  }

  async delete(id: string, partitionKey: string, etag?: string): Promise<boolean> {
    const deleted = await this.inner.delete(id, partitionKey, etag);
    if (deleted) await this.marker.bump();
    return deleted;
  }
}

/** What a catalog write needs of the marker: moving it (CatalogVersion; the composition root builds one per process). */
export interface CatalogMarker {
  bump(): Promise<void>;
}
