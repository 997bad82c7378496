import { COMMON_WORDS } from '../lexicon/common-words';
import { ENGLISH_WORDS, isMoreEnglishWord } from '../lexicon/english-words';
import { FLAVOURS, FLAVOUR_LEXICON, STRENGTH_WORDS, type Flavour } from '../lexicon/flavours';
import { CURRENCY, CURRENCY_SYMBOLS, CURRENCY_WORDS_SOURCE, NOT_MONEY_AFTER_SOURCE, NUMBERS_IN_WORDS, OF_IT_IS, PEOPLE_WORDS_SOURCE, PINYIN_DIGITS, TIP_WORDS_SOURCE, hundredsInFull, limitsAsSaid, priceInDoubt, priceOfNamedDrink, rupiahInDigits } from '../money';
import {
  FOODS,
  ALCOHOL_FREE_PHRASES,
  ALLERGENS,
  ALLERGEN_WORDS,
  ALCOHOL_WORDS,
  CATEGORY_WORDS,
  CHEAP_WORDS,
  CLASSICS,
  COLOURS,
  DIETARY,
  DIFFERENT_CUES,
  SIMILAR_CUES,
  SIPPING,
  SERVE_WORDS,
  LONG_DRINK,
  A_SOUR,
  type Serve,
  DIMINISHERS,
  DRINKING_AGE,
  DRINK_ALIASES,
  GENERIC_ITEM_WORDS,
  INTENSIFIERS,
  LIGHT_BODY_WORDS,
  LIKE_CUES,
  NEGATION_CANCELLERS,
  NEGATION_CONTINUERS,
  NEGATION_LIST_WORDS,
  NEGATORS,
  NOT_DRINKING,
  NOT_GETTING_DRUNK,
  HOT_DRINKS_NAMED,
  FINE_WORDS,
  FINE_WORDS_ABROAD,
  EXCEPT_WORDS,
  ALLERGY_HEADS,
  NO_ALCOHOL_TRACE,
  WATER_ONLY_SAID,
  DOING_IN_JEST,
  FIZZY_THINGS,
  OCCASIONS,
  ORIGINS,
  SOFTENERS,
  SPIRIT_KINDS,
  SPIRIT_KIND_WISHES,
  SPIRIT_KINDS_SAID_WITH_ALCOHOL,
  STOP_WORDS,
  WINE_STYLE_WORDS,
  MENTIONED_ALLERGEN,
  NOT_THE_ALLERGEN,
  allergenByStem,
  type Allergen,
  NO_ALLERGEN_SAID,
} from '../lexicon/requests';
import { ALCOHOL_FREE_ITEM_MARKERS } from '../lexicon/ingredients';
import { PHRASES as FOREIGN_PHRASES, WORDS as FOREIGN_WORDS } from '../lexicon/languages';
import { IMITATIONS_REFUSED, STAND_INS_REFUSED_SAID, STAND_IN_ALLOWED, SAYS_NO, TAKES_BACK, THING_THEN_NO } from '../lexicon/refusals';
import { SPIRITS, spiritLineage, spiritNamed } from '../lexicon/spirits';
import { SYNONYMS } from '../lexicon/synonyms';
import { withTurkishRead } from '../turkish';
import { withCatalanRead } from '../catalan';
import { withArabicRead, withArabiziRead } from '../arabic';
import { withScriptsRead } from '../script-read';
import { LIKENESS_NEAR, NOT_THAT_ONE, withAfrikaansRead, withEastAsianRead, withGreeklishRead, withRussianRead, brandsAsProducts, brandsNamed, emojiAsWords, fold, stem, withCorrections, withoutLeaveOffs, withoutLiftedReasons, withoutProductAges, words, ownReasonLifted } from '../text';
import { distance } from 'fastest-levenshtein';
import { PhraseDictionary } from './phrases';
import { sharedIngredients, type DrinkProfile } from './profile';

import type { WishCategory } from '../port';
import { ownWords } from '../lexicon/own';
export type { WishCategory };

/** A guest's request, understood: what to look for, what to avoid, and the hard limits. */
export interface GuestRequest {
  /** Tastes the reader added itself (a child's sweet and fruity, no bitter): they rank, but no reason says them. */
  unsaid?: string[];
  /** The tastes and strength an occasion said for the guest ('after work': refreshing, light), not the guest's words. */
  occasionTaste?: Array<{ flavours: Set<Flavour>; strength?: 'light' | 'strong'; setting?: WishCategory; own?: ReadonlySet<Flavour>; leading?: ReadonlySet<Flavour> }>;
  /** A taste the guest said in their own words, not painted by an occasion ('warming', 'something fruity'). */
  tasteSaid?: Set<Flavour>;
  alcoholFree: boolean;
  /** The guest asked for alcohol ('something boozy', 'with alcohol'): alcohol-free drinks are left out. */
  wantsAlcohol: boolean;
  /** The word 'alcohol' came without a word that makes it a wish ('zonder alcohol'): when in doubt, alcohol-free. */
  alcoholInDoubt?: boolean;
  /** Not even the 0.5% an alcohol-free beer may have ('0.0 only', pregnant, a minor, in recovery): with alcoholFree only. */
  noAlcoholTrace?: boolean;
  /** Nothing but water may be drunk ('nothing but water after midnight'): no drink on the menu fits. */
  waterOnly?: boolean;
  /** No alcohol-free stand-in for a grown-up's drink (an alcohol-free gin, aperitif or beer): a child, a guest of faith. */
  noStandIns?: boolean;
  /** The alcohol-free stand-in of a spirit ruled out is allowed ('the alcohol-free gin is fine'). */
  standInsAllowed?: boolean;
  /** The price limit was said in a currency the bar cannot convert ('1200 yen'): no reason says it is met. */
  capUnconverted?: boolean;
  /** Drinks asked for, then taken back ('a Negroni. Actually no, I'm driving'). */
  takenBack?: string[];
  maxPrice?: number;
  cheap: boolean;
  /** 'Something special', 'treat myself', 'top shelf': the finer (dearer) drinks within the guest's limits. */
  premium?: boolean;
  /** A wish for a classic ('a classic', 'un grand classique', 'old school', 'ein Klassiker'): the best-known drinks. */
  classic?: boolean;
  flavours: Map<Flavour, number>;
  avoidFlavours: Map<Flavour, number>;
  /** How strong; `painted` when only an occasion said it ('cheer me up' paints a stiff drink). */
  strength?: { level: 'strong' | 'light'; weight: number; painted?: boolean };
  /** A drink with no alcohol in it asked for by name ('a lassi'): the alcohol-free drinks are its closest, a wish and no limit. */
  noAlcoholWished?: boolean;
  spirits: string[];
  excludedSpirits: string[];
  categories: WishCategory[];
  excludedCategories: WishCategory[];
  /** Words of inventory items the guest wants ('ginger', 'orange juice'), each wish a list of words. */
  ingredients: string[][];
  excludedIngredients: string[][];
  /** Ingredients an occasion, a place or a colour suggests, any one of them enough ('celebrate': prosecco or champagne). */
  occasionIngredients: string[][];
  /** A classic the menu does not have was named ('a Vesper'): answered by its likes, through `occasionIngredients`. */
  namedClassic?: boolean;
  /** A guest (or the one asked for) under the drinking age, by an age said: alcohol-free, and the answer says why. */
  minor?: boolean;
  /** The classics not on this menu named, by the lexicon's key ('pisco sour'). */
  classicsNamed?: string[];
  /** Brands named that no drink of the menu is made with by name ('a Corona', 'a Grey Goose martini'), folded. */
  brandsNamed?: string[];
  /** Foods asked for that no drink of the bar holds ('a mojito with strawberries'): the answer says it has none. */
  foodsWished?: string[];
  /** A drink to sip slowly ('after dinner', 'a sipper'): a short drink first, not a long one. */
  sipping?: boolean;
  /** A sour asked for as a kind of drink ('some kind of sour'): spirit, lemon or lime and a sweetener first. */
  aSour?: boolean;
  /** A long drink ('something long', 'a highball'): one topped up with a mixer first. */
  long?: boolean;
  /** In a hurry ('what's quickest?', 'boarding in 15 min'): a pour first, then one built in the glass. */
  quick?: boolean;
  /** How the guest wants it made or served ('stirred', 'straight up', 'on the rocks'), and how not ('not shaken'). */
  serve?: Set<Serve>;
  /** Shots asked for with no spirit named ('8 shots of whatever's strongest'): the answer says the menu pours none. */
  shots?: boolean;
  /** A hot drink the guest named as they said it ('grzaniec', 'vin chaud', 'Tee'), said back when none is served hot. */
  hotNamed?: string;
  /** A guest feeling the altitude ('first day at 2000m, headache, breathless'): the answer says to drink water with it. */
  altitude?: boolean;
  avoidServe?: Set<Serve>;
  /** How an occasion's drink is served ('elegant': up): weighed less than the guest's own word, and not said. */
  occasionServe?: Set<Serve>;
  /** Ingredients that give a colour the guest asked for ('something pink'), any one of them enough. */
  colourIngredients?: string[][];
  /** The colours asked for, as said ('pink'), for the answer to say when no drink has one. */
  colours?: string[];
  /** Spirits a place suggests ('Mexican': tequila or mezcal), any one enough. */
  occasionSpirits: string[];
  drinks: Array<{ ids: string[]; mode: 'this' | 'like' | 'partial' | 'opposite' }>;
  excludedDrinks: string[];
  /** Words the lexicon does not know, matched against drink names and descriptions. */
  freeWords: string[];
  /** Something in the request was understood. */
  understood: boolean;
  /** Words read as misspellings of words the reader knows ('tequilla' -> 'tequila'). */
  corrected: Array<[string, string]>;
  /** Allergies to something neither the lexicon nor the menu knows ('allergic to strawberries'): said to be unchecked. */
  unknownAllergens: string[];
  /** Spirits said to be the only ones the guest drinks ('scotch only', 'I only drink gin'): no drink without one comes first. */
  onlySpirits?: string[];
  /** Only a drink with bubbles will do ('nothing flat', 'anything without bubbles is boring'). */
  onlyBubbly?: boolean;
  /**
   * Less strong than a drink the guest named before it ('the old fashioned was lovely but something less strong', 'like
   * a Negroni but not as strong'): the alcohol of that drink, which no answer reaches.
   */
  lighterThan?: number;
  /** A cap on the drink's strength, in percent of alcohol ('nothing over 15% abv'): no answer is stronger, when any drink is lighter. */
  maxAbv?: number;
  /** A cap on how much is in the glass, in ml ('no more than 100 ml in the glass', a fluid limit): no answer holds more. */
  maxVolumeMl?: number;
  /**
   * What the guest said is fine among what a group they ruled out covers ('no whisky except bourbon': bourbon and
   * whisky; 'nothing fizzy, prosecco is fine': prosecco): the safety layer's own reading does not rule them back in.
   */
  excepted?: { spirits: string[]; families: string[]; things: string[] };
  /** Drinks of the menu the bar cannot make now that the guest named ('something like a Piña Colada'): only for likeness. */
  namedUnavailable?: DrinkProfile[];
  /** A thing asked for that only drinks the bar cannot make now hold ('something with pineapple'): its words. */
  unmadeAsked?: string;
  /** (While reading: the words of foods said with no 'no' before them.) */
  foodsSaid?: string[];
}

type Term =
  | { k: 'flavour'; flavour: Flavour; weight: number }
  | { k: 'strength'; level: 'strong' | 'light'; weight: number }
  | { k: 'lightBody' }
  | { k: 'spirit'; spirit: string }
  | { k: 'category'; category: WishCategory }
  | { k: 'wineStyle'; words: string[] }
  | { k: 'alcoholFree' }
  | { k: 'alcohol' }
  | { k: 'cheap' }
  | { k: 'occasion'; key: string }
  | { k: 'origin'; key: string }
  | { k: 'dietary'; words: string[] }
  | { k: 'allergen'; words: string[]; wish?: readonly string[]; spirits?: true }
  | { k: 'drink'; ids: string[]; exact: boolean }
  | { k: 'ingredient'; words: string[] }
  | { k: 'negator'; soft: boolean }
  | { k: 'canceller' }
  | { k: 'softener' }
  | { k: 'like' }
  | { k: 'serve'; serve: Serve }
  | { k: 'degree'; factor: number };

const TOO = new Set(['too', 'overly', 'excessively', 'overpoweringly']);

const CONTENT_KINDS = new Set(['flavour', 'strength', 'lightBody', 'origin', 'spirit', 'category', 'wineStyle', 'alcoholFree', 'alcohol', 'cheap', 'occasion', 'dietary', 'allergen', 'drink', 'ingredient']);

/** The part of the dictionary that does not depend on the menu, built once. */
function staticTerms(): Array<[string, Term]> {
  const terms: Array<[string, Term]> = [];
  for (const flavour of FLAVOURS) {
    for (const [phrase, weight] of Object.entries(FLAVOUR_LEXICON[flavour].words)) terms.push([phrase, { k: 'flavour', flavour, weight }]);
  }
  for (const level of ['strong', 'light'] as const) {
    for (const [phrase, weight] of Object.entries(STRENGTH_WORDS[level])) terms.push([phrase, { k: 'strength', level, weight }]);
  }
  for (const phrase of LIGHT_BODY_WORDS) terms.push([phrase, { k: 'lightBody' }]);
  for (const [spirit, entry] of Object.entries(SPIRITS)) for (const phrase of entry.words) terms.push([phrase, { k: 'spirit', spirit }]);
  for (const [category, phrases] of Object.entries(CATEGORY_WORDS) as Array<[WishCategory, string[]]>) {
    for (const phrase of phrases) terms.push([phrase, { k: 'category', category }]);
  }
  for (const [phrase, styleWords] of Object.entries(WINE_STYLE_WORDS)) terms.push([phrase, { k: 'wineStyle', words: styleWords }]);
  for (const phrase of ALCOHOL_FREE_PHRASES) terms.push([phrase, { k: 'alcoholFree' }]);
  for (const phrase of ALCOHOL_WORDS) terms.push([phrase, { k: 'alcohol' }]);
  for (const phrase of CHEAP_WORDS) terms.push([phrase, { k: 'cheap' }]);
  for (const key of Object.keys(OCCASIONS)) terms.push([key, { k: 'occasion', key }]);
  for (const key of Object.keys(ORIGINS)) terms.push([key, { k: 'origin', key }]);
  for (const [phrase, itemWords] of Object.entries(DIETARY)) terms.push([phrase, { k: 'dietary', words: [...itemWords] }]);
  // 'No brown liquor', 'no hard liquor': the spirits of that kind, not all alcohol.
  for (const [phrase, itemWords] of Object.entries(SPIRIT_KINDS)) terms.push([phrase, { k: 'allergen', words: [...itemWords], spirits: true, ...(SPIRIT_KIND_WISHES[phrase] ? { wish: SPIRIT_KIND_WISHES[phrase] } : {}) }]);
  for (const [phrase, itemWords] of Object.entries(ALLERGEN_WORDS)) {
    terms.push([phrase, { k: 'allergen', words: [...itemWords] }]);
    // 'almond allergy', 'wheat intolerance', 'soy-free': a rule, with or without a 'no'.
    for (const after of ['allergy', 'allergies', 'intolerance', 'intolerant', 'free', 'sensitivity']) terms.push([`${phrase} ${after}`, { k: 'dietary', words: [...itemWords] }]);
  }
  for (const phrase of NEGATORS) terms.push([phrase, { k: 'negator', soft: phrase === 'less' }]);
  for (const phrase of NEGATION_CANCELLERS) terms.push([phrase, { k: 'canceller' }]);
  for (const phrase of SOFTENERS) terms.push([phrase, { k: 'softener' }]);
  for (const phrase of LIKE_CUES) terms.push([phrase, { k: 'like' }]);
  for (const [phrase, serve] of Object.entries(SERVE_WORDS)) terms.push([phrase, { k: 'serve', serve }]);
  for (const [phrase, factor] of Object.entries({ ...INTENSIFIERS, ...DIMINISHERS })) terms.push([phrase, { k: 'degree', factor }]);
  return terms;
}

let STATIC_TERMS: Array<[string, Term]> | undefined;
let STATIC_DICTIONARY: PhraseDictionary<Term> | undefined;

function staticDictionary(): PhraseDictionary<Term> {
  if (!STATIC_DICTIONARY) {
    STATIC_DICTIONARY = new PhraseDictionary<Term>();
    for (const [phrase, term] of (STATIC_TERMS ??= staticTerms())) STATIC_DICTIONARY.add(phrase, term);
  }
  return STATIC_DICTIONARY;
}

/** Ice left off in the six languages ('no ice', 'hold the ice', 'sin hielo', 'sans glaçons', 'ohne Eis', 'senza ghiaccio', 'sem gelo'). */
const ICE_LEFT_OFF = /\b(?:no|without|hold the|sin|sans|ohne|kein|senza|niente|sem)\s+(?:crushed\s+)?(?:ice|hielo|glace|glacons|eis|ghiaccio|gelo)\b/;

/** Aliases keyed the way names are compared: "Dark 'n' Stormy" and "dark n stormy" are one key. */
const DRINK_ALIASES_BY_NAME = new Map(Object.entries(DRINK_ALIASES).map(([name, aliases]) => [words(name.replace(/&/g, ' and ')).join(' '), aliases]));

/** Words that the lexicon already gives a meaning to: they never name a drink or an ingredient on their own. */
let LEXICON_WORDS: Set<string> | undefined;

function lexiconWords(): Set<string> {
  if (!LEXICON_WORDS) {
    LEXICON_WORDS = new Set<string>();
    for (const [phrase, term] of (STATIC_TERMS ??= staticTerms())) {
      if (term.k === 'negator' || term.k === 'softener' || term.k === 'like' || term.k === 'degree' || term.k === 'canceller') continue;
      const w = words(phrase);
      if (w.length === 1) LEXICON_WORDS.add(w[0]!);
    }
  }
  return LEXICON_WORDS;
}

/** The import synonyms, true synonyms and close substitutes only, read once. */
let SYNONYM_NAMES: Array<Array<{ text: string; words: string[] }>> | undefined;

/** General words of items' names that a guest says alone of them ('no soda'). */
const SAID_ALONE = new Set(['soda']);

/** Other names of an item from the import synonyms ('champagne' for prosecco); single words the lexicon owns are left out. */
function aliasesOf(itemWords: readonly string[]): string[] {
  SYNONYM_NAMES ??= SYNONYMS.map((group) =>
    [group.name, ...group.also.filter((a) => !a.startsWith('='))]
      .map((a) => a.split('~'))
      .filter(([, factor]) => factor === undefined || Number(factor) >= 0.75)
      .map(([text]) => ({ text: text!.trim(), words: words(text!) })),
  );
  const aliases: string[] = [];
  for (const names of SYNONYM_NAMES) {
    if (!names.some((n) => n.words.every((w) => itemWords.includes(w)))) continue;
    // (Nor a plain word of talk: 'super simple' is no simple syrup.)
    for (const n of names) if (n.words.length >= 2 || !(lexiconWords().has(n.words[0] ?? '') || COMMON_WORDS.has(n.words[0] ?? ''))) aliases.push(n.text);
  }
  return aliases;
}

/** A name of several words typed as one ('pinacolada', 'cubalibre', 'darknstormy'), or undefined for a name of one word. */
function joinedName(name: string): string | undefined {
  const parts = name.split(' ');
  return parts.length >= 2 && parts.join('').length >= 6 ? parts.join('') : undefined;
}

const ONE_WORD_NAMES = new WeakMap<readonly DrinkProfile[], Set<string>>();
/**
 * A drink's name of one word typed as two ('side car', 'man hattan'), joined in place: two neighbouring words of three
 * letters or more that together are the name. (Not added to the dictionary: its halves would become words of it.)
 */
/** The menu's names of one word of six letters or more ('mojito', 'cosmopolitan'), worked out once per menu. */
function oneWordNames(menu: readonly DrinkProfile[]): Set<string> {
  let names = ONE_WORD_NAMES.get(menu);
  if (!names) ONE_WORD_NAMES.set(menu, (names = new Set(menu.map((d) => words(d.name)).filter((w) => w.length === 1 && w[0]!.length >= 6).map((w) => w[0]!))));
  return names;
}

function joinSplitNames(tokens: string[], menu: readonly DrinkProfile[]): void {
  const names = oneWordNames(menu);
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.length >= 3 && tokens[i + 1]!.length >= 3 && names.has(tokens[i]! + tokens[i + 1]!)) tokens.splice(i, 2, tokens[i]! + tokens[i + 1]!);
  }
}

/**
 * A name dictated as it sounds, in pieces ('a mow hee toe', 'a cause mo pollitan', 'a man hat tan'): two to four words
 * after a word that asks for a drink that together sound like one of the menu's one-word names, as that name.
 */
function withDictatedNames(text: string, menu: readonly DrinkProfile[]): string {
  const names = oneWordNames(menu);
  const byKey = [...names].map((name) => [name, dictationKey(name)] as const);
  return text.replace(/\b(a|an|one|two|the|me|some|get|have|want|order|like)((?:\s+[a-z]{1,9}){2,4})\b/g, (whole: string, ask: string, said: string) => {
    const pieces = said.trim().split(/\s+/);
    // (After the asking word, or after a word or two after it: 'get a mow hee toe', 'get me a neg row nee'.)
    const filler = (w: string | undefined) => w !== undefined && /^(?:a|an|one|two|the|some|me|us|please|pls)$/.test(w);
    for (const from of filler(pieces[0]) ? (filler(pieces[1]) ? [0, 1, 2] : [0, 1]) : [0]) {
      for (let n = pieces.length - from; n >= 2; n--) {
        const joined = pieces.slice(from, from + n).join('');
        const key = dictationKey(joined);
        const heard = names.has(joined) ? joined : byKey.find(([, k]) => (k.length >= 10 ? slips(key, k) <= 2 : k.length >= 7 ? slips(key, k) <= 1 : key === k))?.[0];
        if (heard) return [ask, ...pieces.slice(0, from), heard, ...pieces.slice(from + n)].join(' ');
      }
    }
    return whole;
  });
}

/** How a word sounds when heard, for a name dictated in pieces: the spelling's sound ('mowheetoe' and 'mojito' alike). */
function dictationKey(word: string): string {
  return soundKey(
    word
      .replace(/j/g, 'h')
      .replace(/ee|ea|ie/g, 'i')
      .replace(/oe(?![aeiou])/g, 'o')
      .replace(/ow|au|aw/g, 'o')
      .replace(/w/g, ''),
  );
}

/** Words of drinks' names that guests say of other things, so name no drink alone. */
const SAID_OTHERWISE = new Set(['free', 'single', 'glass', 'club']);

/** Drink names and ingredient words of this bar's menu. */
function menuTerms(menu: readonly DrinkProfile[]): Array<[string, Term]> {
  const terms: Array<[string, Term]> = [];
  const known = lexiconWords();
  const partial = new Map<string, string[]>();
  for (const drink of menu) {
    const name = words(drink.name.replace(/&/g, ' and ')).join(' ');
    terms.push([name, { k: 'drink', ids: [drink.id], exact: true }]);
    for (const alias of DRINK_ALIASES_BY_NAME.get(name) ?? []) terms.push([alias, { k: 'drink', ids: [drink.id], exact: true }]);
    const joined = joinedName(name);
    if (joined && !known.has(joined)) terms.push([joined, { k: 'drink', ids: [drink.id], exact: true }]);
    for (const word of words(drink.name)) {
      // ('free' of 'Alcohol-Free Beer' names no drink: 'something free of nuts' is no wish for one.)
      // (Nor does a word of everyday talk: 'every single time' names no Islay Single Malt, 'a glass of red' no Prosecco,
      // 'book club' no Clover Club.)
      if (word.length < 4 || STOP_WORDS.has(word) || known.has(word) || COMMON_WORDS.has(word) || SAID_OTHERWISE.has(word)) continue;
      partial.set(word, [...(partial.get(word) ?? []), drink.id]);
    }
  }
  // (A word that is a drink's alias, 'martini' for the Dry Martini, names that drink, not every drink it is part of.)
  const aliases = new Set(menu.flatMap((drink) => DRINK_ALIASES_BY_NAME.get(words(drink.name.replace(/&/g, ' and ')).join(' ')) ?? []));
  for (const [word, ids] of partial) if (!aliases.has(word)) terms.push([word, { k: 'drink', ids, exact: false }]);

  const seen = new Set<string>();
  for (const drink of menu) {
    for (const { knowledge } of drink.ingredients) {
      if (seen.has(knowledge.item.id)) continue;
      seen.add(knowledge.item.id);
      const distinctive = knowledge.words.filter((w) => !GENERIC_ITEM_WORDS.has(w) && !/^\d+$/.test(w) && w.length >= 3);
      const meaningful = knowledge.words.filter((w) => w !== 'fresh' && w !== 'house' && !/^\d+$/.test(w) && w !== 'ml' && w !== 'bottle' && w !== 'can');
      if (distinctive.length > 0 && meaningful.length > 1) terms.push([meaningful.join(' '), { k: 'ingredient', words: meaningful }]);
      for (const word of distinctive) terms.push([word, { k: 'ingredient', words: [word] }]);
      // The names recipes use for it ('champagne' or 'sparkling wine' for the bar's prosecco, 'kahlua' for coffee liqueur).
      const itemKey = knowledge.words.filter((w) => !/^\d+$/.test(w));
      for (const alias of aliasesOf(itemKey)) terms.push([alias, { k: 'ingredient', words: distinctive.length ? distinctive : meaningful }]);
      // A word too general to name an item in a recipe names every item holding it when a guest says it alone: 'no
      // soda' is the soda water and the grapefruit soda.
      for (const word of knowledge.words) if (SAID_ALONE.has(word)) terms.push([word, { k: 'ingredient', words: [word] }]);
    }
  }
  return terms;
}

/**
 * Words of a limit the price must stay below ('under $10', 'less than 12', 'moins de 12 \u20ac' once translated): a guest
 * could mean 'below', so the stricter reading holds and a drink at exactly that price is left out.
 */
// After a currency symbol the number is money whatever follows it ('under $10 drinks'); without one, a word after it
// may make it a count ('under 10 minutes').
const STRICT_PRICE_LIMIT = new RegExp(String.raw`(?:\b(?:under|below|less than|cheaper than|lower than|beneath|sub)|(?<!=)<(?!=))\s*(?:a\s+)?(?:[${CURRENCY_SYMBOLS}]\s*(\d+(?:[.,]\d{1,2})?)(?!\d)|(\d+(?:[.,]\d{1,2})?)(?!${NOT_MONEY_AFTER_SOURCE})(?!\d))(?:\s*(?:${CURRENCY_WORDS_SOURCE}\b|[${CURRENCY_SYMBOLS}]))?`, 'g');

/** A cent below the amount: the most a drink 'under' it may cost. */
const justBelow = (amount: number) => Math.round(amount * 100 - 1) / 100;

const PRICE_LIMIT = [
  new RegExp(String.raw`(?:max(?:imum)?|at most|no more than|not more than|up to|within|<=|=<|\u2264|budget(?: of| is)?|(?:my |our |the |spending |price )?(?:limit|cap)(?: is| of| at)?|(?:don't|do not|cannot|can't|can not) spend more than|(?:nothing|not|none) (?:over|above|more than|pricier than|dearer than)|spend(?:ing)? (?:only|just|about|around)?)\s*(?:a\s+)?[${CURRENCY_SYMBOLS}]?\s*(\d+(?:[.,]\d{1,2})?)(?!${NOT_MONEY_AFTER_SOURCE})(?!\d)`, 'g'),
  // A bare amount of money is the guest's budget: '$10', 'I only have €7' (when in doubt, a limit).
  // (A tip is no budget: 'a $2 tip'.)
  // (Nor the part of it that is: '$30, $6 of which is the tip'.)
  new RegExp(String.raw`[${CURRENCY_SYMBOLS}]\s*(\d+(?:[.,]\d{1,2})?)(?!\d)(?!\s*${OF_IT_IS}?${TIP_WORDS_SOURCE})\s*(?:or less|or under|or below|max(?:imum)?|tops|at most|or cheaper)?`, 'g'),
  new RegExp(String.raw`(\d+(?:[.,]\d{1,2})?)\s*(?:${CURRENCY_WORDS_SOURCE}\b|[${CURRENCY_SYMBOLS}])(?!\s*(?:(?:de|of|als|di)\s+|${OF_IT_IS})?${TIP_WORDS_SOURCE})\s*(?:or less|or under|or below|max(?:imum)?|tops|at most|or cheaper)?`, 'g'),
  /(\d+(?:[.,]\d{1,2})?)\s*(?:or less|or under|max(?:imum)?|tops|at most)\b/g,
];

/** Number words a guest writes for a price or an age ('twelve dollars', 'I am sixteen'); 'one' is left alone ('one like it'). */
const NUMBER_WORDS: Record<string, number> = ownWords({
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90,
});
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g');
/** 'forty eight', 'twenty-five': one number, not two. */
const ENGLISH_COMPOUND = /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]+(one|two|three|four|five|six|seven|eight|nine)\b/g;

/** 'twelve dollars' -> '12 dollars'. */
export function numbersAsDigits(text: string): string {
  return hundredsInFull(text)
    // An age as a sum or a product after who it is ('my age is 4 x 4', 'I'm 2x8'), and in Roman numerals ('I'm XVI').
    .replace(/\b((?:my age is|age is|aged?|i am|i'm|im)\s+)(\d{1,2})\s*([x\u00d7*+])\s*(\d{1,2})\b/g, (_m: string, lead: string, a: string, op: string, b: string) => `${lead}${op === '+' ? Number(a) + Number(b) : Number(a) * Number(b)}`)
    .replace(/\b((?:my age is|age is|aged?|i am|i'm|im)\s+)(x{1,2}(?:ix|iv|v?i{0,3}))\b(?!')/g, (_m: string, lead: string, roman: string) => `${lead}${romanValue(roman)}`)
    // An age as a sum or a product ('2x8 years old', '8+8 yo'): the number it makes.
    .replace(/\b(\d{1,2})\s*([x\u00d7*+])\s*(\d{1,2})(?=\s*(?:years?|yrs?|yo|y\/o|anos|ans|jahre|anni)\b)/g, (_m: string, a: string, op: string, b: string) => String(op === '+' ? Number(a) + Number(b) : Number(a) * Number(b)))
    .replace(ENGLISH_COMPOUND, (_w: string, tens: string, unit: string) => String(NUMBERS_IN_WORDS[`${tens} ${unit}`]))
    .replace(NUMBER_WORD, (w) => String(NUMBER_WORDS[w])).replace(AGE_NUMBER_WORD, (_w: string, before: string, word: string) => `${before}${AGE_NUMBER_WORDS[word.replace(/[\s-]+/g, ' ')]}`)
    // An age in words to open with, then a comma ('veinte, de Monterrey', 'diecinueve, de Guadalajara'): that age, as '20, from
    // Ohio' is (never a price: 'veinte, máximo').
    .replace(OPENING_AGE_WORD, (_w: string, word: string) => `${AGE_NUMBER_WORDS[word.replace(/[\s-]+/g, ' ')]},`)
    // An age said about ('I'm 19ish', "she's nineteen-ish"): that age, never a price.
    .replace(/\b((?:my age is|age is|aged?|i am|i'm|im|i m|she is|she's|he is|he's|we are|we're)\s+)(\d{1,2})\s*-?\s*ish\b/g, '$1$2');
}

/** The age a coming of age is had at: a bar or bat mitzvah 12 or 13 (the lesser), a quinceañera 15. */
const RITE_AGE: Record<string, number> = ownWords({ 'bar mitzvah': 13, 'bat mitzvah': 12, 'bas mitzvah': 12, 'b nai mitzvah': 12, 'bnai mitzvah': 12, quinceanera: 15, quince: 15, quinces: 15, 'fiesta de quince': 15 });
/** When a coming of age was, recently enough to say an age: 'two years ago', 'last year', 'last spring', 'in March'. */
const RITE_WHEN = /\b(?:\d{1,2} years? ago|last (?:year|spring|summer|autumn|fall|winter|month|week|weekend)|this (?:year|spring|summer|month)|(?:a few|some|\d{1,2}) months? ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|recently|just)\b/;
/** The guest's own coming of age, in the past, and what is said after it ('my bat mitzvah was two years ago'). */
const COMING_OF_AGE = /\b(?:my|had my|at my|since my|after my)\s+(bar mitzvah|bat mitzvah|bas mitzvah|b nai mitzvah|bnai mitzvah|quinceanera|quince|quinces|fiesta de quince)\b((?:\s+(?:was|were|party|celebration|in|last|this|back|just|only|already|two|three|four|five|\d{1,2}|years?|months?|ago|year|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december|week|weekend|month)\b)*)/g;
/** The value of a Roman numeral of ten to twenty-nine ('xvi' is 16). */
function romanValue(roman: string): number {
  const values: Record<string, number> = { x: 10, v: 5, i: 1 };
  let total = 0;
  for (let k = 0; k < roman.length; k++) {
    const here = values[roman[k]!]!;
    const next = values[roman[k + 1] ?? ''] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}

/** The drinking ages in English words, hyphened or not ('twenty-one', 'twenty one', 'eighteen'). */
const NUMBER_NAMES: Readonly<Record<number, string>> = { 16: 'sixteen', 17: 'seventeen', 18: 'eighteen', 19: 'nineteen', 20: 'twenty', 21: String.raw`twenty[- ]?one` };
/** Ages from ten to twenty-one in words ('quince', 'fünfzehn', 'dix-sept'), as money.ts has the numbers. */
// (Up to 99, so that a compound is read whole: 'mam dwadzieścia pięć złotych' is 25 złoty, never an age of 20 and 5 złoty.)
const AGE_NUMBER_WORDS = Object.fromEntries(Object.entries(NUMBERS_IN_WORDS).filter(([w, n]) => n >= 10 && n <= 99 && w !== 'tenner'));
/** Verbs an age follows ('tengo quince', 'ich bin fünfzehn', 'mein Sohn ist fünfzehn', 'ho quindici'). */
const AGE_VERB = String.raw`(?:tengo|tiene|tenemos|cumplo|cumple|tenho|tem|faco|faz|j ai|il a|elle a|ich bin|er ist|sie ist|ist|bin|wird|werde|ho|ha|compio|compie|son|sono|ik ben|hij is|zij is|ze is|is|mam|skonczylam|skonczylem|i am|he is|she is|noch\s+(?:keine?|no)|nog\s+(?:geen|no|niet|not)|jeszcze\s+nie|not\s+(?:quite|yet))(?:\s+(?:erst|nur|noch|gerade|solo|seulement|appena|apenas|net|pas|just|only|tylko|dopiero|maar))?`;
/**
 * An age said in words in another language: after a verb of age ('tengo quince', 'ich bin fünfzehn', 'mein Sohn ist
 * fünfzehn', 'j'ai quinze ans') or before a word for years ('quindici anni', 'dezesseis anos'); a number word
 * elsewhere ('once' in English, 'dos' in a party) is left alone.
 */
const AGE_NUMBER_WORD = new RegExp(
  String.raw`(\b${AGE_VERB}\s+|\b)(${Object.keys(AGE_NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, String.raw`[\s-]+`))
    .join('|')})\b(?!\s*(?:mil|mille|mila|thousand|lucas|k)\b)(?=\s*(?:anos|ans|anni|jahre|jahren|jahrig\w*|years?|yrs?|yo|lat|lata|jaar)\b|(?<=${AGE_VERB}\s+\S+(?:[\s-]+\S+){0,2}))`,
  'g',
);

/** A teenager's age or twenty in words, opening the request before a comma ('veinte, de Monterrey'); see numbersAsDigits. */
const OPENING_AGE_WORD = new RegExp(
  String.raw`^\s*(${Object.keys(AGE_NUMBER_WORDS)
    .filter((w) => AGE_NUMBER_WORDS[w]! >= 13 && AGE_NUMBER_WORDS[w]! <= 20)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, String.raw`[\s-]+`))
    .join('|')})\s*,(?!\s*(?:max|maximo|maximum|tops|each|cada|total|dollars?|bucks|euros?|pesos|quid|pounds?)\b)`,
);

/** A price limit in the request ('under $10', '$12 max', '15 bucks'), and the text without it. */
export function readPriceLimit(text: string): { maxPrice?: number; rest: string } {
  let maxPrice: number | undefined;
  let rest = limitsAsSaid(text).replace(STRICT_PRICE_LIMIT, (_whole: string, afterSymbol?: string, bare?: string) => {
    const value = Number((afterSymbol ?? bare ?? '').replace(',', '.'));
    // ('Under 0 dollars' leaves nothing: no drink costs less than nothing.)
    if (Number.isFinite(value) && value >= 0) maxPrice = Math.min(maxPrice ?? Infinity, justBelow(value));
    return ' ';
  });
  for (const pattern of PRICE_LIMIT) {
    rest = rest.replace(pattern, (_whole: string, amount: string) => {
      const value = Number(amount.replace(',', '.'));
      if (Number.isFinite(value) && value > 0) maxPrice = Math.min(maxPrice ?? Infinity, value);
      return ' ';
    });
  }
  return maxPrice === undefined ? { rest } : { maxPrice, rest };
}

/** Drinks without alcohol, as guests name them in the six languages (folded, partly translated). */
const SOFT = String.raw`(?:(?:fruit |orange |apple )?juices?|(?:sparkling |still |soda )?water|sodas?|soft drinks?|softs|fizzy drinks?|pop|lemonades?|cola|coke|iced tea|tea|coffee|milk|mocktails?|virgin (?:drinks?|cocktails?|ones?)|alcohol[ -]?free(?: drinks?| stuff| ones?)?|non[ -]?alcoholic(?: drinks?| stuff| ones?)?|zero[ -]?proof(?: drinks?)?|saft|safte|succo|succhi|bibite|bibita|bebidas? sin alcohol|refrescos?|gaseosas?|zumos?|jugos?|sumos?|sucos?|jus de fruits?|jus|limonades?|agua|eau|wasser|acqua|agua com gas|softdrinks?)`;
/** 'Only' that something without alcohol, said as a double negation or a restriction ('anything but juice', 'just soda for me'). */
const ONLY_SOFT = new RegExp(
  String.raw`\b(?:(?:never|do not|will not|would not|can not|could not|i) (?:drink|drinks|have|order|want|take|touch|bebo|bois|trinke|bevo)\s+(?:anything|something|any drink|a drink|any|nothing)?\s*(?:but|except|other than|besides|apart from|save|altro che|que (?:des |du |de l )?|ausser|als|mas que|alem de)|\bnothing\s+(?:but|except|other than|besides|apart from|ausser|als|else but|altro che|mas que|alem de|que)|\b(?:only|just|nur|solo|solamente|seulement|uniquement|so|somente|apenas|soltanto)(?:\s+(?:drink|drinking|have|having|bebo|bois|trinke|bevo|tomo))?|\bne (?:bois|boit|buvons) (?:que|rien d autre que)|\b(?:stick|sticks|sticking|stay|staying|keep|keeping) (?:to|with))\s+((?:a |an |some |des |du |de l |de la )?${SOFT}(?:\s*(?:,|and|or|&|e|y|et|und|o|ou|oder)\s+(?:a |an |some )?${SOFT})*)\b(?=\s*(?:$|[,.;!?]|for (?:me|us|him|her|now)|tonight|today|please|thanks|nothing|no alcohol|por favor|bitte|per me|pour moi|para mim|para mi|fur mich|what|anything|something))`,
  'g',
);
/** 'Nothing that isn't alcohol-free', "I can't have anything that's not a mocktail", 'no drink that is not virgin'. */
const NOTHING_THAT_IS_NOT_AF = /\b(?:nothing|no drinks?|none|(?:not|never) (?:want|have|drink|order|take|get)\s+(?:anything|a drink|any drink|drinks|any)|not have anything|anything)\s+(?:that|which|que|qui|das|che)?\s*'?(?:is|are|s|sea|soit|sia|ist|seja|e)?\s*(?:not|no|pas|nicht|non|nao)\s+(?:a |an |100% |fully |completely )?(?:alcohol[ -]?free|non[ -]?alcoholic|virgin|mocktails?|zero[ -]?proof|soft drinks?|alkoholfrei\w*|sans alcool|analcolic\w*|sem alcool|sin alcohol)\b/g;

/**
 * Alcohol-free said as an abbreviation or a season ('NA', 'N/A', 'zero-proof', 'dry january', 'dryuary', 'sober
 * october', 'enero seco', 'janvier sobre'): an alcohol-free wish that no 'no' before it turns round ('tô no janeiro
 * seco'), nor an end ('Dry January is over'; `plain` is the text folded, without such reasons). 'NA' counts only in capitals ('na' is a word in Portuguese, Polish and Hindi).
 */
export function saysAlcoholFreeShort(text: string, plain = withoutLiftedReasons(fold(text))): boolean {
  return /(?<![\p{L}\d])(?:NA|N\/A|N\.A\.?)(?![\p{L}\d])/u.test(text) || SHORT_AF.test(plain);
}
const SHORT_AF = new RegExp(
  [
    String.raw`(?<![\p{L}\d])n\s*\/\s*a(?![\p{L}\d])(?=\s*(?:please|pls|beer|drinks?|options?|cocktails?|ones?|stuff|only|[,.!?]|$))`,
    String.raw`\b(?:dry|sober) (?:jan\w*|feb\w*|july|oct\w*|sept?\w*|month|spring|lent)\b|\bdry(?:uary|nuary)\b|\bsober[ -]curious\b|\benero (?:seco|sobrio)\b|\bjaneiro (?:seco|sobrio)\b`,
    String.raw`\bjanvier (?:sobre|sec)\b|\bmois sans alcool\b|\bgennaio (?:secco|sobrio|astemio)\b|\btrockene?r? januar\b|\bzero[ -]?proof\b|\bspirit[ -]free\b|\bbooze[ -]free\b|\bliquor[ -]free\b`,
  ].join('|'),
  'u',
);

/**
 * Ways of saying 'not X' and 'only X' whose words the reader would take the other way, said plainly: 'nobody here is
 * in the mood for bubbles' is not in the mood for them; 'anything without bubbles is boring' and 'nothing flat' wish
 * for bubbles only; 'no straight spirits' rules out the neat pours; 'keep the Campari away from me' is no Campari;
 * 'including the alcohol-free version' is no wish for an alcohol-free drink.
 */
export function saidPlainly(text: string): string {
  return text
    // ('Alcohol for me? Not tonight.', 'alcohol for me tonight? better not': asked and refused.)
    .replace(/\b(?:alcohol|booze|alcool|alkohol|alcol)\s+for\s+(?:me|us)(?:\s+(?:tonight|today|now))?\s*\?+\s*(?:not|no|nope|nah|better not|probably not|maybe not|i should not|i shouldn'?t|i can'?t|i cannot)\b/g, ' no alcohol for me , ')
    // ('Something in that spirit', 'in the spirit of a Sazerac': a likeness, no word of alcohol.)
    .replace(/\bin (?:that|this|the same|a similar|its|their) spirit\b/g, ' similar ')
    .replace(/\bin the spirit of\b/g, ' like ')
    // A strength said as a percentage ('nothing over 15% abv', 'under 10% alcohol', 'max 12 % vol'): a cap on the
    // drink's strength, said one way, with no 'no' before 'abv' or 'alcohol' for a reader to take as alcohol-free.
    // (A cap under 1%, 'max 0.5% alcohol', is an alcohol-free wish, left as said.)
    // (Proof is twice the percentage: 'my limit is 12 proof' is 6%.)
    .replace(/\b(?:(?:my |the )?limit(?: is)?|nothing over|no more than|not over|under|below|max(?:imum)?|at most|up to)\s+(\d{1,3})\s*proof\b/g, (_w: string, n: string) => ` strength at most ${Number(n) / 2} percent `)
    .replace(ABV_CAP_SAID, (w: string, a?: string, b?: string) => (Number((a ?? b)!.replace(',', '.')) < 1 ? w : ` strength at most ${a ?? b} percent `))
    .replace(/\b(?:nobody|no one|noone|none of us)(?: here| else| at (?:the|this|our) table)?(?: is| are|'s| s)?(?: really)? (?:in the mood for|in the mood|up for|into|feels like|fancies|wants)\b/g, 'not in the mood for')
    .replace(/\b(?:anything|everything|a drink|drinks?|cocktails?|it)\s+(?:without|with no)\s+(?:bubbles|fizz|sparkle)\s+(?:is|are|s)\s+(?:just\s+|so\s+|really\s+)?(?:boring|dull|pointless|sad|no fun|not a drink|not worth it)\b/g, 'only bubbly')
    .replace(/\b(?:nothing|no|not)\s+flat(?:\s+(?:drinks?|ones?|stuff))?\b/g, 'only bubbly')
    // ('No straight spirits', 'keinen Schnaps pur': a spirit poured on its own, not every drink made with one.)
    .replace(/\b(?:neat|straight|pure) (?:spirits?|liquor|shots?|pours?)\b|\b(?:spirits?|liquor|schnaps|schnapps|schnapse) (?:neat|straight|pur|on (?:its|their) own|by (?:itself|themselves))\b/g, 'neat')
    // ('Keep the Campari and Aperol away from me': a no to each.)
    // ('Keep it away from him' says no to a thing named before, and keeps its own words.)
    .replace(/\bkeep (?:the |that |all |any )?(?!(?:it|them|that|this|those|these|him|her)\b)([a-z][a-z ,&'-]{1,60}?) (?:well |far |right )?away(?: from (?:me|us|him|her|my glass|my drink))?\b/g, ' no $1 ')
    // ('No Campari, including the alcohol-free version': the stand-in is ruled out too, by the reader; no alcohol-free wish.)
    .replace(new RegExp(STAND_IN_TOO.source, 'g'), ' too');
}

/** The consonants of a word as it sounds ('manhattan' and 'many hat in': 'mntn'). */
const consonantsOf = (word: string) => soundKey(word.replace(/[^a-z]/g, '')).replace(/[aeiou]/g, '');
/**
 * A drink's one-word name as dictation splits it into words ('can I get a many hat in please', 'a marg a rita'): the
 * name, when two or three words run together sound like it (the same consonants, four or more, and about its length).
 */
function drinkNamesSaidApart(text: string, menu: readonly DrinkProfile[]): string {
  const names = menu.map((d) => d.name.toLowerCase()).filter((n) => /^[a-z]{6,}$/.test(n)).map((n) => [n, consonantsOf(n)] as const).filter(([, c]) => c.length >= 4);
  if (names.length === 0) return text;
  const tokens = text.split(/(\s+)/);
  for (let i = 0; i < tokens.length; i += 2) {
    for (const n of [3, 2]) {
      const run = tokens.slice(i, i + 2 * n - 1).filter((_t, k) => k % 2 === 0);
      if (run.length < n || !run.every((t) => /^[a-z]{1,6}$/.test(t))) continue;
      const joined = run.join('');
      const said = consonantsOf(joined);
      const name = names.find(([full, c]) => c === said && Math.abs(full.length - joined.length) <= 3);
      if (name) {
        tokens.splice(i, 2 * n - 1, name[0]);
        break;
      }
    }
  }
  return tokens.join('');
}

/** Words between a thing ruled out and its examples: 'no bitter stuff like Campari'. */
const EXAMPLE_FILLERS = new Set(['stuff', 'things', 'ones', 'kinds', 'sorts']);
/** Only a drink with bubbles: 'only bubbly', 'it has to be fizzy', 'sparkling only'. */
const ONLY_BUBBLY = /\bonly (?:bubbly|fizzy|sparkling|bubbles|something (?:bubbly|fizzy|sparkling))\b|\b(?:has|needs?|got) to be (?:bubbly|fizzy|sparkling)\b|\bmust be (?:bubbly|fizzy|sparkling)\b|\b(?:bubbly|fizzy|sparkling|bubbles) only\b/;
/** Less strong, said of a drink named before ('... but less strong', 'not as strong as a Negroni'). */
/** A cap on a drink's strength said as a percentage of alcohol (folded). */
const ABV_CAP_SAID = /\b(?:(?:nothing|no|not|none|anything)\s+(?:over|above|more than|stronger than|higher than)\s+(\d{1,2}(?:[.,]\d)?)\s*%|(?:under|below|less than|max(?:imum)?|at most|up to|no more than|not more than)\s+(\d{1,2}(?:[.,]\d)?)\s*%)\s*(?:abv|alc(?:ohol)?|alcool|alkohol|vol\.?|proof)?(?:\s+(?:in the glass|please|tops))?/g;
/**
 * A cap on how much is in the glass ('no more than 100 ml in the glass', 'under 150ml total', 'max 4 oz per drink', '100
 * ml max'), folded; never an amount of one thing ('no more than 30 ml of gin').
 */
const VOLUME_CAP = /\b(?:no more than|not more than|nothing (?:over|above|bigger than|larger than|more than)|nothing larger than|max(?:imum)?(?: of)?|at most|up to|under|below|less than|smaller than|limit(?:ed)? (?:of|to)|limit is|restricted to|only(?: (?:have|drink|take))?|fluids? (?:limit|allowance)(?: is| of)?|allowance (?:is|of)|a drink of|drinks of)\s*:?\s+(\d{1,3}(?:[.,]\d{1,2})?)\s*(ml|cl|oz|ounces?|l|litres?|liters?)\b(?!\s*(?:of|de|di|von)\b(?!\s+(?:fluid|liquid)))|\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(ml|cl|oz|ounces?|l|litres?|liters?)\s+(?:max(?:imum)?|tops|at most|or less|in the glass|in total|total|per drink|a drink|at a time)\b/;
const ML_PER: Readonly<Record<string, number>> = ownWords({ ml: 1, cl: 10, oz: 30, ounce: 30, ounces: 30, l: 1000, litre: 1000, liter: 1000, litres: 1000, liters: 1000 });
/** A fluid limit said with no number ('dialysis patient, fluid restricted, keep it tiny'): the smallest drinks, at most 100 ml. */
const FLUID_LIMIT_UNSAID = /\bfluids?[- ]?(?:restrict\w*|limit\w*|intake|allowance)|\b(?:restrict\w*|limit\w*) (?:my |on )?fluids?\b|\b(?:dialysis|on a fluid)\b/;
/** The most a drink may hold, in ml, as the guest said it; undefined when no such cap is said (or one too small to be a drink's). */
export function volumeCap(said: string): number | undefined {
  // (In words, a letter O for a zero, a unit typed apart, a cup: 'a hundred millilitres', '1OO ml', '100 m l', 'half a cup'.)
  // ('a hundred and fifty': the tens are digits by then, '100 and 50'.)
  const folded = numbersAsDigits(said)
    .replace(/\b(?:(a|one|two|three|[123])\s+)?hundred(?:\s+and)?(?:\s+(\d{1,2})(?!\d))?\b/g, (_w: string, times?: string, tens?: string) => String(100 * ({ two: 2, three: 3, '2': 2, '3': 3 }[times ?? ''] ?? 1) + Number(tens ?? 0)))
    .replace(/\b(\d+)\s+and\s+(\d{1,2})(?=\s*(?:ml|millilit|cl|cc)\b)/g, (_w: string, h: string, t: string) => (Number(h) % 100 === 0 ? String(Number(h) + Number(t)) : _w))
    .replace(/\bmillilit(?:er|re)s?\b|\bmls\b|\bcc\b/g, 'ml')
    .replace(/(\d)\s*-\s*(ml|cl|oz)\b/g, '$1 $2')
    .replace(/\b(max|min|approx)\./g, '$1')
    .replace(/\bm\s+l\b/g, 'ml')
    .replace(/\b([1-9])(o{1,2})(?=\s*ml\b)/g, (_w: string, d: string, o: string) => d + '0'.repeat(o.length))
    .replace(/\b(?:half|1\/2) (?:a |of a )?cup\b/g, '120 ml')
    .replace(/\b(?:a |one |1 )?half[- ](?:a[- ])?pint\b/g, '284 ml')
    .replace(/\b(?:a|1|one) cup\b/g, '240 ml');
  const cap = VOLUME_CAP.exec(folded);
  // (A fluid limit with no number is a small glass: 100 ml.)
  if (!cap) return FLUID_LIMIT_UNSAID.test(folded) ? 100 : undefined;
  const ml = Number((cap[1] ?? cap[3])!.replace(',', '.')) * ML_PER[(cap[2] ?? cap[4])!]!;
  // (A glass said with no more in it than a measure holds, '30 ml', is no drink's size: an amount of something.)
  return ml >= 50 ? ml : undefined;
}
/** The cap said plainly (saidPlainly's words). */
export const ABV_CAP = /\bstrength at most (\d{1,2}(?:[.,]\d)?) percent\b/;
const LESS_STRONG = /\b(?:less\s+(?:strong|boozy|alcoholic)|not\s+(?:as|so)\s+(?:strong|boozy)|weaker|lighter|milder|softer\s+on\s+the\s+alcohol|lower\s+in\s+alcohol|less\s+alcohol|meno (?:forte|alcolic[oa]|carico)|piu leggero|menos (?:fuerte|alcohol|alcoholico|cargado|forte|alcoolico)|mas suave|mas ligero|mais leve|mais suave|moins (?:fort|alcoolise|charge)|plus leger|weniger (?:stark|alkohol)|leichter|schwacher|minder (?:sterk|alcohol)|lichter|slabszy|lzejszy|mniej mocny)\b/;

/**
 * A drink found too much of a taste ('I find negronis too bitter', 'margaritas are way too sour for me'): not that
 * drink, but its likeness less that taste, read as 'like a negroni but less bitter' (never a wish for the drink).
 */
function tooMuchOf(text: string): string {
  return text.replace(
    /\b(?:i (?:always |usually )?(?:find|found|think|thought) |to me )?(?!(?:it|them|that|this|those|these|they|everything|most|all|some|something|anything|nothing)\b)((?:[a-z']+ ){0,2}?[a-z']+) (?:is |are |was |were |s )?(?:way |far |much |a bit |a little |just |always |really |kind of |kinda )?too (bitter|sweet|sour|strong|boozy|smoky|sugary|tart)\b(?: for me)?/g,
    // ('something with gin that isn't too sweet': the 'not' is the guest's, and the gin stays wished.)
    (whole: string, thing: string, taste: string) => (/\b(?:not|no|but|and|or|something|anything|nothing|drink|one|isnt|arent|wasnt|werent|aint)$|n't$|n\u2019t$/.test(thing) ? whole : `like ${thing} but less ${taste}`),
  );
}

/** "don't" -> "do not", "I'm" -> "i am": negations become words the dictionary knows. */
export function expandContractions(text: string): string {
  return text
    .replace(/\bcan't\b|\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    // Typed without the apostrophe: 'cant' and 'wont' are 'can not' and 'will not', not 'ca not'.
    .replace(/\bcant\b/g, 'can not')
    .replace(/\bwont\b/g, 'will not')
    .replace(/\b(dont|doesnt|didnt|isnt|wouldnt|couldnt|shouldnt|arent|wasnt|werent|havent|hasnt)\b/g, (w) => `${w.slice(0, -2)} not`)
    // ... and misspelt so ('dosnt', 'doesent', 'dnt', 'donot', 'didint').
    .replace(/\b(?:dosnt|dosent|doesent|doesnot|dsnt|dose not)\b/g, 'does not')
    .replace(/\b(?:dnt|donot|dun)\b/g, 'do not')
    // ('ion drink', 'ion want nothing strong': I don't, as typed in the South and online.)
    .replace(/\bion (?=(?:drink|want|like|do|need|eat|fw|fuck with|mess with|touch|care)\b)/g, 'i do not ')
    .replace(/\b(?:didint|didnot|dint)\b/g, 'did not')
    // 'Neither of us can manage bubbles', 'none of us drinks': we ... not.
    // 'Nobody wants tequila', 'no one here drinks rum': none of the party does.
    .replace(/\b(?:nobody|no one|noone|no-one)(?: here| at (?:the|our) table| in (?:our|the) (?:group|party))? (wants?|likes?|drinks?|fancies|can have|can do)\b/g, (_m: string, verb: string) => ` we do not ${verb.replace(/s$/, '').replace(/^fancie$/, 'fancy')} `)
    .replace(/\b(?:neither|none) of (?:us|them) (can|could|will|would|does|do|likes?|drinks?|wants?|eats?)\b/g, (_m: string, verb: string) => (/^(?:can|could|will|would)$/.test(verb) ? `we ${verb} not` : /^(?:do|does)$/.test(verb) ? 'we do not' : `we do not ${verb.replace(/s$/, '')}`))
    .replace(/\bi'm\b|\bim\b/g, 'i am')
    .replace(/\b(we|they|you)'re\b/g, '$1 are')
    .replace(/\b(i|we|they|you)'ve\b/g, '$1 have')
    .replace(/\bi'd\b/g, 'i would')
    .replace(/&/g, ' and ')
    .replace(/\bw\/(?:o|out)\b/g, 'without')
    // What a guest turns down by its taste is the taste ('I hate anything that tastes of anise', 'nothing that tastes like
    // liquorice'): a no to it.
    .replace(/\b(hate|hates|can not stand|dislike|no|nothing|avoid)\s+(?:anything|everything|any drink|drinks|stuff)\s+(?:that|which)?\s*(?:tastes?|smells?|tasting|smelling)\s+(?:of|like)\s+/g, '$1 ')
    // What a thing turned down tastes like is why, not a wish ('I hate gin, tastes like a Christmas tree', 'no mezcal, it
    // smells like a bonfire'): the likeness goes, the no stays.
    .replace(/\b((?:hate|hates|can not stand|dislike|not a fan of|no|never|not)\s+[a-z]+(?:\s+[a-z]+)?)\s*[,;:\-]?\s*(?:it |they |which |that )?(?:tastes?|smells?|tasted|smelled|smelt) like\b[^.!?,;]{0,40}/g, '$1 ')
    // A 'red-eye' is a night flight, no colour ('red-eye at 11:40'); a 'red eye' the morning after, no wish either.
    .replace(/\bred[- ]?eyes?(?: flight)?\b/g, ' night flight ')
    // A thing the guest was sick or wild on last time ('last time I had vodka I woke up on the pier'): a no to it.
    .replace(/\blast time i (?:had|drank|tried|did) (?:a |an |some |the )?([a-z]+(?: [a-z]+)?) (?:i )?(?:woke up|ended up|threw up|blacked out|was sick|got sick|got arrested|got kicked out|fell|passed out|lost my|cried|got in a fight)\b/g, ' no $1 , ')
    // Gamers' words: 'what's the meta', 'the meta pick' is the house's pick; 'no cap' is 'no lie', never a price's cap.
    .replace(/\b(?:what(?: is|'s|s| s)? (?:the )?meta|(?:the )?meta (?:pick|choice|drink|play)|(?:the )?current meta)\b/g, ' what do you recommend ')
    .replace(/\bno cap\b(?!\s*(?:on|of|for)\b)/g, ' ')
    // A dislike the guest then keeps open ('not a fan of gin but don't rule it out', 'not keen on rum, but I can live with
    // it', 'not big on tequila but it's not a dealbreaker'): neither a no nor a wish.
    .replace(/\b(?:i am |i m )?(?:not (?:a |the )?(?:big |huge |massive )?fan of|not (?:really |that )?(?:into|keen on|big on|crazy about)|do not (?:really )?love)\s+((?:[a-z]+ ){0,2}?[a-z]+)\s*,?\s*but\s+(?:(?:do not|never) rule (?:it|them) out|i (?:can|could) live with (?:it|them)|(?:it is|it s|they are|they re) not (?:a )?deal ?breakers?|i (?:would|will|ll) (?:still )?(?:drink|have) (?:it|them)(?: if\b[^.!?;,]{0,60})?)\b/g, ' ')
    // 'Something that isn't just a soda', 'not just juice': more than that, neither a wish for it nor a no to it.
    .replace(/\b(?:is ?n[o']?t|not)\s+just\s+(?:a\s+|an\s+|some\s+)?(?:plain\s+)?(?:sodas?|juices?|water|lemonade|coke|cola|soft drinks?|mixers?)\b/g, ' ')
    // 'whisky sour w/out the eg', 'no eg pls': egg cut short after a word of leaving out (never 'e.g.').
    .replace(/\b(without|no|hold|minus|allergic to)\s+(?:the\s+|any\s+)?eg\b(?![.]?g\b)/g, '$1 egg')
    // Nothing but the one said twice over ('not a fan of anything that isn't tequila', 'I don't drink anything that
    // isn't gin'): that one only.
    .replace(/\b(?:not (?:a|much of a|really a) (?:fan|lover) of|(?:do not|never) (?:like|want|drink|fancy|enjoy|(?:give|get|bring|send|serve|pour|make|offer|hand) (?:me|us))|can not stand|hate|dislike)\s+(?:anything|everything|any drink|drinks?)\s+(?:(?:that|which)\s+(?:is not|are not|aint|s not|isnt)|(?:that|what)'?s not|(?:is not|are not|aint|isnt))\s+(?:a |an |some )?(?!(?:alcohol\w*|boozy|booze|strong|alcoholic|non)\b)([a-z]+)\b/g, ' only $1 ')
    // A jab is no shot of a spirit ('just had a tetanus shot', 'my flu shot', 'a B12 shot').
    .replace(/\b(?:tetanus|flu|covid|booster|vaccine|vaccination|b12|allergy|insulin|cortisone|steroid|hep(?:atitis)? ?[ab]?|rabies|hpv|measles|mmr)\s+(?:shots?|jabs?)\b/g, ' injection ')
    // Done with a thing ('I'm done with rum after last christmas', 'finished with gin'): a no to it.
    .replace(/\b(?:done|finished|through) with\s+(gin|rum|vodka|tequila|whisk(?:e)?y|bourbon|scotch|mezcal|brandy|cognac|wine|beer|prosecco|campari|aperol|cola|coffee|sweet drinks|shots)\b/g, ' no $1 ')
    // Shots already had are the evening so far, no wish for one ('we had shots at the last place, now something long',
    // 'after those tequila shots'): the spirit they were of is still a taste the guest knows.
    .replace(/\b(?:(?:we|i|they|he|she|you)\s+(?:just\s+|already\s+)?(?:had|did|downed|took|have had|have done|were doing)|after|since|from)\s+(?:(?:some|a few|two|three|four|five|a couple of|a round of|loads of|lots of|too many|the|those|these|our|\d+)\s+)?((?:\w+\s+)?)shots\b/g, (_m: string, kind: string) => ` ${kind} `)
    // ... and shots had enough of are a no to them ('done with the tequila shots', 'too many tequila shots').
    .replace(/\b(?:enough|too many|done with|finished with|no more)\s+(?:(?:the|those|these|our)\s+)?(?:(\w+)\s+)?shots\b/g, (_m: string, kind?: string) => ` no ${kind ?? 'shots'} `)
    // A drink not had yet, asked about, is one to try ('never had a negroni, what's it like?', 'have not tried a paloma,
    // is it nice?'); one not had for years, or never again, is not ('not had a beer in 3 years').
    .replace(/\b(?:i\s+)?(?:have\s+)?(?:never|not yet|not ever|not)\s+(?:ever\s+)?(?:tried|tasted)\b|\b(?:i\s+)?(?:have\s+)?never\s+(?:ever\s+)?had\b(?=\s+(?:an?\s+|the\s+)?(?!(?:alcohol|booze|drink|drinks|a drop|any|anything|a sip)\b)[a-z][^.!]*(?:\?|what (?:s|is) (?:it|that|one) like|is it (?:nice|good|any good|sweet|strong)|try (?:it|one)|give it a (?:go|try)|get me one|have one|curious))|\bnunca (?:he )?probado\b|\bjamais (?:bu|goute)\b|\bnoch nie (?:probiert|getrunken)\b|\bmai (?:provato|assaggiato)\b|\bnunca (?:provei|experimentei)\b/g, ' curious about ')
    // Not wanting to get drunk ('classy but not get wasted', 'no quiero emborracharme', 'ich will nicht betrunken
    // werden') is a wish for a light drink, not for none (ADR 34).
    .replace(NOT_GETTING_DRUNK, ' light ')
    // Not drinking much is drinking lightly ('I'm just not drinking much'), and a 'not' said twice is none ('I'm not not
    // drinking').
    .replace(/\bnot drinking (?:much|a lot|heavily|too much|loads|hard)\b/g, ' light ')
    // ('She doesn't really drink much', 'I don't drink a lot': a light one.)
    .replace(/\b(?:does not|do not|did not)\s+(?:really\s+|usually\s+|normally\s+)?drink\s+(?:much|a lot|often|heavily|loads|that much|very much)\b/g, ' light ')
    .replace(/\bnot not\b/g, ' ')
    // Hands shaking are the guest's, no drink shaken ('hnads still shakin lol', 'my legs are shaking after the race').
    .replace(/\b(?:hands?|hnads?|legs?|knees?|arms?|i am|i'm|im|still|so|all)\s+(?:are\s+|is\s+|still\s+|so\s+)*shak(?:ing|in|y)\b/g, ' trembling ')
    // Nothing sugary for a guest who says they are diabetic or on insulin ('on insulin, nothing sugary please'), or who
    // has gout or cannot have fructose ('gout, nothing sweet (fructose!)'): no sugar
    // at all, not a wish for a less sweet drink.
    .replace(/\b(?:nothing|no|not anything|none of the)\s+(?:too\s+)?(?:sugary|sweet)(?:\s+(?:stuff|drinks?|things?|ones?))?\b|\b(?:low|less|reduced)[- ]sugar\b/g, (said: string, _at: number, whole: string) => (/\b(?:diabet\w*|insulin|blood sugar|glucose|type (?:1|2|one|two)\b|gout|fructose)/.test(whole) ? ' no sugar ' : said))
    // 'Not a fan of anything but gin', 'don't like anything except rum': that one only.
    .replace(/\b(?:not a fan of|do not like|don't like|dont like|do not drink|don't drink|can't stand|hate)\s+anything\s+(?:but|except|other than|apart from|besides|bar)\s+([a-z]+)\b/g, ' only $1 ')
    // 'G&Ts', 'g and ts': gin and tonics.
    .replace(/\bg\s*(?:&|and|n)\s*ts\b/g, 'g and t')
    // 'Something that isn't just sugar', 'not only sweet': not too sweet, no rule against sugar.
    .replace(/\b(?:is not|isn't|isnt|not|aren't|are not)\s+(?:just|only|all|pure|mostly|simply)\s+(?:sugar|sugary|sweet|syrup|juice)\b/g, ' not too sweet ')
    // The mojito as a phone hears it ('one mojo toe please').
    .replace(/\bmo ?jo ?toe?s?\b/g, 'mojito')
    // A salad of the name is food, not the drink ('a caesar salad and a beer').
    .replace(/\bcaesar salads?\b/g, ' salad ')
    // The kids' table at a wedding is a place to sit, not a child ('been on the shirley temples at the kids' table').
    .replace(/\b(?:at|on|from|with) the (?:kids|kiddies|children)'? ?table\b/g, ' at the side table ')
    // Nothing without alcohol given ('don't give me anything without alcohol', 'nothing without booze for me'): a wish for it.
    .replace(/\b(?:(?:do not|never) (?:give|get|bring|offer|serve|hand|pour|make) (?:me|us) (?:anything|something|a drink|drinks|one|another)|(?:i )?(?:do not|never) want (?:anything|something|a drink|one)|nothing) (?:without|with no|that has no|that is not got) (?:any )?(?:alcohol|booze)\b/g, ' with alcohol ')
    // A drink the guest asks not to be sent ('please don't send me a Shirley Temple', 'never bring me another espresso
    // martini', 'don't send me anything sweet'): that drink or that kind ruled out. (Not 'something' or 'too ...': read
    // as said; 'anything that isn't gin' and 'anything without alcohol' are read above.)
    .replace(/\b(?:do not|never)\s+(?:send|give|bring|get|make|pour|serve|offer|hand)\s+(?:me|us)\s+(?:(?:a|an|the|another|any|one of those|one of the|anything|any drink)\b)?\s*(?!(?:something|nothing|too|more|much|a lot|alcohol|booze)\b)(?=[a-z])/g, ' no ')
    // An allergy that goes on to another thing ('strawberry allergy, and raspberries too', 'allergic to kiwi, and mango as
    // well'): allergic to that too.
    .replace(/\b(?:allerg(?:y|ic|ies)(?: to)?|intoleran(?:t|ce)(?: to)?)\b([^.!?]{0,25}?)[,;]?\s+and\s+(?:also\s+)?([a-z]{3,})\s+(?:too|as well|also)\b/g, (whole: string, _between: string, more: string) => `${whole} , allergic to ${more} , `)
    // A product the guest thinks holds what they must avoid ('no cinnamon, and I think bitters have it', 'pretty sure the
    // cola has some'): ruled out too.
    .replace(/\b(?:i think|i believe|i reckon|pretty sure|i heard|apparently|i was told|someone told me)\s+(?:that\s+)?(?:the\s+)?([a-z]{3,}(?: [a-z]{3,})?)\s+(?:has|have|contains?|contain|are made with|is made with|has got|have got|got)\s+(?:it|some|them|that)\b/g, ' no $1 ')
    // 'Not even the 0.5 beer', 'même pas la bière 0.5', 'no 0.5 stuff either': not even a trace, never a wish for beer.
    // (A plain 'no' only before the 0.5 itself: 'no alcohol-free stuff please' wants alcohol.)
    .replace(/\b(?:not even|meme pas|pas meme|ni siquiera|nemmeno|neanche|nem mesmo|auch kein\w*)\s+(?:(?:any|one|some|either|none) of\s+)?(?:(?:the|those|these|that|your|a|an|any|la|le|les|el|los|das|den|il|lo|o|a)\s+)?(?:(?:0[.,]5\s*%?|alcohol[- ]?free|non[- ]?alcoholic|na|zero)\s+)?(?:beers?|biere|cerveza|bier|birra|cerveja|stuff|ones?)(?:\s+(?:0[.,]5|sans alcool|sin alcohol|alkoholfrei\w*|analcolica|sem alcool|alcohol[- ]?free))?\b(?<=(?:0[.,]5\s*%?|free|alcoholic|na|zero|alcool|alcohol|alkoholfrei\w*|analcolica)(?:\s+\S+)?)/g, ' zero zero ')
    .replace(/\b(?:no|nor|none of|not)\s+(?:(?:the|those|that|any|your|yer)\s+)?0[.,]5\s*%?\s+(?:beers?|stuff|ones?)\b/g, ' zero zero ')
    // Polish: 'nawet piwa bezalkoholowego nie', 'ani piwa bezalkoholowego', 'nawet bezalkoholowego piwa'.
    .replace(/\b(?:nawet|ani)\s+(?:(?:piwa|piwo|beer)\s+bezalkoholow\w*|bezalkoholow\w*\s+(?:piwa|piwo|beer))(?:\s+nie\b)?/g, ' zero zero ')
    // ('not even bitters or a 0.5 beer': the 0.5 in the list after 'not even' too.)
    .replace(/\bnot even\b([^.!?]{0,40}?)\b(?:or|nor|and)\s+(?:(?:a|the|an|any)\s+)?0[.,]5\b/g, ' not even $1 , zero zero ')
    // 'no alc', 'sin alc', 'nonalc', 'ohne alk': the short word for alcohol.
    .replace(/\bnon-?alc\b/g, 'non alcoholic')
    .replace(/\b(?:alc|alk|alcs)\b/g, 'alcohol')
    .replace(/\bw\//g, 'with ')
    // 'Free of nuts', 'free from dairy', 'libre de gluten', 'frei von Nüssen', 'privo di glutine', 'livre de glúten': without.
    .replace(/\b(?:free (?:of|from)|libre de|libres de|frei von|privo di|priva di|livre de|livres de|exempt de|exempte de)\s+(?!charge\b|cost\b)/g, 'without ')
    // 'smth w bourbon', 'cheapest thing w alcohol': 'w' before a word is 'with'.
    .replace(/\bw\s+(?=[a-z]{3,})/g, 'with ')
    // Two negations whose result is 'only' something without alcohol are an alcohol-free wish, not a wish for it: 'I
    // never drink anything but juice', 'nothing but soft drinks', 'just juice and soda for me', 'nothing that isn't a
    // mocktail', "I don't want anything that isn't alcohol-free" (ADR 'ai-said-otherwise-and-unread').
    .replace(ONLY_SOFT, ' alcohol free $1 ')
    .replace(NOTHING_THAT_IS_NOT_AF, ' alcohol free ')
    // A 'not' straight before alcohol-free is a wish for alcohol: 'NOT alcohol free please', 'not a mocktail', 'no
    // virgin one, a proper mojito' (what is left after the double negations above). 'I never drink anything but X'
    // is loving X; 'I don't drink but I have a sweet tooth' is not drinking, then a wish.
    // ('no mocktails or alcohol-free stuff': the whole list.) (A clause of its own: a list of 'no's before it, 'no gin, no
    // rum, and no mocktail', does not carry over it.)
    .replace(/\b(?:not|no|never)\s+(?:a |an |any )?(?:alcohol[ -]?free|non[ -]?alcoholic|virgin|mocktails?|zero[ -]?proof)(?:\s*(?:,|or|nor|and)\s+(?:a |an |any )?(?:alcohol[ -]?free|non[ -]?alcoholic|virgin|mocktails?|zero[ -]?proof|soft drinks?|0[.,]0))*\b/g, ' . with alcohol . ')
    // A drink for grown-ups ('like a Shirley Temple but for grown-ups', 'the adult version', 'spiked'): with alcohol.
    .replace(/\b(?:for (?:the )?(?:grown[ -]?ups?|adults|big (?:kids|boys|girls))|(?:an? |the )?(?:adult|grown[ -]?up|boozy|spiked|hard) version|spiked|para adultos|pour (?:les )?adultes|fur erwachsene|per adulti|versione alcolica|version con alcohol|version alcoolisee)\b/g, ' with alcohol ')
    .replace(/\b(?:never|do not|will not|would not) (?:drink|have|order|want) (?:(?:anything|something|any drink|a drink) (?:but|except|other than|besides)|(?:except|other than|besides))\b|\b(?:do not|never) hate\b/g, ' i love ')
    // A drink that is not itself is its alcohol-free kind ('got a beer that isn't a beer?', 'a gin that isn't really gin').
    .replace(/\b(?:an? )?(beer|lager|wine|gin|spritz|g and t|gin and tonic) that (?:is not|isn't|isnt|aint|ain't) (?:really |actually )?(?:an? )?\1(?=\s*(?:[?.!,;]|$))/g, ' alcohol free $1 ')
    // Alcohol said yes to in the guest's language ('mais de l'alcool oui !', 'alcohol sí', 'Alkohol ja'): a wish for it.
    .replace(/\b(?:alcohol|alcool|alkohol|alcol|booze)\s*[,!]*\s+(?:yes|oui|si|ja|sim|yes please)\b/g, ' with alcohol ')
    // Not disliking it is liking it ('I don't dislike whisky, I just don't want it neat').
    .replace(/\b(?:do not|never|not) dislike\b/g, ' i like ')
    .replace(/\b(anything|everything|all) but\b/g, 'except')
    // 'Clear spirits only', 'only brown liquor': the other kind is ruled out.
    .replace(/\b(?:only|just)\s+(?:clear|white)\s+(?:spirits?|liquors?|booze|stuff)\b|\b(?:clear|white)\s+(?:spirits?|liquors?|booze|stuff)\s+only\b/g, ' no brown spirit ')
    .replace(/\b(?:only|just)\s+(?:brown|dark)\s+(?:spirits?|liquors?|booze|stuff)\b|\b(?:brown|dark)\s+(?:spirits?|liquors?|booze|stuff)\s+only\b/g, ' no clear spirit ')
    // Two negations are a wish: 'no drink without gin', 'not without mint', "can't live without rum", 'never say no
    // to tequila', 'nothing beats egg white', 'zero complaints about Campari'.
    .replace(/\b(?:no (?:drink|drinks|cocktail|cocktails|night|party)|not|never|can not (?:live|do|go)|could not (?:live|do|go)|would not (?:go|be))\s+without\b/g, ' with ')
    .replace(/\b(?:i )?(?:never|can not|could never|would never|will never|could not|would not)\s+(?:ever\s+)?say no to\b|\b(?:i am |i )?not saying no to\b/g, ' i love ')
    // An allergy to 'it' is to the thing named before it ('I like gin but I'm allergic to it', 'I don't dislike egg white,
    // I'm allergic to it though').
    .replace(ALLERGIC_TO_IT, (_w: string, thing: string, between: string, allergy: string) => `${thing}${between}${allergy} to ${thing}`)
    // A spirit the bar may not have, said as the condition for the next wish ('Caipirinha? Or if there's no cachaça,
    // something like it', 'if you don't have mezcal, tequila'): a question of stock, not a no to it. (Never said of the
    // drink itself, 'if there's no gin in it', which is a limit.)
    .replace(SPIRIT_NOT_STOCKED, ' , ')
    .replace(/\bnothing (?:beats|tops|compares to)\b|\b(?:zero|no) complaints? (?:about|with)\b/g, ' i love ');
}

/**
 * Where a clause ends: punctuation, an emoji, a spaced dash, 'but' and its kin, and the words that start a
 * consequence or a reason ('so' before what follows from it, 'because', 'since', and their kin the translation
 * leaves). 'So' alone stays inside a clause: 'not so sweet' is one wish.
 */
const CLAUSE_BREAK =
  /[,.;!?:()]+|\p{Extended_Pictographic}+|\s[-\u2013\u2014]+\s|\bbut\b|\bthough\b|\bhowever\b|\byet\b|\bbecause\b|\bcause\b|\bcuz\b|\bcos\b|\bsince\b|\btherefore\b|\bso that\b|\bso (?=(?:not|nothing|none|no|bring|give|gimme|get|make|pour|hit|let|lets|load|line|i|we|you|what|whats|anything|something|show|surprise|go|keep)\b)|\b(?:asi que|por eso|alors|donc|deshalb|daher|quindi|percio|entao|por isso|porque|parce que|weil|perche)\b/u;

/** Words that give a 'no' its own object ('skip it', 'hate that'): the 'no' is said of them, not of a list after it. */
const OWN_OBJECT = new Set(['it', 'that', 'them', 'this', 'those', 'these', 'one']);

/** Another base for the named drink: 'with a different spirit', 'another base', 'swap out the vodka'. */
/** Nouns of a drink after 'alcoholic' ('an alcoholic drink', 'alcoholic beverages', 'an alcoholic one'). */
const DRINK_NOUN_AFTER = new Set(['drink', 'drinks', 'beverage', 'beverages', 'one', 'ones', 'option', 'options', 'cocktail', 'cocktails', 'something', 'thing', 'choice', 'bebida', 'boisson', 'getrank', 'bevanda']);

const OTHER_SPIRIT = /\b(?:different|another|other|new) (?:spirit|base|liquor|booze)\b|\b(?:not|no|without) (?:the )?same (?:spirit|base|liquor)\b/;

/** A 'but' that changes the ordered drink itself: 'but make it strong', 'but extra lime', 'but go easy on the sugar'. */
const ORDER_CHANGE = /\bbut\s+(?=make\s+(?:it|that|mine|them)\b|(?:with|con|avec|mit|com)\s+(?:extra|less|more|plus|a bit more|a bit less|a little more|a little less|a splash more)\b|extra\b|a\s+double\b|double\b|heavy\s+on\b|go\s+easy\s+on\b|easy\s+on\b|light\s+on\b|less\s+ice\b|more\s+ice\b)/g;

/** The breaks a negated list runs on through: 'nothing with gin, vodka or rum', 'no brown spirits (whisky, cognac)'. */
const LIST_CARRIER = /^[\s,;:()/&\-\u2013\u2014]*$/u;

/**
 * Reads a guest's request in plain English: spirits, flavours and styles, kinds of drink, alcohol-free wishes,
 * negations ('not too sweet', 'no gin'), price limits, occasions and drinks of the menu by name.
 */
/**
 * Teams named by a colour ('the Blue Jays game', 'Red Sox fan', 'come on you Reds', 'watching the Blues', 'Red Devils'):
 * a team, never a wish for a drink of that colour (the occasion of a game stays).
 */
const TEAM_NAMES = /\b(?:blue jays|red sox|white sox|red wings|blue jackets|red bulls|golden state|golden knights|black ?caps|red devils|sky blues|blue bombers|redblacks|whitecaps|red stars?|orangemen|orange men|(?:(?:come on|c mon|up|go)\s+(?:you\s+|the\s+)?|(?:watching|watch|supporting|support|cheering on|cheering for|fan of|fans of)\s+(?:the\s+)?)(?:reds|blues|whites|greens))\b/g;
function withoutTeamNames(text: string): string {
  return text.replace(TEAM_NAMES, (team: string) => ` ${team.replace(/(?:the\s+)?(?:blue jays|red sox|white sox|red wings|blue jackets|red bulls|golden state|golden knights|black ?caps|red devils|sky blues|blue bombers|redblacks|whitecaps|red stars?|orangemen|orange men|reds|blues|whites|greens)$/, '')} the team `);
}

export function understandRequest(said: string, menu: readonly DrinkProfile[], unavailable: readonly DrinkProfile[] = NONE, drinkingAge: number = DRINKING_AGE): GuestRequest {
  // (Japanese, Chinese and Korean read into English here too, as the answer's path reads it, for any caller that reads a request as said.)
  const text = emojiAsWords(withAfrikaansRead(withEastAsianRead(withArabicRead(withArabiziRead(withScriptsRead(withTurkishRead(withGreeklishRead(withCatalanRead(withRussianRead(said))))))))));
  const request: GuestRequest = {
    alcoholFree: false,
    wantsAlcohol: false,
    cheap: false,
    flavours: new Map(),
    avoidFlavours: new Map(),
    spirits: [],
    excludedSpirits: [],
    categories: [],
    excludedCategories: [],
    ingredients: [],
    excludedIngredients: [],
    occasionIngredients: [],
    occasionSpirits: [],
    drinks: [],
    excludedDrinks: [],
    freeWords: [],
    understood: false,
    corrected: [],
    unknownAllergens: [],
  };
  // A brand is the product it stands for; a number attached to a product is its age, never the guest's or a price.
  // Folded, and without the reasons not to drink that the guest says do not hold (read once, used below too).
  // (The text folded, once: read again below for ice, a volume cap, a hot drink and water.)
  const foldedText = fold(text);
  const unplain = withoutLeaveOffs(withoutLiftedReasons(foldedText), menu);
  const standInToo = STAND_IN_TOO.test(unplain);
  if (STAND_IN_ALLOWED.test(unplain)) request.standInsAllowed = true;
  // The alcohol-free stand-ins refused ('none of the pretend versions either (0% beer, fake gin)'): ruled out below, and
  // what they are said to stand in for, with the examples in brackets after them, is no wish.
  const standInsRefused = IMITATIONS_REFUSED.test(unplain);
  const plain = withoutTeamNames(tooMuchOf(saidPlainly(drinkNamesSaidApart(standInsRefused ? unplain.replace(STAND_INS_REFUSED_SAID, ' ') : unplain, menu))));
  // Ice left off ('no ice', 'sin hielo'): a drink served without it fits best, whichever is ordered.
  if (ICE_LEFT_OFF.test(foldedText)) request.serve = new Set(['up']);
  const ages = readAges(withoutProductAges(numbersAsDigits(translate(brandsAsProducts(rupiahInDigits(plain))))), drinkingAge);
  if (ages.minor) {
    request.alcoholFree = true;
    request.minor = true;
  }
  // ('Not the Negroni, the one with bourbon', 'nicht der Negroni, sondern der mit Bourbon': the Negroni's likeness, changed;
  // only a drink of the menu, never a limit: 'not alcohol, the one with ginger beer' stays a 'no'.)
  const folded = expandContractions(ages.rest).replace(NOT_THAT_ONE, (said: string, drink: string) => (menu.some((d) => words(d.name.replace(/&/g, ' and ')).join(' ') === drink.trim()) ? ` like the ${drink} but ` : said));
  const { maxPrice, rest } = readPriceLimit(folded);
  // A price said in a way the limit words above miss ('we've got 35 between us', 'was Billigeres als ein Gin Tonic'):
  // read the way the safety layer reads it (money.ts), so the answer speaks of it instead of not understanding.
  // (Read after the ages are taken out: 'I'm under 21' is no price.)
  const byName = priceOfNamedDrink(folded, menu);
  const otherwise = [priceInDoubt(folded), byName].filter((p): p is number => p !== undefined);
  const price = maxPrice ?? (otherwise.length ? Math.min(...otherwise) : undefined);
  if (price !== undefined) request.maxPrice = price;
  // No money at all ('budget is zero', 'I have $0', "what's free?"): nothing on the menu is within it, and none is offered.
  if (ZERO_BUDGET.test(folded)) request.maxPrice = 0;
  // 'Like a margarita but cheaper': the cap is the drink's price, and the drink's likeness is the wish, not the cheapest.
  const cheaperThanNamed = byName !== undefined && price === byName;

  const { dictionary, vocabulary, menuText, unmade } = menuReading(menu, unavailable);
  // Words of the menu's descriptions and methods ('stirred', 'pretty') are words, not slips.
  const inMenuText = (token: string) => menuText.has(stem(token));
  // The words of the menu's drinks' names: a slip as near to one of them as to a word it does not pour is the menu's.
  const menuNameWords = menuNamesOf(menu).words;

  // Clauses end at punctuation, a spaced dash and 'but'/'though': "no gin, but citrusy" negates only the gin.
  // An emoji ends a clause as punctuation does ('no gin 🙅 something fresh'), and so does a word that starts a
  // consequence or a reason: "I'm not driving tonight so bring on the booze" negates only the driving.
  const pieces = withDictatedNames(rest, menu).split(new RegExp(`(${CLAUSE_BREAK.source})`, 'u'));
  // A negation reaches on through a bare list after a comma: 'nothing with gin, vodka or rum', 'allergic to eggs,
  // nuts and dairy'; a clause with a wish of its own ('no gin, something fruity') is not negated.
  let negating: string[] | null = null;
  // In a list after a colon that names what a 'no' said ('No bitter stuff: Campari, Aperol').
  let listAfterColon = false;
  // A request that speaks of an allergy anywhere ('nuts - I'm allergic', 'nut allergic') never wishes for an allergen.
  // An EpiPen, or a thing said to be deadly, is an allergy too ('epipen, nuts', 'nuts = death for me').
  const allergyTalk = /\b(?:aller|alerg|intoler|anaphyla|react(?:s|ion|ions)? (?:badly )?to\b|sensitiv|coeliac|celiac|epi ?pens?\b|epipen|deadly|death (?:for|to) me|= ?death|kills? me|kill me|hospital)/.test(rest);
  let inBracket = false;
  const wishedAfterBut = new Set<GuestRequest['drinks'][number]>();
  let butSaid = false;
  let saysNoFirst = false;
  let noPerThing = 0;
  let excludedAtLastClause = 0;
  let thingsWishedAtLastNo: number | undefined;
  let lastFamilyRuledOut: string[] = [];
  let ruledOutAt = ruledOutCounts(request);
  let avoidedAtLastClause = 0;
  // Each word left alone with the words of the menu a slip away from it (for fixInPhrase).
  const nearWords = new Map<string, string[]>();
  // What the last clause with a wish asked for (for a 'no' said of it after: 'gin, but not tonight').
  let lastWishes: Wishes = { spirits: [], drinks: [], ingredients: [], categories: [] };
  let wishesBeforeClause = wishMarks(request);
  // What a run of bare lists just before asked for ('gin, rum and vodka are a no': the gin).
  let bareRun: Wishes | null = null;
  // What others at the table are having, and whether the guest said a wish of their own.
  const othersWishes: Wishes[] = [];
  let ownWish = false;
  for (let at = 0; at < pieces.length; at += 2) {
    const clause = pieces[at]!;
    // Only a comma, a bracket or a dash carries a negation on into a list: a sentence's end, an emoji or a word
    // ('but', 'so') does not ('no beer obviously. wine or a cocktail' wants the wine).
    if (at > 0 && !LIST_CARRIER.test(pieces[at - 1]!)) negating = null;
    const tokens = words(clause).flatMap((token) => {
      // 'sugarless', 'rumless', 'nonrum': 'no' and the thing.
      const without = withoutCompound(token, dictionary);
      if (without) return ['no', without];
      // 'smokier', 'sweeter', 'drier', 'boozier': the flavour or strength they compare.
      const base = comparativeBase(token, dictionary);
      if (base) return [base];
      // Letters typed as digits ('pr3gn4nt', '3gg-fr33', 'n0 g1n'): the word they spell, when it is one the reader knows.
      const spelt = /\d/.test(token) && /[a-z]/.test(token) ? leetAsLetters(token, vocabulary) : undefined;
      if (spelt) {
        request.corrected.push([token, spelt]);
        return [spelt];
      }
      const near: string[] = [];
      const fixed = correctTypo(token, vocabulary, inMenuText, near, menuNameWords);
      if (fixed !== token) request.corrected.push([token, fixed]);
      // (A word corrected keeps its near words too: 'sower' is 'sober' alone, but 'sour' after 'whiskey'.)
      if (near.length) nearWords.set(fixed, fixed !== token ? [fixed, ...near.filter((w) => w !== fixed)] : near);
      return [fixed];
    });
    joinSplitNames(tokens, menu);
    fixInPhrase(tokens, nearWords, dictionary, request);
    // A bracket names what was ruled out, of whatever kind: 'no brown liquor (whiskey, dark rum, cognac)'.
    const before = pieces[at - 1] ?? '';
    if (before.includes(')')) inBracket = false;
    if (before.includes('(')) inBracket = true;
    // Spirits and other things go on in one list ('Ohne: Ei, Nüsse, Gin', 'no eggs, gin'): a bare noun after a ruled-out
    // one is ruled out too, whichever of the two it is.
    // ('no gin, lime please' asks for the lime: a list said with a please is not crossed over.)
    const crosses = inBracket || ((negating?.includes('spirit') || negating?.includes('stuff')) && !tokens.some((t) => POLITE.has(t)));
    const families = crosses ? ['spirit', 'stuff', ...(negating ?? [])] : (negating ?? []);
    // 'no gin, or anything with vodka', 'no egg, nor anything with nuts': a clause opening with 'or' goes on saying no.
    // ('not a fan of sweet drinks, or sour ones, or anything fizzy really': after a taste said no to, too.)
    // ('Nothing with Campari. Or that alcohol-free bitter stuff.': after a sentence's end, too.)
    const tasteRuledOut = request.avoidFlavours.size > avoidedAtLastClause;
    avoidedAtLastClause = request.avoidFlavours.size;
    const ruledOutBefore = excludedCount(request) > excludedAtLastClause;
    excludedAtLastClause = excludedCount(request);
    // (The thing last ruled out, with no thing wished since: 'anything but tequila, something smoky... mezcal too pls'.)
    const thingsWished = request.spirits.length + request.drinks.length + request.ingredients.length + request.categories.length;
    if (ruledOutBefore) {
      thingsWishedAtLastNo = thingsWished;
      lastFamilyRuledOut = familiesRuledOut(request, ruledOutAt);
    }
    ruledOutAt = ruledOutCounts(request);
    const lastThingRuledOut = thingsWishedAtLastNo !== undefined && thingsWished === thingsWishedAtLastNo;
    if ((negating || tasteRuledOut || ruledOutBefore) && (tokens[0] === 'or' || tokens[0] === 'nor')) {
      let from = 1;
      while (from < tokens.length && OR_ANYTHING.has(tokens[from]!)) from++;
      if (from < tokens.length) {
        // (Not 'no' before 'alcohol free': 'no alcohol' would be read as one phrase, a wish for none.)
        // (And the alcohol-free stand-ins are what is ruled out: 'Nothing with Campari. Or that alcohol-free bitter stuff.')
        const standIns = dictionary.matchAt(['no', ...tokens.slice(from)], 0)?.values.some((v) => v.k === 'alcoholFree');
        negating = readClause([standIns ? 'nothing' : 'no', ...tokens.slice(from)], dictionary, request, allergyTalk) ?? negating;
        if (standIns) ruleOutStandIns(request);
        continue;
      }
    }
    // A 'no' said before each thing, then a thing without one, asked for ('no beer, no wine, a cocktail please'): that
    // one is wished. (Never in talk of an allergy: 'no eggs, no nuts, dairy' goes on ruling out.)
    const saysNo = dictionary.matchAt(tokens, 0)?.values[0]?.k === 'negator';
    const noEach = noPerThing >= 2 && !saysNo && !allergyTalk && (tokens.some((t) => POLITE.has(t)) || ASKING.has(tokens[0]!) || (tokens.length === 1 && (negating?.includes('stuff') || negating?.includes('category'))));
    // ('no eggs no honey no nuts, whisky': a 'no' before each thing in one clause counts each.)
    noPerThing = saysNo ? noPerThing + tokens.filter((t) => t === 'no' || t === 'not' || t === 'nor').length : 0;
    // ('hate tequila. mezcal too', 'no gin - and vodka as well', 'no rum. nor cachaca'): a thing said to go the way of
    // what the clause before ruled out, after a sentence's end too.
    // ('avoid rum. same goes for vodka.', 'no tequila. mezcal too pls', 'nada de ron. tampoco vodka', 'pas de rhum. pareil
    // pour la vodka', 'kein Rum. Wodka auch nicht', 'niente rum. nemmeno vodka', 'sem rum. vodka também não'.)
    // (Said with a please, only a thing of the family ruled out: 'no gin. lime too please' asks for the lime.)
    // (Not a thing asked for by its article, 'and a margarita too', nor one the next clause loves, 'tequila too pls, I love
    // it': those are wished.)
    const lovedNext = LOVES_IT.test(words(pieces[at + 2] ?? '').join(' '));
    const pointed = lastThingRuledOut && !lovedNext ? pointedBack(tokens) : undefined;
    if (pointed && !ORDERED_BY_ARTICLE.test(pointed.things[0] ?? '')) {
      const { things, polite } = pointed;
      if (things.length && isBareList(things, dictionary, polite ? lastFamilyRuledOut : ['spirit', 'stuff', 'drink', 'category'])) {
        for (const part of splitList(things)) readClause(['no', ...part], dictionary, request, allergyTalk);
        excludedAtLastClause = excludedCount(request);
        continue;
      }
    }
    // After a colon, a bare list is the examples of what the 'no' before it said: 'No bitter stuff for me: Campari,
    // Aperol, that whole family' (a taste said no to, then things of another family).
    // (Examples come more than one, by commas: 'no sweet drinks: a gin and tonic' is the order.)
    const bareExamples = (said: readonly string[]) => !said.some((t) => POLITE.has(t)) && isBareList(said, dictionary, ['spirit', 'stuff', 'drink']);
    const more = (pieces[at + 1] ?? '').includes(',') && bareExamples(words(pieces[at + 2] ?? ''));
    const examples = at > 0 && pieces[at - 1]!.includes(':') && (negating || tasteRuledOut) && bareExamples(tokens) && more;
    if (examples) listAfterColon = true;
    else if (at > 0 && !LIST_CARRIER.test(pieces[at - 1]!)) listAfterColon = false;
    if ((negating || listAfterColon) && !noEach && (examples || isBareList(tokens, dictionary, listAfterColon ? ['spirit', 'stuff', 'drink'] : families))) {
      for (const part of splitList(tokens)) readClause(['no', ...part], dictionary, request, allergyTalk);
      continue;
    }
    const wishesBefore = request.drinks.length;
    // A heading that says no, then its list: 'Hate: tequila, gin', 'Avoid - rum', 'Allergic: nuts'.
    if (saysNoFirst) {
      saysNoFirst = false;
      negating = readClause(['no', ...tokens], dictionary, request, allergyTalk);
      continue;
    }
    const counted = wishCount(request);
    const flavoursWished = [...request.flavours.keys()];
    const avoidedBefore = request.avoidFlavours.size;
    // A 'no' after the thing ('mint not so much', 'creamy stuff is not for me', 'rum is a hard no'): no to the thing.
    const said = tokens.join(' ');
    // (Read as typed too: a word the slip-fixer turned into another, 'burns' into 'burnt', still says no.)
    const asTyped = words(clause).join(' ');
    const thenNo = (THING_THEN_NO.exec(said) ?? THING_THEN_NO.exec(asTyped))?.[1]?.split(' ');
    const saidNoAfter = thenNo !== undefined && thenNo.some((t) => dictionary.lookup([t])?.some((v) => CONTENT_KINDS.has(v.k)));
    negating = readClause(saidNoAfter ? ['no', ...thenNo] : tokens, dictionary, request, allergyTalk);
    const added = wishesSince(request, wishesBeforeClause);
    const listedBefore: Wishes | null = at > 0 && LIST_CARRIER.test(pieces[at - 1]!) ? bareRun : null;
    // 'I love Hendrick's but none of that tonight', 'gin? nah, skip it', 'I usually have a mojito but not tonight': a
    // 'no' said of what the clause before asked for turns that wish into a thing ruled out.
    // ('gin, rum, vodka: all a no': the whole list before.)
    if (wishCount(request) === counted && [said, asTyped].some((t) => BACK_REFERENCE_NO.test(` ${t} `) || SAYS_NO.test(t) || TAKES_BACK.test(t))) ruleOutWishes(request, listedBefore ?? lastWishes);
    // ('gin, rum and vodka are a no': the list before the comma is the no's too.)
    else if (saidNoAfter && listedBefore) ruleOutWishes(request, listedBefore);
    // (A taste is the clause's wish only when nothing in it was ruled out: 'hate anything sweet' wishes for no dryness.)
    else if (wishCount(request) !== counted) lastWishes = { ...added, flavours: request.avoidFlavours.size === avoidedBefore ? [...request.flavours.keys()].filter((f) => !flavoursWished.includes(f)) : [] };
    // What someone else at the table is having ('my partner's going to have a pint, but I fancy something tropical').
    if (OTHERS_DRINK.test(said)) othersWishes.push(added);
    else if (!saidNoAfter && tokens.some((t) => t === 'i' || t === 'me' || t === 'myself' || t === 'mine') && (added.spirits.length || added.drinks.length || added.ingredients.length || added.categories.length || request.flavours.size > flavoursWished.length)) ownWish = true;
    const bare = !saidNoAfter && isBareList(tokens, dictionary, ['spirit', 'stuff', 'category', 'drink']);
    bareRun = bare ? joinWishes(listedBefore, added) : null;
    wishesBeforeClause = wishMarks(request);
    // (Only a heading that is the 'no' alone: 'Lactose intolerant — is the espresso martini ok?' asks about the drink.)
    // ('No: eggs, gin' too: the 'no' alone is a stop word.)
    // ('Everything except:', 'anything but:': the 'everything' is no thing of the heading.)
    const heading = tokens.length === 1 ? tokens : tokens.filter((t) => !STOP_WORDS.has(t) && t !== 'to' && !['everything', 'anything', 'all', 'whatever'].includes(t));
    // ('Skip it - I want something sweet': a 'no' with its own object is no heading.)
    const onlyNo = heading.length === 1 && dictionary.matchAt(heading, 0)?.values[0]?.k === 'negator' && !tokens.some((t) => OWN_OBJECT.has(t));
    if (onlyNo && /^\s*[:\-\u2013\u2014]+\s*$/.test(pieces[at + 1] ?? '')) saysNoFirst = true;
    // A drink wished for after a 'but' ('not a fan of Campari but I like Aperol') is what the guest wants, not the
    // drink the 'but' turns away from.
    // (And in every clause after it: 'flying tomorrow but as a passenger, not crew. A glass of red please'.)
    if (at > 0 && /\bbut\b/.test(pieces[at - 1]!)) butSaid = true;
    if (butSaid) for (const wish of request.drinks.slice(wishesBefore)) wishedAfterBut.add(wish);
  }

  // Another's drink is theirs when the guest says a wish of their own, and asks for nothing for both.
  if (ownWish && !FOR_BOTH.test(rest)) for (const theirs of othersWishes) dropWishes(request, theirs);
  // An allergy to something this reader cannot place: nothing to rule out, so the answer says it could not check.
  for (const m of [...rest.matchAll(ALLERGY_TO), ...rest.matchAll(ALLERGY_TO_LOOSE)]) {
    const word = (m[1] ?? m[2] ?? '').trim();
    // A slip in the allergen or its word in another language ('egs', 'eg', 'uevo'), and a product that is one
    // ('allergic to amaretto' is to nuts): the allergen itself is ruled out.
    const allergen = allergenNamed(word);
    if (allergen) {
      const ruledOut = request.excludedIngredients.length;
      readClause(['allergic', allergen], dictionary, request, true);
      // (A word the reader has no term for is said to be unchecked below.)
      if (request.excludedIngredients.length > ruledOut) continue;
    }
    // Known when the word (singular: 'grapes', 'eggs') names something a drink can be left out for; a flavour word
    // ('strawberry') rules nothing out, so an allergy to it is said to be unchecked.
    const excludable = new Set(['allergen', 'dietary', 'ingredient', 'spirit', 'category', 'wineStyle', 'drink']);
    // ('Allergic to pineapple' is to the pineapple juice the stock holds: ruled out by the strict reading, not unknown.)
    const known = [word, ...words(word)].some((w) => dictionary.lookup([w])?.some((t) => excludable.has(t.k))) || words(word).some((w) => [...menu, ...unavailable].some((d) => d.ingredients.some((i) => i.knowledge.words.includes(w))));
    // Known, it is ruled out here too, whatever words stood between ('soy allergic a la menta').
    if (known && !NO_ALLERGEN_SAID.has(word)) {
      readClause(['allergic', word], dictionary, request, true);
      // (The taste the word itself carries is no wish: 'ginger allergy' asks for nothing spicy, unless said apart.)
      for (const t of dictionary.lookup([word]) ?? []) {
        if (t.k !== 'flavour' || new RegExp(String.raw`\b${t.flavour}\b`).test(rest)) continue;
        request.flavours.delete(t.flavour);
        request.tasteSaid?.delete(t.flavour);
      }
    }
    if (word.length >= 3 && !STOP_WORDS.has(word) && !NO_ALLERGEN_SAID.has(word) && !DOING_IN_JEST.test(word) && !known && !request.unknownAllergens.includes(word)) request.unknownAllergens.push(word);
  }
  // 'Not a mojito again', 'other than a mojito but the same vibe': not that drink, but its likeness ranks the others.
  // ('Something other than an Aperol Spritz, I've had three this week': liked, and had enough of for now.)
  // (The cues read as typed and with the reader's corrections too: 'whats simlar' asks for likeness as 'similar' does,
  // and 'the same itch' is not lost to a correction of 'itch'.)
  const corrected = withCorrections(rest, request.corrected);
  const asCorrected = corrected === rest ? rest : `${rest} . ${corrected}`;
  if (/\b(?:again|already had|had (?:\w+ )?already|had (?:two|three|four|five|a few|several|loads|lots|\d+)(?: of (?:them|those|it))? (?:this week|today|tonight|in a row|last night|already)|same (?:vibe|style|feel|idea|kind)|similar|along (?:those|the same) lines|like (?:it|that|this))\b/.test(asCorrected)) {
    const named = request.excludedDrinks.filter((id) => !request.drinks.some((d) => d.ids.includes(id)));
    if (named.length) request.drinks.push({ ids: named, mode: 'like' });
  }
  // 'Like a Negroni but less bitter', 'something other than a mojito': not that drink, nor its near twins.
  // 'A mojito but make it strong', 'an espresso martini but extra coffee': an order with a change the bartender makes,
  // not a likeness of another drink.
  // ('I always drink Aperol Spritz at home, have you got it or something close?': the drink itself is asked for, its
  // likes after it.)
  // ('I threw up in the cab last time lol. a negroni please': a last time told of in a sentence that names no drink is a
  // story, no turning away from the drink ordered after it.)
  const { names: menuNames } = menuNamesOf(menu);
  const namesADrink = (sentence: string) => menuNames.some((name) => ` ${sentence} `.includes(` ${name} `));
  // ('Load-shedding AGAIN?? ... A margarita please', 'raining again, a mojito please': 'again' said of something that is
  // no drink turns from nothing; 'Not again!', 'that again?', 'the mojito again' still do.)
  const drinkWords = new Set([...menu.flatMap((d) => words(d.name)), 'not', 'no', 'never', 'nope', 'that', 'it', 'this', 'one', 'ones', 'same', 'those', 'them', 'these', 'again', 'drink', 'drinks', 'cocktail', 'cocktails', 'beer', 'beers', 'wine', 'round', 'usual', 'him', 'her', 'me']);
  const againOfNoDrink = (sentence: string) => sentence.replace(/\b([a-z']+)\s+again\b/g, (said: string, before: string) => (drinkWords.has(before) ? said : before));
  const storyTold = asCorrected
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => againOfNoDrink(/\blast time\b/.test(sentence) && !namesADrink(sentence) ? sentence.replace(/\blast time\b/g, ' ') : sentence))
    .join(' ');
  // ('Something like an Aperol Spritz but with more punch' asks for another drink, not a change to the one named.)
  const cuesSaid = storyTold.replace(/\b(?:something|anything|sth|a drink|one)\s+(?:like|kind of like|a bit like)\b/.test(storyTold) ? /$^/ : ORDER_CHANGE, ' ').replace(ASKS_FOR_IT.test(rest) ? /\b(?:always (?:get|have|order|drink)|or (?:something|anything) (?:similar|close|like it|like that)(?: to it)?)\b/g : /$^/, ' ');
  // ('Prosecco please, but not an Aperol Spritz': a 'but' before another drink said no to turns from that one only; 'a
  // mojito but not a virgin one' asks for the mojito with its alcohol.)
  const namesADrinkAt = (rest: string) => menuNames.some((name) => rest.startsWith(name) && !/^[a-z]/.test(rest.slice(name.length)));
  const cues = cuesSaid
    .replace(/\bbut(\s+(?:not|no|without|never)\s+(?:(?:a|an|the|any)\s+)?)/g, (said: string, no: string, at: number, whole: string) => (namesADrinkAt(whole.slice(at + said.length)) ? no : said))
    .replace(/\bbut\s+(?=\.\s*with alcohol\b)/g, ' ');
  const similarOnly = SIMILAR_CUES.test(cues) && !DIFFERENT_CUES.test(cues);
  const different = DIFFERENT_CUES.test(cues) || similarOnly;
  // ('But' alone turns away only from what was named before it.)
  const onlyBut = different && !similarOnly && !DIFFERENT_CUES.test(cues.replace(/\bbut\b/g, ' '));
  const byId = new Map(menu.map((d) => [d.id, d]));
  const notThese = new Set(request.excludedDrinks);
  if (different) for (const wish of request.drinks) if (wish.mode !== 'partial' && !(onlyBut && wishedAfterBut.has(wish))) for (const id of wish.ids) notThese.add(id);
  // Its twins are other drinks only for a guest who wants a change, not for one who asks for its likes.
  for (const id of similarOnly ? [] : [...notThese]) {
    const drink = byId.get(id);
    if (!drink) continue;
    // (Never the twin asked for by its name: 'a mojito, but not the virgin mojito'.)
    for (const other of menu) if (other.id !== id && isTwin(drink, other) && !differsAsAsked(drink, other, request) && !(!different && request.drinks.some((w) => w.mode === 'this' && w.ids.includes(other.id)))) notThese.add(other.id);
  }
  request.excludedDrinks = [...notThese];
  // A thing only the drinks that cannot be made now hold ('something with pineapple', when only the Piña Colada has it),
  // asked for with no allergy said and no 'no' before it: a likeness to those drinks, and the answer says why.
  const saidNo = (w: string) => new RegExp(String.raw`\b(?:no|not|without|nothing|none|hold the|skip the|hate|avoid|sin|sans|ohne|senza|sem)\s+(?:[\w']+[\s,]+){0,6}${w}`).test(rest);
  // (Said in the guest's own words: an allergen's term also names what it covers, 'sugar' every juice and syrup.)
  const saidItself = (w: string) => new RegExp(String.raw`\b${unmade.get(w)!.words[0]}`).test(rest);
  const unmadeWord = allergyTalk ? undefined : [...request.freeWords, ...(request.foodsSaid ?? []).flatMap((f) => f.split(' ')).map(stem)].find((w) => unmade.has(w) && saidItself(w) && !saidNo(w));
  delete request.foodsSaid;
  if (unmadeWord) {
    const thing = unmade.get(unmadeWord)!;
    request.drinks.push({ ids: thing.ids, mode: 'like' });
    request.unmadeAsked = thing.words.join(' ');
    request.freeWords = request.freeWords.filter((w) => w !== unmadeWord);
  }
  // A drink the bar cannot make now is asked for by its likeness: the closest drinks that can be made.
  const elsewhere = new Map(unavailable.map((d) => [d.id, d]));
  const named = request.drinks.flatMap((d) => d.ids).filter((id) => !byId.has(id) && elsewhere.has(id));
  if (named.length) {
    request.namedUnavailable = [...new Set(named)].map((id) => elsewhere.get(id)!);
    request.drinks = request.drinks.map((d) => (d.ids.every((id) => !byId.has(id)) && d.mode === 'this' ? { ...d, mode: 'like' as const } : d));
  }
  // Tequila is a mezcal by its making: a guest off one is off the other, unless they wish for it ('mezcal's ok tho'); but
  // off mezcal for its smoke ('no mezcal, smoky stuff tastes like a campfire') is not off tequila, which has none.
  const offForSmoke =
    !allergyTalk && /\bmezcal\b[^.!?]{0,80}\b(?:smok\w*|campfire|ashtray|peat\w*|bonfire)|\b(?:smok\w*|campfire|ashtray|peat\w*|bonfire)\b[^.!?]{0,80}\bmezcal\b/.test(rest);
  // ('Something with agave' is agave spirits, not the agave syrup, unless the syrup is said.)
  if (request.spirits.includes('agave') && !/\bagave (?:syrup|nectar|sirup|sirope|jarabe)\b/.test(rest)) request.ingredients = request.ingredients.filter((w) => w.join(' ') !== 'agave');
  // (Cachaça is not ruled out with rum: most guests who say no rum take a Caipirinha, as the outside sets say.)
  for (const [off, sibling] of [['tequila', 'mezcal'], ['mezcal', 'tequila']] as const) {
    if (off === 'mezcal' && offForSmoke) continue;
    const siblingWished = request.spirits.includes(sibling) || request.drinks.some((w) => w.mode !== 'opposite' && w.ids.some((id) => byId.get(id)?.spirits.some((s) => s.spirit === sibling)));
    if (request.excludedSpirits.includes(off) && !request.excludedSpirits.includes(sibling) && !siblingWished) request.excludedSpirits.push(sibling);
  }
  const seenExcluded = new Set<string>();
  request.excludedIngredients = request.excludedIngredients.filter((w) => !seenExcluded.has(w.join(' ')) && Boolean(seenExcluded.add(w.join(' '))));
  // 'Like a Moscow Mule but with a different spirit': not the named drink's base spirit either.
  if (OTHER_SPIRIT.test(rest)) {
    for (const wish of request.drinks) {
      for (const id of wish.ids) {
        for (const { spirit, share } of byId.get(id)?.spirits ?? []) {
          if (share >= 0.5 && !request.spirits.includes(spirit) && !request.excludedSpirits.includes(spirit)) request.excludedSpirits.push(spirit);
        }
      }
    }
  }
  // A drink ordered without its spirit ('un mojito pero sin ron', 'a G&T without the gin'), no other spirit asked for
  // and no likeness said: its alcohol-free version is asked for. When in doubt about alcohol, alcohol-free.
  if (!request.alcoholFree && !LIKENESS_NEAR.test(rest) && request.spirits.length === 0 && !OTHER_SPIRIT.test(rest)) {
    const ordered = request.drinks.filter((d) => d.mode === 'this').flatMap((d) => d.ids.map((id) => byId.get(id))).filter((d): d is DrinkProfile => d !== undefined && !d.alcoholFree);
    const drink = ordered.length === 1 ? ordered[0]! : undefined;
    // (Said right after the drink's name: 'I said no vodka last time & got a cosmo' or 'no gin, but I like the negroni' is no such order.)
    const names = drink ? [words(drink.name.replace(/&/g, ' and ')).join(' '), ...(DRINK_ALIASES_BY_NAME.get(words(drink.name.replace(/&/g, ' and ')).join(' ')) ?? [])] : [];
    const saidWithout = drink !== undefined && names.some((n) => new RegExp(String.raw`\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\s*(?:,\s*)?(?:but\s+|please\s+|pls\s+)?(?:without|minus|no|hold the|skip the)\s+(?:the\s+|any\s+)?(?:${drink.spirits.map((x) => x.spirit).join('|')})\b`).test(rest));
    if (drink && saidWithout && drink.spirits.length > 0 && drink.spirits.every(({ spirit }) => request.excludedSpirits.includes(spirit))) {
      request.alcoholFree = true;
      request.wantsAlcohol = false;
      // (No alcohol at all now: its alcohol-free stand-in for the spirit, the alcohol-free G&T's, is welcome.)
      request.excludedSpirits = request.excludedSpirits.filter((x) => !drink.spirits.some(({ spirit }) => spirit === x));
    }
  }
  if (different) {
    // The named drink still tells what the guest likes: its likeness ranks the others.
    request.drinks = request.drinks.map((d) => (d.mode === 'this' ? { ...d, mode: 'like' as const } : d));
  }

  if (PREMIUM.test(rest) && !request.cheap) request.premium = true;
  if (CLASSIC.test(rest) && !NOT_CLASSIC.test(rest)) {
    request.classic = true;
    // (A menu that calls a drink 'a tiki classic' does not make it the classic asked for.)
    request.freeWords = request.freeWords.filter((w) => !CLASSIC.test(w));
  }
  // 'A $75 budget' is the limit, not a wish for the cheapest: 'budget' beside an amount read as the cap says no more.
  if (request.cheap && request.maxPrice !== undefined && (!CHEAP_BESIDE_A_CAP.test(rest) || cheaperThanNamed)) request.cheap = false;
  if (cheaperThanNamed) {
    const over = new Set(menu.filter((d) => d.price > request.maxPrice!).map((d) => d.id));
    request.drinks = request.drinks.filter((d) => d.mode !== 'partial').map((d) => (d.mode === 'this' && d.ids.every((id) => over.has(id)) ? { ...d, mode: 'like' as const } : d));
  }

  const anyWish =
    request.flavours.size + request.avoidFlavours.size + request.spirits.length + request.excludedSpirits.length + request.categories.length +
    request.excludedCategories.length + request.occasionIngredients.length + (request.colourIngredients?.length ?? 0) + (request.serve?.size ?? 0) + (request.avoidServe?.size ?? 0) + request.occasionSpirits.length + request.ingredients.length + request.excludedIngredients.length + request.drinks.length + request.excludedDrinks.length;
  // A thing ruled out is no taste to wish for either: after 'allergic to coffee', 'something energising' is not the
  // coffee-rich Stout, and a drink that tastes of it comes last.
  // (Coffee is avoided only for an allergy: without caffeine, the roasted taste of a Stout is still welcome, though
  // not wished for.)
  for (const ruledOut of request.excludedIngredients) {
    const thing = ruledOut.join(' ');
    const taste = TASTE_OF_THING[thing];
    // (Only a thing the guest named: 'no sugar' rules out amaretto among the sweet things, not its nutty taste.)
    // ('no caffeine after 6, but something that wakes me up': the coffee is ruled out by its caffeine.)
    if (!taste || !(new RegExp(String.raw`\b${thing}`).test(rest) || (taste === 'coffee' && /\b(?:caffein|coffein|koffein|cafein|caffeina|decaf)/.test(rest)))) continue;
    request.flavours.delete(taste);
    // ('an espresso martini... actually no, skip anything with coffee': no coffee taste wished, the Stout not avoided.)
    if (taste === 'coffee' && !allergyTalk) continue;
    request.avoidFlavours.set(taste, 1);
    // (Not said back: 'not too nutty' is no news to a guest with a nut allergy.)
    request.unsaid = [...new Set([...(request.unsaid ?? []), taste])];
  }
  // Nothing that tastes like alcohol ('nothing that tastes like alcohol', 'nichts, was nach Alkohol schmeckt', 'nada que
  // sepa a alcohol'): no alcohol, not even a trace, and none of the alcohol-free stand-ins for a spirit, a bitter or a beer.
  const tastesLike = [...plain.matchAll(TASTES_LIKE_ALCOHOL)].map((m) => m[0]).join(' ');
  if (tastesLike) {
    request.alcoholFree = true;
    // ('no 0.0 beer either' wishes for no beer.)
    // ('nothing that even tastes like beer or gin', 'nichts, was nach Bier oder Gin schmeckt': no wish for gin either.)
    const tasted = new Set(words(translate(tastesLike)));
    request.categories = request.categories.filter((cat) => !tastesLike.includes(cat) && !tasted.has(cat));
    request.spirits = request.spirits.filter((spirit) => !tasted.has(spirit));
    // ('no fake aperitif': no wish for the bitter taste it was named by either.)
    if (BITTER_KINDS.some((w) => tasted.has(w))) {
      request.flavours.delete('bitter');
      request.tasteSaid?.delete('bitter');
    }
    request.ingredients = request.ingredients.filter((thing) => !thing.every((w) => tasted.has(w)));
    request.noAlcoholTrace = true;
    // ('nothing that pretends to be gin': the gin stand-in goes, the other alcohol-free drinks stay.)
    const standIns = STAND_IN_OF.filter(([kinds]) => kinds.some((k) => tasted.has(k)));
    if (standIns.length > 0 && ![...tasted].some((w) => TASTED_IN_GENERAL.has(w))) {
      for (const [, thing] of standIns) if (!request.excludedIngredients.some((x) => x.join(' ') === thing.join(' '))) request.excludedIngredients.push(thing);
    } else ruleOutStandIns(request);
  }
  // What was ruled out, 'including the alcohol-free version': its stand-in goes too ('no Campari or Aperol, the
  // alcohol-free one neither', 'no gin, not even the 0.0 one').
  if (standInsRefused) ruleOutStandIns(request);
  if (standInToo) {
    const ruledOut = new Set([...request.excludedSpirits, ...request.excludedIngredients.map((w) => w.join(' ')), ...request.excludedCategories, ...[...request.avoidFlavours.keys()]]);
    for (const [kinds, standIn] of STAND_IN_OF) {
      if (kinds.some((k) => ruledOut.has(k)) && !request.excludedIngredients.some((x) => x.join(' ') === standIn.join(' '))) request.excludedIngredients.push(standIn);
    }
  }
  // A thing ruled out by its own name and asked about ('sin huevo: ¿el whiskey sour lleva huevo?') is ruled out, not
  // also wished for. (One a diet rules out and the guest asks for, 'no caffeine, something with cola', stays a wish the
  // answer says it cannot meet.)
  request.ingredients = request.ingredients.filter(
    (w) => !(request.excludedIngredients.some((x) => x.join(' ') === w.join(' ')) && new RegExp(String.raw`\b(?:no|without|not|nothing with)\s+(?:any\s+)?${w.join(' ')}`).test(rest)),
  );
  // A thing an allergy rules out, named again to say what the allergy covers ('allergic to citrus (all of it, lemon
  // lime orange)'), is no wish.
  if (allergyTalk) {
    request.ingredients = request.ingredients.filter((w) => !request.excludedIngredients.some((x) => x.join(' ') === w.join(' ')));
  }
  // A kind of drink ruled out by its name in the plural ('no martinis, neither kind', 'no sours tonight'): every drink of
  // the menu with that name.
  for (const m of rest.matchAll(PLURAL_NAME_RULED_OUT)) {
    const kind = m[1]!.replace(/(?:es|s)$/, '');
    for (const d of menu) if (words(d.name).includes(kind) && !request.excludedDrinks.includes(d.id)) request.excludedDrinks.push(d.id);
  }
  // A drink ruled out because it is the guest's usual ('something other than a mojito, my usual'): one they like, so
  // drinks like it are the answer.
  // A drink asked about before an 'if not' ('is the espresso martini ok? if not what else coffee-ish') is the one
  // wished for first: only the limits may rule it out.
  const askedFirst = ASKED_IF_NOT.exec(rest);
  if (askedFirst) {
    const asked = request.excludedDrinks.filter((id) => ` ${askedFirst[1]} `.includes(` ${fold(menu.find((d) => d.id === id)?.name ?? '')} `));
    if (asked.length) {
      request.excludedDrinks = request.excludedDrinks.filter((id) => !asked.includes(id));
      request.drinks.push({ ids: asked, mode: 'this' });
    }
  }
  // The opposite of a drink ('the opposite of an Old Fashioned', 'I had a Whiskey Sour, now the opposite of that'): not
  // it, and the drinks least like it first.
  if (OPPOSITE.test(rest) && request.drinks.some((w) => w.mode === 'this' || w.mode === 'like')) {
    request.drinks = request.drinks.map((w) => (w.mode === 'this' || w.mode === 'like' ? { ...w, mode: 'opposite' as const } : w));
    const opposed = request.drinks.filter((w) => w.mode === 'opposite').flatMap((w) => w.ids);
    // (Nor its twins: the Virgin Mojito is no opposite of the Mojito.)
    const twins = menu.filter((d) => opposed.some((id) => { const o = menu.find((m) => m.id === id); return o !== undefined && o.id !== d.id && isTwin(o, d); })).map((d) => d.id);
    request.excludedDrinks.push(...opposed, ...twins);
  }
  // So is one ruled out with a wish for its direction ('something other than an aperol spritz but in that direction').
  if ((USUAL.test(rest) || SAME_DIRECTION.test(rest)) && request.excludedDrinks.length > 0 && !request.drinks.some((w) => w.mode === 'like')) request.drinks.push({ ids: [request.excludedDrinks[0]!], mode: 'like' });
  // A spirit ruled out, a style of it ruled out, and the spirit still wished for ('nada de Bacardí ni ron blanco, pero
  // algo con ron sí'): the style is what goes, not the spirit.
  request.excludedSpirits = request.excludedSpirits.filter(
    (spirit) => !(request.spirits.includes(spirit) && request.excludedIngredients.some((thing) => thing.length > 1 && thing[thing.length - 1] === spirit)),
  );
  // A wish said in jest against the guest's own health ('let's add egg white, my EpiPen needs the exercise /s', 'give me
  // gin, I just LOVE throwing up', 'mint? sure, if you want me in hospital'): every thing named is ruled out.
  // ('a nutty one, nothing says Friday like an ambulance ride': the taste goes too, and a nutty taste is the nuts'.)
  if (HARM_IN_JEST.test(rest)) {
    if (request.flavours.has('nutty')) request.excludedIngredients.push(...ALLERGENS.nuts.map((w) => w.split(' ')));
    ruleOutWishes(request, { spirits: request.spirits, drinks: request.drinks, ingredients: request.ingredients, categories: [], flavours: [...request.flavours.keys()] }, false);
  }
  liftExceptions(request, rest, menu, allergyTalk);
  // 'Scotch only', 'I only drink gin', 'nothing but rum': a drink without one of them is no answer.
  const only = [...rest.matchAll(ONLY_SPIRIT)].flatMap((m) => (m[1] ?? m[2])!.split(/\s+(?:or|and|&)\s+|\s*,\s*/)).map((w) => spiritNamed(w.trim())).filter((x): x is string => x !== undefined && request.spirits.includes(x));
  if (only.length) request.onlySpirits = [...new Set(only)];
  if (ONLY_BUBBLY.test(rest)) request.onlyBubbly = true;
  // ('Nothing over 15% abv': no drink stronger, and a light one first.)
  const abvCap = ABV_CAP.exec(rest);
  if (abvCap) {
    request.maxAbv = Number(abvCap[1]!.replace(',', '.'));
    request.strength ??= { level: 'light', weight: 0.6 };
    request.understood = true;
  }
  // ('No more than 100 ml in the glass', a fluid limit: no drink that holds more.)
  const volume = volumeCap(foldedText);
  if (volume !== undefined) {
    request.maxVolumeMl = volume;
    request.understood = true;
  }
  // Less strong than a drink named before it, or after 'than' ('something lighter like a spritz' names an example).
  const lessStrong = LESS_STRONG.exec(rest);
  if (lessStrong && request.strength?.level !== 'strong') {
    const named = request.drinks.filter((d) => d.mode !== 'partial').flatMap((d) => d.ids).map((id) => menu.find((m) => m.id === id)).filter((d): d is DrinkProfile => d !== undefined && !d.alcoholFree);
    const before = named.filter((d) => {
      const at = rest.indexOf(d.name.toLowerCase().replace(/&/g, 'and'));
      return (at >= 0 && at < lessStrong.index) || new RegExp(String.raw`\bthan (?:an? |the |my )?${d.name.toLowerCase().replace(/[^a-z ]/g, '.')}`).test(rest);
    });
    if (before.length) request.lighterThan = Math.min(...before.map((d) => d.alcoholMl));
  }
  // A reason not to drink said not to hold for the guest ('not driving tonight, so go on'): a drink with alcohol is wished.
  if (!request.alcoholFree && ownReasonLifted(foldedText)) request.wantsAlcohol = true;
  request.understood = OPEN_REQUEST.test(rest.replace(/\s+/g, ' ')) || Boolean(request.premium) || Boolean(request.classic) || anyWish > 0 || request.alcoholFree || request.strength !== undefined || request.maxPrice !== undefined || request.cheap || request.wantsAlcohol || request.unknownAllergens.length > 0;
  // Naming an alcohol-free drink ('a virgin mojito') is an alcohol-free wish.
  const afNamed = request.drinks.some(
    (d) => d.mode === 'this' && d.ids.some((id) => menu.find((m) => m.id === id && m.alcoholFree && /virgin|alcohol.free|non.alcoholic|mocktail/i.test(m.name))),
  );
  if (afNamed) request.alcoholFree = true;
  // When in doubt about alcohol, alcohol-free: a word about alcohol or abstaining that the reading above did not
  // place as a wish for alcohol ('zonder alcohol', 'alkolsuz', 'bez alkoholu', 'alkoholfri', Arabic's 'bidoon kohol',
  // Russian's 'bez alkogolya', Czech's 'nealko') is taken as a wish
  // to go without, in whatever language.
  // ('Low alcohol' is a strength, read as one above: no doubt there.)
  const doubt =
    request.alcoholInDoubt ||
    (!request.wantsAlcohol && request.strength === undefined && ALCOHOL_DOUBT.test(plain.replace(SPIRIT_KINDS_SAID_WITH_ALCOHOL, ' '))) ||
    NOT_DRINKING.some((p) => p.test(folded)) ||
    saysAlcoholFreeShort(text, plain);
  if (!request.alcoholFree && doubt) {
    request.alcoholFree = true;
    request.understood = true;
  }
  if (request.alcoholFree) request.wantsAlcohol = false;
  // A drink with alcohol liked, and no alcohol wanted ('like an espresso martini but without alcohol'): the thing that
  // makes it what it is, when no alcohol-free drink has it, is asked for too, so the answer says none has it.
  if (request.alcoholFree) {
    const afDrinks = menu.filter((m) => m.alcoholFree);
    for (const wish of request.drinks.filter((d) => d.mode === 'like')) {
      for (const liked of wish.ids.map((id) => byId.get(id)).filter((d): d is DrinkProfile => d !== undefined && !d.alcoholFree)) {
        const signature = liked.ingredients
          .filter((i) => (i.knowledge.abv ?? 0) === 0 && i.knowledge.item.category !== 'garnish' && !/syrup|sugar|water|soda|ice|tonic/i.test(i.knowledge.item.name) && i.ml >= 20)
          .sort((a, b) => b.ml - a.ml)[0];
        const said = signature ? words(fold(signature.knowledge.item.name)) : [];
        if (signature && said.length === 1 && !afDrinks.some((d) => d.ingredients.some((i) => i.knowledge.item.id === signature.knowledge.item.id))) request.ingredients.push(said);
      }
    }
  }
  // A drink taken back for a reason not to drink ('a Negroni. Actually no, I'm driving'): its alcohol-free likes are the
  // answer, its alcohol-free twin first.
  if (request.alcoholFree && request.takenBack?.length) {
    const taken = request.takenBack.map((id) => byId.get(id)).filter((d): d is DrinkProfile => d !== undefined);
    request.excludedDrinks = request.excludedDrinks.filter((id) => !(byId.get(id)?.alcoholFree && taken.some((t) => isTwin(t, byId.get(id)!))));
    request.drinks.push({ ids: taken.map((d) => d.id), mode: 'like' });
  }
  // The guest's own word on strength beats the picture an occasion paints ('after work, hard week: something strong'
  // is not a refreshing long drink): the occasion's tastes go with its strength.
  const saidStrength = request.strength;
  if (saidStrength && saidStrength.weight > 0.5) {
    const painted = request.occasionTaste ?? [];
    const kept = new Set(painted.filter((o) => o.strength === undefined || o.strength === saidStrength.level).flatMap((o) => [...o.flavours]));
    for (const o of painted) if (o.strength && o.strength !== saidStrength.level) for (const flavour of o.flavours) if (!kept.has(flavour)) request.flavours.delete(flavour);
    // (An occasion that says no strength of its own, 'something strong to celebrate', keeps its tastes at half: the
    // strength said leads, the bubbles follow.)
    // (... and the drinks it brings, a celebration's bubbles, are no wish of their own beside it.)
    const lightPainted = saidStrength.level === 'strong' && !saidStrength.painted ? painted.filter((o) => o.strength === undefined && !o.setting) : [];
    for (const o of lightPainted) for (const flavour of o.flavours) request.flavours.set(flavour, (request.flavours.get(flavour) ?? 0) / 2);
    if (lightPainted.length) request.occasionIngredients = [];
  }
  // A taste the guest says of their own beats the picture a mood paints ('something sweet to cheer me up' is a sweet
  // drink, not a stiff one; 'sad, want something fruity'): what the mood alone brought counts half, and its strength not at all.
  // (Only a taste no mood leads with: 'something warming' on a cold night is the mood's own word.)
  const ownTastes = [...(request.tasteSaid ?? [])];
  const moods = (request.occasionTaste ?? []).filter((o) => !o.setting);
  if (ownTastes.some((f) => !moods.some((o) => o.leading?.has(f))) && moods.some((o) => o.flavours.size > 0)) {
    for (const o of moods) for (const flavour of o.flavours) if (!ownTastes.includes(flavour)) request.flavours.set(flavour, (request.flavours.get(flavour) ?? 0) / 2);
    if (request.strength?.painted) delete request.strength;
  }
  settingKinds(request);
  // ('Something long I can sip': a tall drink taken slowly, not a short one.)
  // ('Some kind of sour': a sour as bartenders build one, first.)
  // (Never one ruled out: 'not a sour either', 'no sours'.)
  const sour = A_SOUR.exec(folded);
  if (sour && !/\b(?:not|no|never|nothing|without|nor|hate|hates|skip|avoid|except|but)\s+(?:\w+\s+){0,2}$/.test(folded.slice(0, sour.index + (/^\w+\s/.test(sour[0]) ? sour[0].indexOf(' ') + 1 : 0)))) request.aSour = true;
  if (QUICK.test(folded)) {
    request.quick = true;
    request.understood = true;
  }
  if (LONG_DRINK.test(folded)) request.long = true;
  else if (SIPPING.test(folded)) request.sipping = true;
  // Something warm with no alcohol is warm to the hand, not warming: a hot drink, which the answer says it cannot serve.
  if (request.alcoholFree && WARM_TO_THE_HAND.test(folded)) (request.serve ??= new Set()).add('hot');
  if (SHOTS_ASKED.test(folded) && request.spirits.length === 0) request.shots = true;
  if (ALTITUDE.test(folded)) {
    request.altitude = true;
    request.understood = true;
  }
  // (Said back as a drink's name: 'a tea', 'any tea', 'cup of tea', 'tea please' are 'tea'.)
  if (request.serve?.has('hot')) request.hotNamed = HOT_NAMED.exec(foldedText)?.[0].replace(/^(?:a cup of |cup of |a |some |any |got |have |einen |ein |en |un |une |una |uno )|\s+please$/g, '');
  // (A hot drink named by its spirit, 'a hot whiskey', 'hot rum': the spirit is wished for among the warming ones.)
  const hotSpirit = /^hot (whiske?y|rum|gin|brandy)$/.exec(request.hotNamed ?? '')?.[1];
  if (hotSpirit) {
    const spirit = hotSpirit.startsWith('whisk') ? 'whisky' : hotSpirit;
    if (!request.spirits.includes(spirit) && !request.excludedSpirits.includes(spirit)) request.spirits.push(spirit);
  }
  // A brand the bar does not pour by name ('a Corona', 'a Grey Goose martini'): answered by the closest, and said so.
  const carried = (brand: string) => menu.some((d) => fold(d.name).includes(brand) || d.ingredients.some((i) => fold(i.knowledge.item.name).includes(brand)));
  const brands = brandsNamed(foldedText).filter((b) => !carried(b));
  if (brands.length) request.brandsNamed = brands;
  // A mulled wine is a red wine, spiced: its wine is the closest the menu has when nothing is served hot.
  const mulledWine = MULLED_WINE.test(folded);
  if (mulledWine) {
    if (!request.ingredients.some((w) => w.join(' ') === 'red wine')) request.ingredients.push(['red', 'wine']);
    if (!request.flavours.has('fruity')) request.flavours.set('fruity', 0.5);
  }
  // A hot drink is a warming one: spirit-forward and spiced, should the menu serve none hot.
  if (request.serve?.has('hot') && !mulledWine) {
    if (!request.strength) request.strength = { level: 'strong', weight: 0.5 };
    for (const [flavour, want] of [['spicy', 0.5], ['rich', 0.5]] as const) if (!request.flavours.has(flavour)) request.flavours.set(flavour, want);
    request.unsaid = [...new Set([...(request.unsaid ?? []), 'spicy', 'rich'])];
  }
  // A colour the guest asked for beats the tastes and drinks an occasion paints ('something pink for the bride' is not
  // any bubbly): those stay, at half their weight.
  if (request.colourIngredients?.length) {
    for (const o of request.occasionTaste ?? []) for (const flavour of o.flavours) request.flavours.set(flavour, (request.flavours.get(flavour) ?? 0) / 2);
  }
  // A drink for a child: the sweet and fruity alcohol-free drinks children like, not the grown-up bitter ones, and
  // none that stands in for a grown-up's drink (an alcohol-free gin, aperitif or beer). Nor for a guest whose faith
  // keeps them from alcohol ('halal', 'Ramadan'): an imitation of it is no welcome offer.
  if (request.alcoholFree && FAITH.test(folded)) request.noStandIns = true;
  // An alcohol-free drink said not to be a child's ('nothing that's a kids drink'): a grown-up's, not the sweet ones.
  if (NOT_FOR_A_CHILD.test(folded) && !request.flavours.has('sweet')) request.avoidFlavours.set('sweet', Math.max(request.avoidFlavours.get('sweet') ?? 0, 0.6));
  if (request.alcoholFree && (ages.minor || (CHILD.test(folded) && !NOT_FOR_A_CHILD.test(folded)))) {
    request.noStandIns = true;
  }
  // (A minor who asks for no child's drink, 'non-alcoholic but not a kiddie drink', gets no child's tastes either.)
  if (request.alcoholFree && (ages.minor || CHILD.test(folded)) && !NOT_FOR_A_CHILD.test(folded)) {
    const unsaid: string[] = [];
    for (const [flavour, want] of [['sweet', 0.6], ['fruity', 0.6]] as const) {
      if (!request.flavours.has(flavour)) {
        request.flavours.set(flavour, want);
        unsaid.push(flavour);
      }
    }
    if (!request.flavours.has('bitter') && !request.avoidFlavours.has('bitter')) {
      request.avoidFlavours.set('bitter', 0.8);
      unsaid.push('bitter');
    }
    if (unsaid.length) request.unsaid = [...new Set([...(request.unsaid ?? []), ...unsaid])];
  }
  // When the guest must not have even a trace ('0.0', pregnant, a minor, in recovery), the 0.5% beer is out too.
  // Read as corrected too: 'im pregnent' allows no trace either.
  // Nothing but water ('doc said nothing but water after midnight', 'solo agua'): no alcohol, and no drink at all.
  // (Not when a drink is wished too: 'a gin and tonic for me and just water for her' orders the gin, and the water is
  // someone else's.)
  const wishesADrink = request.spirits.length + request.drinks.length + request.categories.length + request.ingredients.length > 0;
  if (WATER_ONLY_SAID.test(foldedText) && !wishesADrink) {
    request.waterOnly = true;
    request.alcoholFree = true;
    request.understood = true;
  }
  if (request.alcoholFree && (ages.minor || NO_ALCOHOL_TRACE.test(folded) || NO_ALCOHOL_TRACE.test(withCorrections(folded, request.corrected)))) request.noAlcoholTrace = true;
  const foodsWished = foodsNotStocked(folded, [...menu, ...unavailable]);
  if (foodsWished.length) request.foodsWished = foodsWished;
  return request;
}

/** Words before a food that make it a wish, and after it that make it a product of it. */
// ('caipirinha de morango', 'un mojito alla fragola', 'Daiquiri mit Erdbeeren', 'margarita con fresa'.)
const FOOD_WISHED_BEFORE = new Set(['with', 'add', 'extra', 'some', 'plus', 'de', 'con', 'com', 'avec', 'aux', 'mit', 'di', 'alla', 'al']);
const FOOD_PRODUCT_AFTER = new Set(['syrup', 'flavoured', 'flavored', 'flavour', 'flavor', 'juice', 'puree', 'liqueur']);
/**
 * Foods the guest asks for that no drink of the bar holds ('a mojito with strawberries', 'maple old fashioned',
 * 'something with maple syrup'): as said ('maple syrup', 'strawberries'), for the answer to say it has none. Never a
 * food said no to or as an allergy.
 */
function foodsNotStocked(folded: string, menu: readonly DrinkProfile[]): string[] {
  const tokens = words(folded);
  const found: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const food = [token, token.replace(/ies$/, 'y'), token.replace(/e?s$/, '')].find((w) => FOODS.has(w));
    if (!food) continue;
    const next = tokens[i + 1] ?? '';
    const namesADrink = menu.some((d) => words(d.name).join(' ').startsWith(tokens.slice(i + 1, i + 3).join(' ')) && next.length > 2);
    if (!FOOD_WISHED_BEFORE.has(tokens[i - 1] ?? '') && !FOOD_PRODUCT_AFTER.has(next) && !namesADrink) continue;
    if (tokens.slice(Math.max(0, i - 4), i).some((w) => NEGATORS_OF_A_FOOD.has(w)) || /^(?:allerg|intoler|free)/.test(next)) continue;
    if (menu.some((d) => d.ingredients.some((ing) => ing.knowledge.words.includes(food)))) continue;
    const said = FOOD_PRODUCT_AFTER.has(next) && next !== 'flavoured' && next !== 'flavored' ? `${token} ${next}` : food === 'maple' ? 'maple syrup' : token;
    if (!found.includes(said)) found.push(said);
  }
  return found;
}
const NEGATORS_OF_A_FOOD = new Set(['no', 'not', 'without', 'nothing', 'allergic', 'allergy', 'hate', 'except', 'avoid', 'skip', 'never', 'free']);

/** A wish for the finer drinks ('something really special', 'treat myself', 'top shelf', 'the best you have', 'splurge'). */
const TASTED = String.raw`(?:alcohol|booze|liquor|a real drink|the real thing|beer|gin|wine|spirits?|a cocktail|aperitifs?|an aperitif|bitters?|spritz)`;
/** 'Including the alcohol-free version', 'not even the 0.0 one', 'the virgin ones too'. */
const STAND_IN_TOO = /\b(?:including|incl|even|also|and|or|plus|nor|neither|too)\s+(?:the\s+)?(?:alcohol[ -]?free|non[ -]?alcoholic|zero|0[.,]0|0 ?%|virgin|na)\s+(?:versions?|ones?|kinds?|stuff|alternatives?|copies|imitations?)\b|\b(?:alcohol[ -]?free|non[ -]?alcoholic|zero|0[.,]0|virgin)\s+(?:versions?|ones?|alternatives?)\s+(?:too|as well|neither|included|either)\b/;
/** Words for the bitter aperitifs, which have an alcohol-free stand-in. */
const BITTER_KINDS = ['campari', 'aperol', 'bitter', 'bitters', 'aperitif', 'aperitifs', 'bitter aperitif', 'vermouth', 'spritz'];
/**
 * What stands in for what was ruled out or is said not to be tasted: the gin, the bitter aperitifs and beer have
 * alcohol-free stand-ins ('nothing that pretends to be gin', 'no Campari, including the alcohol-free version').
 */
const STAND_IN_OF: [string[], string[]][] = [
  [['gin'], ['gin', 'alternative']],
  [BITTER_KINDS, ['bitter', 'aperitif']],
  [['beer', 'bier', 'lager', 'ipa', 'stout', 'ale'], ['alcohol', 'free', 'beer']],
];
/** The words that make 'tastes like' about all alcohol, not one kind's stand-in. */
const TASTED_IN_GENERAL = new Set(['alcohol', 'booze', 'liquor', 'real', 'thing', 'spirit', 'cocktail', 'alkohol', 'schnap', 'wine', 'wein']);
const TASTED_ABROAD = String.raw`(?:alkohol|bier|gin|schnaps|wein)`;
const WARM_TO_THE_HAND = /\b(?:something|anything|a|one)\s+(?:nice\s+)?warm\b(?!\s*(?:ing|day|night|weather|evening))|\bwarm drinks?\b|\bwarm (?:me|us) up\b/;
/** A hot drink by its name, in the guest's own words ('grzaniec', 'svařák', 'deux vins chauds', 'en Tee'). */
const HOT_NAMED = new RegExp(String.raw`\b(?:${[...HOT_DRINKS_NAMED, 'vins? chauds?', 'vin brule', 'vino caliente', 'gluh?weine?', 'gluehwein', 'glogg', 'grzaniec', 'grzanca', 'grzane wino', 'svarak', 'gluhwijn', 'bisschopswijn', 'quentao', 'grog', 'jagertee', 'jaegertee', 'bombardino', 'hot toddy', 'toddy', 'hot whiskey', 'hot whisky', 'hot port', 'hot rum', 'hot gin', 'hot brandy', 'irish coffee', 'feuerzangenbowle', 'mulled wine', 'mulled cider', 'hot cider', 'tea'].join('|')})\b(?!\s+weather)`);
const MULLED_WINE = /\b(?:mulled wine|mulled red|gluh?wein|gluehwein|vin chaud|vin brule|vino caliente|glogg|grzaniec|grzanca|grzancem|grzane wino|gluhwijn|bisschopswijn|quentao)\b/;
const TASTES_LIKE_ALCOHOL = new RegExp(
  String.raw`\b(?:nothing|no drinks?|not anything|none)\s*(?:,\s*)?(?:that|which)?\s*(?:even\s+|really\s+)?(?:tastes?|smells?|reminds me|(?:pretends?|pretending|tries|trying|is meant|is supposed|wants) to (?:be|taste like))\s+(?:like\s+|of\s+)?(?:a\s+)?${TASTED}(?:\s*(?:,|or|and|nor)\s*${TASTED})*\b|\bnichts\s*(?:,\s*)?(?:was|das)\s+(?:auch nur\s+|nur\s+|irgendwie\s+)?nach\s+${TASTED_ABROAD}(?:\s*(?:,|oder|und)\s*${TASTED_ABROAD})*\s+(?:schmeckt|riecht)\b|` +
    // ('... and doesn't pretend to be booze either': said of the drink wished for, by a verb that only a stand-in does.)
    String.raw`\b(?:does ?n[o']?t|doesn t|do ?n[o']?t|don t|is ?n[o']?t|isn t|is not|not|never)\s+(?:even\s+)?(?:pretend|pretends|pretending|try|tries|trying|meant|supposed|want|wants|claim|claims)\s+to\s+(?:be|taste like)\s+(?:a\s+)?${TASTED}\b|` +
    String.raw`\bno (?:fake|imitation|pretend|mock|faux) (?:alcohol|booze|gin|beer|spirits?|aperitifs?|bitters?|spritz|wine|cocktails?)\b|\b(?:nothing|no drinks?|not anything|none)\s*(?:,\s*)?(?:that|which)?\s*(?:imitates?|mimics?|copies|fakes?|replicates?|apes|impersonates?)\s+${TASTED}\b|\bno (?:alcohol[ -]free|non[ -]alcoholic|na|zero|0[.,]0|0 ?%) (?:gin|beer|spirits?|versions?|substitutes?|alternatives?|imitations?)\b|\bnada que (?:sepa|huela) a (?:alcohol|cerveza|ginebra)\b|\brien qui (?:a le gout|ait le gout|sente|goute|rappelle) (?:de |d |l )?(?:l )?(?:alcool|biere|gin)\b|\bniente che (?:sappia|abbia il sapore) di (?:alcol|alcool|birra|gin)\b|\bnada que (?:tenha|lembre)? ?(?:gosto|sabor)? ?(?:de|a)? (?:alcool|cerveja|gim)\b`,
  'g',
);
/** The guest asks whether the bar has the drink they named ('have you got it', 'do you do one', 'or something close'). */
const ASKS_FOR_IT = /\b(?:(?:have|got) you got (?:it|one|that|them)|do you (?:have|do|make|serve|stock) (?:it|one|that|them|those)|you got (?:it|one|that)|can you (?:make|do) (?:it|one|that)|is (?:it|that) on the menu|or (?:something|anything) (?:similar|close|like it|like that))\b/;
const USUAL = /\b(?:my (?:usual|go ?to|regular|standard|default|favou?rite)|i (?:have|ve) had (?:two|three|four|five|six|[2-9]|a few|several|loads|a couple|too many)(?: of (?:them|those))?(?: already| tonight| today)?|i (?:always|usually|normally) (?:have|get|drink|order)|what i (?:always|usually|normally) (?:have|get|drink|order)|mi (?:bebida )?(?:de siempre|habitual)|lo de siempre|mon habituel|mon (?:cocktail )?prefere|mein (?:ublicher|standard|lieblings\w*)|il mio solito|o meu (?:de sempre|habitual)|o de sempre)\b/;
/** 'If there's no X', 'if you don't have any X', 'if you're out of X', in the six languages, X a spirit and not said of the drink ('in it'). */
/** A thing liked or named, then an allergy to 'it' ('I like gin but I'm allergic to it'): the thing, the words between, the allergy. */
const ALLERGIC_TO_IT = /\b(?<=(?:like|love|enjoy|adore|dislike|fancy|want|miss|had|have|order|about|to)\s+(?:a |an |the |some )?)([a-z]{3,}(?:\s+(?!(?:but|and|though|tho|i|im|so|because|although|however)\b)[a-z]{3,})?)\b([^.!?]{0,50}?\b)(allergic|intolerant|sensitive|an allergy|allergy|a reaction|react badly|react) to (?:it|them|that|those|this|these)\b/g;
/** Spirits by their words, longest first, for the patterns below. */
const SPIRIT_WORDS_SOURCE = Object.values(SPIRITS).flatMap((s) => s.words).filter((w) => /^[a-z ]+$/.test(w)).sort((a, b) => b.length - a.length).join('|');
/**
 * 'If you don't have any X', 'if you're out of X', in the six languages; or 'if there's no X' followed by what to have
 * instead ('Caipirinha? Or if there's no cachaça, something like it'): X a spirit the bar may not stock. Never when it
 * is the condition of the drink ('only if there's no gin', 'if there's no gin in it', 'if there's no vodka in the
 * cocktail'), which is a limit.
 */
const SPIRIT_NOT_STOCKED = new RegExp(
  String.raw`(?<!\b(?:only|but only|just|as long as|provided|so long as)\s+)\b(?:if|in case|si|s il|falls|wenn|se|caso)\s+(?:(?:you(?:'ve| have)? (?:got )?no|you (?:do not|don't|dont) have(?: any)?|you (?:have not|haven't|havent) got(?: any)?|you(?:'re| are| re) out of|you(?:'ve| have)? (?:ran|run) out of|no (?:tienen|tienes|tenes)|vous n avez pas(?: de)?|ihr kein\w*|non (?:avete|hai)|nao (?:tem|tiver|tiverem))\s+(?:(?:any|some|the|el|la|de|du|der|die|das|il|lo|o|a)\s+)?(?:${SPIRIT_WORDS_SOURCE})\b(?!\s+(?:in|inside|involved)\b)|(?:there(?:'s| s|s| is| are|'re) no|there (?:is not|isn't|isnt|are not|aren't) any|no hay|n y a pas(?: de)?|es kein\w*|kein\w*|non c e|nao houver)\s+(?:(?:any|some|the|el|la|de|du|der|die|das|il|lo|o|a)\s+)?(?:${SPIRIT_WORDS_SOURCE})\b(?=\s*[,;:]\s*(?:or\s+|then\s+|maybe\s+|just\s+)?(?:something|anything|a|an|any|some|what|whatever|make|use|go|get|give|i(?:'ll| will|'d| would)|ill|id|${SPIRIT_WORDS_SOURCE})\b))`,
  'g',
);
/** A question about a drink, then 'if not' ('is the espresso martini ok? if not, ...', 'can I have a mojito? otherwise'). */
const ASKED_IF_NOT = /\b(?:is|are|would|will|does|do|can i have|could i have|can i get|tem|tens|tienen|tienes|hay|avez|as|habt|haben sie|hast|gibt es|avete|hai|c e)\b([^?]{0,80})\?\s*(?:if not|if no|otherwise|or else|else|if it is not|if it isn t|if its not|se nao|senao|si no|sino|si non|sinon|sonst|ansonsten|falls nicht|altrimenti|se no|caso contrario)\b/;
/** A wish for more of the same kind, said after a drink ruled out ('but in that direction', 'same vibe', 'along those lines'). */
/** The opposite of a drink, in the six languages ('the opposite of that', 'lo contrario de', 'das Gegenteil von'). */
const OPPOSITE = /(?<!\b(?:wants|for him|for her|for them|orders|ordering|has|having|gets|is getting)\s+(?:the\s+)?(?:complete\s+|total\s+|exact\s+)?)\b(?:(?:the )?(?:complete |total |exact )?opposite of|the reverse of|lo (?:contrario|opuesto) (?:de|a|del)|le contraire (?:de|du|d)|das gegenteil (?:von|vom)|il contrario (?:di|del|della)|o (?:contrario|oposto) (?:de|do|da))\b/;
const SAME_DIRECTION = /\b(?:in (?:that|this|the same|a similar) (?:direction|vein|style|vibe|spirit|kind of way)|(?:the )?same (?:vibe|style|kind|idea|direction|family|sort)|along (?:those|the same|these) lines|something similar|similar|in die richtung|in diese richtung|in der art|en esa linea|en esa direccion|en ese estilo|dans (?:le meme|ce) (?:genre|style|esprit)|du meme genre|nello stesso stile|sulla stessa linea|in quella direzione|na mesma linha|nessa linha|no mesmo estilo)\b/;
const CLASSIC = /\b(?:classics?|classiques?|classicos?|clasicos?|klassiker|klassisch\w*|old[ -]?school|old[ -]fashioned way|timeless|traditional|tradicional|traditionnel\w*|traditionell\w*|tradizional[ei])\b/;
const NOT_CLASSIC = /\b(?:no|not|nothing|nada|rien|nichts|niente|nao|nicht|pas|kein\w*)\s+(?:a |an |too |so |very |un |une |una |um |uma |ein\w* )?(?:classics?|classiques?|classicos?|clasicos?|klassiker|klassisch\w*|old[ -]?school|traditional)\b/;
const PREMIUM = /\b(?:(?:the )?most expensive|(?:the )?priciest|(?:the )?dearest|mas caro|mas cara|le plus cher|la plus chere|teuerste\w*|piu caro|piu cara|mais caro|mais cara|(?:something|anything|really|very|extra|truly) special|special (?:occasion|treat|night)|treat (?:myself|ourselves|yourself|me|us)|a treat|splurge|splurging|go wild|go all out|push the boat out|(?:the )?company (?:card|is paying|pays)|expense account|on expenses|on the company|work is paying|top[ -]shelf|premium|the best (?:you have|you ve got|you got|on the menu|drink|cocktail)|your best|finest|(?:the |your )?fanciest|(?<!\b(?:not|no|nothing|never|t|dont|don t|do not|need|without)\s+(?:[a-z]+\s+){0,2})(?:something|anything|a drink|a cocktail|one|really|very|extra)\s+(?:fancy|posh|swanky|upscale)(?!\s+(?:a|an|some|one|the|that|this|it|something|anything|drinking)\b)|(?:the |your )?poshest|(?:the |your )?swankiest|high[ -]end|luxur(?:y|ious)|algo especial|quelque chose de special|etwas besonderes|qualcosa di speciale|algo especial)\b/;

/** Words that wish for the cheapest even beside a price limit ('cheap, under 10'); 'budget' alone is the limit's word. */
const CHEAP_BESIDE_A_CAP = /\b(?:cheap|cheapest|cheaper|inexpensive|affordable|bargain|low cost|good value|value for money|broke|skint)\b/;

/** An allergic reaction or a trip to hospital, said to be fun ('because anaphylaxis is SUCH a fun way to end a night'). */
const HARM = String.raw`(?:anaphyla\w*|anaphylactic shock|hives|a rash|an? (?:allergic )?reactions?|allergic reactions?|swelling up|my (?:throat|face|lips|tongue) (?:closing|swelling)(?: up)?|an ambulance(?: ride)?|a (?:trip|night|visit) (?:to|in) (?:the )?(?:hospital|er|a and e|a e|emergency room)|(?:my )?epi ?pens?|throwing up|puking|being sick|a hangover|migraines?)`;
const HARM_SAID_FUN = String.raw`${HARM} (?:is|are|sounds?|would be|makes? for|was|always is) (?:[a-z]+ ){0,3}(?:fun|great|lovely|nice|wonderful|fantastic|brilliant|perfect|awesome|the best|a blast|a laugh|a party|a treat|amazing)|nothing says (?:[a-z]+ ){1,4}like ${HARM}|who (?:does not|doesnt) (?:love|enjoy) ${HARM}|(?:i|we) (?:could|can) (?:really )?(?:use|go for|do with) ${HARM}`;
/** A drink's name said in the plural after a 'no' ('no martinis', 'not the sours', 'nothing with spritzes'). */
const PLURAL_NAME_RULED_OUT = /\b(?:no|not|never|without|nor|neither|skip|hate|avoid|none of the|nothing like)\b(?:\s+(?:the|any|more|of|those|these|with|like))*\s+(martinis|spritzes|sours|mules|negronis|fizzes|collinses|old fashioneds)\b/g;

/** Harm to the guest said in jest about what they name: the strictest reading is that it must not be in the drink. */
const HARM_IN_JEST = new RegExp(String.raw`\b(?:(?:my )?epi ?pen needs (?:the )?(?:exercise|a workout|some action)|i (?:just |really |totally |absolutely )?(?:love|adore|enjoy|live for) (?:throwing up|being sick|puking|vomiting|hives|anaphylaxis|migraines?|a hangover|hangovers)|great (?:plan|idea) for (?:someone|somebody|a guy|a girl|me) with|if you want me (?:in (?:the )?hospital|dead|to (?:die|throw up|be sick))|(?:want|trying) to (?:kill|poison) me|sarcasm|\/s\b|${HARM_SAID_FUN})`);

/** A faith that keeps the guest from alcohol ('halal', 'I'm Muslim', 'Ramadan', 'iftar'). */
const FAITH = /\b(?:halal|haram|muslim|muslima|musulman\w*|muculman\w*|islam\w*|ramadan|ramazan|iftar|suhoor|eid|fasting|amritdhari|jain)\b/;
/** A drink said not to be a child's ('not a kid's drink', 'nothing for children'): a grown-up wish. */
const NOT_FOR_A_CHILD = /\b(?:not|no|nothing|never|without)\s+(?:[\w']+\s+){0,4}(?:kids?|kiddie|kiddy|child|children|childish)\b/;
/** A child, in the six languages (folded, partly translated): 'for my kid', 'mon fils', 'pros meus filhos', 'für die Kinder'. */
const CHILD = /\b(?:kids?|kiddos?|child|children|grandkids?|grandchild|grandchildren|grandson|granddaughter|sixth form(?:er|ers)?|still (?:at|in) school|year (?:7|8|9|10|11|12|13)|gcses?|son|daughter|little ones?|toddler|teens?|teenager|hij[oa]s?|nin[oa]s?|fils|filles?|enfants?|sohn|tochter|kinder?|figli[oa]?|figlie|bambin[io]|filh[oa]s?|criancas?)\b/;

/** 'allergic to X', 'an allergy to X', 'X allergy': the X. */
const ALLERGY_TO = new RegExp(String.raw`\b(?:${ALLERGY_HEADS.join('|')})\s+(?:any\s+|all\s+|the\s+|el\s+|la\s+|los\s+|las\s+|le\s+|les\s+|il\s+|lo\s+|gli\s+|o\s+|os\s+|as\s+|der\s+|die\s+|das\s+|den\s+)?([a-z]+)|\b([a-z]+)\s+(?:allergy|allergies|intolerance)\b(?!\s+(?:to|a|al|au|aux|gegen|alla|ao|de)\b)`, 'g');

/** Feeling the altitude ('first day at 2000m', 'altitude sickness', 'the thin air', 'breathless up here'). */
const ALTITUDE = /\baltitude\b|\bat (?:[2-5][ .,]?\d{3}|[2-5]k) ?(?:m|metres|meters|ft|feet)?\b(?=[^.!?]{0,60}\b(?:headache|breathless|short of breath|out of breath|dizzy|wiped out|tired|nause\w*)\b)|\bthin air\b|\bhohenkrankheit\b|\bmal (?:de|des) (?:l )?altitude\b|\bmal di montagna\b|\bmal de altura\b|\bsoroche\b/;
/** Shots ordered ('8 shots of whatever's strongest', 'a round of shots'), never ones had already ('after those shots'). */
const SHOTS_ASKED = /(?<!\b(?:had|did|downed|took|after|since|no|not|without|enough|many)\s+(?:\w+\s+)?)\b(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|some|few|couple of|round of)\s+shots?\b(?!\s+of\s+(?:espresso|coffee))/;
/** 'alergica al uevo', 'allergique aux oeufs', 'allergisch gegen Eier': an allergy said with a slip or in another language. */
const ALLERGY_TO_LOOSE = /\b(?:al+er?gi?[ck]\w*|al+er?gi[aeq]\w*|al+er?gisch)\s+(?:to|a|al|aux?|au|gegen|auf|alla|alle|al|ao|aos|de|do|da)\s+(?:the\s+|el\s+|la\s+|los\s+|las\s+|le\s+|les\s+|il\s+|o\s+|os\s+)?([a-z]+)/g;
/** Products that are an allergen ('allergic to amaretto' is to nuts), which the allergens' stems do not name. */
const PRODUCT_ALLERGEN: Record<string, Allergen> = ownWords({ amaretto: 'nuts', orgeat: 'nuts', frangelico: 'nuts', nocino: 'nuts', baileys: 'dairy' });
/** The reader's word for each allergen (its terms are singular). */
const ALLERGEN_TERM: Partial<Record<Allergen, string>> = { nuts: 'nut', egg: 'egg', dairy: 'dairy', gluten: 'gluten', honey: 'honey', soy: 'soy', sesame: 'sesame' };
/** Allergen words a slip is measured against ('egs', 'eg', 'uevo'). */
const ALLERGEN_SPELLINGS: ReadonlyArray<[string, Allergen]> = [['egg', 'egg'], ['eggs', 'egg'], ['huevo', 'egg'], ['huevos', 'egg'], ['nuts', 'nuts'], ['almond', 'nuts'], ['milk', 'dairy'], ['leche', 'dairy'], ['gluten', 'gluten'], ['wheat', 'gluten']];
/**
 * The reader's word for the allergen an allergy names: by its stem in any language or a product that is one
 * (lexicon/requests.ts, shared with the safety layer), or a slip of one ('egs', 'uevo') or its start ('eg'); else null.
 */
function allergenNamed(word: string): string | null {
  if (word.length < 2 || NO_ALLERGEN_SAID.has(word) || STOP_WORDS.has(word) || NOT_THE_ALLERGEN.test(word)) return null;
  const slipped = (w: string, name: string) =>
    `h${w}` === name || (w.length === 2 && name.length === 3 && name.startsWith(w)) || (w.length >= 3 && w[0] === name[0] && distance(w, name) === 1);
  const allergen = MENTIONED_ALLERGEN[word] ?? allergenByStem(word) ?? PRODUCT_ALLERGEN[word] ?? ALLERGEN_SPELLINGS.find(([name]) => slipped(word, name))?.[1];
  return allergen ? (ALLERGEN_TERM[allergen] ?? null) : null;
}

/** 'Allergic to nothing at all', 'allergique à rien', 'not allergic to anything': no allergy to check. */

/** Words before 'alcohol' that make it a wish for it. */
const ALCOHOL_WISH_CUES = new Set(['yes', 'yeah', 'yep', 'yup', 'ja', 'oui', 'sim', 'different', 'another', 'other', 'base', 'with', 'mit', 'met', 'con', 'avec', 'com', 'gern', 'gerne', 'some', 'more', 'lots', 'of', 'plenty', 'strong', 'extra', 'real', 'proper', 'full', 'high', 'heavy', 'want', 'quero', 'quiero', 'voglio', 'veux', 'like', 'love', 'need', 'any', 'have', 'serve', 'double', 'low', 'lower', 'less', 'little', 'bit', 'light', 'mild', 'much', 'moderate']);

/** Yes said before a word ('yes alcohol'): a wish, unless what follows refuses it. */
const YES_WORDS = new Set(['yes', 'yeah', 'yep', 'yup', 'ja', 'oui', 'sim']);
/** Words after a wish for alcohol that take it back ('not tonight', 'better not', 'a bad idea', 'interdit'). */
const REFUSED_AFTER = new Set(['not', 'no', 'never', 'nope', 'nah', 'better', 'bad', 'idea', 'interdit', 'interdite', 'forbidden', 'banned', 'verboten', 'prohibido', 'proibido', 'vietato', 'cannot', 'cant', 'avoid', 'without', 'free', 'sin', 'sans', 'ohne', 'senza', 'sem', 'zonder', 'off', 'allowed', 'shouldnt', 'mustnt', 'wont']);
/** Verbs of asking for something: 'bring on the booze', 'give me the alcohol', 'keep the booze coming'. */
const ALCOHOL_WISH_VERBS = new Set(['bring', 'give', 'gimme', 'pour', 'hit', 'load', 'keep', 'crave', 'craving', 'get', 'got', 'make', 'put', 'add', 'here', 'where']);
/** What 'alcoholic' or 'boozy' is said of when it is wished for ('something alcoholic', 'un cocktail bien alcoolisé'). */
const DRINK_BEFORE_ADJECTIVE = new Set(['something', 'anything', 'a', 'drink', 'cocktail', 'one', 'bien', 'very', 'really', 'properly', 'quite', 'nice', 'good', 'di', 'mit', 'gern', 'gerne', 'algo', 'qualcosa', 'etwas', 'truc']);
/** Words between a verb and what it asks for ('bring on the', 'give me some', 'here for the'). */
const WISH_FILLER = new Set(['the', 'a', 'an', 'me', 'us', 'my', 'on', 'up', 'for', 'is', 'all', 'that', 'em', 'them', 'da', 'good', 'nice', 'decent', 'proper', 'little']);

/** Whether the word at `at` is asked for: right after a word that makes it a wish, or after a verb of asking and a few small words. */
/** Every word of a taste, one word long ('fruity', 'sweet'). */
const TASTE_WORD_SET: ReadonlySet<string> = new Set(Object.values(FLAVOUR_LEXICON).flatMap((entry) => Object.keys(entry.words).filter((w) => !w.includes(' '))));

function wishedBefore(tokens: readonly string[], at: number): boolean {
  if (ALCOHOL_WISH_CUES.has(tokens[at - 1] ?? '')) return true;
  // A spirit of a place or a kind ('some Brazilian spirit', 'a local liquor', 'a clear spirit'): a drink with it.
  if (Object.hasOwn(ORIGINS, tokens[at - 1] ?? '') || /^(?:local|clear|brown|white|dark|aged|national|traditional|regional|cane|agave|grape|grain)$/.test(tokens[at - 1] ?? '')) return true;
  // 'Alcoholic' and 'boozy' said of the drink ('something alcoholic', 'a boozy one', 'bien alcoolisé') are wishes.
  if (/^(?:alcoholic|boozy|boozey)$/.test(tokens[at] ?? '') && DRINK_BEFORE_ADJECTIVE.has(tokens[at - 1] ?? '')) return true;
  // ('the cheapest drink that's actually got alcohol in it', 'one that really has alcohol'.)
  if (/^(?:got|has|have|contains?)$/.test(tokens[at - 1] ?? '') && /^(?:actually|really|definitely|properly)$/.test(tokens[at - 2] ?? '')) return true;
  // ... and beside a taste ('qualcosa di fruttato e alcolico', 'sweet and boozy').
  if (/^(?:alcoholic|boozy|boozey)$/.test(tokens[at] ?? '') && /^(?:and|y|e|und|et)$/.test(tokens[at - 1] ?? '') && TASTE_WORD_SET.has(tokens[at - 2] ?? '')) return true;
  // ('algo con cafeína y alcohol': one thing and an 'and' between the 'with' and the alcohol.)
  let things = 0;
  for (let j = at - 1; j >= Math.max(0, at - 4); j--) {
    const t = tokens[j]!;
    if (ALCOHOL_WISH_VERBS.has(t) || ALCOHOL_WISH_CUES.has(t)) return j < at - 1;
    if (WISH_FILLER.has(t) || /^(?:and|y|e|und|et|plus)$/.test(t)) continue;
    if (things > 0 || !/^(?:and|y|e|und|et|plus)$/.test(tokens[j + 1] ?? '')) return false;
    things += 1;
  }
  return false;
}

/** Stems of 'alcohol' and of abstaining across languages, inside longer words too ('alkoholfrei', 'analcolico'). */
/** In a hurry: the quickest drink ('what's quickest?', 'something fast', 'in a rush', 'boarding in 15 min', 'no time'). */
const QUICK = /\b(?:quickest|fastest|quickly|something (?:quick|fast)|(?:a |one )?quick one|in a (?:hurry|rush)|rushing|no time to (?:wait|lose|spare)|(?:boarding|board|leaving|my (?:train|flight|bus|taxi|uber|cab)(?: leaves| is)?) in \d{1,2} ?(?:min|mins|minutes)|(?:only|just) (?:got |have )?\d{1,2} ?(?:min|mins|minutes)|(?:lo )?(?:mas|más) rapido|le plus rapide|am schnellsten|il piu veloce|o mais rapido)\b/;
const ALCOHOL_DOUBT = /(?:\bo-?sake\b|arukoru|nonaru|alcoh|alkoh|alcool|alcol|alkol|alkog|\bnealko|\bkoho+l\b|\bkuhu+l\b|abstem|astemi|abstinen|abstain|teetotal|nuchter|алкогол|спирт|酒精|アルコール|\balk\b|\bshara+b\b|\bda+ru\b|शराब|दारू|मदिरा)/;

/**
 * An open request: anything the bartender likes ('surprise me', "dealer's choice", 'sorpréndeme', a crowd-pleaser,
 * 'algo que agrade todo mundo'); understood, with no wish.
 */
const OPEN_REQUEST = /\b(?:surprise (?:me|us)|whatever(?:'s| s| is) good|what(?:'s| s| is) good(?: here| tonight)?|algo (?:bueno|rico|bom|gostoso)|something (?:good|nice|tasty|bueno|rico|bom|gostoso|buono|gutes|leckeres)(?=\s*(?:$|please|pls|por favor|porfa|bitte|svp|[?!.]))|qualcosa di buono|quelque chose de bon|was (?:gutes|leckeres)|recommend me \d+ drinks|recommend(?: me| us)? (?:something|anything|a drink|one)|(?:que|q) (?:me |m )?recomiendas|recomiendame|recommande[sz]?[ -]moi|empfiehl mir|consigliami|me recomenda|recomenda (?:algo|alguma)|(?:dealer|bartender|barman|barkeep|chef|house|your|staff)(?:'|\u2019| )?s? ?(?:choice|pick|favou?rite|special)|you (?:choose|pick|decide)|up to you|whatever you (?:recommend|suggest|like|think|fancy)|what do you (?:recommend|suggest)|anything (?:goes|is fine|you like)|sorprendeme|sorprendenos|surprends[ -]moi|surprenez[ -]moi|uberrasch(?:e|en sie)? mich|sorprendimi|sorprendici|me surpreend[ae]|surpreenda[ -]me|crowd[ -]?pleasers?|(?:something|anything|one|drinks?) (?:that )?(?:everyone|everybody|all of us|the whole (?:group|table)) (?:will |would |can |could )?(?:like|likes|love|loves|enjoy|enjoys)|(?:algo|something|uno|una) que (?:le |les )?(?:guste|gusta|agrade|agrada|goste|gosta) (?:a )?(?:todos|todas|todo el mundo|todo mundo)|(?:algo|something) que todo mundo (?:gosta|goste)|(?:quelque chose|some\s+thing|something) qui (?:plai(?:t|ra|se)|please) a tout le monde|was (?:allen|jedem) schmeckt|(?:qualcosa|something) che piac(?:e|cia) a tutti)\b/;

/** The twin differs from the original the way the guest asks ('like a Negroni but smoky': the Mezcal Negroni is). */
function differsAsAsked(original: DrinkProfile, twin: DrinkProfile, r: GuestRequest): boolean {
  // 'A G&T but non-alcoholic', 'a mojito but make it virgin': the alcohol-free twin is what was asked for.
  if (r.alcoholFree && twin.alcoholFree && !original.alcoholFree) return true;
  // 'Like a G&T but without gin', 'a Negroni but no gin': the twin without what was ruled out is the answer.
  const ruledOut = (d: DrinkProfile) => d.spirits.some((sp) => r.excludedSpirits.some((x) => spiritLineage(sp.spirit).includes(x)));
  // ('A Negroni with bourbon instead of gin': the twin of the spirit asked for, not any twin without gin.)
  const ofWished = (d: DrinkProfile) => r.spirits.length === 0 || d.spirits.some((sp) => r.spirits.some((w) => spiritLineage(sp.spirit).includes(w)));
  if (r.excludedSpirits.length && ruledOut(original) && !ruledOut(twin) && ofWished(twin)) return true;
  for (const [f] of r.flavours) if (twin.flavours[f] >= 0.45 && original.flavours[f] < 0.3) return true;
  for (const [f] of r.avoidFlavours) if (twin.flavours[f] < original.flavours[f] - 0.25) return true;
  return false;
}

/** A near twin of a drink: the same drink under another name or one ingredient away ('Mezcal Negroni', 'Virgin Mojito'). */
export function isTwin(a: DrinkProfile, b: DrinkProfile): boolean {
  const an = words(a.name);
  const bn = words(b.name);
  const named = an.every((w) => bn.includes(w)) || bn.every((w) => an.includes(w));
  const shared = sharedIngredients(a, b);
  // The Oaxaca Old Fashioned shares a name but little else with the Old Fashioned: it is an alternative, not a twin.
  // The Boulevardier shares most of the Negroni but not its spirit: the classic answer to 'like a Negroni but ...'.
  const sameSpirit = a.spirits[0]?.spirit === b.spirits[0]?.spirit;
  return (named && shared >= 0.35) || (shared >= 0.65 && sameSpirit);
}

const FOREIGN = (() => {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keys = [...Object.keys(FOREIGN_PHRASES), ...Object.keys(FOREIGN_WORDS)].sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(?:${keys.map((k) => escape(k).replace(/ /g, '\\s+')).join('|')})\\b`, 'g');
})();

/** Tastes said in Hindi in Latin letters ('meetha': sweet), and in English beside Hindi words ('zyada sweet nahi'). */
/** 'nah' or 'know' (a 'no' as a phone hears it) right before a spirit or a thing a limit is said of, with the words before it. */
const LIMITED_THINGS = String.raw`(?:gin|vodka|rum|tequila|mezcal|whisky|whiskey|bourbon|scotch|brandy|cognac|beer|wine|alcohol|booze|liquor|sugar|dairy|milk|cream|eggs?|nuts?|citrus|lime|lemon|mint|coffee|gluten|ginger|campari|aperol|prosecco|bubbles)`;
const NO_SAID_AS = new RegExp(String.raw`(^|[^a-z']*(?:\b[a-z']+\s+)?)\b(?:nah|know)\s+(?=${LIMITED_THINGS}\b)`, 'g');
const SLAVIC_SAID = /\b(?:nie|jak|cos|neco|nieco|prosim|prosze|mam|mame|mamy|mate|jsem|som|jestem|bardzo|moc|velmi|jo|ano|tak|dla|pro|pre|bez|albo|nebo|alebo|nemusim|nepiju|pije)\b/;
const SLAVIC_ALE = /([,;]\s*|\s)ale\s+(?!(?:please|pls|on tap|and|or|beer|bitte|prosim|prosze)\b)(?=[a-z])/g;
/** 'I don't drink spirits' in the six languages ('ich trinke keine Spirituosen', 'je ne bois pas de spiritueux', 'no bebo destilados'). */
const SPIRITS_NOT_DRUNK = new RegExp(
  [
    String.raw`\b(?:i|we)\s+(?:do not|don'?t|dont|never|no longer)\s+(?:really\s+)?drink\s+(?:hard\s+|strong\s+)?(?:spirits?|liquors?|the hard stuff|hard stuff)\b`,
    String.raw`\b(?:(?:ich|wir)\s+)?trinke[n]?\s+(?:(?:ich|wir)\s+)?(?:keine|nie|niemals|gar keine)\s+(?:spirituosen|schnaps|schnapse)\b`,
    String.raw`\b(?:je\s+)?ne\s+bois\s+(?:pas|jamais)\s+de\s+spiritueux\b|\bno\s+(?:bebo|tomo)\s+(?:destilados|licores)\b|\bnon\s+bevo\s+(?:distillati|liquori)\b|\bnao\s+bebo\s+(?:destilados|licores)\b`,
  ].join('|'),
  'g',
);
const KA_THING = new RegExp(String.raw`(^|[.,;:!?]\s*|\b(?:und|owa|aber|oder|bitte|a)\s+)(?:ka|kaa|kane|koa|koan)\s+(?=(?:${LIMITED_THINGS}|alkohol|wodka|schnaps|schnapps|sekt|zucker|milch|obers|sahne|eier|ei|nuss|nusse|likor)\b)`, 'g');
/** Portuguese 'não' with or without an article right before a spirit or a thing ('não o gin', 'nao vodka'): its 'no'. */
const NAO_THING = new RegExp(String.raw`\bnao\s+(?:(?:o|a|os|as)\s+)?(?=(?:${LIMITED_THINGS}|cachaca|cerveja|vinho|acucar|leite|ovos?|nozes)\b)`, 'g');
const NO_WAY_I_DRINK_SAID = [
  String.raw`\b(?:no way|not a chance|no chance|hell no|not a hope|no how|there s no way|theres no way|there is no way)\s+(?:that\s+)?(?:(?:i\s*a?'?m|im|i am|i will|i'll|ill|i'd|we'?re|we are|we will|we'll)\s+)?(?:be\s+)?(?:drinking|drink|boozing|touching (?:alcohol|booze|a drop))\b`,
  String.raw`\b(?:ni de cona|ni de broma|ni loc[oa]|ni en pedo|ni muert[oa]|ni de chiste|ni a palos|de ninguna manera|ni pensarlo)\s+(?:que\s+)?(?:yo\s+)?(?:bebo|tomo|voy a (?:beber|tomar)|me tomo)\b`,
  String.raw`\b(?:nem a pau|nem pensar|nem mort[oa]|nem fudendo|nem ferrando|nem sonhando|de jeito nenhum|nem por decreto)\s+(?:juvenal\s+)?(?:que\s+)?(?:eu\s+)?(?:bebo|vou beber|tomo|vou tomar)\b`,
  String.raw`\b(?:pas question|hors de question|pas moyen|jamais de la vie)\s+(?:que\s+)?(?:je|j)\s+(?:boive|bois|picole)\b`,
  String.raw`\b(?:manco mort[oa]|neanche per sogno|nemmeno per sogno|col cavolo che|figurati se|nemmeno per idea)\s+(?:io\s+)?bevo\b`,
  String.raw`\b(?:auf (?:gar )?keinen fall|ganz sicher nicht)\s+(?:trinke?|trink)\s+ich\b|\bich\s+(?:trinke?|trink)\s+auf (?:gar )?keinen fall\b`,
].join('|');
/** What may follow it and make it a 'no' to one thing ('no way I'm drinking gin', 'nem a pau que eu bebo cachaça'). */
const A_THING_DRUNK = String.raw`\s+(?:(?:the|any|that|more|de|du|la|le|o|a|el|il|den|das|die)\s+)?(?=(?:gin|vodka|rum|tequila|mezcal|whisky|whiskey|bourbon|scotch|brandy|cognac|beer|wine|prosecco|cerveza|cerveja|vino|vinho|vin|biere|bier|birra|wein|ron|rhum|ginebra|wodka|cachaca|sake|that|this|it|those|these|eso|isso|ca|das|quello)\b)`;
/**
 * 'No way I'm drinking' in the six languages ('nem a pau que eu bebo hoje', 'ni de coña bebo', 'pas question que je
 * boive', 'manco morto bevo', 'auf keinen Fall trinke ich'): not drinking, as plainly said; of one thing ('no way I'm
 * drinking gin'), a 'no' to that thing.
 */
const NO_WAY_I_DRINK_A_THING = new RegExp(String.raw`(?:${NO_WAY_I_DRINK_SAID})${A_THING_DRUNK}`, 'g');
const NO_WAY_I_DRINK = new RegExp(NO_WAY_I_DRINK_SAID, 'g');
/** The 'no' words of the other languages a slip of the thumb is read back into ('nienet' -> 'niente'). */
const FOREIGN_NOS = ['niente', 'senza', 'sans', 'ohne', 'nada', 'rien', 'nichts', 'kein', 'keine', 'keinen', 'zonder', 'geen'];
/** A word right before a thing a limit is said of, with an article or a 'de' between ('nadda de tequila', 'ohen den Gin'). */
const SLIPPED_NO = new RegExp(
  String.raw`\b([a-z]{4,7})\s+(?=(?:(?:de|di|d|del|della|dello|el|il|la|le|lo|der|die|das|den)\s+)?(?:${LIMITED_THINGS}|alcol|alcool|alkohol|ron|rhum|ginebra|wodka|cerveza|birra|biere|vino|vin|wein|bier|cachaca)\b)`,
  'g',
);
/** Words of their own a slip away from a 'no' that no word list here holds ('rein', 'sang', 'Ohio'). */
const NOT_A_SLIPPED_NO = new Set(['rein', 'reine', 'riel', 'seins', 'sang', 'sane', 'nade', 'ohio', 'nadar']);
/**
 * The 'no' a word is a slip of ('nienet', 'nente' -> 'niente'; 'sensa', 'snza' -> 'senza'; 'ohen' -> 'ohne'), or
 * undefined: never a word of its own in any language the reader knows ('sono', 'sinn', 'rein'), nor one that starts
 * with another letter ('one' is no 'ohne'); a four-letter word only by a letter left out, added or two swapped (one
 * letter for another there is as likely another word: 'sand').
 */
function slipOfANo(word: string): string | undefined {
  if (FOREIGN_NOS.includes(word) || NOT_A_SLIPPED_NO.has(word) || COMMON_WORDS.has(word) || ENGLISH_WORDS.has(word) || word in FOREIGN_WORDS) return undefined;
  for (const no of FOREIGN_NOS) {
    if (word[0] !== no[0]) continue;
    const allowed = no.length >= 6 ? 2 : 1;
    const slipped = slips(word, no);
    if (slipped > allowed) continue;
    if (no.length === 4 && word.length === 4 && distance(word, no) === 1) continue;
    return no;
  }
  return undefined;
}
/**
 * A spirit's word with one letter hit on the key beside it, right after a 'no' ('sin ton' for 'sin ron', 'no vidka',
 * 'ohne Gon', 'sans rjum'): that spirit, so the 'no' holds. Typo tolerance leaves a word this short, or wrong in its first
 * letter, alone elsewhere (it is as likely another word); after a 'no' a spirit is what a limit is said of. A word of
 * English after an English 'no' stays itself ('no fun', 'no rim').
 */
const SLIPPED_THING = /\b(no|not|without|sin|sans|pas de|ohne|kein|keine|keinen|senza|sem|nada de|zonder|geen)\s+([a-z]{3,8})\b/g;
/** The spirits' one-word names (the spirit lexicon's, and the other languages' words for them: 'ron', 'rhum', 'ginebra'). */
const ENGLISH_SPIRIT_WORDS = new Set(Object.values(SPIRITS).flatMap((spirit) => spirit.words).filter((w) => /^[a-z]+$/.test(w)));
const SPIRIT_WORDS = [...ENGLISH_SPIRIT_WORDS, ...Object.keys(FOREIGN_WORDS).filter((w) => /^[a-z]+$/.test(w) && ENGLISH_SPIRIT_WORDS.has(FOREIGN_WORDS[w]!))];
const NOT_A_SLIPPED_THING = new Set(['rim', 'run', 'fin', 'bin', 'gun', 'tin', 'pin', 'tom', 'tim', 'jim', 'kim', 'don', 'son', 'con', 'van', 'von', 'eon']);
const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Two letters on neighbouring keys of a QWERTY keyboard, in a row or between rows ('r' and 't', 'g' and 'h', 'n' and 'm'). */
function neighbourKeys(a: string, b: string): boolean {
  const at = (ch: string) => {
    for (let row = 0; row < QWERTY_ROWS.length; row++) {
      const col = QWERTY_ROWS[row]!.indexOf(ch);
      if (col >= 0) return [row, col + row * 0.5] as const;
    }
    return undefined;
  };
  const pa = at(a);
  const pb = at(b);
  if (!pa || !pb) return false;
  return (pa[0] === pb[0] && Math.abs(pa[1] - pb[1]) === 1) || (Math.abs(pa[0] - pb[0]) === 1 && Math.abs(pa[1] - pb[1]) <= 1);
}
function slippedSpirit(no: string, word: string): string | undefined {
  if (SPIRIT_WORDS.includes(word) || NOT_A_SLIPPED_THING.has(word) || COMMON_WORDS.has(word) || word in FOREIGN_WORDS) return undefined;
  if (ENGLISH_WORDS.has(word) && /^(?:no|not|without)$/.test(no)) return undefined;
  // (A letter held down: 'sin ronn', 'no ginnn'.)
  const held = word.replace(/([a-z])\1+/g, '$1');
  if (held !== word && SPIRIT_WORDS.includes(held)) return held;
  return SPIRIT_WORDS.find((spirit) => {
    if (spirit.length !== word.length) return false;
    const off = [...spirit].flatMap((ch, i) => (ch === word[i] ? [] : [i]));
    return off.length === 1 && neighbourKeys(spirit[off[0]!]!, word[off[0]!]!);
  });
}
const HINDI_TASTE = String.raw`(meetha|meethi|meethe|mitha|mithi|mitho|khatta|khatti|khattu|kadwa|kadva|kadvu|karwa|teekha|teekhi|tikha|tikhu|kadak|sweet|sour|bitter|strong|spicy)`;
const HINDI_TOO_NOT = new RegExp(String.raw`\b(?:zyada|jyada|zyaada|jada|bahut|bohot|bohat|bahot|itna|itni|over)\s+(?:hi\s+)?${HINDI_TASTE}\s+(?:bhi\s+)?(?:nahi|nahin|nai|mat|na)\b`, 'g');
const HINDI_LESS = new RegExp(String.raw`\b(?:kam|thoda kam|halka)\s+${HINDI_TASTE}\b`, 'g');
const HINDI_A_LITTLE = new RegExp(String.raw`\b(?:thoda|thodi|thode|thodu)\s+(?:sa\s+|si\s+|se\s+)?${HINDI_TASTE}\b`, 'g');

/** Spanish, French, German, Italian and Portuguese words for what matters into English ('sin alcohol' -> 'alcohol free'). */
export function translate(folded: string): string {
  const slavic = SLAVIC_SAID.test(folded);
  // Elisions: "pas d'alcool", "l'orange", "j'ai".
  const text = folded
    .replace(/\b([cdjlmnst]|qu)'(?=[a-z])/g, '$1 ')
    // Spanish and Portuguese 'que' typed 'q' on a phone ('algo q caliente', 'q no sea dulce', 'nada q tenha gin').
    .replace(/(?<![\w'])q(?![\w'])/g, 'que')
    // 'No liquor, beer or wine is fine': liquor as America says it, the spirits, when beer or wine is said to be fine.
    .replace(/\b(no|without|nothing with|not any)\s+(?:hard\s+)?liquor\b(?=[^.!?]*\b(?:beer|beers|wine|wines|cider|prosecco|bubbly)\s*(?:is|are|s|'s)?\s*(?:totally\s+|perfectly\s+)?(?:fine|ok|okay|good|cool|great)\b)/g, '$1 spirits')
    // 'I drink nothing' in the languages ('no bebo nada', 'non bevo niente', 'não bebo nada', 'ik drink niks'): not
    // drinking, when nothing follows but a time, a word for alcohol or a filler ('no bebo nada dulce' is a taste's 'no').
    .replace(/\b(?:no bebo|no tomo|non bevo|nao bebo|ik drink|wij drinken|we drinken|i drink|je bois|je ne bois)\s+(?:nada|niente|nulla|niks|niets|nothing|rien)\b(?=\s*(?:$|[.,;:!?)]|(?:de |di |d |do |da )?(?:alcohol|alcool|alcol|alkohol|alcoholic|alcolico|alcoolico|booze)\b|(?:hoy|today|tonight|esta noche|stasera|oggi|hoje|vandaag|vanavond|ce soir|anymore|ya|mas|mais|piu|meer|bro|tio|mano|cara|porfa|please|pls|gracias|grazie|obrigad[oa]|merci|dank je)\b))/g, ' i do not drink ')
    // 'No way I'm drinking (gin)' in the six languages: a 'no' to the gin, or not drinking.
    .replace(NO_WAY_I_DRINK_A_THING, ' no ')
    .replace(NO_WAY_I_DRINK, ' i am not drinking ')
    // 'Straight after the gig', 'straight from work': a time, no neat pour.
    // ('Bubbles go straight to my head' is a no, kept as said.)
    .replace(/\bstraight (?=(?:after|from|to(?! (?:my|your|his|her|their|the) head)|away|home|back|out|off|into|over|in|ahead|afterwards|there)\b)/g, 'right ')
    // 'For goodness' sake' asks for no sake.
    .replace(/\bfor (?:goodness|heaven|heavens|god|gods|pete|petes|christ|fuck|fucks|old times?|old time|everyone|everybody)(?:'s|'|s)?\s+sake\b/g, ' please ')
    .replace(/\bfor the sake of\b/g, ' for ')
    // Japanese in Latin letters says 'without' after the thing: 'arukoru nashi', 'o-sake nashi de' (o-sake: alcohol).
    .replace(/\b(?:o[\s-])?([a-z]+)[\s-]+(?:nashi|nuki)\b/g, (_m, thing: string) => ` without ${thing === 'sake' ? 'alcohol' : thing} `)
    // Polish, Czech and Slovak 'ale' is 'but' ('Gin moc nemusím, ale Negroni jo', 'nie piję piwa, ale wino'): in a request
    // with their words, after a comma or a 'no' clause, never an ale asked for ('a pale ale', 'an ale please').
    .replace(SLAVIC_ALE, (m: string, before: string) => (slavic ? `${before}but ` : m))
    // ... and after 'nie piję' (I don't drink) before one: 'nie piję piwa' is no beer ('nie piję' alone stays not drinking).
    .replace(/\bnie\s+pij(?:e|emy)\s+(?=(?:wodki|wodka|piwa|piwo|wina|wino|ginu|rumu|whisky|tequili|alkoholu)\b)/g, 'no ')
    // Polish 'nie' (not) and German 'nie' (never) right before a drink's word: 'nie wódka', 'nie Gin'.
    .replace(/\bnie\s+(?=(?:wodka|wodki|wodke|vodka|gin|dzin|dzinu|rum|rumu|whisky|whiskey|tequila|tequili|piwo|piwa|wino|wina|bier|wein|sekt|cola|coli|kawa|kawy)\b)/g, 'no ')
    // An age said 'only' in Tagalog or by its 'sai' in Japanese in Latin letters ('17 pa lang ako', '17 sai desu'), one
    // said last year ('I was 17 last year': 18 now), and not yet of an age ('wala pa akong 18').
    .replace(/\b(\d{1,2})\s+(?:pa\s+lang|pa\s+lamang)\s+ako\b|\b(\d{1,2})\s?sai\b/g, (_m, a?: string, b?: string) => ` i am ${a ?? b} years old `)
    .replace(/\b(?:i was|i turned|was)\s+(1\d|20)\s+last year\b/g, (_m, n: string) => ` i am ${Number(n) + 1} years old `)
    .replace(/\bwala pa (?:akong|ako ng|ako)\s+(1[6-9]|2[01])\b/g, ' under $1 years old ')
    // An age said in pinyin ('wo shiqi sui': I am 17; 'ershi sui': 20).
    .replace(/\b(?:(er|liang|san)\s?)?shi\s?(yi|er|san|si|wu|liu|qi|ba|jiu)?\s?sui\b/g, (_m, tens: string | undefined, unit: string | undefined) => ` i am ${(tens ? PINYIN_DIGITS[tens]! : 1) * 10 + (unit ? PINYIN_DIGITS[unit]! : 0)} years old `)
    // ... and an allergy: 'tamago no arerugii' (an egg allergy), 'guruten to tamago no arerugii' (gluten and egg).
    .replace(/\b([a-z]+)(?:\s+to\s+([a-z]+))?\s+no\s+arerugii\b/g, (_m, one: string, two: string | undefined) => ` allergic to ${one}${two ? ` and ${two}` : ''} `)
    // ... and 'other than' and 'don't put in' too: 'biiru igai de' (anything but beer), 'tonikku irenaide'.
    .replace(/\b(?:o[\s-])?([a-z]+)[\s-]+(?:igai|irenaide)\b/g, (_m, thing: string) => ` no ${thing === 'sake' ? 'alcohol' : thing} `)
    // A taste said too much or too little in Hindi in Latin letters: 'zyada meetha nahi', 'bahut meetha mat dena' (not too
    // sweet), 'kam meetha' (less sweet), 'thoda sa khatta' (a little sour).
    .replace(HINDI_TOO_NOT, (_m: string, taste: string) => ` not too ${taste} `)
    .replace(HINDI_LESS, (_m: string, taste: string) => ` less ${taste} `)
    .replace(HINDI_A_LITTLE, (_m: string, taste: string) => ` a little ${taste} `)
    // A 'no' said with a curse between it and its thing ('no freakin vodka', 'pas de crisse de vodka', 'sem aquela porcaria
    // de vodka', 'no stinkin bourbon'): the 'no' of that thing; 'no more alcohol', 'none of that alcohol stuff': none.
    .replace(/\b(no|without|sin|sans|pas de|sem|ohne|kein\w*|nada de|nada con|senza|zonder)\s+(?:(?:freakin[g']?|friggin[g']?|fucking|fuckin[g']?|effing|bloody|damn|damned|goddamn|stinkin[g']?|stupid|nasty|crappy|crisse de|calisse de|tabarnak de|maudit|maudite|putain de|aquela porcaria de|essa porcaria de|porcaria de|pinche|esa mierda de|mierda de|scheiss|verdammte[nrs]?)\s+)+/g, '$1 ')
    // An article between a 'no' and its thing ('ohne den Gin', 'kein das Ei', 'pas le gin', 'pas la vodka'): the 'no' of it.
    .replace(/\b(ohne|kein\w*)\s+(?:den|die|das|dem|der|einen|eine|ein|einem)\s+/g, '$1 ')
    .replace(/\bpas\s+(?:le|la|les)\s+(?=[a-z])/g, 'pas de ')
    // ... and 'pas une lager', 'pas un mojito' (not a ...): the 'no' of it.
    .replace(/\bpas\s+(?:une?|d une?)\s+(?=[a-z])/g, 'pas de ')
    // Portuguese typed short on a phone: 'n' for 'não' before a verb ('n quero gin', 'n curto tequila', 'n bebo'), and
    // Brazil's 'não' after its verb ('bebo não', 'quero não'): the 'não' before it.
    .replace(/\bn\s+(?=(?:quero|qro|bebo|curto|gosto|posso|tomo|pode|sou|estou|vou|aguento|suporto|consigo|devo|beba|bebe|bebemos|queremos|gostamos)\b)/g, 'nao ')
    .replace(/\b(bebo|quero|qro|gosto|curto|tomo|posso)\s+(?:nao|n)\b(?!\s+(?:so|sei)\b)/g, 'nao $1')
    .replace(NAO_THING, 'sem ')
    // A thing hated with its pronoun before the verb ('il gin lo odio', 'el ron lo odio', 'le gin, je le déteste', 'o rum
    // eu odeio'), or not borne ('il gin non lo sopporto', 'el gin no lo soporto'): hated, as 'gin, I hate it' is ('non lo
    // odio', I don't hate it, is left; 'lo sopporto' alone is borne).
    .replace(/(?<!\b(?:non|no|nao|ne)\s+)\b(?:(?:je|eu|yo|io)\s+)?(?:lo|la|li|le|les|l|los|las|o|os|as)\s+(?:odio|odeio|detesto|deteste|detestent|hais|aborrezco|aborro)\b/g, ' , i hate it ')
    .replace(/\b(?:(?:je|eu|yo|io)\s+)?(?:non|no|nao|ne)\s+(?:lo|la|li|le|les|l|los|las|o|a|os|as)\s+(?:sopporto|soporto|suporto|supporte|aguanto|aguento|reggo)\b(?:\s+pas)?/g, ' , i hate it ')
    // A 'no' of another language with a slip of the thumb, before a thing a limit is said of ('nienet gin', 'sensa rum',
    // 'ohen Gin', 'snas rhum'): that 'no'.
    .replace(SLIPPED_NO, (m: string, word: string) => {
      const no = slipOfANo(word);
      return no ? m.replace(word, no) : m;
    })
    .replace(SLIPPED_THING, (m: string, no: string, word: string) => {
      const spirit = slippedSpirit(no, word);
      return spirit ? `${no} ${spirit}` : m;
    })
    // A 'sem' typed short on a phone ('sm gin', 'sn gin'): 'sem', before a thing a limit is said of only.
    .replace(/(?<!\b(?:a|an|one|two|three|uma|um|duas|dois|\d)\s+)\b(?:s[mn]|sme)\s+(?=(?:gin|vodka|rum|tequila|mezcal|whisky|whiskey|cachaca|alcool|alcohol|acucar|gelo|lactose|gluten|ovo|ovos|leite|amendoim|nozes)\b)/g, 'sem ')
    // 'Nothing that isn't sweet' is only sweet; a tolerance for a taste of zero is none of it ('my tolerance for bitter
    // is zero tonight'); 'wait no, mint is fine' takes back what came before, as 'actually' does.
    .replace(/\bnothing\s+(?:that|which)?\s*(?:isn'?t|is not|isnt|ain'?t|aint)\s+(?=[a-z])/g, ' only ')
    .replace(/\b(?:my )?tolerance for ([a-z]+) is (?:zero|nil|0|none|non-existent|nonexistent)\b/g, ' no $1 ')
    .replace(/\b(?:wait|hang on|oh|oops|sorry)[,.!]*\s+no\b[,.!]*(?=\s+[a-z]+\s+(?:is|are)\s+(?:fine|ok|okay|good|alright)\b)/g, ' actually ')
    // 'I don't drink spirits', 'we never drink hard liquor': those, not every drink (beer and wine are still wished for);
    // a guest who drinks no spirits drinks no liqueur either, the Aperol under 20% too ('no hard liquor, maybe a spritz'
    // keeps its spritz).
    .replace(SPIRITS_NOT_DRUNK, ' no hard liquor , no aperol ')
    // Bavarian and Austrian 'ka' (kein) at a clause's start before a thing ('Ka Campari und ka Aperol'); never the
    // Hindi 'ka' after a thing ('daaru ka') or the Japanese 'ka' that asks.
    .replace(KA_THING, '$1kein ')
    // 'nah gin', and 'know gin' as a phone hears 'no gin' said: a 'no' right before a spirit or a thing a limit is
    // said of; never 'you know gin' or 'I know gin well', where someone knows it.
    .replace(NO_SAID_AS, (m: string, before: string) => (/\b(?:i|you|u|ya|we|they|he|she|who|do|does|did|dont|don't|to|will|would|should|could|might|may|must|let me|lets|also|really|well)\s*$/.test(before) ? m : `${before}no `))
    // A recovery's chip, coin or medallion for its time ('got my 5 year chip', 'my 90 day coin', 'a one-year medallion'):
    // that time sober, never an age of 5.
    .replace(/\b(\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|thirty|sixty|ninety)[\s-]*(years?|yrs?|months?|days?)[\s-]*(?:chip|chips|coin|coins|medallion|medallions|token|keytag|key tag|cake)\b/g, '$1 $2 sober')
    .replace(/\bno more (?=(?:alcohol|booze|liquor|drinking)\b)/g, 'no ')
    .replace(/\bnone of (?:that|the|this|your) (alcohol|booze|liquor)(?: stuff)?\b/g, 'no $1')
    // Years of not drinking said as years without a drop ('2 years without a drop', "haven't touched a drop in 3 years"):
    // years sober, never an age of 2 or 3.
    .replace(/\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|yrs?|months?)\s+without\s+(?:a\s+)?(?:single\s+)?(?:drop|drink|sip)\b/g, '$1 $2 sober')
    .replace(/\b(?:have not|haven'?t|havent|not|never)\s+(?:touched|had|drunk|drank)\s+(?:a\s+)?(?:single\s+)?(?:drop|drink|sip)(?:\s+of\s+(?:alcohol|booze))?\s+(?:in|for)\s+(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|yrs?|months?)\b/g, ' sober for $1 $2 ')
    // Years of an age in Czech, Slovak and the Scandinavian languages ('17 let', '17 rokov', '17 år'): years old.
    .replace(/\b(\d{1,2})\s*(?:let|rokov|roky|roku|ar|aar)\b(?!\s+(?:sober|clean|dry|bez|utan|uden|uten|ago|sedan|siden))/g, '$1 years old')
    // Family in Hindi is no drink: 'chachu' and 'chachi' (an uncle and an aunt), and 'chacha' said of a person ('Bittu
    // chacha stops forcing me', 'mere chacha', 'chacha ji ke liye') rather than Georgia's grape spirit ('a chacha').
    .replace(/\b(?:chachu|chachaji|chachi|chachiji|chachuji)\b|\b(?:my|mere|mera|meri|our|hamare|his|her|their|your)\s+chacha\b|\bchacha(?=\s+(?:ji|jee|stops|is|was|says|said|wants|keeps|will|would|has|had|forcing|forces|paying|pays|ko|ne|se|ke|ki|ka|and me|aur main)\b)/g, ' uncle ')
    // A hot day said as its temperature ('35 degrees out', '32°', '30 grados'): a wish for something refreshing.
    .replace(/\b(?:2[6-9]|3\d|4\d)\s*(?:°\s*c?|degrees?|grados?|degres?|grad|gradi|graus?)(?![a-z])/g, ' heatwave ')
    // A school grade of a minor ('I'm in 10th grade', 'in the 9th grade', 'year 11'): a teenager.
    .replace(/\b(?:in\s+)?(?:the\s+)?(?:[6-9]|1[0-2])(?:th|st|nd|rd)\s+grade(?:r)?\b|\b(?:i am|i'm|im)\s+in\s+year\s+(?:[7-9]|1[0-3])\b/g, ' teenager ')
    // A round-number party said by its number ('HAPPY 60TH MARGARET!!!', "it's my 40th"): a birthday.
    .replace(/\b((?:happy|my|his|her|our|their|mum's|dad's|a|the|her big|his big|my big)\s+\d{1,3}(?:st|nd|rd|th))\b(?!\s+(?:birthday|anniversary|floor|street|time|table|place|row|round|drink|glass|year|week|day|century|of))/g, '$1 birthday')
    // 'sweet stuff', 'fizzy things': the taste ('i hate sweet stuff and mint' goes on ruling out the mint).
    .replace(/\b(sweet|sour|bitter|fruity|creamy|spicy|strong|fizzy|bubbly|minty|boozy|sugary|smoky|herbal)\s+(?:stuff|things)\b/g, '$1')
    // German compounds of an allergy ('Zitrusallergie', 'Milchunverträglichkeit', 'Nussintoleranz'): the thing and the allergy;
    // Hungarian ones too ('tojásallergiám van', 'mogyoró- és mandulaallergia').
    .replace(/\b([a-z]{3,}?)(?:allergie|allergien|allergiker\w*|unvertraglichkeit|intoleranz)\b/g, ' $1 allergy ')
    .replace(/\b([a-z]{3,}?)allergi(?:a|am|as|aja|ank|ad)\b/g, ' $1 allergy ')
    .replace(/\b([a-z]{3,})-\s+es\s+(?=[a-z]{3,} allergy\b)/g, '$1 and ')
    // Hungarian says 'without' after the thing ('tojás nélkül'); an age in Hungarian and Romanian ('17 éves', 'am 17 ani',
    // 'am 20 de ani').
    .replace(/\b([a-z]{3,})\s+nelkul\b/g, ' without $1 ')
    // (Romanian 'ou' is an egg beside an allergy, never the French and Portuguese 'or': 'ou alergie', 'alergie la ou'.)
    .replace(/\bou\s+(?=alergi)|\b(?<=(?:alergie|alergic|alergica|fara)\s+(?:la\s+)?)ou\b/g, 'egg ')
    .replace(/\b(\d{1,2})\s*eves\b/g, ' $1 years old ')
    .replace(/\b(?:am\s+)?(\d{1,2})\s+(?:de\s+)?ani\b/g, ' i am $1 years old ')
    // Dry in German is sober too: 'seit 2 Jahren trocken', 'ich bin trocken', 'trockener Alkoholiker'.
    .replace(/\b(?:(?:bin|ist|sind|bleibe|bleib|lebe)\s+(?:(?:jetzt|schon|nun|seit\s+\S+(?:\s+(?:jahren|jahr|monaten|monat|wochen|tagen))?)\s+)*|seit\s+\S+\s+(?:jahren|jahr|monaten|monat|wochen|tagen)\s+)trocken\b|\btrockene[rn]?\s+alkoholiker\w*/g, ' i am sober ')
    // 'zero sugar', '0% sugar', 'zero gin': none of it (zero alcohol, zero proof and the like are read as alcohol-free).
    // German 'weder Rum noch Tequila': neither the one nor the other ('noch' alone is 'still' or 'another').
    .replace(/\bweder\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+noch\b/g, ' no $1 nor ')
    .replace(/\b(?:zero|cero|0\s*%?)\s+(?=(?:sugar|sugars|azucar|sucre|zucker|zucchero|acucar|gin|rum|vodka|tequila|whisky|whiskey|dairy|lactose|gluten|caffeine|egg|eggs|nuts?)\b)/g, 'no ');
  return (
    text
      .replace(FOREIGN, (m) => {
        const key = m.replace(/\s+/g, ' ');
        return ` ${FOREIGN_PHRASES[key] ?? FOREIGN_WORDS[key] ?? m} `;
      })
      // A taste compared or said to be too much, once its word is English: 'más dulce', 'più forte', 'plus amer',
      // 'mais doce' (more); 'troppo amaro', 'trop sucré', 'demasiado dulce', 'zu bitter', 'amargo demais' (too).
      .replace(COMPARED, (_m, word: string, taste: string) => ` ${/^(?:mas|piu|plus|mais|mehr)$/.test(word) ? 'more' : 'too'} ${taste} `)
      .replace(TOO_AFTER, (_m, taste: string) => ` too ${taste} `)
      // 'pas sucré, pas amer', 'non dolce', 'não doce', 'nicht süß': a 'not' the languages say without its partner word; 'other than
      // sweet' is not sweet.
      .replace(BARE_NOT, ' not ')
      .replace(GERMAN_COMPARATIVE, (_m, stem: string) => ` more ${GERMAN_TASTES[stem]!} `)
      // A 'not' with 'nothing' after it is one 'no' in the languages that say it twice ('não bebo nada alcoólico', 'no
      // bebo nada de alcohol': I drink nothing alcoholic), and in English as many speak it ("I don't drink nothing
      // alcoholic"): the verb and its 'nothing', never a double negative that asks for alcohol.
      .replace(NEGATIVE_CONCORD, (_m: string, verb: string) => ` ${verb} nothing`)
      // (One space between words, as the English the reader's patterns are written for has: 'less   strong' is 'less strong'.)
      .replace(/ {2,}/g, ' ')
  );
}

/** A 'not' before a verb and, a few words on, 'nothing': negative concord, one 'no' ('I drink nothing alcoholic'). */
const NEGATIVE_CONCORD = /\b(?:do not|does not|did not|will not|would not|can not|cannot|could not|never|don'?t|doesn'?t|didn'?t|won'?t|can'?t|couldn'?t)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+nothing\b/g;

const TASTE_WORDS = String.raw`(?:sweet|bitter|sour|smoky|strong|fruity|dry|light|fresh|spicy|creamy|citrusy|refreshing|tropical|minty|rich|herbal|floral|tart|boozy|heavy)`;
const COMPARED = new RegExp(String.raw`\b(mas|piu|plus|mais|mehr|troppo|trop|demasiado|demasiada|zu)\s+(${TASTE_WORDS})\b`, 'g');
const BARE_NOT = new RegExp(String.raw`\b(?:pas|non|nao|nicht|other than)\s+(?:(?:muy|very)\s+)?(?=(?:too\s+)?${TASTE_WORDS}\b)`, 'g');
const TOO_AFTER = new RegExp(String.raw`\b(${TASTE_WORDS})\s+demais\b`, 'g');
/** German comparatives of a taste ('rauchiger', 'süßeres', 'stärker', 'fruchtiger'): 'more' and the taste. */
const GERMAN_TASTES: Record<string, string> = ownWords({ rauchig: 'smoky', suss: 'sweet', sus: 'sweet', bitter: 'bitter', sauer: 'sour', stark: 'strong', fruchtig: 'fruity', trocken: 'dry', leicht: 'light', frisch: 'fresh', wurzig: 'spicy', herb: 'bitter', cremig: 'creamy' });
const GERMAN_COMPARATIVE = new RegExp(String.raw`\b(${Object.keys(GERMAN_TASTES).join('|')})(?:er|ere|eres|erer|eren|erem)\b`, 'g');

/** A count of people after 'we are' ('we're 12 ladies on a hen do', 'we are 4 pensioners'): a party's size, no age. */
const PARTY_NOT_AGE = String.raw`(?!\s+(?:of us\b|${PEOPLE_WORDS_SOURCE}\b|(?!(?:years|yrs|months|weeks|days|anos|ans|jahre|anni|meses|mois|monate|mesi)\b)[a-z]{3,}s\b))`;
// ('we're 4, 15 max', '12 each', '20 total': a price.)
const AGE_NOT_PRICE = String.raw`(?![.,]\d{3}\b|\s*(?:mil|mille|mila|thousand|lucas|k)\b|\s*(?:[$\u20ac\u00a3\u00a5%]|a(?:u)?\$|(?:new zealand|hong kong|(?!(?:and|or|but|so|with|years?|yrs?)\b)[a-z]{2,14})\s+(?:dollars?|bucks?)\b|${CURRENCY_WORDS_SOURCE}\b|(?:max|maximum|tops|at most|each|apiece|a head|per|or less|or under|total|in total|altogether|all in|para gastar|pra gastar|de presupuesto|to spend|left to spend|a depenser|da spendere|zum ausgeben)\b))`;
const AGE_PATTERNS = [
  // 'I'm 16', 'we are 17 and 15', 'my son is 12', 'she's only 14': small numbers are a party's size, not an age.
  new RegExp(String.raw`\b(?:i am|i'm|im|we are|we're|he is|he's|hes|she is|she's|shes|they are|they're|theyre|er ist|sie ist|hij is|zij is|ze is|one of (?:us|them|the (?:kids|group|party|girls|boys))(?: is|'s)|(?:the )?youngest(?: one)?(?: of us)?(?: is|'s)|(?:guest|customer|lady|woman|girl|boy|person|kid|gentleman|man|one|friend|guy|lad|lass|dude|bloke|fella|chap)\s+(?:(?:at|on|by|from)\s+(?:table\s*|seat\s*|the bar|the end|the corner)?\s*\d{0,3}|next to (?:me|us|him|her)|over there|in the corner|with (?:me|us))\s+(?:is|are|'s)|(?:guy|girl|boy|lady|woman|man|gentleman|kid|lad|lass|dude|bloke|fella|chap)(?:'s|s| is| are)|(?:son|daughter|kid|child|brother|sister|nephew|niece|friend|cousin|guest|buddy|mate|roommate|flatmate|colleague|player|goalkeeper|keeper|goalie|striker|teammate|team mate|student|pupil|grandson|granddaughter|grandkid|stepson|stepdaughter|godson|goddaughter|lad|boy|girl|youngster|junior|intern|apprentice|date|plus one)(?:s?\s+(?:here\s+|over there\s+|tonight\s+)?(?:is|are)|'s)|ich bin|bin|wir sind|tengo|tiene|tienes|tienen|tenemos|tenho|tem|temos|j ai|il a|elle a|ho|eimai|ik ben|jestem)\s+(?:both\s+|all\s+|only\s+|just\s+|erst\s+|solo\s+|seulement\s+|appena\s+|apenas\s+|pas\s+|tylko\s+|dopiero\s+|maar\s+|gerade\s+|barely\s+|nearly\s+|almost\s+|not even\s+|nur\s+|actually\s+|really\s+|in fact\s+|honestly\s+|truly\s+|literally\s+|still\s+|like\s+|about\s+|around\s+|maybe\s+|prob\s+|probably\s+|basically\s+|kinda\s+|sort of\s+|roughly\s+)*(\d{1,2})(?:\s*(?:,|and|&|y|und|et|e|or|o|ou|oder|-|to)\s*\d{1,2})*\b${AGE_NOT_PRICE}${PARTY_NOT_AGE}`, 'g'),
  // '16 years old', '16yo', '16 anos', '16 ans', '16 jahre', '16 anni'.
  // ('3 yrs sober', '10 years ago', '5 years married', '5 years no alcohol', 'not in 5 years' say how long, not how old.)
  // ('sober for 3 years', 'clean 2 years', 'married for 10 years': how long; 'for 16 year olds' is an age.)
  // ('Teaching 5-year-olds to ski all day', 'babysitting 7 year olds': the children they mind, not who drinks.)
  new RegExp(String.raw`(?<!\b(?:teach|teaches|teaching|taught|coach|coaches|coaching|coached|instruct|instructing|instructed|babysit|babysitting|babysat|minding|mind|chasing|chased|herding|herded|wrangling|wrangled|looking after|looked after|watching|watched|entertaining|entertained|tutoring|tutored|driving|drive|taking|take|bringing|bring|ferrying|ferry|dropping off|drop off|picking up|pick up|collecting|collect)\s+(?:(?:a|the|some|twenty|ten|\d+)\s+)?(?:(?:little|tiny|small|screaming|crying|hyper|wild)\s+)?)(?:(?<!\b(?:for|since|in|over|past|last|after|sober|clean|dry|married|together|quit|stopped|desde|hace|depuis|seit|da|ha|ho|fa|por|pendant|durant|faz|fazem)\s+)|(?=\d{1,2}\s*-?\s*(?:years?|yrs?)\s*-?\s*olds?\b))\b(\d{1,2})\s*-?\s*(?:(?:human|real|actual|calendar)\s+)?(?:years?(?:\s*-?\s*old)?|yrs?(?:\s*-?\s*old)?|yo|y/o|y-o|anos|ans|jahre|jahrige\w*|anni|lat|lata|jaar|chronon|chronia|xronon|xronia)\b(?!\s+(?:sober|clean|dry|married|together|ago|since|later|straight|running|in a row|of|at|behind|bartending|working|without|no|not|nahi|alcohol|daaru|daru|sharab|booze|drinking|older|younger|apart|difference|between|more|less|sin|sans|ohne|senza|sem|sobri[oa]|trocken|atras|fa|depuis|seit))`, 'g'),
  // 'under 21', 'under 18', 'not 21 yet', 'under the age of 18': an age, never a price.
  // ('two drinks under 20 total', 'something under 18 each', 'cocktails below 20' are prices.)
  new RegExp(String.raw`(?<!\b(?:drinks?|cocktails?|beers?|wines?|glass(?:es)?|bottles?|shots?|pints?|rounds?|something|anything|one|ones|mocktails?|spritz|martinis?|total|budget|price|prices|priced|cost|costs|costing|spend|spending|bill|tab|\d)\s+)\b(?:under|below|not yet|younger than|not over|not older than|no older than)\s+(?:the\s+age\s+of\s+|age\s+)?(1[6-9]|2[01])\b${AGE_NOT_PRICE}(?!\s*(?:total|in total|altogether|together|combined|each|apiece|a (?:drink|glass|head|pop|round)|per\b|max|tops|for (?:two|three|four|both|us|the|2|3|4)\b))`, 'g'),
  new RegExp(String.raw`\bnot\s+(?:quite\s+|even\s+|yet\s+)?(1[6-9]|2[01])\s+(?:yet|till|until|before|for another)\b`, 'g'),
  // 'Noch keine 18', 'nog geen 18', 'jeszcze nie 18': not that age yet.
  new RegExp(String.raw`\b(?:noch\s+(?:keine?|nicht|no|not)|nog\s+(?:geen|niet|no|not)|jeszcze\s+nie(?:\s+mam)?|pas\s+encore|todavia\s+no\s+tengo|aun\s+no\s+tengo|ainda\s+nao\s+tenho|non\s+ho\s+ancora)\s+(1[6-9]|2[01])\b`, 'g'),
  // 'I turn 21 next month', '21 next week', 'turning 18 soon': not that age yet.
  // ('I turn 18 on Saturday', '18 on Friday!', 'turning 21 at midnight': not yet.)
  new RegExp(String.raw`\b(?:turn|turns|turning|will be|be)\s+(1[6-9]|2[01])\s+(?:next|in|soon|tomorrow|this)\b|\b(?:turn|turns|turning)\s+(1[6-9]|2[01])\s+(?:on|at midnight|later|by)\b`, 'g'),
  // ('Tomorrow I turn 18', 'it's my 21st tomorrow': not yet; one of the 'not yet' patterns, before ANY_SIZE_AGE.)
  new RegExp(String.raw`\b(?:tomorrow|tmrw|tmr|next (?:week|month)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s*[,:]?\s*(?:i|he|she|we)\s*(?:'m|m|am|will|'ll|ll)?\s*(?:turn|turns|turning|be)\s+(1[6-9]|2[01])\b|\bmy\s+(1[6-9]|2[01])(?:st|nd|rd|th)\s+(?:birthday\s+)?(?:is\s+)?(?:tomorrow|tmrw|next|on)\b`, 'g'),
  new RegExp(String.raw`\b(1[6-9]|2[01])\s+(?:(?:next|in a)\s+(?:week|month|year|few)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+\d{1,2}(?:st|nd|rd|th)?)|at midnight)\b`, 'g'),
  // From here on an age is a minor's when it is under the drinking age, whatever its size (ADR 'ai-said-otherwise-and-unread').
  // A third party's age: 'my son's 20', 'my daughter's 15', 'mi hijo tiene 16', 'meine Tochter ist 16', 'mio figlio ha 15'.
  new RegExp(String.raw`\b(?:son|daughter|kid|child|brother|sister|nephew|niece|friend|cousin|guest|grandson|granddaughter|boy|girl|boyfriend|girlfriend|hijo|hija|nino|nina|hermano|hermana|sobrino|sobrina|fils|fille|enfant|frere|soeur|neveu|sohn|tochter|kind|bruder|schwester|neffe|nichte|figlio|figlia|fratello|sorella|nipote|filho|filha|irmao|irma|sobrinho|sobrinha)(?:'s|\s+(?:is|tiene|cumple|a|ist|wird|ha|compie|tem|faz|just turned|turned|turns|only))\s+(?:only\s+|just\s+|nur\s+|solo\s+|apenas\s+|seulement\s+)?(\d{1,2})\b(?!\s*(?:%|[$\u20ac\u00a3\u00a5]|(?:th|st|nd|rd)\b|people|persons|guests|drinks?|cocktails?|beers?|rounds?|shots?|of us|minutes|mins?|${CURRENCY_WORDS_SOURCE}\b))`, 'g'),
  // An age said after 'old enough' ('I'm old enough (well 20, close enough)'), or of someone 'who's 20': that age.
  new RegExp(String.raw`\bold enough\b[^.!?]{0,20}?\b(?:well|actually|technically|ok|okay|nearly|almost|basically|practically|kind of|kinda|sort of)\s*,?\s*(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`\b(?:friend|girlfriend|boyfriend|wife|husband|partner|date|mate|buddy|sister|brother|cousin|son|daughter|nephew|niece|colleague|guest|one|person|guy|girl)\s+(?:who is|who's|whos|who s|that is|that's|thats)\s+(?:only\s+|just\s+|barely\s+)?(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // An age in Darija or Lebanese Arabic in Latin letters ('3andi 17 3am', 'ana 3andi 17 l3am', '3mri 17 sna').
  new RegExp(String.raw`(?<=\b(?:3andi|3ande|3indi|3mri|3omri|omri)\s+)(\d{1,2})(?=\s*(?:l?3am|l?3ame|sna|snin|sene|ans)\b)`, 'g'),
  // How old some of a party are ('two of us are 19', 'three of us are 19, two are 20', 'half of us are 18'): that age.
  // (The count is no age: only the age is matched.)
  new RegExp(String.raw`(?<=\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|some|most|half|a few|several|all|both) of (?:us|them|the group|the table)\s+(?:are|were|'re|re)\s+(?:only\s+|just\s+|still\s+|all\s+)?)(\d{1,2})\b(?!\s*(?:min|mins|minutes|hours?|hrs?|am|pm|o'?clock|people|drinks?|beers?|shots?)\b)${AGE_NOT_PRICE}`, 'g'),
  // Ages listed after how many are ordering ('3 of us, 15, 17 and 19'): every age named counts, not the count.
  new RegExp(String.raw`(?<=\b(?:\d|two|three|four|five|six|seven|eight|nine|ten) of us\s*[,:;(-]?\s*(?:aged\s+|ages\s+)?)\d{1,2}(?:\s*,\s*\d{1,2})*\s*(?:,|and|&)\s*\d{1,2}\b${AGE_NOT_PRICE}`, 'g'),
  // An age as an ordinal of a birthday, in slang too: 'my 17th bday', 'my sweet 16', 'mi cumple 17', 'mon 18e anniversaire', '18. Geburtstag'.
  new RegExp(String.raw`\b(\d{1,2})(?:th|st|nd|rd|e|eme|o|a|\.)?\s*(?:bday|b-day|b day|birthday|birthdays|birthday party|cumple|cumpleanos|anniversaire|geburtstag|compleanno)\b`, 'g'),
  new RegExp(String.raw`\b(?:bday|b-day|birthday|cumple|cumpleanos|anniversaire|geburtstag|compleanno)\s+(?:numero\s+|no\s+)?(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`\bsweet\s+(16)\b`, 'g'),
  // Turning that age, in the other languages: 'hoy cumplo 18', 'ich werde morgen 18', 'compio 17', 'faço 16', 'je fête mes 17 ans'.
  // ('Faz 2 anos que eu parei', 'parei de beber faz 5 anos': how long since, never 'turns 2'.)
  new RegExp(String.raw`(?<!\b(?:parei|larguei|deixei|sobrio|sobria|limpo|limpa)\b[^.!?]{0,40})\b(?:cumplo|cumplimos|cumple|werde|wird|compio|compie|faco|faz|fete mes|fete ses)\s+(?:hoy\s+|manana\s+|morgen\s+|heute\s+|domani\s+|oggi\s+|amanha\s+|hoje\s+)?(\d{1,2})\b(?!\s*(?:anos?|meses|semanas|dias)\s+(?:que|q)\b)${AGE_NOT_PRICE}`, 'g'),
  // A form's way: 'age: 16', 'age 17', 'edad: 16', 'Alter: 16', 'età: 16', 'idade: 16', 'âge : 16'.
  new RegExp(String.raw`\b(?:ages?|edad|alter|eta|idade)\s*(?:[:=]\s*)?(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // Terse, a form's way or a list's: 'me: 17', 'me (16)', 'son 15, something sweet', 'ages 16 and 17', '16 age'.
  new RegExp(String.raw`\b(?:me|myself)\s*(?:[:=(]|-\s)\s*(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`\b(?:son|daughter|kid|child|nephew|niece|grandson|granddaughter)\s*,?\s*(?:aged\s+)?(\d{1,2})\b(?!\s*(?:min|mins|minutes|hours?|hrs?|am|pm|o'?clock|people|of (?:us|them)|drinks?|beers?|shots?)\b)${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`\b(\d{1,2})\s+age\b(?!\s+(?:limit|gap|group|range|difference|verification|check))`, 'g'),
  // Tagalog: '17 ako', 'ako ay 16' (I am 17).
  new RegExp(String.raw`\b(\d{1,2})\s+(?:na\s+)?ako\b${AGE_NOT_PRICE}|\bako\s+(?:ay\s+)?(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // ('anos: 17', 'años: 16', 'ans : 15', 'jahre: 16', 'years: 17', a form's field of years.)
  new RegExp(String.raw`\b(?:anos|anos de idade|years|yrs|ans|jahre|anni|lat)\s*[:=]\s*(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // An age an ID says ('my ID says 19', 'ID: 18', 'my passport says 17', 'driving licence says 20').
  // (Never an order's, a table's or a booking's id: 'order id: 15'.)
  new RegExp(String.raw`(?<!\b(?:order|table|booking|ticket|tab|transaction|room|user|customer|member|membership|staff|employee|reference|ref|receipt|cabin|seat|lane|guest|wifi|wi fi|session|device)\s+)\b(?:id|i d|passport|licen[cs]e|driving licen[cs]e|driver'?s licen[cs]e|dob|date of birth|age on (?:my|the) (?:id|card))\s*(?::|=|says|said|shows|reads)\s*(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // ('my age is 16', 'my age is just 17', 'mi edad es 16', 'mein Alter ist 16': the guest's own, never a whisky's age.)
  new RegExp(String.raw`\b(?:my age is|my age s|mi edad es|mein alter ist|la mia eta e|a minha idade e|mon age est)\s+(?:just |only |about |nearly |almost |barely |around )?(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // 'turning 19 tmrw', 'just turned 17': that age, or not yet the next.
  new RegExp(String.raw`\b(?:just\s+)?turn(?:s|ed|ing)\s+(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // An age beside who says it, in brackets or commas ('intern here (19)', 'student (19) - a beer', 'intern, 19, what
  // beers', '(19) beer' to open), 'aged 19', '19 today!!': that age.
  new RegExp(String.raw`(?:^|\b(?:i|me|intern|interns|student|students|trainee|apprentice|freshman|sophomore|teen|teenager|guest|guy|girl|boy|son|daughter|kid|nephew|niece|cousin|colleague|here|brother|sister|bro|sis|grandson|granddaughter|friend|mate|buddy|boyfriend|girlfriend|child|stepson|stepdaughter|estudiante|becario|becaria|stagiaire|etudiant|etudiante|praktikant|praktikantin|student|studentin|stagista|studente|studentessa|estagiario|estagiaria|estudante))\s*[(,\-\u2013]\s*(\d{1,2})\s*(?:\)|,|\s[-\u2013]\s)${AGE_NOT_PRICE}`, 'g'),
  // An age after what the guest says they are ('I'm the cox, 16, what's the strongest'): that age.
  new RegExp(String.raw`\b(?:i am|i'm|im|i m)\s+(?:a|an|the)\s+[a-z]+(?:\s+[a-z]+)?\s*,\s*(1\d|20)\s*(?=$|[,.!?]|\s+(?:and|so|but|lol|here|now|years?|yrs?|y\/?o)\b)${AGE_NOT_PRICE}`, 'g'),
  // A bare age in brackets in what the guest says of themselves ('im one of the student volunteers at registration
  // (17)', 'me and my mate (16)'): that age.
  new RegExp(String.raw`\b(?:i am|i'm|im|i m|me|myself)\b[^.!?\n()]{0,80}(?<!\b(?:table|seat|room|group|party|team|us|of|paying|pay|spend|budget|for|x|number|no|nr|round|order|tab|bill|code|line|page|step)\s*)\(\s*(1\d|20)\s*(?:y\/?o|yrs?|years?(?: old)?)?\s*\)(?!\s*(?:%|[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE}\b|(?:x|times|each|drinks?|cocktails?|people|of us|guests)\b))`, 'g'),
  new RegExp(String.raw`\baged?\s+(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  // A bare age to open with, or 'only 17' said of oneself ('17 and here with my folks', '16 here, what's good', 'only 17
  // lol'): that age. ('I have only 15' is money.)
  new RegExp(String.raw`^\s*(1\d)\s*(?=(?:and|here|now|tonight|lol|haha|y\/o|,|!|\.)(?:\s|$|[,.!]))${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`(?<!\b(?:have|got|has|had|budget|spend|spending|with|cost|costs|for|pay|paying|left|under|max|spent|is|at)\s+)\b(?:only|just|barely)\s+(1\d)\b(?=\s*(?:lol|haha|here|now|tonight|and|so|but|,|!|\.|$))${AGE_NOT_PRICE}`, 'g'),
  // A child 'of 12' in the other languages ('meu filho de 12', 'mi hija de 16', 'mio figlio di 15', 'mon fils de 14').
  new RegExp(String.raw`\b(?:son|daughter|kid|child|nephew|niece|brother|sister|filho|filha|hijo|hija|fils|fille|figlio|figlia|sobrinho|sobrinha|sobrino|sobrina|neveu|niece|nipote|irmao|irma|hermano|hermana|frere|soeur|fratello|sorella)\s+(?:de|di|von)\s+(\d{1,2})\b${AGE_NOT_PRICE}`, 'g'),
  new RegExp(String.raw`(?<![$\u20ac\u00a3\u00a5]\s*)(?<!\b(?:budget|max|maximum|under|below|spend|spending|cap|limit|over|have|got|is|of|for|at)\s+)\b(1\d|20)\s+(?:today|tomorrow|tmrw|tmr)\b${AGE_NOT_PRICE}`, 'g'),
  // Who the child is, then the age: 'my grandson... he's 9', 'she is only 12'; children's ages in brackets: 'the
  // grandkids (6 and 11)', 'kids (8, 10)', 'two boys, 7 and 9'.
  new RegExp(String.raw`\b(?:he|she)(?:'s|\u2019s| s| is)\s+(?:only\s+|just\s+)?(\d{1,2})\b(?!\s*(?:%|[$\u20ac\u00a3\u00a5]|(?:th|st|nd|rd)\b|weeks?|months?|days?|hours?|mins?|minutes|drinks?|cocktails?|beers?|pints?|shots?|glasses|rounds?|in\b|down\b|deep\b|${CURRENCY_WORDS_SOURCE}\b))`, 'g'),
  // ('five pupils (15 and 16)', 'the students, 16-17', 'teens (15 to 17)': a group's ages, each counted.)
  new RegExp(String.raw`\b(?:kids?|children|grandkids?|grandchildren|sons|daughters|boys|girls|nephews|nieces|twins|little ones|pupils|students|schoolkids|schoolchildren|school kids|teens|teenagers|youngsters|juniors|minors|cadets|scouts|hijos|ninos|alumnos|chicos|enfants|eleves|ados|adolescents|kinder|schuler|jugendliche|figli|bambini|ragazzi|studenti|alunni|filhos|criancas|alunos|jovens)\s*(?:\(|,|:|\s[-\u2013]\s)\s*(?:aged?\s+|ages\s+)?(\d{1,2})(?:\s*(?:and|&|,|y|et|und|e|to|a|bis|-|\u2013)\s*\d{1,2})+\b(?!\s*(?:%|[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE}\b))`, 'g'),
];
/** 'under 21', 'below 18', 'not 21 yet': an age said with the words of a price limit (what a price reading must leave alone). */
/** An age said with the verb 'to have' ('tengo 17 y estoy con mis tíos', 'el cliente tiene 17', 'j'ai 16 ans'): no price. */
// (In words too, and before a 'but': 'tengo diecisiete', 'tengo 17 pero ya casi cumplo'.)
const TEEN_WORDS = Object.entries(NUMBERS_IN_WORDS).filter(([w, n]) => n >= 13 && n <= 20 && /^[a-z ]+$/.test(w)).map(([w]) => w).sort((a, b) => b.length - a.length).join('|');
const AGE_HAD = new RegExp(String.raw`\b(?:tengo|tiene|tienes|tienen|tenemos|tenho|tem|temos|j ai|il a|elle a|ho|ha)\s+(?:solo\s+|apenas\s+|ya\s+|seulement\s+|appena\s+|so\s+)?(?:1\d|20|${TEEN_WORDS})\b(?=\s*(?:anos|ans|anni|y|e|et|pero|mas|mais|ma|but|[,.!?;]|$))${AGE_NOT_PRICE}`, 'g');
export function withoutUnderAges(text: string): string {
  return text.replace(AGE_PATTERNS[2]!, ' ').replace(AGE_PATTERNS[3]!, ' ').replace(AGE_HAD, ' ');
}
/** The first of the patterns above whose age is a minor's whatever its size. */
const ANY_SIZE_AGE = 8;

/** Ordinal words of a birthday, to twenty-one, in the six languages (folded). */
const ORDINAL_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['first|primer|primero|premier|ersten|erste|primo|primeiro', 1], ['second|segundo|deuxieme|zweiten|zweite|secondo', 2], ['third|tercer|tercero|troisieme|dritten|dritte|terzo|terceiro', 3],
    ['fourth|cuarto|quatrieme|vierten|vierte|quarto', 4], ['fifth|quinto|cinquieme|funften|funfte', 5], ['sixth|sexto|sixieme|sechsten|sechste|sesto', 6],
    ['seventh|septimo|septieme|siebten|siebte|settimo|setimo', 7], ['eighth|octavo|huitieme|achten|achte|ottavo|oitavo', 8], ['ninth|noveno|neuvieme|neunten|neunte|nono', 9],
    ['tenth|decimo|dixieme|zehnten|zehnte', 10], ['eleventh|onceavo|undecimo|onzieme|elften|elfte', 11], ['twelfth|doceavo|duodecimo|douzieme|zwolften|zwolfte|dodicesimo', 12],
    ['thirteenth|treizieme|dreizehnten|tredicesimo', 13], ['fourteenth|quatorzieme|vierzehnten|quattordicesimo', 14], ['fifteenth|quinzieme|funfzehnten|quindicesimo', 15],
    ['sixteenth|seizieme|sechzehnten|sedicesimo', 16], ['seventeenth|dix septieme|siebzehnten|diciassettesimo', 17], ['eighteenth|dix huitieme|achtzehnten|diciottesimo', 18],
    ['nineteenth|dix neuvieme|neunzehnten|diciannovesimo', 19], ['twentieth|vigesimo|vingtieme|zwanzigsten|ventesimo', 20], ['twenty first|vingt et unieme|einundzwanzigsten|ventunesimo', 21],
  ].flatMap(([list, n]) => (list as string).split('|').map((w) => [w, n as number])),
);
const ORDINAL_BIRTHDAY = new RegExp(String.raw`\b(${Object.keys(ORDINAL_WORDS).sort((a, b) => b.length - a.length).join('|')})\s+(bday|b-day|birthday|cumpleanos|cumple|anniversaire|geburtstag|compleanno|aniversario)\b`, 'g');

/** A year of birth ('born in 2009', 'nacido en 2008', 'né en 2009', 'Jahrgang 2008'). */
const BORN_IN = /\b(?:born(?: in)?|nacid[oa] en|naci en|ne en|nee en|geboren|jahrgang|nat[oa] nel|nasci em|nascid[oa] em)\s+((?:19|20)\d\d)\b/g;

const DIGIT_WORDS: Record<string, string> = ownWords({ zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' });
const AGE_DIGIT_BY_DIGIT = /\b(?:age|edad|alter|eta|idade)\s*(?:[:=]\s*)?(zero|one|two|three|four|five|six|seven|eight|nine|\d)\s*-\s*(zero|one|two|three|four|five|six|seven|eight|nine|\d)\b/g;
/**
 * Ages in the request ('I'm 16', 'under 21'): a guest under the bar's drinking age is offered alcohol-free drinks only.
 * ('Under 21' said of the guest is a minor's age in any bar: it does not say how much under.)
 */
/** 'Tomorrow' as phones type it ('tmrw', '2moro', 'tommorow'). */
const TOMORROW = String.raw`(?:tomorrow|tmrw|tmr|tmrow|2moro|2morrow|2mrw|tomorow|tommorow|tommorrow|tomoz)`;

/** A birthday to come soon ('21st bday is in 10 days', '21st bday tmrw'). */
const BIRTHDAY_TO_COME = new RegExp(String.raw`\b(1[6-9]|2[0-5])(?:st|nd|rd|th)\s+(?:bday|b-day|birthday)\s+(?:is\s+)?(?:in\s+(?:a|one|two|three|a few|\d{1,2})\s+(?:days?|weeks?|months?)|next\s+\w+|${TOMORROW})\b`, 'g');
/** An age to come soon ('21 in two weeks', 'turning 21 tmrw', '21 this weekend', '21 at midnight'). */
const AGE_TO_COME = new RegExp(String.raw`\b(?:turning\s+)?(1[6-9]|2[0-5])\s+(?:in\s+(?:a|one|two|three|four|five|six|a few|a couple(?: of)?|\d{1,2})\s+(?:days?|weeks?|wks?|months?|mos?)|this\s+(?:weekend|week|month|sat(?:urday)?|sun(?:day)?|fri(?:day)?)|next\s+(?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|${TOMORROW}|at midnight|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b`, 'g');

export function readAges(said: string, drinkingAge: number = DRINKING_AGE): { minor: boolean; rest: string } {
  // An age said in brackets after who it is ('my daughter (she's 12)'): read as said outside them.
  said = said.replace(/\((?=\s*(?:she|he|they|i|she's|he's|they're)\b)/g, ' ');
  // An age typed with digits for letters ('1'm 17 y34r5 0ld').
  said = said.replace(/\by(?=[a-z]*\d)[3e][4a]r[5s]?\b/g, 'years').replace(/\b0ld\b/g, 'old').replace(/(^|\s)1'?m\b/g, "$1i'm");
  // An age glued to 'I'm' ('I'm19', from full-width digits) or typed with a letter O for its zero ('I'm 2O').
  said = said.replace(/\b(i'm|im|i am)(?=\d)/g, '$1 ').replace(/\b([12])o\b(?=\s*(?:\(|years?\b|yrs?\b|y\/?o\b|$|[,.!?]))/g, '$10');
  // Of age, said as not under it ('not under 21, I'm 35', 'no longer under 18'): no age of a minor (and, being an age's
  // words, no price either: see withoutUnderAges).
  said = said.replace(/\b(?:not|no longer|definitely not|def not|certainly not)\s+(?:under|below)\s+(?:the\s+age\s+of\s+)?(?:1[6-9]|2[01])\b(?!\s*(?:[$\u20ac\u00a3]|dollars?|bucks|euros?|each|max|total))/g, ' of age ');
  // So many weeks or months ('14 weeks pregnant', "I'm 16 wks along", '5 months gone', 'my son is 14 months old'): how
  // long, or a baby's age; never the age of a guest who may be served.
  // ('21 in two weeks' is an age to come: read below.)
  said = said.replace(/(?<!\b(?:in|within)\s+(?:a |about |like |just |only )?)\b\d{1,2}\s*-?\s*(?=(?:weeks?|wks?|wk|months?|mths?|mos)\b)/g, 'some ');
  // An age said digit by digit ('age: one-seven', 'age 1-7').
  said = said.replace(AGE_DIGIT_BY_DIGIT, (_m: string, a: string, b: string) => ` age ${DIGIT_WORDS[a] ?? a}${DIGIT_WORDS[b] ?? b} `);
  // An ordinal counted of anything but a birthday ('I'm on my 3rd cup already', 'my 2nd round') is no age.
  said = said.replace(/\b(?:my|his|her|our|their|the|a)\s+\d{1,3}(?:st|nd|rd|th)\b(?!\s*(?:birthday|bday|b-day|b day|geburtstag|cumpleanos|anniversaire|compleanno|aniversario|verjaardag|urodziny|is tomorrow|tomorrow|tmrw))/g, ' ');
  // So many years of something that is no one's age ('10 year anniversary', '25 years married', 'our 5 years together'):
  // no age. ('3 years sober' stays: it is said of the guest's recovery.)
  // ('I'm 17 years running the club's champion' is an age.)
  said = said.replace(/(?<!\b(?:i am|i'm|im|i m|he is|he's|she is|she's|we are|we're|they are|they're|age|aged)\s+)\b\d{1,2}\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*(?=(?:wedding\s+)?anniversary\b|married\b|together\b|of (?:marriage|friendship|dating)\b|in a row\b|running\b)/g, ' ');
  // A birthday to come soon ('21st bday is in 10 days'): a year under it now.
  said = said.replace(BIRTHDAY_TO_COME, (_m: string, n: string) => ` i am ${Number(n) - 1} years old `);
  // An age to come soon ('21 in two weeks', '21 next Friday', 'turning 21 tomorrow'): a year under it now; one said
  // as who the guest is ('20, from Ohio', 'LSU junior, 20', 'veinte, de Monterrey'); '19 y o'.
  said = said
    .replace(AGE_TO_COME, (_m: string, n: string) => ` i am ${Number(n) - 1} years old `)
    .replace(/(^|[.!?]\s*)(1\d|20)\s*,\s*(?=(?:from|de|du|aus|da)\s)/g, (_m: string, lead: string, n: string) => `${lead} i am ${n} years old, `)
    .replace(/\b(junior|senior|sophomore|freshman|student|undergrad)\s*,\s*(1\d|20)\b(?!\s*(?:\$|dollars?|bucks?|max|each))/g, '$1, i am $2 years old')
    .replace(/\b(1\d|2\d)\s+y\s+o\b/g, ' i am $1 years old ');
  // So many years of recovery said after it ('AA member, 2 years', 'in recovery, 6 years now'): years sober, no age.
  said = said.replace(/\b(aa(?: member)?|sober|sobriety|recovery|recovering|in the program(?:me)?|on the wagon|off the (?:drink|booze|sauce))(,?\s+(?:for\s+|since\s+)?)(\d{1,2})\s*(years?|yrs?|months?)\b(?!\s+old\b)/g, '$1$2$3 $4 sober');
  // A coming of age the guest had, and how long ago ('my bat mitzvah was two years ago', 'had my quinceañera in March'):
  // that age and those years, the least they can be.
  said = said.replace(COMING_OF_AGE, (whole: string, rite: string, rest: string) => {
    // (Only with when it was: 'since my bar mitzvah', 'my bat mitzvah was ages ago' say no age.)
    if (!RITE_WHEN.test(rest)) return whole;
    const ago = /\b(\d{1,2}) years? ago\b/.exec(rest)?.[1];
    const age = (RITE_AGE[rite.replace(/\s+/g, ' ')] ?? 13) + (ago ? Number(ago) : /\blast year\b/.test(rest) ? 1 : 0);
    return ` i am ${age} years old ${rest}`;
  });
  // Nearly the drinking age is under it ('I'm basically 21', 'almost 21', 'not quite twenty-one', 'practically legal'):
  // a year under, the least it can be.
  said = said
    .replace(new RegExp(String.raw`\b(?:basically|almost|nearly|practically|virtually|just about|pretty much|not quite|not yet|soon to be|about to be|nearly nearly)\s+(?:${drinkingAge}|${NUMBER_NAMES[drinkingAge] ?? drinkingAge})\b(?!\s*(?:\$|dollars?|bucks?|euros?|%|minutes?|mins?|hours?|drinks?|people|guests|of us|times|days|weeks|months)\b)(?!\s*(?:years?|yrs?)\b(?!\s+old\b))`, 'g'), ` i am ${drinkingAge - 1} years old `)
    .replace(/\b(?:basically|almost|nearly|practically|virtually|just about|pretty much|not quite|not yet)\s+(?:legal|of age|old enough|drinking age)\b/g, ` i am ${drinkingAge - 1} years old `);
  // A birthday said as an ordinal word ('his tenth birthday', 'seinen zehnten Geburtstag', 'su décimo cumpleaños').
  const text = said.replace(ORDINAL_BIRTHDAY, (_w: string, word: string, day: string) => `${ORDINAL_WORDS[word]!} ${day}`);
  let minor = false;
  // Born in a year that makes the guest (or the one they speak of) under the drinking age this year.
  let rest = text.replace(BORN_IN, (whole: string, year: string) => {
    if (new Date().getFullYear() - Number(year) < drinkingAge) {
      minor = true;
      return ' ';
    }
    return whole;
  });
  AGE_PATTERNS.forEach((pattern, index) => {
    rest = rest.replace(pattern, (whole: string, age: string) => {
      const n = Number(age);
      if (index >= ANY_SIZE_AGE) {
        // 'the students (18 and 16)': every age named counts.
        if ((whole.match(/\d{1,2}/g) ?? [age]).map(Number).some((a) => a >= 1 && a < drinkingAge)) {
          minor = true;
          return ' ';
        }
        return whole;
      }
      const isUnder = index >= 2;
      // 'we are 25 and 19': every age named counts, not only the first.
      const all = index === 0 ? (whole.match(/\d{1,2}/g) ?? []).map(Number) : [n];
      // 'we are 4' is a party of four; an age is 10 or more.
      if (isUnder || all.some((a) => a >= (index === 0 ? 10 : 1) && a < drinkingAge)) {
        minor = true;
        return ' ';
      }
      return index === 1 && n < 120 ? ' ' : whole;
    });
  });
  return { minor, rest };
}

/** What the reader makes of one word against this menu: the kinds of its terms ('spirit', 'flavour'), none when it does not know it. */
export function termKinds(word: string, menu: readonly DrinkProfile[], unavailable: readonly DrinkProfile[] = NONE): string[] {
  return (menuReading(menu, unavailable).dictionary.lookup([word]) ?? []).map((t) => t.k);
}

/** The menu's drinks' names as the reader's words ('gin and tonic'), and every word of them, built once per menu. */
const MENU_NAMES = new WeakMap<readonly DrinkProfile[], { names: string[]; words: Set<string> }>();
function menuNamesOf(menu: readonly DrinkProfile[]): { names: string[]; words: Set<string> } {
  let named = MENU_NAMES.get(menu);
  if (!named) {
    const names = menu.map((d) => words(d.name.replace(/&/g, ' and ')).join(' '));
    named = { names, words: new Set(names.flatMap((n) => n.split(' '))) };
    MENU_NAMES.set(menu, named);
  }
  return named;
}

const MENU_READINGS = new WeakMap<
  readonly DrinkProfile[],
  { dictionary: PhraseDictionary<Term>; vocabulary: Set<string>; menuText: Set<string>; unavailable: readonly DrinkProfile[]; unmade: ReadonlyMap<string, { words: string[]; ids: string[] }> }
>();
const NONE: readonly DrinkProfile[] = [];

/** The dictionary with this menu's drinks and ingredients, its words, and the words of its descriptions (built once per menu). */
function menuReading(menu: readonly DrinkProfile[], unavailable: readonly DrinkProfile[] = NONE) {
  let reading = MENU_READINGS.get(menu);
  // Built once per menu and list of drinks that cannot be made now.
  if (!reading || reading.unavailable !== unavailable) {
    const dictionary = new PhraseDictionary<Term>(staticDictionary());
    for (const [phrase, term] of menuTerms(menu)) dictionary.add(phrase, term);
    // The menu's drinks that cannot be made now are still known by name ('something like a Piña Colada').
    const makeable = new Set(menu.map((d) => d.id));
    for (const drink of unavailable) {
      if (makeable.has(drink.id)) continue;
      const name = words(drink.name.replace(/&/g, ' and ')).join(' ');
      for (const phrase of [name, joinedName(name), ...(DRINK_ALIASES_BY_NAME.get(name) ?? [])]) {
        if (phrase && !dictionary.lookup(words(phrase))) dictionary.add(phrase, { k: 'drink', ids: [drink.id], exact: true });
      }
      // And by a word of the name no other drink and no word of the lexicon has ('like a Hugo, but without alcohol').
      const known = lexiconWords();
      for (const word of words(drink.name)) {
        if (word.length < 4 || STOP_WORDS.has(word) || known.has(word) || dictionary.lookup([word])) continue;
        if ([...menu, ...unavailable].some((other) => other.id !== drink.id && words(other.name).includes(word))) continue;
        dictionary.add(word, { k: 'drink', ids: [drink.id], exact: true });
      }
    }
    // And the things only they hold, by their own words ('something with pineapple' when only the Piña Colada has it).
    const held = new Set(menu.flatMap((d) => d.ingredients.map((i) => i.knowledge.item.id)));
    const unmade = new Map<string, { words: string[]; ids: string[] }>();
    for (const drink of unavailable) {
      if (makeable.has(drink.id)) continue;
      for (const { knowledge } of drink.ingredients) {
        if (held.has(knowledge.item.id)) continue;
        for (const word of knowledge.words.filter((w) => !GENERIC_ITEM_WORDS.has(w) && !/^\d+$/.test(w) && w.length >= 4 && !STOP_WORDS.has(w))) {
          // (A word that already names a thing to have, a drink or a spirit is left to that: 'coconut' the allergen is also this.)
          if (dictionary.lookup([word])?.some((t) => t.k === 'ingredient' || t.k === 'drink' || t.k === 'spirit' || t.k === 'category')) continue;
          // (Its own word only: 'pineapple', not 'juice'.)
          const entry = unmade.get(word) ?? { words: [word], ids: [] };
          if (!entry.ids.includes(drink.id)) entry.ids.push(drink.id);
          unmade.set(word, entry);
        }
      }
    }
    const unmadeByStem = new Map([...unmade].map(([word, thing]) => [stem(word), thing]));
    const menuText = new Set<string>();
    for (const d of menu) for (const w of d.textWords) menuText.add(w);
    reading = { dictionary, vocabulary: dictionary.vocabulary(new Set(staticVocabulary())), menuText, unavailable, unmade: unmadeByStem };
    MENU_READINGS.set(menu, reading);
  }
  return reading;
}

let STATIC_VOCABULARY: Set<string> | undefined;

/** Words typo tolerance never changes (they are words already) and may change into. */
function staticVocabulary(): Set<string> {
  if (!STATIC_VOCABULARY) {
    STATIC_VOCABULARY = staticDictionary().vocabulary(new Set([...STOP_WORDS, ...NEGATION_CONTINUERS]));
    for (const w of ['please', 'thanks', 'something', 'anything', 'drink', 'want', 'like', 'get', 'have']) STATIC_VOCABULARY.add(w);
  }
  return STATIC_VOCABULARY;
}

/** Edit distance, a swap of two neighbouring letters counting as one slip ('negorni', 'vodak'). */
function slips(a: string, b: string): number {
  const d = distance(a, b);
  if (d !== 2 || a.length !== b.length) return d;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!] ? 1 : d;
}

/**
 * How a word sounds, roughly, in the spellings guests slip into: 'qu' and a hard 'c' as 'k', 'ph' as 'f', 'x' as 's',
 * 'oo'/'ui'/'ou' as 'u', 'y' as 'i', no silent 'h', no doubled letters ('tequila' and 'tekila' are 'tekila').
 */
export function soundKey(word: string): string {
  return word
    .replace(/qu/g, 'k')
    .replace(/ck|c(?=[aou])/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/x/g, 's')
    .replace(/oo|ui|ou/g, 'u')
    .replace(/y/g, 'i')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1')
    // An 'a' at the end said as 'er' ('vodker', 'tequiler', 'sambuker').
    .replace(/(?<=\w{3})er$/, 'a');
}
const SOUNDS = new WeakMap<ReadonlySet<string>, Map<string, string>>();
/** Each vocabulary word's sound, worked out once per vocabulary (the menu's reading is cached, so once per menu). */
function soundsOf(vocabulary: ReadonlySet<string>): Map<string, string> {
  let sounds = SOUNDS.get(vocabulary);
  if (!sounds) SOUNDS.set(vocabulary, (sounds = new Map([...vocabulary].map((w) => [w, soundKey(w)]))));
  return sounds;
}

/** A word's letters in order ('negroni' -> 'eginnor'), and each vocabulary's words by them, built once per vocabulary. */
const anagramKey = (word: string) => [...word].sort().join('');
const ANAGRAMS = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();
function anagramsOf(vocabulary: ReadonlySet<string>): Map<string, string[]> {
  let found = ANAGRAMS.get(vocabulary);
  if (!found) {
    found = new Map();
    for (const word of vocabulary) if (word.length >= 6) found.set(anagramKey(word), [...(found.get(anagramKey(word)) ?? []), word]);
    ANAGRAMS.set(vocabulary, found);
  }
  return found;
}

/** A misspelt word as the word of the menu or the lexicon it is closest to ('tequilla' -> 'tequila'), when one is clearly closest. */
/** The three-letter spirits with two letters swapped ('gni', 'ign', 'ngi'; 'rmu', 'urm'): not 'ing', 'nig' or French 'mur'. */
const SHORT_SPIRITS = new Map([['gni', 'gin'], ['ign', 'gin'], ['ngi', 'gin'], ['gyn', 'gin'], ['rmu', 'rum'], ['urm', 'rum'], ['umr', 'rum']]);

export function correctTypo(token: string, vocabulary: ReadonlySet<string>, known: (token: string) => boolean = () => false, near?: string[], menuWords?: ReadonlySet<string>): string {
  // ('no gni pls', 'rmu and coke': a three-letter spirit with two letters swapped.)
  if (token.length === 3 && !vocabulary.has(token) && !COMMON_WORDS.has(token)) {
    const spirit = SHORT_SPIRITS.get(token);
    if (spirit && vocabulary.has(spirit)) return spirit;
  }
  // (A food no stock item is named for is that food, never a slip of a stock word: 'liquorice' is no 'liqueur'.)
  if (token.length < 4 || vocabulary.has(token) || COMMON_WORDS.has(token) || FOODS.has(token) || CURRENCY.test(token) || /\d/.test(token)) return token;
  // A letter held down ('rumm', 'ginnn', 'mojitooo', 'sweeeet'): the word with it once, or twice, when that is a word.
  // (Three of a letter anywhere, or two at the end: 'alles' and 'coffee' keep their own.)
  if (/(\p{L})\1(?:\1|$)/u.test(token)) {
    for (const held of [token.replace(/(\p{L})\1{2,}/gu, '$1').replace(/(\p{L})\1$/u, '$1'), token.replace(/(\p{L})\1{2,}/gu, '$1$1')]) if (held !== token && vocabulary.has(held)) return held;
  }
  if (known(token)) return token;
  const allowed = token.length <= 6 ? 1 : 2;
  // A word spelt as it sounds ('tekila', 'frooty', 'expreso', 'martiny') is closer than any slip of the fingers, and
  // may be one letter further off than a slip may.
  const key = soundKey(token);
  const sounds = soundsOf(vocabulary);
  let best: string | undefined;
  let bestSlips = allowed + 1;
  let bestRaw = 0;
  let tie = false;
  let tied: string[] = [];
  for (const word of vocabulary) {
    const alike = word.length >= 4 && sounds.get(word) === key;
    if (word.length < 3 || Math.abs(word.length - token.length) > allowed + (alike ? 1 : 0)) continue;
    const slipped = slips(token, word);
    // Two letters swapped ('mnit', 'rmu') is the likeliest slip of all: nearer than a letter left out or added ('mit').
    const swapped = slipped === 1 && word.length === token.length && distance(word, token) === 2;
    const s = alike && slipped <= allowed + 1 ? 0.5 + 0.01 * slipped : swapped ? 0.9 : slipped;
    // Words a slip away that start right, whether or not one is taken here: a neighbour may yet name a drink with one.
    // (One slip more than a word alone may have: the drink the neighbours then name is evidence enough, 'wiskey sower'.)
    if (near && slipped <= allowed + 1 && word[0] === token[0]) near.push(word);
    // Two slips only in a long word that starts right ('negorni', 'tequillla'), so 'stirred' does not become 'tired'.
    if (s === 2 && word[0] !== token[0]) continue;
    // A slip rarely falls on the first letter: 'each' is not 'beach', 'hot' not 'shot'; a sound-alike ('kachasa') or
    // the first two letters swapped ('ign' for 'gin') still counts.
    if (word[0] !== token[0] && !alike && !(word[0] === token[1] && word[1] === token[0])) continue;
    // In a four-letter word one letter for another is as likely another word, of this language or another, as a slip
    // ('vind', 'mind', 'cosa', 'hace'), even when the two keys are neighbours.
    if (token.length === 4 && word.length === 4 && !alike && s === 1 && [...token].filter((ch, i) => ch !== word[i]).length === 1) continue;
    if (s < bestSlips) {
      best = word;
      bestSlips = s;
      bestRaw = slipped;
      tie = false;
      tied = [];
    } else if (s === bestSlips && !(best && sameWordFamily(best, word))) {
      tie = true;
      tied.push(word);
    }
  }
  // A word in the past tense two slips from a word that is not ('crashed' and 'cashew', 'blessed' and 'bless') is the
  // guest's own verb, not a slip of a thing to wish for or rule out.
  if (best && bestSlips >= 2 && /[a-z]{3}ed$/.test(token) && !best.endsWith('ed')) return token;
  // A common English word is the guest's own word, never a slip of a reason not to drink: 'hall' is not 'halal', 'spill'
  // not 'pill'. (It may still be a slip of a taste or a drink: 'nothing sweat', 'tom collies'.)
  if (best && ENGLISH_WORDS.has(token) && REASON_WORDS.has(best)) return token;
  // Nor of anything two slips away, however it sounds: 'blister' is not 'bitter', 'queens' not 'keen'.
  if (best && bestRaw >= 2 && isMoreEnglishWord(token)) return token;
  if (best && !tie) return best;
  // (A tie between a word of this menu's drinks and words it does not pour, 'nigroni' as 'negroni' or 'nogroni': the
  // menu's.)
  const onTheMenu = best && menuWords ? [best, ...tied].filter((w) => menuWords.has(w)) : [];
  if (onTheMenu.length === 1) return onTheMenu[0]!;
  // Letters shuffled by fast thumbs beyond a slip or two ('neogrni'): the one word of six letters or more with the same
  // letters and the same first letter ('martni' is a slip of 'martini' first, not 'martin' shuffled).
  if (token.length >= 6 && !isMoreEnglishWord(token)) {
    const same = anagramsOf(vocabulary).get(anagramKey(token))?.filter((w) => w[0] === token[0] && w !== token);
    if (same?.length === 1) return same[0]!;
  }
  return token;
}

/** Words after which 'spirit' is a kind of drink asked for ('a spirit', 'the one spirit', 'strong spirits'), never a 'no'. */
const SPIRIT_SAID_AFTER: ReadonlySet<string> = new Set(['a', 'an', 'the', 'one', 'some', 'any', 'only', 'just', 'strong', 'good', 'nice', 'clear', 'brown', 'dark', 'white', 'neat', 'straight', 'your', 'best', 'favourite', 'favorite', 'of', 'with', 'plain', 'pure', 'local', 'fine', 'aged', 'premium', 'top', 'house', 'real', 'proper', 'hard', 'love', 'like', 'want', 'prefer', 'and', 'or']);
/** The words of the reasons not to drink ('halal', 'pill', 'pregnant', 'minor'). */
const REASON_WORDS: ReadonlySet<string> = new Set(ALCOHOL_FREE_PHRASES.flatMap((phrase) => phrase.split(/\s+/)).filter((w) => w.length >= 4));

/** Two forms of one word ('allergic', 'allergy'): a slip as close to both is a slip of that word either way. */
function sameWordFamily(a: string, b: string): boolean {
  return a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6);
}

/**
 * A word the slips above left alone (a four-letter word one letter off, or one as close to two words) is taken for a
 * word of the menu when the words beside it then name a drink of the menu: 'wiskey sowr' is the Whiskey Sour,
 * 'expresso martinee' the Espresso Martini, while 'cosa' alone stays Italian, not 'coca'.
 */
function fixInPhrase(tokens: string[], nearWords: ReadonlyMap<string, readonly string[]>, dictionary: PhraseDictionary<Term>, request: GuestRequest): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const near = nearWords.get(token);
    if (!near) continue;
    const namesDrink = (w: string) => {
      const tried = [...tokens.slice(0, i), w, ...tokens.slice(i + 1)];
      // (From up to three words before: a drink's name of three or four words, 'dark n stormu', 'dark and stormu'.)
      return [i - 3, i - 2, i - 1, i].some((from) => {
        const match = from >= 0 ? dictionary.matchAt(tried, from) : null;
        return match !== null && match.length >= 2 && from + match.length > i && match.values.some((v) => v.k === 'drink');
      });
    };
    // A correction already made stands when it names a drink with its neighbours, or when nothing else does.
    const corrected = request.corrected.findIndex(([, to]) => to === token);
    if (corrected >= 0 && namesDrink(token)) continue;
    const fits = near.filter((w) => w !== token && namesDrink(w));
    if (fits.length === 1) {
      if (corrected >= 0) request.corrected[corrected] = [request.corrected[corrected]![0], fits[0]!];
      else request.corrected.push([token, fits[0]!]);
      tokens[i] = fits[0]!;
      continue;
    }
    // Two slips in one drink's name ('dsrk n stormu'): this word and one of the next two, each a slip away, that name it
    // together, when only one pair does.
    if (fits.length > 1) continue;
    const pairs: Array<[number, string, string]> = [];
    for (let j = i + 1; j <= i + 2 && j < tokens.length; j++) {
      const other = nearWords.get(tokens[j]!);
      if (!other) continue;
      for (const w of near) {
        if (w === token) continue;
        for (const v of other) {
          if (v === tokens[j]) continue;
          const tried = [...tokens];
          tried[i] = w;
          tried[j] = v;
          const match = dictionary.matchAt(tried, i);
          if (match !== null && match.length > j - i && match.values.some((m) => m.k === 'drink')) pairs.push([j, w, v]);
        }
      }
    }
    if (pairs.length === 1) {
      const [j, w, v] = pairs[0]!;
      const original = (t: string) => request.corrected.find(([, to]) => to === t)?.[0] ?? t;
      request.corrected = request.corrected.filter(([, to]) => to !== token && to !== tokens[j]);
      request.corrected.push([original(token), w], [original(tokens[j]!), v]);
      tokens[i] = w;
      tokens[j] = v;
    }
  }
}

/**
 * The thing a one-word 'without' names ('sugarless' -> 'sugar', 'rumless' -> 'rum', 'nonrum' -> 'rum'), when the word
 * itself is unknown and the thing is one the reader can rule out; else null.
 */
function withoutCompound(token: string, dictionary: PhraseDictionary<Term>): string | null {
  if (token.length < 6 || dictionary.matchAt([token], 0)) return null;
  const m = /^(?:non|sin|sans|ohne|senza|sem)([a-z]{3,})$|^([a-z]{3,}?)(?:less|free|frei)$/.exec(token);
  const base = m ? (m[1] ?? m[2])! : null;
  return base && dictionary.lookup([base])?.some((t) => RULED_OUT.has(t.k)) ? base : null;
}
const RULED_OUT = new Set(['spirit', 'ingredient', 'allergen', 'dietary', 'category', 'alcohol', 'flavour']);

/** Kinds a comparative can be of: a flavour, a strength, a body ('smokier', 'stronger', 'lighter'). */
const COMPARABLE = new Set(['flavour', 'strength', 'lightBody']);
/**
 * The word a comparative compares ('smokier' -> 'smoky', 'sweeter' -> 'sweet', 'drier' -> 'dry', 'fruitier' ->
 * 'fruity', 'hotter' -> 'hot'), when the word itself is unknown and its base is a flavour, strength or body; else null.
 */
function comparativeBase(token: string, dictionary: PhraseDictionary<Term>): string | null {
  // The superlative says the same taste as the comparative ('the smokiest', 'the strongest', 'driest').
  const ending = token.endsWith('er') ? 2 : token.endsWith('est') && token.length >= 6 ? 3 : 0;
  if (token.length < 5 || ending === 0 || dictionary.matchAt([token], 0)) return null;
  const stemmed = token.slice(0, -ending);
  const candidates = token.endsWith('ier') || token.endsWith('iest') ? [`${token.slice(0, -(ending + 1))}y`] : [stemmed, `${stemmed}e`, stemmed.replace(/(.)\1$/, '$1')];
  for (const c of candidates) if (dictionary.lookup([c])?.some((t) => COMPARABLE.has(t.k))) return c;
  return null;
}

/** The taste a thing gives a drink, for things a guest rules out. */
const TASTE_OF_THING: Record<string, Flavour> = ownWords({ coffee: 'coffee', espresso: 'coffee', mint: 'minty', almond: 'nutty', amaretto: 'nutty', nut: 'nutty', hazelnut: 'nutty' });
const AND_WORDS = new Set(['and', 'y', 'e', 'et', 'und']);
const ARTICLES_IN_A_LIST = new Set(['al', 'la', 'el', 'los', 'las', 'le', 'les', 'au', 'aux', 'der', 'die', 'das', 'den', 'il', 'lo', 'alla', 'allo', 'o', 'a', 'ao', 'the', 'del', 'della']);
/** After a word the reader does not know, these keep a negation going into a list: 'anything except Jack or Jim Beam'. */
const LIST_GOES_ON = new Set(['or', 'nor']);
/** Words after an 'or' that reach on to anything of the next thing: 'or anything with', 'or something that has'. */
const OR_ANYTHING = new Set(['anything', 'something', 'stuff', 'things', 'whatever', 'drinks', 'drink', 'any', 'other', 'with', 'containing', 'that', 'has', 'have', 'made', 'using']);

/** Words that join or pad a list ('gin, vodka or rum please'). */
const ASKING = new Set(['a', 'an', 'some', 'one', 'just', 'maybe', 'rather', 'instead']);
const POLITE = new Set(['please', 'pls', 'plz', 'thanks', 'yes', 'ok', 'fine', 'porfa', 'bitte', 'svp']);
/** How fine a thing is said to be ('totally fine', 'really ok'), and the words that say it is welcome ('alcohol is great'). */
const FINE_DEGREE = new Set([...Object.keys(INTENSIFIERS), 'totally', 'completely', 'absolutely', 'perfectly', 'definitely', 'totes', 'more', 'all', 'so', 'generally', 'usually', 'normally', 'mostly', 'technically']);
const SAID_WELCOME = new Set(['okay', 'good', 'great', 'welcome', 'allowed', 'permitted', 'cool', 'alright', 'wonderful', 'encouraged', 'safe']);
const LIST_FILLER = new Set(['and', 'or', 'nor', 'also', 'either', 'please', 'pls', 'plz', 'thanks', 'too', 'any', 'the', 'a', 'an', 'of', 'plus']);

/** What a list can go on with: spirits with spirits, ingredients and allergens with each other, kinds, drinks (flavours never: 'no gin, citrusy'). */
const FAMILY: Partial<Record<Term['k'], string>> = { spirit: 'spirit', alcohol: 'spirit', ingredient: 'stuff', allergen: 'stuff', dietary: 'stuff', wineStyle: 'stuff', category: 'category', drink: 'drink' };

/**
 * A clause that points back at what the clause before ruled out, in the six languages: first ('same goes for vodka',
 * 'nor cachaca', 'tampoco vodka', 'lo mismo con el vodka', 'pareil pour la vodka', 'dasselbe gilt für Wodka', 'nemmeno
 * vodka', 'o mesmo vale pra vodka') or last ('mezcal too', 'vodka as well', 'rum either', 'el vodka tampoco', 'la vodka
 * non plus', 'Wodka auch nicht', 'vodka também não'), with a please or a thanks after it. The things it names, or
 * undefined when it does not point back.
 */
const POINTS_BACK_FIRST = new RegExp(
  String.raw`^(?:(?:and|y|e|et|und|but|pero|mais|aber|ma|mas) )?(?:and|also|plus|nor|tampoco|nemmeno|neanche|neppure|manco|ebenso|genauso|` +
    String.raw`(?:the )?same(?: goes?| deal| thing| story| applies| rule| again)?(?: for| with)|(?:ditto|likewise)(?: for| with)?|` +
    String.raw`lo mismo(?: pasa| va| vale)?(?: con| para| pa)|igual (?:con|para)|` +
    String.raw`pareil(?: pour| avec)?|(?:la )?meme chose(?: pour| avec)|de meme(?: pour)?|idem(?: pour| per| pra| para| for| fur| con)?|` +
    String.raw`(?:dasselbe|das gleiche|das selbe|gleiches)(?: gilt)?(?: fur| bei| mit)|` +
    String.raw`lo stesso(?: vale)?(?: per| con)|(?:la )?stessa cosa(?: per| con)|vale lo stesso per|` +
    String.raw`o mesmo(?: vale)?(?: pra| para| pro| com)|(?:a )?mesma coisa(?: pra| para| pro| com))(?: |$)`,
);
const POINTS_BACK_LAST = /(?:^| )(?:too|either|as well|also|tampoco|tambien|non plus|aussi|auch nicht|auch kein\w*|auch|nemmeno|neanche|neppure|anche|pure|tambem nao|tambem)$/;
/** Said around what a clause points back at: a please, a thanks, an article. */
const AROUND_POINTED = /^(?:please|pls|plz|thanks|thank|thx|ty|tho|though|tbh|lol|haha|porfa|por|per favore|svp|stp|bitte|merci|gracias|grazie|danke|obrigad[oa]|the|el|la|los|las|le|les|l|il|lo|gli|das|der|die|den|o|os|as)$/;
/** A clause that loves what was just named ('I love it', 'it's my favourite', 'me encanta', 'j'adore', 'lo adoro'). Folded words. */
const LOVES_IT = /^(?:(?:but|cause|because|bc|coz|as|since|pero|porque|mais|car|ma|perche|aber|weil|mas) )?(?:(?:i|we) )?(?:(?:really|just|totally|do|so) )?(?:love|luv|like|adore|dig|enjoy) (?:it|that|them|those|this)\b|^(?:it|its|that|thats)(?: s| is)? (?:my )?(?:fav\w*|favou?rite|the best)\b|^(?:me|lo|la|le) (?:encanta|encantan|gusta|adoro|amo)\b|^j (?:adore|aime)\b|^(?:lo|la) adoro\b|^mi piace\b|^ich (?:liebe|mag) (?:ihn|sie|es)\b|^eu (?:amo|adoro|gosto)\b/;
/** A thing asked for by its article, not pointed back at ('a margarita too', 'una cerveza también'). */
const ORDERED_BY_ARTICLE = /^(?:a|an|un|una|une|ein|eine|einen|um|uma)$/;
function pointedBack(tokens: readonly string[]): { things: string[]; polite: boolean } | undefined {
  let end = tokens.length;
  while (end > 0 && AROUND_POINTED.test(tokens[end - 1]!)) end--;
  const said = tokens.slice(0, end).join(' ');
  const first = POINTS_BACK_FIRST.exec(said)?.[0];
  const last = first ? undefined : POINTS_BACK_LAST.exec(said)?.[0];
  if (first === undefined && last === undefined) return undefined;
  // ('and vodka as well': pointed back at both ends.)
  const rest = first !== undefined ? said.slice(first.length).replace(POINTS_BACK_LAST, '') : said.slice(0, said.length - last!.length);
  return { things: rest.split(' ').filter((t) => t && !AROUND_POINTED.test(t)), polite: end < tokens.length && tokens.slice(end).some((t) => POLITE.has(t)) };
}
/** How many things of each family a request rules out, and the families that grew since. */
const ruledOutCounts = (r: GuestRequest) => ({ spirit: r.excludedSpirits.length, stuff: r.excludedIngredients.length, drink: r.excludedDrinks.length, category: r.excludedCategories.length });
function familiesRuledOut(r: GuestRequest, before: ReturnType<typeof ruledOutCounts>): string[] {
  const now = ruledOutCounts(r);
  return (Object.keys(now) as Array<keyof typeof now>).filter((k) => now[k] > before[k]);
}
const excludedCount = (r: GuestRequest) => r.excludedSpirits.length + r.excludedIngredients.length + r.excludedDrinks.length + r.excludedCategories.length;

const LIST_GOES_ON_OR_AND = new Set(['or', 'nor', 'and', 'plus']);

/** A clause that is only things of the same family as the negated list before the comma, joined by list words. */
function isBareList(said: readonly string[], dictionary: PhraseDictionary<Term>, families: readonly string[]): boolean {
  // ('no gin, coffee or tea for me': who the list is for ends it.)
  const forWhom = said.length > 2 && said[said.length - 2] === 'for' && /^(?:me|us|him|her|them|tonight|now)$/.test(said[said.length - 1]!);
  const tokens = forWhom ? said.slice(0, -2) : said;
  let content = 0;
  for (let i = 0; i < tokens.length; ) {
    // ('vodka or anything with tonic', 'cola, or lime in it': the words of 'anything with' after an 'or', and 'in it'.)
    const carried = OR_ANYTHING.has(tokens[i]!) && (LIST_GOES_ON.has(tokens[i - 1] ?? '') || OR_ANYTHING.has(tokens[i - 1] ?? ''));
    const trailing = /^(?:in|it|there|them)$/.test(tokens[i]!) && i >= tokens.length - 2;
    // ('no alcohol, coffee or tea': a thing the bar does not stock, as an item of the list, neither ends nor makes it.)
    const unstockedItem = LIST_GOES_ON_OR_AND.has(tokens[i - 1] ?? '') && (i === tokens.length - 1 || LIST_GOES_ON_OR_AND.has(tokens[i + 1]!)) && !dictionary.matchAt(tokens, i) && !COMMON_WORDS.has(tokens[i]!) && !STOP_WORDS.has(tokens[i]!);
    if (LIST_FILLER.has(tokens[i]!) || carried || trailing || unstockedItem) {
      i += 1;
      continue;
    }
    // ('no whisky, something clear': a 'something' asks.)
    if (tokens[i] === 'something') return false;
    const match = dictionary.matchAt(tokens, i);
    // (A drink from elsewhere is an item of a list of things ruled out: 'no anise, pastis, sambuca'.)
    const fromElsewhere = families.length > 0 && match?.values.some((v) => v.k === 'occasion' && Object.hasOwn(CLASSICS, v.key) && !OCCASIONS[v.key]!.character);
    if (!match || (!fromElsewhere && (!match.values.some((v) => families.includes(FAMILY[v.k] ?? '')) || match.values.some((v) => v.k === 'occasion' || v.k === 'like')))) return false;
    content += 1;
    i += match.length;
  }
  return content > 0;
}

/** The items of a bare list, each on its own. */
function splitList(tokens: readonly string[]): string[][] {
  const parts: string[][] = [[]];
  for (const t of tokens) {
    if (t === 'and' || t === 'or' || t === 'nor' || t === 'plus') parts.push([]);
    else if (!LIST_FILLER.has(t)) parts[parts.length - 1]!.push(t);
  }
  return parts.filter((p) => p.length > 0);
}

/**
 * A 'no' whose object is what was said before it: a pronoun ('none of that', 'skip it', 'sick of them'), a time ('not
 * tonight', 'hoy no'), or the thing's effect on the guest ('it hates me', 'does not agree with me').
 */
const BACK_REFERENCE_NO = new RegExp(
  [
    String.raw` (?:none|nothing|no more|not any|not much|neither) of (?:that|it|those|them|this|these|em)(?: stuff)? `,
    String.raw` (?:skip|avoid|hate|ditch|drop|pass on|sick of|tired of|done with|bored of|fed up with|over|off|not feeling|not in the mood for|not up for|can not do|can not have|can not drink|can not stand|can not bear|can not abide|can not stomach|can not handle|can not tolerate|loathe|detest|despise|not allowed|give|giving) (?:it|that|them|those|this|em)(?: stuff| one| tonight| today| anymore| again| a miss| for now| this time)? `,
    String.raw` (?:but |just |maybe |probably |prob |nah |no )?not (?:tonight|today|this time|anymore|any more|now|this evening|right now|for now|again)(?: though| tho)? `,
    // ('mezcal is basically tequila, so not that either', 'rum? not that one either')
    String.raw` (?:and |so |but )?(?:not|nor|none of) (?:that|it|those|them|this|that one|this one|em) (?:either|too|as well|neither)(?: please| thanks)? `,
    String.raw` (?:it|that|they|those|this stuff|that stuff) (?:hates? me|(?:does|doe|do) not agree with me|disagrees? with me|gives? me (?:a )?(?:headache|hangover|migraine)s?|makes? me (?:sick|ill)|is not my friend|and i do not get along) `,
    String.raw` (?:all|both|each|all of them|all of those|all three|the lot|none) (?:of them )?(?:are |is )?(?:a no|a hard no|out|off limits|a no go|banned|off the table|no go|gross|not for me) `,
    String.raw` (?:so )?(?:that s|that is|it s|it is|thats) (?:a )?(?:hard |big |firm |definite )?(?:pass|no|no go|nope) `,
    String.raw` i (?:always |just )?break out(?: in (?:hives?|a rash|spots?))? | (?:it |that )?(?:gives?|gave) me (?:[a-z]+ ){0,2}(?:hives|a rash|heartburn|migraines?|headaches?|hangovers?|reflux) | (?:it |that )?makes? me (?:[a-z]+ )?(?:sick|ill|gag) `,
    String.raw` (?:just )?the (?:thought|idea|smell|taste|sight) (?:of it )?makes? me (?:gag|sick|ill|shudder|heave|retch|want to throw up) `,
    String.raw` (?:hoy|esta noche|ahora) no | (?:pas|plus) ce soir | heute (?:abend )?nicht | (?:stasera|oggi) no | (?:hoje|esta noite) nao `,
  ].join('|'),
);

/** A clause that says what someone else is having ('my partner's going to have a pint', 'she's already got a beer'). */
const OTHERS_DRINK = new RegExp(
  String.raw`^(?:and |but |so |oh |while )?(?:(?:my|his|her|our) (?:partner|husband|hubby|wife|missus|boyfriend|girlfriend|bf|gf|friend|mate|sister|brother|mum|mom|dad|son|daughter|date|colleague|boss|other half|fiance|fiancee|buddy|pal)s?(?: s)?|she|he|they|she s|he s|they re|they are|she is|he is)` +
    String.raw` (?:(?:is|s|will|ll|are|re|already|just|probably|definitely|going to|gonna|i think|sticking to|sticking with|on)\s+)*(?:have|having|has|had|got|getting|gets|get|ordered|ordering|order|orders|drinks|drinking|loves|love|likes|like|wants|want|prefers|prefer|sticking to|sticking with|is on|on)\b`,
);
/** Said for both: another's wish is the guest's to meet too ('ideas for both of us', 'one for him and one for me'). */
const FOR_BOTH = /\b(?:both of us|for both|for the two of us|for us both|for him|for her|for them|for each|one for|something we can share|to share|we both|we re sharing|sharing)\b/;

interface Wishes {
  spirits: string[];
  drinks: GuestRequest['drinks'];
  ingredients: string[][];
  categories: GuestRequest['categories'];
  flavours?: Flavour[];
}

function wishMarks(r: GuestRequest): [number, number, number, number] {
  return [r.spirits.length, r.drinks.length, r.ingredients.length, r.categories.length];
}

/** Every wish and every thing ruled out, counted: a clause that changed none of them said nothing of its own. */
function wishCount(r: GuestRequest): number {
  return r.spirits.length + r.drinks.length + r.ingredients.length + r.excludedSpirits.length + r.excludedDrinks.length + r.excludedIngredients.length +
    r.categories.length + r.excludedCategories.length + r.flavours.size + r.avoidFlavours.size;
}

function wishesSince(r: GuestRequest, [spirits, drinks, ingredients, categories]: [number, number, number, number]): Wishes {
  return { spirits: r.spirits.slice(spirits), drinks: r.drinks.slice(drinks), ingredients: r.ingredients.slice(ingredients), categories: r.categories.slice(categories) };
}

/** Wishes that were someone else's, taken out of the guest's. */
function dropWishes(r: GuestRequest, wishes: Wishes): void {
  r.spirits = r.spirits.filter((s) => !wishes.spirits.includes(s));
  r.drinks = r.drinks.filter((d) => !wishes.drinks.includes(d));
  r.ingredients = r.ingredients.filter((i) => !wishes.ingredients.includes(i));
  r.categories = r.categories.filter((c) => !wishes.categories.includes(c));
}

function joinWishes(a: Wishes | null, b: Wishes): Wishes {
  return a ? { spirits: [...a.spirits, ...b.spirits], drinks: [...a.drinks, ...b.drinks], ingredients: [...a.ingredients, ...b.ingredients], categories: [...a.categories, ...b.categories] } : b;
}

/** The wishes of a clause, taken back and ruled out instead. */
/** The alcohol-free stand-ins for a grown-up's drink (alcohol-free gin, aperitif, beer) ruled out. */
function ruleOutStandIns(r: GuestRequest): void {
  for (const standIn of ALCOHOL_FREE_ITEM_MARKERS) if (!r.excludedIngredients.some((w) => w.join(' ') === standIn.join(' '))) r.excludedIngredients.push([...standIn]);
}

function ruleOutWishes(r: GuestRequest, wishes: Wishes, takenBack = true): void {
  // A kind of drink said no to by itself ('Wine? not for me'): all of that kind, the glass of Prosecco with the house
  // wines. Said with one of it ('red wine please... no, white'), the 'no' is that one's, and the kind is still wished.
  const kindAlone = wishes.drinks.length === 0 && wishes.ingredients.length === 0 && wishes.spirits.length === 0;
  dropWishes(r, kindAlone ? wishes : { ...wishes, categories: [] });
  if (kindAlone) r.excludedCategories.push(...wishes.categories.filter((c) => !r.excludedCategories.includes(c)));
  r.excludedSpirits.push(...wishes.spirits.filter((s) => !r.excludedSpirits.includes(s)));
  const named = wishes.drinks.filter((d) => d.mode !== 'partial').flatMap((d) => d.ids);
  r.excludedDrinks.push(...named);
  if (takenBack) (r.takenBack ??= []).push(...named);
  r.excludedIngredients.push(...wishes.ingredients);
  // ('something sweet - no, scratch that': the taste is taken back, and not wished for.)
  for (const flavour of wishes.flavours ?? []) {
    r.flavours.delete(flavour);
    r.avoidFlavours.set(flavour, Math.max(r.avoidFlavours.get(flavour) ?? 0, 1.2));
  }
}

/**
 * Reads one clause into the request. Returns the families of what it was ruling out when it ended ('no gin' ...:
 * ['spirit']; 'allergic to nuts': ['stuff']), so a bare list after a comma goes on; null otherwise.
 */
/** Digits typed for the letters they look like, in a word of letters and digits ('pr3gn4nt', '3gg', 'g1n'). */
const LEET: Record<string, string[]> = ownWords({ '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '8': ['b'], '9': ['g'] });
/** The word a token spells with digits for letters, when the reader knows it; undefined otherwise ('20cl', 'b52', '3pm'). */
function leetAsLetters(token: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (token.length < 3 || token.length > 24 || /[^a-z0-9]/.test(token) || /^\d+(?:st|nd|rd|th|ml|cl|dl|l|oz|pm|am|h|hr|hrs|min|x|k|yo|yr|yrs|s)$/.test(token)) return undefined;
  let spellings = [''];
  for (const c of token) {
    const as = LEET[c] ?? (/[a-z]/.test(c) ? [c] : undefined);
    if (!as) return undefined;
    spellings = spellings.flatMap((s) => as.map((a) => s + a)).slice(0, 16);
  }
  return spellings.find((w) => vocabulary.has(w));
}

/** Within two words of an unknown kind's name, 'like', 'such as' or 'e.g.' and then a thing this reader knows. */
function examplesAfter(tokens: readonly string[], at: number, dictionary: PhraseDictionary<Term>): boolean {
  for (let j = at + 1; j <= at + 3 && j < tokens.length; j++) {
    const word = tokens[j]!;
    const example = word === 'like' || word === 'eg' || word === 'including' || (word === 'such' && tokens[j + 1] === 'as');
    if (example) {
      const after = j + (word === 'such' ? 2 : 1);
      return (dictionary.matchAt(tokens, after)?.values ?? []).some((v) => CONTENT_KINDS.has(v.k));
    }
    if (dictionary.matchAt(tokens, j)) return false;
  }
  return false;
}

function readClause(tokens: string[], dictionary: PhraseDictionary<Term>, request: GuestRequest, allergyTalk = false): string[] | null {
  let ruling: string[] | null = null;
  let negation: { soft: boolean; count: number; lastKind?: string; lastFamilies?: string[]; examples?: boolean } | null = null;
  const clauseAllergy = tokens.some((t) => /^(?:aller|alerg|intoler|anaphyla)/.test(t));
  let cancelled = false;
  let likePending = 0;
  let degree = 1;

  for (let i = 0; i < tokens.length; ) {
    const match = dictionary.matchAt(tokens, i);
    if (!match) {
      const token = tokens[i]!;
      // 'no gin or anything with vodka', 'no mojito, or something with rum in it': after 'or', 'anything with' carries
      // the 'no' on to whatever comes next, of any kind.
      if (negation && negation.count > 0 && OR_ANYTHING.has(token) && (LIST_GOES_ON.has(tokens[i - 1] ?? '') || OR_ANYTHING.has(tokens[i - 1] ?? ''))) {
        i += 1;
        continue;
      }
      // Examples of what a hard 'no' ruled out are ruled out too: 'nothing salty like olives', 'no bitter stuff like Campari'.
      if (negation && negation.count > 0 && !negation.soft && (token === 'like' || (EXAMPLE_FILLERS.has(token) && tokens[i + 1] === 'like'))) {
        i += 1;
        continue;
      }
      if (negation && negation.count > 0 && !NEGATION_LIST_WORDS.includes(token) && !(ARTICLES_IN_A_LIST.has(token) && AND_WORDS.has(tokens[i - 1] ?? ''))) {
        // 'and' keeps a negation going only into more of the same: 'no gin and no vodka', 'without gin and vodka';
        // 'no vodka, anything with lime' wants the lime.
        // A name the reader does not know inside the list goes on too when more of the same follows it: 'no gin or
        // Absolut vodka', 'no rum or Kraken'.
        // ('y', 'e', 'et', 'und' left by the translation are 'and' too, and an article after it is skipped: 'alergia a
        // la menta y al jengibre'.)
        const listed = AND_WORDS.has(token) || LIST_GOES_ON.has(tokens[i - 1] ?? '');
        let ahead = i + 1;
        while (listed && ahead < tokens.length - 1 && ARTICLES_IN_A_LIST.has(tokens[ahead]!)) ahead++;
        const nextValues = listed ? (dictionary.matchAt(tokens, ahead)?.values ?? []) : [];
        const next = nextValues.find((v) => CONTENT_KINDS.has(v.k));
        // More of the same family goes on too, whatever a word's first reading: 'no amaretto or anything almondy' (a
        // drink's name and an ingredient, then an allergen and an ingredient).
        const sameFamily = nextValues.some((v) => FAMILY[v.k] !== undefined && negation!.lastFamilies?.includes(FAMILY[v.k]!));
        // (In a clause of an allergy, the list goes on through anything that can be ruled out: 'allergic to amaretto and
        // bourbon' is allergic to both, the ingredient and the spirit.)
        const allergyList = clauseAllergy && next !== undefined && RULED_OUT.has(next.k);
        if (!next || (next.k !== negation.lastKind && !sameFamily && !allergyList)) negation = null;
      } else if (negation && negation.count === 0 && !negation.soft && (examplesAfter(tokens, i, dictionary) || (negation.examples && (token === 'like' || EXAMPLE_FILLERS.has(token))))) {
        // A hard 'no' of a kind not known here, with examples after it: the examples are ruled out ('no root vegetables
        // like ginger', 'no herbs such as mint').
        negation.examples = true;
      } else if (negation && negation.count === 0 && !NEGATION_CONTINUERS.includes(token) && !STOP_WORDS.has(token) && token.length >= 3 && !LIST_GOES_ON.has(tokens[i + 1] ?? '')) {
        // 'no dairy, something with coffee': the negation was of a word not known here; it does not reach the coffee.
        // (A list of drinks from elsewhere after it is still ruled out: 'no anise, pastis, sambuca'.)
        if (!negation.soft && ruling === null) ruling = ['unknown'];
        negation = null;
      }
      if (!STOP_WORDS.has(token) && token.length >= 3 && !/^\d/.test(token)) request.freeWords.push(stem(token));
      if (likePending > 0) likePending--;
      i += 1;
      continue;
    }
    i += match.length;
    const control = match.values[0]!;
    if (control.k === 'canceller') {
      cancelled = true;
      continue;
    }
    if (control.k === 'negator') {
      if (cancelled) cancelled = false;
      else negation = { soft: control.soft, count: 0 };
      continue;
    }
    if (control.k === 'softener') {
      if (negation && negation.count === 0) negation.soft = true;
      // 'too bitter for me' is a complaint even without a 'not'.
      else if (!negation && TOO.has(tokens[i - 1]!)) negation = { soft: true, count: 0 };
      continue;
    }
    if (control.k === 'like') {
      // Examples of what was ruled out are ruled out too: 'nothing salty such as olives'.
      if (negation && (negation.count > 0 || negation.examples) && !negation.soft) continue;
      likePending = 4;
      continue;
    }
    if (control.k === 'degree') {
      degree = control.factor;
      continue;
    }
    // 'spicy tacos', 'sweet Thai food': a taste said of the food is not a wish for the drink (the food is the occasion).
    if (!negation && match.values.every((v) => v.k === 'flavour') && dictionary.matchAt(tokens, i)?.values.some((v) => v.k === 'origin')) {
      degree = 1;
      continue;
    }
    // In a clause about an allergy, a product named by its allergen is ruled out too ('Eiweiß vertrage ich nicht': egg white).
    const allergenProduct = clauseAllergy && match.values.some((v) => v.k === 'ingredient' && v.words.some((w) => Object.hasOwn(ALLERGEN_WORDS, w)));
    // ('Spirits are fine', 'alcohol is ok': allowed, so a wish.)
    // ('Alcohol itself is fine', 'spirits as such are ok'.)
    const fineAt = /^(?:itself|themselves|as such|in general|generally|too|also)$/.test(tokens[i] ?? '') ? i + 1 : i;
    // ('Alcohol is totally fine', 'alcohol's absolutely ok', 'booze really fine', 'alcohol is great'.)
    const verbAt = /^(?:is|are|s)$/.test(tokens[fineAt] ?? '') ? fineAt + 1 : fineAt;
    const wordAt = FINE_DEGREE.has(tokens[verbAt] ?? '') ? verbAt + 1 : verbAt;
    // (Said with its verb only: 'leave out the alcohol really good thanks' is no wish.)
    const saidFine = verbAt > fineAt && (POLITE.has(tokens[wordAt] ?? '') || SAID_WELCOME.has(tokens[wordAt] ?? ''));
    // (In talk of an allergy, a thing said to be fine is no thing ruled out: 'coeliac; distilled spirits are generally fine'.)
    // (Nor a kind of spirit, which no allergy is to: 'I have a nut allergy. Maybe a clear spirit?' asks for one.)
    const negated = negation ? (negation.soft ? 'soft' : 'hard') : (allergyTalk && !saidFine && match.values.some((v) => v.k === 'allergen' && !v.spirits)) || allergenProduct ? 'hard' : null;
    // 'Alcohol' is a wish for it only after a word that makes it one ('with alcohol', 'lots of alcohol'); after a
    // word this reader does not know ('zonder alcohol', 'bez alkoholu') it may well be a 'without'.
    // ('Alcohol please', alone in its clause, is asked for.)
    const askedAlone = i - match.length === 0 && POLITE.has(tokens[i] ?? '') && tokens.length <= i + 2;
    // ('An alcoholic drink', 'the cheapest alcoholic one', 'ein alkoholisches Getränk': the adjective on a drink is the wish.)
    const saidOfADrink = tokens[i - 1] === 'alcoholic' && DRINK_NOUN_AFTER.has(tokens[i] ?? '');
    // ('Alcohol for me', 'booze for us': asked for, for the guest.)
    // (Not one the guest goes on to refuse: 'alcohol for me? not tonight', '... would be a bad idea', 'oui alcool
    // interdit pour moi'.)
    const refusedAfter = tokens.slice(i, i + 7).some((t) => REFUSED_AFTER.has(t));
    const forTheGuest = tokens[i] === 'for' && /^(?:me|us|myself|ourselves)$/.test(tokens[i + 1] ?? '') && !refusedAfter;
    // ('Low in alcohol', 'light on alcohol', 'less alcohol': how much of it, a strength read on its own, no doubt.)
    const howMuch = /^(?:in|on)$/.test(tokens[i - match.length - 1] ?? '') ? tokens[i - match.length - 2] : tokens[i - match.length - 1];
    const saidAmount = /^(?:low|lower|lowest|light|lighter|less|little|reduced|minimal|moderate)$/.test(howMuch ?? '');
    // ('A spirit please', 'spirits only', 'the one spirit that gets me messy': a spirit after a word of English, or first,
    // is a kind of drink; only after a word this reader does not know may it be a 'without'.)
    const before = tokens[i - match.length - 1];
    const spiritSaidPlainly =
      /^(?:spirits?|liquors?)$/.test(tokens[i - 1] ?? '') && (before === undefined || SPIRIT_SAID_AFTER.has(before)) && !/^(?:drop|hold|skip|ditch|lose|avoid|avoiding|no|zero|without|minus|nix|cut|less|none|not|never)$/.test(tokens[i - match.length - 2] ?? '');
    if (control.k === 'alcohol' && !negated && !askedAlone && !saidFine && !saidOfADrink && !saidAmount && !forTheGuest && !spiritSaidPlainly && !(wishedBefore(tokens, i - match.length) && !(YES_WORDS.has(tokens[i - match.length - 1] ?? '') && refusedAfter))) {
      request.alcoholInDoubt = true;
      degree = 1;
      continue;
    }
    // A thing ruled out hard (nuts for an allergy) is left out of the drinks: its taste is no wish to avoid as well, so no
    // reason says 'not too nutty'.
    const ruledOutThing = negated === 'hard' && match.values.some((v) => v.k === 'allergen' || v.k === 'ingredient');
    // A taste ruled out of a kind ('no bitter beer', 'kein bitteres Bier', 'nothing sweet wine'): the taste goes, the kind
    // is still wished for.
    const kindAfter = negation && match.values.every((v) => v.k === 'flavour') ? dictionary.matchAt(tokens, i) : null;
    if (kindAfter && kindAfter.values.some((v) => v.k === 'category') && kindAfter.values.every((v) => v.k === 'category' || v.k === 'drink')) {
      for (const term of match.values) apply(term, negated, degree, false, request);
      for (const term of kindAfter.values) if (term.k === 'category') apply(term, null, 1, false, request);
      i += kindAfter.length;
      negation = null;
      degree = 1;
      continue;
    }
    // A kind of drink ruled out by the name of one of its kind ('a beer, but not the stout', 'no red wine', 'no rosé')
    // rules out that one, not the whole kind.
    const namesOne = negated !== null && match.values.some((v) => (v.k === 'drink' && v.exact) || v.k === 'wineStyle' || v.k === 'ingredient');
    for (const term of match.values) {
      if (ruledOutThing && term.k === 'flavour') continue;
      if (namesOne && term.k === 'category') continue;
      apply(term, negated, degree, likePending > 0, request);
    }
    if (negation) {
      negation.count++;
      negation.lastKind = control.k;
      negation.lastFamilies = match.values.map((v) => FAMILY[v.k]).filter((f): f is string => f !== undefined);
    }
    // What was last ruled out, by a hard 'no' or as an allergy ('nut allergy', 'allergic to nuts'): every family the
    // word belongs to ('tonic' is a drink's name and an ingredient: 'I dislike tonic, soda water, cola' goes on).
    const families = [...new Set(match.values.map((v) => FAMILY[v.k]).filter((f): f is string => f !== undefined))];
    if (families.length) ruling = (negated === 'hard' || match.values.some((v) => v.k === 'dietary')) ? families : null;
    // ('no alcohol, coffee or tea': the list goes on saying no after a 'no alcohol' too.)
    else if (match.values.some((v) => v.k === 'alcoholFree') && /^(?:no|zero|without|sin|sans|ohne|senza|sem|kein)$/.test(tokens[i - match.length] ?? '')) ruling = ['spirit'];
    degree = 1;
  }
  return negation?.soft ? null : ruling;
}

/**
 * The kind of drink a setting brings ('the match', 'a barbecue': a beer; 'with dinner': a glass of wine) stands only
 * while the guest asks for nothing the setting does not already say: a taste of their own or of another occasion
 * ('freezing out there after the match, something warming'), a strength, a spirit, a drink or a thing to have in it
 * is the wish, and the setting only its background.
 */
function settingKinds(r: GuestRequest): void {
  const painted = r.occasionTaste ?? [];
  for (const o of painted) {
    if (!o.setting) continue;
    const own = o.own ?? new Set<Flavour>();
    const otherTaste =
      [...(r.tasteSaid ?? [])].some((f) => !own.has(f)) ||
      painted.some((p) => p !== o && !p.setting && p.strength === 'strong');
    const named = r.spirits.length + r.drinks.length + r.ingredients.length + r.occasionIngredients.length + r.occasionSpirits.length > 0;
    if (!otherTaste && !named && !(r.strength && r.strength.weight > 0.5)) r.categories.push(o.setting);
  }
}

/** The words of a wish for a colourful drink, any colour. */
const COLOURFUL = new Set(['colourful', 'colorful']);

function apply(term: Term, negated: 'soft' | 'hard' | null, degree: number, like: boolean, r: GuestRequest): void {
  const avoidWeight = negated === 'soft' ? 0.6 : 1.2;
  switch (term.k) {
    case 'flavour': {
      if (negated) {
        r.avoidFlavours.set(term.flavour, Math.max(r.avoidFlavours.get(term.flavour) ?? 0, avoidWeight * Math.max(term.weight, 0.7)));
        // A taste ruled out outright is no wish any more ('something sweet - no, nothing sweet').
        if (negated === 'hard') r.flavours.delete(term.flavour);
        // Not sweet is dry.
        if (term.flavour === 'sweet' && negated === 'hard') r.flavours.set('dry', Math.max(r.flavours.get('dry') ?? 0, 0.3));
        // Nothing fizzy at all ('my stomach can't take anything fizzy', 'no bubbles'): nothing carbonated, the beers too.
        if (term.flavour === 'bubbly' && negated === 'hard') for (const thing of FIZZY_THINGS) if (!r.excludedIngredients.some((x) => x.join(' ') === thing.join(' '))) r.excludedIngredients.push([...thing]);
      } else {
        r.flavours.set(term.flavour, Math.max(r.flavours.get(term.flavour) ?? 0, term.weight * degree));
        (r.tasteSaid ??= new Set()).add(term.flavour);
        for (const occasion of r.occasionTaste ?? []) occasion.flavours.delete(term.flavour);
      }
      return;
    }
    case 'strength': {
      const level = negated ? (term.level === 'strong' ? 'light' : 'strong') : term.level;
      const weight = negated === 'soft' ? 0.6 : term.weight * degree;
      if (!r.strength || weight > r.strength.weight) r.strength = { level, weight };
      return;
    }
    case 'lightBody':
      if (!negated) for (const f of ['rich', 'creamy'] as const) r.avoidFlavours.set(f, Math.max(r.avoidFlavours.get(f) ?? 0, 0.5));
      return;
    case 'spirit':
      (negated ? r.excludedSpirits : r.spirits).push(term.spirit);
      return;
    case 'category':
      (negated ? r.excludedCategories : r.categories).push(term.category);
      return;
    case 'wineStyle':
      if (negated) r.excludedIngredients.push(term.words);
      else {
        r.categories.push('wine');
        r.ingredients.push(term.words);
      }
      return;
    case 'alcoholFree':
      if (negated) r.wantsAlcohol = true;
      else r.alcoholFree = true;
      return;
    case 'alcohol':
      if (negated === 'hard') r.alcoholFree = true;
      else if (negated === 'soft') r.strength = { level: 'light', weight: 0.8 };
      else r.wantsAlcohol = true;
      return;
    case 'cheap':
      if (!negated) r.cheap = true;
      return;
    case 'serve':
      (negated ? (r.avoidServe ??= new Set()) : (r.serve ??= new Set())).add(term.serve);
      return;
    case 'occasion': {
      if (negated) return;
      const occasion = OCCASIONS[term.key]!;
      // 'Something colourful' is the guest's own wish for a drink of colour, as 'something pink' is: weighed as a colour,
      // over the drinks an occasion brings (the bride's bubbly).
      if (COLOURFUL.has(term.key)) {
        (r.colourIngredients ??= []).push(...(occasion.ingredients ?? []));
        return;
      }
      if (Object.hasOwn(CLASSICS, term.key)) {
        r.namedClassic = true;
        // (A drink from elsewhere the answer says it does not have: 'a pisco sour', 'michelada'.)
        if (!occasion.character) (r.classicsNamed ??= []).push(term.key);
      }
      const setting = occasion.category && !occasion.ingredients && !Object.hasOwn(CLASSICS, term.key) ? occasion.category : undefined;
      const painted = {
        flavours: new Set<Flavour>(),
        strength: occasion.strength,
        setting,
        own: new Set(Object.keys(occasion.flavours) as Flavour[]),
        leading: new Set((Object.entries(occasion.flavours) as Array<[Flavour, number]>).filter(([, weight]) => weight >= 0.5).map(([flavour]) => flavour)),
      };
      (r.occasionTaste ??= []).push(painted);
      for (const [flavour, weight] of Object.entries(occasion.flavours) as Array<[Flavour, number]>) {
        if (!r.flavours.has(flavour)) painted.flavours.add(flavour);
        r.flavours.set(flavour, Math.max(r.flavours.get(flavour) ?? 0, weight));
      }
      if (occasion.strength && !r.strength) r.strength = { level: occasion.strength, weight: 0.5, painted: true };
      if (occasion.noAlcohol) r.noAlcoholWished = true;
      // (A setting's kind of drink, the beer of 'the match', waits for the whole request: see settingKinds.)
      if (occasion.category && !setting) r.categories.push(occasion.category);
      // Only the ingredients this bar has: 'celebrate' asks for whichever sparkling wine is on the menu.
      if (occasion.ingredients) r.occasionIngredients.push(...occasion.ingredients);
      if (occasion.serve) (r.occasionServe ??= new Set()).add(occasion.serve);
      return;
    }
    case 'origin': {
      const origin = ORIGINS[term.key]!;
      // 'Nothing Mexican', 'nothing from Mexico', 'no Italian stuff': that place's spirits and things ruled out.
      if (negated) {
        if (!COLOURS.has(term.key)) {
          for (const spirit of origin.spirits ?? []) if (!r.excludedSpirits.includes(spirit)) r.excludedSpirits.push(spirit);
          r.excludedIngredients.push(...(origin.ingredients ?? []));
        }
        // 'Wine, but not red', 'not the red one': no red wine (a colour ruled out rules out the wine of that colour).
        else if (term.key === 'red') r.excludedIngredients.push(['red', 'wine']);
        return;
      }
      r.occasionSpirits.push(...(origin.spirits ?? []));
      if (COLOURS.has(term.key)) {
        (r.colourIngredients ??= []).push(...(origin.ingredients ?? []));
        (r.colours ??= []).push(term.key);
      }
      else r.occasionIngredients.push(...(origin.ingredients ?? []));
      return;
    }
    case 'dietary':
      for (const w of term.words) r.excludedIngredients.push(w.split(' '));
      return;
    case 'allergen':
      if (negated) for (const w of term.words) r.excludedIngredients.push(w.split(' '));
      // ('Something brown and stirred': the spirits of the kind are wished.)
      else if (term.wish) r.spirits.push(...term.wish);
      // (A food said with no 'no', 'anything with coconut': kept for the things only drinks out of stock hold.)
      else (r.foodsSaid ??= []).push(...term.words);
      return;
    case 'drink':
      if (negated) {
        if (term.exact) r.excludedDrinks.push(...term.ids);
      } else r.drinks.push({ ids: term.ids, mode: !term.exact ? 'partial' : like ? 'like' : 'this' });
      return;
    case 'ingredient':
      (negated ? r.excludedIngredients : r.ingredients).push(term.words);
      return;
    default:
      return;
  }
}

/** No money at all: 'budget is zero', 'zero budget', 'I have $0', '$0, free drink?', 'budget £0', 'no money at all', "what's free", 'anything for free'. */
const ZERO_BUDGET = /(?:^|[^\d.,])[$\u20ac\u00a3\u00a5]\s*0(?:[.,]0{1,2})?(?!\d|[.,]\d)(?![^.!?]{0,20}\b(?:fee|fees|charge|charges|service|delivery|tip|tips|deposit|corkage|cover|off|discount|extra|surcharge|markup)\b)|\b(?:budget|money|cash|wallet)\s+(?:is\s+|of\s+)?[$\u20ac\u00a3\u00a5]?\s*(?:zero|0|nil|nothing|empty)\b(?![.,]\d*[1-9])|\b(?:zero|0)\s+(?:budget|dollars|euros|pounds|bucks|money at all)\b|\bno\s+(?:dollars|euros|pounds|bucks|money at all)\b|\bno budget\b(?!(?![^.!?]{0,40}\b(?:left|remaining|broke|skint|nothing|free|cheapest|water|afford|at all|whatsoever|zero)\b)[^.!?]{0,30}\b(?:go wild|splash out|anything goes|sky s the limit|skys the limit|sky is the limit|no limit|money is no object|whatever it costs|spare no expense|spoil me|top shelf|most expensive|priciest)\b)|\bi have\s+(?:\$\s*)?0\b|\bwhat\s+is\s+free\b|\bwhat s free\b|\b(?:anything|something|drinks?)\s+for\s+free\b|\b(?:any|some|a|the|get)\s+free drinks?\b/;
/** A spirit said to be the only one ('scotch only', 'I only drink gin', 'just rum', 'nothing but tequila', 'gin or vodka only'). */
const ONLY_SPIRIT = /\b(?:only|just|nothing but|strictly|exclusively)\s+(?:drink\s+|have\s+|want\s+)?([a-z]+(?:\s+(?:or|and|&)\s+[a-z]+)?)\b(?!\s+(?:one|a|the|for|because|since))|\b([a-z]+(?:\s+(?:or|and|&)\s+[a-z]+)?)\s+only\b/g;

/**
 * An exception said to what a ruled-out group covers: 'no whisky except bourbon', "nothing fizzy - prosecco's fine", 'no
 * rum unless it's dark rum'.
 */
const EXCEPTION_SAID = new RegExp(
  String.raw`\b(?:${EXCEPT_WORDS.join('|')}|unless(?: it(?:'s| is| s)| its| they(?:'re| are| re))?)\s+(?:the |a |an |for |el |la |le |il |o |der |den )?([a-z]+(?: [a-z]+)?)|\b([a-z]+(?: [a-z]+)?)(?:\s*['\u2019]s|\s+(?:is|s|are|ist|es|est|e|sind))\s+(?:(?:the|an|my|one|la|l|die|eine|la unica|l unica|the only) )?(?:${[...FINE_WORDS, ...FINE_WORDS_ABROAD].join('|')}|exception|ausnahme|excepcion|eccezione|excecao)\b`,
  'g',
);
/** The kinds of rum a bar's stock names ('White Rum', 'Dark Rum'), by the word that tells them apart. */
const RUM_KINDS = ['dark', 'white', 'light', 'silver', 'aged', 'spiced', 'gold', 'golden'];
/** What a guest rules out first, before an exception to it ('no', 'nothing', 'not a ... person', 'hate'). */
const RULED_OUT_BEFORE = /\b(?:no|not|nothing|never|none|without|hate|dislike|can not stand|do not like|avoid)\b/;

/**
 * A thing a ruled-out group covers that the guest says is fine ('not a whisky person, but bourbon is the exception',
 * 'nothing fizzy except prosecco'): that one thing is lifted from the group and wished for; the rest of the group stays
 * ruled out. Never an allergen, and never a thing ruled out by its own name ('anything except gin' keeps gin out).
 */
function liftExceptions(request: GuestRequest, rest: string, menu: readonly DrinkProfile[], allergyTalk: boolean): void {
  // (An allergy has no exceptions the reader may take on trust.)
  if (!RULED_OUT_BEFORE.test(rest) || allergyTalk) return;
  for (const m of rest.matchAll(EXCEPTION_SAID)) {
    const said = (m[1] ?? m[2])!;
    // (Only after a thing was ruled out: 'except' opening a request is 'anything but'.)
    if (!RULED_OUT_BEFORE.test(rest.slice(0, m.index))) continue;
    const ownName = (thing: string) => new RegExp(String.raw`\b(?:no|not|without|nothing with|never|hate|avoid|except)\s+(?:the |any |a |an )?${thing}`).test(rest.slice(0, m.index + m[0].length).replace(m[0], ''));
    // A kind of a spirit ruled out whole ('no rum unless it's dark rum'): that kind stays, the spirit's other kinds go.
    const kind = /^(dark|white|light|silver|aged|spiced|gold|golden) (rum)$/.exec(said);
    if (kind && request.excludedSpirits.includes(kind[2]!) && !ownName(said)) {
      request.excludedSpirits = request.excludedSpirits.filter((x) => x !== kind[2]);
      for (const other of RUM_KINDS.filter((k) => k !== kind[1])) if (!request.excludedIngredients.some((x) => x.join(' ') === `${other} rum`)) request.excludedIngredients.push([other, 'rum']);
      if (!request.ingredients.some((x) => x.join(' ') === said)) request.ingredients.push(said.split(' '));
      const excepted = (request.excepted ??= { spirits: [], families: [], things: [] });
      excepted.families.push(kind[2]!);
      excepted.things.push(said);
      continue;
    }
    for (const word of said.split(' ')) {
      const spirit = spiritNamed(word);
      const family = spirit ? spiritLineage(spirit).slice(1).find((x) => request.excludedSpirits.includes(x)) : undefined;
      if (spirit && family && !ownName(word)) {
        // The family's other members stay out: 'no whisky except bourbon' still rules out rye and Scotch.
        const others = Object.keys(SPIRITS).filter((key) => key !== family && spiritLineage(key).includes(family) && !spiritLineage(key).includes(spirit) && !spiritLineage(spirit).includes(key));
        request.excludedSpirits = [...new Set([...request.excludedSpirits.filter((x) => x !== family && x !== spirit), ...others])];
        if (!request.spirits.includes(spirit)) request.spirits.push(spirit);
        // (What the 'no' took with it of the excepted spirit stays in: 'no whisky except smoky Scotch' keeps the Islay
        // malt, 'no whiskey, except Islay' the Islay neat.)
        const ofTheSpirit = (said: readonly string[]) => said.some((w) => {
          const named = spiritNamed(w);
          return named !== undefined && spiritLineage(named).includes(spirit);
        });
        request.excludedIngredients = request.excludedIngredients.filter((x) => !ofTheSpirit(x));
        request.excludedDrinks = request.excludedDrinks.filter((id) => !fold(menu.find((d) => d.id === id)?.name ?? '').includes(word) || ownName(word));
        const excepted = (request.excepted ??= { spirits: [], families: [], things: [] });
        excepted.spirits.push(spirit);
        excepted.families.push(family);
        continue;
      }
      const thing = request.excludedIngredients.find((x) => x.length === 1 && x[0] === word);
      const allergen = (['egg', 'nuts', 'dairy', 'gluten', 'soy', 'sesame', 'shellfish'] as const).some((a) => ALLERGENS[a].some((x) => word.startsWith(x)));
      if (!thing || allergen || ownName(word)) continue;
      request.excludedIngredients = request.excludedIngredients.filter((x) => x !== thing);
      // (A drink named for it was read as ruled out along with the rest: 'except prosecco' is the Glass of Prosecco too;
      // but not one ruled out by its own name: 'tonic itself is fine, just not gin and tonic' keeps the Gin & Tonic out.)
      const byOwnName = (name: string) => new RegExp(String.raw`\b(?:no|not|without|never|hate|avoid|except|but)\s+(?:the |any |a |an |another |more )?${words(name.replace(/&/g, ' and ')).join(' ')}\b`).test(rest);
      request.excludedDrinks = request.excludedDrinks.filter((id) => {
        const name = menu.find((d) => d.id === id)?.name ?? '';
        return !fold(name).includes(word) || byOwnName(name);
      });
      if (!request.ingredients.some((x) => x.join(' ') === word)) request.ingredients.push([word]);
      (request.excepted ??= { spirits: [], families: [], things: [] }).things.push(word);
    }
  }
}


