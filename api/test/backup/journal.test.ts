// The restore journal (backup/journal.ts) over the memory store: what a restore leaves behind while it writes, how a
// start finds and replays it (backup/import.ts finishInterruptedRestore), and how one that cannot be replayed is set
// aside with a note instead of being tried for ever.
import JSZip from 'jszip';
import type { RestoreOptions } from '@bar/domain';
import type { BackupDoc, RestoreTarget } from '../../src/data/backup-stores';
import { finishInterruptedRestore, type RestorePorts } from '../../src/backup/import';
import { MAX_REPLAY_ATTEMPTS, closeJournal, hasPendingRestore, openJournal, pendingRestore, quarantineJournal, recordReplayAttempt } from '../../src/backup/journal';
import { OneAtATime } from '../../src/backup/lock';
import { serviceUnavailable } from '../../src/errors';
import { MemoryAuditLog } from '../support/memory-audit';
import { MemoryKeyedStore } from '../support/memory-keyed-store';

const OPTIONS: RestoreOptions = { overwriteExisting: true, clearExistingData: false, restoreImages: false };
const STARTED = new Date('2026-03-01T22:00:00.000Z');
const NOW = new Date('2026-03-02T09:00:00.000Z');

const json = async (store: MemoryKeyedStore, name: string) => JSON.parse((await store.read(name))!.toString('utf8')) as Record<string, unknown>;

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('the journal of a restore', () => {
  test('is written (the backup, then its note), read back whole, counts its replays and is gone once closed', async () => {
    const store = new MemoryKeyedStore();
    const zip = Buffer.from('the backup file');
    expect(await hasPendingRestore(store)).toBe(false);
    expect(await pendingRestore(store)).toBeNull();

    const meta = await openJournal(store, zip, OPTIONS, STARTED);
    expect(meta).toEqual({ options: OPTIONS, startedAt: STARTED.toISOString(), attempts: 0 });
    expect(store.names()).toEqual(['journal/pending.json', 'journal/pending.zip']);
    expect(store.items.get('journal/pending.json')!.contentType).toBe('application/json');
    expect(await hasPendingRestore(store)).toBe(true);
    expect(await pendingRestore(store)).toEqual({ zip, meta });

    await recordReplayAttempt(store, meta, 1);
    expect((await pendingRestore(store))?.meta).toEqual({ ...meta, attempts: 1 });

    await closeJournal(store);
    expect(store.names()).toEqual([]);
    expect(await hasPendingRestore(store)).toBe(false);
    // Closing twice is harmless (a restore finished by another instance meanwhile).
    await closeJournal(store);
  });

  test('only its note says a restore is pending: a backup file left without one is not a journal', async () => {
    const store = new MemoryKeyedStore();
    await store.put('journal/pending.zip', 'half a backup');
    expect(await hasPendingRestore(store)).toBe(false);
    expect(await pendingRestore(store)).toBeNull();
  });

  test('one that cannot be what a restore wrote (a note that is not JSON, a note without its backup) is removed, with a log line', async () => {
    const store = new MemoryKeyedStore();
    await store.put('journal/pending.zip', 'zip');
    await store.put('journal/pending.json', '{ not json');
    expect(await pendingRestore(store)).toBeNull();
    expect(store.names()).toEqual([]);
    await store.put('journal/pending.json', JSON.stringify({ options: OPTIONS, startedAt: STARTED.toISOString(), attempts: 0 }));
    expect(await pendingRestore(store)).toBeNull();
    expect(store.names()).toEqual([]);
    expect(errors.mock.calls.map(([line]) => line)).toEqual([
      'the restore journal is damaged (its note is not JSON): it was removed',
      'the restore journal has no backup file: it was removed',
    ]);
  });

  test('set aside: the backup and a note (why, when, with which options) replace an older one, and the journal is gone', async () => {
    const store = new MemoryKeyedStore();
    const meta = await openJournal(store, Buffer.from('first backup'), OPTIONS, STARTED);
    await quarantineJournal(store, Buffer.from('first backup'), meta, 'first reason', NOW);
    const second = await openJournal(store, Buffer.from('second backup'), { ...OPTIONS, clearExistingData: true }, NOW);
    await quarantineJournal(store, Buffer.from('second backup'), { ...second, attempts: 2 }, 'second reason', NOW);

    expect(store.names()).toEqual(['quarantine/about.json', 'quarantine/backup.zip']);
    expect((await store.read('quarantine/backup.zip'))?.toString()).toBe('second backup');
    expect(await json(store, 'quarantine/about.json')).toEqual({
      reason: 'second reason',
      startedAt: NOW.toISOString(),
      options: { ...OPTIONS, clearExistingData: true },
      attempts: 2,
      setAsideAt: NOW.toISOString(),
    });
    expect(await hasPendingRestore(store)).toBe(false);
  });
});

async function backupZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify({ format: 'bar-app-backup', version: 1, createdAt: '2026-03-01T20:00:00.000Z' }));
  const gin = { id: 'gin', name: 'Gin', category: 'spirit', quantity: 700, unit: 'ml', lowStockThreshold: 50, cost: 0.03, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  zip.file('inventory.json', JSON.stringify([gin]));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The restore's ports over the memory store, writing the inventory into `written` (or failing as `fail` says). */
function restorePorts(store: MemoryKeyedStore, fail?: () => Error) {
  const written: BackupDoc[] = [];
  const target: RestoreTarget = {
    partitionField: 'category',
    keys: async () => {
      if (fail) throw fail();
      return [];
    },
    create: async (doc) => {
      written.push(doc);
      return { value: doc, version: 'v1' } as never;
    },
    upsert: async (doc) => {
      written.push(doc);
      return { value: doc, version: 'v1' } as never;
    },
    delete: async () => true,
  };
  const ports: RestorePorts = {
    target: () => target,
    catalog: async () => ({ inventory: [], recipes: [] }),
    putImage: async () => true,
    audit: new MemoryAuditLog(),
    clock: () => NOW,
    today: () => '2026-03-02',
    sessions: async () => store,
    oneAtATime: new OneAtATime(),
  };
  return { ports, written };
}

describe('replaying the journal of an interrupted restore', () => {
  test('writes the backup again and closes the journal', async () => {
    const store = new MemoryKeyedStore();
    await openJournal(store, await backupZip(), OPTIONS, STARTED);
    const { ports, written } = restorePorts(store);
    const outcome = await finishInterruptedRestore(ports);
    expect(outcome).toMatchObject({ startedAt: STARTED.toISOString(), finished: { success: true, summary: { inventoryRestored: 1 } } });
    expect(written.map((d) => d.id)).toEqual(['gin']);
    expect(store.names()).toEqual([]);
  });

  test('a backup that fails to replay for a reason that would recur is set aside with a note saying why, and never replayed', async () => {
    const store = new MemoryKeyedStore();
    await openJournal(store, Buffer.from('not a zip at all'), OPTIONS, STARTED);
    const { ports, written } = restorePorts(store);
    const outcome = await finishInterruptedRestore(ports);
    expect(outcome).toEqual({ startedAt: STARTED.toISOString(), setAside: expect.stringMatching(/^A restore started 2026-03-01T22:00:00.000Z was interrupted and could not be finished: Please select a valid ZIP backup file It was set aside/) });
    expect(store.names()).toEqual(['quarantine/about.json', 'quarantine/backup.zip']);
    expect(await json(store, 'quarantine/about.json')).toMatchObject({ reason: (outcome as { setAside: string }).setAside, startedAt: STARTED.toISOString(), options: OPTIONS, setAsideAt: NOW.toISOString() });
    expect((await store.read('quarantine/backup.zip'))?.toString()).toBe('not a zip at all');
    expect(written).toEqual([]);
    expect(await finishInterruptedRestore(ports)).toBeNull();
  });

  test('a passing failure leaves the journal for the next try, its replay counted; after the last try it is set aside unread', async () => {
    const store = new MemoryKeyedStore();
    await openJournal(store, await backupZip(), OPTIONS, STARTED);
    const { ports, written } = restorePorts(store, () => serviceUnavailable());
    for (let attempt = 1; attempt <= MAX_REPLAY_ATTEMPTS; attempt++) {
      await expect(finishInterruptedRestore(ports)).rejects.toMatchObject({ kind: 'unavailable' });
      expect((await pendingRestore(store))?.meta.attempts).toBe(attempt);
    }
    const outcome = await finishInterruptedRestore(ports);
    expect(outcome).toMatchObject({ setAside: expect.stringMatching(new RegExp(`it was tried ${MAX_REPLAY_ATTEMPTS} times and never finished`)) });
    expect(await hasPendingRestore(store)).toBe(false);
    expect(await json(store, 'quarantine/about.json')).toMatchObject({ attempts: MAX_REPLAY_ATTEMPTS });
    expect(written).toEqual([]);
  });
});
