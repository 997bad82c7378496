import type { Order } from '@bar/domain';

/**
 * This instance's copy of whole business dates' orders, each kept under the ETag of its date's change marker
 * (`~ver`, ADR 13) as the read or write that filled it saw it (docs/adr/0023-orders-kept-per-instance.md). A
 * copy is used only for the marker ETag it was kept under, so it is exactly what the date's
 * partition held at that marker: every write of an order moves the marker, on any instance.
 *
 * The instance that writes knows what its write did: a hot-path batch (placing, moving) reads the marker first and
 * moves it last, in one transactional request, so when the marker it read is the one a copy is kept under, no one
 * else wrote in between, and the copy with the batch's orders is the date at the marker the batch wrote
 * (`wrote`). A write answered before the one it followed (two batches of this instance at once, answered out of
 * order) waits, with the marker it read, until the copy reaches that marker, and then follows (`pending`). A read
 * that met a marker the copy has since moved on from through this instance's own writes is answered with the newer
 * copy (`since`: it was written before the read ends). Any other case drops nothing and adds nothing: the next read
 * sees a marker it has no copy for and reads the date again.
 */
export interface KeptDate {
  /** The marker's ETag (null: the date has none, no order was ever written into it). */
  readonly version: string | null;
  /** Every order of the date, oldest first (`createdAt`), markers left out. */
  readonly orders: readonly Order[];
  /**
   * For a date before today: today's marker ETag when this date's marker was last read (after today's). While
   * today's marker still has it, nothing was written into this date but moves of its own orders (see
   * `OrdersCache.partEmptyUnder`).
   */
  readonly underToday?: string | null;
  /**
   * The markers this copy was kept under before, oldest first, since a read last filled it: each later state came from
   * this instance's own write that read the marker before it. A read that met one of them is older than the copy.
   */
  readonly passed?: readonly string[];
}

/** A date's orders and the marker they are at. */
export interface OrdersAt {
  readonly orders: readonly Order[];
  readonly version: string | null;
}

/** The most orders of one date kept; a busier date is read from the database every time (queries per scope). */
export const MAX_KEPT_ORDERS_PER_DATE = 5_000;
/** The most dates kept (today, yesterday, and a date asked for by name). */
const MAX_KEPT_DATES = 4;
/** The most markers a copy remembers having passed. */
const MAX_PASSED = 64;
/** The most writes of this instance waiting for the copy to reach the marker they read, per date. */
const MAX_PENDING_WRITES = 100;

/** A write of this instance that read the marker `before` inside its batch and moved it to `after`. */
interface OwnWrite {
  after: string;
  orders: readonly Order[];
  isToday: boolean;
}

const byCreatedAt = (a: Order, b: Order) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

export class OrdersCache {
  private readonly dates = new Map<string, KeptDate>();
  /**
   * Per date, this instance's writes that found the copy at another marker than the one they read, by that marker:
   * when the copy reaches it (an earlier write of this instance answered later, or a read), the write follows.
   */
  private readonly pending = new Map<string, Map<string, OwnWrite>>();

  /** The kept copy of a date, whatever its marker (for the decisions that need the last known state). */
  peek(date: string): KeptDate | undefined {
    return this.dates.get(date);
  }

  /** The kept orders of a date if they were kept under exactly this marker ETag. */
  at(date: string, version: string | null): readonly Order[] | undefined {
    const kept = this.dates.get(date);
    return kept && kept.version === version ? kept.orders : undefined;
  }

  /**
   * The kept orders of a date at the marker `version` or at a later one this instance's writes brought the copy to
   * from it (a read that met `version` may be answered with them: they were written before the read ended).
   */
  since(date: string, version: string | null): OrdersAt | undefined {
    const kept = this.dates.get(date);
    if (!kept) return undefined;
    if (kept.version === version || (version !== null && kept.passed?.includes(version))) return { orders: kept.orders, version: kept.version };
    return undefined;
  }

  /** Keeps a date's orders as one read returned them with its marker (not when the copy is newer than the read). */
  keep(date: string, version: string | null, orders: readonly Order[], underToday?: string | null): void {
    if (version !== null && this.dates.get(date)?.passed?.includes(version)) return;
    this.put(date, { version, orders, ...(underToday !== undefined ? { underToday } : {}) });
  }

  private put(date: string, kept: KeptDate): void {
    if (kept.orders.length > MAX_KEPT_ORDERS_PER_DATE) {
      this.dates.delete(date);
      return;
    }
    this.set(date, { ...kept, orders: [...kept.orders].sort(byCreatedAt) });
    this.followPending(date, kept.version);
  }

  /** Records that a date's marker was read while today's had the ETag `today` (for a date before today). */
  confirm(date: string, version: string | null, today: string | null): void {
    const kept = this.dates.get(date);
    if (kept && kept.version === version) this.set(date, { ...kept, underToday: today });
  }

  /**
   * After a batch of this instance wrote `orders` into `date` (created or replaced), having read the date's marker
   * as `before` inside the batch and moved it to `after`: the kept copy follows when it was kept under `before`.
   * When `date` is today, an earlier date confirmed under today's `before` stays confirmed under `after`: the batch
   * read `before` inside itself, so nothing else was written into today in between, and it wrote into today only.
   */
  wrote(date: string, before: string, after: string, orders: readonly Order[], isToday: boolean): void {
    if (isToday) {
      for (const [other, kept] of [...this.dates]) {
        if (other !== date && kept.underToday === before) this.set(other, { ...kept, underToday: after });
      }
    }
    const kept = this.dates.get(date);
    if (!kept || kept.version !== before) {
      // Not yet: an earlier write of this instance may still be on its way back, or a read may reach `before`.
      const waiting = this.pending.get(date) ?? new Map<string, OwnWrite>();
      waiting.set(before, { after, orders, isToday });
      while (waiting.size > MAX_PENDING_WRITES) waiting.delete(waiting.keys().next().value!);
      this.pending.set(date, waiting);
      return;
    }
    const byId = new Map(kept.orders.map((o) => [o.id, o]));
    for (const order of orders) byId.set(order.id, order);
    this.put(date, {
      version: after,
      orders: [...byId.values()],
      passed: [...(kept.passed ?? []), before].slice(-MAX_PASSED),
      ...(kept.underToday !== undefined ? { underToday: kept.underToday } : {}),
    });
  }

  /** The copy of `date` is now at `version`: a write of this instance that read that marker follows. */
  private followPending(date: string, version: string | null): void {
    const waiting = this.pending.get(date);
    if (version === null || !waiting) return;
    const next = waiting.get(version);
    if (!next) return;
    waiting.delete(version);
    this.wrote(date, version, next.after, next.orders, next.isToday);
  }

  /** Forgets everything (tests). */
  clear(): void {
    this.dates.clear();
    this.pending.clear();
  }

  private set(date: string, kept: KeptDate): void {
    this.dates.delete(date);
    this.dates.set(date, kept);
    while (this.dates.size > MAX_KEPT_DATES) this.dates.delete(this.dates.keys().next().value!);
  }
}
