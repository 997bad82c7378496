/**
 * A request in Arabic script (Arabic or Persian) read into English words for what the guest likes (ADR 60), with the
 * tables of lexicon/arabic.ts. Each run of the script is followed by its English words, and the run itself stays: a
 * request in this script is still held to the strictest reading (no alcohol at all, none of the common allergens), and
 * within it, the drinks that fit what was read come first ('شي يشبه الموهيتو بدون كحول': the Virgin Mojito).
 */
import { ARABIC_AFTER, ARABIC_PHRASES, ARABIC_WORDS, ARABIZI_PHRASES, ARABIZI_WORDS } from './lexicon/arabic';

const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const ARABIC_RUN = /[\u0600-\u06ff\u200c\u0660-\u0669\u06f0-\u06f9]+(?:[\s\u060c\u061f.,!?]+[\u0600-\u06ff\u200c\u0660-\u0669\u06f0-\u06f90-9]+)*/gu;

/**
 * A word as the tables keep it: no vowel marks or stretching, one alef, Persian yeh and kaf as Arabic, teh marbuta
 * and Urdu's hehs as heh, Urdu's barree yeh as yeh.
 */
export function arabicKey(word: string): string {
  return word
    .replace(/[\u064b-\u065f\u0670\u0640\u200c]/gu, '')
    .replace(/[\u0623\u0625\u0622\u0671]/gu, '\u0627')
    .replace(/[\u0649\u06cc]/gu, '\u064a')
    .replace(/\u06a9/gu, '\u0643')
    .replace(/[\u0629\u06c0\u06c1\u06c2\u06c3\u06be]/gu, '\u0647')
    .replace(/\u06d2/gu, '\u064a');
}

/** The word, or the word without a prefix ('و', 'ب', 'ال', 'بال', 'لل') or a suffix ('ها', 'ات', 'ي'), read. */
function wordOf(key: string): string | undefined {
  if (key in ARABIC_WORDS) return ARABIC_WORDS[key];
  for (const bare of [key.replace(/^(?:و|ف)?(?:بال|وال|لل|ال|ب|ل)/u, ''), key.replace(/^و/u, '')]) {
    if (bare.length < 2) continue;
    if (bare in ARABIC_WORDS) return ARABIC_WORDS[bare];
    const unsuffixed = bare.replace(/(?:هاي|ها|ات|ين|ون|اي|اى|ي|ه|ك|كم|نا)$/u, '');
    if (unsuffixed.length >= 2 && unsuffixed in ARABIC_WORDS) return ARABIC_WORDS[unsuffixed];
  }
  return undefined;
}

function arabicRead(run: string): string {
  const tokens = run.split(/([\s\u060c\u061f.,!?]+)/u).filter((t) => t.trim() !== '');
  const keys = tokens.map(arabicKey);
  const out: string[] = [];
  let clause = 0;
  for (let i = 0; i < tokens.length; ) {
    const key = keys[i]!;
    if (!ARABIC_LETTER.test(key) && !/\d/.test(key)) {
      out.push(/[\u060c,]/u.test(key) ? ',' : '.');
      clause = out.length;
      i += 1;
      continue;
    }
    if (/^\d+$/.test(key)) {
      out.push(key);
      i += 1;
      continue;
    }
    const phrase = [3, 2].find((n) => i + n <= tokens.length && keys.slice(i, i + n).join(' ') in ARABIC_PHRASES);
    if (phrase) {
      out.push(ARABIC_PHRASES[keys.slice(i, i + phrase).join(' ')]!);
      i += phrase;
      continue;
    }
    // (Two words said after the thing, Persian's 'زنجبیل دوست ندارم': ginger, I do not like.)
    const afterTwo = i + 1 < tokens.length ? ARABIC_AFTER[`${key} ${keys[i + 1]}`] : undefined;
    const after = afterTwo ?? ARABIC_AFTER[key];
    if (after && out.length > clause) {
      out.splice(clause, 0, after);
      i += afterTwo ? 2 : 1;
      continue;
    }
    const read = wordOf(key);
    if (read !== undefined) out.push(read);
    i += 1;
  }
  return out.join(' ').replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').trim();
}

/** The request with each run in Arabic script followed by its English words; digits in Arabic script as digits. */
export function withArabicRead(text: string): string {
  if (!ARABIC_LETTER.test(text)) return text;
  const digits = text.replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x6f0));
  return digits.replace(ARABIC_RUN, (run) => {
    const english = arabicRead(run);
    // (A money's name in the script after an amount, 'max 100 درهم', is read as money where it stands.)
    return english && !/^(?:riyals|dirhams|dinars|lira|dollars|euros|tomans)$/.test(english) ? `${english} . ${run}` : run;
  });
}

/** A word of Arabizi's own, with a digit for a letter ('7elw', 'ko7ol', '3ayez'): the first one said, if any. */
const ARABIZI_OWN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${[...Object.keys(ARABIZI_WORDS), ...Object.keys(ARABIZI_PHRASES)]
    .filter((w) => /\d/.test(w))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\p{L}\d])`,
  'iu',
);
export function arabiziSaid(text: string): RegExpExecArray | null {
  return ARABIZI_OWN.exec(text);
}

/**
 * A request in Arabizi (ADR 62) with its English words before it: read only where one of its own words with a digit is
 * said, and held to the strictest reading all the same (`arabiziSaid`, in the safety layer).
 */
export function withArabiziRead(text: string): string {
  if (!/\d/.test(text) || !arabiziSaid(text)) return text;
  const tokens = text.toLowerCase().split(/([\s,.!?;:]+)/u).filter((t) => t.trim() !== '');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/^[\s,.!?;:]+$/u.test(token)) {
      out.push(/,/.test(token) ? ',' : '.');
      i += 1;
      continue;
    }
    const pair = i + 1 < tokens.length ? `${token} ${tokens[i + 1]!}` : '';
    if (pair in ARABIZI_PHRASES) {
      out.push(ARABIZI_PHRASES[pair]!);
      i += 2;
      continue;
    }
    const read = ARABIZI_PHRASES[token] ?? ARABIZI_WORDS[token];
    if (read !== undefined) out.push(read);
    else if (/^\d+$/.test(token)) out.push(token);
    i += 1;
  }
  const english = out.join(' ').replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').replace(/^[,. ]+|[,. ]+$/g, '').trim();
  return english ? `${english} . ${text}` : text;
}
