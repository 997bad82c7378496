import type { BackupDataKind } from '@bar/domain';
import { partitionField, type ContainerName } from './containers';
import type { ReportsRepository } from './reports';
import type { Repositories } from './repositories';
import type { DocumentStore, Versioned } from './store';

/** A record of a backup as it is written back: any document with an id. */
export type BackupDoc = Record<string, unknown> & { id: string };

/** The container each kind of backup record is stored in. */
const CONTAINER_OF: Record<BackupDataKind, ContainerName> = { users: 'users', inventory: 'inventory', recipes: 'recipes', orders: 'orders', ledger: 'reports' };

/**
 * What a restore writes one kind of records through: the repository's own store, so each write does what every
 * write of that kind does (the catalog's marker moves after a write of the inventory or the recipes, the dates'
 * markers after a write of the orders).
 */
export interface RestoreTarget {
  /** The field holding the partition key of this kind's container (data/containers.ts). */
  readonly partitionField: string;
  /** Every stored document's id and partition key value (the ledger without the summaries: they derive from the orders). */
  keys(): Promise<Array<{ id: string; pk: unknown }>>;
  create(doc: BackupDoc): Promise<Versioned<BackupDoc>>;
  upsert(doc: BackupDoc): Promise<Versioned<BackupDoc>>;
  /** False when there was nothing to delete. */
  delete(id: string, partitionKey: string): Promise<boolean>;
}

/** The repositories a restore writes through. */
export type RestoreSources = Pick<Repositories, 'users' | 'inventory' | 'recipes' | 'orders'> & { reports: Pick<ReportsRepository, 'restoreTarget'> };

/** Where a restore writes each kind of record, over the repositories it is handed (the composition root's). */
export function restoreTargets(sources: RestoreSources): (kind: BackupDataKind) => RestoreTarget {
  return (kind) => (kind === 'ledger' ? sources.reports.restoreTarget() : sources[kind].restoreTarget());
}

/** A restore's way into one repository's own store: each repository hands out its own (`restoreTarget()`). */
export function storeTarget<T extends { id: string }>(store: DocumentStore<T>, kind: BackupDataKind): RestoreTarget {
  const docs = store as unknown as DocumentStore<BackupDoc>;
  const field = partitionField(CONTAINER_OF[kind]);
  // A constant query per kind (the field name comes from the container definitions, never from input).
  const keys = `SELECT c.id, c.${field} AS pk FROM c${kind === 'ledger' ? " WHERE c.kind != 'summary'" : ''}`;
  return {
    partitionField: field,
    keys: () => docs.query<{ id: string; pk: unknown }>({ query: keys }),
    create: (doc) => docs.create(doc),
    upsert: (doc) => docs.upsert(doc),
    delete: (id, partitionKey) => docs.delete(id, partitionKey),
  };
}
