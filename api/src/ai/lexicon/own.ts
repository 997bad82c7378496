/**
 * A lexicon's table with only its own words: a guest's 'constructor' or '__proto__' finds nothing in it, where a plain
 * object would answer with what every object inherits (a function, the prototype). Every table looked up by a word a
 * guest or a manager typed is made with this.
 */
export function ownWords<T>(table: Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, table);
}
