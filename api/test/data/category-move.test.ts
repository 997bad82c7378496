import { newestCopies, replaceInCategory } from '../../src/data/repositories';
import type { DocumentStore, Query, Versioned } from '../../src/data/store';
import { alreadyExists, preconditionFailed, serviceUnavailable } from '../../src/errors';

interface Doc {
  id: string;
  category: string;
  name: string;
  updatedAt: string;
}

/** An in-memory store of one container partitioned by category, whose next delete can be made to fail. */
class MemoryStore implements DocumentStore<Doc> {
  readonly docs = new Map<string, { doc: Doc; etag: string }>();
  failNextDelete: Error | null = null;
  private version = 0;

  private key = (id: string, pk: string) => `${pk}/${id}`;
  private put(doc: Doc): Versioned<Doc> {
    const etag = `"${++this.version}"`;
    this.docs.set(this.key(doc.id, doc.category), { doc: { ...doc }, etag });
    return { item: { ...doc }, etag };
  }

  async query<R = Doc>(_q: Query): Promise<R[]> {
    return [...this.docs.values()].map((d) => ({ ...d.doc }) as unknown as R);
  }
  async read(id: string, pk: string) {
    const found = this.docs.get(this.key(id, pk));
    return found ? { item: { ...found.doc }, etag: found.etag } : null;
  }
  async create(doc: Doc) {
    if (this.docs.has(this.key(doc.id, doc.category))) throw alreadyExists('exists');
    return this.put(doc);
  }
  async replace(doc: Doc, pk: string, etag?: string) {
    const found = this.docs.get(this.key(doc.id, pk));
    if (!found || (etag && etag !== found.etag)) throw preconditionFailed();
    return this.put(doc);
  }
  async upsert(doc: Doc) {
    return this.put(doc);
  }
  async delete(id: string, pk: string, etag?: string) {
    if (this.failNextDelete) {
      const err = this.failNextDelete;
      this.failNextDelete = null;
      throw err;
    }
    const found = this.docs.get(this.key(id, pk));
    if (!found) return false;
    if (etag && etag !== found.etag) throw preconditionFailed();
    this.docs.delete(this.key(id, pk));
    return true;
  }
}

const doc = (category: string, name = 'Olive brine', updatedAt = '2026-01-01T00:00:00.000Z'): Doc => ({ id: 'item-1', category, name, updatedAt });

describe('moving a document to another category', () => {
  test('moves it: one copy, in the new category', async () => {
    const store = new MemoryStore();
    const { etag } = store['put'](doc('other'));
    const saved = await replaceInCategory(store, doc('other'), doc('garnish'), etag);
    expect(saved.item.category).toBe('garnish');
    expect([...store.docs.keys()]).toEqual(['garnish/item-1']);
  });

  test('a stale ETag is refused before anything is written', async () => {
    const store = new MemoryStore();
    const { etag } = store['put'](doc('other'));
    await store.replace(doc('other', 'Olive brine (large)'), 'other', etag);
    await expect(replaceInCategory(store, doc('other'), doc('garnish'), etag)).rejects.toMatchObject({ kind: 'stale' });
    expect([...store.docs.keys()]).toEqual(['other/item-1']);
  });

  test('when the old copy cannot be removed, the new one is removed again and the failure reported', async () => {
    const store = new MemoryStore();
    const { etag } = store['put'](doc('other'));
    store.failNextDelete = serviceUnavailable('The database is unavailable');
    await expect(replaceInCategory(store, doc('other'), doc('garnish'), etag)).rejects.toMatchObject({ kind: 'unavailable' });
    expect([...store.docs.keys()]).toEqual(['other/item-1']);
  });

  test('a copy already in the new category (another move got there first) is a 412, and the old copy stays', async () => {
    const store = new MemoryStore();
    const { etag } = store['put'](doc('other'));
    store['put'](doc('garnish'));
    await expect(replaceInCategory(store, doc('other'), doc('garnish', 'Mine'), etag)).rejects.toMatchObject({ kind: 'stale' });
    expect((await store.read('item-1', 'garnish'))?.item.name).toBe('Olive brine');
    expect(await store.read('item-1', 'other')).not.toBeNull();
  });

  test('a reader that meets two copies takes the newer', () => {
    const older = doc('other', 'Old', '2026-01-01T00:00:00.000Z');
    const newer = doc('garnish', 'New', '2026-01-02T00:00:00.000Z');
    expect(newestCopies([older, newer, { ...doc('mixer'), id: 'item-2' }]).map((d) => d.name)).toEqual(['New', 'Olive brine']);
    expect(newestCopies([newer, older]).map((d) => d.name)).toEqual(['New']);
  });
});
