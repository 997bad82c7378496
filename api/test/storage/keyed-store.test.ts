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
