/**
 * Blob Storage's answers to conditional writes, reads and leases, as outcomes: the Blob store of the restore's lock,
 * journal and upload sessions (keyed-store.ts) says what they mean (created or there already, present or missing,
 * leased or held by another), so nothing above it reads a Blob status (lint: eslint/api-layers.mjs). An outage is
 * thrown as serviceUnavailable (storage/errors.ts); anything else Blob Storage answers as it came.
 */
import type { BlobLeaseClient, BlockBlobClient } from '@azure/storage-blob';
import { statusOf } from '../data/errors';
import { blobCall } from './errors';

/** Writes the blob only if none exists under its name: true when this call created it, false when one was there (409, or 412 while leased). */
export async function createIfAbsent(blob: BlockBlobClient, body: string | Buffer): Promise<boolean> {
  try {
    if (typeof body === 'string') await blobCall(() => blob.upload(body, Buffer.byteLength(body), { conditions: { ifNoneMatch: '*' } }));
    else await blobCall(() => blob.uploadData(body, { conditions: { ifNoneMatch: '*' } }));
    return true;
  } catch (err) {
    if (statusOf(err) === 409 || statusOf(err) === 412) return false;
    throw err;
  }
}

/** The blob's bytes, or null when there is no blob of that name (404). */
export async function readIfPresent(blob: BlockBlobClient): Promise<Buffer | null> {
  try {
    return await blobCall(() => blob.downloadToBuffer());
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

/** Takes the lease for `seconds`: true when taken, false when another holder has it (409). */
export async function tryLease(lease: BlobLeaseClient, seconds: number): Promise<boolean> {
  try {
    await blobCall(() => lease.acquireLease(seconds));
    return true;
  } catch (err) {
    if (statusOf(err) === 409) return false;
    throw err;
  }
}
