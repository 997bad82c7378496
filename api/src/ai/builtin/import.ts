import { convertQuantity, indexById, ingredientCost, ML_PER_UNIT, suggestedPrice, type RecipeCategory, type Unit } from '@bar/domain';
import { FLAVOURS, FLAVOUR_LEXICON } from '../lexicon/flavours';
import { CLASSIC_DRINK_NAMES, DEFAULT_AMOUNTS, LIQUID_PER_PIECE, PLAIN_WATER } from '../lexicon/measures';
import { ML_PER_CONTAINER } from '../lexicon/ingredients';
import type { BarSnapshot, ImportInput, ProposedIngredient, ProposedRecipe } from '../port';
import { clamp, clipped, listOf, round2, singular, words } from '../text';
import { BRANDS } from '../lexicon/brands';
import { fold } from '../text';
import { ALCOHOLIC_WORDS, ALCOHOL_FREE_MARKER_SOURCE, ALCOHOL_FREE_WORDS } from '../lexicon/import-languages';
import { EAST_ASIAN_SCRIPT, asPlainText, cyrillicRead, asWritten, inEnglish, inParts, parseAmount, parseIngredientLine, partSize, prepareIngredientLines, servesOfPaste, servesOfServeSize, sharesOfTheDrink, SPEAKER_SAYS, splitIngredientLine, wholeOfFractions, type ParsedLine } from './ingredient-line';
import { ANOTHER_PRODUCT, indexStock, matchIngredient, nameTokens, withoutMaker, type ItemMatch, type StockIndex } from './matcher';
import { knowItem, profileDrink, type StockItem } from './profile';
import { looseName, withSubRecipes } from './sub-recipe';
import { ownWords } from '../lexicon/own';

const COUNTED = new Set<string>(['piece', 'slice', 'wedge', 'leaf', 'sprig']);

/**
 * Amounts as a bar writes them: 22.5 ml, 7.5 ml, 18.75 ml, 0.75 oz; never 0. To a quarter of the unit from 1 up (a
 * batch's 750 ml shared by 40 is 18.75 ml, not 19: the domain keeps quantities to four decimals), finer below it.
 */
export function roundAmount(value: number): number {
  if (value >= 1) return Math.round(value * 4) / 4;
  return Math.max(0.01, round2(value));
}

function mlPerContainer(item: StockItem): number {
  const stated = /(\d+(?:\.\d+)?)\s*ml/i.exec(item.name);
  return stated ? Number(stated[1]) : (ML_PER_CONTAINER[item.unit] ?? 330);
}

/**
 * What an amount of an item pours, in millilitres: a bottle or can of it by the size its name states (2 bottles of a
 * 330 ml lager pour 660 ml); 0 for what pours nothing measurable (pieces, wedges).
 */
export function pouredMl(quantity: number, unit: string, item: StockItem | undefined): number {
  const direct = convertQuantity(quantity, unit, 'ml');
  if (direct !== null) return direct;
  return item && ML_PER_CONTAINER[unit] !== undefined ? quantity * mlPerContainer(item) : 0;
}

/** Millilitres into the item's unit (a bottle of lager holds 330 ml). */
function fromMl(ml: number, item: StockItem): number | null {
  const direct = convertQuantity(ml, 'ml', item.unit);
  if (direct !== null) return direct;
  if (ML_PER_CONTAINER[item.unit] !== undefined) return ml / mlPerContainer(item);
  return null;
}

/**
 * The line's amount in the matched item's unit, and how sure that is: exact for convertible units, a bar's
 * rule of thumb for 'top with', 'juice of a lime', 'a sprig of mint' or a line without amount.
 */
/** Grams of sugar in a millilitre of 1:1 sugar syrup. */
const SUGAR_G_PER_ML_OF_SYRUP = 0.62;

export function amountInItemUnit(line: ParsedLine, item: StockItem): { quantity: number; unit: Unit; certainty: number } {
  const unit = item.unit as Unit;
  const isVolume = ML_PER_UNIT[unit] !== undefined;
  const isContainer = ML_PER_CONTAINER[unit] !== undefined;
  const done = (quantity: number, certainty: number) => ({ quantity: roundAmount(quantity), unit, certainty });
  const q = line.quantity;
  const itemWords = knowItem(item).words;

  if (q === null && line.unit && COUNTED.has(line.unit)) return amountInItemUnit({ ...line, quantity: 1 }, item);
  // (A sprig named with no count, 'mint sprig (optional)', is one sprig, as 'a mint sprig' is: its leaves.)
  if (q === null && !line.unit && /\bsprig$/.test(fold(line.name).trim()) && item.unit !== 'sprig') return amountInItemUnit({ ...line, quantity: 1, unit: 'sprig' }, item);
  if (q === null) {
    // Bitters with no amount are a dash, 'on top' or not ('angostura on top' is no 60 ml top-up).
    if (isVolume && itemWords.includes('bitters')) return done(convertQuantity(1, 'dash', unit) ?? 1, 0.8);
    if (line.topUp) return done(fromMl(line.topUp === 'fill' ? DEFAULT_AMOUNTS.fill : DEFAULT_AMOUNTS.topUp, item) ?? 1, 0.85);
    if (!isVolume) return done(1, isContainer ? 0.9 : unit === 'g' ? 0.8 : 0.9);
    return done(fromMl(DEFAULT_AMOUNTS.unmeasuredMl, item) ?? 1, 0.6);
  }

  if (line.unit) {
    if (line.unit === unit) return done(q, 1);
    const converted = convertQuantity(q, line.unit, unit);
    if (converted !== null) return done(converted, 1);
    const lineMl = convertQuantity(q, line.unit, 'ml');
    if (lineMl !== null && isContainer) return done(lineMl / mlPerContainer(item), 0.9);
    // 'A bottle of Aperol' is the bar's own bottle of it (700 ml), not a beer's 330 ml.
    if (line.unit === 'bottle' && isVolume && item.bottleSize) return done(fromMl(q * item.bottleSize, item) ?? q, 0.9);
    if (ML_PER_CONTAINER[line.unit] !== undefined && isVolume) return done(fromMl(q * mlPerContainer(item), item) ?? q, 0.9);
    if (COUNTED.has(line.unit) && COUNTED.has(unit)) {
      if (line.unit === 'sprig' && unit === 'leaf') return done(q * DEFAULT_AMOUNTS.leavesPerSprig, 0.85);
      if (line.unit === 'leaf' && unit === 'sprig') return done(Math.max(1, q / DEFAULT_AMOUNTS.leavesPerSprig), 0.85);
      return done(q, 0.95);
    }
    // Grams of sugar for the bar's sugar syrup (1:1, about 0.62 g of sugar a millilitre): as sweet an amount of it,
    // not as many millilitres ('200 g sugar' in a batch is about 320 ml of syrup), and less sure.
    if (line.unit === 'g' && isVolume && itemWords.includes('syrup') && itemWords.includes('sugar') && !words(line.name).includes('syrup')) return done(fromMl(q / SUGAR_G_PER_ML_OF_SYRUP, item) ?? q, 0.6);
    // Grams of a liquid the bar keeps in millilitres ('20 g sugar syrup'): about as many millilitres, less sure.
    if (line.unit === 'g' && isVolume) return done(fromMl(q, item) ?? q, 0.7);
    if (COUNTED.has(line.unit) && isVolume) {
      const pour = LIQUID_PER_PIECE.find((p) => p.words.every((w) => itemWords.includes(w)));
      if (pour) return done(fromMl(q * pour.ml, item) ?? q, 0.8);
    }
    return done(isVolume ? (fromMl(q * 30, item) ?? q) : 1, 0.5);
  }

  // A count of a thing poured by the dash ('Angostura x3', '2x Peychaud's', 'ango 2'): that many dashes, never ounces.
  if (isVolume && itemWords.includes('bitters') && !line.juiceOfFruit) return done(convertQuantity(q, 'dash', unit) ?? q, 0.85);
  // A count of the thing itself: '1 egg white', 'juice of 1 lime', '2 cherries', '1 lager'.
  // A whole fruit counted against its wedges or slices ('1/2 lime' in a Caipirinha) is that many fruit cut up.
  const wholeFruit = /^(?:lime|lemon|orange|grapefruit)$/.test(nameTokens(line.name).join(' '));
  if (!isVolume && wholeFruit && (unit === 'wedge' || unit === 'slice')) return done(q * DEFAULT_AMOUNTS.piecesPerFruit, 0.8);
  if (!isVolume) return done(q, 1);
  const lineTokens = line.juiceOfFruit ? words(line.name) : nameTokens(line.name);
  // (The item's own piece only when the line names its thing: 'juice of 1 lime', '1 sugar'; '3/4 simple' is ounces.)
  // (A syrup is poured, never counted: '.75 simple syrup' among ounces is three quarters of an ounce.)
  const poured = lineTokens.includes('syrup');
  const pour = poured
    ? undefined
    : (LIQUID_PER_PIECE.find((p) => p.words.every((w) => lineTokens.includes(w))) ??
      LIQUID_PER_PIECE.find((p) => p.words.every((w) => itemWords.includes(w)) && p.words.some((w) => lineTokens.includes(w))));
  // (A count of five or more of a poured thing said in the singular, 'thirty espresso', is millilitres: '8 egg whites'
  // in a batch and 'juice of 6 limes' are pieces.)
  // (Only a shot of coffee: '6 egg' in a batch for six and '12 sugar cube' are counted.)
  const singular = !/s$/.test(lineTokens[lineTokens.length - 1] ?? '') && pour !== undefined && pour.words.some((w) => w === 'espresso' || w === 'coffee');
  if (pour && q >= 5 && singular && !line.juiceOfFruit) return done(fromMl(q, item) ?? q, 0.6);
  if (pour) return done(fromMl(q * pour.ml, item) ?? q, line.juiceOfFruit ? 0.9 : 0.85);
  // 'Gin 50' without a unit: large numbers are millilitres, small ones ounces.
  return done(q >= 5 ? (fromMl(q, item) ?? q) : (fromMl(q * 30, item) ?? q), 0.6);
}

/** Classics that are made with alcohol unless named otherwise ('Mojito', 'Margarita', 'Paloma'). Folded. */
const CLASSIC_WITH_ALCOHOL = new RegExp(String.raw`\b(?:${CLASSIC_DRINK_NAMES})\b`);
/** A liqueur a family makes at home ('limoncello', 'nocino', 'rosolio', 'liquore di ...'). Folded. */
const HOME_LIQUEUR = /\b(?:limoncello|limoncino|arancello|nocino|mirto|rosolio|ratafia|amaro|liquore|liqueur|likor|licor)\b/;
/** A mixed drink named by its kind ('Limoncello Spritz', 'Amaro Sour'). Folded. */
const MIXED_BY_NAME = /\b(?:spritz|sour|tonic|fizz|collins|mule|martini|cocktail|punch|highball|smash|coffee|cream)\b/;
/** A glass named after a drink ('a martini glass', 'una coppetta da martini', 'un verre à margarita'): no drink in it. */
const GLASS_OF_A_DRINK = new RegExp(String.raw`\b(?:${CLASSIC_DRINK_NAMES}) (?:glass(?:es)?|coupe|cup)\b|\b(?:coppett[ae]|copp[ae]|bicchier[ei]|verres?|copas?|glas|glaser|kieliszek)(?: (?:da|de|a|per|fur|do|na))? (?:${CLASSIC_DRINK_NAMES})\b`, 'g');

/**
 * The kind of drink from what is in it (and its name): a lone beer is a beer, nothing alcoholic is alcohol-free. A
 * beer's or a wine's mix ('a shandy', 'a Michelada', 'a Mimosa') is a cocktail, as most recipe writers file it.
 */
export function inferCategory(name: string, ingredients: ReadonlyArray<{ item: StockItem; quantity: number; unit: string }>, unmatched = 0): RecipeCategory {
  const known = ingredients.map((i) => knowItem(i.item));
  // A name that says alcohol-free ('Virgin Sunrise', 'Zero-Proof Negroni') is believed only when no ingredient read has
  // alcohol: 2 oz of tequila makes a cocktail whatever the recipe is called.
  const alcoholRead = known.some((k) => (k.abv ?? 0) > 0.5);
  if (/\b(virgin|mocktail|alcohol[- ]free|non[- ]alcoholic|zero[- ]proof|nojito|0[.,]0|0 ?%)/i.test(name) && !alcoholRead) return 'alcohol-free';
  if (known.length > 0 && known.every((k) => k.abv !== undefined && k.abv <= 0.5)) return 'alcohol-free';
  const alcoholic = known.filter((k) => (k.abv ?? 12) > 0.5);
  const rest = known.filter((k) => !alcoholic.includes(k) && k.item.category !== 'garnish');
  // A lone spirit, beer or wine is served as it is; with other things in the glass, even unstocked ones, it is mixed.
  // (A wine or a beer by its name or, kept among the 'other' things without a spirit's family, by a wine's strength: a
  // lone 'Pinot Grigio' at 12% is a wine.)
  if (alcoholic.length === 1 && rest.length === 0 && unmatched === 0) {
    const only = alcoholic[0]!;
    if (only.item.category === 'beer' || only.words.some((w) => BEER_WORDS.has(w))) return 'beer';
    if (only.words.some((w) => WINE_WORDS.has(w))) return 'wine';
    // (A spirit is poured as it is with ice or a twist of peel at most: with a mint sprig, salt, a cherry or a wedge
    // beside it, it is made into a drink, a cocktail.)
    const garnishes = known.filter((k) => k !== only && k.item.category === 'garnish');
    if (only.spirit || only.item.category === 'spirit') return garnishes.every((k) => k.words.some((w) => /^(?:twists?|peels?|zests?)$/.test(w))) ? 'spirit' : 'cocktail';
    if (only.item.category === 'other' && only.abv !== undefined && only.abv >= 5.5 && only.abv <= 16) return 'wine';
  }
  return 'cocktail';
}

/** Words of a stock item's name that make it a wine, served as it is: its kind, a sparkling one's name, a grape or a region. */
const WINE_WORDS = new Set([
  'wine', 'wines', 'prosecco', 'champagne', 'cava', 'cremant', 'sekt', 'spumante', 'franciacorta', 'rose', 'vino', 'vin', 'wein', 'vinho', 'wijn',
  'riesling', 'chardonnay', 'sauvignon', 'merlot', 'pinot', 'grigio', 'rioja', 'malbec', 'shiraz', 'syrah', 'cabernet', 'chianti', 'moscato',
  'lambrusco', 'tempranillo', 'zinfandel', 'grenache', 'albarino', 'verdejo', 'gruner', 'chablis', 'sancerre', 'beaujolais', 'bordeaux', 'claret',
]);
/** Words of a stock item's name that make it a beer. */
const BEER_WORDS = new Set(['beer', 'lager', 'ale', 'ipa', 'stout', 'pilsner', 'pils', 'porter', 'weissbier', 'hefeweizen', 'bier', 'cerveza', 'birra']);

const TECHNIQUES: Array<[RegExp, number]> = [
  [/\b(reverse )?dry[- ]shak/i, 1],
  [/\bshak(e|en|ing)\b/i, 1],
  [/\bstir(red|ring)?\b/i, 1],
  [/\bmuddl|\bpress(ed)? the\b|\bbruise/i, 1],
  [/\bblend/i, 2],
  [/\b(float|layer)/i, 1],
  [/\b(flam(e|ed|ing)|torch|smok(e|ed|ing) the glass)/i, 1],
  [/\brim\b/i, 1],
  [/\b(double|fine)[- ]strain/i, 0.5],
  [/\bstrain/i, 0.25],
  [/\b(pull|brew) (a )?(fresh )?(shot|espresso)/i, 1],
  [/\bcrushed ice\b/i, 0.5],
  [/\btop (up )?(with|off)\b|\btop\b/i, 0.5],
  [/\bgarnish|\bexpress/i, 0.5],
  [/\brinse/i, 1],
  [/\bchill (the|a) glass|\bchilled (coupe|glass|martini)/i, 0.25],
];

/** Minutes to make the drink, from the techniques the method names (shake, muddle, blend, rim ...). */
export function estimatePrepTime(instructions: readonly string[], ingredientCount: number, category: RecipeCategory): number {
  if (instructions.length === 0) {
    if (category === 'beer' || category === 'wine' || category === 'spirit') return 1;
    return Math.round(clamp(2 + 0.5 * ingredientCount, 2, 8));
  }
  const text = instructions.join(' ');
  let minutes = 1;
  for (const [pattern, cost] of TECHNIQUES) if (pattern.test(text)) minutes += cost;
  minutes += Math.max(0, ingredientCount - 3) * 0.25;
  return Math.round(clamp(minutes, 1, 15));
}

/** Instruction steps without numbering or bullets; a single paragraph is cut into its sentences. */
export function cleanInstructions(lines: readonly string[]): string[] {
  let steps = lines.map((l) => asPlainText(l).replace(/\s+/g, ' ').replace(/^\s*(?:step\s*\d+\s*[:.)-]?|\d+\s*[.):-]|[-*•·])\s*/i, '').trim()).filter((l) => l.length > 0);
  if (steps.length === 1 && /[.!?]\s+[A-Z]/.test(steps[0]!)) steps = steps[0]!.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim());
  return steps.slice(0, 30).map((s) => (s.length > 500 ? `${clipped(s, 497)}...` : s));
}

/**
 * A strength over the 0.5% an alcohol-free drink may hold, said in a line: '40% abv', '12.5 % vol', '80 proof', or a
 * plain '40%' beside a word of alcohol ('vodka, 40%'); never '2% milk' or '100% agave' alone.
 */
const STRENGTH_MARKED = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:abv|vol\b|alc\b|alcohol)|\b(?:abv|alc(?:ohol)?)\s*[:=]?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%|\b(\d{2,3})\s*(?:proof|us proof)\b/;
const STRENGTH_PLAIN = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;
function saysAStrength(text: string): boolean {
  const marked = STRENGTH_MARKED.exec(text);
  if (marked) {
    const proof = marked[3] ? Number(marked[3]) / 2 : undefined;
    return (proof ?? Number((marked[1] ?? marked[2])!.replace(',', '.'))) > 0.5;
  }
  const plain = STRENGTH_PLAIN.exec(text);
  return plain !== null && Number(plain[1]!.replace(',', '.')) >= 5 && ALCOHOLIC_WORDS.test(text.replace(ALCOHOL_FREE_WORDS, ' '));
}

/** A drink's one-line description from what it is made of: its leading tastes and its main ingredients. */
export function describe(name: string, category: RecipeCategory, ingredients: ReadonlyArray<{ item: StockItem; quantity: number; unit: Unit }>): string {
  const stock = indexById(ingredients.map((i) => i.item));
  const profile = profileDrink(
    { id: 'import', name, category, price: 0, description: '', ingredients: ingredients.map((i) => ({ inventoryItemId: i.item.id, quantity: i.quantity, unit: i.unit })) },
    stock,
  );
  const flavours = FLAVOURS.filter((f) => profile.flavours[f] >= 0.45)
    .sort((a, b) => profile.flavours[b] - profile.flavours[a])
    .slice(0, 3)
    .map((f) => FLAVOUR_LEXICON[f].adjective);
  const main = [...profile.ingredients]
    .filter((i) => i.knowledge.item.category !== 'garnish')
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((i) => i.knowledge.label);
  const kind = category === 'alcohol-free' ? 'alcohol-free drink' : category === 'spirit' ? 'pour' : category;
  const article = flavours.length ? (/^[aeiou]/i.test(flavours[0]!) ? 'An' : 'A') : /^[aeiou]/i.test(kind) ? 'An' : 'A';
  const text = `${article} ${flavours.length ? `${listOf(flavours)} ` : ''}${kind}${main.length ? ` of ${listOf(main)}` : ''}.`;
  return clipped(text, 1000);
}

// (A zero after a letter is a scanner's one: 'l0 ml' is 10 ml.)
// (A word where the number goes, 'Infinity ml', 'NaN oz', 'undefined ml', is no amount either: never a default one.)
const NO_AMOUNT = /(?:^|[^\d.,/a-z])0+(?:[.,]0+)?\s*(?:ml|cl|l|oz|tsp|tbsp|dash(?:es)?|barspoons?|parts?)\b|(?:^|[^\d.,/a-z])0+\s?[x\u00d7*]\s?\d{1,4}(?:[.,]\d+)?\s?(?:ml|cl|l|oz)\b|\b\d+\s*\/\s*0+\b(?![.,]\d)|\b(?:nan|infinity|inf|undefined|null)\s*(?:ml|cl|l|oz|tsp|tbsp|dash(?:es)?|parts?)\b/;
/** A number too long to be a recipe's measure ('99999999999999999999 oz'). */
const ENDLESS_AMOUNT = /\d{9,}/;

/**
 * What is wrong with a line's amount, for the manager: below zero, nothing, not a number, or more than any recipe
 * holds. Null when its amount (or its lack of one) is no fault.
 */
export function amountProblem(line: string): string | null {
  const text = fold(line);
  if (NEGATIVE_AMOUNT.test(text)) return 'below zero';
  // ('1e9 ml vodka', '1e308 ml': a power of ten is no measure a bartender pours.)
  if (/\b\d+(?:[.,]\d+)?e[+-]?\d+\s*(?:ml|cl|dl|l|oz|tsp|tbsp)\b/.test(text)) return 'written as a power of ten';
  if (/\b(?:nan|infinity|inf|undefined|null)\s*(?:ml|cl|l|oz|tsp|tbsp|dash(?:es)?|parts?)\b/.test(text)) return 'not a number';
  if (/\b\d+\s*\/\s*0+\b(?![.,]\d)/.test(text)) return 'divided by zero';
  if (NO_AMOUNT.test(text)) return 'zero';
  const { quantity, unit } = parseIngredientLine(line);
  const ml = quantity !== null && unit ? convertQuantity(quantity, unit, 'ml') : null;
  if (ENDLESS_AMOUNT.test(text) || (ml !== null && (!Number.isFinite(ml) || ml > 1_000_000))) return 'more than any recipe holds';
  return null;
}

/**
 * A number of serves no batch makes: below zero, zero, a power of ten ('1e9'), and, said as a count of serves or people
 * (never of a measure, 'Rende 1,5 litros'), more than 500 or a part of a serve ('Serves 4.5'; a range, '4-6', is read
 * elsewhere).
 */
const NO_SERVES_COUNT = String.raw`(-\s*\d[\d,.]*|\d+(?:[.,]\d+)?\s?e\s?[+-]?\d+\b|\d{4,}|0+(?![.,]?\d)|(?:50[1-9]|5[1-9]\d|[6-9]\d\d|\d+[.,]\d+)(?=\s*(?:$|[;)!]|[,.](?!\d)|(?:people|persons?|guests|serves|servings|portions?|personas|personen|persone|pessoas|personnes|pax|drinks|glasses)\b)))`;

/**
 * How many serves a paste says it makes, when no batch can make so many ('Serves 1000000000', 'für -2 Personen', 'for 0
 * guests'): what is wrong, for the manager; null otherwise. A number said of serves is read from 2 to 500.
 */
export function servesProblem(lines: readonly string[]): string | null {
  for (const line of lines) {
    const text = fold(line);
    const said =
      new RegExp(String.raw`\b(?:serves?|servings?|sirve|rinde|rende|makes|yields?|ergibt|portions?|porciones)\s*[:=]?\s*${NO_SERVES_COUNT}(?![\d.,]*\s*(?:ml|cl|dl|l|lt|ltr|litres?|liters?|oz|ounces?|gallons?|gal|quarts?|qt|pints?|cups?|kg|g|grams?|bottles?|jugs?|pitchers?)\b)`).exec(text) ??
      new RegExp(String.raw`\b(?:for|para|pour|fur|fuer|per|voor)\s+${NO_SERVES_COUNT}\s+(?:serves?|servings?|personas?|personen|people|persons|guests|pax|portions?|porciones|personnes|pessoas|persone|drinks|glasses|cups)\b`).exec(text);
    if (said) return `The paste says it serves ${said[1]!.replace(/\s+/g, '')}: give how many serves the batch makes (2 to 500), or leave it out for one drink`;
  }
  return null;
}

/**
 * An amount below zero ('-5 ml gin', 'gin: -5 ml', '(−1 oz)'): no amount either. A hyphen is a minus only right before
 * the number, at the start or after a colon, a bracket or a cell's mark ('| Gin | -5 ml |'); '- 5 ml gin' is a list's bullet.
 */
const NEGATIVE_AMOUNT = /(?:^|[(:=|,;/\t]\s*|\s[-\u2013\u2014]\s+)-(?=\d|[.,]\d)|\u2212\s*(?=\d|[.,]\d)/;

const BRAND_PATTERN = new RegExp(
  `(?:^|[^a-z0-9'])(${Object.keys(BRANDS)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![a-z0-9])`,
);

/** The generic product a brand stands for ('Patrón Silver' -> 'blanco tequila'), or null when the name has no brand. */
/** A maker's name alone, with no product ('Rose's', 'Fentimans'). */
function makerOnly(name: string): boolean {
  const folded = fold(name);
  const found = BRAND_PATTERN.exec(folded);
  return found !== null && BRANDS[found[1]!] === '' && folded.replace(found[1]!, ' ').trim() === '';
}

/** Forms of a product a brand's generic product may lack ('Luxardo cherry' + 'syrup'). */
const BRAND_OTHER_FORM = new Set(['syrup', 'syrups', 'juice', 'cordial', 'puree']);
export function genericName(name: string): string | null {
  const folded = fold(name);
  const found = BRAND_PATTERN.exec(folded);
  if (!found) return null;
  const generic = BRANDS[found[1]!]!;
  // A mixer brand is only a maker: 'Fever-Tree tonic' is tonic; what follows it may be a product's own name
  // ('Fever-Tree Refreshingly Light Indian Tonic').
  if (!generic) {
    const rest = folded.replace(found[1]!, ' ').replace(/\s+/g, ' ').trim();
    return rest ? (genericName(rest) ?? rest) : null;
  }
  // A syrup or a juice of the brand's flavour ('Luxardo cherry syrup', 'Amarena syrup') is another product than the
  // brand's own (the cherries): read by its words, so a flavoured syrup is never the plain one.
  if (words(folded.slice(found.index + found[0].length)).some((w) => BRAND_OTHER_FORM.has(w) && !words(generic).includes(w))) return null;
  // A flavoured bottling of the brand ('Ketel One Citroen', 'Smirnoff Vanilla', 'Bacardi Limón', "Grey Goose
  // L'Orange") is another product than the plain spirit: its flavour stays, so the matcher only suggests the plain one.
  // Said before the brand too ('Vanilla Absolut', 'reposado Herradura'), for a plain spirit.
  const after = folded.slice(found.index + found[0].length);
  const before = isPlainSpirit(generic) ? folded.slice(0, found.index) : '';
  const flavour = [...words(after), ...words(before)]
    .map((w) => BOTTLING_FLAVOURS[w] ?? w)
    .find((w) => (FLAVOURED_BOTTLING.has(w) || (isPlainSpirit(generic) && AGED.has(w))) && !generic.includes(w));
  return flavour ? `${flavour} ${generic}` : generic;
}

/** Whether the line's brand is a maker's name only ('Fever-Tree'), with no product of its own. */
function byMakerOnly(line: ParsedLine): boolean {
  return line.candidates.some((c) => {
    const found = BRAND_PATTERN.exec(fold(c));
    return found !== null && BRANDS[found[1]!] === '';
  });
}

/** Words of a spirit's age or style that make another product than the plain one ('reposado tequila', 'aged rum', 'Speyside malt'). */
const AGED = new Set(['reposado', 'anejo', 'aged', 'spiced', 'gold', 'golden', 'amber', 'extra', 'vsop', 'xo', 'overproof', 'navy', 'black', 'dark', 'speyside', 'highland', 'lowland', 'genever', 'jenever']);
const PLAIN_SPIRITS = new Set(['vodka', 'rum', 'gin', 'tequila', 'whiskey', 'whisky', 'bourbon', 'brandy', 'cognac', 'cachaca', 'mezcal', 'scotch', 'rye']);
/** The brand stands for a base spirit ('vodka', 'white rum', 'tequila'), whose flavoured or aged bottlings are other products. */
function isPlainSpirit(generic: string): boolean {
  const last = words(generic).at(-1);
  return last !== undefined && PLAIN_SPIRITS.has(last);
}

/**
 * A flavoured or aged product whose base the bar stocks ('vanilla vodka', 'spiced rum', 'aged rum') that nothing matched:
 * the base, only ever suggested (the manager decides whether the plain spirit will do).
 */
function flavouredBase(line: ParsedLine, index: StockIndex): ItemMatch | null {
  const bases = line.candidates
    .map((c) => words(c).filter((w) => !FLAVOURED_BOTTLING.has(BOTTLING_FLAVOURS[w] ?? w) && !AGED.has(w)))
    .filter((rest, i) => rest.length > 0 && rest.length < words(line.candidates[i]!).length)
    // (A liqueur's or a syrup's flavour is the product itself: 'chocolate liqueur' has no base the bar stocks.)
    .filter((rest) => !/^(?:liqueur|likoer|liquore|licor|syrup|sirup|sirop|cordial|schnapps|schnaps|cream|creme)$/.test(rest.at(-1)!))
    .map((rest) => rest.join(' '));
  if (bases.length === 0) return null;
  const base = matchIngredient({ ...line, candidates: bases }, index);
  return base && base.item.category === 'spirit' ? { ...base, near: true, score: base.score * 0.8 } : null;
}

/**
 * A match as the thing the line names allows it: a root, a fruit or a herb cut or counted ('3 slices fresh ginger',
 * 'a knob of ginger') is never a bottled product made of it (the ginger beer, an orange liqueur), not even as a
 * suggestion; a diet or sugar-free soft drink ('100 ml Diet Coke', 'Pepsi Max') is another product than the sweetened
 * one the bar stocks: a suggestion of it at most.
 */
function asStandIn(match: ItemMatch, line: ParsedLine, raw: string): ItemMatch | null {
  const said = fold(raw);
  const itemWords = knowItem(match.item).words;
  // (A juice or a poured measure is no cut thing: 'fresh grapefruit juice' may still be offered the grapefruit soda.)
  const poured = /\b(?:juice|jus|saft|zumo|jugo|succo|suco|sap)\b/.test(said) || (line.unit !== null && convertQuantity(1, line.unit, 'ml') !== null);
  const cutOrCounted = !poured && ((line.unit !== null && COUNTED.has(line.unit)) || CUT_OR_FRESH.test(said));
  if (match.near && cutOrCounted && itemWords.some((w) => BOTTLED_FORM.has(w) && !said.includes(w))) return null;
  if (!match.near && DIET_SOFT_DRINK.test(said) && !itemWords.some((w) => /^(?:diet|zero|light|sugar|max)$/.test(w))) return { ...match, near: true };
  return match;
}
/** Words of a thing as it grows, cut or counted, not bottled ('root', 'grated', 'a knob', 'a thumb'; 'fresh ginger' alone may still be offered the ginger beer). Folded. */
const CUT_OR_FRESH = /\b(?:root|grated|knob|thumb|sliced|slices?|pieces?|chunks?|peeled|coins?)\b/;
/** The words of a bottled product made of a thing ('ginger beer', 'orange liqueur', 'elderflower cordial'). */
const BOTTLED_FORM = new Set(['beer', 'ale', 'soda', 'liqueur', 'cordial', 'wine', 'bitters', 'schnapps']);
/** A soft drink without its sugar ('Diet Coke', 'Coke Zero', 'Pepsi Max', 'sugar-free lemonade'). Folded. */
const DIET_SOFT_DRINK = /\b(?:diet|light|lite|sugar[- ]?free|zero[- ]sugar|no[- ]sugar)\s(?:coke|cola|pepsi|lemonade|sprite|7 ?up|ginger ale|dr pepper|fanta)\b|\b(?:coke|cola|pepsi|sprite|fanta)\s(?:zero|max|light|lite)\b/;
/** Water served beside the drink, in its own jug or glass ('Still water jug (side)', 'a glass of water on the side'). Folded. */
const WATER_BESIDE = /\bwater\b[^\d]{0,30}\(?\b(?:on the |at the |by the )?side\b|^(?:an?\s|\d\s)?(?:small\s|little\s)?(?:jug|glass|carafe|pitcher|bottle)\sof\s(?:[a-z]+\s)?water\b(?![^\d]*\d\s?(?:ml|cl|l)\b)/;
/** What a glass is dressed or served with that is no ingredient ('straw', 'paper umbrella', 'cocktail pick', 'stirrer'). Folded. */
const SERVING_GEAR = /^(?:an?\s|\d{1,2}\s)?(?:(?:paper|cocktail|bamboo|metal|reusable|long|black|bendy|curly|plastic|wooden|neon|paper straw and)\s)?(?:straws?|umbrellas?|picks?|stirrers?|swizzle sticks?|napkins?|coasters?)(?:\s\(?optional\)?)?$/;
/** The words that say a soft drink's sugar is left out ('sugar-free', 'zero sugar', 'no-sugar'). */
const SUGAR_LEFT_OUT = /\b(?:sugar[- ]?free|(?:zero|no)[- ]sugar)\b/gi;
/** A citrus fruit's cut for the glass ('lemon wheel', 'half-wheel of lime', 'grapefruit twist'; never its grated zest), and the fruit. Folded. */
const CITRUS_CUT = /\b(lemon|lime|orange|grapefruit)s?\s(?:half[- ])?(?:wheels?|slices?|wedges?|twists?|peels?|coins?|ribbons?|discs?)\b|\b(?:half[- ])?(?:wheels?|slices?|wedges?|twists?|peels?|coins?|ribbons?|discs?)\s(?:of\s)?(?:an?\s)?(lemon|lime|orange|grapefruit)\b/;
/**
 * A citrus cut the bar does not keep ('Lemon wheel' where it keeps lemon twists): the cut of the same fruit it keeps, as
 * a suggestion (the glass is dressed with that fruit all the same), never another fruit's.
 */
function garnishOfTheSameFruit(line: ParsedLine, inventory: readonly StockItem[]): ItemMatch | null {
  // (As written, or as read from another language: 'Limon dilimi' is a lemon's slice.)
  const cut = CITRUS_CUT.exec(fold(line.source)) ?? CITRUS_CUT.exec(`${line.unit ?? ''} ${fold(line.name)}`);
  const fruit = cut?.[1] ?? cut?.[2];
  if (!fruit) return null;
  const item = inventory.find((i) => i.category === 'garnish' && words(fold(i.name)).some((w) => w === fruit || w === `${fruit}s`));
  return item ? { item, near: true, score: 0.7, matchedName: line.name, ambiguous: false } : null;
}

/** A product's name, then a bottle's size alone ('tanqueray london dry gin 70cl', 'aperol 1 l', 'cointreau 700 ml'). Folded. */
const BRAND_BOTTLE_SIZE = /^[^\d]{3,60}?\s(?:(?:20|35|50|70|75|100|150|175)\s?cl|(?:200|350|500|700|750|1000|1500|1750)\s?ml|1(?:[.,](?:5|75))?\s?(?:l|ltr|litres?|liters?))\.?$/;
/** An amount of a bottle's size or more ('70cl', '1 L', '750 ml'). Folded. */
const BOTTLE_SCALE = /\b(?:\d{1,3}(?:[.,]\d{1,2})?\s?(?:l|ltr|litres?|liters?)|(?:[5-9]\d|\d{3})\s?cl|(?:[5-9]\d\d|\d{4})\s?ml)\b/;
/** A vessel's size and the vessel, with no product ('20 l tank', 'serve in 250 ml cups', 'Punch per 10 L dispenser'). Folded. */
const VESSEL_ALONE = /^(?:[a-z][a-z' ]{0,30}\s)?(?:(?:serve[ds]? )?(?:per|in|into|for)\s)?(?:an?\s|one\s)?\d{1,4}(?:[.,]\d{1,2})?\s?(?:l|ltr|litres?|liters?|ml|cl|oz)\s(?:tanks?|cups?|kegs?|jugs?|pitchers?|dispensers?|carafes?|jars?|bowls?|buckets?|tubs?|containers?|cambros?|urns?|barrels?|casks?|tumblers?|mugs?)\.?$/;

/** Flavours of spirits' bottlings as their labels spell them. */
const BOTTLING_FLAVOURS: Record<string, string> = ownWords({ vanilia: 'vanilla', vanille: 'vanilla', vaniglia: 'vanilla', vainilla: 'vanilla', baunilha: 'vanilla', citroen: 'citron', limon: 'lemon', lemonade: 'lemon', raspberri: 'raspberry', kurant: 'currant', mandrin: 'mandarin', peppar: 'pepper', orange: 'orange', l: '', apfel: 'apple', pfirsich: 'peach' });
// (And a house infusion or wash, 'chilli-infused tequila', 'brown-butter-washed bourbon', read as 'chilli tequila', 'butter bourbon'.)
const FLAVOURED_BOTTLING = new Set(['fat', 'butter', 'chilli', 'chili', 'jalapeno', 'bacon', 'tea', 'grey', 'smoked', 'oak', 'sesame', 'pink', 'citron', 'citrus', 'lemon', 'lime', 'orange', 'mandarin', 'grapefruit', 'vanilla', 'raspberry', 'currant', 'pepper', 'peach', 'pear', 'apple', 'mango', 'cherry', 'coconut', 'pineapple', 'watermelon', 'strawberry', 'berry', 'cranberry', 'cinnamon', 'honey', 'spiced', 'caramel', 'chocolate', 'coffee', 'melon', 'passion', 'banana', 'blackberry', 'blueberry', 'elderflower', 'cucumber', 'rose']);

/**
 * The line reads, by the built-in matcher, as a near-match of that item: another product than the line names ('1
 * sugar cube' for the sugar syrup, 'Smirnoff Vanilla' for the vodka). Used on another engine's matches, so that
 * nothing is matched silently that the built-in reading would only suggest.
 */
export function readsAsNearMatch(text: string, itemId: string, index: StockIndex): boolean {
  const parsed = parseIngredientLine(text);
  const read = matchIngredient(withBrandsRead(parsed), index) ?? flavouredBase(withBrandsRead(parsed), index);
  const match = read ? asStandIn(read, parsed, text) : null;
  return match !== null && match.item.id === itemId && match.near;
}

/** Kinds of product a spirit's maker also sells under its name: named beside the maker, they are what the line holds. */
const OTHER_PRODUCT = /\b(?:ginger beer|ginger ale|tonic(?: water)?|soda(?: water)?|cola|lemonade|(?:[a-z]+ )?(?:liqueur|syrup|bitters|juice|cordial))\b/;

function withBrandsRead(line: ParsedLine): ParsedLine {
  // A maker's name beside the product ('lime cordial (Rose's)', 'ginger beer (Fentimans)') names nothing of its own.
  const named = line.candidates.filter((c) => !makerOnly(c));
  if (named.length > 0 && named.length < line.candidates.length) line = { ...line, candidates: named };
  const generic = line.candidates.map(genericName).find((g): g is string => Boolean(g));
  // A brand's alcohol-free bottling ('Gordon's 0.0% gin', 'non-alcoholic Aperol'): the alcohol-free kind of its product,
  // never the brand's spirit.
  // (Said of the product itself, not of an alternative after it: '50 ml gin or 0% gin' is the gin.)
  if (ALCOHOL_FREE_SAID.test(fold(line.candidates.find((c) => !/\s(?:or|o|ou|oder|of)\s/.test(c)) ?? line.name))) {
    const said = `${generic ?? ''} ${fold(line.name)}`;
    const kind = /\bgin\b/.test(said) ? 'gin' : /aperitif|aperitivo|aperol|campari|\bbitter\b/.test(said) ? 'aperitif' : generic && /\b(?:beer|lager|ale)\b/.test(generic) ? 'beer' : null;
    if (kind) return { ...line, candidates: [`alcohol-free ${kind}`] };
  }
  if (!generic) return line;
  // A maker's other product ('Gosling's Stormy Ginger Beer', 'Jameson Cold Brew coffee liqueur'): the kind of product
  // the line names beside the maker is the product, not the maker's best-known bottle.
  const brand = BRAND_PATTERN.exec(fold(line.name))?.[1];
  const kindNamed = brand ? OTHER_PRODUCT.exec(fold(line.name).replace(brand, ' '))?.[0] : undefined;
  // (No spirit's maker sells the soda, the tonic or the cola it is drunk with: '50ml Absolut soda', 'Tanqueray tonic' is
  // a highball of two things, listed for the manager as '50 ml gin soda' is, never the mixer with the spirit lost.)
  if (kindNamed && isPlainSpirit(generic) && /^(?:soda|soda water|tonic|tonic water|cola)$/.test(kindNamed)) return { ...line, candidates: [`${generic} ${kindNamed}`] };
  if (kindNamed && !fold(generic).includes(kindNamed)) return { ...line, candidates: [kindNamed] };
  // The brand in brackets after the product's own name ('reposado tequila (Herradura)', 'vanilla vodka (Absolut)'):
  // what the name says of its flavour or age stays, so a plain spirit is only suggested for it.
  // (Words of the brand's own name are not said of it: 'Havana Club Añejo 3 Años' is the brand's white rum.)
  // The kind said beside a brand whose bottling is of a style ('Appleton Estate (dark)', 'Havana Club 7 (dark rum)',
  // 'dark rum (Appleton Estate)'): the manager's word for what it is, the bar's product of that kind.
  const kind = kindSaidOfBrand(line);
  if (kind) return { ...line, candidates: [kind] };
  const said = isPlainSpirit(generic)
    ? words(brand ? fold(line.name).replace(brand, ' ') : line.name)
        .map((w) => BOTTLING_FLAVOURS[w] ?? w)
        .find((w) => (FLAVOURED_BOTTLING.has(w) || AGED.has(w)) && !generic.includes(w))
    : undefined;
  return { ...line, candidates: [said ? `${said} ${generic}` : generic] };
}

/** A spirit's colour or age, by which a bar stocks one kind of it apart from another ('dark rum', 'white rum'). */
const SPIRIT_STYLES = new Set(['dark', 'black', 'white', 'light', 'silver', 'blanco', 'plata', 'gold', 'golden', 'amber', 'aged', 'navy', 'overproof', 'reposado', 'anejo']);
/** One base said for another: a whisky is a whiskey. */
const BASE_OF: Record<string, string> = ownWords({ whiskey: 'whisky', scotch: 'whisky', bourbon: 'whisky', rye: 'whisky' });

/**
 * The kind of spirit said beside a brand whose generic product is of a style ('aged rum' for Appleton): the style said
 * instead of the brand's own ('Appleton Estate (dark)' is dark rum), when what is said names no other spirit and no
 * flavour. Null when nothing is said of the kind, or the brand's product has no style to replace ('Herradura' is
 * tequila: a 'reposado' beside it is read as before).
 */
function kindSaidOfBrand(line: ParsedLine): string | null {
  const brand = line.candidates.map((c) => BRAND_PATTERN.exec(fold(c))?.[1]).find((b): b is string => b !== undefined);
  const generic = brand ? BRANDS[brand] : undefined;
  if (!brand || !generic || !isPlainSpirit(generic)) return null;
  const own = words(generic);
  const base = own.at(-1)!;
  if (!own.some((w) => SPIRIT_STYLES.has(w))) return null;
  const said = line.candidates.flatMap((c) => words(fold(c).replace(brand, ' ')));
  if (said.some((w) => (PLAIN_SPIRITS.has(w) && (BASE_OF[w] ?? w) !== (BASE_OF[base] ?? base)) || FLAVOURED_BOTTLING.has(BOTTLING_FLAVOURS[w] ?? w) && !SPIRIT_STYLES.has(w))) return null;
  const styles = [...new Set(said.filter((w) => SPIRIT_STYLES.has(w)))];
  if (styles.length === 0 || styles.every((w) => own.includes(w))) return null;
  return `${styles.join(' ')} ${own.filter((w) => !SPIRIT_STYLES.has(w)).join(' ')}`;
}

/**
 * A maker's name in front of a product the bar stocks ('Giffard orgeat', 'Monin sugar syrup', 'Fentimans ginger
 * beer'): read without it, the product is matched when it is that product itself (not a near one), a little less
 * sure. Otherwise the first reading stands.
 */
/** Words that name a kind, not a product: left alone after a name they cannot tell apart ('Basil leaves', 'Regans' bitters'). */
const GENERIC_WORDS = new Set(['leaf', 'leave', 'leaves', 'bitter', 'bitters', 'syrup', 'juice', 'liqueur', 'soda', 'water', 'beer', 'wine', 'cream', 'sugar', 'peel', 'twist', 'slice', 'wedge', 'cherry', 'sprig', 'salt', 'cordial', 'spirit', 'rum', 'gin', 'whiskey', 'whisky', 'vodka', 'tequila', 'brandy', 'vermouth', 'aperitif', 'puree', 'nectar']);

function byMaker(line: ParsedLine, first: ItemMatch | null, index: StockIndex, written: string): ItemMatch | null {
  // A near-match stays a suggestion ('Blood orange juice') unless the words in front are a maker's name nothing knows
  // ('Dole pineapple juice'): never a flavour or a kind ('Vanilla vodka').
  if (first && !first.near) return first;
  const capitalised = (name: string) => {
    const lead = words(name)[0];
    const at = lead ? written.search(new RegExp(`\\b${lead}`, 'i')) : -1;
    return at >= 0 && /[A-Z]/.test(written[at]!);
  };
  const makerOnly = (c: string, rest: string) => {
    const maker = nameTokens(c).slice(0, nameTokens(c).length - nameTokens(rest).length);
    return maker.every((w) => !ANOTHER_PRODUCT.has(w) && !FLAVOURED_BOTTLING.has(BOTTLING_FLAVOURS[w] ?? w) && !AGED.has(w));
  };
  const stripped = line.candidates
    .map((c) => ({ c, rest: withoutMaker(c, index) }))
    .filter((x): x is { c: string; rest: string } => x.rest !== null && capitalised(x.c) && (x.rest.includes(' ') || !GENERIC_WORDS.has(x.rest)) && makerOnly(x.c, x.rest))
    .map((x) => x.rest);
  if (stripped.length === 0) return first;
  const again = matchIngredient({ ...line, candidates: stripped }, index);
  if (!again || again.near || again.score < 0.85) return first;
  return { ...again, score: again.score * 0.95 };
}

/** How a drink is made, said after what is in it ('dark rum and lime juice, shaken'): no product. Folded. */
const MADE_SO = /^(?:shaken|shake|stirred|stir|built|build|blended|blend|swizzled|on (?:the )?rocks|over ice|on ice|neat|up|straight up|with ice|served (?:up|long|short|over ice))$/;

/**
 * A line with no amount that names several stocked products ('dark rum and lime juice, shaken', 'white rum, lime juice,
 * sugar syrup'): each product a part of its own, unmeasured, and how it is made left out; never the first read and the
 * rest lost. Null unless every piece but the method is a product the bar stocks by its own name.
 */
function productsListed(text: string, index: StockIndex): string[] | null {
  if (/[\d\u00bc-\u00be\u2150-\u215e]/.test(text) || text.length > 160) return null;
  const pieces = text
    .split(/\s*[,;]\s*|\s+(?:and|&|\+|y|e|et|und)\s+/i)
    .map((p) => p.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);
  const products = pieces.filter((p) => !MADE_SO.test(fold(p)));
  // (A fruit and how it is cut, 'Half a lime, cut into wedges', 'half a lime, in wedges', is one thing.)
  if (products.length < 2 || products.length > 8 || products.some((p) => /^(?:cut|sliced?|halved?|half|quartered|in|into|as|muddled?|squeezed?|juiced)\b/.test(fold(p)))) return null;
  const stocked = products.every((p) => {
    const found = matchIngredient(parseIngredientLine(p), index);
    return found !== null && !found.near && found.score >= 0.85;
  });
  return stocked ? products : null;
}

/** The marks of a correction: a leading '*' or 'edit:', an 'actually', 'not 60', 'instead of 60', an arrow. */
const CORRECTION_LEAD = /^\s*(?:\*+\s*(?=\S)|(?:edit(?:ed)?(?:\s*\d{1,2})?|correction|corrected|update(?:d)?|fix(?:ed)?|sorry|oops|typo|no,? wait|wait|nee,? warte|nein,? warte|warte|nei,? vent|vent)\b\s*(?:[:,\-\u2013]\s*)?)/i;
const CORRECTION_WORDS = /\s*(?:,\s*)?\b(?:actually|(?:not|nicht|niet|ikke|ikkje|inte)\s+\d+(?:[.,]\d+)?(?:\/\d+)?(?:\s*(?:ml|cl|oz))?|instead of\s+\d+(?:[.,]\d+)?(?:\/\d+)?(?:\s*(?:ml|cl|oz))?)\b[.\u2026!]*/gi;
/** What an edit says was forgotten before the thing it adds ('forgot the bitters, ', 'forgot to add the soda: '). */
const FORGOTTEN = /^(?:i\s+)?forgot\s+(?:to\s+(?:add|say|mention)\s+)?(?:the\s+)?[a-z][a-z' -]{0,30}?\s*[,:;\u2013\u2014-]\s*(?=\d)/i;
/** The same words, to test a line for (a global pattern keeps its place between tests). */
const CORRECTION_WORD = new RegExp(CORRECTION_WORDS.source, 'i');
/** 'make it', 'make that', 'change it to' before the new amount of a correction on a line of its own ('actually make it 40 ml vodka'). */
const MAKE_IT = /\b(?:make|change) (?:it|that)(?: to)?\s+(?=\d)/gi;
/** A line that opens with 'make it' or 'make that' and its new amount ('make that 15 lime'): a correction, as 'actually' marks one. */
const MAKE_IT_FIRST = /^(?:make|change) (?:it|that)(?: to)?\s+\d/i;
const ARROW_AMOUNT = /(\d+(?:[.,]\d+)?(?:\/\d+)?\s*(?:ml|cl|oz)?)\s*(?:->|=>|\u2192|-->)\s*(\d+(?:[.,]\d+)?(?:\/\d+)?\s*(?:ml|cl|oz)?)/;

const UNIT_WRITTEN = /\d\s*(?:ml|cl|l|oz|tsp|tbsp|dash(?:es)?|barspoons?|bsp|parts?|shots?)\b/;

/** A line that corrects an amount, without its correction's words; null for a line that corrects nothing. */
function correctionOf(line: string): string | null {
  // (Said in a chat by its speaker, 'Giorgos: make it 50 vodka not 60', it is the same correction.)
  // (An edit's own mark, 'EDIT: forgot the soda, 60 ml soda water', is no speaker.)
  const asSaid = /^\s*\((.*)\)\s*$/.exec(line)?.[1] ?? line;
  const inBrackets = CORRECTION_LEAD.test(asSaid) ? asSaid : asSaid.replace(SPEAKER_SAYS, '');
  const marked = CORRECTION_LEAD.test(inBrackets) || ARROW_AMOUNT.test(inBrackets) || CORRECTION_WORD.test(inBrackets) || MAKE_IT_FIRST.test(inBrackets);
  if (!marked || !/\d/.test(inBrackets)) return null;
  const plain = inBrackets
    .replace(CORRECTION_LEAD, '')
    // (An edit that adds what was forgotten, 'EDIT: forgot the bitters, 2 dashes Angostura on top': the thing added.)
    .replace(FORGOTTEN, '')
    .replace(ARROW_AMOUNT, '$2')
    .replace(CORRECTION_WORDS, ' ')
    .replace(MAKE_IT, '')
    .replace(/\s+for\s+(?:the\s+)?(?=[a-z])/i, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[.\u2026!]+\s*$/, '')
    .trim()
    .replace(/^[,;:]\s?/, '');
  return plain || null;
}

/** A correction's bare number in the unit the item was written in before ('3/4' after 'sugar 1oz' is 3/4 oz). */
function withUnitOfBefore(line: ParsedLine, corrects: boolean, unitWritten: ReadonlyMap<string, string>): ParsedLine {
  if (!corrects || line.quantity === null) return line;
  const before = unitWritten.get(line.name);
  return before ? parseIngredientLine(`${line.quantity} ${before} ${line.name}`) : line;
}

/**
 * A pour said with no product ('a 50 ml pour', '40 ml serve', 'a 50 ml double', '25 ml in the tasting flight'), the
 * measure captured: a size of pour, or where it is poured, and no other word.
 */
const POUR_ALONE = /^(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))\s+(?:(?:pour|serve|measure|serving|dram|double|single|taster|nip)|(?:in|for)\s+(?:the|a|our)\s+(?:[a-z]+\s+)?(?:tasting|flight|tasting flight|full serve|serve|pour|menu|list))$/i;
/** A sentence that serves a product neat or on the rocks ('we serve Laphroaig 10 Year Old neat'): the verb, and the way it is served. */
const SERVES_IT = /\b(?:[Ss]erve|[Pp]our|[Oo]ffer)s? /g;
const NEAT = /^(?:neat|straight|on the rocks|over ice)\b/;
/** The product's name after the verb: up to three capitalised words, a bottling's age after them left out. */
function servedNeat(source: string): string | null {
  for (const verb of source.matchAll(SERVES_IT)) {
    const said = source.slice(verb.index! + verb[0].length, verb.index! + verb[0].length + 80).split(' ');
    if (/^(?:a|an|the|our)$/.test(said[0] ?? '')) said.shift();
    const name: string[] = [];
    while (name.length < 3 && /^[A-Z][\p{L}'\u2019-]+$/u.test(said[0] ?? '')) name.push(said.shift()!);
    if (/^\d{1,2}$/.test(said[0] ?? '')) said.shift();
    if (/^years?$/i.test(said[0] ?? '')) said.shift();
    if (/^old$/i.test(said[0] ?? '')) said.shift();
    if (name.length > 0 && NEAT.test(said.join(' '))) return name.join(' ');
  }
  return null;
}
/** A pour said with no product is of the product its sentence serves neat: 'we serve Laphroaig neat: a 50 ml pour' is 50 ml Laphroaig. */
function pourOfTheNamed(line: string, source: string): string {
  const pour = POUR_ALONE.exec(line.trim());
  const served = pour ? servedNeat(source) : null;
  return pour && served ? `${pour[1]} ${served}` : line;
}

/** An unmatched line as the recipe wrote it (accents and capitals kept), not as it was read. */
function listedAsWritten(text: string, source: string): string {
  const line = text.trim();
  if (line === source.trim()) return line;
  // (A line read from Korean or Japanese, '유자청 1 바스푼' read as '1 barspoon yuzu marmalade', is listed as pasted: the
  // manager knows it by its own words.)
  return asWritten(fold(line), source) ?? asWritten(fold(parseIngredientLine(line).name), source) ?? (EAST_ASIAN_SCRIPT.test(source) ? source.trim() : line);
}

/** The two cells of a line of two columns run together with one wide gap between them, or null. */
function twoColumns(line: string): [string, string] | null {
  const text = line.trim();
  const gaps = [...text.matchAll(/ {3,}|\t+/g)];
  if (gaps.length !== 1) return null;
  const at = gaps[0]!.index!;
  return [text.slice(0, at), text.slice(at + gaps[0]![0].length)];
}
/** A name folded to its letters and digits, a note in brackets left out: 'DANUBE GIN SOUR' is 'danubeginsour'. */
const bareName = (name: string) => fold(name.replace(/\s*\([^()]*\)\s*$/, '')).replace(/[^a-z0-9]+/g, '');
/**
 * A page of two recipes side by side, its two columns copied into one run of lines ('DANUBE GIN SOUR      RHINE MULE'
 * over '4 cl gin · ...     5 cl vodka · ...'): when a line of the first three names the recipe in one column and another
 * drink in the other, each line of two columns keeps the recipe's own, the method's too, and the line of the two names
 * is no ingredient. Anything else is as pasted.
 */
function ownColumnOnly(input: ImportInput): ImportInput {
  const own = bareName(input.name);
  if (own.length < 3) return input;
  const heads = input.ingredients.filter((l) => l.trim()).slice(0, 3);
  let column = -1;
  let titles = '';
  for (const line of heads) {
    const cells = twoColumns(line);
    if (!cells || /\d/.test(cells.join(' '))) continue;
    column = cells.findIndex((c) => bareName(c) === own);
    if (column >= 0) {
      titles = line;
      break;
    }
  }
  if (column < 0) return input;
  const kept = (lines: readonly string[]) => lines.filter((l) => l !== titles).map((l) => twoColumns(l)?.[column] ?? l);
  return { ...input, ingredients: kept(input.ingredients), instructions: kept(input.instructions) };
}

/** A price after a drink's name on a menu ('14.00', '$14', '€ 9,50'). */
const MENU_PRICE = /(?:[$\u20ac\u00a3] ?)?\d{1,3}(?:[.,]\d{2})?(?: ?[$\u20ac\u00a3])?/;
/** A list's pieces on one line ('Campari 30 ml · Martini Rosso 30 ml'). */
const LIST_PIECE = / [\u00b7\u2022|] |;/;
/**
 * A menu's two columns copied with no gap between them, each line the recipe's own column then the other's ('Boulevardier
 * 14.00 Espresso Martini 15.00' over 'Maker's Mark 45 ml · Campari 30 ml · Martini Ketel One 50 ml · Kahlúa 30 ml ·
 * espresso'): when a line of the first three names the recipe, then another drink the bar makes, each later line is cut
 * where the first thing of that other drink (and none of the recipe's own, when the bar makes it too) begins, and the
 * line of the two names is no ingredient. A word left before the cut carries on the next line ('Martini' ... 'Rosso 30
 * ml' is Martini Rosso) when only together they name a product. Anything else is as pasted.
 */
function ownColumnRunTogether(input: ImportInput, bar: BarSnapshot, index: StockIndex): ImportInput {
  const own = bareName(input.name);
  if (own.length < 3) return input;
  const drinks = bar.recipes.map((r) => ({ name: bareName(r.name), items: new Set(r.ingredients.map((i) => i.inventoryItemId)) })).filter((d) => d.name.length >= 3);
  let titles = -1;
  let other: Set<string> | undefined;
  for (const [k, line] of input.ingredients.slice(0, 3).entries()) {
    const cells = line.split(MENU_PRICE).map(bareName).filter(Boolean);
    const joined = bareName(line.replace(new RegExp(MENU_PRICE.source, 'g'), ' '));
    if (!joined.startsWith(own) || joined === own) continue;
    const rest = cells.length >= 2 && cells[0] === own ? cells.slice(1).join('') : joined.slice(own.length);
    const found = drinks.find((d) => d.name === rest && d.name !== own);
    if (found) {
      titles = k;
      other = found.items;
      break;
    }
  }
  if (titles < 0 || !other) return input;
  const ownItems = drinks.find((d) => d.name === own)?.items ?? new Set<string>();
  const itemOf = (piece: string) => {
    const match = matchIngredient(withBrandsRead(parseIngredientLine(piece)), index);
    return match && !match.near ? match.item.id : undefined;
  };
  const lines = input.ingredients.map((l, k) => (k === titles ? '' : l));
  for (let k = titles + 1; k < lines.length; k++) {
    const pieces = lines[k]!.split(LIST_PIECE).map((p) => p.trim());
    const cut = pieces.findIndex((p) => {
      const id = itemOf(p);
      return id !== undefined && other.has(id) && !ownItems.has(id);
    });
    if (cut < 0) continue;
    // (The words before the other drink's product in the piece cut, 'Martini' of 'Martini Ketel One 50 ml', run on into
    // the next line's first piece when only together they name a product.)
    const next = lines[k + 1]?.split(LIST_PIECE).map((p) => p.trim()) ?? [];
    const words = pieces[cut]!.trim().split(/\s+/);
    for (let n = 1; n <= Math.min(2, words.length - 1) && next.length > 0; n++) {
      const joined = `${words.slice(0, n).join(' ')} ${next[0]!.trim()}`;
      const joinedItem = itemOf(joined);
      if (itemOf(next[0]!) === undefined && joinedItem !== undefined && !other.has(joinedItem)) {
        lines[k + 1] = [joined, ...next.slice(1)].join(' \u00b7 ');
        break;
      }
    }
    lines[k] = pieces.slice(0, cut).join(' \u00b7 ');
  }
  return { ...input, ingredients: lines.filter((l) => l.trim()) };
}

/**
 * A stand-in the line names in brackets for its first choice, read in English: '(or lime juice)', '(if none, lime juice
 * instead)', '(lime juice if there is none)'. Folded.
 */
const STAND_IN_SAID = /\(\s*(?:or\s+(?:use\s+)?|(?:if (?:there is |there's |you have |we have )?(?:none|not|out)|failing that|otherwise|else)\s*,?\s*(?:use\s+)?)([a-z][a-z' -]{2,30}?)(?:\s+(?:instead|will do|is fine|works))?\s*\)|\(\s*([a-z][a-z' -]{2,30}?)\s+if (?:there is |there's |you have |we have )?none\s*\)/;
/** The stocked product a line names as its stand-in, matched as itself (never a near one), at the line's measure. */
function standInSaid(raw: string, index: StockIndex): { line: ParsedLine; match: ItemMatch } | null {
  const english = inEnglish(fold(raw));
  const said = STAND_IN_SAID.exec(english);
  const name = said?.[1] ?? said?.[2];
  if (!said || !name) return null;
  const measure = /^\s*(?:(?:\d+(?:[.,]\d+)?|\d+\/\d+)\s*(?:ml|cl|oz|dl|l|tsp|tbsp|dash(?:es)?|barspoons?|bsp)?\.?\s+)?/.exec(english.slice(0, said.index))![0];
  const line = withBrandsRead(parseIngredientLine(`${measure}${name}`));
  const match = matchIngredient(line, index);
  return match && !match.near ? { line, match } : null;
}

/**
 * Reads a recipe from real-world text: the ingredients box sorted into ingredient lines (several amounts on a line
 * split, amounts pulled out of prose), method sentences (moved to the instructions) and story lines (left out); each
 * line parsed, brands read as their generic product, matched to the stock by name, synonyms and fuzzy similarity,
 * its amount converted to the item's unit. A near-match of another kind of product is a suggested substitute for
 * the manager to confirm; anything else unmatched is listed. No ingredient line is lost silently.
 */
export function importRecipe(input: ImportInput, bar: BarSnapshot): ProposedRecipe {
  // A card in Cyrillic is read in Latin letters, as Greek is by `fold` ('50 мл водки' as '50 мл vodki'); what is listed
  // for the manager, instructions and sources, is given back in the letters pasted.
  const pasted = [input.name, ...input.ingredients, ...input.instructions];
  // (A card in the Spanish of Mexico and its neighbours, 'jugo de 1 limón', 'refresco de toronja', 'Tajín', calls the
  // lime 'limón': read as 'lima', as Spain's 'zumo de limón' stays a lemon.)
  const limeSaidLimon = pasted.some((l) => LIME_SAID_LIMON.test(fold(l))) && !pasted.some((l) => /\bzumos?\b/.test(fold(l)));
  const cyrillic = pasted.some((l) => CYRILLIC.test(l));
  if (!cyrillic && !limeSaidLimon) return importRead(input, bar);
  const back = new Map<string, string>();
  const read = (l: string) => {
    const latin = cyrillic ? cyrillicRead(l, back) : l;
    const limes = limeSaidLimon
      ? latin.replace(LIMON, (said: string, l1: string) => {
          // (One word for one fruit or more: 'jugo de 2 limones' is the juice of 2 'lima', as the reader knows it.)
          const lima = `${l1}ima`;
          back.set(lima, said);
          return lima;
        })
      : latin;
    if (limes !== l) back.set(limes.trim(), l.trim());
    return limes;
  };
  const recipe = importRead({ name: read(input.name), ingredients: input.ingredients.map(read), instructions: input.instructions.map(read) }, bar);
  const asPasted = (t: string) => back.get(t.trim()) ?? t.replace(/\p{L}+/gu, (w) => back.get(w) ?? w);
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((i) => ({ ...i, source: asPasted(i.source) })),
    suggestedSubstitutes: recipe.suggestedSubstitutes?.map((i) => ({ ...i, source: asPasted(i.source) })),
    unmatchedIngredients: recipe.unmatchedIngredients.map(asPasted),
    instructions: recipe.instructions.map(asPasted),
  };
}
const CYRILLIC = /[\u0400-\u04ff]/;
/**
 * Words only a card from Mexico and its neighbours says with its drinks ('jugo', 'toronja', 'Tajín', 'Jarritos', its
 * measures 'onza' and 'caballito'), and a caipirinha's own (cachaça, 'caipi'), whose fruit is a lime in any language. Folded.
 */
const LIME_SAID_LIMON = /\b(?:jugo|toronja|tajin|chamoy|jarritos|clamato|michelada|chelada|escarchar|escarcha|onzas?|caballitos?|cachaca|caipirinhas?|caipis?|caipiroskas?|caipivodka)\b/;
/** 'limón', 'limones' (never 'limón verde' or 'limón amarillo', which say which fruit). */
const LIMON = /\b([lL])im[o\u00f3]n(?:es)?\b(?![ \t]+(?:verdes?|amarillos?|real|eureka)\b)/g;

/** A log's or a sheet's heading ('BREW LOG #7 – ...', 'FERMENTATION SHEET #23', 'FORAGING LOG – Oslo team'). Folded. */
const LOG_HEADING = /^(?:[a-z]+\s)?(?:log|sheet)(?:\s?#\s?\d{1,4})?(?:\s?[-\u2013\u2014:]|$)/;
/** A log's entry: a date first ('14.09.', '03.10.2026'), a start, a temperature or a pH. Folded. */
const LOG_ENTRY = /^\d{1,2}\.\d{1,2}\.(?:\d{2,4})?(?:\s|$)|^(?:started?|temp(?:erature)?|bottled|brewed|ph)\b|\d\s?\u00b0\s?[cf]\b/;
/** A measure a drink is poured in. Folded. */
const POURED_MEASURE = /\d\s?(?:ml|cl|dl|oz)\b/;

function importRead(pasted: ImportInput, bar: BarSnapshot): ProposedRecipe {
  const index = indexStock(bar.inventory);
  // (A page of two recipes side by side, as a PDF's two columns are copied: only the recipe's own column.)
  const columned = ownColumnRunTogether(ownColumnOnly(pasted), bar, index);
  // (A drink said in percentages of it, '50% gin' / '50% tonic': shares of its total, or unmeasured when none is said.)
  const input = { ...columned, ingredients: sharesOfTheDrink(columned.ingredients) };
  const matched: Array<ProposedIngredient & { item: StockItem }> = [];
  const suggested: ProposedIngredient[] = [];
  const unmatched: string[] = [];
  // (The bar's mixed drinks are titles too when a line only names one: 'Shirley Temple' over its spec; never a drink
  // named after a product the bar stocks, whose name alone may be an ingredient: a 'Pimm's' of Pimm's and lemonade.)
  const stockWords = new Set(bar.inventory.flatMap((i) => words(fold(i.name))));
  const menuDrinks = bar.recipes
    .filter((r) => r.ingredients.length >= 2 && !words(fold(r.name)).some((w) => w.length >= 4 && stockWords.has(w)))
    .map((r) => r.name);
  // A sub-recipe above the drink is no part of its ingredients (sub-recipe.ts).
  const sub = withSubRecipes(input.ingredients, index);
  const prepared = prepareIngredientLines(sub.lines, input.name, menuDrinks);
  unmatched.push(...(prepared.otherDrinks ?? []));
  // The whole recipe pasted twice by mistake (every line said twice): each line counts once.
  // (A recipe of two things or more: one line said again and again, '1 ml lime juice' sixty times, is that many lines,
  // each added, as the same item on different lines always is.)
  const pastedLines = sub.lines.map((l) => l.trim()).filter(Boolean);
  const half = pastedLines.length / 2;
  const wholePasteTwice = new Set(pastedLines).size >= 2 && Number.isInteger(half) && pastedLines.slice(0, half).every((l, k) => l === pastedLines[k + half]);
  // '(1 part = 2 cl)': the recipe's own part, wherever it says it.
  const part = partSize([...input.ingredients, ...input.instructions]);
  // 'Boulevardier — 90 ml build' over '⅓ bourbon', '⅓ Campari', ...: each fraction is of that whole, and the line that
  // says the whole is no ingredient.
  const whole = wholeOfFractions(input.ingredients);

  // How each item's amount was said, line by line (measured, in parts, or not at all), to keep the measure the recipe means.
  const amountsSaid = new Map<ProposedIngredient, SaidAmount[]>();
  // The unit each item's amount was written in, for a correction that gives only a number ('*3/4 not 1 for the sugar').
  const unitWritten = new Map<string, string>();
  // What each item's lines said was one glass's ('Garnish each glass with an orange slice'), for a batch's amounts as written.
  const perServe = new Map<ProposedIngredient, number>();
  const saidPerServe = (entry: ProposedIngredient, line: ParsedLine, quantity: number) => {
    if (line.perServe) perServe.set(entry, (perServe.get(entry) ?? 0) + quantity);
  };
  // A batch says how many it serves: a bottle's size in it is its amount.
  const batchSaid = servesOfPaste([input.name, ...input.ingredients]) !== null;
  const bottleSized = input.ingredients.filter((l) => BOTTLE_SCALE.test(fold(l))).length;
  // The last thing named, for a correction that names none ('50 ml vodka' / 'actually make it 40').
  let lastNamed = '';
  // The sentences whose product served neat has had its pour: another pour of it there is another serve's size ('25 ml
  // in the tasting flight, or a 50 ml double'), not more of it.
  const pouredNeat = new Set<string>();
  for (const { line: said, source } of prepared.ingredients) {
    // (A log's or a sheet's entry above the drink, measuring nothing poured, is no ingredient: 'BREW LOG #7', 'Started:
    // 12.09.2026   Temp: 20 °C', '14.09. strained, 2nd rest 24 h'.)
    const sourceFolded = fold(source).trim();
    if ((LOG_HEADING.test(sourceFolded) || (LOG_ENTRY.test(sourceFolded) && /\d/.test(sourceFolded))) && !POURED_MEASURE.test(sourceFolded)) continue;
    const written = pourOfTheNamed(said, source);
    if (written !== said) {
      if (pouredNeat.has(source)) continue;
      pouredNeat.add(source);
    }
    // A correction of an amount said before ('edit: 50ml bourbon not 60', '(kahlua 30 actually)', 'gin 60ml -> 50ml'):
    // the new amount replaces the old, and the correction's words are no ingredient.
    const corrected = correctionOf(written);
    const correction = corrected !== null && lastNamed && parseIngredientLine(corrected).name.trim() === '' ? `${corrected} ${lastNamed}` : corrected;
    const original = correction ?? written;
    // (A record of another program left whole, no ingredient the JSON reader took, '{"category":"non-alcoholic",
    // "ingredients":[]}': listed as written for the manager, never split into products it names.)
    if (/^\s*[{[][^]*"[^]*[}\]]\s*$/.test(original)) {
      unmatched.push(original.trim());
      continue;
    }
    const split = splitIngredientLine(original);
    const parts = split.length === 1 ? (productsListed(split[0]!, index) ?? split) : split;
    if (whole?.saidBy.some((l) => l.includes(source.trim()) && /\d/.test(source))) continue;
    for (const raw of parts) {
      // (A soft drink without its sugar, 'sugar-free cola', 'sugar free coke 120 ml', is read as the soft drink, and
      // offered: its 'sugar' is no sugar syrup.)
      const diet = DIET_SOFT_DRINK.exec(fold(raw));
      const read0 = parseIngredientLine(diet ? raw.replace(SUGAR_LEFT_OUT, ' ') : raw);
      const parsed = withUnitOfBefore(diet ? { ...read0, name: diet[0] } : read0, correction !== null && !UNIT_WRITTEN.test(fold(raw)), unitWritten);
      const branded = withBrandsRead(parsed);
      if (parsed.name.trim()) lastNamed = parsed.name.trim();
      // (Each part of a line headed as one glass's, 'At service, per glass: 100 ml of batch, top with 60 ml soda, 1
      // lemon twist', is that glass's.)
      const ofWhole = whole && branded.quantity !== null && branded.quantity < 1 && branded.unit === null && !branded.garnish ? { ...branded, quantity: branded.quantity * whole.ml, unit: 'ml' as const, unitWord: undefined } : branded;
      const readLine = PER_GLASS_HEADING.test(fold(source)) ? { ...inParts(ofWhole, part), perServe: true } : inParts(ofWhole, part);
      // A product named with its bottle's size and nothing poured ('Tanqueray London Dry Gin 70cl', a supplier's line)
      // says which product, not how much of it: unmeasured, in a recipe that is no batch (no serves said, no other
      // amount of a bottle's size or more).
      let line = !batchSaid && bottleSized <= 1 && BRAND_BOTTLE_SIZE.test(fold(source).trim()) ? { ...readLine, quantity: null, unit: null, unitWord: undefined } : readLine;
      if (line.ignored) continue;
      // (Water served beside the drink, 'Still water jug (side)', 'a small jug of still water on the side', and what the
      // glass is dressed with, 'straw + paper umbrella', are not in the drink: no ingredient.)
      if (WATER_BESIDE.test(fold(raw)) || SERVING_GEAR.test(fold(raw).trim())) continue;
      // An amount of nothing ('0 ml vodka', '1/0 oz Campari', 'NaN oz') or below nothing ('-5 ml gin') is no amount a drink can be made with: the line is
      // listed as written, for the manager to give it one, never matched with an amount made up.
      // (A minus the line's reading took for a separator, '| Gin | -5 ml |' read as '5 ml gin', is still in its source.)
      const alone = prepared.ingredients.filter((p) => p.source === source).length === 1 && parts.length === 1;
      const belowZeroInSource = alone && !NEGATIVE_AMOUNT.test(fold(raw)) && NEGATIVE_AMOUNT.test(fold(source));
      if (NO_AMOUNT.test(fold(raw)) || NEGATIVE_AMOUNT.test(fold(raw)) || belowZeroInSource) {
        unmatched.push(belowZeroInSource ? source.trim().replace(/\s+/g, ' ') : listedAsWritten(original, source));
        continue;
      }
      // A part the splits left holding two different measures ('Suntory Toki whisky 45ml / Soda 120ml (ratio 1:3)') is
      // two things or more read as one: listed as written, for the manager, never matched as the one of them the reader
      // happened to find (the others would be lost).
      if (severalMeasures(raw)) {
        unmatched.push(listedAsWritten(parts.length > 1 ? raw : original, source));
        continue;
      }
      // (Water is no product of the stock, and no soda: a toddy's hot water or a batch's dilution is listed for the manager.)
      if (PLAIN_WATER.test(line.name)) {
        unmatched.push(listedAsWritten(parts.length > 1 ? raw : original, source));
        continue;
      }
      // (The vessel a batch is made in or served in, 'per 20 L tank', '250 ml cups', 'Punch per 10 L dispenser': read for
      // the serves, no ingredient.)
      if (VESSEL_ALONE.test(fold(raw).trim())) continue;
      const first = matchIngredient(line, index);
      // Only a name written as a name (capitalised), never one the brand list already read, is taken for a maker.
      // A mixer brand is only a maker, so a style word after it is the next maker-like word ('Fever-Tree
      // Mediterranean Tonic' is tonic).
      const read = (branded === parsed || byMakerOnly(parsed) ? byMaker(line, first, index, source) : first) ?? flavouredBase(line, index);
      let match = read ? asStandIn(read, line, raw) : garnishOfTheSameFruit(line, bar.inventory);
      // (An unstocked first choice with the stocked stand-in the paste names for it, '30 ml yuzu juice (or lime juice)',
      // '(if none, lime juice instead)': the stand-in at the line's amount; read in the pasted line when the reading of
      // the line left the bracket out.)
      const standIn = match ? null : (standInSaid(raw, index) ?? (parts.length === 1 && prepared.ingredients.filter((p) => p.source === source).length === 1 ? standInSaid(source, index) : null));
      if (standIn) [line, match] = [{ ...inParts(standIn.line, part), perServe: line.perServe }, standIn.match];
      // (A house syrup, cordial or oleo made in a sub-recipe, kept as written, is offered as the stocked product it is
      // built on: 'house lime cordial' as the lime juice, 'all of the oleo saccharum' as the sugar syrup.)
      const builtOn = match ? undefined : sub.bases.find((b) => looseName(fold(raw)).includes(b.product));
      if (builtOn) {
        const amount = amountInItemUnit(line, builtOn.item);
        suggested.push({ name: line.name, source: source.trim(), inventoryItemId: builtOn.item.id, quantity: amount.quantity, unit: amount.unit, confidence: 0.5 });
        continue;
      }
      if (!match) {
        unmatched.push(listedAsWritten(parts.length > 1 ? raw.replace(/, for (?:garnish|the rim)$/, '') : original, source));
        continue;
      }
      // (A glass rimmed with sugar holds no syrup: 'served with a sugar rim' is listed for the manager, not offered the
      // sugar syrup.)
      if ((line.rim || /\bfor the glass\b|\brim(?:med)?\b/.test(fold(raw))) && knowItem(match.item).words.includes('syrup')) {
        unmatched.push(listedAsWritten(parts.length > 1 ? raw : original, source));
        continue;
      }
      const amount = amountInItemUnit(line, match.item);
      const certainty = amount.certainty * (line.range ? 0.95 : 1);
      const confidence = round2(clamp(match.score * (match.ambiguous ? 0.9 : 1) * (0.7 + 0.3 * certainty)));
      if (line.unitWord) unitWritten.set(line.name, line.unitWord);
      if (match.near) {
        const before = correction !== null ? suggested.find((m) => m.inventoryItemId === match.item.id && m.unit === amount.unit) : undefined;
        if (before) before.quantity = amount.quantity;
        else {
          const offered = { name: line.name, source: source.trim(), inventoryItemId: match.item.id, quantity: amount.quantity, unit: amount.unit, confidence };
          suggested.push(offered);
          saidPerServe(offered, line, amount.quantity);
        }
        continue;
      }
      const same = matched.find((m) => m.inventoryItemId === match.item.id && m.unit === amount.unit);
      const said: SaidAmount = { kind: line.unitWord === 'part' ? 'parts' : line.quantity === null && !line.unit && !line.garnish ? 'unmeasured' : 'measured', quantity: amount.quantity };
      if (same && correction !== null) {
        same.quantity = amount.quantity;
        same.source = `${same.source}; ${source.trim()}`;
        amountsSaid.set(same, [{ ...said, kind: 'measured' }]);
        continue;
      }
      // A mention with no amount of an item the recipe already measures ('Hendrick's gin, St-Germain, cucumber' under
      // its spec, a brand's small print, a 'top with the soda' after '60 ml soda water') adds nothing: a default amount
      // would inflate the pour.
      // (A garnish or a counted thing still adds: 'a mint sprig to garnish' beside '8 mint leaves' is used too.)
      if (same && line.quantity === null && !line.unit && !line.garnish && ML_PER_UNIT[match.item.unit as Unit] !== undefined) continue;
      // The same thing at the same amount twice on one line is one said in two languages ('60 ml White Rum · 60 ml Weißer
      // Rum', '50 ml dark rum / 50 ml de ron oscuro'): once.
      // (Not a line pasted twice, '25 ml lime juice' on two lines: both count; unless the whole recipe was pasted twice.)
      const pastedOnce = wholePasteTwice || sub.lines.filter((l) => l.trim() === source.trim()).length <= 1;
      if (same && same.source === source.trim() && Math.abs(same.quantity - amount.quantity) < 1e-9 && parts.length === 1 && pastedOnce && (wholePasteTwice || sameLineTwice(prepared.ingredients, source, pastedLines))) continue;
      // The same item on different lines is added ('25 ml lime juice' and '5 ml lime juice' are 30 ml), a line pasted
      // again included: a line is never dropped for being said before.
      if (same) {
        same.quantity = roundAmount(same.quantity + amount.quantity);
        if (!same.source.includes(source.trim())) same.source = `${same.source}; ${source.trim()}`;
        same.confidence = Math.min(same.confidence, confidence);
        amountsSaid.get(same)?.push(said);
        saidPerServe(same, line, amount.quantity);
        continue;
      }
      const entry = { name: line.name, source: source.trim(), inventoryItemId: match.item.id, quantity: amount.quantity, unit: amount.unit, confidence, item: match.item };
      matched.push(entry);
      amountsSaid.set(entry, [said]);
      saidPerServe(entry, line, amount.quantity);
    }
  }
  withoutAmountsSaidElsewhere(amountsSaid);
  amountsOfTheMethod(matched, amountsSaid, input.instructions, input.name, part, index);
  asWrittenForTheBatch(perServe, matched, [input.name, ...input.ingredients, ...input.instructions]);

  const unmatchedLiquids = unmatched.filter((u) => !parseIngredientLine(u).garnish).length;
  unmatched.push(...garnishesOfTheMethodBox(input.instructions, input.name, matched, suggested, unmatched, index));
  // A spirit offered as a substitute is still in the drink as written (Irish whiskey for an Irish Sour): not alcohol-free.
  const byId = new Map(bar.inventory.map((i) => [i.id, i]));
  // (And it is the drink's kind as much as a match: a lone Cava offered as the Prosecco is a wine, a lone Irish whiskey
  // offered as the Scotch a spirit.)
  const offered = suggested.flatMap((s) => {
    const item = byId.get(s.inventoryItemId);
    return item ? [{ item, quantity: s.quantity, unit: s.unit }] : [];
  });
  const suggestsAlcohol = suggested.some((s) => {
    const item = byId.get(s.inventoryItemId);
    return item !== undefined && (knowItem(item).abv ?? 12) > 0.5;
  });
  // An unstocked line that names an alcoholic drink ('150 ml Sekt', '1 cerveza') is alcohol in the glass all the same.
  // (Whatever the recipe is called: 'Virgin Spritz' with '60 ml Aperol' unstocked still holds Aperol.)
  // (So does a brand's, read as its product: '30 ml Nikka From the Barrel' is whisky.)
  const namesAlcohol = unmatched.some((u) => {
    const text = fold(u);
    const product = genericName(parseIngredientLine(u).name) ?? '';
    // (A strength the line says, '50 ml alcohol-free vodka (it's really vodka, 40%)', outweighs the words around it.)
    return ((ALCOHOLIC_WORDS.test(text) || ALCOHOLIC_WORDS.test(product)) && !ALCOHOL_FREE_WORDS.test(text) && !ALCOHOL_FREE_WORDS.test(product)) || saysAStrength(text);
  });
  // (And one whose product nothing here knows, 'ginjinha', 'bagaço', said as a pour: it may be a spirit, so the drink is
  // no alcohol-free one until the manager says so; never the water, tea, juice or syrup a drink is made of.)
  const mayHoldAlcohol = unmatched.some((u) => {
    const line = parseIngredientLine(u);
    if (line.garnish || NOT_ALCOHOL.test(fold(u)) || ALCOHOL_FREE_WORDS.test(fold(u))) return false;
    const known = knowItem({ id: '', name: genericName(line.name) ?? line.name, category: 'other', unit: 'ml', quantity: 0 } as StockItem);
    return known.abv === undefined && !known.namedAlcoholFree;
  });
  // ... and so is one the method or the recipe's name speaks of ('Shake the tequila...', a Margarita) when the
  // name does not say it is alcohol-free: a recipe is labelled alcohol-free only when nothing says otherwise.
  const saysAlcohol = () =>
    !ALCOHOL_FREE_WORDS.test(fold(input.name)) &&
    [...prepared.method, ...input.instructions, input.name].some((t) => ALCOHOLIC_WORDS.test(fold(t).replace(ALCOHOL_FREE_WORDS, ' ')) || CLASSIC_WITH_ALCOHOL.test(fold(t).replace(GLASS_OF_A_DRINK, ' ')));
  const read = inferCategory(input.name, [...matched, ...offered], unmatchedLiquids);
  // (A liqueur made at home and served neat, 'Nonna's limoncello', 'Nocino': a spirit, whatever its batch holds, when
  // nothing of the bar's is poured into it: its peel is no pour.)
  const homeLiqueur = matched.every((m) => m.item.category === 'garnish') && HOME_LIQUEUR.test(fold(input.name)) && !MIXED_BY_NAME.test(fold(input.name));
  const category = homeLiqueur ? 'spirit' : read === 'alcohol-free' && (suggestsAlcohol || namesAlcohol || mayHoldAlcohol || saysAlcohol()) ? 'cocktail' : read;
  const instructions = cleanInstructions([...sub.notes, ...prepared.method, ...input.instructions]);
  const ingredients = matched.slice(0, 30).map(({ item: _item, ...rest }) => rest);
  const average = matched.length ? matched.reduce((s, m) => s + m.confidence, 0) / matched.length : 0;
  const open = unmatched.length + suggested.length;
  const coverage = matched.length + open > 0 ? matched.length / (matched.length + open) : 0;

  return {
    description: matched.length ? describe(input.name, category, matched) : '',
    category,
    ingredients,
    suggestedSubstitutes: suggested.slice(0, 30),
    unmatchedIngredients: unmatched,
    instructions,
    prepTime: estimatePrepTime(instructions, matched.length + suggested.length, category),
    confidence: round2(average * (0.4 + 0.6 * coverage)),
  };
}

/**
 * A box of names only ('Bourbon', 'Fresh lemon juice', 'Sugar syrup', 'Egg white') with the amounts said in the method's
 * steps ('1. Put 45 ml bourbon, 25 ml lemon juice ... in the tin', '5. 3 dashes of Angostura on the foam'): each name
 * takes the amount the method gives it, the first it says. Only when no poured thing of the box has an amount of its
 * own, and only for the same stock item in the same unit.
 */
function amountsOfTheMethod(matched: ReadonlyArray<ProposedIngredient & { item: StockItem }>, amountsSaid: ReadonlyMap<ProposedIngredient, SaidAmount[]>, method: readonly string[], name: string, part: number | null, index: StockIndex): void {
  const poured = matched.filter((m) => ML_PER_UNIT[m.item.unit as Unit] !== undefined);
  const unmeasured = poured.filter((m) => (amountsSaid.get(m) ?? []).every((s) => s.kind === 'unmeasured'));
  if (unmeasured.length < 2 || unmeasured.length !== poured.length || method.length === 0) return;
  const given = new Set<ProposedIngredient>();
  for (const { line: written } of prepareIngredientLines(method, name).ingredients) {
    for (const raw of splitIngredientLine(written)) {
      const line = inParts(withBrandsRead(parseIngredientLine(raw)), part);
      if (line.ignored || line.quantity === null || !line.unit) continue;
      const match = matchIngredient(line, index);
      const entry = match && !match.near ? unmeasured.find((m) => m.inventoryItemId === match.item.id && !given.has(m)) : undefined;
      // (A bare fruit of the box, 'Lime', that the method cuts, 'Cut half a lime into 4 wedges', is those wedges, never
      // its juice.)
      const cutFruit = !entry && match && !match.near && COUNTED.has(match.item.unit) ? unmeasured.find((m) => !given.has(m) && fruitCut(m.name, match.item)) : undefined;
      if (cutFruit && match) {
        const amount = amountInItemUnit(line, match.item);
        Object.assign(cutFruit, { inventoryItemId: match.item.id, item: match.item, quantity: amount.quantity, unit: amount.unit });
        given.add(cutFruit);
        continue;
      }
      if (!entry || !match) continue;
      const amount = amountInItemUnit(line, match.item);
      if (amount.unit !== entry.unit) continue;
      entry.quantity = amount.quantity;
      given.add(entry);
    }
  }
}

/** A fruit named bare ('Lime', 'fresh lemon'), the fruit captured. Folded. */
const BARE_FRUIT = /^(?:fresh\s+)?(lime|lemon|orange|grapefruit)s?$/;
/** Whether a name is a bare fruit and the item a cut of that very fruit ('Lime' and the lime wedges). */
function fruitCut(name: string, item: StockItem): boolean {
  const fruit = BARE_FRUIT.exec(fold(name).trim())?.[1];
  return fruit !== undefined && words(fold(item.name)).includes(fruit);
}

/** A thing counted for the glass in a method's words ('3 raspberries on a pick', '2 blackberries'): a garnish. Folded. */
const COUNTED_FOR_THE_GLASS = /(?:berr(?:y|ies)|\bcherr(?:y|ies)|\bolives?|\bbeans?|\bleaf|\bleaves|\bsprigs?|\bwheels?|\bslices?|\bwedges?|\btwists?|\bpeels?)\b/;

/**
 * The garnishes the method box names and the ingredients box does not ('Garnish with a pineapple leaf.', '3 raspberries
 * on a pick (optional).', Vietnamese 'Trang trí 3 hạt cà phê'): one the bar does not keep is listed for the manager,
 * never lost, and never offered a juice or a syrup (a syrup cannot do a garnish's job); never one the recipe has already.
 */
function garnishesOfTheMethodBox(method: readonly string[], name: string, matched: ReadonlyArray<ProposedIngredient & { item: StockItem }>, suggested: readonly ProposedIngredient[], unmatched: readonly string[], index: StockIndex): string[] {
  if (method.length === 0) return [];
  const listed: string[] = [];
  // (What the list names as a garnish or leaves unmatched; never a syrup or a juice of the same fruit: '3 raspberries on
  // a pick' beside '15 ml raspberry syrup' are still a garnish of their own.)
  const said = [...matched.filter((m) => m.item.category === 'garnish').map((m) => m.source), ...suggested.map((m) => m.source), ...unmatched].map((t) => words(fold(t)).map(singular));
  for (const { line: written, source } of prepareIngredientLines(method, name).ingredients) {
    for (const raw of splitIngredientLine(written)) {
      const line = withBrandsRead(parseIngredientLine(raw));
      const named = words(fold(line.name)).map(singular);
      const head = named.at(-1);
      const counted = line.quantity !== null && line.unit === null && COUNTED_FOR_THE_GLASS.test(fold(line.name));
      if (line.ignored || !head || !(line.garnish || counted)) continue;
      // (Said already by the list, as the same word or the same item: 'Garnish with the wedge' beside '1 lime wedge'.)
      if (said.some((w) => named.every((n) => w.includes(n)))) continue;
      // (Ice and water are no garnish: 'Ice, gin, tonic ..., garnish last'.)
      if (/\b(?:ice|water)\b/.test(fold(line.name))) continue;
      // (One the bar keeps is left as the older sets have it, 'Stir, strain, orange twist.' over a list without it: the
      // manager's list says what goes in.)
      const match = matchIngredient(line, index);
      if (match && !match.near && match.item.category === 'garnish') continue;
      const text = listedAsWritten(line.name.replace(/[\s.]+$/, ''), source);
      if (!listed.includes(text)) listed.push(text);
    }
  }
  return listed;
}

/**
 * More than one glass holds: a paste that pours this much in all and says how many it serves is a batch, whose amounts
 * the answer divides into one serve's (ADR 39).
 */
const BATCH_ML = 600;
/** More than one drink's spec pours, and the least one serve of a batch pours: a paste over the one, each serve at least the other, is a batch too. */
const ONE_DRINK_ML = 250;
const LEAST_SERVE_ML = 40;
/**
 * More spirit than one drink pours (a double martini is 75 ml): a paste that says it serves two or more over this much
 * of its strong parts is a batch, whatever its mixers ('Serves 2' over 90 ml bourbon, 50 ml lemon, 40 ml syrup); a
 * long drink of one measure and its mixer ('Serves 2' over 50 ml tequila and 150 ml soda) is not.
 */
const ONE_DRINK_SPIRIT_ML = 80;
/** A part this strong or stronger is a spirit's, a liqueur's or a fortified wine's. */
const STRONG_ABV = 15;

/** What a paste pours in all, and of its strong parts. */
export function pouredOf(parts: ReadonlyArray<{ quantity: number; unit: string; item: StockItem | undefined }>): { poured: number; spirit: number } {
  let poured = 0;
  let spirit = 0;
  for (const { quantity, unit, item } of parts) {
    const ml = pouredMl(quantity, unit, item);
    poured += ml;
    if ((item?.abv ?? 0) >= STRONG_ABV) spirit += ml;
  }
  return { poured, spirit };
}

/**
 * Whether a paste that pours `poured` ml in all and says it serves `servings` is a batch to divide into one serve's
 * amounts (ADR 39, ADR 45): more than a glass holds, or more than one drink's spec with every serve a drink's worth
 * ('Serves 8' over 400 ml of gin and 200 ml of Campari). A spec of one drink under a heading that names its party
 * ('Negroni batch for the wedding (20 serves)' over 30 ml each) is not: 90 ml is no twenty drinks.
 */
export function isBatch(poured: number, servings: number | null, spirit = 0): servings is number {
  if (servings === null || servings < 2) return false;
  return poured > BATCH_ML || ((poured > ONE_DRINK_ML || spirit > ONE_DRINK_SPIRIT_ML) && poured / servings >= LEAST_SERVE_ML);
}

/**
 * A batch's amounts as written, for the whole batch: what a line said was each glass's ('Garnish each glass with an
 * orange slice', '1 lime wedge per drink') is that much for every serve the batch makes, so that one serve of it keeps
 * one slice once the batch is divided. A paste that is no batch (one drink's spec under a party's heading) keeps it as
 * said.
 */
function asWrittenForTheBatch(perServe: ReadonlyMap<ProposedIngredient, number>, matched: ReadonlyArray<ProposedIngredient & { item: StockItem }>, pasted: readonly string[]): void {
  if (perServe.size === 0) return;
  const { poured, spirit } = pouredOf(matched);
  const servings = servesOfPaste(pasted) ?? servesOfServeSize(pasted, poured);
  if (!isBatch(poured, servings, spirit)) return;
  for (const [entry, quantity] of perServe) entry.quantity = roundAmount(entry.quantity + quantity * (servings - 1));
}

/** Measures in millilitres, centilitres or ounces in a line, each as its number and unit. */
const MEASURE_IN_LINE = /(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)\s*(ml|cl|oz)\b/g;
/** Words between measures that name nothing ('about', 'per serve', 'top with'). */
const NO_NAME = /^(?:about|approx|around|of|the|per|each|serve|serving|glass|top|topped|with|and|or|then|plus|fill|up|to|x|a|an)$/;
/**
 * Two measures or more of different sizes in one part, each beside a name of its own ('Whisky 45ml / Soda 120ml',
 * '15ml raspberry syrup 10ml lemon'): more than one thing. The same amount in two units ('2 oz (60 ml)'), a note in
 * brackets ('[about 40 ml per serve]'), a range ('15-20 ml') and a bottle's size before the pour ('Gin 70cl — 50 ml')
 * are one.
 */
function severalMeasures(part: string): boolean {
  const text = fold(part)
    .replace(/\([^()]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\u2044/g, '/')
    .replace(/(\d)\s*[-\u2013]\s*(\d)/g, '$1 $2');
  const found = [...text.matchAll(MEASURE_IN_LINE)];
  const sizes = found.map((m) => (parseAmount(m[1]!.replace(/\s+/g, '')) ?? 0) * (ML_PER_UNIT[m[2] as Unit] ?? 0));
  if (sizes.length < 2 || !(Math.min(...sizes) > 0) || Math.max(...sizes) / Math.min(...sizes) <= 1.2) return false;
  const named = text.split(MEASURE_IN_LINE).filter((_, i) => i % 3 === 0).filter((segment) => segment.split(/[^a-z]+/).some((w) => w.length >= 3 && !NO_NAME.test(w)));
  return named.length >= 2;
}

/** What a drink is made of that holds no alcohol whatever its name: water, tea, coffee, milk, ice, juice, syrup, a soft drink. Folded. */
const NOT_ALCOHOL = /\b(?:water|agua|acqua|eau|wasser|tea|teas|chai|cha|the|tee|coffee|cafe|kaffee|espresso|milk|leche|lait|latte|leite|cream|nata|creme|sahne|ice|hielo|gelo|glace|eis|juice|jugo|zumo|sumo|suco|jus|saft|succo|syrup|sirop|sirope|jarabe|xarope|sciroppo|sirup|soda|tonic|tonica|cola|lemonade|limonada|limonade|puree|cordial|shrub|kombucha|brine|salt|sugar|honey|egg|eggs|mint|leaves|leaf|fruit|fruits|berries|bitters free)\b/;

/** A product said to have no alcohol ('0.0%', 'alcohol-free', 'non-alcoholic', 'zero-proof'): the lexicon's marker. Folded. */
const ALCOHOL_FREE_SAID = new RegExp(String.raw`\b${ALCOHOL_FREE_MARKER_SOURCE}|\bno[- ]alcohol\b`);

/** A line headed as one glass's ('At service, per glass:', 'Per serve:', 'Each glass:'). Folded. */
const PER_GLASS_HEADING = /^(?:at service\s*,?\s*)?(?:per|each|for each|for every|in each)\s+(?:glass|serve|serving|drink|cup|portion|guest)\s*:/;

/** One line's amount of an item: measured ('30 ml gin'), in parts ('one part gin'), or not said ('gin', a title's brand). */
interface SaidAmount {
  kind: 'measured' | 'parts' | 'unmeasured';
  quantity: number;
}

/**
 * Amounts a recipe says twice, once loosely, kept once, whatever their order (the later-line rule in the loop only sees
 * what came before): a mention without an amount beside a measure of the same thing ('Tanqueray G&T' over '50ml
 * Tanqueray') adds nothing; a ratio in parts beside the measured spec ('made of one part gin, one part Campari ...' over
 * '30 ml gin', '30 ml Campari') is the same drink described, so the measures stand, when every thing said in parts is
 * measured too ('2 parts gin, 1 part Campari' with a '10 ml Campari float' keeps both).
 */
function withoutAmountsSaidElsewhere(amounts: ReadonlyMap<ProposedIngredient, SaidAmount[]>): void {
  const partsOnly = [...amounts.values()].some((said) => said.some((a) => a.kind === 'parts') && !said.some((a) => a.kind === 'measured'));
  for (const [entry, said] of amounts) {
    if (ML_PER_UNIT[entry.unit] === undefined) continue;
    let kept = said.some((a) => a.kind !== 'unmeasured') ? said.filter((a) => a.kind !== 'unmeasured') : said;
    if (!partsOnly && kept.some((a) => a.kind === 'measured')) kept = kept.filter((a) => a.kind !== 'parts');
    if (kept.length < said.length) entry.quantity = roundAmount(kept.reduce((total, a) => total + a.quantity, 0));
  }
}

/** The price a recipe should sell at for the bar's target pour cost. */
export function estimatePrice(ingredients: ReadonlyArray<{ inventoryItemId: string; quantity: number; unit: Unit }>, bar: BarSnapshot): number {
  return suggestedPrice(ingredientCost(ingredients, indexById(bar.inventory)), bar.targetPourCost);
}

/**
 * Whether one source line gave two parts (a line said in two languages side by side): more parts of that source than
 * lines pasted with its words ('1 ml lime juice' pasted on three lines is three parts of three lines, each its own).
 */
function sameLineTwice(parts: ReadonlyArray<{ source: string }>, source: string, pastedLines: readonly string[]): boolean {
  const lines = Math.max(1, pastedLines.filter((l) => l === source.trim()).length);
  return parts.filter((p) => p.source === source).length >= 2 * lines;
}

