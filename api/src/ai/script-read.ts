/**
 * Requests in scripts the engine reads in part: those of India (Devanagari for Hindi and Marathi, Gujarati, Gurmukhi
 * for Punjabi, Bengali, Tamil; ADR 61) and Georgian's (ADR 62), read into English words and the Hinglish words the
 * reader already knows, with the tables of lexicon/indic.ts and lexicon/georgian.ts. As with Arabic script (ADR 60),
 * each run of the script is followed by its reading and the run itself stays: such a request is still held to the
 * strictest reading (no alcohol at all, none of the common allergens), and within it the drinks that fit what was read
 * come first, and a price limit said in it holds ('पाँच सौ रुपये में': within 500 rupees).
 */
import { GEORGIAN_PHRASES, GEORGIAN_WORDS } from './lexicon/georgian';
import { INDIC_PHRASES, INDIC_WORDS } from './lexicon/indic';

interface ScriptTables {
  /** A letter of the scripts. */
  letter: RegExp;
  /** The scripts' letters and marks, for a character class. */
  letters: string;
  phrases: Readonly<Record<string, string>>;
  words: Readonly<Record<string, string>>;
  /** A word as the tables keep it. */
  key: (word: string) => string;
  /** The first digit (zero) of each of the scripts' own digits. */
  zeros: readonly number[];
}

const INDIC: ScriptTables = {
  letter: /\p{Script=Devanagari}|\p{Script=Gujarati}|\p{Script=Gurmukhi}|\p{Script=Bengali}|\p{Script=Tamil}/u,
  letters: String.raw`\p{Script=Devanagari}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Bengali}\p{Script=Tamil}\u200c\u200d`,
  phrases: INDIC_PHRASES,
  words: INDIC_WORDS,
  // (No nukta, no joiners, candrabindu as anusvara.)
  key: (word) => word.replace(/[\u093c\u09bc\u0a3c\u0abc\u200c\u200d]/gu, '').replace(/\u0901/gu, '\u0902').replace(/\u0a81/gu, '\u0a82'),
  zeros: [0x966, 0x9e6, 0xa66, 0xae6, 0xbe6],
};

const GEORGIAN: ScriptTables = {
  letter: /\p{Script=Georgian}/u,
  letters: String.raw`\p{Script=Georgian}`,
  phrases: GEORGIAN_PHRASES,
  words: GEORGIAN_WORDS,
  key: (word) => word,
  zeros: [],
};

/** The word, or the word without an ending the languages join to it ('रुपयांपर्यंत', 'નાળિયેરની', 'ფისტაზე'), read. */
function wordOf(key: string, words: Readonly<Record<string, string>>): string | undefined {
  if (key in words) return words[key];
  // (Endings of at most four letters, leaving a stem of two or more: the longest stem the tables know.)
  for (let cut = 1; cut <= 4 && key.length - cut >= 2; cut++) {
    const stem = key.slice(0, key.length - cut);
    if (stem in words && [...stem].length >= 2) return words[stem];
  }
  return undefined;
}

function runRead(run: string, tables: ScriptTables): string {
  const tokens = run.split(/([\s,.!?\u0964\u0965]+)/u).filter((t) => t.trim() !== '');
  const keys = tokens.map(tables.key);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const key = keys[i]!;
    if (!tables.letter.test(key) && !/\d/.test(key)) {
      out.push(/,/.test(key) ? ',' : '.');
      i += 1;
      continue;
    }
    if (/^\d+$/.test(key)) {
      out.push(key);
      i += 1;
      continue;
    }
    const phrase = [3, 2].find((n) => i + n <= tokens.length && keys.slice(i, i + n).join(' ') in tables.phrases);
    if (phrase) {
      out.push(tables.phrases[keys.slice(i, i + phrase).join(' ')]!);
      i += phrase;
      continue;
    }
    const read = wordOf(key, tables.words);
    if (read !== undefined) out.push(read);
    i += 1;
  }
  return out.join(' ').replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').replace(/^[,. ]+|[,. ]+$/g, '').trim();
}

function withRead(text: string, tables: ScriptTables): string {
  if (!tables.letter.test(text)) return text;
  const digits = tables.zeros.length
    ? text.replace(/[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0be6-\u0bef]/gu, (d) => {
        const code = d.charCodeAt(0);
        return String(code - tables.zeros.find((zero) => code >= zero && code <= zero + 9)!);
      })
    : text;
  const run = new RegExp(String.raw`[${tables.letters}]+(?:[\s,.!?\u0964\u0965-]+[${tables.letters}0-9]+)*`, 'gu');
  return digits.replace(run, (said) => {
    const read = runRead(said, tables);
    return read ? `${read} . ${said}` : said;
  });
}

/** The request with each run in one of the scripts of India or in Georgian followed by its reading; the scripts' own digits as digits. */
export function withScriptsRead(text: string): string {
  return withRead(withRead(text, INDIC), GEORGIAN);
}
