/**
 * Blob Storage's outages, as the API's error: storage/ runs each of its calls through `blobCall`, so a store that
 * cannot be reached is a serviceUnavailable above it. The restore's journal, lock and upload sessions (backup/)
 * still call Blob Storage on the container client they are handed: `isStorageOutage` tells the edge and the
 * restore what of theirs is an outage, by the same rule (data/errors.ts).
 */
import { isUnavailableError, translateOutage } from '../data/errors';

/** Whether an error Blob Storage threw as it came is an outage (unreachable, overloaded, timed out). */
export const isStorageOutage = (err: unknown): boolean => isUnavailableError(err);

/** Runs one call to Blob Storage: an outage is thrown as serviceUnavailable, anything else (404, 409, 412) as it came. */
export async function blobCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw translateOutage(err);
  }
}
