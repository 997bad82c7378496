// What the restore's lock, journal and upload sessions rely on Blob Storage to answer (api/src/storage/conditional.ts),
// against the real local Blob server: a create that loses to an existing blob, a read of a missing one, a lease held
// by another. If the SDK or the server starts answering these differently, these fail before a restore does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { LocalAzurite } from '../../scripts/stack/azurite';
import { createIfAbsent, readIfPresent, tryLease } from '../../api/src/storage/conditional';
import { blobKeyedStore } from '../../api/src/storage/keyed-store';
import { keyedStoreContract } from '../../api/test/support/keyed-store-contract';

let dataDir: string;
let azurite: LocalAzurite;
let container: ContainerClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-blob-'));
  azurite = new LocalAzurite(dataDir, () => undefined);
  await azurite.start();
  container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('conditional');
  await container.create();
}, 60_000);
afterAll(async () => {
  await azurite?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a create happens once: the first call writes, a second (text or bytes) answers false and leaves the first', async () => {
  const blob = container.getBlockBlobClient('once/marker');
  expect(await createIfAbsent(blob, 'first')).toBe(true);
  expect(await createIfAbsent(blob, 'second')).toBe(false);
  expect(await createIfAbsent(blob, Buffer.from('third'))).toBe(false);
  expect((await readIfPresent(blob))?.toString('utf8')).toBe('first');
  const bytes = container.getBlockBlobClient('once/bytes');
  expect(await createIfAbsent(bytes, Buffer.from([1, 2, 3]))).toBe(true);
  expect([...((await readIfPresent(bytes)) ?? [])]).toEqual([1, 2, 3]);
});

test('concurrent creates of one name: exactly one wins', async () => {
  const results = await Promise.all(Array.from({ length: 8 }, (_, i) => createIfAbsent(container.getBlockBlobClient('once/race'), `writer ${i}`)));
  expect(results.filter(Boolean)).toHaveLength(1);
});

test('a missing blob reads as null; an empty one as no bytes', async () => {
  expect(await readIfPresent(container.getBlockBlobClient('nothing/here'))).toBeNull();
  const empty = container.getBlockBlobClient('empty');
  expect(await createIfAbsent(empty, '')).toBe(true);
  expect((await readIfPresent(empty))?.length).toBe(0);
});

test('a create over a leased blob answers false; a lease held by another is refused until released', async () => {
  const blob = container.getBlockBlobClient('lock');
  await createIfAbsent(blob, '');
  const first = blob.getBlobLeaseClient();
  const second = blob.getBlobLeaseClient();
  expect(await tryLease(first, 15)).toBe(true);
  expect(await createIfAbsent(blob, '')).toBe(false);
  expect(await tryLease(second, 15)).toBe(false);
  await first.releaseLease();
  expect(await tryLease(second, 15)).toBe(true);
  await second.releaseLease();
});

test('any other answer is thrown as it came: a create in a container that does not exist', async () => {
  const missing = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('no-such-container');
  await expect(createIfAbsent(missing.getBlockBlobClient('x'), 'x')).rejects.toMatchObject({ statusCode: 404 });
});

// The store the restore's journal, sessions and lock are handed, over Blob Storage: the same cases the memory store of
// the unit tests passes (api/test/storage/keyed-store.test.ts). A lease's seconds pass in real time here.
let stores = 0;
keyedStoreContract(
  'Blob Storage',
  async () => {
    const client = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(`keyed-store-${++stores}`);
    await client.create();
    return { store: blobKeyedStore(client), now: () => Date.now(), pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
  },
  60_000,
);
