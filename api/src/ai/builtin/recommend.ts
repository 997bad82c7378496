import { DEFAULT_MONEY, formatPrice, type MoneySettings } from '@bar/domain';
import { FLAVOURS, FLAVOUR_LEXICON, type Flavour } from '../lexicon/flavours';
import { SPIRITS, spiritAffinity } from '../lexicon/spirits';
import { clamp, fold, listOf, round2 } from '../text';
import { sharedIngredients, type DrinkProfile, type ProfiledIngredient } from './profile';
import { COMMON_ALLERGENS, breaksConstraint, constraintsOfRequest, fittingDrink, hasIngredient, inCategory, priceLimitText, type HardConstraints } from '../safety';
import { ALLERGENS, BEST_KNOWN, type Serve } from '../lexicon/requests';
import type { GuestRequest } from './understand';
import { ownWords } from '../lexicon/own';

export interface ScoredDrink {
  drink: DrinkProfile;
  score: number;
  /** 0..1: how much of what was asked this drink gives. */
  fit: number;
  reason: string;
  confidence: number;
}

/** How firmly a taste must be said no to ('nothing bitter', 'hates anything bitter': 1.2) to leave out drinks plainly of it. */
const FIRM_AVOID = 1.2;
/** A drink plainly of a taste: the Negroni is bitter, the Aperol Spritz bittersweet (0.6 and over). */
const PLAINLY_OF_A_TASTE = 0.6;

/** How much an open wish within a price leans to the finer drinks within it (a 'something special' leans in full). */
const OPEN_WITHIN = 0.5;
const W = {
  spirit: 3,
  category: 3,
  categoryMiss: 1.5,
  flavour: 2,
  serve: 1.5,
  avoid: 2,
  strength: 2,
  ingredient: 2,
  drinkThis: 6,
  drinkLike: 3,
  drinkPartial: 2.5,
  similarThis: 2,
  similarLike: 4,
  cheap: 1.5,
  freeWord: 0.8,
  alcoholFreeUnasked: 0.9,
  standIn: 2,
  alcoholFreeForSpirit: 1.5,
  pourAgain: 1,
  sameBase: 0.15,
  fame: 0.6,
  notForEveryone: 0.5,
  classic: 1.5,
  pourFirst: 0.3,
};

/** An alcohol-free stand-in for a grown-up's drink, by its name ('Non-Alcoholic Gin Alternative', 'Alcohol-Free Beer'). */
const STAND_IN = /\b(?:non[- ]?alcoholic|alcohol[- ]free|alternative|zero[- ]proof|0[.,]0)\b/i;

/** The spirit that makes most of a drink's alcohol, if one does. */
function mainSpirit(drink: DrinkProfile): string | undefined {
  const top = [...drink.spirits].sort((a, b) => b.share - a.share)[0];
  return top && top.share >= 0.5 ? top.spirit : undefined;
}

/** A drink that is one product poured as it is (a glass of wine, a beer, a spirit neat): no garnish counted. */
function isPour(drink: DrinkProfile): boolean {
  return drink.ingredients.filter((i) => i.knowledge.item.category !== 'garnish').length === 1;
}

/** Drinks ruled out by the request: its hard constraints (see safety.ts), and alcohol-free drinks for a wish for alcohol. */
export function violatesHardLimits(drink: DrinkProfile, r: GuestRequest): string | null {
  if (r.wantsAlcohol && !r.alcoholFree && drink.alcoholFree) return 'has no alcohol';
  return breaksConstraint(drink, constraintsOfRequest(r));
}

const findIngredient = hasIngredient;
/** What a drink everyone can start with does not hold (the allergens that rule out the most guests). */
const EVERYONE_AVOIDS: ReadonlyArray<readonly string[]> = [...ALLERGENS.egg, ...ALLERGENS.nuts].map((w) => w.split(' '));
/** Read once per drink (its profile lives as long as the bar's snapshot), not for every request that ranks it. */
const AVOIDED_BY_MANY = new WeakMap<DrinkProfile, boolean>();
/** How a serve is said back in a reason. */
const SERVE_SAID: Record<Serve, string> = { stirred: 'stirred', shaken: 'shaken', up: 'served without ice', rocks: 'served over ice', hot: 'served hot' };
const BY_ID = new WeakMap<readonly DrinkProfile[], Map<string, DrinkProfile>>();
/** The menu's drinks by id (worked out once per menu). */
function menuById(menu: readonly DrinkProfile[]): Map<string, DrinkProfile> {
  let byId = BY_ID.get(menu);
  if (!byId) BY_ID.set(menu, (byId = new Map(menu.map((d) => [d.id, d]))));
  return byId;
}
function holdsWhatManyAvoid(drink: DrinkProfile): boolean {
  let holds = AVOIDED_BY_MANY.get(drink);
  if (holds === undefined) {
    holds = EVERYONE_AVOIDS.some((words) => findIngredient(drink, words));
    AVOIDED_BY_MANY.set(drink, holds);
  }
  return holds;
}

/** How alike two drinks are: flavours, base spirits and kind. */
/** Flavours that define a drink when it has them (coffee, smoke, mint, nuts): likeness weighs them double. */
const DEFINING = new Set<Flavour>(['coffee', 'smoky', 'minty', 'nutty', 'tropical', 'floral']);

export function similarity(a: DrinkProfile, b: DrinkProfile): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const f of FLAVOURS) {
    const w = DEFINING.has(f) ? 2 : 1;
    dot += w * a.flavours[f] * b.flavours[f];
    na += w * a.flavours[f] ** 2;
    nb += w * b.flavours[f] ** 2;
  }
  const cosine = na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
  let spirits = 0;
  for (const sa of a.spirits) for (const sb of b.spirits) spirits = Math.max(spirits, Math.min(sa.share, sb.share) * spiritAffinity(sa.spirit, sb.spirit));
  const strength = 1 - Math.abs(a.strength - b.strength);
  // Sours are kin by their build whatever their spirit: a Whiskey Sour's are the Sidecar and the Daiquiri.
  const sours = buildOf(a) === 'sour' && buildOf(b) === 'sour' ? 1 : 0;
  return Math.min(1, 0.35 * cosine + 0.3 * sharedIngredients(a, b, true) + 0.15 * spirits + 0.1 * (a.category === b.category ? 1 : 0) + 0.1 * strength + 0.1 * sours);
}

/**
 * How a drink is built, as a bartender groups drinks: a sour (spirit, citrus, sweetener: the Whiskey Sour's kin are
 * the Sidecar and the Daiquiri, not the Old Fashioned), a highball or a spritz (topped with something sparkling),
 * a stirred drink (no juice), or a pour.
 */
export function buildOf(drink: DrinkProfile): 'sour' | 'long' | 'stirred' | 'pour' {
  if (drink.ingredients.filter((i) => i.knowledge.item.category !== 'garnish').length === 1) return 'pour';
  const names = drink.ingredients.map((i) => ({ name: i.knowledge.item.name.toLowerCase(), ml: i.ml, quantity: i.quantity }));
  const topped = names.some((i) => /soda|tonic|ginger beer|ginger ale|cola|prosecco|champagne|lemonade|beer|lager/.test(i.name) && i.ml >= 45);
  if (topped) return 'long';
  // (Fresh citrus muddled counts as its juice: the Caipirinha's four lime wedges make it a sour, kin of the Margarita.)
  const citrus = names.some((i) => (/(?:lime|lemon|grapefruit|orange|cranberry|pineapple) juice/.test(i.name) && i.ml >= 15) || (/(?:lime|lemon)s?\b.*\b(?:wedges?|quarters?|halves|slices?)\b/.test(i.name) && i.quantity >= 2));
  return citrus ? 'sour' : 'stirred';
}

/** How quickly a drink is served: poured (a beer, a glass of wine), built in the glass from three things or fewer, or neither. */
function howQuick(drink: DrinkProfile): 'poured' | 'quick' | null {
  const build = buildOf(drink);
  if (build === 'pour') return 'poured';
  return build === 'long' && drink.ingredients.length <= 3 ? 'quick' : null;
}

/**
 * A sour as a bartender builds one: a spirit, lemon or lime juice and a sweetener, with no other fruit juice and no
 * wine or beer (the Daiquiri, the Margarita, the Whiskey Sour, the Tom Collins; not the Cosmopolitan or the French 75).
 */
export function isClassicSour(drink: DrinkProfile): boolean {
  if (drink.alcoholFree) return false;
  const names = drink.ingredients.map((i) => ({ name: i.knowledge.item.name.toLowerCase(), ml: i.ml, category: i.knowledge.item.category }));
  const citrus = names.some((i) => /(?:lime|lemon) juice/.test(i.name) && i.ml >= 15);
  const otherJuice = names.some((i) => /(?:orange|cranberry|pineapple|grapefruit|apple|tomato) juice|coconut/.test(i.name) && i.ml >= 15);
  const wineOrBeer = names.some((i) => /prosecco|champagne|wine|beer|lager|ipa|stout|cola/.test(i.name));
  const sweet = names.some((i) => /syrup|cordial|liqueur|triple sec|grenadine|sugar|honey|agave|orgeat|amaretto/.test(i.name));
  return citrus && sweet && !otherJuice && !wineOrBeer;
}

interface Contribution {
  score: number;
  max: number;
  /** The flavours, ingredients and facts that earned points, for the reason. */
  flavours: Flavour[];
  avoided: Flavour[];
  ingredients: ProfiledIngredient[];
  notes: string[];
  /** The part of score and max that is the hard limits, met by every drink scored. */
  limits: number;
}

function spiritFit(drink: DrinkProfile, wanted: string): number {
  let best = 0;
  for (const s of drink.spirits) best = Math.max(best, spiritAffinity(wanted, s.spirit) * Math.sqrt(s.share));
  return best;
}

/**
 * A spirit poured on its own meets a wish for one only if it is the spirit asked for, when one is: 'two shots of tequila'
 * is not met by a bourbon poured neat but by the tequila drinks (and the answer says no tequila is poured on its own).
 */
function neatOfWishedSpirit(drink: DrinkProfile, r: GuestRequest): boolean {
  return r.spirits.length === 0 || r.spirits.some((s) => spiritFit(drink, s) >= 0.5);
}

/**
 * A drink asked for by name with a spirit or a thing it is not made with ('a vodka martini', 'a Grey Goose martini',
 * 'a tequila mojito', 'a St-Germain spritz'): what the menu's drink of that name is made with, never 'the one you
 * asked for'. Only for one drink asked for, so the spirit or thing is the one named with it.
 */
function namedButOther(drink: DrinkProfile, r: GuestRequest): string | null {
  const named = r.drinks.filter((w) => w.mode !== 'partial');
  if (named.length !== 1 || named[0]!.ids.length !== 1) return null;
  const spirit = r.spirits.find((s) => !r.excludedSpirits.includes(s));
  if (spirit && drink.spirits.length > 0 && !r.spirits.some((s) => spiritFit(drink, s) >= 0.5)) {
    return `ours is made with ${drink.spirits[0]!.spirit}, not ${spirit}`;
  }
  const thing = r.ingredients.find((w) => !findIngredient(drink, w));
  if (thing) return `ours has no ${thing.join(' ')}`;
  // (A brand asked for that the bar does not pour: its drink as the bar makes it is the closest it has.)
  // (The answer's first reason says so: no note.)
  return r.brandsNamed?.length ? '' : null;
}

/** A brand's name as it is written, from its folded form ('grey goose' -> 'Grey Goose', 'st-germain' -> 'St-Germain'). */
function brandAsWritten(folded: string): string {
  return folded.replace(/(^|[\s-])(\p{L})/gu, (_m: string, gap: string, first: string) => `${gap}${first.toUpperCase()}`);
}

function scoreDrink(drink: DrinkProfile, r: GuestRequest, menu: readonly DrinkProfile[], priceRange: [number, number]): Contribution {
  const c: Contribution = { score: 0, max: 0, flavours: [], avoided: [], ingredients: [], notes: [], limits: 0 };

  // Every drink scored has passed the hard limits: what they asked for ('no alcohol', 'under $10') it gives.
  const limits =
    Number(r.alcoholFree) + Number(r.wantsAlcohol) + Number(r.maxPrice !== undefined) +
    Number(r.excludedSpirits.length + r.excludedCategories.length + r.excludedIngredients.length + r.excludedDrinks.length > 0);
  c.max += limits;
  c.score += limits;
  c.limits = limits;

  if (r.spirits.length > 0) {
    c.max += W.spirit;
    // A non-alcoholic gin alternative only tastes of gin: for a guest who drinks, it is not the gin they asked for.
    const fit = Math.max(...r.spirits.map((s) => spiritFit(drink, s))) * (drink.alcoholFree && !r.alcoholFree ? 0.3 : 1);
    c.score += W.spirit * fit;
  }

  const categories = [...new Set(r.categories)];
  if (categories.length > 0) {
    c.max += W.category;
    if (categories.some((cat) => inCategory(drink, cat, r.alcoholFree) && (cat !== 'spirit' || neatOfWishedSpirit(drink, r)))) c.score += W.category;
    else if (categories.some((cat) => cat === 'beer' || cat === 'wine' || cat === 'spirit')) c.score -= W.categoryMiss;
  }

  for (const [flavour, want] of r.flavours) {
    c.max += W.flavour * want;
    // A guest who asks for sweet does not mean bittersweet, nor a stiff drink with a little sugar in it (an Old
    // Fashioned tastes of its whiskey first): a bitter or spirit-forward drink's sweetness counts for less here, unless
    // the guest asked for strong too.
    const stiff = r.strength?.level === 'strong' && !r.strength.painted ? 0 : 0.3 * drink.boozeShare;
    const level = flavour === 'sweet' ? Math.max(0, drink.flavours.sweet - 0.25 * drink.flavours.bitter - stiff) : drink.flavours[flavour];
    c.score += W.flavour * want * level;
    if (level >= 0.45) c.flavours.push(flavour);
  }
  // 'Like a Negroni but less bitter': less than the drink named, not less than nothing.
  const anchors = r.drinks.filter((d) => d.mode === 'like').flatMap((d) => d.ids.map((id) => menu.find((m) => m.id === id))).filter((d): d is DrinkProfile => d !== undefined);
  for (const [flavour, avoid] of r.avoidFlavours) {
    const level = drink.flavours[flavour];
    const anchor = anchors.length ? Math.max(...anchors.map((a) => a.flavours[flavour])) : 0;
    // Mild levels are fine for 'not too sweet'; a strong 'no bitter' also minds a little bitterness.
    const excess = anchor >= 0.5 ? Math.max(0, level - (anchor - 0.1)) / 0.65 : avoid < 1 ? Math.max(0, level - 0.35) / 0.65 : level;
    c.score -= W.avoid * avoid * excess;
    // Not being sweet is only half an answer to 'not too sweet': it earns half the confidence.
    c.max += avoid;
    if (level < (anchor >= 0.5 ? anchor - 0.2 : 0.4)) {
      c.score += 0.5 * avoid;
      c.avoided.push(flavour);
    }
  }

  if (r.strength) {
    c.max += W.strength * r.strength.weight;
    // Light means a little alcohol (a spritz, a beer); no alcohol at all only half answers it.
    const light = drink.alcoholFree && !r.alcoholFree ? 0.55 : clamp(1 - (drink.strength - 0.3) / 0.5);
    // (Strong as a bartender pours it: of two drinks as strong on paper, the one with no juice or mixer in it, a
    // Manhattan before a Margarita.)
    const fit = r.strength.level === 'strong' ? drink.strength * (0.75 + 0.25 * drink.boozeShare) : light;
    c.score += W.strength * r.strength.weight * fit;
  }

  for (const wanted of r.ingredients) {
    c.max += W.ingredient;
    const found = findIngredient(drink, wanted);
    if (found) {
      c.score += W.ingredient * clamp(0.4 + found.weight * 0.6);
      c.ingredients.push(found);
    }
  }

  // Occasions, places and colours suggest ingredients and spirits; any one of them is enough.
  const occasional = r.occasionIngredients.map((w) => findIngredient(drink, w)).find((i) => i !== undefined);
  const suggested = r.occasionSpirits.length ? Math.max(...r.occasionSpirits.map((s) => spiritFit(drink, s))) : 0;
  if (r.occasionIngredients.length + r.occasionSpirits.length > 0) {
    // (Under a colour the guest asked for, at less than half the weight.)
    const share = r.colourIngredients?.length ? 0.3 : 0.75;
    c.max += W.ingredient * share;
    const hit = Math.max(occasional ? clamp(0.4 + occasional.weight * 0.6) : 0, suggested);
    c.score += W.ingredient * share * hit;
    if (occasional) c.ingredients.push(occasional);
  }

  // How it is made and served ('something stirred', 'straight up', 'not shaken'), as the recipe's method tells it.
  // (Beside a drink the guest names, how to make it is an ask of service: 'a Vesper, shaken' wants a Vesper's likes.)
  const serveWeight = r.namedClassic || r.drinks.some((w) => w.mode !== 'partial') ? W.serve / 4 : W.serve;
  for (const serve of r.serve ?? []) {
    c.max += serveWeight;
    if (drink.serve.has(serve)) {
      c.score += serveWeight;
      c.notes.push(SERVE_SAID[serve]);
    }
  }
  for (const serve of r.avoidServe ?? []) if (drink.serve.has(serve)) c.score -= serveWeight / 2;
  for (const serve of r.occasionServe ?? []) {
    c.max += serveWeight / 2;
    if (drink.serve.has(serve)) c.score += serveWeight / 2;
  }

  // A drink to sip slowly is a short one: a long drink topped with soda comes after.
  if (r.sipping && buildOf(drink) === 'long') c.score -= W.serve;
  // A sour asked for as a kind of drink ('some kind of sour'): built as one, with lemon or lime and no other juice.
  if (r.aSour) {
    c.max += W.serve;
    if (isClassicSour(drink)) c.score += W.serve;
  }
  // Quick asked for ('boarding in 15 min, what's quickest?', 'in a hurry'): a pour first, then one built in the glass.
  if (r.quick) {
    c.max += W.serve;
    const speed = howQuick(drink);
    if (speed === 'poured') c.score += W.serve;
    else if (speed === 'quick') c.score += W.serve * 0.5;
  }
  // A long drink asked for ('something long I can sip while I wait'): one topped up with a mixer.
  if (r.long) {
    c.max += W.serve;
    if (buildOf(drink) === 'long') c.score += W.serve;
  }

  // A colour asked for ('something pink for the bride') is the guest's own wish: weighed as an ingredient asked for.
  if (r.colourIngredients?.length) {
    const coloured = r.colourIngredients.map((w) => findIngredient(drink, w)).find((i) => i !== undefined);
    c.max += W.ingredient;
    if (coloured) {
      c.score += W.ingredient * clamp(0.5 + coloured.weight * 0.5);
      c.ingredients.push(coloured);
    }
  }

  // A guest who did not ask for alcohol-free is offered drinks with alcohol first, also when all they said is what
  // they must avoid ('allergic to eggs and nuts', 'no wine').
  const avoids = r.excludedSpirits.length + r.excludedCategories.length + r.excludedIngredients.length > 0;
  // An open wish within a price ('what's good under 13?') is one too: a bar's guest who names no limit on alcohol drinks it.
  // So is a drink with alcohol named for its likes ('a twist on a Mojito').
  // (So is the opposite of one: 'the opposite of an Old Fashioned' keeps the alcohol.)
  const likesAlcoholic = r.drinks.some((w) => (w.mode === 'like' || w.mode === 'opposite') && w.ids.some((id) => menuById(menu).get(id)?.alcoholFree === false));
  if (!r.alcoholFree && !(r.noAlcoholWished && !r.wantsAlcohol && r.spirits.length === 0) && drink.alcoholFree && (r.spirits.length || r.categories.length || r.flavours.size || r.strength || avoids || r.maxPrice !== undefined || likesAlcoholic)) {
    // A spirit, a beer or a wine asked for is alcohol asked for: its alcohol-free stand-in comes after what it stands for.
    const alcoholAsked = r.spirits.length > 0 || r.categories.some((cat) => cat === 'beer' || cat === 'wine' || cat === 'spirit') || likesAlcoholic;
    // (Not the alcohol-free one of the liked drink's kind when the liked drink itself breaks a limit: 'like a spritz but
    // without wine' is the Alcohol-free Spritz.)
    if (!(likesAlcoholic && r.spirits.length === 0 && standsInForABlockedLike(drink, r, menu))) c.score -= alcoholAsked ? W.alcoholFreeForSpirit : W.alcoholFreeUnasked;
  }
  // A drink with no alcohol asked for by name ('a lassi', 'nimbu pani') is answered with the alcohol-free drinks first,
  // unless a spirit or alcohol is asked for with it ('a lassi with rum').
  const noAlcoholWished = r.noAlcoholWished && !r.wantsAlcohol && r.spirits.length === 0;
  if (noAlcoholWished && !r.alcoholFree) c.score += drink.alcoholFree ? W.alcoholFreeForSpirit : -W.alcoholFreeUnasked;
  // A child, or a guest whose faith keeps them from alcohol, is offered a drink of its own, not a stand-in for a
  // grown-up's (an alcohol-free gin, aperitif or beer).
  if (r.noStandIns && drink.ingredients.some((i) => STAND_IN.test(i.knowledge.item.name))) c.score -= W.standIn;

  const byId = r.drinks.length ? new Map([...menu, ...(r.namedUnavailable ?? [])].map((d) => [d.id, d])) : new Map<string, DrinkProfile>();
  for (const wish of r.drinks) {
    if (wish.mode === 'partial') {
      c.max += W.drinkPartial;
      if (wish.ids.includes(drink.id)) c.score += W.drinkPartial;
      continue;
    }
    const named = wish.ids.map((id) => byId.get(id)).filter((d): d is DrinkProfile => Boolean(d));
    if (wish.mode === 'opposite') {
      // (The opposite of a drink: the less like it, the better; the drink itself is ruled out by the reader.)
      c.max += W.drinkLike;
      // (Of the same kind: the opposite of a cocktail is another cocktail, not a beer.)
      const sameKind = named.some((n) => n.category === drink.category) ? 1 : 0.5;
      if (named.length > 0) c.score += W.drinkLike * sameKind * (1 - Math.max(...named.map((n) => similarity(n, drink)))) ** 2;
      continue;
    }
    c.max += wish.mode === 'this' ? W.drinkThis : W.drinkLike;
    if (wish.ids.includes(drink.id)) {
      // (Asked for with a spirit it is not made with, it is half the drink asked for: a twin of that spirit, the Mezcal
      // Negroni for 'a negroni with mezcal', comes first.)
      const other = wish.mode === 'this' ? namedButOther(drink, r) : null;
      c.score += (wish.mode === 'this' ? W.drinkThis : W.drinkLike) * (other?.startsWith('ours is made') ? 0.5 : 1);
      const note = wish.mode === 'this' ? other ?? 'the one you asked for' : 'the original itself';
      if (note) c.notes.push(note);
    } else if (named.length > 0) {
      // Likeness, and for 'like X' a variation that carries X's name ('Oaxaca Old Fashioned') a little more.
      const sims = named.map((n) => {
        const base = similarity(n, drink);
        if (wish.mode !== 'like') return base;
        // ('Like a Negroni but not as strong', '... but stronger': a drink no lighter, or no stronger, is less like the wish.)
        const sayStrength = r.strength && r.strength.weight >= 0.8 ? r.strength.level : undefined;
        if ((sayStrength === 'light' && drink.alcoholMl >= n.alcoholMl * 0.9) || (sayStrength === 'strong' && drink.alcoholMl <= n.alcoholMl * 1.05)) return base * 0.4;
        // (Or one of its kind by another make, when it cannot be had: the Aperol Spritz for a Hugo Spritz we are out of, the
        // Alcohol-free Spritz for 'like a spritz but without wine'.)
        const variation = drink.name.toLowerCase().includes(n.name.toLowerCase()) ? 0.15 : ofItsKind(drink, n) && likedOut(n, r, menu) ? 0.1 : 0;
        return clamp(base + variation);
      });
      const sim = Math.max(...sims);
      c.score += (wish.mode === 'this' ? W.similarThis : W.similarLike) * sim ** 2;
      // Named only when the guest named one drink: a kind stood in for by its drinks ('a cocktail' under $9) names none.
      if (sim >= 0.7 && named.length === 1) c.notes.push(`close to the ${named[sims.indexOf(sim)]!.name}`);
    }
  }

  if (r.classic) {
    // The best-known classics, mixed ones first: 'a classic' is a cocktail more than a glass of wine.
    c.max += W.classic;
    c.score += W.classic * fameOf(drink) * (drink.category === 'cocktail' ? 1 : 0.3);
  }

  if (r.cheap) {
    c.max += W.cheap;
    const [lo, hi] = priceRange;
    c.score += W.cheap * (hi > lo ? 1 - (drink.price - lo) / (hi - lo) : 1);
  }
  // 'Something special', or an open wish within a price ('what's good under 13?'): the finer drinks the guest can
  // have, not the cheapest pours (the price range is already the guest's).
  const openWithin = r.maxPrice !== undefined && !r.cheap && r.flavours.size + r.avoidFlavours.size + r.spirits.length + r.categories.length + r.ingredients.length + r.drinks.length + r.occasionIngredients.length + (r.colourIngredients?.length ?? 0) + r.occasionSpirits.length === 0 && r.strength === undefined;
  if (r.premium || openWithin) {
    const weight = r.premium ? W.cheap : W.cheap * OPEN_WITHIN;
    c.max += weight;
    const [lo, hi] = priceRange;
    c.score += weight * (hi > lo ? (drink.price - lo) / (hi - lo) : 1);
  }

  if (r.freeWords.length > 0) {
    const hits = r.freeWords.filter((w) => drink.textWords.has(w)).length;
    c.score += W.freeWord * Math.min(2, hits);
    if (!r.understood) c.max += W.freeWord * Math.min(2, r.freeWords.length);
  }
  return c;
}

/** How well known a drink is, 0..1, by its name: 1 for the best known of the classics, 0 for a name not among them. */
const FAME: ReadonlyMap<string, number> = new Map(BEST_KNOWN.flatMap((names, rank) => names.split('|').map((name) => [name, 1 - rank / BEST_KNOWN.length] as const)));
/** A drink's fame by its name, read once per name (it is asked for every drink of every answer). */
const FAME_OF_NAME = new Map<string, number>();
function fameOf(drink: DrinkProfile): number {
  let fame = FAME_OF_NAME.get(drink.name);
  if (fame === undefined) {
    const name = fold(drink.name).replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').replace(/\b(?:the|house|classic)\b/g, ' ').replace(/\s+/g, ' ').trim();
    fame = FAME.get(name) ?? 0;
    if (FAME_OF_NAME.size < 10_000) FAME_OF_NAME.set(drink.name, fame);
  }
  return fame;
}

/**
 * A drink everyone can start with when the request says nothing that tells drinks apart: a cocktail, balanced and
 * mid-strength, and the better known the classic, the likelier (the ones a bartender names first).
 */
function houseFavourite(drink: DrinkProfile, r: GuestRequest): number {
  // A mixed drink, with alcohol or without, before a pour; balanced and mid-strength (alcohol-free ones are all alike there).
  const mixed = drink.category === 'cocktail' || (drink.alcoholFree && !isPour(drink));
  const balance = drink.alcoholFree ? 0.6 : 1 - Math.abs(drink.strength - 0.6);
  // A drink named ('something like a Negroni') makes likeness to it the tie-breaker, not fame.
  const fame = r.drinks.length === 0 ? W.fame * fameOf(drink) : 0;
  // Egg white or nuts are not for everyone: a drink that holds them is offered first only when asked for.
  const notForEveryone = holdsWhatManyAvoid(drink) ? W.notForEveryone : 0;
  // (Balance only leans: the best-known classics, a Daiquiri or a Margarita, are what guests who say only a limit are
  // offered first, strong or not.)
  return (mixed ? 1 : 0.4) + 0.25 * balance + fame - notForEveryone;
}

const SPIRIT_LABEL = (spirit: string) => SPIRITS[spirit]?.label ?? spirit;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'London dry gin with fresh lime juice: bright and citrusy, alcohol-free'. Only says what is true of the drink. */
function reasonFor(drink: DrinkProfile, r: GuestRequest, c: Contribution, money: MoneySettings): string {
  const liquids = [...drink.ingredients].sort((a, b) => b.weight - a.weight);
  const alcoholic = liquids.filter((i) => (i.knowledge.abv ?? 0) > 0.5 && i.ml >= 10);
  // The drink's own name says what leads when it names one of its bottles ('Amaretto Sour': the amaretto, not the bourbon).
  const drinkName = drink.name.toLowerCase();
  const inName = alcoholic.find((i) => drinkName.includes(i.knowledge.label.toLowerCase().split(' ').at(-1)!));
  const lead = drink.alcoholFree
    ? (liquids.find((i) => i.knowledge.spirit) ?? liquids.find((i) => !/soda|tonic|water/.test(i.knowledge.label) && i.ml > 0) ?? liquids[0])
    : (inName ?? alcoholic.find((i) => i.knowledge.spirit) ?? alcoholic[0] ?? liquids[0]);

  const wantedFlavours = new Set(c.flavours);
  const highlights: ProfiledIngredient[] = [];
  for (const found of c.ingredients) if (found !== lead && !highlights.includes(found)) highlights.push(found);
  for (const i of liquids) {
    if (highlights.length >= 2) break;
    if (i === lead || highlights.includes(i) || i.knowledge.item.category === 'garnish') continue;
    const carries = [...wantedFlavours].some((f) => (i.knowledge.flavours[f] ?? 0) >= 0.5);
    if (carries) highlights.push(i);
  }
  if (highlights.length === 0) {
    const next = liquids.find((i) => i !== lead && i.weight >= 0.4 && i.knowledge.item.category !== 'garnish');
    if (next) highlights.push(next);
  }

  const leadText = lead ? lead.knowledge.label : drink.name.toLowerCase();
  const withText = highlights.length ? ` with ${listOf(highlights.slice(0, 2).map((h) => h.knowledge.label))}` : '';

  const said = (f: Flavour) => !r.unsaid?.includes(f);
  const named = [...c.flavours]
    .filter(said)
    .sort((a, b) => (r.flavours.get(b) ?? 0) * drink.flavours[b] - (r.flavours.get(a) ?? 0) * drink.flavours[a])
    .slice(0, 3);
  const qualities: string[] = named.length === 1 ? [FLAVOUR_LEXICON[named[0]!].label] : named.map((f) => FLAVOUR_LEXICON[f].adjective);
  for (const f of c.avoided.filter(said).slice(0, 1)) qualities.push(`not too ${FLAVOUR_LEXICON[f].adjective}`);
  if (r.strength?.level === 'strong' && drink.strength >= 0.75) qualities.push('spirit-forward');
  if (r.strength?.level === 'light' && drink.strength <= 0.6 && !drink.alcoholFree) qualities.push('light on alcohol');
  const speed = r.quick ? howQuick(drink) : null;
  if (speed === 'poured') qualities.push('poured in seconds');
  else if (speed === 'quick') qualities.push('quick to make');
  if (qualities.length === 0) {
    const own = FLAVOURS.filter((f) => drink.flavours[f] >= 0.6)
      .sort((a, b) => drink.flavours[b] - drink.flavours[a])
      .slice(0, 2);
    qualities.push(...(own.length === 1 ? [FLAVOUR_LEXICON[own[0]!].label] : own.map((f) => FLAVOUR_LEXICON[f].adjective)));
  }
  // When the spirit asked for is not the lead ('Campari with ...' for a gin wish), say it is in there.
  const spiritAsked = !lead?.knowledge.spirit && r.spirits.some((s) => spiritFit(drink, s) > 0) ? drink.spirits[0] : undefined;

  const notes: string[] = [...c.notes.slice(0, 1)];
  if (spiritAsked) notes.push(`made with ${SPIRIT_LABEL(spiritAsked.spirit)}`);
  if (drink.alcoholFree) {
    // A trace is said with its measure, so a guest who cannot have any knows ('alcohol-free, up to 0.5% ABV').
    const trace = Math.max(0, ...drink.ingredients.map((i) => i.knowledge.abv ?? 0));
    notes.push(trace > 0 ? `alcohol-free, up to ${trace}% ABV` : 'alcohol-free');
  }
  // '$9.00, under $10.00'; a drink at the limit itself is said to be so ('$12.00, right at your limit'), not '$12.00, $12.00 or less'.
  // (Not for a cap in a currency the bar cannot convert: '$1,200.00 or less' for '1200 yen' is no help; the price alone.)
  if (r.maxPrice !== undefined && r.capUnconverted) notes.push(formatPrice(drink.price, money));
  else if (r.maxPrice !== undefined) notes.push(`${formatPrice(drink.price, money)}, ${Math.abs(drink.price - r.maxPrice) < 0.005 ? 'right at your limit' : priceLimitText(r.maxPrice, money).replace(/^at /, '')}`);
  else if (r.cheap) notes.push(`only ${formatPrice(drink.price, money)}`);

  let reason = capitalise(`${leadText}${withText}`);
  if (qualities.length) reason += `: ${listOf(qualities)}`;
  if (notes.length) reason += `${qualities.length ? ', ' : ': '}${notes.join(', ')}`;
  return reason;
}

/**
 * Scores the drinks that can be made now against the request and picks 3 to 5: the best fits, kept varied when
 * the request is open ('something refreshing'), each with a reason and a confidence.
 */
export function rankDrinks(menu: readonly DrinkProfile[], asked: GuestRequest, money: MoneySettings = DEFAULT_MONEY): ScoredDrink[] {
  const withinLimits = menu.filter((d) => violatesHardLimits(d, asked) === null);
  // 'Scotch only': the drinks with it, when there are any (fewer answers rather than another spirit's).
  const onlyThese = asked.onlySpirits?.length ? withinLimits.filter((d) => !d.alcoholFree && asked.onlySpirits!.some((s) => spiritFit(d, s) >= 0.5)) : [];
  const spirited = onlyThese.length ? onlyThese : withinLimits;
  // 'Nothing flat': the drinks with bubbles; 'the old fashioned was lovely, something less strong': the lighter drinks.
  // ('Hates anything bitter', 'nothing sweet': a taste said no to firmly leaves out the drinks it is plainly the taste
  // of, when others are left; 'not too bitter' only ranks.)
  const firmlyAvoided = [...asked.avoidFlavours].filter(([, avoid]) => avoid >= FIRM_AVOID).map(([flavour]) => flavour);
  const narrowed = spirited.filter(
    (d) =>
      (!asked.onlyBubbly || d.flavours.bubbly >= 0.5) &&
      (asked.lighterThan === undefined || d.alcoholMl < asked.lighterThan * 0.9) &&
      (asked.maxAbv === undefined || d.abv <= asked.maxAbv) &&
      firmlyAvoided.every((f) => d.flavours[f] < PLAINLY_OF_A_TASTE),
  );
  const limited = narrowed.length ? narrowed : spirited;
  // Nothing could be read, so nothing tells whether a hard constraint was said either: the picks break none the reader
  // could have missed (no alcohol at all, none of the common allergens), when the menu has any such drink
  // (ADR 'ai-said-otherwise-and-unread').
  const safest = asked.understood ? [] : limited.filter((d) => breaksConstraint(d, UNREAD_REQUEST) === null);
  const allowed = safest.length ? safest : limited;
  if (allowed.length === 0) return [];
  const r = closestKind(asked, allowed, menu);
  const prices = allowed.map((d) => d.price);
  const priceRange: [number, number] = [Math.min(...prices), Math.max(...prices)];

  const scored = allowed.map((drink) => {
    const c = scoreDrink(drink, r, menu, priceRange);
    const prior = houseFavourite(drink, r);
    // The prior only breaks ties when something was understood; it decides when nothing was.
    const score = c.score + (r.understood ? 0.1 : 1) * prior;
    const fit = c.max > 0 ? clamp(c.score / c.max) : 0;
    return { drink, c, score, fit };
  });
  // Drinks that answer nothing of the request are filled in by their likeness to the best answer.
  const leader = scored.reduce((a, b) => (b.score > a.score ? b : a));
  if (r.understood) {
    const wishFit = (s: (typeof scored)[number]) => (s.c.max > s.c.limits ? (s.c.score - s.c.limits) / (s.c.max - s.c.limits) : 0);
    // (Only when the best answer answers something: after 'no gin' alone, a drink like the first is no better an answer.)
    if (wishFit(leader) > 0) for (const s of scored) if (s !== leader && wishFit(s) < 0.2) s.score += 0.5 * similarity(leader.drink, s.drink);
  }

  // Greedy selection with a penalty for picking near-twins, so open requests get a varied short list.
  const open = r.drinks.length === 0 && r.spirits.length + r.categories.length + r.ingredients.length <= 1;
  const diversity = open ? 0.8 : 0.3;
  // A wish for a taste alone ('something fruity under 12') is a wish for a drink made to taste that way: one glass of
  // wine or beer among the first answers, not a list of them, and not ahead of a drink mixed for the taste ('something
  // tropical' is not first the IPA whose label speaks of tropical notes; a kind, a spirit, a drink or an occasion
  // asked for lifts this).
  const tasteOnly = r.flavours.size > 0 && r.drinks.length === 0 && r.categories.length === 0 && r.spirits.length === 0 && r.ingredients.length === 0 && r.occasionIngredients.length + (r.colourIngredients?.length ?? 0) + r.occasionSpirits.length === 0;
  const varied = r.spirits.length === 0 && r.drinks.length === 0 && r.occasionSpirits.length === 0 && r.ingredients.length === 0;
  const chosen: typeof scored = [];
  const pool = [...scored].sort((a, b) => b.score - a.score || a.drink.name.localeCompare(b.drink.name));
  while (chosen.length < 5 && pool.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    pool.forEach((candidate, index) => {
      const twin = chosen.length ? Math.max(...chosen.map((c) => similarity(c.drink, candidate.drink))) : 0;
      const pours = tasteOnly && isPour(candidate.drink) ? chosen.filter((c) => isPour(c.drink)).length + W.pourFirst : 0;
      // No spirit asked for: the first answers are not all made on one ('anything but vodka' is not three gin drinks).
      const sameBase = varied ? chosen.filter((c) => mainSpirit(c.drink) !== undefined && mainSpirit(c.drink) === mainSpirit(candidate.drink)).length : 0;
      const value = candidate.score - diversity * Math.max(0, twin - 0.6) * 2 - W.pourAgain * pours - W.sameBase * sameBase;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    chosen.push(pool.splice(bestIndex, 1)[0]!);
  }

  const top = chosen[0]!.score;
  let keep = chosen.filter((c, index) => index < 3 || (c.score >= 0.75 * top && c.fit >= 0.45));
  if (!r.understood) {
    // Nothing was understood: the safest popular choices, said to be that (an alcohol-free one at least, should the
    // menu have none that is safe in every way).
    keep = keep.slice(0, 3);
    if (!keep.some((k) => k.drink.alcoholFree)) {
      const alcoholFree = scored.filter((s) => s.drink.alcoholFree).sort((a, b) => b.score - a.score || a.drink.name.localeCompare(b.drink.name))[0];
      if (alcoholFree) keep = [...keep.slice(0, 2), alcoholFree];
    }
  }
  // A wish the menu could meet but not within the guest's limits ('no alcohol, something with coffee') is said, not hidden.
  const unmet = r.understood ? unmetWish(allowed, menu, asked) : null;
  const leftOut = r.understood ? namedLeftOut(asked, menu, new Set(keep.map((k) => k.drink.id)), money) : null;
  return keep.map(({ drink, c, fit }, index) => {
    // A request that only says what to leave out ('no gin pls') is met by every drink kept, but says nothing of taste:
    // the picks are good guesses, not sure answers.
    const onlyLimits = c.limits > 0 && c.max <= c.limits;
    const base = r.understood ? 0.3 + 0.65 * (onlyLimits ? 0.5 : fit) : safest.length ? 0.15 : 0.2;
    const confidence = round2(clamp(base - index * 0.02, 0.05, 0.97));
    const unread = safest.length ? (index === 0 ? NOT_UNDERSTOOD_SAFE : 'Another safe choice') : index === 0 ? NOT_UNDERSTOOD : 'A popular choice';
    let reason = r.understood ? reasonFor(drink, r, c, money) : `${unread}. ${reasonFor(drink, r, c, money)}`;
    // (For a guest who drinks the wish was looked for among drinks with alcohol; when an alcohol-free drink is among
    // the answers, that is said, for it may have what was wished: 'No drink with alcohol at $8.00 or less on our menu
    // is fruity', then the Shirley Temple, fruity.)
    const fitting = fittingDrink(constraintsOfRequest(r), money);
    // (Not for a spirit wished, which no alcohol-free drink has: 'No drink at $9.00 or less on our menu has whisky'.)
    const spiritWish = r.spirits.some((spirit) => unmet === `has ${spirit}`);
    const among = fitting && !r.alcoholFree && !spiritWish && keep.some((k) => k.drink.alcoholFree) ? fitting.replace(/\bdrink\b/, 'drink with alcohol') : fitting;
    if (unmet && index === 0) reason = `No ${among ?? unmetAmong(r)} on our menu ${unmet}, so here is the closest. ${reason}`;
    if (leftOut && index === 0) reason = `${leftOut}, so here ${unmet ? 'is what comes' : 'is the'} closest. ${reason}`;
    // ('A mojito with strawberries': the bar has none, and says so.)
    if (index === 0 && r.foodsWished?.length) reason = `We have no ${listOf(r.foodsWished)}. ${reason}`;
    // A colour no drink on the menu has ('something blue'): said, and the closest offered.
    if (index === 0 && r.colours?.length && !menu.some((d) => r.colourIngredients!.some((w) => findIngredient(d, w)))) reason = `None of our drinks is ${listOf(r.colours, 'or')}, so here is the closest. ${reason}`;
    // A spirit asked for on its own that the menu pours only in mixed drinks ('two shots of tequila'): said.
    if (index === 0 && r.categories.includes('spirit') && r.spirits.length > 0 && !menu.some((d) => inCategory(d, 'spirit', r.alcoholFree) && neatOfWishedSpirit(d, r))) {
      reason = `We do not pour ${listOf(r.spirits, 'or')} on its own, so here are drinks with it. ${reason}`;
    }
    // Shots asked for of no spirit named, at a bar that pours none: said, and the strongest pours offered.
    if (index === 0 && r.altitude) reason = `At altitude alcohol goes to the head faster: have a glass of water with every drink, and go easy on the first night. ${reason}`;
    if (index === 0 && r.shots && !menu.some((d) => /\bshots?\b/i.test(d.name))) reason = `We do not pour shots, so here are our strongest drinks. ${reason}`;
    // A brand the bar does not pour by name ('a Corona', 'Grey Goose'): said, never answered as if poured.
    if (index === 0 && r.brandsNamed?.length) reason = `We do not carry ${listOf(r.brandsNamed.slice(0, 3).map(brandAsWritten), 'or')}, so here is the closest we have. ${reason}`;
    // A hot drink asked for at a bar that serves none hot: said, and the warming ones offered.
    if (index === 0 && r.serve?.has('hot') && !menu.some((d) => d.serve.has('hot'))) reason = `${r.hotNamed ? `We have no ${r.hotNamed}. ` : ''}None of our drinks is served hot, so here are warming ones. ${reason}`;
    return { drink, score: c.score, fit, reason, confidence };
  });
}

/**
 * A drink the guest asked for by name that the answer leaves out, and why, said first ('The Piña Colada can't be made
 * right now', 'The Margarita is $13.00, over your limit', 'The Espresso Martini has alcohol'): never dropped in silence.
 */
function namedLeftOut(r: GuestRequest, menu: readonly DrinkProfile[], kept: ReadonlySet<string>, money: MoneySettings): string | null {
  const unavailable = r.namedUnavailable?.[0];
  // (Why, when the stock is short: 'we are out of coconut cream'.)
  const why = unavailable?.missing?.length ? `: we are out of ${listOf(unavailable.missing.map((m) => m.toLowerCase()), 'and')}` : '';
  // (A thing asked for that only it holds: 'Only the Piña Colada has pineapple, and it is not available right now'.)
  if (unavailable && r.unmadeAsked) return `Only the ${unavailable.name} has ${r.unmadeAsked}, and it is not available right now${why}`;
  if (unavailable) return `The ${unavailable.name} is not available right now${why}`;
  // A drink from elsewhere the menu does not have ('a pisco sour like back home', '¿tenéis michelada?').
  // (Each one named: 'somaek, soju + beer bomb. do you have soju?' is answered for both.)
  // (A hot drink named is said once, as one we do not serve hot: 'We have no grog', never 'Grog is not on our menu' too.)
  const fromElsewhere = [...new Set(r.classicsNamed?.filter((key) => key !== r.hotNamed && !menu.some((d) => fold(d.name) === key || fold(d.name).replace(/'/g, '') === key)))].slice(0, 3);
  const named = fromElsewhere.map((key) => key.replace(/(^|\s)(\p{L})/gu, (_m: string, space: string, first: string) => `${space}${first.toUpperCase()}`));
  if (named.length) return `${listOf(named)} ${named.length > 1 ? 'are' : 'is'} not on our menu`;
  const byId = new Map(menu.map((d) => [d.id, d]));
  const limits = constraintsOfRequest(r);
  // ('A moscow mule but no ginger, I'm allergic': the likeness asked for, and why the drink itself is not offered.)
  const asked = r.drinks.filter((w) => w.mode === 'this' || (w.mode === 'like' && w.ids.length === 1)).flatMap((w) => w.ids);
  for (const id of asked) {
    const drink = byId.get(id);
    if (!drink || kept.has(id)) continue;
    const why = breaksConstraint(drink, limits) === 'ruled out by name' ? breaksConstraint(drink, { ...limits, excludedDrinks: limits.excludedDrinks.filter((x) => x !== id) }) : breaksConstraint(drink, limits);
    if (why === null || why === 'ruled out by name') continue;
    return why === 'over the price limit' ? `The ${drink.name} is ${formatPrice(drink.price, money)}, over your limit` : `The ${drink.name} ${why}`;
  }
  return null;
}

/** Whether a drink's name carries the kind a liked drink's name ends with ('Alcohol-free Spritz', 'Aperol Spritz' for a Hugo Spritz). */
function ofItsKind(drink: DrinkProfile, liked: DrinkProfile): boolean {
  const kind = liked.name.toLowerCase().split(/\s+/).pop()!;
  return drink.id !== liked.id && kind.length >= 4 && drink.name.toLowerCase().split(/\s+/).includes(kind);
}
/** A request's limits, made once for all the drinks scored against it. */
const LIMITS_OF = new WeakMap<GuestRequest, ReturnType<typeof constraintsOfRequest>>();
function limitsOf(r: GuestRequest): ReturnType<typeof constraintsOfRequest> {
  let limits = LIMITS_OF.get(r);
  if (!limits) LIMITS_OF.set(r, (limits = constraintsOfRequest(r)));
  return limits;
}
/** A liked drink ruled out by what it holds ('like a spritz but without wine'): never by name or by price. */
function likedBlocked(liked: DrinkProfile, r: GuestRequest): boolean {
  const why = breaksConstraint(liked, limitsOf(r));
  return why !== null && why !== 'over the price limit' && why !== 'ruled out by name';
}
/** A liked drink that cannot be had: not made now, or ruled out by what it holds. */
function likedOut(liked: DrinkProfile, r: GuestRequest, menu: readonly DrinkProfile[]): boolean {
  return !menuById(menu).has(liked.id) || likedBlocked(liked, r);
}
/** A drink of the kind of the one drink liked when that one breaks the guest's limits by what it holds: its stand-in. */
function standsInForABlockedLike(drink: DrinkProfile, r: GuestRequest, menu: readonly DrinkProfile[]): boolean {
  const byId = menuById(menu);
  // (One drink named: never the kind's drinks stood in for a kind.)
  return r.drinks.some((w) => w.mode === 'like' && w.ids.length === 1 && w.ids.some((id) => {
    const liked = byId.get(id);
    return liked !== undefined && likedBlocked(liked, r) && ofItsKind(drink, liked);
  }));
}

/**
 * A kind of drink the guest's limits rule out altogether ('coeliac - I'd usually have a beer'): the drinks closest to
 * that kind are what they are after, so the kind's drinks on the menu become a 'like' wish.
 */
function closestKind(r: GuestRequest, allowed: readonly DrinkProfile[], menu: readonly DrinkProfile[]): GuestRequest {
  const blocked = [...new Set(r.categories)].filter((cat) => !allowed.some((d) => inCategory(d, cat, r.alcoholFree)));
  // A thing asked for that only drinks outside the limits hold ('allergic to eggs, a raspberry cocktail?': the Clover
  // Club has both): the drinks most like those that hold it.
  const things = r.ingredients.filter((w) => !allowed.some((d) => findIngredient(d, w)));
  const ids = [
    ...blocked.flatMap((cat) => menu.filter((d) => inCategory(d, cat, r.alcoholFree)).map((d) => d.id)),
    ...menu.filter((d) => things.some((w) => findIngredient(d, w))).map((d) => d.id),
  ];
  if (ids.length === 0) return r;
  // A beer is first of all long and bubbly: what stands in for it is too, whatever one beer's taste is like.
  const flavours = blocked.includes('beer') && !r.flavours.has('bubbly') ? new Map([...r.flavours, ['bubbly', 0.6] as const]) : r.flavours;
  return { ...r, flavours, categories: r.categories.filter((c) => !blocked.includes(c)), drinks: [...r.drinks, { ids: [...new Set(ids)], mode: 'like' }] };
}

/** What the guest asked for that some drink on the menu has but none within their limits does ('has coffee'), or null. */
const CITRUS_KIN: Readonly<Record<string, string>> = ownWords({ lime: 'lemon', lemon: 'lime' });

/** The drinks a wish was looked for among, when no hard limit names them: the others, or those within what was ruled out. */
function unmetAmong(r: GuestRequest): string {
  const onlyDrinks = r.excludedDrinks.length > 0 && r.excludedSpirits.length + r.excludedIngredients.length + r.excludedCategories.length === 0;
  const kind = r.alcoholFree ? 'drink' : 'drink with alcohol';
  return onlyDrinks ? `other ${kind}` : r.excludedDrinks.length + r.excludedSpirits.length + r.excludedIngredients.length + r.excludedCategories.length ? `${kind} that fits what you ruled out` : kind;
}

function unmetWish(allowed: readonly DrinkProfile[], menu: readonly DrinkProfile[], r: GuestRequest): string | null {
  // (A thing the guest's own limits rule out is no wish to say is unmet: 'no salt rims ... salt' never reads 'No
  // salt-free drink has salt'.)
  // (Only where saying it would contradict itself, the wish being the very thing its label rules out; 'No gluten-free
  // drink on our menu is a beer' is said, it tells the guest why.)
  const label = fittingDrink(constraintsOfRequest(r)) ?? '';
  const limited = (w: readonly string[]) => w.some((x) => new RegExp(String.raw`\b${x}-free\b`).test(label));
  // (Two fruits one word names, 'limão' as lime or lemon: one of them met is the wish met.)
  const metByKin = (w: readonly string[]) => w.length === 1 && CITRUS_KIN[w[0]!] !== undefined && r.ingredients.some((o) => o.join(' ') === CITRUS_KIN[w[0]!] && allowed.some((d) => findIngredient(d, o)));
  for (const w of r.ingredients) {
    if (limited(w) || metByKin(w)) continue;
    // (A thing only an alcohol-free drink with a trace has, for a guest who wants none: said as it is.)
    if (r.noAlcoholTrace && !allowed.some((d) => findIngredient(d, w)) && menu.some((d) => findIngredient(d, w)) && menu.filter((d) => findIngredient(d, w)).every((d) => d.alcoholFree && d.alcoholMl > 0)) {
      return `has ${w.join(' ')} without a trace of alcohol (ours can have up to 0.5%)`;
    }
    if (!allowed.some((d) => findIngredient(d, w)) && menu.some((d) => findIngredient(d, w))) return `has ${w.join(' ')}`;
  }
  for (const [flavour, want] of r.flavours) {
    // (An alcohol-free drink does not meet a taste wished for by a guest who drinks: 'not the mojito again, something
    // minty' is not met by the Virgin Mojito.)
    const has = (d: DrinkProfile) => (r.alcoholFree || !d.alcoholFree) && d.flavours[flavour] >= 0.45;
    if (want >= 0.8 && !allowed.some(has) && menu.some(has)) return `is ${FLAVOUR_LEXICON[flavour].adjective}`;
  }
  // A spirit asked for ('something with tequila under 12') that none within the limits has, and that no rule of the
  // request rules out.
  for (const s of r.spirits.filter((x) => !r.excludedSpirits.includes(x))) {
    // (An alcohol-free stand-in for the spirit does not meet a wish for it.)
    const has = (d: DrinkProfile) => (r.alcoholFree || !d.alcoholFree) && spiritFit(d, s) >= 0.5;
    if (!allowed.some(has) && menu.some(has)) return `has ${s}`;
  }
  for (const category of new Set(r.categories)) {
    if (!allowed.some((d) => inCategory(d, category, r.alcoholFree)) && menu.some((d) => inCategory(d, category, r.alcoholFree))) return `is ${category === 'spirit' ? 'a spirit served neat' : `a ${category}`}`;
  }
  // A strong drink wished that none within the limits is ('something STRONG under a tenner, not another beer'): said,
  // for what the limits leave may be light, or have no alcohol at all.
  if (!r.alcoholFree && r.strength?.level === 'strong' && r.strength.weight >= 0.8) {
    const strong = (d: DrinkProfile) => !d.alcoholFree && d.strength >= 0.75;
    if (!allowed.some(strong) && menu.some(strong)) return 'is strong';
  }
  return null;
}

/** What the first answer to a request nothing could be read from says. */
export const NOT_UNDERSTOOD = 'I could not tell what you like, so here are popular choices';
/** ... when the menu has drinks that break no constraint the request could have said: those, and an offer to help. */
export const NOT_UNDERSTOOD_SAFE =
  'I could not tell what you would like or must avoid, so to be safe these have no alcohol, egg, nuts, dairy or gluten; tell me a spirit, flavour or drink you like and I will find a closer match';
/** The constraints a request nothing could be read from is held to. */
const UNREAD_REQUEST: HardConstraints = {
  alcoholFree: true,
  noAlcoholTrace: true,
  excludedSpirits: [],
  excludedIngredients: COMMON_ALLERGENS.flatMap((a) => ALLERGENS[a].map((w) => w.split(' '))),
  excludedCategories: [],
  excludedDrinks: [],
};
