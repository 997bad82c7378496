import { ML_PER_UNIT, ownEntry } from '@bar/domain';
import { ALCOHOL_FREE_MARKER_SOURCE } from '../lexicon/import-languages';
import { DESCRIPTOR_WORDS, LIQUID_PER_PIECE } from '../lexicon/measures';
import { ALCOHOL_FREE_ITEM_MARKERS, INGREDIENT_LEXICON } from '../lexicon/ingredients';
import { SYNONYMS } from '../lexicon/synonyms';
import { clamp, fold, wordSimilarity, words } from '../text';
import type { ParsedLine } from './ingredient-line';
import type { StockItem } from './profile';

/** Words of a form, not of what a thing is made of ('juice', 'syrup'): never a sign of another product. */
const GENERIC_FORM = new Set(['juice', 'syrup', 'liqueur', 'cordial', 'water', 'soda', 'fresh', 'house', 'wine', 'beer', 'bitters', 'peel', 'twist', 'slice', 'wedge', 'leaf', 'sugar', 'simple', 'dry', 'sweet', 'rum', 'gin', 'vodka', 'tequila', 'whiskey', 'whisky', 'bourbon', 'rye', 'scotch', 'cognac', 'brandy', 'mezcal', 'vermouth', 'tonic', 'ginger', 'egg']);

/** Below this an ingredient is reported as unmatched rather than guessed. */
export const MATCH_THRESHOLD = 0.6;

interface Variant {
  tokens: string[];
  /** 1 for the name itself or a true synonym; less for a near substitute ('ginger ale' for ginger beer). */
  factor: number;
  /** The other name of another product ('reposado tequila' for blanco), not a generic name of this one ('=rum'). */
  otherProduct?: boolean;
}

interface IndexedItem {
  item: StockItem;
  variants: Variant[];
  alcoholFree: boolean;
  kind: 'volume' | 'count' | 'weight' | 'container';
}

export interface StockIndex {
  items: IndexedItem[];
  idf: Map<string, number>;
  unknownIdf: number;
}

interface SynonymMember {
  tokens: string[];
  factor: number;
  wholeOnly: boolean;
}

const GROUPS = SYNONYMS.map((group) => ({
  name: nameTokens(group.name),
  members: [group.name, ...group.also].flatMap((raw): SynonymMember[] => {
    const [text, factor] = raw.replace(/^=/, '').split('~');
    const tokens = nameTokens(text!);
    // A name that is a descriptor away from one plain word ('cocktail bitters' -> 'bitters') would claim too much.
    if (tokens.length < words(text!).length && tokens.length < 2) return [];
    return [{ tokens, factor: factor ? Number(factor) : 1, wholeOnly: raw.startsWith('=') }];
  }),
}));

/** The words of a name that can tell ingredients apart: descriptors ('fresh', 'chilled') and numbers dropped. */
export function nameTokens(text: string): string[] {
  const all = words(text).filter((w) => !/^\d+$/.test(w));
  const kept = all.filter((w) => !DESCRIPTOR_WORDS.has(w));
  return kept.length > 0 ? kept : all;
}

const sameTokens = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

function indexOf(haystack: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** A name and what the synonym groups make of it: 'simple syrup' is also 'sugar syrup'. */
export function expandSynonyms(tokens: string[]): Variant[] {
  const variants: Variant[] = [{ tokens, factor: 1 }];
  for (const group of GROUPS) {
    for (const member of group.members) {
      if (member.wholeOnly) {
        if (sameTokens(tokens, member.tokens)) variants.push({ tokens: group.name, factor: member.factor });
        continue;
      }
      const at = indexOf(tokens, member.tokens);
      if (at < 0) continue;
      const replaced = [...tokens.slice(0, at), ...group.name, ...tokens.slice(at + member.tokens.length)];
      variants.push({ tokens: replaced, factor: member.factor, ...(member.factor < SAME_PRODUCT.namedFactor ? { otherProduct: true } : {}) });
    }
  }
  // The best factor for each distinct spelling.
  const best = new Map<string, Variant>();
  for (const v of variants) {
    const key = v.tokens.join(' ');
    const seen = best.get(key);
    if (!seen || seen.factor < v.factor || (seen.factor === v.factor && seen.otherProduct && !v.otherProduct)) best.set(key, v);
  }
  return [...best.values()];
}

const CONTAINER_UNITS = new Set(['bottle', 'can']);

function unitKind(unit: string): IndexedItem['kind'] {
  if (ownEntry(ML_PER_UNIT, unit) !== undefined) return 'volume';
  if (CONTAINER_UNITS.has(unit)) return 'container';
  if (unit === 'g') return 'weight';
  return 'count';
}

const hasMarker = (tokens: readonly string[]) => ALCOHOL_FREE_ITEM_MARKERS.some((m) => m.every((w) => tokens.includes(w)));

/** Indexes the stock for matching: each item's names and synonyms, and how telling each word is. */
export function indexStock(inventory: readonly StockItem[]): StockIndex {
  const items: IndexedItem[] = inventory.map((item) => {
    const names = [item.name.replace(/\s*\([^)]*\)/g, ' ')];
    for (const inner of item.name.matchAll(/\(([^)]*)\)/g)) if (/[a-z]{3,}/i.test(inner[1]!) && !/\d/.test(inner[1]!)) names.push(inner[1]!);
    const variants = names.flatMap((n) => expandSynonyms(nameTokens(n)));
    return { item, variants, alcoholFree: hasMarker(words(item.name)) || item.abv === 0, kind: unitKind(item.unit) };
  });
  const df = new Map<string, number>();
  for (const entry of items) {
    const seen = new Set(entry.variants.filter((v) => v.factor === 1).flatMap((v) => v.tokens));
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = Math.max(1, items.length);
  const idf = new Map([...df.entries()].map(([t, count]) => [t, Math.log(1 + n / (1 + count))]));
  return { items, idf, unknownIdf: Math.log(1 + n) };
}

function bestTokenSimilarity(token: string, others: readonly string[]): number {
  let best = 0;
  // A word that is itself a product ('sherry', 'port') is no slip of another one ('cherry', 'pork').
  const exact = KNOWN_PRODUCT_WORDS().has(token);
  for (const o of others) best = Math.max(best, exact && o !== token && KNOWN_PRODUCT_WORDS().has(o) ? 0 : wordSimilarity(token, o));
  return best;
}

let PRODUCT_WORDS_CACHE: Set<string> | undefined;
/** Words the lexicon knows as products of their own, never read as slips of each other. */
function KNOWN_PRODUCT_WORDS(): Set<string> {
  PRODUCT_WORDS_CACHE ??= new Set([...INGREDIENT_LEXICON.flatMap((e) => e.words), ...ANOTHER_PRODUCT]);
  return PRODUCT_WORDS_CACHE;
}

/** The share of the item's words the last nameSimilarity found in the ingredient (read right after the call). */
let lastItemShare = 1;
/** The ingredient's words the last nameSimilarity found nowhere in the item, and the item's words not in the ingredient. */
let lastUncovered: string[] = [];
let lastMissing: string[] = [];

/**
 * Words that make another product of the same base: a flavour, a fruit or a spice in front of a spirit ('vanilla
 * vodka', 'coconut rum', 'white cranberry juice', 'whole egg'). A line with one the item lacks is a near-match.
 */
export const ANOTHER_PRODUCT = new Set([
  ...INGREDIENT_LEXICON.flatMap((e) => e.words).filter((w) => !GENERIC_FORM.has(w) && w.length > 2),
  'vanilla', 'cinnamon', 'chocolate', 'caramel', 'peach', 'apple', 'pear', 'mango', 'strawberry', 'blackberry', 'blueberry', 'cherry', 'melon',
  'watermelon', 'passion', 'pineapple', 'coconut', 'banana', 'citron', 'citrus', 'lemon', 'lime', 'orange', 'grapefruit', 'honey', 'pepper', 'chili',
  'chilli', 'jalapeno', 'spiced', 'flavoured', 'flavored', 'infused', 'smoked', 'whole', 'white', 'blue', 'blood', 'sloe', 'yuzu', 'mandarin',
  'tangerine', 'espresso', 'coffee', 'cream', 'sherry', 'port',
  // Aged tequilas are other products than the blanco ('reposado tequila', 'añejo').
  'reposado', 'anejo',
]);
/** Words of an item that make it a product of its own: 'coffee' is not Coffee Liqueur, 'ginger' not Ginger Beer. */
const PRODUCT_FORM = new Set(['liqueur', 'cordial', 'bitters', 'bitter', 'schnapps', 'cream', 'beer', 'ale', 'soda', 'wine', 'vermouth']);

/** How well an ingredient's words and an item's words cover each other, telling words counting most. */
export function nameSimilarity(ingredient: readonly string[], item: readonly string[], index: Pick<StockIndex, 'idf' | 'unknownIdf'>): number {
  if (ingredient.length === 0 || item.length === 0) return 0;
  const weight = (t: string) => index.idf.get(t) ?? index.unknownIdf;
  let covered = 0;
  let total = 0;
  for (const t of ingredient) {
    total += weight(t);
    covered += weight(t) * bestTokenSimilarity(t, item);
  }
  let back = 0;
  let backTotal = 0;
  for (const t of item) {
    backTotal += weight(t);
    back += weight(t) * bestTokenSimilarity(t, ingredient);
  }
  // The last word is the head ('orange bitters' is bitters): an item without it is another thing.
  const head = ingredient.length > 1 ? bestTokenSimilarity(ingredient[ingredient.length - 1]!, item) : 1;
  // An item that is mostly something else ('honey' against 'honey-ginger syrup') is a substitute at best.
  const itemShare = back / backTotal;
  lastItemShare = itemShare;
  lastUncovered = ingredient.filter((t) => bestTokenSimilarity(t, item) < 0.8);
  lastMissing = item.filter((t) => bestTokenSimilarity(t, ingredient) < 0.8);
  return (0.75 * (covered / total) + 0.25 * itemShare) * (head >= 0.8 ? 1 : 0.8) * (itemShare < 0.4 ? 0.7 : 1);
}

/** How plausible the line's kind of amount is for the item: ounces of lime juice, not ounces of lime wedges. */
function unitFit(line: ParsedLine, entry: IndexedItem, lineTokens: readonly string[]): number {
  // A rim is salt or sugar, never a syrup.
  if (line.rim && entry.kind === 'volume') return 0.5;
  if (line.unit) {
    const kind = unitKind(line.unit);
    if (kind === entry.kind) return 1;
    if (kind === 'count' && entry.kind === 'count') return 1;
    if (kind === 'volume' && entry.kind === 'container') return 1;
    if (kind === 'container' && entry.kind === 'volume') return 0.95;
    return 0.75;
  }
  if (line.topUp) return entry.kind === 'volume' || entry.kind === 'container' ? 1 : 0.75;
  if (line.juiceOfFruit) return entry.kind === 'volume' ? 1 : 0.7;
  if (line.quantity !== null || line.garnish) {
    if (entry.kind === 'count' || entry.kind === 'container') return 1;
    if (entry.kind === 'weight') return line.garnish ? 1 : 0.85;
    // '1 egg white' pours; '3 raspberries' are not raspberry syrup, though 'bitters, to garnish' are still bitters.
    const pours = LIQUID_PER_PIECE.some((p) => p.words.every((w) => lineTokens.includes(w)));
    return pours ? 1 : line.quantity === null ? 0.7 : 0.65;
  }
  return 1;
}

/**
 * Below this a match is a near-match of another kind of product ('Irish whiskey' for the bar's Scotch, 'grapefruit
 * juice' for grapefruit soda, 'honey' for honey-ginger syrup): suggested to the manager, never matched silently.
 */
export const SAME_PRODUCT = { factor: 0.8, similarity: 0.7, itemShare: 0.75, namedFactor: 0.9 };

export interface ItemMatch {
  item: StockItem;
  /** Another kind of product than the line names: a substitute to suggest, not a match. */
  near: boolean;
  /** 0..1 for the name alone. */
  score: number;
  /** The name that matched (the line's or an alternative). */
  matchedName: string;
  /** A close second choice lowers the confidence. */
  ambiguous: boolean;
}

/** The stock item a parsed line names, by name, synonyms and fuzzy similarity; null below the threshold. */
/** Every word a synonym group knows ('simple', 'gomme', 'cointreau'). */
const GROUP_WORDS = new Set(GROUPS.flatMap((g) => [...g.name, ...g.members.flatMap((m) => m.tokens)]));

/**
 * The name without the maker's name in front of it ('Giffard orgeat' -> 'orgeat', 'Monin sugar syrup' -> 'sugar
 * syrup', 'Lazzaroni amaretto' -> 'amaretto'): the leading words no item, synonym or near spelling knows. Null when
 * there are none, or nothing known is left.
 */
export function withoutMaker(candidate: string, index: StockIndex): string | null {
  const tokens = nameTokens(candidate);
  const known = (t: string) => index.idf.has(t) || GROUP_WORDS.has(t) || [...index.idf.keys()].some((k) => k.length >= 4 && wordSimilarity(t, k) >= 0.85);
  let first = 0;
  while (first < tokens.length && !known(tokens[first]!)) first++;
  if (first === 0 || first >= tokens.length) return null;
  return tokens.slice(first).join(' ');
}

/**
 * Kinds of product a bar stocks several of, by the words their items' names use. (A spirit's bare name stays matched
 * to the bar's usual one, ADR 28: 'whiskey' is its bourbon, 'rum' its white rum.)
 */
const BARE_KINDS: ReadonlyMap<string, RegExp> = new Map([
  ['cream', /\bcream\b/],
  ['liqueur', /\bliqueur\b/],
  ['juice', /\bjuice\b/],
  ['wine', /\bwine\b/],
  ['vermouth', /\bvermouth\b/],
  ['beer', /\b(?:lager|ipa|stout|porter|pilsner|ale|beer)\b/],
]);
/** Mixers named as a kind of drink ('ginger beer', 'root beer'): never what a bare 'beer' means. */
const MIXER_NAMED_AS_KIND: ReadonlyMap<string, RegExp> = new Map([['beer', /\b(?:ginger|root|birch|spruce) beer\b/]]);
/** What a product of a kind can be named for ('coconut cream', 'elderflower liqueur'): another product than the bare kind. */
const NAMED_FOR = '(?:coconut|coffee|elderflower|orange|ginger|honey|cranberry|pineapple|grapefruit|apple|lime|lemon)';
/** An alcohol-free product said anywhere on a line. */
const ALCOHOL_FREE_MARKER = new RegExp(String.raw`\b${ALCOHOL_FREE_MARKER_SOURCE}(?![\w.,])`);
/** The most words an ingredient's name is compared with the stock by. */
const MAX_NAME_WORDS = 12;
const WHOLE_FRUIT = /^(?:lime|lemon|orange|grapefruit)s?$/;

/** Kinds of product made in many flavours. */
const FLAVOURED_KIND = new Set(['liqueur', 'cordial', 'juice', 'soda', 'puree', 'nectar', 'schnapps', 'shrub']);
/** Words that say nothing of a flavour ('fresh', 'dark', 'homemade'). */
const NO_FLAVOUR = new Set(['fresh', 'freshly', 'squeezed', 'homemade', 'house', 'simple', 'rich', 'dark', 'white', 'light', 'premium', 'good', 'quality', 'de', 'of', 'la', 'le', 'creme', 'cream']);
function otherFlavourOfKind(line: string[], item: string[]): boolean {
  const kind = line.find((t) => FLAVOURED_KIND.has(t));
  if (!kind || !item.includes(kind)) return false;
  const flavourOf = (tokens: string[]) => tokens.filter((t) => t !== kind && !NO_FLAVOUR.has(t));
  const said = flavourOf(line);
  const stocked = flavourOf(item);
  return said.length > 0 && stocked.length > 0 && !said.some((t) => stocked.some((u) => wordSimilarity(t, u) >= 0.85));
}

/** The family of each base spirit's word: a bourbon is a whisky, a cognac a brandy. */
const SPIRIT_FAMILY: ReadonlyMap<string, string> = new Map([
  ...['gin', 'vodka', 'rum', 'tequila', 'mezcal', 'cachaca', 'pisco'].map((w): [string, string] => [w, w]),
  ...['whisky', 'whiskey', 'bourbon', 'scotch', 'rye'].map((w): [string, string] => [w, 'whisky']),
  ...['brandy', 'cognac', 'armagnac'].map((w): [string, string] => [w, 'brandy']),
]);
/** The line names a base spirit, the item another one only ('rum alternative' against a gin alternative). */
function otherSpirit(line: readonly string[], item: readonly string[]): boolean {
  const families = (tokens: readonly string[]) => new Set(tokens.flatMap((t) => (SPIRIT_FAMILY.has(t) ? [SPIRIT_FAMILY.get(t)!] : [])));
  const said = families(line);
  const stocked = families(item);
  return said.size > 0 && stocked.size > 0 && ![...said].some((f) => stocked.has(f));
}

/** The forms of a spirit made from a thing ('coffee liqueur', 'peach schnapps'). */
const LIQUEUR_FORM = new Set(['liqueur', 'liquor', 'schnapps', 'likor', 'licor', 'liquore']);
function namedByItsBase(tokens: readonly string[], lineVariants: readonly Variant[], entry: IndexedItem): boolean {
  const itemWords = words(fold(entry.item.name));
  const form = itemWords.findIndex((w) => LIQUEUR_FORM.has(w));
  if (form <= 0 || lineVariants.some((v) => v.tokens.some((t) => LIQUEUR_FORM.has(t)))) return false;
  return tokens.at(-1) === itemWords[form - 1];
}

export function matchIngredient(line: ParsedLine, index: StockIndex): ItemMatch | null {
  const ranked: Array<{ entry: IndexedItem; score: number; name: string; near: boolean }> = [];
  // (A product's name followed by three words or more no item, synonym or product knows, 'gin zqxw kfjw qpwo ...', junk
  // pasted on the same line: the name is read, and offered, never lost.)
  const candidates = line.candidates.flatMap((c) => {
    const all = nameTokens(c);
    let known = 0;
    while (known < all.length && known < 4 && (index.idf.has(all[known]!) || GROUP_WORDS.has(all[known]!))) known++;
    const junk = all.slice(known);
    return known > 0 && junk.length >= 3 && junk.every((t) => !index.idf.has(t) && !GROUP_WORDS.has(t) && !KNOWN_PRODUCT_WORDS().has(t)) ? [c, all.slice(0, known).join(' ')] : [c];
  });
  const junkTail = new Set(candidates.filter((c) => !line.candidates.includes(c)));
  candidates.forEach((candidate, order) => {
    const tokens = nameTokens(candidate);
    // (A name of more words than any product's is a sentence or junk: it is listed as written, not compared word by word.)
    if (tokens.length === 0 || tokens.length > MAX_NAME_WORDS) return;
    const lineVariants = expandSynonyms(tokens);
    // (Said anywhere on the line, in brackets too: 'gin (alcohol-free)', 'Heineken 0.0'.)
    // (Said elsewhere on a line of alternatives, 'gin or 0% gin', it is the other choice's: the first stays what it names.)
    const source = fold(line.source);
    const saysAlcoholFree = hasMarker(words(candidate)) || lineVariants.some((v) => v.factor === 1 && hasMarker(v.tokens)) || (ALCOHOL_FREE_MARKER.test(source) && !/\bor\b/.test(source));
    for (const entry of index.items) {
      let best = 0;
      let near = false;
      for (const lv of lineVariants) {
        for (const iv of entry.variants) {
          const raw = nameSimilarity(lv.tokens, iv.tokens, index);
          const itemShare = lastItemShare;
          const uncovered = lastUncovered;
          const missing = lastMissing;
          const s = raw * lv.factor * iv.factor;
          if (s > best) {
            best = s;
            // A synonym that is only a substitute, a weak name match, or an item with a telling word the line lacks
            // ('honey syrup' against honey-ginger syrup).
            // A named product of the same kind that the bar does not stock ('reposado tequila', 'Grand Marnier') is one too;
            // a generic name ('rum', '=whiskey') is not.
            near =
              lv.factor * iv.factor < SAME_PRODUCT.factor ||
              Boolean(lv.otherProduct || iv.otherProduct) ||
              raw < SAME_PRODUCT.similarity ||
              (lv.tokens.length > 1 && itemShare < SAME_PRODUCT.itemShare) ||
              // 'vanilla vodka' for Vodka, 'coffee' for Coffee Liqueur: another product of the same base.
              uncovered.some((t) => ANOTHER_PRODUCT.has(t)) ||
              // (and an egg is not an egg white: a flip's whole egg is offered, not matched; granulated sugar is not the
              // syrup: offered, never matched).
              (lv.tokens.length === 1 && missing.some((t) => PRODUCT_FORM.has(t) || (t === 'white' && lv.tokens[0] === 'egg') || (t === 'syrup' && lv.tokens[0] === 'sugar')));
          }
        }
      }
      if (best === 0) continue;
      // A line named by what a liqueur is made of, and not as a liqueur ('hot coffee', 'iced coffee', 'peach'), is that
      // thing: never the liqueur, not even as a suggestion.
      if (namedByItsBase(tokens, lineVariants, entry)) continue;
      let score = best * unitFit(line, entry, tokens);
      if (entry.alcoholFree && !saysAlcoholFree) score *= 0.7;
      // An alcohol-free product is never offered an alcoholic item, not even as a substitute ('0% gin' is no London
      // Dry Gin, '0.5% lager' no Lager): the manager would save alcohol into a drink sold as alcohol-free.
      if (!entry.alcoholFree && saysAlcoholFree) continue;
      // Nor another spirit's stand-in: an alcohol-free rum alternative is no alcohol-free gin's, not even a suggestion.
      if (entry.alcoholFree && otherSpirit(tokens, words(fold(entry.item.name)))) continue;
      // The recipe's first choice of alternatives wins a tie ('Cointreau or other triple sec').
      score -= order * 0.001;
      // An alcohol-free product is never matched to an alcoholic item ('0.0 lager' is no Lager): at most suggested.
      // A whole fruit ('1 lemon', 'medio limón') is cut or juiced: its twist or peel is another thing, offered at most.
      const fruitForPeel = WHOLE_FRUIT.test(tokens.join(' ')) && /\b(?:twist|peel|zest)s?\b/i.test(entry.item.name);
      ranked.push({ entry, score, name: candidate, near: near || fruitForPeel || (!entry.alcoholFree && saysAlcoholFree) || junkTail.has(candidate) });
    }
  });
  if (ranked.length === 0) return null;
  ranked.sort((a, b) => b.score - a.score);
  // (A bare 'beer' is a beer, never a mixer named one: 'ginger beer' and 'root beer' are other products.)
  const bare = line.candidates.length === 1 ? nameTokens(line.candidates[0]!).join(' ') : '';
  const named = MIXER_NAMED_AS_KIND.get(bare);
  if (named && ranked.some((r) => !named.test(fold(r.entry.item.name)))) ranked.splice(0, ranked.length, ...ranked.filter((r) => !named.test(fold(r.entry.item.name))));
  const top = ranked[0]!;
  // A bare kind the bar stocks several of ('cream', 'liqueur', 'juice', 'wine', 'vermouth'): which one is the
  // manager's to say, so the best is only suggested.
  const kind = line.candidates.length === 1 ? nameTokens(line.candidates[0]!).join(' ') : '';
  const ofKind = BARE_KINDS.has(kind) ? index.items.filter((e) => !e.alcoholFree && BARE_KINDS.get(kind)!.test(fold(e.item.name))) : [];
  // (One of the kind only, but named for something else: 'coconut cream' is not the cream a recipe means.)
  const otherProduct = ofKind.length === 1 && new RegExp(String.raw`\b${NAMED_FOR}\s+${kind}\b`).test(fold(ofKind[0]!.item.name));
  if (ofKind.length > 1 || otherProduct) top.near = true;
  if (top.score < MATCH_THRESHOLD) return null;
  // A product of a kind named for another flavour ('chocolate liqueur' against Elderflower Liqueur, 'apple juice' against
  // Orange Juice) is no substitute: only the kind is shared, and the manager is shown it unmatched. (Syrups and bitters
  // stand in for each other: 'demerara syrup' is still offered as the sugar syrup, 'orange bitters' as Angostura.)
  if (top.near && otherFlavourOfKind(nameTokens(top.name), nameTokens(top.entry.item.name))) return null;
  const second = ranked.find((r) => r.entry !== top.entry);
  const ambiguous = second !== undefined && top.score - second.score < 0.04;
  return { item: top.entry.item, near: top.near, score: clamp(top.score), matchedName: top.name, ambiguous };
}
