import { emptyCart, parseCart, type Cart } from '@bar/domain';

/**
 * The cart as stored: in localStorage per signed-in user, so it survives a reload and never leaks to the next
 * person signing in on the same phone. It also keeps the id of a checkout that has not been confirmed yet: a
 * retry after a lost answer (even after a reload) sends the same id, and the server answers with the order it
 * already placed instead of placing a second one.
 */
export interface CartState {
  lines: Cart;
  /** The idempotency key of the checkout in progress; null once the order is confirmed. */
  checkoutId: string | null;
}

export const CART_STORAGE_PREFIX = 'bar.cart.';
export const cartStorageKey = (userId: string) => `${CART_STORAGE_PREFIX}${userId}`;

const EMPTY: CartState = { lines: emptyCart, checkoutId: null };

/** Where storage is unavailable (private mode, quota): the cart lives in memory for this page. */
const memory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();
const snapshots = new Map<string, { raw: string | null; state: CartState }>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  }
}

function parse(raw: string | null): CartState {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const record = value as Record<string, unknown>;
    const lines = parseCart(record.lines);
    const checkoutId = typeof record.checkoutId === 'string' && record.checkoutId ? record.checkoutId : null;
    return lines.length || checkoutId ? { lines, checkoutId } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The current state; the same object as long as the stored text is unchanged (useSyncExternalStore needs that). */
export function readCart(key: string): CartState {
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.state;
  const state = parse(raw);
  snapshots.set(key, { raw, state });
  return state;
}

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

export function updateCart(key: string, change: (state: CartState) => CartState): CartState {
  const current = readCart(key);
  const next = change(current);
  if (next === current) return current;
  const empty = next.lines.length === 0 && !next.checkoutId;
  writeRaw(key, empty ? null : JSON.stringify(next));
  notify(key);
  return readCart(key);
}

/** Subscribes to one user's cart, changes made in other tabs included. */
export function subscribeCart(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A fresh idempotency key for an order: a v4 UUID. */
export function newCheckoutId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
