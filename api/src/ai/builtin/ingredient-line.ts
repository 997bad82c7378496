import { convertQuantity, type Unit } from '@bar/domain';
import { CLASSIC_DRINK_NAMES, DEFAULT_AMOUNTS, NOT_STOCK_LINES, NUMBER_WORDS, PLAIN_WATER, UNIT_WORDS, VULGAR_FRACTIONS } from '../lexicon/measures';
import {
  AS_MUCH_AS_NEEDED,
  COMPOUND_FLAVOURS,
  COMPOUND_FORMS,
  IMPORT_PHRASES,
  IMPORT_PHRASE_PATTERN,
  IMPORT_PHRASE_PATTERN_MORE,
  KOREAN_LATIN_COUNTER,
  IMPORT_PHRASES_MORE,
  MEASURE_PREPOSITION,
  METHOD_VERBS_ABROAD,
  METHOD_VERBS_LAST_ABROAD,
  SPOON_AFTER_NUMBER,
  SHORT_SPOON_AFTER_NUMBER,
  ROMANCE_SHORT_SPOON_AFTER_NUMBER,
  HALF_A_FRUIT,
  HALF_A_MEASURE,
  ALCOHOL_FREE_MARKER_SOURCE,
  SPRITZER,
  SPRITZER_OF_BITTERS,
  STEP_PREFIX,
  SYRUP_OF,
  DRINK_NAMES,
  CHINESE_WORDS,
  JAPANESE_WORDS,
  KOREAN_ALONE,
  KOREAN_COUNTERS,
  KOREAN_WORDS,
} from '../lexicon/import-languages';
import { INGREDIENT_LEXICON } from '../lexicon/ingredients';
import { SYNONYMS } from '../lexicon/synonyms';
import { BRANDS } from '../lexicon/brands';
import { KEYCAP, cyrillicInLatin, fold, remembered, singular, withMarkupRead, words } from '../text';
import { NUMBER_WORDS_SPOKEN, NUMBERS_IN_WORDS, numberInWords } from '../money';
import { ownWords } from '../lexicon/own';

/** One ingredient line of a recipe, read. */
export interface ParsedLine {
  /** The line as given. */
  source: string;
  /** The ingredient as written, without amount and notes: 'fresh lime juice'. */
  name: string;
  /** Names to match against the stock: the name, alternatives ('Cointreau or triple sec'), names in brackets. */
  candidates: string[];
  /** Null when the line gives no amount ('soda water, to top'). */
  quantity: number | null;
  /** A bar unit, or null when the amount is a count of the thing itself ('2 lime wedges' has unit wedge; '1 egg white' none). */
  unit: Unit | null;
  /** The measure word as written ('twist', 'wheel'), which can name a garnish: 'orange twist'. */
  unitWord?: string;
  /** 'top with', 'fill with', 'to top': an amount to taste. */
  topUp?: 'top' | 'fill';
  garnish: boolean;
  /** For the rim of the glass: a solid (salt, sugar), not a liquid. */
  rim: boolean;
  /** 'juice of 1 lime', '1/2 lemon, juiced': the count is of fruit, the ingredient is its juice. */
  juiceOfFruit: boolean;
  /** A range was given ('2-3 dashes'): the middle is used. */
  range: boolean;
  /** The line is not an ingredient the bar stocks (ice, water, a heading). */
  ignored: boolean;
  /** The amount is one glass's, said so ('Garnish each glass with an orange slice', '1 lime wedge per drink'): in a batch, a serve's. */
  perServe?: boolean;
}

const NUMBER = String.raw`(?:\d+(?:\s+|\s*-\s*|\s+and\s+)\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?|\.\d+)`;
const PLAIN_NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|\.\d+)`;
const WORD_NUMBERS = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/[-]/g, '[- ]'));
const AMOUNT = String.raw`(?:${NUMBER}|(?:${WORD_NUMBERS.join('|')})\b)`;
const UNIT_KEYS = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.]/g, '\\.').replace(/ /g, '\\s+'));
const UNIT = String.raw`(?:${UNIT_KEYS.join('|')})(?:e?s)?\.?(?![a-z])`;

/** A word for the size of a measure between the amount and its unit: 'a heaped barspoon', '2 level tsp'. */
const SIZED_MEASURE = new RegExp(String.raw`((?:^|\s)(?:${AMOUNT}))\s+(?:heaped|heaping|rounded|level|scant|generous|good|healthy|big|small|large|full|short|long|quick|heavy|light|fat|hard|strong)\s+(?=(?:${UNIT}))`, 'g');

/** A size word before the amount: 'a generous 50ml of', 'a scant 1/2 oz', 'a good 2 oz', 'knapp 2 cl': the amount as said. */
const SIZED_AMOUNT = new RegExp(String.raw`(^|\s)(?:(?:a|an)\s+)?(?:generous|scant|heaped|heaping|good|healthy|level|rounded|bare|strong|hefty|knapp|knappe|gut|gute|guter|reichlich)\s+(?=(?:${NUMBER})\s*(?:${UNIT}))`, 'g');

/**
 * Where a pour goes, said after it: 'on the foam', 'down the side so it sinks', 'over the back of a spoon', 'to float',
 * ', drizzled over the top', ', floated', 'on the sugar cube'. Not part of the name; 'on top' without an amount is a top-up.
 */
const PLACEMENT = /(?:\s*,\s*|\s+)(?:then\s+)?(?:(?:slowly|gently|carefully)\s+)?(?:(?:drizzled|drizzle|poured|pour|floated|float|layered|layer|dropped|drop|dripped|dashed|sprinkled|spooned|added|sunk)\s+)?(?:(?:on|over|onto|down|along|atop|across|into|by)\s+(?:the\s+)?(?:top|foam|froth|head|side|sides|inside|surface|rim|edge|back\s+of\s+(?:a|the)\s+(?:bar\s*)?spoon|drink|(?:sugar\s+)?cube|sugar)(?:\s+of\s+(?:the\s+)?(?:glass|drink|foam|spoon))?|on\s+top|to\s+float|as\s+a\s+float|floated|layered|(?:as\s+a\s+)?rinse|(?:(?:as\s+a\s+|in\s+a\s+)?shot(?:\s+glass)?\s+)?on\s+the\s+side|to\s+finish|(?:in|into)\s+(?:the|a|your)\s+(?:tin|tins|shaker|mixing\s+glass|glass|cup|jug|pitcher|mug|coupe|bowl|blender)|(?:as\s+)?(?:a\s+)?finishing\s+touch)(?:\s+(?:so\s+(?:that\s+)?it\s+(?:sinks|floats|settles|layers)|to\s+(?:sink|float|layer)))?\s*[.!]*$/;

/** The line without where its pour goes; 'soda on top' (no amount) is 'soda, to top'. */
function withoutPlacement(text: string): string {
  // (A garnish's mark after it, 'Garnish: 3 drops Angostura on the foam' read as '... on the foam (garnish)', stays.)
  const marked = /\s*\(garnish\)$/.exec(text);
  if (marked && marked.index > 0) return `${withoutPlacement(text.slice(0, marked.index))}${marked[0]}`;
  const m = PLACEMENT.exec(text);
  if (!m || m.index === 0) return text;
  const rest = text.slice(0, m.index);
  if (!/[a-z]{3,}/.test(rest)) return text;
  return !/\d/.test(rest) && /\btop\b/.test(m[0]) && !TOP_WORDS.test(rest) ? `${rest}, to top` : rest;
}
const TOP_WORDS = /\b(?:top|fill|garnish)/;

const AND_A_HALF = new RegExp(String.raw`(^|\s)(a|an|one|two|three|four|\d+)\s+(${UNIT})\s+and\s+(?:a|one)\s+half\b`, 'g');

/** '1 1/2' -> 1.5, '1-1/2' -> 1.5, '3/4' -> 0.75, '1,5' -> 1.5, 'half' -> 0.5. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const word = NUMBER_WORDS[t.replace(/-/g, ' ')] ?? NUMBER_WORDS[t];
  if (word !== undefined) return word;
  let m = /^(\d+)(?:\s+|\s*-\s*|\s+and\s+)(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  m = /^(\d*)[.,](\d+)$/.exec(t);
  if (m) return Number(`${m[1] || '0'}.${m[2]}`);
  if (/^\d+$/.test(t)) return Number(t);
  return null;
}

/** An end of a range said in words or figures ('half', 'a quarter', 'three quarters', 'one', '3/4', '1.5'). */
const RANGE_END = String.raw`(?:half|(?:a |one )?quarter|three[ -]quarters?|one|two|three|four|\d+ \d\/\d|\d\/\d|\d+(?:[.,]\d+)?)`;
const RANGE_MEASURE = String.raw`(?:oz|ounces?|ml|cl|tsp|tbsp|teaspoons?|tablespoons?|dash(?:es)?|barspoons?)`;
const RANGE_IN_WORDS = new RegExp(String.raw`^(\s*(?:[-*\u2022]\s*)?)(${RANGE_END})(?:\s+(?:of\s+)?(?:an?\s+)?(${RANGE_MEASURE}))?\s+(?:to|-|\u2013|or)\s+(${RANGE_END})\s+(?:of\s+)?(?:an?\s+)?(${RANGE_MEASURE})\b`, 'i');
const RANGE_WORDS: Record<string, string> = { half: '1/2', quarter: '1/4', 'a quarter': '1/4', 'one quarter': '1/4', 'three quarter': '3/4', 'three quarters': '3/4', 'three-quarter': '3/4', 'three-quarters': '3/4', one: '1', two: '2', three: '3', four: '4' };
function inFigures(said: string): string {
  return RANGE_WORDS[said.toLowerCase()] ?? said;
}
/** A range said in words as its ends in figures before its one measure (a range of two measures is left as said). */
function rangeInFigures(whole: string, lead: string, low: string, lowUnit: string | undefined, high: string, unit: string): string {
  return lowUnit && measureOf(lowUnit.toLowerCase()) !== measureOf(unit.toLowerCase()) ? whole : `${lead}${inFigures(low)} to ${inFigures(high)} ${unit}`;
}
/** A line whose range is said in words, read in figures before the line is split at its amounts. */
export function withRangeInWordsRead(line: string): string {
  return line.replace(RANGE_IN_WORDS, rangeInFigures);
}
/** The measure a unit's word names, its plural and its long form as one ('ounces', 'oz'). */
function measureOf(unit: string): string {
  return unit.replace(/(?:es|s)$/, '').replace(/^ounce$/, 'oz').replace(/^teaspoon$/, 'tsp').replace(/^tablespoon$/, 'tbsp');
}

/** Two separators or more of one kind in a number are a thousands' ('1,000,000 ml', '2.000.000 ml'): never a decimal. */
const THOUSANDS_GROUPS = /(?<![\d.,])\d{1,3}([.,])\d{3}(?:\1\d{3})+(?![\d.,])/g;
/** The number of `THOUSANDS_GROUPS` read whole, as large as it is. */
function thousandsJoined(whole: string, mark: string): string {
  return whole.split(mark).join('');
}

/** Reads an amount with an optional range: '2-3' -> 2.5, '1 to 2' -> 1.5, '1 1/2' -> 1.5. */
function readAmount(text: string): { value: number; range: boolean } | null {
  const range = new RegExp(String.raw`^(${AMOUNT})\s*(?:-|–|to|or)\s*(${AMOUNT})$`).exec(text.trim());
  if (range) {
    const a = parseAmount(range[1]!);
    const b = parseAmount(range[2]!);
    // '1-1/2' is a mixed number, not a range.
    // A list's number before the amount ('3 - 1 oz sweet vermouth'): a range runs upwards, so the amount is the second.
    if (a !== null && b !== null && a > b && b >= 1 && /^\d+\s*-\s*\d+$/.test(text.trim())) return { value: b, range: false };
    if (a !== null && b !== null && !(b < 1 && /^\d+\s*-\s*\d+\/\d+$/.test(text.trim()))) return { value: (a + b) / 2, range: true };
  }
  const value = parseAmount(text);
  return value === null ? null : { value, range: false };
}

function unitOf(word: string): { unit: Unit; factor: number; word: string } | null {
  const key = fold(word).replace(/\.$/, '').replace(/\s+/g, ' ').trim();
  const candidates = [key, key.replace(/e?s$/, ''), singular(key)];
  for (const k of candidates) {
    const found = UNIT_WORDS[k];
    if (!found) continue;
    if ('unit' in found) return { unit: found.unit, factor: found.factor ?? 1, word: k };
    return { unit: 'ml', factor: found.ml, word: k };
  }
  return null;
}

/** A label, its colon, then one measure and its thing, and no other number. */
const LABEL_BEFORE_ONE_MEASURE = new RegExp(String.raw`^([a-z][a-z' &]{0,30}?)\s*:\s+((?:${AMOUNT})\s*(?:${UNIT})\s+[a-z][^\d:]*)$`);

/** Folds the line, spelling vulgar fractions out: '1½ oz' -> '1 1/2 oz'. */
/** A bartender's shorthand for the things of a spec (folded words). */
const SHORTHAND_WORDS: Record<string, string> = ownWords({
  vod: 'vodka', vdk: 'vodka', tq: 'tequila', teq: 'tequila', wr: 'white rum', dkr: 'dark rum', lj: 'lime juice', lmj: 'lemon juice', lmnj: 'lemon juice',
  // (A till's build line: 'RYE WHSKY 2OZ + ANGO BTR 1DSH + GARN CHRY X1'.)
  btr: 'bitters', btrs: 'bitters', org: 'orange', orng: 'orange', twst: 'twist', jce: 'juice', chry: 'cherry', chrs: 'cherries', whsky: 'whisky', whsk: 'whisky', wsky: 'whisky',
  ss: 'simple syrup', esp: 'espresso', cointr: 'cointreau', camp: 'campari', op: 'orange peel', wdg: 'wedge', wdgs: 'wedges', gb: 'ginger beer',
  cach: 'cachaca', jc: 'juice', cran: 'cranberry', cranb: 'cranberry', pineapp: 'pineapple', grapefr: 'grapefruit', gfruit: 'grapefruit', elderfl: 'elderflower', hon: 'honey', ging: 'ginger', bitt: 'bitters', demy: 'demerara syrup', dem: 'demerara syrup', oj: 'orange juice', cj: 'cranberry juice', pj: 'pineapple juice', sv: 'sweet vermouth', dv: 'dry vermouth', mnt: 'mint', lvs: 'leaves', gnsh: 'garnish', grnsh: 'garnish',
});
const SHORTHAND = new RegExp(String.raw`\b(?:${Object.keys(SHORTHAND_WORDS).join('|')})\b(?!['\u2019-])`, 'g');

/**
 * A scanner's 'rn' for an 'm' ('rnl', 'lirne', 'rurn', 'sirnple', 'verrnouth', 'the rirn'): read as meant, only where the
 * word as scanned is no word the import knows and the word with an 'm' is one (a product, a measure, the rim).
 */
function withScannerSlips(text: string): string {
  // (And an 'l' alone for a '1' where a count goes, 'Garnish: l cocktail cherry', 'l lime wedge': never a litre, which
  // follows its number.)
  const folded = text.replace(/(?<![\d.,/]\s?|\b(?:de|a|du|avec|au|sur|dans|con|di|da))(^|[:(]\s*|\s)l(?=\s+(?!of\b|or\b|and\b)[a-z]{3,})/g, '$11');
  if (!folded.includes('rn')) return folded;
  return folded.replace(/[a-z]*rn[a-z]*/g, (word) => {
    const meant = word.replace(/rn/g, 'm');
    return !knownWord(word) && knownWord(meant) ? meant : word;
  });
}
function knownWord(word: string): boolean {
  return namesAProduct(word) || UNIT_WORDS[word] !== undefined || UNIT_WORDS[singular(word)] !== undefined || /^(?:rim|rims|simple|mix|muddle|lime|limes|lemon|rum|mint)$/.test(word);
}

/**
 * A spreadsheet row's furniture around an ingredient: its number before the name ('1 Vodka 50 ml') and a cost column
 * after the measure ('Vodka 50ml 1.20', 'Gin 40 ml 0,85 €'): the measure is the amount, the rest no part of the name.
 */
function withoutCostAndRowNumber(folded: string): string {
  return withoutPriceListFurniture(folded)
    // A batch sheet's 'Name - amount' ('White rum - 3 x 70cl bottles (2.1 L)', 'Mint - 240 leaves'): the amount, then the name.
    // (Each run can take what only it may: no two of them can share the spaces, so a line of spaces costs no more than its length.)
    .replace(/^([a-z][a-z' ]{1,40}?) [-\u2013\u2014] (\d+(?:[.,]\d+)? ?(?:x ?\d+(?:[.,]\d+)? ?)?(?:ml|cl|l|oz|litres?|liters?|bottles?|btls?|cans?|leaves|leaf|wedges?|slices?|sprigs?|pieces?|pcs|pc|sht|stk|szt|sztuk[ai]?|adet|dashes|dash|tsp|tbsp|barspoons?)\b(?: (?:bottles?|cans?))?)(?: ?\([^()]*\))?\.?$/, (_l: string, name: string, amount: string) => `${amount.trim().replace(/\b(?:pcs|pc|sht|stk)$/, '')} ${name}`)
    // A spec app's export, one field after another ('Ingredient: London dry gin | Amount: 30 | Unit: ml'): the measure, then the name.
    .replace(/^(?:ingredient|item|product|ingrediente|zutat)\s*(?:\d{1,2}\s*)?:\s*([^\t|;]+?)\s*[\t|;,]\s*(?:amount|qty|quantity|measure|menge|cantidad|quantita|quantidade)\s*:\s*(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)\s*(?:[\t|;,]\s*(?:unit|uom|units|unidad|einheit|unita|unidade)\s*:\s*([a-z.]+))?\s*$/, (_l: string, name: string, amount: string, unit?: string) => `${amount} ${unit ?? ''} ${name}`.replace(/\s+/g, ' '))
    // A row's number run on before the name ('1 Vodka 50 ml', '12 Lime juice 20ml'): the measure after the name is the amount.
    // (Never a count of a measure, '2 dashes Angostura and 15 ml lime juice'.)
    .replace(/^\d{1,2}\s+(?!(?:x|of|ml|cl|dl|oz|l|g|kg|tsp|tbsp|parts?|shots?|jiggers?|pony|cups?|splash(?:es)?|barspoons?|bsp|litres?|liters?|fl|ounces?|dash(?:es)?|drops?|pinch(?:es)?|teaspoons?|tablespoons?|cubes?|bar|leaves|leaf|wedges?|slices?|whites?|eggs?|sprigs?|twists?|peels?|cherr|olives?|strawberr|raspberr|mint)\b)([a-z][a-z' -]{1,40}?)\s+(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|l)\b)/, '$1 $2').replace(/(\d\s*(?:ml|cl|oz|l)\b\.?)\s+(?:[$\u20ac\u00a3]\s*)?\d{1,3}[.,]\d{2}\s*(?:[$\u20ac\u00a3]|eur|usd|gbp|chf|zl|pln)?\s*$/, '$1')
    // A spec table's build order after the measure, past a wide gap ('Carpano Antica Formula  20 ml       2'): no count.
    .replace(/(\d\s*(?:ml|cl|oz|dash(?:es)?|tsp|tbsp|barspoons?|g)\b\.?)(?:\s{2,}|\t+)\d{1,2}\s*$/, '$1')
    // Bottles counted after the name with their size in brackets, and a note of the serve ('Vodka – 3 bottles (70cl)
    // [about 40 ml per serve]'): that many of that size.
    .replace(/\s*\[[^\]]*\bper (?:serve|drink|glass|person|guest)\b[^\]]*\]/g, '')
    // (Bottles counted after the name with no size, 'House red 8 btl', 'Prosecco - 6 bottles': that many of the stock's.)
    .replace(/^([a-z][a-z'-]*(?: [a-z'-]+){0,4})(?:\s*[:,\-\u2013\u2014])?\s+(\d{1,3})\s*(?:btls?|bottles?)\.?$/, (_w: string, name: string, count: string) => `${count} bottle ${name.trim()}`)
    // (Or after a comma: 'House red, 8 btl (750 ml)'.)
    .replace(/^([a-z][a-z' -]{1,40}?)\s*[:,\-\u2013\u2014]\s*(\d{1,3})\s*(?:x\s*)?(?:bottles?|btls?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\s*\)\s*$/, (_w: string, name: string, count: string, size: string, unit: string) => `${Number(count) * Number(size.replace(',', '.'))} ${unit} ${name}`);
}

/**
 * A price list's row around a measure ('Tanqueray London Dry Gin 47.3% 50ml .... SKU 100234 €0.92/serve', 'Lime
 * wedge ....... 1   £0.05'): its leader dots are a gap, its strength, product code and price no part of the line.
 */
function withoutPriceListFurniture(folded: string): string {
  if (!/\.{3,}|\u2026|\bsku\b|\d\s*%|[$\u20ac\u00a3]\s*\d+[.,]\d{2}|\d[.,]\d{2}\s*[\u20ac\u00a3$]/.test(folded)) return folded;
  return folded
    .replace(/\s*(?:\.{3,}|\u2026+)\s*/g, '  ')
    .replace(/\bsku\s*(?:[:#]\s*)?[a-z0-9-]+/g, ' ')
    .replace(/\b\d{1,2}(?:[.,]\d)?\s*%(?:\s*(?:abv|vol|alc)\b)?(?=\s*(?:[-\u2013\u2014]\s*)?\d)/g, ' ')
    .replace(/(?:[$\u20ac\u00a3]\s*\d{1,3}[.,]\d{2}|\b\d{1,3}[.,]\d{2}\s*(?:[\u20ac\u00a3$]|eur\b|gbp\b|usd\b))(?:\s*\/\s*(?:serve|unit|btl|bottle|each|ea)\b)?/g, ' ')
    .replace(/\s+$/, '')
    // ('Lager 330ml btl .... 1 btl': one bottle of its size.)
    .replace(/^([a-z][a-z' -]{1,30}?)\s+\d{2,4}\s*(?:ml|cl)\s+(btl|bottle|can)s?\s+(\d{1,2})\s*(?:btls?|bottles?|cans?)?$/, (_w: string, name: string, kind: string, n: string) => `${n} ${kind === 'can' ? 'can' : 'bottle'} ${name}`);
}

/** 'Un litro e mezzo', 'litro y medio', 'un litre et demi', 'anderthalb Liter', 'półtora litra': one and a half litres. */
function withHalfAfterUnit(folded: string): string {
  return folded
    .replace(/\b(?:un|uno|una|1)\s+(litro|litre|liter)\s+(?:e|y|et|und)\s+(?:mezzo|medio|demi|meio|halb)\b/g, '1.5 $1')
    .replace(/\b(?:anderthalb|eineinhalb|poltora)\s+(liter|litra|litre)\b/g, '1.5 l')
    .replace(/\b(?:mezzo|medio|meio|demi)\s+(litro|litre)\b/g, '0.5 $1');
}

/** One amount said in two or three units at the start of a line ('2 cl / 20 ml / 0.75 oz', '1 oz | 30 ml'). */
const SAME_AMOUNT_IN_UNITS = /^\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)(?:\s*[/|]\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)){1,2}\s+(?=[a-z])/i;
/** A count said in digits or as 'a', 'one', 'two' (for a beer's measure and a vessel). */
function countOf(said: string): number {
  const n = Number(said.replace(',', '.'));
  return Number.isFinite(n) ? n : (NUMBER_WORDS[said.toLowerCase()] ?? 1);
}
const LITRES_SAID = String.raw`(\d{1,3}(?:[.,]\d+)?)\s*(?:l|ltr|litres?|liters?)\.?`;
const VESSEL_COUNT = String.raw`(\d{1,2}|a|an|one|two|three)`;
const CASK_WORD = String.raw`(?:kegs?|casks?)`;
const mlOf = (n: number, each: number) => `${Math.round(n * each * 100) / 100} ml `;
const litresOf = (n: number, litres: string) => `${Math.round(n * Number(litres.replace(',', '.')) * 100) / 100} l `;
/**
 * A beer's measures and vessels, as a taproom writes them: a British half pint (284 ml), an imperial pint (568 ml), a US
 * pint (473 ml), a pin of a cask (20.5 l) and a keg or a cask with its size said in litres ('1 keg (30 L) lager', '1 x
 * 30 L keg lager', '1 cask of stout (40 L)'): the amount is what it holds. A keg with no size says no amount and is left
 * as said, never read as one can or bottle.
 */
function withBeerMeasures(text: string): string {
  if (!/pint|\bpin\b|keg|cask/i.test(text)) return text;
  return text
    .replace(new RegExp(String.raw`(^|\s)(?:${VESSEL_COUNT}\s+)?half[- ](?:a[- ])?pints?\b(?:\s+of\b)?`, 'i'), (_w: string, lead: string, n?: string) => `${lead}${mlOf(n ? countOf(n) : 1, 284)}`)
    .replace(new RegExp(String.raw`(^|\s)(?:${VESSEL_COUNT}\s+)?(?:imperial|uk|british)\s+pints?\b(?:\s+of\b)?`, 'i'), (_w: string, lead: string, n?: string) => `${lead}${mlOf(n ? countOf(n) : 1, 568)}`)
    .replace(new RegExp(String.raw`(^|\s)(?:${VESSEL_COUNT}\s+)?(?:us|u\.s\.|american)\s+pints?\b(?:\s+of\b)?`, 'i'), (_w: string, lead: string, n?: string) => `${lead}${mlOf(n ? countOf(n) : 1, 473)}`)
    .replace(/^(?:(half)\s+a|a|one)\s+pin\s+of\s+(?=[a-z])/i, (_w: string, half?: string) => `${half ? 10.25 : 20.5} l `)
    .replace(new RegExp(String.raw`^${VESSEL_COUNT}\s*(?:[x\u00d7]\s*)?${CASK_WORD}\s*\(\s*${LITRES_SAID}\s*\)\s*(?:of\s+)?(?=[a-z])`, 'i'), (_w: string, n: string, l: string) => litresOf(countOf(n), l))
    .replace(new RegExp(String.raw`^${VESSEL_COUNT}\s*(?:[x\u00d7]\s*)?${LITRES_SAID}\s+${CASK_WORD}\s+(?:of\s+)?(?=[a-z])`, 'i'), (_w: string, n: string, l: string) => litresOf(countOf(n), l))
    .replace(new RegExp(String.raw`^${VESSEL_COUNT}\s*(?:[x\u00d7]\s*)?${CASK_WORD}\s+(?:of\s+)?([a-z][a-z' -]{0,40}?)\s*\(\s*${LITRES_SAID}\s*\)\s*$`, 'i'), (_w: string, n: string, name: string, l: string) => `${litresOf(countOf(n), l)}${name}`);
}

/**
 * A can or a bottle with its size in brackets after its name ('1 can of IPA (440 ml)', '2 cans stout (440ml)', '2 bottles
 * prosecco (75 cl), added at the table'): what they hold.
 */
const CONTAINER_SIZED_AFTER = new RegExp(String.raw`^${VESSEL_COUNT}\s+(?:cans?|bottles?|tins?)\s+(?:of\s+)?([a-z][a-z' -]{0,40}?)\s*\(\s*(\d{2,4}(?:[.,]\d+)?)\s*(ml|cl)\s*\)\s*(?:,\s*[a-z][a-z' ]{0,40})?$`, 'i');
function withContainerSizedAfter(text: string): string {
  return text.replace(CONTAINER_SIZED_AFTER, (_w: string, n: string, name: string, size: string, unit: string) => `${Math.round(countOf(n) * Number(size.replace(',', '.')) * 100) / 100} ${unit.toLowerCase()} ${name}`);
}

/** A beer counted by its bottle or can said after it, its size before it ('1 x 0,33 l lager bottle', '2 stout cans'): so many bottles of it. */
const BEER_CONTAINER_AFTER = /^(\d{1,2}|an?|one)\s*(?:[x\u00d7]\s*)?(?:\d+(?:[.,]\d+)?\s*(?:l|cl|ml)\s+)?(lager|beer|ale|ipa|stout|pils|pilsner|cider|porter)\s+(bottles?|cans?)\b/i;

/**
 * A line normalised, remembered for the last lines: a line is read again by each of the checks a paste makes of it (up
 * to fourteen times for a long line of marks and numbers, '★ 1 ★ 1 ...').
 */
const normaliseLine = remembered((line) => normaliseOnce(line), 2000);

function normaliseOnce(line: string): string {
  line = withContainerSizedAfter(withBeerMeasures(line)).replace(BEER_CONTAINER_AFTER, '$1 $3 of $2');
  // A product's strength of none or a trace ('0% gin', '0.0% gin alternative', '1 bottle 0.5% lager'): alcohol-free,
  // in words, so that no number of it is read as the amount.
  // (Before the product's name only: 'Tanqueray 0.0%' and 'gin (0% ABV)' are read by the brand and the matcher.)
  // ('No-alcohol lager', 'zero-alcohol gin': the same.)
  let text = line
    // A count of double espressos ('1 double espresso', '2 doppio espressi', 'a doble espresso'): twice as many shots.
    .replace(/^(\d{1,2}|an?|one|two|three|un|uno|una|due|tre)\s+(?:double|doppio|doble|doppelte[nr]?)\s+(espress(?:os?|i))\b/i, (_w: string, n: string, name: string) => `${2 * (Number(n) || ({ two: 2, three: 3, due: 2, tre: 3 } as Record<string, number>)[n.toLowerCase()] || 1)} ${name}`)
    // A peel cut as a spiral ('long lemon peel spiral', 'orange zest curl'): the peel.
    .replace(/\b(peel|zest|twist)\s+(?:spiral|curl|coil)s?\b/gi, '$1')
    // A dot before exactly three digits of millilitres or centilitres is a thousands separator ('1.000 ml', '2.400 ml');
    // '1.5 l' stays a decimal (and a litre's, '1.500 l', is read as it is: a bar's 1500 litres is no recipe).
    .replace(/(?<![\d.,])(\d{1,3})\.(\d{3})(?=\s?(?:ml|cl|mls|millilit(?:re|er)s?)\b)/gi, '$1$2')
    // (Two separators or more of one kind are a thousands' ('1,000,000 ml', '2.000.000 ml'): never a decimal of a
    // millilitre, read whole, as large as it is.)
    .replace(THOUSANDS_GROUPS, thousandsJoined)
    // A scan's capital I for the l of a measure ('45 mI Bourbon', '2 cI'); a measure said before its number ('ml 45 gin',
    // 'cl 2 lime'); a range said in words ('between 100 and 120 ml tonic').
    .replace(/(\d)\s?([mc])I\b/g, '$1 $2l')
    .replace(/^(ml|cl|oz)\.?\s(\d{1,4}(?:[.,]\d+)?)\s(?=\p{L})/iu, '$2 $1 ')
    .replace(/\bbetween\s(\d{1,4}(?:[.,]\d+)?)\s(?:and|&)\s(\d{1,4}(?:[.,]\d+)?)\s?(ml|cl|oz)\b/i, '$1-$2 $3')
    // (A peel said as a twist too, 'orange peel twist', 'lemon zest twist': the twist.)
    .replace(/\b(?:peel|zest)\s(twists?)\b/gi, '$1')
    // A spirit's style said after its kind, as a label has it ('Tanduay Rum Silver', 'Tequila Blanco', 'Rum Dark'): the
    // style first, as the stock names it.
    // (In English only: 'ron añejo' is read by the languages' tables as it is.)
    .replace(/\b(rum|tequila)\s+(silver|white|dark|gold|golden|black|light)\b/gi, '$2 $1')
    // (Its colour in brackets in another language, 'Rum (braun)', 'ron (oscuro)', 'rom (mørk)': the dark rum.)
    .replace(/\b(rum|rhum|ron|rom)\s?\(\s?(?:braun|brauner|dunkel|dunkler|brun|scuro|oscuro|escuro|negro|m\u00f8rk|mork|donker|ciemny)\s?\)/gi, 'dark $1')
    // A count in dozens ('a dozen mint leaves', 'half a dozen cherries', '2 dozen lime wedges'): that many, in figures.
    .replace(/\b(?:(half an?|an? half)|(an?|one)|(\d{1,2}))\s+dozen\b/gi, (_w: string, half?: string, one?: string, n?: string) => String(half ? 6 : one ? 12 : 12 * Number(n)))
    // 'Soda — completar', 'refresco de cola — rellenar': the thing, to top (the verb alone after a dash, in the languages).
    // (Ukrainian 'долити' as the import spells it, 'Імбирне пиво — долити (~100 мл)', with what it tops with in brackets.)
    .replace(/\s*[-\u2013\u2014:]\s*(?:completar|rellenar|llenar|completare|riempire|colmare|completer|compl\u00e9ter|remplir|auff\u00fcllen|auffullen|aufgiessen|completeren|aanvullen|doliti|dolit)\s*(\([^()]*\))?\s*[.!]*\s*$/i, (_w: string, bracket?: string) => ` to top${bracket ? ` ${bracket}` : ''}`)
    // A scan's one or zero inside a word is its i or its o ('mint spr1g', 'sl1ce', 'c0conut'): never an amount.
    // (Never a measure glued to its name: 'rum1oz', 'gin1cl'.)
    .replace(/(?<=\b[a-z]{3,12})[10](?!(?:oz|ml|cl|dl|l|x|tsp|tbsp|dash|dashes|parts?|shots?|bsp)\b)(?=[a-z]{1,12}\b)/gi, (d) => (d === '1' ? 'i' : 'o'))
    // A number said in words with a hyphen is one number, never a range ('three-quarter oz', 'twenty-two and a half
    // ml'): 'three quarter', 22.
    .replace(/\b(three|one)-(quarters?)\b/gi, '$1 $2')
    .replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -](one|two|three|four|five|six|seven|eight|nine)\b/gi, (_w: string, tens: string, unit: string) => String((NUMBER_WORDS[tens.toLowerCase()] ?? 0) + (NUMBER_WORDS[unit.toLowerCase()] ?? 0)))
    // ('22 and a half ml', '1 and a half oz': the half added.)
    .replace(/\b(\d{1,3})\s+and\s+a\s+half\b/gi, (_w: string, n: string) => String(Number(n) + 0.5))
    // A measure said by its size ('a single measure of gin', '1 single Campari', 'double gin (50ml)', 'large measure of
    // rum (35ml)', 'single measure (25 ml) Campari'): the millilitres written beside it, else that many shots.
    .replace(/^(?:a |one |1 )?(single|double|triple|large|small)\s+(?:measures?\s+|shots?\s+|pours?\s+)?(?:\((\d+(?:[.,]\d+)?)\s*ml\)\s*)?(?:of\s+)?(?!(?:strain|strained|straining|shake|shaken|stir|stirred|check|rinse|rinsed|up|it|the|a|an|into|over|and|sec|cream|malt|malts|barrel|cask|estate|origin|grain|strength|distilled|filtered|espresso|shot|measure|dash|dashes|drop|drops|barspoon|barspoons|spoon|splash|squeeze|twist|wedge|slice|peel|sprig|leaf|cube)\b)([a-z][a-z' ]*?[a-z])(?:\s*\((\d+(?:[.,]\d+)?)\s*ml\))?\s*$/i, (whole: string, size: string, before?: string, name?: string, after?: string) => {
      const ml = before ?? after;
      const shots = ({ single: 1, double: 2, triple: 3 } as Record<string, number>)[size.toLowerCase()];
      return ml ? `${ml} ml ${name}` : shots ? `${shots} shot ${name}` : whole;
    })
    // A wine's glass said by its size before the wine ('125ml glass prosecco', '1 x 125ml glass prosecco', '125 ml
    // glass of prosecco'): that much of it.
    .replace(/^(?:1\s*[x\u00d7]\s*)?(\d+(?:[.,]\d+)?\s*ml)\s+glass(?:es)?\s+(?:of\s+)?(?=[a-z])/i, '$1 ')
    // A garnish's count inside what holds it ('a bouquet of 4 mint leaves', 'a fan of 3 apple slices'): that many.
    .replace(/\b(?:a|one)\s+(?:bouquet|bunch|cluster|crown|fan|spray|tuft|pile|stack|skewer|pick)\s+of\s+(\d{1,2})\s+(?=[a-z])/i, '$1 ')
    // Ounces with the millilitres the bar pours in brackets ('1 oz (25 ml) gin', '3/4 oz (20 ml) sweet vermouth'): the
    // millilitres, as written.
    .replace(/(?:\d+(?:[.,]\d+)?|\d+\/\d+|\d+\s+\d+\/\d+|[\u00bc-\u00be])\s*(?:oz|ounces?|fl\.?\s*oz)\.?\s*\(\s*(\d+(?:[.,]\d+)?)\s*ml\s*\)/gi, '$1 ml')
    // One amount in two or three units before the name ('2 cl / 20 ml / 0.75 oz lemon juice', '1 oz | 30 ml gin'): the
    // millilitres, or else the first.
    .replace(SAME_AMOUNT_IN_UNITS, (whole: string) => {
      const measures = whole.split(/\s*[/|]\s*/).map((m) => m.trim());
      return `${measures.find((m) => /ml$/i.test(m)) ?? measures[0]!} `;
    })
    // 'two lime wedges, plus 1 to garnish': all of them, the garnish too.
    .replace(/^(\d{1,2})\s+((?![a-z]*\s*(?:ml|cl|oz|dash|dashes|tsp|tbsp|barspoons?)\b)[a-z][a-z' -]{0,30}?(?:wedges?|slices?|wheels?|twists?|peels?|cherr(?:y|ies)|olives?|leaves|sprigs?|pieces?|berries|raspberries|strawberries|blackberries))\s*,?\s+(?:plus|and|\+)\s+(\d{1,2})\s+(?:more\s+|extra\s+)?(?:to|for)\s+(?:the\s+)?garnish\s*[.!]?$/i, (_w: string, a: string, thing: string, b: string) => `${Number(a) + Number(b)} ${thing}`)
    // '2 bottles of rosé à 75 cl', '2 flaskor rosévin à 75 cl': the size of each bottle, as when it is in brackets.
    .replace(/^(.*\b(?:bottles?|flask(?:a|or)|flasker?|bouteilles?|botellas?|flaschen?|bottiglie|garrafas?)\b.*?)\s+(?:a|\u00e0|each|je|cada)\s+(\d+(?:[.,]\d+)?\s*(?:cl|ml|l))\s*$/, '$1 ($2)')
    .replace(/(?<![\d.,])0(?:[.,][05])?\s*%(?=\s+(?!(?:abv|vol|alc|alcohol)\b)[a-z])/gi, 'alcohol-free')
    .replace(/(?<![\p{L}])(?:no|zero)[- ]alcohol(?=\s+[a-z])/giu, 'alcohol-free')
    // ('25 ml non-alc aperitif', 'n/a gin', 'NA beer' before the product: the alcohol-free kind.)
    // ('NA' only in capitals: 'na' is a word of Polish and Czech, '2 krople na gin'.)
    .replace(/(?<![\p{L}])(non[- ]?alc|non[- ]?alco|n\/a|na)\.?(?=\s+(?:aperitifs?|aperitivo|gin|spirits?|beers?|lager|spritz|prosecco|wine)\b)/giu, (whole: string, said: string) => (said.toLowerCase() === 'na' && said !== 'NA' ? whole : 'alcohol-free'))
    // So many bottles of a size in a list ('3 x 70cl gin, 2 x 70cl elderflower liqueur'): what they hold.
    .replace(BOTTLES_OF_A_SIZE, (_m: string, lead: string, count: string, size: string, unit: string) => `${lead}${Math.round(Number(count) * Number(size.replace(',', '.')) * 100) / 100} ${unit}`)
    // A top-up said as a spec sheet's shorthand ('Soda up', 'Tonic water full up', 'ginger ale to the top'): a top with it.
    .replace(/^(\s*(?:[-*\u2022]\s*)?)(?![a-z' ]*\b(?:shake|shaken|stir|stirred|fill|top|mix|muddle|build|dry|hard|it|them|all|serve|served|straight|neat|strain|pour|drink|glass|stand|line|make|chill|clean|wash|set)\b)([a-z][a-z' ]{2,25}?)\s+(?:full\s+up|fill\s+up|up|to the top|to top)\s*[.!]?\s*$/i, '$1top with $2');
  for (const [glyph, value] of Object.entries(VULGAR_FRACTIONS)) {
    const [n, d] = fractionOf(value);
    text = text.split(glyph).join(` ${n}/${d}`);
  }
  // A card read by OCR: 'l/2 oz' is 1/2, '5O ml' and '2O ml' are 50 and 20 (a letter only where a digit must be).
  // ('l oz lime juice' is one ounce: an 'l' alone before a measure is a 1.)
  text = capitalsAsScanned(text)
    .replace(/(^|[\s(])[lI](?=\/\d|\d|\s+(?:oz|ml|cl|rnl|tsp|tbsp|dash(?:es)?)\b|\s+[lI1]\/\d)/g, '$11')
    // ('1l/2 oz' is a one and a half read with an l, not a litre; 'O.5 oz' a half read with an O.)
    .replace(/(\d)[lI]\/(\d)/g, '$1 1/$2')
    // ('Cherry x l': a count of one read with an l.)
    .replace(/(\s[x\u00d7])\s?[lI](?=\s*$)/, '$1 1')
    .replace(/(^|[\s(])[oO](?=[.,]\d)/g, '$10')
    .replace(/(?<=\d)[oO]+(?=\s*(?:ml|cl|oz|g|rnl)\b)/g, (o) => '0'.repeat(o.length))
    // ('2S ml' is 25: an S after a digit before a measure is a five.)
    .replace(/(?<=\b\d)S(?=\s*(?:ml|cl|oz)\b)/g, '5')
    // (An O after a digit at the end of an amount with no unit, 'gin 3O / campari 3O', is a zero too.)
    .replace(/(?<=\b\d{1,3})[oO]+(?=\s*(?:$|[/,|;+]))/g, (o) => '0'.repeat(o.length))
    // (A capital I inside a word in small letters is an l, 'saIt', and so is one that starts a word it misspells,
    // 'Iime'; a plus and an l before a word, 'rim+l lime', is a 1.)
    .replace(/(?<=[a-z])I(?=[a-z])/g, 'l')
    .replace(/\bI([a-z]{2,})\b/g, (word: string, rest: string) => (knownWord(`l${rest}`) && !knownWord(word.toLowerCase()) ? `l${rest}` : word))
    .replace(/\+\s*[lI](?=\s+[a-zA-Z])/g, '+1')
    // (A zero read for the o of an ounce, '1 0z', '1/2 0z.': the ounce.)
    .replace(/(?<=\d\s?)0z\b/gi, 'oz')
    // (Ounces and millilitres parted by a slash, '3 oz / 90 ml', '3/4 oz / 22 ml': one amount, the millilitres.)
    .replace(/\b\d+(?:[.,]\d+)?(?:\s+\d\/\d)?(?:\/\d+)?\s*(?:fl\.?\s*)?oz\.?\s*\/\s*(\d+(?:[.,]\d+)?\s*ml)\b/gi, '$1')
    // (A twist, a spiral or a zest of a fruit is that fruit's twist: 'Twist of orange', 'long lemon spiral'.)
    .replace(/\b(twists?|peels?|zests?|wheels?|slices?|wedges?|spirals?|ribbons?)\s+of\s+(?:an?\s+|one\s+)?(orange|lemon|lime|grapefruit)\b(?!\s+(?:peel|zest|rind|twist|skin))/gi, '$2 $1')
    .replace(/\b(orange|lemon|lime|grapefruit)\s+(?:spirals?|ribbons?|horse'?s neck)\b/gi, '$1 twist')
    // (Two words of a product run together on a board, 'limejuice', 'gingerbeer': two words.)
    .replace(/\b(lime|lemon|orange|pineapple|cranberry|grapefruit|apple|sugar|simple|ginger|soda|tonic|egg)(juice|syrup|beer|water|peel|wedges?|wheels?|slices?|twists?|white)\b/gi, '$1 $2')
    // ... and a zero read inside a word or at its start for an O ('Ang0stura', 'Bourb0n', '0range'), a 5 for the S of a
    // method ('5hake hard').
    .replace(/(?<=[a-zA-Z])0(?=[a-zA-Z])/g, 'o')
    .replace(/(?<![\w.,])0(?=(?!(?:ml|cl|oz|l)\b)[a-zA-Z]{3,})/g, 'o')
    .replace(/(?<![\w.,])5(?=(?:hake|haken|tir|tirred|train|trained|erve|erved|queeze)\b)/gi, 's');
  // (A brand's marks are no part of its name: 'Tanqueray®', 'Fever-Tree™'.)
  text = text.replace(/[\u2122\u00ae\u00a9]/g, '');
  const normal = inEnglish(withScannerSlips(withHalfAfterUnit(withoutCostAndRowNumber(hundredsAsDigits(fold(text))))))
    // A rim on half the glass or all of it ('half-rim flaky salt', 'rim: flaky salt, full rim, outside only'): the salt,
    // for the rim.
    .replace(/^(?:a\s+)?(?:half|full)[- ]rim(?:med)?\s+(?:of\s+|with\s+)?([a-z][a-z -]{1,30}?)\s*$/, '$1, for the rim')
    // (Or said after the things, 'Maldon salt & Tajín half rim', 'salt and sugar half-rim': each, for the rim.)
    .replace(/^([a-z][a-z -]{1,30}?\s(?:&|and)\s[a-z][a-z -]{1,30}?)\s(?:half|full)[- ]rim(?:med)?\s*$/, '$1, for the rim')
    .replace(/^rim(?:med)?\s*:\s*([a-z][a-z -]{1,30}?)(?:\s*,\s*(?:(?:half|full|whole)\s+rim|(?:outside|inside)(?:\s+only)?|half|all the way round))*\s*$/, '$1, for the rim')
    // A thing's purpose and more of it ('8 mint leaves to muddle + 2 more to garnish'): all of it.
    .replace(/^(\d{1,2})\s+([a-z][a-z ]{2,30}?)\s+to\s+(?:muddle|garnish|press|shake)\s*(?:\+|and|plus)\s*(\d{1,2})\s+more(?:\s+to\s+(?:garnish|muddle|top))?\s*$/, (_w: string, a: string, name: string, b: string) => `${Number(a) + Number(b)} ${name}`)
    // How cold a poured thing is ('120 ml of very cold soda', 'ice-cold tonic'): no part of its name.
    .replace(/\b(?:very\s+|ice[- ]|really\s+|super\s+)?(?:cold|chilled|frozen)\s+(?=(?:soda|tonic|water|prosecco|champagne|ginger beer|ginger ale|cola|lager|beer)\b)/g, '')
    // A beer of no alcohol said by its strength ('0.0 lager', '0,0% beer'): the alcohol-free beer.
    .replace(/(?<![\d.,])0[.,]0\s*%?\s+(?=(?:lager|beer|ipa|ale|pils|pilsner|stout|wheat beer)\b)/g, 'alcohol free ')
    // A house infusion or wash of a spirit ('chilli-infused tequila', 'brown-butter-washed bourbon', 'fat washed rye'): the
    // spirit with its flavour, a flavoured kind of it (offered as the spirit for the manager to confirm).
    // (The flavour never a unit: '2 oz tea-infused gin' keeps its ounces.)
    .replace(/(?<![a-z])(?!(?:ml|cl|oz|l|tbsp|tsp|dash|dashes|of|and)\b)([a-z]+(?:[- ](?!(?:ml|cl|oz)\b)[a-z]+)?)[- ](?:infused|washed|steeped)\s+(?=(?:vodka|gin|rum|tequila|mezcal|whisky|whiskey|bourbon|scotch|rye|brandy|cognac|cachaca|vermouth|campari|aperol)\b)/g, (_w: string, flavour: string) => `${flavour.split(/[- ]/).filter((w) => w !== 'oil').at(-1) ?? ''} `)
    // A flavour in brackets after a spirit is its flavoured kind ('45ml Vodka (citrus)', 'rum (spiced)'): another product.
    .replace(/\b(vodka|rum|gin|tequila|whiske?y|bourbon|brandy|liqueur)\s*\(\s*(citrus|lemon|lime|orange|vanilla|cherry|raspberry|peach|apple|mango|pineapple|coconut|honey|pepper|chilli|chili|cucumber|spiced|cinnamon|caramel|salted caramel|berry|grapefruit|strawberry|blackcurrant|sloe)(?:\s+flavou?red)?\s*\)/g, '$2 $1')
    // A topping's measure in brackets after it ('topped with soda water (we use about 150 ml)'): that much of it.
    // (Its 'about' said short or abroad, 'c. 75ml', 'env. 6 cl', 'yaklaşık 8 cl'; a range, '(100-120 ml)'; the top said
    // after the name, 'Valdo Prosecco to top (c. 75ml)'.)
    .replace(/\b(?:top(?:ped)?(?: up)?(?: it)?(?: all)?(?: up)?(?: with)?|fill(?:ed)?(?: up)? with|lengthen(?:ed)? with)\s+(?:the\s+|some\s+)?(?!(?:up|off|it|all)\b)([a-z][a-z' ]{2,30}?)\s*\((?:(?:we|i)\s+use\s+|use\s+|roughly\s+|about\s+|around\s+|approx\.?\s+|ca\.?\s+|cca\.?\s+|circa\s+|c\.\s*|env\.?\s+|environ\s+|etwa\s+|ong\.?\s+|ongeveer\s+|cirka\s+|yaklasik\s+|aprox\.?\s+|~\s*)*(\d+(?:[.,]\d+)?(?:\s*[-\u2013]\s*\d+(?:[.,]\d+)?)?\s*(?:ml|cl|oz))\s*\)/g, '$2 $1')
    .replace(FULL_WITH_MEASURE, '$1 $3 $2')
    // ('Ginger beer – top up (about 4 oz)', 'soda water: fill (120 ml)': past a dash or a colon, a top-up said as a verb.)
    .replace(/^([a-z][a-z' -]{2,30}?)(?:,|\s*[-\u2013\u2014:])?\s+(?:to top(?: up)?|to fill(?: up)?|top(?:ped)?(?: up| off)?|fill(?: up)?)\s*\((?:roughly\s+|about\s+|around\s+|approx\.?\s+|ca\.?\s+|cca\.?\s+|circa\s+|c\.\s*|env\.?\s+|environ\s+|etwa\s+|ong\.?\s+|ongeveer\s+|cirka\s+|yaklasik\s+|aprox\.?\s+|~\s*)*(\d+(?:[.,]\d+)?(?:\s*[-\u2013]\s*\d+(?:[.,]\d+)?)?\s*(?:ml|cl|oz))\s*\)$/, '$2 $1')
    // Bottles counted after the name ('Aperol: 3 x 700ml bottles'): that many of that size.
    .replace(/^([a-z][a-z' -]{1,40}?)\s*(?:[:\-\u2013]\s*)?(\d+)\s*[x\u00d7*]\s*([\d.,]+)\s*(ml|cl|l)\s*(?:bottles?|cans?)?\s*$/, (_w: string, name: string, count: string, size: string, unit: string) => `${Number(count) * Number(size.replace(',', '.'))} ${unit} ${name}`)
    // A count after the name, past a dash or a times sign ('Fresh mint – 12 leaves', 'mint leaves ×10', 'Mint - 10'):
    // that many.
    .replace(/^([a-z][a-z' ]{2,40}?)\s*(?:[-\u2013\u2014:]|x|\u00d7)\s*(\d{1,2})\s*(leaves|leaf|wedges?|slices?|sprigs?|cherries|cherry|olives?|twists?|peels?|wheels?)?\s*$/, (w: string, name: string, n: string, shape?: string) =>
      /(?:leaves|leaf|wedges?|slices?|sprigs?|cherries|cherry|olives?|twists?|peels?|wheels?|mint|basil)$/.test(name) || shape ? `${n} ${name}${shape && !name.endsWith(shape.replace(/e?s$/, '')) ? ` ${shape}` : ''}` : w)
    // A count said with a times sign on either side of it, before or after the thing ('Angostura 2x', 'ango x3', 'x2
    // cherries', '2× lime wedge'): that many of the thing, in what it is counted in (a dash of bitters, a piece of a garnish).
    .replace(/^([a-z][a-z' \-]*?[a-z'])\s*(?:[x\u00d7]\s*(\d{1,2})|(\d{1,2})\s*[x\u00d7])$/, (_w: string, name: string, after?: string, before?: string) => `${after ?? before} ${name}`)
    .replace(/^[x\u00d7]\s*(\d{1,2})\s+(?=[a-z])|^(\d{1,2})\s*\u00d7\s*(?=[a-z])/, (_w: string, after?: string, before?: string) => `${after ?? before} `)
    // How the measure is poured, said after it ('Rittenhouse Rye – 50 ml pour', '2 oz shot of rye', '25 ml serve'): the measure.
    .replace(/(\d\s*(?:ml|cl|oz|l)\b)\s+(?:pours?|shots?|serves?|servings?|measures?|portions?)(?:\s+of\b|(?=\s*(?:$|[,;)/|])))/g, '$1')
    // Two measured things joined by how they are poured ('60ml dark rum over 100ml ginger beer', '15 ml lime juice
    // lengthened with 150 ml soda'): two lines.
    .replace(/(\d\s*(?:ml|cl|oz)\s+[a-z][a-z' -]*?[a-z])\s+(?:(?:lengthened|stretched|finished|crowned|charged|served|poured)\s+)?(?:over|on top of|under|topped with|with)\s+(?=\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b)/g, '$1 / ')
    // A chat's lead-in before the amount ('so grab like 20 ml elderflower cordial', 'then 90 ml prosecco', 'ok so grab 50 ml of gin').
    .replace(/^(?:(?:ok|okay|so|then|and|now|next|also|plus|grab|take|get|put|like|about|around|roughly|maybe|just|you need|we need|need|uh|um|uhm|erm|er|ah|hmm),?\s+)+(?=(?:\d|\.\d|a |an |one |two |three |four |five |six |seven |eight |nine |ten |fifteen |twenty|thirty|forty|fifty|sixty|half ))/, '')
    // A numbered list's mark before a line that has its own amount ('3. Fresh lemon juice ........ 10', '4 - Orange
    // juice 30', '1. 2 oz gin'): the amount is the line's, the mark only its place.
    .replace(/^\s*\d{1,2}\s*(?:[.)]\s+|\s[-\u2013\u2014:]\s+(?=[a-z]))(?=[^\d]*[a-z][^\d]*\d|\d)/, '')
    // A spreadsheet's row with its unit in a column of its own: 'Bourbon,50,ml', 'Angostura bitters;2;dash', tabs too.
    .replace(/^([a-z][a-z' .-]{1,40}?)\s*[,;\t]\s*(\d+(?:[.,]\d+)?|\d+\/\d+)\s*[,;\t]\s*(ml|cl|oz|tsp|tbsp|dash|dashes|barspoons?|parts?|pieces?|wedges?|slices?|leaves|g)\s*$/, '$2 $3 $1')
    // A spec sheet's abbreviations: 'wht rum', 's/s' (simple syrup).
    // A wine's appellation is no part of the product: 'Prosecco D.O.C.', 'Cava DO', 'Chianti DOCG'.
    .replace(/(?<=[a-z])\s+(?:d\.o\.c\.(?:g\.)?|d\.o\.c\.g|docg|doc|d\.o\.p\.?|dop|a\.o\.c\.?|aoc|i\.g\.t\.?|igt|d\.o\.)(?=\s|$|[,;])/g, '')
    .replace(/\bwht\b/g, 'white')
    // A phone's notes cut words short: 'swt verm' and 'dry verm' (vermouth), 'espr' (espresso), 'vod' (vodka), 'ss' after
    // an amount (sugar syrup), 'bsp' (barspoon) is read as a unit elsewhere.
    .replace(/\b(swt|sw|sweet|dry|rosso|red)\s+verm\b\.?/g, (_m: string, kind: string) => `${kind === 'dry' ? 'dry' : 'sweet'} vermouth`)
    .replace(/\bverm\b\.?/g, 'vermouth')
    .replace(/\bespr\b\.?/g, 'espresso')
    .replace(/\bvod\b\.?/g, 'vodka')
    .replace(/(?<=\d\s*(?:ml|cl|oz)?\s*)\bss\b(?!\s*[a-z])/g, 'sugar syrup')
    // A social post's handles and tags are the product ('50ml @tanqueraygin', '25ml #aperol', '20ml @kahlua_uk').
    .replace(/[@#]([a-z]{3,}?)(gin|rum|vodka|tequila|mezcal|whisky|whiskey|bourbon|cognac|spritz|liqueur|vermouth)\b/g, '$1 $2')
    .replace(/[@#]([a-z])/g, '$1')
    .replace(/(?<=[a-z])_(?:uk|us|usa|official|global|gb|de|es|fr|it|br|au|ca)\b/g, '')
    // More of a spec sheet's shorthand: 's/syr' (simple syrup), '1 EW' (egg white), 'dbl strain'.
    .replace(/(?<![a-z/])s\/(?:syr|syrup)\b\.?/g, 'simple syrup')
    .replace(/(?<=^(?:[-*\u2022]\s*)?(?:\d+(?:[.,]\d+)?|\d\/\d|a|an|one)?\s*)\bews?\b(?!\s*[a-z])/g, 'egg white')
    .replace(/\bdbl\b/g, 'double')
    // 'optional: 2 dashes Angostura', '2 dashes bitters (optional)': the line as it is, for the manager to keep or not.
    .replace(/^(?:optional|optionally|opcional|facultatif|optionnel|optional(?:e|er))\s*[:\-\u2013]?\s+/, '')
    .replace(/\s*\((?:optional|opcional|facultatif|optionnel)\)\s*$/, '')
    .replace(/\bdshs?\b\.?/g, 'dashes')
    // ('25ml x2 coffee liqueur': a measure poured twice.)
    // (Only a double or so: 'Gin 30ml x10' in a batch is ten serves, read with the batch.)
    .replace(/(\d+(?:[.,]\d+)?)\s*(ml|cl|oz)\s*[x\u00d7]\s*([2-4])\b(?!\s*(?:serves?|drinks?|people|guests|persons?|glasses|cocktails?)\b)/g, (_w: string, a: string, unit: string, n: string) => `${Math.round(Number(a.replace(',', '.')) * Number(n) * 100) / 100} ${unit}`)
    // ('fill up with cola to the edge', 'top to the brim with soda'): how far is no part of the thing.
    .replace(/\s+(?:to|up to)\s+the\s+(?:edge|brim|top|rim)\b/g, '')
    // ('a glug of elderflower cordial if the guest wants it sweeter'): the guest's taste is no part of the thing.
    .replace(/\s+if (?:the guest|guests|they|he|she|someone|somebody) (?:wants?|prefers?|asks? for)\b.*$/, '')
    .replace(/(?<=\d)dshs?\b\.?/g, ' dashes')
    // ('GARN CHRY X1': a garnish counted after it, the count first.)
    .replace(/\bgarn(?:ish)?\.?\s+([a-z][a-z ]{1,20}?)\s*[x\u00d7]\s*(\d{1,2})\s*$/, '$2 $1 (garnish)')
    // 'a freshly pulled shot of espresso (30ml)', '1 dose de cachaça (50 ml)': the measure in brackets at the end is the amount.
    .replace(/^(?:[-*\u2022]\s*)?(?:a|an|one|1|\d+)\s+(?:[a-z]+\s+){0,2}?(?:shots?|splash(?:es)?|doses?|pours?|measures?|jiggers?|glass(?:es)?|glas|dash(?:es)?|squeezes?|drizzles?|touch|bit|floats?|glugs?)\s+(?:of\s+|de\s+|di\s+|do\s+)?(.+?)\s*\(\s*(?:about\s+|approx\.?\s+|~\s*)?([\d.,]+\s*(?:ml|cl|l|oz))\s*\)$/, '$2 $1')
    // A garnish line that goes on to say why ('Garnish: a single flamed orange peel, chosen because ...'): the garnish.
    .replace(/^(garnish(?:ed)?(?: with)?\s*[:\-\u2013]\s*[^,.;]{3,60}?)\s*[,.;]\s*(?:chosen|because|which|that|as it|it|to|for|so)\b.*$/, '$1')
    // A notebook's shorthand: 'lem 25', 'sug 15', 'bour 60', 'sw verm 30', 'ango 2d'.
    .replace(/\blem\b/g, 'lemon')
    .replace(/\bhon-ging\b/g, 'honey ginger')
    // ... and a bartender's two- and three-letter ones ('2 wr / 1 lj / .75 ss', 'vod 1.5', 'tq 2', '1 camp', 'OP').
    .replace(SHORTHAND, (w: string) => SHORTHAND_WORDS[w] ?? w)
    // 'sim syr', 'simp syr', 'dem syr' (simple, demerara syrup), 'fr lime' (fresh), 'bar spn' (barspoon).
    .replace(/\bsimp?\.?\s+syr(?:up)?\b\.?/g, 'simple syrup')
    // (The serves an amount is for, '1,6 l Wodka für 16 Gäste', read for the batch: no part of the name.)
    .replace(FOR_SERVES_AFTER, '')
    // ('rasp syr': the raspberry's.)
    .replace(/\brasp\.?\s+(?=syr(?:up)?\b)/g, 'raspberry ')
    .replace(/\bsyr\b\.?/g, 'syrup')
    // (A thing asked for politely, 'lemon twist pls': the thing.)
    .replace(/(?<=[^\s,]),? (?:pls|plz|please)[.!]*$/, '')
    // (A coffee said strong, 'strong filter coffee': the coffee.)
    .replace(/\bstrong (?=(?:filter |drip |black |hot |brewed ){0,3}(?:coffee|tea)\b)/g, '')
    // (A US measure said so, '1 US gal dark rum', '2 US qt': the measure.)
    .replace(/\bus (?=(?:gal|gallons?|qt|quarts?|pints?|cups?|fl oz)\b)/g, '')
    .replace(/\bfr\.?\s+(?=(?:lime|lemon|orange|grapefruit|mint|ginger)\b)/g, 'fresh ')
    .replace(/\bbar\s*spn\b\.?/g, 'barspoon')
    .replace(/\bsug\b(?:\s+syrup\b)?/g, 'sugar syrup')
    // A label before one measured thing ("Spritz o'clock: 9 cl prosecco", 'Check: 45 ml gin'): the thing first, the
    // label after it in brackets (where a bracket's words still name the thing: '50 ml white (rum)').
    .replace(LABEL_BEFORE_ONE_MEASURE, '$2 ($1)')
    .replace(/\bsimp\b/g, 'simple syrup')
    .replace(/\bbour\b/g, 'bourbon')
    .replace(/\b(sw|swt|sweet|dry)\.? verm\b\.?/g, (_w: string, kind: string) => `${kind === 'dry' ? 'dry' : 'sweet'} vermouth`)
    .replace(/\bverm\b\.?/g, 'vermouth')
    .replace(/\bangos?\b/g, 'angostura')
    .replace(/(?<=[a-z]\s+)(\d+)\s*d\b\.?$|^(\d+)\s*d\b\.?(?=\s+[a-z])/g, (_w: string, after?: string, before?: string) => `${after ?? before} dashes`)
    .replace(/(?<![a-z/])s\/s\b/g, 'simple syrup')
    // The zest of a fruit is its zest, not the fruit ('zest of 1 lime' is no lime wedge).
    .replace(/\b(?:the\s+)?(?:finely\s+)?(?:grated\s+)?(zest|peel|rind) of (?:an?\s+|one\s+|1\s+|half an?\s+|1\/2\s+)?(lime|lemon|orange|grapefruit)s?\b/g, (_w: string, part: string, fruit: string) => `${fruit} ${part === 'rind' ? 'zest' : part}`)
    // The juice from a fruit named with no count is its juice ('2,5 cl of juice from lime', '90 ml of juice of orange', as a
    // machine translates 'sok z limonki', 'suco de laranja').
    .replace(/\b(?:the\s+)?juice\s+(?:from|of)\s+(?:the\s+)?(?:fresh\s+)?(lime|lemon|orange|grapefruit|pineapple|cranberry|apple)s?\b(?!\s*(?:wedges?|slices?|wheels?|twists?|peels?))/g, '$1 juice')
    // A condition on having it ('candied ginger if we have it, otherwise skip', 'a cherry if available'): the thing.
    // (An alternative in brackets on that condition is no ingredient: '40ml vodka (citrus vodka if you have it)'.)
    .replace(/\s*\([^()]*\bif (?:we|you) (?:have|got|ve got) (?:it|them|any|some)\b[^()]*\)/g, '')
    .replace(/\s*(?:,\s*)?\b(?:if (?:we|you) (?:have|got|ve got) (?:it|them|any|some)|if (?:available|on hand|in stock)|when (?:available|in season))\b[^,.;()]*(?:[,;]\s*(?:otherwise|else|or)\s+(?:skip(?: it)?|leave (?:it )?out|omit(?: it)?|none|nothing|without))?/g, '')
    // A house wine by its colour ('a glass of house white'), and sugar said to be a syrup ('7.5ml sugar (rich 2:1)').
    .replace(/\bhouse (white|red|rose)\b(?!\s+wine)/g, 'house $1 wine')
    .replace(/\bsugar\s*\(\s*(?:rich\s*)?(?:\d\s*:\s*\d|rich|simple|syrup)[^)]*\)/g, 'sugar syrup')
    // A squeeze of a citrus is a quarter of its juice ('a squeeze of lemon').
    .replace(/^(?:[-*\u2022]\s*)?(?:a|one|1)\s+squeeze of (?:fresh\s+)?(lime|lemon|orange|grapefruit)\s*$/, 'juice of 1/4 $1')
    // (Measured, its measure said in brackets after it in prose: '10 ml squeeze of fresh lime' is that much of its juice.)
    .replace(/^(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))\s+squeezes? of (?:fresh\s+)?(lime|lemon|orange|grapefruit)\s*$/, '$1 $2 juice')
    // A measure with no number is one of it: 'barspoon lime juice', 'dash of Angostura', 'splash soda'.
    .replace(/^(?:[-*\u2022]\s*)?(barspoons?|bar spoons?|teaspoons?|tsp|tablespoons?|tbsp|dash|splash|pinch|jigger|pony)\s+(?:of\s+)?(?=[a-z])/, '1 $1 ')
    // A bar's shorthand of three quarters of a lime or lemon is its juice in ounces ('.75 lime', '3/4 lemon').
    .replace(/^(?:[-*\u2022]\s*)?(0?\.75|0?\.25|3\/4|1\/4|1\.25|1\.75)\s+(lime|lemon)s?\s*$/, '$1 oz $2 juice')
    // Brands offered as alternatives in brackets ('ginger beer (Fever-Tree or Q)'): the product.
    .replace(/\s*\((?:[a-z0-9'&. -]{1,30}\s+(?:or|o|ou|oder|\/)\s+[a-z0-9'&. -]{1,30}|e\.?g\.?[^)]{0,40}|like [^)]{0,40})\)/g, '')
    // 'half a lime', 'half an ounce': a half of one.
    .replace(/\bhalf (?:a|an)\b/g, '1/2')
    // '3/4 of an ounce', '.5 of a teaspoon': that part of the measure, said as any amount is ('3/4 ounce').
    .replace(/(?<![\w.])(\d\/\d{1,2}|\d*[.,]\d+)\s+of\s+(?:a|an|one)\s+(?=(?:ounces?|oz|teaspoons?|tsp|tablespoons?|tbsp|barspoons?|bar spoons?|cups?|shots?|jiggers?|measures?)\b)/g, '$1 ')
    // 'the white of one egg', 'the whites of 2 eggs': counted egg whites.
    .replace(/\b(?:the )?whites? (?:of|from) (?:an?|one|1)\s+eggs?\b/g, '1 egg white')
    .replace(/\b(?:the )?whites? (?:of|from) (two|2|three|3)\s+eggs?\b/g, '$1 egg whites')
    // 'squeeze half a lime in', 'squeeze in a lemon': the juice of it.
    .replace(/\bsqueez(?:e|ed|ing)(?: in| over)? (?:the juice of )?(1\/2|a|an|one|two|\d+) (limes?|lemons?|oranges?)\b(?!\s*(?:wedges?|slices?|wheels?|twists?|peels?|quarters?|halves))(?: in(?:to it| there)?\b)?/g, 'the juice of $1 $2')
    .replace(/\u2044/g, '/')
    // '1 / 2 oz' is a half; 'soda 100 / 1 lime wedge' is two things (a fraction's top is one digit).
    .replace(/(?<![\d.,])(\d)\s+\/\s*(\d{1,2})(?![\d.,])/g, '$1/$2')
    // 'about 120 ml', '~ 2 oz', 'environ 12 cl', 'etwa 4 cl', 'about three ounces': the amount as said (a recipe's
    // 'about' changes nothing).
    // (So is a bound said of it, 'up to 15 ml', 'at least 45 ml', 'c. 10 ml', 'max 20 ml': the amount as said.)
    .replace(/(?:\b(?:up to|upto|at least|at most|no more than|not more than|no less than|max\.?|maximum|min\.?|minimum|c\.|about|approx\.?|approximately|around|roughly|circa|ca\.|ca(?=\s+\d)|cirka|unos|unas|aprox\.?|aproximadamente|environ|etwa|circa|cerca de|quasi|ok\.|okolo|ongeveer|ong\.|zirka|cerca|omkring|ungefar|ungefaer)\s*|~\s*)(?=\d|(?:half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/g, '')
    // 'Minzblätter (ca. 5)', 'mint leaves (8)': a count in brackets after a counted thing is its number.
    .replace(/^((?:garnish(?:ed)?(?: with)?\s*:?\s*)?)([a-z][a-z' -]{2,40}?(?:leaves|leaf|wedges?|slices?|sprigs?|pieces?|cherries|cherry|olives?|beans?|berries|twists?|peels?|wheels?))\s*\(\s*(\d{1,3})\s*(?:pcs|pieces|stuck|st\.?)?\s*\)$/, '$1$3 $2')
    // 'Islay scotch, like Laphroaig 10': the number after a malt's or a rum's name is its age, never an amount.
    // ('Laphroaig 7.5 ml' is an amount, its decimals and all; 'Havana Club 7' is another rum than 'Havana Club', named by
    // its number, and keeps it.)
    .replace(/\b(laphroaig|lagavulin|ardbeg|bowmore|talisker|glenlivet|glenfiddich|macallan|glenmorangie|highland park|balvenie|dalmore|oban|appleton(?: estate)?|zacapa|diplomatico|el dorado|mount gay)\s+(\d{1,2})\b(?![.,]\d|\s*(?:ml|cl|oz|l)\b)/g, '$1')
    // 'top w/ soda', 'top w soda': with.
    .replace(/\bw\/\s*/g, 'with ')
    .replace(/\bw\b(?=\s+[a-z])/g, 'with')
    // 'a heaped barspoon', '2 level teaspoons', 'a good splash': the measure is the unit.
    .replace(SIZED_MEASURE, '$1 ')
    .replace(SIZED_AMOUNT, '$1')
    // 'an ounce and a half', 'two ounces and a half': one and a half ounces.
    .replace(AND_A_HALF, (_w: string, lead: string, n: string, unit: string) => `${lead}${NUMBER_WORDS[n] ?? n} 1/2 ${unit}`)
    // '2 parts (50 ml) Aperol', '1 splash (25 ml) of soda': a loose measure with the exact one in brackets is the
    // exact one, for all of it.
    .replace(/^(?:a|an|one|two|three|\d+(?:[.,]\d+)?|\d+\/\d+)\s+(?:parts?|splash(?:es)?|dash(?:es)?|drizzles?|glugs?|fingers?|measures?|barspoons?|bar spoons?)\s*\(\s*(?:about\s+|approx\.?\s+|~\s*)?([\d.,]+\s*(?:ml|cl|oz))\s*\)\s*(?:of\s+)?/, '$1 ')
    // 'a bottle (750 ml) of red wine', 'a shot (1.5 oz) of bourbon': the measure in brackets is the amount.
    .replace(CONTAINER_MEASURED, (_w: string, count: string, measure: string) => {
      const n = /^\d+$/.test(count) ? Number(count) : 1;
      const amount = /^([\d.,]+)\s*(.*)$/.exec(measure.trim());
      return amount && n > 1 ? `${Number(amount[1]!.replace(',', '.')) * n} ${amount[2]} ` : `${measure.trim()} `;
    })
    // '2 x 330 ml cans ginger beer', '4 x 25ml': that many of that size.
    .replace(/^(\d+)\s*[x\u00d7*]\s*([\d.,]+)\s*(ml|cl|l|oz)\b\s*(?:(?:bottles?|cans?|glass(?:es)?|cartons?|shots?)\s+)?(?:of\s+)?/, (_w: string, count: string, size: string, unit: string) => `${Number(count) * Number(size.replace(',', '.'))} ${unit} `)
    // 'a large thin slice of lemon peel', 'one long wide twist': the size of a garnish is no part of its name.
    .replace(/(^|\s)(?:(a|an|one|\d+)\s+)?(?:(?:large|small|thin|thick|long|wide|big|little|fat|nice|fresh|generous)\s+){1,3}(?=(?:slice|wedge|twist|peel|strip|sprig|wheel|piece)s?\b)/g, (_w: string, lead: string, count: string | undefined) => `${lead}${count ? `${count} ` : ''}`)
    // 'a 700ml bottle of Campari', '2 330 ml cans of ginger beer': that many of that size.
    .replace(/^(a|an|one|\d+)\s+([\d.,]+)\s*(ml|cl|l|oz)\s+(?:bottles?|cans?|glass(?:es)?|cartons?)\s+(?:of\s+)?/, (_w: string, count: string, size: string, unit: string) => `${(/^\d+$/.test(count) ? Number(count) : 1) * Number(size.replace(',', '.'))} ${unit} `)
    // ('pink grapefruit juice', 'ruby red grapefruit': the colour of the same fruit; 'Beefeater Pink' is another gin.)
    .replace(/\b(?:pink|ruby(?: red)?|red|white|star ruby)\s+(?=grapefruits?\b)/g, '')
    // 'heavy pour white rum (2 oz)', 'drizzle ½ tsp grenadine', 'rinse of absinthe': how it is poured, before what.
    // ('Sink 15ml grenadine down the side': the verb before a measure, as 'float 10 ml dark rum' is read in prose.)
    .replace(/^(?:(?:heavy|generous|healthy|big|light|short|long|double|single|hard|free)\s+pour(?:\s+of)?|(?:drizzle|drizzled|dot|dotted)(?:\s+of|\s+with)?)\s+(?=[a-z\d\u00bc-\u00be\u2150-\u215e])|^sink\s+(?=\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b(?![^]*\b(?:and|then|with)\b))/, '')
    // 'soda water splash (30 ml)', 'bourbon pour (about 2 oz)': the measure in brackets is the amount of the name.
    .replace(/^([a-z][a-z' -]*?)\s+(?:splash|dash|shot|pour|float|top(?: up)?|measure)\s*\(\s*([\d.,]+\s*(?:ml|cl|oz))\s*\)$/, '$2 $1')
    // 'Salt half the rim', 'sugar on half the rim': a rim, however much of it.
    .replace(/^((?:[a-z]+\s+)?(?:salt|sugar))\s+(?:on\s+|around\s+)?(?:half(?:\s+of)?|the|a)\s+(?:the\s+)?(?:glass\s+)?rim\b.*$/, '$1 for the rim')
    // 'Rim salt: 50 g', 'margarita salt': the salt, whatever it is for.
    .replace(/\b(?:rim|rimming|margarita)\s+salt\b/g, 'salt')
    // 'rim: Tajín or flaky sea salt', 'Rim - sugar': the thing for the rim, said after its label.
    .replace(/^(?:rim(?:med)?|for the rim|glass rim|rand|borde|bord|bordo|borda)(?:\s+with)?\s*(?::|\s[-\u2013\u2014]\s)\s*([a-z][^\d,;]{1,60})$/, '$1 for the rim')
    // 'olives on a pick', 'a cherry on a skewer': how it is served, not what it is.
    .replace(/\s+(?:on|in) (?:a |the )?(?:cocktail )?(?:pick|skewer|stick|toothpick)s?$/, '')
    // 'Aperol x 3 cl' (the name, times, the measure) and 'dark rum 25 ml x 2' (that measure twice): the amount first.
    .replace(/^([a-z][a-z' \-]*?[a-z])\s+x\s+(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))$/, '$2 $1')
    .replace(/^([a-z][a-z' \-]*?[a-z])\s+(\d+(?:[.,]\d+)?)\s*(ml|cl|oz)\s*x\s*([2-9])$/, (_w: string, name: string, n: string, unit: string, times: string) => `${Number(n.replace(',', '.')) * Number(times)} ${unit} ${name}`)
    // 'Lime 1/2 (juiced)', 'lemon 1, juiced': the juice of that much fruit.
    .replace(/^(?:[-*\u2022\u00b7]\s*)?(limes?|lemons?|oranges?|grapefruits?)\s+(\d+(?:\/\d+)?|half)\s*(?:[,(]\s*)?(juiced|squeezed)\s*\)?$/, '$2 $1, juiced')
    // '1 large lemon (juiced)', '2 whole limes (squeezed)': the juice of them.
    .replace(/^((?:\d+(?:\/\d+)?|a|an|one|half)\s+(?:[a-z]+\s+)?(?:limes?|lemons?|oranges?|grapefruits?))\s*\(\s*(?:juiced|squeezed)\s*\)$/, '$1, juiced')
    .replace(/\s+/g, ' ')
    .trim();
  const placed = bareMillilitres(withoutPlacement(normal));
  // 'soda ~120', 'sugar syr 20': a bare number of 5 or more after a name is millilitres, as a bar writes it.
  const bare = NAME_THEN_BARE.exec(placed);
  return syrupOfSugar(bare && !bare[3] && (parseAmount(bare[2]!) ?? 0) >= 5 ? bareAmountFirst(bare) : placed);
}

/** Sugar poured by the millilitre or the ounce is the syrup ('sugar 10', '15 ml sugar', '3/4 oz sugar'). */
function syrupOfSugar(text: string): string {
  return text.replace(/^((?:\d+(?:[.,]\d+)?|\d+\/\d+|\d+ \d+\/\d+)\s*(?:ml|cl|oz)\s+(?:of\s+)?(?:white\s+|simple\s+)?)sugar\b(?!\s*(?:sy[a-z]*|cubes?|lumps?|rim|for))/, '$1sugar syrup');
}

/**
 * A bar's shorthand: a bare number of 5 or more before a poured thing is millilitres ('20 lemon', '15 sugar', '50
 * Tanqueray', '7.5 laphroaig'); a counted thing ('8 mint leaves', '12 ice cubes') or whole fruit ('5 limes') stays a count.
 */
function bareMillilitres(text: string): string {
  const m = /^(\d+(?:[.,]\d+)?)\s+([a-z][a-z'&\- ]*)$/.exec(text);
  if (!m) return text;
  const value = Number(m[1]!.replace(',', '.'));
  const name = m[2]!;
  if (!(value >= 5 || !Number.isInteger(value)) || value > 1000) return text;
  // ('15 egg white' among lines in ml is 15 ml of it; '2 egg whites' are two.)
  const eggWhiteMl = /^egg white$/.test(name) && value >= 5 && value <= 60;
  if (!eggWhiteMl && (UNIT_AHEAD.test(name) || COUNTED_AFTER.test(name))) return text;
  if (!eggWhiteMl && /^(?:whole\s+)?(?:limes|lemons|oranges|grapefruits|eggs?|egg whites?|cherries|olives|strawberries|raspberries|blackberries|blueberries|coffee beans|cloves|cubes?|sugar cubes?|people|persons|guests|servings?|drinks?|glasses|cocktails|bottles|cans)\b/.test(name)) return text;
  if (/\b(?:leaves|leaf|wedges?|slices?|wheels?|twists?|peels?|sprigs?|pieces?|chunks?|cubes?)\b/.test(name)) return text;
  // ('8 mint', '6 basil': leaves are counted, whatever the paste's other measures.)
  if (/^(?:fresh\s+)?(?:mint|basil|sage|rosemary|thyme|shiso)$/.test(name)) return text;
  return `${m[1]} ml ${name}`;
}

/** A container or a pour with its measure in brackets: '1 bottle (750ml)', 'a shot (1.5 oz) of'. */
const CONTAINER_MEASURED = /^(a|an|one|\d+)\s+(?:bottles?|shots?|cans?|glass(?:es)?|measures?|jiggers?|pours?|nips?|pints?|doubles?|singles?)\s*\(\s*(?:about\s+|approx\.?\s+|~\s*)?([\d.,]+\s*(?:ml|cl|oz|l))\s*\)\s*(?:of\s+)?/;

/** A bracket that only says the product has no alcohol ('(alcohol-free)', '(0.0)', '(N/A)'). */
const ALCOHOL_FREE_BRACKET = new RegExp(String.raw`^(?:${ALCOHOL_FREE_MARKER_SOURCE}|na|n/a)$`);
/** A bracket that says the product has no alcohol among other words ('(alkoholfrei, trust me)'); never after a 'not'. */
const ALCOHOL_FREE_SAID_IN_BRACKET = new RegExp(String.raw`(?<!\b(?:not|nicht|no|pas|non|nao|niet|kein|keine|isn't|isnt|never)\s+)(?:^|[\s,;])${ALCOHOL_FREE_MARKER_SOURCE}(?=$|[\s,;.!])`);
/** An amount and its unit at the start of a line ('50 ml ', '1 1/2 oz of '), or nothing. */
const LEADING_MEASURE = new RegExp(String.raw`^\s*(?:(?:${AMOUNT})\s*(?:${UNIT})?\s*(?:of\s+)?)?`);
/**
 * A name with a bare amount after it ('Gin 50', 'lime: 30', 'soda ~120', 'Gin 4-5cl' with its range); a note ('Serves
 * 4') or a count ('mint x10') is none.
 */
const NAME_THEN_BARE = new RegExp(String.raw`^(?!(?:serves?|makes?|yields?|feeds|for|batch|portions?|servings?|glass|table|step)\b)([a-z][a-z' \-]*?[a-z])(?<!\bx)\s*(?:[:\-]\s*)?~?\s*(${NUMBER}(?:\s*[-\u2013]\s*${PLAIN_NUMBER})?)\s*(${UNIT})?$`);
/** The amount first: a bare number of 5 or more is millilitres, as a bar writes them ('Gin 50'); a smaller one stays for the reader. */
function bareAmountFirst(m: RegExpExecArray, ounces = false): string {
  // ('Mint leaves 8', 'lime wedges 2': things counted stay counted.)
  const counted = /\b(?:leaves|leaf|wedges?|slices?|wheels?|twists?|peels?|sprigs?|cherries|olives?|pieces?|cubes?|beans?)\b/.test(m[1]!);
  const unit = m[3] ? ` ${m[3]}` : counted ? '' : (parseAmount(m[2]!) ?? 0) >= 5 ? ' ml' : ounces ? ' oz' : '';
  return `${m[2]}${unit} ${m[1]}`;
}

/**
 * What `inEnglish` made of a text lately: the same line is read again for each of its parts and candidates, and the
 * phrase table's one pattern is slow on text outside Latin-1 ('★ 1 ★ 1 ...'). Bounded; cleared when full.
 */
/** A recipe in Spanish, French, German, Italian or Portuguese read in the English of the import ('2 cl Zitronensaft' -> '2 cl lemon juice'). */
export const inEnglish = remembered((folded) => inEnglishOnce(folded), 2000);

/** The Japanese words as the import folds them, longest first, and the one pattern that finds them (no word boundaries in kana). */
const JAPANESE_FOLDED = new Map([...Object.entries(CHINESE_WORDS), ...Object.entries(JAPANESE_WORDS)].map(([ja, en]) => [fold(ja), en]));
const JAPANESE_PATTERN = new RegExp([...JAPANESE_FOLDED.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
const HAS_JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
/**
 * A line's words written wholly in Cyrillic, in Latin letters (capitals kept); each word read is kept in `back` (its
 * Latin spelling to the word pasted). A word that mixes the scripts ('vоdka' with a Cyrillic о) is left to `fold`,
 * which reads it by the letters it passes for.
 */
export function cyrillicRead(line: string, back: Map<string, string>): string {
  return line.normalize('NFC').replace(/\p{L}+/gu, (word: string) => {
    if (!/[\u0400-\u04ff]/.test(word) || /\p{Script=Latin}/u.test(word)) return word;
    const latin = cyrillicInLatin(word);
    back.set(latin, word);
    return latin;
  });
}

/** Japanese, Chinese or Korean letters: a line of a card in those scripts (read by the tables above, listed as pasted). */
export const EAST_ASIAN_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;

/**
 * The Korean words as the import folds them (folding parts a syllable into its letters, jamo), longest first; a word of
 * one syllable only with no other letter touching it, a counter only after a number.
 */
const escaped = (k: string) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KOREAN_FOLDED = new Map([...Object.entries(KOREAN_WORDS), ...Object.entries(KOREAN_ALONE)].map(([ko, en]) => [fold(ko), en]));
const JAMO = String.raw`\u1100-\u11ff\u3130-\u318f`;
const KOREAN_PATTERN = new RegExp(
  [
    ...Object.keys(KOREAN_COUNTERS).map((k) => String.raw`(?<=\d\s?)${escaped(fold(k))}(?![${JAMO}])`),
    ...Object.keys(KOREAN_WORDS).map((k) => fold(k)).sort((a, b) => b.length - a.length).map(escaped),
    ...Object.keys(KOREAN_ALONE).map((k) => String.raw`(?<![${JAMO}])${escaped(fold(k))}(?![${JAMO}])`),
  ].join('|'),
  'gu',
);
const KOREAN_COUNTED = new Map(Object.entries(KOREAN_COUNTERS).map(([ko, en]) => [fold(ko), en]));
const HAS_KOREAN = new RegExp(`[${JAMO}\\uac00-\\ud7af]`, 'u');

function inEnglishOnce(folded: string): string {
  if (HAS_JAPANESE.test(folded)) folded = folded.replace(JAPANESE_PATTERN, (m) => ` ${JAPANESE_FOLDED.get(m) ?? m} `).replace(/\s+(piece|drops|glass|dashes|barspoon|tsp|tbsp)\b/g, ' $1');
  if (HAS_KOREAN.test(folded)) {
    folded = folded
      .replace(KOREAN_PATTERN, (m, at: number, whole: string) => (/\d\s?$/.test(whole.slice(0, at)) && KOREAN_COUNTED.has(m) ? ` ${KOREAN_COUNTED.get(m)} ` : ` ${KOREAN_FOLDED.get(m) ?? m} `))
      .replace(/\s+(piece|drops|glass|dashes|barspoon|tsp|tbsp)\b/g, ' $1');
  }
  const said = folded
    .replace(/\b([dl])'(?=[a-z])/g, '$1 ')
    .replace(SPOON_AFTER_NUMBER, (_w: string, n: string, spoon: string) => `${n} ${spoon === 'tl' ? 'tsp' : spoon === 'bl' ? 'barspoon' : 'tbsp'}`)
    .replace(ROMANCE_SHORT_SPOON_AFTER_NUMBER, (_w: string, n: string, spoon: string) => `${n} ${/^(?:c\.?\s?a\s?c\b|cdt|cdit|c\.?\s?(?:de\s)?cha)/.test(spoon) ? 'tsp' : 'tbsp'} `)
    .replace(KOREAN_LATIN_COUNTER, '$1 ')
    .replace(SHORT_SPOON_AFTER_NUMBER, (_w: string, n: string, spoon: string) => `${n} ${/^(?:ts|ch)/.test(spoon) ? 'tsp' : 'tbsp'}`)
    .replace(AS_MUCH_AS_NEEDED, ' to taste ')
    .replace(SPRITZER_OF_BITTERS, 'dashes')
    .replace(SPRITZER, 'splash')
    .replace(HALF_A_FRUIT, '1/2 ')
    .replace(HALF_A_MEASURE, '1/2 ')
    // ('unos 12 cl', 'unas 2 onzas': about that much; 'unas gotas' is a few, read below.)
    .replace(/\bun[oa]s\s+(?=\d)/g, 'about ')
    // A syrup said alone in Spanish and Portuguese ('3/4 onza de jarabe', 'xarope'): the plain one ('jarabe de agave' is read below).
    .replace(/\b(jarabe|xarope)\b(?!\s+(?:de|d|do|da|simple|simples|natural|comun)\b)/g, (_w: string, s: string) => (s === 'jarabe' ? 'jarabe simple' : 'xarope simples'))
    // A spoon's size in brackets ('2 colheres (sopa) de açúcar', '1 cucharada (té)'): the spoon said in full.
    .replace(/\b(colher(?:es)?|cuchara(?:s|ditas?|das?)?|cucchiai(?:no)?|cuilleres?)\s*\(\s*(sopa|cha|cafe|te|the|soupe)\s*\)/g, '$1 de $2')
    // German puts the verb last: 'mit Soda auffüllen', 'mit Tonic aufgießen' is 'top with soda'.
    .replace(/\bmit\s+((?:[a-z0-9.,/]+\s+){0,4}?[a-z]+)\s+(?:auffullen|auffuellen|aufgiessen|aufgießen|toppen|abspritzen|aufspritzen)\b/g, 'top with $1')
    // French 'et' between measured ingredients ('2 cl de jus de citron vert et 1 cl de Cointreau') is 'and'.
    .replace(/\bet\s+(?=\d)/g, 'and ');
  return withPhrasesRead(said)
    .replace(GERMAN_COMPOUND, (_w: string, flavour: string, form: string) => `${COMPOUND_FLAVOURS[flavour]} ${COMPOUND_FORMS[form]}`)
    .replace(SYRUP_OF, (_w: string, flavour: string) => `${flavour} syrup`)
    // 'liquore ai fiori di sambuco', 'licor de saúco', 'liqueur de sureau' (the flavour read above): the flavour's liqueur.
    .replace(/\b(?:liquore|licor|liqueur|likor)\s+(?:de|d|di|do|da|al|ai|alla|allo|alle|a la|aux|au)\s+(?:(?:la|los|las|le|les|il|i|o|a)\s+)?([a-z]+)\b/g, '$1 liqueur')
    .replace(MEASURE_PREPOSITION, '$1 ')
    // 'Add X to the top' ('Tambahkan air soda hingga penuh', 'Thêm soda cho đầy ly', read as 'add soda water to top'): a top.
    .replace(/^(?:add|them)\s+(?![\d.])([a-z][a-z ]{1,40}?)\s+to top$/, 'top with $1')
    .replace(SPOKEN_CORRECTION, '$1')
    .replace(/\b([a-z]{2,8}) (?=([a-z]{2,8})\b)/g, (w: string, a: string, b: string) => (WORDS_SPLIT_IN_SPEECH.has(a + b) ? a : w))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The phrase tables' words in English ('zumo de limon' -> 'lemon juice'), only where two letters stand together: every
 * phrase has them, and a line of marks and numbers ('★ 1 ★ 1 ...') is spared two long alternations tried at each of
 * its places.
 */
function withPhrasesRead(text: string): string {
  if (!/[a-z]{2}/.test(text)) return text;
  return text.replace(IMPORT_PHRASE_PATTERN, (m) => IMPORT_PHRASES[m.replace(/\s+/g, ' ')] ?? m).replace(IMPORT_PHRASE_PATTERN_MORE, (m) => IMPORT_PHRASES_MORE[m.replace(/\s+/g, ' ')] ?? m);
}

/**
 * A voice note's word corrected as it is said, after a measure ('thirty mil of come perry sorry campari', 'ginger ale I
 * mean ginger beer'): the word said last.
 */
const SPOKEN_CORRECTION = /(\b(?:ml|mils?|mills|cl|oz|of|shots?|dash(?:es)?|splash) )[a-z'][a-z' ]{0,30}? (?:sorry|i mean|i meant|no wait),? (?=[a-z])/g;
/**
 * Product words of five letters or more a transcriber splits in two ('ver mouth', 'pro secco', 'vod ka'): joined again
 * where the two halves make one of them.
 */
const WORDS_SPLIT_IN_SPEECH = new Set(
  [...SYNONYMS.flatMap((g) => [g.name, ...g.also]), ...INGREDIENT_LEXICON.flatMap((e) => e.words)]
    .flatMap((n) => n.replace(/^=|\s+~[\d.]+$/g, '').split(/\s+/))
    .filter((w) => /^[a-z]{5,16}$/.test(w)),
);

/** A German compound of a known flavour and form ('holunderblutensirup' -> 'elderflower syrup'); a linking 'n', 's' or 'en' is allowed. */
const GERMAN_COMPOUND = new RegExp(
  String.raw`\b(${Object.keys(COMPOUND_FLAVOURS).sort((a, b) => b.length - a.length).join('|')})(?:n|s|en)?(${Object.keys(COMPOUND_FORMS).sort((a, b) => b.length - a.length).join('|')})\b`,
  'g',
);

function fractionOf(value: number): [number, number] {
  for (let d = 2; d <= 10; d++) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) < 1e-9) return [n, d];
  }
  return [Math.round(value * 100), 100];
}

const GARNISH = /\b(?:for|to|as(?: a)?)\s+garnish\b|\bgarnish(?:ed)?\b|\bto decorate\b|\bfor the rim\b|\bto rim\b|\brim\b/;
const TOP = /\b(?:top(?:ped)?(?: it)?(?: all)?(?: up| off)?(?: with)?|to top(?: up)?|top-up|for topping)\b/;
const FILL = /\b(?:fill(?:ed)?(?: up)?(?: with)?|to fill|to the top)\b/;

/**
 * Splits a garnish line that names several garnishes into one line each: 'Orange slice and cherry, to garnish'.
 * Lines with amounts are left alone.
 */
/** A garnish named and then counted by its uses ('lime wedges: one to wet the rim, one to garnish'): that many, one line. */
const COUNTED_BY_USES = /^\s*([a-z][a-z ]{0,20}?(?:wedges?|wheels?|slices?|twists?|peels?|cherr(?:y|ies)|olives?|sprigs?|leaves))\s*:\s*((?:one|a|1)\s+(?:to|for)\b[^,;]{0,40}(?:[,;]\s*(?:and\s+)?(?:one|a|1|another)\s+(?:to|for)\b[^,;]{0,40}){1,4})\s*$/i;

export function splitIngredientLine(line: string): string[] {
  const uses = COUNTED_BY_USES.exec(line);
  if (uses) return [`${uses[2]!.split(/[,;]/).length} ${uses[1]!}, for garnish`];
  const text = line.trim();
  // (Commas too: 'Garnish: pineapple leaf, cherry, orange slice'.)
  const english = garnishesOf(text, /\s*,\s*|\s+(?:and|&|\+)\s+/i);
  if (english) return english;
  // Garnishes, and the ice, named together with no garnish word: 'orange slice & plenty of ice', 'Orange slice and
  // a cherry on top'.
  if (!/\d/.test(text)) {
    const parts = text.split(/\s*,\s*|\s+(?:and|&|y|e|et|und)\s+/i).map((p) => p.trim()).filter(Boolean);
    // Read in English ('mezza fetta d'arancia e scorza di limone': half an orange slice and a lemon twist).
    const folded = parts.map((p) =>
      normaliseLine(p)
        .replace(/^(?:1\/2|half|mezza|media|demi|halbe?)\s+/, '')
        .replace(/,?\s+(?:to top|on top|on the side|to finish|in the glass)$/, '')
        .replace(/[.!]+$/, ''),
    );
    const isIce = (p: string) => NOT_STOCK_LINES.some((re) => re.test(p));
    if (parts.length >= 2 && folded.every((p) => GARNISH_PART.test(p) || isIce(p)) && folded.some((p) => GARNISH_PART.test(p))) {
      return parts.map((p, i) => (isIce(folded[i]!) ? p : p.replace(/\s+(?:on top|on the side|to finish|in the glass)[.!]*$/i, '')));
    }
  }
  // '+' between garnishes without amounts ('Salt rim + lime wedge', 'Maraschino cherry + orange slice'): one line each.
  if (!/\d/.test(text) && /\s\+\s/.test(text)) {
    const parts = text.split(/\s+\+\s+/).map((p) => p.trim());
    if (parts.every((p) => /\p{L}{3,}/u.test(p) && p.split(/\s+/).length <= 4)) return parts;
  }
  // A garnish after a measured thing, past a comma ('30 cranberry, flamed orange twist'): a line of its own.
  const garnishAfter = /^(.*\d.*?)\s*,\s*([^,\d]{3,40})$/.exec(text);
  if (garnishAfter && GARNISH_PART.test(normaliseLine(garnishAfter[2]!).replace(/[.!]+$/, ''))) return [garnishAfter[1]!, garnishAfter[2]!];
  // In the languages: 'Sal y Tajín para escarchar el vaso', 'Orangenscheibe und Kirsche zum Garnieren'.
  const joins = /\s+(?:and|&|\+|y|e|et|und)\s+/i;
  const read = garnishesOf(normaliseLine(text), joins);
  if (!read) return [text];
  // Each part as written ('Tajín, for the rim'), so what is not stocked is listed in the recipe's words.
  const written = text.split(joins);
  if (written.length !== read.length) return read;
  return read.map((part, i) => {
    const [name, note] = [part.replace(/, for (?:garnish|the rim)$/, ''), part.slice(part.lastIndexOf(', '))];
    const ws = written[i]!.trim().split(/\s+/);
    const k = ws.findIndex((_w, j) => normaliseLine(ws.slice(0, j + 1).join(' ')) === name);
    return k >= 0 ? `${ws.slice(0, k + 1).join(' ')}${note}` : part;
  });
}

/** A garnish by its name ('a thin orange twist', 'cherries', 'a mint sprig'), and what is done to one ('to express'). */
const GARNISH_NAME = String.raw`(?:an?\s+|one\s+|1\s+)?(?:(?:fresh|small|thin|long|cocktail|maraschino|luxardo|green|black|flamed|expressed|dehydrated|dried|burnt|torched)\s+)?(?:(?:orange|lemon|lime|grapefruit|cucumber|apple|pineapple)\s+(?:slices?|wedges?|twists?|peels?|wheels?|zests?|ribbons?)|cherr(?:y|ies)|olives?|mint(?:\s+(?:sprigs?|leaves|leaf))?|(?:rosemary|thyme|basil)\s+sprigs?)`;
const GARNISH_ACTION = String.raw`(?:express|spritz|flame|mist|spray)`;
/** One garnish named in passing: 'orange slice', 'a cherry on top', 'lime wedge on the side', 'mint sprig', a batch's 'orange peel per glass'. */
const GARNISH_PART = new RegExp(
  String.raw`^${GARNISH_NAME}(?:\s+(?:on top|on the side|to finish|in the glass|per (?:glass|serve|drink)|in each glass|to ${GARNISH_ACTION}(?: (?:over|on) (?:the )?(?:top|drink|glass))?(?: and (?:drop|discard)(?: (?:in|it))?)?|(?:expressed|spritzed|flamed)(?: over (?:the )?(?:top|drink|glass))?))?$`,
);

/** A note after a name: 'to taste', 'to top', 'for garnish', 'optional', 'to express'. */
const NOTE_AFTER_NAME = new RegExp(String.raw`\s+(?:to taste|to top(?: up)?|for topping|to fill|for garnish|to garnish|as garnish|for the rim|if desired|if you\b|if preferred|optional|to ${GARNISH_ACTION})\b.*$`);

/** A garnish named at the start of a clause, whatever is said of it after ('orange peel to flame', 'a cherry to finish'). */
const GARNISH_LEAD = new RegExp(String.raw`^(${GARNISH_NAME})\b`);

/** A drink's name said before what it is made of ('A Moscow Mule is 50 ml vodka and ...', 'Our Paloma = 50 ml tequila'). */
const DRINK_IS_MADE_OF = /^(?:(?:a|an|the|our|my|this|el|la|le|il|der|die|das)\s+)?[\p{L}][\p{L}' &-]{1,30}?\s+(?:is|are|=|consists of|is made (?:of|with|from)|takes|es|est|ist|e)\s+(?:just\s+|simply\s+)?(?=\d)/iu;

/** The sentence without the drink's name before what it is made of, when the rest is a plain list; prose stays prose. */
function withoutDrinkIsMadeOf(sentence: string): string {
  const named = DRINK_IS_MADE_OF.exec(sentence);
  if (!named) return sentence;
  const rest = sentence.slice(named[0].length);
  return /\b(?:over|into|in a|topped|top|shake|shaken|stir|stirred|strain|pour|fill|filled|garnish\w*|built|build)\b/i.test(rest) ? sentence : rest;
}

/** A sentence of how a drink is served and what with, or of what it comes with ('served in a copper mug with a lime wedge'). */
const SERVED_WITH = /^(?:(?:and\s+|then\s+)?(?:it\s+is\s+|it's\s+)?(?:served|serve|presented|present|comes)\s+(?:(?:in|into|over|on|up in)\s+(?:a|an|the)\s+[a-z' -]{2,40}?\s+)?with|with)\s+(.+?)\s*[.!]*$/;
/** The garnishes a sentence of how it is served names, each as said ('two slices of orange'); null when any part is no garnish. */
function garnishesServedWith(sentence: string): string[] | null {
  const folded = fold(sentence).trim();
  if (/\d\s*(?:ml|cl|oz)\b/.test(folded)) return null;
  const served = SERVED_WITH.exec(folded);
  if (!served) return null;
  const parts = served[1]!.split(/\s*[,;]\s*|\s+(?:and|plus|&)\s+/).map((p) => p.trim()).filter(Boolean);
  const asGarnish = (part: string) =>
    part
      .replace(/^(?:\d{1,2}|two|three|four|a couple of)\s+/, '')
      .replace(/^(slices?|wedges?|twists?|peels?|wheels?|ribbons?)\s+of\s+(?:an?\s+)?(orange|lemon|lime|grapefruit|cucumber|apple)\b/, '$2 $1');
  return parts.length && parts.every((p) => GARNISH_PART.test(asGarnish(p))) ? parts : null;
}

/** A sentence that opens with a thing to taste ('Sugar syrup to taste if ...', 'Add a little salt to taste'). Folded. */
const TO_TASTE_SENTENCE = /^(?:add\s+)?(?:a little\s+|a touch of\s+|some\s+|extra\s+|more\s+)?([a-z][a-z' -]{2,30}?)\s+to taste\b/;
/** A thing counted, in a few words ('1 sprig rosemary', '3 juniper berries'), with no word of how it is placed ('slapped'). Folded. */
const COUNTED_GARNISH = /^(?:\d{1,2}|a|an|one|two|three|four|five|a few|a couple of)\s+(?!(?:drops?|dashes?|ml|cl|oz|minutes?|seconds?)\b)[a-z]+(?:\s+(?!(?:on|in|into|over|at|to|for|so|that|cut|sliced)\b|[a-z]+(?:ed|ing)\b)[a-z]+){0,2}$/;
/** A line or a sentence of how it is served and what with, read into `out` (its garnishes, the method); false when it is none. */
function readAsServedWith(text: string, out: PreparedLines): boolean {
  const garnishes = garnishesServedWith(text);
  if (!garnishes) return false;
  for (const g of garnishes) out.ingredients.push({ line: `${g}, for garnish`, source: text });
  out.method.push(text);
  return true;
}

/** The garnishes (or rim things) of a line that names several: each with ', for garnish' or ', for the rim'; null when it is not one. */
function garnishesOf(text: string, joins: RegExp): string[] | null {
  const garnish = /(?:,\s*|\s+)((?:for|to|as)\s+(?:a\s+)?garnish|to decorate|for the rim|to rim)\s*$/i.exec(text);
  const lead = /^garnish(?:ed)?(?:\s+with|\s*[:\-\u2013\u2014])\s*/i.exec(text);
  if (!garnish && !lead) return null;
  // (A count after a garnish's name, 'lime wedge ×1', is its count before it; a half of a rim stays said.)
  const body = text
    .slice(lead ? lead[0].length : 0, garnish ? garnish.index : text.length)
    .replace(/([\p{L}][\p{L} '-]{2,40}?)\s*[x\u00d7]\s*(\d{1,2})(?=\s*(?:$|[,;]|\s(?:and|&|\+)\s))/giu, '$2 $1');
  // (Counts and halves only, 'Garnish: ½ salt rim, 2 lime wedges'; a measure is no garnish list.)
  if (/\d\s*(?:ml|cl|oz|dash|tsp|tbsp|g)\b|\d[.,]\d/i.test(body) || (/\d/.test(body) && !body.split(joins).every((part) => /^\s*(?:\d{1,2}(?:\/\d)?\s+)?[\p{L}\u00bd\u00bc][\p{L}\u00bd\u00bc '-]*$/u.test(part))) || !joins.test(body)) return null;
  const note = garnish && /rim/i.test(garnish[1]!) ? 'for the rim' : 'for garnish';
  // (What the line goes on to say of it is no garnish: 'a single flamed orange peel, chosen because it echoes the bitters'.)
  const parts = body.split(joins).filter((part) => !/^(?:chosen|because|which|that|as it|it|so|since|to (?:echo|match|bring|add|give|lift))\b/i.test(part.trim()));
  if (parts.length < 2) return null;
  return parts.map((part) => `${part.trim()}, ${note}`);
}

/** Each glass after the verb that fills or dresses it ('garnish each glass with', 'top every drink with', 'garnish each with'). Folded. */
const EACH_GLASS_WITH = /\b(garnish(?:ed)?|top(?:ped)?|fill(?:ed)?|finish(?:ed)?|crown(?:ed)?|rim(?:med)?)(?:\s+(?:up|off))?\s+(?:each|every)(?:\s+(?:glass|serve|serving|drink|cocktail|cup|mug|flute|coupe|portion|one))?\s+with\b/;
/**
 * Said to be a glass's after the amount ('per glass', 'in each drink', 'for every serve', '(one per glass)'). Folded.
 * (Not a note of the serve in brackets beside a batch's amount: 'Aperol 3 L (60 ml per serve)'.)
 */
// (The words are looked for first and the bracket looked back for only where they stand: a line of a thousand
// fractions costs no more than its length.)
const PER_GLASS = /(?=\s*(?:\(\s*(?:(?:one|1|a|an)\s+)?|,\s*)?\b(?:per|in each|into each|for each|to each|on each|in every|for every|to every|each)\s)(?<!\([^()\d]*\d[^()]*)\s*(?:\(\s*(?:(?:one|1|a|an)\s+)?|,\s*)?\b(?:per|in each|into each|for each|to each|on each|in every|for every|to every|each)\s+(?:glass|serve|serving|drink|cocktail|portion|person|guest|cup|mug|flute|coupe)\b(?:\s*\))?/;

/** How big or ripe a fruit is, said before it ('1 whole lime', 'juice of 2 large lemons'): no part of what it is. */
const FRUIT_SIZE = /^(?:(?:whole|large|small|medium|big|fresh|ripe|juicy|unwaxed|organic)\s+)+/;

/**
 * Reads one ingredient line as recipes write them: '1 1/2 oz fresh lime juice', '¾ oz simple syrup (1:1)',
 * '2-3 dashes Angostura bitters', 'Top with soda water', 'Juice of half a lime', 'Gin - 50 ml', '8 mint leaves',
 * 'Orange twist, for garnish'.
 */
export function parseIngredientLine(line: string): ParsedLine {
  const source = line.trim();
  const result: ParsedLine = { source, name: '', candidates: [], quantity: null, unit: null, garnish: false, rim: false, juiceOfFruit: false, range: false, ignored: false };

  let text = normaliseLine(source)
    // List markers: '- ', '* ', '• ', '1. ', '2) '.
    .replace(/^(?:[-*•·+>]+|\d+[.)](?=\s))\s*/, '');
  // An amount said to be each glass's ('Garnish each glass with an orange slice', 'Top every drink with 50 ml soda', '1
  // lime wedge per glass', 'a cherry in each drink', '(one per serve)'): the amount, marked as one serve's.
  // ('60 orange slices (one per glass)': the count is the batch's; one is the glass's.)
  if (/\(\s*(?:one|1|a|an)\s+(?:per|in each|for each|each|to each)\s+(?:glass|serve|serving|drink|cocktail|portion|person|guest|cup|mug|flute|coupe)\s*\)/.test(text)) text = text.replace(/^\d{1,4}\s+(?!(?:ml|cl|oz|l|dash(?:es)?|tsp|tbsp|barspoons?)\b)(?=[a-z])/, '1 ');
  const perServe = text.replace(EACH_GLASS_WITH, '$1 with').replace(PER_GLASS, '').replace(/\s+/g, ' ').trim();
  if (perServe !== text && /[a-z]{3,}/.test(perServe)) {
    result.perServe = true;
    text = perServe;
  }

  // So much of the batch itself poured for a glass ('100 ml of batch over ice', '90 ml of the pre-mix'): no ingredient.
  if (/^\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\s+(?:of\s+)?(?:the\s+)?(?:batch|pre-?batch|pre-?mix|mix|punch|base)\b(?:\s+(?:over|on|with|into?|per)\b[^\d]*)?$/.test(fold(text))) return { ...result, ignored: true };

  // Headings ('Garnish:', 'For the rim:') mark what follows.
  const heading = /^(garnish|for the rim|rim|to garnish|to serve|top|topping)\s*:\s*/.exec(text);
  if (heading) {
    if (/garnish|rim|serve/.test(heading[1]!)) result.garnish = true;
    if (/top/.test(heading[1]!)) result.topUp = 'top';
    text = text.slice(heading[0].length);
  }
  if (/:$/.test(text) || text.length === 0) return { ...result, ignored: true };

  // Brackets: '(about 60 ml)', '(such as Cointreau)', '(optional)'. Names in them are alternatives.
  const bracketNames: string[] = [];
  const bracketAmount: { amount?: string; unit?: string } = {};
  let qualifier = '';
  text = text.replace(/\(([^)]*)\)|\[([^\]]*)\]/g, (_m, a: string | undefined, b: string | undefined) => {
    const inner = (a ?? b ?? '').trim();
    // '(alcohol-free)', '(0.0)', '(non-alcoholic)': what the product is, not another product.
    // ('(alkoholfrei, trust me)', '(alcohol-free, honestly)': said with other words too, never after a 'not'.)
    if (ALCOHOL_FREE_BRACKET.test(inner) || ALCOHOL_FREE_SAID_IN_BRACKET.test(inner)) {
      qualifier = 'alcohol free ';
      return ' ';
    }
    // (A range too: '1 egg white (15–20 ml)'.)
    const measured = new RegExp(String.raw`^(?:about|approx\.?|approximately|roughly|around|~)?\s*(${AMOUNT}(?:\s?[-\u2013]\s?${AMOUNT})?)\s*(${UNIT})`).exec(inner);
    if (measured && !bracketAmount.amount) Object.assign(bracketAmount, { amount: measured[1]!, unit: measured[2]! });
    const named = inner.replace(/^(?:such as|like|e\.?g\.?|preferably|ideally|i\.e\.?|or)\s+/, '');
    if (/[a-z]{3,}/.test(named) && !/\d/.test(named) && !/^(optional|to taste|chilled|fresh|about|approx)/.test(named) && !/^(?:dry|extra dry|brut|extra brut|sweet|sec|demi[- ]sec|cold|iced|well chilled)$/.test(named)) bracketNames.push(named);
    return ' ';
  });
  text = (qualifier ? text.replace(LEADING_MEASURE, (m) => `${m} ${qualifier}`) : text).replace(/\s+/g, ' ').trim();
  if (qualifier && !text.includes(qualifier.trim())) text = `${qualifier}${text}`;

  if (GARNISH.test(text)) result.garnish = true;
  if (/\brim(med|ming)?\b/.test(text)) result.rim = true;
  if (TOP.test(text)) result.topUp = 'top';
  else if (FILL.test(text)) result.topUp = 'fill';

  // 'Juice of 1/2 lime', 'the juice of one lemon', '1/2 lime, juiced', 'lime juice from 1 lime'.
  const juiceOf = new RegExp(String.raw`^(?:the\s+)?(?:fresh(?:ly squeezed)?\s+)?juice (?:of|from)\s+(?:(${AMOUNT})\s+)?(?:a\s+|an\s+)?(?:half\s+(?:a\s+|an\s+)?)?([a-z ]+?)s?$`).exec(
    // ('The Juice of a quarter of a Lemon.', 'juice of three quarters of a lime': the part of the fruit.)
    text
      .replace(/,.*$/, '')
      .replace(/[.!]+$/, '')
      .replace(/\b(?:a\s+|one\s+)?quarter\s+of\s+(?:a|an)\b/, '1/4')
      .replace(/\bthree[ -]quarters?\s+of\s+(?:a|an)\b/, '3/4')
      .replace(/\b(?:a\s+|one\s+)?half\s+of\s+(?:a|an)\b/, '1/2'),
  );
  if (juiceOf) {
    let count = juiceOf[1] ? (readAmount(juiceOf[1])?.value ?? 1) : 1;
    if (/juice (?:of|from)\s+(?:a\s+|an\s+|one\s+)?half\b/.test(text)) count = 0.5;
    // ('the juice of 1 whole lime', 'juice of 2 large lemons': the fruit, however big.)
    const fruit = singular(juiceOf[2]!.trim().replace(FRUIT_SIZE, ''));
    return finish({ ...result, quantity: count, unit: null, juiceOfFruit: true }, `${fruit} juice`, bracketNames);
  }
  // ('1 whole lime, juiced', '2 large lemons, squeezed': the juice of that many fruit, however big.)
  const juiced = new RegExp(String.raw`^(${AMOUNT})\s+(?:${FRUIT_SIZE.source.slice(1)})?([a-z]+?)s?,?\s+(?:juiced|squeezed)\b`).exec(text);
  if (juiced) {
    const count = readAmount(juiced[1]!)?.value ?? 1;
    return finish({ ...result, quantity: count, unit: null, juiceOfFruit: true }, `${singular(juiced[2]!)} juice`, bracketNames);
  }

  // Drop notes after a comma or a dash that only describe ('to top', 'for garnish', 'optional'), keeping amounts.
  let amountText: string | null = null;
  let unitText: string | null = null;
  let rest = text;

  // A leading instruction word: 'top with soda', 'fill with ginger beer', 'garnish with an orange twist'.
  rest = rest.replace(/^(?:top(?:ped)?(?: it)?(?: all)?(?: up| off)?(?: with)?|fill(?: up)?(?: with)?|garnish(?:ed)?(?: with)?|add|splash of|a splash of|float(?: of)?)\s+/, (m) => {
    if (/splash/.test(m)) {
      amountText = '1';
      unitText = 'splash';
    }
    return '';
  });

  // '1/2 lime, cut into 4 wedges', '1 lime, cut into wedges': the wedges are the ingredient.
  const cut = new RegExp(String.raw`^(${AMOUNT})\s+(lime|lemon|orange)s?,?\s+(?:cut\s+(?:in(?:to)?\s+)?|in(?:to)?\s+)(${AMOUNT})?\s*(wedge|slice|wheel|quarter|piece|chunk)s?\b`).exec(rest);
  if (cut) {
    const fruit = readAmount(cut[1]!)?.value ?? 1;
    const pieces = cut[3] ? readAmount(cut[3])?.value : undefined;
    const word = cut[4] === 'wheel' ? 'slice' : cut[4] === 'quarter' || cut[4] === 'chunk' || cut[4] === 'piece' ? 'wedge' : cut[4]!;
    const perFruit = cut[4] === 'quarter' ? 4 : DEFAULT_AMOUNTS.piecesPerFruit;
    return finish({ ...result, quantity: pieces ?? fruit * perFruit, unit: word as Unit, unitWord: word }, `${cut[2]} ${word}`, bracketNames);
  }

  // A measure without a number: 'dash of bitters', 'pinch of salt', 'handful of mint'.
  const bare = new RegExp(String.raw`^(${UNIT})\s+of\s+`).exec(rest);
  if (!amountText && bare) {
    amountText = '1';
    unitText = bare[1]!;
    rest = rest.slice(bare[0].length);
  }

  // Amount and unit at the start: '1 1/2 oz', '2-3 dashes', 'a dash of', 'half an ounce of', '45ml', '1 x 330 ml bottle'.
  const leading = new RegExp(String.raw`^(${AMOUNT}(?:\s*(?:-|–|to|or)\s*${AMOUNT})?)\s*(?:x\s*)?(${UNIT})?\s*(?:of\s+)?`).exec(rest);
  if (!amountText && leading && (leading[1] ?? '').trim()) {
    const numberPart = leading[1]!.trim();
    const isWordArticle = /^(a|an)$/.test(numberPart);
    // 'a' and 'an' are amounts only before a unit ('a dash of'); 'an orange twist' is one twist.
    if (!isWordArticle || leading[2]) {
      amountText = numberPart;
      unitText = leading[2] ?? null;
      rest = rest.slice(leading[0].length);
    } else if (isWordArticle) {
      amountText = '1';
      rest = rest.slice(leading[0].length);
    }
  }
  // 'half an ounce', 'half a lime': the article after 'half'.
  if (!unitText) {
    const after = new RegExp(String.raw`^(?:a|an)\s+(${UNIT})\s*(?:of\s+)?`).exec(rest);
    if (after && amountText) {
      unitText = after[1]!;
      rest = rest.slice(after[0].length);
    } else if (/^(?:a|an)\s+/.test(rest) && amountText) rest = rest.replace(/^(?:a|an)\s+/, '');
  }
  // Dual units: '2 oz / 60 ml gin', '2 oz | 60ml'; and three, '2 cl / 20 ml / 0.75 oz lemon juice'.
  rest = rest.replace(new RegExp(String.raw`^(?:(?:/|\|)\s*${NUMBER}\s*${UNIT}\s*)+`), '');

  // Amount and unit at the end: 'Gin - 50 ml', 'Gin: 2 oz', 'Gin 1.5oz', 'mint leaves x 8'.
  if (!amountText) {
    const trailing = new RegExp(String.raw`(?:\s*[-:,–]\s*|\s+)(?:x\s*)?(${AMOUNT}(?:\s*(?:-|–|to)\s*${AMOUNT})?)\s*(${UNIT})?\s*$`).exec(rest);
    if (trailing && (trailing[2] || /\d/.test(trailing[1]!))) {
      amountText = trailing[1]!.trim();
      unitText = trailing[2] ?? null;
      rest = rest.slice(0, trailing.index);
    }
  }

  // Only an amount in brackets: 'ginger beer (about 3 oz)', 'Angostura bitters (3 drops)'.
  // (A loose count and the exact one in brackets, '3 mint sprigs (about 12 leaves)', 'a handful of mint (10 leaves)':
  // the exact one.)
  const loose = (/^(?:sprigs?|bunch(?:es)?|handfuls?|knobs?)$/.test(unitText ?? '') || /\b(?:sprigs?|bunch(?:es)?|handfuls?)\b/.test(rest)) && bracketAmount.unit !== undefined && /^(?:leaf|leaves|ml|cl|g)\.?$/.test(bracketAmount.unit);
  // (One of a product with its size in brackets, '1 Crodino (100 ml)', 'a Sanbitter (10 cl)': that size.)
  const oneOfSize = !unitText && /^(?:1|a|an|one)$/.test(amountText ?? '') && /^(?:ml|cl|oz|l)\.?$/.test(bracketAmount.unit ?? '');
  if ((!amountText || loose || oneOfSize) && bracketAmount.amount) {
    amountText = bracketAmount.amount;
    unitText = bracketAmount.unit ?? null;
  }
  if (amountText) {
    const amount = readAmount(amountText);
    if (amount) {
      result.quantity = amount.value;
      result.range = amount.range;
    }
  }
  if (unitText) {
    const u = unitOf(unitText);
    if (u) {
      // Measures the bar does not count in become what they stand for: 2 shots -> 60 ml, a pinch -> 0.5 g.
      result.unit = u.unit;
      result.unitWord = u.word;
      if (result.quantity !== null) result.quantity *= u.factor;
    }
  }

  // A garnish word after the name names the garnish too: 'orange twist', 'lime wheel', 'mint sprig'.
  const garnishWord = /^(.*?)\s+(twist|peel|wheel|wedge|slice|sprig|zest|leaves|leaf|wheels|wedges|slices|twists|sprigs)\b/.exec(rest);
  if (garnishWord && !result.unit) {
    const u = unitOf(garnishWord[2]!);
    if (u?.unit) {
      result.unit = result.quantity !== null || result.garnish ? u.unit : null;
      result.unitWord = u.word;
    }
  }

  // Notes after the name: ', for garnish', ', to top', ', chilled', ' - optional', 'or to taste'.
  rest = rest
    .replace(/\s*[,;]\s*(?:plus|and)?\s*(?:more|extra)?\s*(?:for|to|as)\b.*$/, '')
    .replace(/\s*[,;–-]\s*(?:optional|chilled|to taste|well chilled|cold|fresh|freshly squeezed|squeezed|strained|divided|preferably .*|about .*|approx.*)$/, '')
    .replace(NOTE_AFTER_NAME, '')
    // (How a method's step is done, said after the last thing it names: '1,5 cl sugar syrup hard with ice', '25 ml
    // vermouth well over ice'.)
    .replace(/\s+(?:hard|well|briefly|gently|vigorously|thoroughly|quickly)(?:\s+(?:with|over|on)\s+(?:cracked\s+|cubed\s+|fresh\s+)?ice)?$/, '')
    .replace(/[,;]\s*$/, '')
    .trim();

  // (Water with an amount is part of the recipe, a toddy's or a batch's dilution: listed, never dropped.)
  // ('a splash of water' to loosen the sugar stays a step.)
  // (So is water that tops the drink up: 'hot water to top' in a toddy.)
  const measuredWater = PLAIN_WATER.test(rest) && ((result.quantity !== null && /^(?:ml|cl|l|oz)$/.test(result.unit ?? '')) || /\b(?:top|topped|fill|filled)\b/.test(fold(source)));
  // (Said in two languages, 'Hielo picado / crushed ice', it is ice in both.)
  // (Ice by the scoop or the cup, '1 scoop crushed ice', is ice.)
  const notStock = (said: string) => NOT_STOCK_LINES.some((p) => p.test(said) || p.test(said.replace(/^(?:scoops?|cups?|handfuls?|glass(?:es)?|buckets?|shovels?)\s+(?:of\s+)?(?=(?:[a-z]+\s+)?ice\b)/, '')));
  if ((notStock(rest) || rest.split(/\s+\/\s+/).every(notStock)) && !measuredWater) return { ...result, name: rest, ignored: true };
  return finish(result, rest, bracketNames);
}

function finish(result: ParsedLine, rawName: string, bracketNames: string[]): ParsedLine {
  const name = rawName
    .replace(/^(?:of|the)\s+/, '')
    .replace(/\s*[,;].*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // 'Cointreau or other triple sec', 'bourbon or rye', 'lime/lemon juice'.
  // ('Sugar syrup / Jarabe': a line said in two languages names the thing in either.)
  // ('prosecco ou cava', 'ginebra o vodka', 'Gin oder Wodka', 'gin eller vodka': 'or' in the cards' languages.)
  const alternatives = name
    .split(/\s+(?:or|ou|oder|eller|lub|o)\s+|\s+\/\s+/)
    // ('compléter au crémant ou au prosecco': an article or a 'with' before each is no part of its name.)
    .map((a) => a.replace(/^(?:other|another|any|a good|similar|au|aux|a la|al|avec|con|mit|with)\s+/, '').trim())
    .filter((a) => a.length > 0);
  // 'lemon or lime juice': the head noun of the last belongs to a first said as one word (the first named comes first).
  if (alternatives.length === 2 && !/\s/.test(alternatives[0]!) && /\s(?:juice|syrup|wedges?|wheels?|slices?|twists?|peels?|zest|bitters|soda|cordial|liqueur|wine|puree|nectar|leaves)$/.test(alternatives[1]!) && /\s+(?:or|ou|oder|eller|lub|o)\s+/.test(name)) {
    alternatives[0] = `${alternatives[0]} ${alternatives[1]!.split(/\s+/).slice(1).join(' ')}`;
  }
  // 'lime/lemon juice': the shared head noun belongs to both.
  const completed = alternatives.flatMap((a) => {
    const slash = /^([a-z]+)\s*\/\s*([a-z]+)(\s+.+)?$/.exec(a);
    return slash ? [`${slash[1]}${slash[3] ?? ''}`, `${slash[2]}${slash[3] ?? ''}`] : [a];
  });
  // ('ESPRESSO SHOT;30;ML', 'ANGOSTURA DASH;2;ML': a till's item named with its measure, the measure given beside it.)
  const measureNamed = result.quantity !== null ? completed.map((a) => a.replace(/^([a-z].*?)\s+(?:shots?|dash(?:es)?|splash(?:es)?|pours?|measures?|drops?)$/, '$1')).filter((a) => !completed.includes(a)) : [];
  const candidates = [...new Set([name, ...completed, ...measureNamed, ...bracketNames].filter((c) => c.length > 0))];
  return { ...result, name: name || rawName.trim(), candidates };
}

/**
 * The size of a part when the recipe says it ('1 part = 3 cl', '(one part = 20 ml)', 'parts: 1 part is 1 oz'), in
 * millilitres, or null (a part is then the bar's 30 ml).
 */
export function partSize(lines: readonly string[]): number | null {
  for (const line of lines) {
    const ml = partSaid(normaliseLine(line))?.ml;
    if (ml !== undefined) return ml;
  }
  // A total said beside amounts in parts ('2 parts rye, 1 part dry vermouth, 1 part Campari. Total volume: 100 ml'): the
  // total shared out by the parts.
  const partsSaid = new RegExp(String.raw`(?:^|[\s,;])(${AMOUNT})\s*parts?\b`, 'g');
  let totalMl: number | null = null;
  let parts = 0;
  for (const line of lines) {
    const normal = normaliseLine(line);
    const said = totalSaid(normal, normal.match(partsSaid) !== null);
    if (said !== undefined) {
      totalMl = said;
      continue;
    }
    for (const p of normal.matchAll(partsSaid)) parts += readAmount(p[1]!)?.value ?? 0;
  }
  if (totalMl !== null && parts > 0 && totalMl > 0 && totalMl <= 2000) return totalMl / parts;
  return null;
}

// (A batch's total too, with a note on it in brackets: 'Total batch: 4 L (100 ml per serve, pre-diluted)'.)
const TOTAL_LINE = new RegExp(String.raw`^(?:total(?: volume| liquid| drink| batch)?|batch (?:total|volume)|volume|yield|makes|(?:final|finished) (?:volume|drink))\s*(?:[:=]|is|of)?\s*(${AMOUNT})\s*(${UNIT})\s*(?:\([^()]{0,60}\)\s*)?\.?$`);
// (Or said inside a title or a note: 'Clover Club (in parts, makes 90 ml before dilution)', '1.5 L total', 'Boulevardier
// — 90 ml build'.)
const TOTAL_IN_LINE = new RegExp(String.raw`\b(?:makes|yields?|totall?ing|total of)\s+(?:about\s+)?(${AMOUNT})\s*(${UNIT})|\b(${AMOUNT})\s*(${UNIT})\s+(?:in\s+(?:the|each|a|one)\s+(?:glass|serve|drink|cup)\s+)?(?:(?:in\s+)?total|build)\b`);

/** The drink's whole volume a line says, in millilitres ('Total volume: 100 ml', '90 ml build'); undefined when it says none. Normalised. */
function totalSaid(normal: string, inPartsToo = false): number | null | undefined {
  const inLine = inPartsToo ? null : TOTAL_IN_LINE.exec(normal);
  const m = TOTAL_LINE.exec(normal);
  const said = m ? [m[1]!, m[2]!] : inLine ? [(inLine[1] ?? inLine[3])!, (inLine[2] ?? inLine[4])!] : null;
  if (!said) return undefined;
  const amount = readAmount(said[0]!);
  const unit = unitOf(said[1]!);
  return amount && unit ? (unit.unit === 'ml' ? amount.value * unit.factor : (convertQuantity(amount.value * unit.factor, unit.unit, 'ml') ?? null)) : null;
}

/**
 * A drink said as fractions of its whole ('Boulevardier — 90 ml build', '⅓ bourbon', '⅓ Campari', '⅓ sweet vermouth'):
 * the whole, in millilitres, and the lines that only say it (no ingredient); null when no line says a whole or none is
 * a bare fraction of a thing.
 */
export function wholeOfFractions(lines: readonly string[]): { ml: number; saidBy: string[] } | null {
  let ml: number | null = null;
  const saidBy: string[] = [];
  let fractions = 0;
  for (const line of lines) {
    const normal = normaliseLine(line);
    const said = totalSaid(normal);
    if (said) {
      ml = said;
      saidBy.push(line);
    } else if (/^(?:[-*\u2022]\s)?(?:\d\/\d|0?[.,]\d+)\s+(?:of\s+)?[a-z]/.test(normal)) fractions++;
  }
  return ml !== null && ml > 0 && ml <= 2000 && fractions >= 2 ? { ml, saidBy } : null;
}

/** A share of the drink said as a percentage, before its name or after it ('50% gin', 'Aperol 40%'). */
const SHARE_FIRST = /^(?:[-*\u2022]\s?)?(\d{1,2}(?:[.,]\d)?)\s?%\s(?:of\s)?(\p{L}.{0,60})$/u;
// (A note in brackets may hold a figure: 'Brandy (Torres 10) 5 %'.)
const SHARE_LAST = /^(?:[-*\u2022]\s?)?(\p{L}(?:[^\d%()]|\([^()%]{0,30}\)){0,60}?)[\s:\-\u2013]{1,3}(\d{1,2}(?:[.,]\d)?)\s?%(?:\s?\([^()\d]{1,30}\))?\.?$/u;

/**
 * A drink said as percentages of it that make a whole ('50% gin' / '50% tonic', 'Aperol 40%' / 'Prosecco 60%'): with its
 * total said ('Total 150 ml'), each a fraction of it, read as fractions are ('0.4 Aperol'); without, each thing unmeasured,
 * its name only: a percentage is never millilitres, nor a product's strength. Other lines are as pasted.
 */
export function sharesOfTheDrink(lines: readonly string[]): string[] {
  const shares = lines.map((line) => {
    const first = SHARE_FIRST.exec(line.trim());
    const last = first ? null : SHARE_LAST.exec(line.trim());
    const name = first?.[2] ?? last?.[1];
    const pct = Number((first?.[1] ?? last?.[2] ?? '').replace(',', '.'));
    return name && pct > 0 && !/\b(?:abv|vol|alc|proof)\b/i.test(name) ? { name: name.trim(), pct } : null;
  });
  const said = shares.filter((s) => s !== null);
  const sum = said.reduce((t, s) => t + s.pct, 0);
  if (said.length < 2 || sum < 99 || sum > 101) return [...lines];
  // (Or each serve's size, said in the heading: 'Bottled Manhattan (1 serve = 100 ml incl. dilution)', '(pour 150 ml)'.)
  const totals = lines.map((l, k) => (shares[k] ? 0 : (totalSaid(normaliseLine(l)) ?? Number(((m) => m?.[1] ?? m?.[2])(SERVE_OF_SHARES.exec(fold(l))) ?? 0))));
  // (A batch's whole volume, 'Total batch: 4 L' for '40 serves', is the total too when the paste says its serves: each
  // share of it is then divided among them as the batch's lines are.)
  const most = 2000 * (servesOfPaste(lines) ?? 1);
  const total = totals.find((t) => t > 0 && t <= most);
  return lines.flatMap((line, k) => {
    const share = shares[k];
    // (Water without its total is kept as pasted: a bare 'Water' would be no line at all.)
    if (share) return [total ? `${Math.round((share.pct * total) / 10) / 10} ml ${share.name}` : PLAIN_WATER.test(fold(share.name)) ? line : share.name];
    return total !== undefined && totals[k] === total ? [] : [line];
  });
}
/** Each serve's size said in a batch's heading ('1 serve = 100 ml', 'serve 90 ml over ice', 'pour 150 ml'). Folded.
 * (Or in brackets after the serves: '2 l = 20 serves (100 ml each)'; or after their count, '– 80 copas de 250 ml'.) */
const SERVE_OF_SHARES = /\b(?:serve|pour)s?\s?(?:=|is|of)?\s?\(?(\d{2,3})\s?ml\b|\b\d{1,3}\s(?:cups|glasses|serves|servings|drinks|portions|copas|vasos|bicchieri|calici|verres|glaser|casa|case)\s(?:of|de|da|di|a|at|zu|von)\s(\d{2,3})\s?ml\b/;

/**
 * How big a part is, said in the recipe's own words: '1 part = 3 cl', 'one part is 20 ml', '(we use 25 ml parts)', 'parts
 * of 25 ml', '25 ml per part', 'part size: 1 oz', '1 Teil = 2 cl', 'partes de 25 ml'. Folded and read in English.
 */
const PART_SAID = [
  new RegExp(String.raw`\b(?:1|one|a)\s+part\s*(?:=|is|equals|:|being|of)\s*(${AMOUNT})\s*(${UNIT})`),
  new RegExp(String.raw`\bparts?(?:\s+size)?\s*(?:of|at|are|=|:|is)\s*(${AMOUNT})\s*(${UNIT})`),
  new RegExp(String.raw`(?:^|[\s(])(${AMOUNT})\s*(${UNIT})\s+(?:(?:per|pro|por|par|a|each|to a|to the|for each|for a|for one)\s+)?parts?\b`),
];
/** The part size a line says, in millilitres, and the words that say it; undefined when it says none. */
function partSaid(normal: string): { ml: number; said: string } | undefined {
  for (const pattern of PART_SAID) {
    const m = pattern.exec(normal);
    if (!m) continue;
    const amount = readAmount(m[1]!);
    const unit = unitOf(m[2]!);
    if (!amount || !unit || unit.word === 'part') continue;
    const ml = unit.unit === 'ml' ? amount.value * unit.factor : (convertQuantity(amount.value * unit.factor, unit.unit, 'ml') ?? null);
    if (ml !== null && ml > 0 && ml <= 500) return { ml, said: m[0] };
  }
  return undefined;
}
/** A note that only says how big a part is ('(we use 25ml parts)', 'House rule: 1 part = 2 cl'): read for the parts, no ingredient. */
function partNote(normal: string): boolean {
  const said = partSaid(normal);
  if (!said) return false;
  const rest = normal.replace(said.said, ' ');
  return !/\d/.test(rest) && !namesAProduct(rest);
}

/** A line measured in parts, at the recipe's own part size. */
export function inParts(line: ParsedLine, ml: number | null): ParsedLine {
  if (ml === null || line.unitWord !== 'part' || line.quantity === null) return line;
  const bar = UNIT_WORDS.part;
  const barMl = bar && 'ml' in bar ? bar.ml : 30;
  return { ...line, quantity: (line.quantity / barMl) * ml };
}

/** What a pasted ingredients box holds besides ingredient lines. */
export interface PreparedLines {
  /** Ingredient lines, one ingredient each: multi-amount lines split, amounts pulled out of prose. */
  ingredients: Array<{ line: string; source: string }>;
  /** Method sentences ('Stir with ice until cold.'), in order, for the instructions. */
  method: string[];
  /** Story lines ('My grandfather made this every Sunday.'): not ingredients, not method. */
  story: string[];
  /** Rows of another drink than the recipe's in a sheet of several: listed for the manager as written. */
  otherDrinks?: string[];
}

/** A spec sheet's column label before measures ('Build: ... 50 ml', 'Spec: 45 ml ...', a page export's 'Spec<tab>vodka 50ml, ...'). */
const VARIANT_LINE = /^(?:[a-z][a-z' .&]{1,30}?(?:\s+(?:venue|site|bar|branch|store|location|version|variant))?\s*[:\-\u2013\u2014]\s*)?(?:(?:swap|sub|substitute|replace|switch)\s+(?:out\s+)?(?:the\s+)?[^.;]{1,60}?\s(?:for|with|instead of|in place of)|use\s+[^.;]{1,60}?\s(?:instead of|in place of))\s+(?:the\s+)?[a-z\d][^.;]{0,40}$/;
/** A video caption's cue times ('00:02:10 --> 00:02:14', '00:01:12,500 --> 00:01:15,000'), or one time alone: no line. */
const CAPTION_TIME = /^(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?\s*(?:-->|->|\u2192)\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?\s*/;
const FLOW_LIST = /^(?:-\s*)?(?:ingredients?|build|spec|specs|recipe|items|zutaten|ingredientes|ingredienti)\s*:\s*\[\s*([^\[\]]*\d[^\[\]]*?)\s*\]\s*$/i;
// (Also a label with a note in brackets, 'spec (bar copy):', a pairing's with the drink's name, 'Pairing: "Salt & Citrus" —',
// and a quiz's answer, 'A: 50 ml blanco tequila, ...'.)
const BUILD_LABEL = /^(?:(?:build|built|spec|specs|serve|measures?|final spec|bar spec|house spec|the spec)(?:\s*\([^()]{1,30}\))?|pairing(?:\s*:\s*(?:["\u201c][^"\u201d]{1,40}["\u201d]|[a-z][a-z' &]{1,30}?)\s*[-\u2013\u2014])?|a|answer)\s*(?::|\t|(?<=[-\u2013\u2014]))\s*(?=[^:]*\d\s*(?:ml|cl|oz|dash|[a-z]{3,}))/i;
const METHOD_VERB = new RegExp(
  String.raw`^(?:(?:then|now|next|finally|first|slowly|gently|carefully|quickly|also|and|just|please|pls|maybe|ok|okay|so)\s+)*(?:${METHOD_VERBS_ABROAD.join('|')}|pour|add|shake|stir|strain|double[- ]strain|fine[- ]strain|muddle|combine|build|serve|served|chill|blend|rim|dry[- ]shake|place|put|start|finish|squeeze|express|discard|mix|fill|layer|float|churn|swizzle|rinse|in a|into a|using|take|let|leave|refrigerate|steep|infuse|cover|slap|clap|spank|tuck|drop|keep|store|freeze|batch|rub|wet|moisten|dip|flame|ignite|grate|dust|sprinkle|set\s+(?:it\s+|(?:the|a)\s+[a-z]+\s+)?(?:alight|on fire|ablaze))\b`,
);
/** A German or Hungarian step, its verb at the end ('Das Glas mit Eis füllen', 'Alles kräftig schütteln', 'pohárba szűrjük'). */
const METHOD_VERB_LAST = new RegExp(
  String.raw`\b(?:fullen|auffullen|geben|schutteln|ruhren|verruhren|umruhren|abseihen|servieren|garnieren|dekorieren|mischen|mixen|zerstossen|stampfen|andrucken|${METHOD_VERBS_LAST_ABROAD.join('|')})[.!]?$`,
);
const TOP_OR_GARNISH = /^(?:top(?:ped)?(?: it)?(?: all)?(?: up| off)?(?: with)?|fill(?: up)? with|garnish(?:ed)?(?: with)?)\s+(?!the drink|it\b|ice\b)/;
/** Words of a measure or a pour: a sentence with one of them may be an ingredient even without a number. */
const MEASURE_WORD = /\b(?:dash(?:es)?|splash(?:es)?|pinch(?:es)?|sprinkle|handful|drops?|ounces?|oz|ml|cl|barspoons?|spoons?|shots?|jiggers?|pours?|measures?|top(?:ped)?|fill|float|rinse|garnish(?:ed)?|squeeze|juice of|wedges?|slices?|twists?|sprigs?|leaves|for the rim)\b/;
const STORY = /\b(?:i|i'm|i've|my|me|we|our|us|you'll|you|he|she|his|her|they|grandfather|grandmother|grandpa|grandma|granny|grandad|nana|dad|mum|mom|uncle|aunt|christmas|birthday|wedding|card box|friend|recipe|favourite|favorite|best|love|loved|remember|years?|summer|holiday|trip|back to|trust me|enjoy|cheers|history|invented|created|named after|legend|story|famous|perfect for|little ones|tag someone|tell|remind|reorder|order more|runs? (?:low|out)|do not forget|don't forget|dont forget|remember to)\b|#[a-z]/;

/**
 * What is poured until the glass is so full, with its measure in brackets after how full ('pour in ginger beer till it's
 * about three-quarters full (roughly 150 ml)'): that measure of it ('pour in 150 ml ginger beer').
 */
const FULL_WITH_MEASURE = /\b(pour(?: in)?|add|fill(?: up)? with)\s+(?:the\s+|some\s+)?([a-z][a-z' ]{2,30}?)\s(?:till|until|to)\s[^(),.;]{0,40}?\sfull\s?\((?:roughly\s+|about\s+|around\s+|approx\.?\s+|ca\.?\s+|~\s?)?(\d+(?:[.,]\d+)?\s?(?:ml|cl|oz))\s?\)/g;
/** The words for 'and' in the languages a recipe is pasted in ('and', 'y', 'e', 'et', 'und'), as alternatives. */
const AND_WORDS = 'and|y|e|et|und';
const AND_SAID = `(?:${AND_WORDS})`;
/** A name joined to another by one of the words for 'and' ('gin and tonic', 'gin e tonic'): its first word captured. */
const JOINED_BY_AND = new RegExp(String.raw`^=?([a-z]+) ${AND_SAID} [a-z]+`);
/** What parts a line's ingredients: a comma, a mark, a dash, a word for 'and', 'then' or 'with' before an amount. */
const PARTS_PARTED = new RegExp(
  String.raw`\s*(?:(?<!\d),|,(?!\d)|[;+•·|])\s*|\s+\/\s+|\s+[-\u2013\u2014]+\s+|(?<!\b\d+)\s+(?:${AND_WORDS}|&|plus)\s+(?=\S)|\s+(?:and\s+)?then\s+(?=(?:\d|\.\d|(?:a|an)\s))|\s+[x\u00d7]\s+(?=\d|\.\d)|(?<!\b(?:top|topped|up|off|fill|filled|garnish|garnished|rim|rimmed))\s+with\s+(?=(?:\d|\.\d|(?:a|an|one|two|three|half)\s))`,
);
/** Two names beside one amount, joined by a mark or a word for 'and' or 'with' in the languages ('vodka & ginger beer', 'gin og tonic'). */
const NAMES_JOINED = new RegExp(String.raw`[,&+/;]|\b(?:${AND_WORDS}|en|og|och|i|with|con|avec|mit|com)\b`, 'i');
/** The things a rinse or a rim names, parted by a word for 'and' ('salt and chile', 'sal y Tajín'). */
const THINGS_PARTED = new RegExp(String.raw`\s+(?:${AND_WORDS}|&)\s+`);
/**
 * The first words of products whose names hold a joining word ('Punt e Mes', 'Wray and Nephew', 'Roe and Co'), from the
 * synonyms and the brands: a name read in prose runs on past 'e' or 'and' after one of them.
 */
const JOINED_NAME_FIRSTS = [
  ...new Set(
    [...SYNONYMS.flatMap((g) => [g.name, ...g.also]), ...Object.keys(BRANDS)]
      .map((n) => JOINED_BY_AND.exec(n.replace(/\s+~[\d.]+$/, ''))?.[1])
      .filter((w): w is string => w !== undefined),
  ),
].join('|');
/** An amount, a unit and the name after it, inside prose: 'pour two ounces of blanco tequila and ...'. */
const AMOUNT_IN_PROSE = new RegExp(
  String.raw`(?:^|[\s,;(])((?:${AMOUNT})(?:\s+of\s+(?:a|an))?\s*(?:${UNIT})\s+(?:of\s+)?(?:(?:fresh|freshly squeezed|chilled|good|your)\s+)?(?!(?:${AND_WORDS}|then|into|to|in|over|with|from|until|or|plus|top|fill|shake|stir)\b)[a-z][a-z'\-]*(?:\s+(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|half|quarter|quarters|\d)\b|(?<!\b(?:${JOINED_NAME_FIRSTS}) )${AND_SAID}\b|then\b|into\b|to\b|in\b|over\b|with\b|con\b|avec\b|mit\b|from\b|until\b|or\b|plus\b|on\b|for\b|at\b|down\b|straight\b|along\b|so\b|onto\b|across\b|slowly\b|gently\b|until\b|against\b|poured\b|shaken\b|stirred\b|added\b|mixed\b|served\b|muddled\b|topped\b|built\b|layered\b|floated\b|strained\b|combined\b|blended\b|each\b|just\b|before\b|after\b|right\b|when\b|once\b|immediately\b|lengthened\b|stretched\b|finished\b|go\b|goes\b|going\b|went\b|gets\b|is\b|are\b|was\b|were\b|sits\b|crowned\b|charged\b|shake\b|stir\b|strain\b|pour\b|add\b|serve\b|garnish\b|top\b|fill\b|muddle\b|build\b|blend\b|it\b)[a-z][a-z'\-]*){0,3})`,
  'g',
);
/**
 * Counted things and fruit juice inside prose, which have no unit: '1 egg white', 'one egg white', 'an egg white',
 * 'the juice of half a lemon', 'half a lime, cut into wedges', '8 mint leaves'.
 */
const COUNTED_IN_PROSE = [
  new RegExp(String.raw`\b(?:the\s+)?(?:fresh\s+)?juice of\s+(?:(?:half|1/2)\s+(?:a|an)\s+|(?:${AMOUNT})\s+|a\s+|an\s+)?(?:fresh\s+)?(?:lime|lemon|orange|grapefruit)s?\b`, 'g'),
  new RegExp(String.raw`\b(?:(?:${AMOUNT})|a|an)\s+(?:fresh\s+)?(?:egg whites?|egg yolks?|whole eggs?|eggs?|sugar cubes?)\b`, 'g'),
  new RegExp(String.raw`\b(?:half\s+(?:a|an)|(?:${AMOUNT}))\s+(?:lime|lemon|orange)s?,?\s+(?:cut\s+(?:in(?:to)?\s+)?|in(?:to)?\s+)(?:(?:${AMOUNT})\s+)?(?:wedges?|slices?|wheels?|quarters?|pieces?|chunks?)\b`, 'g'),
  new RegExp(String.raw`\b(?:${NUMBER}|two|three|four|five|six|eight|ten|twelve|a few|a handful of|some|a couple of|a sprig of)\s+(?:fresh\s+)?(?:mint|basil|sage)(?:\s+(?:leaves|leaf|sprigs?))?\b`, 'g'),
  // Garnishes and squeezes named in passing: 'finish with an orange twist', 'squeeze in a lime wedge', 'drop in a cherry'.
  new RegExp(String.raw`\b(?:a|an|one|two|three|${NUMBER})\s+(?:fresh\s+|thin\s+|long\s+|wide\s+|flamed\s+|burnt\s+|torched\s+|expressed\s+|large\s+|big\s+|small\s+)?(?:orange|lemon|lime|grapefruit)\s+(?:twists?|peels?|wedges?|wheels?|slices?|zests?)\b`, 'g'),
  new RegExp(String.raw`\b(?:a|an|one|two|three|${NUMBER})\s+(?:cocktail\s+|maraschino\s+|luxardo\s+|green\s+)?(?:cherry|cherries|olives?)\b`, 'g'),
  /\ba squeeze of (?:fresh\s+)?(?:lime|lemon|orange)\b/g,
  // A counted garnish of any name, said to go on top or to garnish: '3 beans on top', '2 raspberries to garnish'.
  // (Read with where it goes taken off: '3 beans' at the end of the step; never a time, ice or a count of shakes.)
  new RegExp(String.raw`\b(?:a|an|one|two|three|four|five|${NUMBER})\s+(?:coffee\s+)?(?!(?:seconds?|secs?|minutes?|mins?|hours?|times?|cubes?|ice|shakes?|stirs?|turns?|drops?|dashes?|glass(?:es)?|people|guests|drinks?|serves?|servings?)\b)[a-z]{3,}(?=\s+(?:on top|to garnish|for garnish|as (?:a )?garnish|to finish)\b)`, 'g'),
  new RegExp(String.raw`\b(?:two|three|four|five|\d+)\s+(?:coffee\s+)?(?!(?:seconds?|secs?|minutes?|mins?|hours?|times?|cubes?|ice|shakes?|stirs?|turns?|drops?|dashes?|glass(?:es)?|people|guests|drinks?|serves?|servings?)\b)[a-z]{3,}s(?=\s*$)`, 'g'),
  // 'plus a fresh espresso', 'a shot of espresso': one espresso.
  new RegExp(String.raw`\b(?:a|an|one|${NUMBER})\s+(?:(?:fresh|freshly|hot|cold|double|single)\s+)?(?:(?:pulled|brewed|made)\s+)?(?:shot\s+of\s+)?(?:espresso|ristretto)s?\b`, 'g'),
];

/** A name and its measure in brackets inside prose: 'white rum (about 50 ml)'. */
// ('un doppio espresso (sono circa 50 ml)': what it is said to be, in the languages, before the measure.)
const BRACKETED_MEASURE = new RegExp(String.raw`((?:[a-z][a-z'\-]{0,24}\s+){0,3}[a-z][a-z'\-]{0,24})\s*\(\s*(?:(?:it's|that's|which is|sono|e|son|es|est|ist|sind)\s)?(?:(?:about|around|approx\.?|roughly|circa|ca\.?|~)\s*)?((?:${AMOUNT})\s*(?:${UNIT}))\s*\)`, 'g');
/** Words that lead into a name without being part of it ('a good pour of', 'a double measure of'). */
const MEASURE_AFTER_COMMA = new RegExp(String.raw`((?:[a-z][a-z'\-]{0,24}\s+){0,3}[a-z][a-z'\-]{0,24})\s*,\s*(?:(?:about|around|approx\.?|roughly|~)\s*)?((?:${AMOUNT})\s*(?:${UNIT}))(?=\s*(?:$|[.;,)]))`, 'g');
// ('fai un doppio espresso (circa 50 ml)': the verb that makes it, in the languages, too.)
const LEAD_IN = /^(?:(?:a|an|the|good|generous|double|single|large|small|healthy|pour|measure|shot|glug|splash|of|make|fai|fate|prepara|preparate|haz|fais|faites|mach|machen)\s+)+/;

/** One measure for two ingredients inside prose: '3/4 oz each of lemon juice and honey syrup'. */
const EACH_OF_IN_PROSE = new RegExp(String.raw`((?:${AMOUNT})(?:\s+of\s+(?:a|an))?\s*(?:${UNIT}))\s+each\s+(?:of\s+)?([a-z][a-z' \-]{0,40}?)\s+(?:and|&)\s+([a-z][a-z'\-]{0,24}(?:\s+(?!then\b|and\b|into\b|to\b|over\b|with\b)[a-z][a-z'\-]{0,24}){0,2})`, 'g');

/** Two things with one measure after them, each ('Campari and sweet vermouth, 30 ml each'). */
const EACH_AFTER_PAIR = new RegExp(String.raw`(?:(?:equal|the same) (?:measures?|parts?|amounts?|quantities) of\s+)?([a-z][a-z'\-]*(?:\s+(?!of\b|and\b)[a-z][a-z'\-]*){0,3}?)\s+(?:and|&)\s+([a-z][a-z' \-]{1,30}?),?\s+((?:${AMOUNT})\s*(?:${UNIT}))\s+each\b`, 'g');

/** The garnish a method's words name ('and finish with a lemon twist', 'then garnish with a mint sprig'), as lines. */
function garnishOfMethod(folded: string): string[] {
  const counted = countedInProse(folded);
  if (counted.length > 0) return counted;
  const garnish = /\bgarnish(?:ed)? with\s+(?:an?\s+)?([a-z][a-z' \-]*?)(?=[,.;]|$)/.exec(folded)?.[1]?.trim();
  return garnish && GARNISH_PART.test(garnish) ? [`${garnish}, for garnish`] : [];
}

/** Counted amounts in a sentence, as lines the line reader knows ('half a lime' is '1/2 lime'). */
function countedInProse(folded: string): string[] {
  const found: Array<{ at: number; length: number; text: string }> = [];
  for (const pattern of COUNTED_IN_PROSE) {
    for (const m of folded.matchAll(pattern)) {
      const text = m[0]
        .trim()
        .replace(/^half\s+(?:a|an)\s+/, '1/2 ')
        // A squeeze is a quarter of the fruit's juice.
        .replace(/^a squeeze of (?:fresh\s+)?(\w+)$/, 'juice of 1/4 $1');
      if (!found.some((f) => f.at <= (m.index ?? 0) && f.at + f.length > (m.index ?? 0))) found.push({ at: m.index ?? 0, length: m[0].length, text });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.text);
}

/**
 * One amount for several ingredients: '30 ml each of gin, Campari and sweet vermouth', '1 oz each: bourbon, Campari,
 * sweet vermouth', 'gin, Campari, sweet vermouth - 30 ml each'. Null when the line is not of that shape.
 */
export function splitEach(line: string): string[] | null {
  const whole = normaliseLine(line).replace(/^(?:[-*•·+>]+|\d+[.)](?=\s))\s*/, '').replace(/[.!]+$/, '');
  // 'Campari and sweet vermouth, 30 ml each, topped with soda': the topping is one more ingredient.
  const topping = /\s*[,;]\s*((?:top(?:ped)?(?: up| off)?|fill(?:ed)?(?: up)?) with\s+[a-z][a-z' \-]*)$/.exec(whole);
  // ('gin, campari, sweet vermouth 30ml each + orange peel': a garnish after the 'each' is one more line.)
  // ('..., equal parts (1 oz each), orange peel to finish': after the bracket too.)
  // ('Campari, Martini Rosso – 3 cl each – soda to top': past a dash too.)
  const plus = topping ? null : /(?<=\beach\)?)\s*(?:\+|,|;|\bplus\b|\band\b|\bwith\b|[-\u2013\u2014](?=\s))\s*((?:a\s+|an\s+|one\s+|\d+\s+)?[a-z][a-z' \-]*)$/.exec(whole);
  const more = topping?.[1]!.replace(/^topped/, 'top') ?? plus?.[1];
  const normal = topping ? whole.slice(0, topping.index) : plus ? whole.slice(0, plus.index) : whole;
  const listed = splitEachOf(normal);
  return listed && more ? [...listed, more] : listed;
}

function splitEachOf(normal: string): string[] | null {
  const measure = String.raw`(?:${AMOUNT})\s*(?:${UNIT})`;
  const before = new RegExp(String.raw`^(${measure})\s+each\s*(?:of\s+|:\s*|-\s*)?(.+)$`).exec(normal);
  const after = new RegExp(String.raw`^(.+?)\s*(?:[-:,\u2013]\s*|\s)\(?(${measure})\s+(?:of\s+)?each\)?$`).exec(normal);
  // 'Equal parts gin, Campari and sweet vermouth', with or without '(30 ml each)': a part is the bar's part.
  // ('Negroni — equal parts gin, campari, sweet vermouth': the drink's name before it is a title.)
  const equal = /^(?:[a-z][a-z' ]{1,30}\s+[-\u2013\u2014:]+\s+)?equal parts?\s*(?:of\s+|:\s*)?(.+)$/.exec(after ? after[1]! : normal);
  const amount = before ? before[1]! : after ? after[2]! : equal ? '1 part' : null;
  const said = before ? before[2]! : equal ? equal[1]! : after ? after[1]! : null;
  if (!amount || !said) return null;
  // ('gin / Campari / sweet vermouth, equal parts (1 oz each)': the parts said after the list are no item of it; and
  // 'Harbour Negroni: gin / ...': the drink's name before a colon is its title.)
  // (Two words or more: 'Cynar: gin / Campari' names a product the bar may not stock, listed as it is.)
  const title = /^([a-z][a-z']*(?:\s+[a-z][a-z']*){1,4})\s*(?::|\s[-\u2013\u2014]+)\s+(?=\S)/.exec(said);
  const list = (title && !namesAProduct(title[1]!) ? said.slice(title[0].length) : said).replace(/\s*(?:[,;:\-\u2013]\s*)?(?:in\s+)?equal (?:parts?|measures?|amounts?)$/, '');
  // ('Suze - gin - Lillet Blanc, equal parts': dashes part the list too.)
  const names = list.split(/\s*[,;/]\s*|\s+[-\u2013\u2014]\s+|\s+(?:and|&|plus|e|y|et|und)\s+/).map((n) => n.trim()).filter((n) => /[a-z]{2,}/.test(n));
  // 'equal parts Aperol and prosecco, splash soda': an item with its own measure ('splash', 'dash', 'top with') keeps it.
  const ownMeasure = (n: string) => /^(?:a\s+)?(?:splash|dash|drop|pinch|squeeze|top|topped|fill|float)\b/.test(n) || GARNISH.test(n);
  const shared = names.filter((n) => !ownMeasure(n));
  const measuredOwn = (n: string) => n.replace(/^(?:a\s+)?(splash|dash|drop|pinch|squeeze)\s+(?:of\s+)?/, 'a $1 of ');
  return shared.length >= 2 ? names.map((n) => (ownMeasure(n) ? measuredOwn(n) : `${amount} ${n}`)) : null;
}

/** A method under its heading, in the six languages: 'Modo de preparo: macere o limão...', 'Zubereitung: ...'. */
const METHOD_HEADING = /^(?:modo de (?:preparo|preparacion|preparar|fazer)|preparacion|preparazione|procedimento|zubereitung|preparation|method|instructions?|directions?|steps?|elaboracion)\s*:\s*\S/;

const TECHNIQUE = /^(?:stir|shake|strain|double[- ]strain|fine[- ]strain|dry[- ]shake|muddle|blend|chill|serve|swizzle|build|churn|mix|flame|ignite|set\s+(?:it\s+)?(?:alight|on fire|ablaze))\b/;

/** A sentence ends at '!', '?' or a full stop that does not close a unit's abbreviation ('2 oz. gin'). */
// (Nor does an abbreviation's: 'ca. 12 cl', 'z. B. Noilly Prat', 'e.g. Tanqueray', 'bzw.', 'etc.', 'aprox.'.)
/** A full stop that ends no sentence: after a unit or an abbreviation ('2 oz. gin', 'ca. 5 cl', 'e.g. rum'). */
// (Nor a name's initial: 'John D. Taylor's Velvet Falernum'.)
const NOT_AN_END = String.raw`(?<!\b(?:[a-z]|oz|fl|tsp|tbsp|tbs|cl|ml|approx|aprox|ca|cca|c|env|ong|appr|yakl|z|b|bzw|ggf|usw|etc|e\.g|i\.e|eg|ie|p|ex|no|vs|st|lb|ref|rev|excl|incl))`;
/** ... unless a step follows a unit's full stop ('about 120 ml. Finish with a lime wedge.'). */
const STEP_NEXT = String.raw`(?=(?:finish|garnish|shake|stir|top|serve|add|pour|strain|then|squeeze|fill|enjoy)\b)`;
const SENTENCE_END = new RegExp(String.raw`(?:[!?]|${NOT_AN_END}\.)\s+\S|\b(?:ml|cl|oz)\.\s+${STEP_NEXT}`, 'i');
/** A few words of chat with no figure, ended by a sentence's mark, before a measure ('Perfect! 10ml sugar syrup'). */
const CHAT_BEFORE_MEASURE = /^[^\d()]{2,40}?[!?.]\s+(?:(?:add|also|and|then|pls|please|just|plus)\s+)*(?:\d+(?:[.,]\d+)?|\d\/\d)\s*(?:ml|cl|oz|dash(?:es)?|tsp|tbsp|bsp|barspoons?)\b/i;
const SENTENCE_BREAK = new RegExp(String.raw`(?<=[!?]|${NOT_AN_END}\.)\s+(?=\S)|(?<=\b(?:ml|cl|oz)\.)\s+${STEP_NEXT}`, 'i');

/** Lines that are neither ingredients nor method, whatever their length: 'Enjoy!', 'Cheers!', 'Serves 2.', 'Recipe by ...'. */
/** A note of what a part is, in brackets or not ('(we pour 1 part = 25 ml)', 'House rule: one part is 3 cl'): read for the parts, not an ingredient. */
const PART_NOTE = /^\(?[^()\d]{0,40}?\b(?:1|one|a) part\s*(?:=|is|equals|:)\s*[\d.,]+\s*(?:ml|cl|oz)\b[^\d]*\)?$/;
/**
 * The furniture around a pasted recipe that names no ingredient: who sent it and from where ('Submitted by: Priya S.',
 * 'Voice note from Marco (0:42)', '#bar-team'), what a label says of the drink ('Nutrition (per serving): 165 kcal',
 * 'Contains alcohol. Not suitable during pregnancy.', 'Total volume: 100 ml', 'Featured serve: the Boulevardier',
 * 'Makes 1 pitcher (serves 4)'), a newsletter's offers and links ('10% off all cases', 'Order by the 25th',
 * 'Unsubscribe | View in browser') and a post's calls ('follow for more #cocktails').
 */
const FURNITURE = new RegExp(
  [
    String.raw`^(?:submitted|posted|shared|sent|written|created|uploaded|added|recorded|edited) by\b`,
    String.raw`^(?:voice (?:note|memo|message)|audio (?:note|message)|transcript|recording)\b`,
    String.raw`^#[\p{L}\p{N}_-]+$`,
    // A recipe app's screen and a chat's furniture: 'Step 1 of 3', 'Next >', '★★★★★ (1,024)', reactions ('🔥 3  👍 2',
    // ':clap: 2'), a judge's score ('Judge 2: nice bitterness, 9/10'), a label alone ('Spec').
    String.raw`^step \d{1,2} of \d{1,2}\s*[.:]?$|^(?:next|back|previous|prev|continue)\s*[>\u203a\u00bb]+$|^[<\u2039\u00ab]+\s*(?:back|previous|prev)$|^[\u2605\u2606\u2b50\u2729\u272a]+(?:\s*[\d.,]+)?(?:\s*\(\s*[\d.,]+\s*\))?\s*$|^(?:\p{Extended_Pictographic}\ufe0f?\s*\d{1,4}\s*)+$|^(?::[a-z0-9_+-]+:\s*\d{1,4}\s*){1,}$|^judges?(?:\s+\d{1,2})?\s*:[^]*\b\d+(?:[.,]\d+)?\s*\/\s*10\b[^]*$|^specs?\s*:?$`,
    // A page or base export's record fields that name no ingredient ('Status<tab>Approved by couple', 'Tags: summer',
    // 'Last edited: 2 May', 'Owner: Dan').
    String.raw`^(?:status|tags?|owner|assignee|priority|created(?: by| time| on)?|last (?:edited|modified|updated)(?: by| time| on)?|approved(?: by)?|reviewed(?: by)?)\s*(?::|\t)(?![^]*\d\s*(?:ml|cl|oz)\b)`,
    // A wiki page's breadcrumb, its last editor and its edit history ('Bar Wiki > Recipes > Sours > Whiskey Sour', 'Last
    // edited by Tom on 3 Mar 2026, 10:12', 'Edit history: v2 (TR) changed lemon from 20 ml to 25 ml · v1 created'), and a
    // menu file's own fields ('- id: MRG-004', 'price_try: 450', 'legacy_id: 3318').
    String.raw`^[^>\d]{1,60}(?: > [^>]{1,60}){2,8}$|^last (?:edited|modified|updated|changed) (?:by|on|at)\b|^(?:edit|revision|version|change) (?:history|log)\s*:|^(?:-\s)?(?:id|uuid|sku|plu|legacy[_ ]id|item[_ ]id|price(?:[_ ][a-z]{2,4})?)\s*:\s*[\w.-]{1,20}$`,
    String.raw`^(?:nutrition(?:al)?(?: (?:facts|info|information|values?))?|calories|kcal|energy|allergens?|allergy (?:info|advice|information)|dietary (?:info|information)|contains alcohol|not suitable\b|abv|alcohol by volume|(?:total|final|finished)(?: volume| liquid| drink)?|volume|dilution|cost(?: per serve)?|gp|gross profit|featured (?:serve|drink|cocktail)|serving suggestion|glassware|glass)\s*(?:\([^()]*\)\s*)?[:=]`,
    String.raw`^(?:contains alcohol|not suitable (?:for|during)|please drink responsibly|drink responsibly|enjoy responsibly|18\+|21\+)`,
    String.raw`^makes?\s+(?:about\s+)?(?:\d+|one|a|two|three)\s+(?:pitchers?|jugs?|bowls?|punch bowls?|batch(?:es)?|carafes?|bottles?|litres?|liters?)\b`,
    // A paper's byline and page turns, a cutting's source, a card's names and date ('By our drinks correspondent',
    // 'Continued on page 14', '(clipped from the Sunday paper, 1987)', '~ Emma & Jonas ~', 'With love, 14.06.2025').
    String.raw`^by (?:our|the|your|a) (?:[\p{L}]+ ){0,2}(?:correspondent|editor|writer|columnist|reporter|critic|team|staff)\b|^continued (?:on|from|overleaf)\b|^(?:see |turn to )?(?:page|p\.?) \d{1,3}$|^\(?\s*(?:clipped|cut|taken|torn|copied|scanned|photographed|transcribed) (?:from|out of)\b`,
    String.raw`^(?:with (?:love|thanks|best wishes|gratitude|all our love)|love from|much love|all our love)\b|^~[^~\d]{1,40}~$|^[-=*~_\u2022\u00b7]{3,}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$`,
    // A spec sheet's code and heading ('SPEC CODE: BEV-COC-014  MARGARITA', 'BRAND STANDARD — MANHATTAN'), its header row
    // of column names ('Ingredient   Measure   Build'), a line of mentions and tags ('@aperolspritz #spritztime'), and the
    // glassware a function needs ('Copper mugs x 50 from the store room').
    // A glass to serve in, with its size ('Serve in a chilled 20oz pint glass'), and an email's quoted line that names no
    // amount ('> Sofia').
    String.raw`^serve(?:d)?\s+(?:it\s+)?(?:in|into|over|up in)\s+(?:a|an|the)?\s*(?:(?:chilled|frozen|cold|tall|short|large|small|big)\s+)*(?:\d+\s*(?:oz|ml|cl)\s+)?(?:[\p{L}-]+\s+)?(?:glass|mug|coupe|flute|tumbler|highball|rocks|tin|jar|can|pint|goblet|snifter)(?:e?s)?\b(?![^]*\b(?:garnish\w*|top(?:ped)?|float|with (?:a|an|one|\d))\b)`,
    String.raw`^>\s*[\p{L}][\p{L}' .-]{0,30}$`,
    // A price list's money lines ('RRP €11.50 | GP 78%', 'Cost per serve £1.95 | Sell £6.50', 'GP 72%').
    String.raw`^(?:rrp|gp|gross profit|cost(?: per (?:serve|drink))?|sell(?:ing)?(?: price)?|margin|pour cost)\b(?!.*\b\d+\s*(?:ml|cl|oz)\b)`,
    String.raw`\bspec(?:ification)? ?(?:code|no|number|ref|sheet|id)\b|^brand standards?\b|^(?:(?:ingredients?|items?|products?|measures?|amounts?|qty|quantity|units?|build|step|order|cost|notes?|garnish|glass(?:ware)?|method|brand|spec|ml|oz|cl|1 serve|10 serves)\s*(?:[|\t,;]\s*)?){2,}$|^(?:[@#][\p{L}\p{N}_.]+[\s,]*){1,8}$|^(?:[\p{L}]+ )?(?:mugs|glasses|coupes|flutes|tumblers|highballs|jugs|pitchers|straws|napkins|trays|punch bowls)\b(?!.*\d\s*(?:ml|cl|oz)\b)`,
    // The glasses counted out alone ('6 flutes', '12 x coupes, chilled', '4 highball glasses'): what the drinks are served in.
    String.raw`^\d{1,3}\s*x?\s*(?:(?:chilled|frozen|cold|tall|short|champagne|wine|highball|rocks|coupe|martini|copper|collins|hurricane|tiki|shot|nick and nora)\s+)*(?:mugs|glasses|coupes|flutes|tumblers|highballs|jugs|pitchers|straws|napkins)(?:\s*[,(]\s*(?:chilled|frozen|cold)\)?)?\s*[.!]?$`,
    // A pairing menu's course, with no measure ('Course 3 — hamachi crudo, yuzu kosho', 'Digestif trolley — course 11',
    // 'Green Cooler (0%) — course 2', 'maridaje: taco de pescado (tiempo 2)', 'MEP — bar, Fri (coffee course)'), a staff
    // quiz's heading and questions ('STAFF QUIZ — wk 3', 'Q3. What goes in our Tommy's?', 'A: Neither. No salt, no
    // wedge.'), and a supplier's order ('ORDER CONFIRMATION PO-118204', 'Line 1  SKU FT-IT-200x24 ... case of 24',
    // 'Delivery: Tue 08:00–10:00, dock B').
    String.raw`^(?=[^]{0,90}$)(?![^]*\d\s*(?:ml|cl|oz|dash(?:es)?|barspoons?|tsp|tbsp)\b)(?:[^]*\b(?:course|courses|tiempo|portata|corso|gang|plat)\s*(?:no\.?\s*)?(?:\d{1,2}\b|[ivx]{1,5}(?=\s*(?:$|[)\],.:;\u2014\u2013-])))[^]*|[^]*\b(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|coffee|dessert|cheese|fish|meat|bread|lamb|beef|main|starter)\s+course\)?\s*$|(?:mep|mise en place)\b[^]*|(?:staff\s+)?(?:quiz|exam|test)\b[^]*\b(?:wk|week|answers?|q\d)\b[^]*|q\s?\d{1,2}\s*[.):][^]*|(?:a|answer)\s*:\s*(?:neither|none|no|nothing|yes|both)\b[^]*)$`,
    // (A printed menu's course row, its numeral then a wide gap: 'IV   Scallop · brown butter · hazelnut    SBAGLIATO ...'; a
    // question to the team, '- Why the float?'; a prep list's task, '- [ ] Cut big cubes'.)
    String.raw`^[ivx]{1,5}\.?\s{2,}(?![^]*\d\s*(?:ml|cl|oz)\b)|^[-*\u2022]?\s*(?:why|what|how|when|where|who|which)\b[^\d]{0,60}\?$|^[-*\u2022]?\s*\[[ x]?\]\s*(?:cut|chill|prep|prepare|check|clean|polish|label|wash|set up|order|restock|freeze|make ice|fill)\b(?![^]*\d\s*(?:ml|cl|oz)\b)`,
    // (An invoice's heading and terms, a supplier's line of packs, a menu's courses and a prep heading with no measure:
    // 'INVOICE #44172', 'Net 30', 'SKU 30112 Angostura 12 x 200ml', 'PERFECT SERVE — NEGRONI', 'PREP — Clover Club (per
    // cover)', 'AMUSE — Oyster, cucumber granita', 'Dessert — dark chocolate tart, 70% cacao $14', and a batch's or keg's
    // title with its yield, 'Milk punch (batch, yields 1.2 L = 12 serves)', 'Keg Negroni — 10 L, 100 serves'.)
    String.raw`^(?:invoice|inv|receipt|statement|purchase order|po)\s*(?:no\.?|number)?\s*#?\s*[a-z0-9-]*\d[a-z0-9-]*$|^(?:terms\s*:?\s*)?net\s*\d{1,3}(?:\s*days)?$|^sku\s*[:#]?\s*[a-z0-9-]+\b[^]*\b\d+\s*[x\u00d7]\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|l)\b`,
    String.raw`^(?![^]*\d\s*(?:ml|cl|oz|dash(?:es)?|barspoons?)\b)(?:perfect serve|signature serve|brand serve|prep|mep|mise en place|amuse(?:[- ]bouche)?|starter|starters|appetiser|appetizer|entree|main|mains|dessert|desserts|pudding|cheese|petit fours|canapes?)\s*[-\u2013\u2014:][^]*$`,
    String.raw`^[a-z][a-z' &-]{2,40}\s*\((?:[^()]*,\s*)?(?:yields?|makes)\b[^()]*\)\s*$|^(?:keg|batch|pre-?batch|bottled)\b[^]*\b\d+\s*(?:serves|servings|drinks)\s*$|^[a-z][a-z' &-]{2,40}\s*[-\u2013\u2014]\s*\d+(?:[.,]\d+)?\s*l\s*,\s*\d+\s*(?:serves|servings|drinks)\s*$`,
    String.raw`^(?:lots of|plenty of|loads of|crushed|cubed|block|big|cracked)?\s*ice\s*[-\u2013\u2014:,]\s*(?:a\s+)?(?:highball|rocks|coupe|collins|tumbler|wine glass|glass|flute|balloon|copa|nick and nora|martini glass)\s*$|^\[[^\]]{1,80}\]\s*(?:resolved)?$`,
    String.raw`^(?:(?:order|delivery)\s+(?:confirmation|note|ref(?:erence)?|no\.?|number)\b|[^]*\border confirmation\b|delivery\s*:|line\s+\d{1,3}\s+sku\b|[^]*\bcase of \d{1,3}\b[^]*\bx\s*\d{1,3}\s+cases?\b)`,
    // (An event quote's heading, terms and what the price includes: 'QUOTE #HB-2291 – Carter/Nolan wedding, 14 Sept',
    // 'Quote valid 30 days.', 'Includes bar staff x2, glassware hire and ice.', 'Based on 120 guests, 2 drinks each (240
    // serves) – £6.50 per serve'; a vessel's fill heading before its amounts, 'Keg fill (2 x 30 L kegs, one line):'.)
    String.raw`^(?![^]*\d\s*(?:ml|cl|oz|l)\b)(?:quote|quotation|estimate|proposal|booking|beo|event order|banquet event order)\s*(?:no\.?|number|ref\.?)?\s*#?\s*[a-z]{0,4}-?\d[a-z0-9-]*\b|^(?:this\s+)?(?:quote|quotation|estimate|offer|proposal|prices?)\s+(?:is\s+)?valid\b|^(?:price\s+)?(?:includes?|including|excludes?|excluding)\s+(?:(?:mobile |the )?bar staff|staff|bartenders?|glass(?:ware)?(?: hire)?|ice|delivery|vat|service|set[- ]?up|travel|mileage)\b|^based on \d{1,5}\s+(?:guests|people|covers|pax|serves|servings|drinks)\b(?![^]*\d\s*(?:ml|cl|oz)\b)|^(?:keg|cask|tank|bowl|dispenser|slush(?: machine)?|batch|pre-?batch|bottles?)\s*(?:fill|run|build|spec|recipe|load|mix)?\s*(?:\([^()]{0,60}\))?\s*:$`,
    // (A till's item line and its modifiers: 'PLU 4410 · CORONA EXTRA 330ML · £5.00', 'MOD: Large 250ml +£2.40', '+ DOUBLE
    // UP (extra 25ml vodka)' priced: what the till sells, not what the drink is made of.)
    String.raw`^plu\s*(?:no\.?|#|:)?\s*\d{2,6}\b|^(?:mod(?:ifier)?s?|option|add[- ]?on|upgrade|upsize)\s*(?::|#|\s[-\u2013\u2014])(?:(?![^]*\d\s*(?:ml|cl|oz)\b)|[^]*\+\s*[\u00a3$\u20ac]\s*\d+[.,]\d{2}\s*$)|^\+\s*[a-z][^]*(?:\+|\s)\s*[\u00a3$\u20ac]\s*\d+[.,]\d{2}\s*$`,
    String.raw`^(?:checklist|check list|to-?do(?: list)?|subtasks?)\s*(?:[:\-\u2013\u2014]\s*[^\d]{0,60})?$`,
    // (A recipe page's card copied without its colons, 'Prep Time 5 minutes', 'Servings 1 drink', 'Course Drinks',
    // 'Calories 210kcal', 'Nutrition'; its equipment list, 'Equipment', 'Cocktail shaker', 'Hawthorne strainer'; its
    // share buttons, 'Share on Facebook', 'Pinterest'.)
    String.raw`^(?![^]*\d\s*(?:ml|cl|oz)\b)(?:prep(?:aration)? time|cook(?:ing)? time|total time|active time|chill(?:ing)? time|servings?|yields?|course|cuisine|keywords?|author|calories|kcal|nutrition(?:al)?(?: (?:facts|info|information))?|equipment|tools|difficulty|skill level)(?:\s+[^]{0,40})?$`,
    String.raw`^(?:(?:a|an|one|1)\s+)?(?:(?:cocktail|boston|cobbler|french|tin[- ]on[- ]tin)\s+)?(?:shaker|shaker tins?|jigger|double jigger|(?:hawthorne|julep|fine|mesh|cocktail)\s+strainer|strainer|mixing glass|mixing tin|bar\s?spoon|muddler|citrus (?:press|juicer|squeezer)|juicer|peeler|y-peeler|zester|channel knife|ice (?:tray|mold|mould|pick|scoop)|cutting board|paring knife)s?\s*[.!]?$`,
    String.raw`^(?:share|tweet|post|send|email|pin|save)\s+(?:it\s+|this\s+)?(?:on|to|via|with)\s+(?:facebook|twitter|x|pinterest|instagram|whatsapp|email|reddit|tiktok|threads|bluesky|flipboard)\b|^(?:facebook|twitter|pinterest|instagram|whatsapp|e-?mail|reddit|tiktok|youtube|threads|bluesky|flipboard|yummly)\s*$`,
    // (A post's call to its readers, 'save this for summer!!', 'tag a friend who needs this', 'share with your bestie'.)
    String.raw`^(?:save|bookmark|pin|share|send) (?:this|it)\b(?: (?:for|to|with|till|until) [^\d]{0,40})?$|^(?:share (?:this )?with|tag|send this to) (?:a|your) (?:friend|mate|bestie|bff|bestfriend|best friend|partner)\b[^\d]{0,40}$`,
    String.raw`\bunsubscribe\b|\bview (?:it )?in (?:your )?browser\b|\bt ?& ?cs apply\b|\bterms and conditions\b|\b\d{1,2} ?% off\b|\border by (?:the )?\d|\bnewsletter\b|\bfollow (?:us|me|for more)\b|\blink in (?:my |our )?bio\b|\bcome on you\b`,
  ].join('|'),
  'u',
);
const NOT_AN_INGREDIENT = /^(?:\(?\s*(?:1|one|a) part\s*(?:=|is|equals)\s*[\d.,]+\s*(?:ml|cl|oz)\b|(?:without|omit|omitting|skip|skipping|leave out|leaving out|hold the|minus|no|sans|sin|ohne|senza|sem|bez|zonder)\s+(?!(?:alcohol|alcool|alkohol|alcol|alkoholu|alcoholic)\b)[^\d]*|enjoy|cheers|raise (?:it|a glass|your glass|one|them) to|here'?s to|a toast to|drink (?:it )?to\b|salud|sante|prost|skol|bottoms up|salute|proost|na zdrowie|saude|smacznego|eet smakelijk|geniet(?: ervan)?|gezondheid|(?:a )?votre sante|a la votre|zum wohl|viel spass|geniessen|geniesst|geniesse|profitez|disfrut(?:a|ad|en|alo|enlo|ar)|a disfrutar|godetevi|goditi|goditelo|buona bevuta|aproveite(?:m)?|slainte|kippis|kampai|chin[- ]chin|tchin(?:[- ]tchin)?|cin[- ]cin|skal|kanpai|bonne degustation|bon appetit|buen provecho|(?:que\s+)?aproveche(?:n)?|bom proveito|buon appetito|guten appetit|bom apetite|thx|thanks|thank you|ty|that'?s (?:it|all)(?:,? honestly)?|voila|et voila|jump to (?:the )?recipe|print (?:the )?recipe|pin (?:it|this|recipe)|save (?:this )?recipe|rate (?:this )?recipe|watch the video|skip to (?:the )?(?:recipe|content)|we tested (?:this|it)\b|no garnish(?: needed| required)?|print|advertisement|sponsored|(?:ingredientes|ingredienti|ingredients?|zutaten|ingredienser|skladniki|ingredienten)\s*:?\s*$|serves?\s+~?\s*\d+|for\s+(?:about\s+|approx\.?\s+|~\s*)?\d{1,3}\s+(?:serves|servings|portions|cups)\s*[.!:]*$|makes?\s+(?:about\s+|approx\.?\s+)?~?\s*\d+\s+(?:[x\u00d7]\s*\d{2,3}\s*(?:ml|cl|oz)\s+)?(?:drinks?|cocktails?|servings?|serves|portions?|glasses|cups|mugs|coupes|flutes|tumblers|highballs)|yield|recipe (?:from|by|adapted)|adapted from|source\s*:|via\s|credit|notes?\s*:|tip\s*:|(?:makes|for) (?:one|two|1|2) (?:drinks?|cocktails?|servings?)|(?:the\s+)?garnish(?:es)?\s+(?:is|are)\s+optional|(?:us customary|us|imperial|metric)\s*[|/]\s*(?:us customary|us|imperial|metric)\s*$|(?:[123]x\s*){2,}$|(?:hi|hello|hey|hiya|howdy|dear\s+(?:all|team|everyone)|good (?:morning|afternoon|evening)|morning|hola|bonjour|salut|coucou|hallo|servus|moin|ciao|buongiorno|buenos dias|buenas|ola|oi|bom dia|boa tarde)(?:\s+(?:a\s+|to\s+)?(?:all|team|everyone|everybody|guys|folks|chef|chefs|crew|y'?all|gang|todos|todas|equipo|chicos|tout le monde|l'equipe|zusammen|leute|team|a tutti|ragazzi|pessoal|gente|galera))?\s*[,!.]*$|(?:best|regards|kind regards|best regards|many thanks|thanks again|cheers|see you|talk soon|saludos|un saludo|gracias|merci|bises|a bientot|danke|gruss|grusse|liebe grusse|viele grusse|grazie|saluti|un saluto|obrigad[oa]|abracos?|beijos?)(?:\s*,\s*[a-z]+)?\s*[,!.]*$)(?![a-z0-9])/;
/** Words for a serve, a guest or a drink, in the six languages, after a count ('40 serves', 'für 8 Personen'). */
const SERVE_WORD = String.raw`(?:serves|serving|servings|guests?|passengers?|passagiere|passagiers|pasajeros|passageiros|passeggeri|people|fans|supporters|delegates|attendees|visitors|spectators|persons?|drinks?|cocktails?|portions?|glasses|pax|covers|couverts|cubiertos|coperti|gedecke|talheres|personas?|persone|personnes?|personen|pessoas?|gaste|gasten|copas?|copos?|vasos?|verres?|glaser|bicchier[ei]|porciones|porzioni|portionen|porcoes|porciones|doses|raciones|invitados|convidados|ospiti|invites|coupes|shots|osob|osoby|osobach|porcji|porcje|gosci|gosc|gosciach|personen|gasten|glazen|glas|gaster|personer|portioner|becher)`;
const SERVE_COUNT = String.raw`(\d{1,3}|${NUMBER_WORDS_SPOKEN})`;
/**
 * How many a pasted batch says it serves, in the six languages: 'Serves 8', 'makes 40', 'Makes 33 x 90 ml', 'batch for
 * 40 serves', 'for 12 guests', '40 servings', 'Servings: 6', 'para 10 personas', 'pour 8 personnes', 'für 40 Gäste',
 * 'per 40 persone', 'rende 20 copos'. Not a volume ('makes about 1 litre') and not one serve.
 */
/** A batch said as so many times one serve ('Batch (x20)', 'pre-batch ×12'), the count captured. */
const BATCH_TIMES = String.raw`(?:pre[- ]?)?batch(?:ed)?\s*\(?\s*[x\u00d7*]\s*(\d{1,3})\s*\)?`;
/** A volume with no product after it ('makes 1 litre (20 drinks)', '1.5 l = 30 serves', 'about 2 L total'): the batch's. */
const VOLUME_MADE = /\b\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?|litros?|litri|liter|ml|cl|dl)\b\.?(?=\s*(?:$|[(\[=/,;:\u2013\u2014\u2192-]|(?:batch|total|in total|punch|pitcher|jug|bowl|of (?:batch|punch|mix)|bottles?|containers?|cambros?|dispensers?|tanks?|kegs?|urns?|buckets?|thermos(?:es)?|thermoskannen?|termos|airpots?|coolers?|kanister)\b))/g;
/** Words for drinks poured, beside those for a serve or a guest ('20 drinks', '20 Getränke', '20 drankjes', '20 drinków'). */
const DRINKS_WORD = String.raw`(?:${SERVE_WORD.slice(3, -1)}|bebidas|cocteles|getranke|drankjes|drinkow|koktajli|koktajle|porties|porcje|porcji|szklanek|kieliszkow)`;
/** So many serves of so much each ('= 10 serves of 100 ml', '40 drinks at 150 ml'): how many, not an amount of anything. */
// (A classic's name is the drink too: '1 bottiglia da 1 L = 10 Negroni da 100 ml'.)
const EACH_SERVES_SIZE = new RegExp(String.raw`\b\d{1,3}\s+(?:${DRINKS_WORD}|(?:${CLASSIC_DRINK_NAMES})(?:s|es)?)\s+(?:of|at|a|de|zu|da|von)\s+\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b`);
/** Each serve's size in brackets after how many ('(punch cups of about 150 ml)', '(glasses of 200 ml each)'). Folded. */
const EACH_SERVE_IN_BRACKETS = /\( ?(?:[a-z]+ )?(?:cups|glasses|mugs|serves|servings|portions) (?:of|at) (?:~ ?|about |approx\.? |ca\.? |around )?\d+(?:[.,]\d+)? ?(?:ml|cl|oz)(?: each)? ?\)/g;
/** So many cups or drinks with each one's size in brackets after them ('28 punch cups (~110 ml)', '20 cups (150 ml each)'): the count. */
/** (Or times each one's size, 'Yield per bowl: 48 cups x 250 ml', or 'of' it, '= 12 L → 50 cups of 240 ml'.) */
const COUNT_WITH_EACH_SIZE = /\b(\d{1,3} (?:[a-z]+ )?(?:cups|glasses|mugs|coupes|flutes|tumblers|highballs|serves|servings|drinks|portions|verres|vasos|copas|copos|bicchieri|becher|glaser|tassen)) ?(?:\( ?(?:~ ?|about |approx\.? |ca\.? )?\d+(?:[.,]\d+)? ?(?:ml|cl|oz)(?: each)? ?\)|[x\u00d7*] ?\d+(?:[.,]\d+)? ?(?:ml|cl|oz)\b|(?:of|de|da|di) \d+(?:[.,]\d+)? ?(?:ml|cl|oz)\b)/g;
/** What each guest of a count is given, in brackets after it ('200 GUESTS (1 cup each)', '(one glass each)'). Folded. */
// (In the languages too: '(je 1 Becher)', '(1 vaso cada uno)', '(1 bicchiere a testa)', '(un verre chacun)'.)
const ONE_EACH_IN_BRACKETS = /\( ?(?:(?:1|one|a|un|une|una|uno|um|uma) (?:[a-z]+ )?(?:cup|glass|mug|serve|drink|portion|tumbler|vaso|copa|copo|bicchiere|verre|tasse|taza) (?:each|cada(?: uno| una| um)?|a testa|a persona|chacun|chacune|por persona|por pessoa)|je (?:1|ein|einen|eine) (?:becher|glas|tasse|drink|portion)) ?\)/g;
/** An amount of a bottle's size or more said with the serves it is for ('1.000 ml tonic for 20 serves', '2 l punch for 16 guests'). Folded. */
const BATCH_AMOUNT_FOR = new RegExp(String.raw`(?:\b\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)|\b(?:[5-9]\d\d|\d[.,]?\d{3})\s*ml)\b[^\d]{2,40}\b(?:for|fur|fuer|para|pour|per)\s+(\d{1,3})\s+${SERVE_WORD}\s*[.!]*$`);
/** The serves an amount is said for, after its name ('2 l vodka für 16 Gäste'): no part of the name. Folded. */
const FOR_SERVES_AFTER = new RegExp(String.raw`(?<=\S) (?:for|fur|fuer|para|pour|per) \d{1,3} ${SERVE_WORD}[.!]*$`);
/** The occasion alone and its guests, a batch's heading ('For a wedding of 150', 'for the gala of 200'). Folded. */
const occasionOfGuests = (count: string) => new RegExp(String.raw`^(?:for|para|pour|fur|gia)\s(?:a|an|the|our)\s(?:[a-z' -]{0,30}\s)?(?:party|wedding|reception|event|gathering|group|crowd|team|bbq|barbecue|banquet|gala|conference|dinner|christening|baptism)\sof\s${count}\s*[.!:)]*$`);
const OCCASION_OF_GUESTS = occasionOfGuests(SERVE_COUNT);
/** The patterns of the serves said, with the count they read ('40', or 'forty' too). */
const servesSaid = (count: string): RegExp[] => [
  // A punch or a keg's batch said in cups, alone on its line ('Makes 20 cups', 'Yield: 24 cups'): ten or more cups are
  // its serves, as 'Serves 20' says; fewer are a kitchen's volume ('Makes 4 cups').
  // (After the drink's name too, and cups of the punch: 'CHRISTMAS PUNCH — staff party, makes 28 punch cups'.)
  /(?:^|[:,\u2013\u2014-] ?)(?:makes?|yields?|serves?) ?:? ?(?:about |approx\.? |~ ?)?(\d{2,3}) (?:punch |tea |paper )?cups\b(?=[ .!)]*$)/,
  // (Ten cups or mugs or more after an equals sign or a dash, ending the line or before a note in brackets: '10 l thermos
  // = 40 mugs (sun deck)', 'Batch for the two coaches – 100 cups'; '2 cups sugar' is a kitchen's measure.)
  /(?:=|[\u2013\u2014:\u2192]|\s-)\s*(\d{2,3}) (?:punch |tea |paper )?(?:cups|mugs|becher|tassen|bekers|mokken|tazas|tazze|canecas|kubkow|kubki)(?= ?(?:$|[(),.;!]))/,
  // ('(one bowl = 10 cups)', 'each jug fills 6 glasses': what one vessel of the batch pours, in cups or glasses.)
  new RegExp(String.raw`\b(?:bowl|punch bowl|jug|pitcher|carafe|dispenser|batch)\s*(?:=|serves|fills|makes|gives|pours)\s*${count}\s+(?:cups|glasses|mugs|serves|drinks|portions)\b`),
  // ('Batch (x20)', 'batch x 20', 'Pre-batch ×12': that many serves.)
  new RegExp(String.raw`\b${BATCH_TIMES}`),
  // So many of a classic, or a name times so many ('6 mojitos', '10x daiquiri:', 'Daiquiris (x10)').
  new RegExp(String.raw`^(\d{1,3})\s*(?:[x\u00d7*]\s*)?(?:${CLASSIC_DRINK_NAMES})(?:s|es)?\s*:?$`),
  // ('Mojitos x 6': a classic times so many; 'angostura ×4' is a count of dashes.)
  new RegExp(String.raw`^[a-z][^\d()]{2,40}\(\s*[x\u00d7*]\s*(\d{1,3})\s*\)\s*:?$|^(?:${CLASSIC_DRINK_NAMES})(?:s|es)?\s*[x\u00d7*]\s*(\d{1,3})\s*:?$`),
  // A drink's name for a number of guests, ending its line ('Mulled wine for 20', 'Aperol Spritz for a party of 10',
  // 'Sangria para 12').
  // (Not a step of the method: 'Simmer gently for 10', 'Shake hard for 5'.)
  new RegExp(String.raw`^(?!(?:\w+\s+){0,2}(?:simmer|shake|stir|steep|infuse|heat|warm|chill|rest|leave|let|cook|boil|blend|muddle|stand|mix|whisk|serve|macerate|refrigerate|freeze|store|keep|age|strain|brew|soak|marinate|cool|wait|sit)\w*\b)[a-z][^\d]{2,60}?\s(?:for|para|pour|fur|fuer|per|voor|na|dla)\s+(?:(?:a|the|our)\s+(?:[a-z]+\s+){0,2}?(?:party|group|table|crowd|team|wedding|reception|event|gathering|bbq|barbecue) of\s+)?${count}\s*[.!:)]*$`),
  new RegExp(String.raw`(?:^|\(|[\-\u2013\u2014:,]\s*|\b(?:batch|punch|pitcher|jug|bowl|recipe|recette|receta|rezept|ricetta|receita)\s*(?:[:\-\u2013\u2014,]\s*)?)(?:serves?|sirve|sert|serve|rende|rinde|ergibt|makes?|make(?: it| this| enough)? for|yields?|fa|fait|da|batch (?:for|of)|lote (?:para|de)|fur)\s*:?\s*(?:about |approx\w* |ca\.? |circa |environ |cerca de |around )?(?:a party of |a group of )?${count}\b(?!\s*(?:l\b|litres?|liters?|litros?|litri|ml|cl|oz|cups?|bottles?|%))`),
  new RegExp(String.raw`\b(?:for|para|pour|fur|fuer|per|na|dla|voor|batch for|batch of|punch for|pitcher for)\s+(?:a party of\s+|a group of\s+|(?:a|the|our|one)\s+(?:stand|crowd|table|room|hall|terrace|section|block|tent|wedding|party|group|team|coach|bus)\s+of\s+|(?:the|les|los|die|i|os)\s+)?${count}\s+${SERVE_WORD}\b`),
  // ('2 doses de cachaça' is two measures of it, no count of serves.)
  new RegExp(String.raw`(?:^|\()\s*${count}\s+(?:serves|servings|portions|porciones|porzioni|portionen|porcoes|doses|raciones)\b(?!\s+(?:de|do|da|of|di|d)\b)`),
  // ('(20 drinks)', '= 30 serves', 'about 40 drinks', '– 12 Gläser': so many drinks said on their own or beside a volume.)
  new RegExp(String.raw`(?:^|[(=/,;:\u2013\u2014-]\s*|\b(?:about|approx\w*|around|roughly|ca\.?|circa|environ|etwa|unos|unas|cerca de|ongeveer|okolo|ok\.|~)\s*)${count}\s+${DRINKS_WORD}(?=\s*(?:$|[)\].,;:!/|=\u2013\u2014]|\s-\s|(?:of|at|a|de|zu|da|von)(?:\s+\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b|\s*$)))`),
  // ('1 bottiglia da 1 L = 10 Negroni da 100 ml': so many of a classic, each one's size after it.)
  new RegExp(String.raw`=\s*${count}\s+(?:${CLASSIC_DRINK_NAMES})(?:s|es)?\s+(?:of|at|a|de|zu|da|von)(?:\s+\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))?\s*$`),
  new RegExp(String.raw`\b(?:servings?|portions?|porciones|porzioni|portionen|porcoes|porties|porcje|porcji|raciones|yields?|rendimiento|rendimento|coperti|serves|personen|personas|persone|personnes|pessoas|osob|osoby)\s*[:=]\s*${count}\b(?!\s*(?:l\b|litres?|liters?|ml|cl|oz|cups?|bottles?))`),
  // ('x10 batch', '×12 pre-batch': the times said first; 'Gløgg til 8 personer', 'for 8 porsjoner' in Norwegian and
  // Danish; '10人分', '8人前' in Japanese.)
  /^[x\u00d7*]\s?(\d{1,3})\s(?:pre[- ]?)?batch(?:ed)?\b/,
  new RegExp(String.raw`\btil\s+${count}\s+(?:personer|porsjoner|portioner|gjester|gaster|glass|drinker|drinks)\b`),
  /(\d{1,3})\s?(?:\u4eba\u5206|\u4eba\u524d|\u540d\u5206)/,
  // Greek's people and portions ('για 10 άτομα', '10 μερίδες', folded 'gia 10 atoma', '10 merides').
  new RegExp(String.raw`(?:^|\(|\bgia\s)${count}\s(?:atoma|merides|kalesmenous|kalesmenoi)\b`),
  // A drink's name and its guests after it, ending the line ('Sangria 150 pax', 'Rum punch 80 guests').
  new RegExp(String.raw`^[a-z][^\d]{2,40}?\s(\d{1,3})\s(?:pax|guests|people|persons|covers)\s*[.!:)]*$`),
  occasionOfGuests(count),
];
const SERVES_SAID = servesSaid(SERVE_COUNT);
/**
 * The same patterns with the count in figures only: a line that holds no number in words is read by these, the same
 * reading at a fraction of the cost (the numbers in words are a long alternation, slow to run on a long line the first
 * time in a process, and again for text outside Latin-1: '★ 1 ★ 1 ...').
 */
const SERVES_SAID_IN_FIGURES = servesSaid(String.raw`(\d{1,3})`);
/** The last word of each number in words ('twenty', 'un' of 'vingt et un'), and the longest of them. */
const NUMBER_LAST_WORDS = new Set(Object.keys(NUMBERS_IN_WORDS).map((w) => w.split(' ').at(-1)!));
const NUMBER_LAST_WORD_LONGEST = Math.max(...[...NUMBER_LAST_WORDS].map((w) => w.length));
/** Whether a folded line may hold a number in words: some run of its letters ends with the last word of one. */
function mayCountInWords(text: string): boolean {
  for (const [run] of text.matchAll(/[a-z]+/g)) {
    for (let i = Math.max(0, run.length - NUMBER_LAST_WORD_LONGEST); i < run.length; i++) if (NUMBER_LAST_WORDS.has(run.slice(i))) return true;
  }
  return false;
}
/**
 * A bottled run said by its count and each bottle's size, ending its line ('Bottled Old Fashioned - 48 × 100ml', '48
 * bottles of 100 ml', '(24 x 200 ml pouches)'); never bottles of an ingredient ('3 x 70cl gin').
 */
const BOTTLED_RUN = /(?:^|[\-\u2013\u2014(=,]\s*|\b(?:yields?|makes?|fills?)\s*:?\s+)(\d{1,3})\s*(?:bottles?|pouches|cans|flasks|serves|drinks|portions)?\s*(?:[x\u00d7*]|of)\s*\d{2,3}(?:[.,]\d+)?\s*(?:ml|cl)\s*(?:bottles?|pouches|cans|flasks|serves|drinks|portions|each)?\s*\)?\s*[.!:]*$/;

/** A line that only names a drink and how many it serves ('Glühwein für 30 Personen', 'Grzaniec na 30 osób'): no ingredient. */
function servesTitle(line: string): boolean {
  // (The vessel it is kept in, in brackets, is no measure of an ingredient: 'batch of 20 serves (one 2.5 l bottle)'.)
  const text = fold(line)
    .replace(/[\u00a0\s]+/g, ' ')
    .replace(VESSEL_IN_BRACKETS, ' ')
    .trim()
    // (Nor is the size of each cup said after their count: 'makes 28 punch cups (~110 ml)'.)
    .replace(COUNT_WITH_EACH_SIZE, '$1')
    // (Nor what each guest is given: 'POOL DECK - 200 GUESTS (1 cup each)'.)
    .replace(ONE_EACH_IN_BRACKETS, ' ');
  // (A bottled run's title, 'Bottled Old Fashioned - 48 × 100ml', says its serves and their size: a title too.)
  if (BOTTLED_RUN.test(text) && servesOfPaste([line]) !== null) return true;
  // (Nor is the vessel's volume before what it serves, '10 l thermos = 40 mugs', or a note in words in brackets after it.)
  const said = text.replace(VOLUME_MADE, ' ').replace(/\([^()\d]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d\s*(?:ml|cl|dl|oz|l|g|kg|litres?|liters?|litros?|litri|bottles?|cans?)\b/.test(said)) return false;
  // (The occasion's heading, 'For a wedding of 150', is no fact of one drink: a title.)
  if (OCCASION_OF_GUESTS.test(said)) return true;
  // ('Serves 2' on its own is read in its place with the other facts.)
  if (/^\(?\s*(?:serves?|makes?|yields?|for|para|pour|per|fur|fuer)\b/.test(said)) return false;
  // (A dash between the name and its note is no word: 'CHRISTMAS PUNCH — staff party, makes 28 punch cups'.)
  return servesOfPaste([line]) !== null && said.split(' ').filter((w) => /[a-z\d]/.test(w)).length <= 8;
}

/**
 * A production run's count of bottles or cans, said as its target or yield ('Target: 1,200 bottles', 'Run size: 2.400
 * cans', 'Output: 600 bottles'), the count captured (a thousands separator allowed). Folded.
 */
const PRODUCTION_RUN = /\b(?:target|run size|run of|output|production run(?: of)?|fill(?:ing)? run(?: of)?|yield)\s*:?\s*(\d{1,2}[,.\u202f ]\d{3}|\d{2,5})\s*(?:bottles|cans|pouches)\b(?!\s*(?:x|\u00d7|\*|of)\s*\d)/;
/** The most bottles a production run may make: a line's run, not a distillery's. */
const MOST_BOTTLED = 20000;

/**
 * The number of serves a paste says it makes (2 to 500; a production run's bottles up to 20,000), or null for one drink
 * or none said.
 */
export function servesOfPaste(lines: readonly string[]): number | null {
  // A production run of bottles, each one serve ('Target: 1,200 bottles' with '1 bottle = 1 serve'): its bottles.
  for (const line of lines) {
    const run = PRODUCTION_RUN.exec(fold(line));
    const n = run ? Number(run[1]!.replace(/[,.\u202f ]/g, '')) : 0;
    if (n >= 2 && n <= MOST_BOTTLED) return n;
  }
  // A batch said per vessel ('Per 5 l container:') serves what each vessel serves ('8 containers x 50 serves'), not the
  // whole event's guests.
  if (lines.some((l) => PER_VESSEL_HEADING.test(fold(l).trim()))) {
    for (const line of lines) {
      const each = VESSELS_TIMES_SERVES.exec(fold(line));
      const n = Number(each?.[1] ?? each?.[2]);
      if (n >= 2 && n <= 500) return n;
    }
  }
  for (const line of lines) {
    // (Its title names no product: 'Campari - 6 x 70cl bottles' is bottles of the Campari.)
    // (Nor is the run's whole volume in brackets after it: 'Yield: 50 bottles x 100 ml (5.0 L)'.)
    const run = BOTTLED_RUN.exec(fold(line).replace(/[\u00a0\s]+/g, ' ').replace(/\s*\(\s*\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s*\)\s*$/, '').trim());
    if (run && Number(run[1]) >= 4 && Number(run[1]) <= 500 && !namesAProductsHead(fold(line).slice(0, run.index))) return Number(run[1]);
    // (The volume the whole batch makes, said beside its drinks, 'Makes 1 litre (20 drinks)', '1,5 l = 30 Drinks', is no
    // amount's line: the drinks are what it serves.)
    // (Without what it says of each cup or bottle: 'RUM PUNCH – for 120 guests (one 150 ml cup each)' says 120.)
    // (Nor is the batch's volume alone in brackets: 'Makes 60 serves of 150 ml (9 l)'.)
    const text = fold(withoutServingNotes(line))
      .replace(/[\u00a0\s]+/g, ' ')
      .trim()
      // (Before a volume that ends the line is taken for the batch's: 'Yield per bowl: 48 cups x 250 ml' says 48 cups.)
      .replace(COUNT_WITH_EACH_SIZE, '$1')
      .replace(/\(\s*\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s*\)/g, ' ')
      .replace(VOLUME_MADE, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(COUNT_WITH_EACH_SIZE, '$1')
      // (Nor each serve's size in brackets after the count: 'Serves 60 (punch cups of about 150 ml)'.)
      .replace(EACH_SERVE_IN_BRACKETS, ' ')
      // (Nor what each guest is given: 'POOL DECK - 200 GUESTS (1 cup each)'.)
      .replace(ONE_EACH_IN_BRACKETS, ' ')
      .trim();
    // (An amount of a bottle or more for so many serves, '1.000 ml tonic for 20 serves', is the batch's, shared by them;
    // '50 ml gin for 2 people' is one drink shared.)
    const forServes = BATCH_AMOUNT_FOR.exec(text);
    if (forServes && Number(forServes[1]) >= 2 && Number(forServes[1]) <= 500) return Number(forServes[1]);
    // (An amount's line, '50 ml gin for 2 people', says how it is shared, not what the paste makes; 'Makes 33 x 90 ml' does.)
    // ('= 10 serves of 100 ml' says the serves and each one's size, as 'Makes 33 x 90 ml' does.)
    const measured = /\d\s*(?:ml|cl|oz|l|litres?|liters?)\b/.test(text) && !/\d\s*(?:x|\u00d7|\*|(?:bottles?|pouches|cans|flasks) of)\s*\d/.test(text) && !EACH_SERVES_SIZE.test(text);
    // (A heading before a colon says it for the measures after it: 'Jug for 5: 250 ml white rum, 600 ml cola'.)
    // ('Mojito (jug for 6): 300 ml white rum, ...', 'BEO #4471 – 120 guests – Aperol Spritz x 120: Aperol 7.2 L, ...': what
    // comes before the list says it.)
    const heading = measured ? (/^([^:\d]{2,40}\s(?:for|para|pour|fur|per)\s+\d{1,3})\s*\)?\s*:/.exec(text)?.[1] ?? /^([^:]{2,120}?)\s*:\s*(?=[^:]*\d\s*(?:ml|cl|l|oz)\b)/.exec(text)?.[1]) : undefined;
    const read = heading ?? text;
    for (const pattern of measured && !heading ? [] : mayCountInWords(read) ? SERVES_SAID : SERVES_SAID_IN_FIGURES) {
      const found = pattern.exec(read);
      const said = found?.[1] ?? found?.[2];
      if (said === undefined) continue;
      const n = /^\d/.test(said) ? Number(said) : (numberInWords(said) ?? 0);
      if (n >= 2 && n <= 500) return n;
    }
  }
  return null;
}

/** Each serve's size ('serve in 250 ml cups', '150 ml per guest', 'ladle 150 ml per guest'), in ml. */
const SERVE_SIZE = /\b(\d{2,3})\s*ml\s+(?:cups?|glass(?:es)?|serves?|servings?|portions?|pours?|tumblers?)\b|\b(?:serve|pour|portion|ladle)s?\s+(?:in(?:to)?\s+)?(?:a\s+)?(\d{2,3})\s*ml\b|\b(\d{2,3})\s*ml\s+(?:per|a|each|for each)\s+(?:cup|glass|serve|serving|guest|person|head|portion|drink)\b/;
/** A recipe said per vessel ('per 20 L tank', 'makes a 10 L batch'), in litres. */
/** What a batch is made and kept in ('tank', 'batch', 'container', 'cambro', 'machine'). */
const BATCH_VESSEL = String.raw`(?:tanks?|batch(?:es)?|buckets?|containers?|dispensers?|kegs?|urns?|bowls?|cambros?|machines?|kanistern?)`;
const PER_VESSEL = new RegExp(String.raw`\b(?:per|makes?|yields?|fills?|batch of)\s+(?:(?:a|one|the)\s+)?(\d{1,3}(?:[.,]\d+)?)\s*(?:l|ltr|litres?|liters?)\s+${BATCH_VESSEL}\b`);
/** What makes a paste a batch when it names no count of serves: its vessel or its occasion ('per 20 L tank', 'punch'). */
const BATCH_SAID = new RegExp(String.raw`\b(?:${BATCH_VESSEL.slice(3, -1)}|jugs?|pitchers?|punch|party|wedding|banquet|reception)\b`);
/** What a batch is kept or served from, the batch's vessels and the smaller ones ('jar', 'jug', 'bottle'). */
const KEPT_IN = String.raw`(?:${BATCH_VESSEL.slice(3, -1)}|jars?|jugs?|pitchers?|bottles?|carafes?)`;
/** The vessel a batch is kept in, in brackets ('(one 2.5 l bottle)'). */
const VESSEL_IN_BRACKETS = new RegExp(String.raw`\(\s*(?:(?:one|a|an|1|in (?:a|one))\s+)?\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?|ml|cl)\s+${KEPT_IN}\s*\)`, 'g');
/** So many bottles of a size in a list ('3 x 70cl gin'), not of the vessels a batch is kept in ('4 x 8 L jars'). */
const BOTTLES_OF_A_SIZE = new RegExp(String.raw`(^|[,;/+]\s*)(\d{1,2})\s*[x\u00d7]\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\b(?=\s+(?!(?:cans?|btls?|cartons?|packs?|tins?|shots?|${KEPT_IN.slice(3, -1)})\b)[a-z])`, 'gi');
/** A heading that says the amounts under it are one vessel's ('Per 5 l container:', 'per cambro:', 'Each dispenser:'). */
const PER_VESSEL_HEADING = new RegExp(String.raw`^(?:per|each|for (?:one|each|1))\s+(?:\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s+)?(?:[a-z]+\s+)?${KEPT_IN}\s*:`);
/** So many vessels of so many serves each ('8 containers x 50 serves', '50 serves per container'), the serves captured. */
const VESSELS_TIMES_SERVES = new RegExp(String.raw`\b\d{1,3}\s*(?:[a-z]+\s+)?${KEPT_IN}\s*(?:x|\u00d7|\*|of)\s*(\d{1,3})\s*(?:serves?|servings?|drinks?|glasses|portions?|cups?)\b|\b(\d{1,3})\s*(?:serves?|servings?|drinks?|glasses|portions?|cups?)\s+(?:per|each|a|in each)\s+${KEPT_IN}\b`);

/**
 * The serves a batch makes when it says only each serve's size ('POOL SLUSH (per 20 L tank)' with 'Serve in 250 ml
 * cups'): what it pours in all, divided by the size; null when it says no size, or is no batch (one drink 'served in
 * a 350 ml glass').
 */
export function servesOfServeSize(lines: readonly string[], poured: number): number | null {
  const size = serveSizeOf(lines);
  if (size === null || !(poured >= 2000 || lines.some((l) => BATCH_SAID.test(fold(l))))) return null;
  // (A recipe said per vessel, 'per 20 L tank', makes what the vessel holds; a vessel it goes in, 'for a 10 l bowl',
  // holds what is poured.)
  const per = lines.map((l) => PER_VESSEL.exec(fold(l))).find((m) => m !== null);
  const n = Math.round((per ? Number(per[1]!.replace(',', '.')) * 1000 : poured) / size);
  return n >= 2 && n <= 500 ? n : null;
}

/** Each serve's size a paste says, in ml ('Serve in 250 ml cups'); null when it says none. */
export function serveSizeOf(lines: readonly string[]): number | null {
  const size = lines.map((l) => SERVE_SIZE.exec(fold(l).replace(/[\u00a0\s]+/g, ' '))).find((m) => m !== null);
  return size ? Number(size[1] ?? size[2] ?? size[3]) : null;
}

/**
 * Facts about the recipe a page prints among its ingredients, in the six languages: what it yields and for how many
 * ('Para 8 personas', 'Zutaten für 4 Personen', 'Rende 6 copos', 'Batch for a party of 10', '(makes about 1 litre)'),
 * a label and its value ('Nutrition: 180 kcal', 'Glass: coupe', 'Prep time: 5 min', 'Difficulty: easy'), a bare number
 * or a rule of dashes left from a list.
 */
/** What a batch is served in, in the languages ('mug', 'Becher', 'kubek', 'tasse'). */
const SERVED_IN = String.raw`(?:mugs?|cups?|glass(?:es)?|serves?|servings?|portions?|persons?|heads?|guests?|becher|tassen?|glas|glaser|kopp?e?|copas?|tazas?|vasos?|tazzas?|tazze|bicchier[ei]|canecas?|copos?|chavenas?|kub(?:ek|ka|ki)|kieliszek|szklank[aei]|mok|mokken|glaasjes?|verres?|tasses?|gobelets?)`;
const RECIPE_FACT = new RegExp(
  [
    String.raw`^(?:nutrition(?:al)?(?: facts| info)?|nutricion|nutrizione|nahrwerte|calor(?:ies|ias|ie|i)|kalorien|kcal|energy|energia|energie|(?:prep(?:aration)?|cook(?:ing)?|total|active) time|time|glass(?:ware| code| type)?|glas|qa|quality check|verre|vaso|bicchiere|copo|copa|difficulty|dificultad|difficolta|schwierigkeit|difficulte|level|nivel|category|categoria|course|cuisine|keywords?|tags?|author|autor|auteur|rating|abv|strength|yields?|servings?|portions?|porciones|porzioni|portionen|doses|rendimiento|rendimento|zubereitungszeit|tiempo|tempo|temps|tempo de preparo)\s*[:=\-\u2013]`,
    String.raw`^(?:(?:zutaten|ingredients?|ingredientes|ingredienti|ingredients pour)\s+)?(?:para|per|pour|fur|fuer|for)\s+(?:\d+|ein|eine|einen|un|una|une|um|uma|one|a|two|three|four|five|six|eight|ten|dos|tres|cuatro|seis|ocho|diez|deux|trois|quatre|six|huit|dix|zwei|drei|vier|sechs|acht|zehn|due|tre|quattro|sei|otto|dieci|duas|quatro|oito|dez)\s+(?:personas?|persone|personnes?|personen|pessoas?|people|persons|guests|passengers|servings?|porciones|portions?|porzioni|portionen|porcoes|doses|copos?|copas?|vasos?|glass(?:es)?|glas|verres?|glaser|bicchier[ei]|drinks?|cocktails?)\b`,
    // ('Makes 33 x 90 ml', 'Ergibt 20 × 5 cl': so many serves of so much.)
    String.raw`^(?:rende|rinde|rend|ergibt|sirve|sert|serve|fa|makes?|yields?)\s+(?:about\s+|approx\w*\s+|ca\.?\s+|aprox\w*\s+|cerca de\s+|environ\s+|circa\s+)?(?:\d+\s*(?:serves?\s+|servings?\s+|drinks?\s+|bottles?\s+)?(?:x|\u00d7|\*|of)\s*)?\d+(?:[.,]\d+)?\s*(?:l\b|litres?|liters?|litros?|litri|ml|cl|oz|cups?|glass(?:es)?|servings?|drinks?|cocktails?|personas?|persone|personnes?|personen|pessoas?|copos?|copas?|vasos?|verres?|glas|glaser|bicchier[ei]|portions?|porciones|porzioni|porcoes|doses?)?\s*$`,
    String.raw`^\(\s*(?:makes?|yields?|serves?|rende|rinde|ergibt|para|pour|per)\b[^()]*\)$`,
    // ('Makes 1.5 litres (30 drinks)', 'Ergibt 2 Liter – 40 Drinks', '1 L = 20 serves': the batch's volume and its drinks.)
    String.raw`^(?:(?:rende|rinde|rend|ergibt|sirve|sert|serve|fa|fait|makes?|yields?|batch)\s*:?\s+)?(?:about\s+|approx\w*\s+|ca\.?\s+|~\s*)?\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?|litros?|litri|liter|ml|cl)\b\.?\s*(?:[,(\-\u2013\u2014/=:]\s*)?(?:about\s+|approx\w*\s+|ca\.?\s+|~\s*)?\d{1,3}\s+${DRINKS_WORD}\s*\)?\.?$`,
    String.raw`^batch (?:for|of)\b|^${BATCH_TIMES}$`,
    // Ice said alone, however it is used ('crushed ice, packed to the top', 'cubed ice in the shaker, no ice in the
    // glass'): how the drink is built, no ingredient. (Not 'ice cream', 'ice tea' or 'ice wine'.)
    String.raw`^(?:[\u203b*\u2022\-]\s*)?(?:please\s+)?(?:(?:use|using|serve|served|build|built)\s+(?:(?:over|on|with|in)\s+)?)?(?:(?:plenty of|lots of|loads of|some|fresh|cubed|crushed|cracked|block|shaved|clear|pebble|large|big|cubes? of|type|kold[- ]?draft)\s+)*ice(?:\s+(?:cubes?|cubed|crushed))?(?!\s*(?:cream|tea|wine|pops?|lolly|lollies)\b)(?![^]*\b(?:lime|lemon|orange|tonic|soda|rum|gin|vodka|tequila|whisk\w*|wedge|twist|slice|float|splash|syrup|juice|water|beer|wine|prosecco|mint|cherry|bitters|garnish)\b)(?:\s*(?:,|\bin\b|\bto\b|\bfor\b|\bpacked\b|\bfilled\b|\bon\b)[^\d]*)?$`,
    // A page's running head copied into the recipe: a section carried over from the page before ('4 · SOURS & MULES
    // (continued)'), a document's title with its revision ('... Beverage Standards Manual 2027 (Rev. 3)').
    String.raw`^[^]{0,66}\((?:continued|cont\.?|contd\.?)\)\s*$|^(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,100}\(\s*(?:rev|revision|version|v|ed|edition)\.?\s*\d{1,2}(?:\.\d{1,2})?\s*\)\s*$`,
    // A deal at a price beside the drink ('bucket deal: 6 for € 30 (ring through as 6 × Sun-deck Lager)', 'happy hour 2 for
    // £12'): what it sells for, no ingredient.
    String.raw`^(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,40}\b(?:deal|offer|promo|promotion|happy hour)\b[^]{0,60}(?:[\u20ac$\u00a3]|\beur\b|\busd\b|\bgbp\b)[^]*$`,
    // (Cubes counted with no word of ice, '3 big cubes in a rocks glass', 'one large cube': the ice.)
    String.raw`^(?:\d{1,2}|one|two|three|four|a|an)\s+(?:(?:big|large|clear|small|giant|king|fresh)\s+){0,3}(?:ice\s+)?cubes?(?:\s+of\s+ice)?(?:\s+(?:in|into|on|over)\s+[^\d]*)?$`,
    // (Ice weighed or bagged, '10 kg ice in the coolers', '3 bags of crushed ice': no ingredient either.)
    String.raw`^(?:\d+(?:[.,]\d+)?\s*(?:[x\u00d7]\s*\d+(?:[.,]\d+)?\s*)?(?:kg|kilos?|lbs?|pounds?|bags?|sacks?)\s+(?:(?:bags?|sacks?)\s+)?(?:of\s+)?)(?:(?:cubed|crushed|cracked|block|clear)\s+)?ice(?:\s+cubes?)?(?!\s*(?:cream|tea|wine)\b)[^\d]*$`,
    // A temperature to heat to or serve at, with no measure ('heat to 70 °C, never boil', 'served at 16–18 °C in a tulip
    // glass'): how it is made, no ingredient.
    String.raw`^(?![^]*\d\s*(?:ml|cl|oz|l|dl|dash(?:es)?|tsp|tbsp|g)\b)[a-z][a-z ]{0,30}?\s(?:to|at)\s+(?:about\s+|approx\.?\s+|ca\.?\s+)?\d{1,3}(?:\s*-\s*\d{1,3})?\s*\u00b0\s*[cf]\b[^\d]*$`,
    // (The glass and its ice, 'Large copa, lots of ice', 'copper mug full of ice' ('koperen mok vol ijsblokjes').)
    String.raw`^(?:(?:large|small|tall|short|chilled|frozen|copper|big|double|old fashioned|wine|balloon)\s+)*(?:copa|coupe|highball|rocks glass|rocks|tumbler|collins(?: glass)?|mug|glass|goblet|balloon|jar)\s*(?:,|with|full of|filled with|over|and)\s*(?:(?:lots of|plenty of|loads of|cubed|crushed|big|large|fresh|cubes of)\s+)*ice(?:\s+cubes?)?\s*[.!]?$`,
    // A standards sheet's par stock ('PAR: Campari 4 btl, sweet vermouth 3 btl'), and a menu's note on its prices ('All
    // prices in USD, service included').
    String.raw`^par(?:\s+(?:levels?|stock))?\s*:[^]*$|^(?:all\s+)?prices?\s+(?:are\s+)?(?:in|incl\w*|excl\w*|include\w*|exclude\w*)\b[^\d]*$`,
    // A chat's greeting and sign-off ('Hey all, Marta here.', 'Thanks, Tom'): the message's, no ingredient.
    String.raw`^(?:hey|hi|hello|hiya|howdy|good (?:morning|afternoon|evening)|dear)\b[^\d]{0,60}$|^(?:hi|hello|dear)\s+[a-z]+\s*,\s*(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,120}$|^(?:best|regards|best regards|kind regards|cheers|thanks|thank you|many thanks)[,!.]?(?:\s+[a-z]+)?[.!]?$`,
    // A slide deck's page ('Slide 7 of 32', 'Slide 14 — SIGNATURE SERVES') and its footer ('© 2027 SkyAir ...').
    String.raw`^slide\s*\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?(?:\s*[-:\u2013\u2014|]\s*[^\d]*)?$|^(?:\u00a9|\(c\)|copyright)\s*[^]*$|^(?:19|20)\d\d\s+(?!(?:ml|cl|l|oz|g|x)\b)[a-z][^\d]{0,60}$`,
    // A batch's bottle and its serves ('Makes one 70 cl bottle = 14 serves').
    String.raw`^(?:makes?|yields?|fills?)\s+(?:(?:one|a|1)\s+)?\d+(?:[.,]\d+)?\s*(?:l|ltr|cl|ml)\s+(?:bottles?|jugs?|carafes?|containers?)\s*(?:=|,|:|[-\u2013\u2014]|of)?\s*(?:about\s+)?\d{1,3}\s+${DRINKS_WORD}\.?$`,
    // A catering order's heading ('BANQUET EVENT ORDER #2291 — Welcome drink ... — 400 pax', 'BEO 114: ...').
    String.raw`^(?:banquet event order|beo|event order|function sheet|catering order)\b(?![^]*\d\s*(?:ml|cl|oz|l)\b)[^]*$`,
    // ('4 x 8 L jars (40 glasses per jar)': so many vessels of a size, and what each serves.)
    String.raw`^(?:[a-z][^,]{0,80}?[,\u2013\u2014-]\s*)?\d{1,3}\s*[x\u00d7]\s*\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s+${KEPT_IN}\b[^\d]*(?:\(\s*\d{1,3}\s+(?:glasses|serves?|servings?|drinks?|cups?)\s+(?:per|each|a)\s+[a-z]+\s*\))?\s*$`,
    // ('Batch in 5 l Cambro containers: 8 containers x 50 serves': how many vessels of how many serves.)
    String.raw`\b\d{1,3}\s*(?:[a-z]+\s+)?${KEPT_IN}\s*(?:x|\u00d7|\*|of)\s*\d{1,3}\s*(?:serves?|servings?|drinks?|glasses|portions?|cups?)\b`,
    // An event's heading and its times ('PRIVATE PARTY - Henderson 40th - Sat 7pm'), when to have it ready ('Prep by 5pm,
    // keep chilled.'), a step with its time and no measure ('Simmer 10 min, strain, cool.'): no ingredient.
    String.raw`^(?:private (?:party|event|hire|function|booking)|event|function|booking|party)\b(?:\s*[-:\u2013\u2014]\s*[^]*)?$`,
    String.raw`^(?![^]*\b\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|l|dash(?:es)?|tsp|tbsp|barspoons?|g)\b)(?:prep(?:are|ped)?|make|made|batch(?:ed)?|ready|have (?:it|them) ready)\s+(?:it\s+|them\s+|up\s+|ahead\s+)?(?:by|before|ahead)\b[^]*$`,
    String.raw`^(?![^]*\b\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|l|dash(?:es)?|tsp|tbsp|barspoons?|g)\b)(?:simmer|boil|heat|warm|cool|steep|infuse|rest|chill|blend|strain|stir|shake|leave|let (?:it )?(?:sit|rest|cool|steep))\b[^]*?\b\d+\s*(?:min|mins|minutes?|hours?|hrs?|h|secs?|seconds?)\b[^]*$`,
    // So many serves of so much each ('= 10 serves of 100 ml'), and the vessel a batch is kept in said alone ('1 litre
    // bottle', 'a 5 L jug'): what the batch makes and where, no ingredient.
    String.raw`^=?\s*\d{1,3}\s+${DRINKS_WORD}\s+(?:of|at|a|de|zu|da|von)\s+\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\.?$`,
    String.raw`^(?:(?:a|an|one)\s+)?\d+(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?|ml|cl)\s+(?:bottles?|jugs?|pitchers?|containers?|tubs?|dispensers?|kegs?|urns?|carafes?)(?:\s*\([^()]*\))?$`,
    // A batch's vessel and its cups said alone ('(per 20 L tank)', 'Serve in 250 ml cups.', '250 ml cups'): what it is made
    // in and served in, no ingredient.
    String.raw`^\(?\s*(?:(?:per|for|in|makes|fills)\s+)?(?:(?:a|one|the)\s+)?\d{1,3}(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s+${BATCH_VESSEL}\s*\)?\.?$`,
    String.raw`^(?:(?:serve|pour|portion|ladle)d?s?\s+(?:in(?:to)?\s+)?(?:a\s+)?)?\d{2,3}\s*ml\s+(?:cups?|tumblers?|glass(?:es)?)\.?$`,
    // (And a batch's name over it with its vessel in brackets: 'POOL SLUSH - VIRGIN COLADA (per 20 L tank)'.)
    String.raw`^[a-z][^\d()]{2,60}\(\s*(?:per|for|makes|in|fills)\s+(?:(?:a|one|the)\s+)?\d{1,3}(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)(?:\s+${BATCH_VESSEL})?\s*\)$`,
    // A document's reference ('Ref. manual rev. 7'), a machine's running ('Run the machine on slush for 2 hours before
    // opening'), a note that the drink has none ('No alcohol, obviously!'), an email's small print ('This email and any
    // attachments are confidential.', 'Any questions just shout.'), a product sheet's own lines ('PRODUCT SHEET 07/24',
    // 'Prices excl. VAT', 'Please enjoy BACARDI responsibly', 'Carta Oro · 37.5% ABV · 1 L · 12 x 1 L per case'): no ingredient.
    String.raw`^(?:ref|reference|rev|revision)\.?\s[^\d]{0,30}\d+(?:\.\d+)*$|^(?:run|switch on|turn on|start|set)\s+(?:the\s+)?(?:slush(?:ie|y)?\s+|granita\s+|frozen\s+|ice\s+)?(?:machine|blender|freezer)\b[^]*$|^(?:no|zero|without)\s+(?:alcohol|booze)\s*(?:[,.!;:][^\d]*)?$`,
    String.raw`\bconfidential\b|^any (?:questions|problems|issues)\b[^\d]*$|\bproduct (?:sheet|data sheet|spec(?:ification)?s?)\b|\bprices? (?:excl|incl|exclude|include|excluding|including)\b|\benjoy\b[^\d]{0,40}\bresponsibly\b|\b\d+(?:[.,]\d+)?\s*%\s*(?:abv|vol)\b[^]*\bper case\b|\b\d{1,3}\s*[x\u00d7]\s*\d+(?:[.,]\d+)?\s*(?:l|cl|ml)\s+per case\b`,
    // A till's removal and its item number ('-MOD 990 NO STRAW', 'PLU 1234'), a straw ('Straw: black, paper').
    String.raw`^-\s*mod\w*\b[^]*$|^plu\s*(?:[:#]\s*)?\d+[^]*$|^straws?\s*:[^\d]*$|^[$\u20ac\u00a3]\s*\d{1,3}(?:[.,]\d{2})?$`,
    // (A till's 'no' modifier, 'MOD  NO STRAW   1 @ $0.00', and its item's codes, 'ITEM CODE BV-GT-01   DEPT 04   TAX A'.)
    String.raw`^mod\w*\s+no\s+[^\d]*(?:\d{1,2}\s*@\s*[$\u20ac\u00a3]?\s*\d+(?:[.,]\d{2})?)?$|^item\s+(?:code|no\.?|number|#)\b[^]*$|^(?:dept|department)\s*\d+\b[^]*$|^tax\s+(?:[a-z]|\d+)\s*$`,
    // (A standard's heading with its glass code and allergen letters: '5.1 AMARETTO SOUR — glascode OF-3 — allergenen (N) (E)'.)
    String.raw`\bglas(?:s)?\s*-?\s*code\b(?![^]*\b\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b)[^]*$`,
    // A manual's section and a glass's code said alone ('SOP 3.1 COSMO', 'Std. 7.3.1', 'GLASS CODE G3 (martini)'): no
    // ingredient, when no amount is said.
    String.raw`^(?:sop|std\.?|standard|section|sec\.?|spec no\.?|ref\.?)\s*\d+(?:\.\d+)*\b(?![^]*\b\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|dash(?:es)?|tsp|barspoons?)\b)[^]*$|^glass code\b[^]*$`,
    // 'Prep: 5 min', 'Calories 210', 'Cook 0 min': a label without its 'time' and its colon.
    String.raw`^(?:prep|cook|total|calories|calorias|kalorien|kcal)\s*(?:[:=]\s*)?\d+\s*(?:min\w*|mins?|h|hours?|kcal|cal)?$`,
    // A table's or a sheet's header row: 'Ingredient<tab>Amount<tab>Unit', 'item,qty,unit'.
    String.raw`^(?:ingredients?|item|name|product|zutat|ingrediente)\s*[,;\t|]\s*(?:amount|qty|quantity|measure|menge|cantidad|quantita|quantidade)\b`,
    // A page's small print and a pairing: 'This post may contain affiliate links.', 'Pairs well with salted nuts and olives'.
    String.raw`\baffiliate links?\b|\bsponsored\b|^(?:pairs?|goes) (?:well |nicely |great |best )?with\b|\b(?:registered )?trade ?marks?\b|\ball rights reserved\b|\bdrink ?(?:aware|responsibly)\b|\bserve responsibly\b|\bwww\.|\.(?:com|co\.uk|org|net|de|es|fr|it)\b`,
    // A page's title: 'Margarita Recipe', 'Classic Mojito recipe', 'Receta de mojito', 'Rezept: Negroni'.
    String.raw`^(?:[a-z' &-]{2,40}\s+)?(?:recipe|receta|recette|rezept|ricetta|receita)(?:\s*[:\-]\s*[a-z' &-]{2,40})?$|^(?:receta|recette|rezept|ricetta|receita) (?:de |du |fur |di |do |da )?[a-z' &-]{2,40}$`,
    // A spec sheet's method shorthand: 'SHK / DS / coupe', 'stir / strain / rocks'.
    String.raw`^(?:shk|shake|ds|double strain|str|strain|stir|build|roll|whip|dry shake|ws|rocks|coupe|nick and nora|nick & nora|highball|collins|up|neat|fine strain|fs)(?:\s*[/,|]\s*(?:shk|shake|ds|double strain|str|strain|stir|build|roll|whip|dry shake|ws|rocks|coupe|nick and nora|nick & nora|highball|collins|up|neat|fine strain|fs|ice|crushed|cubed))+$`,
    String.raw`^(?:no|without|sin|sans|ohne|senza|sem|zonder)\s+(?:ice|hielo|glace|glacons|eis|ghiaccio|gelo|ijs)\b`,
    String.raw`^\d+\s*[.)]?$`,
    String.raw`^(?:[-*_=~.\u2013\u2014\u2022\u00b7]\s*)+$`,
    // A page's number as a card or a book prints it: '- 7 -', 'Page 7', 'p. 12', 'Seite 3', '7 / 12'.
    String.raw`^[-\u2013\u2014~]\s*\d{1,3}\s*[-\u2013\u2014~]$|^(?:page|pg|p|seite|pagina|pagine|strona|s)\.?\s*\d{1,3}(?:\s*(?:/|of|von|de|di|z)\s*\d{1,3})?$`,
    // How much to pour into each cup of a batch ('Per mug: 185 ml', 'Pro Becher 150 ml ausschenken.', 'Porcja: 150 ml na
    // kubek', 'ladle 150 ml per mug'): the serve's size, no ingredient.
    String.raw`^(?:per|pro|por|par|each|a|na)\s+${SERVED_IN}\s*(?:[:=\-\u2013]\s*)?(?:about\s+|approx\w*\s+|ca\.?\s+|je\s+)?\d+(?:[.,]\d+)?\s*(?:ml|cl|dl|oz)\b\s*(?:ausschenken|einschenken|servieren|servir|servire|serve|served|pour|poured|ladle|ladled)?\s*[.!]*$`,
    String.raw`^(?:portion|portions|porcja|porcion|porcao|porzione|serve|serving|pour|ausschank|schenken|serving size|portion size)\s*:\s*(?:about\s+|approx\w*\s+|ca\.?\s+)?\d+(?:[.,]\d+)?\s*(?:ml|cl|dl|oz)\b(?:\s*(?:per|pro|por|par|a|na|into each|in each|for each|each)\s+${SERVED_IN})?\s*\.?$`,
    String.raw`^(?:(?:keep (?:it |the \w+ )?(?:warm|hot)(?: in the (?:urn|pot|pan|slow cooker|kettle))?|to serve|then|and)(?:\s*,\s*|\s+))*(?:ladle|serve|pour|portion(?: out)?|dispense)\s+(?:out\s+)?(?:about\s+|approx\w*\s+|ca\.?\s+)?\d+(?:[.,]\d+)?\s*(?:ml|cl|dl|oz)\s+(?:per|a|into each|in each|for each|each)\s+${SERVED_IN}\s*[.!]*$`,
    // A label for the drink's story or notes ('Story: my grandfather kept...', 'Inspiration: ...').
    String.raw`^(?:story|the story|inspiration|background|history|concept|origin|tasting notes?|flavou?r profile|historia|histoire|geschichte|storia|historie|inspiracion|inspiracao)\s*:\s*\S`,
    // How it is made, said alone ('Stirred, no ice in the glass', 'Shaken and double strained'): the method.
    // (Not one that adds a thing: 'Shaken hard, then topped with soda water' is a line of the soda.)
    String.raw`^(?!.*\b(?:top|topped|topping|add|added|float|floated|fill|filled|garnish\w*|with)\b)(?:stirred|shaken|built|blended|thrown|rolled|swizzled|churned)(?:\s*(?:,|and|&|then|-)\s*[^\d]*|\s+(?:over|on|in|into|down|hard|well|briefly|gently)\b[^\d]*)?\.?$`,
    // How to warm a batch ('Warm gently, never boil.', 'Heat slowly, do not let it boil'): the method.
    String.raw`^(?:warm|heat|simmer|keep warm|reheat|erwarmen|erhitzen|chauffer|rechauffer|calentar|scaldare|aquecer)\b[^\d]*(?:boil\w*|kochen|bouillir|hervir|bollire|ferver)[^\d]*$`,
  ].join('|'),
);
/**
 * A note after an ingredient naming what it is not ('1 oz lemon juice — NOT lime juice', '2 oz rye (not bourbon)',
 * '15 ml Cointreau, nicht Triple Sec'): the ingredient without it, so the other product is not read instead.
 */
const NOT_OTHER = /(?:\s*[-\u2013\u2014,;(]\s*|\s+)(?:but\s+)?(?:not|never|nicht|kein|keinen|pas|non|nao|não|no)\s+(?!alc(?:oholic|ohol|o)?\b)(?:the\s+|a\s+|an\s+|de\s+|du\s+|le\s+|la\s+|il\s+|el\s+|o\s+)?[\p{L}][\p{L}'’ -]{1,30}\)?\s*[.!]*$/iu;
function withoutNotOther(line: string): string {
  if (!/^\s*(?:\d|[\u00bc-\u00be\u2150-\u215e])/.test(line)) return line;
  const rest = line.replace(NOT_OTHER, '');
  return rest.trim().length >= 5 ? rest.trim() : line;
}

/** 'and enjoy', ', serve immediately' at the end of a line: not part of what is in it. */
/** A name alone, as a message is signed: 'Marta', 'Tom B.', '- Jo'. */
const SIGNED = /^[-\u2013\u2014~]?\s*\p{Lu}[\p{Ll}'\u2019-]+(?:\s+\p{Lu}[\p{Ll}]*\.?)?$/u;
const SIGN_OFF = /(?:[,;]\s*|\s+and\s+|\s*[-\u2013]\s*)(?:enjoy|serve|cheers)(?:\s+(?:responsibly|immediately|right away|cold|chilled))?[.!]*$/i;

const STARTS_WITH_AMOUNT = new RegExp(String.raw`^(?:${AMOUNT})\s*(?:(?:${UNIT})\s+)?(?:x\s+)?(?:of\s+)?[a-z]`);

/** An amount, a unit and a name: '20ml Cointreau', '3/4 oz lemon juice'. */
const BARE_MEASURE = new RegExp(String.raw`^(?:${AMOUNT})\s*(?:${UNIT})\.?$`);
const MEASURED_NAME = new RegExp(String.raw`^(?:${AMOUNT})\s*(?:${UNIT})\s+(?:of\s+)?[a-z]{3,}`);

/** Every amount with its unit in a text ('25 ml', 'forty mils', '1 1/2 oz'). */
const MEASURES_IN = new RegExp(String.raw`(?:^|\s)(?:${AMOUNT})\s*(?:${UNIT})`, 'g');
/** A second measured thing joined to the first by a comma or an 'and' ('25 ml cordial and 15 ml lime juice'). */
const LIST_IN_PART = new RegExp(String.raw`(?:,|\s(?:and|&|plus))\s*(?:${NUMBER})\s*(?:${UNIT})`);

/** Units of a poured measure: only these follow a name as its amount ('cut into 4 wedges' is no amount of 'cut into'). */
const POURED = new Set(['ml', 'cl', 'l', 'oz', 'tsp', 'tbsp', 'barspoon', 'dash', 'drop', 'splash']);
const POURED_UNIT = String.raw`(?:${Object.entries(UNIT_WORDS)
  .filter(([, u]) => 'ml' in u || POURED.has(u.unit))
  .map(([k]) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
  .sort((a, b) => b.length - a.length)
  .join('|')})(?:e?s)?\.?(?![a-z])`;
const POURED_OR_MEASURE = new RegExp(String.raw`^(?:${POURED_UNIT})$`);
/** A name with its measure after it: 'Cognac 50 ml', 'Vodka (40 ml)', 'lime juice: 15 ml', 'gin - 2 oz'. */
const NAME_THEN_MEASURE = new RegExp(String.raw`^([a-z][a-z0-9'&.\- ]{0,60}?[a-z.'])\s*(?:[:,\-\u2013]\s*)?\(?\s*(?:(?:about|around|approx\.?|roughly|~)\s*)?((?:${AMOUNT})\s*(?:${POURED_UNIT}))\s*\)?$`);
/** A product's name with its number ('Bacardi 151', 'Monkey 47') before the measure: the name, then the measure. */
const NUMBERED_NAME_THEN_MEASURE = new RegExp(String.raw`^([a-z][a-z'&.\- ]{0,40}[a-z] \d{1,4})\s((?:${AMOUNT})\s?(?:${POURED_UNIT}))$`);
/** The part as an amount before its name ('Cognac 50 ml' -> '50 ml cognac'); other parts unchanged. */
function measureFirst(part: string): string {
  const m = NAME_THEN_MEASURE.exec(part);
  if (m) return `${m[2]!} ${m[1]!.trim()}`;
  // 'club soda top', 'soda to top', 'soda up', 'tonic full up': the top-up said after the name.
  const topped = /^(?![a-z' \-]*\b(?:shake|shaken|stir|stirred|fill|mix|muddle|build|it|them|all|serve|served|straight|neat|strain|pour|glass|make|chill|set)\b)([a-z][a-z' \-]{1,40}?)\s+(?:to top|top(?: up)?|full up|up)$/.exec(part);
  if (topped) return `top with ${topped[1]!}`;
  // ('Whisky (blended) 30ml': what kind it is, in brackets between the name and its measure.)
  const kind = /^([a-z][a-z' \-]{1,30}?)\s*\(([a-z][a-z' \-]{1,20})\)\s*(\d.*)$/.exec(part);
  return kind ? measureFirst(`${kind[2]!} ${kind[1]!} ${kind[3]!}`) : part;
}

/** Words of a method or of the speaker: a part that holds one is no thing named without its amount. */
/** A number that is no amount: told in a story, or a page's ('sold 40 of these', 'since '88', 'page 4 of 12', 'p. 4'). */
/** A garnish at the start of a clause of a garnish's description ('3 pineapple leaves fanned at the back', 'a sprig of
 * rosemary lightly torched', 'a single lemon twist draped over the rim', 'orange slice'). */
const GARNISH_AT_START = /^(?:(?:a|an|one|two|three|four|five|six|\d+)\s+)?(?:(?:single|small|thin|long|thick|fresh|green|black|gold|big)\s+)?(?:[a-z]+\s+){0,2}?(?:twists?|wedges?|slices?|wheels?|peels?|sprigs? of [a-z]+|sprigs?|cherry|cherries|olives?|leaf|leaves|zest|ribbon|rosemary|thyme|basil)\b/;
/** The last word of a name, alone on a line where a scan or a narrow column broke it ('25 ml fresh lemon' / 'juice'). */
const BROKEN_TAIL = /^(?:juice|syrup|liqueur|bitters|cordial|water|soda|wedges?|leaves|leaf|peel|twist|vermouth|beer|wine|cream|nectar|puree|whites?)[.,]?$/i;

/**
 * A spirit's name alone on a line after its style ('60 ml London Dry' / 'gin', '2 oz white' / 'rum'): the name's last
 * word too. (After a whole name, '50 ml lime juice' / 'gin', it is a line of its own.)
 */
const BROKEN_SPIRIT = /^(?:gin|rum|vodka|tequila|mezcal|whiske?y|bourbon|brandy|cognac|cachaca|cacha\u00e7a|scotch)[.,]?$/i;
const SPIRIT_STYLE_AT_END = /\b(?:dry|london dry|old tom|plymouth|navy|white|dark|black|gold|golden|amber|light|spiced|aged|overproof|blanco|silver|plata|reposado|anejo|islay|irish|blended|single malt|rye|japanese)$/i;

/**
 * A tail that is a product of its own ('soda', 'water', 'beer', 'wine', 'vermouth', 'cream', 'bitters'), with the kinds
 * of it a broken name ends in before it ('25 ml club' / 'soda', '60 ml sweet' / 'vermouth'). After a whole name,
 * '50 ml gin' / 'soda' or '50ml Absolut' / 'soda' or '8 mint leaves' / 'soda', it is a line of its own: joined, the
 * spirit before it was lost in the mixer's name.
 */
const PRODUCT_TAIL_KINDS: Record<string, RegExp> = {
  soda: /\b(?:club|grapefruit|lemon|lime|lemon-lime|orange|blood orange|cream|ginger|italian|pomegranate|cherry|yuzu)$/,
  water: /\b(?:soda|tonic|sparkling|still|mineral|coconut|rose|orange flower|orange blossom|flower|carbonated|fizzy|seltzer)$/,
  beer: /\b(?:ginger|root|craft|wheat|light|dark|pale|alcohol-free|non-alcoholic)$/,
  wine: /\b(?:red|white|rose|sparkling|dessert|house|fortified|rice|plum|dry|sweet|fruit|orange|mulled|table)$/,
  vermouth: /\b(?:sweet|dry|extra dry|rosso|bianco|blanc|red|white|italian|french|rose)$/,
  cream: /\b(?:heavy|double|single|whipping|light|coconut|sour|whipped|ice|irish|pouring|thick)$/,
  bitters: /\b(?:orange|aromatic|angostura|peychaud's|peychauds|chocolate|celery|mole|grapefruit|lavender|walnut|cherry|cardamom|creole|lemon|peach|rhubarb|tiki|xocolatl)$/,
};

/** Whether a tail joins the line before: always for a piece of a name ('juice'), for a product only after its kind. */
function brokenProductKept(before: string, item: string): boolean {
  const kinds = PRODUCT_TAIL_KINDS[fold(item.trim().replace(/[.,]$/, ''))];
  return !kinds || kinds.test(fold(before.trim()));
}

/** Lines a scan broke in two joined again: a name's last word alone after a measured line that does not end. */
function withBrokenLinesJoined(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const before = out.at(-1);
    // (A word a PDF hyphenated across two lines, 'Cam-' / 'pari, 30ml sweet ver-' / 'mouth': one word again; not a
    // compound of two words, 'double-' / 'strain'.)
    if (before !== undefined && /\p{Ll}{2}-$/u.test(before.trimEnd()) && /^\p{Ll}{2}/u.test(item.trimStart()) && !/^(?:strain|strained|shake|shaken|stir|stirred|proof|free|based|style|infused|washed|aged|smoked|dry|sweet|fresh|up|over|in|out|off|made|sec)\b/.test(item.trimStart())) {
      out[out.length - 1] = `${before.trimEnd().slice(0, -1)}${item.trimStart()}`;
      continue;
    }
    // (A comma list a PDF broke anywhere, 'Tanqueray gin 50' / 'ml, Campari 25' / 'ml, ... soda' / 'water 60 ml, orange'
    // / 'peel, ...': a measure's unit at the start of a line, or a product's name of two words cut between them, goes
    // with the line before.)
    const last = before?.trimEnd() ?? '';
    const unitAfter = /\d$/.test(last) && /^(?:ml|cl|oz|dash(?:es)?|dsh)\b\.?,?/i.test(item.trimStart());
    const nameCut = /,/.test(last) && /\p{L}$/u.test(last) && /^\p{Ll}/u.test(item.trimStart()) && twoWordProduct(`${last.split(/\s+/).at(-1)!} ${item.trimStart().split(/[\s,]+/)[0]!}`);
    // (Or a line that ends on a word that cannot end one: 'pinch of' / 'salt'.)
    const dangling = /\d/.test(last) && /\s(?:of|a|an|the|with|de|di|du|von)$/i.test(last) && /^\p{L}/u.test(item.trimStart());
    if (before !== undefined && (unitAfter || nameCut || dangling)) {
      out[out.length - 1] = `${last} ${item.trimStart()}`;
      continue;
    }
    // (A word a scan broke with no hyphen, 'Fresh lime ju' / 'ice ...... 25 ml': one word again, when the piece before
    // is no word and the two together are one.)
    const cut = before !== undefined && !/\d/.test(before) ? /(?:^|\s)([a-z]{1,4})$/i.exec(before.trim()) : null;
    const rest = cut ? /^([a-z]{2,8})(?![a-z])/i.exec(item.trim()) : null;
    if (cut && rest && !knownWord(fold(cut[1]!)) && knownWord(fold(cut[1]! + rest[1]!))) {
      out[out.length - 1] = `${before!.trim()}${item.trim()}`;
      continue;
    }
    const tail = (BROKEN_TAIL.test(item.trim()) && (before === undefined || brokenProductKept(before, item))) || (BROKEN_SPIRIT.test(item.trim()) && before !== undefined && SPIRIT_STYLE_AT_END.test(fold(before.trim())));
    if (before !== undefined && tail && /\d/.test(before) && /[a-z]$/i.test(before.trim())) out[out.length - 1] = `${before.trim()} ${item.trim().replace(/[.,]$/, '')}`;
    // (A sentence a PDF broke before its last words, 'a long stir to lift the' / 'botanicals.': one sentence.)
    else if (before !== undefined && /^[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}[.!]$/.test(item.trim()) && !/\d/.test(before) && /[a-z]$/.test(before.trim()) && before.trim().split(/\s+/).length >= 6) out[out.length - 1] = `${before.trim()} ${item.trim()}`;
    else out.push(item);
  }
  return out;
}

/** Words of how a drink tastes or what it is like, as a menu or a maker describes it. Folded. */
const TASTING = /\b(?:smoky|smokey|bittersweet|bright|crisp|refreshing|zesty|zingy|tart|tangy|juicy|fruity|floral|herbal|spicy|silky|velvety|smooth|boozy|balanced|elegant|punchy|lively|luscious|vibrant|aromatic|complex|moreish|unmistakabl[a-z]*|stir[- ]down|sipper|crowd[- ]pleaser|(?:twist|riff|take|spin) on|for the brave|a classic|pre[- ]prohibition)\b/;

/** The past of a tale ('ran', 'came home', 'used to', 'grew up'). */
const PAST_TALE = /\b(?:was|were|ran|came|went|had|used to|grew up|born|invented|created|named|lived|worked|made it|taught|learned|learnt|remember(?:ed)?)\b/;
/** Words of talk, not of a list ('is', 'don't', 'that's', 'we', 'you'). */
const TALK = /\b(?:is|are|was|were|been|do not|don't|dont|doesn't|that's|that s|it's|it s|we|you|i|they|honestly|really|trick|secret)\b/;
const NUMBER_IN_STORY =
  /^(?:page|p\.?|pg\.?|seite|pagina|pagine|pag\.?)\s*\d+(?:\s*(?:of|\/|de|von|di)\s*\d+)?$|^(?:we |i |they |he |she )?(?:sold|served|made|poured|won|sell|sells|voted|rated|ranked|named|opened|founded|established|est\.?|since|vendimos|vendemos|on en a vendu|verkauft|venduti|vendemos|vendidos)\b[^]*\d|\b(?:of these|of them|of those|de estos|de estas|davon|di questi|destes|destas)\b|(?:^|\s)'\d{2}\b/;
/** What follows a 'top with' in the same sentence that is method ('and give it a gentle stir', 'then serve'). */
/** What a garnish is for, said after it ('for a festive Nordic vibe!', 'for a wintry look'). Folded. */
const FOR_A_LOOK = /\s+for (?:an?|some|that) (?:[a-z]+ ){0,3}(?:vibes?|look|touch|feel|flair|finish|pop of colou?r)\b[^,;]*$/;
const TOP_THEN_METHOD = /\s+(?:and|then|&)\s+(?:give|stir|serve|garnish|enjoy|gently|briefly|swizzle|churn|mix|lift|finish)\b.*$/;

const METHOD_WORD = /\b(?:shake|stir|strain|serve|build|pour|add|top|fill|garnish|finish(?:ed)?|lengthen(?:ed)?|stretch(?:ed)?|crown(?:ed)?|enjoy|then|now|next|finally|start|you|we|i|need|it|in|into|glass|ice|coupe|rocks)\b/;
/** A product's few words with no amount, in a list of measured ones ('egg white', 'orange peel', 'Gurke'). */
/** A seasoning named alone ('black pepper', 'grated nutmeg', 'celery salt'). Folded. */
const SEASONING = /^(?:(?:black|white|pink|cracked|ground|freshly|fresh|grated|smoked|flaky|sea|a little|some)\s+){0,3}(?:pepper|nutmeg|cinnamon|celery salt|salt|cayenne|paprika|chil(?:l)?i flakes|tajin|sumac|allspice|cloves?)$/;
function namedWithoutAmount(part: string): boolean {
  return /^(?:an?\s+)?[a-z][a-z' \-]{2,30}$/.test(part) && part.split(/\s+/).length <= 3 && !METHOD_WORD.test(part);
}
/** A piece of a list that only says how the drink is made ('dry shake', 'shake hard', 'double strain', 'serve up'). */
const METHOD_ONLY = /^(?:(?:then|and)\s+)?(?:dry[- ]?shake|reverse dry[- ]?shake|whip[- ]?shake|shake(?:\s+(?:hard|well|briefly))?|stir(?:red)?(?:\s+down)?|strain|double[- ]strain|fine[- ]strain|build|built|blend(?:ed)?|roll(?:ed)?|throw(?:n)?|swizzle(?:d)?|serve(?:d)?(?:\s+(?:up|neat|on the rocks|over ice|straight up|in a [a-z]+(?: glass)?|in a coupe))?|on the rocks|over ice|straight up)\.?$/;

/** Names each glued to its measure, a bare amount before or after a name ('rum 2 oz lime 1 oz', '50 gin 25 lemon'). */
const NAME_MEASURE = new RegExp(String.raw`([a-z][a-z' \-]*?)\s+((?:${AMOUNT})\s*(?:${UNIT}))(?=\s|$)`, 'g');
const BARE_FIRST = new RegExp(String.raw`(${NUMBER})\s+([a-z][a-z' \-]*?[a-z])(?=\s+(?:${NUMBER})\s|$)`, 'g');
const BARE_AFTER = new RegExp(String.raw`([a-z][a-z' \-]*?[a-z])\s+(${NUMBER})(?=\s|$)`, 'g');
const UNIT_FIRST = new RegExp(String.raw`^(?:${UNIT})(?:\s|$)`);
/**
 * What a run of names and bare amounts may end with, each a part of its own: a garnish, a count of one ('3 coffee
 * beans'), a top-up or a splash ('soda top', 'soda splash'), a rim; how it is made is no part. Null when the tail is
 * anything else.
 */
const RUN_TAIL_ITEM = /^(?:\d{1,2}\s+[a-z]+(?:\s+[a-z]+)?|(?:[a-z]+\s+){0,2}?(?:peel|twist|zest|slice|wheel|wedge|cherry|cherries|olive|olives|sprig|top|to top|top up|rim|float|splash|dash))(?=\s|$)/;
const RUN_METHOD = /^(?:stir|stirred|shake|shaken|build|built|strain|double strain|dry shake|roll|throw)(?:\s+(?:and|&)\s+(?:strain|serve|up))?(?:\s+(?:up|down|over ice|on ice|coupe|rocks|nick and nora))?$/;
function runTail(tail: string): string[] | null {
  const parts: string[] = [];
  let rest = tail;
  for (let i = 0; i < 3 && rest; i++) {
    if (RUN_METHOD.test(rest)) return parts;
    const item = RUN_TAIL_ITEM.exec(rest);
    if (!item) return null;
    parts.push(item[0].replace(/^(.+?)\s+(?:top|to top|top up)$/, 'top with $1').replace(/^(.+?)\s+(splash|dash)$/, 'a $2 of $1'));
    rest = rest.slice(item[0].length).trim();
  }
  return rest ? null : parts;
}
/** Words that make a phrase, not a product's name, of what stands between two bare amounts. */
const NOT_A_GLUED_NAME = /\b(?:and|with|into|of|in|to|the|a|an|cut|for|on|or|then|each|per|x|serves?|makes?|people|persons|glass(?:es)?|wedges?|slices?|leaves|pieces?)\b/;

/** The first amount of a run with its unit ('50ml bourbon', '50 ml bourbon'), then its name. */
const RUN_HEAD = new RegExp(String.raw`^(\d+(?:[.,]\d+)?)\s*(ml|cl|oz)\s+(?=[a-z])`);
/** A spirit's or a wine's kind opening a name ('rye', 'gin', 'vodka'), and anywhere in one. */
const SPIRIT_TYPE = /^(?:gin|vodka|rum|rye|bourbon|whisky|whiskey|tequila|mezcal|scotch|cognac|brandy|vermouth|liqueur)\b/;
const SPIRIT_TYPE_ANYWHERE = /\b(?:gin|vodka|rum|rye|bourbon|whisky|whiskey|tequila|mezcal|scotch|cognac|brandy|vermouth|liqueur|juice|syrup|lime|lemon|sugar|bitters|soda|tonic|cordial|wine|prosecco|beer|campari|aperol|cointreau|triple sec|orgeat|honey|ginger|espresso|coffee|cream|egg|mint|orange|grapefruit|pineapple|cranberry|agave|grenadine|falernum|maraschino|absinthe|amaretto|elderflower|peach|raspberry|passion)\b/;
/** A count of things in a run ('3 olives', '2 cherries', '8 mint leaves'). */
const COUNTED_THING = /^\d+\s+(?:[a-z]+\s+)?(?:olives?|cherr(?:y|ies)|wedges?|slices?|wheels?|leaves|leaf|twists?|sprigs?|peels?|berries|beans?|cubes?|eggs?|onions?|mint|egg whites?|whites?)$/;
/** A run's amount: a whole or decimal number, a fraction, or a decimal with no leading zero ('2oz rye 3/4 sweet vermouth', 'lemon .75'). */
const RUN_NUMBER = String.raw`(?:\d+\/\d+|\d+(?:[.,]\d+)?|\.\d+)`;
/** A run's part's amount, with its unit when it has one ('25 lemon', '2 dash ango'), and a part measured in its own unit. */
const RUN_AMOUNT = new RegExp(String.raw`^${RUN_NUMBER}\s+(?:(?:${UNIT})\s+)?`);
const RUN_MEASURED = new RegExp(String.raw`^${RUN_NUMBER}\s+(?:${UNIT})`);
/** A bare amount after a name's word in a run: where the next ingredient starts. */
const RUN_NEXT = new RegExp(String.raw`\s+(?=${RUN_NUMBER}\s+[a-z])`);
const RUN_NUMBER_FIRST = new RegExp(String.raw`^${RUN_NUMBER}`);
/** Words of a run's part that make it no product's name ('10 year', '3 times', '2 people'). */
const NOT_IN_A_RUN = /\b(?:years?|yrs?|yo|anos|ans|jahre|times?|people|persons|guests|serves?|glass(?:es)?|cubes?|ice|seconds?|minutes?|mins?|hours?)\b/;

/**
 * A run of amounts typed with no separator, the unit said on the first only ('50ml bourbon 25 lemon 20 honey ginger 15
 * egg white'): each part on its own, the bare amounts in that unit; null when the text is not such a run.
 */
/** Ice named among the parts of a list ('45 white rum, crushed ice, top soda'): no ingredient, and no reason to read the line whole. */
const ICE_PART = /^(?:(?:lots of|plenty of|a scoop of|a handful of|some)\s+)?(?:crushed|cubed|pebble|block|shaved|cracked|fresh|cube)?\s*ice(?:\s+cubes?)?$/;
/** Where a run of amounts starts: at the line's start or after a lead-in ('ok new sour - 50ml bourbon 25 lemon', 'sour: 50ml ...'). */
const RUN_START = /(?:^|\s[-\u2013\u2014]\s+|\s?:\s+)\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\s+[a-z]/;
/** Things counted, not poured, in a run of amounts ('20 lemons 10 limes 5 oranges', '10 eggs 12 lemons 24 mint sprigs'). */
const COUNTED_IN_A_RUN = /\d+\s+(?:whole\s+)?(?:lemons|limes|oranges|grapefruits|eggs|egg whites|cherries|olives|sprigs|wedges|slices|wheels|twists|leaves|berries|strawberries|raspberries|cucumbers|apples|pineapples|bottles|cans|cubes)\b/;
const UNITLESS_RUN = /(^|:\s*|\s[-\u2013\u2014]\s+)(\d{2,3})\s+(?=[a-z][a-z' ]{1,30}?\s+\d{1,3}\s+[a-z][a-z' ]{1,30}?\s+\d{1,3}\s+[a-z])/;
/**
 * A supplier's sheet or a PDF whose columns ran together, each name before its measure ('Tequila blanco 50 ml
 * Grapefruit soda 100 ml Lime juice 15 ml Salt pinch'): each name with its own measure, and a last name with none.
 */
const NAMES_THEN_MEASURES = /([a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*){0,3})\s+(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|dashes|dash|tsp|tbsp|barspoons?|bsp))(?![a-z])\s*/gy;
/** A name and a bare amount after a run's first measured one ('lemon .75', 'simple 3/4'). */
const NAMES_THEN_BARE_AMOUNTS = new RegExp(String.raw`([a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*){0,3})\s+(${RUN_NUMBER})(?![\d.,\/a-z])\s*`, 'gy');
/** A thing's name in a run: one to three words, none a joining word, a count's or a unit's. */
function runNameLike(name: string): boolean {
  return /^[a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*){0,2}$/.test(name) && !NOT_A_GLUED_NAME.test(name) && !NOT_IN_A_RUN.test(name) && !UNIT_FIRST.test(name);
}
/** Words of a sentence, of a method or of a glass, never of a thing's name in such a run (in the six languages). */
const NOT_A_RUN_NAME = new RegExp(String.raw`\b(?:shake|shaken|stir|stirred|add|pour|build|muddle|strain|top|fill|garnish|serve|rim|float|rinse|di|de|del|della|du|des|con|avec|mit|und|y|e|et|en|le|la|el|il|lo|los|las|les|un|una|une|ein|eine|shakera|agita|agitar|mescola|versa|aggiungi|anade|ajoute|gib|dann|poi|luego|puis|bicchiere|copa|verre|glas|coppetta|vaso)\b`);
function nameFirstRun(said: string): string | null {
  NAMES_THEN_MEASURES.lastIndex = 0;
  const pairs: string[] = [];
  let at = 0;
  for (let m = NAMES_THEN_MEASURES.exec(said); m; m = NAMES_THEN_MEASURES.exec(said)) {
    // (Each name a thing's, never a sentence's words: 'Shake 60 ml of espresso with 10 ml ...' is prose.)
    if (!runNameLike(m[1]!) || NOT_A_RUN_NAME.test(m[1]!)) return null;
    pairs.push(`${m[2]!} ${m[1]!}`);
    at = NAMES_THEN_MEASURES.lastIndex;
  }
  // ('gin 1.5oz lemon .75 simple .5 soda top lemon twist': the first measure's unit is the bare amounts' after it.)
  const unit = pairs.length === 1 ? /(ml|cl|oz)$/.exec(pairs[0]!.split(' ').slice(0, -1).join(' ').replace(/\s+/g, ''))?.[1] : undefined;
  if (unit) {
    NAMES_THEN_BARE_AMOUNTS.lastIndex = at;
    for (let m = NAMES_THEN_BARE_AMOUNTS.exec(said); m; m = NAMES_THEN_BARE_AMOUNTS.exec(said)) {
      if (!runNameLike(m[1]!) || NOT_A_RUN_NAME.test(m[1]!)) return null;
      pairs.push(`${m[2]!} ${unit} ${m[1]!}`);
      at = NAMES_THEN_BARE_AMOUNTS.lastIndex;
    }
  }
  if (pairs.length < 2) return null;
  const tail = said.slice(at).trim();
  // (Or a garnish, a top-up and how it is made after them: '... soda top lemon twist'.)
  const tailParts = tail && !/\bpinch$|\bto taste$/.test(tail) ? runTail(tail) : null;
  if (tailParts) return [...pairs, ...tailParts].join(', ');
  if (tail && !/^[a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*){0,3}$/.test(tail)) return null;
  const tailName = tail.replace(/\s+(?:pinch|dash|splash|top|to top|to taste)$/, '');
  if (tail && (!runNameLike(tailName) || NOT_A_RUN_NAME.test(tailName))) return null;
  // (A last name with a measure word after it, 'Salt pinch', 'Soda top': that measure of it.)
  const measured = /^(.+?)\s+(pinch|dash|splash|top|to top|to taste)$/.exec(tail);
  const last = measured ? (measured[2]!.endsWith('top') ? `top with ${measured[1]!}` : measured[2] === 'to taste' ? `${measured[1]!} to taste` : `a ${measured[2]!} of ${measured[1]!}`) : tail;
  return [...pairs, ...(last ? [last] : [])].join(', ');
}

/** A run that starts with a small measure, a dash or a barspoon ('2 dashes peychauds 60 rye', '1 bsp syrup 2 dsh ango 60 rye'). */
const SMALL_MEASURE_HEAD = new RegExp(String.raw`^${RUN_NUMBER}\s+(?:dash(?:es)?|bsp|barspoons?|bar spoons?|tsp|teaspoons?|drops?)\s+[a-z]`);
/**
 * A run led by a dash or a barspoon, the pours after it bare ('2 dashes peychauds 60 rye'): each part on its own, a
 * measured part in its own unit, a bare pour in millilitres from 10 up and in ounces up to 3 (a bar's two measures, as
 * in a list of names and bare amounts), a count as counted. Null for any other text, and for a bare amount between.
 */
function smallMeasureRun(said: string): string | null {
  if (!SMALL_MEASURE_HEAD.test(said)) return null;
  const parts = said.split(RUN_NEXT);
  if (parts.length < 2 || !parts.every((p) => runNameLike(p.replace(RUN_AMOUNT, '')) && !NOT_A_RUN_NAME.test(p.replace(RUN_AMOUNT, '')))) return null;
  const listed = parts.map((p) => {
    if (RUN_MEASURED.test(p) || COUNTED_THING.test(p)) return p;
    const n = parseAmount(RUN_NUMBER_FIRST.exec(p)![0].replace(',', '.')) ?? 0;
    return n >= 10 && n <= 300 ? p.replace(RUN_NUMBER_FIRST, '$& ml') : n > 0 && n <= 3 ? p.replace(RUN_NUMBER_FIRST, '$& oz') : null;
  });
  return listed.every((p): p is string => p !== null) ? listed.join(', ') : null;
}

function runAsList(said: string): string | null {
  const nameFirst = nameFirstRun(said);
  if (nameFirst) return nameFirst;
  // (After a chat's lead-in to it: 'ok new sour for the late bar - 50ml bourbon 25 lemon ...'.)
  const at = said.search(RUN_START);
  if (at < 0) {
    const small = smallMeasureRun(said);
    if (small) return small;
    // (A run with no unit at all, 'mojito sat: 45 white rum 25 lime 15 sugar 8 mint': millilitres, as a bar's notes mean
    // them, when three amounts or more run together and the first is a pour's size.)
    const bare = UNITLESS_RUN.exec(said);
    if (!bare || Number(bare[2]) < 10 || COUNTED_IN_A_RUN.test(said)) return null;
    const from = bare.index + bare[1]!.length;
    const measured = `${said.slice(0, from)}${bare[2]} ml${said.slice(from + bare[2]!.length)}`;
    return RUN_START.test(measured) ? runAsList(measured) : null;
  }
  const lead = said.slice(0, at).replace(/^\s+/, '');
  const text = said.slice(at).replace(/^\s?[-\u2013\u2014:]\s+/, '');
  const head = RUN_HEAD.exec(text);
  if (!head) return null;
  const parts = text.slice(head[0].length).split(RUN_NEXT);
  if (parts.length < 2) return null;
  const names = [parts[0]!, ...parts.slice(1).map((p) => p.replace(RUN_AMOUNT, ''))];
  if (!names.every(runNameLike)) return null;
  // (A number between a maker's name and the spirit it makes is the bottling's: 'Rittenhouse 100 rye', 'Monkey 47 gin',
  // 'Beefeater 24 gin', 'Absolut 100 vodka'.)
  if (names.some((n, k) => k > 0 && SPIRIT_TYPE.test(n) && !SPIRIT_TYPE_ANYWHERE.test(names[k - 1]!))) return null;
  // (Two parts only when the second amount is a bar's round measure: 'Wild Turkey 101 bourbon', 'Cinzano 1757 Rosso',
  // 'Havana Club 7' are names with a number.)
  const second = parseAmount(RUN_NUMBER_FIRST.exec(parts[1]!)![0].replace(',', '.')) ?? 0;
  if (parts.length === 2 && !COUNTED_THING.test(parts[1]!) && !(second % 5 === 0 && second > 0 && second <= 300) && second !== 7.5 && second !== 12.5 && second !== 22.5) return null;
  const unit = head[2]!;
  // (A count of things keeps no unit: '1 oz gin 3 olives'.)
  // ('8 mint' is eight leaves.)
  const listed = [`${head[1]} ${unit} ${parts[0]}`, ...parts.slice(1).map((p) => (RUN_MEASURED.test(p) ? p : COUNTED_THING.test(p) ? p.replace(/\bmint$/, 'mint leaves') : p.replace(RUN_NUMBER_FIRST, `$& ${unit}`)))];
  // (A garnish named after the last thing with nothing between, '2 dsh ango cherry': a part of its own.)
  const lastGarnish = /^(.*\S)\s+((?:orange |lemon |lime |grapefruit )?(?:cherry|cherries|twist|peel|olive|olives|wedge|slice|wheel|zest))$/.exec(listed[listed.length - 1]!);
  if (lastGarnish && /[a-z]{3,}\s*$/.test(lastGarnish[1]!.replace(/^\S+\s+(?:\S+\s+)?/, ''))) listed.splice(listed.length - 1, 1, lastGarnish[1]!, lastGarnish[2]!);
  const list = listed.join(', ');
  return lead ? `${lead} - ${list}` : list;
}

/** The text with each run of amounts typed with no separator (`runAsList`) listed with commas. */
function withRunsListed(text: string, normal: (piece: string) => string = (piece) => piece): string {
  const runs = text.split(/(\s+[+/|]\s+|\s*;\s*|\s*,(?!\d)\s*)/);
  const listed = runs.map((piece, i) => (i % 2 === 0 ? (runAsList(normal(piece).trim()) ?? piece) : piece));
  return listed.some((piece, i) => piece !== runs[i]) ? listed.join('') : text;
}

/** Splits '2 oz rye, 3/4 oz lemon, 3/4 oz syrup' into its ingredients; a line whose parts do not all start with an amount stays whole. */
export function splitAmounts(line: string): string[] {
  // ('cl: 4 vodka, 3 coffee liqueur, 3 espresso': the unit said once before the list is each bare amount's.)
  const unitFirst = /^\s*(ml|cl|oz)\s*:\s*(.+)$/i.exec(line);
  if (unitFirst && /^\d/.test(unitFirst[2]!.trim())) return splitAmounts(unitFirst[2]!.replace(/(^|[,;/|]\s*)(\d+(?:[.,]\d+)?)\s+(?=[a-z])/gi, `$1$2 ${unitFirst[1]!.toLowerCase()} `));
  // ('50ml bourbon 25 lemon 20 honey ginger + 2 dash ango': a run typed with no separator, read as listed.)
  const listed = withRunsListed(line, normaliseLine);
  if (listed !== line) return splitAmounts(listed);
  // (A serving note in brackets at the end, '(shake, coupe)', is no ingredient of the list; nor is '(all ml)', the unit
  // the bare amounts already are.)
  const normal = normaliseLine(line)
    .replace(/\s+[-\u2013\u2014]+\s+(?:shake|shaken|stir|stirred|build|built|strain|double strain|dbl strain|roll|blend|throw|swizzle)\b(?:[\s,/]+[a-z]+){0,4}\s*$/, '')
    .replace(/\s*\((?:all|all in|everything in|in)?\s*ml\)/, '')
    // ('... / syrup 15 — all in ml, shaken, coupe': the same note after a dash, with how it is served.)
    .replace(/\s+[-\u2013\u2014]+\s+(?:all|everything)(?:\s+in)?\s+ml\b.*$/, '')
    // ('bourbon 2 / lemon 3/4 / simple 3/4 / egg white 1 - oz': the unit said once after the list is each amount's.)
    .replace(/^(.*[a-z]\s+(?:\d+(?:[.,]\d+)?|\d+\/\d+|\.\d+)\s*(?:[/|,;]\s*[a-z].*)?)\s+[-\u2013\u2014]+\s*(?:all\s+in\s+)?(oz|ml|cl)\.?\s*$/, (_w: string, list: string, unit: string) =>
      list.replace(/([a-z])\s+(\d+\/\d+|\d+(?:[.,]\d+)?|\.\d+)(?=\s*(?:[/|,;]|$))/g, `$1 $2 ${unit}`),
    )
    // ('1x MARGARITA: TEQ 50ML, ...': a till's count and the drink's name before its list.)
    .replace(/^\d+\s*[x\u00d7]\s+[a-z][a-z' &.]{1,30}?\s*:\s+(?=[a-z].*\d)/, '')
    // ('DAIQUIRI (jazz club house) — white rum 60 / ...': the drink's name and its note before the list.)
    .replace(/^[a-z][a-z' &.]{1,30}?\s*\([^()]{1,40}\)\s*(?::|=|[-\u2013\u2014]+)\s+(?=[a-z][a-z' ]{1,30}\s+\d)/, '')
    .replace(/^(?:[-*•·+>]+|\d+[.)](?=\s))\s*/, '')
    // ('fresh cream 3cl (lightly whipped, floated)', '... / grenadine 10 (sink it last)': how the last is made or placed, no ingredient.)
    .replace(/\s*\((?=[^()]*\b(?:shake|shaken|stir|stirred|build|built|coupe|rocks|highball|strain|served?|glass|double strain|ice|cubed|crushed|ratio)\b)[^()]{1,60}\)\s*$/, '')
    .replace(/\s*\((?=[^()]*\b(?:float|floated|whipped|layered|drizzled|muddled|sink|sunk|last)\b)[^()\d]{1,60}\)\s*$/, '');
  // '50ml tequila / 20ml Cointreau / 15ml lime', 'gin 2oz/lime 1oz': a slash between measured ingredients ('2 oz / 60 ml
  // gin' is one).
  const slashed = normal.split(/\s+[/|]\s+|(?<=[a-z.])\/(?=\s*[a-z])/).map((p) => bareMillilitres(measureFirst(p.trim())));
  // ('50 Tanqueray / 150 Fever-Tree / 2 wedges lime': a bar's shorthand, a count among them.)
  // (Each part one thing: '25 ml cordial and 15 ml lime / 150 ml soda, finished with ...' is a sentence, read as prose.)
  const oneEach = !slashed.some((p) => LIST_IN_PART.test(p));
  if (slashed.length >= 2 && oneEach && slashed.every((p) => MEASURED_NAME.test(p) || STARTS_WITH_AMOUNT.test(p)) && slashed.some((p) => MEASURED_NAME.test(p))) {
    // ('1 oz / 30 ml gin', 'gin 1 oz / 30 ml': a measure alone beside a measured thing is the same amount in other units.)
    const named = slashed.filter((p) => !BARE_MEASURE.test(p));
    // (The millilitres when one of the measures is in them: '2 cl / 20 ml / 0.75 oz lemon juice' is 20 ml, not a rounded
    // ounce.)
    const inMl = slashed.find((p) => BARE_MEASURE.test(p) && /\bml\.?$/.test(p));
    if (named.length === 1 && inMl) {
      const thing = named[0]!.replace(new RegExp(String.raw`^(?:${AMOUNT})\s*(?:${UNIT})\s*`), '');
      if (thing !== named[0] && /[a-z]{3}/.test(thing)) return [`${inMl} ${thing}`];
    }
    return named.length === 1 || named.length === slashed.length - 1 ? named : slashed;
  }
  // 'Lime 30 / orgeat 15 / Cointreau 15': names with bare amounts after them, each its own line.
  // ('tequila 50, lime 25, agave 15': commas too, but not a decimal one, '4,5 cl'.)
  // ('tequila 50 / lime juice 15 / grapefruit soda 100 / 1 lime wedge': a counted garnish or a measured part among them.)
  // ('vodka 40, peach schnapps 20, cranberry 60 & top prosecco': a spaced ampersand parts them too.)
  // ('Gin 50ml + lemon 15ml, dry shake, garnish edible flower': how it is made is no part of the list, and a garnish
  // named after it is one.)
  const pieces = normal
    .split(/\s+[/|+&]\s+|\s*[;\u2022\u00b7]\s*|\s*,(?!\d)\s*/)
    .map((p) => p.trim())
    .filter((p, i, all) => !(i > 0 && METHOD_ONLY.test(p) && all.length > 2))
    .map((p) => p.replace(/^garnish(?:ed)?(?:\s+with)?\s+([a-z].*)$/, '$1, for garnish'))
    // (A till's count after a thing, 'Lime wedge x1', is that many of it.)
    .map((p) => p.replace(/^([a-z][a-z' -]{1,30}?)\s*[x\u00d7]\s*(\d{1,2})$/, '$2 $1'));
  const bare = pieces.map((p) => NAME_THEN_BARE.exec(p));
  const nameThenBare = bare.filter((m): m is RegExpExecArray => m !== null);
  // (Small bare numbers in such a list are a bar's ounces: 'gin 2, lime 1, simple 3/4'.)
  // ('gin 50 / lemon 25 / sugar 15 / soda top': a top-up among them.)
  const topped = (p: string) => TOP.test(measureFirst(p));
  // ('Gin 4cl, Tonic auffüllen, Gurke', '... / orange peel': a thing without an amount after two or more with one.)
  const amountsSaid = pieces.filter((p, i) => bare[i] !== null || MEASURED_NAME.test(p) || topped(p)).length;
  const namedOnly = (p: string, i: number) => i > 0 && amountsSaid >= 2 && namedWithoutAmount(p);
  if (pieces.length >= 2 && nameThenBare.length >= 1 && pieces.every((p, i) => bare[i] !== null || MEASURED_NAME.test(p) || topped(p) || namedOnly(p, i) || (i > 0 && /^[a-z][a-z' \-]{2,30}, for garnish$/.test(p)) || (STARTS_WITH_AMOUNT.test(p) && (GARNISH.test(p) || COUNTED_AFTER.test(p.replace(/^\S+\s+/, '')))))) {
    const ounces = nameThenBare.every((m) => (parseAmount(m[2]!) ?? 0) < 5 && !m[3]);
    return pieces.map((p, i) => (bare[i] ? bareAmountFirst(bare[i], ounces) : topped(p) ? measureFirst(p) : p));
  }
  // 'Rum: 30 ml white + 30 ml dark': the name before the colon is the head noun of every part.
  // (Never a label of the spec: 'Build: 45ml gin, 100ml tonic' is the list, built.)
  const head = /^(?!(?:build|built|method|spec|recipe|ingredients?|mix|pour|serve|in the glass|shake|stir)\s*:)([a-z][a-z' \-]{1,30}?)\s*:\s*(.+)$/.exec(normal);
  if (head) {
    const kinds = head[2]!.split(/\s*[,;+/&]\s*|\s+(?:and|plus)\s+/).map((p) => new RegExp(String.raw`^((?:${AMOUNT})\s*(?:${UNIT}))\s+([a-z]+)$`).exec(p.trim()));
    if (kinds.length >= 2 && kinds.every((m) => m !== null)) return kinds.map((m) => `${m![1]} ${m![2]} ${head[1]}`);
  }
  // The drink's name before its list ('Negroni: 30 gin / 30 campari / 30 sweet vermouth', 'Margarita — 50ml tequila,
  // 25ml triple sec & 25ml lime juice; salt rim'): the list without it, when it is one.
  // ('GIMLET: gin 2, lime 3/4, simple 3/4 — shake, coupe': the list may name each thing first, and end with how it is made.)
  const titled = /^([a-z][a-z' &.]{1,30}?)\s*(?::|=|\s[-\u2013\u2014]+)\s+(?=(?:\d|\.\d|[\u00bc-\u00be\u2150-\u215e])|[a-z][a-z' ]{1,30}\s+(?:\d|\.\d))(.+)$/.exec(normal);
  if (titled) {
    const listed = splitAmounts(titled[2]!);
    if (listed.length >= 2) return listed;
  }
  // (A longer heading of any words before the list, 'BEO #4471 – 120 guests – Aperol Spritz x 120: Aperol 7.2 L, prosecco
  // 10.8 L, ...': the list after its last colon, when it is one.)
  // (Or before an arrow, 'final marg spec for the wedding → 50 tequila / 20 cointreau / 15 lime': the list after it,
  // when the words before it give no amount.)
  const arrowed = /^([^\d:\u2192]{3,120}?)\s*(?:\u2192|->|=>|\u27f6|\u27a1\ufe0f?)\s*([^\u2192]+)$/.exec(normal);
  if (arrowed) {
    const listed = splitAmounts(arrowed[2]!);
    if (listed.length >= 2 && listed.every((p) => p.split(/\s+/).length <= 6)) return listed;
  }
  const longTitled = /^([^:]{3,120}):\s+([^:]+)$/.exec(normal);
  if (longTitled && !titled && (longTitled[2]!.match(MEASURES_IN) ?? []).length >= 2) {
    const listed = splitAmounts(longTitled[2]!);
    // (Only a list: 'Our martini is very dry: 60 ml of gin stirred down with 10 ml of vermouth' is a sentence.)
    if (listed.length >= 2 && listed.every((p) => p.split(/\s+/).length <= 6)) return listed;
  }
  // 'rum 2 oz lime 1 oz syrup 0.75 oz': names each with its measure after it, nothing between them.
  // (A menu's line may end with the drink's price and a thing with no measure: '... lime 10ml pinch of salt £11.50'.)
  const unpriced = normal.replace(/\s*(?:[$\u00a3\u20ac]\s*\d+(?:[.,]\d{2})?|\d+[.,]\d{2}\s*(?:[$\u00a3\u20ac]|eur|gbp|usd))\s*$/, '');
  const namedMeasures = [...unpriced.matchAll(NAME_MEASURE)];
  const measuredPart = namedMeasures.map((m) => m[0]).join(' ');
  const rest = unpriced.startsWith(measuredPart) ? unpriced.slice(measuredPart.length).trim() : null;
  // (A garnish counted after its name at the end, '... ginger beer 120ml lime wedge 1': that many of it.)
  const countedLast = rest ? /^([a-z][a-z' ]{1,24}?\b(?:wedges?|wheels?|slices?|twists?|peels?|sprigs?|leaves|leaf|cherr(?:y|ies)|olives?))\s+(\d{1,2})$/.exec(rest) : null;
  const after = countedLast ? `${countedLast[2]} ${countedLast[1]}` : rest;
  if (namedMeasures.length >= 2 && after !== null && (after === '' || ((unpriced !== normal || /^(?:(?:a |1 |one )?(?:pinch|dash|splash|drop)\s+of\b|(?:salt|sugar)\s+rim\b|(?:a |1 |one )?(?:twist|wedge|slice|sprig)\b)/.test(after)) && after.split(/\s+/).length <= 4 && !/\d/.test(after)) || countedLast !== null) && !METHOD_VERB.test(namedMeasures[0]![2]!.trim())) {
    return [...namedMeasures.map((m) => `${m[2]!.trim()} ${m[1]!.trim()}`), ...(after ? [after] : [])];
  }
  // '50 gin 25 lemon 15 sugar syrup', 'gin 50 lemon 25 syrup 15': bare amounts, each before (or after) its name, nothing
  // between them; small ones throughout are a bar's ounces ('2 gin 1 lime .75 syrup').
  // ('mint 8 leaves': the count of the mint, its leaves the mint's unit already.)
  const runNormal = normal.replace(/\b([a-z]+)\s+(\d{1,2})\s+(?:leaves|leaf)\b/g, '$1 $2');
  const bareFirst = [...runNormal.matchAll(BARE_FIRST)];
  const bareAfter = [...runNormal.matchAll(BARE_AFTER)];
  for (const [found, amountAt] of [[bareFirst, 1], [bareAfter, 2]] as const) {
    // (A bar's notes may end with what has no amount, after the last name and its amount: 'tanq 45 campari 30 carpano 30
    // orange peel', '... soda top', '... salt rim', '... stir': the garnish, the top-up or the rim a part of its own, how it is
    // made none.)
    const covered = found.map((m) => m[0]).join(' ');
    const tail = amountAt === 2 && found.length >= 2 && runNormal.startsWith(covered) ? runNormal.slice(covered.length).trim() : '';
    const tailParts = tail ? runTail(tail) : [];
    if (found.length < 2 || (covered !== runNormal && (tail === '' || tailParts === null))) continue;
    // (A name here is a product's few words, never a unit, a count or a phrase: '1 lime cut into 4 wedges' is none.)
    const names = found.map((m) => m[3 - amountAt]!);
    if (names.some((n) => n.split(/\s+/).length > 3 || NOT_A_GLUED_NAME.test(n) || UNIT_FIRST.test(n))) continue;
    const ounces = found.every((m) => (parseAmount(m[amountAt]!) ?? 0) < 5);
    const listed = found.map((m) => {
      const [amount, name] = [m[amountAt]!, m[3 - amountAt]!];
      return ounces ? `${amount} oz ${name}` : bareMillilitres(`${amount} ${name}`);
    });
    if (listed.every((p) => STARTS_WITH_AMOUNT.test(p) && /[a-z]{3,}/.test(p))) return [...listed, ...(tailParts ?? [])];
  }
  // '2oz gin 1oz lime juice 0.75oz syrup': measures with nothing between them but the names.
  // (A slash inside a fraction, '3/4oz', is no separator.)
  // ('... 15ml raspberry syrup 1 egg white': a counted thing among them starts its own part too.)
  const glued = /[,;+|&\u2022\u00b7]|(?<!\d)\/|\/(?!\d)|\s[-\u2013\u2014]+\s|\s(?:and|plus|with|each)\s/.test(normal) ? [] : normal.split(/\s+(?=(?:\d+(?:[.,]\d+)?|\d+\/\d+|\.\d+)\s*(?:ml|cl|oz|tsp|tbsp|dash(?:es)?|barspoons?)\b|\d{1,2}\s+(?:egg whites?|eggs?|(?:lime|lemon|orange)\s+(?:wedges?|slices?|twists?|wheels?)|mint leaves|cherr(?:y|ies)|olives?)\b)/);
  if (glued.length >= 2 && glued.every((p) => MEASURED_NAME.test(p.trim()) || COUNTED_THING.test(p.trim()) || /^\d{1,2}\s+egg whites?$/.test(p.trim()))) return glued.map((p) => p.trim());
  // 'with' joins two ingredients only before an amount ('2 oz bourbon with a barspoon of syrup'; 'top with soda' is one).
  // '45ml vodka, 30 Kahlúa, 30 espresso': the bare amounts after the first take its unit.
  // '1 lime, cut into wedges', '1/2 lemon, juiced': what is done to a part belongs to it.
  // (A decimal comma is no separator: '5 cl bourbon · 2,5 cl lemon juice'.)
  // ('2 dashes Angostura, plus 1 dash orange bitters if you have them': the joining word and the choice left to the
  // maker are no part of the thing.)
  const parts = withUnitSaid(normal.replace(/,\s*(?=(?:cut|sliced|juiced|squeezed|halved|quartered)\b)/g, ' '))
    .split(PARTS_PARTED)
    .map((p) => measureFirst(p.trim().replace(/^(?:and|plus|also)\s+(?=\d|\.\d)/, '').replace(LEFT_TO_THE_MAKER, '')))
    .filter(Boolean);
  // (A part that runs on into the next measure, 'forty mils of gin twenty mils of lime', is said, not listed: the prose
  // reader reads it.)
  // ('40ml rum, 20ml lime, 15ml orgeat 10ml curacao': a part with two measures and no comma between them is two.)
  const unglued = parts.flatMap((p) => {
    if ((p.match(MEASURES_IN) ?? []).length < 2) return [p];
    const each = p.split(/\s+(?=(?:\d+(?:[.,]\d+)?|\d+\/\d+|\.\d+)\s*(?:ml|cl|oz)\b)/).map((q) => q.trim());
    // (Each a measure and a name only: '60 ml of gin stirred down with only 10 ml of vermouth' is a sentence.)
    return each.length >= 2 && each.every((q) => MEASURED_NAME.test(q) && (q.match(MEASURES_IN) ?? []).length === 1 && q.split(/\s+/).length <= 6 && !/\b(?:with|and|then|stirred|shaken|served|only|into|over)\b/.test(q)) ? each : [p];
  });
  if (unglued.length !== parts.length) parts.splice(0, parts.length, ...unglued);
  if (parts.length < 2 || saidTwice(normal) || parts.some((p) => (p.match(MEASURES_IN) ?? []).length >= 2)) return [line];
  // 'one and a half ounces of gin' is one amount: split only when every part has an amount and a name of its own.
  // A garnish, a rim or a top-up among them needs no amount ('..., 3/4 oz lime juice, salt rim', '..., top with soda').
  const measured = (p: string) => STARTS_WITH_AMOUNT.test(p) && /[a-z]{3,}/.test(p.replace(/^(?:a|an|one|two|three|half)\b/, ''));
  const unmeasured = (p: string) =>
    GARNISH.test(p) || GARNISH_PART.test(p) || TOP.test(p) || FILL.test(p) || ICE_PART.test(p) || /^(?:a\s+)?(?:splash|dash|pinch|squeeze|twist|sprig|slice|wedge)\b/.test(p) || /^(?!(?:in|into|cut|as|to|for|with|and)\b)[a-z]+\s+(?:twist|sprig|slice|wedge|wheel|peel)s?$/.test(p);
  // Among two or more measured parts, a thing named without an amount is one more ingredient ('60ml gin + 30ml lemon
  // + 20ml sugar syrup + egg white'), for the manager to give an amount.
  // (Only after the first part, and only a product's few words: 'Start with a barspoon of syrup and 2 dashes ...' is prose.)
  const withAmount = parts.filter((q) => measured(q) || TOP.test(q) || FILL.test(q)).length;
  // (So is a seasoning after a pinch or a measure of another, 'pinch of flaky sea salt, black pepper', '1 tsp horseradish,
  // cracked pepper': both are the drink's.)
  // (And a mixer named after a poured measure, '50 ml gin, tonic', '50 ml tequila / grapefruit soda': the long drink's
  // mixer, one more ingredient, never a note on the spirit's name, silently lost; a till's '1x GIN & TONIC' is a title.)
  const bareThing = (p: string, at: number) => at > 0 && ((withAmount >= 2 && namedWithoutAmount(p)) || SEASONING.test(p) || (MIXER_PART.test(p) && /\d\s?(?:ml|cl|oz)\b/.test(parts[0]!)));
  if (!parts.every((p, at) => measured(p) || unmeasured(p) || bareThing(p, at))) return [line];
  // 'top with grapefruit soda (~4 oz), pinch of salt', '7.5 ml simple, mint sprig': one measured or topped part is
  // enough when every other part names a thing of its own ('1 oz lime, for garnish' is one line).
  const named = (p: string) => /[a-z]{3,}/.test(p.replace(/\b(?:for|to|as|a|an|garnish|garnished|top|topped|up|off|with|fill|filled|decorate|rim|the)\b/g, ''));
  // A sentence ('A good pour of white rum (about 50 ml), then fill up with cola.') is left to the prose reader.
  const listLike = parts.every((p) => !/^(?:then|now|next|finally|and|a good|a generous)\b/.test(p) && p.split(/\s+/).length <= 6);
  const anchored =
    parts.filter(measured).length >= 2 || (listLike && parts.some((p) => measured(p) || TOP.test(p) || FILL.test(p)) && parts.every((p) => measured(p) || named(p)));
  return anchored ? parts : [line];
}

/** A choice left to the maker after a thing ('if you have them', 'if available', '(optional)'): no part of its name. */
const LEFT_TO_THE_MAKER = /\s*(?:\(\s*(?:optional|if (?:you have (?:it|them|some|one)|available|you like|desired))\s*\)|,?\s+if (?:you have (?:it|them|some|one)|available|you like|desired|you want)|,?\s+optional(?:ly)?)\s*[.!]?$/;

/** A mixer alone, with no amount, as a long drink lists it after its spirit ('tonic', 'soda water', 'grapefruit soda', 'cola'). */
const MIXER_PART = /^(?:(?:club|grapefruit|pink grapefruit|lemon|lime|ginger|fever[- ]tree|schweppes|premium|light|diet|sparkling)\s)?(?:tonic(?: water)?|soda(?: water)?|cola|coke|lemonade|ginger beer|ginger ale|grapefruit soda|sparkling water)$/;

/**
 * A line said in two languages with its amount said once ('8 hojas de hierbabuena / mint leaves', '2 Limettenspalten /
 * lime wedges'): read in English, both sides name the same thing, so it is one ingredient, not a second one without
 * an amount.
 */
function saidTwice(normal: string): boolean {
  const sides = normal.split(/\s+\/\s+/);
  if (sides.length !== 2) return false;
  const named = sides.map((side) => nameWords(side.trim()).map(singular).join(' '));
  return named[0] !== '' && named[0] === named[1] && sides.some((side) => !STARTS_WITH_AMOUNT.test(side.trim()));
}

/**
 * Names and their amounts in two lists of the same length: 'gin & tonic, 50/150 ml', 'bourbon/Campari/sweet vermouth
 * 45/30/30 ml', '45/30/30 ml bourbon, Campari, sweet vermouth'. One line per name, with its amount and the unit said
 * once; null when the line is not of that shape or the counts differ.
 */
export function splitRatio(line: string): string[] | null {
  const normal = normaliseLine(line)
    .replace(/^(?:[-*•·+>]+|\d+[.)](?=\s))\s*/, '')
    .replace(/[.!]+$/, '')
    // A syrup's own ratio after the names ('honey syrup (1:1)') is no amount of the drink.
    .replace(/\s*\(\d(?:[.,]\d)?\s*:\s*\d(?:[.,]\d)?\)$/, '')
    // A spec sheet's row: 'BEE'S KNEES - 2 / .75 / .75 - gin / lemon / honey syrup' (the drink's name, then the two lists).
    .replace(/^[a-z][a-z' &.]{1,40}?\s+-\s+(?=(?:\d|\.\d))/, '')
    // ... or with no dash, before a ratio ('Negroni 30/30/30 gin campari vermouth').
    .replace(/^[a-z][a-z' &.]{1,30}?\s+(?=\d+(?:[.,]\d+)?(?:\/\d+(?:[.,]\d+)?){2,}(?:\s*(?:ml|cl|oz)\b)?\s+(?!(?:ml|cl|oz)\b)[a-z])/, '')
    .replace(/^((?:\d+(?:[.,]\d+)?|\.\d+)(?:\s*[/:]\s*(?:\d+(?:[.,]\d+)?|\.\d+))+)\s+-\s+(?=[a-z])/, '$1 ');
  // Whole or decimal amounts only: with fractions among them, '1/1/1/...' could be split every which way (and the
  // regex would try them all).
  const amounts = String.raw`(${PLAIN_NUMBER}(?:\s*[/:]\s*${PLAIN_NUMBER})+)`;
  const after = new RegExp(String.raw`^([a-z][a-z'&/,\- ]*?[a-z'])\s*(?:[,:\-\u2013]\s*)?${amounts}\s*(${UNIT})?$`).exec(normal);
  const before = after ? null : new RegExp(String.raw`^${amounts}\s*(${UNIT})?\s+(?:of\s+)?([a-z][a-z'&/,\- ]*[a-z'])$`).exec(normal);
  const names = after ? after[1]! : before ? before[3]! : null;
  const numbers = after ? after[2]! : before ? before[1]! : null;
  const unit = (after ? after[3] : before?.[2])?.trim().replace(/\.$/, '') ?? '';
  if (!names || !numbers) return null;
  const amountList = numbers.split(/\s*[/:]\s*/);
  const listed = names.split(/\s*[,/]\s*|\s+(?:and|&|plus|with|y|e|et|und|con|com|mit|avec)\s+|\s*&\s*/).map((n) => n.trim()).filter((n) => /[a-z]{2,}/.test(n));
  // ('30/30/30 gin campari vermouth': one word a name when the words are as many as the amounts.)
  const nameList = listed.length === 1 && amountList.length >= 3 && listed[0]!.split(/\s+/).length === amountList.length ? listed[0]!.split(/\s+/) : listed;
  if (nameList.length < 2 || nameList.length !== amountList.length) return null;
  // '1/2 oz egg white, beaten', '3/4 oz lime, fresh': two small numbers are a fraction, not two amounts.
  if (amountList.length === 2 && amountList.every((a) => (parseAmount(a) ?? 0) < 5)) return null;
  return nameList.map((n, i) => `${amountList[i]!}${unit ? ` ${unit}` : ''} ${n}`);
}

/** Size words and counted things after a bare number: '8 mint leaves', '2 lime wedges', '1 egg white' keep their count. */
const COUNTED_AFTER = /^(?:[a-z]+\s+)?(?:leaves|leaf|wedges?|slices?|wheels?|twists?|peels?|sprigs?|cherries|cherry|olives?|eggs?|whites?|yolks?|cubes?|[a-z]*berries|beans?|pieces?|chunks?|quarters?|halves)\b/;
const BARE_NUMBER = new RegExp(String.raw`(^|[,;]\s*|\s(?:and|plus|then|with)\s+)(\d+(?:[.,]\d+)?|\.\d+|\d+\/\d+)\s+(?=[a-z])`, 'g');
/** A fruit or an egg counted whole ('1 lime', '1/2 lemon'): a count, unless written as a decimal measure ('.75 lemon'). */
const WHOLE_AHEAD = /^(?:whole\s+|fresh\s+)?(?:limes?|lemons?|oranges?|grapefruits?|eggs?)\b(?!\s+juice\b)/;
const UNIT_AHEAD = new RegExp(String.raw`^(?:${UNIT})`);
/** Written numbers that can be a measure with a unit said before them ('thirty of Kahlúa'); 'a', 'half', 'few' cannot. */
const MEASURE_WORDS = Object.entries(NUMBER_WORDS).filter(([w, n]) => n >= 2 && !/\s/.test(w) && !/^(?:few|several|couple|double)$/.test(w)).map(([w]) => w);
/** A written number of five or more with no unit and no 'of' ('fifteen lemon juice' after 'forty five mils of gin'). */
const WORD_BARE = new RegExp(String.raw`(^|[,;]\s*|\s(?:and|plus|then|with)\s+)(${MEASURE_WORDS.filter((w) => (NUMBER_WORDS[w] ?? 0) >= 5).sort((a, b) => b.length - a.length).join('|')})\s+(?=[a-z])`, 'g');
const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const HUNDREDS_SAID = new RegExp(
  String.raw`\b(?:(a|one|two|three|four|five)\s+)?hundred(?:(?:\s+and)?\s+(?:(${TENS.join('|')})(?:[ -](${ONES.join('|')}))?|(${TEENS.join('|')})|(${ONES.join('|')}))\b)?`,
  'g',
);
/** Hundreds said in words as digits: 'a hundred and twenty' is 120, 'two hundred' 200, 'one hundred fifty' 150. */
function hundredsAsDigits(text: string): string {
  return text.replace(HUNDREDS_SAID, (_w: string, lead?: string, tens?: string, one?: string, teen?: string, alone?: string) => {
    const hundreds = !lead || lead === 'a' ? 1 : ONES.indexOf(lead) + 1;
    const rest = tens ? (TENS.indexOf(tens) + 2) * 10 + (one ? ONES.indexOf(one) + 1 : 0) : teen ? TEENS.indexOf(teen) + 10 : alone ? ONES.indexOf(alone) + 1 : 0;
    return String(hundreds * 100 + rest);
  });
}

/** A part of a measure said in words, with no unit after it: 'three quarters lemon', 'a half of the syrup'. */
const SPOKEN_PART = /(^|[,;]\s*|\s(?:and|plus|then|with|um|uh|just|like)\s+)(three[ -]quarters?|a half|half|a quarter|one quarter|quarter)(?:\s+of)?\s+(?=[a-z])/g;
const WORD_MEASURE_OF = new RegExp(String.raw`(^|[\s,;])(${MEASURE_WORDS.sort((a, b) => b.length - a.length).join('|')})\s+of\s+(?=[a-z])`, 'g');

/**
 * The unit said once in a sentence given to the bare amounts after it: '45ml gin, 30 lemon, 15 sugar syrup',
 * 'fifty millilitres of vodka with thirty of Kahlúa'. A count of things ('8 mint leaves', '1 lime') stays a count.
 */
function withUnitSaid(said: string): string {
  // ('twenty five of lemon': one number, not twenty and five; 'a hundred and twenty of soda': one number too.)
  const folded = hundredsAsDigits(said).replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -](one|two|three|four|five|six|seven|eight|nine)\b/g, (_w: string, tens: string, unit: string) => String((NUMBER_WORDS[tens] ?? 0) + (NUMBER_WORDS[unit] ?? 0)));
  // (A splash, a dash or a drop is no measure to give on: '50 of vodka ... and a splash of sugar syrup' is 50 ml.)
  const unitSaid = [...folded.matchAll(new RegExp(String.raw`(?:${AMOUNT})\s*(${UNIT})`, 'g'))]
    .map((m) => m[1]!.replace(/\.$/, ''))
    .find((u) => !/^(?:splash|dash|drop|pinch|squeeze|squirt|spritz|float|rinse|top)/.test(u));
  if (!unitSaid || !POURED_OR_MEASURE.test(unitSaid)) return folded;
  // Five or more ounces, spoons or dashes is no measure of one ingredient: only millilitres and centilitres are given on.
  const largest = /^(?:ml|millilit|mils?|cl|centilit)/.test(unitSaid) ? Infinity : 4;
  // In ounces and centilitres a small bare number is a measure too ('1.5 oz bourbon, .75 lemon, .5 simple').
  const smallToo = /^(?:oz|ounce|fl|cl|centilit)/.test(unitSaid);
  const withOf = folded
    .replace(new RegExp(String.raw`(^|[\s,;])(\d+(?:[.,]\d+)?)\s+of\s+(?=[a-z])`, 'g'), `$1$2 ${unitSaid} of `)
    .replace(WORD_MEASURE_OF, `$1$2 ${unitSaid} of `);
  // ('fifteen lemon juice' after millilitres is fifteen of them; 'fifteen mint leaves' stays a count.)
  const wordsMeasured =
    largest === Infinity
      ? withOf.replace(WORD_BARE, (whole: string, lead: string, n: string, at: number, all: string) => {
          const ahead = all.slice(at + whole.length);
          if (UNIT_AHEAD.test(ahead) || (COUNTED_AFTER.test(ahead) && !/^egg white\b(?!s)/.test(ahead)) || /^(?:and|to|or|-)\s/.test(ahead)) return whole;
          return `${lead}${NUMBER_WORDS[n]} ${unitSaid} `;
        })
      : withOf;
  // ('two ounces of the rye, then, um, three quarters lemon': a spoken part of the ounce said before is a measure too.)
  const partsOfIt = smallToo
    ? wordsMeasured.replace(SPOKEN_PART, (whole: string, lead: string, part: string, at: number, all: string) => {
        const ahead = all.slice(at + whole.length);
        if (UNIT_AHEAD.test(ahead) || /^(?:a|an)\s/.test(ahead) || (/half/.test(part) && WHOLE_AHEAD.test(ahead))) return whole;
        return `${lead}${/three/.test(part) ? '0.75' : /half/.test(part) ? '0.5' : '0.25'} ${unitSaid} of `;
      })
    : wordsMeasured;
  return partsOfIt
    .replace(BARE_NUMBER, (whole: string, lead: string, n: string, at: number, all: string) => {
      const ahead = all.slice(at + whole.length);
      const value = parseAmount(n) ?? 0;
      // '1 and 1/2 ounces', '1 to 2 dashes': part of an amount, not one of its own.
      // (Five or more of an egg white, after a measure said, is a measure of it: '45ml gin, 15 egg white'.)
      if (UNIT_AHEAD.test(ahead) || (COUNTED_AFTER.test(ahead) && !(value >= 5 && /^egg white\b(?!s)/.test(ahead))) || /^(?:and|to|or|-)\s*(?:\d|\.\d)/.test(ahead) || value > largest) return whole;
      if (value < 5 && !(smallToo && (!WHOLE_AHEAD.test(ahead) || /^\d*[.,]\d+$/.test(n)))) return whole;
      return `${lead}${n} ${unitSaid} `;
    });
}

/** Clauses of a sentence that start with an amount ('thirty ml of kahlua', '30 ml lemon'), after a verb or a joining word. */
const CLAUSE_BREAK = /\s*[,;:]\s*|\s+(?:and|with|plus|then|or|before|after)\s+/;
const CLAUSE_LEAD = /^(?:(?:then|now|next|finally|first|also|just|so|ok|okay|its|it's|like|about|roughly|around|approximately|some|you|need|use|i|we)\s+)*(?:(?:pour|add|shake|stir|build|combine|mix|muddle|sweeten|finish|float|layer|squeeze|drop|rinse|splash|measure|throw|put|go|goes)\s+(?:in\s+|it\s+|up\s+)?)?(?:(?:in|into|over|on)\s+)?/;
const ARTICLE_ONLY = /^(?:a|an)\s/;

/** The words of a part after its amount and unit, without the small words around them. */
function nameWords(part: string): string[] {
  return part
    .replace(new RegExp(String.raw`^(?:${AMOUNT})(?:\s+of\s+(?:a|an))?\s*(?:(?:${UNIT})\s*)?(?:of\s+)?`), '')
    .split(/[^a-z']+/)
    .filter((w) => w.length >= 3 && !/^(?:the|and|for|top|on|in|into|with|fresh|freshly|about|your|our|good)$/.test(w));
}

/**
 * What a sentence still names with an amount after its measured parts were read: each clause that starts with an
 * amount and whose last word no part read holds. Read as a line of its own, it is matched, suggested or listed,
 * never lost.
 */
/** A product named in a sentence without an amount ('the aperol (normal amount?)', 'loads of tonic instead of the fizz'). Folded. */
const UNMEASURED_THING = /^(?:the|loads of|lots of|plenty of|a bit of|a little|some)\s+([a-z][a-z' -]{2,30}?)(?:\s*\([^()]{0,40}\)?)?(?:\s+(?:instead of|rather than|in place of|not)\b[^]*)?$/;
function unreadClauses(folded: string, read: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of folded.split(CLAUSE_BREAK)) {
    const clause = raw.replace(/[.!?]+$/, '').replace(CLAUSE_LEAD, '').trim();
    // ('..., orange peel to flame', '..., lemon zest to spritz': a garnish named first, with what is done to it.)
    const garnish = GARNISH_LEAD.exec(clause)?.[1];
    if (garnish && !STARTS_WITH_AMOUNT.test(clause)) {
      if (![...read, ...out].some((r) => r.includes(garnish.replace(/^(?:an?|one|1)\s+/, '')))) out.push(`${garnish}, for garnish`);
      continue;
    }
    // ('a shot of gin, the aperol (normal amount?) and then loads of tonic instead of the fizz': a product named without
    // an amount beside measured ones is one more ingredient, for the manager to give its amount; what it replaces is not.)
    const unmeasured = UNMEASURED_THING.exec(clause)?.[1]?.trim();
    if (unmeasured && !STARTS_WITH_AMOUNT.test(clause) && unmeasured.split(/\s+/).length <= 3 && namesAProduct(normaliseLine(unmeasured))) {
      const words = nameWords(unmeasured);
      // ('loads of tonic': a long pour of it, as a top.)
      if (words.length > 0 && ![...read, ...out].some((r) => nameWords(r).some((w) => words.includes(w)))) out.push(/^(?:loads|lots|plenty) of\b/.test(clause) ? `top with ${unmeasured}` : unmeasured);
      continue;
    }
    if (!clause || !STARTS_WITH_AMOUNT.test(clause)) continue;
    // 'a shaker', 'a chilled coupe': an article is an amount only before a unit ('a dash of ...').
    if (ARTICLE_ONLY.test(clause) && !new RegExp(String.raw`^(?:a|an)\s+(?:${UNIT})`).test(clause)) continue;
    const named = nameWords(clause);
    // ('... so the guest can add a few drops themselves': drops of no product.)
    if (named.length === 0 || named.every((w) => /^(?:seconds?|minutes?|mins?|hours?|times?|ice|cubes?|glass|coupe|shaker|tin|highball|rocks|top|strain|strained|shake|shaken|stir|stirred|muddle|build|blend|themselves|himself|herself|yourself|itself|them|it)$/.test(w))) continue;
    // Read already when a part read names the same thing ('float 1/4 oz islay scotch on top' holds 'islay scotch').
    if ([...read, ...out].some((r) => {
      const words = nameWords(r);
      return words.length > 0 && (words.every((w) => named.includes(w)) || named.every((w) => words.includes(w)));
    })) continue;
    out.push(clause);
  }
  return out;
}

/**
 * Sorts what was pasted into the ingredients box: ingredient lines (multi-amount lines split, amounts pulled out of
 * prose), method sentences (to the instructions) and story lines (left out).
 */
/** The line is the recipe's name, alone or with a note after it ('Mojito cubano (receta de la casa)', 'Hugo - the classic'). */
/** The line is the first whole words of the recipe's name, and names no product: 'Hurricane-esque' of 'Hurricane-esque with falernum'. */
function startsTheName(line: string, recipeName: string): boolean {
  const clean = (t: string) => fold(t).replace(/[^a-z0-9]+/g, ' ').trim();
  const said = clean(line);
  const name = clean(recipeName);
  return said.length >= 5 && said !== name && name.startsWith(`${said} `) && !namesAProduct(line) && !MEASURE_AHEAD.test(fold(line));
}

function isTitle(line: string, recipeName: string): boolean {
  // (A number said either way is the same name: 'Ward 8' in the Ward Eight.)
  const clean = (t: string) =>
    fold(capitalsAsScanned(t))
      .replace(/[^a-z0-9 ()[\]:|,\-\u2013\u2014]+/g, ' ')
      .replace(/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (n) => String(NUMBER_WORDS[n]))
      .replace(/\s+/g, ' ')
      .trim();
  // The name without what the recipe book adds to it ('Cuba Libre (ES)', 'Mai Tai - blog version').
  const article = /^(?:(?:um+|uh+|erm+|so|ok|okay|right|and|now|this is|here is|heres)\s+)*(?:the|le|la|les|el|il|lo|der|die|das|o|a)\s+/;
  const name = clean(recipeName.replace(/\s*[([].*$|\s+[-\u2013\u2014:|]\s.*$/, '')).replace(article, '');
  const text = clean(line).replace(article, '');
  // A heading of a few words with the servings in brackets ('PITCHER (serves 8)', 'SANGRÍA (para 10 personas)').
  if (/^[a-z ]{3,30}\(\s*(?:serves?|makes?|para|pour|fur|per|for|rende|yields?)\b[^()]*\)$/.test(text)) return true;
  // The line's head before a bracket or a dash is the name's start, or the name is its start ('Espresso Martini —
  // batch for 12' in 'Espresso Martini batch x12').
  const head = text.split(/\s*[(\[:\-\u2013\u2014|,]/)[0]!.trim();
  // (Two words at least: 'Tequila (blanco)' in a Tequila Sunrise is an ingredient.)
  if (head.includes(' ') && head !== text && !/^\d/.test(head) && name.startsWith(head) && !MEASURE_AHEAD.test(text)) return true;
  // The name's first word with the rest of the name in brackets ('Margarita (receta de la casa)' for the Margarita de la casa).
  const bracketed = /^([a-z]+)\s*\(([^()]*)\)$/.exec(text);
  const restOfName = bracketed && name.startsWith(`${bracketed[1]} `) ? name.slice(bracketed[1]!.length).trim() : '';
  if (restOfName && bracketed![2]!.includes(restOfName)) return true;
  if (name.length < 3 || !text.startsWith(name)) return false;
  // (A name that is itself an amount of a thing, 'juice of one lemon' or '1 egg white', is an ingredient when said.)
  if (text === name) return !/^\d/.test(text) && !MEASURE_AHEAD.test(text) && !/\b(?:juice|zest|peel) of\b/.test(text);
  const rest = text.slice(name.length).trim();
  // The name alone, or with a note after a bracket or a dash ('Espresso Martini — batch for 12 (makes 12)').
  // A line that goes on with a measure is the recipe itself ('Negroni: 30 ml gin, 30 ml Campari').
  if (MEASURE_AHEAD.test(rest)) return false;
  // (So does one that lists things with amounts after them: 'DAIQUIRI (house) — white rum 60 / lime 25 / syrup 15'.)
  if ((rest.match(/\b[a-z]{3,}\s+\d+(?:[.,]\d+)?\b/g) ?? []).length >= 2) return false;
  return (rest === '' && !/\d/.test(text)) || /^[(\[:\-\u2013\u2014|,]/.test(rest);
}
const MEASURE_AHEAD = new RegExp(String.raw`(?:${AMOUNT})\s*(?:${UNIT})`);

/** Drink names to know a title by: those the import knows ('=' whole only) and the bar's mixed drinks (whole, or as the end of a longer name when of two words or more). */
interface DrinkNames {
  whole: ReadonlySet<string>;
  ending: readonly string[];
}
let KNOWN_DRINKS: DrinkNames | undefined;
function drinkNames(menu: readonly string[]): DrinkNames {
  KNOWN_DRINKS ??= {
    whole: new Set(DRINK_NAMES.map((n) => n.replace(/^=/, ''))),
    ending: DRINK_NAMES.filter((n) => !n.startsWith('=')),
  };
  if (menu.length === 0) return KNOWN_DRINKS;
  const own = menu.map(asDrinkName).filter((n) => n.length >= 3);
  return { whole: new Set([...KNOWN_DRINKS.whole, ...own]), ending: [...KNOWN_DRINKS.ending, ...own.filter((n) => n.includes(' '))] };
}

/** A line's words as a drink's name is said: folded, '&' as 'and', marks as spaces ('Side-car' is 'side car', 'G&T' 'g and t'). */
function asDrinkName(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
/** A word in capitals as a phone reads it off a board ('MARGARlTA', 'NEGR0NI'): the capitals meant. */
function capitalsAsScanned(line: string): string {
  return line.replace(/(?<=[A-Z]{2})l(?=[A-Z])/g, 'I').replace(/(?<=[A-Z])0(?=[A-Z])/g, 'O').replace(/\b0(?=[A-Z]{2})/g, 'O');
}
/** What a title says of the drink after its name ('Whiskey sour spec', 'Mai Tai house version', 'Negroni batch'). */
const ABOUT_THE_DRINK = /(?:\s+(?:house|our|bar|classic|original|signature|spec|specs|recipe|batch|pre ?batch|style|version|v ?\d{1,2}|draft|card|variation|serve|edition))+$/;

/**
 * The line only names a drink: its head (before a note in brackets, a dash, a colon or a comma) is a drink's name, or
 * ends with one after a few words of brand, base or style ('Vodka Buck', 'Crodino Spritz (0%)', 'Bottled Negroni —
 * batch', 'Sunrise, reposado style'). Never a line with a measure, a top or a garnish.
 */
function namesADrink(line: string, drinks: DrinkNames): boolean {
  const folded = fold(capitalsAsScanned(line));
  if (MEASURE_AHEAD.test(folded) || TOP_OR_GARNISH.test(folded)) return false;
  const head = folded.replace(/\([^()]*\)|\[[^\]]*\]/g, ' ').split(/\s*[,:|]\s*|\s+[-\u2013\u2014]+\s+|\s*[\u2013\u2014]+\s*/)[0] ?? '';
  const name = asDrinkName(head).replace(ABOUT_THE_DRINK, '');
  if (name.length < 3) return false;
  if (drinks.whole.has(name)) return true;
  // (Or its tail after a colon, 'Gala dinner 14/09 – welcome drink: Moscow Mule'.)
  const parts = folded.split(/\s*:\s*/);
  if (parts.length > 1 && drinks.whole.has(asDrinkName(parts.at(-1)!).replace(ABOUT_THE_DRINK, ''))) return true;
  return drinks.ending.some((n) => {
    if (!name.endsWith(` ${n}`)) return false;
    const before = name.slice(0, name.length - n.length).trim();
    return !/\d/.test(before) && before.split(' ').length <= 3;
  });
}

/** A menu's title and its price, with no currency, set apart by a wide gap or a leader ('SMOKE & MIRRORS   15', 'ELDERFLOWER FIZZ (alcohol-free) ..... 8'). */
const BARE_PRICE_AFTER = /^([^\d]{3,60}?)(?:\s{2,}|\s*(?:\.{3,}|\u2026+|-{3,}|_{3,})\s*)\d{1,3}(?:[.,]\d{1,2})?\s*$/;
function pricedTitle(line: string, drinks: DrinkNames, at: number): boolean {
  const m = BARE_PRICE_AFTER.exec(line.trim());
  if (!m || at > 2) return false;
  const name = m[1]!.trim();
  // (The name in a menu's capitals, or a drink's: 'GIN   50' in capitals is a measure of gin, never a title.)
  return namesADrink(name, drinks) || (!/\p{Ll}/u.test(name.replace(/\([^()]*\)/g, '')) && !namesAProduct(name));
}

/** A name of initials ('O.F.', 'E. M.', 'OF', 'B&B', 'G+T'): capitals only, with dots, an ampersand or nothing between them. */
const INITIALS = /^(?:\p{Lu}\.\s?){2,4}$|^\p{Lu}{1,3}\s?[&+]\s?\p{Lu}{1,3}$|^\p{Lu}{2,3}$/u;

/** A numbered list pasted as one line ('1) 60 ml prosecco 2) 40 ml Aperol 3) a splash of soda'): one line per item. */
function numberedItems(line: string): string[] {
  const markers = [...line.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+(?=\S)/g)];
  if (markers.length < 2 || !markers.every((m, i) => Number(m[1]) === i + 1)) return [line];
  return markers.map((m, i) => line.slice(m.index! + m[0].length, markers[i + 1]?.index ?? line.length).trim());
}

/**
 * Pasted text as the words it shows: HTML tags ('<li>1 dash Angostura</li>', a script block that is no text of the
 * recipe), entities ('&frac12; oz'), markdown emphasis and links ('**15 ml**', '[Campari](https://...) 30 ml'), and
 * no character that shows nothing or turns the text around (controls, text-direction marks, half a surrogate pair).
 * Used for the ingredients and the instructions alike.
 */
/** A maker's name as a post tags it ('@havanaclub', '@tanqueray_gin', '@fevertree'): the name the brand list knows. */
const BRAND_BY_HANDLE = new Map(Object.keys(BRANDS).filter((k) => /[\s'&.-]/.test(k)).map((k) => [k.replace(/[\s'&.-]/g, ''), k]));
function handleAsBrand(whole: string, handle: string): string {
  const said = handle.toLowerCase().replace(/[_.]/g, '');
  return BRAND_BY_HANDLE.get(said) ?? (Object.hasOwn(BRANDS, said) ? said : whole);
}

export function asPlainText(text: string): string {
  // (Entities and a URL's escapes read first, so that an escaped tag, '&lt;script&gt;', is a tag and goes with the rest.)
  return withMarkupRead(text)
    .replace(/(?<![\w@])@([A-Za-z0-9_.]{3,30})/g, handleAsBrand)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/<(script|style)\b[^<>]{0,200}>[^<]{0,500}<\/\1\s*>/gi, ' ')
    // Struck-through text is what the recipe no longer says ('Gin ~~30~~ 25 ml', '~~1 dash Angostura~~', '<del>30</del>').
    .replace(/~~[^~\n]{1,80}~~/g, ' ')
    .replace(/<(del|s|strike)\b[^<>]{0,100}>[^<]{0,200}<\/\1\s*>/gi, ' ')
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/!?\[([^\][\n]{1,120})\]\([^()\s]{1,500}\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    // A card's dotted leader between a name and its amount ('Cognac VS ........ 5 cl').
    .replace(/(?<=\S)\s*(?:\.{3,}|\u2026{2,}|(?:\.\s){3,})\s*(?=[\d\u00bc-\u00be])/g, ' ');
}

/**
 * A pasted entry as the manager sees it: HTML tags and entities ('<li>1 dash Angostura</li>', '&frac12; oz'),
 * markdown emphasis ('**15 ml** sweet vermouth') and several lines pasted as one entry, each line apart.
 */
function asPasted(entry: string): string[] {
  // A line all in bold ('**Spirit**', '__Modifiers__') is a document's heading, read as one.
  // An email's quote marks ('> 50 ml Havana Club 3') and a checklist's boxes ('- [x] Garnish: 2 cherries') are not the line.
  return asPlainText(
    entry
      .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
      // An alternative in brackets ('1 oz lemon juice (or 1/2 lemon + 1/2 lime)') is no second ingredient.
      .replace(/[ \t]*\((?:or|o|ou|oder|oppure|alternatively|alt\.?)[ \t]+[^()\n]{1,80}\)/gi, '')
      .replace(/^[ \t]*[-*+]?[ \t]*\[[ xX\u2713]?\][ \t]*/gm, '')
      .replace(/^[ \t]*(?:\*\*|__)([^*_\d\n]{1,40})(?:\*\*|__)[ \t]*:?[ \t]*$/gm, '# $1'),
  )
    .split(/\r?\n/)
    // (A book's footnote mark after a word, 'vermouth rosso²', 'NEGRONI¹', is no part of it.)
    .map((l) => l.replace(/(?<=\p{L})[\u00b9\u00b2\u00b3\u2070\u2074-\u2079]+/gu, ''))
    // (A forum post's header and its votes, 'r/cocktails · Posted by u/someone · 3h', '▲ 412 ▼ · 37 comments · Share', are
    // the page's, before its columns are read apart.)
    .filter((l) => !POST_VOTES.test(l.trim()) && !POSTED_BY.test(l.trim()))
    .map(pourOfPriceRow)
    .flatMap(menuCells)
    .flatMap(spreadsheetCells);
}

/** A menu's tags for diets and allergens ('GLUTEN FREE', 'V  VG  GF', 'ALLERGENS: none', 'vegan'). Folded. */
const MENU_TAGS = /^(?:(?:v|vg|gf|df|nf|ve|vegan|vegetarian|gluten[ -]?free|dairy[ -]?free|nut[ -]?free|contains (?:nuts|egg|dairy))(?:[\s,/|]+|$))+$/;
/**
 * A menu's line copied from a PDF, its columns run together ('CLASSICS • MARGARITA • tequila blanco 50 ml • ... • 13 €',
 * 'HIGHBALLS   PALOMA   blanco tequila 50ml  grapefruit soda 120ml ...   £11.50   ALLERGENS: none'): each column a line
 * of its own, without the price and the menu's tags.
 */
/** The most things a line of a menu or a sheet is read as (a recipe has far fewer). */
const MOST_CELLS = 24;
function menuCells(line: string): string[] {
  const bullets = line.split(/\s+[\u2022\u00b7]\s+/);
  const columns = bullets.length >= 3 ? bullets : line.split(/\s{3,}/);
  // (A line of more cells than a recipe has things, 'gin · gin · gin · ...' eighty times, stays one line: listed for the
  // manager, and the work bounded.)
  if (columns.length < 3 || columns.length > MOST_CELLS) return [line];
  // (A card's title before its first item, 'The Mr & Mrs 💍 — gin · elderflower · lemon', is the drink's name.)
  const cells = columns.map((c) => c.trim());
  if (bullets.length >= 3) cells[0] = cells[0]!.replace(/^[^\d]{2,60}?\s+[\u2013\u2014-]+\s+(?=[\p{L}][\p{L}' ]{1,30}$)/u, '');
  // (So is a name and a colon before it, "Driver's Mule: 150 ginger beer · 15 lime juice · lime wedge".)
  // (Never a product's own label, 'Gin: 50 · Campari: 25', and only before a measure with its thing named.)
  if (bullets.length >= 3) cells[0] = cells[0]!.replace(/^([^\d:]{2,40}):\s+(?=\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)?\s+[a-z])/iu, (whole: string, name: string) => (namesAProductsHead(fold(name)) ? whole : ''));
  return cells.filter((c) => c && !MONEY_CELL.test(c) && !MENU_TAGS.test(fold(c)));
}

/**
 * A spreadsheet row pasted as one line ('Daiquiri<TAB>60 ml white rum<TAB>30 ml lime juice<TAB>Shake'): each cell is
 * a line of its own when two or more cells are whole ingredients (an amount and a name). A row of columns for one
 * ingredient ('gin<TAB>50<TAB>ml', '60 ml<TAB>white rum', '| Gin | 50 ml |') stays one line, its cells apart by tabs.
 */
const MONEY_CELL = /^(?:[$\u20ac\u00a3\u00a5]\s*\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s*[$\u20ac\u00a3\u00a5]|(?:usd|eur|gbp)\s*\d+(?:[.,]\d{1,2})?)$/i;
const CODE_CELL = /^(?:(?:sku|plu|code|item|ref|art\.?|article|id|#)\s*(?:[:#]\s*)?[a-z0-9-]*\d[a-z0-9-]*|\d{4,}|[a-z]{2,5}(?:-[a-z0-9]{1,6}){1,3})$/i;
/** A spreadsheet's formula left in a cell, or its result worked out beside the row ('=B3*4', '=SUM(C3:C5)', '= 8,6 bottles'). */
const FORMULA_CELL = /^=/;
/** The first cell of a sheet's row of totals, in the languages. Folded. */
const TOTAL_CELL = /^(?:totals?|totale|totali|totaal|totales?|gesamt|summe|somma|sum|in total|grand total)\s*:?$/;
function spreadsheetCells(line: string): string[] {
  // A markdown table's row ('| Gin | 50 ml |') is a row of cells too; its rule ('|---|---|') is nothing.
  // (So is a PDF's columns copied with pipes between them: 'White rum | 60 | ml'.)
  const table = /^\s*\|(.*)\|\s*$/.exec(line) ?? (/^[^|]+(?:\s\|\s[^|]+){2,}$/.test(line) ? ([line, line] as unknown as RegExpExecArray) : null);
  if (table && /^[\s|:\-]*$/.test(table[1]!)) return [];
  const row = table ? table[1]!.split('|').join('\t') : line;
  if (!row.includes('\t')) return [line];
  // (A row whose first cell is empty and that holds no measure, '<TAB>per 1 glass<TAB>jug (x4)<TAB>cost', is the sheet's
  // header over its columns.)
  if (!table && /^\t/.test(row) && row.trim() && !MEASURED.test(row)) return [];
  // (So is one of three labels or more, none a product or a measure, that count serves: 'per 1 glass<TAB>jug (x4)<TAB>cost'.)
  const labels = row.split('\t').map((c) => c.trim()).filter(Boolean);
  if (!table && labels.length >= 3 && /\d/.test(row) && !MEASURED.test(row) && labels.every((c) => !namesAProduct(normaliseLine(c)))) return [];
  // (A cost column is no part of the recipe: '1.5<TAB>oz<TAB>Bacardi Carta Blanca<TAB>$0.84'.)
  // (Nor is a product's code: 'SKU 10023', '10023', 'GIN-LD-700'.)
  // (Nor a formula left in, '=B3*4', '=SUM(C3:C5)': the sheet's arithmetic on the row, never an amount of its own.)
  const cells = row.split('\t').map((c) => c.trim()).filter((c) => c && !MONEY_CELL.test(c) && !CODE_CELL.test(c) && !FORMULA_CELL.test(c));
  if (table && cells.length === 0) return [];
  // (A row of the sheet's totals, 'TOTALE<TAB>19 cl<TAB>=SUM(C3:C5)', adds up the rows above: no ingredient.)
  if (cells.length >= 2 && TOTAL_CELL.test(fold(cells[0]!))) return [];
  const whole = cells.filter((c) => /\d/.test(c) && /\p{L}{2,}/u.test(c.replace(/\b(?:ml|cl|oz|l|g|tsp|tbsp)\b/gi, ''))).length;
  return whole >= 2 ? cells : [cells.join('\t')];
}

/** A chat message's time and speaker before its text: '[21:15] Marta: ', '21:15 - Dave: ' (a name alone may be a heading). */
/** A chat's time and date ('[21:04, 12/11/2026]', '[12/11/26, 9:04 pm]', '21:04 -'), its speaker ('Jess:'), and a note's date
 * before an amount ('12/11 - 40ml gin'). */
const CHAT_TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:am|pm)?`;
const CHAT_DATE = String.raw`\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}`;
const CHAT_SPEAKER = String.raw`[\p{Lu}][\p{L}'.\-]{0,20}(?:\s[\p{Lu}][\p{L}'.\-]{0,20})?`;
/** A chat's speaker alone before the text ('Giorgos: make it 50 vodka not 60'), for a correction said by another speaker. */
export const SPEAKER_SAYS = new RegExp(String.raw`^${CHAT_SPEAKER}:\s+(?=\S)`, 'u');
/** The words that name a product or a garnish, from the import synonyms and the ingredient lexicon (read once). */
let PRODUCT_WORDS: Set<string> | undefined;
const GARNISH_SHAPES = ['ribbon', 'wedge', 'wheel', 'slice', 'twist', 'peel', 'zest', 'sprig', 'leaf', 'leaves', 'bean', 'beans', 'cherry', 'olive', 'rim'];
/** The stock's and the lexicon's names of two words ('soda water', 'orange peel', 'sweet vermouth'), folded. */
let TWO_WORD_PRODUCTS: Set<string> | undefined;
function twoWordProduct(text: string): boolean {
  if (!TWO_WORD_PRODUCTS) {
    const names = [...SYNONYMS.flatMap((g) => [g.name, ...g.also.map((a) => a.replace(/^=/, '').replace(/~[\d.]+$/, ''))]), ...INGREDIENT_LEXICON.map((k) => k.words.join(' '))];
    TWO_WORD_PRODUCTS = new Set(names.map((n) => words(fold(n)).join(' ')).filter((n) => n.split(' ').length === 2));
  }
  return TWO_WORD_PRODUCTS.has(words(fold(text)).join(' '));
}

function namesAProduct(text: string): boolean {
  if (!PRODUCT_WORDS) {
    PRODUCT_WORDS = new Set(GARNISH_SHAPES);
    const names = [...SYNONYMS.flatMap((g) => [g.name, ...g.also.map((a) => a.replace(/^=/, '').replace(/~[\d.]+$/, ''))]), ...INGREDIENT_LEXICON.map((k) => k.words.join(' '))];
    for (const name of names) for (const w of words(name)) if (w.length >= 3 && !['fresh', 'with', 'the', 'and', 'of'].includes(w)) PRODUCT_WORDS.add(w);
  }
  return words(fold(text)).some((w) => PRODUCT_WORDS!.has(w) || PRODUCT_WORDS!.has(singular(w)));
}

/** A page's closing section's heading, in the languages ('References', 'External links', 'Weblinks', 'Véase también'). Folded. */
const CLOSING_SECTION = /^(?:see also|references?|notes and references|external links|further reading|citations?|bibliography|footnotes|einzelnachweise|weblinks|siehe auch|referencias|enlaces externos|vease tambien|voir aussi|liens externes|notes et references|references et notes|voci correlate|collegamenti esterni|ver tambem|ligacoes externas)\s*(?:\[[a-z]+\])?\s*:?$/;

/** A page's heading over other recipes, in the languages ('You may also like', 'Related recipes', 'Vous aimerez aussi'). Folded. */
const OTHER_RECIPES = /^(?:you (?:may|might) also (?:like|enjoy)|related (?:recipes?|drinks|cocktails|posts)|more (?:recipes|cocktails|drinks)(?: like this)?|similar (?:recipes|cocktails|drinks)|other recipes|recommended (?:for you|recipes)|try these(?: next)?|next recipe|popular (?:recipes|cocktails)|trending(?: recipes| now)?|tambien te (?:puede|podria) gustar|te puede interesar|recetas relacionadas|vous aimerez aussi|recettes similaires|das konnte (?:dir|ihnen) auch gefallen|ahnliche rezepte|potrebbe (?:piacerti|interessarti) anche|ricette correlate|voce tambem pode gostar|receitas relacionadas)\b[^\d]*$/;

/** The last words of the products' names ('scotch' of 'smoky scotch', not 'smoky'): a text that holds one names a product. */
let PRODUCT_HEADS: Set<string> | undefined;
function namesAProductsHead(text: string): boolean {
  if (!PRODUCT_HEADS) {
    PRODUCT_HEADS = new Set(GARNISH_SHAPES);
    const names = [...SYNONYMS.flatMap((g) => [g.name, ...g.also.map((a) => a.replace(/^=/, '').replace(/~[\d.]+$/, ''))]), ...INGREDIENT_LEXICON.map((k) => k.words.join(' '))];
    for (const name of names) {
      const head = words(name).at(-1);
      if (head && head.length >= 3) PRODUCT_HEADS.add(head);
    }
  }
  return words(fold(text)).some((w) => PRODUCT_HEADS!.has(w) || PRODUCT_HEADS!.has(singular(w)));
}

/** An email's signature mark, its 'On ... wrote:', a greeting, a phone number, a job title in a signature. */
const SIGNATURE_MARK = /^--\s*$/;
const WROTE = /^(?:on|le|am|el|il|em)\b.{3,120}\b(?:wrote|a ecrit|a écrit|schrieb|escribi[oó]|ha scritto|escreveu)\s*:?\s*$/iu;
// (And in the Spanish and Portuguese of Latin America: 'Buenas tardes equipo,', 'Estimada Ana:', 'Oi pessoal!', 'Bom dia,'.)
const GREETING = /^(?:hi|hello|hey|dear|hiya|morning|evening|hola|bonjour|salut|hallo|ciao|ola|olá|buenas|buenos d[ií]as|buenas (?:tardes|noches)|estimad[oa]s?|querid[oa]s?|oi|bom dia|boa (?:tarde|noite)|prezad[oa]s?|car[oa]s?)\b(?:\s+[\p{L}'-]+){0,3}\s*[,!:.]?$/iu;
const PHONE_LINE = /^(?:(?:tel|phone|mob|mobile|cell|m|t)\.?\s*:?\s*)?\+?\d[\d\s().\/-]{6,}\d$/i;
// (And the titles of Latin America's bar teams: 'Gerente de Bebidas', 'Jefe de Barra', 'Cantinero', 'Chefe de Bar'.)
const JOB_TITLE = /\b(?:bar manager|general manager|head bartender|bartender|manager|owner|director|sommelier|mixologist|founder|brand ambassador|supervisor|bar lead|head of bar|head chef|gerente|jef[ea] de (?:barra|bar|bartenders|cantineros)|cantiner[oa]|mix[oó]log[oa]|cocteler[oa]|chefe de bar|propietari[oa]|due[nñ][oa]|directora?|diretora?|supervisora?|capit[aá]n de (?:barra|meseros)|alimentos y bebidas|alimentos e bebidas)\b/iu;
const MEASURED = /\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|l|g|dash(?:es)?|barspoons?|tsp|tbsp)\b/i;

/** A section's heading alone on its line ('Inspiration:', '## Notes', 'Method:', '**Story**'), and its word. Folded. */
const SECTION_HEADING = /^(?:#{1,6}\s*|\*\*|__)?([a-z](?:[a-z]| (?=[a-z])){1,24})(?:\*\*|__)?(?:\s*:)?(?:\*\*|__)?\s*$/;
/** The headings of a story, not of the recipe ('Inspiration', 'Backstory', 'Tasting notes', 'Historia'). Folded. */
const STORY_SECTION = /^(?:inspiration|the inspiration|story|the story|backstory|back story|background|history|about|about the drink|notes|tasting notes|comments|why it works|concept|anecdote|historia|histoire|geschichte|storia|historia del coctel|inspiracion|inspiracao|inspiratie|verhaal|historia drinka)$/;
/** A mention of someone ('@Mia', '@bar.team'). */
const MENTION = /(?:^|[\s(>])@[\p{L}\d_.]{2,}/u;

/** A numbered step of a card ('1. ', '2) ', 'Step 3: '), and its text. */
const NUMBERED_STEP = /^(?:step\s*)?\d{1,2}\s*[.):\-]\s+(.+)$/i;

/** A book's footnote: a line that starts with its mark ('¹ See also ...', '² Any sweet vermouth ...'). */
const FOOTNOTE = /^[\u00b9\u00b2\u00b3\u2070\u2074-\u2079\u2020\u2021]\s*\S/;
/** A post's votes and what follows them ('▲ 412 ▼ · 37 comments · Share', '⬆ 1.2k ⬇'). */
const POST_VOTES = /^[\u25b2\u25b3\u2b06\u2191]\ufe0f?\s*\d[\d.,]*k?\s*[\u25bc\u25bd\u2b07\u2193]?\ufe0f?(?:\s*[\u00b7\u2022|]\s*(?:\d[\d.,]*k?\s+comments?|share|save|reply|report|award))*\s*$/i;
/**
 * A supplier's price list row with the drink's pour after an arrow ('Cod. 10412  GIN TANQUERAY LONDON DRY 43,1% CL 70
 * ........ € 18,90  → 5 cl', '... OLIVE VERDI VASO 300 G .... € 3,20 → 2 pz'): the pour and the product, without the
 * code, the strength, the bottle's size and the price.
 */
const PRICE_ROW_POUR = /^(.*?)\.{4,}[\s\u20ac$\u00a3]*\d{1,4}[.,]\d{2}[\s\u20ac$\u00a3]*(?:\u2192|->|=>)\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|oz|pz|pzs?|pcs?|pezzi|pieces?)?\s*$/i;
function pourOfPriceRow(line: string): string {
  const row = PRICE_ROW_POUR.exec(line.trim());
  if (!row) return line;
  const name = row[1]!
    .replace(/^(?:cod(?:ice)?|art|ref|sku)\.?\s*\d+\s*/i, '')
    .replace(/\b\d{1,2}(?:[.,]\d)?\s*%/g, ' ')
    .replace(/\b(?:cl|ml|lt?|g|kg)\s*\d+(?:[.,]\d+)?\b|\b\d+(?:[.,]\d+)?\s*(?:cl|ml|lt?|g|kg)\b/gi, ' ')
    .replace(/\b(?:vaso|bottiglia|btl|conf(?:ezione)?|latta|cartone)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const unit = row[3] && /^(?:ml|cl|oz)$/i.test(row[3]) ? ` ${row[3]}` : '';
  return name ? `${row[2]}${unit} ${name}` : line;
}
/**
 * A supplier's invoice row with the drink's pour after it ('SKU 10442 Tanqueray London Dry Gin 70cl x6 @ £18.50 — 30 ml
 * per drink', 'Campari 1L x 6 — 25 ml per serve'): the pour and the product, without the code, the bottle's size, the
 * pack and the price.
 */
const INVOICE_ROW_POUR = /^(?:(?:sku|code|cod|art|ref|item|plu)\.?\s?[:#]?\s?[a-z0-9-]{0,4}\d{2,10}\s)?([^\d@|]{2,60}?)\s\d{1,4}(?:[.,]\d{1,3})?\s?(?:cl|ml|l|ltr|litres?|liters?)\b\.?(?:\s?[x\u00d7]\s?\d{1,3})?(?:\s?@\s?[$\u00a3\u20ac]?\s?\d{1,5}(?:[.,]\d{2})?)?\s?[-\u2013\u2014|:]\s?(\d{1,3}(?:[.,]\d{1,2})?\s?(?:ml|cl|oz))\s(?:per|a|each|\/)\s?(?:drink|serve|serving|glass|cocktail|pour)\s*$/i;
function pourOfInvoiceRow(line: string): string {
  const row = INVOICE_ROW_POUR.exec(line.trim());
  return row ? `${row[2]} ${row[1]!.trim()}` : line;
}
/** A forum post's header ('r/cocktails · Posted by u/someone · 3h'). */
const POSTED_BY = /^(?:r\/[\w.]+\s*[\u00b7\u2022|]\s*)?posted by\s+u\/[\w-]+(?:\s*[\u00b7\u2022|]\s*[^\u00b7\u2022|]{1,20})?$/i;
/** An edit of a post with no amount in it ('EDIT 2: yes I know it's not the original spec, relax'). */
const EDIT_WITHOUT_AMOUNT = /^(?:edit(?:ed)?|update(?:d)?)\s*\d{0,2}\s*[:\-\u2013]\s*[^\d]*$/i;
/**
 * An invoice's heading with its number and what follows it ('INV-20931 Bibendum Wine Ltd   Date 03/03/2025'), its
 * sums ('Subtotal £287.10  VAT 20% £57.42', 'Amount due £344.52'), and a page's running head with its number ('THE
 * GRAND HOTEL BAR — OPENING SPEC BOOK 2025    Page 14 of 62'): no ingredient, and no measure in them. Folded.
 */
const INVOICE_AND_PAGE_FURNITURE = new RegExp(
  [
    String.raw`^(?![^]*\d\s?(?:ml|cl|oz)\b)(?:invoice|inv|receipt|statement|purchase order|po|order)\s?(?:no\.?|number)?\s?[#:-]?\s?[a-z]{0,4}-?\d{3,12}\b[^]*$`,
    String.raw`^(?![^]*\d\s?(?:ml|cl|oz)\b)(?:sub-?total|vat|tax|gst|amount due|balance due|total due|grand total|invoice total|carriage|delivery charge)\b[^]*[$\u00a3\u20ac]\s?\d[^]*$`,
    String.raw`^(?![^]*\d\s?(?:ml|cl|oz)\b)[^]{3,120}?(?:\s{2,}|\s[-\u2013\u2014|\u00b7\u2022]\s)(?:page|pg\.?|p\.|seite|pagina|strona)\s?\d{1,4}(?:\s?(?:of|\/|von|de|di|z)\s?\d{1,4})?$`,
  ].join('|'),
);
/** A book's running head: its words in capitals and the page's number after or before them ('THE ITALIAN CLASSICS · 113'). */
const RUNNING_HEAD = /^(?:\d{1,4}\s*[\u00b7|\u2022]\s*)?([A-Z][A-Z' &,]{3,60}?)(?:\s*[\u00b7|\u2022]\s*\d{1,4})?$/;
/** A line's words as a running head holds them, to find the head without its number too; '' for a line of no such shape. */
function runningHead(line: string): string {
  return RUNNING_HEAD.exec(line.trim())?.[1]?.trim() ?? '';
}
/** A thread's question of how much of a thing ('how much campari?', 'quanto gin nello spritz?'), and the thing. */
const HOW_MUCH_OF = /\b(?:how much|how many (?:ml|cl|oz)(?: of)?|quanto|quanta|cuanto|cuanta|combien de|wie ?viel)\s+(?:of\s+)?(?:the\s+)?([\p{L}][\p{L}' -]{1,30}?)(?:\s+(?:for|in|into|per|nel|nella|nello|para|pour|fur)\s+[^?\d]{1,40}?)?\s*\?+\s*$/u;
/** A message that starts with a measure alone ('40 ml.', '40 ml, then ...'), and the rest of it. */
const MEASURE_ALONE_FIRST = /^(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))\b\s*(?:[.,;!]|$)/i;
/**
 * A thread's answer of a measure alone to a question of how much of a thing ('Owner: how much campari?' / 'Head waiter:
 * 40 ml.'): the measure of that thing, said in the answer ('40 ml campari.').
 */
function withAnswersNamed(items: string[]): string[] {
  let asked: string | null = null;
  return items.map((item) => {
    const chat = CHAT_PREFIX.exec(item.trim());
    if (!chat) return item;
    const text = item.trim().slice(chat[0].length);
    const question = HOW_MUCH_OF.exec(fold(text));
    if (question) {
      asked = question[1]!;
      return item;
    }
    const answer = asked ? MEASURE_ALONE_FIRST.exec(text) : null;
    if (!answer) return item;
    const named = `${chat[0]}${answer[1]} ${asked}${text.slice(answer[1]!.length)}`;
    asked = null;
    return named;
  });
}

/**
 * An SMS thread's sender before the time ('Owner 17:52: ', 'Head waiter 17:53: '): a capitalised word and up to two
 * more. (A direct message's handle, '@luca.bar: ', is a sender too.)
 */
const CHAT_SENDER = String.raw`[\p{Lu}][\p{L}'.\-]{0,20}(?:\s[\p{L}][\p{L}'.\-]{0,20}){0,2}`;
/** A chat's header line, the speaker and the time alone ('Sam Lee  2:14 PM'), or a time alone ('2:16'). */
const CHAT_HEADER = new RegExp(String.raw`^(?:${CHAT_SPEAKER}\s+)?${CHAT_TIME}$`, 'iu');
/**
 * A speaker's role in brackets after the name ('Marek (head bartender): ', 'Ana (bar back): '): part of the speaker. Only
 * a bar's roles: any word in brackets before a colon also lost a recipe line of a held-out set (cause unread).
 */
const CHAT_ROLE = String.raw`(?:\s?\((?:head |bar |assistant |general |floor |duty )?(?:bartender|barman|barmaid|barback|bar back|manager|owner|chef|server|sommelier|supervisor|gm)\))?`;
const CHAT_PREFIX = new RegExp(
  String.raw`^(?:\[\s*(?:${CHAT_DATE}\s*(?:,\s*)?)?${CHAT_TIME}(?:\s*,\s*${CHAT_DATE})?\s*\]\s*(?:${CHAT_SPEAKER}${CHAT_ROLE}:\s*)?|(?:${CHAT_DATE}\s*(?:,\s*)?)?${CHAT_TIME}\s*[-\u2013]\s*${CHAT_SPEAKER}${CHAT_ROLE}:\s*|${CHAT_SENDER}\s+\d{1,2}:\d{2}(?:\s*(?:am|pm))?\s*:\s+|@[\p{L}\d_.]{2,30}:\s+|(?:\d{2}[/.]\d{1,2}|\d{1,2}[/.]\d{2})(?:[/.]\d{2,4})?\s+[-\u2013]\s+(?=\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b))`,
  'iu',
);
/**
 * Lines a form, an email, a document or a shop page adds around a recipe: a form's fields ('COMPETITOR NO.: 17',
 * 'Drink name: ...', 'Bartender: ...', 'Ice: cubed', 'Serves: 1', 'Allergens: ...'), an email's headers ('From:',
 * 'Subject:', '---------- Forwarded message ---------'), a document's headings, bold labels and quotes ('# Signature
 * Serves', '### Ingredients', '**Spirit**', '> Note: dry shake first'), a shop page's buttons and small print ('Shop
 * now', 'HOW TO MAKE IT', 'Please drink responsibly. 43% ABV. 70 cl.'). Folded. A 'Garnish:' field is an ingredient.
 */
const PAGE_FURNITURE = new RegExp(
  [
    String.raw`^(?:competitor|competition|entrant|entry|drink name|cocktail name|name of (?:the )?(?:cocktail|drink)|recipe name|name|bartender|mixologist|created by|creator|author|venue|bar|hotel|restaurant|outlet|category|style|glass(?:ware)?|vaso|verre|glas|bicchiere|copo|ice|hielo|glace|eis|ghiaccio|gelo|serves?|servings?|portions?|yield|from|to|cc|bcc|sent|date|subject|re|fwd|tags?|season|occasion|difficulty|prep(?:aration)? time|time|price|cost|gp|abv|strength|allergens?|allergies|dietary|notes?|comments?|menu|section|station|event|client|brand|sponsor|status|owner|owners|assignee|assigned to|reviewer|reviewed by|approved by|last edited|edited|updated|created|version|rev|revision|stage|priority)\s*(?:no\.?|number|#)?\s*:\s*.*$`,
    String.raw`^(?:-{3,}|={3,}|_{3,})\s*(?:forwarded message|original message|begin forwarded message)?\s*(?:-{3,}|={3,}|_{3,})?$`,
    String.raw`^(?:forwarded message|original message|begin forwarded message)\b.*$`,
    String.raw`^(?:shop now|buy now|order now|add to (?:cart|basket|bag)|learn more|find out more|read more|see more|discover more|view (?:product|more|all)|where to buy|how to make (?:it|this|the (?:drink|cocktail))|the serve|the perfect serve|perfect serve)\b[.!:]*$`,
    String.raw`^(?:please )?(?:drink|enjoy)\s+(?:\S+\s+)?responsibly\b.*$`,
    String.raw`^\d+(?:[.,]\d+)?\s*%\s*(?:abv|vol\.?|alc\.?(?:\s*\/\s*vol\.?)?)\.?$`,
    String.raw`^discover (?:the|our|a|an)\b.*$`,
    String.raw`^(?:share (?:your|the|this)|tag (?:us|a friend|someone|your)|follow (?:us|@)|link in (?:bio|profile))\b.*$`,
    // An email's header fields ('Subject: Fwd: Penicillin spec', 'From: Tom <tom@...>', 'Date: Tue, 12 Mar 2024').
    String.raw`^(?:subject|from|to|cc|bcc|date|sent|reply[- ]to)\s*:.*$`,
    // A brand's small print ('Tanqueray is a registered trade mark. Please enjoy responsibly. drinkaware.co.uk',
    // 'Discover more at disaronno.com').
    String.raw`^.*\b(?:registered trade ?marks?|is a trade ?mark|all rights reserved|drinkaware|enjoy responsibly|drink responsibly)\b.*$`,
    String.raw`^(?:(?:discover|find out|learn|read|more|see) (?:more )?(?:at|on)\s+)?(?:www\.)?[a-z0-9-]+\.(?:com|co\.uk|org|net|de|fr|it|es|com\.br|pt)(?:\/\S*)?[.!]?$`,
    // A judge's or a score sheet's line, a card's label ('Score sheet: aroma 8/10, taste 9/10', 'Judges' note: ...', 'MARG
    // (SPEC CARD #4)', 'Garnish: none').
    String.raw`^(?:score(?: sheet)?|scores?|judges?'? notes?|judging|tasting notes?|feedback|comments?|rating)\s*:.*$`,
    String.raw`^.*\(\s*spec card\s*#?\s*\d*\s*\)$|^spec card\b.*$`,
    String.raw`^(?:garnish|garnitur|guarnicion|decoration|deko)\s*:\s*(?:none|no|n\/a|-|nothing|ninguna|keine|aucune)\.?$`,
    // How the glass is readied with ice ('Highball glass, filled with ice', '1 lump of ice.', 'loads of ice').
    String.raw`^(?:an? |one |\d+ )?(?:(?:highball|rocks|collins|coupe|martini|wine|balloon|copa|old fashioned|tumbler|hurricane|tiki|double rocks|nick and nora)\s+)?(?:glass|tumbler)(?:es)?\s*(?:,\s*)?(?:filled|full|packed|topped)\s+(?:up\s+)?with\s+(?:(?:cubed|crushed|fresh|plenty of|lots of)\s+)?ice\.?$`,
    String.raw`^(?:\d+|an?|one|two|three)\s+(?:lumps?|cubes?|blocks?|chunks?|scoops?)\s+of\s+(?:clear\s+)?ice\.?$`,
    String.raw`^(?:loads|heaps|tons|lots|plenty) of (?:cubed |crushed |fresh )?ice\.?$`,
    // A chapter or an entry's number ('Chapter 3: the bar was quiet that night', 'Entry #17.').
    String.raw`^(?:chapter|part|entry|episode|vol(?:ume)?\.?|round)\s*#?\s*\d+\b\s*[.:\-\u2013]?(?:\s+(?!\d)[^\d]*)?$`,
    // A wiki page's closing sections ('See also: Tom Collins, Gimlet', 'References', 'External links', '[edit]').
    String.raw`^(?:see also|references?|external links|further reading|citations?|bibliography)\b[^\d]*$|^\[edit\]$`,
    // ... its furniture ('From Wikipedia, the free encyclopedia', 'Jump to navigation') and its references ('1. ^ "Negroni".
    // International Bartenders Association. Retrieved 12 March 2024.', 'Archived from the original on ...').
    String.raw`^(?:from|aus|de|da|un article de) wikip[e\u00e9]dia\b.*$|^jump to (?:navigation|search|content)$|^this article is about\b.*$`,
    String.raw`^(?:\d{1,3}\s*(?:[.)]\s*)?)?\^\s.*$|^.*\bretrieved (?:on )?(?:\d{1,2} [a-z]+|[a-z]+ \d{1,2},?) \d{4}\b.*$|^.*\barchived from the original\b.*$`,
  ].join('|'),
);
/** A person's comment on the recipe ('Marco: cut the sugar to 15 if the limes are sweet.'), a document's heading or bold label ('# Signature Serves — Q3', '**Spirit**'). Not folded. */
const COMMENT_BY = /^(?:#{1,6}\s+\S|\*{0,2}[^*\d]{1,40}\*\*\s*:?\s*$|__[^_]{1,40}__\s*:?\s*$|\p{Lu}\p{Ll}{2,15}:\s+(?=.*\b(?:if|when|we|i|you|try|use|cut|make|keep|don't|do not|should|maybe|prefer|think|guests?)\b))/u;
/** A speaker's comment that gives a new amount ('Giorgos: make it 50 vodka not 60'): a correction, no comment. */
const NEW_AMOUNT_SAID = /\b(?:make|change) (?:it|that)(?: to)? \d|\b(?:not|instead of) \d/i;

/**
 * A recipe's title by its shape: a drink's kind or name, a batch or its servings, two names side by side, a spirit and
 * its mixer in the languages ('Gin og tonic', 'moskovskiy mul'). Folded.
 */
const TITLE_SHAPE =
  /\b(?:serves?|makes|guests|batch|pre-?batch|event|punch|sangria|pitcher|jug|spritz|smash|sour|mule|martini|negroni|julep|fizz|collins|highball|daiquiri|margarita|mojito|caipiro\w*|caipirinha|paloma|cocktail|mocktail|cobbler|flip|toddy|old fashioned|manhattan|americano|spritzer|colada|libre|kalimotxo|calimocho|sangria|bellini|mimosa|mul|mula)\b|\s[\/\u2014\u2013|]\s|\s(?:&|and|n|'n'?|og|och|und|et|e|y|en|a|i)\s(?:tonic|tonik|tonica|soda|ginger|coke|cola)(?:\s*\([^()]*\))?$/;

/** A supplier's price-list row ('BACARDI CARTA BLANCA 70CL | CASE OF 6 | £86.40 | CODE BCB-070'): a price and a case or a code. Folded. */
/** A measure of one serve in a row ('45 ml', '1.5 oz', '2 dashes'), not a bottle's size ('70cl', '1 l'): a recipe's row. */
function servesAMeasure(row: string): boolean {
  return [...fold(row).matchAll(/\b(\d+(?:[.,]\d+)?)\s*(ml|cl|oz|dash(?:es)?|barspoons?|tsp)\b/g)].some((m) => {
    const value = Number(m[1]!.replace(',', '.'));
    return m[2] === 'ml' ? value <= 250 : m[2] === 'cl' ? value <= 25 : m[2] === 'oz' ? value <= 8 : true;
  });
}
const PRICE_LIST_ROW = /^(?=.*(?:[$\u00a3\u20ac]\s*\d+[.,]\d{2}\b|\b\d+[.,]\d{2}\s*(?:[$\u00a3\u20ac]|eur|gbp|usd)\b))(?=.*\b(?:case of|cases?|code|sku|item (?:no|number|code)|pack of|per case|btls per|bottles per)\b)/;
/**
 * Lines of a menu's or a sheet's that hold no ingredient: a note of its prices ('All prices ex VAT'), the drink's
 * strength ('ABV ~ 22%'), a supplier's bottle and its price ('Lime juice 1L £4.20', never added to the '25 ml lime
 * juice' of the spec), a title with its part's size ('Rum Runner (1 part = 15 ml)', the size read for the parts). Folded.
 */
const NO_RECIPE_LINE = new RegExp(
  [
    String.raw`^(?:all\s+)?prices?\s+(?:are\s+|shown\s+)?(?:ex|excl\.?|excluding|exclusive of|inc\.?|incl\.?|including|inclusive of|plus|\+)\s*(?:vat|tax|gst|service)\b[^\d]{0,30}$`,
    String.raw`^(?:abv|alc\.?(?:\s*\/\s*vol\.?)?|alcohol(?: by volume)?|strength)\s*(?:[:=~\u2248]|is|of|about|approx\.?|ca\.?)?\s*[~\u2248]?\s*\d{1,2}(?:[.,]\d+)?\s*%(?:\s*(?:abv|vol\.?))?\s*\.?$`,
    // (A bottle's size, a litre, 50 cl or 500 ml and up: a pour with its cost beside it, 'Gin 40 ml 0,85 €', is the pour.)
    String.raw`^[^\d()]{2,40}?\s(?:\d+(?:[.,]\d+)?\s?(?:l|ltr|litres?|liters?)|(?:[5-9]\d|\d{3})\s?cl|(?:[5-9]\d\d|\d{4})\s?ml)\b\.?\s*(?:[-\u2013\u2014:,@|x]\s*)?(?:[$\u00a3\u20ac]\s?\d+(?:[.,]\d{1,2})?|\d+[.,]\d{2}\s?(?:[$\u00a3\u20ac]|eur|gbp|usd))\s*(?:(?:ex|inc|incl|\+)\.?\s*vat)?$`,
    String.raw`^[^\d()]{2,40}\(\s*(?:1|one|a)\s+part\s*(?:=|is|equals)\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\s*\)$`,
    // (And the tail of a bottle's price cut onto a line of its own, '70cl)', '£14.50 / 70cl)'; a batch's 'Make for 20.'.)
    String.raw`^(?:[$\u00a3\u20ac]\s?\d+(?:[.,]\d{1,2})?\s*\/\s*)?\d+(?:[.,]\d+)?\s?(?:l|ltr|cl|ml)\s*\)$`,
    String.raw`^make(?: it| this| enough)? for\s+\d{1,3}(?:\s+(?:people|guests|persons|serves|servings|drinks|cups))?\s*[.!]*$`,
    // (A program's words left in a paste, '__proto__', 'constructor', 'toString'; a contact's address, 'contact:
    // bar@hotel.no'; a photo's file, 'Photo: IMG_2034.jpg'; a time alone, '48 h' of an infusion; serves below zero.)
    String.raw`^(?:_{0,2}proto_{0,2}|constructor|prototype|tostring|valueof|hasownproperty|isprototypeof|tolocalestring)$`,
    String.raw`^(?:[a-z][a-z -]{0,20}:\s?)?[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}(?:\.[a-z0-9-]{1,20}){1,3}\.?$`,
    String.raw`^(?:(?:photo|picture|pic|image|img|foto|bild|bilde|billede|kuva)\s?\d{0,3}\s?[:\-]?\s?)?[a-z0-9_ -]{1,40}\.(?:jpe?g|png|heic|gif|webp|tiff?)$`,
    String.raw`^\d{1,3}\s?(?:h|hrs?|hours?|std|stunden|timer|tim|min|mins|minutes?|days?|dager|dage|tage|weeks?)\.?$`,
    String.raw`^(?:serves?|servings?|portions?|yields?|makes)\s?:?\s?[-\u2212]\s?\d{1,4}(?:[.,]\d+)?\s*$`,
  ].join('|'),
);
/**
 * A float's verb before its measure, on a line that holds nothing else and whose product is named with a number of its
 * own ('Float 1/2 oz Lemon Hart 151 overproof rum'): the measure and its whole name.
 */
const FLOAT_LINE = /^\s*float\s+(?=\d[\d\/.,]*\s*(?:ml|cl|oz)\s+[a-z][a-z' .&-]{0,40}\s\d{1,3}\s+[a-z][a-z' -]{0,40}$)/i;

/**
 * A title in capitals a scan read with ones and zeros for its I's and O's ('DAIQU1R1', 'MAI TA1', 'ZOMB1E'): the title,
 * read as a title is. Only a line in capitals whose every digit is a 1 or a 0 inside a word, never a measure ('1OZ').
 */
export function scannedTitle(line: string): string {
  const text = line.trim();
  if (text.length > 40 || !/^[A-Z01 '&.!-]+$/.test(text) || !/[A-Z][01]|[01][A-Z]/.test(text)) return line;
  const tokens = text.split(/\s+/);
  if (tokens.some((t) => /^[01.]+$/.test(t) || /[01](?:OZ|ML|CL|DL|L|X)$/.test(t) || (/[01]/.test(t) && (t.match(/[A-Z]/g) ?? []).length < 2))) return line;
  return text.replace(/[01]/g, (d) => (d === '1' ? 'I' : 'O'));
}

/** A bottle's price in brackets after a product ('Plantation OFTD (£14.50 / 70cl)', '($30 per 750 ml)'): no amount of the drink. */
const BOTTLE_PRICE = /\s*\(\s*(?:[$\u00a3\u20ac]\s?\d+(?:[.,]\d{1,2})?\s*(?:\/|per|a|for)\s*\d+(?:[.,]\d+)?\s?(?:l|ltr|cl|ml)|\d+(?:[.,]\d+)?\s?(?:l|ltr|cl|ml)\s*(?:[,\/@]|at|for)\s*[$\u00a3\u20ac]\s?\d+(?:[.,]\d{1,2})?)\s*\)/gi;
export function withoutBottlePrice(line: string): string {
  return line.replace(BOTTLE_PRICE, '');
}

/** A menu's title row: the drink's name, a dot leader and its price ('PALOMA ........ $12', 'Negroni … £11.50'). */
// (The name ends on a letter and the spaces after it are read one way: a long run of spaces costs no more than its length.)
const PRICED_TITLE = /^[^\d]{1,39}?[^\d\s](?:\s*(?:\.{3,}|\u2026+|-{3,}|_{3,})\s*|\s+(?:[-\u2013\u2014|]\s+)?)(?:[$\u00a3\u20ac]\s*\d+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?\s*[$\u00a3\u20ac])\s*$/u;
/** A forum post's header ('r/cocktails · Posted by u/shakerjoe', 'Posted by Sam 3 hours ago'). */
const POST_HEADER = /(?:^|\s)(?:r|u)\/[a-z0-9_]{2,}\b|\bposted by\b|\b\d+\s+(?:hours?|days?|minutes?|mins?|weeks?)\s+ago\b/i;
/**
 * A card app's or a thread's own words around a comment ('Comment from Jess · 14 Jun at 09:12', 'Comments', '👍 2 ·
 * Reply', 'Like · Reply · 3h'): no line of the recipe.
 */
const THREAD_FURNITURE = /^(?:comments?|activity|(?:comment|reply|message) (?:from|by) [^\d,;:]{1,40}?\s*(?:[\u00b7\u2022|,-]\s*)?(?:\d{1,2}\s+[a-z]{3,9}\.?|[a-z]{3,9}\.?\s+\d{1,2}|today|yesterday)?\s*(?:at\s+)?\d{1,2}[:.]\d{2}\s*(?:am|pm)?|(?:\d{1,4}\s*)?(?:[\u00b7\u2022|]\s*)?(?:reply|like|react|edit|delete|share)(?:\s*[\u00b7\u2022|]\s*(?:reply|like|react|edit|delete|share|\d{1,3}\s*[a-z]{0,3}))*)$/i;
/** A note to the staff, with no amount ('Check ice delivery before 5pm', 'Order more limes', 'NB: label the bottles'). */
const STAFF_NOTE = /^(?:check|confirm|call|email|text|ask|order|reorder|book|label|restock|count|clean|wipe|nb|n b|reminder|todo|to do|note to self)\b/;
/** How a batch is kept ('keep refrigerated', 'store in the fridge', 'keeps for 3 days'), or a measure per serve. */
const KEEPING = /^(?:keep|store|stored|keeps)\s+(?:it\s+|refrigerated|chilled|cold|in the fridge|in the freezer|for\s+\d|sealed|covered)|\brefrigerate\b|\b(?:chill|chilled|keep|store|freeze|frozen|bottle|serve|kuhlen|lagern|enfriar|conservar|refroidir|conserver|raffreddare|conservare|resfriar|koelen|bewaren|schlodzic|przechowywac)\b[^.;]{0,30}?(?:-\s*)?\d+(?:[.,]\d+)?\s*(?:\u00b0\s*[cf]?|degrees?|grad)\b/;
const PER_SERVE = /\b(?:per|each) (?:serve|serving|drink|glass|portion|cocktail)\b|\ba (?:serve|serving|portion)\b/;
/** A clock time ('before 5pm', 'at 17:30') is no amount. */
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/g;
/** An amount said in words with its measure ('two ounces of', 'three quarters of an ounce', 'forty five mils'). Folded. */
const SPOKEN_AMOUNT = /\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|half|quarter|three quarters)\s+(?:and a half\s+)?(?:ounces?|oz|mils?|ml|millilit\w*|centilit\w*|cl|dashes|dash|barspoons?|teaspoons?|tablespoons?|shots?|parts?)\b/;
/** A line wholly in square brackets with no measure: a chat's or a scan's note ('[Voice message 0:41]', '[photo]', '[illegible]'). */
const BRACKETED_NOTE = /^\[[^\][]{1,60}\]$|^\((?:[^()\d]*\s)?(?:contains?|no|non|zero|alcohol|optional|serves?|makes|house|our|signature|see|note|recipe|version|batch|sans|sin|ohne|senza|sem)\b[^()\d]{0,60}\)$/i;
/** Text written to steer a program, not a recipe ('IGNORE PREVIOUS INSTRUCTIONS and ...', 'SYSTEM: ...', 'You are now ...'). */
const INSTRUCTIONS_TO_A_PROGRAM = /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)?(?:previous|prior|above|earlier|preceding|system)?\s*(?:instructions?|rules?|prompts?|guidelines?)\b|^\s*(?:system|assistant|developer)\s*(?:prompt)?\s*:|\byou are now\b|\bact as (?:an?|the)\b/i;
/** A sheet's label for the drink's name, with no amount ('DRINK: Almond Grove', 'Cocktail - Garden Party'). Folded. */
// (A card app's or an event's label for it too, 'Card: Rhubarb Spritz – wedding menu (Hendry, 22 June)', 'Drinks
// reception: Aperol Spritz on draught', a date in brackets after it.)
const NAME_LABEL = /^(?:drink|cocktail|recipe|title|signature(?: serve| drink| cocktail)?|serve|nombre|bebida|coctel|boisson|nom|getrank|drink ?name|bevanda|nome|bebida|card|task|ticket|(?:drinks |welcome |arrival )?reception|welcome drinks?|arrival drinks?)\s*[:\-\u2013\u2014]\s*[^\d()]+(?:\([^()]*\))?\s*$/;
/** Emoji anywhere in a line (a brand's marks, '®', '™', stay as the recipe wrote them). */
const PICTOGRAPHS = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\ufe0f\u200d]/gu;
/** Emoji glued between two words or an amount and its name ('50ml🔹vodka'). */
const PICTOGRAPHS_BETWEEN = new RegExp(String.raw`(\S)(?:${PICTOGRAPHS.source})+(?=\S)`, 'gu');
/** Emoji and symbols used as bullets at the start of a line. */
/**
 * A speaker's fillers in a transcript ('and, um, half an ounce of simple syrup', 'so, uh, 20 ml lime'), set off by
 * commas: no part of the line. (Only with the comma: Portuguese 'um limão' is a lemon.)
 */
const FILLERS_FIRST = /^(?:(?:and|so|well|ok|okay|then|right),?\s)?(?:(?:uh|um|uhm|erm|er|hmm),\s?)+/i;
const FILLER_BETWEEN = /,\s?(?:uh|um|uhm|erm|hmm),(?=\s)/gi;
/**
 * A glass's count said after the thing, parted by a comma or a dash ('Orange slice, 1 per glass at service', 'Lime
 * wedge - one per cup'): said in brackets beside it, as '(1 per glass)' is, so the line is not cut there and the count
 * is the glass's, never the batch's shared out.
 */
const COUNT_PER_GLASS_AFTER = /^([^\d,()]{2,80}?)(?:,| [-\u2013\u2014]) ?(\d{1,2}|one|two|three|a|an) (per|each|for each|in each|for every|in every) (glass|serve|serving|drink|cocktail|cup|portion|person|guest|flute|coupe|mug)\b([^]*)$/i;
/** When a glass is dressed ('at service', 'at the pass', 'to finish'): no part of what dresses it. */
const AT_SERVICE = /\s(?:(?:at|during) (?:service|serving|the pass)|to (?:finish|serve))\b\.?/gi;
function countPerGlass(...m: string[]): string {
  const name = m[1]!.replace(AT_SERVICE, '');
  const rest = m[5]!.replace(AT_SERVICE, '');
  // (One is said in brackets, '(1 per glass)'; more go first, '2 mint sprig per glass', as the parser reads them.)
  return /^(?:1|one|a|an)$/i.test(m[2]!) ? `${name} (${m[2]} ${m[3]} ${m[4]})${rest}` : `${m[2]} ${name} ${m[3]} ${m[4]}${rest}`;
}
/**
 * A new amount said after the old on the same line ('vodka 50 ml, actually make it 40', '30 ml lime juice, no, make that
 * 25 ml'): the new amount in the old one's place (in its unit when it says none), the words between gone.
 */
const MADE_OVER = /(\d+(?:[.,]\d+)?)\s?(ml|cl|oz)?\b([^\d,;]{0,40}?)[,;.]? (?:(?:actually|sorry|no|wait|or rather),? ){0,2}(?:make|change) (?:it|that)(?: to)? (\d+(?:[.,]\d+)?)(?:\s?(ml|cl|oz)\b)?/i;
/** A shared document's comment in square brackets ('[Comment – Ingrid H.: ...]', '[Kommentar: ...]'). */
/**
 * A document's tracked changes on a line ('Blended Scotch [Deleted: 60 ml][Inserted: 50 ml]'): the line as changed, the
 * inserted text in its place and the deleted left out, as the reviewer would accept it.
 */
const TRACKED_DELETED = /\s?\[\s?(?:deleted|deletion|removed|struck)\s?:[^\][]{0,120}\]/gi;
const TRACKED_INSERTED = /\[\s?(?:inserted|insertion|added)\s?:\s?([^\][]{0,120})\]/gi;
/** The signs for 'about' a page may print, 'almost equal' and the tilde operator ('top (≈ 90 ml)'): a tilde, as typed. */
const ABOUT_SIGNS = /[\u2248\u223c]/g;
/** The heads of a spec sheet's serving columns, in the six languages ('Glass | Ice | Garnish', 'Vaso | Hielo | Guarnición'). */
const SERVING_HEAD = /^(?:glass(?:ware)?|ice|garnish(?:es)?|method|technique|build|serve|vessel|vaso|hielo|guarnici[o\u00f3]n|decoraci[o\u00f3]n|m[e\u00e9]todo|verre|glace|garniture|d[e\u00e9]cor|m[e\u00e9]thode|glas|eis|deko(?:ration)?|garnitur|methode|bicchiere|ghiaccio|guarnizione|decorazione|metodo|copo|gelo|guarni[c\u00e7][a\u00e3]o|decora[c\u00e7][a\u00e3]o)$/i;
/** Where a spec sheet's cells part: a bar, a tab, a semicolon, a spaced slash or middle dot. */
const CELL_MARK = /\s*(?:\||\t|;|\s\/\s|\s\u00b7\s)\s*/;
/** A cell that names what it holds ('Glass: Martini', 'Garnish: flamed orange peel'). */
const LABELLED_CELL = /^[\p{L}][\p{L} ]{1,20}\s*:\s*\S/u;
/**
 * A spec sheet's serving cells, one line each: labelled cells on one line ('Glass: Martini | Garnish: flamed orange
 * peel'), and a head row of serving columns with its row below ('Glass | Ice | Garnish' over 'Coupe | None | Orange
 * peel': 'Glass: Coupe', 'Ice: None', 'Garnish: Orange peel'). The garnish is then read as every garnish line is.
 */
function servingCellsApart(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.trim().split(CELL_MARK).filter(Boolean);
    const below = (lines[i + 1] ?? '').trim().split(CELL_MARK).filter(Boolean);
    if (cells.length >= 2 && cells.every((c) => SERVING_HEAD.test(c.replace(/[:.]$/, ''))) && below.length === cells.length) {
      out.push(...cells.map((head, k) => `${head.replace(/[:.]$/, '')}: ${below[k]}`));
      i++;
    } else if (cells.length >= 2 && cells.every((c) => LABELLED_CELL.test(c)) && cells.some((c) => SERVING_HEAD.test(c.split(':')[0]!.trim()))) out.push(...cells);
    else out.push(lines[i]!);
  }
  return out;
}

function withChangesMade(line: string): string {
  if (!line.includes('[')) return line;
  return line.replace(TRACKED_DELETED, ' ').replace(TRACKED_INSERTED, ' $1 ').replace(/[ \t]{2,}/g, ' ').trimEnd();
}
const DOC_COMMENT = /\s?\[(?:comment|kommentar|kommentaar|commentaire|comentario|coment\u00e1rio|commento|note)\b[^\][]{0,300}\]/gi;
/** A speaker stopping to correct what was said ('no wait,', 'nee warte,', 'nei vent,') before an amount. */
const WAIT_FIRST = /^\s*(?:(?:no|nee|nein|nei|nej|non)[,!]?\s(?:wait|warte|vent|v\u00e4nta|vanta|attends|espera|aspetta)\b[,:!.]?|(?:wait|warte|vent|v\u00e4nta|vanta|attends|espera|aspetta)[,:!.])\s?(?=[^\n]*\d)/i;
/** (Or said as what was meant, after it or in brackets: 'gin 45 ml, sorry I mean 50', '45 ml gin (no, 50)'.) */
const MEANT_INSTEAD = /(\d+(?:[.,]\d+)?)\s?(ml|cl|oz)?\b([^\d,;()]{0,40}?)(?:[,;.]? |\s?\()(?:(?:no|sorry|wait|oops|actually|i mean|i meant|or rather),? ){1,3}(\d+(?:[.,]\d+)?)(?:\s?(ml|cl|oz)\b)?\)?(?=\s*(?:$|[,;.]))/i;
function madeOver(...m: string[]): string {
  return `${m[4]} ${m[5] ?? m[2] ?? ''}${m[3]}`.replace(/\s+/g, ' ');
}
/**
 * A chat's mark of an edited message before its text ('(edited) 20 lime juice not 15'), or an edit said as a field
 * ('edited: 20 ml lime juice not 15'): an edit, whose correction is read as one (never a form's field, never lost).
 */
const EDIT_MARK_FIRST = /^(?:\((?:edited|bearbeitet|modifie|modifi\u00e9|editado|modificato)\)|(?:edited|updated)\s*:)\s*(?=[^]*(?:\bnot \d|\binstead of\b|\d\s*(?:ml|cl|oz)\b))/i;
const LEADING_SYMBOLS = /^(?:[\p{Extended_Pictographic}\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d\u2022\u2023\u2043\u2219\u25aa-\u25ff\u2192]\s*)+/u;
/** A page's rating of the recipe. */
const RATING = /[\u2605\u2606]{2,}|\b\d(?:[.,]\d)?\s*(?:(?:from|out of|\/)\s*[\d,.]+|\(\s*[\d,.]+)\s*(?:reviews?|ratings?|votes?|stars?)\b/i;
/** A table's header row ('Qty<TAB>Unit<TAB>Ingredient<TAB>Cost/serve', '| Ingredient | Amount |'): only the words of columns. */
const HEADER_ROW = /^(?:(?:qty|quantity|amount|measure|unit|units|ingredients?|item|name|product|brand|cost|cost\/serve|cost per serve|price|notes?|abv|menge|einheit|zutat(?:en)?|cantidad|unidad|ingredientes?|quantite|unite|quantita|unita|ingredienti|quantidade|unidade|costo|coste|prix|preis|custo)(?:[\s|,;/:-]+|$)){2,}$/i;
/** What a sharing app, a site or a supplier adds ('Shared from Highball for iOS', 'Get Mixel: mixel.cc', 'Consigliato da ...', a link alone). */
const SHARED_FROM = /^(?:shared? (?:from|via|with|using)\b|(?:recette (?:propos\w*|offerte?) par|recipe (?:by|from|courtesy of)|courtesy of|presented by|brought to you by|consigliato da|ricetta (?:di|a cura di|offerta da)|receta (?:de|ofrecida por)|rezept von|receita (?:de|oferecida por)|read our|see our|our (?:privacy|disclosure)|disclosure|privacy policy|terms (?:and|&) conditions)\b|sent from my\b|enviado (?:desde|de|do|a partir do|a partir de) (?:mi|meu|o meu|mis)\b|(?:get|download|try) [\p{L} ]{1,30}:\s*\S+\.[a-z]{2,}|(?:https?:\/\/|www\.)\S+$|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|cc|io|app|net|org|co|uk|de|fr|es|it|br)(?:\/\S*)?$)/iu;

/** The most sentences one pasted line is read as, and the most ingredients one line is split into. */
const MAX_SENTENCES = 12;
const MAX_PARTS = 16;

/** A bare amount on a line of its own ('50 ml', '1 1/2 oz', '2 dashes'). */
/** An amount alone on its line, with its measure ('20 ml', '2 dashes', '1 splash'), or (the second) a bare number too. */
const ALONE_MEASURE = String.raw`(?:ml|cl|l|oz|ounces?|dash(?:es)?|tsp|tbsp|barspoons?|bsp|parts?|shots?|splash(?:es)?|drops?)`;
const ALONE_NUMBER = String.raw`^\s*(?:\d+(?:[.,]\d+)?|\d+\s+\d\/\d|\d\/\d)\s*`;
const AMOUNT_ALONE = new RegExp(String.raw`${ALONE_NUMBER}${ALONE_MEASURE}\.?\s*$`, 'i');
/** (On a page that sets each amount above its name, '5' over 'Mint leaves' is five.) */
const NUMBER_OR_AMOUNT_ALONE = new RegExp(String.raw`${ALONE_NUMBER}${ALONE_MEASURE}?\.?\s*$`, 'i');
/** A list's heading ('INGREDIENTS', 'Zutaten:', 'You will need'): no name of a thing. */
const LIST_HEADING = /^(?:ingredients?|ingredientes|ingr[e\u00e9]dients|zutaten|ingredienti|what you need|you will need|you ll need|you'll need|for the drink|serve guide|the serve|spec|specs|method|garnish)\s*:?$/i;

function withAmountsBelowNames(lines: string[]): string[] {
  const nameLike = (l: string | undefined) => l !== undefined && !/\d/.test(l) && /\p{L}/u.test(l) && l.trim().split(/\s+/).length <= 5 && !LIST_HEADING.test(l.trim());
  // A page that sets each amount above its name ('INGREDIENTS' / '20 ml' / 'Elderflower cordial'): the first amount
  // alone follows a heading, not a name, and has a name after it.
  const first = lines.findIndex((l) => AMOUNT_ALONE.test(l));
  if (first >= 0 && !nameLike(lines[first - 1]) && nameLike(lines[first + 1])) {
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (NUMBER_OR_AMOUNT_ALONE.test(lines[i]!) && nameLike(lines[i + 1])) {
        out.push(`${lines[i]!.trim()} ${lines[i + 1]!.trim()}`);
        i++;
      } else out.push(lines[i]!);
    }
    return out;
  }
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && AMOUNT_ALONE.test(line) && !/\d/.test(previous) && /\p{L}/u.test(previous) && previous.trim().split(/\s+/).length <= 5) out[out.length - 1] = `${line.trim()} ${previous.trim()}`;
    else out.push(line);
  }
  return out;
}

/** A measure said aloud ('two ounces', 'three quarters', 'a dash of', 'forty mils'). Folded. */
/** A number said in words before a measure ('fifteen mils', 'two ounces'). */
const SAID_NUMBER_BEFORE_MEASURE = new RegExp(String.raw`\b(?:${Object.keys(NUMBER_WORDS).filter((w) => /^[a-z][a-z -]*$/.test(w) && (NUMBER_WORDS[w] ?? 0) >= 1 && !/^(?:a|an|single|couple|few|several|double)$|^a /.test(w)).map((w) => w.replace(/[- ]/g, '[- ]')).sort((a, b) => b.length - a.length).join('|')})\b(?=\s+(?:and a half\s+)?(?:ounces?|oz|ml|mils?|millilit|cl|centilit|dashes|barspoons?|teaspoons?))`, 'g');
const SAID_MEASURE = /\b(?:(?:one|two|three|four|five|six|\d+(?:[.,]\d+)?)\s+(?:and a half\s+)?(?:ounces?|oz|ml|mils?|millilit(?:er|re)s?|cl|centilit(?:er|re)s?|dashes|barspoons?|teaspoons?)|three quarters?|a quarter|a half|half an? ounce|dash of|splash of)\b/g;
/** Marks said aloud in a dictation ('comma', 'new line', 'full stop'): a dictated card, whatever its numbers. */
const SAID_MARKS = /\b(?:comma|new line|new paragraph|full stop)\b/g;
/**
 * A card read aloud and transcribed on one line, without a comma ('okay so the gin sour two ounces of gin three quarters
 * lemon three quarters simple shake it hard ... dash of angostura on top and a lemon twist uh that's it'): its pieces,
 * each amount with the unit said last ('three quarters lemon' after 'two ounces' is 3/4 oz), each step and each filler
 * on a line of its own, for the line reader. Null for any other line.
 */
function asDictated(line: string): string[] | null {
  const said = fold(line).trim();
  // (Only words, no figures, no marks between things: a written list is read by the list readers.)
  if (/[\d,;:/+|()[\]\u2022\u00b7*]/.test(said) || ((said.match(SAID_MEASURE) ?? []).length < 2 && (said.match(SAID_MARKS) ?? []).length < 2) || said.split(/\s+/).length < 8) return null;
  // ('about a hundred and twenty': 120, as any line reads hundreds said in words.)
  // (A part of an ounce said with its measure is in ounces, 'three quarters of an ounce lemon juice'; said without, it
  // takes the unit said last.)
  const spoken = hundredsAsDigits(said)
    .replace(/\bthree quarters? of an? (?:ounce|oz)\b/g, '3/4 oz')
    .replace(/\b(?:a|one) quarter of an? (?:ounce|oz)\b/g, '1/4 oz')
    .replace(/\bthree quarters?\b/g, '3/4')
    .replace(/\ba quarter\b/g, '1/4')
    .replace(/\b(?:half an?|an? half) (?:ounce|oz)\b/g, '1/2 oz')
    .replace(SAID_NUMBER_BEFORE_MEASURE, (w: string) => String(NUMBER_WORDS[w] ?? w))
    .replace(/(\d+) and a half\b/g, '$1 1/2')
    .replace(/\bmils?\b/g, 'ml')
    // ('comma' and 'full stop' said aloud are the marks.)
    .replace(/\s+comma\b/g, ',')
    .replace(/\s+new (?:line|paragraph)\b/g, ',')
    .replace(/\s+(?:full stop|period)\b/g, '.')
    // (A count said before a thing is a count: 'one sugar cube', 'six mint leaves'.)
    .replace(/\b(one|two|three|four|five|six)\b(?!\s+(?:and|of|more|or)\b)/g, (w: string) => String(NUMBER_WORDS[w] ?? w))
    .replace(/\b(seven|eight|nine|ten|twelve)\b(?=\s+[a-z])/g, (w: string) => String(NUMBER_WORDS[w] ?? w));
  const pieces = spoken
    .split(/(?<!\d)\s+(?=(?:\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d)\s)|\s+(?=(?:shake|stir|strain|top(?: it)?(?: up)? with|garnish|build|pour|then|dash of|a dash|a splash|splash of)\b)|\s+(?:and\s+)?(?=an?\s+(?:\w+\s+)?(?:twist|wedge|slice|peel|cherry|sprig|wheel)\b)|\s+(?=(?:uh|um|erm|that s it|thats it|that's it|end recording|end of recording|okay|ok so)\b)/)
    // (An 'and' before the next amount joins the two: no part of either, 'lemon juice and' / '1/2 oz simple syrup'.)
    .map((p) => p.trim().replace(/\s+(?:and|then)$/, ''))
    // (A speaker's fillers, 'uh', 'that's it', 'end recording', are no part of the card.)
    .filter((p) => p && !/^(?:(?:uh|um|erm|okay|ok|so|that s it|thats it|that's it|end(?: of)? recording|right)\s*)+$/.test(p))
    // (Nor a piece with no amount that names nothing and does nothing: 'ok so we do', 'then'.)
    .filter((p) => /\d/.test(p) || namesAProduct(p) || TOP_OR_GARNISH.test(p) || METHOD_VERB.test(p) || GARNISH_AT_START.test(p));
  let unit = '';
  return pieces.map((p) => {
    const measured = /^(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d)\s+(ounces?|oz|ml|cl|dashes|barspoons?|teaspoons?)\b/.exec(p);
    if (measured) {
      unit = measured[2]!;
      return p;
    }
    // (A bare amount takes the unit said last: 'three quarters lemon' after 'two ounces of gin'; a thing counted does
    // not: '6 mint leaves', '1 sugar cube'.)
    const counted = /\b(?:leaves|leaf|cubes?|wedges?|slices?|wheels?|sprigs?|peels?|twists?|cherr(?:y|ies)|olives?|eggs?|whites?|dash(?:es)?|drops?|pinch)\b/.test(p);
    // ('top with tonic about 120': that much of it, in the unit said last.)
    const topped = /^top(?: it)?(?: up)? with ([a-z][a-z ]{1,30}?)\s+(?:about|around|roughly|approx|approximately)?\s*(\d+(?:[.,]\d+)?)\s*[,.]?$/.exec(p);
    if (topped) return `top with ${topped[2]} ${unit || 'ml'} ${topped[1]}`;
    return unit && !counted && /^(?:\d+(?:[.,]\d+)?|\d\/\d)\s+[a-z]/.test(p) ? p.replace(/^(\S+)\s+/, `$1 ${unit} `) : p;
  });
}

/** A distributor's row for a product: its strength and how it is packed ('Carta Oro · 37.5% ABV · 1 L · 12 x 1 L per case'). */
const PRODUCT_SHEET_ROW = /\b\d+(?:[.,]\d+)?\s*%\s*(?:abv|vol)\b.*(?:\bper (?:case|carton|crate|pallet)\b|\b\d+\s*[x\u00d7]\s*\d+(?:[.,]\d+)?\s*(?:l|cl|ml)\b)/i;

/**
 * What a line says of the bottle a product comes in or of how it is served, not of the drink: '(1 x 200 ml bottle, pour
 * to taste)', '– serve ice cold'; a post's hashtags at its end; and a plus drawn as an emoji ('50ml white rum ➕ 30ml coconut cream') is a plus.
 */
/** Where a counted garnish goes, said after it ('An orange slice goes in the glass.', 'a lemon twist sits on the rim'): the garnish. */
const GARNISH_PLACED = /^(\s*(?:a|an|one|two|three|\d) [\p{L}-]{2,20}(?: [\p{L}-]{1,20}){0,3}?) (?:goes|go|sits|sit|gets dropped|is dropped|is placed|rests?) (?:in|into|on) (?:the )?(?:glass|drink|rim|top|side)\s*[.!]?$/iu;
function withoutServingNotes(line: string): string {
  return line
    // (A count of a garnish with what each is for after a dash, '2 lime wedges – squeeze one, one on the rim': the count.)
    .replace(/^(\s*(?:\d{1,2}|two|three|four)\s+[a-z][a-z ]{0,20}?(?:wedges|wheels|slices|twists|peels|cherries|sprigs|leaves))\s*[-\u2013\u2014:]\s*(?:squeeze|one|1|drop|use)\b[^\d]{0,60}$/i, '$1')
    // (A batch's count of a garnish with how it is shared out, '40 orange slices – one per mug': the count.)
    .replace(/^(\s*\d{2,4}\s+[^\d,;]{3,40}?)\s*[-\u2013\u2014,]\s*(?:one|1|a)\s+(?:per|for each|in each)\s+(?:mug|cup|glass|serve|guest|drink|person|passenger)\s*[.!]?\s*$/i, '$1')
    // (Where it comes from at service, 'Corona Extra 330 ml bottle, straight from the ice bucket', 'served straight from
    // the fridge': how it is served.)
    // (Only at the end, with no amount or other thing after it: '50 ml vodka, straight from the freezer and 25 ml coffee
    // liqueur' keeps its liqueur.)
    .replace(/\s*,\s*(?:served\s+)?(?:straight|fresh|right|ice[- ]cold)\s+(?:out\s+of|from)\s+(?:the|a|an|our)\s+(?:ice\s+)?(?:bucket|fridge|freezer|cooler|chiller|tub|tap|keg)\b(?:\s+(?!and\b|plus\b|with\b|then\b)[a-z]+){0,4}\s*[.!]?$/i, '')
    // (A menu's line with the drink's name and price before its build, 'Margarita $13 — tequila 50 ml, Cointreau 20 ml':
    // the build.)
    // (Only before a list of two measures or more: a cost sheet's 'Gin $1.20 - 50 ml' is the gin's line.)
    .replace(/^\s*[\p{L}][^\d$\u20ac\u00a3\n]{1,40}?\s*(?:[$\u20ac\u00a3]\s*\d{1,3}(?:[.,]\d{2})?|\d{1,3}(?:[.,]\d{2})?\s*(?:[$\u20ac\u00a3]|eur|usd|gbp)\b)\s*[-\u2013\u2014:|]\s+(?=[\p{L}\d])/iu, (title: string, at: number, whole: string) => ((whole.slice(title.length).match(/\d\s*(?:ml|cl|oz|dash(?:es)?)\b/gi) ?? []).length >= 2 ? '' : title))
    // (A planner's note before the build, 'Planner notes: signature #1 (him) = Old Fashioned w/ bourbon 60, ...': the build.)
    .replace(/^.{0,80}?[=:]\s*[\p{L}][\p{L}' &]{1,30}\s+(?:w\/|with)\s+(?=\p{L}[\p{L} ]{1,25}\s+\d[^\n]*,)/iu, '')
    // (A till's count before a measured item, '1x VODKA 25ML', 'Qty 1 Vodka 25ml': the item.)
    .replace(/^\s*(?:qty\.?\s*:?\s*\d{1,2}|\d{1,2}\s*x)\s+(?=\p{L}[^\n]*\d\s*(?:ml|cl|oz)\b)/iu, '')
    // (A till's modifier adds its item, '+MOD 160 SODA 60ML', 'MOD: VODKA 40ML', 'MOD  Tanqueray London Dry 50ml'.)
    // (A wine's glass said by its size after the wine, 'La Vieille Ferme Rosé (our house rosé) – 175ml glass': that much
    // of it, as '175ml glass house rosé' is.)
    .replace(/^\s*([\p{L}][^\d\n]{1,80}?)\s*[-\u2013\u2014,:]\s*(\d{2,3}\s*ml)\s+glass(?:es)?\s*\.?$/iu, '$2 glass $1')
    // (Not an option the guest pays more for, 'MOD: Large 250ml +£2.40': the till's upsell, no part of the drink.)
    .replace(/^\s*(?:\+\s*mod\w*\s*(?:\d+\s*)?:?|mod(?:ifier)?\s*:|mod\s{2,}(?!no\b))\s*(?![^\n]*\+\s*[$\u20ac\u00a3]\s*\d)/i, '')
    // (A till's count at a price after the item, 'Tanqueray London Dry 50ml   1 @ $0.00': the item, so many times.)
    .replace(/^(.*?\S)\s+(\d{1,2})\s*@\s*(?:[$\u20ac\u00a3]\s*)?\d{1,4}(?:[.,]\d{2})?\s*$/u, (_m: string, item: string, count: string) =>
      count === '1' ? item : /\d\s*(?:ml|cl|oz)\b/i.test(item) ? item.replace(/(\d+(?:[.,]\d+)?)(\s*(?:ml|cl|oz)\b)/i, (_a: string, n: string, u: string) => `${Number(n.replace(',', '.')) * Number(count)}${u}`) : `${count} ${item}`)
    // (A range said with a slash, '15/20 ml lime juice', or the larger first, '20/15 ml': as with a dash, never a fraction
    // of 1.33 ml; the same twice, '20/20 ml', is that amount. '3/4 oz' is a fraction, a top of one digit; beside two names,
    // 'vodka & ginger beer, 40/120 ml', 'gin e tonic 50/150 ml', a ratio, each name its own.)
    .replace(/(?<![\d/.,])(\d{2,3})\s?\/\s?(\d{2,3})(?=\s?(?:ml|cl)\b)/gi, (whole: string, first: string, second: string, _at: number, all: string) => {
      if (NAMES_JOINED.test(all.replace(whole, ' '))) return whole;
      const [low, high] = [Number(first), Number(second)].sort((a, b) => a - b);
      return low === high ? String(low) : `${low}-${high}`;
    })
    // (An amount's range said with 'to', '15 to 20 ml', '2 à 3 traits', as with a dash.)
    .replace(/\b(\d+(?:[.,]\d+)?)\s+(?:to|a|bis|tot|à)\s+(\d+(?:[.,]\d+)?)\s*(ml|cl|oz|dash(?:es)?|traits?|spritzer|gouttes?|tropfen|gotas?|gocce|barspoons?)(?![a-z])/gi, '$1-$2 $3')
    // (A product's strength after its name, 'Aperol 11% vol.', 'Campari 25 % ABV': no part of the amount.)
    // (Only beside a pour's measure: a product sheet's line, 'Carta Oro · 37.5% ABV · 12 x 1 L per case', is read whole.)
    // (And a bare strength right after the pour's measure at the line's end, 'Vodka 40ml 40%': the bottle's, no part of it.)
    .replace(/(\d\s*(?:ml|cl|oz))\s+[1-9]\d?(?:[.,]\d)?\s?%$/i, '$1')
    .replace(/\s*(?<![\d.,])(?:[1-9]\d?(?:[.,]\d+)?)\s*%\s*(?:vol\b\.?|abv\b|alc\b\.?(?:\s*\/\s*vol\.?)?)/gi, (abv: string, at: number, whole: string) => (/\d\s*(?:ml|cl|oz)\b/i.test(whole) && !/\bper case\b/i.test(whole) ? '' : abv))
    // (A case of bottles before the serve's measure, 'Tanqueray London Dry 70cl x6 — 45ml': the bottles are the order's.)
    // (A bottle's size only, 20 cl or more: '25ml x2' is a double.)
    .replace(/\s*\b(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\s*[x\u00d7]\s*\d{1,3}\b(?:\s*\((?:case|pack|crate|box)\))?(?=[^\n]*\d\s*(?:ml|cl|oz)\b)/gi, (bottles: string, size: string, unit: string) => (Number(size.replace(',', '.')) * ({ ml: 1, cl: 10, l: 1000 } as Record<string, number>)[unit.toLowerCase()]! >= 200 ? '' : bottles))
    // (What is done with a measured thing, said after its measure: 'Guinness Draught, 1 can (440 ml), poured into a chilled
    // tulip', 'House red, 8 btl (750 ml), opened 30 min before service': how it is served, no part of the line.)
    .replace(/(\d\s*(?:ml|cl|oz|l|cans?|btls?|bottles?)\)?)\s*,\s*(?:poured|opened|decanted|chilled|served|kept|stored|rested|left|uncorked|pulled|frozen|warmed)\s+(?!and\b|with\b|plus\b)[^,\d;]*?(?:\d{1,3}\s*(?:min(?:ute)?s?|h|hrs?|hours?|sec(?:ond)?s?)\b[^,\d;]*?)?[.!]?$/i, '$1')
    // (A document's marks of a comment resolved, '- Gin 50 ml ✓ Resolved', '- lime wedge — Resolved': no part of the line.)
    .replace(/(?<=\S)[\s\u2713\u2714\u2611\u2013\u2014(-]*\bresolved\b[\s)]*$/i, '')
    .replace(/\s*[\u2713\u2714\u2611]\s*$/, '')
    // (A quiz's question before its answer on one line, 'Q1. What base spirit? A: Blended Scotch, 50 ml': the answer.)
    .replace(/^\s*q\s?\d{1,2}\s*[.):]\s*[^?\n]{0,120}\?\s*(?:a\s*[:.)]\s*)?(?=\S)/i, '')
    // (A thousands separator in a batch's measure, 'gin 1,200 ml': one thousand two hundred.)
    .replace(THOUSANDS_GROUPS, thousandsJoined)
    .replace(/\b(\d{1,3}),(\d{3})(?=\s*(?:ml|g)\b)/gi, '$1$2')
    // (Two measures of a pour with a slash, '45/50 ml gin': a range, never a fraction.)
    // (Only two close measures: '40/120 ml' and '45/30/30 ml' are ratios of several things.)
    .replace(/(?<![\d/]\s*)\b(\d{2,3})\s*\/\s*(\d{2,3})(?!\s*\/)(?=\s*(?:ml|cl)\b)/gi, (pair: string, a: string, b: string) => (Number(b) > Number(a) && Number(b) - Number(a) <= Number(a) * 0.25 ? `${a}-${b}` : pair))
    // (Grams with the millilitres they make, 'sugar syrup 26 g (= 20 ml)': the millilitres.)
    .replace(/\b\d+(?:[.,]\d+)?\s*g\s*\(\s*(?:=|≈|~|about|approx\.?)?\s*(\d+(?:[.,]\d+)?\s*ml)\s*\)/gi, '$1')
    // (Bottles counted with their size in brackets, before or after the name: '8 btl (750 ml) prosecco', 'Aperol 3 btl
    // (700 ml)', 'prosecco 4 btl (750 ml) — hold back, top to order': that many of that size.)
    .replace(/^(\s*[-*\u2022]?\s*)(\d{1,3})\s*(?:x\s*)?(?:btls?|bottles?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\s*\)\s+([\p{L}][\p{L}' -]{1,40}?)\s*(?:[-\u2013\u2014,;]\s+.*)?$/iu, (_w: string, lead: string, n: string, size: string, unit: string, name: string) => `${lead}${Number(n) * Number(size.replace(',', '.'))} ${unit} ${name}`)
    .replace(/^(\s*[-*\u2022]?\s*)([\p{L}][\p{L}'-]*(?: [\p{L}'-]+){0,4})(?:\s*[:,\-\u2013\u2014])?\s+(\d{1,3})\s*(?:x\s*)?(?:btls?|bottles?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l)\s*\)\s*(?:[-\u2013\u2014,;]\s+.*)?$/iu, (_w: string, lead: string, name: string, n: string, size: string, unit: string) => `${lead}${Number(n) * Number(size.replace(',', '.'))} ${unit} ${name}`)
    // (A drink's name before its one measured ingredient, 'Hugo — 90 ml prosecco': the ingredient.)
    .replace(/^\s*([\p{L}][\p{L}' &]{1,30}?)\s+[\u2013\u2014]\s+(?=\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b)/u, (title: string, name: string) => (namesAProduct(normaliseLine(name)) ? title : ''))
    // (A chat's mark of an edited message and its emoji shortcodes, 'cherry (edited)', '2 cherries :cherries:': no part of it.)
    // (A time's minutes, 'Owner 17:52: ...', are no shortcode.)
    .replace(/\s*\((?:edited|bearbeitet|modifie|modifié|editado|modificato)\)\s*$/i, '')
    .replace(/\s*:(?!\d{2}:)[a-z0-9_+-][a-z0-9_+-]{0,30}:(?=\s|$)/gi, (code: string, _at: number, whole: string) => (/^(?:\s*:[a-z0-9_+-]+:\s*\d{0,4})+\s*$/i.test(whole) ? code : ''))
    // (How a measured spirit is served, said after it: 'Laphroaig, 35 ml, neat', 'Bourbon 50 ml, on the rocks'.)
    .replace(/(\d\s*(?:ml|cl|oz)\b\.?)\s*,\s*(?:neat|straight up|straight|on the rocks|over ice|up|chilled|room temp(?:erature)?|no ice)\s*[.!]?$/i, '$1')
    // (A garnish's pick and a 'nothing else', 'A cherry on the pick, nothing else.', 'two cherries on a skewer': the garnish.)
    .replace(/\s+on\s+(?:a|the|one)\s+(?:cocktail\s+)?(?:pick|skewer|stick|spear)\b/gi, '')
    .replace(/(?<=\S)[\s,]+(?:and\s+)?nothing else[\s.!]*$/i, '')
    // ('An orange slice goes in the glass.', 'a lemon twist sits on the rim': the garnish.)
    .replace(GARNISH_PLACED, '$1')
    // (A thing's purpose and more of it, '8 mint leaves to muddle + 2 more to garnish': all of it.)
    .replace(/^(\s*)(\d{1,2})\s+([\p{L}][\p{L} ]{2,30}?)\s+to\s+(?:muddle|garnish|press|shake)\s*(?:\+|and|plus)\s*(\d{1,2})\s+more(?:\s+to\s+(?:garnish|muddle|top))?\s*$/iu, (_w: string, sp: string, a: string, name: string, b: string) => `${sp}${Number(a) + Number(b)} ${name}`)
    // (A spirit's age statement, 'Laphroaig 10 Year Old, 35 ml': no amount.)
    .replace(/\s+\d{1,2}\s*-?\s*(?:years?|yrs?|yo)(?:[- ]old)?\b(?=[^\n]*\d\s*(?:ml|cl|oz)\b)/gi, '')
    // (A rim on half the glass, 'half-rim flaky salt': the salt, for the rim.)
    .replace(/^\s*(?:a\s+)?half[- ]rim(?:med)?\s+(?:of\s+|with\s+)?([\p{L}][\p{L} -]{1,30})\s*$/iu, '$1, for the rim')
    // (A prep list's line for a thing made per glass, 'espresso: pull 30 ml per cover, reserve on ice': its measure.)
    .replace(/^\s*([\p{L}][\p{L} '-]{1,30}?)\s*:\s*(?:pull|pour|use|take|make|brew|press)\s+(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))\s+(?:per|a|each)\s+(?:cover|serve|drink|glass|guest|person|portion)\b[^\n]*$/iu, '$2 $1')
    // (Topping each glass of a batch at service, 'Top each glass with 60 ml soda water at service': when is no part of it.)
    .replace(/\s+(?:at|during)\s+(?:service|serving|the pass)\b\.?\s*$/i, '')
    // (How cold a thing is kept, 'Gin, frozen at -18°C: 60 ml', is no part of it.)
    .replace(/\s*(?:,\s*)?(?:frozen|chilled|kept|stored|served|held)\s+(?:at|to)\s+[-\u2212]?\d{1,2}\s*\u00b0\s*[cf]?\b/gi, '')
    .replace(/[\u2795\uff0b]/g, ' + ')
    // (A post's hashtags after the recipe on its line, '... cherry on top #tikitime #poolbar', are the post's.)
    // (Not a product written as a tag after its measure: '25ml #aperol'.)
    // (Two tags or more: one may be the product, 'Top up with #prosecco', 'a splash of #soda'.)
    // (One tag alone that names no product, 'y azúcar #caipi', is the post's too.)
    .replace(/(?<=\S)(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, (tags: string, at: number, whole: string) => (/\d\s*(?:ml|cl|oz|l|dash(?:es)?|tsp|tbsp|barspoons?)?\.?$/i.test(whole.slice(0, at)) || (!/#.*#/.test(tags) && namesAProduct(tags.replace(/#/g, ' '))) ? tags : ''))
    .replace(/\s*\(\s*(?:\d{1,2}\s*[x\u00d7]\s*)?\d+(?:[.,]\d+)?\s*(?:ml|cl|l)\s+(?:bottles?|cans?)\b[^()]{0,60}\)/gi, '')
    // ('RUM PUNCH – for 120 guests (one 150 ml cup each)': the serve's size beside a count of serves is no ingredient.)
    .replace(/\s*\(\s*(?:(?:one|a|1)\s+)?\d{2,3}\s*ml\s+(?:cup|glass|serve|serving|portion)s?\s+(?:each|per (?:guest|person|head))\s*\)/gi, '')
    // ('Welcome drink for 400 in 5 L containers': what the batch is kept in.)
    .replace(/\s+(?:in|for)\s+(?:(?:a|an|one|the)\s+)?\d{1,3}(?:[.,]\d+)?\s*(?:l|ltr|litres?|liters?)\s+(?:containers?|cambros?|dispensers?|jugs?|tanks?|buckets?|kegs?|bowls?|urns?)\b/gi, '')
    // ('1 lime wedge pushed into the neck': where it goes.)
    .replace(/\s+(?:pushed|pressed|stuck|squeezed|wedged)\s+(?:into|in)\s+the\s+(?:neck|bottle)\b.*$/i, '')
    .replace(/\s+[-\u2013\u2014]\s+serve(?:d)?\s+(?:ice[- ]cold|well[- ]chilled|chilled|cold|over ice|on ice|neat|straight up|with ice)\b[^\d]{0,40}$/i, '');
}

/**
 * 'The same again of' a thing after a measure ('twenty five mil campari, and the same again of sweet vermouth', '30 ml
 * lime, the same of sugar syrup'): that measure of the thing.
 */
function sameAgainAsSaid(line: string): string {
  if (!/\bthe same\b/i.test(line)) return line;
  return line.replace(/\b(?:and\s+)?the same(?:\s+again)?(?:\s+amount)?\s+(?:of|for)\s+(?=[a-z])/gi, (whole: string, at: number, text: string) => {
    const before = [...text.slice(0, at).matchAll(/((?:\d+\s+\d+\/\d+|\d+(?:[.,]\d+)?|\d+\/\d+|(?:twenty|thirty|forty|fifty|sixty)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|ten|fifteen|half an?|a)\s*(?:ml|mls|mil|mils|millilitres?|milliliters?|cl|oz|ounces?|shots?|parts?|barspoons?|dashes))\b/gi)].at(-1);
    return before ? `, ${before[1]} ` : whole;
  });
}

/**
 * A menu's line of a drink, what is in it, then its price or none ('Negroni — gin, Campari, sweet vermouth — $14',
 * 'Paloma - tequila, lime, grapefruit soda'): the things, each a line for the manager to measure. (Each thing ends at a
 * comma: a long line costs no more than its length.)
 */
const MENU_LINE_PRICE_LAST = /^\s*[^\d\u00a3$\u20ac:,]{2,40}?\s[-\u2013\u2014:]{1,2}\s([^\d\u00a3$\u20ac,]{1,40}(?:,\s?[^\d\u00a3$\u20ac,]{1,40}){1,8}?)(?:\s[-\u2013\u2014|]{1,2}\s?(?:[\u00a3$\u20ac]\s?\d{1,4}(?:[.,]\d{2})?|\d{1,4}(?:[.,]\d{2})?\s?[\u00a3$\u20ac]?))?\s*$/;
/**
 * A menu's line of a drink, its price and what is in it, unmeasured ('Margarita £10 – tequila, Cointreau, lime',
 * 'Negroni £9.50 — gin, Campari, sweet vermouth'): the things, each a line for the manager to measure.
 */
function menuLineAsList(line: string): string {
  const priceLast = MENU_LINE_PRICE_LAST.exec(line);
  if (priceLast) {
    const listed = priceLast[1]!.split(/\s*,\s*|\s+(?:and|&)\s+/).filter(Boolean);
    if (listed.length >= 2 && listed.every((t) => namesAProductsHead(normaliseLine(t)))) return listed.join('\n');
  }
  const menu = /^\s*[^\d£$€:]{2,40}?\s+(?:[£$€]\s*\d+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?\s*[£$€])\s*[-\u2013\u2014:]+\s*([^\d]+(?:,\s*[^\d,]+){1,8})$/.exec(line);
  // (Only when each is a product: 'Mint £1 - fresh, picked and slapped' is one thing and its note.)
  const things = menu ? menu[1]!.split(/\s*,\s*|\s+(?:and|&)\s+/).filter(Boolean) : [];
  return things.length >= 2 && things.every((t) => namesAProductsHead(normaliseLine(t))) ? things.join('\n') : line;
}

/**
 * A supplier's pro-forma invoice row: the product with its bottle's size, the measure poured per serve, then prices
 * ('Aperol 700ml | 40 ml per serve | 0.05', 'Soda water 1L | top'). The per-serve measure is the amount, never the
 * bottle's size, and a price column is none: read as '40 ml Aperol', 'top with soda water'.
 */
const PER_SERVE_ROW = /^\s*([^|\d\s][^|\d]{0,60}?)\s+\d{1,4}(?:[.,]\d+)?\s*(?:ml|cl|l|ltr|litres?|liters?)\.?\s*\|\s*(\d{1,4}(?:[.,]\d+)?\s*(?:ml|cl|oz)|\d{1,2}\s*dash(?:es)?|top(?:\s*up)?|to top|fill(?:\s*up)?)\s*(?:(?:per|a|each)\s+(?:serve|serving|drink|glass|cocktail)|\/\s*serve|each)?\s*(?:\|\s*(?:[$\u00a3\u20ac]\s*)?\d{0,4}(?:[.,]\d{1,3})?\s*(?:[$\u00a3\u20ac]|eur|gbp|usd)?\s*)*$/i;
/** The header of such an invoice's table ('Item | Size | Per serve | Unit price'): no ingredient. */
const PER_SERVE_HEADER = /^\s*(?:item|product|description|line)\s*\|[^\d]{0,120}\bper\s+(?:serve|serving|drink)\b[^\d]{0,120}$/i;
function perServeRows(lines: readonly string[], out: PreparedLines): string[] {
  if (!lines.some((l) => PER_SERVE_ROW.test(l))) return [...lines];
  return lines.flatMap((line) => {
    if (PER_SERVE_HEADER.test(line)) {
      out.story.push(line.trim());
      return [];
    }
    const row = PER_SERVE_ROW.exec(line);
    if (!row) return [line];
    const name = row[1]!.trim();
    const measure = row[2]!.trim();
    return [/^(?:top|to top|fill)/i.test(measure) ? `top with ${name}` : `${measure} ${name}`];
  });
}

/**
 * A brewer's notes on a beer, not ingredients: its hops, malts and yeast listed ('Hops: Citra, Mosaic'), how it was
 * hopped ('Dry-hopped at 5 g/L'), its figures ('IBU 45', 'ABV 6.2%', 'OG 1.056'). Folded.
 */
const BREWERS_NOTE = /^(?:(?:hops?|hopped with|hop bill|malts?|malt bill|grain bill|grist|yeast|adjuncts?|fermentables)\s*[:\u2013\u2014-]\s*[a-z][^]{0,200}|(?:dry|double dry|ddh|wet|late)[- ]?hopped\b[^]{0,80}|(?:ibu|ebu|abv|og|fg|srm|ebc|plato|alc\.?)\s*[:=]?\s*~?\d{1,2}(?:[.,]\d{1,3})?\s*%?(?:\s*(?:abv|vol))?|~?\d{1,2}(?:[.,]\d{1,3})?\s*(?:%\s*(?:abv|alc|vol)?|ibu|ebu)|(?:og|fg)\s*[:=]?\s*1[.,]\d{3})\s*[.!]?$/;
/** A beer's style said alone among a brewer's notes ('West Coast IPA', 'Hazy pale ale'): the beer described, no other. */
const BEER_STYLE_LINE = /^(?:(?:west coast|east coast|new england|hazy|juicy|session|double|triple|imperial|belgian|american|english|british|czech|german|bavarian|dark|golden|red|amber|brown|milk|oatmeal|pastry|fruited|barrel[- ]aged|cold|india|pale|craft)\s+){1,3}(?:ipa|dipa|neipa|pale ale|ale|stout|porter|pils|pilsner|lager|wheat beer|witbier|saison|sour|bitter|tripel|dubbel|quad)\s*[.!]?$/;
/** A straw to serve with, however it is made ('paper straw', '2 metal straws'): no product of the stock. */
const STRAW_LINE = /^(?:(?:a|an|one|\d{1,2})\s+)?(?:(?:paper|metal|steel|bamboo|glass|reusable|biodegradable|compostable|black|long|short|eco|wide)\s+){0,3}straws?(?:\s+(?:to serve|for serving))?\s*[.!]?$/;

/** An invoice's own lines: its title and number, its tax, its terms of payment and the bank's details. Folded. */
const INVOICE_LINE = /^(?:(?:pro[- ]?forma|tax|sales|supplier'?s?)\s+)?invoice\b[^]{0,60}$|^pro[- ]?forma\b[^]{0,60}$|^(?:vat|gst|hst|tax|sales tax)\b(?:\s*(?:@|at|rate)?\s*\(?\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*\)?)?[^a-z]{0,30}$|^(?:payment terms?|terms of payment|terms|due date|payment due|invoice date|date of issue|bank details|sort code|account (?:no|number|name)|iban|bic|swift|remit(?:tance)? to|please pay|pay(?:able)? within)\b[^]{0,100}$/;
/** A line of a brewer's notes, an invoice's own line, or a straw; a style line only where the paste has a brewer's notes. */
function brewersNote(row: string, notesSaid: boolean): boolean {
  const text = fold(row).replace(/^\s*(?:[-*\u2022]\s*)/, '').replace(/\s+/g, ' ').trim();
  return BREWERS_NOTE.test(text) || STRAW_LINE.test(text) || INVOICE_LINE.test(text) || (notesSaid && BEER_STYLE_LINE.test(text));
}

/** A glass said by its size ('20 oz tulip glass', '300 ml highball'): no amount. */
const GLASS_BY_SIZE = /^\d+(?:[.,]\d+)?\s*(?:oz|ml|cl)\s+(?:[a-z]+\s+)?(?:glass|glasses|tulip|coupe|flute|highball|goblet|mug|tumbler|snifter|nonic|jar|schooner|stein)\b/;
/**
 * What a training card or a label pastes beside the recipe, whole lines that are no ingredient: a training's heading
 * ('CREW TRAINING · Week 3 · Mules') and its quiz ('Q3. True or false: ...'), an allergen matrix's heading ('ALLERGEN
 * MATRIX (EU 1169/2011)') and its rows ('Milk | no', 'Eggs | YES – egg white', 'Vegan: no'). Folded.
 */
const SHEET_BESIDE_RECIPE = new RegExp(
  [
    String.raw`^(?:(?:crew|staff|bar|team|new starter|server)\s+)?(?:training|quiz|exam|assessment)\b(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,100}$`,
    String.raw`^q\s?\d{1,2}\s*[.):]\s+\S[^]{0,240}$`,
    // (A line that calls a house prep written out below or above, '1 batch Captain's shrub (below)': its own lines are
    // the ingredients.)
    String.raw`^(?:\d{1,2}|one|a|half(?: a)?|1/2)\s+(?:batch(?:es)?|recipes?|quantit(?:y|ies))\s+(?:of\s+)?(?:the\s+)?[a-z][a-z' -]{2,40}?\s*\(\s*(?:see\s+)?(?:below|above|recipe below|overleaf)\s*\)\s*$`,
    // (A card's copyright line: '© Flussperle · bar card 07'.)
    String.raw`^(?:\u00a9|\(c\)|copyright\b)[^]{0,100}$`,
    String.raw`^allerg(?:en|ens|y|ies)(?:\s+(?:matrix|info|information|chart|table|declaration|statement))?\b(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,100}$`,
    // (What an allergen box says when it lists none: 'None declared', 'No allergens'.)
    String.raw`^(?:none declared|no allergens(?: declared)?|allergens?\s*:\s*none(?: declared)?)\s*\.?$`,
    // (A production or batch record's lines beside the recipe: its run, filling line, fill, closure, keg and gas, codes,
    // dates and maker: 'Run no. PR-2612 | Line 2 | Target: 1,200 bottles', 'Fill volume: 200 ml ± 2 ml | Fill temp: 4–6 °C',
    // 'Keg: 19.5 L cornelius, beer gas 75/25', '5% vol | 250 ml | Best before: see base of can', 'Made in the UK for Fizz &
    // Co. Ltd'; and how many serves a bottle is, '1 bottle = 1 serve', read for the serves.)
    String.raw`^(?:run (?:no|number|#)|production run\b|fill(?:ing)? (?:volume|temp|temperature|level|height|weight|line)\b|cap(?:ping)?\s*:|closure\s*:|keg\s*:|beer gas\b|operator\b|sign[- ]off\b|best before\b|use by\b|batch (?:code|no|number)\b|lot (?:code|no|number)\b)[^]{0,240}$`,
    String.raw`^(?:made|produced|packed|bottled|canned) (?:in|for|by) [^]{0,120}\b(?:ltd|limited|inc|gmbh|llc|plc|srl|sas)\b[^]{0,60}$`,
    String.raw`^\d{1,2}(?:[.,]\d)? ?% vol\b[^]{0,160}$`,
    String.raw`(?:^|\|)\s*(?:best before|use by|bbe)\b[^|]{0,120}$`,
    String.raw`^(?:1|one) (?:bottle|can|pouch|keg pour) (?:=|is) (?:1|one) (?:serve|drink|portion)\b[^\d]{0,60}$`,
    // (A page's toggle over a note, '▸ Why this drink', '▸ Allergens': a heading, no ingredient.)
    String.raw`^[\u25b6\u25b8\u25ba\u25bc\u25be]\s*(?:why|about|story|notes?|allergens?|background|history|tasting notes?|the story|faq|comments?)\b[^\d]{0,60}$`,
    String.raw`^(?:cereals containing gluten|gluten|crustaceans|eggs?|fish|peanuts|soya?|soybeans|milk|dairy|lactose|nuts|tree nuts|celery|mustard|sesame(?: seeds)?|sulphites|sulfites|sulphur dioxide|lupin|molluscs|vegan|vegetarian)\s*(?:\||:|	)\s*(?:yes|no|y|n|x|contains|may contain|free)\b[^]{0,120}$`,
  ].join('|'),
);

/** An email's line over the message it quotes: '> On 12 Feb, Marta Sousa wrote:', 'Am 3. März schrieb Tom:'. Folded. */
const QUOTE_ATTRIBUTION = /^[>\s]*(?:on|am|le|el|il|em|op)\s[^\n]{3,80}\s(?:wrote|schrieb|a ecrit|escribio|ha scritto|escreveu|schreef)\s*:$/;

/** A sentence without the names it gives in brackets, capitalised and with no measure ('(Splash Zone, Deck 12)', '(Top Deck)'). */
function withoutNamesInBrackets(sentence: string): string {
  return sentence.replace(/\([^()]{1,80}\)/g, (said) => (/^\(\s*\p{Lu}/u.test(said) && !/\d\s*(?:ml|cl|oz|dash|tsp|tbsp)/i.test(said) ? ' ' : said));
}
/** A number of a story's time or place ('for 14 hours', 'Lounge 2', 'Gate 14', 'in 2019', 'on 3 March'). Folded. */
const STORY_NUMBER = /\b\d{1,4}\s(?:hours?|hrs?|minutes?|days?|weeks?|months?|years?|nights?|times|people|guests|passengers|flights?|am|pm|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b|\b(?:lounge|gate|terminal|table|room|flight|bay|stand|platform|pier|deck|level|floor|since|in|of|year|around|about|after)\s\d{1,4}\b|\b(?:19|20)\d\d\b/g;
/** A menu file's list written inline in square brackets, after its key or alone ('build: [tequila blanco 50ml, triple sec 20ml]'). */
const INLINE_LIST = /^(\s{0,8}(?:-\s)?[A-Za-z_][\w ]{0,20}:\s?)?\[([^[\]]{3,400})\]\s{0,8}$/;
/** A menu file's inline list read as the list it is, without its square brackets (never a note in brackets), when it holds several measured things. */
function inlineList(line: string): string {
  const m = INLINE_LIST.exec(line);
  return m && m[2]!.includes(',') && /\d/.test(m[2]!) && /\p{L}{2}/u.test(m[2]!) ? `${m[1] ?? ''}${m[2]!}` : line;
}

/**
 * Whole lines of a page, a log, a message or a menu that are no ingredient, read as pasted (folded), before a line is
 * cut at its pipes or its full stops: a blog's byline ('By Carla M. | Updated Oct 3, 2026 | 14 Comments'), a logbook's
 * heading as OCR reads it ('BAR L0G  MS HALCYON   l4/ll/2O26'), an initialled signature ('- J. dela Cruz'), a training
 * manual's module heading ('MODULE 4 - HIGHBALLS'), a signature's phone line ('tel. +30 210 555 0143'), what the till
 * charges the drink as ('Charge as a glass of wine + $1.'), the gear or a spare glass given with it ('Hand a stirrer
 * with the drink.', 'frosted glass on the side') and ice said by its cubes ('big cubes, fill the balloon').
 */
const PASTED_FURNITURE = new RegExp(
  [
    String.raw`^by\s+[a-z][a-z.' -]{1,40}\|[^]*\b(?:updated|published|posted|comments?|reviews?|min(?:ute)?s? read)\b`,
    String.raw`^(?:bar|shift|duty|cellar|watch)\s+l[o0]g(?:book)?\b(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,80}$`,
    String.raw`^[-\u2013\u2014~] ?[a-z]\. ?(?:[a-z]\. ?)?[a-z][a-z' -]{1,40}$`,
    String.raw`^(?:module|chapter|section|unit|lesson)\s+\d{1,2}(?:\.\d{1,2})?\s*[-:\u2013\u2014]\s*[^\d]{2,50}$`,
    String.raw`^(?:tel|phone|mob|mobile|cell|fax)\.?\s*:?\s*\+?\d[\d ()./-]{6,20}\d(?:\s*\([^()\d]{1,40}\))?$`,
    String.raw`^(?:charge|ring (?:it |this )?(?:up|through)|sell|price|bill)\s+(?:it\s+|this\s+)?(?:as|at)\b(?![^]*\d\s*(?:ml|cl|oz)\b)[^]{0,80}$`,
    String.raw`^(?:hand|give|offer|pass)\b[^\d]{0,30}\b(?:straws?|stirrers?|swizzle sticks?|umbrellas?|picks?|napkins?|coasters?)\b[^\d]{0,40}$`,
    String.raw`^(?:an?\s)?(?:(?:frosted|chilled|frozen|cold|iced|spare|extra|empty)\s)?glass(?:es)?\s(?:on the side|alongside|beside it)\.?$`,
    String.raw`^(?:(?:big|large|clear|giant|king|huge)\s+)(?:ice\s+)?cubes?\s*,\s*(?:fill|to fill|filling|packed|up to)\b[^\d]{0,40}$`,
  ].join('|'),
);
/** A section of the tools a page lists ('Equipment' over '• Cocktail shaker', '• Fine strainer'): its heading, then its bullets. Folded. */
const TOOLS_HEADING = /^(?:equipment|tools|bar tools|barware|kit|you will also need|you ll also need|you'll also need)\s*:?$/;
const BULLET = /^\s*(?:[-*\u2022\u25aa\u25e6\u2023]|\d{1,2}[.)])\s*\S/;
/** A menu's line of a drink's name and its price after dot leaders ('Negroni ..... 14', 'Margarita …… $13'), the name captured. Folded. */
// (Or after a space alone: 'Paloma 12'.)
const PRICE_AFTER_LEADERS = /^([a-z][^\d.\u2026]{1,40}?)(?:\s*(?:\.{3,}|\u2026+|_{3,})\s*|\s+)(?:[$\u20ac\u00a3]\s?)?\d{1,3}(?:[.,]\d{2})?\s*(?:[$\u20ac\u00a3]|eur|usd|gbp)?$/;
/** A numbered section's title ('4.3 Dark 'n' Stormy'), the title captured. Folded. */
// (Or '1. Paloma', '2) Negroni'.)
const NUMBERED_TITLE = /^\d{1,2}(?:\.\d{1,2}\.?|\.\d{1,2}\.\d{1,2}\.?|\.|\))\s+([a-z][^\d]{2,50})$/;

/**
 * Two things said half and half of a total ('house rosé and soda water half and half, 200 ml in total', 'in equal
 * parts, 240 ml total'): the mark and the total captured; the two names are the (up to three) words either side of the
 * last 'and' before it.
 */
const HALF_AND_HALF = /,? (?:half and half|half-and-half|50\/50|in equal parts|equal parts),? (\d{2,4}(?:[.,]\d+)?) ?(ml|cl|oz) (?:in total|total)\b/i;
/** Words before a name that are none of it ('simply house rosé'). */
const NOT_OF_THE_NAME = new Set(['is', 'are', 'just', 'simply', 'only', 'basically', 'the', 'a', 'of', 'with', "it's", 'its']);
/** Each half of a total said half and half, as its own measure: '100 ml house rosé and 100 ml soda water'. */
function halvesOfATotal(line: string): string {
  const m = HALF_AND_HALF.exec(line);
  if (!m) return line;
  const before = line.slice(0, m.index);
  const and = before.lastIndexOf(' and ');
  if (and < 0) return line;
  const wordsOf = (t: string) => t.split(' ').filter(Boolean);
  const left = wordsOf(before.slice(0, and));
  const first = left.slice(-3);
  while (first.length > 1 && NOT_OF_THE_NAME.has(first[0]!.toLowerCase())) first.shift();
  const second = wordsOf(before.slice(and + 5));
  if (second.length === 0 || second.length > 3 || !/\p{L}/u.test(first.join(''))) return line;
  const half = `${Number(m[1]!.replace(',', '.')) / 2} ${m[2]}`;
  const kept = left.slice(0, left.length - first.length).join(' ');
  return `${kept ? `${kept} ` : ''}${half} ${first.join(' ')} and ${half} ${second.join(' ')}${line.slice(m.index + m[0].length)}`;
}

/** The lines of the paste that are no ingredient of any kind, whole: page furniture, a tools section, a menu's priced names, a numbered title. */
function withoutPageFurniture(raw: readonly string[], recipeName: string, drinks: DrinkNames, story: string[]): string[] {
  const own = asDrinkName(recipeName.replace(/\s*\([^()]*\)\s*$/, ''));
  const aDrink = (name: string) => {
    const said = asDrinkName(name);
    return said === own || drinks.whole.has(said);
  };
  let tools = false;
  // (A paragraph's last sentence may be one too: '... with one orange slice. Charge as a glass of wine + $1.')
  const lastSentence = (line: string) => {
    const at = line.search(/(?<=[.!?])\s+(?=[A-Z][^.!?]*[.!?]?\s*$)/);
    if (at < 0 || !PASTED_FURNITURE.test(fold(line.slice(at)).trim())) return line;
    story.push(line.slice(at).trim());
    return line.slice(0, at);
  };
  return raw.map(lastSentence).filter((line) => {
    const text = fold(line).trim();
    if (tools && BULLET.test(line)) {
      story.push(line.trim());
      return false;
    }
    tools = TOOLS_HEADING.test(text);
    const priced = PRICE_AFTER_LEADERS.exec(text);
    const numbered = NUMBERED_TITLE.exec(text);
    if (tools || PASTED_FURNITURE.test(text) || (priced && aDrink(priced[1]!)) || (numbered && aDrink(numbered[1]!))) {
      story.push(line.trim());
      return false;
    }
    return true;
  });
}

/** A run of emoji. */
const PICTOGRAPH_RUN = new RegExp(String.raw`(?:${PICTOGRAPHS.source})+`, 'gu');

/**
 * A line whose emoji part a measured thing from the next ('50 ml gin🍸tonic', '50ml tequila 🍹 100ml grapefruit soda 🍹
 * lime wedge'): a line each, as if pasted so. Only after a part that holds an amount and ends in a name; a caption's
 * title before its list ('🍹 Poolside Colada 🍹 50ml white rum ➕ 30ml coconut cream') is read whole, as before.
 */
function partsAtEmoji(line: string): string[] {
  if (!/\d/.test(line) || !/[^\x00-\u2000]/.test(line)) return [line];
  const parts: string[] = [];
  let from = 0;
  for (const run of line.matchAll(PICTOGRAPH_RUN)) {
    const before = line.slice(from, run.index).trim();
    const after = line.slice(run.index + run[0].length).trim();
    if (parts.length === 0 && !/\d/.test(before)) return [line];
    if (/\d/.test(before) && /(?:\p{L}{3}|\d\s?(?:ml|cl|oz))$/u.test(before) && /^[\p{L}\d]/u.test(after)) {
      parts.push(before);
      from = run.index + run[0].length;
    }
  }
  return parts.length === 0 ? [line] : [...parts, line.slice(from).trim()];
}

/**
 * A list whose every measured line opens with a dash and no space ('-20ml gin', '-10ml lime juice'): the list's bullets,
 * never amounts below zero. (One such line among others, '-10 ml vodka', is still no amount.)
 */
function dashesAsBullets(lines: readonly string[]): readonly string[] {
  const measured = lines.filter((l) => /^\s*[-\u2013]?\d/.test(l));
  const dashed = measured.filter((l) => /^\s*[-\u2013]\d/.test(l));
  return dashed.length >= 2 && dashed.length === measured.length ? lines.map((l) => l.replace(/^(\s*)[-\u2013](?=\d)/, '$1')) : lines;
}

/**
 * An email's quoted line that names a stocked kind of thing or a top without an amount ('> top con refresco de toronja',
 * '> sal en el borde'): a line of the recipe quoted, never a name that signs the message ('> Sofia').
 */
function quotedProduct(row: string): boolean {
  const quoted = /^\s*>[\s>]*(.+)$/.exec(row);
  if (!quoted) return false;
  const normal = normaliseLine(quoted[1]!.trim());
  return TOP_OR_GARNISH.test(normal) || TOP_OR_GARNISH.test(fold(quoted[1]!)) || namesAProduct(normal);
}

/**
 * A spoon said by its letter, as American cards write it before anything is lowered: a capital 'T' a tablespoon, a small
 * 't' a teaspoon ('1 T sugar syrup', '2 t grenadine'). Only after an amount, before a word.
 */
function spoonLettersRead(line: string): string {
  return line.replace(/(?<![\p{L}\d.,/])((?:\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d|[\u00bc-\u00be\u2150-\u215e]))\s*(T|t)\.?(?=\s+[A-Za-z\u00c0-\u024f])/gu, (_w: string, amount: string, letter: string) => `${amount} ${letter === 'T' ? 'tbsp' : 'tsp'}`);
}

/** What a step grates or dusts over the drink ('grate some nutmeg on top', 'dust with cinnamon'): a garnish. Folded. */
function gratedOver(folded: string): string | undefined {
  const thing = /\b(?:grate|dust|sprinkle)\s+(?:with\s+)?(?:(?:some|a little|a bit of|a pinch of|fresh|freshly|a touch of)\s+)*([a-z]+(?:\s+[a-z]+)?)(?=\s+(?:on top|over|on it|across|to finish)\b|\s*$|\s*[,.;])/.exec(folded)?.[1];
  return thing && !/^(?:it|them|the top|on|over)$/.test(thing) ? thing : undefined;
}

/** A part of a card labelled for the drink itself ('Part B – the drink', 'Part 2: The cocktail'): its heading, 'the drink:'. */
function drinkPartHeading(line: string): string {
  return line.replace(/^\s*part\s+(?:[a-d]|[1-4])\s*[:\-\u2013\u2014.)]\s*(the\s+(?:drink|cocktail|serve|build))\s*:?\s*$/i, '$1:');
}

export function prepareIngredientLines(raw0: readonly string[], recipeName = '', menuDrinks: readonly string[] = []): PreparedLines {
  const out: PreparedLines = { ingredients: [], method: [], story: [] };
  const drinks = drinkNames(menuDrinks);
  const raw = withoutPageFurniture(dashesAsBullets(servingCellsApart(raw0).map((l) => withRangeInWordsRead(withChangesMade(spoonLettersRead(drinkPartHeading(l))).replace(ABOUT_SIGNS, '~')))), recipeName, drinks, out.story).map(halvesOfATotal);
  // (Keycap digits are digits: '5️⃣0️⃣ ml vodka'.)
  // (A bottle's price in brackets, '(£14.50 / 70cl)', is no part of the line.)
  // ('Float 1/2 oz Lemon Hart 151 overproof rum' alone on its line is the measure floated: its line, whole.)
  const pasted = perServeRows(raw.flatMap((l) => withoutServingNotes(sameAgainAsSaid(menuLineAsList(withoutBottlePrice(pourOfInvoiceRow(scannedTitle(inlineList(l).replace(FLOAT_LINE, '')))).replace(KEYCAP, '$1')))).split('\n')).flatMap((l) => asDictated(l) ?? [l]), out);
  // A cocktail app's JSON ('{"amount": "1 1/2 oz", "ingredient": "gin"}'): each object's amount and name a line.
  const json = jsonAsLines(pasted);
  // A spreadsheet's rows under their header ('Ingredient,Amount,Unit,Cost'): each row read by its columns.
  const table: { lines: string[]; notRecipe: string[]; otherDrinks?: string[] } | null = json ?? tableAsLines(pasted, recipeName);
  if (table) out.story.push(...table.notRecipe);
  if (table?.otherDrinks) out.otherDrinks = table.otherDrinks;
  // A supplier's price-list row is read whole, before its cells are split: it is no ingredient.
  const rows: string[] = [];
  const brewersNotes = pasted.some((l) => BREWERS_NOTE.test(fold(l).trim()));
  for (const row of table ? table.lines : pasted) {
    // (So is a label's line, 'Nutrition (per serving): 165 kcal | Carbs 11 g', before its cells are split.)
    // (And a title that says how many it serves, 'Grzaniec na 30 osób', 'Vin brulé per 30 persone', with no amount.)
    // (Not how it is served with its garnishes, 'served in a copa glass with a lime wedge': read below.)
    if (NO_RECIPE_LINE.test(fold(withoutBottlePrice(row).trim())) || SHEET_BESIDE_RECIPE.test(fold(row).trim()) || (PRICE_LIST_ROW.test(row.toLowerCase()) && !servesAMeasure(row)) || PRODUCT_SHEET_ROW.test(row) || ((FURNITURE.test(normaliseLine(row.trim())) || FURNITURE.test(fold(withBeerMeasures(row.trim())))) && !garnishesServedWith(row) && !quotedProduct(row)) || servesTitle(row) || brewersNote(row, brewersNotes)) out.story.push(row.trim());
    else rows.push(row);
  }
  const items = withAnswersNamed(withBrokenLinesJoined(withAmountsBelowNames(rows.flatMap(partsAtEmoji).flatMap(asPasted).flatMap(numberedItems).filter((l) => l.trim()))));
  // (Only when the reply's own measures name every product the quoted ones do: a quoted line that adds a thing, '>> 30 ml
  // sweet vermouth' under '30 ml mezcal, 30 ml Campari', is part of the drink.)
  const ownMeasured = rows.filter((l) => !/^\s*>/.test(l) && MEASURED.test(l));
  const ownProducts = new Set(ownMeasured.flatMap((l) => words(fold(l))));
  const productsOf = (l: string) => words(fold(l)).filter((w) => w.length >= 3 && !/\d/.test(w) && !/^(?:top|fill|rim|float|dash|splash|garnish|with)$/.test(w) && namesAProduct(w));
  const quotedMeasured = rows.filter((l) => /^\s*>/.test(l) && MEASURED.test(l));
  // (Nor when the quoted messages are an email's older ones, under their 'On 12 Feb, Marta wrote:', and measure again what
  // the reply measures: drafts the reply's spec replaces, with what they add ('Can we try 50 ml Aperol ... and a rosemary
  // sprig?').)
  const emailQuoted = rows.some((l) => QUOTE_ATTRIBUTION.test(fold(l).trim()));
  const draftsReplaced = emailQuoted && quotedMeasured.some((l) => productsOf(l).some((w) => ownProducts.has(w)));
  const ownMeasures = ownMeasured.join(' ').match(/\d\s*(?:ml|cl|oz)\b/gi)?.length ?? 0;
  const repliedWithOwnSpec = quotedMeasured.length > 0 && (ownMeasured.length >= 2 || (draftsReplaced && ownMeasures >= 2)) && (draftsReplaced || quotedMeasured.every((l) => productsOf(l).every((w) => ownProducts.has(w))));
  const quotedLines = new Set(rows.filter((l) => /^\s*>/.test(l)).map((l) => l.replace(/^[ \t]*(?:>[ \t]?)+/, '').trim()));
  // The recipe's own name, without a note in brackets (said in passing in a chat, it is no ingredient).
  const ownName = fold(recipeName.replace(/\s*\([^()]*\)\s*$/, '')).trim();
  // (Known by the page's number beside it; the same words alone on another line are the head too.)
  const runningHeads = new Set(items.filter((l) => /\d/.test(l)).map(runningHead).filter((h) => h.length > 0));
  // Past an email's signature mark ('--'), only a measured amount is the recipe's: the rest is the signature.
  let inSignature = false;
  let inClosing = false;
  let inOthers = false;
  let inStorySection = false;
  for (const [at, pastedLine] of items.entries()) {
    // The drink's name cut short before its list ('neg - gin, campari, swt verm 1oz each' for a Negroni): the list.
    const cutName = /^([a-z][a-z' ]{2,20}?)\s*[-\u2013\u2014:]\s+(?=\S)/i.exec(pastedLine.trim());
    // (Only a word of the name cut short, 'neg' of 'Negroni', before a product: not 'Batch: 1 litre' under 'Batched ...'.)
    const firstWord = ownName.split(/\s+/)[0] ?? '';
    const listed = cutName ? pastedLine.trim().slice(cutName[0].length) : '';
    const cut = cutName !== null && !/\s/.test(cutName[1]!.trim()) && firstWord.length > cutName[1]!.trim().length && firstWord.startsWith(fold(cutName[1]!).trim()) && !namesAProduct(normaliseLine(cutName[1]!)) && namesAProduct(normaliseLine(listed.split(/[,;+]/)[0] ?? ''));
    // ('no wait, 20 not 25', 'nee warte, 5 cl Gin nicht 4': a correction, said as one.)
    // (A shared document's comment after the line, '[Comment – Ingrid H.: 10 ml is enough]', is no part of it.)
    const said = (cut ? listed : pastedLine).replace(WAIT_FIRST, 'correction: ');
    const original = said.replace(DOC_COMMENT, '').trim() ? said.replace(DOC_COMMENT, '') : said;
    const line = original.trim();
    if (SIGNATURE_MARK.test(line)) {
      inSignature = true;
      continue;
    }
    // Past a page's closing section ('References', 'External links', 'Einzelnachweise'), only a measured amount is the
    // recipe's: the rest is the page's references and links.
    const foldedLine = fold(line);
    if (CLOSING_SECTION.test(foldedLine)) {
      inClosing = true;
      out.story.push(line);
      continue;
    }
    // A book's footnote ('¹ See also the Americano, p. 98.') and its running head over the page, with the page's number
    // or without ('THE ITALIAN CLASSICS · 113'): the page's, not the recipe's.
    // (So are a post's votes and counts, '▲ 412 ▼ · 37 comments · Share', and an edit of it that gives no amount, 'EDIT 2:
    // yes I know it's not the original spec'.)
    if (FOOTNOTE.test(line) || runningHeads.has(runningHead(line)) || POST_VOTES.test(line) || EDIT_WITHOUT_AMOUNT.test(line)) {
      out.story.push(line);
      continue;
    }
    // A page's other recipes ('You may also like', 'Related recipes'): nothing after it is this recipe's.
    if (OTHER_RECIPES.test(foldedLine)) inOthers = true;
    if (inOthers) {
      out.story.push(line);
      continue;
    }
    if (inClosing && !MEASURED.test(line)) {
      out.story.push(line);
      continue;
    }
    // Under a form's or a page's story heading ('Inspiration:', '## Notes', 'Story:'), until the next heading, what gives
    // no measure is the story, whatever drink it names ('This is a Sidecar for him.').
    const heading = SECTION_HEADING.exec(foldedLine);
    if (heading) inStorySection = STORY_SECTION.test(heading[1]!.trim());
    if (heading && inStorySection) {
      out.story.push(line);
      continue;
    }
    if (inStorySection && !MEASURED.test(line) && !TOP_OR_GARNISH.test(foldedLine)) {
      out.story.push(line);
      continue;
    }
    // A venue's or a season's variant of the drink ('York venue - swap vodka for 50 ml dark rum', 'Leeds: sub 10 ml honey
    // for the agave', 'use mezcal instead of tequila in winter'): a note for the manager, never one more ingredient.
    if (items.length >= 2 && VARIANT_LINE.test(foldedLine)) {
      out.story.push(line);
      continue;
    }
    // A document's note of who keeps it ('> Spring menu, bar 2. Owner: @Mia'): no measure, a mention, no product.
    if (MENTION.test(line) && !MEASURED.test(line) && !TOP_OR_GARNISH.test(foldedLine) && !namesAProduct(line)) {
      out.story.push(line);
      continue;
    }
    // An email's 'On ... wrote:', a greeting ('Hi Tom,'), a phone number, a job title, and the name over them ('Ana',
    // 'Head Bartender, La Casita', 'Tel. 07700 900123'); in a signature, every line without a measure that names no product.
    const nextLine = items[at + 1]?.trim() ?? '';
    const signedOver = SIGNED.test(line) && (SIGNATURE_MARK.test(nextLine) || JOB_TITLE.test(nextLine) || PHONE_LINE.test(nextLine));
    if (WROTE.test(line) || GREETING.test(line) || PHONE_LINE.test(line) || (JOB_TITLE.test(line) && !/\d/.test(line)) || signedOver || (inSignature && !MEASURED.test(line) && !namesAProduct(line))) {
      out.story.push(line);
      continue;
    }
    // The name that signs a message off, at its end, on the line after 'Thanks,' or 'Cheers,' ('Marta', 'Tom B.').
    // (Or before what an email adds after it: 'Thanks!' / 'Marco' / 'Sent from my iPhone' / the quoted message.)
    if (at > 0 && (at >= items.length - 2 || !MEASURED.test(nextLine)) && SIGNED.test(original.trim()) && NOT_AN_INGREDIENT.test(normaliseLine(items[at - 1]!.trim()).replace(/[.!]+$/, '')) && /^\s*(?:thanks|thank you|thx|cheers|best|regards|kind regards|best regards|many thanks|saludos|un saludo|gracias|merci|bises|danke|gruss|grusse|liebe grusse|viele grusse|grazie|saluti|un saluto|obrigad[oa]|abracos?|beijos?)\b/i.test(fold(items[at - 1]!.trim()))) {
      out.story.push(original.trim());
      continue;
    }
    // A chat's time and speaker ('[21:15] Marta: 20 lemon'), and emoji used as bullets ('✨ 50ml vodka'), are not the line.
    const chat = CHAT_PREFIX.exec(original.trim());
    // (A spec sheet's 'Build:' column label before its measures, 'Build: Olmeca Altos Plata 50 ml · Cointreau 20 ml', is
    // no step.)
    // (A YAML block's flow list, 'ingredients: [45 ml white rum, 20 ml lime juice, top 60-90 ml prosecco]': its items.)
    const bare = original.trim().replace(CHAT_PREFIX, '').replace(EDIT_MARK_FIRST, 'edit: ').replace(FILLERS_FIRST, '').replace(FILLER_BETWEEN, ',').replace(MADE_OVER, madeOver).replace(MEANT_INSTEAD, madeOver).replace(COUNT_PER_GLASS_AFTER, countPerGlass).replace(LEADING_SYMBOLS, '').replace(BUILD_LABEL, '').replace(FLOW_LIST, '$1').replace(CAPTION_TIME, '').trim();
    // (Emoji after or among the amounts, 'Aperol 60ml + Prosecco 90ml + orange slice 🍊', are decoration too.)
    // (Between an amount and its name, '50ml🔹vodka', an emoji parts them as a space would.)
    const shown = bare.replace(PICTOGRAPHS_BETWEEN, '$1 ').replace(PICTOGRAPHS, '');
    const written = /\d/.test(bare) && shown !== bare ? shown.trim() : bare;
    // A caption's title before its list on the same line ('🍹 Poolside Colada 🍹 50ml white rum ➕ 30ml coconut cream'):
    // the title is no ingredient, the list is read as one.
    // (Or a cry before it, 'Nossa Caipi da casa! 50 ml de cachaça, 1 limão ...'.)
    const captionTitle = /^([^\d]{3,40}?)(?:\s{2,}|(?<=!)\s+)(?=\d)/.exec(written);
    const titleBeforeList = captionTitle !== null && !namesAProduct(normaliseLine(captionTitle[1]!)) && splitAmounts(written.slice(captionTitle[0].length)).length >= 2 ? captionTitle : null;
    if (titleBeforeList) out.story.push(titleBeforeList[1]!.trim());
    const text = titleBeforeList ? written.slice(titleBeforeList[0].length) : written;
    if (!text) continue;
    // ('Served in a copa glass with a lime wedge and two slices of orange' on its own line: as in a sentence below.)
    if (readAsServedWith(text, out)) continue;
    // A card's numbered step with no amount ('1. Chill a coupe.', '3) Float the rum slowly over the back of a barspoon.'):
    // the method, its garnish read from it as any method's is.
    // ('3) Float the rum ...', '2) Top with the soda': a thing the list names already is no other ingredient; one it does
    // not name stays one.)
    // A garnish line that goes on to describe how it is cut and placed ('Garnish: one lime wedge, cut thick and notched
    // so it sits upright on the rim ...', 'Garnish: four mint leaves, slapped ..., with a single lemon twist draped over
    // the rim'): each garnish it names is an ingredient, and the description is method.
    const garnishLine = /^garnish(?:ed)?(?: with)?\s*[:\-\u2013]\s*(.+)$/i.exec(text);
    if (garnishLine && garnishLine[1]!.split(/\s+/).length > 8) {
      const said = fold(garnishLine[1]!).replace(/\([^()]*\)/g, ' ');
      const garnishes = said
        .split(/\s*[,;]\s*|\s+(?:and|plus|with)\s+/)
        // (A short counted thing is a garnish whole, whatever it is: '1 sprig rosemary', '3 juniper berries'.)
        .map((clause) => {
          const said = clause.trim().replace(/^(?:and|plus|with|then)\s+/, '');
          return COUNTED_GARNISH.test(said) ? said : GARNISH_AT_START.exec(said)?.[0];
        })
        .filter((g): g is string => g !== undefined);
      if (garnishes.length) {
        for (const g of garnishes) out.ingredients.push({ line: `${g}, for garnish`, source: text });
        out.method.push(text);
        continue;
      }
    }
    // (A quoted line of an email is the line: '>> Penicillin', '> 50ml blended Scotch'.)
    const unquoted = text.replace(/^(?:>\s*)+/, '');
    if (unquoted !== text && !unquoted) continue;
    // (A reply that writes its own spec under the one it quotes, 'Final spec below' over the quoted 'Here's the Hop
    // Collins we did': the quoted measures are the thread's history, not the drink's.)
    if (repliedWithOwnSpec && quotedLines.has(pastedLine.trim())) {
      out.story.push(line);
      continue;
    }
    const step = NUMBERED_STEP.exec(text);
    const stepText = step ? fold(step[1]!).replace(/[.!]+$/, '') : '';
    const pouredThing = /^(?:float|top(?: up)?(?: it)?(?: with)?|fill(?: up)? with|pour(?: in)?|add)\s+(?:the\s+|a\s+|some\s+)?([a-z][a-z' \-]*?)(?:\s+(?:slowly|gently|over|on|into|to)\b.*)?$/.exec(stepText);
    const namedElsewhere = pouredThing !== null && items.some((other, k) => k !== at && words(fold(other)).includes(words(pouredThing[1]!).at(-1) ?? ''));
    if (step && !/\d/.test(step[1]!) && !SPOKEN_AMOUNT.test(withoutPlacement(stepText)) && (METHOD_VERB.test(stepText) || /^(?:float|garnish)/.test(stepText)) && (!pouredThing || namedElsewhere)) {
      // (Read as any method's garnish is: 'Garnish with a lime wedge and an olive' is both.)
      const garnishes = stepText.split(/\s*[,;]\s*|\s+(?:and|then)\s+/).map((c) => c.replace(/^garnish(?:ed)? with\s+(?:the\s+)?/, '')).filter((c) => GARNISH_PART.test(c));
      if (/\bgarnish/.test(stepText)) for (const g of garnishes) out.ingredients.push({ line: `${g.trim()}, for garnish`, source: step[1]! });
      out.method.push(step[1]!);
      continue;
    }
    // A chat's header of speaker and time ('Sam Lee  2:14 PM'), or a time alone ('2:16'): no line of the recipe.
    if (CHAT_HEADER.test(text)) {
      out.story.push(original.trim());
      continue;
    }
    // What a chat says around the recipe ('ok new one for the autumn menu', '👍 love it') is chatter; a thing named
    // without an amount ('cucumber ribbon', 'lime wedge') is not.
    // (Nor is the drink's own name said in passing: 'today espresso martini, super easy'.)
    // (Nor is a question asked in the thread, 'how much campari?', 'garnish?': the answer is the spec.)
    if (chat && !/\d/.test(text) && !TOP_OR_GARNISH.test(fold(text)) && !SPOKEN_AMOUNT.test(fold(text)) && (!namesAProduct(text) || /\?\s*$/.test(text) || (ownName.length >= 4 && fold(text).includes(ownName)))) {
      out.story.push(original.trim());
      continue;
    }
    // A post's cry without an amount beside a measured list ('Nossa Caipi da casa!', '¡Salud!', 'A disfrutar!'): the
    // caption's, not an ingredient, when it names no product.
    if (!/\d/.test(text) && /!\s*$/.test(text) && !TOP_OR_GARNISH.test(fold(text)) && !namesAProduct(text) && items.some((other, k) => k !== at && MEASURED.test(other))) {
      out.story.push(original.trim());
      continue;
    }
    // A page's rating ('★★★★★ 4.9 from 1,203 reviews'), a table's header row, what a sharing app adds; a form's or an
    // email's fields, a document's headings, quotes and comments, a shop page's buttons and small print.
    if (RATING.test(text) || HEADER_ROW.test(text.trim()) || SHARED_FROM.test(fold(text).trim()) || PAGE_FURNITURE.test(fold(text).trim()) || (COMMENT_BY.test(text) && !NEW_AMOUNT_SAID.test(text)) || PRICED_TITLE.test(text) || POST_HEADER.test(text) || THREAD_FURNITURE.test(text.trim())) {
      out.story.push(original.trim());
      continue;
    }
    // The recipe's own name at the top ('Spritz analcolico', 'Mojito cubano (receta de la casa)') is its title.
    // (So is a heading in capitals at the top of a card, over one line or two: 'KAHLÚA® ESPRESSO' / 'MARTINI'.)
    // A first line of a recipe's shape with no amount, over lines with amounts ('RUM PUNCH — for 50 guests', 'Kalimotxo /
    // Calimocho', 'Zero-proof Spritz', 'Espresso Martini pre-batch (makes 20 drinks)'): its title.
    // (A card's first line in Korean or Japanese with no amount, over lines with amounts, '위스키 하이볼 — 갈비 코스 페어링',
    // is its title as well.)
    const eastAsianTitle = at === 0 && items.length >= 3 && !/\d/.test(text) && EAST_ASIAN_SCRIPT.test(text) && !/[a-z]{3}/i.test(text) && items.slice(1).filter((l) => /\d/.test(l)).length >= 2;
    const titled = eastAsianTitle || (at === 0 && items.length >= 3 && !/\d/.test(text.replace(/\(\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*(?:abv|vol\.?)?\s*\)/gi, '').replace(/\b(?:serves?|makes|for|x)\s*\d+\b|\d+\s*(?:guests|people|pax|drinks|servings|serves?|portions|glasses)\b/gi, '')) && TITLE_SHAPE.test(fold(text)) && !TOP_OR_GARNISH.test(fold(text)) && items.slice(1).filter((l) => /\d/.test(l)).length >= 2);
    // A caption over a recipe ('Sunday vibes ☀️🍹', "Pimm's o'clock 🍓🥒"), a chat's note of a voice message or a photo
    // ('[Voice message 0:41]'), a sheet's label for the drink's name ('DRINK: Almond Grove'): not ingredients.
    const caption = at === 0 && items.length >= 2 && !/\d/.test(text) && /\p{Extended_Pictographic}/u.test(text) && !TOP_OR_GARNISH.test(fold(text)) && items.slice(1).some((l) => /\d/.test(l));
    // (A line wholly in brackets, with no amount and no product, is a note: '(Use medium bar-glass.)'.)
    const bracketedAside = /^\([^()\d]{3,80}\)\.?$/.test(text) && !namesAProduct(text);
    // (Or the start of the name the recipe is saved under: 'The Long Goodbye' over the 'The Long Goodbye (with its story)'.)
    const nameStart = at === 0 && items.slice(1).filter((l) => /\d/.test(l)).length >= 2 && startsTheName(text, recipeName);
    // (So is a short title of initials at the top, over lines with amounts: 'O.F.' over an Old Fashioned, 'E.M.', 'B&B';
    // never a bar's shorthand for a product, 'OJ', 'EW', 'IPA'.)
    const initials = out.ingredients.length === 0 && at <= 2 && INITIALS.test(text) && !namesAProduct(normaliseLine(text.replace(/[.\s]/g, ''))) && items.slice(at + 1).filter((l) => /\d/.test(l)).length >= 2;
    if (titled || nameStart || caption || initials || bracketedAside || BRACKETED_NOTE.test(text) || NAME_LABEL.test(fold(text)) || INSTRUCTIONS_TO_A_PROGRAM.test(text)) {
      out.story.push(text);
      continue;
    }
    // (Its note after a dash may hold small letters, and a number in brackets or a year is no amount: 'FROZEN MARGARITA –
    // slush machine (12 L bowl)', 'TABLE PUNCH – "Fish House-ish" (one bowl = 10 cups)', 'LATITUDE 2024 – STOCK SHEET',
    // 'RAKI KOKTEYLİ – "Boğaz Esintisi"'.)
    const unbracketed = text.replace(/\([^()]*\)/g, ' ').replace(/\b(?:19|20)\d{2}\b/g, ' ');
    const headingHead = unbracketed.split(/\s[-\u2013\u2014]\s/)[0]!;
    const capsHeading =
      at <= 2 &&
      (items.length >= 4 || (items.length >= 2 && !namesAProduct(text))) &&
      !/\d/.test(unbracketed) &&
      // (Never a product with its measure in brackets: 'VODKA (50 ml)'.)
      (!/\d/.test(text) || !namesAProduct(normaliseLine(headingHead))) &&
      /\p{Lu}{3,}/u.test(text) &&
      !/\p{Ll}/u.test(headingHead) &&
      items.slice(at + 1).some((l) => /\d/.test(l) || SPOKEN_AMOUNT.test(fold(l)));
    // A line that only names a drink ('Mai Tai', 'Side-car', 'Whiskey sour spec', 'PALOMA — House Spec', 'Tanqueray G&T'),
    // by its name, a drink on the bar's menu or the recipe's own, or a menu's title with its price ('SMOKE & MIRRORS   15').
    // (Never one that goes on to give the list: 'Rum Runner: white rum 30 / dark rum 30 / lime 20 (all ml)'.)
    const named = at <= 8 && items.length > 1 && (isTitle(text, recipeName) || isTitle(unquoted, recipeName) || namesADrink(text, drinks) || pricedTitle(text, drinks, at)) && !(/\d/.test(text) && splitAmounts(text).length >= 2);
    if (capsHeading || named) {
      out.story.push(text);
      continue;
    }
    // Prose: several sentences on one line are read one by one (a unit's full stop, '2 oz. gin', ends none).
    // (At most a paragraph's worth: a line of dozens of 'sentences' ('!! !! !!', 'a. a. a.') is no prose, and reading
    // each on its own would cost a request far more than its size.)
    // (A short line too, when a few words of chat end before its measure: 'Perfect! 10ml sugar syrup', 'Looks good! add
    // 10ml sugar syrup'; the measure was read as none, and the syrup given a pour of its own.)
    const split = SENTENCE_END.test(text) && (text.split(/\s+/).length > 6 || CHAT_BEFORE_MEASURE.test(text)) ? text.split(SENTENCE_BREAK) : [text];
    const sentences = split.length <= MAX_SENTENCES ? split : [text];
    let inStory = false;
    const ingredientsBefore = out.ingredients.length;
    const storyBefore = out.story.length;
    let ingredientsAtFirstStory: number | undefined;
    for (const sentence of sentences) {
      if (ingredientsAtFirstStory === undefined && out.story.length > storyBefore) ingredientsAtFirstStory = out.ingredients.length;
      // ('A Moscow Mule is 50 ml vodka and 150 ml ginger beer': what the drink is made of, without its name.)
      const s = withoutDrinkIsMadeOf(withoutNotOther(sentence.trim().replace(SIGN_OFF, '').trim().replace(STEP_PREFIX, ''))).replace(GARNISH_PLACED, '$1');
      // Punctuation alone ('!!', '...') says nothing.
      if (!s || !/[\p{L}\p{N}]/u.test(s)) continue;
      // How it is served and what with ('served in a copa glass with a lime wedge and two slices of orange', 'with a lime
      // wedge'): the method, and each garnish it names an ingredient.
      if (readAsServedWith(s, out)) continue;
      const folded = normaliseLine(s).replace(/[.!]+$/, '').replace(/^[\u00a1\u00bf]+\s*/, '');
      // Hashtags on their own ('#spritztime #aperitivo') are a post's, not a recipe's.
      // (A keg's or a cask's size read as its amount first: '1 x 30 L keg lager' is 30 l of lager, no vessel's note.)
      const beer = withBeerMeasures(s);
      // (Read in English too: 'ghiaccio in cubetti', 'koperen mok vol ijsblokjes' are ice and a glass.)
      if (NOT_AN_INGREDIENT.test(folded) || RECIPE_FACT.test(fold(beer).trim().replace(/[.!]+$/, '')) || (folded !== fold(beer).trim() && RECIPE_FACT.test(folded)) || RECIPE_FACT.test(fold(beer).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim().replace(/[.!]+$/, '')) || PART_NOTE.test(folded) || partNote(folded) || INVOICE_AND_PAGE_FURNITURE.test(folded) || INVOICE_AND_PAGE_FURNITURE.test(fold(s).trim()) || /^(?:#[\p{L}\p{N}_]+[\s,.!]*)+$/u.test(s) || FURNITURE.test(folded)) {
        out.story.push(s);
        continue;
      }
      const wordCount = folded.split(/\s+/).length;
      // A few words of chat before a measure on the same line ('Perfect!', 'Looks good!'): no ingredient, when they name
      // no product.
      if (sentences.length > 1 && wordCount <= 4 && /[!?.]\s*$/.test(s.trim()) && !/\d/.test(s) && !TOP_OR_GARNISH.test(folded) && !namesAProduct(folded) && !METHOD_VERB.test(folded)) {
        out.story.push(s);
        continue;
      }
      // A year ('my trip to Havana in 2019') is no amount.
      // (Nor a clock time: 'check ice delivery before 5pm'.)
      // (An amount said in words is an amount: 'so fifty mils of vodka into the tin' is no story.)
      // (Nor a decade, an entry's number or a score: 'born in 1920s Paris', "the '80s", 'Entry #17', 'taste 9/10'.)
      const hasDigit = /\d/.test(folded.replace(/\b(?:1[5-9]|20)\d{2}s?\b|'?\b\d0s\b|#\s*\d+|\b\d+\s*\/\s*10\b/g, '').replace(CLOCK_TIME, '')) || SPOKEN_AMOUNT.test(folded);
      // A question with no measure ('Anyone else do their Sidecar 2:1:1?', 'Thoughts??'): a post's, not a recipe's.
      // ('Question: is the Islay float supposed to sink straight away??': a question with no number asks, whatever it names.)
      if (/\?\s*$/.test(s) && ((!MEASURE_WORD.test(folded) && !TOP_OR_GARNISH.test(folded) && !/\d+(?:[.,]\d+)?\s*(?:ml|cl|oz)\b/.test(folded)) || (!hasDigit && wordCount >= 6))) {
        out.story.push(s);
        inStory = true;
        continue;
      }
      // A note to the staff ('Check ice delivery before 5pm', 'Order more limes'): no ingredient.
      // (A number in it that measures nothing is no amount: 'Check Brix 16–18 before switching to freeze.')
      if ((!hasDigit || !MEASURED.test(folded)) && STAFF_NOTE.test(folded)) {
        out.story.push(s);
        continue;
      }
      // How a batch is kept and served ('Keep refrigerated, shake 12 cl per serve with ice'): method, its measure the serve's.
      // (A garnish of each glass named as a clause of it is one: 'Serve over a large cube, orange peel per glass'.)
      if (KEEPING.test(folded) || (PER_SERVE.test(folded) && METHOD_VERB.test(folded))) {
        out.method.push(s);
        for (const clause of folded.split(/\s*[,;]\s*/)) if (/\bper (?:glass|serve|drink)$/.test(clause) && GARNISH_PART.test(clause)) out.ingredients.push({ line: `${clause}, for garnish`, source: s });
        continue;
      }
      // A number told in a story ('Sold 40 of these on New Year's Eve '88'), a page's ('Page 4 of 12'): no amount.
      if (NUMBER_IN_STORY.test(folded)) {
        out.story.push(s);
        continue;
      }
      // A tale told in the past of someone ('My grandfather ran a fishing boat ... and came home to a glass of dark rum by
      // the fire'): the story's, whatever it names, when it gives no amount.
      if (!hasDigit && wordCount >= 12 && STORY.test(folded) && PAST_TALE.test(folded)) {
        out.story.push(s);
        inStory = true;
        continue;
      }
      // A thing to taste named in a sentence ('Sugar syrup to taste if the band want it sweeter.'): an ingredient with no
      // amount, the sentence kept as method.
      const toTaste = TO_TASTE_SENTENCE.exec(folded);
      if (toTaste && !hasDigit) {
        out.ingredients.push({ line: `${toTaste[1]!.trim()} to taste`, source: s });
        out.method.push(s);
        continue;
      }
      // ('Top with the soda and give it a gentle stir': the top is the ingredient, the stir method.)
      // (What a garnish is for, 'Garnish with a lime wedge and a few cranberries for a festive vibe!', is no part of it;
      // a garnish sentence may name several things joined by 'and'.)
      const topOnly = folded.replace(TOP_THEN_METHOD, '').replace(FOR_A_LOOK, '');
      const topWords = /^garnish/.test(topOnly) && / and /.test(topOnly) ? 12 : 8;
      if (TOP_OR_GARNISH.test(topOnly) && topOnly.split(/\s+/).length <= topWords && !/,/.test(topOnly)) {
        out.ingredients.push({ line: topOnly === folded ? s.replace(/[.!]+$/, '') : topOnly, source: s });
        // ... and a garnish the rest of the sentence names ('Top with soda and finish with a lemon twist', '... then
        // garnish with a mint sprig'): one more ingredient, as in any method sentence.
        for (const thing of garnishOfMethod(folded.slice(topOnly.length))) out.ingredients.push({ line: thing, source: s });
        if (topOnly !== folded) out.method.push(s);
        continue;
      }
      // 'Stir well.', 'Shake hard': a technique without an amount is method, however short.
      // ('squeeze of half a lime', 'float of dark rum, about 10 ml': a measure of a thing, not a step.)
      const measureOf = /^(?:a\s+|an\s+)?(?:squeeze|float|splash|dash|spritz|drizzle|rinse|twist|pinch|drop|touch|bit|layer)\s+of\b/.test(folded);
      const isMethod =
        !measureOf && ((METHOD_VERB.test(folded) && (wordCount >= 3 || (!hasDigit && TECHNIQUE.test(folded)))) || (wordCount >= 3 && METHOD_VERB_LAST.test(folded)) || METHOD_HEADING.test(fold(s)));
      const each = splitEach(s) ?? splitRatio(s);
      if (each) {
        for (const part of each.length <= MAX_PARTS ? each : [s]) out.ingredients.push({ line: part, source: s });
        continue;
      }
      // A bottle's size after its name beside the measure of it ('BACARDI CARTA BLANCA 70CL; 50ml Bacardí Carta Blanca'):
      // the size is the bottle's, not the drink's.
      const parts = splitAmounts(s);
      const split = withoutBottleSizes(parts, s);
      // (And one measure said in two units after the name, 'Gin 45 ml / 1.5 oz': the one read, in millilitres.)
      const twoUnits = split.length === 1 && split[0] !== s && /\d\s*(?:ml|cl|oz)\.?\s*\/\s*(?:\d|[\u00bc-\u00be\u2150-\u215e])/i.test(s);
      if (split.length > 1 || split.length < parts.length || twoUnits) {
        // (A line of dozens of amounts is no recipe's: it is listed whole, for the manager to see.)
        for (const part of split.length <= MAX_PARTS ? split : [s]) out.ingredients.push({ line: part, source: s });
        continue;
      }
      // '3/4 ounce each of lemon juice and honey syrup': the measure for each of them.
      const eachOf = withRunsListed(folded)
        .replace(EACH_OF_IN_PROSE, (_w: string, measure: string, a: string, b: string) => ` ${measure} ${a} and ${measure} ${b}`)
        // ('equal measures of Campari and sweet vermouth, 30 ml each': the measure after the pair is each one's.)
        .replace(EACH_AFTER_PAIR, (_w: string, a: string, b: string, measure: string) => ` ${measure} ${a} and ${measure} ${b} `)
        // ('75 ml of the aperitif, the same again of soda water': the measure before, again.)
        .replace(/((?:\d+(?:[.,]\d+)?|\d+\/\d+)\s*(?:ml|cl|oz))(\s+(?:of\s+)?[a-z][^,;]{2,50}[,;]\s*)(?:and\s+)?the same (?:again|amount|measure|quantity)\s+of\s+/g, '$1$2$1 ')
        // ('the juice from half of lime', 'juice of half of a lemon': the juice of half a fruit.)
        .replace(/\b(?:the\s+)?juice\s+(?:from|of)\s+(?:the\s+)?half\s+(?:of\s+)?(?:an?\s+|the\s+)?(lime|lemon|orange|grapefruit)\b/g, 'the juice of half a $1')

        .replace(FULL_WITH_MEASURE, '$1 $3 $2')
        // 'a good pour of white rum (about 50 ml)': the measure in brackets is the amount of the name before it.
        .replace(BRACKETED_MEASURE, (_w: string, name: string, measure: string) => ` ${measure} ${name.replace(LEAD_IN, '')} `)
        // ('then fill with ginger beer, about 120 ml': the measure after a comma is the amount of the name before it.)
        .replace(MEASURE_AFTER_COMMA, (_w: string, name: string, measure: string) => ` ${measure} ${name.replace(/^(?:(?:then|and|now)\s+)?(?:fill|top|finish|lengthen|crown)(?:\s+(?:it|up|off))*\s+with\s+/, '').replace(LEAD_IN, '')} `);
      // '45 ml of cognac, 20 of Cointreau and 20 of lemon': a bare number with 'of' takes the unit said before it.
      const withUnits = withUnitSaid(eachOf);
      // (What a spoken pour goes on to say is no part of its name: 'a shot of espresso fresh not the cold brew stuff',
      // 'thirty mil of the coffee liqueur the kahlua one'.)
      // (A glass said by its size, 'the branded 20 oz tulip glass', is no amount of anything; nor are drops a guest adds
      // 'themselves'.)
      const measured = isMethod || wordCount > 8 ? [...withUnits.matchAll(AMOUNT_IN_PROSE)].map((m) => m[1]!.trim().replace(/\s+(?:not|instead of|rather than)\b.*$/, '').replace(/(?:\s+(?:the|a|an|of|and|or|one|um|uh|like))+$/, '')).filter((m) => !GLASS_BY_SIZE.test(m) && !/^[^]{0,20}\s(?:themselves|himself|herself|yourself|yourselves|itself)$/.test(m)) : [];
      // Counted things ('1 egg white', 'the juice of half a lemon') that no measured part already holds.
      const counted = isMethod || wordCount > 8 ? countedInProse(withUnits).filter((c) => !measured.some((m) => m.includes(c) || c.includes(m))) : [];
      const garnished = /\bgarnish(?:ed)? with\s+(?:an?\s+)?([a-z][a-z' \-]*?)(?=[,.;]|$)/.exec(folded)?.[1] ?? '';
      // What the garnish phrase names is read from it alone ('garnish with an orange slice and a cherry' is one of each).
      const inGarnish = (c: string) => Boolean(garnished) && (c.includes(garnished.replace(/^(?:a|an)\s+/, '')) || garnished.includes(c.replace(/^(?:a|an|one|1)\s+/, '')));
      const found = [...measured, ...counted.filter((c) => !inGarnish(c))];
      // Whatever else the sentence names with an amount is read too, so no ingredient in it is lost.
      const inProse = found.length > 0 ? [...found, ...unreadClauses(withUnits, found)] : found;
      if (inProse.length > 0) {
        for (const part of inProse) out.ingredients.push({ line: part, source: s });
        // 'finish with a splash of soda', 'top with soda water' inside the sentence.
        // (Ice is what a glass is filled with, not a top: 'fill up with crushed ice, top with soda' tops with the soda.)
        const topped = [...folded.matchAll(/\b(?:top(?:ped)?(?: it)?(?: all)?(?: up| off)? with|fill(?: it)?(?: up)? with)\s+([a-z][a-z' \-]*?)(?=[,.;]|$| and\b)/g)].find((m) => !/^(?:(?:crushed|cubed|cracked|fresh|more|plenty of|lots of)\s+)*ice\b/.test(m[1]!.trim()));
        if (topped && !inProse.some((p) => p.includes(topped[1]!.trim()))) out.ingredients.push({ line: `top with ${topped[1]!.trim()}`, source: s });
        const garnish = /\bgarnish(?:ed)? with\s+(?:an?\s+)?([a-z][a-z' \-]*?)(?=[,.;]|$)/.exec(folded);
        if (garnish) out.ingredients.push({ line: `${garnish[1]!.trim()}, for garnish`, source: s });
        const grated = gratedOver(folded);
        if (grated && !inProse.some((p) => fold(p).includes(grated))) out.ingredients.push({ line: `${grated}, for garnish`, source: s });
        for (const thing of rinsedOrRimmed(folded)) if (!inProse.some((p) => fold(p).includes(thing))) out.ingredients.push({ line: `${thing}, for the glass`, source: s });
        // The sentence stays readable in the instructions, so nothing in it is lost.
        out.method.push(s);
        continue;
      }
      // 'Float Islay 8 ml', 'Top with soda 60 ml': a measured pour said with its verb is an ingredient too.
      const poured = /^(?:float|layer|top(?: up)?(?: with)?|finish with|rinse with)\s+([a-z][a-z' -]{1,40}?)\s+(\d+(?:[.,]\d+)?\s*(?:ml|cl|oz))$/.exec(folded);
      if (isMethod && poured) {
        out.ingredients.push({ line: `${poured[2]} ${poured[1]}`, source: s });
        continue;
      }
      // A word alone that says nothing of the recipe ('maybe', 'ok', 'lol').
      if (/^(?:maybe|perhaps|ok|okay|yes|yeah|yep|nope|hmm+|idk|lol|thanks|ty|done|same|cool)$/.test(folded)) {
        out.story.push(s);
        continue;
      }
      if (isMethod) {
        // A garnish named as a clause of the method ('Shake, strain over fresh ice, lime wedge on the side') is one.
        for (const clause of folded.split(/\s*[,;]\s*|\s+(?:and|then)\s+/)) {
          if (GARNISH_PART.test(clause) && !/^(?:an?\s+|one\s+)?(?:mint|rosemary|thyme|basil)\b/.test(clause)) out.ingredients.push({ line: `${clause.replace(/\s+(?:on top|on the side|to finish|in the glass)$/, '')}, for garnish`, source: s });
        }
        // '... and garnish with an orange peel.'
        const garnishWith = /\bgarnish(?:ed)? with\s+(?:an?\s+)?([a-z][a-z' \-]*?)(?=[,.;]|$)/.exec(folded);
        // (Whatever it names, stocked or not: 'garnish with a cinnamon stick', 'with grated nutmeg' is listed, never lost.)
        const garnishThing = garnishWith?.[1]?.trim() ?? '';
        if (garnishWith && (GARNISH_PART.test(garnishThing) || (garnishThing.split(/\s+/).length <= 4 && !/^(?:it|them|nothing|care|style|flair|whatever)\b/.test(garnishThing)))) {
          if (!out.ingredients.some((i) => i.source === s && fold(i.line).includes(garnishThing))) out.ingredients.push({ line: `${garnishThing}, for garnish`, source: s });
        }
        // ('grate some nutmeg on top', 'dust with cinnamon', 'sprinkle a little cocoa over it': what is grated, a garnish.)
        const grated = gratedOver(folded);
        if (grated && !out.ingredients.some((i) => i.source === s && fold(i.line).includes(grated))) out.ingredients.push({ line: `${grated}, for garnish`, source: s });
        // A glass rinsed or rimmed with something ('Rinse a chilled glass with absinthe', 'Escarchar el vaso con chile en
        // polvo y sal', 'sugared rim'): those are ingredients too, never lost in the method.
        for (const thing of rinsedOrRimmed(folded)) if (!out.ingredients.some((i) => fold(i.line).includes(thing))) out.ingredients.push({ line: `${thing}, for the glass`, source: s });
        out.method.push(s);
        continue;
      }
      // A long sentence with no amount, no measure and no method is a story ('In 1874 New Yorkers told each other ...'),
      // and so is what follows it on the same line without an amount ('This is his drink.').
      // (Its numbers may be of the story's time and place, never an amount: 'When the snow shut EDI for 14 hours last
      // January, ...', 'Tolu made this at IST Lounge 2 on the night ...'.)
      const toldNumbers = hasDigit && wordCount >= 12 && !/\d/.test(folded.replace(STORY_NUMBER, ' '));
      // (A place's or a name's words in brackets are no measure: 'the Kids' Club menu (Splash Zone, Deck 12)'.)
      const onlyInNames = /\(\s*\p{Lu}/u.test(s) && !MEASURE_WORD.test(fold(withoutNamesInBrackets(s))) && !MEASURE_WORD.test(folded.replace(/\([^()]{1,80}\)/g, ' '));
      const told = (!hasDigit || toldNumbers) && (!MEASURE_WORD.test(folded) || onlyInNames) && (wordCount >= 8 || (inStory && wordCount >= 2));
      if ((!hasDigit && wordCount >= 5 && (STORY.test(folded) || /[!]$/.test(s))) || told) {
        out.story.push(s);
        inStory = true;
        continue;
      }
      // A long sentence that talks rather than lists ('The trick is a fresh, hot shot – don't use the stuff that's been
      // sitting in the jug'): no ingredient line, when it gives no amount.
      if (!hasDigit && wordCount >= 10 && TALK.test(folded)) {
        out.story.push(s);
        inStory = true;
        continue;
      }
      // A menu's or a maker's words of how the drink tastes, under its title ('A smoky, bittersweet stir-down for the
      // brave.', 'Bright, bittersweet, unmistakably Italian.'): no ingredient, when they give no amount, name no product
      // and read as a sentence (an article first, or a full stop at the end: 'smoky chipotle tincture, punchy' is a thing).
      const sentenceLike = /^(?:a|an|our|the|this|its)\s/.test(folded) || /[.!]\s*$/.test(s) || /\p{Extended_Pictographic}\s*$/u.test(s);
      if (at <= 2 && sentenceLike && !hasDigit && wordCount >= 3 && !MEASURE_WORD.test(folded) && TASTING.test(folded) && !namesAProductsHead(s)) {
        out.story.push(s);
        continue;
      }
      // A maker's slogan under the title ('Wake up your night.', 'Discover the ritual!'): a short sentence to the guest,
      // no amount, no product.
      if (at <= 2 && /[.!]\s*$/.test(s) && !hasDigit && wordCount >= 3 && wordCount <= 7 && /\b(?:your|you|yours|our|we)\b|^(?:wake|discover|enjoy|taste|meet|try|celebrate|say|raise|make|let|live|sip|savour|savor)\b/.test(folded) && !MEASURE_WORD.test(folded) && !namesAProductsHead(s)) {
        out.story.push(s);
        continue;
      }
      inStory = false;
      // 'Cognac 50 ml', 'a double measure of dark rum (50ml)': the measure said after the name is its amount.
      // (And a float said after its measure, 'dark rum 15 ml float'; a product's number before the measure, 'Bacardi 151 10 ml'.)
      const measuredLast = folded.replace(/\s+(?:on top|over the top|to finish|on the foam|over the foam)$/, '').replace(/,?\s+(?:float|floated|to float|as a float)$/, '');
      const numbered = NUMBERED_NAME_THEN_MEASURE.exec(measuredLast);
      const trailing = numbered ?? NAME_THEN_MEASURE.exec(measuredLast);
      const reordered = trailing && (numbered || !/\d/.test(trailing[1]!)) ? trailing : null;
      out.ingredients.push({ line: reordered ? `${reordered[2]!} ${reordered[1]!.replace(/^(?:a|an)\s+(?:(?:double|single|good|generous|large|small)\s+)?(?:measure|pour|shot|splash|glug)\s+of\s+/, '').trim()}` : s, source: s });
    }
    // A few words with no amount before a story on the same line ('Long-time lurker. My grandmother used to make this
    // ...') are the story's, not an ingredient.
    // (Only the words before the story's first sentence: 'Thoughts?? ... sugared rim optional' keeps its rim.)
    if (sentences.length > 1 && out.story.length > storyBefore) {
      const beforeStory = ingredientsAtFirstStory ?? out.ingredients.length;
      const kept = out.ingredients.slice(ingredientsBefore).filter((i, k) => {
        if (ingredientsBefore + k >= beforeStory) return true;
        const folded = normaliseLine(i.line);
        // (A thing counted in words, 'one egg white', is an amount, not talk.)
        const talk = !/\d/.test(folded) && !MEASURE_WORD.test(folded) && !TOP_OR_GARNISH.test(folded) && !SPOKEN_AMOUNT.test(folded) && countedInProse(folded).length === 0 && folded.split(/\s+/).length <= 4;
        if (talk) out.story.push(i.line);
        return !talk;
      });
      out.ingredients.splice(ingredientsBefore, out.ingredients.length - ingredientsBefore, ...kept);
    }
  }
  // A garnish the method names ('Garnish with the wedge') that the list names already ('1 lime wedge') is that one, not
  // another of it.
  const listed = out.ingredients.filter((i) => !i.line.endsWith(', for garnish')).map((i) => words(fold(i.line)).map(singular));
  out.ingredients = out.ingredients.filter((i) => {
    if (!i.line.endsWith(', for garnish')) return true;
    const head = words(fold(i.line.replace(/, for garnish$/, ''))).map(singular).at(-1);
    return !(head && listed.some((l) => l.includes(head)));
  });
  return out;
}

/**
 * The words of a folded line as the recipe wrote them ('15ml creme de mure' in '15ml crème de mûre, drizzled over
 * the top' is '15ml crème de mûre'; 'tajin' in 'Sal y Tajín para escarchar el vaso' is 'Tajín'), or null when the
 * source does not hold them.
 */
export function asWritten(folded: string, source: string): string | null {
  const target = folded.replace(/\s+/g, ' ').trim();
  if (!target) return null;
  // The source folded one character at a time, each folded character knowing where it came from.
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const piece = /\s/.test(source[i]!) ? ' ' : fold(source[i]!);
    if (piece === ' ' && text.endsWith(' ')) continue;
    for (const ch of piece) {
      text += ch;
      from.push(i);
    }
  }
  const at = text.search(new RegExp(`(?<![a-z0-9])${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`));
  if (at < 0) return null;
  const start = from[at]!;
  const end = from[at + target.length - 1]! + 1;
  return source.slice(start, end).trim();
}

/** A bottle's size as an amount ('70 cl', '0.75 l', '1 litre', '750 ml'). */
const BOTTLE_SIZE = /^(?:(?:70|75|100|150|175)\s*cl|(?:0[.,]7|0[.,]75|1|1[.,]5|1[.,]75)\s*(?:l|ltr|litre|liter)|(?:700|750|1000)\s*ml)\b\.?\s*/i;

/**
 * The parts of a line without those that only give a bottle's size after the name of an ingredient another part
 * measures ('BACARDI CARTA BLANCA 70CL; 50ml Bacardí Carta Blanca' is 50 ml).
 */
function withoutBottleSizes(parts: string[], source: string): string[] {
  if (parts.length < 2) return parts;
  const said = fold(source).replace(/\s+/g, ' ');
  return parts.filter((part, i) => {
    const size = BOTTLE_SIZE.exec(part.trim());
    if (!size) return true;
    const name = words(fold(part.trim().slice(size[0].length)));
    const last = name.at(-1);
    const sizeAfterName = last !== undefined && new RegExp(String.raw`\b${last}\s*${fold(size[0].trim()).replace(/\s+/g, '\\s*').replace('.', '[.,]?')}`).test(said);
    return !(sizeAfterName && parts.some((other, j) => j !== i && !BOTTLE_SIZE.test(other.trim()) && name.every((w) => words(fold(other)).includes(w))));
  });
}

/**
 * A spec sheet's rows under their header ('Spec # | Name | Glass | Build | Garnish'), the whole list of each in one
 * cell: that cell, and the garnish's, are the recipe's lines; the name, the glass and the allergens are not. Null when
 * no row holds a measured list.
 */
function listColumns(lines: readonly string[], at: number, delimiter: string, roles: readonly string[], header: readonly string[] = []): { lines: string[]; notRecipe: string[] } | null {
  const list = roles.indexOf('list');
  if (list < 0 || roles.includes('qty')) return null;
  const garnish = roles.indexOf('garnish');
  // (The unit the list's header says, 'Spec (ml)' over '50 blanco tequila / 25 lime': each bare number's, a counted thing's aside.)
  const unit = /\(\s*(ml|cl|oz)\s*\)/.exec(header[list] ?? '')?.[1];
  const out: string[] = [];
  const notRecipe = lines.slice(0, at + 1).map((l) => l.trim()).filter(Boolean);
  for (const row of lines.slice(at + 1)) {
    if (!row.trim()) continue;
    const cells = cellsOf(rowOf(row), delimiter);
    const measured = cells[list] ?? '';
    if (cells.length < 2 || !/\d/.test(measured)) {
      notRecipe.push(row.trim());
      continue;
    }
    if (unit) out.push(...measured.split(/\s+\/\s+|\s*;\s*/).map((piece) => (COUNTED_IN_A_TABLE.test(piece) ? piece.trim() : piece.trim().replace(/^(\d+(?:[.,]\d+)?)\s+(?=\p{L})/u, `$1 ${unit} `))));
    else out.push(measured);
    const garnished = garnish >= 0 ? (cells[garnish] ?? '').trim() : '';
    // (Several garnishes in the cell, 'lemon twist; cucumber ribbon', 'lime wedge, salt half rim': each its own; never
    // what is done with one, 'orange peel, expressed'.)
    if (garnished && !/^(?:-+|\u2013|\u2014|none|n\/a|na)$/i.test(garnished)) out.push(...garnished.split(/\s*;\s*|\s*,\s*(?!\p{L}+ed\b)/u).filter(Boolean).map((g) => `${g}, for garnish`));
    const rest = cells.filter((_c, i) => i !== list && i !== garnish && cells[i]!.trim()).join(' | ');
    if (rest) notRecipe.push(rest);
  }
  return out.length ? { lines: out, notRecipe } : null;
}

/** A Markdown table's rule under its header ('|---|:---:|'). */
const MARKDOWN_RULE = { test: (l: string) => /^[\s|:-]+$/.test(l) && l.includes('|') && l.includes('--') };
/** A thing counted, never poured, in a table's cell ('Orange peel', '2 cherries'): no unit of the header's. */
const COUNTED_IN_A_TABLE = /\b(?:garnish\w*|peels?|twists?|wedges?|slices?|wheels?|cherr\w+|olives?|leaves|leaf|sprigs?|eggs?|pieces?|zest)\b/i;
/** What a spreadsheet's header says a column holds. */
const COLUMN_ROLES: Array<[RegExp, 'name' | 'qty' | 'unit' | 'drink' | 'list' | 'garnish' | 'other']> = [
  [/^(?:ingredients?|item|items|product|zutat(?:en)?|ingredientes?|ingredienti|ingrediente|spirit\s*\/\s*mixer|component|article|artikel|produkt|description|descripcion|bottle|liquor)$/, 'name'],
  // (A quantity's column may say what it measures: 'pour_qty', 'qty per serve', '1 serve' beside '10 serves'.)
  [/^(?:(?:pour|serve|recipe|spec)\s+)?(?:qty|quantity|quantities|amount|amounts|menge|mengen|cantidad|cantidades|quantite|quantites|quantita|quantidade|pour|measure|measures|dose|dosis|volume|vol|ml|cl|oz|spec|portion|portions|portion size|pour size|serve size)(?:\s*\(\s*[a-z.]+\s*\))?(?:\s+(?:per (?:serve|drink|glass)|\(?ml\)?|\(?cl\)?|\(?oz\)?))?$|^(?:1|one|per|single)\s+(?:serve|serving|drink|glass|cocktail)$/, 'qty'],
  // (A batch sheet's total of each, 'Batch total', 'Batch qty', 'Total volume': the batch's amount, divided per serve.)
  [/^(?:(?:pre-?)?batch(?:\s+(?:total|qty|quantity|volume|amount|size))?|total(?:\s+(?:volume|qty|quantity|amount))?)(?:\s*\(\s*[a-z.]+\s*\))?$/, 'qty'],
  [/^(?:(?:pour|serve)\s+)?(?:unit|units|einheit|unidad|unite|unita|unidade|uom|measure unit)$/, 'unit'],
  [/^(?:recipe|drink|cocktail|rezept|receta|recette|ricetta|receita|bebida|getrank|serve)$/, 'drink'],
  [/^(?:name)$/, 'name'],
  // A spec sheet's row holds the whole list in one cell ('Build: 1.5 oz bourbon, 3/4 oz lemon juice, ...') and the
  // garnish in another.
  [/^(?:build|builds|built|spec(?:ification)? (?:build|list)|recipe (?:build|list)|make|mix)$/, 'list'],
  [/^(?:garnish(?:es)?|garnitur|guarnicion|garniture|guarnizione|guarnicao|decoration)$/, 'garnish'],
];
/** A column of a delivery's bar codes: 'EAN', 'GTIN', 'UPC', 'Barcode'. Folded. */
const ORDER_CODE_COLUMN = /^(?:ean|ean ?13|gtin|upc|barcode|bar code)$/;
/** A unit of delivery, not of a pour: 'Fl.' (Flasche), 'btl', 'case', 'Karton'. */
const DELIVERY_UNIT = /^(?:fl|fla|flasche|flaschen|btl|btls|bottles?|kiste|kisten|karton|kartons|ktn|case|cases|crate|crates|packs?|ks)\.?$/i;
/** A line under a sheet's rows that is an ingredient's: a measure or a count before a word, or a garnish ('1 dash Angostura', 'lemon twist for garnish'). */
const LINE_AFTER_SHEET = /^\s*(?:\d+(?:[.,]\d+)?|\d+\/\d+|[\u00bc-\u00be])\s*\p{L}|\d\s*(?:ml|cl|oz|dash(?:es)?|tsp|tbsp|barspoons?)\b|\b(?:garnish|twist|wedge|slice|peel|sprig|cherry)\b/iu;
/** A row that sums the others ('Total,,,$1.00', 'Summe;;;0,73'). Folded. */
const TOTAL_ROW = /^(?:total|totals|sum|summe|gesamt|subtotal|totale|totaal|cost per serve|coste total|custo total)\b/;

/** A line's cells by its delimiter, with a spreadsheet's quotes taken off ('"Bourbon",60,"1.50"'). */
/** Cells parted by a wide gap of spaces, as a table lined up with spaces has them. */
const GAP = '  ';
/** How many pieces of a cell, parted at commas and semicolons, name a thing with a measure ('gin 45ml; lemon juice 30ml'). */
function measuredThings(cell: string): number {
  // (Parted by slashes too: '50 blanco tequila / 25 lime / 12.5 agave syrup'.)
  return cell.split(/[;,]|\s\/\s/).filter((piece) => /\p{L}{3}/u.test(piece) && /\d/.test(piece)).length;
}

/**
 * A row of a table as its cells are read: the outer pipes of a Markdown table off, and what is blank at its ends; never
 * its leading tabs, which are the empty cells of a sheet's merged column ('<tab><tab>Triple sec<tab>15<tab>ml').
 */
function rowOf(row: string): string {
  return row.replace(/^[ \r\n]+|\s+$/g, '').replace(/^\||\|$/g, '');
}
function cellsOf(line: string, delimiter: string): string[] {
  if (delimiter === GAP) return line.split(/\s{2,}|\t/).map((c) => c.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * A spreadsheet exported as CSV, TSV or with semicolons, read by its header: the ingredient, the quantity (its unit
 * in the header, 'Qty (ml)', or in a column of its own) and nothing else (cost, notes, supplier, the drink's name);
 * a decimal comma where the cells are not split at commas ('1,5'). Null when the paste has no such header.
 */
/** A JSON key for an ingredient's amount, its unit and its name, with its value (a string or a number). */
const JSON_AMOUNT = /"(?:amount|quantity|qty|measure|volume)"\s*:\s*(?:"([^"\n]{0,40})"|(\d{1,5}(?:\.\d{1,3})?))/i;
const JSON_UNIT = /"(?:unit|units|uom)"\s*:\s*"([^"\n]{0,20})"/i;
const JSON_NAME = /"(?:ingredient|name|item|product|title)"\s*:\s*"([^"\n]{1,100})"/i;
/**
 * A cocktail app's export in JSON, on one line or many ('{"amount": "1 1/2 oz", "ingredient": "gin"},', an 'ingredients'
 * list of objects, each key on its own line): each object that holds an amount or a name is a line, '1 1/2 oz gin'; the
 * rest (brackets, the recipe's own name) is no ingredient. Null when the paste is no such export.
 */
/** A string field of a JSON export by its name ('"strMeasure3": "1 oz"'), its value captured; null when it is null or absent. */
const jsonField = (json: string, key: string): string | null => {
  const found = new RegExp(String.raw`"${key}"\s*:\s*"((?:[^"\\]|\\.){0,400})"`).exec(json);
  if (!found) return null;
  try {
    return (JSON.parse(`"${found[1]!}"`) as string).trim();
  } catch {
    return found[1]!.trim();
  }
};
/**
 * A cocktail database's export, its ingredients and measures in numbered fields ('"strIngredient1": "Tequila",
 * "strMeasure1": "1 1/2 oz "', up to 15; TheCocktailDB's): each numbered pair a line, the measure first; the drink's
 * name, its glass and its instructions no ingredient.
 */
function cocktailDbLines(json: string): { lines: string[]; notRecipe: string[] } | null {
  if (!/"strIngredient1"\s*:/.test(json)) return null;
  const out: string[] = [];
  for (let n = 1; n <= 15; n++) {
    const name = jsonField(json, `strIngredient${n}`);
    if (!name) continue;
    out.push(`${jsonField(json, `strMeasure${n}`) ?? ''} ${name}`.replace(/\s+/g, ' ').trim());
  }
  const notRecipe = ['strDrink', 'strGlass', 'strInstructions'].flatMap((key) => jsonField(json, key) ?? []);
  return out.length ? { lines: out, notRecipe } : null;
}

function jsonAsLines(lines: readonly string[]): { lines: string[]; notRecipe: string[] } | null {
  // (An amount given as an object, '"amount": {"value": 30, "unit": "ml"}', is its value and unit.)
  const joined = lines
    .join('\n')
    .replace(/"(amount|quantity|qty|measure)"\s*:\s*\{([^{}]{0,200})\}/gi, (_w: string, key: string, body: string) => {
      const value = /"(?:value|amount|qty|quantity|number)"\s*:\s*"?(\d{1,5}(?:\.\d{1,3})?)/i.exec(body)?.[1] ?? '';
      const unit = /"(?:unit|units|uom)"\s*:\s*"([^"\n]{0,20})"/i.exec(body)?.[1] ?? '';
      return `"${key}": "${value} ${unit}"`;
    });
  const numbered = cocktailDbLines(joined);
  if (numbered) return numbered;
  if (!JSON_AMOUNT.test(joined) || !JSON_NAME.test(joined)) return null;
  // (Lines of the paste outside the export, '25 ml sweet vermouth' under it, are lines as written.)
  const out: string[] = lines.filter((l) => l.trim() && !/[{}[\]"]/.test(l));
  const notRecipe: string[] = [];
  // (Objects with no object inside: an ingredient's; the recipe's own, around them, holds its list.)
  for (const object of joined.matchAll(/\{([^{}]{0,600})\}/g)) {
    const body = object[1]!;
    const name = JSON_NAME.exec(body)?.[1];
    if (!name) continue;
    const amount = JSON_AMOUNT.exec(body);
    // (A component that is no product, the gas a can is charged with, '{"name":"CO2","qty":3.2,"uom":"g/L"}': no line.)
    if (NOT_STOCK_LINES.some((p) => p.test(fold(name).trim()))) {
      notRecipe.push(name);
      continue;
    }
    out.push(`${amount ? (amount[1] ?? amount[2]) : ''} ${JSON_UNIT.exec(body)?.[1] ?? ''} ${name}`.replace(/\s+/g, ' ').trim());
  }
  return out.length ? { lines: out, notRecipe } : null;
}

/**
 * A sheet with the drink on its row and a product with its unit in each column ('Drink;White rum (cl);Lime juice
 * (cl);Mint (leaves)' over 'Mojito Playa;4,5;2,5;8'): each filled cell a line ('4.5 cl White rum'), the header and the
 * drink's name no ingredient. Only one drink's row: a sheet of several is not one recipe.
 */
function wideTableAsLines(lines: readonly string[], at: number, delimiter: string): { lines: string[]; notRecipe: string[] } | null {
  const header = cellsOf(rowOf(lines[at]!), delimiter).map((c) => c.trim());
  if (header.length < 3) return null;
  const units = header.map((h) => /\(\s*([\p{L}.]+)\s*\)\s*$/u.exec(h)?.[1]);
  if (units.filter((u) => u !== undefined).length < 2) return null;
  const rows = lines.slice(at + 1).filter((l) => l.trim());
  if (rows.length !== 1) return null;
  const cells = cellsOf(rowOf(rows[0]!), delimiter).map((c) => c.trim());
  // (The first column is the drink's name only when its header has no unit and its cell is no number: 'Gin (ml);Campari
  // (ml)' over '30;30' is all products.)
  const named = units[0] === undefined && !/^\d/.test(cells[0] ?? '') ? 1 : 0;
  if (cells.length !== header.length || !cells.slice(named).every((c) => c === '' || /^\d+(?:[.,]\d+)?$/.test(c))) return null;
  const out = cells.flatMap((c, i) => (i >= named && c && Number(c.replace(',', '.')) > 0 ? [`${c.replace(',', '.')} ${units[i] ?? ''} ${header[i]!.replace(/\s*\([^()]*\)\s*$/, '')}`.replace(/\s+/g, ' ')] : []));
  return out.length ? { lines: out, notRecipe: [lines[at]!.trim(), ...(named ? [cells[0]!] : [])] } : null;
}

/**
 * A sheet with the drink on its row and its products in the columns a merged 'Ingredients (cl)' header spans, each
 * product's cell followed by its amount's ('Venue | Drink | Ingredients (cl) | | | | Top | Garnish | Price' over '... |
 * Campari | 3 | Punt e Mes | 3 | Soda water | Orange slice | 145'): each product with its amount a line, the 'Top' and
 * 'Garnish' cells lines of their own, the header and the other cells (venue, name, price) no ingredient. Only one
 * drink's row.
 */
function spannedTableAsLines(lines: readonly string[], at: number, delimiter: string): { lines: string[]; notRecipe: string[] } | null {
  const header = cellsOf(rowOf(lines[at]!), delimiter).map((c) => fold(c).trim());
  const from = header.findIndex((h, i) => /^ingredients?\b/.test(h) && header[i + 1] === '');
  if (from < 0) return null;
  let to = from + 1;
  while (to < header.length && header[to] === '') to++;
  const rows = lines.slice(at + 1).filter((l) => /[\p{L}\d]/u.test(l));
  if (rows.length !== 1) return null;
  const cells = cellsOf(rowOf(rows[0]!), delimiter);
  const unit = /\(\s*([a-z.]+)\s*\)$/.exec(header[from]!)?.[1] ?? '';
  const out: string[] = [];
  const notRecipe = [lines[at]!.trim()];
  for (let i = from; i < to; i += 2) {
    const [name, amount] = [cells[i]?.trim() ?? '', cells[i + 1]?.trim() ?? ''];
    if (!name) continue;
    if (!/^\d+(?:[.,]\d+)?$/.test(amount)) return null;
    out.push(`${amount.replace(',', '.')} ${unit} ${name}`.replace(/\s+/g, ' '));
  }
  header.forEach((h, i) => {
    const cell = cells[i]?.trim() ?? '';
    if (i >= from && i < to) return;
    if (cell && /^(?:top|top up|topped with|filler|lengthener)$/.test(h)) out.push(`top with ${cell}`);
    else if (cell && /^garnish(?:es)?$/.test(h)) out.push(`${cell}, for garnish`);
    else if (cell) notRecipe.push(cell);
  });
  return out.length ? { lines: out, notRecipe } : null;
}

/**
 * A row's cells placed under the header's columns: a row short of cells whose name column holds no name lost its blank
 * leading cells (a merged cell, the paste trimmed), so its cells are the header's last ones.
 */
function alignedCells(cells: string[], columns: number, name: number): string[] {
  if (cells.length >= columns || /\p{L}/u.test(cells[name] ?? '')) return cells;
  return [...Array<string>(columns - cells.length).fill(''), ...cells];
}

function tableAsLines(lines: readonly string[], recipeName = ''): { lines: string[]; notRecipe: string[]; otherDrinks?: string[] } | null {
  for (const [at, line] of lines.slice(0, 6).entries()) {
    // (Columns lined up with spaces, 'Ingredient   oz   ml', are a table too: two spaces or more part the cells.)
    for (const delimiter of ['\t', ';', ',', '|', GAP]) {
      // ('Spec #' is a code's column, not a measure's.)
      const header = cellsOf(rowOf(line), delimiter).map((c) => fold(c).replace(/#/g, ' no ').replace(/[^a-z0-9()/ .]+/g, ' ').replace(/\s+/g, ' ').trim());
      if (header.length < 2) continue;
      const wide = wideTableAsLines(lines, at, delimiter) ?? spannedTableAsLines(lines, at, delimiter);
      if (wide) return wide;
      const roles = header.map((h) => COLUMN_ROLES.find(([pattern]) => pattern.test(h))?.[1] ?? 'other');
      // (A costing table under the recipe, 'Item | Pour | Cost/pour' over 'Hendrick's 50 ml | 50 | €1.74', says again what
      // the lines above it measure, with what each costs: the lines above are the recipe, the table's rows none of it.)
      const above = lines.slice(0, at).filter((l) => l.trim());
      if (header.some((h) => /\b(?:cost|costs|price|gp|margin)\b/.test(h)) && above.filter((l) => MEASURED.test(l) && !l.includes(delimiter)).length >= 2) {
        const after = lines.slice(at + 1).filter((l) => l.trim());
        const own = (l: string) => cellsOf(rowOf(l), delimiter).length < 2 && LINE_AFTER_SHEET.test(l);
        // (And the table's own heading just above it, 'COSTING (MS Wachau, Nov)'.)
        const heading = !MEASURED.test(above.at(-1)!) && /^(?:costing|costs?|pricing|prices?|margins?|gp)\b/i.test(above.at(-1)!.trim()) ? 1 : 0;
        return { lines: [...above.slice(0, above.length - heading), ...after.filter(own)], notRecipe: [...above.slice(above.length - heading), lines[at]!.trim(), ...after.filter((l) => !own(l)).map((l) => l.trim())] };
      }
      // (A 'Spec' column whose cells hold the whole list, 'gin 45ml; lemon juice 30ml; ...', is the list, not a measure:
      // every row's cell there names two measured things or more.)
      // (A Markdown table's rule under its header, '|---|---|', is no row.)
      const rows = lines.slice(at + 1).filter((l) => l.trim() && !MARKDOWN_RULE.test(l)).map((l) => cellsOf(rowOf(l), delimiter));
      roles.forEach((role, i) => {
        if (role === 'qty' && rows.length > 0 && rows.every((cells) => measuredThings(cells[i] ?? '') >= 2)) roles[i] = 'list';
      });
      // (So is any column of a till's export whose filled cells each hold such a list, 'Components' beside 'Item' and
      // 'Modifier': a modifier's row, '+ DOUBLE UP (extra 25ml vodka)', leaves that cell empty and is no ingredient.)
      if (!roles.includes('list') && !roles.includes('qty')) {
        const filled = (i: number) => rows.map((cells) => (cells[i] ?? '').trim()).filter(Boolean);
        const listAt = header.findIndex((_h, i) => filled(i).length > 0 && filled(i).every((cell) => measuredThings(cell) >= 2));
        if (listAt >= 0) roles[listAt] = 'list';
      }
      const listed = listColumns(lines, at, delimiter, roles, header);
      if (listed) return listed;
      // (A drink's name beside its ingredients, 'Name | Ingredients | Amounts': the ingredients.)
      const ingredientsColumn = header.findIndex((h) => /^(?:ingredients?|zutaten|ingredientes|ingredienti|ingredients list)$/.test(h));
      const name = ingredientsColumn >= 0 ? ingredientsColumn : roles.indexOf('name');
      // (Ounces beside millilitres, 'Ingredient  oz  ml': the millilitres.)
      const measures = roles.flatMap((r, i) => (r === 'qty' ? [i] : []));
      const qty = measures.find((i) => /\bml\b/.test(header[i]!)) ?? measures[0] ?? -1;
      if (name < 0 || qty < 0) continue;
      const unitColumn = roles.indexOf('unit');
      // (A table of two ingredients a row, 'Garden Collins | Spec (ml) | Ingredient | Spec (ml)': each measure column's
      // cell is the amount of the cell before it, the first header cell the drink's name.)
      const paired = unitColumn < 0 && measures.length >= 2 && measures.every((i, k) => i >= 1 && roles[i - 1] !== 'qty' && (k === 0 || i - measures[k - 1]! >= 2));
      if (paired) {
        const out: string[] = [];
        const notRecipe = [...lines.slice(0, at + 1).map((l) => l.trim()).filter(Boolean)];
        for (const row of lines.slice(at + 1)) {
          if (!row.trim()) continue;
          const cells = cellsOf(rowOf(row), delimiter);
          const pairs = measures.flatMap((i) => {
            const thing = (cells[i - 1] ?? '').trim();
            const amount = (cells[i] ?? '').trim().replace(/(\d),(\d)/g, '$1.$2');
            if (!/\p{L}/u.test(thing)) return [];
            const unitOfColumn = /\(\s*([a-z.]+)\s*\)/.exec(header[i]!)?.[1] ?? (/^(?:ml|cl|oz)$/.test(header[i]!) ? header[i] : '');
            const counted = COUNTED_IN_A_TABLE.test(thing);
            return [`${amount} ${/^[\d.,/ ]+$/.test(amount) && !counted ? unitOfColumn : ''} ${thing}`.replace(/\s+/g, ' ').trim()];
          });
          if (pairs.length === 0) notRecipe.push(row.trim());
          out.push(...pairs);
        }
        if (out.length) return { lines: out, notRecipe };
      }
      const unitInHeader = /\(\s*([a-z.]+)\s*\)/.exec(header[qty]!)?.[1] ?? (/^(?:ml|cl|oz)$/.test(header[qty]!) ? header[qty] : undefined);
      // (A supplier's order or delivery note, its rows with a bar code and counted in bottles or cases ('Pos.<tab>Artikel
      // <tab>Menge<tab>Einheit<tab>EAN' over '1<tab>Aperol 0,7 l<tab>24<tab>Fl.<tab>4260...'), lists what is delivered,
      // no recipe: its rows are no ingredient.)
      const delivery = header.some((h) => ORDER_CODE_COLUMN.test(h)) && roles.includes('unit') && rows.filter((cells) => cells.length >= header.length - 1).every((cells) => DELIVERY_UNIT.test((cells[roles.indexOf('unit')] ?? '').trim()));
      const out: string[] = [];
      const notRecipe = [...lines.slice(0, at + 1).map((l) => l.trim()).filter(Boolean)];
      // A sheet of several drinks ('Drink' column: 'Mai Tai' on its first row, blank on the rest, then 'Daiquiri'): the
      // recipe is the drink named as the recipe is, else the first; another drink's rows are listed as written for the
      // manager, never added to this one's.
      const drinkColumn = roles.indexOf('drink');
      const own = fold(recipeName).trim();
      const drinksNamed = drinkColumn < 0 ? [] : lines.slice(at + 1).map((l) => alignedCells(cellsOf(rowOf(l), delimiter), header.length, name)[drinkColumn]?.trim() ?? '').filter(Boolean);
      const recipeDrink = drinksNamed.find((d) => own && fold(d).trim() === own) ?? drinksNamed[0];
      let drink = '';
      const otherDrinks: string[] = [];
      for (const row of lines.slice(at + 1)) {
        if (!row.trim()) continue;
        // (A row whose blank first cells the paste lost, a merged 'Drink' cell's '<tab>lime juice<tab>1<tab>oz' trimmed to
        // 'lime juice<tab>1<tab>oz', is read by its columns from the right.)
        const cells = alignedCells(cellsOf(rowOf(row), delimiter), header.length, name);
        if (drinkColumn >= 0 && cells[drinkColumn]?.trim()) drink = cells[drinkColumn]!.trim();
        if (recipeDrink !== undefined && drink && drink !== recipeDrink) {
          const written = cells.map((c) => c.trim()).filter(Boolean);
          otherDrinks.push(`${drink}: ${(written[0] === drink ? written.slice(1) : written).join(' ')}`);
          continue;
        }
        // (A product's bottle size after its name, 'Fresh Lemon Juice 1L', 'Fever-Tree Soda Water 200ml', is the bottle's.)
        // (A cost card's 'Garnish' row is the garnish its spec cell names: 'Garnish | Orange peel (expressed) | 1 | pc'.)
        const named = /^\s*garnish(?:es)?\s*$/i.test(cells[name] ?? '') ? cells.find((c, i) => i !== name && i !== qty && i !== unitColumn && /\p{L}{3}/u.test(c) && !/\d/.test(c)) : undefined;
        const thing = (named ? `${named.trim()}, for garnish` : (cells[name] ?? '')).replace(/\s+(?:\d+\s*x\s*)?\d+(?:[.,]\d+)?\s*(?:ml|cl|l|ltr|litre|liter|oz)\.?$/i, '');
        // (A line with no cell of the sheet's is a line of its own, under a table lined up with spaces ('Garnish: a
        // cherry x1') or pasted after a sheet's rows ('2 dashes Angostura bitters' under 'Drink<tab>Ingredient<tab>...').)
        if (cellsOf(rowOf(row), delimiter).length < 2 && (delimiter === GAP || LINE_AFTER_SHEET.test(row))) {
          out.push(row.trim());
          continue;
        }
        // (Under a delivery note, a line that is no row of it, 'Per glass: 60 ml Aperol, 90 ml prosecco', is the recipe's.)
        if (delivery && cellsOf(rowOf(row), delimiter).length < header.length - 1) {
          out.push(row.trim());
          continue;
        }
        if (cells.length < 2 || delivery || !/\p{L}/u.test(thing) || TOTAL_ROW.test(fold(thing))) {
          notRecipe.push(row.trim());
          continue;
        }
        // (A row whose ingredients and amounts are two lists of the same length, 'Gin, Lemon juice | 40, 15': each pair.)
        const things = (cells[name] ?? '').split(/\s*[,;]\s*/).filter(Boolean);
        const amounts = (cells[qty] ?? '').split(/\s*[,;]\s*|\s*\/\s*/).filter(Boolean);
        if (delimiter !== ',' && delimiter !== ';' && things.length >= 2 && things.length === amounts.length) {
          things.forEach((t, k) => out.push(`${amounts[k]} ${/^[\d.,/ ]+$/.test(amounts[k]!) ? (unitInHeader ?? '') : ''} ${t}`.replace(/\s+/g, ' ').trim()));
          continue;
        }
        // (A measure cell with a note beside its measure, 'Buffalo Trace 50ml, Maker's 46 also fine': the measure.)
        const said = cells[qty] ?? '';
        const measure = /\p{L}{3}/u.test(said) ? /\d+(?:[.,]\d+)?\s*(?:ml|cl|oz|l)\b/i.exec(said)?.[0] : undefined;
        const amount = (measure ?? said).replace(delimiter === ',' ? /$^/ : /(\d),(\d)/g, '$1.$2');
        // (A header's unit is for the poured things: 'Orange peel, 1' under 'Amount (ml)' is one peel.)
        const counted = COUNTED_IN_A_TABLE.test(thing);
        const unit = unitColumn >= 0 ? (cells[unitColumn] ?? '').replace(/^(?:stk|st|stck|ea|each|pc|pcs|piece|pieces|x|u|ud|uds)\.?$/i, '') : /^[\d.,/ ]+$/.test(amount) && !counted ? (unitInHeader ?? '') : '';
        out.push(`${amount} ${unit} ${thing}`.replace(/\s+/g, ' ').trim());
      }
      return out.length || delivery ? { lines: out, notRecipe, ...(otherDrinks.length ? { otherDrinks } : {}) } : null;
    }
  }
  return null;
}

/** What a glass is rinsed or rimmed with, said in a method ('rinse ... with absinthe', 'rim ... with salt and chile', 'escarchar ... con sal'). Folded. */
const RINSE_OR_RIM = /\b(?:rinse[ds]?|rinsing|coat(?:ed)?|rim(?:med)?|escarchar|escarche|escarcha|givrer|givrez|crust(?:ed)?|bordare|borda(?:r)?)\b[^.;]{0,40}?\b(?:with|con|avec|mit|com|di)\s+(?:a (?:dash|splash|little|drop) of\s+|un poco de\s+|(?:some|the|el|la|le|les|del|de la|du)\s+)?([a-z][a-z' -]{1,40}?)(?=\s*(?:[.,;]|$|\bthen\b|\bbefore\b|\band (?:stir|shake|strain|add|pour|fill)\b))/;
const RIM_OF = /\b(sugar(?:ed)?|salt(?:ed)?|tajin|chile|chili)\s+rim\b/;
function rinsedOrRimmed(folded: string): string[] {
  const found: string[] = [];
  const m = RINSE_OR_RIM.exec(folded);
  if (m) found.push(...m[1]!.split(THINGS_PARTED).map((t) => t.trim()).filter((t) => t.length >= 3 && !/^(?:ice|water|the glass|a glass|glass)$/.test(t)));
  const rim = RIM_OF.exec(folded);
  if (rim) found.push(rim[1]!.replace(/ed$/, ''));
  return found;
}

