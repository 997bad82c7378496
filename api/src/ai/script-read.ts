/**
 * Requests in scripts the engine reads in part: those of India (Devanagari for Hindi and Marathi, Gujarati, Gurmukhi
 * for Punjabi, Bengali, Tamil; ADR 61) and Georgian's (ADR 62), read into English words and the Hinglish words the
 * reader already knows, with the tables of lexicon/indic.ts and lexicon/georgian.ts. As with Arabic script (ADR 60),
 * each run of the script is followed by its reading and the run itself stays: such a request is still held to the
 * strictest reading (no alcohol at all, none of the common allergens), and within it the drinks that fit what was read
 * come first, and a price limit said in it holds ('पाँच सौ रुपये में': within 500 rupees).
 * In the scripts of India each word read whole (a word of the tables, one of their small words that carry no limit,
 * or a word of the tables with one of the endings that only join it to the sentence) is replaced by its reading, as
 * Russian is (ADR 65): a request of which every word is read is no longer held to the strictest reading, and one with
 * a word left as written is, and its answer quotes that word.
 */
import { GEORGIAN_PHRASES, GEORGIAN_WORDS } from './lexicon/georgian';
import { INDIC_ENDINGS, INDIC_PHRASES, INDIC_SMALL_WORDS, INDIC_WORDS } from './lexicon/indic';
import { ownWords } from './lexicon/own';

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
  /** Words read as nothing: they carry no limit and no wish ('मुझे', 'છે', 'ਹੈ'). With `endings`, a run read whole is replaced. */
  smallWords?: ReadonlySet<string>;
  /** Endings that only join a word of the tables to the sentence ('-ની', '-ची', '-ের'): the word with one is read whole. */
  endings?: ReadonlySet<string>;
}

/** (No nukta, no joiners, candrabindu as anusvara.) */
const indicKey = (word: string) => word.replace(/[\u093c\u09bc\u0a3c\u0abc\u200c\u200d]/gu, '').replace(/\u0901/gu, '\u0902').replace(/\u0a81/gu, '\u0a82');
/** A table with its words as `indicKey` keeps them ('कड़वा' found as typed with a nukta or without). */
function indicKeyed(table: Readonly<Record<string, string>>): Record<string, string> {
  return ownWords(Object.fromEntries(Object.entries(table).map(([said, read]) => [said.split(' ').map(indicKey).join(' '), read])));
}

const INDIC: ScriptTables = {
  letter: /\p{Script=Devanagari}|\p{Script=Gujarati}|\p{Script=Gurmukhi}|\p{Script=Bengali}|\p{Script=Tamil}/u,
  letters: String.raw`\p{Script=Devanagari}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Bengali}\p{Script=Tamil}\u200c\u200d`,
  phrases: indicKeyed(INDIC_PHRASES),
  words: indicKeyed(INDIC_WORDS),
  key: indicKey,
  zeros: [0x966, 0x9e6, 0xa66, 0xae6, 0xbe6],
  smallWords: new Set([...INDIC_SMALL_WORDS].map(indicKey)),
  endings: new Set([...INDIC_ENDINGS].map(indicKey)),
};

const GEORGIAN: ScriptTables = {
  letter: /\p{Script=Georgian}/u,
  letters: String.raw`\p{Script=Georgian}`,
  phrases: GEORGIAN_PHRASES,
  words: GEORGIAN_WORDS,
  key: (word) => word,
  zeros: [],
};

/**
 * The word, or the word without an ending the languages join to it ('रुपयांपर्यंत', 'નાળિયેરની', 'ფისტაზე'), read; `whole`
 * when nothing of it is left unread (the word itself, or its stem with an ending of `endings`).
 */
function wordOf(key: string, tables: ScriptTables): { read: string; whole: boolean } | undefined {
  const words = tables.words;
  if (key in words) return { read: words[key]!, whole: true };
  // (Endings of at most four letters, leaving a stem of two or more: the longest stem the tables know.)
  for (let cut = 1; cut <= 4 && key.length - cut >= 2; cut++) {
    const stem = key.slice(0, key.length - cut);
    if (stem in words && [...stem].length >= 2) return { read: words[stem]!, whole: tables.endings?.has(key.slice(key.length - cut)) === true };
  }
  return undefined;
}

/**
 * A run read: its reading; the same with each word not read whole left as written after what was read of it
 * (`mixed`); and whether every word of it was read (`whole`).
 */
function runRead(run: string, tables: ScriptTables): { read: string; mixed: string; whole: boolean } {
  const tokens = run.split(/([\s,.!?\u0964\u0965]+)/u).filter((t) => t.trim() !== '');
  const keys = tokens.map(tables.key);
  const out: string[] = [];
  const mixed: string[] = [];
  const both = (word: string) => {
    out.push(word);
    mixed.push(word);
  };
  let whole = true;
  for (let i = 0; i < tokens.length; ) {
    const key = keys[i]!;
    if (!tables.letter.test(key) && !/\d/.test(key)) {
      both(/,/.test(key) ? ',' : '.');
      i += 1;
      continue;
    }
    if (/^\d+$/.test(key)) {
      both(key);
      i += 1;
      continue;
    }
    const phrase = [3, 2].find((n) => i + n <= tokens.length && keys.slice(i, i + n).join(' ') in tables.phrases);
    if (phrase) {
      both(tables.phrases[keys.slice(i, i + phrase).join(' ')]!);
      i += phrase;
      continue;
    }
    i += 1;
    if (tables.smallWords?.has(key)) continue;
    const read = wordOf(key, tables);
    if (read !== undefined) both(read.read);
    if (!read?.whole) {
      whole = false;
      mixed.push(tokens[i - 1]!);
    }
  }
  const tidy = (words: string[]) => words.join(' ').replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').replace(/^[,. ]+|[,. ]+$/g, '').trim();
  return { read: tidy(out), mixed: tidy(mixed), whole };
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
    const { read, mixed, whole } = runRead(said, tables);
    // (Where the tables say which words are small, each word read is replaced and only the others stay as written;
    // Georgian's run stays whole after its reading.)
    if (tables.smallWords) return ` ${whole ? read : mixed} `;
    return read ? `${read} . ${said}` : said;
  });
}

/** The request with each run in one of the scripts of India or in Georgian followed by its reading; the scripts' own digits as digits. */
export function withScriptsRead(text: string): string {
  return withRead(withRead(text, INDIC), GEORGIAN);
}
