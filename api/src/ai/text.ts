import { distance } from 'fastest-levenshtein';

/** Lower case, accents folded ('Cachaça' -> 'cachaca', 'rosé' -> 'rose'), typographic quotes made plain. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u2032`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase();
}

/** Words that do not change into a singular by losing their s. */
const KEEP_S = new Set([
  'bitters', 'is', 'was', 'has', 'this', 'its', 'glass', 'grass', 'less', 'plus', 'gras', 'cass', 'schnapps', 'swiss',
  'us', 'yes', 'bus', 'citrus', 'hibiscus', 'molasses', 'kiss', 'mess', 'always', 'as', 'ss', 'pastis', 'anis', 'tonics',
]);
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  olives: 'olive',
  knives: 'knife',
  halves: 'half',
  cherries: 'cherry',
  berries: 'berry',
  raspberries: 'raspberry',
  strawberries: 'strawberry',
  blackberries: 'blackberry',
  blueberries: 'blueberry',
  cranberries: 'cranberry',
  whiskies: 'whisky',
  whiskeys: 'whiskey',
  dashes: 'dash',
  splashes: 'splash',
  pinches: 'pinch',
  peaches: 'peach',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  glasses: 'glass',
  boxes: 'box',
  tonics: 'tonic',
};

/** A plain English singular: 'wedges' -> 'wedge', 'cherries' -> 'cherry', 'leaves' -> 'leaf'; 'bitters' stays. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || KEEP_S.has(word) || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Words of a text, folded and singular: "Fresh Lime-Juice's" -> ['fresh', 'lime', 'juice']. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

/** A light stem for loose matching: 'stirred' -> 'stir', 'shaken' and 'shake' -> 'shak', 'muddled' -> 'muddl'. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4) w = w.replace(/(ing|ed|en|es|e|s)$/, '');
  if (/([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** 1 for equal words, down to 0 as they differ; short words must be equal (gin is not rum). */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (Math.min(a.length, b.length) < 4) return 0;
  const ratio = 1 - distance(a, b) / longest;
  // 'whisky'/'whiskey', 'liqueur'/'liquer', 'tequilla': one slip in a long word still counts, other words do not.
  return ratio >= 0.8 ? ratio : 0;
}

/** Joins words as English: 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function clamp(value: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, value));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
