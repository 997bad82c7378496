import { words } from '../text';

/**
 * A dictionary of phrases (one or more words) that finds the longest phrases in a text's words, left to right.
 * Phrases are written naturally in the lexicon ('spirit-forward', 'not too sweet') and normalised here the same
 * way the text is, so both sides agree on accents, case, hyphens and plurals.
 */
export class PhraseDictionary<T> {
  private readonly entries = new Map<string, T[]>();
  private longest = 1;

  /** A dictionary on top of another: the fixed lexicon is built once, each menu's words are added per request. */
  constructor(private readonly base?: PhraseDictionary<T>) {
    if (base) this.longest = base.longest;
  }

  add(phrase: string, value: T): this {
    const key = words(phrase).join(' ');
    if (!key) return this;
    const list = this.entries.get(key) ?? [];
    // 'gin' and 'gins' are one phrase: keep one copy of each meaning.
    const same = JSON.stringify(value);
    if (!list.some((v) => JSON.stringify(v) === same)) list.push(value);
    this.entries.set(key, list);
    this.longest = Math.max(this.longest, key.split(' ').length);
    return this;
  }

  /** Every word of every phrase, the base dictionary's included. */
  vocabulary(into = new Set<string>()): Set<string> {
    this.base?.vocabulary(into);
    for (const key of this.entries.keys()) for (const w of key.split(' ')) into.add(w);
    return into;
  }

  /** The values of the phrase made of exactly these words, if any. */
  lookup(tokens: readonly string[]): T[] | undefined {
    return this.get(tokens.join(' '));
  }

  private get(key: string): T[] | undefined {
    const own = this.entries.get(key);
    const inherited = this.base?.get(key);
    if (!own) return inherited;
    if (!inherited) return own;
    return [...inherited, ...own];
  }

  /** The longest phrase starting at `start`: its length in words and its values. */
  matchAt(tokens: readonly string[], start: number): { length: number; values: T[] } | null {
    const found = this.longestAt(tokens, start, this.longest);
    if (!found || found.length < 2) return found;
    // A phrase as long that starts inside this one and reaches past it is what was said: 'a white russian' is the
    // White Russian, not 'a white' (wine) and then 'russian'. This one yields to it, keeping only what comes before.
    for (let inside = 1; inside < found.length; inside++) {
      const later = this.longestAt(tokens, start + inside, this.longest);
      if (later && later.length >= found.length && inside + later.length > found.length) return this.longestAt(tokens, start, inside);
    }
    return found;
  }

  /** The longest phrase at the start, of at most that many words. */
  private longestAt(tokens: readonly string[], start: number, most: number): { length: number; values: T[] } | null {
    for (let length = Math.min(most, tokens.length - start); length >= 1; length--) {
      const values = this.get(tokens.slice(start, start + length).join(' '));
      if (values) return { length, values };
    }
    return null;
  }

  /** Every phrase found in the tokens, longest first at each position, without overlaps. */
  findAll(tokens: readonly string[]): Array<{ start: number; length: number; values: T[] }> {
    const found: Array<{ start: number; length: number; values: T[] }> = [];
    for (let i = 0; i < tokens.length; ) {
      const m = this.matchAt(tokens, i);
      if (m) {
        found.push({ start: i, ...m });
        i += m.length;
      } else i += 1;
    }
    return found;
  }
}
