/**
 * What moving an order (forward, back) needs, as ports: the orders store, the stock with its exactly-once
 * deduction and put-back (data/stock.ts in the app), the clock and the business dates. The handler builds them
 * from the request's dependencies (ctx.deps); unit tests hand in memory.
 */
import type { Order, OrderIngredient, StockChange } from '@bar/domain';
import type { Versioned } from '../data/store';

/** Takes an order's ingredients once per marker (data/stock.ts). */
import type { Deduct } from '../data/stock';

export type { Deduct };

export interface MoveStock {
  /** Runs work that may deduct and then writes the order; the catalog's marker moves once the work is over. */
  deducting<T>(work: (deduct: Deduct) => Promise<T>): Promise<T>;
  /** Puts back what a deduction under `marker` took, exactly once per item. */
  restockOnce(marker: string, taken: readonly OrderIngredient[], now?: string, afterItem?: () => void): Promise<StockChange[]>;
}

export interface MovePorts {
  orders: {
    get(id: string, date: string): Promise<Versioned<Order> | null>;
    /** Replaces the order if it still has the ETag (stale otherwise: preconditionFailed). */
    replace(order: Order, etag: string): Promise<Versioned<Order>>;
  };
  stock: MoveStock;
  clock(): Date;
  /** Today's business date and the one before. */
  dates(): [today: string, yesterday: string];
  /**
   * A fault the crash-recovery tests inject (the composition root's `faults`): called as a move back starts
   * putting the stock back, it may answer a callback run after each item, which may throw. Absent in production.
   */
  moveBackFault?(): (() => void) | undefined;
}
