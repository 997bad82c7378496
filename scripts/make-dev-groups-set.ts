/**
 * Writes eval/dev-groups-recommendations.json: a party's budget said in the six languages (the party's size as
 * 'somos 4', 'wir sind zu dritt', 'siamo in cinque', 'on est à trois', beside a total or a round), with the per-drink
 * caps that must stay per drink; a wish for alcohol after a reason that is negated ('not driving tonight so bring
 * on the booze'); and everyday words one slip from a word of the menu ('bring', 'better', 'watch', 'speak') that
 * must be read as themselves. Each case's request, wish and rule are written here; its `forbidden` drinks are
 * computed from the demo menu's recipes (scripts/dev-set-rules.ts), never picked by hand.
 *
 *   npx tsx scripts/make-dev-groups-set.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALCOHOL_FREE, casesOf, type Rule, type Spec } from './dev-set-rules';

/** A wish for alcohol rules out the alcohol-free drinks. */
const BOOZE: Rule[] = ALCOHOL_FREE.map((id): Rule => `drink:${id}`);
const STRONG = ['old-fashioned', 'manhattan', 'dry-martini', 'negroni', 'boulevardier'];
const RUM_12 = ['daiquiri', 'mojito', 'cuba-libre', 'dark-n-stormy'];
const FRESH_12 = ['mojito', 'moscow-mule', 'paloma', 'tom-collins', 'gin-and-tonic'];
const BITTER_11 = ['americano', 'gin-and-tonic'];
const BEERS = ['lager', 'ipa', 'stout'];

const SPECS: Spec[] = [
  // A party's size and a total, in the six languages: each drink's share is the cap.
  { request: 'somos 4 y traemos 40 euros para la ronda', class: 'group-languages', maxPrice: 10, acceptable: [] },
  { request: 'Somos cinco y tenemos 60 euros en total, algo con ron', class: 'group-languages', maxPrice: 12, acceptable: RUM_12 },
  { request: 'estamos 3 con 36 pavos entre todos, algo fresco', class: 'group-languages', maxPrice: 12, acceptable: FRESH_12 },
  { request: 'somos seis, 66 euros para una ronda de cervezas', class: 'group-languages', maxPrice: 11, acceptable: BEERS },
  { request: 'on est quatre avec 40 balles pour la tournée', class: 'group-languages', maxPrice: 10, acceptable: [] },
  { request: 'nous sommes 3 et on a 36 euros au total, un truc pétillant', class: 'group-languages', maxPrice: 12, acceptable: ['aperol-spritz', 'prosecco-glass', 'gin-and-tonic', 'tom-collins', 'moscow-mule'] },
  { request: "on est à cinq, 55 euros pour tout le monde, quelque chose d'amer", class: 'group-languages', maxPrice: 11, acceptable: BITTER_11 },
  { request: 'wir sind zu viert und haben 44 Euro zusammen, was Bitteres', class: 'group-languages', maxPrice: 11, acceptable: BITTER_11 },
  { request: 'wir sind fünf, 60 Euro für die Runde, was mit Gin', class: 'group-languages', maxPrice: 12, acceptable: ['tom-collins', 'gin-and-tonic'] },
  { request: 'Wir sind zu zweit und haben 20 Euro insgesamt', class: 'group-languages', maxPrice: 10, acceptable: [] },
  { request: 'siamo in quattro con 48 euro in tutto, qualcosa di fruttato', class: 'group-languages', maxPrice: 12, acceptable: ['tequila-sunrise', 'daiquiri', 'shirley-temple', 'house-rose-wine'] },
  { request: 'siamo in tre, abbiamo 30 euro per il giro', class: 'group-languages', maxPrice: 10, acceptable: [] },
  { request: 'siamo cinque e abbiamo 55 euro, qualcosa di amaro', class: 'group-languages', maxPrice: 11, acceptable: BITTER_11 },
  { request: 'somos quatro e temos 40 reais no total, algo refrescante', class: 'group-languages', maxPrice: 10, acceptable: ['virgin-mojito', 'elderflower-fizz', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'lager', 'ipa'] },
  { request: 'estamos em 3 com 36 euros para a rodada, algo com cachaça', class: 'group-languages', maxPrice: 12, acceptable: ['caipirinha'] },
  { request: 'somos cinco, 50 reais pra todo mundo', class: 'group-languages', maxPrice: 10, acceptable: [] },
  { request: "there's five of us and we've got 60 for the round, something with rum", class: 'group-languages', maxPrice: 12, acceptable: RUM_12 },
  { request: 'we are six, 66 bucks total, beers', class: 'group-languages', maxPrice: 11, acceptable: BEERS },
  { request: 'me and 3 mates, 48 quid between us, something fresh', class: 'group-languages', maxPrice: 12, acceptable: FRESH_12 },
  { request: "party of 4, we've 40 dollars to spend on this round", class: 'group-languages', maxPrice: 10, acceptable: [] },
  // The same parties with a cap per drink: it stays each drink's.
  { request: 'somos 4, algo de menos de 12 para cada uno', class: 'group-per-drink', maxPrice: 11.99, acceptable: [] },
  { request: 'wir sind zu viert, jeder max 12 Euro, was Fruchtiges', class: 'group-per-drink', maxPrice: 12, acceptable: ['tequila-sunrise', 'daiquiri', 'shirley-temple', 'house-rose-wine'] },
  { request: 'on est 3, max 12 chacun, un cocktail au gin', class: 'group-per-drink', maxPrice: 12, acceptable: ['tom-collins', 'gin-and-tonic'] },
  { request: 'siamo in 2, massimo 11 euro a testa', class: 'group-per-drink', maxPrice: 11, acceptable: [] },
  { request: "we're 4, under 12 each, something bitter", class: 'group-per-drink', maxPrice: 11.99, acceptable: BITTER_11 },
  // A reason not to drink, negated, then a wish for alcohol: the alcohol-free drinks are not what was asked for.
  { request: 'bring on the booze, something fruity', class: 'wants-alcohol', rules: BOOZE, acceptable: ['tequila-sunrise', 'daiquiri', 'mai-tai', 'cosmopolitan', 'clover-club'] },
  { request: "I'm not driving tonight so make it a strong one", class: 'wants-alcohol', rules: BOOZE, acceptable: STRONG },
  { request: 'not pregnant anymore, so give me the gin!', class: 'wants-alcohol', rules: BOOZE, acceptable: ['gin-and-tonic', 'tom-collins', 'dry-martini', 'negroni', 'french-75'] },
  { request: 'keep the booze coming, something with rum', class: 'wants-alcohol', rules: BOOZE, acceptable: RUM_12 },
  { request: "my wife's driving, so I can have a proper drink", class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'Dry January is over, bring on the cocktails', class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'no traje coche hoy, así que algo con alcohol', class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'je ne conduis pas ce soir, donc un cocktail bien alcoolisé', class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'ich fahre heute nicht, also gern mit Alkohol', class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'non guido stasera, quindi qualcosa di alcolico', class: 'wants-alcohol', rules: BOOZE, acceptable: [] },
  { request: 'not the designated driver tonight, pour me something strong', class: 'wants-alcohol', rules: BOOZE, acceptable: STRONG },
  // Everyday words one slip from a word of the menu: read as themselves.
  { request: 'bring me something fruity please', class: 'everyday-words', acceptable: ['tequila-sunrise', 'daiquiri', 'mai-tai', 'cosmopolitan', 'clover-club', 'shirley-temple'] },
  { request: "something better than last night's, with gin", class: 'everyday-words', acceptable: ['tom-collins', 'gin-and-tonic', 'negroni', 'dry-martini', 'french-75', 'clover-club'] },
  { request: 'we tried the margarita, what else with tequila?', class: 'everyday-words', acceptable: ['paloma', 'tequila-sunrise'] },
  { request: 'okay, something sweet', class: 'everyday-words', acceptable: ['amaretto-sour', 'tequila-sunrise', 'shirley-temple', 'cosmopolitan', 'mai-tai', 'espresso-martini'] },
  { request: 'speak to me, something smoky', class: 'everyday-words', acceptable: ['mezcal-negroni', 'oaxaca-old-fashioned', 'islay-single-malt-neat', 'penicillin'] },
  { request: 'hurry please, a quick beer', class: 'everyday-words', acceptable: BEERS },
  { request: "I'd like to watch the game with a beer", class: 'everyday-words', acceptable: BEERS },
  { request: 'while we wait, something bitter', class: 'everyday-words', acceptable: ['negroni', 'americano', 'aperol-spritz', 'boulevardier', 'mezcal-negroni'] },
  { request: 'glad it is friday, something bubbly', class: 'everyday-words', acceptable: ['prosecco-glass', 'french-75', 'aperol-spritz', 'tom-collins', 'gin-and-tonic'] },
  { request: 'my mother is visiting, something elegant with gin', class: 'everyday-words', acceptable: ['french-75', 'dry-martini', 'tom-collins', 'clover-club'] },
];

const cases = casesOf(SPECS);

const description =
  "Development set written after the seventh outside set was opened (its cases read for the classes of its violations, none copied), committed before the engine was changed for it: a party's budget said in the six languages ('somos 4 y tenemos 40', 'wir sind zu viert, 44 Euro zusammen', 'siamo in tre, 30 euro per il giro', 'on est à cinq', 'somos quatro e temos 40 reais'), where each drink's share is the cap, beside the same parties with a cap per drink ('jeder max 12', 'a testa', 'chacun', 'each'), which stays per drink; a wish for alcohol after a reason that is negated or over ('not driving tonight so make it a strong one', 'Dry January is over', 'je ne conduis pas ce soir, donc'), where the alcohol-free drinks are forbidden; and everyday words one slip from a word of the menu or the lexicon ('bring', 'better', 'watch', 'speak', 'hurry', 'okay', 'while', 'glad', 'mother'), which must be read as themselves. Conventions: a total for a party is divided by the party's size (40 for 4: 10); 'under' is strict (a cent below); a wish for alcohol forbids the six alcohol-free drinks. The forbidden drinks of each case are computed from the recipes by scripts/make-dev-groups-set.ts, not picked by hand. Tuned on.";

writeFileSync(join(__dirname, '..', 'eval', 'dev-groups-recommendations.json'), `${JSON.stringify({ description, cases }, null, 1)}\n`);
console.log(`${cases.length} cases written`);
