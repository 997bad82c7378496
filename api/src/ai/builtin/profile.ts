import { ML_PER_UNIT, type Recipe, type RecipeCategory } from '@bar/domain';
import type { StockItem } from '../port';
import { FLAVOURS, FLAVOUR_LEXICON, type Flavour, type FlavourProfile } from '../lexicon/flavours';
import { ALCOHOL_FREE_ITEM_MARKERS, DEFAULT_ABV_BY_CATEGORY, INGREDIENT_LEXICON, ML_PER_CONTAINER } from '../lexicon/ingredients';
import type { Serve } from '../lexicon/requests';
import { SPIRITS } from '../lexicon/spirits';
import { clamp, stem, words } from '../text';
import { PhraseDictionary } from './phrases';

export type { StockItem };

/** What the AI bartender knows about one inventory item. */
export interface ItemKnowledge {
  item: StockItem;
  words: string[];
  flavours: FlavourProfile;
  /** Percent; undefined when nothing says (an 'other' item the lexicon does not know). */
  abv: number | undefined;
  potency: number;
  /** The base spirit family ('bourbon'), if it is one; also for alcohol-free alternatives ('gin'). */
  spirit?: string;
  /** Named as an alcohol-free product ('Non-Alcoholic Gin Alternative'). */
  namedAlcoholFree: boolean;
  /** How a reason names it: 'fresh lime juice', 'London dry gin'. */
  label: string;
}

const includesAll = (haystack: readonly string[], needles: readonly string[]) => needles.every((n) => haystack.includes(n));

const PROPER_NAMES = /\b(london|islay|scotch|campari|aperol|angostura|cointreau|prosecco|cognac|kentucky|mexican|italian|jamaican|cuban)\b/g;

/** The label of an item for a sentence: 'Fresh Lime Juice' -> 'fresh lime juice', 'IPA (330 ml bottle)' -> 'IPA'. */
export function itemLabel(name: string): string {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .split(/\s+/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ')
    .replace(PROPER_NAMES, (m) => m[0]!.toUpperCase() + m.slice(1));
}

const itemCache = new WeakMap<object, ItemKnowledge>();

/** Reads an inventory item through the lexicon: flavours, strength, spirit family. */
export function knowItem(item: StockItem): ItemKnowledge {
  const cached = itemCache.get(item);
  if (cached) return cached;
  const w = words(item.name);
  const matching = INGREDIENT_LEXICON.filter((entry) => includesAll(w, entry.words));
  // A generic entry ('vermouth') gives way to a more specific one that contains it ('sweet vermouth').
  const specific = matching.filter((entry) => !matching.some((other) => other !== entry && other.words.length > entry.words.length && includesAll(other.words, entry.words)));
  const flavours: FlavourProfile = {};
  for (const entry of specific) {
    for (const [flavour, level] of Object.entries(entry.flavours) as Array<[Flavour, number]>) flavours[flavour] = Math.max(flavours[flavour] ?? 0, level);
  }
  const namedAlcoholFree = ALCOHOL_FREE_ITEM_MARKERS.some((marker) => includesAll(w, marker));
  const withAbv = specific.filter((e) => e.abv !== undefined).sort((a, b) => b.words.length - a.words.length || (b.abv ?? 0) - (a.abv ?? 0));
  let abv: number | undefined = item.abv;
  if (abv === undefined && namedAlcoholFree) abv = 0;
  if (abv === undefined) abv = withAbv[0]?.abv;
  if (abv === undefined) abv = DEFAULT_ABV_BY_CATEGORY[item.category];
  // Liqueurs and spirits the lexicon does not know still count as spirits.
  if (abv === undefined && /liqueur|spirit|schnapps|brandy|vermouth|wine|sherry|port\b/i.test(item.name)) abv = 20;
  let spirit: string | undefined;
  for (const [key, entry] of Object.entries(SPIRITS)) {
    if (!entry.itemWords.some((iw) => includesAll(w, iw))) continue;
    // The most specific family wins: bourbon over whisky.
    if (!spirit || SPIRITS[key]?.parent === spirit) spirit = key;
  }
  const potency = Math.max(...specific.map((e) => e.potency ?? 1), specific.length ? 0 : 1);
  const knowledge: ItemKnowledge = { item, words: w, flavours, abv, potency: specific.length ? potency : 1, namedAlcoholFree, label: itemLabel(item.name), ...(spirit ? { spirit } : {}) };
  itemCache.set(item, knowledge);
  return knowledge;
}

/** Millilitres of liquid in a quantity of an item (0 for garnishes counted in pieces). */
export function liquidMl(quantity: number, unit: string, itemName: string): number {
  const perUnit = ML_PER_UNIT[unit as keyof typeof ML_PER_UNIT];
  if (perUnit !== undefined) return quantity * perUnit;
  const container = ML_PER_CONTAINER[unit];
  if (container !== undefined) {
    const stated = /(\d+(?:\.\d+)?)\s*ml/i.exec(itemName);
    return quantity * (stated ? Number(stated[1]) : container);
  }
  return 0;
}

/** How much an amount of an ingredient flavours the drink, from a pinch (0.15) to a long pour (1.6). */
function amountWeight(quantity: number, unit: string, ml: number): number {
  if (ml > 0) return clamp(Math.sqrt(ml / 30), 0.15, 1.6);
  const perPiece: Record<string, number> = { leaf: 0.1, sprig: 0.4, wedge: 0.3, slice: 0.3, piece: 0.3, g: 0.3 };
  return clamp(quantity * (perPiece[unit] ?? 0.3), 0.1, 1);
}

export interface ProfiledIngredient {
  knowledge: ItemKnowledge;
  quantity: number;
  unit: string;
  ml: number;
  weight: number;
}

/** A drink as the AI bartender understands it. */
export interface DrinkProfile {
  id: string;
  name: string;
  category: RecipeCategory;
  price: number;
  description: string;
  flavours: Record<Flavour, number>;
  /** The base spirits by their share of the drink's alcohol: [{ spirit: 'tequila', share: 0.8 }]. */
  spirits: Array<{ spirit: string; share: number }>;
  /** Estimated percent alcohol by volume of the served drink, before dilution. */
  abv: number;
  alcoholMl: number;
  /** How much is in the glass, in ml, before ice and dilution; undefined when an ingredient's amount is not known. */
  volumeMl: number | undefined;
  /** 0 (no alcohol) to 1 (a spirit-forward short drink). */
  strength: number;
  /** The share of what is in the glass that is spirits, liqueurs, vermouths and wine (15% or more): 1 for a Manhattan, 0.75 for a Margarita. */
  boozeShare: number;
  /** Every ingredient is known to carry at most 0.5% alcohol. */
  alcoholFree: boolean;
  ingredients: ProfiledIngredient[];
  /** Stems of the name, the description and the method ('stirred' -> 'stir'), for requests the lexicon does not cover. */
  textWords: Set<string>;
  /** How the method makes and serves it: stirred or shaken, served up (no ice in the glass) or on the rocks. */
  serve: ReadonlySet<Serve>;
  /** For a drink that cannot be made now: the ingredients the stock is short of ('Coconut cream'). */
  missing?: readonly string[];
}

/** How a drink is made and served, from its method and description ('Stir ... in a mixing glass', 'Strain into a chilled coupe'). */
export function serveOf(category: string, name: string, text: string): Set<Serve> {
  const method = text.toLowerCase();
  const serve = new Set<Serve>();
  // A gentle stir after topping a highball is no stirred drink.
  if (/\bstir(?:red)?\b(?![^.]*\b(?:gently|once|briefly|to mix))[^.]*\b(?:ice|until|mixing glass|bitters|vermouth)\b|\bstirred\b/.test(method)) serve.add('stirred');
  if (/\bshak(?:e|en)\b/.test(method)) serve.add('shaken');
  if (/\b(?:served hot|hot water|hot coffee|hot tea|heat(?:ed)? (?:the|until|gently)|warm(?:ed)? (?:the|until|gently)|mulled|simmer)\b/.test(method)) serve.add('hot');
  const iced = /\bover (?:a large ice cube|fresh ice|ice)\b|\bfilled with (?:crushed )?ice\b|\bfill (?:a|the) [a-z ]*(?:glass|mug)? ?with (?:crushed )?ice\b/.test(method);
  if (iced) serve.add('rocks');
  else if (/\bstrain into (?:a |the )?(?:chilled )?(?:coupe|martini glass|flute|glass)\b/.test(method) || (category === 'spirit' && /\bneat\b/i.test(name))) serve.add('up');
  return serve;
}

const DESCRIPTION_FLAVOURS = (() => {
  const dictionary = new PhraseDictionary<{ flavour: Flavour; weight: number }>();
  for (const flavour of FLAVOURS) {
    for (const [phrase, weight] of Object.entries(FLAVOUR_LEXICON[flavour].words)) dictionary.add(phrase, { flavour, weight });
  }
  return dictionary;
})();

/** Words that make the flavours named with them a nuance of the drink, not its style ('tropical notes', 'hints of pear'). */
const NUANCE_WORDS = new Set(['note', 'notes', 'hint', 'hints', 'undertone', 'undertones', 'nuance', 'nuances', 'whiff', 'trace']);

/**
 * Flavours the bar's own description names ('bittersweet, herbal'), phrases negated there skipped. A tasting note
 * counts half ('citrusy, piney and tropical notes', 'hints of pear'): an IPA with tropical notes is not a tropical
 * drink.
 */
export function describedFlavours(text: string): FlavourProfile {
  const tokens = words(text);
  const found: FlavourProfile = {};
  for (const match of DESCRIPTION_FLAVOURS.findAll(tokens)) {
    const before = tokens.slice(Math.max(0, match.start - 2), match.start);
    if (before.includes('without') || before.includes('no') || before.includes('not')) continue;
    const after = tokens.slice(match.start, match.start + 5);
    const nuance = after.some((t) => NUANCE_WORDS.has(t)) || before.some((t) => NUANCE_WORDS.has(t));
    for (const { flavour, weight } of match.values) found[flavour] = Math.max(found[flavour] ?? 0, nuance ? weight / 2 : weight);
  }
  return found;
}

/**
 * Profiles a recipe from its ingredients (through the lexicon) and its description: flavour levels, base
 * spirits, estimated strength and whether it is alcohol-free.
 */
export function profileDrink(
  recipe: Pick<Recipe, 'id' | 'name' | 'category' | 'price' | 'description' | 'ingredients'> & { instructions?: readonly string[] },
  stockById: ReadonlyMap<string, StockItem>,
): DrinkProfile {
  const ingredients: ProfiledIngredient[] = [];
  for (const ingredient of recipe.ingredients) {
    const item = stockById.get(ingredient.inventoryItemId);
    if (!item) continue;
    const knowledge = knowItem(item);
    const ml = liquidMl(ingredient.quantity, ingredient.unit, item.name);
    ingredients.push({ knowledge, quantity: ingredient.quantity, unit: ingredient.unit, ml, weight: amountWeight(ingredient.quantity, ingredient.unit, ml) * knowledge.potency });
  }

  const fromIngredients: Record<string, number> = {};
  for (const flavour of FLAVOURS) {
    let none = 1;
    for (const i of ingredients) none *= 1 - clamp((i.knowledge.flavours[flavour] ?? 0) * i.weight);
    fromIngredients[flavour] = 1 - none;
  }
  // Acid and bitterness balance sugar: a Daiquiri has syrup in it but does not taste sweet, nor does a spritz.
  fromIngredients.sweet = clamp((fromIngredients.sweet ?? 0) - 0.5 * (fromIngredients.sour ?? 0) - 0.6 * (fromIngredients.bitter ?? 0));

  const described = describedFlavours(`${recipe.name}. ${recipe.description}`);
  const flavours = Object.fromEntries(
    FLAVOURS.map((f) => [f, clamp(0.65 * (fromIngredients[f] ?? 0) + 0.5 * (described[f] ?? 0))]),
  ) as Record<Flavour, number>;

  const volume = ingredients.reduce((sum, i) => sum + i.ml, 0);
  let alcoholMl = 0;
  let unknownAlcohol = false;
  const alcoholBySpirit = new Map<string, number>();
  for (const i of ingredients) {
    const abv = i.knowledge.abv ?? (recipe.category === 'alcohol-free' ? 0 : 12);
    if (i.knowledge.abv === undefined && recipe.category !== 'alcohol-free') unknownAlcohol = true;
    const alcohol = (i.ml * abv) / 100;
    alcoholMl += alcohol;
    if (i.knowledge.spirit) {
      // An alcohol-free alternative still tastes of its spirit, at half the say of the real thing.
      const say = i.knowledge.namedAlcoholFree || abv <= 0.5 ? i.ml * 0.2 * 0.5 : alcohol;
      alcoholBySpirit.set(i.knowledge.spirit, (alcoholBySpirit.get(i.knowledge.spirit) ?? 0) + say);
    }
  }
  const spiritTotal = Math.max(alcoholMl, [...alcoholBySpirit.values()].reduce((a, b) => a + b, 0));
  const spirits = [...alcoholBySpirit.entries()]
    .map(([spirit, amount]) => ({ spirit, share: spiritTotal > 0 ? amount / spiritTotal : 0 }))
    .sort((a, b) => b.share - a.share);
  const abv = volume > 0 ? (alcoholMl / volume) * 100 : 0;
  const boozeShare = volume > 0 ? ingredients.filter((i) => (i.knowledge.abv ?? 0) >= 15).reduce((sum, i) => sum + i.ml, 0) / volume : 0;
  const strength = alcoholMl <= 0 ? 0 : clamp(0.5 * Math.min(abv / 30, 1) + 0.5 * Math.min(alcoholMl / 24, 1));
  const alcoholFree =
    !unknownAlcohol && ingredients.length > 0 && ingredients.length === recipe.ingredients.length && ingredients.every((i) => (i.knowledge.abv ?? 0) <= 0.5);

  return {
    id: recipe.id,
    name: recipe.name,
    category: recipe.category,
    price: recipe.price,
    description: recipe.description,
    flavours,
    spirits,
    abv,
    alcoholMl,
    volumeMl: ingredients.length === recipe.ingredients.length ? volume : undefined,
    strength,
    boozeShare,
    alcoholFree,
    ingredients,
    textWords: new Set(words(`${recipe.name} ${recipe.description} ${(recipe.instructions ?? []).join(' ')}`).map(stem)),
    serve: serveOf(recipe.category, recipe.name, `${recipe.description} ${(recipe.instructions ?? []).join(' ')}`),
  };
}

/** Weighted overlap of two recipes' ingredients: a Boulevardier shares Campari and sweet vermouth with a Negroni. */
/** A fresh citrus fruit a product is (its juice, its wedges, slices or quarters): one thing to likeness ('lime' for both). */
function freshCitrus(name: string): string | undefined {
  const m = /\b(lime|lemon|grapefruit|orange)s?\b.*\b(?:juice|wedges?|quarters?|halves|slices?)\b|\b(?:juice|wedges?|quarters?|slices?) of (?:a |the )?(lime|lemon|grapefruit|orange)/i.exec(name);
  return m ? `fresh ${(m[1] ?? m[2])!.toLowerCase()}` : undefined;
}

export function sharedIngredients(a: DrinkProfile, b: DrinkProfile, withoutSpirits = false): number {
  const weights = (d: DrinkProfile) => {
    const m = new Map<string, number>();
    for (const i of d.ingredients) {
      if (withoutSpirits && i.knowledge.spirit) continue;
      // (The Caipirinha's lime wedges and the Margarita's lime juice are the same fresh lime.)
      const key = freshCitrus(i.knowledge.item.name) ?? i.knowledge.item.id;
      m.set(key, (m.get(key) ?? 0) + i.weight);
    }
    return m;
  };
  const wa = weights(a);
  const wb = weights(b);
  let shared = 0;
  let all = 0;
  for (const id of new Set([...wa.keys(), ...wb.keys()])) {
    shared += Math.min(wa.get(id) ?? 0, wb.get(id) ?? 0);
    all += Math.max(wa.get(id) ?? 0, wb.get(id) ?? 0);
  }
  return all > 0 ? shared / all : 0;
}
