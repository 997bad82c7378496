import type { Unit } from '@bar/domain';
import { ownWords } from './own';

/**
 * How recipes write amounts. Units map onto the bar's units (domain `UNITS`); a few bar measures that the domain
 * does not count in (part, shot, cup) are turned into millilitres here.
 */

/** Unit words (folded, singular) to the bar's unit, or to millilitres for measures the bar does not keep. */
export const UNIT_WORDS: Record<string, { unit: Unit; factor?: number } | { ml: number; label: string }> = ownWords({
  ml: { unit: 'ml' }, cc: { unit: 'ml' }, millilitre: { unit: 'ml' }, milliliter: { unit: 'ml' }, mls: { unit: 'ml' }, mil: { unit: 'ml' }, mils: { unit: 'ml' }, mills: { unit: 'ml' },
  cl: { unit: 'cl' }, centilitre: { unit: 'cl' }, centiliter: { unit: 'cl' },
  // Greek's centilitres ('2 κλ', '4 εκ.', 'εκατοστά'; folded to Latin letters).
  kl: { unit: 'cl' }, ek: { unit: 'cl' }, ekatosta: { unit: 'cl' },
  l: { unit: 'l' }, litre: { unit: 'l' }, liter: { unit: 'l' },
  dl: { unit: 'ml', factor: 100 }, decilitre: { unit: 'ml', factor: 100 }, deciliter: { unit: 'ml', factor: 100 },
  magnum: { ml: 1500, label: 'magnum' },
  oz: { unit: 'oz' }, ounce: { unit: 'oz' }, onza: { unit: 'oz' }, oncia: { unit: 'oz' }, unze: { unit: 'oz' }, onca: { unit: 'oz' }, 'fl oz': { unit: 'oz' }, 'fluid ounce': { unit: 'oz' }, 'fl. oz': { unit: 'oz' },
  tsp: { unit: 'tsp' }, teaspoon: { unit: 'tsp' },
  tbsp: { unit: 'tbsp' }, tablespoon: { unit: 'tbsp' }, tbs: { unit: 'tbsp' }, tbl: { unit: 'tbsp' },
  // Swedish, Danish and Norwegian spoons ('1 msk', '2 tsk', 'spsk'; not 'ss', a bartender's sugar syrup).
  msk: { unit: 'tbsp' }, matsked: { unit: 'tbsp' }, spsk: { unit: 'tbsp' }, spiseskefuld: { unit: 'tbsp' }, tsk: { unit: 'tsp' }, tesked: { unit: 'tsp' },
  // An old bar manual's spoonfuls and wineglass ('½ table-spoonful', '1 wine-glass of gin': two ounces).
  tablespoonful: { unit: 'tbsp' }, 'table-spoonful': { unit: 'tbsp' }, teaspoonful: { unit: 'tsp' }, 'tea-spoonful': { unit: 'tsp' }, barspoonful: { unit: 'barspoon' }, 'bar-spoonful': { unit: 'barspoon' },
  // A squeeze of a juice is a few millilitres.
  squeeze: { ml: 5, label: 'squeeze' }, squeez: { ml: 5, label: 'squeeze' },
  wineglass: { ml: 60, label: 'wineglass' }, 'wine-glass': { ml: 60, label: 'wineglass' },
  // An old bar book's gill: four US fluid ounces.
  gill: { ml: 118, label: 'gill' },
  // An Austrian Achterl of wine: an eighth of a litre.
  achterl: { ml: 125, label: 'achterl' },
  barspoon: { unit: 'barspoon' }, 'bar spoon': { unit: 'barspoon' }, 'bar-spoon': { unit: 'barspoon' }, bsp: { unit: 'barspoon' },
  dash: { unit: 'dash' }, dashe: { unit: 'dash' },
  drop: { unit: 'drop' },
  splash: { unit: 'splash' }, spritz: { unit: 'splash' }, glug: { unit: 'splash' },
  wedge: { unit: 'wedge' },
  slice: { unit: 'slice' }, wheel: { unit: 'slice' }, 'half wheel': { unit: 'slice' }, 'half-wheel': { unit: 'slice' },
  leaf: { unit: 'leaf' }, leaves: { unit: 'leaf' },
  sprig: { unit: 'sprig' }, bunch: { unit: 'sprig' }, handful: { unit: 'leaf', factor: 8 },
  piece: { unit: 'piece' }, pc: { unit: 'piece' }, pcs: { unit: 'piece' }, twist: { unit: 'piece' }, peel: { unit: 'piece' }, strip: { unit: 'piece' }, zest: { unit: 'piece' }, ribbon: { unit: 'piece' },
  cube: { unit: 'piece' },
  bottle: { unit: 'bottle' }, can: { unit: 'can' },
  g: { unit: 'g' }, gram: { unit: 'g' }, gramme: { unit: 'g' }, pinch: { unit: 'g', factor: 0.5 },
  part: { ml: 30, label: 'part' },
  shot: { ml: 30, label: 'shot' },
  // A 'dose' as Brazil and Portugal pour it ('2 doses de cachaça'): 50 ml.
  dose: { ml: 50, label: 'dose' },
  jigger: { ml: 45, label: 'jigger' },
  // Mexico's shot glass ('1 caballito de tequila'), poured as a jigger: 45 ml (ADR 63).
  caballito: { ml: 45, label: 'caballito' },
  pony: { ml: 30, label: 'pony' },
  cup: { ml: 240, label: 'cup' },
  pint: { ml: 470, label: 'pint' },
  // Australia's beer glasses ('1 schooner of lager', 'a middy'): 425 ml and 285 ml.
  schooner: { ml: 425, label: 'schooner' },
  middy: { ml: 285, label: 'middy' },
  // A cask of real ale: a firkin is 72 imperial pints.
  firkin: { ml: 40900, label: 'firkin' },
  quart: { ml: 946, label: 'quart' },
  qt: { ml: 946, label: 'quart' },
  gallon: { ml: 3785, label: 'gallon' },
  // (A US deck party's '2 gal dark rum'.)
  gal: { ml: 3785, label: 'gallon' },
  glass: { ml: 150, label: 'glass' },
  // A finger of spirit in the glass, as a bar pours it by eye.
  finger: { ml: 30, label: 'finger' },
});

/** Unicode vulgar fractions. */
export const VULGAR_FRACTIONS: Record<string, number> = ownWords({
  '¼': 1 / 4, '½': 1 / 2, '¾': 3 / 4, '⅐': 1 / 7, '⅑': 1 / 9, '⅒': 1 / 10, '⅓': 1 / 3, '⅔': 2 / 3, '⅕': 1 / 5, '⅖': 2 / 5,
  '⅗': 3 / 5, '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
});

/** Amounts written as words. */
export const NUMBER_WORDS: Record<string, number> = ownWords({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, 'twenty-five': 25, 'twenty five': 25, thirty: 30, forty: 40,
  'forty-five': 45, 'forty five': 45, fifty: 50, sixty: 60, seventy: 70, 'seventy-five': 75, eighty: 80, ninety: 90, 'a hundred': 100, 'one hundred': 100, half: 0.5, quarter: 0.25, 'three quarters': 0.75, 'three-quarters': 0.75, 'three quarter': 0.75, 'three-quarter': 0.75,
  'one and three quarters': 1.75, 'one and three-quarters': 1.75, 'one and three quarter': 1.75, 'one and three-quarter': 1.75, 'one and a quarter': 1.25, 'a half': 0.5, 'one half': 0.5,
  'a quarter': 0.25, 'one and a half': 1.5, 'one and one half': 1.5, 'two and a half': 2.5, 'a couple of': 2, 'a couple': 2, couple: 2,
  'a few': 3, few: 3, several: 3, 'a single': 1, single: 1, double: 2, 'a double': 2,
});

/**
 * Amounts for 'top with', 'fill with' and lines without any amount, by what the line says. Millilitres unless
 * a unit is given.
 */
export const DEFAULT_AMOUNTS = {
  topUp: 60,
  fill: 100,
  /** Wedges or slices cut from one lime, lemon or orange. */
  piecesPerFruit: 8,
  /** Leaves on a sprig of mint. */
  leavesPerSprig: 5,
  /** An unmeasured spirit or juice line ('gin'). */
  unmeasuredMl: 30,
};

/**
 * Counted things that are poured as liquid: one egg white is about 30 ml, the juice of a lime about 30 ml, a sugar
 * cube does the work of 5 ml of syrup. Matched on the recipe's words first, then on the item's.
 */
export const LIQUID_PER_PIECE: Array<{ words: string[]; ml: number }> = [
  { words: ['egg', 'white'], ml: 30 },
  { words: ['egg', 'yolk'], ml: 20 },
  { words: ['egg'], ml: 50 },
  { words: ['lime', 'juice'], ml: 30 },
  { words: ['lemon', 'juice'], ml: 45 },
  { words: ['orange', 'juice'], ml: 80 },
  { words: ['grapefruit', 'juice'], ml: 120 },
  { words: ['espresso'], ml: 30 },
  { words: ['sugar', 'syrup'], ml: 5 },
  { words: ['sugar', 'cube'], ml: 5 },
  { words: ['sugar'], ml: 5 },
];

/** Words that describe an ingredient without naming it; dropped before matching ('freshly squeezed lime juice'). */
export const DESCRIPTOR_WORDS = new Set([
  // (Appellations and grades of a wine: 'Prosecco DOC', 'Prosecco Superiore DOCG'.)
  'doc', 'docg', 'aoc', 'superiore',
  // (And in Italian, of a wine and a garnish: 'vino bianco fermo' is a still white wine, 'oliva grande' a big olive.)
  'fermo', 'ferma', 'grande', 'grandi', 'treviso', 'valdobbiadene', 'conegliano', 'denocciolate', 'denocciolata', 'pitted',
  'fresh', 'freshly', 'squeezed', 'chilled', 'flaky', 'cold', 'ice-cold', 'good', 'quality', 'premium', 'homemade', 'home-made', 'house', 'made', 'your', 'favorite',
  // (The house's own in German, the Nordic languages and French: 'VODKA HAUS', 'husets gin', 'sirop maison'.)
  'haus', 'hus', 'husets', 'maison',
  'favourite', 'preferred', 'some', 'of', 'the', 'a', 'an', 'about', 'approx', 'approximately', 'roughly', 'around', 'generous', 'scant', 'heaping',
  'heaped', 'level', 'large', 'small', 'big', 'medium', 'optional', 'to', 'taste', 'for', 'garnish', 'garnished', 'serve', 'serving', 'top', 'topped',
  'up', 'fill', 'filled', 'float', 'rinse', 'chilled', 'cubed', 'cut', 'into', 'and', 'plus', 'more', 'extra', 'each', 'quality', 'brand', 'such', 'as',
  'e', 'g', 'eg', 'like', 'freshly-squeezed', 'fresh-squeezed', 'pressed', 'strained', 'fine', 'finely', 'grated', 'good-quality', 'decent', 'any',
  'other', 'pulled', 'brewed', 'dried', 'hot', 'warm', 'iced', 'freshly-brewed', 'whole', 'real', 'pure', 'natural', 'organic', 'cocktail', 'bar', 'with', 'in', 'on', 'at', 'it', 'drink',
  // How cold or good a thing is said to be: 'very cold soda water', 'really fresh lime', 'well-chilled prosecco'.
  'very', 'really', 'well', 'well-chilled', 'extremely', 'super', 'nicely', 'properly', 'freezing',
  // A menu card's praise of it: 'fiery ginger beer', 'zesty lime', 'crisp prosecco'.
  'fiery', 'zesty', 'crisp', 'punchy', 'lovely', 'gorgeous',
  // Bottlings of a spirit, not another spirit: 'cask-proof bourbon', 'bottled-in-bond rye', 'small batch'.
  'cask', 'proof', 'bonded', 'bottled', 'bond', 'batch', 'barrel', 'high', 'craft', 'artisanal', 'quality', 'top-shelf', 'shelf',
  // How dry a sparkling wine is: 'champagne brut', 'extra brut cava'.
  'brut',
]);

/** Lines that are not ingredients of the bar's stock: ice, water for dilution, tools and glassware. */
/** Water, however it is poured ('hot water', 'a splash of cold water' is not; 'filtered water'): no product of the stock. */
export const PLAIN_WATER = /^(?:(?:a|some)\s+)?(?:(?:cold|still|hot|filtered|boiling|warm|chilled|tap|mineral|spring|iced)\s+)*water$/;

export const NOT_STOCK_LINES = [
  // Ice in Swedish, Danish and Norwegian, alone on its line ('is', 'krossad is', 'isbitar', 'is efter behov').
  /^(?:(?:krossad|krossat|knust|knuste|crushed|mycket|masser af|masse|rikelig med|rigeligt med|mye|gott om) )?(?:is|isbitar|isbiter|isterninger)(?: (?:efter behov|etter behov|efter smag))?$/,
  /^(crushed |cubed |cracked |block |large |big |clear )?ice( cubes?| block)?( (picado|picada|pilee|tritato|triturado|moido|crushed|en cubos|en cubitos|a cubetti|em cubos))?$/,
  // Ice however much, and what it is for: 'ice to the top', 'plenty of ice', 'crushed ice, as needed', 'Ice for stirring'.
  /^(?:(?:plenty of|lots of|a lot of|a handful of|a scoop of|a glass of|fresh|more|enough|veel|genoeg|mucho|mucha|beaucoup de|viel|reichlich|molto|tanto|bastante|muito) )?(?:(?:crushed|cubed|cracked|block|large|big|clear|shaved) )?ice(?: cubes?| block)?(?: (?:picado|picada|pilee|tritato|triturado|moido|crushed|en cubos|en cubitos|a cubetti|em cubos))?(?:,? (?:to the top|to the brim|to fill|as needed|as required|for serving|for shaking|for stirring|for the shaker|for the mixing glass|to stir|to shake|to serve|to taste|optional))*$/,
  // A note of what a part is ('(1 part = 30 ml)', '1 part = 25ml'): read for the parts, not an ingredient.
  /^\(?\s*(1|one|a) part\s*(=|is|equals)\s*[\d.,]+\s*(ml|cl|oz)\s*\)?$/,
  PLAIN_WATER,
  // Ice with what kind said after a dash, a colon or a comma, in the languages ('Ice – cubed', 'Ice - large block',
  // 'Hielo – en cubos', 'Eis - gecrusht'): no product.
  /^(?:ice|hielo|glace|eis|ghiaccio|gelo)\s*[-\u2013\u2014:,]\s*[a-z][a-z ]{0,30}$/,
  // Ice with how much said first, as a sheet's row is read amount first ('Gelo | a gosto' as 'to taste ice', 'as needed
  // ice'), and a frosted rim that names nothing on it ('borde escarchado', 'borda crustada'): no product.
  /^(?:to taste|as needed|as required|plenty of|lots of)\s+(?:(?:crushed|cubed) )?ice(?: cubes?)?$/,
  /^(?:(?:el|con|com|a|o) )?(?:borde|borda) (?:escarchad[oa]|crustad[oa]|decorad[oa]|glaseado)$/,
  // Ice in Afrikaans ('Ys', 'gebreekte ys', 'ysblokkies').
  /^(?:(?:gebreekte|fyn|baie|genoeg|volop) )?(?:ys|ysblokkies|ysblokkie)$/,
  // A juiced fruit's shell, floated or set alight in a tiki drink ('passion fruit shell', 'a spent lime shell'): what is
  // left of a fruit, no product to stock.
  /^(?:(?:a|an|one|1|half a|spent|empty|juiced|hollowed|hollowed-out)\s+){0,2}(?:lime|lemon|passion ?fruit|orange|grapefruit)\s+(?:shells?|husks?|halves)(?:\s+(?:to garnish|for garnish|as garnish|on top|floated|to float|set alight|flamed))?$/,
  // Ice in the other languages, however it is cut ('Glace pilée', 'cubetti di ghiaccio', 'Eiswürfel', 'gelo picado').
  /^(?:(?:des |de la |du |de |el |il |lo |o )?(?:glace|glacons|hielo|ghiaccio|eis|eiswurfel|eiswuerfel|crushed eis|gelo|(?:cubitos|cubos|cubetti|pedras|glacons) d[ei] (?:hielo|ghiaccio|gelo|glace|ice)))(?: (?:pilee|pillee|concassee|en cubes|picado|picada|tritato|a cubetti|en cubos|crushed|triturado|moido|pile|gestossen))?$/,
  // Ice with a word of how much ('Cubed ice, lots of it'), in Polish and Dutch ('Lód w kostkach', 'ijsblokjes'), and a
  // glass with its ice ('Rocks glass, block ice').
  /^(?:(?:crushed|cubed|cracked|block|large|big|clear|shaved) )?ice(?: cubes?)?\s*,\s*(?:lots|plenty|loads|heaps|a lot|tons|as much as you like)(?: of it| of them)?$/,
  /^(?:lod|lodu|kostki lodu|lod w kostkach|lod kruszony|kruszony lod|ijs|ijsblokjes|ijsklontjes|gemalen ijs|crushed ijs)$/,
  // ... and in the ten more languages' cards ('Drcený led', 'Jégkocka', 'Đá viên', 'Es batu', 'Лёд' read as 'led', 'Jääpaloja',
  // 'Cuburi de gheață', 'Παγάκια' read as 'pagakia', 'Isterninger').
  /^(?:led|ledu|drceny led|kostky ledu|jeg|jegkocka|jegkockak|jegkockakkal|zuzott jeg|da|da vien|da bao|nuoc da|es|es batu|es serut|kolotyy led|lda|kubiki lda|kubiki|jaita|jaata|jaapaloja|murskattua jaata|murskajaa|gheata|gheata pisata|cuburi de gheata|pagos|pagakia|thrymmatismenos pagos|isbiter|isterninger|knust is)(?: (?:secukupnya|sesuai selera|tuy thich|podle potreby|tarpeen mukaan))?$/,
  // A glass full of ice, in Italian and Spanish ('bicchiere da vino pieno di ghiaccio', 'vaso lleno de hielo').
  // (Read with the glass and the ice in English already: 'glass vino pieno di ice'.)
  /^(?:(?:un|una|il|lo|la|el|a) )?(?:bicchiere|tumbler|calice|coppa|highball|vaso|copa|verre|glass)(?: (?:da )?(?:vino|wine|vin))? (?:pieno|piena|colmo|colma|lleno|llena|rempli|remplie) (?:di|de|d) (?:ghiaccio|hielo|glace|glacons|ice)$/,
  /^(?:(?:chilled|frozen|cold) )?(?:rocks|highball|coupe|collins|martini|wine|copper|nick (?:and|&) nora|old[- ]fashioned|balloon|tumbler|hurricane|tiki|double rocks)(?: glass| mug| cup)?\s*[,/|]\s*(?:(?:block|cubed|crushed|big|large|clear|one large|a large|single|no) )*(?:ice|cube|rock)(?: cubes?)?$/,
  // A spirit's glass alone, or said with how it is poured ('Glencairn glass, no ice', 'snifter, neat', 'Tulip glass'):
  // the glassware, no ingredient.
  /^(?:(?:a|an|1|chilled|frozen|cold|small|tasting|nosing|crystal) )?(?:(?:glencairn|tulip|nosing|tasting|copita|rocks|highball|coupe|collins|martini|wine|old[- ]fashioned|balloon|whisky|whiskey|brandy|sherry|cognac|port|shot|flute|nick (?:and|&) nora) glass|glencairn|snifter|copita)(?:\s*[,(/]\s*(?:neat|no ice|without ice|no garnish|chilled|served neat|straight)\)?)?$/,
  // Ice as a step: 'Fill the glass with ice', 'fill a highball with cubed ice'.
  // Ice for a bowl or a jug ('Big block of ice in the bowl', 'an ice ring for the punch bowl').
  /^(?:an? |one )?(?:(?:big|large|huge|giant|clear|single) )*(?:block|ring|slab|lump|sphere|mould|mold) of ice(?: (?:in|for) (?:the |a )?(?:bowl|punch bowl|jug|pitcher|dispenser|tub))?$|^(?:an? |one )?(?:(?:big|large|huge|giant|clear) )*(?:ice (?:block|ring|slab|sphere))(?: (?:in|for) (?:the |a )?(?:bowl|punch bowl|jug|pitcher|dispenser|tub))?$/,
  /^(?:fill|top)(?: up)? (?:the |a |your )?(?:glass|highball|tumbler|rocks glass|shaker|tin|copa|collins(?: glass)?|mug|cup)? ?(?:with|of) (?:(?:fresh|crushed|cubed|cracked|plenty of|lots of) )*ice(?: cubes)?$/,
  // A heading alone, in the languages ('Method', 'Preparation', 'Zubereitung', 'Preparación', 'Ingredientes').
  // A prep sheet's heading over the drink's own lines ('PER DRINK', 'Per serve:', 'To serve').
  /^(?:per (?:drink|serve|serving|glass|cocktail|portion)|to serve|at service)\s*:?$/,
  /^(ice|glass|glassware|garnish|equipment|tools?|method|methode|metodo|instructions?|ingredients?|ingredientes|ingredienti|zutaten|directions?|preparation|preparacion|preparazione|preparo|modo de preparo|zubereitung|procedimento|procedimiento|elaboracion|steps?|how to make it)\s*:?$/,
  // What a card says beside the drink, no product ('Prep time 3 min', 'contains sulphites'), a sparkler on the glass, and
  // a bare count of times ('x150').
  /^(?:prep(?:aration)?|cook(?:ing)?|total|active|making|build) time\b[^]{0,30}$/,
  /^(?:contains|may contain|contient|enthalt|contiene|contem) (?:sulphites|sulfites|sulphur dioxide|sulfur dioxide|allergens|gluten|nuts|tree nuts|peanuts|milk|dairy|lactose|eggs?|soy|soya|celery|mustard|sesame)\b[^\d]{0,80}$/,
  /^(?:sparklers?|sparkler candles?|cake sparklers?|fountain candles?|ice sparklers?|bottle sparklers?)(?: (?:on top|in the glass|to serve|for the table|for show))?$/,
  /^[x\u00d7]\s?\d{1,4}\.?$/,
  // A gas a can or a keg is charged with ('CO2', 'nitrogen', 'beer gas 75/25'): the process's, no product poured.
  /^(?:[\d.,]+\s*(?:g\s?\/\s?l|g|bar|psi|vols?|volumes)\s+)?(?:co2|co 2|carbon dioxide|n2|nitrogen|nitro gas|beer gas|mixed gas|n2\/co2|co2\/n2)(?:\s+(?:gas|for carbonation|to carbonate|to charge))?$/,
];

/** Classic mixed drinks with alcohol by name (folded): a title's drink, and a batch's count of them ('6 mojitos'). */
export const CLASSIC_DRINK_NAMES = String.raw`mojito|margarita|paloma|daiquiri|negroni|martini|manhattan|old fashioned|spritz|caipirinha|cosmopolitan|cosmo|mai tai|pina colada|sour|mule|collins|gimlet|sidecar|sazerac|boulevardier|americano|french 75|cuba libre|dark n stormy|penicillin|last word|bramble|aviation|hurricane|zombie|julep|sangria|bellini|mimosa|kir`;
