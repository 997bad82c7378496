/**
 * Writes eval/dev-boundary-recommendations.json: price caps said at exactly a price the menu charges, in the words
 * that make the cap strict ('under 12': a $12 drink is over it) and in the words that take it in ('12 max': a
 * $12 drink is within it), in the six languages, Hinglish and as typed. Each case's `forbidden` drinks are
 * computed from the demo menu (every drink over the cap), never picked by hand; `acceptable` is left empty: the
 * set checks the caps only.
 *
 *   npx tsx scripts/make-dev-boundary-set.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_RECIPES } from '../domain/src/seed/recipes';

type Kind = 'strict' | 'inclusive';

/** Phrasings with {n} for the amount; the wish around them varies so the reader meets each one in a sentence. */
const PHRASINGS: Array<[Kind, string, string]> = [
  // English, strict
  ['strict', 'en', 'something fruity under {n}'],
  ['strict', 'en', 'a cocktail below ${n} please'],
  ['strict', 'en', 'anything less than {n} dollars?'],
  ['strict', 'en', 'cheaper than {n} bucks, something refreshing'],
  ['strict', 'en', 'sub-{n} drink, bitter is fine'],
  ['strict', 'en', 'what can I get for < {n}'],
  ['strict', 'en', 'a gin drink, must be under ${n}.00'],
  ['strict', 'en', 'keep it south of {n} pls, something sour'],
  ['strict', 'en', 'nothing {n} or over, surprise me'],
  ['strict', 'en', 'less then {n}$ and not too sweet'],
  // English, inclusive
  ['inclusive', 'en', 'something fruity, {n} or less'],
  ['inclusive', 'en', 'a cocktail up to ${n}'],
  ['inclusive', 'en', 'at most {n} dollars, anything refreshing'],
  ['inclusive', 'en', 'no more than {n} bucks for a sour'],
  ['inclusive', 'en', '{n} max, something with gin'],
  ['inclusive', 'en', 'budget {n} tops, surprise me'],
  ['inclusive', 'en', 'spend ≤ {n}, something bitter'],
  ['inclusive', 'en', "i've got {n} on me, what's good"],
  // Spanish
  ['strict', 'es', 'algo afrutado por menos de {n}'],
  ['strict', 'es', 'un cóctel por debajo de {n} euros'],
  ['inclusive', 'es', 'algo refrescante, máximo {n}'],
  ['inclusive', 'es', 'hasta {n} euros, algo con ginebra'],
  ['inclusive', 'es', 'como mucho {n}, algo ácido'],
  // German
  ['strict', 'de', 'etwas Fruchtiges unter {n} Euro'],
  ['strict', 'de', 'ein Cocktail für weniger als {n}€'],
  ['inclusive', 'de', 'höchstens {n} Euro, etwas Erfrischendes'],
  ['inclusive', 'de', 'bis {n}€, gern mit Gin'],
  ['inclusive', 'de', 'maximal {n}, etwas Saures'],
  // French
  ['strict', 'fr', 'quelque chose de fruité à moins de {n} euros'],
  ['strict', 'fr', 'un cocktail en dessous de {n}€'],
  ['inclusive', 'fr', "jusqu'à {n} euros, quelque chose de rafraîchissant"],
  ['inclusive', 'fr', '{n}€ maximum, avec du gin'],
  ['inclusive', 'fr', 'pas plus de {n} euros, un truc acide'],
  // Italian
  ['strict', 'it', 'qualcosa di fruttato sotto i {n} euro'],
  ['strict', 'it', 'un cocktail a meno di {n}€'],
  ['inclusive', 'it', 'al massimo {n} euro, qualcosa di rinfrescante'],
  ['inclusive', 'it', 'fino a {n}€, con il gin'],
  ['inclusive', 'it', 'non più di {n} euro, qualcosa di aspro'],
  // Portuguese
  ['strict', 'pt', 'algo frutado por menos de {n} reais'],
  ['strict', 'pt', 'um drink abaixo de R$ {n}'],
  ['inclusive', 'pt', 'até {n} reais, algo refrescante'],
  ['inclusive', 'pt', 'no máximo {n}, com gin'],
  ['inclusive', 'pt', 'não mais que {n} reais, algo azedo'],
  // Hinglish
  ['strict', 'hi', '{n} se kam mein kuch fruity'],
  ['inclusive', 'hi', '{n} tak ka koi cocktail'],
  ['inclusive', 'hi', 'max {n} rupees nahi dollars, kuch refreshing'],
];

/** The caps: amounts the menu charges exactly, so the boundary decides. */
const AMOUNTS = [8, 10, 12, 13, 14];

const cases = PHRASINGS.map(([kind, language, phrasing], i) => {
  const n = AMOUNTS[i % AMOUNTS.length]!;
  const maxPrice = kind === 'strict' ? Math.round((n - 0.01) * 100) / 100 : n;
  const forbidden = SEED_RECIPES.filter((r) => r.price > maxPrice).map((r) => r.id);
  return { request: phrasing.replace('{n}', String(n)), acceptable: [], forbidden, maxPrice, class: `${kind}-${language}` };
});

const description =
  "Development set for price caps said at exactly a price the menu charges, written after the held-out sets still showed price caps as the largest kind of violation (their cases unread), committed before the engine was changed for it: the words that make a cap strict ('under', 'below', 'less than', 'cheaper than', 'sub-', '<', 'south of', 'nothing N or over', 'menos de', 'por debajo de', 'unter', 'weniger als', 'moins de', 'en dessous de', 'sotto i', 'meno di', 'abaixo de', 'se kam') and the words that take the amount in ('or less', 'up to', 'at most', 'no more than', 'max', 'tops', '≤', 'I've got N on me', 'máximo', 'hasta', 'como mucho', 'höchstens', 'bis', 'maximal', 'jusqu'à', 'maximum', 'pas plus de', 'al massimo', 'fino a', 'non più di', 'até', 'no máximo', 'não mais que', 'tak'), each at 8, 10, 12, 13 or 14, where the menu has drinks at exactly that price. Conventions: a strict cap is N minus a cent, an inclusive one N. The forbidden drinks are computed from the menu by scripts/make-dev-boundary-set.ts (every drink over the cap); `acceptable` is empty: the set checks the caps only.";

writeFileSync(join(__dirname, '..', 'eval', 'dev-boundary-recommendations.json'), `${JSON.stringify({ description, cases }, null, 1)}\n`);
console.log(`${cases.length} cases written`);
