/**
 * Blob Storage's outages, as the API's error: storage/ runs each of its calls through `blobCall`, so a store that
 * cannot be reached is a serviceUnavailable above it (by the same rule as the database's, data/errors.ts), and
 * nothing above storage/ ever sees an error of the Blob SDK's as an outage.
 */
import { translateOutage } from '../data/errors';

/** An error Blob Storage threw: an outage (unreachable, overloaded, timed out) as serviceUnavailable, else as it came. */
export const translateBlobOutage = (err: unknown): unknown => translateOutage(err);

/** Runs one call to Blob Storage: an outage is thrown as serviceUnavailable, anything else (404, 409, 412) as it came. */
export async function blobCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw translateOutage(err);
  }
}
