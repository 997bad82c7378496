/**
 * A store of named bytes with the conditional writes and the lease the restore relies on: its journal, its chunked
 * upload sessions and its lock (backup/journal.ts, sessions.ts, lock.ts) work over this port and never see Blob
 * Storage. `blobKeyedStore` below is the one over a Blob container (the composition root builds it once); the
 * tests have one in memory (api/test/support/memory-keyed-store.ts) that answers the same way, and one set of cases
 * runs against both (api/test/support/keyed-store-contract.ts).
 *
 * What each call answers is an outcome (created or there already, present or missing, leased or held by another);
 * an outage is thrown as serviceUnavailable (storage/errors.ts), and anything else (a write over a name another holds
 * the lease of) as it came.
 */
import type { ContainerClient } from '@azure/storage-blob';
import { createIfAbsent, readIfPresent, tryLease } from './conditional';
import { blobCall, translateBlobOutage } from './errors';

/** One name of a listing, with when it was last written. */
export interface StoredEntry {
  name: string;
  lastModified: Date;
}

/** A lease this caller holds: it ends when released or, unless renewed, when its seconds have passed. */
export interface HeldLease {
  /** Starts its seconds again. Throws when another holder has the name meanwhile. */
  renew(): Promise<void>;
  /** Frees the name at once. Throws when another holder has it meanwhile. */
  release(): Promise<void>;
}

export interface KeyedStore {
  /** The bytes under `name`, or null when there is nothing of that name. */
  read(name: string): Promise<Buffer | null>;
  /** Whether something is stored under `name` (without reading it). */
  exists(name: string): Promise<boolean>;
  /** Writes `name`, replacing whatever was there. */
  put(name: string, body: string | Buffer, contentType?: string): Promise<void>;
  /** Writes `name` only if nothing is stored under it: true when this call created it, false when something was there. */
  createIfAbsent(name: string, body: string | Buffer): Promise<boolean>;
  /** Removes `name`: false when there was nothing of that name. */
  delete(name: string): Promise<boolean>;
  /** Every name that starts with `prefix`, in name order. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Takes the lease of an existing `name` for `seconds` (15 to 60): null while another holder has it. */
  lease(name: string, seconds: number): Promise<HeldLease | null>;
}

/** The store over one Blob container (its names are blob names); outcomes read by storage/conditional.ts. */
export function blobKeyedStore(container: ContainerClient): KeyedStore {
  const blob = (name: string) => container.getBlockBlobClient(name);
  return {
    read: (name) => readIfPresent(blob(name)),
    exists: (name) => blobCall(() => blob(name).exists()),
    async put(name, body, contentType) {
      const options = contentType ? { blobHTTPHeaders: { blobContentType: contentType } } : {};
      if (typeof body === 'string') await blobCall(() => blob(name).upload(body, Buffer.byteLength(body), options));
      else await blobCall(() => blob(name).uploadData(body, options));
    },
    createIfAbsent: (name, body) => createIfAbsent(blob(name), body),
    async delete(name) {
      return (await blobCall(() => blob(name).deleteIfExists())).succeeded;
    },
    async *list(prefix) {
      try {
        for await (const item of container.listBlobsFlat({ prefix })) yield { name: item.name, lastModified: item.properties.lastModified };
      } catch (err) {
        throw translateBlobOutage(err);
      }
    },
    async lease(name, seconds) {
      const lease = blob(name).getBlobLeaseClient();
      if (!(await tryLease(lease, seconds))) return null;
      return {
        async renew() {
          await blobCall(() => lease.renewLease());
        },
        async release() {
          await blobCall(() => lease.releaseLease());
        },
      };
    },
  };
}
