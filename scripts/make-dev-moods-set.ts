/**
 * Writes eval/dev-moods-recommendations.json: guest requests as typed on phones (typos, slang,
 * emojis; English, Spanish, French, German, Italian, Portuguese) in four classes: `occasion` (moods and occasions),
 * `likeness` ('like X but Y', 'something other than X'), `typos` (misspelled drinks, spirits and flavour words) and
 * `open-under-cap` (an open wish with only a price). Each case's request, wish and rule are written here; its
 * `forbidden` drinks are computed from the demo menu's recipes by scripts/dev-set-rules.ts, never picked by hand.
 *
 *   npx tsx scripts/make-dev-moods-set.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALCOHOL_FREE, AF_NO_TRACE, casesOf, type Rule, type Spec } from './dev-set-rules';
import { SEED_RECIPES } from '../domain/src/seed/recipes';

/** Out of stock in the seeded bar (no elderflower liqueur, no coconut cream): never acceptable. */
const UNAVAILABLE = ['hugo-spritz', 'pina-colada'];

// Occasions and moods: one list per occasion, used the same way in every language.
const DIGESTIF = ['espresso-martini', 'amaretto-sour', 'old-fashioned', 'manhattan', 'sidecar', 'boulevardier', 'bourbon-neat', 'islay-single-malt-neat'];
const NIGHTCAP = ['old-fashioned', 'manhattan', 'sidecar', 'boulevardier', 'penicillin', 'amaretto-sour', 'bourbon-neat', 'islay-single-malt-neat'];
const APERITIVO = ['aperol-spritz', 'americano', 'negroni', 'mezcal-negroni', 'dry-martini', 'french-75', 'gin-and-tonic', 'prosecco-glass', 'house-white-wine', 'house-rose-wine'];
const APERITIVO_LIGHT = ['aperol-spritz', 'americano', 'french-75', 'gin-and-tonic', 'prosecco-glass', 'house-white-wine', 'house-rose-wine'];
const HOT = ['mojito', 'daiquiri', 'paloma', 'moscow-mule', 'tom-collins', 'gin-and-tonic', 'aperol-spritz', 'caipirinha', 'cuba-libre', 'margarita', 'dark-n-stormy', 'tequila-sunrise', 'lager', 'house-rose-wine'];
const TROPICAL = ['mai-tai', 'tequila-sunrise', 'daiquiri', 'mojito', 'caipirinha', 'cuba-libre', 'dark-n-stormy'];
const WARMING = ['old-fashioned', 'manhattan', 'boulevardier', 'penicillin', 'sidecar', 'bourbon-neat', 'islay-single-malt-neat', 'house-red-wine', 'stout'];
const TOAST = ['french-75', 'prosecco-glass', 'aperol-spritz'];
const PARTY = [...TOAST, 'cosmopolitan', 'espresso-martini', 'margarita', 'mai-tai'];
const FIRST_DATE_LIGHT = ['french-75', 'prosecco-glass', 'aperol-spritz', 'americano', 'house-red-wine', 'house-white-wine', 'house-rose-wine'];
const GAME = ['lager', 'ipa', 'stout', 'cuba-libre', 'moscow-mule', 'dark-n-stormy', 'paloma', 'gin-and-tonic'];
const BRUNCH = ['prosecco-glass', 'aperol-spritz', 'french-75', 'tequila-sunrise', 'espresso-martini', 'americano'];
const UNWIND = ['old-fashioned', 'negroni', 'margarita', 'gin-and-tonic', 'whiskey-sour', 'moscow-mule', 'aperol-spritz', 'lager', 'ipa', 'house-red-wine', 'house-white-wine', 'bourbon-neat'];

// Flavours and spirits, used by the likeness and typo cases.
const LESS_BITTER_NEGRONI = ['boulevardier', 'manhattan', 'aperol-spritz', 'americano'];
const FRUITY_SWEET = ['tequila-sunrise', 'mai-tai', 'cosmopolitan', 'clover-club'];
const WHISKY = ['old-fashioned', 'whiskey-sour', 'manhattan', 'boulevardier', 'penicillin', 'bourbon-neat', 'islay-single-malt-neat'];
const TEQUILA = ['margarita', 'paloma', 'tequila-sunrise', 'oaxaca-old-fashioned'];
const LIKE_PINA_COLADA = ['mai-tai', 'tequila-sunrise', 'daiquiri'];
const BITTER_STRONG = ['negroni', 'boulevardier', 'mezcal-negroni'];
const BEERS_ALL: Rule[] = ['drink:lager', 'drink:ipa', 'drink:stout', 'drink:alcohol-free-beer'];

/**
 * An open wish under a cap: the cocktails that can be made, priced within the cap and no more than 2 below it; when
 * no cocktail is, every alcoholic drink within that band (wines, neat spirits, beers). Never the alcohol-free drinks.
 */
function nearCap(cap: number): string[] {
  const band = (r: (typeof SEED_RECIPES)[number]) => r.price <= cap && r.price >= cap - 2 && !UNAVAILABLE.includes(r.id);
  const cocktails = SEED_RECIPES.filter((r) => r.category === 'cocktail' && band(r)).map((r) => r.id);
  if (cocktails.length) return cocktails;
  return SEED_RECIPES.filter((r) => r.category !== 'alcohol-free' && band(r)).map((r) => r.id);
}

/** Drinks of a list within a cap (for an occasion said with a cap). */
const within = (ids: string[], cap: number) => ids.filter((id) => SEED_RECIPES.find((r) => r.id === id)!.price <= cap);

const SPECS: Spec[] = [
  // ---------------- occasion (35) ----------------
  { request: 'what do u recommend after dinner? something to sip 🥃', class: 'occasion', acceptable: DIGESTIF },
  { request: 'need a digestif, had a huuuge steak lol', class: 'occasion', acceptable: DIGESTIF },
  { request: 'pre dinner drink for 2, something to open the appetite', class: 'occasion', acceptable: APERITIVO },
  { request: 'its sooo hot today ☀️☀️ something cold n refreshing', class: 'occasion', acceptable: HOT },
  { request: "freezing out there 🥶 what'll warm me up", class: 'occasion', acceptable: WARMING },
  { request: 'its my birthday!! 🎉🎂 make it fun', class: 'occasion', acceptable: PARTY },
  { request: 'just got promoted!! something to toast with 🥂', class: 'occasion', acceptable: TOAST },
  { request: 'we just got engaged 💍 what should we drink??', class: 'occasion', acceptable: TOAST },
  { request: 'first date tonight, want something classy but not too strong', class: 'occasion', acceptable: FIRST_DATE_LIGHT },
  { request: 'game night w the boys, what goes with wings 🏈', class: 'occasion', acceptable: GAME },
  { request: 'brunch vibes ☕🥞 something bubbly or juicy', class: 'occasion', acceptable: BRUNCH },
  { request: 'nightcap before bed, something smooth', class: 'occasion', acceptable: NIGHTCAP },
  { request: 'long week. just give me something good', class: 'occasion', acceptable: UNWIND },
  { request: "so hungover 😵 what can fix me, nothing boozy", class: 'occasion', rules: ['af'], acceptable: ALCOHOL_FREE },
  { request: 'beach day vibes 🏖️ something tropical', class: 'occasion', acceptable: TROPICAL },
  { request: "graduation party tonight but i'm pregnant so zero alcohol pls 🎓", class: 'occasion', rules: ['trace'], acceptable: AF_NO_TRACE },
  { request: 'algo para después de cenar, q no sea muy dulce', class: 'occasion', acceptable: ['old-fashioned', 'manhattan', 'sidecar', 'boulevardier', 'bourbon-neat', 'islay-single-malt-neat'] },
  { request: 'hace un calor horrible 🥵 algo fresquito', class: 'occasion', acceptable: HOT },
  { request: 'venimos de una boda y seguimos la fiesta 💃🕺', class: 'occasion', acceptable: PARTY },
  { request: 'noche de partido con los amigos ⚽ q pedimos?', class: 'occasion', acceptable: GAME },
  { request: "c'est pour l'apéro, un truc léger", class: 'occasion', acceptable: APERITIVO_LIGHT },
  { request: 'un digestif après le repas svp', class: 'occasion', acceptable: DIGESTIF },
  { request: 'soirée glaciale, un truc qui réchauffe', class: 'occasion', acceptable: WARMING },
  { request: 'on fête mon anniv ce soir 🎂🎉', class: 'occasion', acceptable: PARTY },
  { request: 'zum Feierabend was Entspanntes bitte', class: 'occasion', acceptable: UNWIND },
  { request: 'Es ist so heiß heute, was Erfrischendes 🍹', class: 'occasion', acceptable: HOT },
  { request: 'Wir haben uns verlobt!! Was zum Anstoßen? 🥂', class: 'occasion', acceptable: TOAST },
  { request: 'noch nen Absacker vorm Schlafengehen', class: 'occasion', acceptable: NIGHTCAP },
  { request: "per l'aperitivo cosa mi consigli?", class: 'occasion', acceptable: APERITIVO },
  { request: 'per festeggiare la laurea 🎓 qualcosa di speciale', class: 'occasion', acceptable: TOAST },
  { request: 'dopo cena qualcosa da sorseggiare', class: 'occasion', acceptable: DIGESTIF },
  { request: 'serata in spiaggia, qualcosa di fresco e tropicale, max 12 euro', class: 'occasion', maxPrice: 12, acceptable: within(TROPICAL, 12) },
  { request: 'pra comemorar minha promoção!! 🍾', class: 'occasion', acceptable: TOAST },
  { request: 'dia de praia, calorão, algo bem gelado', class: 'occasion', acceptable: HOT },
  { request: 'ressaca braba hj kkk, algo sem álcool', class: 'occasion', rules: ['af'], acceptable: ALCOHOL_FREE },

  // ---------------- likeness (35) ----------------
  { request: 'something like a negroni but less bitter', class: 'likeness', acceptable: LESS_BITTER_NEGRONI },
  { request: 'like an old fashioned but smoky?', class: 'likeness', acceptable: ['oaxaca-old-fashioned', 'islay-single-malt-neat', 'penicillin'] },
  { request: 'an aperol spritz but without the prosecco', class: 'likeness', rules: ['item:prosecco'], acceptable: ['americano', 'alcohol-free-spritz'] },
  { request: 'i love a hugo spritz, whats similar', class: 'likeness', acceptable: ['elderflower-fizz', 'aperol-spritz', 'prosecco-glass', 'french-75'] },
  { request: "do u have something like a paper plane? bourbon, bittersweet, sour", class: 'likeness', acceptable: ['whiskey-sour', 'boulevardier', 'penicillin'] },
  { request: 'anything like a last word? herbal gin sour kinda thing', class: 'likeness', acceptable: ['clover-club', 'tom-collins', 'negroni'] },
  { request: "paloma's my fave but i want something different, not a paloma", class: 'likeness', rules: ['drink:paloma'], acceptable: ['margarita', 'tequila-sunrise', 'tom-collins', 'moscow-mule', 'gin-and-tonic', 'caipirinha'] },
  { request: 'like a margarita but without tequila', class: 'likeness', rules: ['item:tequila-blanco'], acceptable: ['daiquiri', 'cosmopolitan', 'sidecar', 'caipirinha'] },
  { request: 'a mojito but stronger 💪', class: 'likeness', acceptable: ['daiquiri', 'caipirinha', 'mai-tai'] },
  { request: 'espresso martini but not as strong? still want the coffee', class: 'likeness', acceptable: ['stout'] },
  { request: 'like a gin and tonic but no alcohol', class: 'likeness', rules: ['af'], acceptable: ['alcohol-free-gin-and-tonic', 'elderflower-fizz', 'virgin-mojito'] },
  { request: 'anything other than beer, something light and fizzy', class: 'likeness', rules: BEERS_ALL, acceptable: ['aperol-spritz', 'prosecco-glass', 'gin-and-tonic', 'tom-collins', 'americano', 'french-75'] },
  { request: 'like a manhattan but with bourbon instead of rye', class: 'likeness', acceptable: ['old-fashioned', 'boulevardier'] },
  { request: 'whiskey sour but no egg pls', class: 'likeness', rules: ['egg'], acceptable: ['penicillin', 'sidecar'] },
  { request: 'cosmo but less sweet', class: 'likeness', acceptable: ['margarita', 'daiquiri', 'clover-club'] },
  { request: "like a dark n stormy but with vodka", class: 'likeness', acceptable: ['moscow-mule'] },
  { request: 'algo como un negroni pero menos amargo', class: 'likeness', acceptable: LESS_BITTER_NEGRONI },
  { request: 'como un mojito pero sin ron', class: 'likeness', rules: ['item:rum-white', 'item:rum-dark'], acceptable: ['virgin-mojito', 'caipirinha'] },
  { request: 'algo distinto a la margarita, ya me tomé dos 😅', class: 'likeness', rules: ['drink:margarita'], acceptable: ['paloma', 'tequila-sunrise', 'daiquiri', 'caipirinha', 'cosmopolitan'] },
  { request: 'como un old fashioned pero con tequila', class: 'likeness', acceptable: ['oaxaca-old-fashioned'] },
  { request: 'comme un mojito sans menthe', class: 'likeness', rules: ['item:mint-leaves'], acceptable: ['daiquiri', 'caipirinha', 'tom-collins', 'cuba-libre'] },
  { request: 'un truc comme un spritz mais moins sucré', class: 'likeness', acceptable: ['americano', 'prosecco-glass', 'gin-and-tonic'] },
  { request: "autre chose qu'un gin tonic, mais toujours avec du gin", class: 'likeness', rules: ['drink:gin-and-tonic'], acceptable: ['tom-collins', 'negroni', 'dry-martini', 'french-75', 'clover-club'] },
  { request: 'comme un daïquiri mais plus fruité 🍓', class: 'likeness', acceptable: ['mai-tai', 'clover-club', 'cosmopolitan', 'tequila-sunrise'] },
  { request: 'wie ein Moscow Mule aber mit Gin', class: 'likeness', acceptable: ['gin-and-tonic', 'tom-collins'] },
  { request: 'sowas wie ein Aperol Spritz, aber ohne Alkohol', class: 'likeness', rules: ['af'], acceptable: ['alcohol-free-spritz', 'elderflower-fizz'] },
  { request: 'was Ähnliches wie ein Whiskey Sour, nur mit Rum', class: 'likeness', acceptable: ['daiquiri', 'mai-tai'] },
  { request: 'alles außer Negroni, aber gern was Bitteres', class: 'likeness', rules: ['drink:negroni'], acceptable: ['americano', 'boulevardier', 'mezcal-negroni', 'aperol-spritz'] },
  { request: 'come un Hugo ma senza menta', class: 'likeness', rules: ['item:mint-leaves'], acceptable: ['prosecco-glass', 'aperol-spritz', 'french-75'] },
  { request: 'qualcosa tipo un Aperol ma più forte', class: 'likeness', acceptable: BITTER_STRONG },
  { request: 'tipo Paloma ma senza sale', class: 'likeness', rules: ['item:salt'], acceptable: ['tequila-sunrise', 'tom-collins', 'moscow-mule'] },
  { request: 'qualcosa di diverso dallo spritz, sempre leggero', class: 'likeness', rules: ['drink:aperol-spritz'], acceptable: ['americano', 'prosecco-glass', 'gin-and-tonic', 'tom-collins', 'house-white-wine'] },
  { request: 'tipo caipirinha mas com vodka', class: 'likeness', acceptable: ['moscow-mule', 'cosmopolitan'] },
  { request: 'algo parecido com piña colada? 🍍', class: 'likeness', acceptable: LIKE_PINA_COLADA },
  { request: 'como um negroni mas sem gin', class: 'likeness', rules: ['item:gin-london-dry'], acceptable: ['boulevardier', 'mezcal-negroni', 'americano'] },

  // ---------------- typos (30) ----------------
  { request: 'margerita pls', class: 'typos', acceptable: ['margarita'] },
  { request: 'expreso martiny 🙏', class: 'typos', acceptable: ['espresso-martini'] },
  { request: 'whsikey somthing', class: 'typos', acceptable: WHISKY },
  { request: 'anythin with tequlia?', class: 'typos', acceptable: TEQUILA },
  { request: 'bourbn on the rocks', class: 'typos', acceptable: ['bourbon-neat', 'old-fashioned'] },
  { request: 'amretto sour', class: 'typos', acceptable: ['amaretto-sour'] },
  { request: 'smth frooty and sweeet 🍓', class: 'typos', acceptable: FRUITY_SWEET },
  { request: 'a cosmopolitian for me', class: 'typos', acceptable: ['cosmopolitan'] },
  { request: 'negorni', class: 'typos', acceptable: ['negroni'] },
  { request: 'somethin w gni, not to sweet', class: 'typos', acceptable: ['gin-and-tonic', 'dry-martini', 'negroni', 'tom-collins'] },
  { request: 'moscow mul', class: 'typos', acceptable: ['moscow-mule'] },
  { request: 'somthing sour and refeshing, no egg wite', class: 'typos', rules: ['egg'], acceptable: ['daiquiri', 'margarita', 'tom-collins', 'caipirinha', 'paloma'] },
  { request: 'a glas of prosseco', class: 'typos', acceptable: ['prosecco-glass'] },
  { request: 'piña colda porfa', class: 'typos', acceptable: LIKE_PINA_COLADA },
  { request: 'algo con tekila y limon', class: 'typos', acceptable: ['margarita', 'paloma'] },
  { request: 'un mohito x favor', class: 'typos', acceptable: ['mojito'] },
  { request: 'algo dulse y afrutado sin alcol', class: 'typos', rules: ['af'], acceptable: ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'] },
  { request: 'un cosmo svp, ou un truc fruitée', class: 'typos', acceptable: ['cosmopolitan', 'clover-club', 'tequila-sunrise', 'mai-tai'] },
  { request: 'qqch avec du whisky et du citon', class: 'typos', acceptable: ['whiskey-sour', 'penicillin', 'amaretto-sour'] },
  { request: 'un gin tonik', class: 'typos', acceptable: ['gin-and-tonic'] },
  { request: 'einen Caipirihna bitte', class: 'typos', acceptable: ['caipirinha'] },
  { request: 'was mit Wotka und Ingwer', class: 'typos', acceptable: ['moscow-mule'] },
  { request: 'was fruchtiges, nciht zu süß', class: 'typos', acceptable: ['clover-club', 'cosmopolitan', 'house-rose-wine'] },
  { request: 'un negronii per favore', class: 'typos', acceptable: ['negroni'] },
  { request: 'qualcosa col rumm scurro', class: 'typos', acceptable: ['dark-n-stormy', 'mai-tai'] },
  { request: 'uno sprtiz', class: 'typos', acceptable: ['aperol-spritz'] },
  { request: 'qualcosa di amaro e fortee', class: 'typos', acceptable: BITTER_STRONG },
  { request: 'caipirinia bem gelada', class: 'typos', acceptable: ['caipirinha'] },
  { request: 'algo com cachasa', class: 'typos', acceptable: ['caipirinha'] },
  { request: 'um drink docinho cm vodka', class: 'typos', acceptable: ['cosmopolitan', 'espresso-martini'] },

  // ---------------- open-under-cap (20) ----------------
  { request: "what's good under 13?", class: 'open-under-cap', maxPrice: 12.99, acceptable: nearCap(12.99) },
  { request: 'something nice for 14 max', class: 'open-under-cap', maxPrice: 14, acceptable: nearCap(14) },
  { request: 'got 12 bucks, surprise me 😎', class: 'open-under-cap', maxPrice: 12, acceptable: nearCap(12) },
  { request: 'best thing u got under $15?', class: 'open-under-cap', maxPrice: 14.99, acceptable: nearCap(14.99) },
  { request: "whats decent for 11 or less", class: 'open-under-cap', maxPrice: 11, acceptable: nearCap(11) },
  { request: 'cocktail under 12 pls', class: 'open-under-cap', maxPrice: 11.99, acceptable: nearCap(11.99) },
  { request: 'i have a tenner, what do you recommend', class: 'open-under-cap', maxPrice: 10, acceptable: nearCap(10) },
  { request: 'surprise me, budget 13 🙃', class: 'open-under-cap', maxPrice: 13, acceptable: nearCap(13) },
  { request: "2 drinks, 26 total, whatever's good", class: 'open-under-cap', maxPrice: 13, acceptable: nearCap(13) },
  { request: 'qué me recomiendas por menos de 13 €?', class: 'open-under-cap', maxPrice: 12.99, acceptable: nearCap(12.99) },
  { request: 'tengo 14 pavos, sorpréndeme', class: 'open-under-cap', maxPrice: 14, acceptable: nearCap(14) },
  { request: 'algo rico hasta 12', class: 'open-under-cap', maxPrice: 12, acceptable: nearCap(12) },
  { request: 'un bon cocktail à 13 euros max', class: 'open-under-cap', maxPrice: 13, acceptable: nearCap(13) },
  { request: "qu'est-ce que vous avez de bien pour moins de 12 ?", class: 'open-under-cap', maxPrice: 11.99, acceptable: nearCap(11.99) },
  { request: 'was Gutes bis 14 Euro?', class: 'open-under-cap', maxPrice: 14, acceptable: nearCap(14) },
  { request: 'was könnt ihr unter 13 empfehlen', class: 'open-under-cap', maxPrice: 12.99, acceptable: nearCap(12.99) },
  { request: "cosa c'è di buono sotto i 13 euro?", class: 'open-under-cap', maxPrice: 12.99, acceptable: nearCap(12.99) },
  { request: 'massimo 15 euro, consigliami tu', class: 'open-under-cap', maxPrice: 15, acceptable: nearCap(15) },
  { request: 'até 12 o que tem de bom?', class: 'open-under-cap', maxPrice: 12, acceptable: nearCap(12) },
  { request: 'algo gostoso por no máximo 11', class: 'open-under-cap', maxPrice: 11, acceptable: nearCap(11) },
];

for (const s of SPECS) {
  const bad = s.acceptable.filter((id) => UNAVAILABLE.includes(id));
  if (bad.length) throw new Error(`${s.request}: ${bad.join(', ')} cannot be made`);
}

const cases = casesOf(SPECS);

const description =
  'Development set written on 2026-11-29 by someone who had not seen the engine (from recipes.ts, inventory.ts, eval/README.md, scripts/dev-set-rules.ts and scripts/make-dev-groups-set.ts, with a look at the description and first eight cases of dev-relevance-recommendations.json for the format; no held-out set and no engine code read), before the engine was changed for it: 120 requests as guests type them on phones (typos, slang, emojis; 54 English, the rest Spanish, French, German, Italian, Portuguese) in four classes: `occasion` (35: after and before dinner, hot day, cold night, birthday, promotion, engagement, wedding party, graduation, first date, game night, brunch, nightcap, long week, Feierabend, hangover, beach), `likeness` (35: \'like X but Y\' and \'something other than X\' for drinks on the menu and classics not on it: Hugo, Paper Plane, Last Word, Piña Colada), `typos` (30: misspelled drinks, spirits and flavour words) and `open-under-cap` (20: an open wish with only a price). ' +
  'Conventions of `acceptable` (every drink a good bartender would happily offer): the Hugo Spritz and the Piña Colada cannot be made with the seeded stock, so they are never acceptable (a wish for them takes its closest makeable drinks); a named drink on the menu (even misspelled) is that drink alone; \'something with X\' is every drink with X as its base spirit (not a float or a secondary pour); alcohol-free drinks are acceptable only when alcohol is ruled out, for a hangover, or when one is the closest match (Elderflower Fizz for a Hugo); ' +
  'occasions take one list each, the same in every language: after dinner/digestif = spirit-forward, rich or coffee drinks and the neat spirits (Espresso Martini, Amaretto Sour, Old Fashioned, Manhattan, Sidecar, Boulevardier, Bourbon and Islay neat; "not too sweet" drops the first two); nightcap = the same without the Espresso Martini (caffeine), with the Penicillin; aperitivo = bitter, dry or bubbly openers and a glass of white or rosé ("light" drops Negroni, Mezcal Negroni, Dry Martini); hot day = the long, citrusy or fizzy drinks, lager and rosé; beach/tropical = the rum and fruit drinks; cold night = brown spirit-forward drinks, neat spirits, red wine, stout; a toast (promotion, engagement, graduation) = the bubbles (French 75, Prosecco, Aperol Spritz); a birthday or a party = the bubbles and the lively cocktails (Cosmopolitan, Espresso Martini, Margarita, Mai Tai); first date "not too strong" = bubbles, Americano, wines; game night = beers and easy highballs; brunch = bubbles, Tequila Sunrise, Espresso Martini, Americano; long week/Feierabend = the crowd-pleasing classics, beer and wine; ' +
  'likeness = the makeable drinks nearest to X once Y is applied (a spirit swap is a wish, not a hard limit: \'wie ein Moscow Mule aber mit Gin\' forbids nothing); open-under-cap = every makeable cocktail priced within the cap and no more than 2 below it, and only when no cocktail is in that band every alcoholic drink in it (wines, neat spirits, beers): never the cheapest beers for a cap a cocktail fits. ' +
  'Conventions of the hard limits (forbidden computed from the recipes by scripts/make-dev-moods-set.ts with scripts/dev-set-rules.ts, never picked by hand): only stated limits are hard: an ingredient or spirit left out (\'sin ron\', \'sans menthe\', \'senza sale\', \'without the prosecco\') forbids every drink holding it, even where a bartender could leave it out (\'sin ron\' white and dark rum); \'other than X\', \'alles außer X\', \'distinto a X\' forbids X (\'other than beer\' the four beers, the 0.5% one among them); \'no alcohol\', \'nothing boozy\', \'sem álcool\' forbid every drink with alcohol (the 0.5% beer allowed); pregnancy forbids even a trace; no egg forbids the egg-white drinks; \'under N\' is strict (maxPrice N - 0.01), \'max\', \'hasta\', \'até\', \'bis\', \'or less\', \'for N\', \'a tenner\', \'budget N\' include N; a total for N drinks is divided by N. No `understood: false` cases.';

const out = join(__dirname, '..', 'eval', 'dev-moods-recommendations.json');
writeFileSync(out, `${JSON.stringify({ description, cases }, null, 1)}\n`);
const counts: Record<string, number> = {};
for (const c of cases) counts[c.class] = (counts[c.class] ?? 0) + 1;
console.log(`${cases.length} cases written to ${out}`, counts);
