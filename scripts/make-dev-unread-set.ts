/**
 * Writes eval/dev-unread-recommendations.json: requests the reader left unread, by class: classic cocktails that are
 * not on the menu ('anything like a Sazerac?', 'a Gimlet or close'), drinks named through a film or a character
 * ('feeling like James Bond'), a beer or a glass of wine ordered in the words of the six languages' bars ('ein kühles
 * Blondes', 'una caña', 'un demi', 'un ballon de rouge'), heat said as a feeling ('35 degrees and melting', 'hace un
 * calor'), and ages and allergies in the other languages. Each case's request, wish and rule are written here; its
 * `forbidden` drinks are computed from the demo menu's recipes (scripts/dev-set-rules.ts), never picked by hand.
 *
 *   npx tsx scripts/make-dev-unread-set.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AF_NO_TRACE, casesOf, type Spec } from './dev-set-rules';

const REFRESHING = ['mojito', 'virgin-mojito', 'tom-collins', 'paloma', 'gin-and-tonic', 'moscow-mule', 'elderflower-fizz', 'lager', 'aperol-spritz'];
const SWEET_NO_NUTS = ['tequila-sunrise', 'shirley-temple', 'cosmopolitan', 'espresso-martini', 'cuba-libre'];

const SPECS: Spec[] = [
  // Classics not on this menu: the drinks closest to them.
  { request: 'do you have anything like a Sazerac?', class: 'off-menu-classics', acceptable: ['old-fashioned', 'manhattan', 'boulevardier'] },
  { request: 'a Gimlet, or the closest thing', class: 'off-menu-classics', acceptable: ['tom-collins', 'gin-and-tonic', 'clover-club', 'french-75', 'daiquiri'] },
  { request: 'something like a Mint Julep', class: 'off-menu-classics', acceptable: ['old-fashioned', 'whiskey-sour', 'mojito'] },
  { request: 'White Russian?', class: 'off-menu-classics', acceptable: ['espresso-martini'] },
  { request: 'can I get a Bellini', class: 'off-menu-classics', acceptable: ['prosecco-glass', 'aperol-spritz', 'french-75'] },
  { request: 'mimosa please', class: 'off-menu-classics', acceptable: ['prosecco-glass', 'aperol-spritz', 'french-75'] },
  { request: 'something close to a Pisco Sour', class: 'off-menu-classics', acceptable: ['whiskey-sour', 'amaretto-sour', 'clover-club', 'caipirinha'] },
  { request: 'a Vesper, shaken', class: 'off-menu-classics', acceptable: ['dry-martini'] },
  { request: 'Rob Roy if you can', class: 'off-menu-classics', acceptable: ['manhattan', 'boulevardier', 'old-fashioned'] },
  { request: 'a Sea Breeze kind of drink', class: 'off-menu-classics', acceptable: ['cosmopolitan', 'paloma', 'tequila-sunrise'] },
  { request: 'I usually have a Bramble', class: 'off-menu-classics', acceptable: ['clover-club', 'tom-collins', 'french-75'] },
  { request: 'Gin Fizz?', class: 'off-menu-classics', acceptable: ['tom-collins', 'french-75', 'clover-club'] },
  { request: "Tommy's Margarita or similar", class: 'off-menu-classics', acceptable: ['margarita', 'paloma'] },
  { request: 'like a Paper Plane', class: 'off-menu-classics', acceptable: ['whiskey-sour', 'boulevardier', 'penicillin', 'amaretto-sour'] },
  { request: 'an Irish coffee would be perfect', class: 'off-menu-classics', acceptable: ['espresso-martini'] },
  { request: 'Black Russian', class: 'off-menu-classics', acceptable: ['espresso-martini'] },
  // A drink named through a character.
  { request: 'feeling very James Bond tonight', class: 'characters', acceptable: ['dry-martini'] },
  { request: 'what would Don Draper order?', class: 'characters', acceptable: ['old-fashioned', 'manhattan'] },
  { request: 'Carrie Bradshaw vibes please', class: 'characters', acceptable: ['cosmopolitan'] },
  { request: 'the Dude abides, make me what he drinks', class: 'characters', acceptable: ['espresso-martini'] },
  // A beer or a glass of wine in the words of the bars of the six languages.
  { request: 'ein kühles Blondes, bitte', class: 'bar-words', acceptable: ['lager'] },
  { request: 'una caña, por favor', class: 'bar-words', acceptable: ['lager'] },
  { request: 'un demi svp', class: 'bar-words', acceptable: ['lager'] },
  { request: 'uma loira gelada', class: 'bar-words', acceptable: ['lager'] },
  { request: 'um chope, por favor', class: 'bar-words', acceptable: ['lager'] },
  { request: 'una bionda media', class: 'bar-words', acceptable: ['lager'] },
  { request: 'a pint of the black stuff', class: 'bar-words', acceptable: ['stout'] },
  { request: 'un ballon de rouge', class: 'bar-words', acceptable: ['house-red-wine'] },
  { request: 'una copa de tinto', class: 'bar-words', acceptable: ['house-red-wine'] },
  { request: 'um copo de branco', class: 'bar-words', acceptable: ['house-white-wine'] },
  { request: 'ein Glas Weißen bitte', class: 'bar-words', acceptable: ['house-white-wine'] },
  { request: 'un calice di bianco', class: 'bar-words', acceptable: ['house-white-wine'] },
  // Heat said as a feeling.
  { request: "it's 35 degrees out and I'm dying", class: 'heat', acceptable: REFRESHING },
  { request: 'melting here, something cold', class: 'heat', acceptable: REFRESHING },
  { request: 'hace un calor tremendo, algo frío', class: 'heat', acceptable: REFRESHING },
  { request: 'il fait une de ces chaleurs', class: 'heat', acceptable: REFRESHING },
  { request: 'es ist so heiß heute', class: 'heat', acceptable: REFRESHING },
  { request: 'che caldo stasera', class: 'heat', acceptable: REFRESHING },
  { request: 'tá um calor danado', class: 'heat', acceptable: REFRESHING },
  // Ages and allergies in the other languages.
  { request: 'bin 16 und will was Cooles', class: 'languages-constraints', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'tengo 16 años, algo rico', class: 'languages-constraints', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: "j'ai 15 ans, un truc sympa", class: 'languages-constraints', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'ho 17 anni, qualcosa di fresco', class: 'languages-constraints', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'sono allergica alle mandorle, qualcosa di dolce', class: 'languages-constraints', rules: ['nuts'], acceptable: SWEET_NO_NUTS },
  { request: 'alérgico a las almendras, algo dulce', class: 'languages-constraints', rules: ['nuts'], acceptable: SWEET_NO_NUTS },
  { request: 'allergisch gegen Mandeln, was Süßes', class: 'languages-constraints', rules: ['nuts'], acceptable: SWEET_NO_NUTS },
  { request: 'allergique aux amandes, un truc sucré', class: 'languages-constraints', rules: ['nuts'], acceptable: SWEET_NO_NUTS },
  { request: 'tenho alergia a amêndoas, algo doce', class: 'languages-constraints', rules: ['nuts'], acceptable: SWEET_NO_NUTS },
];

const cases = casesOf(SPECS);

const description =
  "Development set written after the seventh outside set was opened (its not-understood requests read for their classes, none copied), committed before the engine was changed for it: classic cocktails that are not on the menu (Sazerac, Gimlet, Mint Julep, White Russian, Bellini, Mimosa, Pisco Sour, Vesper, Rob Roy, Sea Breeze, Bramble, Gin Fizz, Tommy's Margarita, Paper Plane, Irish coffee, Black Russian), whose acceptable drinks are the menu's closest (same spirit and build); drinks named through a character (James Bond, Don Draper, Carrie Bradshaw, the Dude); a beer or a glass of wine in the words of the six languages' bars ('ein kühles Blondes', 'una caña', 'un demi', 'uma loira gelada', 'um chope', 'una bionda', 'the black stuff', 'un ballon de rouge', 'una copa de tinto', 'um copo de branco', 'ein Glas Weißen', 'un calice di bianco'); heat said as a feeling in the six languages; ages under 18 and an almond allergy in the other languages (the 0.5% beer is forbidden to a minor; a nut allergy rules out orgeat, amaretto and coconut). The forbidden drinks of each case are computed from the recipes by scripts/make-dev-unread-set.ts, not picked by hand. Tuned on.";

writeFileSync(join(__dirname, '..', 'eval', 'dev-unread-recommendations.json'), `${JSON.stringify({ description, cases }, null, 1)}\n`);
console.log(`${cases.length} cases written`);
