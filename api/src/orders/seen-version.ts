import type { Order } from '@bar/domain';
import type { Versioned } from '../data/store';
import { preconditionFailed } from '../errors';

/**
 * A move conditioned on the version the caller saw (If-Match, compared strongly: a weak tag never matches) is
 * refused as stale when the order changed since, before anything is written. Without If-Match a forward move is safe
 * to send again (it says what happened); a move back and a cancel require it (move-back.ts, change-status.ts).
 */
export function checkSeenVersion(found: Versioned<Order>, seen: string | undefined): void {
  if (seen !== undefined && seen !== found.etag) throw preconditionFailed('This order changed since you saw it. Look at it again before moving it.');
}
