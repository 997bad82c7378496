/**
 * Writes eval/dev-loose-recommendations.json: each case's request, wish (`acceptable`) and the rule it states are
 * written here; its `forbidden` drinks are computed from the demo menu's recipes (every drink whose recipe holds
 * what the rule rules out, every drink over its price cap), never picked by hand.
 *
 *   npx tsx scripts/make-dev-loose-set.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_INVENTORY } from '../domain/src/seed/inventory';
import { SEED_RECIPES } from '../domain/src/seed/recipes';

/** What a request rules out: a named group of stock items, a stock item, a drink, or alcohol. */
type Rule =
  | 'af' // alcohol-free: every drink with an alcoholic ingredient
  | 'trace' // not even a trace: the 0.5% beer and anything else with alcohol in it too
  | 'egg'
  | 'vegan' // egg white and honey
  | 'nuts' // almond (orgeat, amaretto) and coconut
  | 'gluten' // the beers
  | 'sulphites' // wines, prosecco, vermouths
  | 'wine' // wine and what is made of it
  | 'brown' // brown spirits: whiskies, cognac, dark rum
  | 'clear' // clear spirits: gin, vodka, white rum, tequila, mezcal, cachaça
  | 'hard' // spirits (40% or so): every ingredient of 30% and more
  | `item:${string}`
  | `drink:${string}`;

interface Spec {
  request: string;
  class: string;
  acceptable: string[];
  rules?: Rule[];
  maxPrice?: number;
  mustSay?: string;
}

const stock = new Map(SEED_INVENTORY.map((i) => [i.id, i]));
const abv = (id: string) => stock.get(id)?.abv ?? 0;

const GROUPS: Record<string, (id: string) => boolean> = {
  egg: (id) => id === 'egg-white',
  vegan: (id) => id === 'egg-white' || id === 'honey-ginger-syrup',
  nuts: (id) => ['orgeat-syrup', 'amaretto', 'coconut-cream'].includes(id),
  gluten: (id) => ['lager-bottle', 'ipa-bottle', 'stout-can', 'beer-alcohol-free-bottle'].includes(id),
  sulphites: (id) => id.startsWith('wine-') || id === 'prosecco' || id.startsWith('vermouth-'),
  wine: (id) => id.startsWith('wine-') || id === 'prosecco' || id.startsWith('vermouth-'),
  brown: (id) => ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay', 'cognac', 'rum-dark'].includes(id),
  clear: (id) => ['gin-london-dry', 'vodka', 'rum-white', 'tequila-blanco', 'mezcal', 'cachaca'].includes(id),
  hard: (id) => abv(id) >= 30,
};

function rulesOut(rule: Rule, recipe: (typeof SEED_RECIPES)[number]): boolean {
  const items = recipe.ingredients.map((i) => i.inventoryItemId);
  if (rule === 'af') return items.some((id) => abv(id) >= 1);
  if (rule === 'trace') return items.some((id) => abv(id) > 0);
  if (rule.startsWith('item:')) return items.includes(rule.slice(5));
  if (rule.startsWith('drink:')) return recipe.id === rule.slice(6);
  const group = GROUPS[rule];
  if (!group) throw new Error(`unknown rule ${rule}`);
  return items.some(group);
}

const ALCOHOL_FREE = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];
const AF_NO_TRACE = ALCOHOL_FREE.filter((id) => id !== 'alcohol-free-beer');

const SPECS: Spec[] = [
  // Price caps said without a cap word, as slang money, as typed in other countries, as ranges, per round, by a drink.
  { request: 'wallet says 9, something fruity', class: 'price-loose', maxPrice: 9, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz'] },
  { request: 'my wallet can handle 10 max, glass of red?', class: 'price-loose', maxPrice: 10, acceptable: ['house-red-wine'] },
  { request: '10 quid is my limit per drink, something bubbly', class: 'price-loose', maxPrice: 10, acceptable: ['elderflower-fizz', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'virgin-mojito', 'lager'] },
  { request: '9 pavos máximo, algo fresquito', class: 'price-loose', maxPrice: 9, acceptable: ['virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'lager', 'ipa', 'shirley-temple'] },
  { request: 'tengo 10 pavos, una cerveza', class: 'price-loose', maxPrice: 10, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },
  { request: "j'ai 10 balles, un truc fruité", class: 'price-loose', maxPrice: 10, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'house-rose-wine'] },
  { request: 'pas plus de 12 balles, un cocktail au rhum', class: 'price-loose', maxPrice: 12, acceptable: ['daiquiri', 'mojito', 'dark-n-stormy', 'cuba-libre'] },
  { request: 'hab nur noch 8 Kröten, ein Bier bitte', class: 'price-loose', maxPrice: 8, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },
  { request: 'zehn Mäuse hab ich noch, was mit Minze', class: 'price-loose', maxPrice: 10, acceptable: ['virgin-mojito', 'elderflower-fizz'] },
  { request: 'max. 9,- bitte, was Erfrischendes', class: 'price-loose', maxPrice: 9, acceptable: ['virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'lager', 'ipa', 'shirley-temple'] },
  { request: 'Cocktail mit Gin bis 12.- bitte', class: 'price-loose', maxPrice: 12, acceptable: ['tom-collins', 'gin-and-tonic'] },
  { request: 'something with tequila, 12.- max', class: 'price-loose', maxPrice: 12, acceptable: ['paloma', 'tequila-sunrise'] },
  { request: 'between 8 and 10, something sparkling', class: 'price-loose', maxPrice: 10, acceptable: ['elderflower-fizz', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'virgin-mojito'] },
  { request: '8-10 bucks, a beer or a wine', class: 'price-loose', maxPrice: 10, acceptable: ['lager', 'ipa', 'stout', 'house-red-wine', 'house-white-wine', 'house-rose-wine'] },
  { request: 'entre 9 y 11 euros, algo con ginebra', class: 'price-loose', maxPrice: 11, acceptable: ['gin-and-tonic'] },
  { request: 'zwischen 10 und 12 Euro, etwas mit Wodka', class: 'price-loose', maxPrice: 12, acceptable: ['moscow-mule'] },
  { request: 'tra 8 e 10 euro, un bicchiere di vino', class: 'price-loose', maxPrice: 10, acceptable: ['house-red-wine', 'house-white-wine', 'house-rose-wine'] },
  { request: 'entre 10 e 12 reais, algo com cachaça', class: 'price-loose', maxPrice: 12, acceptable: ['caipirinha'] },
  { request: 'entre 10 et 12 balles, un truc amer', class: 'price-loose', maxPrice: 12, acceptable: ['americano', 'aperol-spritz'] },
  { request: 'cheaper than a Margarita, with tequila', class: 'price-loose', maxPrice: 12.99, acceptable: ['paloma', 'tequila-sunrise'] },
  { request: 'nothing pricier than a G&T, something with rum', class: 'price-loose', maxPrice: 11, acceptable: ['cuba-libre'] },
  { request: 'less than what the espresso martini costs, something with vodka', class: 'price-loose', maxPrice: 13.99, acceptable: ['moscow-mule', 'cosmopolitan'] },
  { request: "can't spend more than a glass of prosecco costs, something with bubbles", class: 'price-loose', maxPrice: 11, acceptable: ['prosecco-glass', 'elderflower-fizz', 'alcohol-free-spritz', 'americano', 'gin-and-tonic', 'cuba-libre'] },
  { request: 'moins cher qu\'un mojito, quelque chose avec du gin', class: 'price-loose', maxPrice: 11.99, acceptable: ['gin-and-tonic'] },
  { request: 'billiger als ein Negroni, etwas Bitteres', class: 'price-loose', maxPrice: 12.99, acceptable: ['americano', 'aperol-spritz'] },
  { request: 'más barato que un margarita, algo con tequila', class: 'price-loose', maxPrice: 12.99, acceptable: ['paloma', 'tequila-sunrise'] },
  { request: '30 for the round, there are 3 of us, mocktails', class: 'price-loose', maxPrice: 10, rules: ['af'], acceptable: AF_NO_TRACE },
  { request: 'a round of 4, 48 total, something with rum', class: 'price-loose', maxPrice: 12, acceptable: ['daiquiri', 'mojito', 'dark-n-stormy', 'cuba-libre'] },
  { request: '11 a head, 5 of us, something with gin', class: 'price-loose', maxPrice: 11, acceptable: ['gin-and-tonic'] },
  { request: '36 for a round of three, whiskey', class: 'price-loose', maxPrice: 12, acceptable: ['bourbon-neat', 'amaretto-sour'] },
  { request: "9 is all I've got, surprise me", class: 'price-loose', maxPrice: 9, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'lager', 'ipa', 'stout'] },
  { request: "I'm good for 11 at most, something bitter", class: 'price-loose', maxPrice: 11, acceptable: ['americano', 'ipa'] },
  { request: '12 and not a cent more, anything with mezcal?', class: 'price-loose', maxPrice: 12, acceptable: [], mustSay: 'mezcal' },
  { request: "I'd stretch to 10, no further. a beer", class: 'price-loose', maxPrice: 10, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },
  { request: 'USD 12 max, something with whiskey', class: 'price-loose', maxPrice: 12, acceptable: ['bourbon-neat', 'amaretto-sour'] },
  { request: 'EUR 9, etwas ohne Alkohol', class: 'price-loose', maxPrice: 9, rules: ['af'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'alcohol-free-beer'] },
  { request: 'ho 10 euro in tasca, una birra', class: 'price-loose', maxPrice: 10, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },
  { request: 'só tenho 10 paus, uma cerveja', class: 'price-loose', maxPrice: 10, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },
  { request: 'spending limit tonight is 9, something fruity', class: 'price-loose', maxPrice: 9, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz'] },
  { request: 'can only do single digits, something refreshing', class: 'price-loose', maxPrice: 9.99, acceptable: ['virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'lager', 'shirley-temple', 'ipa'] },
  { request: '12 bucks and under, a sour', class: 'price-loose', maxPrice: 12, acceptable: ['daiquiri', 'amaretto-sour', 'caipirinha', 'tom-collins'] },
  { request: 'budget 10€/drink, wine', class: 'price-loose', maxPrice: 10, acceptable: ['house-red-wine', 'house-white-wine', 'house-rose-wine'] },
  { request: 'keep the damage under 11, a glass of wine', class: 'price-loose', maxPrice: 10.99, acceptable: ['house-red-wine', 'house-white-wine', 'house-rose-wine'] },
  { request: '$9.99 or cheaper, something sweet', class: 'price-loose', maxPrice: 9.99, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: "don't wanna spend more than 11 on a drink, gin?", class: 'price-loose', maxPrice: 11, acceptable: ['gin-and-tonic'] },
  { request: "10 bucks, that's it. anything with whiskey?", class: 'price-loose', maxPrice: 10, acceptable: ['bourbon-neat'] },
  { request: '💸 8 max 💸 beer', class: 'price-loose', maxPrice: 8, acceptable: ['lager', 'ipa', 'stout', 'alcohol-free-beer'] },

  // Egg said loosely: raw egg, egg white, foam, meringue, aquafaba, vegan, in the six languages.
  { request: 'no raw egg please, something sour', class: 'egg-loose', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'sidecar', 'penicillin'] },
  { request: 'nothing with egg white foam, but I like frothy drinks', class: 'egg-loose', rules: ['egg'], acceptable: ['espresso-martini', 'daiquiri'] },
  { request: 'only sours made with aquafaba for me, something with gin', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'french-75', 'gin-and-tonic'] },
  { request: 'eggless please, a whiskey cocktail', class: 'egg-loose', rules: ['egg'], acceptable: ['old-fashioned', 'manhattan', 'boulevardier', 'penicillin'] },
  { request: 'egg-free gin sour?', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'french-75'] },
  { request: 'no meringue-y foam stuff, something citrusy with gin', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'french-75', 'gin-and-tonic'] },
  { request: 'egg white makes me gag 🤢 something sour', class: 'egg-loose', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'sidecar', 'penicillin'] },
  { request: "I don't want the egg foam on mine, something with bourbon", class: 'egg-loose', rules: ['egg'], acceptable: ['old-fashioned', 'boulevardier', 'bourbon-neat'] },
  { request: 'sin clara, algo ácido con whisky', class: 'egg-loose', rules: ['egg'], acceptable: ['penicillin', 'old-fashioned', 'manhattan', 'boulevardier'] },
  { request: 'sin clara de huevo por favor, algo con ginebra', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'gin-and-tonic', 'french-75', 'negroni'] },
  { request: 'senza albume, qualcosa di aspro', class: 'egg-loose', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'tom-collins', 'caipirinha', 'sidecar'] },
  { request: 'niente uovo crudo, un cocktail al gin', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'gin-and-tonic', 'french-75', 'negroni', 'dry-martini'] },
  { request: 'sem clara de ovo, algo cítrico', class: 'egg-loose', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'mojito'] },
  { request: 'ohne Eiweiß bitte, was Saures mit Bourbon', class: 'egg-loose', rules: ['egg'], acceptable: ['old-fashioned', 'boulevardier', 'bourbon-neat'] },
  { request: 'kein rohes Ei, etwas mit Gin', class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'gin-and-tonic', 'french-75', 'negroni', 'dry-martini'] },
  { request: "pas de blanc d'œuf, un cocktail acidulé au gin", class: 'egg-loose', rules: ['egg'], acceptable: ['tom-collins', 'french-75'] },
  { request: 'sans œuf cru svp, quelque chose d\'acidulé', class: 'egg-loose', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'sidecar'] },
  { request: 'vegan 🌱 something tart', class: 'egg-loose', rules: ['vegan'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'sidecar'] },
  { request: 'plant-based diet, a sour?', class: 'egg-loose', rules: ['vegan'], acceptable: ['daiquiri', 'margarita', 'caipirinha', 'tom-collins', 'sidecar'] },
  { request: 'soy vegana, algo con whisky', class: 'egg-loose', rules: ['vegan'], acceptable: ['old-fashioned', 'manhattan', 'boulevardier', 'bourbon-neat'] },
  { request: 'végétalienne, un cocktail au gin ?', class: 'egg-loose', rules: ['vegan'], acceptable: ['negroni', 'tom-collins', 'gin-and-tonic', 'french-75', 'dry-martini'] },

  // Other allergens said loosely: nuts by the thing that holds them, dairy, gluten by the grain, sulphites, others.
  { request: 'orgeat makes me swell up, something tiki', class: 'allergen-loose', rules: ['nuts'], acceptable: ['daiquiri', 'mojito', 'dark-n-stormy', 'cuba-libre'] },
  { request: 'hazelnut allergy, something sweet after dinner', class: 'allergen-loose', rules: ['nuts'], acceptable: ['espresso-martini', 'old-fashioned'] },
  { request: 'no amaretto or anything almondy, whiskey please', class: 'allergen-loose', rules: ['nuts'], acceptable: ['old-fashioned', 'manhattan', 'whiskey-sour', 'bourbon-neat', 'boulevardier', 'penicillin'] },
  { request: 'allergisch gegen Haselnüsse, etwas Süßes', class: 'allergen-loose', rules: ['nuts'], acceptable: ['shirley-temple', 'tequila-sunrise', 'cosmopolitan', 'espresso-martini'] },
  { request: 'alergia a los frutos de cáscara, algo tropical', class: 'allergen-loose', rules: ['nuts'], acceptable: ['daiquiri', 'mojito', 'caipirinha', 'tequila-sunrise', 'dark-n-stormy'] },
  { request: 'pas de fruits à coque, un cocktail sucré', class: 'allergen-loose', rules: ['nuts'], acceptable: ['shirley-temple', 'tequila-sunrise', 'cosmopolitan', 'espresso-martini'] },
  { request: 'allergia alla frutta a guscio, qualcosa di dolce', class: 'allergen-loose', rules: ['nuts'], acceptable: ['shirley-temple', 'tequila-sunrise', 'cosmopolitan', 'espresso-martini'] },
  { request: 'alergia a castanhas e amêndoas, algo doce', class: 'allergen-loose', rules: ['nuts'], acceptable: ['shirley-temple', 'tequila-sunrise', 'cosmopolitan', 'espresso-martini'] },
  { request: 'marzipan flavour makes me sick, something with rum', class: 'allergen-loose', rules: ['nuts'], acceptable: ['daiquiri', 'mojito', 'dark-n-stormy', 'cuba-libre'] },
  { request: 'lactose-free please, a coffee cocktail', class: 'allergen-loose', acceptable: ['espresso-martini'] },
  { request: 'ohne Laktose, was mit Kaffee', class: 'allergen-loose', acceptable: ['espresso-martini'] },
  { request: 'wheat allergy, something light and fizzy', class: 'allergen-loose', rules: ['gluten'], acceptable: ['gin-and-tonic', 'tom-collins', 'elderflower-fizz', 'aperol-spritz', 'prosecco-glass', 'moscow-mule'] },
  { request: "barley and wheat don't agree with me, something cold and fizzy", class: 'allergen-loose', rules: ['gluten'], acceptable: ['gin-and-tonic', 'tom-collins', 'elderflower-fizz', 'aperol-spritz', 'prosecco-glass', 'moscow-mule'] },
  { request: 'no puedo con el gluten, algo refrescante', class: 'allergen-loose', rules: ['gluten'], acceptable: ['mojito', 'virgin-mojito', 'elderflower-fizz', 'gin-and-tonic', 'tom-collins', 'paloma'] },
  { request: 'senza glutine, una bionda?', class: 'allergen-loose', rules: ['gluten'], acceptable: [], mustSay: 'glut' },
  { request: 'sulphite sensitive, no wine please, something with gin', class: 'allergen-loose', rules: ['sulphites'], acceptable: ['gin-and-tonic', 'tom-collins', 'clover-club'] },
  { request: 'sulfites give me migraines, something bubbly', class: 'allergen-loose', rules: ['sulphites'], acceptable: ['elderflower-fizz', 'gin-and-tonic', 'moscow-mule', 'tom-collins'] },
  { request: 'Sulfite vertrage ich nicht, was Prickelndes', class: 'allergen-loose', rules: ['sulphites'], acceptable: ['elderflower-fizz', 'gin-and-tonic', 'moscow-mule', 'tom-collins'] },
  { request: 'allergic to celery, a savoury drink?', class: 'allergen-loose', acceptable: ['dry-martini', 'margarita'], mustSay: 'bartender|staff|check' },
  { request: 'soy allergy, is anything here made with soy?', class: 'allergen-loose', acceptable: [], mustSay: 'bartender|staff|check' },
  { request: 'allergic to sesame, something fruity', class: 'allergen-loose', acceptable: ['shirley-temple', 'tequila-sunrise', 'cosmopolitan', 'daiquiri'], mustSay: 'bartender|staff|check' },
  { request: 'quinine allergy, a gin drink?', class: 'allergen-loose', rules: ['item:tonic-water'], acceptable: ['tom-collins', 'negroni', 'dry-martini', 'french-75', 'clover-club'] },
  { request: 'juniper allergy, something refreshing', class: 'allergen-loose', rules: ['item:gin-london-dry', 'item:gin-alcohol-free'], acceptable: ['mojito', 'daiquiri', 'moscow-mule', 'paloma', 'virgin-mojito', 'elderflower-fizz'] },
  { request: "I'm allergic to ginger, something with vodka", class: 'allergen-loose', rules: ['item:ginger-beer', 'item:honey-ginger-syrup'], acceptable: ['cosmopolitan', 'espresso-martini'] },
  { request: 'cherries give me hives, something with bourbon', class: 'allergen-loose', rules: ['item:cocktail-cherries'], acceptable: ['old-fashioned', 'whiskey-sour', 'boulevardier', 'bourbon-neat'] },
  { request: 'allergic to mint 🌿 something with rum', class: 'allergen-loose', rules: ['item:mint-leaves'], acceptable: ['daiquiri', 'dark-n-stormy', 'cuba-libre'] },
  { request: 'grapefruit clashes with my meds, something with tequila', class: 'allergen-loose', rules: ['item:grapefruit-soda'], acceptable: ['margarita', 'tequila-sunrise'] },

  // Not even a trace of alcohol: pregnancy, medicines, recovery, faith, minors, a driver who says so, six languages.
  { request: 'pregnant 🤰 not even a drop, something fizzy?', class: 'no-trace', rules: ['trace'], acceptable: ['elderflower-fizz', 'virgin-mojito', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic'] },
  { request: "I'm expecting, something fruity", class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'on antibiotics till friday, something refreshing', class: 'no-trace', rules: ['trace'], acceptable: ['virgin-mojito', 'elderflower-fizz', 'alcohol-free-gin-and-tonic', 'alcohol-free-spritz'] },
  { request: 'on metronidazole so zero alcohol, bitters included', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'designated driver, not a single drop, something that looks fancy', class: 'no-trace', rules: ['trace'], acceptable: ['alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'for my 16-year-old, something fun', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: "my son's 15, what can he have?", class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'für meine Tochter (14), etwas Fruchtiges', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'para mi hijo de 16 años, algo dulce', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'pour mon fils de 12 ans, un truc pétillant', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'elderflower-fizz', 'virgin-mojito'] },
  { request: 'per mia figlia di 13 anni, qualcosa di frizzante', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'elderflower-fizz', 'virgin-mojito'] },
  { request: 'para meu filho de 15 anos, algo refrescante', class: 'no-trace', rules: ['trace'], acceptable: ['virgin-mojito', 'elderflower-fizz', 'shirley-temple'] },
  { request: 'no angostura, no 0.5% beer, nothing with any alcohol, 3 yrs sober', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'recovering alcoholic, nothing that even has a trace of booze', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: "I'm Muslim, nothing with alcohol at all please", class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'halal only please, something sweet', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'breastfeeding, so no alcohol at all, not even the alcohol-free beer', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'ich stille, bitte gar kein Alkohol, auch kein alkoholfreies Bier', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'embarazada, ni una gota de alcohol, algo rico', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'enceinte, zéro alcool, même pas une goutte', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'grávida 🤰 nada de álcool mesmo, algo doce', class: 'no-trace', rules: ['trace'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'incinta, niente alcol neanche una goccia', class: 'no-trace', rules: ['trace'], acceptable: AF_NO_TRACE },

  // A drink ruled out by its name.
  { request: 'anything but a Margarita, something with tequila', class: 'by-name', rules: ['drink:margarita'], acceptable: ['paloma', 'tequila-sunrise', 'oaxaca-old-fashioned'] },
  { request: 'not another Aperol Spritz pls, something bubbly and bitter', class: 'by-name', rules: ['drink:aperol-spritz'], acceptable: ['americano', 'alcohol-free-spritz', 'french-75', 'prosecco-glass'] },
  { request: 'had 3 mojitos already, give me something else with rum', class: 'by-name', rules: ['drink:mojito'], acceptable: ['daiquiri', 'dark-n-stormy', 'cuba-libre', 'mai-tai'] },
  { request: 'sick of Negronis, something bitter', class: 'by-name', rules: ['drink:negroni', 'drink:mezcal-negroni'], acceptable: ['americano', 'boulevardier', 'aperol-spritz'] },
  { request: 'cualquier cosa menos un mojito, algo con ron', class: 'by-name', rules: ['drink:mojito'], acceptable: ['daiquiri', 'dark-n-stormy', 'cuba-libre', 'mai-tai'] },
  { request: 'alles außer Gin Tonic, was mit Gin', class: 'by-name', rules: ['drink:gin-and-tonic', 'drink:alcohol-free-gin-and-tonic'], acceptable: ['negroni', 'tom-collins', 'french-75', 'clover-club', 'dry-martini'] },
  { request: "tout sauf un Cosmo, quelque chose avec de la vodka", class: 'by-name', rules: ['drink:cosmopolitan'], acceptable: ['moscow-mule', 'espresso-martini'] },
  { request: 'tutto tranne lo spritz, qualcosa di fresco', class: 'by-name', rules: ['drink:aperol-spritz', 'drink:hugo-spritz', 'drink:alcohol-free-spritz'], acceptable: ['mojito', 'gin-and-tonic', 'tom-collins', 'virgin-mojito', 'elderflower-fizz', 'paloma'] },
  { request: 'qualquer coisa menos caipirinha, algo com limão', class: 'by-name', rules: ['drink:caipirinha'], acceptable: ['daiquiri', 'mojito', 'margarita', 'virgin-mojito'] },
  { request: 'had an Old Fashioned already, another bourbon drink?', class: 'by-name', rules: ['drink:old-fashioned'], acceptable: ['whiskey-sour', 'boulevardier', 'bourbon-neat', 'amaretto-sour'] },
  { request: 'no espresso martini this time, something with vodka', class: 'by-name', rules: ['drink:espresso-martini'], acceptable: ['moscow-mule', 'cosmopolitan'] },

  // Spirits ruled out by a kind, a colour, a plant or two at once.
  { request: 'no brown liquor, something strong', class: 'spirits', rules: ['brown'], acceptable: ['dry-martini', 'negroni', 'margarita', 'mezcal-negroni'] },
  { request: 'no dark spirits please, a cocktail', class: 'spirits', rules: ['brown'], acceptable: ['negroni', 'margarita', 'daiquiri', 'mojito', 'cosmopolitan', 'gin-and-tonic', 'tom-collins'] },
  { request: 'clear spirits only, something citrusy', class: 'spirits', rules: ['brown'], acceptable: ['daiquiri', 'margarita', 'tom-collins', 'cosmopolitan', 'gin-and-tonic', 'caipirinha'] },
  { request: 'no clear spirits, something stirred', class: 'spirits', rules: ['clear'], acceptable: ['old-fashioned', 'manhattan', 'boulevardier'] },
  { request: 'not tequila or mezcal, something smoky', class: 'spirits', rules: ['item:tequila-blanco', 'item:mezcal'], acceptable: ['penicillin', 'islay-single-malt-neat'] },
  { request: 'nada de agave, algo con limón', class: 'spirits', rules: ['item:tequila-blanco', 'item:mezcal', 'item:agave-syrup'], acceptable: ['daiquiri', 'mojito', 'caipirinha', 'tom-collins'] },
  { request: 'kein Wacholderschnaps, was Frisches', class: 'spirits', rules: ['item:gin-london-dry'], acceptable: ['mojito', 'daiquiri', 'moscow-mule', 'paloma', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'no whisk(e)y of any kind incl. bourbon & rye, something bitter', class: 'spirits', rules: ['item:bourbon', 'item:rye-whiskey', 'item:scotch-blended', 'item:scotch-islay'], acceptable: ['negroni', 'americano', 'aperol-spritz'] },
  { request: 'pas de rhum ni de cachaça, un cocktail frais', class: 'spirits', rules: ['item:rum-white', 'item:rum-dark', 'item:cachaca'], acceptable: ['gin-and-tonic', 'tom-collins', 'moscow-mule', 'paloma'] },
  { request: 'niente superalcolici, solo vino o birra', class: 'spirits', rules: ['hard'], acceptable: ['house-red-wine', 'house-white-wine', 'house-rose-wine', 'prosecco-glass', 'lager', 'ipa', 'stout'] },
  { request: 'no hard liquor, just something light', class: 'spirits', rules: ['hard'], acceptable: ['aperol-spritz', 'prosecco-glass', 'house-white-wine', 'lager', 'americano'] },
  { request: 'tequila and mezcal are a no-go after last weekend 😵 something sour', class: 'spirits', rules: ['item:tequila-blanco', 'item:mezcal'], acceptable: ['daiquiri', 'whiskey-sour', 'tom-collins', 'caipirinha', 'sidecar'] },

  // Two constraints in one request.
  { request: 'vegan and under 12, something sour', class: 'two-constraints', rules: ['vegan'], maxPrice: 11.99, acceptable: [] },
  { request: 'pregnant + max 8 bucks', class: 'two-constraints', rules: ['trace'], maxPrice: 8, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'no nuts, 12.- max, something tiki', class: 'two-constraints', rules: ['nuts'], maxPrice: 12, acceptable: ['daiquiri', 'mojito', 'dark-n-stormy', 'cuba-libre'] },
  { request: 'gluten-free and 9 quid max', class: 'two-constraints', rules: ['gluten'], maxPrice: 9, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz'] },
  { request: 'anything but a Paloma, under 13, with tequila', class: 'two-constraints', rules: ['drink:paloma'], maxPrice: 12.99, acceptable: ['tequila-sunrise'] },
  { request: 'no brown liquor & 11 max', class: 'two-constraints', rules: ['brown'], maxPrice: 11, acceptable: ['gin-and-tonic', 'cuba-libre', 'americano', 'prosecco-glass'] },
  { request: 'sin huevo y máximo 10 pavos', class: 'two-constraints', rules: ['egg'], maxPrice: 10, acceptable: ['virgin-mojito', 'elderflower-fizz', 'shirley-temple', 'house-white-wine', 'lager'] },
  { request: 'ohne Ei und unter 13 Euro, was mit Gin', class: 'two-constraints', rules: ['egg'], maxPrice: 12.99, acceptable: ['tom-collins', 'gin-and-tonic'] },
  { request: 'kid is 16, 8€ max', class: 'two-constraints', rules: ['trace'], maxPrice: 8, acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'no tequila, no egg, something sour', class: 'two-constraints', rules: ['item:tequila-blanco', 'item:mezcal', 'egg'], acceptable: ['daiquiri', 'tom-collins', 'caipirinha', 'sidecar'] },
  { request: 'sulphite allergy and not a fan of gin, something fizzy', class: 'two-constraints', rules: ['sulphites', 'item:gin-london-dry'], acceptable: ['moscow-mule', 'mojito', 'paloma', 'dark-n-stormy', 'elderflower-fizz'] },
  { request: 'no almonds, no egg white, a sour under 14', class: 'two-constraints', rules: ['nuts', 'egg'], maxPrice: 13.99, acceptable: ['daiquiri', 'margarita', 'tom-collins', 'caipirinha'] },
  { request: 'sober + no more than a tenner, something with ginger', class: 'two-constraints', rules: ['trace'], maxPrice: 10, acceptable: ['shirley-temple'] },
];

const recipes = SEED_RECIPES;
const known = new Set(recipes.map((r) => r.id));
const cases = SPECS.map((s) => {
  const rules = s.rules ?? [];
  const forbidden = recipes
    .filter((r) => rules.some((rule) => rulesOut(rule, r)) || (s.maxPrice !== undefined && r.price > s.maxPrice))
    .map((r) => r.id);
  for (const id of s.acceptable) {
    if (!known.has(id)) throw new Error(`${s.request}: unknown drink ${id}`);
    if (forbidden.includes(id)) throw new Error(`${s.request}: acceptable ${id} is forbidden`);
  }
  return {
    request: s.request,
    acceptable: s.acceptable,
    ...(forbidden.length ? { forbidden } : {}),
    ...(rules.includes('af') || rules.includes('trace') ? { alcoholFree: true } : {}),
    ...(s.maxPrice !== undefined ? { maxPrice: s.maxPrice } : {}),
    ...(s.mustSay ? { mustSay: s.mustSay } : {}),
    class: s.class,
  };
});

const description =
  "Development set for hard constraints said loosely, written after the eighth and seventh held-out sets still showed constraint violations (price cap the largest kind; egg, other allergens, not even a trace, a drink ruled out by name, an excluded spirit; their cases unread), committed before the engine was changed for it, as guests on phones type in the six languages and mixes, with typos and emojis: price caps with no cap word ('wallet says 9', 'I'm good for 11', '9 is all I've got', 'can only do single digits'), slang money ('pavos', 'balles', 'Kröten', 'Mäuse', 'paus', 'quid', 'bucks'), amounts as typed ('max. 9,-', '12.-', 'USD 12', 'EUR 9', '10€/drink'), ranges ('between 8 and 10', '8-10 bucks', 'entre 9 y 11', 'zwischen 10 und 12', 'tra 8 e 10'), a round or a head ('30 for the round, 3 of us', '11 a head'), a price said by a drink ('cheaper than a Margarita', 'nothing pricier than a G&T', 'billiger als ein Negroni'); egg said as raw egg, egg white, foam, meringue, aquafaba, eggless, vegan, in the six languages (clara, albume, Eiweiß, blanc d'œuf, clara de ovo); other allergens by what holds them (orgeat, marzipan, hazelnut, frutos de cáscara, fruits à coque, frutta a guscio, castanhas; wheat, barley, 'una bionda'; sulphites; quinine, juniper, ginger, cherries, mint, grapefruit with medicines) and ones the recipes do not record (celery, soy, sesame: `mustSay` asks the guest to check with the bartender); not even a trace of alcohol for pregnancy, medicines, recovery, faith, breastfeeding, a teenager's age, a driver who says 'not a single drop' (the 0.5% beer is forbidden too); a drink ruled out by name ('anything but', 'sick of', 'had 3 already', 'alles außer', 'tout sauf', 'tutto tranne', 'qualquer coisa menos'); spirits ruled out by colour, plant or kind ('no brown liquor', 'clear spirits only', 'no clear spirits', 'nada de agave', 'no hard liquor', 'niente superalcolici'); and two constraints at once. Conventions: 'under', 'less than', 'cheaper than' are strict (maxPrice N minus a cent); a range's top is the cap; every other amount includes N; vegan rules out egg white and honey; a nut allergy rules out almond (orgeat, amaretto) and coconut; gluten rules out the beers (the 0.5% one too), not distilled spirits; sulphites rule out wines, prosecco and vermouths; 'no hard liquor' rules out every ingredient of 30% or more (bitters too). The forbidden drinks of each case are computed from the recipes by scripts/make-dev-loose-set.ts (every drink whose recipe holds what the request rules out, every drink over the cap), not picked by hand. Written before the engine was changed for it.";

writeFileSync(join(__dirname, '..', 'eval', 'dev-loose-recommendations.json'), `${JSON.stringify({ description, cases }, null, 1)}\n`);
console.log(`${cases.length} cases written`);
