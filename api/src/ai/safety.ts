import { distance } from 'fastest-levenshtein';
import { itemLabel, type DrinkProfile } from './builtin/profile';
import { ABV_CAP, expandContractions, numbersAsDigits, readAges, saidPlainly, translate, withoutUnderAges, type GuestRequest } from './builtin/understand';
import type { HardConstraints, StockItem, WishCategory } from './port';
import { AMOUNT_WITH_SIGN_IN_A_SCRIPT, drinkAliasesByKey, leftAfterNamedDrinks, leftAfterSpending, namesAustralianNotes, noDrinkComesNear, partyShare, priceInDoubt, priceOfNamedDrink, CUSTOMARY_TIP_PERCENT, saysKeptBack, saysTip, saysUnsizedTip } from './money';
import { DEFAULT_MONEY, formatPrice, type MoneySettings } from '@bar/domain';
import { ALLERGENS, ALLERGEN_WORDS, CATEGORY_WORDS, EXCEPT_WORDS, FINE_WORDS, DOING_IN_JEST, DRINKING_AGE, HEAD_INJURY_SAID, PREGNANCY_SAID_SIDEWAYS, FREE_OF, FOODS, MENTIONED_ALLERGEN, NO_ALLERGEN_SAID, NOT_THE_ALLERGEN, UNRECORDED, allergenByStem, type Allergen } from './lexicon/requests';
import { MEDICINES, brandsAsProducts, clipped, emojiAsWords, fold, listOf, medicineAllowedADrink, stem, withCorrections, withoutLeaveOffs, withoutLiftedReasons, withoutProductAges, words } from './text';
import { IMITATIONS_REFUSED, IMITATIONS_REFUSED_ALL, SAYS_NO, THING_THEN_NO } from './lexicon/refusals';
import { SPIRITS, spiritAffinity, spiritLineage, spiritNamed } from './lexicon/spirits';
import { ALCOHOL_FREE_ITEM_MARKERS } from './lexicon/ingredients';
import { EAST_ASIAN_READ, GREEK_READ } from './lexicon/languages';
import { isMoreEnglishWord } from './lexicon/english-words';
import { ownWords } from './lexicon/own';
import { turkishUnread } from './turkish';
import { arabiziSaid } from './arabic';

/**
 * The hard constraints of a guest's request: what a suggested drink must never break, whichever engine suggested
 * it. Alcohol-free (asked for, or a reason or an age that calls for it), a price limit, allergens and diets (as the
 * words of inventory items the drink must not contain), spirits, kinds and drinks ruled out.
 *
 * Preferences ('something boozy', 'citrusy') are not constraints: they rank, they never remove.
 */
export type { HardConstraints };

export const NO_CONSTRAINTS: HardConstraints = { alcoholFree: false, excludedSpirits: [], excludedIngredients: [], excludedCategories: [], excludedDrinks: [] };

/** The constraints the built-in reader found in a request. */
export function constraintsOfRequest(r: GuestRequest): HardConstraints {
  return {
    alcoholFree: r.alcoholFree,
    ...(r.alcoholFree && r.noAlcoholTrace ? { noAlcoholTrace: true } : {}),
    maxPrice: r.maxPrice,
    ...(r.maxAbv !== undefined ? { maxAbv: r.maxAbv } : {}),
    ...(r.maxVolumeMl !== undefined ? { maxVolumeMl: r.maxVolumeMl } : {}),
    excludedSpirits: r.excludedSpirits,
    excludedIngredients: r.excludedIngredients,
    excludedCategories: r.excludedCategories,
    excludedDrinks: r.excludedDrinks,
    ...(r.unknownAllergens.length ? { unknownAllergens: r.unknownAllergens } : {}),
    ...(r.standInsAllowed ? { standInsAllowed: true } : {}),
    ...(r.waterOnly ? { waterOnly: true } : {}),
  };
}

/** The constraints an LLM reported, in the same terms: allergens by name, spirits by the lexicon's keys. */
export function constraintsFromNames(found: {
  alcoholFree: boolean;
  noAlcoholTrace?: boolean | undefined;
  maxPrice: number | null;
  allergens: readonly string[];
  excludedSpirits: readonly string[];
  excludedDrinkIds: readonly string[];
}): HardConstraints {
  const allergens = found.allergens.filter((a): a is Allergen => Object.hasOwn(ALLERGENS, a));
  return {
    alcoholFree: found.alcoholFree || found.noAlcoholTrace === true,
    ...(found.noAlcoholTrace === true ? { noAlcoholTrace: true } : {}),
    maxPrice: found.maxPrice !== null && Number.isFinite(found.maxPrice) && found.maxPrice > 0 ? found.maxPrice : undefined,
    excludedSpirits: found.excludedSpirits.filter((s) => Object.hasOwn(SPIRITS, s)),
    excludedIngredients: allergens.flatMap((a) => ALLERGENS[a].map((w) => w.split(' '))),
    excludedCategories: [],
    excludedDrinks: [...found.excludedDrinkIds],
  };
}

/**
 * Everything any reader of the request found: alcohol-free if either says so (when in doubt, alcohol-free), the
 * lower price limit, all exclusions.
 */
export function unionConstraints(...all: ReadonlyArray<HardConstraints | undefined>): HardConstraints {
  const present = all.filter((c): c is HardConstraints => c !== undefined);
  const limits = present.map((c) => c.maxPrice).filter((p): p is number => p !== undefined);
  const strongest = present.map((c) => c.maxAbv).filter((p): p is number => p !== undefined);
  const smallest = present.map((c) => c.maxVolumeMl).filter((p): p is number => p !== undefined);
  const key = (words: readonly string[]) => words.join(' ');
  const ingredients = new Map<string, string[]>();
  for (const c of present) for (const w of c.excludedIngredients) ingredients.set(key(w), w);
  const unknown = [...new Set(present.flatMap((c) => c.unknownAllergens ?? []))];
  return {
    ...(unknown.length ? { unknownAllergens: unknown } : {}),
    ...(present.some((c) => c.noAlcoholTrace) ? { noAlcoholTrace: true } : {}),
    // (A permission only the guest's own words give, read the same way by every reader: kept when any reading has it.)
    ...(present.some((c) => c.standInsAllowed) ? { standInsAllowed: true } : {}),
    ...(present.some((c) => c.waterOnly) ? { waterOnly: true } : {}),
    alcoholFree: present.some((c) => c.alcoholFree || c.noAlcoholTrace),
    maxPrice: limits.length ? Math.min(...limits) : undefined,
    ...(strongest.length ? { maxAbv: Math.min(...strongest) } : {}),
    ...(smallest.length ? { maxVolumeMl: Math.min(...smallest) } : {}),
    excludedSpirits: [...new Set(present.flatMap((c) => c.excludedSpirits))],
    excludedIngredients: [...ingredients.values()],
    excludedCategories: [...new Set(present.flatMap((c) => c.excludedCategories))],
    excludedDrinks: [...new Set(present.flatMap((c) => c.excludedDrinks))],
  };
}

/** Things said to be fine ('lime is fine', "lime and lemon don't count", 'lime's ok'). */
const SAID_FINE = new RegExp(String.raw`\b([a-z]{3,})(?:\s+(?:and|&)\s+([a-z]{3,}))?(?:'s|\s+(?:is|are|s))\s+(?:totally |perfectly |still )?(?:${FINE_WORDS.join('|')})\b|`+String.raw`\b([a-z]{3,})(?:\s+(?:and|&)\s+([a-z]{3,}))?\s+(?:do not|don'?t|dont|does not|doesn'?t)\s+count\b`, 'g');

/** The drink is of that kind; with `mocktails`, an alcohol-free mixed drink is a cocktail too (for an alcohol-free guest, and when ruling cocktails out). */
export function inCategory(drink: DrinkProfile, category: WishCategory, mocktails = true): boolean {
  const alcoholFreeBeer = drink.category === 'alcohol-free' && drink.ingredients.some((i) => i.knowledge.item.category === 'beer');
  if (category === 'beer') return drink.category === 'beer' || alcoholFreeBeer;
  // A mocktail is a cocktail: an alcohol-free drink mixed of more than one thing.
  if (category === 'cocktail') return drink.category === 'cocktail' || (mocktails && drink.category === 'alcohol-free' && !alcoholFreeBeer && drink.ingredients.length > 1);
  return drink.category === category;
}

/** Products of a kind of drink, inside a mixed drink ('no wine' rules out the prosecco of a spritz; ginger beer is no beer). */
const KIND_INSIDE: Partial<Record<WishCategory, RegExp>> = {
  // (Vermouth, sherry and port are wines too, fortified: 'wine gives me migraines' leaves out the Americano.)
  wine: /\b(?:wine|prosecco|champagne|cava|cremant|sekt|spumante|vermouth|sherry|port|lillet)\b/,
  beer: /(?<!ginger |root )\b(?:lager|ipa|stout|ale|porter|pilsner|pils|beer)\b/,
};

export function hasIngredient(drink: DrinkProfile, itemWords: readonly string[]) {
  return drink.ingredients.find((i) => itemWords.every((w) => i.knowledge.words.includes(w)) && !isOtherThing(itemWords, i.knowledge.words));
}

/** Items whose name holds the word but that are not the thing: ginger beer and ginger ale are sodas, not beer or ale. */
const NOT_THE_THING: Record<string, readonly string[]> = ownWords({ beer: ['ginger', 'root'], ale: ['ginger'] });
function isOtherThing(wanted: readonly string[], itemWords: readonly string[]): boolean {
  return wanted.length === 1 && (NOT_THE_THING[wanted[0]!] ?? []).some((w) => itemWords.includes(w));
}

/** Products made from a fruit or a nut whose names do not say so. */
const MADE_FROM: Record<string, readonly string[]> = ownWords({
  orange: ['triple sec', 'cointreau', 'curacao', 'grand marnier', 'aperol'],
  almond: ['amaretto', 'orgeat'],
  cherry: ['maraschino', 'kirsch', 'cherry heering'],
  lemon: ['limoncello'],
  coffee: ['espresso', 'kahlua'],
});

/** Why the drink breaks a constraint ('has alcohol', 'has egg'), or null when it breaks none. */
export function breaksConstraint(drink: DrinkProfile, c: HardConstraints): string | null {
  if (c.waterOnly) return 'is not water';
  if ((c.alcoholFree || c.noAlcoholTrace) && !drink.alcoholFree) return 'has alcohol';
  // 'Alcohol-free' allows up to 0.5%; a guest who must not have even that gets only drinks of 0.0% ingredients.
  if (c.noAlcoholTrace && drink.ingredients.some((i) => i.knowledge.abv === undefined || i.knowledge.abv > 0)) {
    // (How much, when the stock says: 'up to 0.5%'.)
    const most = Math.max(0, ...drink.ingredients.map((i) => i.knowledge.abv ?? 0));
    return most > 0 ? `has a trace of alcohol (up to ${most}%)` : 'has a trace of alcohol';
  }
  if (c.maxPrice !== undefined && drink.price > c.maxPrice + 1e-9) return 'over the price limit';
  if (c.maxAbv !== undefined && drink.abv > c.maxAbv + 1e-9) return `stronger than ${c.maxAbv}%`;
  // (A drink whose every part's amount is not known holds an unknown amount: it may hold more.)
  if (c.maxVolumeMl !== undefined && (drink.volumeMl === undefined || drink.volumeMl > c.maxVolumeMl + 1e-9)) return `holds more than ${c.maxVolumeMl} ml`;
  for (const excluded of c.excludedSpirits) {
    // (An alcohol-free drink only tastes of the spirit: allowed when the guest said its stand-in is fine.)
    if (c.standInsAllowed && drink.alcoholFree) continue;
    if (drink.spirits.some((s) => s.share > 0.05 && spiritAffinity(excluded, s.spirit) >= 1)) return `has ${excluded}`;
  }
  for (const excluded of c.excludedCategories) {
    if (inCategory(drink, excluded)) return `is a ${excluded}`;
    // 'No wine': not in a spritz either.
    const inside = drink.ingredients.find((i) => KIND_INSIDE[excluded]?.test(fold(i.knowledge.item.name)));
    if (inside) return `has ${inside.knowledge.label}`;
  }
  for (const excluded of c.excludedIngredients) {
    if (hasIngredient(drink, excluded)) return `has ${excluded.join(' ')}`;
    // A product made from it counts too: 'no orange' leaves out the orange liqueur of a Margarita.
    const made = MADE_FROM[excluded.join(' ')]?.find((product) => hasIngredient(drink, product.split(' ')));
    if (made) return `has ${made}, made from ${excluded.join(' ')}`;
  }
  if (c.excludedDrinks.includes(drink.id)) return 'ruled out by name';
  return null;
}

const hasAll = (c: HardConstraints, allergen: Allergen) => {
  const excluded = new Set(c.excludedIngredients.map((w) => w.join(' ')));
  return ALLERGENS[allergen].every((w) => excluded.has(w));
};

/** The allergens and diets among the constraints (each with all of its words ruled out). */
export function allergensOf(c: HardConstraints): Allergen[] {
  return (Object.keys(ALLERGENS) as Allergen[]).filter((a) => hasAll(c, a));
}

/**
 * What every answer under these constraints must say: the recipes do not record some of what the guest must avoid
 * (soy, sulfites, how a wine was fined), so the drinks that may carry it were left out and the guest should check.
 */
export function unrecordedNote(c: HardConstraints, drink?: DrinkProfile, askedForFined = false): string | null {
  const unrecorded = allergensOf(c)
    // (How a wine or a beer was fined is said of a drink that holds one, never of a Tom Collins.)
    // (... or in an answer to a guest who asked for one: 'vegan, a glass of red?'.)
    .filter((a) => a !== 'vegan' || drink === undefined || askedForFined || drink.ingredients.some((i) => FINED.test(fold(i.knowledge.item.name))))
    // (Coconut left out for a nut allergy is said as the nuts', not as a coconut allergy of its own.)
    .filter((a, _i, all) => !(a === 'coconut' && all.includes('nuts')))
    .map((a) => UNRECORDED[a])
    .filter((t): t is string => t !== undefined);
  const unknown = c.unknownAllergens ?? [];
  if (unrecorded.length === 0 && unknown.length === 0) return null;
  const notFound = unknown.length ? `I could not find ${listOf(unknown)} in our recipes, but they do not record every trace` : '';
  const notCovered = unrecorded.length ? `our recipe data does not fully cover ${listOf([...new Set(unrecorded)])}` : '';
  const said = [notFound, notCovered].filter(Boolean).join('; ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}: please check with the bartender before you order.`;
}

/** How an answer names a drink that meets the constraints ('alcohol-free, caffeine-free drink'), or null when there are none. */
export function fittingDrink(c: HardConstraints, money: MoneySettings = DEFAULT_MONEY): string | null {
  const labels: string[] = [];
  if (c.noAlcoholTrace) labels.push('alcohol-free (0.0%)');
  else if (c.alcoholFree) labels.push('alcohol-free');
  const allergens = allergensOf(c);
  // Vegan covers egg, honey and dairy; say it once.
  for (const a of allergens) if (!(allergens.includes('vegan') && (a === 'egg' || a === 'honey' || a === 'dairy'))) labels.push(FREE_OF[a]);
  const price = c.maxPrice !== undefined ? ` ${priceLimitText(c.maxPrice, money)}` : '';
  // ('No drink of 100 ml or less on our menu is a beer': the glass's size is why, said as it is.)
  const size = c.maxVolumeMl !== undefined ? ` of ${c.maxVolumeMl} ml or less` : '';
  if (labels.length === 0 && !price && !size) return null;
  return `${labels.join(', ')}${labels.length ? ' ' : ''}drink${size}${price}`;
}

/** How a limit is said: 'under $10' for a limit a cent below a whole amount (read from 'under $10'), else 'at $12.00 or less'. */
export function priceLimitText(maxPrice: number, money: MoneySettings = DEFAULT_MONEY): string {
  const cents = Math.round(maxPrice * 100);
  return cents % 100 === 99 ? `under ${formatPrice((cents + 1) / 100, money)}` : `at ${formatPrice(maxPrice, money)} or less`;
}

/**
 * The doubt rule (ADR 18, docs/adr/0018-ai-doubt-strictest-reading.md): a request may carry a cue of a hard constraint that the reader
 * cannot fully resolve: a restriction word ('no', 'without', 'sin', 'ohne', '-free') next to a word it does not know
 * ('no liqueurs', 'sin jarabe') or knows only as a taste ('nothing with bitters'), an allergy or intolerance said in
 * words that are not a rule to it ('peanut-sensitive', 'Nüsse vertrage ich nicht'), a reason not to drink or an age
 * it has no phrase for ('behind the wheel', 'on antidepressants', 'ma fille a quinze ans'). Then the strictest
 * reasonable reading holds: no alcohol at all when alcohol is in doubt; every stocked item whose name, kind or known
 * contents matches the word (or its stem) is left out; an allergy to something no item can be matched to is said
 * ('please check with the bartender'), and drinks whose products' recipes are not recorded are not ranked first.
 * Every answer says what was done. Applied in `bartender.ts` to whichever engine answered.
 */
export interface Doubt {
  /** The constraints of the strictest reading (added to every other reading's). */
  constraints: HardConstraints;
  /** What every answer says about it, or null when there was no doubt. */
  note: string | null;
}

/** Words that rule out what follows them, in the languages the reader knows (folded; most are translated first). */
const RESTRICT_BEFORE = new Set([
  'no', 'not', 'without', 'nothing', 'none', 'never', 'avoid', 'avoiding', 'except', 'excluding', 'minus', 'skip', 'hold', 'hate', 'nor', 'zero',
  'sin', 'sans', 'ohne', 'senza', 'sem', 'kein', 'keine', 'keinen', 'nicht', 'pas', 'nada', 'rien', 'niente', 'nichts', 'nao', 'non', 'ni', 'ne', 'nie',
  'jamais', 'nunca', 'mai',
  // Dutch, the Scandinavian languages, Polish and Czech: 'geen rum', 'ingen rom', 'bez rumu'.
  'geen', 'zonder', 'ingen', 'inget', 'ikke', 'inte', 'uten', 'utan', 'bez',
]);
/** Words that rule out what is said before them ('syrup-free', 'Nüsse vertrage ich nicht'). */
const RESTRICT_AFTER = new Set(['free', 'frei', 'libre', 'gratis', 'nicht', 'less']);
/** Of those, the ones that say 'without it' of whatever they follow ('mint-free', 'glutenfrei', 'libre de'). */
const SAID_WITHOUT = new Set(['free', 'frei', 'libre', 'gratis']);
/** Words of an allergy or an intolerance: what is said on either side of them is ruled out. */
const ALLERGY_CUE = /^(?:careful|cautious|beware|allerg|alerg|alerj|uczul|intoler|intoller|unvertrag|vertrag|sensitiv|sensib|empfindlich|react|reaction|anaphyla|ill$|sick$|poison|swell|throat|hive$|hives$|rash|itch|epipen|epi$|breath|wheez)/;
/** After a restriction word these make it a wish to go easy, not a rule ('not too sweet'). */
const SOFT_AFTER = new Set(['too', 'very', 'overly', 'so', 'that', 'super', 'much', 'really', 'as', 'trop', 'demasiado', 'zu', 'troppo', 'muito', 'muy', 'tres', 'sehr', 'molto', 'tan', 'tanto']);
/** Words that are never the thing ruled out: fillers, the drink itself, alcohol (its own rule below). */
const NOT_A_THING = new Set([
  // To mix, in the languages ('no los puedo mezclar con alcohol'): no mixer is named.
  'mix', 'mixing', 'mixed', 'mezclar', 'mezcla', 'mischen', 'mescolare', 'misturar', 'melanger', 'puedo', 'puede', 'posso', 'peux', 'kann',
  // Articles and small words of the five other languages ('alergia a los frutos secos').
  'el', 'la', 'los', 'las', 'le', 'les', 'il', 'lo', 'gli', 'os', 'der', 'die', 'das', 'den', 'dem', 'des', 'une', 'una', 'uno', 'ein', 'eine', 'uma', 'del', 'dei', 'delle', 'degli', 'aux', 'dos',
  'a', 'an', 'the', 'any', 'of', 'with', 'in', 'it', 'me', 'my', 'i', 'to', 'too', 'and', 'or', 'for', 'at', 'all', 'some', 'something', 'anything',
  'thing', 'stuff', 'drink', 'drinks', 'cocktail', 'please', 'like', 'want', 'have', 'can', 'do', 'does', 'am', 'is', 'are', 'be', 'get', 'make',
  'really', 'very', 'just', 'only', 'ich', 'je', 'yo', 'io', 'eu', 'de', 'di', 'da', 'du', 'des', 'la', 'le', 'el', 'lo', 'algo', 'etwas', 'quelque',
  'qualcosa', 'con', 'avec', 'mit', 'com', 'un', 'une', 'una', 'uno', 'ein', 'eine', 'was', 'bitte', 'por', 'favor', 'alcohol', 'alcoholic', 'booze',
  'boozy', 'liquor', 'spirit', 'alkohol', 'alcool', 'alcol', 'sugar', 'ice', 'water', 'straw', 'garnish', 'mocktail', 'tonight', 'today', 'more',
  'again', 'same', 'one', 'other', 'else', 'free', 'less', 'allergy', 'allergic', 'intolerant', 'intolerance', 'sensitive', 'too', 'much', 'way',
  'mean', 'meant', 'sure', 'problem', 'worry', 'mind', 'care', 'matter', 'fan', 'keen', 'big', 'fancy', 'need', 'needed', 'bad', 'badly', 'well',
  // Verbs and fillers of the other languages: 'que no sea', 'qui ne soit pas', 'das nicht ist'.
  'sea', 'ser', 'sei', 'sia', 'seja', 'soit', 'sein', 'ist', 'est', 'essere', 'estar', 'esta', 'este', 'eso', 'esto', 'que', 'qui', 'che', 'das',
  'dass', 'mucho', 'muy', 'tres', 'sehr', 'molto', 'nicht', 'pas', 'tanto', 'tan', 'gusta', 'mag', 'aime', 'piace', 'gosto', 'quiero', 'veux', 'voglio',
  'will', 'want', 'like', 'much', 'many', 'lot', 'lots', 'little', 'bit', 'ever', 'anymore', 'again', 'thanks', 'thank', 'merci', 'gracias', 'danke',
]);

/**
 * What a word may name among stocked things beyond the words of their names, in the languages the reader knows
 * (stems, folded): 'liqueur' is also a triple sec or an amaretto, 'mixer' every item kept as a mixer.
 */
const KNOWN_CONTENTS: Array<{ stems: RegExp; itemWords?: RegExp; categories?: readonly string[] }> = [
  { stems: /^(?:liqueur|licor(?!ice)|likor|liquor(?!ice)|liquore|cordial)/, itemWords: /\b(?:liqueur|triple|cointreau|curacao|amaretto|schnapp|frangelico|baileys|kahlua|chartreuse|maraschino|campari|aperol|cordial)\b/ },
  { stems: /^(?:syrup|sirup|sirop|jarab|sciropp|xarop)/, itemWords: /\b(?:syrup|grenadine|orgeat|cordial)\b/ },
  { stems: /^(?:juice|jugo|zumo|jus$|saft|succo|suco)/, itemWords: /\bjuice\b/ },
  { stems: /^(?:bitter|amargo|amer$|amaro)/, itemWords: /\b(?:bitters|campari|aperol|bitter)\b/ },
  // ('No Aperol or other bitter aperitifs', 'geen aperitieven': the bitter aperitifs, the alcohol-free one too.)
  { stems: /^(?:aperiti[fv]|aperitie|apero$)/, itemWords: /\b(?:campari|aperol|aperitif)\b/ },
  { stems: /^(?:mixer|mezcla)/, categories: ['mixer'] },
  { stems: /^(?:garnish|deko)/, categories: ['garnish'] },
  { stems: /^(?:soda|fizz|bubbl|bubble|carbonat|gas$|gaseos|sprudel|frizzant|petill|burbuj|espumo)/, itemWords: /\b(?:soda|tonic|ginger beer|cola|prosecco|lager|ipa|stout|beer)\b/ },
  { stems: /^(?:fruit|fruta|obst|frutta|fruchte|frucht)/, itemWords: /\b(?:lime|lemon|orange|grapefruit|pineapple|cranberry|raspberry|cherry|cherries|coconut|apple|grenadine)\b/ },
  { stems: /^(?:foam|espuma|schaum|mousse|schiuma)/, itemWords: /\begg\b/ },
  // What a product is known to hold: quinine the tonic, juniper the gin ('quinine allergy', 'kein Wacholderschnaps').
  { stems: /^(?:quinin|chinin|quinquina|cinchona)/, itemWords: /\btonic\b/ },
  { stems: /^(?:juniper|wacholder|enebro|genievre|ginepro|zimbro)/, itemWords: /\bgin\b/ },
  // Fruit and plants by the products made of them: the orange of a triple sec or an Aperol, the pomegranate of a
  // grenadine, the corn of a bourbon, the cane of a rum; caffeine and stimulants; histamine in what is fermented.
  { stems: /^(?:orange|naranj|arancia|arance|laranj)/, itemWords: /\b(?:orange|triple sec|cointreau|curacao|grand marnier|aperol|campari)\b/ },
  { stems: /^(?:pomegranat|granad|melograno|romazeira|roma$)/, itemWords: /\bgrenadine\b/ },
  { stems: /^(?:corn$|maize|maiz$)/, itemWords: /\bbourbon\b/ },
  { stems: /^(?:sugarcane|sugar cane|cane$|cana de azucar)/, itemWords: /\b(?:rum|cachaca)\b/ },
  { stems: /^(?:stimulant|estimulant|stimolant|caffein|cafein|koffein)/, itemWords: /\b(?:espresso|coffee|cola)\b/ },
  { stems: /^(?:histamin|istamin)/, itemWords: /\b(?:wine|prosecco|vermouth|beer|lager|ipa|stout)\b/ },
  { stems: /^(?:kohlensa|gasificad|gaseificad|gassat)/, itemWords: /\b(?:soda|tonic|ginger beer|cola|prosecco|lager|ipa|stout|beer)\b/ },
];

/** Reasons not to drink and ages the reader has no phrase for, in its languages (folded, untranslated text). */
/** Medicines named that allow not even a trace of alcohol (sedatives, opioids, blood thinners, sleeping pills). */
// (Each name a word of its own: 'también' holds no Ambien.)
const NO_TRACE_MEDICATION = String.raw`(?<![a-z])(?:\bbenzos?\b|benzodiazep|xanax|valium|diazepam|lorazepam|alprazolam|clonazepam|klonopin|ativan|\boxy\b|oxycodone|oxycontin|codeine|tramadol|morphine|methadone|suboxone|buprenorphine|warfarin|ambien|zolpidem|percocet|vicodin|hydrocodone|rivotril|tavor|tilidin|lexomil|bromazepam|temazepam|seconal|gabapentin)`;
/** Medicines by kind or by name that keep the guest from alcohol ('sleeping pills', 'antibiotics', 'Blutverdünner', 'Xanax'). */
/** Medicine and health that keep the guest from alcohol: the medicines, the liver, detox. Not even a trace either. */
const MEDICINE_AND_HEALTH = String.raw`${MEDICINES}|(?<![a-z])(?:\b(?:an|recovering|recovered|former|ex) alcoholic\b|\blittle ones?\b|\bliver\b|\bleber\b|\bfoie\b|\bhigado\b|\bfegato\b|chemo|\bdetox\b)`;

/**
 * Stopped drinking, or in recovery, in the six languages ('je ne bois plus depuis deux ans', 'parei de beber', 'estou
 * em recuperação', 'ich bin trockener Alkoholiker', 'ho smesso di bere', "haven't had a drink in years"): alcohol-free,
 * and not even a trace (the 0.5% beer is out too). Matched on the folded text.
 */
const STOPPED_DRINKING = String.raw`\b(?:i go to|going to|been going to|back at) meetings\b|\bworking (?:my|the) (?:program(?:me)?|steps)\b|\bbig book\b|\bhome group\b|\bdeje (?:el trago|el guaro|de tomar)\b|\bllevo (?:un|una|\w+) (?:ano|anos|mes|meses|semanas?) sin (?:tomar|beber)\b|\bhab(?:e)? (?:mit dem )?(?:trinken|saufen) aufgehort\b|\blarguei (?:a bebida|o alcool|de beber)\b|\b(?:i am|i'm|im|been) dry these days\b|\b(?:sheriff'?s? deputy|deputy sheriff)\b|\bworking (?:the float|mardi gras|the parade)\b|\b(?:streetcar|tram|bus) (?:operator|driver)\b|\blifeguard\b(?=[^.!?]{0,30}\b(?:tomorrow|tonight|shift|at \d))|\bone day at a time\b|\b\d{1,4} days? (?:today|sober|clean|dry)\b|\bkeep coming back\b|\b(?:i am|i'm|im) in the program(?:me)?\b|\bfriend of bill\b|\b(?:dry|sober|off (?:the )?(?:booze|drink|alcohol)|not drinking) for lent\b|\bj ?bois (?:pus|plus|pu)\b|\bdeje de tomar\b|\bnopd\b|\b(?:i am |i'm |im )?(?:on duty|working (?:security|the door|the parade(?: route)?|a shift|my shift|the (?:night )?shift))\b|\b(?:stopped|quit|gave up) drinking\b|\b(?:have not|has not|had not|not) (?:had a drink|drunk|touched (?:a drop|alcohol))\b|\bin recovery\b|\b(?:clean and )?sober (?:for|since)\b|\bne bois plus\b|\bje bois plus\b|\barrete (?:de boire|l alcool)\b|\b(?:en|em|in) (?:recuperacion|recuperacao|recupero|rehabilitacion|reabilitacao|rehab|cure de desintoxication)\b|\bdeje (?:de beber|el alcohol|la bebida)\b|\bya no (?:bebo|tomo)\b|\bparei de beber\b|\bdeixei de beber\b|\bnao toco (?:num|numa|em|no|na|nenhum|nenhuma|um|uma) (?:copo|gota|bebida|alcool|pinga)\b|\bno (?:toco|pruebo|tomo) (?:ni )?(?:una|un) (?:copa|gota|trago)\b|\b(?:have not|haven't|havent|not|never) touched (?:a|one) (?:glass|drink)\b|\bnao (?:provo|bebo) (?:uma|nem uma) gota\b|\b(?:do not|does not|don'?t|doesn'?t|dont|doesnt) do (?:that|it|this|the drink|the drinking|the booze)(?: stuff)? (?:anymore|any more|these days|now)\b|\b(?:ca|cela) fait \S+ (?:ans?|mois) (?:pile |tout juste )?que j(?:'| |)ai arrete\b|\bj(?:'| |)ai arrete (?:il y a|depuis) \S+ (?:ans?|mois)\b|\bhace \S+ (?:anos?|meses) (?:exactos )?que (?:lo )?deje\b|\blo deje hace \S+ (?:anos?|meses)\b|\b(?:sono|e) \S+ (?:anni|mesi) che ho smesso\b|\bho smesso \S+ (?:anni|mesi) fa\b|\b(?:faz|ha) \S+ (?:anos?|meses) que parei\b|\bparei (?:ha|faz) \S+ (?:anos?|meses)\b|\b(?:seit|vor) \S+ (?:jahren|monaten) aufgehort\b|\b(?:i )?(?:quit|stopped) (?:exactly )?(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?) ago\b|\b(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?) since i (?:quit|stopped)\b|\b(?:quit|went|gone|going) cold turkey\b|\bnon (?:tocco|bevo|assaggio) (?:piu )?(?:nemmeno |neanche |manco )?(?:un|una|un solo) (?:bicchiere|goccio|goccia|sorso)\b|\bje (?:ne )?(?:touche|bois) (?:plus|pas) (?:a )?(?:un|une) (?:verre|goutte)\b|\b(?:keinen|nicht einen) tropfen (?:mehr )?(?:angeruhrt|angeruehrt|getrunken)\b|\bruhre keinen tropfen\b|\b(?:ja )?nao bebo mais\b|\bho smesso di bere\b|\bnon bevo piu\b|\bex alcolista|\balcolista in recupero\b|\baufgehort (?:mit dem )?(?:zu )?trinken|\btrinke (?:ich )?(?:seit \w+ (?:\w+ )?)?(?:nicht mehr|keinen alkohol mehr)\b|\btrockene?r? alkoholiker|\balcoholico en recuperacion|\balcoolique (?:abstinent|en recuperation)`;

/**
 * Not drinking at all as a way of life ('I don't drink', 'je ne bois pas d'alcool', 'ich trinke keinen Alkohol', 'no
 * bebo', 'não bebo', 'non bevo'): a teetotaller, who takes not even the 0.5% beer. Not a night off ('not drinking
 * tonight') nor one spirit ('I don't drink gin').
 */
const DOES_NOT_DRINK = String.raw`\b(?:i|we)\s+(?:do not|don.?t|never)\s+drink(?:\s+(?:alcohol|booze|alcoholic drinks|at all|ever))?(?!\s+anything\s+(?:but|except|other))(?=\s*(?:$|[,.;:!?)(]|(?:so|and|but|what|whats|any|anything|please|pls|either|myself|though|tho)\b))|\bne (?:bois|buvons) (?:pas|jamais)(?: d.?alcool| de l.?alcool)?(?=\s*(?:$|[,.;:!?)(]|(?:et|mais|donc|alors)\b))|\b(?:no|nunca) (?:bebo|tomo)(?: alcohol)?(?=\s*(?:$|[,.;:!?)(]|(?:y|pero|asi)\b))|\bnao bebo(?: alcool)?(?=\s*(?:$|[,.;:!?)(]|(?:e|mas)\b))|\bnon bevo(?: alcol\w*)?(?=\s*(?:$|[,.;:!?)(]|(?:e|ma)\b))|\btrinke (?:ich )?(?:keinen alkohol|gar keinen alkohol|nie alkohol|nicht)(?: mehr)?(?=\s*(?:$|[,.;:!?)(]|(?:und|aber)\b))`;
/**
 * On shift or on duty, now or soon ('on shift', 'a night shift at the hospital in an hour', 'im Dienst', 'di turno', 'en
 * service'): a reason not to drink. Coming off a shift ('after my night shift', 'just off a night shift') is none.
 */
const ON_SHIFT = String.raw`(?<!\b(?:after|off|finished|from|done with|end of) (?:my |the |a |our )?(?:night |late |early |long )?)\b(?:night |late |early )?shift (?:at|in an hour|in \d+|starts|begins|tonight)\b|\bon (?:the |my )?(?:night |late |early )?shift\b|\b(?:working|doing|starting|start|covering) (?:the |my |a )?(?:night |late |early )?shift\b|\bim dienst\b|\bin servizio\b|\ben service\b|\bde servicio\b|\bem servico\b|\bdi turno\b|\bon duty\b|\bon (?:the )?watch\b|\b(?:bridge|engine room|galley|deck|night|morning|dog|middle|anchor|harbour|harbor|gangway) (?:duty|watch)\b|\b(?:duty|watch) (?:at|in) \d|\bduty (?:tomorrow|tonight|later|starts?|begins)\b|\bcrew rest\b|\bbefore (?:my |the |our )?(?:duty|watch)\b|\bshift,? start(?:ing|s)\b|\bkeep (?:it|things) dry (?:for me|tonight|today|this evening|this time)\b`;
/**
 * At work, where an employer allows no alcohol at all: on shift, 'on the clock', 'still at work', a flight's crew. (Only
 * on call, 'on call for the servers', the 0.5% beer stays: a guest may ask for 'a beer that isn't really a beer'.)
 */
const AT_WORK = String.raw`${ON_SHIFT}|\bon (?:the job|the clock)\b|\bworking (?:tonight|the \w+|late)\b|\bstill (?:at work|working)\b|\bat work\b|\b(?:pilot|cabin crew|airline crew|flight crew|equipaggio|tripulacion|tripulacao|equipage|besatzung)\b`;

/** Medicines grapefruit does not mix with: statins, calcium-channel blockers, ciclosporin and their kin, by kind or by name. */
/** A question of what a product is made from ('is your vodka made from corn?', 'is the gin distilled from wheat'). */
const MADE_FROM_ASKED = /\b(?:is|are) (?:the|your|ur|this|that) ([a-z]+) (?:made|distilled|brewed|produced) (?:from|with|of|out of)\b/;
/** A blow to the guest's own head ('I hit my head', 'concussed'). */
const HEAD_INJURY = new RegExp(String.raw`\b(?:${HEAD_INJURY_SAID.join('|')})\b`);
/** Keeping kosher, in the guests' languages. */
const KOSHER = /\b(?:kosher|koscher|cacher|casher|kasher|kosjer|kashrut|kashrus)\b/;
const GRAPEFRUIT_MEDICINE = /\b(?:statins?|simvastatin|atorvastatin|lovastatin|lipitor|zocor|amlodipine|felodipine|nifedipine|nimodipine|verapamil|norvasc|calcium channel blockers?|ciclosporin|cyclosporine|tacrolimus|buspirone|amiodarone|sildenafil|estatinas?|statine?n?|sinvastatina|simvastatine|atorvastatina|atorvastatine|amlodipino|amlodipina)\b/;
/** A medicine named, by kind or by name ('a sleeping pill', 'antibiotics', 'Blutverdünner', 'Xanax'). */
const MEDICINE_SAID = new RegExp(`${NO_TRACE_MEDICATION}|${MEDICINES}|${String.raw`\btablets?\b`}`);
/** One kind of drink named after drinking ('drank tequila', 'never drink gin again'): about that kind, not all alcohol. */
const ONE_KIND = String.raw`(?:gin|rum|vodka|tequila|mezcal|whisk(?:e)?y|bourbon|scotch|rye|cognac|brandy|wine|beer|lager|ipa|stout|cider|prosecco|champagne|cava|sake|soju|shots?|cocktails?|margaritas?|mojitos?|negronis?|spritz\w*|jager\w*|sambuca|absinthe|ouzo|raki|red|white|rose)\b`;
/** Drinking said as an act ('if you drink', 'the last time I had a drink', 'when I drink'), folded. */
const DRINKING_DONE = String.raw`(?:drink|drank|drinking|drinks|had (?:a |one |another |any )?(?:drink|drop|sip)|had (?:any )?(?:alcohol|booze)|have (?:a |one |another |any )?(?:drink|drop|sip)|have (?:any )?(?:alcohol|booze)|touch(?:ed)? (?:alcohol|booze|a drop)|(?:got|get|gets) drunk|(?:was|am|start|started) drinking|(?:come|comes|came|go|get) home (?:smelling of (?:booze|alcohol|drink)|drunk|tipsy|having had a drink))(?!\s+(?:a |an |the |some |any |too much |too many |much |cheap |bad )?${ONE_KIND})`;
/** What drinking did or would do to them ('you die', 'ended up in A&E', 'crashed my car', 'anaphylaxis'), folded. */
const DRINKING_HARM = String.raw`(?:die|dies|died|(?:nearly |almost )?kill(?:s|ed)?|hospital|a ?& ?e|a and e|emergency|\ber\b|icu|ambulance|anaphyla\w*|seizures?|relapse\w*|crash(?:ed|es)?|arrest(?:ed)?|police|cops|jail|prison|(?:got|get) in(?:to)? (?:a )?fights?|black(?:ed)? ?out|blackouts?|passed out|rehab|bad things|never again|swore (?:it )?off|sworn off|pancreatitis|stomach pump\w*|overdose|lost (?:my|the) (?:job|licen[cs]e|kids|family|marriage)|leaves? me|leave me|divorce\w*|kicks? me out|dumps? me|woke up (?:in|on|somewhere|next to))\b`;
/**
 * Drinking that hurt them or would ('my cardiologist said "if you drink, you die"', 'if I have alcohol I go into
 * anaphylaxis', 'last time I drank I crashed my car. Never again', 'when I drink, bad things happen, so I don't any
 * more', 'I used to drink but it nearly killed me', 'I swore off it for good'): a reason not to drink.
 */
const DRINKING_HURTS = [
  String.raw`\bif (?:i|we|you) ${DRINKING_DONE}\b(?:\s+(?:again|any ?more|at all|even once|one more time|ever))?[^.!?]{0,60}?\b${DRINKING_HARM}`,
  String.raw`\b(?:the )?(?:last|every|each) time (?:i|we) ${DRINKING_DONE}\b[^.!?]{0,80}?\b${DRINKING_HARM}`,
  String.raw`\b(?:when|whenever) (?:i|we) ${DRINKING_DONE}\b[^.!?]{0,60}?\b(?:${DRINKING_HARM}|i (?:do not|don'?t|dont) any ?more)`,
  String.raw`\bused to drink\b[^.!?]{0,40}?\b(?:(?:nearly|almost) )?(?:killed|kill|destroyed|ruined)\b|\bused to drink\b[^.!?]{0,30}?\b(?:but|and|until)\s+(?:i\s+)?(?:stopped|quit|gave (?:it )?up|do not any ?more|don'?t any ?more|not any ?more|no more|never again)`,
  String.raw`\b(?:swore|sworn|swear|swearing) (?:it )?off (?:it|alcohol|booze|drink(?:ing)?|the (?:booze|drink|sauce|bottle))\b`,
  String.raw`\ballergic to (?:alcohol|ethanol)\b|\balcohol (?:allergy|intolerance)\b`,
  // Tested for it ('my parole officer does random tests', 'random drug tests at work', 'my PO breathalyses me'), a
  // promise kept ('I promised I'd never touch the stuff again'), an organ or a doctor that says no more ('my kidneys
  // can't take it anymore, doc said no more'), a time without ('haven't had a drink since the accident'), the wagon
  // ('back on it now, 90 days'), a company not drunk in front of ('I'd never drink in front of my dad'), 'nor at all'.
  String.raw`\bbreathaly[sz]\w*|\b(?:random|regular|daily|weekly|surprise|spot)\s+(?:drug\s+|alcohol\s+|breath\s+|urine\s+)?(?:tests?|testing|checks?|screens?|screening)\b|\btests? me\s+(?:randomly|every|each|at random|daily)\b|\b(?:parole|probation)\b[^.!?]{0,40}\btests?\b`,
  String.raw`\bnever (?:to )?(?:touch|drink|have) (?:the stuff|a drop|alcohol|booze|the booze|the sauce|the bottle)\b|\bpromised?\b[^.!?]{0,40}\b(?:never|not to|no more|stop|quit)\b[^.!?]{0,20}\b(?:drink\w*|touch|alcohol|booze|the stuff)\b(?!\s+(?:a |an |the |any )?${ONE_KIND})`,
  String.raw`\b(?:kidneys?|liver|pancreas|heart|stomach|body)\b[^.!?]{0,20}\b(?:can'?t|cannot|can not|could not|couldn'?t) (?:take|handle|cope with|stand) (?:it|alcohol|booze|drink|drinking|the booze)\b|\b(?:doc|doctor|gp|dr|physician|cardiologist|specialist|consultant|nurse)\b[^.!?]{0,20}\b(?:said|says|told me|ordered)\b[^.!?]{0,12}\b(?:(?:no more|stop|quit)(?:\s+(?:drinking|alcohol|booze|drinks?))?\s*(?:[.,;!]|$|\b(?:and|so|but|for me)\b)|not to drink|no alcohol|no booze|no drinking)`,
  String.raw`\b(?:have not|haven'?t|has not|hasn'?t|had not|hadn'?t) (?:had|touched) (?:a drink|a drop|alcohol|booze|any alcohol)\b`,
  String.raw`(?<!\b(?:fell|fall|falling|fallen|off)\s+)\bon the wagon\b|\bback on (?:it|the wagon)\b[^.!?]{0,30}\b\d+ days\b|\b\d+ days (?:sober|clean|dry)\b`,
  // Time clean said in years, months or weeks ('3 years clean', 'clean for 18 months', 'I've been clean 5 years', 'six
  // months dry'): as days said so are.
  String.raw`\b(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a few|several|many)\+?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?)\s+(?:sober|clean|dry|clean and sober|sober and clean)\b|\b(?:clean|sober|dry)\s+(?:for|since)\s+(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a few|several|many)\+?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\b|\b(?:i(?:'?ve| have)?|been)\s+(?:been\s+)?clean\s+(?:for\s+)?(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a few|several|many)\+?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\b`,
  String.raw`\b(?:never|do not|don'?t|can'?t|won'?t|wouldn'?t|would never) drink in front of\b|\bdrink\b[^.!?]{0,60}\bnor at all\b|^\s*nor at all\b`,
].join('|');
/**
 * At the helm or on duty at sea, or diving still to come, as driving is: 'skipper of the 10pm ferry tonight', 'I skipper
 * the ferry', 'I'm his first mate and we sail tonight', 'on first watch', 'the only one who can steer', 'piloting the
 * seaplane', 'second dive of the day', 'night dive later', 'freediving session in 2 hours'; in the guests' languages
 * too ('je suis le skipper', 'soy el capitán del barco', 'saya kapten kapal').
 */
const AT_THE_HELM = [
  // (Said of the guest, or opening what they say, 'Skipper of the 10pm ferry tonight'; never someone else's, 'the
  // captain's gala', 'the skipper says we stay in port'. A crew said at the start may be an airline's, with its own rules.)
  String.raw`(?:^|[.;!?]\s*|\b(?:i am|i'm|i m|im|as|me|myself)\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|their\s+|our\s+|its\s+)?(?:[a-z]+\s+){0,2}?)(?:skipper|captain|deckhand|deck hand|first mate|second mate|helmsman|helmswoman|coxswain|bosun|boatswain|ferryman|boatman|water taxi driver)\b(?!'|\s+(?:is|was|says|said|will|s)\b)|\b(?:i am|i'm|i m|im)\s+(?:the\s+|a\s+|on the\s+)?(?:crew ?member|crewman|crew|navigator|pilot)\b(?!')`,
  String.raw`\bi\s+(?:skipper|captain|crew|pilot|sail|helm|steer|navigate|skippered|captained)\b|\b(?:skippering|captaining|helming|steering|navigating|piloting|sailing (?:solo|single[- ]handed|back|home|tonight|later|at))\b|\bi\s+(?:set sail|cast off|leave port|head out to sea)\b|\bon (?:first |second |the (?:first |night |dog |middle )?)?watch\b|\btaking (?:the|my|our|a) (?:boat|yacht|dinghy|rib|launch|tender|catamaran|sailboat)\b(?: (?:out|back|home|across|over))?|\bonly one who can (?:steer|sail|drive the boat|skipper)\b`,
  // ('I'm the ship's captain, sailing in an hour', 'flying the seaplane in an hour', 'operating the crane in port later',
  // 'operating the minibus after',
  // 'diving the reef at 7am tomorrow'.)
  String.raw`\b(?:i am|i'm|i m|im)\s+(?:the\s+)?(?:ship'?s|boat'?s|ferry'?s|yacht'?s|vessel'?s)\s+(?:captain|skipper|master|pilot|navigator|helmsman)\b(?![^.!?]{0,30}\b(?:off duty|on leave|not on duty|not working|day off)\b)|\bfly(?:ing)?\s+(?:the|a|my|our)\s+(?:sea|float|bush|light|micro)?\s?(?:plane|aircraft|helicopter|chopper|glider)\b|\b(?:operating|operate|running|driving|working)\s+(?:the\s+|a\s+|heavy\s+)?(?:crane|forklift|fork lift|machinery|digger|excavator|cherry picker|tractor|jet ?ski|wave ?runner|zodiac|speedboat|tender|minibus|mini bus|bus|coach|van|truck|lorry|shuttle|tram|train)\b|(?<!\b(?:went|been|was|were|did|love|loved|enjoyed)\s+)\bdiving\s+(?:the\s+|a\s+|at\s+(?:the\s+)?)?(?:reef|wreck|wall|site|blue hole|cenote|lagoon|drop[- ]off)s?\b[^.!?]{0,20}\b(?:tomorrow|tonight|later|at \d|in an? |in \d|this (?:afternoon|evening))`,
  String.raw`\b(?:je suis|ich bin|soy|sou|sono|ik ben|saya)\s+(?:le |la |der |die |el |la |o |a |il |de )?(?:skipper|capitaine|kapitan|kapitän|kapitaen|capitan|capitán|capitao|capitão|capitano|kapitein|schipper|kapten|nahkoda|patron|patrón|patrao|patrão)\b`,
  String.raw`\b(?:second|next|another|night|dawn|sunrise|deep|wreck|drift|afternoon|evening|check(?:out)?) dives?\b|\bdive (?:later|tonight|this afternoon|this evening|at \d|in an? |in \d|tomorrow)|\bdiving (?:again|later|tonight|this afternoon|this evening|tomorrow|at \d|in an? |in \d)|\bdiving (?:at|in|off|near) [a-z]+(?: [a-z]+)?,? (?:first thing )?(?:tomorrow|in the morning|at dawn|first thing)|\b(?:free ?diving|freedive|scuba|dive) (?:session|trip|course|lesson|class)\b|\bgoing (?:back )?down (?:again|for (?:a|another|my|the) (?:second |next )?dive)\b|\bbefore (?:my|the|our|a) (?:next )?dive\b|\b(?:tomorrow|tmrw|tonight|later|in the morning)(?: morning| early| at \d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)?,? (?:i am|i'm|im|i m|we are|we're|were) (?:going )?(?:diving|scuba diving|free ?diving)\b`,
].join('|');
/** German and its dialects said plainly or short: see the reasons below (ADR 76). */
const GERMAN_SAID_SHORT = String.raw`\b(?:i|ich|bin)\b[^.!?]{0,40}\bseit\b[^.!?]{0,25}\btrocken\b(?!\s+(?:wein|weisswein|riesling|sekt|martini|gin|cider))|\bbin\s+(?:scho|schon|jetzt|nun)\s+(?:\w+\s+){0,3}trocken\b(?!\s+(?:wein|weisswein|riesling|sekt|martini|gin|cider))|\bssw\b|schwangerschaftswoche|\b(?:nicht|ned|net|nid|nod)\s+dass\b[^.!?]{0,50}\b(?:alkohol|schnaps|bier|wein)\b|\b(?:derf|darf|derfn|durfen|duerfen|kann|konn)\s+(?:nix|nichts|ned|net|nicht|nod|kein|koan)\s+(?:\w+\s+)?trinken\b|\btrinken\s+(?:ist\s+|is\s+)?verboten\b|\bgerichtliche\s+auflage\b|\b(?:hab|hob)\s?'?\s?s\s+auto\b|\bhabe?\s+(?:des|das|mei|mein)\s+auto\s+(?:do|da|dabei)\b`;
const ALCOHOL_REASON = new RegExp(
  [
    // A new driver, held to no alcohol at all on the road ('on my P plates', 'red Ps', 'L plates', 'probationary licence',
    // 'Probezeit', 'Führerschein erst seit 1 Woche', 'null Promille'), and the teetotaller's 'I don't touch the stuff'.
    String.raw`\b(?:on (?:my |me |the )?|got (?:my |me )?|still on (?:my |me )?|(?:red|green) )(?:p|l|red p|green p) ?(?:plates?|platers?|s)\b|\bp ?plater\b|\b(?:l|p) plates?\b|\bprobationary (?:licen[cs]e|driver)\b|\blearner(?:'s)? (?:permit|licen[cs]e)\b|\bprobezeit\b|\bfuhrerschein (?:erst |noch )?(?:seit|auf probe)\b|\bfahranfanger\w*\b|\b(?:null|0[.,]0|0) ?promille\b|\b(?:do not|don't|dont|don t|never) touch (?:the stuff|alcohol|booze|a drop|the hard stuff|drink|liquor|spirits or anything)\b`,
    // Not able or allowed to drink for a time ('I can't drink again until Friday', 'can't drink till Monday', 'I cannot
    // drink this week', 'not allowed to drink at the moment'): said of drinking itself, not of a drink named after it.
    String.raw`(?<!\b(?:not (?:like|that)|it(?:'s| s| is) not that)\s+(?:i|we)\s+)\b(?:can not|cannot|can't|cant|can t|could not|couldn't|must not|mustn't|should not|shouldn't|(?:(?:am|m|are|re) )?not (?:allowed|supposed|meant|able) to|(?:am|m|are|re) not to) drink\b(?=\s*(?:$|[.,!?;]|(?:again|until|till|til|before|for (?:a|the|another|\d|two|three|a few|some)|this (?:week|month|weekend|evening|year)|tonight|today|tomorrow|anymore|any more|at the moment|right now|now|these days|at all|alcohol|booze|any alcohol|on (?:these|this|my|the) (?:meds|medication|pills|tablets|antibiotics))\b))`,
    STOPPED_DRINKING,
    DRINKING_HURTS,
    AT_THE_HELM,
    // What drinking would cost them, said as a condition ('my doctor would cry if I drank tonight', 'I'd lose my job if I
    // had a drink', 'if I have a drink my parole officer will know', 'my mum would kill me if I drank').
    String.raw`\bif (?:i|we) (?:drank|drink|were to drink|had (?:even )?(?:a |one |any |another )?(?:single |little |small )?(?:drink|drop|sip|alcohol|booze|anything)|have (?:even )?(?:a |one |any |another )?(?:single |little |small )?(?:drink|drop|sip|alcohol|booze|anything)|touch(?:ed)? (?:a drop|alcohol|booze|a drink)|got (?:drunk|tipsy)|drank anything)\b(?:(?! (?:gin|rum|vodka|tequila|whisk(?:e)?y|wine|beer|red|white|tonic)\b)[^.!?]){0,60}?\b(?:would|will|'d|'ll|wd|gonna|going to|might|could|finds? out|knows?|gets? (?:fired|sacked|caught|in trouble|breathalysed|breathalyzed|tested)|loses?|lose|violat\w*|breach\w*|fails?)\b|\b(?:would|will|'d|'ll|gonna|going to)\b[^.!?]{0,60}?\bif (?:i|we) (?:drank|drink|were to drink|had (?:a |one |any )?(?:drink|drop|sip|alcohol|booze)|have (?:a |one |any )?(?:drink|drop|sip|alcohol|booze)|touch(?:ed)? (?:a drop|alcohol|booze)|got (?:drunk|tipsy))\b(?! (?:gin|rum|vodka|tequila|whisk(?:e)?y|wine|beer))`,
    // At work or about to be ('on shift', 'a night shift at the hospital in an hour', 'ich bin im Dienst').
    ON_SHIFT,
    // Driving: 'behind the wheel', 'mit dem Auto', 'prends le volant', 'voy en coche'.
    String.raw`\b(?:ben|is|zijn|bin)\s+(?:\w+\s+){0,2}bob\b|\bde bob\b|\bbob (?:vanavond|vandaag)\b|\b(?:driv(?:e|es|ing|er)|drove|behind the wheel|at the wheel|(?:take|takes|taking|took) (?:over )?the wheel|volant|volante|steuer|mit dem auto|mit d m auto|mit'?\s?m auto|mitm auto|mitem auto|mim auto|mitn auto|mi m auto|en coche|en carro|de carro|en voiture|in macchina|conduc\w*|conduz\w*|condui\w*|manej\w*|fahr(?:e|en|er|t)?|foan|foahn|foarn|fohrn|fohr|foahr|guid(?:o|are|ando)|dirig\w*|rijden|rijd|rij|rijdt|autorijden|prowadze|prowadzic|kierowca|surucu\w*|araba kullan\w*)\b`,
    // The car with them, a non-drinker, a soft one, a month off, under the drinking age ('I brought the car',
    // 'non-drinker', 'tee-total', 'something soft', 'dry July', 'not of drinking age', 'faux-tail', 'N/A', 'alc free').
    String.raw`\b(?:got|have|brought|bring|took|take|taking|with|drove) (?:the|my|our) (?:car|truck|van|minivan|minibus|motorbike|motorcycle|scooter)\b|\b(?:car|truck|van|minivan|minibus) keys\b|\bkeys (?:to|for) the (?:car|truck|van|minivan|minibus)\b|\bcar(?: s| is)? parked\b|\bcar\b[^.!?]{0,60}\b(?:taking|driving|drive|take) it home\b|\bkeys?\b[^.!?]{0,40}\b(?:i am|i'm|i m|im|i'll|i ll|i will) (?:the one )?(?:using|driving|taking)\b|\bdd(?:ing|ed)?\b|\bnon[ -]?drinkers?\b|\btee[ -]?total|\bt[ -]total\b|\btea[ -]?total|\bsomething soft\b|\bsoft (?:one|option)\b|\bsin trago\b|\bfaux[ -]?tails?\b|\bn\s*\/\s*a\b(?=\s*(?:please|pls|beer|drink|option|cocktail|[,.!?]|$))|\balc[ -]?free\b|\bdry (?:jan\w*|feb\w*|march|april|may|june|july|august|sept?\w*|oct\w*|nov\w*|dec\w*)\b|\bsober (?:curious|october|september|month)\b|\b(?:not|below|under) (?:yet )?(?:of |the )?(?:legal )?drinking age\b|\btoo young (?:to drink|for alcohol|for booze)\b|\bdrink(?:e|en)? (?:ik |wij |we |je )?(?:niet|geen)\b`,
    // Not drinking said with the verb in the other languages ('prefiero no beber', 'je préfère ne pas boire',
    // 'preferisco non bere'), on call ('de guardia', 'de garde', 'di turno', 'de plantão', 'Bereitschaft'), German 'trocken'.
    // German and its dialects said plainly or short (ADR 76): dry for years ('i bin seit zwoa Joahr trocken'), pregnancy by
    // its week ('20. SSW'), a warning not to bring alcohol ('Nicht dass ihr mir was mit Alkohol bringt'), drinking
    // forbidden with no word for alcohol ('i derf nix trinken', 'des Trinken verboten', 'gerichtliche Auflage'), the car
    // with them ('hab's Auto do').
    GERMAN_SAID_SHORT,
    String.raw`\b(?:no|ne pas|non|nao|nicht|niet) (?:beber|boire|bere|trinken|drinken)\b(?!\s+(?:gin|ron|rhum|rum|vodka|wodka|tequila|whisk\w*|mezcal|cognac|cerveza|biere|birra|bier|cerveja|vino|vin|wein|vinho|cava|champagne|prosecco))|\bde guardia\b|\bde garde\b|\bdi turno\b|\bde plantao\b|\bbereitschaft|\bbin (?:jetzt |seit \w+ )?trocken\b|\bremedio|\bmedicacion|\bmedicacao|\bmedicament|\bfarmaco|\btabletten\b|\bpastillas\b`,
    // Trying for a baby ('trying to conceive', 'TTC', 'IVF', 'buscando embarazo'), and a duty that allows none
    // ('pilot, flying at 6am', 'on call tonight', 'operating machinery').
    String.raw`\btrying to (?:conceive|get pregnant)\b|\bttc\b|\btrying for a baby\b|\bivf\b|\bfertility (?:treatment|clinic)|\bbuscando (?:un )?(?:embarazo|bebe)\b|\b(?:pilot|airline crew|cabin crew)\b|\bflying (?:at|tomorrow|in the morning|early|tonight)\b(?![^.!?]{0,60}(?<!\bnot\s)\b(?:as a passenger|just a passenger|(?:i am|i'm|im) (?:a |just a )?passenger|not (?:as )?(?:crew|a pilot|the pilot|working|flying the plane))\b)|\bon call\b|\bon duty\b|\b(?:operating|operate|drive|driving) (?:heavy )?machinery\b|\bforklift\b`,
    // Pregnancy, nursing (also in Dutch, Polish and Turkish).
    // (Said sideways too: 'my midwife would kill me', 'the bump says no', 'bun in the oven', 'baby on board'.)
    String.raw`\bbuntis\b|\bnagbubuntis\b|\bnagpapasuso\b|\bpagpapasuso\b|\b(?:dando|dar|doy|doy el|dando el) pecho\b|\blactancia\b|\bbawal (?:ang |sa akin ang |sakin ang )?alak\b|\bwalang alak\b|\bba tare da (?:barasa|giya)\b|\bba (?:na|ni) (?:shan|sha) (?:barasa|giya)\b|\bhindi (?:ako )?(?:umiinom|iinom|makakainom)\b|\bzwanger|\bw ciazy\b|\bhamile|eating for two|pregnan|${PREGNANCY_SAID_SIDEWAYS}|\bmaternity leave\b|\bbaby shower\b(?= (?:is|was) (?:for )?me\b)|\bexpecting\b|embaraz|enceinte|schwanger|incinta|gravid|stillen|allait|lactan|amamant|breastfeed|\b\d{1,2} weeks along\b|\bweeks along\b|\bmy due date\b|\b(?:baby|i am|i'm|im) (?:is )?due (?:in|on|next)\b|\b(?:first|second|third|1st|2nd|3rd) trimester\b`,
    // A car that will not start after a drink, a month off in French, a learner's permit ('ignition interlock', 'régime
    // sec', 'just got my learner's permit'); taking children home after ('I'm taking them home after this one').
    // Riding a scooter or a motorbike ('riding my motorbike home', 'on my scooter tonight', 'ride my Vespa home').
    String.raw`\b(?:ride|rides|riding|rider|on)\s+(?:my|a|the|our|his|her)\s+(?:scooter|motorbike|motor bike|motorcycle|moped|vespa|motor|grab bike)\b|`+
    String.raw`\bignition interlock\b|\binterlock (?:device|in my car)\b|\bregime sec\b|\bau regime sec\b|\bmois sans alcool\b|\blearner'?s? permit\b|\blearners permit\b|\bprovisional licen[cs]e\b|\b(?:taking|driving|drive|take) (?:them|the kids|the twins|the children|everyone|us|her|him) home\b`,
    // Medication and health.
    `${NO_TRACE_MEDICATION}|${MEDICINE_AND_HEALTH}`,
    // Towing, riding or cycling home, back on the water, surgery to come or a tooth just out ('towing the boat trailer
    // back', 'riding my bike home after', 'on the bike today, 50k home', 'back on the water in an hour', 'nil by mouth from
    // midnight', 'had a tooth out this morning').
    String.raw`\btow(?:ing|s)?\s+(?:the|a|my|our)\s+(?:[a-z]+\s+)?(?:trailer|caravan|horsebox|boat)\b|\b(?:riding|cycling|biking|pedalling|pedaling)\s+(?:my\s+(?:bike|bicycle)\s+)?(?:back\s+)?home\b|\bride (?:my|the) (?:bike|bicycle) (?:back |back )?home\b|\bon the bike\b[^.!?]{0,30}\bhome\b|\b(?:cycling|riding) (?:back|\d+\s*(?:k|km|miles?))\b|\bback (?:on|out on|in) the water\b|\b(?:surgery|an operation|my operation|a general an(?:a)?esthetic|an(?:a)?esthetic|an(?:a)?esthesia) (?:tomorrow|in the morning|first thing|tonight|at \d)|\bnil by mouth\b|\b(?:had|having|got|getting)\s+(?:a |my |two |\d )?(?:wisdom )?(?:tooth|teeth)\s+(?:out|pulled|taken out|removed|extracted)\b(?![^.!?]{0,30}\b(?:last (?:year|month|week)|years? ago|months? ago|weeks? ago|healed|next (?:week|month|year)|in (?:a|two|\d{1,2}) (?:weeks|months))\b)|\b(?:tooth|teeth|dental) extraction\b|\b(?:oral|dental|gum) surgery\b`,
    // On a break from a shift, or back on it soon ('dealer here, on my break, back on the tables at 3', 'bouncer on my
    // break, back on the door in 20', 'working the floor till 6', 'night nurse, back on the ward at 7'): at work. (Not a holiday: 'on spring break'.)
    String.raw`\bon (?:my|a|her|his|our|their|the) (?:\d+\s*(?:min(?:ute)?s?|mins?)\s+|short |quick |lunch |tea |coffee |fag |smoke |smoking |staff )?break\b(?!\s+(?:from|is over|now over|ended|finished)\b)|\bback (?:on|at|to) (?:the )?(?:tables?|floor|door|bar|tills?|pass|line|shift|rota|roulette|blackjack|craps|baccarat|poker(?: table)?|cage|desk|stage|deck|clock|work|my shift|post|wheel|pit|wards?|unit|icu|a and e|a&e|er|theatre|theater|hospital|clinic|station)\b|\bworking the (?:floor|door|bar|tables|pit|cage|room)\b|\b(?:my )?shift (?:ends|finishes|is over) (?:at|in)\b|\b(?:croupier|dealer|bouncer|doorman|door staff|cocktail waitress|waitress|waiter|barback|security guard|valet)\b[^.!?]{0,30}\bbreak\b`,
    // Parking the guests' cars ('I park the guests' cars, six more to bring round', 'valet here').
    String.raw`\bpark(?:ing|s)? (?:the )?(?:guests?'?|customers?'?|people'?s?|their|everyone'?s?) cars?\b|\bbring(?:ing)? (?:the |their )?cars? (?:round|around|back|up)\b|\b(?:i am|i'm|im) (?:a |the |on )?valet\b|\bvalet (?:here|parking tonight|shift)\b`,
    // Recovery said as a game left ('I folded on drinking years ago', 'cashed out of booze for good', 'been dry for 3
    // years').
    String.raw`\b(?:folded|cashed out|checked out|retired|tapped out|bowed out)\s+(?:on|of|from)\s+(?:drinking|booze|alcohol|the drink|the bottle|the sauce)\b|\b(?:been|stayed|staying|i am|i'm|im) (?:bone )?dry (?:for|since)\b`,
    // Not drinking, said with the verb: 'trying not to drink', 'a break from drinking', 'gave up booze'.
    String.raw`\b(?:not|never) to drink\b|\b(?:break|pause|time off|rest|month off) from (?:drinking|alcohol|booze)\b|\b(?:stop(?:ped)?|quit|quitting|avoid(?:ing)?|laying off|lay off|giving up|gave up|given up|give up|off) (?:drinking|alcohol|the booze|booze|the drink|drink|liquor|the sauce|grog)\b(?!\s+(?:for|as|in|of|on) (?:the|a|my|this)\b[^.!?]{0,20}\b(?:night|evening|round|cocktail)\b)|\bno drinking\b|\b(?:for|during) lent\b[^.!?]{0,40}\b(?:no|off|without|giving up|given up|gave up)\b[^.!?]{0,10}\b(?:drink|drinking|alcohol|booze)\b`,
    // An age as guests say it: 'my 18th birthday', 'just turned 19', 'still in high school', and 'Autofahrer'.
    String.raw`\b(?:1\d|20)(?:th|st|nd|rd) birthday\b|\bsweet sixteen\b|\b(?:just )?turn(?:ed|ing) (?:1\d|20)\b|\b(?:high|secondary|middle) school\b|\bschool tomorrow\b|\w*fahrer(?:in)?\b`,
    // Faith: 'for religious reasons', 'my religion', 'Ramadan', in the six languages.
    String.raw`\breligi\w*|\bmy faith\b|\bramadan|\bhalal\b|\bharam\b|\bmuslim|\bmusulman|\bmormon|\blds\b|latter[ -]day|word of wisdom|adventist`,
    // A pilot's rule and a sponsor in recovery ('bottle-to-throttle rules apply', 'my sponsor would kill me if I slipped').
    // Straight edge, a friend of Bill W. (a member of AA), the driver in Portuguese and Spanish ('motorista', 'chófer').
    String.raw`\bstraight[ -]?edge\b|\bsxe\b|\b(?:i am|i'm|im) edge\b|\bfriends? of bill\b|\bbill w\b|\bmotorista\b|\bchofer\b|\bchoffeur\b|\bchauffeur\b|\bconductor designado\b`,
    String.raw`\bbottle[ -]to[ -]throttle\b|\bflying the \S+ (?:departure|flight|leg|rotation)\b|\bmy sponsor\b|\bif i (?:slip|slipped|relapse|relapsed)\b|\brelaps(?:e|ed|ing)\b`,
    // Sober, a clear head, a programme of recovery ('AA member', 'twelve steps').
    String.raw`\baa\b|alcoholics anonymous|\b(?:12|twelve)[ -]step|\bsob(?:er|rio|ria|re)\b|nuchtern|clear head|cabeza clara|tete claire|klaren kopf|\bkeep(?:ing)? it clean\b|\bstay(?:ing)? sharp\b`,
    // Minors, in words and as a child with an age.
    String.raw`\btoddler|\bbaby\b|\binfant|\blittle one\b|\bkiddos?\b|\bkindergarten|\bpreschool|\b(?:kid|child|son|daughter|nephew|niece|boy|girl|twin|triplet|cousin|brother|sister|grandson|granddaughter|teen|hijo|hija|nino|nina|sobrin[oa]|fils|fille|enfant|neveu|niece|sohn|tochter|kind|neffe|nichte|figlio|figlia|bambin[oa]|nipote|filho|filha|crianca|sobrinh[oa])s?\W{0,3}\(\s*(?:[1-9]|1\d|20)\s*\)|\bminor\b|\bunaccompanied\b|\bum (?:badge|lanyard|tag|sticker|wristband|pass)\b|\bum lanyard\b|\bmenor(?:es)? de edad\b|\bmineur|minderjahr|minderjarig|niepelnolet|nieletni|minorenn|menor de idade|underage|\bteen|adolescen|jugendlich`,
    String.raw`\b(?:kid|child|son|daughter|fille|fils|enfant|hijo|hija|nino|nina|sohn|tochter|kind|figlio|figlia|bambin[oa]|filho|filha|crianca)\b.{0,30}\b(?:\d{1,2}|[a-z]+)\s+(?:years?|yrs?|yo|ans|anos|jahre|anni)\b`,
    // Someone in the order with an age after their name ('mojitos for me and Tom, 16', 'me and Priya (17)').
    String.raw`\b(?:me|i|us) and [a-z]+\s*(?:,\s*|\(\s*)(?:1[0-9]|20)\b(?!\s*(?:[$\u20ac\u00a3]|usd|dollars?|euros?|pounds?|bucks|max|each|%|:|pm|am|o'?clock|ml|cl|oz))`,
  ].join('|'),
);
/** Letters of a script the reader does not read: a run of them, from the first. */
const UNREAD_SCRIPT = /(?:(?=\p{L})[^\p{Script=Latin}][^a-zA-Z]{0,23})/u;
/**
 * Vietnamese by its own letters, in two words or more ('không uống rượu'): one word of it in an English request is a
 * drink's or a dish's name ('bia hơi', 'phở').
 */
const VIETNAMESE_WORD = /[^\s]*[\u01a0\u01a1\u01af\u01b0\u0110\u0111\u1ea0-\u1ef9][^\s]*/gu;
function vietnameseSaid(text: string): RegExpExecArray | null {
  const found = [...text.matchAll(VIETNAMESE_WORD)];
  return found.length >= 2 ? (found[0] as RegExpExecArray) : null;
}
/**
 * Words of languages the reader does not read and no language it knows has (folded): Turkish's, for a request the Turkish
 * reader did not take as Turkish (ADR 60); Irish and others below; isiZulu and isiXhosa,
 * whose 'no' is inside the verb ('unganginiki i-gin', don't give me gin; 'angiphuzi utshwala', I don't drink alcohol),
 * so a spirit named among them may be the very thing refused.
 */
const UNREAD_LANGUAGE_WORDS = new RegExp(
  String.raw`\b(?:lutfen|istiyorum|istemiyorum|alerjim|alerjisi|misiniz|musunuz|onerirsiniz|oneriniz|icki|icmiyorum|icemem|bir sey|sekersiz|alkolsuz|` +
    String.raw`ngicela|ndicela|ngifuna|ndifuna|angifuni|andifuni|angiphuzi|andiphuzi|andiseli|angiseli|akaseli|akaphuzi|utshwala|tywala|isiphuzo|esiphuzo|iziphuzo|unganginiki|ungandiniki|ungafaki|ungangiphi|akukho|ayikho|ngaphandle|ngaphansi|ngaphezu|okuthile|into ethile|ayingivumeli|ayindivumeli|sawubona|ngiyabonga|ndiyabulela|enkosi|ngiyacela|siyabonga|yisiphi|yintoni|ndingathanda|ngingathanda|epholileyo|esibandayo|engenatywala|esingenabo|okune|ezine|bafuna|ufuna|umjikelo|ababini|womabili|amabili|nhlobo|kuphela|ngine|ndine|ngikhulelwe|ndikhulelwe|ukhulelwe|amaqanda|yamaqanda|engenaqanda|amantongomane|yamantongomane|amandongomane|yamandongomane|` +
    // Irish ('tá mé torrach', 'ailléirge uibheacha orm', 'le do thoil'): never 'sláinte' or 'craic', which English says too,
    // nor 'duit' and 'dwi' (Indonesian 'duit' is money, Dwi a name).
    String.raw`torrach|iompar clainne|thoil|bliana|deag|tiomain\w*|abhaile|ailleirge|aillearge|uibheacha|cnonna|orm|agam|raibh|maith|` +
    // Haitian Creole ('mwen pa bwè alkòl', 'tanpri'); Lebanese Arabic in Latin letters ('baddi shi', 'ya3ni'; 'bidoon kohol'
    // and 'shukran' are read);
    // Vietnamese typed without its marks ('toi khong uong ruou'); Punjabi in Latin letters ('mainu sharab nahi chahidi');
    // Swahili ('sinywi pombe', 'tafadhali'); Yoruba ('e jowo'); Welsh ('dim alcohol os gwelwch yn dda', 'dwi'n feichiog');
    // Scottish Gaelic ('chan eil').
    String.raw`mwen|bwe|tanpri|anpil|ansent|bagay|konbyen|pitit|kounye|kondwi|kondui|aswe|` +
    String.raw`baddi|badde|baddeh|kteer|ktir|ya3ni|ya3ne|kifak|kifik|mni7|mnih|7elo|7ilo|ma3|3indi|3ande|7asasiye|7asasiyye|7assasiye|jouz|` +
    String.raw`khong|uong|ruou|nuoc|mang thai|di ung|lai xe|cam on|` +
    String.raw`mainu|sanu|tuhanu|chahida|chahidi|chahide|peenda|peendi|paaji|veere|kiddan|` +
    String.raw`sitaki|sinywi|tafadhali|nataka|sukari|mjamzito|mzio|karanga|kinywaji|natumia|nipe|baridi|mayai|dereva|ubhiya|obandayo|` +
    // Moroccan Darija in Latin letters ('ma kanchrbch lkhmer', 'ana 7amla', 'bla gin 3afak', 'bghit chi haja'): never '3am'
    // alone (3 a.m.).
    String.raw`3afak|3afakoum|bghit|bghina|bghiti|ma bghitch|kanchrb\w*|makanchrb\w*|kanchrob\w*|makanchrob\w*|kanchreb\w*|lkhmer|lkhmr|lkhamr|7amla|7amel|msl3|msl3a|mosl3|dyal|bzaf|chi haja|hadchi|ghedda|sa2e9|sa2i9|lbid|l3am|sb3tach|sttach|sittach|tmentach|` +
    String.raw`jowo|` +
    // Persian in Latin letters ('ma 17 sal daram', 'be gerdoo hassasiat daram', 'lotfan').
    String.raw`daram|nadaram|mikham|mikhaam|nemikham|lotfan|hassasiat|hasasiat|hasasiyat|gerdoo|gerdu|abjo|bedoone|bedune|mashroob|mashrub|khahesh|` +
    String.raw`gwelwch|diolch|ddim|cwrw|beichiog|feichiog|gyrru|` +
    // Somali ('khamri ma cabbo', 'uur baan leeyahay', 'fadlan'), Hausa ('don Allah, ba barasa', 'ina da ciki') and Igbo
    // ('biko', 'anaghi m a mmanya', 'ndi ime'), the languages of East and West African guests the reader does not read,
    // and Yoruba's words for alcohol and pregnancy ('oti', 'oyun'): a price read beside them leaves them unread.
    String.raw`khamri|khamro|cabbo|cabitaan|waxaan|rabaa|rabo|lahayn|fadlan|leeyahay|baan|ayaan|wadayaa|qabow|macaan|xasaasiyad|ukun|caano|looska|sonkor|` +
    String.raw`don allah|barasa|ciki|kwai|madara|gyada|abin sha|ina son|bana sha|` +
    String.raw`biko|achoghi|achoro|anaghi|mmanya|ndi ime|onwere|` +
    String.raw`oti|oyun|` +
    // Tamil in Latin letters ('saarayam vendam', no alcohol; 'kudunga', give me).
    String.raw`saarayam|sarayam|saraayam|vendam|vendaam|venam|kudunga|kudungo|edhavadhu|ethavathu|` +
    String.raw`chan eil|tha mi)\b`,
);
/** The text without the Greek words the reader knows ('χωρίς βότκα'): a Greek word it does not know stays unread. */
const EAST_ASIAN_READ_PATTERN = new RegExp(EAST_ASIAN_READ.join('|'), 'gu');
function withoutGreekRead(text: string): string {
  // (A Cyrillic or Greek look-alike inside a Latin word, 'nо alcohol', 'рregnant', 'vοdka', is the letter it passes for,
  // as `fold` reads it; a letter that passes for none stays unread.)
  const lookalikesRead = text.replace(/[\p{Script=Latin}\u0370-\u03ff\u0400-\u04ff]{1,40}/gu, (word) => (/[a-zA-Z]/.test(word) && /[\u0370-\u04ff]/.test(word) ? fold(word) : word));
  // (A money's sign in its own script beside an amount is read as money: '1500円', '50元'.)
  // (And the words in Japanese, Korean and Chinese script that hold no limit: 'ハイボールある?', '2000円くらいで'.)
  const signsRead = lookalikesRead.replace(AMOUNT_WITH_SIGN_IN_A_SCRIPT, '$1 ').replace(EAST_ASIAN_READ_PATTERN, ' ');
  return /[\u0370-\u03ff]/.test(signsRead) ? signsRead.replace(/[\u0370-\u03ff\u1f00-\u1fff]+/g, (word) => (GREEK_READ.has(fold(word)) ? ' ' : word)) : signsRead;
}
/** An allergy said as one ('nut allergy', 'I carry an EpiPen', 'coeliac', 'alérgica', 'uczulenie'). */
const ALLERGY_SAID = /\b(?:\w*allerg\w*|\w*alerg\w*|anaphyla\w*|epi ?pens?|coeliac|celiac|celiaca|celiaco|zoeliakie|uczulen\w*|uczulon\w*)\b/;
const ALLERGY_TELL_THE_BARTENDER = 'please tell the bartender about your allergy when you order, as shakers and tools are shared';
/** The allergens a request the reader cannot read is held to (with no alcohol at all). */
export const COMMON_ALLERGENS: readonly Allergen[] = ['egg', 'nuts', 'dairy', 'gluten'];

/** Words for the measure of alcohol ('abv', 'Prozente', 'gradi'): restricted, they mean no alcohol. */
const ALCOHOL_MEASURE = /^(?:abv|proof|prozent|prozente|percent|percentage|gradi|grado|grados|gradazione|graduacion|degre|degres|teor|vol)$/;
/** Of the reasons above, those that allow not even a trace of alcohol. */
const NO_TRACE_REASON = new RegExp(`${NO_TRACE_MEDICATION}|${MEDICINE_AND_HEALTH}|${String.raw`\bssw\b|schwangerschaftswoche|\bgerichtliche\s+auflage\b|adventist|${PREGNANCY_SAID_SIDEWAYS}|\bweeks along\b|\bmy due date\b|\blearner'?s? permit\b|my sponsor\b|\bif i (?:slip|slipped|relapse|relapsed)\b|\brelaps(?:e|ed|ing)\b|\blds\b|latter[ -]day|word of wisdom|trying to (?:conceive|get pregnant)|\bttc\b|trying for a baby|\bivf\b|fertility (?:treatment|clinic)|transplant|\bdiagnos|\bliver\b|\bleber\b|\bfoie\b|\bhigado\b|\bfegato\b|antibiot|\bmeds\b|\bmedica|\bmedicin(?!al\b)|\b(?:on|taking|take|prescribed) (?:a |some )?medicinal\b|\bmedicinal (?:cannabis|marijuana|weed|purposes|use|mushrooms)\b|medikament|farmac|\bpills?\b|painkill|analges|antidepress|insulin|antidepres|tabletten|pastillas|remedio|chemo|\bzwanger|\bw ciazy\b|\bhamile|\bbin (?:jetzt |seit \w+ )?trocken\b|eating for two|\btoddler|\bbaby\b|\binfant|\blittle one\b|\bkiddos?\b|\bkindergarten|\bpreschool|\baa\b|alcoholics anonymous|\b(?:12|twelve)[ -]step|\breligi|\bmy faith\b|\bramadan|\bhalal\b|\bharam\b|\bmuslim|\bmusulman|\bmormon|(?:1\d|20)(?:th|st|nd|rd) birthday|sweet sixteen|turn(?:ed|ing) (?:1\d|20)\b|(?:high|secondary|middle) school|pregnan|\bexpecting\b|embaraz|enceinte|schwanger|incinta|gravid|stillen|allait|lactan|amamant|\bminor\b|menor|mineur|minderjahr|minderjarig|niepelnolet|nieletni|minorenn|underage|\bteen|adolescen|jugendlich|\b(?:kid|child|son|daughter|fille|fils|enfant|hijo|hija|nino|nina|sohn|tochter|kind|figlio|figlia|bambin[oa]|filho|filha|crianca)\b`}|${STOPPED_DRINKING}|${DOES_NOT_DRINK}|${AT_WORK}`);
/**
 * Not even a trace said outright, in the six languages, or a reason that allows none: medicines that react to any
 * alcohol, a recovering alcoholic, small children ('not a drop', 'aucune trace d'alcool', 'auch kein alkoholfreies
 * Bier', 'nemmeno una goccia', 'nem uma gota', 'ni una gota', 'Antabuse', 'metronidazole', 'for the little ones').
 */
const NO_TRACE_SAID = new RegExp(
  [
    // (Not a trace of another thing: 'no nuts, not even a trace of almond' is the nuts' rule, not alcohol's.)
    String.raw`\bnot (?:even )?a (?:single )?drop\b(?!\s+of\s+(?!alcohol|booze|alc\b|ethanol)[a-z])|\bno traces?\b(?!\s+of\s+(?!alcohol|booze|alc\b|ethanol)[a-z])|\bnot (?:even )?a trace\b(?!\s+of\s+(?!alcohol|booze|alc\b|ethanol)[a-z])|\bzero point zero\b|(?<![\d$\u20ac\u00a3.,])0[.,]0\s*%?(?![\d.,])`,
    String.raw`\baucune trace|\bpas une (?:seule )?goutte|\bni (?:una|una sola) gota|\bni una gota|\bsin rastro|\bni (?:el |un )?0[.,]0`,
    String.raw`\bkein(?:en)? tropfen|(?<!\bkein(?:e|en)?\s+bier\b[^.!?]{0,20})\bauch kein(?:e|en)? alkoholfrei|\bnemmeno una goccia|\bneanche una goccia|\bnem uma (?:unica )?gota|\bnem (?:o|a) 0[.,]0`,
    // The alcohol-free beer refused with a 'not even' or 'nor' in the languages ('nicht mal das alkoholfreie Bier', 'a ned
    // des 0,5er Bier', 'tampoco la cerveza sin alcohol', 'neanche la birra analcolica', 'ook geen alcoholvrij bier').
    String.raw`\b(?:not even|nor|nicht (?:mal|einmal)|auch (?:nicht|kein\w*)|(?:a|au|aa) (?:ned|net|nit|ka|koa|kei|kein\w*)|ned (?:amoi|moi|mal)|net (?:amoi|mal)|selbst kein\w*|sogar kein\w*|tampoco|ni siquiera|neanche|nemmeno|neppure|meme pas|pas meme|nem mesmo|nem|ook geen|zelfs geen|ook niet|zelfs niet|heller ikke|inte ens|ikke engang|ani)\s+(?:(?:das|des|dos|den|a|an|ein|einen|eine|ke|la|una|unas|el|un|unos|uma|um|le|les|une|o|de|het|een|the|that|this|those|these|your|any|ta|ten|to)\s+|(?:any|one|some) of (?:the|those|these|your|them)\s+)?(?:(?:alkoholfrei\w*|alcoholvrij\w*|analcolic\w*|alkoholfri\w*|alkoholfritt|nealko|non[ -]?alcoholic|alcohol[ -]?free|0[.,][05]\s*(?:%|er|prozent\w*|procent)?)\s*(?:beers?|bier|biere|cerveza|birra|cerveja|pils|radler|ol|pivo|piwo)|(?:beers?|bier|biere|cerveza|birra|cerveja|pils|pivo|piwo|ol)\s+(?:sin alcohol|sans alcool|sem alcool|senza alcol|analcolic\w*|alkoholfrei\w*|0[.,][05]))`,
    // The alcohol-free beer refused for what it has ('alcohol-free beer still has a bit in it, so not that either').
    String.raw`\b(?:alcohol[ -]?free|non[ -]?alcoholic|0[.,]5 ?%?|low[ -]alcohol) beers? (?:still |also |even )?(?:has|have|contains?|got) (?:a bit|a little|some|traces?|a trace|alcohol)\b`,
    String.raw`\bantabus|disulfiram|metronidazol|tinidazol|naltrexon|\bflagyl\b|\b(?:an|recovering|recovered|former|ex|sober) alcoholic\b|\bi am (?:an )?alcoholic\b|\blittle ones?\b|\blittle (?:kids|children)\b`,
  ].join('|'),
);
/** A reason said in the negative ('I'm not driving'): no doubt then. */
// (Between the 'not' and the reason only a word of time or degree: 'no beer, pregnant' says no beer.)
/** An allergen's word said to be no limit, after it ('eggs are fine', 'nuts are no problem') or before it ('fine with eggs', 'I do eat eggs'). Words. */
const SAID_FINE_AFTER = new RegExp(String.raw`^(?:is |are |s |re )?(?:totally |perfectly |completely |absolutely |all )?(?:${FINE_WORDS.join('|')})\b(?! (?:but|except))`);
const SAID_FINE_BEFORE = /\b(?:fine with|ok with|okay with|happy with|i do eat|i eat|i do have|i can have|i can eat|no problem with)$/;
/** Every reason not to drink said not to hold ('I'm not driving, I'm not pregnant, I'm not on any meds', 'não tô de carro', 'no vine en coche'), to read past. */
const NEGATED_REASONS = /\bnao\s+(?:to|tou|estou|vim|vou)\s+(?:de\s+carro|dirigindo)\b|\bno\s+(?:vine|vengo|voy|estoy|traje|traigo)\s+(?:en\s+(?:coche|carro|auto)|manejando|conduciendo)\b|\bniet zwanger\b|\bnie jestem w(?:ith)? ciazy\b|\bnie prowadze\b|\bik rijd niet\b|(?<!\bnot like (?:i am|i'm|i m|im) )\b(?:not|no|never|nicht|pas|no estoy|non sono|nao estou)\s+(?:(?:longer|more|really|currently|actually|even|yet|anymore|any longer|mehr|plus|piu|mais|ya|gerade)\s+)?(?:driving|(?:diving|sailing)(?!(?:\s+(?:again|back|home|out))?\s+(?:until|till|til|before)\s+(?!tomorrow|the morning|next))(?: again| back| home| out)?|pregnant|expecting|breastfeeding|breast feeding|nursing|(?:the |a )?(?:skipper|captain|crew)|(?:on|taking)\s+(?:any\s+)?(?:meds|medication|medications|medicines?|pills|antibiotics|blood thinners))\b/g;

// ('single': 'not a single drop' names no Islay single malt.)
const ITEM_WORD_SKIP = new Set(['fresh', 'house', 'non', 'alcoholic', 'alcohol', 'free', 'alternative', 'ml', 'bottle', 'can', 'the', 'of', 'and', 'with', 'single']);

/** The stocked items a word may name: by a word of their name (or its stem), by their kind, by known contents. */
export function itemsNamedBy(word: string, inventory: readonly StockItem[], short = false): StockItem[] {
  const s = stem(word);
  const contents = KNOWN_CONTENTS.filter((k) => k.stems.test(word));
  return inventory.filter((item) => {
    const name = fold(item.name);
    if (contents.some((k) => k.itemWords?.test(name) || k.categories?.includes(item.category))) return true;
    if (item.category === word) return true;
    const named = words(item.name);
    // 'beer' does not name the ginger beer.
    if (isOtherThing([word], named)) return false;
    // 'gin', 'rum': a short word names only by itself.
    if (short && word.length >= 3 && named.includes(word) && !ITEM_WORD_SKIP.has(word)) return true;
    return named
      .filter((iw) => iw.length >= 4 && !ITEM_WORD_SKIP.has(iw) && !/^\d/.test(iw))
      .some((iw) => {
        const is = stem(iw);
        if (iw === word || is === s) return true;
        // 'cranberries' and 'cranberry', 'liqueurs' and 'liqueur'; a slip in a long word ('cranbery').
        if (s.length >= 5 && is.length >= 5 && (is.startsWith(s) || s.startsWith(is))) return true;
        return word.length >= 6 && iw.length >= 6 && distance(word, iw) <= 1;
      });
  });
}

/** What the reader makes of a single word: the kinds of its terms ('spirit', 'flavour'), none when it does not know it. */
export type WordKinds = (word: string) => readonly string[];

/** Kinds of terms that the reader turns into a hard constraint when they are negated. */
const RULE_KINDS = new Set(['spirit', 'ingredient', 'allergen', 'dietary', 'category', 'wineStyle', 'drink', 'alcoholFree', 'alcohol']);
/** Words before a thing that make it a wish ('with egg white', 'I love almond', 'extra coconut'). */
const WISH_BEFORE = /\b(?:with|want|wants|wanted|like|likes|love|loves|enjoy|prefer|add|extra|plus|some|more|lots|con|avec|mit|com|quiero|veux|voglio|quero|mochte)\b/;
/** Words after an allergen that make it a product named as a wish ('egg white', 'coconut cream', 'almond syrup'). */
const PRODUCT_AFTER = new Set(['white', 'cream', 'syrup', 'liqueur', 'milk', 'foam', 'sour', 'flip', 'nog', 'milkshake', 'salt']);
/** Words that name what stands in for an allergen, so that a drink made with them has none of it ('aquafaba'). */
const STANDS_IN_FOR_AN_ALLERGEN: ReadonlySet<string> = new Set(['aquafaba', 'eggless', 'vegan']);
/** Words before an allergen that warn of it rather than wish for it ('careful with peanuts', 'watch out with the egg'). */
const CAUTION_BEFORE = /\b(?:careful|carefull|watch|mind|avoid|no|not|never|without|cant|cannot|dont|don t|can t|nothing|none|free|sensitive|intolerant|react|reacts|reaction|problem|problems|issue|issues|bad|sick|ill|hives|swell|swells|careful with)\b/;
/** Allergens no guest asks for in a drink: named in a way that is not a wish, they are read as a rule. */
const ALWAYS_AN_ALLERGEN = new Set<Allergen>(['nuts', 'egg', 'dairy', 'gluten', 'soy', 'sesame', 'shellfish', 'celery', 'mustard', 'sulfites']);
/** 'Soy' as the bean: beside its foods or a rule ('soy milk', 'soy sauce', 'allergic to soy', 'no soy', 'soy-free'). */
const SOY_THE_BEAN = /\bsoy (?:milk|sauce|beans?|lecithin|protein|latte|allergy|intolerance|free|products?)\b|\b(?:to|no|nix|without|sin|any|contains?|with|de|a la|al) soy\b|\bsoy$/;
const ALLERGEN_LABEL: Partial<Record<Allergen, string>> = { nuts: 'nuts (coconut included)', egg: 'egg', dairy: 'dairy', gluten: 'gluten (beer)', stoneFruit: 'stone fruit (amaretto, made with apricot kernels, included)' };
/** The guest says they have no allergy ('not allergic to anything', 'no allergies'): a mention is no rule then. */
const NEGATED_ALLERGY = /\b(?:not|no|never|nicht|kein\w*|pas|non|nao|ni|sin|sem|sans|ohne)\s+(?:\w+\s+){0,2}(?:allerg|alerg|intoler)\w*/;
/** After a restriction these make it a yes: "I don't mind egg white", 'not against gin', 'no problem with mint'. */
const CANCEL_AFTER = new Set(['mind', 'against', 'problem', 'issue', 'object', 'objection', 'hate', 'dislike', 'opposed', 'averse', 'worry', 'worried']);
/** The menu's drinks a few words name, by their name or another name guests use ('cosmo', 'g and t'). */
function drinksNamedIn(said: string, menu: ReadonlyArray<{ id?: string; name: string }>): Array<{ id: string; name: string }> {
  const text = ` ${said} `;
  const aliases = drinkAliasesByKey();
  return menu.filter((d): d is { id: string; name: string } => {
    if (!d.id) return false;
    const key = words(d.name.replace(/&/g, ' and ')).join(' ');
    return [key, ...(aliases.get(key) ?? [])].some((n) => n.length > 2 && text.includes(` ${n} `));
  });
}

/** Words a restriction's scope runs through to the thing: containing, made with, a trace or a drop of, any kind of. */
const SCOPE_THROUGH = new Set([
  'containing', 'contain', 'contains', 'made', 'using', 'involving', 'including', 'having', 'trace', 'traces', 'hint', 'drop', 'drops', 'dash', 'splash',
  'touch', 'bit', 'even', 'kind', 'sort', 'type', 'form', 'whatsoever', 'based', 'added', 'extra', 'single', 'tiny', 'little', 'amount', 'bits', 'of',
  // 'que no lleve ron', 'qui ne contient pas de gin', 'sans aucun rhum', 'senza alcun', 'sem nenhum', 'non voglio gin', 'não quero rum'.
  'lleve', 'tenga', 'contenga', 'lleva', 'tiene', 'contiene', 'contient', 'contienne', 'contenha', 'tenha', 'leve', 'aucun', 'aucune', 'alcun', 'alcuna',
  'alcuno', 'nenhum', 'nenhuma', 'ningun', 'ninguna', 'jeglichen', 'jegliche', 'voglio', 'quero', 'quiero', 'veux', 'want', 'möchte', 'mochte', 'would',
]);
/** Negations placed after what they negate ('Gin mag ich nicht', 'rum drink ik niet', 'gin liker jeg ikke'). */
const LATE_NEGATION = new Set(['nicht', 'niet', 'ikke', 'inte']);

/** The first part of an allergy in one word in the Scandinavian languages and Dutch ('nötallergi', 'notenallergie'). */
const COMPOUND_ALLERGEN: Record<string, string> = ownWords({ not: 'nut', jordnot: 'peanut', noten: 'nut', pinda: 'peanut', nodde: 'nut', peanott: 'peanut', ag: 'egg', agg: 'egg', egg: 'egg', ei: 'egg' });
/** Nouns of an allergy, said after the thing ('kiwi allergy', 'Kiwiallergie' is one word and not read). */
const ALLERGY_NOUN = /^(?:allerg(?:y|ie|ies|ia|ias)|alergias?|intoleran(?:ce|cia|z|za)|sensitivity|unvertraglichkeit)$/;
/** Words before the thing an allergy is to ('allergic to kiwi', 'allergique aux kiwis'). */
const ALLERGY_TO_WORDS = new Set(['to', 'aux', 'au', 'a', 'al', 'alla', 'alle', 'allo', 'agli', 'ai', 'gegen', 'auf', 'di', 'against', 'from', 'by', 'de', 'la', 'le', 'los', 'las', 'les']);

/** Articles before a thing in the six languages ('el tequila', 'le whisky', 'il gin', 'o gin', 'der Rum'). */
const ARTICLE = String.raw`(?:the |el |la |le |l |il |lo |o |a |der |die |das |den )?`;
/** Verbs after 'X and I' that make it the guest's relationship with X. */
const PAIRED_VERB = String.raw`(?:are|were|have|had|do|did|never|broke|parted|split|fell|go|get|got|just|really|kinda|are not|do not|have not|had a|go way)\b`;
/** ... and the words that make that relationship a good one: 'go way back', 'are best friends', 'get along' (not negated). */
const GETTING_ON = String.raw`(?<!\b(?:not|never|no)\s(?:\w+\s)?)\b(?:love|adore|best friends|besties|go (?:way )?back|get along|are (?:good |great )?friends|are tight|are close|soulmates|a match|click|like|enjoy|happy|fine)\b`;
/** Words that make a pairing of the guest and a thing a falling-out ('gin and I broke up', 'el tequila y yo no ...'). */
const FALLING_OUT = String.raw`(?=[^.?!;]{0,40}?\b(?:not|no|never|pas|nicht|kein\w*|non|nao|nunca|jamais|mai|broke up|break up|falling out|fell out|history|split|over|done|enemies|feinde|ennemis|nemici|inimigos|enemigos)\b)`;

/**
 * Ways of ruling a thing out said as a relationship, an identity or in Hinglish, as the reader's rules below read
 * them ('nix X'): 'me and tequila don't get along', 'gin and I broke up', 'Whisky und ich sind keine Freunde', 'io e
 * il gin non andiamo d'accordo'; 'not a rum person, or a gin person', 'no soy de ron', 'je ne suis pas très rhum', 'ich
 * bin kein Gin-Typ', 'non sono un tipo da rum', 'não sou muito de vodka'; 'tequila nahi', 'gin mat dena', 'vodka ke
 * bina', 'bina X' (ADR 'ai-said-otherwise-and-unread').
 */
export function saidOtherwise(text: string): string {
  const identity = /\bnot (?:a|an|much of a|much of an|big|really a|really an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:person|guy|girl|gal|drinker|fan|lover|type)\b/.test(text);
  let out = text
    .replace(/\b(never|nunca|jamais|nie|mai)[\s.!,]+(again|mas|plus|wieder|piu|mais)\b/g, '$1 $2')
    .replace(new RegExp(String.raw`\b${ARTICLE}([a-z]+)\s+(?:and|y|et|und|e)\s+(?:i|me|yo|moi|ich|io|eu)\b${FALLING_OUT}`, 'g'), ' nix $1 ')
    .replace(new RegExp(String.raw`\b(?:me|i|yo|moi|ich|io|eu)\s+(?:and|y|et|und|e)\s+${ARTICLE}([a-z]+)\b${FALLING_OUT}`, 'g'), ' nix $1 ')
    // In English the pairing is the guest's relationship with the thing, a falling-out unless it says otherwise: 'tequila
    // and I had a bad breakup', 'me and vodka are on a break', 'whisky and I have beef' (not 'gin and I go way back').
    .replace(new RegExp(String.raw`\b${ARTICLE}([a-z]+)\s+and\s+(?:i|me)\s+(?=${PAIRED_VERB})(?![^.?!;]{0,30}?${GETTING_ON})`, 'g'), ' nix $1 ')
    .replace(new RegExp(String.raw`\bme\s+and\s+${ARTICLE}([a-z]+)\s+(?=${PAIRED_VERB})(?![^.?!;]{0,30}?${GETTING_ON})`, 'g'), ' nix $1 ')
    .replace(/\bno soy (?:muy |mucho |tan |nada )?(?:de |del |fan de |fan del |amante de |amante del )(?:la |el )?/g, ' nix ')
    .replace(/\bje (?:ne )?suis pas (?:tres |trop |vraiment |du tout |fan de |fan du |fan des |amateur de |un amateur de |une amatrice de )*/g, ' nix ')
    .replace(/\bich bin (?:kein\w*|no|not)\s+([a-z]+)[ -]?(?:typ|trinker|trinkerin|fan|mensch|liebhaber|freund)\b/g, ' nix $1 ')
    .replace(/\b(?:kein\w*|no) freund (?:von|vom)\b/g, ' nix ')
    .replace(/\bnon sono (?:un |una )?(?:tipo |tipa |amante |fan |grande fan )?(?:da |di |del |della |dello )?/g, ' nix ')
    .replace(/\bnao sou (?:muito |grande |fa |muito fa )?(?:de |do |da |dos |das )/g, ' nix ')
    // Hinglish: 'whisky nahi', 'gin mat dena', 'rum bilkul nahi chahiye', 'vodka ke bina', 'bina sugar'. (A beer mat or a
    // bar mat is a thing on the bar, no Hinglish 'mat': 'a pint, and a beer mat' rules no beer out.)
    .replace(/\b(?:beer|bar|place|yoga|door|bath|mouse|drip|table|cocktail|drinks?)\s+mats?\b/g, ' coaster ')
    .replace(/\b([a-z]+)\s+(?:ka|ki|ke)\s+naam\s+(?:mat|nahi|nahin)\b/g, ' nix $1 ')
    // ... 'na mezcal na islay' (neither ... nor), 'jisme tequila na ho' (with no tequila in it), 'nimbu wala nahi' (not
    // the lime one), 'aadu ane madh vagar' (Gujarati: without ginger and honey), 'beer nako' (Marathi: no beer),
    // 'daaru skip' (no alcohol).
    .replace(/\bna\s+([a-z]+)\s+na\s+([a-z]+)\b/g, ' nix $1 nix $2 ')
    .replace(/\b([a-z]+)\s+(?:bilkul\s+)?(?:na|nahi|nahin)\s+(?:ho|hove|hona|hoy|hoi|daalo|dalo|daalna|dalna|daliye|nakhta|nakhso)\b/g, ' nix $1 ')
    .replace(/\b((?:[a-z]+\s+and\s+)?[a-z]+)\s+(?:wala|wali|wale|waala|waali|vala|vali|vale|valu|walu)\s+(?:kuch\s+|koi\s+|any\s+|something\s+)?(?:bilkul\s+|bhi\s+)?(?:nahi|nahin|nai|mat|nathi|nako|na)\b/g, ' nix $1 ')
    .replace(/\b([a-z]+)\s+(?:ane|aur|ani|te|ate|and)\s+([a-z]+)\s+(?:vagar|vagar\w*|vina|shivay|shivaay|baghair|bagair)\b/g, ' nix $1 nix $2 ')
    .replace(/\b([a-z]+)\s+(?:vagar|vagar\w*|vina|shivay|shivaay|baghair|bagair)\b/g, ' nix $1 ')
    .replace(/\b([a-z]+)\s+(?:nako|nakko|nathi)\b/g, ' nix $1 ')
    // ... and the other languages of India in Latin letters: Tamil 'gin vendam', Telugu 'rum vaddu', Kannada 'beer
    // beda', Malayalam 'vodka venda', Bengali 'whisky chai na' (do not want it).
    .replace(/\b((?:[a-z]+\s+and\s+)?[a-z]+)\s+(?:vendam|vendaam|venaam|venam|vaddu|vaddhu|beda|bedaa|venda|vendaa|chai na|chaina|chaai na|lagbe na)\b/g, ' nix $1 ')
    .replace(/\b([a-z]+)\s+skip\b(?!\s+(?:the|a|an|my|it|this|that|to|ahead|over|past|straight|dessert|queue|line))/g, ' nix $1 ')
    .replace(/\b((?:[a-z]+\s+and\s+)?[a-z]+)\s+(?:bilkul\s+|bhi\s+|toh\s+)?(?:nahi|nahin|nahee|nai|mat)\b/g, ' nix $1 ')
    .replace(/\b([a-z]+)\s+(?:ke|ki)\s+bina\b/g, ' nix $1 ')
    .replace(/\bbina\b/g, ' nix ');
  // 'Not a rum person. Or a gin person.': the 'or' carries the 'not' on.
  if (identity) out = out.replace(/\b(?:or|nor|neither)\s+(?:a|an)\s+([a-z]+)\s+(?:person|guy|girl|gal|drinker|fan|lover|type)\b/g, ' nix $1 ');
  return out;
}

/**
 * The strictest reading of what the reader could not resolve in the request (see `Doubt`). `reading` is the
 * built-in reader's; `kindsOf` tells what it makes of a word.
 */
/**
 * The words the reader could not read, quoted whole as they stand in what it read: the first one to three of them, at
 * most 24 characters, never a word cut in its middle ('दारू', not 'दार'), and none of the words it read after them; a
 * single longer word is cut at a letter.
 */
function unreadQuote(found: RegExpExecArray): string {
  // (What was found, and the rest of the word it stops in: 'दार' is the start of 'दारू'.)
  const rest = typeof found.input === 'string' && /[\p{L}\p{M}\p{N}]$/u.test(found[0]) ? (/^[\p{L}\p{M}\p{N}]*/u.exec(found.input.slice(found.index + found[0].length))?.[0] ?? '') : '';
  const words = `${found[0]}${rest}`.replace(/\s+/g, ' ').trim().split(' ');
  let quote = '';
  for (const word of words.slice(0, 3)) {
    const longer = quote ? `${quote} ${word}` : word;
    if ([...longer].length > 24) break;
    quote = longer;
  }
  return (quote || [...words[0]!].slice(0, 24).join('')).replace(/[\s.,;:!?\u060c\u061f\u0964]+$/u, '');
}

/**
 * None at all, said with emphasis rather than with the word for alcohol beside it: 'low alcohol is not enough, I need
 * NONE', 'light on alcohol? no, none at all', 'zero. none. nada.': the strictest reading is no alcohol.
 */
/**
 * 'No alcohol' said in so many words, wherever it stands in a list ('no eggs no nuts no alcohol', 'no gin no vodka no
 * booze'): whatever the reader made of the list, the guest said it. Not the alcohol-free kind ('no alcohol-free
 * stuff'), nor a problem with it ('no alcohol issues'), nor only the strong kind ('sin alcohol fuerte'), nor a double negation ('nada sin alcohol', 'I don't want anything
 * without alcohol').
 */
const NO_ALCOHOL_SAID = /\bnoalc\b|(?<!\b(?:nothing|nada|rien|niente|nichts|nic|niets|(?:do not|don'?t|dont|never|will not|won'?t|wont) (?:want|give|get|serve|bring|offer|pour|make)(?: me| us)? (?:anything|something|a drink|drinks|one)|(?:no )?quiero nada|je ne veux rien|ich will nichts|non voglio niente|nao quero nada)\s+)\b(?:no|without|zero|nothing with|sin|sans|ohne|senza|sem|geen|zonder|bez)\s+(?:any\s+)?(?:alcohol|booze|alcool|alkohol|alcol|alkoholu|etoh|ethanol|alc)\b(?![ -]?(?:free|frei|libre|issues?|problems?|limits?|restrictions?|worries|worry|allerg\w*|intoleran\w*|content|percentage|level|fuerte|fuertes|forte|forti|fort|forts|stark\w*|strong|hard|duro|duros|pesado|pesante|heavy|neat|straight|puro|pur))/;

function emphaticNone(expanded: string): RegExpExecArray | null {
  const alcoholTalk = /\b(?:alcohol\w*|alcool\w*|alkohol\w*|alcol\w*|booze|boozy|abv|proof|liquor|spirits?|low|light on)\b/.test(expanded);
  return (
    (alcoholTalk ? /\b(?:i )?(?:need|want|have|drink|take|said|mean)\s+none\b|\bnone at all\b|\bnot (?:even )?(?:a little|a bit|low)\b[^.!?]{0,20}\bnone\b/.exec(expanded) : null) ??
    /(?:^|[.!?,;]\s*)(?:zero|none|nada|nothing|nichts|rien|niente|nix|null)\s*[.!,;]+\s*(?:zero|none|nada|nothing|nichts|rien|niente|nix|null)\b/.exec(expanded)
  );
}

/** What a pattern found, to the end of the word it stops in ('painkill' in 'painkiller' is said 'painkiller'). */
function wholeWords(match: RegExpExecArray): string {
  const rest = /^[\p{L}\p{N}]*/u.exec(match.input.slice(match.index + match[0].length))?.[0] ?? '';
  const said = `${match[0]}${rest}`.trim();
  // (At most 40 characters, ended at a word's end: 'if i have a drink tonight my parole', never '... parole offi'.)
  return said.length <= 40 ? said : clipped(said, 41).replace(/\s+\S*$/, '');
}

/**
 * Words read from the folded text, quoted as the guest wrote them ('blutverdunner' as 'Blutverdünner', 'w ciazy' as 'w
 * ciąży'): the run of the guest's own words that folds to them, or the folded words when none does.
 */
function inTheirWords(said: string, text: string): string {
  const wanted = said.split(/\s+/).filter(Boolean);
  const theirs = text.split(/\s+/).filter(Boolean);
  const bare = (w: string) => fold(w).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  for (let i = 0; i + wanted.length <= theirs.length; i++) {
    if (wanted.every((w, k) => bare(theirs[i + k]!) === w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))) {
      return theirs.slice(i, i + wanted.length).map((w, k) => (k === 0 ? w.replace(/^[^\p{L}\p{N}]+/u, '') : w)).join(' ').replace(/[^\p{L}\p{N}]+$/u, '');
    }
  }
  return said;
}

/**
 * A guest who says alcohol-free but asks for a beer, or says a trace is fine: the 0.5% beer is theirs to have ('an
 * alcohol-free beer', 'una cerveza sin alcohol', 'NA beer', 'something beer-ish', '0.5 is fine', 'low alcohol is ok').
 */
/** Beer said of no wish for one: a mixer ('ginger beer', 'root beer') or a beer, a trace or low alcohol said no to. */
const NOT_A_BEER_WISH =
  /\b(?:ginger|root|birch) beers?\b|\b(?:no|not|never|without|nothing|hate|hates|dislike|avoid|no more)\s+(?:a\s+|any\s+|the\s+|more\s+)?(?:beers?|lagers?|ales?|pints?|ipas?|stouts?|low (?:alcohol|abv)|traces?|0[.,]5)\b|\b(?:beers?|lagers?|ales?|pints?)\s+(?:is|are)\s+(?:a\s+)?(?:no|not for me|out)\b|\b(?:nothing|no)\s+(?:\w+\s+)?low (?:alcohol|abv)\b/g;
const TRACE_ACCEPTED =
  /\b(?:beers?|beery|beer ?ish|bier\w*|birr[ae]|cervez\w*|cervej\w*|bieres?|pints?|lagers?|ipas?|stouts?|ales?|pils\w*|nab|n ?a beer|shandy|(?:uma|a) imperial|(?:um|o) fino|brejas?|brejinhas?|cervas?|chop|chopp|caneca|caña|cana|0[.,]5|half a percent|low (?:alcohol|abv)|trace (?:is |of alcohol is )?(?:fine|ok|okay|alright)|tiny bit (?:is |of alcohol is )?(?:fine|ok|okay))\b/;

export function strictestReading(
  text: string,
  reading: GuestRequest,
  inventory: readonly StockItem[],
  kindsOf: WordKinds,
  menu: ReadonlyArray<{ id?: string; name: string; price: number; category?: string }> = [],
  /** The limit is in another money than the bar's: the bar converts it and says the amount itself (ADR 40). */
  moneyOfItsOwn = false,
  /** The age from which the bar may serve alcohol, for what the answer says to a minor. */
  drinkingAge: number = DRINKING_AGE,
): Doubt {
  const c: HardConstraints = { alcoholFree: false, excludedSpirits: [], excludedIngredients: [], excludedCategories: [], excludedDrinks: [] };
  const notes: string[] = [];
  const asSaid = withoutProductAges(brandsAsProducts(saidPlainly(withoutLeaveOffs(withoutLiftedReasons(fold(emojiAsWords(text))), menu))));
  // None of the alcohol-free stand-ins either ('none of the pretend versions', 'no fake gin', 'no 0% beer', 'no
  // mocktails that imitate the real thing'): a guest in recovery for whom they taste too close to what they left. What
  // they stand in for is not ruled out by it ('no alcohol-free beer, a real lager').
  const standIns = IMITATIONS_REFUSED.exec(asSaid);
  if (standIns) {
    for (const marker of ALCOHOL_FREE_ITEM_MARKERS) c.excludedIngredients.push([...marker]);
    notes.push(`You said '${inTheirWords(wholeWords(standIns), text)}', so none of these has an alcohol-free beer, spirit or aperitif`);
  }
  // (Only the refusal itself goes: what follows it may hold another limit, 'such as the one with almonds, I can't have nuts'.)
  const folded = standIns ? asSaid.replace(IMITATIONS_REFUSED_ALL, ' ') : asSaid;

  const expanded = expandContractions(folded);
  // A strength said as a percentage ('nothing over 15% abv', said plainly first): no drink stronger, whatever answers.
  const abvCap = ABV_CAP.exec(folded);
  if (abvCap) c.maxAbv = Number(abvCap[1]!.replace(',', '.'));
  // (A reason said not to hold is no reason, and only that one: 'not driving, but on antibiotics' is still a reason.)
  // (A pregnancy said to be over leaves its baby no reason either: 'not pregnant anymore!! baby is 3 months'.)
  const pregnancyOver = [...folded.matchAll(NEGATED_REASONS)].some((m) => /pregnant|expecting/.test(m[0]));
  const unnegated = folded.replace(NEGATED_REASONS, ' ').replace(pregnancyOver ? /\bbab(?:y|ies)(?:'s)?\b/g : /$^/, ' ');
  // Alcohol in doubt: a reason or an age the reading did not turn into alcohol-free.
  if (!reading.alcoholFree) {
    // Also as the languages' idioms read in English ('esperando un bebé', 'ich stille noch': the reader's phrases).
    const inEnglish = translate(unnegated);
    // (Not wanting to get drunk, 'classy but not get wasted', is no reason not to drink: the reader reads it as a wish
    // for a light drink, as every outside set since the fourteenth has; ADR 34.)
    const reason = ALCOHOL_REASON.exec(unnegated) ?? ALCOHOL_REASON.exec(inEnglish) ?? emphaticNone(expanded.replace(NEGATED_REASONS, ' ')) ?? NO_ALCOHOL_SAID.exec(unnegated);
    if (reason) {
      c.alcoholFree = true;
      // Read as the reader corrected its slips too ('im pregnent', 'pregant').
      if ([folded, withCorrections(folded, reading.corrected), inEnglish].some((t) => NO_TRACE_REASON.test(t)) || NO_TRACE_SAID.test(folded)) c.noAlcoholTrace = true;
      notes.push(`You mentioned '${inTheirWords(wholeWords(reason), text)}', so to be safe I suggest only alcohol-free drinks`);
    }
  }
  // A script or a language the reader does not read (Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, Korean, Thai;
  // a word in Turkish letters the Turkish reader did not read, a name aside: ADR 60): it cannot tell whether a hard
  // constraint was said there, so the strictest reading holds: no alcohol at all, none of the common allergens (ADR
  // 'ai-said-otherwise-and-unread').
  const unread = UNREAD_SCRIPT.exec(withoutGreekRead(text)) ?? turkishUnread(text) ?? vietnameseSaid(text) ?? arabiziSaid(text) ?? UNREAD_LANGUAGE_WORDS.exec(folded);
  if (unread) {
    c.alcoholFree = true;
    c.noAlcoholTrace = true;
    for (const allergen of COMMON_ALLERGENS) for (const w of ALLERGENS[allergen]) c.excludedIngredients.push(w.split(' '));
    notes.push(`I could not read all of what you wrote ('${unreadQuote(unread)}'), so to be safe I suggest only drinks with no alcohol at all and no ${listOf([...COMMON_ALLERGENS], 'or')}; tell me in English, Spanish, French, German, Italian or Portuguese for a closer match`);
  }
  // Not even a trace, said in any language or by a reason the reader did not take that far ('sans aucune trace
  // d'alcool', 'nem uma gota', 'on Antabuse', 'a recovering alcoholic', 'for the little ones'): only 0.0% drinks.
  const alcoholFree = reading.alcoholFree || c.alcoholFree;
  // (Also as read in English: 'saya tidak minum', 'nahi peeta' are a teetotaller's 'I do not drink'.)
  const saidTrace = NO_TRACE_SAID.exec(folded) ?? (alcoholFree ? NO_TRACE_REASON.exec(unnegated) : null);
  const trace = saidTrace ?? (alcoholFree ? NO_TRACE_REASON.exec(translate(unnegated)) : null);
  if (!reading.noAlcoholTrace && !c.noAlcoholTrace && trace) {
    c.alcoholFree = true;
    c.noAlcoholTrace = true;
    // (Read in English, the guest's own words are not quoted: they said it in theirs.)
    notes.push(`${saidTrace ? `You mentioned '${inTheirWords(wholeWords(trace), text)}'` : `As I read it, you said '${trace[0].trim()}'`}, so I suggest only drinks with no alcohol at all, not even the 0.5% beer`);
  }
  // Medicines grapefruit does not mix with (statins, calcium-channel blockers, ciclosporin: 'I'm on simvastatin, is the
  // Paloma ok?'): every drink with grapefruit is left out, and the answer says why.
  const grapefruitDrug = GRAPEFRUIT_MEDICINE.exec(folded);
  if (grapefruitDrug && !/\bnot (?:on|taking)\b[^.!?]{0,20}$/.test(folded.slice(0, grapefruitDrug.index))) {
    c.excludedIngredients.push(['grapefruit']);
    notes.push(`You mentioned '${inTheirWords(wholeWords(grapefruitDrug), text)}': grapefruit does not mix with it, so I left out every drink with grapefruit; please check with your pharmacist or the bartender`);
  }
  // A guest with an allergy who asks what a product is made from ('corn allergy... is your vodka made from corn?'): the
  // recipes do not record it, so the product is left out, and the answer says why.
  const madeFrom = MADE_FROM_ASKED.exec(folded);
  if (madeFrom && ALLERGY_SAID.test(folded)) {
    const asked = inventory.filter((item) => item.category !== 'mixer' && itemsNamedBy(madeFrom[1]!, [item], true).length > 0);
    for (const item of asked) c.excludedIngredients.push(words(item.name).filter((w) => !/^\d+$/.test(w) && w !== 'ml'));
    if (asked.length) notes.push(`Our recipes do not record what our ${madeFrom[1]} is made from, so I left it out; please ask the bartender`);
  }
  // Keeping kosher ('I keep kosher', 'je mange cacher', 'ich lebe koscher'): wine and what is made from it need a
  // certification the stock does not record, so the wines, prosecco, vermouths and cognac are left out, and the answer
  // says why. ('I don't keep kosher' leaves them.)
  const kosher = KOSHER.exec(folded);
  if (kosher && !/\b(?:not|do not|don'?t|don t|never|no longer|nicht|pas|no)\s+(?:[a-z]+\s+){0,2}$/.test(folded.slice(Math.max(0, kosher.index - 40), kosher.index))) {
    c.excludedIngredients.push(['wine'], ['prosecco'], ['vermouth'], ['cognac'], ['brandy']);
    notes.push(`You keep kosher: our wines, prosecco, vermouths and cognac are not recorded as kosher-certified, so I left them out; please ask the bartender which products are certified`);
  }
  // Why no alcohol, when the reader already took the reason and nothing above said it: a minor, or a medicine that
  // does not mix with alcohol ('can my 17 year old have a beer?', 'took a sleeping pill, can I still have a nightcap?').
  if (reading.alcoholFree && notes.length === 0) {
    const medicine = reading.minor ? null : MEDICINE_SAID.exec(unnegated);
    if (reading.minor) notes.push(`We cannot serve alcohol to anyone under ${drinkingAge}, the legal age here, so these have no alcohol at all`);
    // ('I hit my head on the slope today': a blow to the head and alcohol do not mix.)
    else if (HEAD_INJURY.test(unnegated)) notes.push('After a blow to the head alcohol is a bad idea, so these are alcohol-free; if you feel dizzy, sick or confused, please see a doctor');
    else if (medicine) notes.push(`You mentioned '${inTheirWords(wholeWords(medicine), text)}': alcohol and medicines like it do not mix, so these have no alcohol at all; please check with your doctor or pharmacist`);
  }

  // A medicine the guest says their doctor allows a drink with: drinks with alcohol are offered, and the answer says why.
  const allowedWith = medicineAllowedADrink(fold(emojiAsWords(text)));
  if (allowedWith && !reading.alcoholFree && !c.alcoholFree) {
    notes.push(`You said you are allowed a drink with '${inTheirWords(wholeWords(allowedWith), text)}', so drinks with alcohol are included; please keep to what your doctor said`);
  }
  // A price the reader did not read as a limit ('budget: 10', 'menos de diez euros', 'a tenner'), or a lower one than
  // it read: the lowest such number is the limit, a cent below it after 'under' and its kin.
  // An age is never a price ('I'm under 21', 'she's 19'): ages are read out first.
  const leftOver = leftAfterNamedDrinks(expanded, menu);
  const priced = [reading.maxPrice, priceInDoubt(withoutUnderAges(expanded)), priceOfNamedDrink(expanded, menu), leftOver].filter((p): p is number => p !== undefined);
  const read = priced.length ? Math.min(...priced) : undefined;
  const limit = read === undefined ? undefined : partyShare(` ${expanded} `, read);
  if (limit !== undefined && limit !== reading.maxPrice) {
    c.maxPrice = limit;
    const why =
      saysTip(` ${expanded} `) && read !== limit
        ? saysUnsizedTip(` ${expanded} `)
          ? `Your budget has to cover the tip too, which I counted at ${CUSTOMARY_TIP_PERCENT}%`
          : 'Your budget has to cover the tip too'
        : saysKeptBack(` ${expanded} `) && read !== limit
          ? 'Your budget leaves out what you keep back'
          : read !== limit
            ? 'Your budget is for more than one drink'
            : 'I read a price limit in what you wrote';
    // ('Two G&Ts, then whatever fits in what's left of a $30 note': what is left is the limit.)
    if (leftOver !== undefined && read === leftOver && read === limit) notes.push(`After the drinks you named, ${formatPrice(limit)} is left of your money, so these are all ${priceLimitText(limit)}`);
    // (In another money the share is said, not its figure: the answer gives the converted amount once.)
    // (Nor the figure of an amount no drink comes near: the answer says it took it to be another money.)
    else if (moneyOfItsOwn || noDrinkComesNear(limit, menu.map((d) => d.price))) notes.push(why);
    else notes.push(`${why}, so these are all ${priceLimitText(limit)}`);
  } else if (limit !== undefined && leftAfterSpending(expanded) === limit) {
    // ('Caps my room at $50, I'm at $38 already': the reader took what is left; the answer says where it came from.)
    notes.push(`After what you have already spent, ${formatPrice(limit)} is left, so these are all ${priceLimitText(limit)}`);
  }

  // Ways of saying no that the reader does not read as one ('I'm off gin', 'keep the egg white out', 'leave out the
  // syrup', 'done with vodka'): marked so that what follows counts even when the reader knows it.
  // Things said to be fine beside a group ruled out ('no juice, lime is fine', 'lime and lemon don't count'): no item of
  // theirs is ruled out with the group (never an allergen: an allergy has no exceptions taken on trust).
  const saidFine = [...folded.matchAll(SAID_FINE)].flatMap((m) => [m[1], m[2], m[3], m[4]]).filter((w): w is string => w !== undefined && !allergenByStem(w) && !ALLERGEN_WORDS[w]);
  // What the reader read as an exception to a group ruled out ('not a whisky person, except smoky Scotch', 'no juice,
  // lime is fine'): no part of a 'no' here, so its words ('smoky') are not ruled out in its stead.
  const exceptedWords = [...(reading.excepted?.spirits ?? []), ...(reading.excepted?.things ?? [])];
  const exceptionsSaid = exceptedWords.length
    ? new RegExp(String.raw`\b(?:${EXCEPT_WORDS.join('|')}|other than|but)\s+(?:the |a |an |some )?(?:[a-z]+ )?(?:${exceptedWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\b`, 'g')
    : /$^/;
  const translated = saidOtherwise(expandContractions(numbersAsDigits(translate(folded.replace(exceptionsSaid, ' , ')))))
    // Idioms that look like taking something out: 'take the edge off' is a wish to unwind.
    .replace(/\b(?:watch|look) out for\b|\bmind the\b/g, ' careful with ')
    // In an allergy the white of an egg is the egg ('allergic to egg white', 'Eiweiß-Allergie'): 'white' alone names no
    // allergen (outside one, 'egg white' is a product a guest may wish for).
    .replace(/\begg ?whites?\b|\beiweiss\b/g, (m: string) => (/aller|alerg|intoler|unvertrag/.test(folded) ? ' egg ' : m))
    .replace(/\btake (?:the )?edge off\b/g, ' unwind ')
    .replace(/\b(?:keep|leave|take|hold)\s+((?:[a-z]+\s+){0,2}[a-z]+)\s+(?:out|off|away)\b/g, ' nix $1 ')
    .replace(/\b(?:leave|keep|take|cut|hold)\s+(?:out|off)\b|\b(?:i am|we are|been|currently) off\b|\b(?:done|finished) with\b|\bditch\b|\bno\s+to\b/g, ' nix ')
    // Had it already: 'had an Old Fashioned already', 'already had two mojitos', 'just had a Negroni': something else now.
    // Only when a thing is named: 'had 2 already' says nothing new of what came before.
    .replace(/\b(?:had|drank|ordered|finished|tried)\s+((?:[a-z0-9]+\s+){1,4}?)(?:already|earlier|before|last time)\b(?!\s+(?:and (?:loved|liked)|another|same|again|one more))/g, (whole: string, said: string) => (/[a-z]{3,}/.test(said) ? ` nix ${said} ` : whole))
    .replace(/\b(?:already|just) (?:had|drank|ordered|finished|tried)\b(?=(?:\s+(?:a|an|the|my|\d+|two|three))?\s+[a-z]{3,})(?!(?:\s+[a-z0-9]+){1,4}\s+(?:and (?:loved|liked)|another|same|again|one more)\b)/g, ' nix ')
    // A bad experience with it: 'never again tequila', 'swore off gin', 'a bad night with tequila'.
    .replace(/\bnever again\b|\bnunca mas\b|\bplus jamais\b|\bjamais plus\b|\bnie wieder\b|\bnie mehr\b|\bmai piu\b|\bnunca mais\b|\b(?:swore|sworn|swear) off\b|\bbad (?:experience|night|time|memories|memory) (?:with|of)\b|\b(?:sick|tired) of\b/g, ' nix ')
    // Loathing it, or taking it out: 'I detest gin', 'can't tolerate rum', 'lose the mint', 'cut the syrup', 'exclude vodka'.
    .replace(/\b(?:detest|detests|loathe|loathes|despise|despises|abhor|abhors|dislike|dislikes|can not (?:stand|tolerate|take|handle|stomach|do|manage|abide|bear|cope with|deal with)|cannot (?:stand|tolerate|take|handle|stomach|manage|abide|bear|cope with|deal with)|(?:lose|cut|drop|remove|omit|scrap|axe|ditch|nix) (?:the|any|all)|exclude|excluding)\b/g, ' nix ')
    // The same in the other languages: 'cualquier cosa menos ron', 'tout sauf le gin', 'alles außer Wodka', 'tutto tranne
    // il rum', 'odio el tequila', 'je déteste le gin', 'ich hasse Gin', 'no me gusta el ron', 'non mi piace il gin'.
    .replace(/\b(?:menos(?!\s+(?:de|que|\d|sweet|bitter|sour|strong|boozy|alcohol\w*|sugar\w*|dry|fruity|acid\w*|tart|spicy|smoky|heavy|light|rich|creamy|dulce|amarg\w*|fuerte|acid\w*|doce|forte|caro|cara))|excepto|exceto|salvo|sauf|ausser|tranne|eccetto|behalve|utom|bortsett fra|oprocz|krome|haric|odio|odeio|odiamos|detesto|deteste|detestent|hasse|hassen|haat|no me gusta(?:n)?|no nos gusta(?:n)?|no soporto|non mi piace|non mi piacciono|non sopporto|nao gosto(?: de| do| da)?|nao suporto|je n aime pas|j aime pas|je ne supporte pas|je supporte pas|ich mag kein(?:en|e)?|ik lust geen|ik hou niet van)\b(?!\s*(?:[,.;!?]|$))/g, ' nix ')
    // 'zero gin', 'free of rum': none of it (zero alcohol, zero proof and the like are the reader's).
    .replace(/\bzero\s+(?!proof|abv|alcohol|percent|%|point|\d|complaint|problem|issue|regret|carbs?|carbohydrates?|sugar|calories|cals?|kcal)|\bfree of\b/g, ' nix ')
    // Staying away from it: 'staying away from bourbon', 'steer clear of gin', 'laying off rum', 'cutting out sugar'.
    .replace(/\b(?:stay|stays|staying|keep|keeps|keeping|steer|steers|steering|kept|stayed|steered) (?:away from|clear of|off)\b|\b(?:lay|lays|laying|layin) off\b|\b(?:cutting|cut) (?:out|back on|down on)\b|\b(?:give|gives|giving|gave|given) up\b|\bpass(?:ing)? on\b/g, ' nix ')
    // '(not) a whiskey person', 'not much of a gin drinker': said of the thing, a rule.
    .replace(/\bnot (?:a|an|much of a|much of an|big|really a|really an)\s+((?:[a-z]+\s+){0,1}[a-z]+)\s+(?:person|guy|girl|gal|drinker|fan|lover)\b/g, ' nix $1 ');
  const corrections = new Map(reading.corrected);
  // An emoji ends a clause as punctuation does ('egg white makes me gag 🤢 something sour').
  // ('Mas' and 'mais' are 'but' in Portuguese and French, 'more' in Spanish and Portuguese: 'no más de 12', 'não mais
  // de 10' and 'un poco más' end no clause.)
  const clauses = translated.split(/[,.;!?:()]+|\p{Extended_Pictographic}+|\s[-\u2013\u2014]+\s|\bbut\b|\baber\b|\bpero\b|(?<!\b(?:no|nao|ni|nem|poco|pouco|algo) )\b(?:mais|mas)\b(?!\s+(?:de|do|da|que|del|\d))|\bma\b/u);
  const left = new Map<string, string>();
  const leftDrinks: string[] = [];
  const unplaced: string[] = [];
  let previous: string[] = [];
  let ruledBefore = false;
  for (const clause of clauses) {
    const tokens = words(clause);
    const candidates: Array<{ token: string; allergy: boolean; adjacent: boolean; after?: boolean; next?: boolean }> = [];
    // A 'no' after the thing: 'gin? no thanks', 'vodka - not for me', 'rum is a no'.
    // 'Bourbon? Never again.', 'vodka... never again after new year': a clause that opens with the 'no' and names
    // nothing of its own says it of what came before.
    const saidNo = SAYS_NO.test(tokens.join(' ')) || (tokens[0] === 'nix' && !tokens.slice(1).some((t) => kindsOf(t).some((k) => RULE_KINDS.has(k))));
    // A bare 'no' after one to three words ('tequila no', 'tequila 🚫'): no to them.
    const thenNo = THING_THEN_NO.exec(tokens.join(' ')) ?? /^((?:[a-z]+ ){0,2}?[a-z]+) (?:no|nope|nah|no way)$/.exec(tokens.join(' '));
    if (saidNo) for (const token of previous) candidates.push({ token, allergy: false, adjacent: false, after: true });
    if (thenNo) for (const token of thenNo[1]!.split(' ')) candidates.push({ token, allergy: false, adjacent: false, after: true });
    // 'Rum makes me sick, and cachaça too': a clause that only adds a thing 'too' to a ruled-out one rules it out.
    const alsoToo =
      /^(?:and |also |plus |oh and )?((?:[a-z]+ ){0,2}[a-z]+) (?:too|as well|also|either|aussi|tambien|auch|anche|tambem)$/.exec(tokens.join(' ')) ??
      // ('(auch Cola)', '(aussi le cola)': the word of 'too' first.)
      /^(?:auch|aussi|tambien|anche|tambem|also|and also)(?: (?:le|la|les|el|il|lo|o|a|die|der|das))? ((?:[a-z]+ ){0,1}[a-z]+)$/.exec(tokens.join(' '));
    if (alsoToo && ruledBefore) for (const token of alsoToo[1]!.split(' ')) candidates.push({ token, allergy: false, adjacent: false, after: true });
    const leftBefore = left.size;
    // A drink of the menu said no to the same ways ('a margarita? no thanks', 'tout sauf un cosmo', 'the mojito is a
    // no'): that drink is left out.
    const refused = [saidNo ? previous.join(' ') : '', thenNo ? thenNo[1]! : '', ...[...tokens.join(' ').matchAll(/\bnix ((?:[a-z0-9]+ ?){1,4})/g)].map((m) => m[1]!)].filter(Boolean);
    for (const said of refused) for (const drink of drinksNamedIn(said, menu)) if (!c.excludedDrinks.includes(drink.id)) {
      c.excludedDrinks.push(drink.id);
      leftDrinks.push(`the ${drink.name}`);
    }
    // A negation placed after the thing, as German, Dutch and the Scandinavian languages place it ('Wodka kommt nicht
    // in Frage', 'Gin mag ich nicht', 'rum drink ik niet'): with nothing the reader knows after it in the clause, it
    // is about what came before it.
    const late = tokens.findIndex((t) => LATE_NEGATION.has(t));
    if (late > 0 && !tokens.slice(late + 1).some((t) => kindsOf(t).length > 0)) {
      for (const token of tokens.slice(0, late)) candidates.push({ token, allergy: false, adjacent: false, after: true });
    }
    if (tokens.length) previous = tokens;
    tokens.forEach((token, i) => {
      // 'Eiallergie', 'Nussunverträglichkeit': the thing and the allergy in one word.
      const compound = /^([a-z]{2,}?)s?(?:allergie|allergy|allergi|allergia|unvertraglichkeit|intoleranz|alerjisi|alerji)$/.exec(token);
      if (compound) candidates.push({ token: COMPOUND_ALLERGEN[compound[1]!] ?? compound[1]!, allergy: true, adjacent: true });
      // 'nonrum', 'rumless', 'ginfrei', 'sugarless': the thing and its 'without' in one word.
      const without = /^(?:non|sin|sans|ohne|senza|sem)-?([a-z]{3,})$|^([a-z]{3,}?)(?:less|free|frei|fri|vrij|siz|suz)$/.exec(token);
      if (without) candidates.push({ token: (without[1] ?? without[2])!, allergy: false, adjacent: false, after: true });
      if (token === 'nix') for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) candidates.push({ token: tokens[j]!, allergy: false, adjacent: false, after: true });
      else if (RESTRICT_BEFORE.has(token) && !SOFT_AFTER.has(tokens[i + 1] ?? '') && !SOFT_AFTER.has(tokens[i + 2] ?? '') && !CANCEL_AFTER.has(tokens[i + 1] ?? '') && !CANCEL_AFTER.has(tokens[i + 2] ?? '')) {
        for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) candidates.push({ token: tokens[j]!, allergy: false, adjacent: false, next: j === i + 1 && token !== 'non' });
        // The reader's 'no' stops at a word it does not know; the rule's scope runs through the words of containing
        // and amount ('nothing containing gin', 'no trace of rum', 'not even a drop of mint', 'nothing made with
        // vodka'): the thing after them is ruled out, known to the reader or not.
        let j = i + 1;
        let through = 0;
        while (j < tokens.length && (SCOPE_THROUGH.has(tokens[j]!) || NOT_A_THING.has(tokens[j]!))) {
          if (SCOPE_THROUGH.has(tokens[j]!)) through++;
          j++;
        }
        if (through > 0) for (let k = j; k <= j + 1 && k < tokens.length; k++) candidates.push({ token: tokens[k]!, allergy: false, adjacent: false, after: true });
      }
      // 'mint-free', 'ginfrei' said of a thing the reader knows too: a rule, as a 'no' after it is.
      if (RESTRICT_AFTER.has(token) && i > 0) candidates.push({ token: tokens[i - 1]!, allergy: false, adjacent: false, after: SAID_WITHOUT.has(token) });
      if (ALLERGY_CUE.test(token)) {
        for (let j = Math.max(0, i - 3); j <= i + 3 && j < tokens.length; j++) {
          if (j === i) continue;
          // 'soy alérgico' is 'I am allergic' ('soy allergy' is the bean's).
          if (tokens[j] === 'soy' && j === i - 1 && !ALLERGY_NOUN.test(token)) continue;
          // 'kiwi allergy' (a noun of allergy after the thing), 'allergic to kiwi' (the thing after 'to').
          const adjacent = (j === i - 1 && ALLERGY_NOUN.test(token)) || (j >= i + 2 && ALLERGY_TO_WORDS.has(tokens[j - 1]!));
          candidates.push({ token: tokens[j]!, allergy: true, adjacent });
        }
      }
    });
    for (const { token: said, allergy, adjacent, after, next } of candidates) {
      // A word the reader read as a slip of one it knows ('tequlia', 'vodak', 'wiskey') counts as that word.
      // A slip read as a word that names nothing ('corn' as Spanish 'con') is no slip here: the word as typed counts.
      const corrected = corrections.get(said);
      const token = corrected !== undefined && !NOT_A_THING.has(corrected) ? corrected : said;
      // 'Ohne Prozente', 'zero abv', 'sin grados': a restriction of the alcohol itself, said in a measure of it.
      if (!allergy && (ALCOHOL_MEASURE.test(token) || ALCOHOL_MEASURE.test(said)) && !reading.alcoholFree && !c.alcoholFree) {
        c.alcoholFree = true;
        notes.push(`You asked for no '${said}', so to be safe I suggest only alcohol-free drinks`);
        continue;
      }
      if ((token.length < 3 && !(adjacent && allergy && allergenByStem(token))) || token === 'nix' || /^\d/.test(token) || NOT_A_THING.has(token) || RESTRICT_BEFORE.has(token) || RESTRICT_AFTER.has(token) || ALLERGY_CUE.test(token)) continue;
      const kinds = kindsOf(token);
      // A food no stock item is named for ('no kiwi please', 'sin fresa' before a slip made it 'fresh'): not found.
      // (Never one the stock holds under a longer name: that is ruled out below.)
      const food = [said, token].find((w) => FOODS.has(w) && kindsOf(w).length === 0 && itemsNamedBy(w, inventory).length === 0);
      if (!allergy && food) {
        unplaced.push(food);
        continue;
      }
      // An allergen the reader knows but did not read as a rule here ('peanut-sensitive', 'no puede tomar huevo',
      // 'mandorle', 'amendoim'): all of it is left out.
      const byStem = allergenByStem(token);
      const allergen = ALLERGEN_WORDS[token] ?? (byStem ? ALLERGENS[byStem] : undefined);
      if (allergen) {
        for (const w of allergen) c.excludedIngredients.push(w.split(' '));
        // Said by its group ('nuts (coconut included)' for 'peanut'), so the guest knows how much was left out.
        const group = byStem ?? (Object.keys(ALLERGENS) as Allergen[]).find((a) => ALLERGENS[a] === allergen);
        const name = group ? (ALLERGEN_LABEL[group] ?? group) : token;
        left.set(`allergen:${group ?? name}`, name);
        continue;
      }
      // Next to a restriction, only what the reader could not place; next to an allergy, any thing named (a word
      // it knows only as a taste, 'sweet', is no thing).
      // A 'no' after the thing is one the reader does not read: known things count there too.
      // A taste said right after the 'no' that names what carries it ('no fizz', 'no bubbles': the sodas; 'nothing
      // fruity': the juices) is a rule too, bitterness aside ('not bitter' ranks, since every bitters would go).
      const carried = next === true && kinds.every((k) => k === 'flavour') && KNOWN_CONTENTS.some((k) => k.stems.test(token) && !k.stems.test('bitter'));
      if (!allergy && !after && kinds.length > 0 && !carried) continue;
      if ((allergy || after) && kinds.length > 0 && !kinds.some((k) => RULE_KINDS.has(k))) continue;
      // A spirit said no to ('scotch makes me sick'): the whole family, the Islay malt with the blended Scotch.
      // (Not a family the guest made an exception to: 'no whisky except bourbon' was read as rye and Scotch.)
      if (reading.excepted?.families.includes(token) || reading.excepted?.spirits.includes(token)) continue;
      if (kinds.includes('spirit') && Object.hasOwn(SPIRITS, token) && !reading.excludedSpirits.includes(token) && !c.excludedSpirits.includes(token)) {
        c.excludedSpirits.push(token);
        left.set(`spirit:${token}`, token);
        continue;
      }
      // (A kind of drink the reader ruled out whole, 'Wine? not for me', needs no word of its items.)
      if ((Object.entries(CATEGORY_WORDS) as Array<[string, string[]]>).some(([kind, said]) => reading.excludedCategories.includes(kind as WishCategory) && said.includes(token))) continue;
      const anyNamed = itemsNamedBy(token, inventory, kinds.length > 0);
      // A word of a kind beside the word that makes it one product ('coffee liqueur is a no', 'no orange juice'): that
      // product, not every liqueur or juice.
      const clauseText = ` ${tokens.join(' ')} `;
      const specific = anyNamed.filter((item) => {
        const name = words(fold(item.name)).filter((w) => !/^\d+$/.test(w) && w !== 'ml');
        return name.length > 1 && clauseText.includes(` ${name.join(' ')} `);
      });
      // ('beer' of 'ginger beer is gross' is a word of the ginger beer's name, not every beer.)
      const wordOfANamedItem = specific.length === 0 && inventory.some((item) => {
        const name = words(fold(item.name)).filter((w) => !/^\d+$/.test(w) && w !== 'ml');
        return name.length > 1 && name.includes(token) && clauseText.includes(` ${name.join(' ')} `);
      });
      if (wordOfANamedItem) continue;
      const unknownAllergy = allergy && adjacent && kinds.length === 0 && !NO_ALLERGEN_SAID.has(token) && !DOING_IN_JEST.test(token);
      // An allergy to a word of another language that is a near spelling of a stocked thing ('Minzallergie': minz,
      // mint): the strict reading is that thing.
      const nearly = specific.length || anyNamed.length || !unknownAllergy ? [] : itemsSpeltNearly(token, inventory);
      const named = specific.length ? specific : anyNamed.length ? anyNamed : nearly;
      if (named.length === 0) {
        if (unknownAllergy) unplaced.push(token);
        continue;
      }
      // What the reader ruled out already ('no bubbles' read whole) is no doubt: not said again.
      const items = named.filter((item) => {
        const itemWords = words(fold(item.name));
        // (Nor an item of a spirit the guest excepted: 'no whisky except Scotch' leaves the Scotch in.)
        const ofAnExceptedSpirit = itemWords.some((w) => {
          const spirit = spiritNamed(w);
          return spirit !== undefined && (reading.excepted?.spirits ?? []).some((e) => spiritLineage(spirit).includes(e));
        });
        return !reading.excludedIngredients.some((e) => e.every((w) => itemWords.includes(w))) && ![...(reading.excepted?.things ?? []), ...saidFine].some((w) => itemWords.includes(w)) && !ofAnExceptedSpirit;
      });
      for (const item of items) {
        c.excludedIngredients.push(words(item.name).filter((w) => !/^\d+$/.test(w) && w !== 'ml'));
        left.set(item.id, itemLabel(item.name));
      }
    }
    ruledBefore = left.size > leftBefore || saidNo || thenNo !== null;
  }
  // An allergen named in a way the reader could not read as a wish ('I carry an EpiPen for peanuts', 'eggs make me
  // break out', 'Eiweiß bitte nicht'): the strict reading is that it must not be in the drink, and the answer says so.
  if (!NEGATED_ALLERGY.test(translated)) {
    const wished = new Set([...reading.ingredients, ...reading.occasionIngredients, ...(reading.colourIngredients ?? [])].flat());
    const mentioned = new Set<Allergen>();
    const namedDrinks = menu.map((d) => fold(d.name)).filter((name) => ` ${folded} `.includes(` ${name} `));
    const tokensOfAll = words(translated);
    for (const token of tokensOfAll) {
      const allergen = MENTIONED_ALLERGEN[token] ?? allergenByStem(token);
      if (!allergen || !ALWAYS_AN_ALLERGEN.has(allergen) || left.has(`allergen:${allergen}`) || mentioned.has(allergen) || NOT_THE_ALLERGEN.test(token)) continue;
      // ('Got a lobster': Australia's twenty-dollar note, no shellfish.)
      if (/^lobster/.test(token) && namesAustralianNotes(folded)) continue;
      // Spanish 'soy' is 'I am' ('soy el conductor', 'soy alérgico a la menta'): the bean only beside a food of it or a rule.
      if (token === 'soy' && !SOY_THE_BEAN.test(tokensOfAll.slice(Math.max(0, tokensOfAll.indexOf(token) - 2), tokensOfAll.indexOf(token) + 2).join(' '))) continue;
      // A wish only when said as one: after 'with', 'want', 'love', 'extra' ('a sour with egg white'), or as part of a
      // product ('egg white', 'coconut cream', 'almond syrup'); 'eggs are a problem for me' is no wish.
      const at = tokensOfAll.indexOf(token);
      // ('Vegetarian, eggs are fine', 'fine with eggs', 'I do eat eggs': said to be no limit.)
      const saidAsWish =
        WISH_BEFORE.test(tokensOfAll.slice(Math.max(0, at - 3), at).join(' ')) ||
        PRODUCT_AFTER.has(tokensOfAll[at + 1] ?? '') ||
        SAID_FINE_AFTER.test(tokensOfAll.slice(at + 1, at + 5).join(' ')) ||
        SAID_FINE_BEFORE.test(tokensOfAll.slice(Math.max(0, at - 4), at).join(' '));
      // (A thing the bar does not stock is a wish too when said as one with no allergy and no caution near it: 'a
      // Bloody Mary with celery salt', 'I love peanuts'; never 'careful with peanuts' or 'with my nut allergy'.)
      // (Not a word that stands in for the allergen: 'made with aquafaba' says no egg.)
      const unstockedWish = !wished.has(token) && !STANDS_IN_FOR_AN_ALLERGEN.has(token) && !ALLERGY_SAID.test(folded) && !CAUTION_BEFORE.test(tokensOfAll.slice(Math.max(0, at - 4), at).join(' '));
      if (((wished.has(token) || unstockedWish) && saidAsWish) || namedDrinks.some((name) => name.split(' ').includes(token)) || kindsOf(token).includes('flavour')) continue;
      // Already ruled out whole ('no nuts'), not in part ('no amaretto or anything almondy' still leaves the orgeat).
      const ruledOut = new Set([...reading.excludedIngredients, ...c.excludedIngredients].map((w) => w.join(' ')));
      if ((ALLERGENS[allergen] as readonly string[]).every((w) => ruledOut.has(w))) continue;
      for (const w of ALLERGENS[allergen]) c.excludedIngredients.push(w.split(' '));
      mentioned.add(allergen);
      notes.push(`You mentioned '${inTheirWords(token, text)}', so to be safe I left out every drink with ${ALLERGEN_LABEL[allergen] ?? allergen}`);
    }
  }
  if (unplaced.length) c.unknownAllergens = [...new Set(unplaced)];
  if (left.size) notes.push(`To be safe I left out every drink with ${listOf([...left.values()].slice(0, 6))}`);
  if (leftDrinks.length) notes.push(`As you asked, I left out ${listOf(leftDrinks.slice(0, 4))}`);
  // An allergy said with nothing read as what it is to ('alergi ikan, whiskey sour', 'I have an allergy, a Mai Tai'):
  // it may be to any of them, so the common allergens are left out, and the answer says why (ADR 58).
  const allergySaid = ALLERGY_SAID.test(folded) && !NEGATED_ALLERGY.test(translated);
  const placed = reading.excludedIngredients.length + c.excludedIngredients.length + reading.excludedSpirits.length + c.excludedSpirits.length + reading.excludedCategories.length + c.excludedCategories.length > 0;
  // (A food the reader knows by name or an English word is what the allergy is to, read: 'allergic to strawberries'.)
  const knownUnknowns = () => [...unplaced, ...reading.unknownAllergens].some((w) => FOODS.has(w) || FOODS.has(w.replace(/e?s$/, '')) || isMoreEnglishWord(w));
  // (Never an allergy in jest: 'allergic to mornings', 'allergic to paying'.)
  const allergicTo = /\ballerg\w*\s+(?:to\s+)?([a-z]+)/.exec(translated)?.[1];
  const inJest = allergicTo !== undefined && (NO_ALLERGEN_SAID.has(allergicTo) || DOING_IN_JEST.test(allergicTo));
  if (allergySaid && !placed && !inJest && !knownUnknowns()) {
    for (const allergen of COMMON_ALLERGENS) for (const w of ALLERGENS[allergen]) c.excludedIngredients.push(w.split(' '));
    notes.push(`I could not tell what your allergy is to, so to be safe I left out every drink with ${listOf([...COMMON_ALLERGENS], 'or')}`);
  }
  // An allergy said (not a dislike): the recipes cannot speak for a shaker or a garnish tray, so the bartender must know.
  if (allergySaid) notes.push(ALLERGY_TELL_THE_BARTENDER);
  // An alcohol-free wish, however it was read above, is met by drinks with none at all: the 0.5% beer only for a guest who
  // asks for a beer or says a trace is fine ('an alcohol-free beer', 'NA beer?', '0.5 is ok'). When in doubt,
  // alcohol-free (ADR 46). (Last, so that every way of saying alcohol-free above is seen.)
  if ((reading.alcoholFree || c.alcoholFree) && !reading.noAlcoholTrace && !c.noAlcoholTrace && !TRACE_ACCEPTED.test(folded.replace(NOT_A_BEER_WISH, ' '))) c.noAlcoholTrace = true;
  // Each note its own sentence ('... not even the 0.5% beer. To be safe I left out ...').
  const said = notes.map((n) => `${n.charAt(0).toUpperCase()}${n.slice(1)}`).join('. ');
  return { constraints: c, note: notes.length ? `${said}.` : null };
}

/** Stock items with a word spelt nearly as the token ('minz' and Mint Leaves, 'limon' and Lime Juice): four letters or more, the first three the same. */
function itemsSpeltNearly(token: string, inventory: readonly StockItem[]): StockItem[] {
  if (token.length < 4) return [];
  return inventory.filter((item) => words(fold(item.name)).some((w) => w.length >= 4 && w.slice(0, 3) === token.slice(0, 3) && distance(w, token) <= 1));
}

/** Products made to a recipe of their own, which the bar's recipes do not record (sugar syrup is sugar and water). */
/** Products fined with animal products, for all a label says ('Prosecco', 'House Red Wine', 'Stout'). */
const FINED = /\b(?:wine|prosecco|champagne|cava|(?<!ginger |root )beer|lager|ipa|stout|ale|cider|vermouth|sherry|port)\b/;
/** A guest's words for such a product ('a glass of red', 'something bubbly', 'a pint'). */
export const FINED_ASKED = /\b(?:wine|prosecco|champagne|cava|(?<!ginger |root )beer|lager|ipa|stout|ale|cider|vermouth|sherry|port|red|rose|bubbly|fizz|pint|spritz)(?:s|es)?\b/;
export const UNRECORDED_PRODUCT = /\b(?:liqueur|syrup|cordial|bitters|tonic|cola|ginger beer|grenadine|aperitif|vermouth|campari|aperol|triple sec|amaretto|orgeat)\b/;

/** A product whose own recipe the bar does not record (a liqueur, a syrup, a soda): it may carry what a guest cannot have. */
export function unrecordedProducts(drink: DrinkProfile): number {
  return drink.ingredients.filter((i) => UNRECORDED_PRODUCT.test(fold(i.knowledge.item.name)) && !/\bsugar syrup\b/.test(fold(i.knowledge.item.name))).length;
}

/** A take-back of what was just said ('actually no', 'scrap that', 'ah go on then', 'on second thought'). */
// (And in the other languages: 'ma sì dai', 'anzi', 'bueno va', 'pensándolo bien', 'oh et puis zut', 'finalement', 'ach
// was', 'na gut', 'pensando bem'.)
const TAKE_BACK = String.raw`(?:(?:ah|oh|hmm+|um+|nah|wait|ok|okay|well|eh|beh|bah|bof|boh|ach|ay|bueno|bon|ma|non|nee|nein|nao|n\u00e3o)[ ,]+)*(?:no wait|laisse tomber|oublie|olv[i\u00ed]dalo|lascia perdere|vergiss es|esquece|actually no|actually|on second thoughts?|scrap that|scratch that|forget (?:that|it)|go on then|oh go on|why not|changed my mind|change of plan|nah|ma s[i\u00ec] dai|s[i\u00ec] dai|ma dai|dai va|anzi|ripensandoci|pensandoci bene|bueno va|venga va|pens[a\u00e1]ndolo bien|qu[e\u00e9] m[a\u00e1]s da|mejor s[i\u00ed]|(?:oh )?et puis zut|allez|finalement|tout compte fait|ach was|ach komm|na gut|doch|aber ach|ach egal|egal|schei(?:ss|\u00df) drauf|was soll'?s|pensando bem|que se dane|que se lixe)`;
/** An alcohol-free wish said on its own, then taken back for a drink ('mocktail for me... ah go on then, a negroni'). */
const ALCOHOL_FREE_TAKEN_BACK = new RegExp(
  String.raw`^(.*?)\b(?:something |a |an |just |only |qualcosa di |algo |quelque chose |un |una |uno |une |etwas |was )?(?:alcohol[- ]?free|non[- ]?alcoholic|mocktails?|virgin|no alcohol|no booze|soft drinks?|zero[- ]proof|niente alcol|senza alcol|analcolic[oa]|sin alcohol|sans alcool|pas d'alcool|ohne alkohol|kein alkohol|alkoholfrei(?:es)?|sem [a\u00e1]lcool)(?:\s+(?:one|drink|cocktail|please|pls|for me|tonight|thanks|per me|stasera|para m[i\u00ed]|esta noche|pour moi|ce soir|f[u\u00fc]r mich|heute|hoje|hoy|oggi|aujourd'hui))*\s*[.,!;\u2026-]*\s*${TAKE_BACK}\b[\s,.!-]*(.+)$`,
  'i',
);
/** 'I can't have alcohol... kidding!!', 'no booze for me, jk', 'not drinking tonight... jk': a joke owned up to at once. */
const ALCOHOL_FREE_IN_JEST = new RegExp(
  String.raw`^(.*?)\b(?:(?:i|we)\s+)?(?:(?:can(?:no|')?t|cannot|can not)\s+(?:have|drink)(?:\s+any)?\s+(?:alcohol|booze)|(?:no|zero|nothing)\s+(?:alcohol|booze|alcoholic)\s+for\s+(?:me|us)|(?:(?:i\s*a?'?m|im)\s+)?not\s+drinking(?:\s+(?:tonight|today|this time))?)[\s.,!;\u2026-]*(?:(?:ha|haha|lol|lmao)[\s.,!]*)?(?:just\s+)?(?:kidding|joking|jk|j/k|jking|psych|only joking)\b[\s,.!\u2026-]*(.+)$`,
  'iu',
);
/** A drink with alcohol asked for after the take-back ('a proper strong one', 'a negroni', 'a pint'). */
const WITH_ALCOHOL = /\b(?:strong|fort|forte|fuerte|stark|starkes|proper|real drink|boozy|booze|with alcohol|beer|lager|ipa|stout|pint|wine|prosecco|cocktail|negroni|ca[n\u00f1]a|cerveza|cerveja|birra|bi[e\u00e8]re|bier|vino|vin|wein|vinho|cubata|chupito|un verre|ein glas|un bicchiere|margarita|mojito|martini|spritz|gin|vodka|rum|whisk(?:e?y)|tequila|mezcal|bourbon|scotch|cognac|shot|old fashioned|manhattan|daiquiri|sour|mule|paloma|americano|boulevardier|cosmo\w*|caipirinha|caipi|caipiroska|cacha[c\u00e7]a|chopp|chope|breja|birrita|cervecita)\b/i;

/** Someone else at the table, by who they are to the guest ('my wife', 'la nonna', 'meine Schwester', 'a noiva'). */
const RELATION = String.raw`(?:wife|husband|hubby|partner|colleagues?|co-?workers?|workmates?|teammates?|team mates?|intern|manager|supervisor|client|plus[- ]one|girlfriend|boyfriend|gf|bf|fiancee?|brother|sister|bro|sis|friend|mate|buddy|pal|cousin|mum|mom|mother|mam|mammy|dad|father|son|daughter|grandma|grandmother|nana|nan|granny|grandpa|grandfather|grandad|granddad|uncle|aunt|auntie|boss|date|bride|groom|best man|bridesmaid|flatmate|roommate|neighbou?r|nephew|niece|(?:mother|father|brother|sister)[- ]in[- ]law|mec|meuf|blonde|chum|conjointe?|gars|pote|daron|daronne|esposa|esposo|mujer|marido|novia|novio|pareja|hermano|hermana|amigo|amiga|primo|prima|madre|padre|mama|papa|abuela|abuelo|hija|hijo|tio|tia|jefe|colega|femme|mari|copine|copain|soeur|frere|mere|pere|amie|ami|cousine|fille|fils|mariee|marie|frau|mann|freundin|freund|schwester|bruder|mutter|vater|oma|opa|tochter|sohn|kollegin|kollege|moglie|marito|ragazza|ragazzo|sorella|fratello|amica|amico|nonna|nonno|figlia|figlio|cugina|cugino|sposa|sposo|mulher|namorada|namorado|irma|irmao|mae|pai|avo|filha|filho|noiva|noivo|vrouw|man|vriendin|vriend|zus|broer|moeder|vader)`;
/** A role at the table named with an article, not a possessive ('the bride', 'la nonna', 'a noiva', 'the intern'). */
const ROLE = String.raw`(?:bride|groom|best man|bridesmaids?|intern|boss|nonna|nonno|noiva|noivo|novia|novio|mariee|sposa|sposo|birthday (?:girl|boy))`;
/** A 'no' in any of the guests' languages: what is said of someone else with one is a limit, set aside with them. */
const A_NO_SAID = /\b(?:no|not|never|nothing|without|can't|cannot|can not|doesn't|does not|don't|won't|mustn't|isn't|none|nor|allerg\w*|intoleran\w*|sin|sans|senza|sem|ohne|zonder|bez|kein\w*|nicht|nie|pas|ni|nem|nunca|jamais|mai|nooit|nigdy|niet|nao|non)\b/;
/** Family called by the name the family uses, with no 'my' ('Mum's driving', 'Oma nimmt Blutverdünner', 'grandpa can't drink'). */
const KIN_BY_NAME = String.raw`(?:mum|mom|mam|mummy|mommy|dad|daddy|grandma|grandpa|granny|grandad|granddad|nana|nan|gran|oma|opa|omi|opi|mutti|vati|nonna|nonno|abuela|abuelo|abuelita|abuelito|vovo|vovoa|babcia|dziadek|mamie|papi|papy|mamy|moeder|vader)(?=(?:'s|\s+(?:is|isn't|can|can't|cannot|has|had|does|doesn't|won't|will|must|nimmt|ist|darf|trinkt|hat|est|boit|prend|a|esta|bebe|toma|tiene|e|beve|prende|ha|neemt|drinkt|mag|pije|bierze|ma|nie))\b)`;
const OTHER_PERSON = new RegExp(String.raw`\b(?:(?:my|our|mi|mis|ma|mon|mes|meine?|mein|mijn|mia|mio|minha|meu)\s+(?:\w+\s+)?${RELATION}s?|(?:the|la|il|lo|el|a|o|le)\s+${ROLE}|${KIN_BY_NAME})\b`);
/** Someone else, or one of a table whose size was said ('one's pregnant', 'the other one is driving', 'una está embarazada'). */
/** What is said of one at a table whose size was said: being, driving, not drinking ('is', 'maneja', 'no bebe'). */
const SAID_OF_ONE = String.raw`(?:is|has|can't|cannot|doesn't|won't|es|esta|est|ist|e|ta|fahrt|faehrt|conduit|conduce|maneja|guida|dirige|drives|vai|va|no|ne|nao|non|darf|kann|trinkt|boit|bebe|beve|toma)`;
const ONE_AT_THE_TABLE = new RegExp(
  String.raw`${OTHER_PERSON.source}|\b(?:one|another|the other(?: one)?|one of (?:us|them)|(?:el |la )?otr[oa]|l'autre|(?:der |die |ein )?andere[r]?|(?:l')?altr[oa]|(?:o |a )?outr[oa]|un[ao]?|une|einer|eine|um|uma)(?='s|\s+${SAID_OF_ONE}\b)` +
    // (Or one named at a clause's start, 'Juli maneja', 'Tomi es alérgico al huevo'; never the guest. Only before a verb
    // of being, driving or not drinking: a word before a bare 'no' may be a thing, 'gin no tonic'.)
    String.raw`|(?<=^|[,:;]\s*|\b(?:and|y|et|und|e)\s+)(?!(?:i|yo|je|ich|io|eu|moi|me|we|nosotros|nous|wir|noi|nos|it|this|that|there|which|who)\b)[a-z]{3,12}(?=\s+(?:is|es|est|ist|e|esta|ta|maneja|conduce|conduit|fahrt|faehrt|guida|dirige|drives|no bebe|no toma|ne boit|trinkt nicht|non beve|nao bebe)\b)`,
);
/** The guest saying the drink is their own ('but I'll take', 'for me', 'per me', 'pero yo quiero', 'ik wil'). */
const GUEST_OWN = /\b(?:but|though|however|whereas|while)\s+(?:i|me|myself)\b|\bnot me\b|\bfor me\b|\bas for me\b|\bme,? i\b|\bi(?: will|'ll| am|'m| would|'d)? (?:take|have|want|get|fancy|go for|like|love)\b|\b(?:pas )?moi\b|\bpour moi\b|\bpero yo\b|\byo quiero\b|\bpara mi\b|\bich aber\b|\baber ich\b|\b(?:fur|fuer) mich\b|\bper me\b|\bio invece\b|\bma io\b|\bpara mim\b|\bmas eu\b|\beu quero\b|\bik wil\b|\bvoor mij\b|\bmaar ik\b|\bich (?:nehme|trinke|hatte gern|mochte|will)\b|\bje (?:prends|vais prendre|voudrais|veux)\b|\byo (?:tomo|voy a tomar|quiero)\b|\bio (?:prendo|vorrei|voglio)\b|\beu (?:vou tomar|quero)\b|\bik neem\b|\bja (?:wezme|poprosze)\b|\bdla mnie\b|\b(?:yo|io|eu|ich|moi),? (?:un|una|uno|um|uma|une|einen|eine|ein)\b/;
/** The drink is (also) for the other person, or for the party: their limits stay. */
// ('No alcohol for him' is their limit, not a drink for them; but 'two proseccos', 'a round' may be for them too.)
const FOR_THEM_TOO = /\b(?:two|2|three|3|four|4|both|a couple of|a pair of)\s+(?:[a-z]+\s+)?(?:drinks|glasses|cocktails|beers|pints|shots|proseccos|wines|[a-z]{3,}(?:s|es))\b|\b(?:share|sharing|shared|split|splitting|both|round|pitcher|jug|carafe|bottle|compartir|partager|teilen|condividere|dividir|delen)\b|(?<!\b(?:no|not|nothing|none|zero|without)\s+(?:alcohol|booze|drinking|drinks?|wine|beer|spirits?)\s+)\b(?:for|to share with|with)\s+(?:her|him|them|both|us|all|everyone|the two of us|each of us|the table)\b|\b(?:she|he|they) (?:can|could|would|wants?|likes?|needs?|will|'d|'ll|is having|are having|might)\b|\b(?:can|could|would|will|should|does|may|might) (?:she|he|they)\b|\b(?:get|order|bring|give) (?:her|him|them)\b|\b(?:and|&|\+) (?:her|him|them)\b|\bwe\b|\bus\b|\bpara (?:ella|el|ellos|ambos|los dos|nosotros)\b|\bpour (?:elle|lui|eux|nous)\b|\b(?:fur|fuer) (?:sie|ihn|uns)\b|\bper (?:lei|lui|noi)\b|\bpara (?:ela|ele|nos)\b|\bvoor (?:haar|hem|ons)\b/;
/** 'No alcohol ... not for me, for my ...': the limit said for them, with the guest's 'not for me' and its fillers. */
const LIMIT_NOT_MINE = /\b((?:no|zero|nothing)\s+(?:alcohol|booze|alcoholic))\b(?:[\s.,;\u2026]|\b(?:ah|la|lah|leh|eh|ya|pls|please)\b)*\bnot for me\b(?:[\s.,;\u2026]|\b(?:ah|la|lah|leh|eh|ya|ok)\b)*(?=for\s+(?:my|our)\b)/g;
/** Someone who orders for themselves ('she will order herself later', 'he'll get his own', 'they order later'). */
const ORDERS_THEIR_OWN = /\b(?:she|he|they)(?:'ll|'s| will| is going to| are going to| can)?\s+(?:order|get|grab|choose|pick)s?\s+(?:(?:for\s+)?(?:herself|himself|themselves|her own|his own|their own)|later|separately|after|when (?:she|he|they) (?:get|gets|arrive|arrives) (?:here|back))(?:\s+later)?\b/g;
/** Before a mention of someone: the drink is for them ('for my daughter'), or the guest is the one named ('I'm the bride'). */
const FOR_THEM = /\b(?:for|para|pour|per|fur|fuer|voor|to|pro|pra|pa)\s*$|\b(?:me|i|myself|moi|mi|mim|mich|mij)\s+(?:and|&|\+|y|et|und|e|en)\s*$/;
/** A limit said for the person named next, with nothing to drink asked for them ('no alcohol for', 'pas d'alcool pour'). */
const LIMIT_FOR_THEM = /(?:^|[.,;!?]\s*|\b(?:and|but|y|et|und|e|en)\s+)(?:no|pas d'?|pas de|sin|kein|keinen|keine|niente|nada de|sem|geen|bez)\s*(?:alcohol|alcool|alkohol|alkoholu|alcol|booze|drinking)\s+(?:tonight|today|ce soir|esta noche|heute(?: abend)?|stasera|hoje|vanavond|dzis)?\s*(?:for|pour|para|fur|fuer|per|voor|dla)\s*$/;
/** What is said of them orders for them ('my son (14) wants something too', 'mi hermana quiere algo'). */
const THEY_ORDER = /\b(?:wants?|would like|needs?|will have|ll have|is having|is after|fancies|gets?|too|also|as well|quiere|quer|veut|voudrait|will|mochte|moechte|vuole|vorrebbe|wil|wilt)\b/;
const IS_THE_GUEST = /\b(?:i am|i'm|i m|im|as|soy|je suis|ich bin|sono|sou|ik ben)\s*$/;
/** Where what is said of them ends: a stop, a comma, a 'but' (and, for where their clause ends, a bracket). */
// ('mi novio maneja y yo quiero un negroni', 'mein Freund fährt und ich will ...': an 'and' before the guest, too.)
const THEIR_PART_END = String.raw`[.;!?,:\u2014]|\s-\s|\b(?:but|though|mais|pero|aber|ma|mas|maar|whereas|while)\b|\b(?:and|y|et|und|e|en|pis|puis)\s+(?=(?:i(?:'ll| will| want| would|'d| am having|'m having| have)|yo (?:quiero|voy|tomo|pido)|(?:moi,? )?(?:je |j'?)(?:veux|voudrais|prends|vais)|ich (?:will|mochte|moechte|nehme|hatte|haette|trinke)|io (?:voglio|vorrei|prendo)|eu (?:quero|vou)|ik (?:wil|neem))\b)`;
const THEIR_CLAUSE_END = new RegExp(`[()]|${THEIR_PART_END}`);
const THEIR_SENTENCE_PART = new RegExp(THEIR_PART_END);
/** The guest in what is said of them ('my wife and I are vegan'): the limit is the guest's too. */
const FIRST_PERSON = /\b(?:i|me|myself|i'm|im|yo|je|moi|ich|mich|io|eu|ik|mij|ja)\b/;
/** A clause that goes on about them ('so she's on the water', 'maar hij heeft al wat', 'y no toma'). */
const ABOUT_THEM_NEXT = /^[\s,;]*(?:(?:and|so|but|y|e|et|und|en|maar|mais|pero|ma|mas|aber)\s+)?(?:she|he|they|her|his|their|ella|el|elle|il|ils|sie|er|lei|lui|ela|ele|hij|zij|ze|no toma|no bebe|ne boit|trinkt nicht|non beve|nao bebe|drinkt niet)\b/;
/** The guest's 'not me' right after: said of the limit, not of the drink ('ich aber nicht', 'mais pas moi', 'I am not'). */
const NOT_ME_SAID = String.raw`(?:ich aber nicht|ich nicht|pas moi|moi non|not me|i am not|i'm not|i m not|im not|io no|yo no|eu nao)`;
const NOT_ME = new RegExp(String.raw`^[\s,;.]*(?:(?:but|mais|aber|pero|ma|mas|maar)\s+)?${NOT_ME_SAID}(?=\s*(?:[.,;!?\u2014\u2013-]|$))`);
/** The guest saying, anywhere, that a limit said of someone else is not theirs ('la mia amica è allergica, io no'). */
const NOT_ME_ANYWHERE = new RegExp(String.raw`(?:^|[,.;!?]\s*|\b(?:but|mais|aber|pero|ma|mas|maar)\s+)${NOT_ME_SAID}(?=\s*(?:[.,;!?\u2014\u2013-]|$))`);
export function saysTheLimitIsNotTheirs(text: string): boolean {
  return NOT_ME_ANYWHERE.test(fold(text));
}

/**
 * A limit that belongs to someone else at the table, when the guest says the drink is their own ('my wife's pregnant so
 * she's on the sparkling water, but I'll take a proper Old Fashioned', 'la nonna prende anticoagulanti, per me un
 * Espresso Martini'): what is said of them is set aside, clause by clause, and the rest is read as said. Whenever the
 * drink may be for them too ('for my daughter', 'something she can have', 'what can he have?', 'we'), or the guest
 * does not say the drink is their own, the text is left as it is, and their limits hold.
 */
/** Whether a text says an allergy or coeliac disease, in any of the languages read ('allergique', 'Nussallergie', 'celíaca'). */
export function saysAnAllergy(text: string): boolean {
  return ALLERGY_SAID.test(fold(text));
}

export function withOthersLimitsSetAside(text: string): string {
  return othersLimitsSetAside(text)?.own ?? text;
}

/**
 * What `withOthersLimitsSetAside` sets aside, and what it leaves: the guest's own order (`own`) and what was said of the
 * others at the table (`theirs`), or null when nothing is set aside.
 */
export function othersLimitsSetAside(text: string, partyCounted = false): { own: string; theirs: string } | null {
  // (At a table counted, 'one' of it is someone else too: 'table of 3: one's pregnant, one's our DD, and I'll have ...'.)
  const otherPerson = partyCounted ? ONE_AT_THE_TABLE : OTHER_PERSON;
  // (A limit the guest says is not theirs but someone's, 'no alcohol ah... not for me lah, for my gf': said for them.)
  let folded = fold(text).replace(LIMIT_NOT_MINE, '$1 ');
  // (Someone who will order for themselves, later ('she will order herself later', 'he'll get his own'), is no one this
  // drink may be for.)
  if (!otherPerson.test(folded) || FOR_THEM_TOO.test(folded.replace(ORDERS_THEIR_OWN, ' '))) return null;
  let setAside = false;
  const theirs: string[] = [];
  for (let guard = 0; guard < 8; guard++) {
    const other = [...folded.matchAll(new RegExp(otherPerson.source, 'g'))].find((m) => !IS_THE_GUEST.test(folded.slice(0, m.index)));
    if (!other) break;
    // (A limit said for them alone, 'no alcohol for my husband tonight, but I'll have a wine', 'pas d'alcool pour mon mari
    // ce soir, mais moi ...': their limit and its words go, when the guest then orders for themselves.)
    const limitForThem = LIMIT_FOR_THEM.exec(folded.slice(0, other.index));
    if (FOR_THEM.test(folded.slice(0, other.index)) && !(limitForThem && GUEST_OWN.test(folded.slice(other.index)))) return null;
    const from = limitForThem ? limitForThem.index : other.index;
    const clauseEnd = (from: number) => {
      const m = THEIR_CLAUSE_END.exec(folded.slice(from));
      return m ? from + m.index : folded.length;
    };
    let end = clauseEnd(other.index + other[0].length);
    while (end < folded.length) {
      const next = ABOUT_THEM_NEXT.exec(folded.slice(end));
      if (!next) break;
      end = clauseEnd(end + next[0].length);
    }
    // (Ordering for them, said in what is said of them, past a bracket: 'my son (14) wants something too'; or the guest
    // is in it: 'my wife and I are vegan'.)
    // (Someone in what drinking would cost the guest, 'if I have a drink my boss finds out', is no one ordered for.)
    if (/\bif (?:i|we)\b[^.!?]*$/.test(folded.slice(0, other.index))) return null;
    const saidOfThem = folded.slice(other.index + other[0].length).split(THEIR_SENTENCE_PART)[0]!;
    if (THEY_ORDER.test(saidOfThem) || FIRST_PERSON.test(folded.slice(other.index + other[0].length, end))) return null;
    // (What is said of them that limits nothing, 'Meine Freundin trinkt Aperol Spritz, ich hätte gern was Ähnliches', is
    // what the guest goes by: kept.)
    const clause = folded.slice(other.index, end);
    if (!limitForThem && WITH_ALCOHOL.test(clause) && !A_NO_SAID.test(clause)) return null;
    // (Nor is money the guest owes them or keeps for them: 'I owe my friend $5 of it' is the guest's budget.)
    const around = folded.slice(Math.max(0, other.index - 20), end);
    if (/\bowe\b|\b(?:for|to) (?:my|our) \w+/.test(around) && /[$\u20ac\u00a3]\s*\d|\d\s*(?:dollars?|bucks?|euros?|quid|pounds?)\b/.test(around)) return null;
    const rest = folded.slice(end).replace(NOT_ME, ' for me,');
    theirs.push(folded.slice(from, end));
    folded = `${folded.slice(0, from)} ${rest}`;
    setAside = true;
  }
  // (Without the 'but' that led from their limit to the guest's own order: 'but this one's for me: a Paloma' is no 'like
  // a Paloma but ...'.)
  return setAside && GUEST_OWN.test(folded)
    ? {
        own: folded
          .replace(/\s+/g, ' ')
          .replace(/^[\s,;.]*(?:(?:but|though|however|yet|and|so|pero|mais|aber|ma|mas|maar)\b[\s,]*)?/, '')
          .trim(),
        theirs: theirs.join(', ').replace(/\s+/g, ' ').trim(),
      }
    : null;
}

/**
 * An alcohol-free wish the guest takes back for a drink with alcohol, with no reason not to drink said anywhere
 * ('something alcohol-free please. actually no, scrap that, a proper strong one'): the wish goes, the rest is read as
 * said. With any reason not to drink, the text is left as it is and the answer stays alcohol-free.
 */
export function withAlcoholFreeTakenBack(text: string, drinkingAge: number = DRINKING_AGE): string {
  const m = ALCOHOL_FREE_TAKEN_BACK.exec(text);
  // (Said as a joke and owned up to at once, 'I can't have alcohol... kidding!!', it is taken back whatever follows.)
  const joke = m ? null : ALCOHOL_FREE_IN_JEST.exec(text);
  if (joke) return withAlcoholFreeTakenBackOf(text, joke, drinkingAge);
  if (!m || !WITH_ALCOHOL.test(m[2]!)) return text;
  return withAlcoholFreeTakenBackOf(text, m, drinkingAge);
}

function withAlcoholFreeTakenBackOf(text: string, m: RegExpExecArray, drinkingAge: number): string {
  if (/\b(?:alcohol[- ]?free|non[- ]?alcoholic|mocktails?|virgin|no alcohol|analcolic\w*|senza alcol|sin alcohol|sans alcool|ohne alkohol|alkoholfrei\w*|sem [a\u00e1]lcool)\b/i.test(m[2]!)) return text;
  // (A reason not to drink, read as the strictest reading reads one: a take-back never undoes it.)
  const folded = fold(emojiAsWords(text));
  const inEnglish = translate(folded);
  if ([folded, inEnglish].some((t) => ALCOHOL_REASON.test(t) || NO_TRACE_REASON.test(t)) || readAges(inEnglish, drinkingAge).minor) return text;
  return `${m[1]!} ${m[2]!}`.trim();
}

