import type { Container, SqlParameter } from '@azure/cosmos';
import { alreadyExists, badRequest, notFound, preconditionFailed } from '../errors';
import { cosmosCall, isConflict, isNotFound, isPreconditionFailed } from './errors';
import { feedOptions } from './query-plan';

export interface Versioned<T> {
  item: T;
  etag: string;
}

/** A SQL query with parameters: values are never interpolated into the text. */
export interface Query {
  query: string;
  parameters?: SqlParameter[];
}

export interface QueryOptions {
  /**
   * The one partition the query reads (its SQL must filter it too: the local server ignores this option).
   * Azure then runs it in that partition alone, ORDER BY included.
   */
  partitionKey?: string;
}

// Queries without the SDK's query-plan round trip: see query-plan.ts.
export { SKIP_QUERY_PLAN, feedOptions } from './query-plan';

/**
 * The few document operations the repositories need, over one container. Each call to the database goes through
 * cosmosCall: an outage (429 or 503 past the SDK's retries, a refused or timed-out connection) is a
 * serviceUnavailable, a 409 on create an alreadyExists, a 412 a preconditionFailed; nothing above sees a status. The partition key value is passed
 * explicitly on every point operation; queries filter it in the SQL (the local Cosmos server ignores the
 * partitionKey query option).
 */
export interface DocumentStore<T extends { id: string }> {
  query<R = T>(q: Query, options?: QueryOptions): Promise<R[]>;
  read(id: string, partitionKey: string): Promise<Versioned<T> | null>;
  create(item: T): Promise<Versioned<T>>;
  /** Replaces the document; with an etag, only if nobody changed it since (412 otherwise). */
  replace(item: T, partitionKey: string, etag?: string): Promise<Versioned<T>>;
  upsert(item: T): Promise<Versioned<T>>;
  delete(id: string, partitionKey: string, etag?: string): Promise<boolean>;
}

/** Cosmos's own limit on an id; partition values of this app are far shorter. */
const MAX_KEY_LENGTH = 255;

/**
 * Whether a value can address a document in a Cosmos URL as it is. The SDK puts ids into the URL path without
 * encoding them (it refuses only '/', '\\' and '#'), and the URL parser then removes dot segments ('.', '..',
 * also spelt '%2e'), splits at '?' and '#', and decodes '%': an id like '..' or 'x?y' turns a point operation
 * into one on the container or on another document. Refused here: empty, only dots, '/ \\ ? #', '%',
 * control characters, surrounding spaces, over 255 characters.
 */
export function isAddressable(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_KEY_LENGTH &&
    !/^\.+$/.test(value) &&
    !/[/\\?#%\p{Cc}]/u.test(value) &&
    value.trim() === value
  );
}

/**
 * The data layer's guard, under every point operation whoever calls it: a value that could misroute is a 400,
 * and nothing is sent to Cosmos. The routes check ids by the domain's stricter id rule first; this is the net
 * for every other way in (restores, repairs, values read back from the store).
 */
export function assertAddressable(value: unknown, what: 'id' | 'partition key'): asserts value is string {
  if (!isAddressable(value)) {
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 60)) : typeof value;
    throw badRequest(`${shown} cannot be used as a document ${what}: it is empty, too long, only dots, has surrounding spaces or holds / \\ ? # % or a control character`);
  }
}

export const strip = <T>(doc: Record<string, unknown>): T => {
  const { _rid, _self, _etag, _attachments, _ts, ...rest } = doc;
  void _rid; void _self; void _etag; void _attachments; void _ts;
  return rest as T;
};

export class CosmosStore<T extends { id: string }> implements DocumentStore<T> {
  /**
   * @param partitionField the field holding the container's partition key, so that whole-document writes
   * (create, upsert) check it too; the other operations are given the value.
   */
  constructor(
    private readonly container: () => Container,
    private readonly what: string,
    private readonly partitionField?: string,
  ) {}

  /** The guard for a whole document about to be written: its id and its partition value. */
  private checkDocument(item: T): void {
    assertAddressable(item.id, 'id');
    if (this.partitionField !== undefined) assertAddressable((item as Record<string, unknown>)[this.partitionField], 'partition key');
  }

  async query<R = T>(q: Query, options?: QueryOptions): Promise<R[]> {
    const { resources } = await cosmosCall(() => this.container().items.query<Record<string, unknown>>(q, feedOptions(q, options)).fetchAll());
    return resources.map((r) => (typeof r === 'object' && r !== null && 'id' in r ? strip<R>(r) : (r as R)));
  }

  async read(id: string, partitionKey: string): Promise<Versioned<T> | null> {
    assertAddressable(id, 'id');
    assertAddressable(partitionKey, 'partition key');
    try {
      const { resource, etag } = await cosmosCall(() => this.container().item(id, partitionKey).read<Record<string, unknown>>());
      if (!resource) return null;
      return { item: strip<T>(resource), etag };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async create(item: T): Promise<Versioned<T>> {
    this.checkDocument(item);
    try {
      const { resource, etag } = await cosmosCall(() => this.container().items.create(item));
      return { item: strip<T>(resource as unknown as Record<string, unknown>), etag };
    } catch (err) {
      if (isConflict(err)) throw alreadyExists(`${this.what} '${item.id}' already exists`);
      throw err;
    }
  }

  async replace(item: T, partitionKey: string, etag?: string): Promise<Versioned<T>> {
    this.checkDocument(item);
    assertAddressable(partitionKey, 'partition key');
    try {
      const { resource, etag: next } = await cosmosCall(() =>
        this.container()
          .item(item.id, partitionKey)
          .replace(item, etag ? { accessCondition: { type: 'IfMatch', condition: etag } } : {}),
      );
      return { item: strip<T>(resource as unknown as Record<string, unknown>), etag: next };
    } catch (err) {
      if (isPreconditionFailed(err)) throw preconditionFailed();
      if (isNotFound(err)) throw notFound(`${this.what} not found`);
      throw err;
    }
  }

  async upsert(item: T): Promise<Versioned<T>> {
    this.checkDocument(item);
    const { resource, etag } = await cosmosCall(() => this.container().items.upsert(item));
    return { item: strip<T>(resource as unknown as Record<string, unknown>), etag };
  }

  async delete(id: string, partitionKey: string, etag?: string): Promise<boolean> {
    assertAddressable(id, 'id');
    assertAddressable(partitionKey, 'partition key');
    try {
      await cosmosCall(() =>
        this.container()
          .item(id, partitionKey)
          .delete(etag ? { accessCondition: { type: 'IfMatch', condition: etag } } : {}),
      );
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      if (isPreconditionFailed(err)) throw preconditionFailed();
      throw err;
    }
  }
}
