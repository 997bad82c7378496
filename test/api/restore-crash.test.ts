import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import JSZip from 'jszip';
import { startStack, type Stack } from '../../scripts/stack';

/**
 * A crash in the middle of a restore: the API process is killed after some writes. At the next start the journal
 * is found and the same backup is written again, so the data ends as the backup: never a mixture of old and new.
 */
let stack: Stack | undefined;
let dataDir: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack!.appUrl}/api${path}`, {
    method,
    signal: AbortSignal.timeout(60_000),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = <T>(bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { data: T }).data;
const start = (env: Record<string, string> = {}) => startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: process.env.STACK_LOG ? console.log : () => undefined, env });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-crash-'));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a restore killed half-way is finished at the next start', async () => {
  stack = await start();
  const marker = json<{ id: string }>((await call('POST', '/inventory', { name: 'Crash marker', category: 'other', quantity: 1 })).bytes);
  const backup = await call('GET', '/backup');
  expect(backup.status).toBe(200);
  const saved = JSON.parse(await (await JSZip.loadAsync(backup.bytes)).file('inventory.json')!.async('string')) as Array<{ id: string; quantity: number }>;

  // Life goes on after the backup...
  await call('PATCH', `/inventory/${marker.id}?category=other`, { quantity: 999 });
  const later = json<{ id: string }>((await call('POST', '/inventory', { name: 'Bought after the backup', category: 'other', quantity: 5 })).bytes);
  await stack.stop();

  // ...then a restore of that backup, and the API process dies after 20 writes.
  stack = await start({ FAULT_RESTORE_CRASH_AFTER_WRITES: '20' });
  const outcome = await call('POST', '/restore', { zipData: backup.bytes.toString('base64'), options: { overwriteExisting: true, clearExistingData: true, restoreImages: false } }).then(
    (res) => `answered ${res.status}: ${res.bytes.toString('utf8').slice(0, 200)}`,
    (err: Error) => `failed: ${err.name} ${err.message} ${String((err as { cause?: unknown }).cause)}`,
  );
  expect(outcome).toMatch(/^failed: TypeError/);
  await stack.stop();

  // The next start finds the journal and completes the restore before it serves.
  stack = await start();
  const inventory = json<Array<{ id: string; quantity: number }>>((await call('GET', '/inventory')).bytes);
  expect(inventory.map((i) => [i.id, i.quantity]).sort()).toEqual(saved.map((i) => [i.id, i.quantity]).sort());
  expect(inventory.find((i) => i.id === marker.id)?.quantity).toBe(1);
  expect(inventory.some((i) => i.id === later.id)).toBe(false);
}, 180_000);

describe('a restore journal that can never be replayed', () => {
  const options = { overwriteExisting: true, clearExistingData: false, restoreImages: false };
  /** A backup whose one item nests 6,000 levels deep: it passes the record schema, and no database stores it. */
  async function poisonBackup(): Promise<Buffer> {
    const zip = new JSZip();
    zip.file('manifest.json', JSON.stringify({ format: 'bar-app-backup', version: 1, createdAt: new Date().toISOString() }));
    const deep = `${'['.repeat(6000)}0${']'.repeat(6000)}`;
    zip.file('inventory.json', `[{"id":"poison-journal","name":"Poison","category":"other","quantity":1,"extra":${deep}}]`);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }
  /** Leaves a journal as a restore interrupted by a crash would have left it. */
  async function plantJournal(): Promise<ContainerClient> {
    const container = BlobServiceClient.fromConnectionString(stack!.azurite.connectionString).getContainerClient('restore-sessions');
    await container.createIfNotExists();
    await container.getBlockBlobClient('journal/pending.zip').uploadData(await poisonBackup());
    const meta = JSON.stringify({ options, startedAt: '2026-11-20T23:00:00.000Z' });
    await container.getBlockBlobClient('journal/pending.json').upload(meta, Buffer.byteLength(meta));
    return container;
  }
  const restoreEmpty = async () => {
    const zip = new JSZip();
    zip.file('manifest.json', JSON.stringify({ format: 'bar-app-backup', version: 1, createdAt: new Date().toISOString() }));
    zip.file('inventory.json', '[]');
    return call('POST', '/restore', { zipData: (await zip.generateAsync({ type: 'nodebuffer' })).toString('base64'), options });
  };
  const setAside = /^A restore started 2026-11-20T23:00:00.000Z was interrupted and could not be finished: inventory.json record 1 'poison-journal' cannot be stored: it nests 6001 levels deep \(at most 32\)\. Nothing was restored\. It was set aside \(restore-sessions\/quarantine\/\) and will not be tried again\./;

  test('at start-up it is set aside with its reason, the API starts, and restores work again', async () => {
    stack ??= await start();
    const container = await plantJournal();
    await stack.stop();

    stack = await start();
    const blobs = BlobServiceClient.fromConnectionString(stack.azurite.connectionString).getContainerClient(container.containerName);
    expect(await blobs.getBlockBlobClient('journal/pending.json').exists()).toBe(false);
    expect(await blobs.getBlockBlobClient('journal/pending.zip').exists()).toBe(false);
    const note = JSON.parse((await blobs.getBlockBlobClient('quarantine/about.json').downloadToBuffer()).toString('utf8')) as { reason: string; attempts: number };
    expect(note.reason).toMatch(setAside);
    expect(await blobs.getBlockBlobClient('quarantine/backup.zip').exists()).toBe(true);
    // The manager reads it in the audit trail.
    const trail = json<Array<{ action: string; actor: { name: string }; details: { outcome: string; error: string } }>>((await call('GET', '/audit')).bytes);
    expect(trail.find((e) => e.action === 'restore')).toMatchObject({ actor: { name: 'Start-up recovery' }, details: { outcome: 'set aside', error: expect.stringMatching(setAside) } });
    expect(json<Array<{ id: string }>>((await call('GET', '/inventory')).bytes).some((i) => i.id === 'poison-journal')).toBe(false);

    const later = await restoreEmpty();
    expect(later.status).toBe(200);
    // Nothing is replayed any more, so nothing is said about it.
    expect(json<{ warnings: string[] }>(later.bytes).warnings.filter((w) => w.startsWith('A restore started'))).toEqual([]);
  }, 180_000);

  test('found by the next restore, it is set aside and that restore runs, saying so', async () => {
    stack ??= await start();
    await plantJournal();
    const res = await restoreEmpty();
    expect(res.status).toBe(200);
    const result = json<{ success: boolean; warnings: string[] }>(res.bytes);
    expect(result.success).toBe(true);
    expect(result.warnings[0]).toMatch(setAside);
    expect((await restoreEmpty()).status).toBe(200);
  }, 180_000);
});
