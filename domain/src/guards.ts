/** A plain object (not null, not an array): what untrusted JSON must be before its fields are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A table's own entry for a key that came from outside (a query, a body, a stored field), never one inherited from
 * Object.prototype: `TABLE['constructor']` or `TABLE['__proto__']` is undefined here, not a function or an object.
 */
export function ownEntry<V>(table: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
