/** Sets `key` in a map that keeps only the `max` most recently set entries (a few per history entry, say). */
export function rememberRecent<K, V>(map: Map<K, V>, key: K, value: V, max = 50): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
