/**
 * A request in the scripts of India (Devanagari for Hindi and Marathi, Gujarati, Gurmukhi for Punjabi, Bengali, Tamil)
 * read into English words and the Hinglish words the reader already knows, with the tables of lexicon/indic.ts (ADR 61).
 * As with Arabic script (ADR 60), each run of the script is followed by its reading and the run itself stays: such a
 * request is still held to the strictest reading (no alcohol at all, none of the common allergens), and within it the
 * drinks that fit what was read come first, and a price limit said in it holds ('पाँच सौ रुपये में': within 500 rupees).
 */
import { INDIC_PHRASES, INDIC_WORDS } from './lexicon/indic';

const INDIC_LETTER = /\p{Script=Devanagari}|\p{Script=Gujarati}|\p{Script=Gurmukhi}|\p{Script=Bengali}|\p{Script=Tamil}/u;
const INDIC = String.raw`\p{Script=Devanagari}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Bengali}\p{Script=Tamil}\u200c\u200d`;
const INDIC_RUN = new RegExp(String.raw`[${INDIC}]+(?:[\s,.!?\u0964\u0965-]+[${INDIC}0-9]+)*`, 'gu');
/** The first digit (zero) of each script's own digits. */
const ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xbe6];

/** A word as the tables keep it: no nukta, no joiners, candrabindu as anusvara. */
export function indicKey(word: string): string {
  return word.replace(/[\u093c\u09bc\u0a3c\u0abc\u200c\u200d]/gu, '').replace(/\u0901/gu, '\u0902').replace(/\u0a81/gu, '\u0a82');
}

/** The word, or the word without an ending the languages join to it ('रुपयांपर्यंत', 'નાળિયેરની', 'વોડકાવાળું'), read. */
function wordOf(key: string): string | undefined {
  if (key in INDIC_WORDS) return INDIC_WORDS[key];
  // (Endings of at most four letters, leaving a stem of two or more: the longest stem the tables know.)
  for (let cut = 1; cut <= 4 && key.length - cut >= 2; cut++) {
    const stem = key.slice(0, key.length - cut);
    if (stem in INDIC_WORDS && [...stem].length >= 2) return INDIC_WORDS[stem];
  }
  return undefined;
}

function indicRead(run: string): string {
  const tokens = run.split(/([\s,.!?\u0964\u0965]+)/u).filter((t) => t.trim() !== '');
  const keys = tokens.map(indicKey);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const key = keys[i]!;
    if (!INDIC_LETTER.test(key) && !/\d/.test(key)) {
      out.push(/,/.test(key) ? ',' : '.');
      i += 1;
      continue;
    }
    if (/^\d+$/.test(key)) {
      out.push(key);
      i += 1;
      continue;
    }
    const phrase = [3, 2].find((n) => i + n <= tokens.length && keys.slice(i, i + n).join(' ') in INDIC_PHRASES);
    if (phrase) {
      out.push(INDIC_PHRASES[keys.slice(i, i + phrase).join(' ')]!);
      i += phrase;
      continue;
    }
    const read = wordOf(key);
    if (read !== undefined) out.push(read);
    i += 1;
  }
  return out.join(' ').replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').replace(/^[,. ]+|[,. ]+$/g, '').trim();
}

/** The request with each run in one of these scripts followed by its reading; the scripts' own digits as digits. */
export function withIndicRead(text: string): string {
  if (!INDIC_LETTER.test(text)) return text;
  const digits = text.replace(/[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0be6-\u0bef]/gu, (d) => {
    const code = d.charCodeAt(0);
    return String(code - ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });
  return digits.replace(INDIC_RUN, (run) => {
    const read = indicRead(run);
    return read ? `${read} . ${run}` : run;
  });
}
