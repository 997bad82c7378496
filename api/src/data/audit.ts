import { partitionField } from './containers';
import { container } from './cosmos';
import { CosmosStore, type DocumentStore } from './store';

/** What the audit trail records (the actions of order moves are read from the orders, never stored here). */
export type AuditAction =
  | 'inventory.create'
  | 'inventory.update'
  | 'inventory.quantity'
  | 'inventory.delete'
  | 'recipe.create'
  | 'recipe.update'
  | 'recipe.availability'
  | 'recipe.delete'
  | 'restore'
  | 'images.upload'
  | 'images.delete'
  | 'users.save'
  | 'init-data'
  | 'stock.count'
  | 'stock.delivery'
  | 'stock.waste'
  | 'reports.rebuild';

export interface AuditEntry {
  id: string;
  /** The business date (partition key). */
  date: string;
  at: string;
  actor: { id: string; name: string };
  action: AuditAction | 'order.status' | 'order.undo' | 'order.moveBack' | 'order.cancel';
  target: { type: 'inventory' | 'recipe' | 'order' | 'backup' | 'image' | 'user' | 'bar'; id: string; name?: string };
  /** Quantities (or other fields) before and after the change. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/** The audit trail's port: what recording a change and reading a date's trail need. */
export interface AuditLog {
  /** Writes one record (409 when its id exists). */
  record(entry: AuditEntry): Promise<void>;
  /** The records of one business date, in no order: one query in the date's partition. */
  listForDate(date: string): Promise<AuditEntry[]>;
}

/** The audit container, partitioned by business date. */
export class AuditRepository implements AuditLog {
  readonly #store: DocumentStore<AuditEntry>;

  constructor(store: DocumentStore<AuditEntry> = new CosmosStore(() => container('audit'), 'Audit record', partitionField('audit'))) {
    this.#store = store;
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.#store.create(entry);
  }

  listForDate(date: string): Promise<AuditEntry[]> {
    return this.#store.query<AuditEntry>(
      {
        query: 'SELECT c.id, c.date, c.at, c.actor, c.action, c.target, c.before, c.after, c.details FROM c WHERE c.date = @date',
        parameters: [{ name: '@date', value: date }],
      },
      { partitionKey: date },
    );
  }
}
