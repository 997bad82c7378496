import type { HeldLease, KeyedStore, StoredEntry } from '../../src/storage/keyed-store';

interface Stored {
  bytes: Buffer;
  contentType?: string;
  modified: number;
  lease?: { token: number; until: number };
}

/**
 * The restore sessions' store in memory, answering as the Blob one does (storage/keyed-store.ts; the same cases run
 * against both: keyed-store-contract.ts): a create over an existing name (leased or not) answers false, a lease on
 * a name another holds answers null until it is released or its seconds have passed by the clock it is handed, a
 * write or delete over a name leased by another is thrown, and every write stamps the clock's time.
 */
export class MemoryKeyedStore implements KeyedStore {
  readonly items = new Map<string, Stored>();
  private leases = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  private leasedByAnother(name: string): boolean {
    const lease = this.items.get(name)?.lease;
    return lease !== undefined && lease.until > this.now();
  }

  private refuseLeased(name: string, what: string): void {
    if (this.leasedByAnother(name)) throw new Error(`There is currently a lease on ${name}: it cannot be ${what} without it`);
  }

  /** The names stored, in name order (for assertions). */
  names(): string[] {
    return [...this.items.keys()].sort();
  }

  /** Sets when `name` was last written (a test's way to age what it wrote). */
  touch(name: string, at: number): void {
    const item = this.items.get(name);
    if (!item) throw new Error(`nothing stored under ${name}`);
    item.modified = at;
  }

  async read(name: string): Promise<Buffer | null> {
    const item = this.items.get(name);
    return item ? Buffer.from(item.bytes) : null;
  }

  async exists(name: string): Promise<boolean> {
    return this.items.has(name);
  }

  async put(name: string, body: string | Buffer, contentType?: string): Promise<void> {
    this.refuseLeased(name, 'written');
    // A lease past its seconds ends with the write.
    this.items.set(name, { bytes: Buffer.from(body), contentType, modified: this.now() });
  }

  async createIfAbsent(name: string, body: string | Buffer): Promise<boolean> {
    if (this.items.has(name)) return false;
    this.items.set(name, { bytes: Buffer.from(body), modified: this.now() });
    return true;
  }

  async delete(name: string): Promise<boolean> {
    if (!this.items.has(name)) return false;
    this.refuseLeased(name, 'deleted');
    this.items.delete(name);
    return true;
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    for (const name of this.names()) {
      const item = this.items.get(name);
      if (item && name.startsWith(prefix)) yield { name, lastModified: new Date(item.modified) };
    }
  }

  async lease(name: string, seconds: number): Promise<HeldLease | null> {
    const item = this.items.get(name);
    if (!item) throw new Error(`The specified blob does not exist: ${name}`);
    if (this.leasedByAnother(name)) return null;
    const token = ++this.leases;
    item.lease = { token, until: this.now() + seconds * 1000 };
    // Still this holder's: its own lease, or one nobody took after it expired (as Blob Storage renews it then).
    const mine = () => {
      const current = this.items.get(name);
      if (!current?.lease || current.lease.token !== token) throw new Error(`The lease on ${name} is held by another`);
      return current;
    };
    return {
      renew: async () => {
        mine().lease = { token, until: this.now() + seconds * 1000 };
      },
      release: async () => {
        delete mine().lease;
      },
    };
  }
}
