/**
 * A request in Catalan read into English words (ADR 76), with the tables of lexicon/catalan.ts, once two of Catalan's
 * own words say it is Catalan: 'Sóc al·lèrgic a l'ou' is 'i am allergic to egg' (where French and Portuguese 'ou' is
 * 'or'), 'res de gin' is 'no gin', 'som 3, tenim 30 euros en total' is 'we are 3, we have 30 euros in total'. A word
 * none of the tables reads is left as written, for the rest of the reader (which reads Spanish, most of it shared).
 */
import { CATALAN_OWN, CATALAN_PHRASES, CATALAN_WORDS } from './lexicon/catalan';

/** Lower case and accents off, the middle dot kept ('Al·lèrgia' -> 'al·lergia'); 'l.l' and 'l-l' typed for it are it. */
function catalanFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(?<=\p{L})l[.\u2027\u22c5\u2219-]l(?=\p{L})/gu, 'l·l')
    .replace(/[\u2018\u2019\u02bc`]/g, "'");
}

/**
 * One pass over the text: at each word, the longest phrase that starts there, else the word itself, so what a phrase
 * reads as ('i am allergic to') is never read again as Catalan words ('i' is 'and'). An apostrophe between words is a
 * space ("d'ou" is 'd ou').
 */
const PHRASE_OR_WORD = new RegExp(
  `(?<![\\p{L}·])(?:tinc\\s+\\d{1,2}\\s+anys|${Object.keys(CATALAN_PHRASES)
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/ /g, "[\\s']+"))
    .join('|')}|[\\p{L}·]+)(?![\\p{L}·])`,
  'gu',
);

function saysCatalan(folded: string): boolean {
  return new Set(folded.replace(/'/g, ' ').match(CATALAN_OWN) ?? []).size >= 2;
}

export function withCatalanRead(text: string): string {
  const folded = catalanFold(text);
  if (!saysCatalan(folded)) return text;
  return (
    folded
      // The article and 'of' cut short before a vowel ("l'ou", "d'ou", "m'agrada"): a word of their own.
      .replace(/(?<![\p{L}·])([dlmnst])'(?=\p{L})/gu, '$1 ')
      .replace(PHRASE_OR_WORD, (said: string) => {
        const key = said.replace(/[\s']+/g, ' ');
        // (An age: 'tinc 16 anys' is 'i am 16 years old'.)
        const age = /^tinc (\d+) anys$/.exec(key);
        if (age) return ` i am ${age[1]!} years old `;
        return ` ${CATALAN_PHRASES[key] ?? CATALAN_WORDS[key] ?? said} `;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}
