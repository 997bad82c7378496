// The memory store the restore's unit tests run on answers as the Blob one does: the same cases run against Blob
// Storage on a local Blob server in test/api/blob-conditional.test.ts.
import { keyedStoreContract } from '../support/keyed-store-contract';
import { MemoryKeyedStore } from '../support/memory-keyed-store';

keyedStoreContract('in memory', async () => {
  let now = Date.now();
  return {
    store: new MemoryKeyedStore(() => now),
    now: () => now,
    pass: async (ms) => {
      now += ms;
    },
  };
});

// The Blob store hands up an outage as the API's serviceUnavailable, whichever call meets it, so nothing above
// storage/ (the restore's journal, lock and sessions, the edge) ever has to recognise an error of the Blob SDK's.
import type { ContainerClient } from '@azure/storage-blob';
import { isKind } from '../../src/errors';
import { blobKeyedStore } from '../../src/storage/keyed-store';

describe('the Blob store over an unreachable Blob Storage', () => {
  const outage = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:10000'), { code: 'ECONNREFUSED' }));
  const refused = Object.assign(new Error('There is currently a lease on the blob'), { statusCode: 412 });
  const blob = {
    exists: outage,
    upload: outage,
    uploadData: outage,
    deleteIfExists: outage,
    downloadToBuffer: outage,
    getBlobLeaseClient: () => ({ acquireLease: outage, renewLease: outage, releaseLease: () => Promise.reject(refused) }),
  };
  const container = {
    getBlockBlobClient: () => blob,
    listBlobsFlat: () => ({
      [Symbol.asyncIterator]: () => ({ next: outage }),
    }),
  } as unknown as ContainerClient;
  const store = blobKeyedStore(container);

  test.each([
    ['read', () => store.read('journal/about.json')],
    ['exists', () => store.exists('journal/about.json')],
    ['put', () => store.put('journal/about.json', '{}')],
    ['put bytes', () => store.put('journal/backup.zip', Buffer.from('zip'))],
    ['createIfAbsent', () => store.createIfAbsent('lock', '')],
    ['delete', () => store.delete('lock')],
    ['lease', () => store.lease('lock', 15)],
    ['list', async () => {
      for await (const entry of store.list('sessions/')) void entry;
    }],
  ])('%s: an outage is serviceUnavailable', async (_name, call) => {
    const err = await call().then(() => null, (e: unknown) => e);
    expect(isKind(err, 'unavailable')).toBe(true);
  });
});
