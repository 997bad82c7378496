import { distance } from 'fastest-levenshtein';
import { BRANDS } from './lexicon/brands';
import { SPIRITS } from './lexicon/spirits';
import { ownWords } from './lexicon/own';
import { withTurkishRead } from './turkish';
import { withCatalanRead } from './catalan';
import { withArabicRead, withArabiziRead } from './arabic';
import { withScriptsRead } from './script-read';
import { AFRIKAANS_OWN, AFRIKAANS_SAID, AFRIKAANS_WORDS, CHINESE_SMALL, CHINESE_TURNED, CHINESE_WORDS, JAPANESE_AFTER, JAPANESE_SMALL, JAPANESE_WORDS, KOREAN_SMALL, KOREAN_TURNED, KOREAN_WORDS, RUSSIAN_PHRASES, RUSSIAN_STEMS, RUSSIAN_WORDS } from './lexicon/languages';
import { ALLERGY_HEADS } from './lexicon/requests';

/**
 * Emoji that say a word on a phone: a 'no' sign, the thing itself, how it makes the guest feel ('🚫🥚', 'tequila 🤮',
 * 'pregnant 🤰'). A face that says the thing is bad ends the clause as punctuation would. Others are left as they are
 * (the readers end a clause at them).
 */
/** A keycap digit ('5️⃣'): the digit itself, in a request or in a pasted recipe. */
export const KEYCAP = /([0-9#*])\u{FE0F}?\u{20E3}/gu;
const NO_SIGN = String.raw`[\u{1F6AB}\u{274C}\u{26D4}\u{1F645}\u{2716}\u{2717}\u{2718}\u{1F6B7}\u{1F6AD}][\u{FE0F}\u{200D}\u{2640}\u{2642}]*`;
const DRINK_EMOJI = String.raw`(?:\u{1F37A}|\u{1F37B}|\u{1F377}|\u{1F378}|\u{1F379}|\u{1F943}|\u{1F37E}|\u{1F942}|\u{1F376})`;
const DRINK_EMOJI_EACH = new RegExp(DRINK_EMOJI, 'gu');
/** A run that begins with a no sign, and a drink in it with no sign of its own ('🚫🍸🍷🍺': the wine and the beer). */
const SIGN_FIRST = new RegExp(String.raw`^\s*${NO_SIGN}`, 'u');
const UNSIGNED_DRINK = new RegExp(String.raw`(?<!${NO_SIGN}\s*)${DRINK_EMOJI}`, 'gu');
/** The drink one emoji shows and the words of it, in the six languages ('whisky 🥃🙅', 'bière 🍺🚫'). */
const DRINK_OF_EMOJI: ReadonlyArray<[RegExp, RegExp, string]> = [
  [/\u{1F943}/u, /\b(?:whisky|whiskey|whiskies|bourbon|scotch|jameson|jack|rye)\s*$/iu, 'whisky'],
  [/[\u{1F37A}\u{1F37B}]/u, /\b(?:beers?|bi[eè]res?|cervezas?|birras?|bier|biere|cervejas?|lagers?|pints?)\s*$/iu, 'beer'],
  [/\u{1F377}/u, /\b(?:wines?|vins?|vinos?|weine?|vinhos?)\s*$/iu, 'wine'],
];
/**
 * A no sign beside a drink's emoji right after the word of that drink ('on est tannés du whisky 🥃🙅', 'pas de bière
 * 🍺🚫'): a 'no' to that drink, as the word says. Anywhere else the pair is the sign for no alcohol (below).
 */
function noToTheDrinkNamed(run: string, at: number, text: string): string | null {
  const before = text.slice(Math.max(0, at - 40), at);
  const named = DRINK_OF_EMOJI.filter(([emoji, word]) => emoji.test(run) && word.test(before));
  return named.length === 1 && [...run.matchAll(DRINK_EMOJI_EACH)].every((m) => named[0]![0].test(m[0])) ? ` , no ${named[0]![2]} , ` : null;
}
const EMOJI_WORDS: Array<[RegExp, string | ((...args: never[]) => string)]> = [
  // Numbers in keycaps ('budget 🔟', '1️⃣5️⃣ max'): the digits.
  [/\u{1F51F}/gu, ' 10 '],
  [KEYCAP, '$1'],
  // A no sign before or after a drink of alcohol ('🚫🍺', '🍷❌', '🚫🍺🚫🍷'): the sign for no alcohol, never only no beer;
  // said once for a run of them.
  // (The signs stay, read below as a no to each drink, 'no beer', 'no wine'; 'no alcohol' is said once after them.)
  // ('🤰🚫🍸🍷🍺': one sign before a run of drinks is a no to each of them, never a wish for the ones after the first.)
  [
    new RegExp(String.raw`(?:(?:${NO_SIGN}\s*(?:${DRINK_EMOJI}[\u{FE0F}]?\s*)+|${DRINK_EMOJI}\s*${NO_SIGN})\s*)+`, 'gu'),
    ((run: string, at: number, text: string) => noToTheDrinkNamed(run, at, text) ?? `${SIGN_FIRST.test(run) ? run.replace(UNSIGNED_DRINK, '\u{1F6AB}$&') : run} , no alcohol , `) as (...args: never[]) => string,
  ],
  // A thing's emoji with a no sign after it ('🥜❌') is the same as before it ('❌🥜').
  // (Not one that has its own no sign before it: '🚫🥚 🚫🥜' is no egg and no nuts.)
  // (A thing's: food and drink, fruit and plants. Not a person or a state, '🤰🚫🍸' is pregnant, no cocktail.)
  [new RegExp(String.raw`(?<!${NO_SIGN}\s*)([\u{1F32D}-\u{1F37F}\u{1F330}-\u{1F34F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1FAD0}-\u{1FADB}])[\u{FE0F}]?\s*(${NO_SIGN})`, 'gu'), '$2$1'],
  // No sign before a glass ('🚫🍸') is no alcohol.
  [new RegExp(String.raw`${NO_SIGN}\s*[\u{1F378}\u{1F379}\u{1F942}\u{1F37E}\u{1F376}][\u{FE0F}]?`, 'gu'), ' no alcohol, '],
  // A no sign before a thing's emoji ('🚫🥚 🚫🥜') is a 'no' before it, said before the things become words (so the
  // second is not read as a 'no' after the first). A tick ('✓ tiki', '✔️ sweet') begins a wish.
  [new RegExp(String.raw`${NO_SIGN}(?=\s*(?:[\u{1F300}-\u{1FAFF}]|$))`, 'gu'), ' no '],
  [/[\u{2713}\u{2714}\u{2705}\u{2611}][\u{FE0F}]?/gu, ' , '],
  [/\u{1F95A}/gu, ' egg '],
  [/[\u{1F95C}\u{1F330}]/gu, ' nut '],
  [/\u{1F965}/gu, ' coconut '],
  [/\u{1F95B}/gu, ' milk '],
  [/\u{1F33E}/gu, ' wheat '],
  [/[\u{1F37A}\u{1F37B}]/gu, ' beer '],
  // A birthday cake after an age ('17 🎂'): that birthday; before one ('🎂 17') too.
  [/\b(1\d|20)\s*\u{1F382}|\u{1F382}\s*(1\d|20)\b/gu, ' $1$2 birthday '],
  [/\u{1F377}/gu, ' wine '],
  // Clinking glasses or a bottle popping ('10 years today 🥂', '🍾🍾'): a celebration.
  [/[\u{1F942}\u{1F37E}][\u{FE0F}]?/gu, ' celebrating '],
  [/\u{1F943}/gu, ' whisky '],
  [/\u{1F34B}/gu, ' lemon '],
  [/\u{1F34A}/gu, ' orange '],
  [/\u{1FAD2}/gu, ' olive '],
  // ('no ☕': no caffeine, the cola's too; '☕ something': coffee.)
  [/\b(?:no|not|without|sin|sans|ohne|senza|sem)\s*\u{2615}[\u{FE0F}]?/gu, ' no caffeine '],
  [/\u{2615}/gu, ' coffee '],
  [/\u{1F95D}/gu, ' kiwi '],
  [/\u{1F352}/gu, ' cherry '],
  [/\u{1F34D}/gu, ' pineapple '],
  [/\u{1F33F}/gu, ' mint '],
  [/[\u{1F92E}\u{1F922}]/gu, ' makes me sick, '],
  [/\u{1F915}/gu, ' gives me a headache, '],
  [/[\u{1F930}\u{1FAC3}\u{1FAC4}]/gu, ' pregnant, '],
  [/\u{1F931}/gu, ' breastfeeding, '],
  [/\u{1F48A}/gu, ' meds, '],
  // A faith's sign ('🕌', '☪️'), a skull or an ambulance after a thing ('🥜☠️', '🥜🚑').
  [/[\u{1F54C}\u{262A}][\u{FE0F}]?/gu, ' muslim, '],
  [/[\u{2620}\u{1F480}][\u{FE0F}]?/gu, ' deadly, '],
  [/\u{1F691}/gu, ' hospital, '],
  // A car for the guest's evening ('🚗 tonight', '🚗 + 🥜 allergy') is driving.
  [/[\u{1F697}\u{1F698}\u{1F699}\u{1F695}\u{1F3CE}\u{1F6FB}][\u{FE0F}]?/gu, ' driving, '],
  [/[\u{1F9D2}\u{1F466}\u{1F467}]/gu, ' kid '],
  // A 'no' sign before a thing ('🚫🥚', '🚫 gin') says no to it; after a word or a thing's emoji ('tequila 🚫', '🥜❌') to
  // that, and the clause ends. (The things' emoji are words by now.)
  [new RegExp(String.raw`(?<=[\p{L}\d]\s*)${NO_SIGN}`, 'gu'), ' no, '],
  [new RegExp(NO_SIGN, 'gu'), ' no '],
];
export function emojiAsWords(text: string): string {
  return /[\u{2000}-\u{2BFF}\u{1F000}-\u{1FAFF}]/u.test(text) ? EMOJI_WORDS.reduce((t, [pattern, said]) => t.replace(pattern, said as string), text) : text;
}

/**
 * Greek written in Latin letters, as Greeks write it online ('χωρίς βότκα' -> 'choris votka', 'αλκοόλ' -> 'alkool'), so
 * the lexicon reads it in one alphabet. Pairs first ('ου' -> 'ou', 'μπ' -> 'b', 'τζ' -> 'tz'); accents are off by then.
 */
const GREEK = /[\u0370-\u03ff]+/g;
const GREEK_PAIRS: ReadonlyArray<[RegExp, string]> = [
  [/ου/g, 'ou'], [/ΟΥ|Ου/g, 'Ou'], [/ευ/g, 'ev'], [/αυ/g, 'av'], [/(?<![\u0370-\u03ff])μπ/g, 'b'], [/(?<![\u0370-\u03ff])ντ/g, 'd'],
  [/γκ/g, 'g'], [/γγ/g, 'ng'], [/τζ/g, 'tz'], [/τσ/g, 'ts'],
];
const GREEK_LETTERS: Record<string, string> = ownWords({
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
});
/** Greek's small words as English ('και' is 'and', 'με' is 'with'), so they cannot be read as Latin words ('me'). */
const GREEK_SMALL_WORDS: Record<string, string> = ownWords({
  kai: 'and', me: 'with', alla: 'but', san: 'like', oxi: 'no', ochi: 'no', o: 'the', i: 'the', to: 'the', oi: 'the', ta: 'the', ton: 'the',
  tin: 'the', ti: 'what', tou: 'of the', tis: 'of the', an: 'if', oti: 'that', tha: 'would',
});
function greekInLatin(run: string, at: number, text: string): string {
  const lower = run.toLowerCase();
  const paired = GREEK_PAIRS.reduce((t, [pair, latin]) => t.replace(pair, latin.toLowerCase()), lower);
  const latin = [...paired].map((c) => GREEK_LETTERS[c] ?? (c === '\u037e' ? '?' : c)).join('');
  // (Greek letters inside a Latin word pass for the Latin ones, 'n\u03bf gin', 'I'm s\u03bfber': part of that word, never
  // a Greek word of their own, 'o' the article.)
  // (There they are read by how they look, not how they sound: '\u03bdodka' is 'vodka', 'ta\u03c1' a 'tap'.)
  const inALatinWord = /\p{Script=Latin}/u.test(text[at - 1] ?? '') || /\p{Script=Latin}/u.test(text[at + run.length] ?? '');
  if (inALatinWord) return [...lower].map((c) => GREEK_LOOKALIKES[c] ?? GREEK_LETTERS[c] ?? c).join('');
  return GREEK_SMALL_WORDS[latin] ?? latin;
}
/** Greek letters as the Latin letters they look like (lower case). */
const GREEK_LOOKALIKES: Record<string, string> = ownWords({ α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', γ: 'y', μ: 'u' });

/** The zero of each run of digits other scripts write numbers with (Arabic-Indic, Persian, Devanagari, Bengali, Thai, fullwidth). */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xff10];
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = ownWords({
  '\u0261': 'g', '\u0251': 'a', '\u0269': 'i', '\u025b': 'e', '\u0254': 'o', '\u0237': 'j', '\u028b': 'v',
  // Small capitals ('ɪ'ᴍ 16', 'ᴘʀᴇɢɴᴀɴᴛ', 'ɴᴏ ᴀʟᴄᴏʜᴏʟ'): the letter each is.
  '\u1d00': 'a', '\u0299': 'b', '\u1d04': 'c', '\u1d05': 'd', '\u1d07': 'e', '\ua730': 'f', '\u0262': 'g', '\u029c': 'h', '\u026a': 'i',
  '\u1d0a': 'j', '\u1d0b': 'k', '\u029f': 'l', '\u1d0d': 'm', '\u0274': 'n', '\u1d0f': 'o', '\u1d18': 'p', '\ua7af': 'q', '\u01eb': 'q',
  '\u0280': 'r', '\ua731': 's', '\u1d1b': 't', '\u1d1c': 'u', '\u1d20': 'v', '\u1d21': 'w', '\u028f': 'y', '\u1d22': 'z',
});
/** Every letter of `LATIN_LOOKALIKES`, found in one pass. */
const LATIN_LOOKALIKE = new RegExp(`[${Object.keys(LATIN_LOOKALIKES).join('')}]`, 'gu');
/** Cyrillic letters that pass for Latin ones (lower case: fold has lowered them). */
const CYRILLIC_LOOKALIKES: Readonly<Record<string, string>> = ownWords({
  '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0445': 'x', '\u0443': 'y', '\u043a': 'k', '\u043c': 'm', '\u0442': 't',
  '\u0456': 'i', '\u0458': 'j', '\u0455': 's', '\u0432': 'b', '\u043d': 'h',
});

/** A digit of another script as 0-9 (read by `fold`); any other digit as it is. */
function otherDigit(d: string): string {
  const code = d.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
  return zero === undefined ? d : String(code - zero);
}

/**
 * Texts folded since the store was last emptied, each with its fold: one line of a paste is folded again by each reader that looks at
 * it (sixty times for a line the import reads every way), and a fold is some thirty passes over the text. Bounded: at
 * most `FOLDS_KEPT` texts of at most `FOLD_KEPT_LENGTH` characters (a request or a pasted line), emptied when full.
 */
const FOLDED = new Map<string, string>();
const FOLDS_KEPT = 512;
const FOLD_KEPT_LENGTH = 2000;

/** Characters that show as nothing: controls, zero-width ones, a soft hyphen, a word joiner, a byte-order mark, marks of direction. */
const INVISIBLE = String.raw`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u2060\u2066-\u2069\ufeff\u202a-\u202e]+`;
export const INVISIBLE_RUNS = new RegExp(INVISIBLE, 'g');

/**
 * A function of a line remembered for the last few lines it was given (at most `kept`, cleared when full): a pure
 * reading the import asks of the same line again (normalising it, reading it in English).
 */
export function remembered(compute: (line: string) => string, kept: number): (line: string) => string {
  const known = new Map<string, string>();
  return (line: string) => {
    const found = known.get(line);
    if (found !== undefined) return found;
    if (known.size >= kept) known.clear();
    const read = compute(line);
    known.set(line, read);
    return read;
  };
}

/** Lower case, accents folded ('Cachaça' -> 'cachaca', 'rosé' -> 'rose'), typographic quotes made plain. */
export function fold(text: string): string {
  const known = FOLDED.get(text);
  if (known !== undefined) return known;
  const folded = foldOnce(text);
  if (text.length <= FOLD_KEPT_LENGTH) {
    if (FOLDED.size >= FOLDS_KEPT) FOLDED.clear();
    FOLDED.set(text, folded);
  }
  return folded;
}

/** A terminal's colour and cursor codes ('\x1b[31m') left in a pasted line. */
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

/**
 * A pasted line as it shows on screen: a terminal's colour codes gone ('50 ml gin\x1b[31m'), text a right-to-left
 * override turns round read as it shows ('\u202eakdov lm 05' is '50 ml vodka'), characters that show as nothing gone.
 */
export function asShown(line: string): string {
  return turnedAsShown(line.replace(TERMINAL_CODES, '')).replace(INVISIBLE_RUNS, '');
}

/**
 * Text a right-to-left override turns round ('\u202elohocla on\u202c' shows as 'no alcohol'), turned as it shows. An
 * override ends where its line does, or at the mark that closes it or its isolate: 'Hi \u202eanaD' then a new line is
 * 'Hi Dana' and the next line as written.
 */
function turnedAsShown(text: string): string {
  return text.replace(/\u202e([^\u202a-\u202e\u2066-\u2069\n\r\u2028\u2029]*)/g, (_m: string, run: string) => [...run].reverse().join(''));
}

/**
 * A pasted line as it shows, or as it was typed when that names more of the words given (a stock's names): a line that
 * shows '50 ml vodka' through a right-to-left override is vodka; one whose override turns a stocked product's name into
 * nonsense on screen ('\u202e30 ml sweet vermouth') is read as typed.
 */
export function asShownOrTyped(line: string, known: ReadonlySet<string>): string {
  const shown = asShown(line);
  if (!line.includes('\u202e')) return shown;
  const typed = line.replace(TERMINAL_CODES, '').replace(INVISIBLE_RUNS, '');
  const named = (text: string) => words(text).filter((w) => w.length >= 3 && known.has(w)).length;
  return named(shown) > named(typed) ? shown : typed;
}

function foldOnce(said: string): string {
  const text = withMarkupRead(said);
  const spacedOut = SPACED_OUT.test(text);
  // Text a right-to-left override turns round is read as it shows (turnedAsShown).
  return turnedAsShown(text)
    // Characters that show as nothing ('no alco\u200bhol', a control character 'preg\u0000nant'), and the other marks of
    // direction: the word they split is one word.
    .replace(INVISIBLE_RUNS, '')
    // Italian 'né' (nor) before its accent goes: 'niente tequila né mezcal' ('né en 2009', French, is left).
    .replace(/(?<![\p{L}'])n(?:\u00e9|e\u0301)(?=\s+\p{L})(?!\s+(?:en|le|la|les|au|aux|à|a|dans|pas|plus|jamais|rien|que|me|te|se|nous|vous|lui|leur|y)\b)/gu, 'nor')
    // Danish and Norwegian 'øl' (beer) before its letter goes: without it, it is no word ('2 øl and 2 spritz', 'en kold øl').
    .replace(/(?<![\p{L}])[øØ][lL](?:len|ler|lene|et)?(?![\p{L}])/gu, 'beer')
    // Greek 'ή' (or) before its accent goes: without it, it is the article 'η'.
    .replace(/(?<!\p{L})[\u03ae\u0389\u1f74](?!\p{L})/gu, 'or')
    // Letters in brackets or in black circles and squares ('⒩⒪ ⒢⒤⒩', '🅽🅾 🅶🅸🅽', '🅝🅞'): the letters (NFKD leaves the brackets
    // and does not take the others apart).
    .replace(/[\u249c-\u24b5]/g, (c: string) => String.fromCharCode(c.charCodeAt(0) - 0x249c + 97))
    .replace(/[\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}\u{1f130}-\u{1f149}]/gu, (c: string) => {
      const code = c.codePointAt(0)!;
      return String.fromCharCode(97 + ((code - 0x1f130) % 0x20));
    })
    // A fraction glued to a whole number ('17½', '1¾') stays apart from it: NFKD would make '17½' the number 171/2.
    .replace(/(\d)([\u00bc-\u00be\u2150-\u215e])/g, '$1 $2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Digits of other scripts as 0-9 ('under $٩' is under $9).
    .replace(/\p{Nd}/gu, otherDigit)
    // Money in Thai: 'ไม่เกิน 300 บาท' is no more than 300 baht, 'ต่ำกว่า' under.
    .replace(/(\d[\d,.]*)\s*บาท/g, '$1 baht ')
    .replace(/ไม่เกิน\s*(?=\d)/g, ' no more than ')
    .replace(/ต่ำกว่า\s*(?=\d)/g, ' under ')
    // Years in French slang ('j'ai 17 piges', '17 balais'): years of age, never money.
    .replace(/\b(\d{1,2})\s+(?:piges|balais|berges)\b/gi, '$1 ans')
    // Moroccan dirhams by their code and in Arabic script ('100 MAD', '100 درهم'): dirhams.
    .replace(/\b(\d[\d,.]*)\s*(?:MAD|درهم|دراهم)(?![\p{L}])/gu, '$1 dirhams ')
    .replace(/(?<![\p{L}])(?:MAD|درهم|دراهم)\s*(\d[\d,.]*)/gu, '$1 dirhams ')
    // An amount spelt out digit by digit after its sign ('max $ 1 2 . 0 0'): the amount, never '0 0' (zero alcohol).
    // (Only what cannot be an amount and a count: a spelt-out decimal part, or three digits or more after a space; '$8 2
    // people' is $8 for two.)
    .replace(/([$\u20ac\u00a3\u00a5])\s*(\d(?: \d){0,3} ?[.,] ?\d(?: ?\d)?|(?<=\s)\d(?: \d){2,3})(?! ?\d)(?![.,]\d)/g, (_m: string, sign: string, amount: string) => `${sign}${amount.replace(/ /g, '')}`)
    .replace(GREEK, greekInLatin)
    .replace(/[\u2018\u2019\u2032`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase()
    // Letters NFKD does not take apart: 'œufs', 'Eiweiß', 'Süßes', 'smørbrød', 'bez ł', Vietnamese 'đá'.
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/ı/g, 'i')
    // Latin letters that look like others ('ɡin' with the script g, 'ɑ'), and Cyrillic ones typed inside a Latin word
    // ('vоdka' with a Cyrillic о): the letter they pass for.
    .replace(LATIN_LOOKALIKE, (c: string) => LATIN_LOOKALIKES[c] ?? c)
    // (A word of at most 40 letters: a run of thousands is read in time proportional to it.)
    .replace(/(?<![\p{Script=Latin}\u0400-\u04ff])[\p{Script=Latin}\u0400-\u04ff]{0,40}?(?:[a-z][\u0400-\u04ff]|[\u0400-\u04ff][a-z])[\p{Script=Latin}\u0400-\u04ff]{0,40}/gu, (word: string) => word.replace(/[\u0400-\u04ff]/g, (c: string) => CYRILLIC_LOOKALIKES[c] ?? c))
    // A letter O typed for a zero in an amount ('1O€ max', '2O dollars'), and a look-alike letter in an amount after a
    // currency sign ('under $l0', '$1O'): the digit it stands for.
    .replace(/\b([1-9])o(?=\s*(?:[$\u20ac\u00a3]|max\b|eur|euros?\b|dollars?\b|bucks?\b|quid\b|pounds?\b))/g, (_m: string, d: string) => `${d}0`)
    .replace(/([$\u20ac\u00a3\u00a5])(\s*)([0-9lio]{1,4}(?:[.,][0-9o]{1,2})?)(?![\p{L}\p{N}])/gu, (whole: string, sign: string, gap: string, amount: string) =>
      /\d/.test(amount) ? `${sign}${gap}${amount.replace(/[li]/g, '1').replace(/o/g, '0')}` : whole,
    )
    // A zero typed for an O inside a word ('n0 alc0h0l', 'v0dka', 'b00ze'): the letter.
    .replace(/\b[a-z]+0[a-z0]*\b/g, (word: string) => word.replace(/0/g, 'o'))
    // A letter typed over and over ('nooooo ginnnn', 'whiskeyyyyy pleaseeee') is the letter once.
    .replace(/(\p{L})\1{2,}/gu, '$1')
    // A 'no' with a letter doubled by a slip ('nno gin', 'noo tequila'): the 'no'.
    .replace(/\b(?:nno|noo|nnoo)\b/g, 'no')
    .replace(SPACED_LETTERS, (run: string) => (spacedOut ? run.replace(/ /g, '') : run));
}
/**
 * Letters typed one space apart ('n o  a l c o h o l', 'N O   G I N', 'p r e g n a n t') are one word; two spaces or
 * more part the words. Only when the text spaces out a word of three letters or more: 'y o' alone is Spanish.
 */
// (Not the letter after an apostrophe: 'I'm d r i v i n g' is 'I'm driving', not 'I'mdriving'.)
const SPACED_LETTERS = /(?<![\p{L}\p{N}'])\p{L}(?: \p{L})+(?![\p{L}\p{N}'])/gu;
const SPACED_OUT = /(?<![\p{L}\p{N}'])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}'])/u;

/** Words that do not change into a singular by losing their s. */
const KEEP_S = new Set([
  'bitters', 'is', 'was', 'has', 'this', 'its', 'glass', 'grass', 'less', 'plus', 'gras', 'cass', 'schnapps', 'swiss',
  'us', 'yes', 'bus', 'citrus', 'hibiscus', 'molasses', 'kiss', 'mess', 'always', 'as', 'ss', 'pastis', 'anis', 'tonics',
]);
const IRREGULAR: Record<string, string> = ownWords({
  leaves: 'leaf',
  olives: 'olive',
  knives: 'knife',
  halves: 'half',
  cherries: 'cherry',
  berries: 'berry',
  raspberries: 'raspberry',
  strawberries: 'strawberry',
  blackberries: 'blackberry',
  blueberries: 'blueberry',
  cranberries: 'cranberry',
  whiskies: 'whisky',
  whiskeys: 'whiskey',
  dashes: 'dash',
  splashes: 'splash',
  pinches: 'pinch',
  peaches: 'peach',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  glasses: 'glass',
  boxes: 'box',
  tonics: 'tonic',
});

/** A plain English singular: 'wedges' -> 'wedge', 'cherries' -> 'cherry', 'leaves' -> 'leaf'; 'bitters' stays. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || KEEP_S.has(word) || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Words of a text, folded and singular: "Fresh Lime-Juice's" -> ['fresh', 'lime', 'juice']. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

/** A light stem for loose matching: 'stirred' -> 'stir', 'shaken' and 'shake' -> 'shak', 'muddled' -> 'muddl'. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4) w = w.replace(/(ing|ed|en|es|e|s)$/, '');
  if (/([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** 1 for equal words, down to 0 as they differ; short words must be equal (gin is not rum). */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (Math.min(a.length, b.length) < 4) return 0;
  // (Two letters swapped is one slip, as a typist makes it: 'vodak', 'syurp'; so are an OCR's 'rn' for 'm' and 'vv' for
  // 'w', 'lirne' for 'lime'.)
  const apart = distance(a, b);
  const ratio = 1 - (apart === 2 && (swappedOnce(a, b) || readAlike(a, b)) ? 1 : apart) / longest;
  // 'whisky'/'whiskey', 'liqueur'/'liquer', 'tequilla': one slip in a long word still counts, other words do not.
  return ratio >= 0.8 ? ratio : 0;
}

/** Whether two words are one another as a scanner reads them ('lirne' and 'lime'). */
function readAlike(a: string, b: string): boolean {
  const scanned = (w: string) => w.replace(/rn/g, 'm').replace(/vv/g, 'w');
  return a !== b && scanned(a) === scanned(b);
}

/** Whether two words differ only by two neighbouring letters swapped ('vodak' and 'vodka'). */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((c, i) => c !== b[i]);
  return at >= 0 && at + 1 < a.length && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Joins words as English: 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function clamp(value: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, value));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A number attached to a product is the product's age, never a guest's age or a price: '12 year old scotch',
 * 'an 18-year-old single malt', '12yo whisky', 'scotch aged 12 years', 'ron de 12 anos', 'whisky 12 ans'. The number
 * and its years are taken out of the (folded) text, the product stays. One pass, linear in the text.
 */
const PRODUCT_WORD = String.raw`(?:single malt|malt|scotch|whisk(?:e)?y|whiskies|bourbon|rye|rum|ron|rhum|tequila|anejo|reposado|cognac|brandy|armagnac|calvados|port|tawny|sherry|cask|barrel|bottle|botella|bouteille|flasche|dram|islay|speyside|highland|mezcal|grappa|reserve|reserva)`;
const PRODUCT_YEARS = String.raw`(?:years?|yrs?|yr|yo|y/o|anos|ans|jahre|jahrig(?:e[nrs]?)?|anni)`;
const PRODUCT_AGE = new RegExp(
  [
    // '12 year old scotch', '18-year-old single malt', '12yo whisky', 'a 12 years aged rum', '12 jahre alter whisky'.
    String.raw`\b\d{1,2}\s*-?\s*${PRODUCT_YEARS}(?:\s*-?\s*(?:old|aged|alte[nrs]?|alt))?\s*-?\s*(?=${PRODUCT_WORD}\b)`,
    // 'scotch aged 12 years', 'rum of 12 years', 'ron de 12 anos', 'whisky 12 ans', 'cognac, 20 years'.
    // (The look back is tried only where a number follows, and spaces are read one way: a long run of spaces costs no
    // more than its length.)
    String.raw`(?=(?:(?:aged|of|de|di|da|von)\s+)?\d)(?<=\b${PRODUCT_WORD}\s*(?:,\s*)?)(?:(?:aged|of|de|di|da|von)\s+)?\d{1,2}\s*-?\s*${PRODUCT_YEARS}(?:\s+(?:old|aged))?\b`,
    // 'aged 12 years', 'aged for 18 years' (the drink is aged, the guest is not).
    String.raw`\baged\s+(?:for\s+)?\d{1,2}\s*-?\s*${PRODUCT_YEARS}\b`,
  ].join('|'),
  'g',
);
export function withoutProductAges(folded: string): string {
  return folded.replace(PRODUCT_AGE, ' ');
}

/**
 * What went wrong before, told as a report ('last time I got a virgin one by mistake', 'they gave me a mocktail by
 * accident yesterday'): no wish now. Only with the mistake said, so 'last time I had a mojito' still tells a liking.
 */
const MISTAKE_REPORTED =
  /\b(?:last time|yesterday|last night|the other (?:day|night)|earlier|before|once)\b[^,.;!?()]{0,60}?\b(?:by (?:mistake|accident)|wrongly|in error|the wrong (?:one|drink))\b|\b(?:i|we) (?:got|was given|were given|was served|were served)\b[^,.;!?()]{0,40}?\bby (?:mistake|accident)\b/g;

/** What joins the things of a list ('kiwi, cherries and apricots', 'nuts & pineapple', 'egg/dairy'). */
const LIST_JOIN = String.raw`\s*(?:,|;|/|&|\+)\s*(?:(?:and|or|plus|also|y|e|et|und|o|ou|oder)\s+)?|\s+(?:and|or|nor|plus|y|e|et|und|o|ou|oder)\s+(?:(?:also|even)\s+)?`;
/** Words that end an allergy's list: what comes after them is no thing the guest is allergic to. */
const NOT_LISTED = String.raw`(?:so|but|and|or|i|im|i'm|we|me|my|you|your|it|is|are|am|was|please|pls|thanks|thank|something|anything|nothing|a|an|the|any|what|which|can|could|would|do|does|want|need|like|love|give|get|make|help|also|too|other|others|drinks?|cocktails?|one|ones|etc|though|tho|then|if|because|cos|cause)`;
/** An allergy and the first thing it names, in the six languages ('allergic to kiwi', 'allergies: ', 'alergia a la piña'). */
const ALLERGY_LIST_HEAD = String.raw`\b(?:${ALLERGY_HEADS.join('|')}|allergic:|allergy:|allergies:|allergic -|allergies -|alergic[oa]s? (?:a|al|a la|a los|a las)|alergia (?:a|al|a la|a los|a las)|allergique (?:a|au|aux|a la)|allergisch gegen|allergico (?:a|al|alla|ai|alle)|allergica (?:a|al|alla|ai|alle)|alergic[oa] (?:a|ao|aos|as))\s*`;
const A_THING = String.raw`(?:(?!${NOT_LISTED}\b)[a-z]+(?: (?:juice|juices|fruit|fruits|nuts|cream|syrup|liqueur|milk))?)`;
const ALLERGY_LIST = new RegExp(String.raw`(${ALLERGY_LIST_HEAD})(${A_THING}(?:(?:${LIST_JOIN})${A_THING}(?=${LIST_JOIN}|\s*(?:[.!?)]|$|\s(?:please|pls|thanks|so|but)\b)))+)`, 'g');
/**
 * 'Not the Negroni, but the one with bourbon instead of gin': that drink's likeness with the change, not any drink with
 * bourbon. Only the request reader takes it so, and only when the words after 'not' are a drink of the menu (the strict
 * reading keeps the 'no': 'not alcohol, the one with ginger beer' is still no alcohol).
 */
export const NOT_THAT_ONE = /\bnot (?:the |a |an )?(?!one\b)([a-z][a-z' ]{1,30}?)\s*,?\s+(?:but\s+|rather\s+)?the one (?=with\b|made with\b|but with\b)/g;
/**
 * Figures of speech both readers take as meant, before either reads a limit: an allergy's list spelt out, 'not just a
 * can of soda' (more than that, no 'no' to soda), 'not no lime' (lime is fine), "don't you dare bring me a mocktail"
 * (a 'no' to it), "I'm l7" (17), 'TN allergy' (tree nut), 'GF' (gluten-free), 'no sugar bombs' (nothing too sweet),
 * 'anything except the drinks without alcohol' (no mocktails).
 */
export function asMeant(said: string): string {
  return withAllergyListsSpelt(said)
    .replace(/\b(?:is ?n[o']?t|not|aint)\s+(?:just|only|merely)\s+(?:a\s+|an\s+|some\s+)?(?:plain\s+|simple\s+|boring\s+)?(?:(?:can|glass|bottle|cup|carton)\s+of\s+)?(?:sodas?|juices?|water|lemonade|coke|cola|soft drinks?|mixers?|pop)\b/g, ' ')
    .replace(/\b(?:i said |said )?not no ([a-z]+)\b/g, ' ')
    // A clinician's shorthand for an allergy or a diet: 'TN allergy' is tree nut, 'GF' gluten-free (not 'my GF', a
    // girlfriend).
    .replace(/\btn(?=[\s-]+(?:allerg|anaphyla|sensitiv|intoleran))/g, 'tree nut')
    .replace(/(?<!\b(?:my|his|her|your|ur|our|their|the|a|me and|and|with|for|to|new|ex)\s+)\bgf\b(?!\s+(?:and|is|wants|says|said|would|will|has|had|just)\b)/g, 'gluten free')
    // (A letter l or I typed for the one of an age: "I'm l7", 'aged I6'.)
    .replace(/\b(i am|i'm|im|i m|we are|we're|age|aged|just turned)\s+[li]([0-9])\b/g, '$1 1$2')
    // ('No sugar bombs': nothing too sweet, no rule against every sugar.)
    .replace(/\bsugar[- ]?bombs?\b/g, 'very sweet drinks')
    // ('Anything except the drinks without alcohol', 'everything but the alcohol-free ones': a wish for alcohol, no wish
    // for none.)
    .replace(/\b(?:anything|everything|any drink|whatever)\s+(?:except|but|other than|apart from)\s+(?:the\s+)?(?:(?:drinks?|ones?|stuff|things?)\s+(?:without|with no)\s+(?:alcohol|booze)|(?:alcohol[ -]?free|non[ -]?alcoholic|virgin|zero[ -]?proof)\s*(?:drinks?|ones?|stuff|things?)?|mocktails?)\b/g, ' no mocktails ')
    .replace(/\b(?:do not|don'?t|dont) you (?:dare|even think about|even)\s+(?:bring(?:ing)?|giv(?:e|ing)|get(?:ting)?|serv(?:e|ing)|mak(?:e|ing)|pour(?:ing)?|hand(?:ing)?)\s+(?:me|us)\s+/g, ' no ');
}

/**
 * An allergy to several things said once before their list ('allergic to kiwi, cherries and apricots', 'allergies:
 * nuts & pineapple'): the allergy said before each, so every reader, clause by clause, rules each out. A list ends at
 * a word that is no thing ('allergic to nuts and want something sweet' is one allergy).
 */
export function withAllergyListsSpelt(said: string): string {
  // ('Stone fruit', 'stone-fruits': one word, the group of cherries, peaches, apricots and plums.)
  return said.replace(/\bstone[- ]?fruits?\b/g, 'stonefruit').replace(ALLERGY_LIST, (_m: string, head: string, list: string) => {
    const things = list.split(new RegExp(LIST_JOIN));
    return `${head}${things.map((thing, i) => (i === 0 ? thing : `allergic to ${thing}`)).join(' , ')}`;
  });
}

/**
 * A dare to the bartender ('bet you can't make a good gin drink', "you couldn't mix me a decent mezcal one"): a wish
 * for that drink, never the guest's 'can't' of a thing they may not have. Only a dare of quality: 'you can't make me
 * anything with gin, I'm allergic' keeps its 'can't'.
 */
const DARED_TO_MAKE = /\b(?:you|ya|u)\s+(?:can'?t|cant|cannot|can not|could not|couldn'?t|wont|won'?t|will not)\s+(?:even\s+)?(?:make|mix|find|pour|shake|build|whip up|come up with)\s+(?:me\s+|us\s+)?(?=(?:a|an|one)\s+(?:good|decent|great|proper|better|real|half[- ]decent|drinkable|nice|banging|killer)\b)/g;

/**
 * An alcohol-free drink others press on the guest, told as a complaint or a joke ('my friends keep ordering me
 * mocktails as a joke', 'stop giving me virgin ones', 'they got me a mocktail for a laugh'): no wish of the guest's.
 * A reason said beside it still counts.
 */
const ALCOHOL_FREE_PRESSED = new RegExp(
  [
    // (Only what others do: 'keep bringing me mocktails please' asks for more of them.)
    String.raw`\b(?:they|friends|mates|people|everyone|everybody|he|she|(?:my|our|the) [a-z]+(?: [a-z]+)?)\s+(?:keep|keeps|kept|always|still)\s+(?:on\s+)?(?:ordering|getting|buying|bringing|giving|handing|sending|pouring|order|get|buy|bring|give|hand|send|pour)\s+me\s+(?:a |the |those |these |more )?(?:mocktails?|virgin (?:ones?|drinks?|[a-z]+s?)|(?:alcohol[- ]?free|non[- ]?alcoholic) (?:ones?|drinks?|stuff))\b`,
    String.raw`(?<!\b(?:not|never|isn't|is not|no)\s+)\b(?:mocktails?|virgin (?:ones?|drinks?|[a-z]+s?)|(?:alcohol[- ]?free|non[- ]?alcoholic) (?:ones?|drinks?|stuff))\s+(?:[a-z]+\s+){0,3}?(?<!\bnot\s)(?:as a (?:joke|prank|gag)|for (?:a laugh|the lols)|to (?:wind me up|mess with me|troll me|tease me|prank me))\b`,
  ].join('|'),
  'g',
);

/**
 * Reasons not to drink that the guest says do not hold: their own driving said in the negative in the other
 * languages ('je ne conduis pas', 'non guido', 'ich fahre heute nicht', 'no traje coche', 'não vou dirigir', 'not the
 * designated driver'), a dry month that is over ('Dry January is over'), and someone else at the wheel when the
 * guest says they drink ('my wife's driving, so I can have a proper drink'). Replaced by a clause break, so neither
 * the reader nor the doubt rule takes them for a reason; a reason said beside them still counts.
 */
/** Words that make the 'not' after them a 'yes' ('not that I'm not driving', "it's not true that I'm not", "can't say I'm not"). */
const SAID_NOT_TO_BE = String.raw`(?:no way|there(?:'s| s| is) no way|theres no way|no chance|not (?:like|that)|it(?:'s| s| is) not true(?: that)?|not true(?: that)?|(?:can|could|would|will) not say|can't say|cant say|cannot say|couldn't say|wouldn't say|not saying|never said)`;
/**
 * Someone else's reason, and the guest says it is not theirs: 'my friend is pregnant but I'm not', 'mi amiga está
 * embarazada pero yo no', 'ma femme est enceinte, mais pas moi'. Lifted only when the drink is the guest's ('my mate's
 * driving, I'm not. He wants something bitter' keeps the driver's reason for the driver's drink).
 */
const OTHERS_REASON_NOT_MINE = new RegExp(String.raw`\b(?:my|mi|mis|ma|mon|mes|meine?|mein|mia|mio|minha|meu|her|his|their|our|she|he|they|ella|el|elle|il|sie|er|lei|lui|ela|ele)\b[^.!?]{0,30}?\b(?:pregnant|expecting|embarazada|enceinte|schwanger|incinta|gravida|driving|drives|conduce|maneja|conduit|fahrt|guida|dirige|dirigindo|manejando|conduciendo|guidando|nursing|breastfeeding|sober|on antibiotics|on meds|muslim|halal|mormon|underage|allergic to [a-z]+)\b[^.!?]{0,12}?(?:\b(?:but|pero|mais|aber|ma|mas)\s+|\s*[,;\u2013\u2014-]\s*)(?:i am not|i'm not|im not|i m not|not me|yo no|moi non|pas moi|ich nicht|nicht ich|io no|eu nao|eu nao estou)\b(?!\s+(?:sure|certain|positive|exactly|really|seguro|segura|sur|sicher|sicuro|sicura|certo|certa|drinking|driving|allowed|able|going|supposed|having|either|too|bebiendo|tomando|bevendo|trinke|bois)\b)`, 'g');
/** The dry months by the month they are kept in: said of another month, they are over. */
const DRY_MONTHS: Record<string, string> = { january: 'dry january|dry jan|dryuary', july: 'dry july', september: 'sober september', october: 'sober october|sober oct' };
const LIFTED_REASONS = new RegExp(
  [
    String.raw`\b(?:je |on |nous )?ne (?:conduis|conduit|conduisons)\s+pas\b|\bconduis pas\b`,
    String.raw`\bnon (?:devo |dobbiamo )?guid(?:o|are|iamo)\b`,
    String.raw`\bno (?:tengo que |voy a |vamos a |estoy |estamos |voy )?(?:conduzco|conducir|manejo|manejar|manejando|conduciendo)\b|\bno (?:traje|traigo|tengo|trajimos) (?:el |mi )?(?:coche|carro|auto)\b`,
    String.raw`\b(?:ich |wir )?(?:fahre|fahren) (?:heute |abend |jetzt |auch |mehr )*nicht\b|\b(?:muss|musst|werde|muessen|mussen) (?:heute )?nicht (?:mehr )?fahren\b`,
    String.raw`\bnao (?:vou |estou |to |tou |preciso |vamos )?(?:mais )?(?:dirigir|dirijo|dirigindo|conduzir|conduzo|conduzindo)\b`,
    // A course of medicine that is over ('finished my antibiotics yesterday', 'done with the meds').
    String.raw`\b(?:finished|done with|completed|off|stopped|ended) (?:my |the )?(?:course of )?(?:antibiotics?|meds|medication|medicine|pills)\b`,
    // ... said after it: 'on antibiotics but finished the course yesterday'.
    String.raw`\b(?:on|taking|took|had) (?:antibiotics?|meds|medication|painkillers)\b[^.!?]{0,12}\bbut\b[^.!?]{0,12}\b(?:finished|done with|completed|stopped|off them)\b[^.!?,]{0,30}`,
    // Sober or pregnant in the past, or never ('I used to be sober but that's over now', 'never been sober a day in my
    // life', 'I was pregnant last year, now I'm back!'); someone telling the guest to stop ('my ex said I should quit
    // drinking', not a doctor's); someone else's reason the guest says is not theirs ('the guy next to me is sober, I'm not').
    String.raw`\bnever been sober\b|\bused to be (?:sober|teetotal|dry|in recovery|on the wagon)\b[^.!?]{0,30}\b(?:over|not any ?more|no longer|behind me)\b`,
    String.raw`\b(?:i )?was pregnant\b(?=[^.!?]{0,30}\b(?:last year|ago|now i'?m back|i'?m back)\b)`,
    // (Only an ex's word: a doctor's, a partner's or a judge's 'you should stop drinking' still holds.)
    String.raw`\bmy ex(?:[ -](?:wife|husband|girlfriend|boyfriend|partner))?\b[^.!?]{0,12}\b(?:said|says|thinks|told me|always said)\b[^.!?]{0,12}\b(?:should|to|ought to|need to|must) (?:quit|stop|cut down|give up) drinking\b`,
    String.raw`\bis (?:sober|in recovery|teetotal),? (?:but )?(?:i'?m|i am) not\b`,
    // A baby grown past nursing, said with the drink it now allows ('the baby's 2 now so I can finally have a proper
    // drink', 'my little one turned 3, so cocktails tonight!'): no reason then. (A baby's months keep it one.)
    String.raw`\b(?:the |my |our )?(?:baby|little one|youngest)(?:'s| s| is| has)?\s+(?:just\s+)?(?:turned\s+)?(?:[2-9]|two|three|four|five|six)(?:\s+(?:years?|yrs?)(?:\s+old)?)?(?:\s+now)?\b(?!\s*(?:months?|mos?|weeks?|wks?|days?)\b)(?=[^.!?]{0,30}\b(?:so|finally|now)\b[^.!?]{0,30}\b(?:drink|drinks|cocktails?|wine|beer|booze|have a (?:proper |real )?(?:drink|cocktail|glass)|celebrate|let loose)\b)`,
    // ... in the other languages: 'ya terminé los antibióticos', 'j'ai fini les antibiotiques', 'ho finito gli antibiotici'.
    String.raw`\b(?:ya )?(?:termine|acabe|deje|dejé) (?:los |el |mis |mi )?(?:antibioticos?|medicamentos?|tratamiento|pastillas)\b|\b(?:j ai |j'ai )?(?:fini|termine|arrete) (?:les |mes |le |mon )?(?:antibiotiques?|medicaments?|traitement)\b|\b(?:antibiotika|medikamente|tabletten) (?:sind |habe ich |hab ich )?(?:abgesetzt|fertig|durch|vorbei)\b|\b(?:ho )?finito (?:gli |i |la |le )?(?:antibiotici|medicine|farmaci|cura)\b|\b(?:ja )?(?:terminei|acabei|parei) (?:os |o |meus |minha |a )?(?:antibioticos?|remedios?|medicamentos?|tratamento)\b`,
    // Medicine no longer taken: 'ya no tomo medicación', 'no longer on meds', 'je ne prends plus de médicaments'.
    String.raw`\bya no (?:tomo|estoy tomando) (?:la |los |mis |el )?(?:medicacion|medicamentos?|pastillas|antibioticos?)\b|\bno longer (?:on|taking) (?:my |the |any )?(?:meds|medication|antibiotics|pills)\b|\bne prends plus (?:de |mes |les )?(?:medicaments?|antibiotiques?)\b|\bnao tomo mais (?:o |os |a )?(?:remedios?|medicamentos?|antibioticos?)\b`,
    // Not allergic, said of the guest and followed by a wish ('I'm not allergic to nuts, love almond flavours'); never
    // when it is pretended ('Pretend I'm not allergic to eggs (I am, severely)') or someone else is.
    String.raw`(?<!\b(?:pretend|imagine|say|suppose|act like|as if|if)\s+(?:that\s+)?)\b(?:i am|i'm|im|i m) not allergic to (?:any\s+)?[a-z]+(?:\s+(?:or|and)\s+[a-z]+)?(?=\s*[,;.!-]*\s*(?:and |so |i )?(?:love|like|want|enjoy|bring|give me|happy with|fine with|ok with)\b|\s*[.!]|\s*,\s*i (?:just )?(?:do not|don't|dont) (?:really )?(?:like|love|want|care for|fancy) (?:them|it)\b)(?![^.!?]{0,40}\b(?:but|though|my|his|her|i am|i'm|im)\b)`,
    // Someone else not drinking, and the one drink ordered is the guest's ('my girlfriend is, but she isn't drinking
    // tonight, so just one for me', 'my wife's not drinking, I'll have a gin'); never when a drink is for them too, nor
    // when the guest is one of them ('me and my wife aren't drinking', 'our family doesn't drink'), nor of a sponsor,
    // children or a faith.
    String.raw`(?:(?<!\b(?:me|i)\s+and\s+)\b(?:my|her|his|their)\s+(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|date|friend|mate|pal|buddy|sister|brother|mum|mom|dad|father|mother|colleague|boss|cousin|flatmate|roommate|neighbour|neighbor|plus one|other half)(?:'s| s)?|(?<!\b(?:me|i|we)\s+and\s+)\b(?:she|he)(?:'s| s)?)\s+(?:(?:is|are|does|will|do)\s+not|isn'?t|aren'?t|doesn'?t|won'?t|don'?t|not)\s+(?:drinking|drink)(?:\s+(?:tonight|today|alcohol|at all))?(?=\s*[,;:.!-]*\s*(?:so\s+)?(?:it'?s\s+|just\s+|only\s+)*(?:(?:one|a drink|a cocktail|something|a round)\s+)?(?:for me|for myself|i'?ll have|i will have|i want|i'?d like|i would like|i'?ll take)\b)(?![^]*\bfor (?:her|him|them|us|both|the two of us|the pair of us|my [a-z]+)\b)`,
    // Not of a diet, said of the guest ('I'm not vegan, my girlfriend is', 'I'm not coeliac, just a cider please'); never
    // when it is pretended or asked ('if I'm not vegan'), nor when the drink is for the one who is ('I'm not vegan but my
    // girlfriend is, what could she have?').
    String.raw`(?<!\b(?:pretend|imagine|say|suppose|act like|as if|if|whether)\s+(?:that\s+)?)\b(?:i am|i'm|im|i m) not (?:a |an )?(?:vegan|vegetarian|veggie|coeliac|celiac|lactose intolerant|gluten intolerant)\b(?!\s+(?:either|too|any ?more|friendly)\b)(?![^.!?]{0,30}\b(?:but|though|tho)\s+(?:i am|i'm|im|i m)\s+(?:now|actually|really|one|vegan|vegetarian|coeliac|celiac)\b)(?![^]*\b(?:(?:she|he|they)\s+(?:have|drink|like|want|get|try)|for (?:her|him|them|both of us|us both|the two of us)|share|sharing|we(?:'ll| will| are| re)?|us|both|two of|2 of|a round|each)\b)`,
    // Not allergic to a food, said of the guest alone ('I'm not allergic to eggs, a whiskey sour'): no allergy. (Never with a
    // 'but' after it or a party about: 'not allergic to eggs but my son is'.)
    String.raw`(?<!\b(?:pretend|imagine|say|suppose|act like|as if|if|whether|not sure|unsure|know)\s+(?:that\s+)?)(?:\b(?:i am|i'm|im|i m) not|^\s*not) allergic to (?:eggs?|egg whites?|nuts?|peanuts?|milk|dairy|gluten|wheat|soy|sesame)\b(?![^.!?]{0,40}\b(?:but|though|tho|except|only|just)\b)(?![^]*\b(?:(?:she|he|they)\s+(?:is|are|have|has)|for (?:her|him|them|both of us|us both|the two of us)|my (?:son|daughter|wife|husband|friend|partner|kid|child)|share|sharing|we(?:'ll| will| are| re)?|us|both|two of|2 of|a round|each)\b)`,
    // Not at the wheel or no longer pregnant, in the other languages: 'não estou de carro', 'non sto guidando', 'nicht mehr schwanger'.
    String.raw`\bnao (?:estou|vim|vou) de carro\b|\bno (?:vine|vengo|estoy) (?:en|con) (?:el )?(?:coche|carro|auto)\b|\bnon sto guidando\b|\bnon (?:sono|sto) in macchina\b|\bnicht mehr schwanger\b|\bplus enceinte\b|\bya no estoy embarazada\b|\bnao estou mais gravida\b|\bnon sono piu incinta\b`,
    // 'it's a food baby': a full stomach, no baby.
    String.raw`\bfood baby\b`,
    // Not the one at the wheel: 'I'm not the one driving, I'm the passenger'.
    String.raw`\bnot the one (?:driving|who (?:is |s )?driving|behind the wheel)\b|\b(?:i am|i'm|im|i m) (?:just )?(?:the |a )?passenger\b`,
    // A reason taken back as a joke: 'I'm driving... jk I'm not', 'pregnant lol just kidding'.
    // ('Crew here so zero alcohol for me... kidding, I'm a dentist': the reason said as who they are, taken back.)
    String.raw`(?:\b(?:i am|i'm|im|i m) (?:driving|pregnant|the driver|the dd|on antibiotics|on meds|in recovery|sober|(?:cabin |flight )?crew|a pilot|the pilot|on call|on duty)\b|\b(?:(?:cabin |flight )?crew|pilot|driver|dd) here\b)[^!?]{0,40}?(?:\.{1,}|\u2026|[,!]|\s)\s*(?<!\b(?:not|no|never|nt|n't|n t)\s{1,3})(?:jk|j k|just kidding|kidding|joking|just joking)\b(?:[\s,.!]*(?:i am not|i'm not|im not|i m not|not really))?`,
    // The past: 'as a kid', 'when I was little', 'I used to be allergic to nuts, outgrew it'.
    String.raw`\b(?:as a (?:kid|child|teen|teenager)|when i was (?:a kid|a child|little|young|a teenager|a teen))\b|\b(?:i was|when i was|back) in (?:year \d{1,2}|sixth form|school)\b`,
    String.raw`\bused to be allergic to [a-z ]{2,30}?[,;\s]+(?:but )?(?:i )?(?:outgrew|grew out of) (?:it|that|them)\b|\boutgrew (?:my|the|that|an?) [a-z ]{2,20}?allerg(?:y|ies)\b`,
    // ('It's not like I'm not driving', 'it's not that I'm not driving', 'can't say I'm not driving' say the guest is.)
    String.raw`(?<!\b${SAID_NOT_TO_BE} (?:that )?(?:i am|i'm|i m|im) )\bnot (?:the )?(?:designated |dd )?driv(?:er|ing)\b|\bnot the dd\b`,
    // A plan to drive given up: 'I was going to drive but we're taking a taxi now', 'we're getting an uber home'.
    String.raw`\b(?:was|were) (?:going to|gonna|supposed to|meant to|planning to) (?:drive|be (?:the )?(?:designated )?driver|be (?:the )?dd)\b[^.!?]{0,40}?\b(?:taxi|uber|lyft|cab|bus|train|tram|walk|walking)\b|\b(?:taking|getting|got|grabbing|calling) (?:a |an |the )?(?:taxi|uber|lyft|cab) (?:home|back|later|tonight|now)\b`,
    // No longer on call, or a baby fed by bottle: 'ya no estoy de guardia', 'no longer on call', 'baby's on formula'.
    String.raw`\bya no estoy de guardia\b|\bno longer on call\b|\bnot on call\b|\bnicht mehr (?:im dienst|in bereitschaft)\b|\bplus de garde\b|\bnao estou mais de plantao\b|\b(?:baby|bebe|the baby)(?: is|'s| s)? on formula\b|\bformula[- ]fed\b|\bbottle[- ]fed\b`,
    // Not pregnant ('I'm not pregnant, just tired', 'je suis pas enceinte', 'no estoy embarazada', 'non sono incinta').
    String.raw`\bnot (?:pregnant|expecting)\b(?!\s+(?:anymore|any more|no more))|\b(?:ne )?(?:suis |sommes )?pas enceinte\b|\bno (?:estoy |estamos )?embarazada\b|\bnicht schwanger\b|\bnon (?:sono )?incinta\b|\bnao (?:estou )?gravida\b`,
    String.raw`\b(?:dry january|dry jan|dryuary|sober october|sober september|dry july|dry month)(?: is| s|'s)? (?:over|done|finished)\b`,
    // A dry month said to be another month's now ('sober october but its november now', 'dry jan, it's feb now').
    ...Object.entries(DRY_MONTHS).map(([month, names]) => String.raw`\b(?:${names})\b[^.!?]{0,20}?\b(?:it is|it's|its|it s|now)\s+(?:already\s+|now\s+)?(?!${month})(?:january|jan|february|feb|march|april|may|june|july|august|aug|september|sept|october|oct|november|nov|december|dec)\b(?:\s+now)?`),
    // A medicine or a pregnancy that is over ('off the meds now and CAN drink again', 'I used to be pregnant lol').
    String.raw`\b(?:i am|i'm|im|i m|now|finally|been taken|took me|came|come)\s+off (?:the |my |those |these )?(?:meds|medication|medicine|antibiotics|pills|tablets)\b(?!\s+(?:but|until|till|for now|soon|next))|(?<!\b(?:not|never|nt|n't|cannot|can not|cant)\s+)\b(?:can|allowed to|cleared to|ok to|okay to|free to) drink again\b|\bused to be pregnant\b`,
    // A reason asked and answered no ('pregnant? no. driving? no. antibiotics? no.'): none of them.
    String.raw`\b(?:pregnant|expecting|driving|the driver|the dd|designated driver|on antibiotics|antibiotics|meds|on meds|medication|on medication|breastfeeding|nursing|on call|working tomorrow|underage|under 21|sober)\s*\?+\s*(?:no|nope|nah|negative|not me|nein|non|nao)\b(?=\s*(?:[.!,;]|$))[.!]*`,
    // 'Not no alcohol' ('I said NO ICE, not no alcohol'): alcohol is fine.
    String.raw`\bnot no (?:alcohol|booze|alcoholic)\b`,
    // Not the one with the reason ('I'm not the one on antibiotics, that's Mina'), and an allergy that is someone else's,
    // not the guest's ('the nut allergy is my friend's, not mine').
    String.raw`\b(?:i am|i'm|im|i m) not the one (?:on|taking|who(?:'s| s| is) on|that(?:'s| s| is) on|with)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\b`,
    String.raw`\bthe [a-z]+ (?:allergy|allergies|intolerance) (?:is|are|'s| s)\b[^.!?]{0,30}?\b(?:not|is not|isn't|isnt) mine\b`,
    // Done with a role that kept the guest sober ('I'm done being the DD', 'finished being the designated driver').
    String.raw`\b(?:done|finished|through|over|sick of|tired of)\s+(?:with\s+)?being\s+(?:the\s+)?(?:dd|designated driver|driver|sober one|sober friend|sober)\b`,
  ].join('|'),
  'g',
);
const SOMEONE_ELSE_DRIVES =
  /\b(?:c est|c'est|es|e|ist|è) (?:mi|mio|mia|meu|minha|mon|ma|mein|meine|il mio|la mia|o meu|a minha) \w+ (?:qui conduit|quien maneja|quien conduce|que conduz|quem dirige|der fahrt|die fahrt|che guida)\b|\b(?:maneja|conduce|dirige|fahrt|guida|conduit)\s+(?:mi|mio|mia|meu|minha|mon|ma|mein|meine|il|la|el|o|a)\s+\w+\b|\b(?:mi|mio|mia|il mio|la mia|meu|minha|o meu|a minha|mon|ma|mein|meine)\s+\w+\s+(?:maneja|conduce|dirige|fahrt|guida|conduit|va a manejar|vai dirigir)\b|\b(?:my \w+|his \w+|her \w+|he|she|they|someone else|somebody else)(?:'s| s| is| are) (?:driving|the (?:designated )?driver|the dd|our driver)\b|(?<!\b(?:i|who|what|that|it|there|here|nobody|everyone|everybody|which|this|one|we|you|no one|anyone|whoever)\s*)\b(?!(?:i|who|what|that|it|there|here|nobody|everyone|everybody|which|this|one|we|you|whoever|anyone|im|i m|i am|am)\b)[a-z]{2,}(?:-[a-z]+)?(?:'s| is) (?:driving(?: me| us)?(?: home)?(?: tonight)?|the (?:designated )?driver|the dd|our driver)\b(?!\s*\?)|\b(?:my \w+|his \w+|her \w+|he|she|they|someone else|somebody else)(?:'s| s| has| have|'ve| ve)? (?:got )?the (?:car|keys|wheel)\b|\b(?:my \w+|his \w+|her \w+|he|she|they)(?:'s| s| is| are) (?:driving(?: me| us)?(?: home)?|pregnant|expecting|on antibiotics|on meds|on medication|on (?:warfarin|coumadin|blood thinners|insulin|lithium|metronidazole|flagyl|disulfiram|antabuse|antidepressants|painkillers|sleeping pills|chemo)|on softs|on the softs|on soft drinks|on cola|on water|not drinking|sober|off the booze|the sober one)\b(?:[^.!?]{0,20}?\bso (?:she|he|they)(?:'s| s| is| are) on (?:softs|the softs|soft drinks|cola|water|lemonade|juice)\b)?/g;
/** The same, tested once (the one above is global, for replacing every mention). */
const SOMEONE_ELSE_DRIVES_ONCE = new RegExp(SOMEONE_ELSE_DRIVES.source);
/** Someone else at the table said to drive ('mi novio maneja', 'mon mec conduit', 'mio marito guida'): their drink is alcohol-free. */
export function saysSomeoneElseDrives(text: string): boolean {
  return SOMEONE_ELSE_DRIVES_ONCE.test(fold(text));
}
// (And when the other one asks for a drink of their own: 'my wife is pregnant and wants something refreshing'.)
const FOR_THE_DRIVER = /\bfor (?:her|him|them|my \w+|the driver)\b|\b(?:she|he|they|my \w+)\b[^.!?;]{0,40}?\b(?:wants|would like|'d like|fancies|needs|is after)\b|\bthey (?:want|need)\b/;
/** The drink is the guest's own: 'so I can', 'I'm drinking', 'not driving tonight', 'gimme something strong'. */
const GUEST_DRINKS =
  /\bso (?:i|we) (?:can|could|will|am|'m)\b|\b(?:i'll|i ll|ill|i will|i'm going to|i m going to|i am going to|i'm gonna|im gonna) have\b|\b(?:it's |it s |its )?just me drinking\b|\bonly me drinking\b|\b(?:i am|i'm|im) (?:drinking|free to drink)\b|\b(?:for me|pour moi|para mi|para mim|fur mich|fuer mich|per me)\b|\bnot (?:the )?(?:designated )?driv(?:er|ing)\b|\b(?:gimme|give me|get me|pour me|bring me|make me)\b|\b(?:ich darf also|also darf ich|ich kann also|also kann ich|asi que puedo|entonces puedo|donc je peux|alors je peux|quindi posso|allora posso|entao posso|entao eu posso|por isso posso)\b/;
/**
 * Children who are elsewhere, and nursing that has ended, are no reason for the guest's drink: 'kids are at
 * grandma's for the weekend', 'the baby is asleep', 'baby is 7 months and with her dad tonight', 'I stopped nursing'.
 */
const CHILDREN_AWAY =
  /\b(?:the |my |our )?(?:kids?|children|baby|babies|little ones?|toddlers?)(?:'re| re| is| are|'s| s)?(?: \d{1,2} (?:months?|years?|yrs?|mos?)(?: old)?(?: and)?)? (?:at (?:grandmas?|grandpas?|grandparents|my \w+|her \w+|his \w+|home|a sleepover|camp|school)|with (?:the |a )?(?:her|his|their|our|my)? ?(?:dad|mum|mom|grand\w*|sitter|babysitter|nanny|father|mother|husband|wife|partner|ex)|(?:fast )?asleep|in bed|away|gone)\b/g;
/**
 * Children about who get no drink of this order: 'the kids are on the arcade', 'my kids are filming it', 'surviving a
 * party with 11 kids', "I've had kids' drinks all afternoon". Read so only when the guest orders for themselves ('a gin
 * for me', 'give me', 'I need') and nothing orders for a child ('for the kids', 'the kids want', 'me and the kids',
 * 'one each', 'a kids' drink'): then the children are no reason for the guest's drink.
 */
const RELATIVE = String.raw`(?:son|sons|daughters?|boys?|girls?|nephews?|nieces?|grandsons?|granddaughters?|grandkids?|cousins?|brothers?|sisters?|siblings?|stepsons?|stepdaughters?|godsons?|goddaughters?|teens?|teenagers?)`;
/** A birthday party the guest says is theirs ('this 19th birthday party is mine', 'I'm the birthday girl'). */
const THE_GUESTS_OWN_PARTY = /\bmine\b|\bmy own\b|\bbirthday (?:girl|boy|guy|lady|gal)\b|\b(?:it is|it's|its) me\b/;
/** An age said of a relative ('my 13 year old nephew'): theirs, and no reason for the guest's own drink (as above). */
const RELATIVES_AGE = new RegExp(String.raw`\b(my|his|her|our|their)\s+\d{1,2}\s*-?\s*(?:years?|yrs?|yr|y\.?o\.?)(?!\s*-?\s*(?:old\b\s*)?(?:self|me|ass|butt|twin|twins)\b)\s*-?\s*(?:old\b\s*)?(${RELATIVE}\b)?|\b(?:a|the|his|her|their|this|that)\s+()\d{1,2}(?:st|nd|rd|th)\s+(?:birthday|bday|b-day)\s+(party|parties|do|bash|celebration)\b`, 'g');
/** A drink asked for another, or by another ('something for him', 'she wants one'): a child nearby may be the one. */
const ASKED_FOR_ANOTHER = /\b(?:for (?:him|her|them|the (?:kid|child|baby|little one)s?)|wants?|would like|'d like|asks?|asked|is thirsty|are thirsty|one each|a round)\b/;
/** A child who is someone else's, nearby: 'the kid next door', 'the baby two rows back', 'my neighbour's kids'. */
const STRANGERS_CHILD =
  /\b(?:(?:the|a|some|those|these|that)\s+)?(?:kids?|children|child|bab(?:y|ies)|toddlers?)\s+(?:next door|in the next (?:\w+)|at the next (?:\w+)|on the next (?:\w+)|behind (?:me|us)|in front of (?:me|us)|across the (?:aisle|way|hall|corridor)|upstairs|downstairs|(?:two|three|a few) (?:seats|rows|tables|doors) (?:down|over|away|back))\b|\b(?:my |our |the )?(?:neighbou?rs?'?s?|someone'?s|somebody'?s|a stranger'?s|other people'?s|other peoples)\s+(?:kids?|children|child|bab(?:y|ies)|toddlers?)\b/g;
const CHILD_ABOUT = /\b(?:(?:the|my|our|his|her|their|some|these|those|all the|\d{1,3})\s+(?:little\s+)?(?:kids?|kiddos?|children|child)(?:'s|s'|')?(?=\W|$)(?!\s*(?:,\s*)?(?:of\s+|aged\s+|are\s+|is\s+)?\d)|(?:had|been on|drinking|drank|after)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:kids?|children)(?:'s|s'|')?\s+drinks?\b)/g;
/** The guest a child themself ('I'm just a kid', 'child of 17 here', 'college kid, 19', 'I'm with child'): no child is set aside. */
const GUEST_A_CHILD = /\b(?:i am|i'm|im|i m|we are|we're|were|me|us)\s+(?:just\s+|only\s+|still\s+|a\s+|an\s+|the\s+|like\s+|both\s+|all\s+)*(?:kids?|kiddos?|child|children|minors?|teens?)\b|\bwith child\b|\b(?:kids?|child|children)\s*,?\s*(?:of\s+|aged\s+)?\d{1,2}\b|\b(?:kids?|child)\s+here\b|\b(?:college|uni|university|school|high school|student)\s+kids?\b|\blike me\b/;
/** The guest's own order beyond GUEST_DRINKS' words: 'I'd love', 'I need', "I'm after", 'something grown up'. */
const OWN_ORDER =
  /\b(?:i|i'd|id|i would|i'll|ill|i will)\s+(?:really\s+)?(?:need|love|like|want|fancy|take|have)\b|\b(?:i|we)\s+need\b|\b(?:i'm|im|i am) (?:after|having)\b|\bsomething (?:grown[ -]?up|for (?:the )?(?:grown[ -]?ups|adults))\b|(?:^|[.!?,;]\s*)need (?:something|a drink|a)\b/;
const A_CHILD_ORDERED_FOR = new RegExp(
  [
    String.raw`\b(?:for|para|pour|fur|per)\b[^.!?;]{0,30}\b(?:kids?|kiddos?|children|child|little ones?|${RELATIVE}|\d{1,2}\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*olds?)\b`,
    String.raw`\b(?:kids?|kiddos?|children|child|little ones?|${RELATIVE}|\d{1,2}\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*olds?)(?:'s|s'|')?\s+(?:(?:both|all|each|too|also)\s+)?(?:want|wants|would|'d|need|needs|are having|will have|get|gets|can have|drink|like|likes|love|are asking|asked|fancy|fancies|order|ordered|choose|pick|are thirsty|thirsty)\b`,
    String.raw`(?<!\b(?:had|having|been on|drinking|drank|enough of|sick of|fed up (?:of|with)|after all (?:the|those))\s+(?:the\s+|all\s+|those\s+)?)\b(?:kids?|kiddos?|children|child)(?:'s|s'|')?\s+(?:drinks?|mocktails?|cocktails?|menu|juices?|version|options?|ones?|size|portions?)\b`,
    String.raw`\b(?:me|myself|us|we)\s+(?:and|&|\+)\s+(?:the |my |our )?(?:\d+ )?(?:kids?|kiddos?|children)\b`,
    String.raw`\b(?:the|my|our)\s+(?:\d{1,2}\s*-?\s*(?:years?|yrs?)\s*-?\s*old\s+)?(?:kids?|kiddos?|children|child|${RELATIVE})\s+(?:and|&|\+)\s+(?:i|me|myself)\b`,
    String.raw`\bone (?:each|for each)\b|\beach of us\b|\ball of us\b|\beveryone\b|\bthe whole (?:table|lane|group|family)\b|\ba round\b`,
  ].join('|'),
);
const NURSING_ENDED = /\b(?:stopped|done|finished|quit|no longer|not) (?:nursing|breastfeeding|breast feeding|pumping)\b|\b(?:weaned|finished weaning)\b/g;
/**
 * A medicine that rules out one thing, not alcohol: 'grapefruit messes w my meds', 'grapefruit interacts with my
 * medication', 'my meds don't mix with grapefruit': no grapefruit, and the medicine is no reason against the drink.
 */
const ONE_THING_WITH_MEDS = new RegExp(
  [
    String.raw`\b(?!(?:alcohol|booze|liquor|drinking|drinks?|beer|wine|spirits?)\b)([a-z]+(?: juice)?)\s+(?:messes|mess|interferes|interfere|interacts|interact|clashes|clash|reacts|react|does not (?:mix|go|agree)|doesn't (?:mix|go|agree)|do not (?:mix|go)|don't (?:mix|go)|is bad|is a no)\s+(?:w|w/|with|for)\s+(?:my|the|his|her)\s+(?:meds|medication|medications|medicine|pills|tablets|prescription)\b`,
    String.raw`\b(?:my|the)\s+(?:meds|medication|medications|medicine|pills|tablets)\s+(?:do not|don't|dont|does not|doesn't)\s+(?:mix|go|agree)\s+(?:w|w/|with)\s+(?!(?:alcohol|booze|liquor|drinking|drinks?|beer|wine|spirits?)\b)([a-z]+(?: juice)?)\b`,
  ].join('|'),
  'g',
);
/**
 * An alcohol-free drink offered and refused, then something else asked for: 'algo sin alcohol? no, quiero algo fuerte',
 * "without alcohol? no no I'm fine, give me a mezcal thing". ('Light on alcohol? no, none at all' asks for less, not
 * more: only the words of no alcohol at all are refused here, and only before a wish.)
 */
/** The words of an alcohol-free drink a guest may be offered and refuse, in the six languages. */
const ALCOHOL_FREE_OFFERED = String.raw`(?:without alcohol|alcohol[- ]free|non[- ]alcoholic|sin alcohol|sans alcool|ohne alkohol|alkoholfrei\w*|senza alcol|analcolic\w*|sem alcool|mocktails?|virgin|zero proof)`;
const ALCOHOL_FREE_REFUSED = new RegExp(
  String.raw`(?:\b(?:something|anything|algo|quelque chose|etwas|qualcosa|alguma coisa|a|un|una|une|um|uma)\s+)?\b(?:${ALCOHOL_FREE_OFFERED}|a mocktail|no alcohol|no booze|nothing alcoholic)\s*\?+\s*(?:(?:no|nah|nope|nein|non|nao)\b[\s,.!]*)+(?:(?:i am fine|i'm fine|im fine|thanks|thank you|gracias|merci|danke|grazie|obrigad[oa]|estoy bien|ca va|passt schon)\b[\s,.!]*)*(?=(?:quiero|i want|i'd like|give me|gimme|dame|je veux|ich will|ich mochte|voglio|quero|me da|make it|bring me|something|algo|quelque chose|etwas|qualcosa|a |un |una )\b)`,
  'g',
);
/**
 * The same refusal said without the question: 'sin alcohol NO eh, quiero algo fuerte', 'alcohol-free? nah. something
 * strong'. Only when a wish for strength follows ('sin alcohol, no quiero nada dulce' keeps its alcohol-free).
 */
const ALCOHOL_FREE_REFUSED_FLAT = new RegExp(
  String.raw`\b${ALCOHOL_FREE_OFFERED}\s+(?:no|nah|nope|nein|non|nao)\s*(?:eh|eh\?|ok|vale|hein|ne|ja)?\s*[,.!]+(?=[^.?!]{0,40}\b(?:fuerte|fuertes|strong|stronger|stark\w*|forte|fort|forts|cargad[oa]|boozy|de verdad|a real drink|a proper drink|heavy|alcohol|alcool|alcol|alkohol|booze|mesmo)\b)`,
  'g',
);
/**
 * A thing that does the guest harm, said as what it does: 'whisky gives me headaches', 'red wine gives me a migraine',
 * 'le vermouth me donne mal à la tête', 'el tequila me da resaca', 'Gin macht mir Kopfschmerzen': none of it.
 */
/** What leads into a thing said to do harm ('but campari gives me migraines'): no part of the thing. */
const HARM_LEAD = String.raw`(?:(?:but|and|so|because|cause|cos|coz|since|as|though|although|yet|plus|sadly|unfortunately|apparently|only)\s+)?`;
/**
 * A thing said to clash with the guest's medicine ('grapefruit clashes with my heart meds', 'cranberry interacts with
 * my warfarin'): a no to it, and the medicine still said, for what it means for alcohol.
 */
const CLASHES_WITH_MEDICINE = new RegExp(
  String.raw`\b${HARM_LEAD}([a-z]+(?: [a-z]+)?) (?:clash(?:es)?|interacts?|reacts?|interferes?|(?:does not|doesn't|do not|don't) mix|(?:is|are) not ok|(?:is|are) not allowed) with ((?:my |the )?(?:[a-z]+ )?(?:meds|medication|medications|medicine|medicines|pills|tablets|treatment|warfarin|statins?|blood thinners?))\b`,
  'g',
);
/** What a thing gives a guest that makes it a no ('gives me migraines', 'gives me a wheeze'). */
const HARM_GIVEN = String.raw`(?:headaches?|a headache|migraines?|a migraine|hangovers?|a (?:bad |terrible |killer )?hangover|heartburn|reflux|acid reflux|the spins|a bad stomach|stomach ?aches?|a stomach ?ache|indigestion|(?:heart )?palpitations|the jitters|jitters|a racing heart|insomnia|anxiety|(?:a |the )?wheez(?:e|es|ing)|asthma|an asthma attack|hives|a rash|rashes|a reaction|reactions|an allergic reaction|gout|a (?:gout )?flare(?: ?up)?|flare ?ups|a sore throat|a blocked nose|a stuffy nose|a runny nose|the sniffles|a flush|the flush|red face|a red face)`;
/**
 * Things listed before one harm ('wine and anything made with wine (vermouth, prosecco) gives me a wheeze', 'beer,
 * cider or kombucha give me hives'): a no to each, as said of one.
 */
const LIST_DOES_HARM = new RegExp(String.raw`(^|[.!?:;]\s*)((?=[^.!?:;]{0,120}?(?:,|\(|\band\b|\bor\b))[a-z][a-z ,()'/&-]{2,120}?)\s+(?:gives?|gave) me ${HARM_GIVEN}\b`, 'g');
/** The things of such a list, one word each: the last word of every part ('anything made with wine' is wine). */
function noToEachThing(whole: string, lead: string, list: string): string {
  // (A reaction of the body is an allergy's: 'allergic to' each, so the answer asks the guest to tell the bartender.)
  const rule = /\b(?:hives|rash|rashes|reactions?|wheez\w*|asthma)\b/.test(whole) ? 'allergic to' : 'no';
  // (Not a clause with a wish or a person in it: 'I love gin, and tonic gives me a headache' rules out the tonic only.)
  if (/\b(?:i|me|my|we|us|love|like|likes|want|wants|fancy|prefer|enjoy|adore|but|please|something|anything with|yes)\b/.test(list)) return whole;
  // (One thing is no list: 'red wine gives me a headache' is read as said of one thing.)
  if (!/,|\(|\/|&|\band\b|\bor\b|\bplus\b/.test(list)) return whole;
  // (A 'no' or a pronoun in it says it otherwise: 'no citrus at all, it gives me migraines' is read as said.)
  if (/\b(?:no|not|never|none|nothing|it|its|that|this|they|them|those|these)\b/.test(list)) return whole;
  // (A spaced dash parts them too: 'sulphite allergy - wine and prosecco give me hives'.)
  const parts = list.split(/\s*(?:,|\(|\)|\/|&|\band\b|\bor\b|\bplus\b|\s[-\u2013\u2014]\s)\s*/).filter((p) => p.trim());
  // (An allergy named among them stays as said: 'sulphite sensitivity, wine gives me headaches'.)
  const allergies = parts.filter((p) => /\b(?:allerg\w*|sensitiv\w*|intoleran\w*)$/.test(p.trim()));
  // (Each part whole, a product of two words too, 'ginger beer', 'lime juice'; 'anything made with wine' is wine.)
  const things = parts
    .filter((part) => !allergies.includes(part))
    .map((part) => part.trim().replace(/^(?:(?:anything|everything|stuff|things|drinks?)\s+(?:made\s+)?(?:with|from|containing|of)\s+|(?:the|any|some|all)\s+)+/, '').split(/\s+/).slice(-3).join(' '))
    .filter((w) => w.length >= 3 && !/^(?:anything|everything|stuff|things|all|any|the|with|made|etc)$/.test(w));
  if (things.length === 0) return whole;
  return `${lead} ${[...allergies, ...things.map((w) => `${rule} ${w}`)].join(' , ')} , `;
}
const DOES_HARM = new RegExp(
  [
    String.raw`(?<!['\u2019])\b${HARM_LEAD}(?!(?:likely|least|less|not|never|won|will|to|would|could|might|may|can)\b)([a-z]+(?: (?!to\b)[a-z]+)?) (?:gives?|gave) me ${HARM_GIVEN}\b`,
    // 'Cola makes my heart race', 'Kaffee = Herzrasen bei mir', 'dairy = bloated'.
    String.raw`\b${HARM_LEAD}([a-z]+(?: [a-z]+)?) (?:makes?|gets?|sets?) my heart (?:race|racing|pound|pounding|go crazy)\b|\b([a-z]+)\s*=\s*(?:herzrasen|palpitations|heart racing|bloated|bloating|headache|migraine|hangover|kopfschmerzen|sodbrennen)\b`,
    // 'If I drink gin I get a headache', 'whenever I have tequila I end up sick', 'if I have caffeine after 9 I'm up
    // till 4'.
    String.raw`\b(?:if|when|whenever|every time) i (?:drink|have|had|drank|try) (?:a |an |any |some )?(?!(?:a |any )?(?:drink|drop|sip|alcohol|booze|anything)\b)([a-z]+(?: [a-z]+)?)(?:(?:\s*,\s*|\s+)(?:after|before|at|past|in the|late|tonight|at night)\b[^,.!?]{0,20}?)?(?:\s*,\s*|\s+)(?:i|it)(?:\s|')(?:get|gets|feel|end up|break out|throw up|am sick|get sick|makes me|gives me|puke|vomit|am up|m up|will be up|ll be up|can't sleep|cannot sleep|won't sleep|don't sleep|keeps me up|react)\b`,
    // 'If there's any gin in it I'll be sick all night', 'if it has nuts in it I react'.
    String.raw`\bif (?:there'?s|there is|it has|it's got|it contains|they put) (?:any |some |even a drop of )?([a-z]+(?: [a-z]+)?) in (?:it|there|the drink)\b[^.!?]{0,30}?\b(?:i'?ll|i will|i'd|i would|i get|i'm|i am|i go|i end up)\b(?: be)? (?:sick|ill|throw(?:ing)? up|puk\w*|vomit\w*|react\w*|break(?:ing)? out|in hospital|in a&e|swell\w*)`,
    // 'Last time I had egg white in a drink I ended up in A&E', 'the one time I tried almonds I couldn't breathe'.
    String.raw`\b(?:last time|the last time|once|the one time|one time|every time|whenever) i (?:had|drank|tried|ate|touched) (?:a |an |some |any )?([a-z]+(?: [a-z]+)?)\b[^.!?]{0,40}?\b(?:ended up|landed|was|went|got taken|wound up) (?:in|to) (?:a ?& ?e|a and e|a e|hospital|the hospital|the er|er|emergency|urgent care|an ambulance)\b|\b(?:last time|the last time|once|the one time|one time) i (?:had|drank|tried|ate) (?:a |an |some |any )?([a-z]+(?: [a-z]+)?)\b[^.!?]{0,40}?\bi (?:couldn'?t breathe|could not breathe|swelled up|needed my epi ?pen|used my epi ?pen|had a reaction|went into anaphyla\w*)`,
    String.raw`\b${HARM_LEAD}([a-z]+(?: [a-z]+)?) (?:upsets?|wrecks?|ruins?|messes up|kills?|destroys?) my (?:stomach|tummy|gut|belly|head)\b`,
    String.raw`\b${HARM_LEAD}([a-z]+(?: [a-z]+)?) (?:does not|doesn't|do not|don't) agree with me\b`,
    String.raw`\b([a-z]+(?: [a-z]+)?) (?:me donne|me da|me dan|me deja con|mi fa venire|mi fa|mi da|macht mir|gibt mir|me dao|me da)\s+(?:le |la |il |un |una |une |um |uma |du |des )?(?:mal (?:a|de) (?:la )?tete|maux de tete|migraine|gueule de bois|dolor de cabeza|jaqueca|migrana|resaca|cruda|kopfschmerzen|kopfweh|migrane|kater|sodbrennen|mal di testa|emicrania|dopo ?sbornia|postumi|dor de cabeca|enxaqueca|ressaca|azia)\b`,
  ].join('|'),
  'g',
);
/**
 * A request written as a form's fields, one a line or after a full stop ('hard no: gin', 'budget_max: 9', 'allergens:
 * [tree_nuts]', 'Vietato: uova (allergia).', "Things I don't do: rum."): said as a sentence the readers read, each
 * field a clause of its own. Folded text.
 */
const FIELD_NO = String.raw`(?:exclusions?|avoid list|no[ -]?go list|blacklist|black list|never list|hates?|won'?\s?t drink|will not drink|hard no(?:s)?|hard pass(?:es)?|no go(?:s)?|no-go(?:s)?|deal ?breakers?|off limits|no way|nope|can'?\s?t have|cannot have|can not have|things i (?:can'?\s?t|cannot|can not|must not|mustn'?\s?t) (?:have|drink|do)|ni hablar de|nada de|jamas|geht gar nicht|geht nicht|auf keinen fall|nie|pas question|jamais|pas de|interdit|interdits|mai|per niente|nunca|de jeito nenhum|never|avoid|avoids|dislikes?|don'?\s?t like|do not like|exclude|excluded|excluding|without|no thanks|not for me|things i (?:don'?\s?t|do not|won'?\s?t|will not) (?:do|drink|have|like|touch)|(?:don'?\s?t|do not) (?:do|drink|want)|vietat[oi]|evitare|niente|prohibido|prohibida|evitar|sin|nada de|interdit|a eviter|eviter|pas de|verboten|vermeiden|ohne|kein(?:e|en)?|proibido|proibida|sem|nao)`;
/** What asks for a thing to be left out, before it ('hold the egg - allergic' is an allergy to the egg, not to 'hold'). */
const LEFT_OUT_BY = /^(?:hold|skip|lose|minus|no|without|leave out|take out|leave off)\s+(?:the\s+|any\s+|all\s+)?/;
const FIELD_ALLERGY = String.raw`(?:(?:allergy|allergies|allergen|intolerance) list|list of (?:allergies|allergens)|allergens?|allergies|allergy|allergic to|intolerances?|allergie|allergien|alergias?|alergenos?|allergeni|allergene|alergenicos?|alergenos)`;
const FIELD_BUDGET = String.raw`(?:budget(?:[ _-]?(?:max|limit|cap))?|max(?:imum)?[ _-]?(?:budget|price|spend)|max|price(?:[ _-]?(?:max|limit|cap))?|spend(?:ing)?(?:[ _-]?(?:max|limit))?|presupuesto|orcamento|prix(?: max)?|preis(?: max)?|prezzo(?: max)?|massimo|maximo)`;
const FIELD_WISH = String.raw`(?:likes?|loves?|mood|vibe|vibes|notes?|wants?|wish|prefer(?:s|ences?)?|preferenze|preferencias|vorlieben|me gusta|j'?aime|mag ich|gosto|favou?rites?|tastes?|flavou?rs?|style)`;
// ('Histamine intolerance: ...', 'nut allergy: what can I have?': the allergy named before its colon is no field of its own.)
const FIELD_MIDLINE = new RegExp(String.raw`([^\n.;,])\s+(?!(?:allergy|intolerance|sensitivity)\s*:)(?=(?:${FIELD_NO}|${FIELD_ALLERGY}|${FIELD_BUDGET}|${FIELD_WISH})\s*:)`, 'g');
const FORM_FIELDS: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  // (A 'no' field may be marked with an arrow or a dash as well as a colon: 'Exclusions → Campari; vermouth', 'Dislikes - tonic'.)
  [new RegExp(String.raw`(^|[
.;]|\s-\s)\s*(?:[-*•]\s*)?${FIELD_NO}\s*(?::|->|=>|\u2192|\s[-\u2013\u2014]\s)\s*([^\n]*)`, 'g'), (_m: string, lead: string, value: string) => `${lead} , no ${value.replace(/\s*;\s*/g, ' , ')}`],
  [new RegExp(String.raw`(^|[
.;]|\s-\s)\s*(?:[-*•]\s*)?${FIELD_ALLERGY}\s*:\s*`, 'g'), '$1 , allergic to '],
  [new RegExp(String.raw`(^|[
.;]|\s-\s)\s*(?:[-*•]\s*)?${FIELD_BUDGET}\s*:\s*`, 'g'), '$1 , budget '],
  // A thing first and the rule as its value ('Mint: allergic', 'Ginger - allergy', 'Gin: no', 'Rum: never').
  [/(^|[\n.;])\s*(?:[-*•]\s*)?([a-z][a-z' ]{1,30}?)\s*(?::|\s[-\u2013\u2014]\s)\s*(allergic|allergy|intolerant|intolerance|anaphylactic|no|none|never|nope|avoid|not allowed|not ok)\s*(?=$|[\n.;,!])/g, (_m: string, lead: string, thing: string, rule: string) => `${lead} , ${/^(?:aller|intol|anaph)/.test(rule) ? 'allergic to' : 'no'} ${thing.replace(LEFT_OUT_BY, '')} , `],
];
export function formFieldsAsSaid(folded: string): string {
  if (!/[:=_\u2192]|->|\s[-\u2013\u2014]\s/.test(folded)) return folded;
  // ('max_price=9', 'budget = 12': a field's '=' is its ':'.)
  let text = folded.replace(/([a-z])_(?=[a-z])/g, '$1 ').replace(/([a-z])\s*=\s*(?=[$\u20ac\u00a3\d])/g, '$1: ');
  // A field whose value is a list of bullets on the lines after it ('Allergy list:\n- egg\n- mint'): one line, the items
  // joined by commas.
  text = text.replace(/:[ \t]*\n((?:[ \t]*[-*•\u2022][ \t]*[^\n]+(?:\n|$))+)/g, (_m: string, items: string) => `: ${items.split('\n').map((i) => i.replace(/^[ \t]*[-*•\u2022][ \t]*/, '').trim()).filter(Boolean).join(', ')}\n`);
  // None said of a field ('no allergies: something with amaretto', 'allergies: none'): no field, and what follows is a
  // wish of its own.
  text = text.replace(/\b(?:no|zero|without|nil)\s+(?:known\s+)?(allerg(?:ies|y|ens?)|intolerances?)\s*:\s*/g, 'no $1 . ').replace(new RegExp(String.raw`\b${FIELD_ALLERGY}\s*:\s*(?:none|no|nil|n\/a|nothing|-)\s*(?=$|[\n.;,])`, 'g'), 'no allergies . ');
  // Fields typed on one line, as a phone's single-line box sends them ('hard no: gin likes: citrus, bubbles'): each
  // field begins a sentence of its own.
  text = text.replace(FIELD_MIDLINE, '$1 . ');
  for (const [field, said] of FORM_FIELDS) text = typeof said === 'string' ? text.replace(field, said) : text.replace(field, said as (...m: string[]) => string);
  // Each field ends at its line: 'hard no: gin' on one line, 'likes: citrus, bubbles' on the next is no list of gin's.
  text = text.replace(/\s*\n\s*/g, ' . ');
  // (A field's value ends at its full stop: 'Budget: zwölf. Etwas mit Bourbon.')
  text = text.replace(/([a-z])([.;!?])(?=\s|$)/g, '$1 $2');
  // A list's brackets and an identifier's underscores ('[tree_nuts]', 'budget_max') are no words of it.
  return text.replace(/\[([^\]\n]{1,60})\]/g, ' $1 ').replace(/([a-z])_(?=[a-z])/g, '$1 ');
}

/**
 * A thing the guest rules out by saying it is off limits: 'cranberry is off limits too', 'dairy's off the table',
 * 'anything with Kahlua is a no for me', and a list of them ('egg or honey is a no'), an aside between ('tequila though is a
 * hard no').
 */
const SAID_TO_BE_OUT = /\b(?!(?:it|that|this|which|what|there|he|she|they|sun|money|price|budget|and|or)\b)((?:[a-z]+(?: (?:juice|liqueur|syrup|beer|wine|cordial|vermouth|soda|white|bitters))?)(?:\s+(?:or|and|nor|&)\s+(?!(?:it|that|this|which|what|there|he|she|they)\b)[a-z]+(?: (?:juice|liqueur|syrup|beer|wine|cordial|vermouth|soda|white|bitters))?){0,4})(?:,?\s+(?:though|tho|honestly|personally|however|really),?(?=\s))?(?:'s| s| is)\s+(?:(?:also|strictly|totally|completely)\s+)?(?:off limits|off the table|out of the question|a (?:hard |big |firm |definite )?(?:no(?:[ -]go)?|nope|pass|dealbreaker|deal breaker)(?! brainer)(?: for me)?|a no no|banned|forbidden|not an option)\b/g;
/**
 * A thing someone has banned the guest from ('my cardiologist has banned cranberry', 'the doctor forbade grapefruit',
 * 'my GP told me to cut out caffeine', 'I've been taken off dairy'): a no to it.
 */
const BANNED_FOR_ME = /\b(?:(?:has|have|had|'s|'ve)\s+)?(?:banned|forbidden|forbade|prohibited|ruled out|told me to (?:avoid|cut out|skip|stay away from|give up|stop)|taken me off|put me off|stopped me (?:from )?(?:having|drinking))\s+(?:me\s+(?:from\s+)?)?(?:having\s+|drinking\s+)?(?:all\s+|any\s+|the\s+)?([a-z]+(?: (?:juice|liqueur|syrup|beer|wine|soda|white))?)\b(?!\s+(?:for|to|from)\s+(?:him|her|them|my))/g;
/**
 * A 'no' said on a condition: 'if it has nuts, skip it', 'if there's egg in it, no thanks', 'si lleva huevo, no',
 * 's'il y a des noix, non', 'wenn Nüsse drin sind, nein': the thing is ruled out.
 */
const CONDITIONAL_NO =
  /\b(?:if|si|wenn|se)\s+(?:it|they|there|the drink)?\s*(?:'s|s|is|are|has|have|contains?|got|comes with|lleva|tiene|contiene|hay|il y a|y a|ya|enthalt|sind|ist|contem|tem|leva|c e|ci sono)\s+(?:any\s+|some\s+|des\s+|du\s+|de la\s+)?([a-z]+(?: (?:white|juice|syrup|liqueur))?)\b(?:\s+(?:in it|in there|drin|dedans|dentro))?\s*[,;:-]*\s*(?:then\s+)?(?:skip(?: it)?|forget(?: it)?|leave it|drop it|no(?: thanks| thank you| gracias| merci| danke| grazie| obrigad[oa])?|nope|not for me|pass|nein|non|nao)\b/g;
/**
 * 'I'm not pregnant, my wife is — she wants something nice': the reason is someone else's, said elliptically; it is
 * kept as theirs ('my wife is pregnant'), so a drink for them stays alcohol-free.
 */
const NOT_ME_BUT_THEM = /\b(?:i am|i'm|im|i m) not (pregnant|expecting|driving|nursing|breastfeeding|the driver|on antibiotics|on meds)\b\s*[,;.\u2014\u2013-]*\s*(?:but\s+)?((?:my|his|her|our) \w+|she|he)(?:'s| s| is)\b/g;
/** 'It's not that I'm not driving — I am': the reason holds. */
const NOT_THAT_NOT = new RegExp(String.raw`\b${SAID_NOT_TO_BE} (?:that )?(?:i am|i'm|i m|im) not ((?:the one )?(?:driving|pregnant|nursing|breastfeeding|on (?:meds|medication|antibiotics))|the (?:designated )?driver|the dd)\b`, 'g');
/** A 'not' the guest takes back at once: 'not pregnant anymore (lol I am)', "I'm not driving, jk I am". */
const NOT_RETRACTED = /\bnot (pregnant|expecting|driving|nursing|breastfeeding|on (?:meds|medication|antibiotics))(?: anymore| any more| now| tonight)?\s*[,.!(\-]*\s*(?:(?:lol|lmao|haha|hahaha|jk|j k|just kidding|kidding|joking|just joking|no)[\s,.!]{0,3}){0,3}\s*[,.!]*\s*(?:(?:yes|actually|ok|wait|no wait|hang on)[,.!]?\s+)?(?:i am|i'm|im|i m)\s*(?=\)|[.!,;?]|$)\)?/g;
/** 'A real mojito', 'un vrai mojito', 'un mojito de verdad': the one with alcohol, not its virgin twin. */
const THE_REAL_ONE = /\b(?:real|proper|vrai|vero|verdadero|de verdade|echte[nrs]?)\s+(mojito|gin (?:and|&) tonic|gin tonic|g&t|g and t|spritz|beer|biere|birra|cerveza|cerveja|bier)\b|\b(mojito|gin tonic|spritz|cerveza|cerveja)\s+(?:de verdad|de verdade|vero|veri)\b/g;
/** 'Don't give me anything without tequila', 'I don't want anything without bubbles', 'nothing without gin for me': a wish for it. */
const NOTHING_WITHOUT = /\b(?:do not|don't|dont|never) (?:(?:give|bring|make|get|serve|pour) me|want) (?:anything|something|a drink|one|a cocktail) without ([a-z]+)\b|\bnothing without ([a-z]+)\b/g;
/**
 * 'I don't want something that isn't sweet', "don't bring me anything that isn't alcohol-free": a wish for it (two
 * 'not's), read here for both readers (the request reader's own `NOTHING_THAT_IS_NOT_AF` sees only its own text).
 */
const NOT_WANTED_NOT = /\b(?:i )?(?:don't|do not|dont|never) (?:want|give me|bring me|serve me|get me|pour me|make me) (?:something|anything|a drink|one|a cocktail) (?:that|which) (?:is not|isn't|isnt|'s not|aren't|are not) (sweet|sour|bitter|strong|fruity|fresh|cold|light|dry|fizzy|bubbly|creamy|spicy|smoky|refreshing|alcohol[ -]free|non[ -]alcoholic|virgin|zero[ -]proof)\b/g;
/** 'I don't want nothing alcoholic', 'don't give me nothing with gin': a 'nothing' after a 'not' is 'anything' (said twice, meant once). */
const NOTHING_SAID_TWICE = /\b((?:i )?(?:don't|do not|dont|never|ain't|aint) (?:want|need|give me|bring me|serve me|get me|pour me|make me|drink|have)) nothing\b/g;
/**
 * Someone else's advice against a drink that the guest then waves away ('My mate says don't get the IPA, it's too
 * bitter. I don't care, I like bitter. IPA please'): no 'no' of the guest's. Never a doctor's word, and only when the
 * guest says they do not mind.
 */
const ADVICE_WAVED_AWAY = /\b(?:my|our|the) (?:mate|mates|friend|friends|wife|husband|partner|boyfriend|girlfriend|brother|sister|dad|mum|mom|colleague|pal|buddy|bartender|waiter|waitress) (?:says|said|told me|tells me|reckons|thinks|warned me)(?: that)?(?: i should)? (?:don't|do not|dont|not to|never|shouldn't|should not|to avoid|to skip) (?:get|have|order|try|drink|the|a|an)? ?(?:the |a |an )?[a-z' ]{2,30}?(?=[,.;!?]|$)(?=[^]{0,80}?\b(?:i don't care|i dont care|i do not care|who cares|whatever|ignore (?:him|her|them)|i like (?:it|bitter|them|that))\b)/g;
/** 'I'm not not a fan of gin': two 'not's are a yes. */
const NOT_NOT = /\bnot\s+not\b|\bnicht\s+nicht\b/g;
/** A numbered list's marks ('1) sour 2) 12 max 3) no egg') are no amounts. */
// (Not a number that closes a bracket of its own: 'my daughter (she's 12) something'.)
const LIST_MARK = /(?<!\([^()]{0,30})(^|[\s,;:])\d{1,2}\)\s+/g;
/**
 * A 'no' the guest takes back: 'no tequila... actually scratch that, tequila's fine', 'no vodka - wait, vodka is ok'.
 * The 'no' goes; what follows it stays.
 */
const NO_TAKEN_BACK =
  /\b(?:no|not|without|nothing with)\s+([a-z]{3,})\b(?=[^]{0,40}?\b(?:actually|scratch that|wait|never ?mind|on second thought|changed my mind|just kidding|jk)\b[^.!?]{0,30}?\b\1(?:'s|s| is| are| es| est| ist| e| va)?\s+(?:fine|ok|okay|good|alright|allowed|cool|bien|bon|gut|bene|bom)\b)/g;
/**
 * A 'no' to a spirit or a kind of drink corrected at once into a 'no' to another, in the six languages ('no tequila, I
 * mean no vodka', 'pas de tequila... euh non pardon, pas de vodka', 'sin tequila... perdón, quise decir sin vodka',
 * 'kein Tequila ... sorry, ich meine kein Wodka', 'niente tequila, scusa, volevo dire niente vodka', 'sem tequila...
 * desculpa, quis dizer sem vodka'): the first 'no' goes. Never an allergy's or a 'no alcohol'.
 */
const NO_OF_A_KIND = String.raw`no|not|without|nothing(?: with)?|pas de|pas d'|sans|sin|nada de|sem|nada de|senza|niente|kein(?:e|en)?|ohne`;
const NO_CORRECTED = new RegExp(
  String.raw`\b(?:${NO_OF_A_KIND})\s+(?:the\s+|any\s+|la\s+|le\s+|el\s+|il\s+|o\s+|a\s+)?(beers?|wines?|gin|rum|rhum|ron|vodka|wodka|tequila|whisky|whiskey|bourbon|scotch|prosecco|cocktails?|mezcal|cognac|brandy|cachaca|lagers?|ipa|stout|campari|aperol|vermouth|vin|vino|wein|bier|biere|birra|cerveza|cerveja)\b` +
    String.raw`(?=[^]{0,20}?(?:\b(?:i mean|i meant|je veux dire|je voulais dire|quise decir|quiero decir|ich meine|ich meinte|volevo dire|voglio dire|quis dizer|quer dizer|queria dizer|correction|scratch that)\b[,.!:\s]*|\b(?:sorry|pardon|perdon|scusa|desculpa|oops|wait|euh|non|no|nein|nao)[,.!:\s]+){1,4}(?:${NO_OF_A_KIND})\s+(?:the\s+|any\s+|la\s+|le\s+|el\s+|il\s+|o\s+|a\s+)?(?!\1\b)[a-z]{3,})`,
  'g',
);
/**
 * A 'no' to a kind of drink said as a joke and taken back at once: 'No, I don't want beer... just kidding! a lager
 * please', 'no gin. jk, a G&T'. Only kinds and spirits: an allergy or a 'no alcohol' is never lifted by a joke.
 */
const NO_JOKED =
  /\b(?:no|not|without|nothing with|(?:i )?(?:don't|do not|dont) (?:want|drink|like)(?: any| a)?)\s+(?:beers?|wines?|gin|rum|vodka|tequila|whisky|whiskey|bourbon|prosecco|cocktails?|mezcal|cognac|brandy|lagers?|ipa|stout)\b(?=[^.!?,]{0,20}[.!?,\u2026]*\s*(?<!\b(?:not|no|never|nt|n't|n t)\s{1,3})(?:just kidding|jk|kidding|joking|just joking)\b)/g;
/**
 * A 'no' to a kind of drink quoted as the guest's own words of another day ("'never again tequila' I said last Sunday",
 * '"no more gin" - famous last words'): said then, not now. Only kinds and spirits, as for a joke.
 */
const NO_SAID_BEFORE =
  /(['"])\s*(?:never again|never|no more|no|not)(?:\s+again)?\s+(?:beers?|wines?|gin|rum|vodka|tequila|whisky|whiskey|bourbon|prosecco|cocktails?|mezcal|cognac|brandy|lagers?|ipa|stout|shots?)(?:\s+(?:again|ever again))?[.!]*\s*\1\s*(?:,\s*)?(?:(?=(?:i|we)\s+(?:said|swore|told|promised)\b)|[-\u2013\u2014,]?\s*famous last words\b)/g;
/**
 * An allergy said by what it does: 'amaretto gives me hives', 'nuts make my throat swell', 'egg makes me break out':
 * allergic to it.
 */
const ALLERGY_BY_SYMPTOM = new RegExp(
  [
    String.raw`\b([a-z]+(?: [a-z]+)?) (?:gives?|gave) me (?:hives|a rash|rashes|welts|an? (?:allergic )?reaction|anaphylaxis)\b`,
    String.raw`\b([a-z]+(?: [a-z]+)?) (?:makes?|made) (?:me|my (?:throat|lips|face|tongue)) (?:swell|itch|itchy|break out|wheeze|close up)\b`,
    // ... and the body first ('my throat closes up around nuts', 'I can't breathe around shellfish', 'my lips swell if I
    // eat peanuts', 'I break out in hives from egg').
    String.raw`\b(?:my\s+)?(?:throat|tongue|lips?|mouth|face|airways?|chest)\s+(?:closes?|closing|closed|swells?|swelling|swelled|swole|tightens?|tightening|gets? tight|goes tight|itches|itching|puffs? up|locks? up)(?:\s+up)?\s+(?:around|with|from|near|at|if|when|after)\s+(?:i\s+(?:have|eat|drink|touch|smell|taste|get)\s+)?(?:any\s+|the\s+|a\s+)?([a-z]{3,})\b`,
    String.raw`\b(?:can not|can't|cannot|cant)\s+breathe\s+(?:around|with|near|after|if i (?:have|eat|drink))\s+(?:any\s+|the\s+)?([a-z]{3,})\b`,
    String.raw`\bbreaks?\s+out\s+in\s+(?:hives|a rash|spots|welts)\s+(?:around|from|with|after|if i (?:have|eat|drink|touch))\s+(?:any\s+|the\s+)?([a-z]{3,})\b`,
    // ... and in the other five languages, the body first or the food first ('se me cierra la garganta con el maní', 'con
    // la clara de huevo me hincho toda', 'las almendras me dan reacción', 'fecha a garganta com amendoim', 'je gonfle avec
    // les noix', 'mi si chiude la gola con le mandorle', 'von Nüssen schwillt mir der Hals zu', 'ich reagiere auf Ei').
    String.raw`\b(?:se me cierra la garganta|me hincho(?: toda| todo)?|me lleno de ronchas|me (?:sale|salen|dan?) (?:reaccion|alergia|urticaria|ronchas)|(?:se )?fecha (?:a )?(?:minha )?garganta|fico (?:toda |todo )?inchad[oa]|me da (?:reacao|alergia|urticaria)|ma gorge se (?:serre|ferme)|je (?:gonfle|enfle)|j'(?:gonfle|enfle)|mi si chiude la gola|mi gonfio)\s+(?:con|com|avec)\s+(?:el |la |los |las |o |a |os |as |les |le |l'|il |lo |gli |i )?([a-z]{3,}(?: de [a-z]{3,})?)\b`,
    String.raw`\b(?:con|com|avec)\s+(?:el |la |los |las |o |a |os |as |les |le |l'|il |lo |gli |i )?([a-z]{3,}(?: de [a-z]{3,})?)\s+(?:se me cierra la garganta|me hincho|me lleno de ronchas|(?:se )?fecha (?:a )?garganta|fico inchad[oa]|je (?:gonfle|enfle)|mi si chiude la gola|mi gonfio)\b`,
    String.raw`\b(?:el |la |los |las |o |a |os |as |les |le |l'|il |lo |gli |i )?([a-z]{3,}(?: de [a-z]{3,})?)\s+me\s+(?:dan?|dao|donnent|donne|font|danno|fanno)\s+(?:una |uma |une |des |la |a )?(?:reaccion|reacao|reactions?|reazione|alergia|allergie|allergia|urticaria|urticaire|orticaria|ronchas)\b`,
    String.raw`\b(?:von|bei)\s+([a-z]{3,})\s+(?:schwillt (?:mir )?(?:der|mein) hals(?: zu)?|(?:kriege|bekomme|krieg) ich (?:ausschlag|quaddeln|atemnot))\b|\bich reagiere (?:allergisch )?auf ([a-z]{3,})\b`,
  ].join('|'),
  'g',
);

const REACTION_TO_THING = /\b(?:throws? up|throwing up|vomits?|vomiting|vomita|vomite|gags?|gagging|retches|gets? sick|feels? sick|se enferma|se marea|wird schlecht)\b[^,.;!?]{0,30}?\b(?:smells?|smelling|sent|sente|siente|tastes?|at the smell of|at|with|con|avec|from|riecht)\s+(?:(?:the|la|le|el|il|of|de|du)\s+)*([a-z]{3,})\b/g;
const BAD_TASTE = String.raw`(?:medicine|a pharmacy|pharmacy|cough syrup|cough medicine|soap|poison|petrol|gasoline|nail polish|bleach|toothpaste|rubbing alcohol|a hospital|hospital|mouthwash|perfume|dirt|feet|sweat|vomit)`;
const DISLIKED_AS_SAID = new RegExp(
  [
    String.raw`\b([a-z]{3,}(?: [a-z]+)?)\s+(?:tastes?|smells?|tasted|smelled)\s+(?:just\s+)?like\s+${BAD_TASTE}\b`,
    String.raw`\b([a-z]{3,}(?: [a-z]+)?)\s+remind(?:s|ed)? me of\s+${BAD_TASTE}\b`,
    String.raw`\b([a-z]{3,})\s+burns?\b[^.!?]{0,20}?\bi (?:just )?(?:can'?t|can not|cannot)\b`,
    String.raw`\b([a-z]{3,}(?: [a-z]+)?)(?:'s| s| is) what (?:got|wrecked|killed|destroyed|floored) me\b`,
    String.raw`\b([a-z][a-z' ,]{2,60}?)\s+and (?:i|me) (?:are not|aren'?\s?t|arent|are no longer|are not really) (?:friends|on speaking terms)\b`,
    String.raw`\b([a-z][a-z' ,]{2,60}?)\s*[-\u2013\u2014:]\s*none of (?:that|those|them|it|these)\b`,
    String.raw`\b([a-z]{3,})\s*[.!]\s*that(?:'s| s| is) the (?:one|only) (?:spirit|thing|drink|liquor|booze|one|stuff) (?:i|we) (?:avoid|do not drink|don'?\s?t drink|will not drink|won'?\s?t drink|hate|can not have|cannot have|can'?t have|stay away from|never touch)\b`,
  ].join('|'),
  'g',
);
const THEIRS_NOT_MINE = /\b(?:my|our) (?:girlfriend|boyfriend|wife|husband|partner|date|friend|mate|sister|brother|mum|mom|dad|colleague|buddy|pal|fiance|fiancee)\s+(?:does not|doesn'?\s?t|doesnt|can not|cannot|can'?\s?t|will not|won'?\s?t|is not|isn'?\s?t)\s+(?:drink(?:ing)?|having)(?:\s+(?:alcohol|tonight|booze))?\s*[,;.\u2014\u2013-]*\s*but\s+(?:i|me)\s+(?:do|can|will|am)\b/g;
/**
 * A thing the guest is off ('I'm off sugar', 'been off gin since new year', 'currently off dairy and caffeine'): a no to
 * it. (Not duty, work or a day, not alcohol itself or its northern names, 'off the ale', which are a reason read as said, and not a medicine: 'off the meds' is
 * a reason that no longer holds.)
 */
const OFF_A_THING =
  /\b(?:i am|i'm|im|i m|i've been|i have been|ive been|we are|we're|been|staying|stay|keeping|trying to stay|going)\s+(?:(?:totally|completely|currently|strictly|fully|properly|right|still|now)\s+)?off\s+(?:the\s+|all\s+|any\s+)?(?!(?:duty|work|shift|today|tonight|tomorrow|sick|the|to|home|out|now|it|that|this|alcohol|booze|drink|drinks|drinking|sauce|grog|ale|ales|bevvy|bevvies|bevy|gargle|jar|jars|lash|piss|sesh|wagon|clock|call|my|for|on|and|at|in|with|school|season|games?|form|colou?r|limits|the|meds|medication|medicine|antibiotics|pills|tablets)\b)([a-z]{3,})(?:\s*(?:,|and|&)\s*(?!(?:alcohol|booze|drink|drinks|drinking|i|we|my)\b)([a-z]{3,}))?\b/g;
// (Never a time or a word of how: 'I quit two years ago', 'quit cold turkey', 'gave up completely' give up no 'two'.)
const GIVEN_UP = /\b(?:given up|gave up|giving up|quit|quitting|cut out|cutting out|cut back on)\s+(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|few|several|last|years?|months?|weeks?|days?|ago|recently|yesterday|today|tonight|when|after|before|since|for|cold|completely|entirely|totally|altogether|and|but|then|about|around|almost|nearly|just|exactly)\b)([a-z]{3,})(?:\s*(?:,|and|&)\s*([a-z]{3,}))?\b/g;
const THING_IS_HARM = /\b([a-z]{3,})\s*=\s*(?:instant |an? |total |pure |guaranteed )?(?:headaches?|migraines?|hangovers?|rash|hives|death|nausea|sick|pain|vomit)\b/g;

/** A baby toasted by the grown-ups ('a christening', 'wetting the baby's head', 'to toast the little one'): no guest's reason. */
const BABY_TOASTED = /\b(?:christening|baptism|naming ceremony|wet(?:ting)? (?:the )?baby'?s? head|(?:toast|toasting|celebrate|celebrating|welcome|welcoming|cheers to)\s+(?:to\s+)?(?:the|our|my|their)\s+(?:new\s+)?(?:baby|little one|newborn|new arrival))\b/g;

/**
 * Medicines that may not mix with alcohol, in the languages (folded). ('Medicinal' is a taste, 'I find Campari
 * medicinal'; only something medicinal taken or prescribed is a medicine.)
 */
export const MEDICINES = String.raw`(?<![a-z])(?:methotrexate|trexall|otrexup|rasuvo|metoject|jylamvo|tindamax|ketoconazole|griseofulvin|linezolid|zyvox|mefloquine|lariam|anti-?malarials?|malaria (?:tablets|pills|meds|medication|prophylaxis)|maois?|mao inhibitors?|phenelzine|nardil|tranylcypromine|parnate|isocarboxazid|marplan|selegiline|emsam|moclobemide|manerix|aurorix|warfarin|marevan|eliquis|heparin|clexane|enoxaparin|edoxaban|lixiana|brilinta|ticagrelor|metformin|zopiclone|fentanyl|benadryl|diphenhydramine|promethazine|scopolamine|dramamine|dimenhydrinate|meclizine|meclozine|bonine|antivert|stugeron|cinnarizine|(?:travel|motion|sea)[ -]?sick(?:ness)? (?:pills?|tablets?|meds|medication|patch(?:es)?)|adderall|ritalin|\bssris?\b|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|\blithium\b|\bli carbonate|stilnox|imovane|zaleplon|lunesta|eszopiclone|blood thinners?|anticoagula\w*|anticoagul\w*|coumadin|xarelto|rivaroxaban|plavix|clopidogrel|marcumar|phenprocoumon|pradaxa|dabigatran|apixaban|sintrom|acenocoumarol|accutane|isotretinoin|gabapentin|pregabalin|lyrica|seroquel|quetiapine|antipsychotic|antihistamine|piriton|chlorphenamine|chlorpheniramine|cetirizine|zyrtec|hydroxyzine|loratadine|claritin|fexofenadine|doxylamine|nytol|phenergan|hay ?fever (?:tablets?|pills?)|codeine|tramadol|muscle relaxant|antabus|disulfiram|metronidazol|tinidazol|naltrexon|\bflagyl\b|painkill|analges|ibuprofen|paracetamol|acetaminoph|opioid|sleeping pills?|blutverdunn\w*|verdunner|fluidificant\w*|diluente|schlaftablett\w*|schlafmittel|somnifer\w*|sonnifer\w*|sonifer\w*|pastillas? para dormir|comprimidos? para dormir|pilules? pour dormir|insulin|antibiot|antidepres\w*|\bmedica|\bmedicin(?!al\b)|\b(?:on|taking|take|prescribed) (?:a |some )?medicinal\b|\bmedicinal (?:cannabis|marijuana|weed|purposes|use|mushrooms)\b|\bmeds\b|\bpills?\b|medikament|farmac|medicijn|\bleki\b|\blekow\b|lekarstw|antybiotyk|tabletk|\bpigulk)`;

/**
 * The guest's own word that their doctor allows them a drink with their medicine ('I'm on warfarin ... but otherwise
 * I'm allowed one nice drink', 'on blood thinners, doctor's fine with a small glass'): the medicine is no reason not to
 * drink then, and the answer says so (ADR 43). Never for a medicine that must not meet any alcohol (metronidazole,
 * disulfiram, naltrexone), a sedative or painkiller, nor beside any other reason (a pregnancy, an age, recovery).
 */
const DRINK_ALLOWED = String.raw`(?:one|a|1|the odd|the occasional|a single|one small|a small|one nice|a nice)\s+(?:small\s+|nice\s+)?(?:drink|glass|beer|wine|cocktail|one|tipple)\b`;
/** A doctor who said no to something else and yes to a drink ('Doc says no grapefruit with my pills, but a drink is fine'). */
const DOCTOR_BUT_A_DRINK = String.raw`(?<!\b(?:no|neither|nor|not|never|without)\s+(?:(?:my|the|any|a)\s+)?)(?:my\s+|the\s+)?(?:doctor|doc|gp|cardiologist|physician|pharmacist)\s+(?:says|said|told me)\b[^.!?]{0,80}?\b(?:but|and)\s+${DRINK_ALLOWED}\s+(?:is|s)\s+(?:fine|ok|okay|allowed|alright|all right)\b`;
const ALLOWED_A_DRINK = new RegExp(
  // (Never when it is denied: 'no doctor allows me a drink', 'neither my doctor nor my pharmacist allows ...'.)
  String.raw`\b(?:i am|i'm|im)\s+(?:only\s+|still\s+)?allowed\s+(?:${DRINK_ALLOWED}|the one\b)|(?<!\b(?:his|her|their|[a-z]+'s)\s)(?<!\b(?:no|neither|nor|not|never|without)\s+(?:(?:my|the|any|a)\s+)?)(?:my\s+|the\s+)?(?:doctor|doc|gp|cardiologist|physician|consultant|specialist|pharmacist)(?:'s|\s+is|\s+has said|\s+says|\s+said|\s+told me)?\s+(?:fine|ok|okay|happy|cool|alright|all right)\s+with\s+${DRINK_ALLOWED}|(?<!\b(?:his|her|their|[a-z]+'s)\s)(?<!\b(?:no|neither|nor|not|never|without)\s+(?:(?:my|the|any|a)\s+)?)(?:my\s+|the\s+)?(?:doctor|doc|gp|cardiologist|physician|pharmacist)\s+(?:says|said|told me|allows(?: me)?|permits(?: me)?|lets me have)\s+(?:that\s+)?${DRINK_ALLOWED}|${DOCTOR_BUT_A_DRINK}`,
);
const NEVER_LIFTED = /diphenhydramin|benadryl|promethazin|codeine|tramadol|oxycodon|morphin|piriton|chlorphenamin|chlorpheniramin|hydroxyzin|doxylamin|phenergan|nytol|dramamin|dimenhydrinat|scopolamin|antihistamin|zolpidem|ambien|stilnox|imovane|zaleplon|lunesta|sedativ|schlaftablett|schlafmittel|somnifer|sonnifer|sonifer|para dormir|pour dormir|metronidazol|tinidazol|disulfiram|antabus|naltrexon|\bflagyl\b|sleeping pills?|zopiclone|opioid|fentanyl|painkill|gabapentin|pregabalin|lyrica|seroquel|quetiapine|antipsychotic|\blithium\b|muscle relaxant|benzo|xanax|valium|diazepam|chemo|\bliver\b|pregnan|expecting|breastfe|nursing|\balcoholic\b|recover|\bsober\b|\bminors?\b|\bunder\s*(?:18|21)\b|\b(?:1[0-7]|[5-9]) ?(?:yo|years? old|y o)\b|not (?:a|one) (?:single )?drop|no alcohol at all|zero alcohol|not even a trace/;
const MEDICINE_MENTIONED = new RegExp(String.raw`(?:\b(?:on|taking|take|takes|taken)\s+(?:my\s+|the\s+|some\s+)?)?(?:heart |blood pressure |bp |diabetes |cholesterol )?${MEDICINES}\w*`, 'g');
const MEDICINE_SAID_ONCE = new RegExp(MEDICINES);
/** The medicine the guest says their doctor allows a drink with, as said; null otherwise. */
export function medicineAllowedADrink(folded: string): RegExpExecArray | null {
  if (NEVER_LIFTED.test(folded)) return null;
  if (ALLOWED_A_DRINK.test(folded)) return MEDICINE_SAID_ONCE.exec(folded);
  // (A diabetic's own word that they drink, 'on insulin, I do drink': only a diabetic's medicine, insulin or metformin,
  // is lifted so; any other keeps its reason whatever the guest says of their habits.)
  return DIABETIC_WHO_DRINKS.test(folded) ? DIABETIC_MEDICINE.exec(folded) : null;
}
const DIABETIC_WHO_DRINKS = /(?<!\b(?:if|when|unless|before|usually|normally)\s)\bi (?:do|still) drink\b(?!\s+(?:no|any|less|much|more|only|water|juice|milk|soda|tea|coffee)\b)/;
const DIABETIC_MEDICINE = /\b(?:insulin|metformin)\b/;

/** A reason taken back and then said again ('... JK. No I'm not. Yes I am.', 'Not. Just kidding. Actually yes I am.'). */
const REAFFIRMED = /\b(?:jk|just kidding|kidding|joking|not)\b[^]*\b(?:yes|yeah|yep|actually|wait|ok|okay|seriously|for real|really|no really|i lied)[,.!\s]+(?:(?:yes|actually|really)[,.!\s]+)?(?:i am|i'm|im|i m|i really am|i actually am)\s*[.!]*\s*(?=[.!,;?]|$)|\b(?:jk|just kidding|kidding|joking)\b[^]*\b(?:(?:maybe|ok|okay|actually|well|no|honestly)\s+)*(?:not (?:kidding|joking)|no (?:joke|kidding)|for real|seriously though)\b/;

/** A spirit's 'no' taken back later in the request by saying it is fine ('no tequila ... but today tequila is fine'). */
/** The spirits a guest rules out or takes back by name ('no tequila', 'not whisky neat'). */
const SPIRITS_SAID = String.raw`gin|vodka|rum|tequila|mezcal|whisky|whiskey|bourbon|scotch|brandy|cognac`;
/**
 * Which thing a 'not' was for, said again: 'no no not the gin, the TONIC. gin is fine' (the thing said fine after it
 * is allowed); 'it's not that I don't like gin'; 'anything but vodka. wait no, I mean anything WITH vodka'.
 */
const NOT_THE_ONE_THEN_FINE = new RegExp(
  String.raw`\bnot (?:the |any )?(${SPIRITS_SAID}|campari|aperol|prosecco|wine|beer)\b(?:\s*,\s*(?:it is |it's |i mean |i meant )?(?:the |it is the |it's the )([a-z]+(?: water| beer| juice| syrup)?))?([^.!?]{0,40}[.!?;]\s*)\1\s+(?:is|s|'s)\s+(?:totally\s+|perfectly\s+|absolutely\s+)?(?:fine|ok|okay|good|allowed)\b(?!\s+(?:for|in|with)\b)`,
  'g',
);
const NOT_THAT_I_DO_NOT = /\b(?:it is|it's|its|it s) not that (?:i|we) (?:do not|don't|dont|don t) (?:like|love|want|drink|enjoy|fancy) ([a-z]+)\b/g;
const WISH_CORRECTED = /\b(?:anything but|nothing with|no|not|without)\s+(?:the\s+|any\s+)?([a-z]{3,})\b([^]{0,30}?)\b(?:wait|sorry|oops|hang on|actually|scratch that)\b[,.!\s]*(?:no[,.!\s]+)?(?:i mean|i meant)\b(?=[^.!?]{0,40}\bwith\s+(?:the\s+)?\1\b)/g;
const RULED_OUT_THEN_FINE = new RegExp(
  String.raw`\bno ((?:${SPIRITS_SAID}|campari|aperol|prosecco|wine|beer))\b([^.!?]{0,60}?[,.!]?\s*(?:but|though|now|today|tonight|actually)\b[^.!?]{0,30}?)(?<!\b(?:white|dark|light|gold|golden|spiced|aged|black|blanco|reposado|anejo|sweet|dry|red|rose|sparkling|craft|sloe|navy|pink|flavoured|flavored|alcohol free|non alcoholic|the other)\s)\b\1\s+(?:is|s|'s)\s+(?:totally\s+|perfectly\s+|absolutely\s+)?(?:fine|ok|okay|good|allowed)\b(?!\s+(?:for|in|with)\b)`,
  'g',
);
/** A spirit ruled out only as it is poured alone ('not whisky neat'), never 'neat or mixed'. */
const NOT_NEAT = new RegExp(String.raw`\b(?:not|no)\s+(?:an?\s+)?(?:${SPIRITS_SAID}|single malt|malt)\s+(?:neat|straight|straight up|on its own|on the rocks|by itself)\b(?!\s+(?:or|and|nor)\b)`, 'g');
/** The kinds of drink a guest who drinks only one may name ('wine', 'beer', 'prosecco', 'red wine'). */
const ONLY_KIND = String.raw`(?:(?:red|white|rose|sparkling|house)\s+)?(?:wine|wines|beer|beers|lager|prosecco|champagne|cava|cider|sherry)`;
/** 'I don't drink alcohol, except wine', 'I don't drink spirits, only beer or wine', 'no alcohol for me apart from a beer'. */
const DRINKS_ONLY = new RegExp(
  String.raw`\b(?:i\s+)?(?:do not|don't|dont|don t|never|can not|cannot|can't)\s+drink\s+(alcohol|booze|spirits|liquor|hard liquor|cocktails)\s*(?:,\s*|\s+)(?:except|apart from|other than|besides|but|only|just)(?:\s+for)?\s+(?:(?:the odd|a glass of|a|some|the occasional)\s+)?(${ONLY_KIND}(?:\s+(?:or|and|&)\s+${ONLY_KIND})?)(?=\s*(?:$|[,.!?;]|please\b|pls\b|(?:is|are) (?:fine|ok|okay)\b|only\b|though\b))`,
  'g',
);
function onlyThatKind(_m: string, ruled: string, kinds: string): string {
  const wine = /wine|prosecco|champagne|cava|sherry/.test(kinds);
  const beer = /beer|lager|cider/.test(kinds);
  // (A cocktail is neither of the kinds kept: 'no spirits, only beer or wine' is no Aperol Spritz either.)
  const others = ruled === 'cocktails' || ruled === 'spirits' || ruled === 'liquor' || ruled === 'hard liquor' ? ' no cocktails , no spirits ,' : ` no cocktails , no spirits ,${wine ? '' : ' no wine ,'}${beer ? '' : ' no beer ,'}`;
  return ` ,${others} ${kinds} please , `;
}

/** The guest says a reason not to drink does not hold for them ('not driving tonight', 'pregnant? no.'): they drink. */
export function ownReasonLifted(folded: string): boolean {
  // (Not a 'not' said not to be: 'no way I'm not the one driving' is driving.)
  const said = folded.replace(NOT_THAT_NOT, ' i am $1 ');
  return !REAFFIRMED.test(said) && said.replace(LIFTED_REASONS, ' , ') !== said;
}

export function withoutLiftedReasons(text: string): string {
  const said = asMeant(text);
  // (Their medicine, when they say their doctor allows them a drink with it.)
  // (A thing said to clash with it is ruled out first, while the medicine is still named.)
  const clashes = said.replace(CLASHES_WITH_MEDICINE, (_m: string, thing: string, medicine: string) => ` no ${thing} , on ${medicine} , `);
  // (A diabetic's medicine leaves them a diabetic: 'on insulin, I do drink, nothing sugary' keeps its sugar out.)
  const folded = medicineAllowedADrink(clashes) ? clashes.replace(MEDICINE_MENTIONED, (m: string) => (/insulin|metformin/.test(m) ? ' diabetic ' : ' ')) : clashes;
  const reaffirmed = REAFFIRMED.test(folded);
  const lifted = formFieldsAsSaid(folded.replace(BABY_TOASTED, ' celebrate '))
    // A dive finished is no reason ('done diving for this trip', 'finished my last dive'), nor a drive ('done driving for
    // the day'): what is still to come is read as said ('done diving, driving back later').
    // (Only when it is over now: not 'not done driving', 'almost done', 'when I'm done driving', 'not through with the
    // drive yet'.)
    .replace(/\b(?:done|finished|through)\s+(?:with\s+)?(?:(?:my|the)\s+(?:last\s+)?)?(?:diving|dives?|driving|drive)\b(?:\s+for\s+(?:the day|today|tonight|this trip|the trip|the week|the holiday|this holiday|good))?(?!\s+(?:yet|soon)\b)/g, (over: string, at: number, text: string) =>
      /\b(?:not|almost|nearly|nowhere near|when|until|till|once|after|before|never|soon|nt|n't)\s+(?:(?:i am|i'm|im|i m|we are|we're|quite|yet|really|even|be)\s+)*$/.test(text.slice(Math.max(0, at - 30), at)) ? over : ' ')
    // A show's title is no faith ('The Book of Mormon was hilarious!').
    .replace(/\bthe book of mormon\b/g, ' the show ')
    // An idiom that only sounds like a pregnancy ('I'm expecting great things from this bar'): none.
    .replace(/\bexpecting (?:(?:great|big|good|amazing|wonderful|fantastic|better) things\b|nothing less\b|nothing but the best\b|(?:great|big|good|amazing|a lot|much|more) (?:from|of) (?:this|you|the|tonight)\b)(?![^.!?]{0,40}\b(?:twins?|bab(?:y|ies)|due|weeks?|trimester|pregnan\w*|boy|girl)\b)/g, ' hoping for good ')
    // A thing that makes someone sick, said by the reaction ('my friend throws up if she smells gin', 'ma femme vomit
    // dès qu'elle sent le gin', 'gin = instant migraine'): a no to it.
    .replace(REACTION_TO_THING, ' , no $1 , ')
    .replace(THING_IS_HARM, ' , no $1 , ')
    // A thing disliked by how it tastes or what it did ('tonic tastes like medicine', 'cherries remind me of cough syrup',
    // 'whisky burns, I just can't', 'Smirnoff is what got me last time', 'Cuervo and I aren't friends anymore',
    // "Hendrick's, Tanqueray - none of that for me", "Gin. That's the one spirit I avoid"): a no to it.
    .replace(DISLIKED_AS_SAID, (...m: Array<string | number | undefined>) => ` , no ${m.slice(1, m.length - 2).find((thing) => typeof thing === 'string')} , `)
    // A wheat beer is a beer asked for, not wheat named as an allergen ('Hefeweizen or any wheat beer', 'une blanche').
    .replace(/\b(?:hefe)?weizen(?:bier)?s?\b|\bweiss?biere?\b|\bwitbiere?\b|\bwheat beers?\b|\bbiere blanche\b/g, ' beer ')
    .replace(NOT_ME_BUT_THEM, ' $2 is $1 ')
    .replace(NOT_THAT_NOT, ' i am $1 ')
    // 'It's not that I don't drink, just not strong stuff', "it's not that I don't like caipirinha", "it's not that I
    // can't drink, I'm carrying the rings": a yes.
    .replace(/\b(?:(?:it is|it's|its|it s)\s+)?not (?:that|like) (i|we) (?:do not|don't|dont|don t|can not|cannot|can't|cant|can t) (drink|like|love|enjoy|want)\b/g, ' $1 $2 ')
    // A drink compared with how it is made elsewhere ("I bet it's not like in Brazil", 'not the same as back home'): no 'no'.
    .replace(/\bnot (?:like|as good as|the same as|quite like)\s+(?=(?:in|back|at|over|down|out)\s)/g, ' unlike ')
    .replace(NOT_RETRACTED, ' i am $1 ')
    .replace(THE_REAL_ONE, (_m: string, a?: string, b?: string) => ` ${a ?? b} with alcohol `)
    .replace(NOTHING_SAID_TWICE, '$1 anything')
    .replace(NOTHING_WITHOUT, (_m: string, a?: string, b?: string) => ` something with ${a ?? b} `)
    // Not drinking but for one kind ('I don't drink alcohol, except wine', 'I don't drink spirits, only beer or wine'):
    // that kind asked for, the others ruled out.
    .replace(DRINKS_ONLY, onlyThatKind)
    // The drink, not the medicine of the same name ('penicillin, the drink, not the antibiotic lol'): no medicine taken.
    // (A pill drawn after it, 'not the antibiotic lol 💊', is the same joke.)
    .replace(/\bthe (?:drink|cocktail|one on (?:the|your) menu)\s*,?\s*not the (?:antibiotics?|medicine|medication|meds|drug|pills?)\b(?!\s+(?:i am|i'm|im|i m)\b)(?:\s*(?:lol|haha|lmao|jk|xd|[!.]))*(?:\s*meds\s*,)?/g, ' the drink ')
    // A spirit not drunk, in Spanish, Portuguese and Italian ('no tomo ron', 'não bebo gin', 'non bevo vodka'): a no to it.
    .replace(/\b(?:no (?:tomo|bebo|quiero|puedo (?:tomar|beber))|nao (?:tomo|bebo|quero)|non (?:bevo|prendo|voglio))\s+(ron|rum|ginebra|gin|vodka|tequila|whisky|whiskey|cerveza|cerveja|birra|vino|vinho|mezcal|cachaca)\b/g, ' no $1 ')
    // An egg said short after a 'no' ('wiskey sour no eg'): the egg.
    .replace(/\b(no|without|allergic to|allergy to|sin|sans|ohne|senza|sem)\s+eg\b(?![.\w])/g, '$1 egg')
    // A reason the guest says they never gave ('I never said I'm pregnant', "I didn't say I was driving"): none, unless
    // they go on to give it ('... but I am').
    .replace(/\b(?:i\s+)?(?:never said|did not say|didn't say|didnt say|never told you)\s+(?:that\s+)?(?:i am|i'm|i m|im|i was)\s+(?:pregnant|expecting|driving|breastfeeding|nursing)\b(?![^.!?]{0,40}\b(?:but|though|tho|actually)\s+(?:i am|i'm|i m|im|i do|i will)\b)/g, ' ')
    // A reason asked back and answered no ('pregnant? no lol', 'driving? nope'): none.
    // (Only a 'no' that ends there: 'pregnant? no alcoholic drinks' and 'driving? no drinking for me' keep the reason.)
    .replace(/\b(?:pregnant|preggo|expecting|driving|diving|on call|on duty)\s*\?+\s*(?:no|nope|nah|not me|haha no|lol no)(?=\s*(?:$|[,.!;]|lol\b|haha\b|lmao\b|i am not\b|i'm not\b|im not\b))/g, ' ')
    // A faith said with the drinking the guest still does ('I'm Muslim but I do drink'): their own choice, no reason.
    // (Only drinking said alone or of alcohol: 'but I drink a lot of juice' keeps the faith.)
    .replace(/\b(?:muslim|mormon|lds|jain|sikh|hindu|buddhist|adventist)\b([^.!?]{0,20}?\bbut (?:i )?(?:do|still|actually) drink(?:\s+(?:alcohol|booze|sometimes|socially|occasionally|a bit|a little|though|tbh))?)(?=\s*(?:$|[,.!;]))/g, ' $1')
    // A spirit ruled out only as it is poured alone ('not whisky neat, I want whisky in a cocktail'): nothing neat.
    .replace(NOT_NEAT, ' nothing neat ')
    // A spirit ruled out and then said to be fine after all ('I said no tequila yesterday but today tequila is fine'):
    // what was said last.
    .replace(NOT_THE_ONE_THEN_FINE, (_m: string, fine: string, instead: string | undefined, between: string) => ` ${instead ? `no ${instead} , ` : ''}${between.replace(/^[\s,]+/, '')} ${fine} is fine `)
    .replace(NOT_THAT_I_DO_NOT, ' i like $1 ')
    .replace(WISH_CORRECTED, ' $2 ')
    .replace(RULED_OUT_THEN_FINE, (_m: string, thing: string, between: string) => ` ${between} ${thing} is fine `)
    // A question tag ('si può, no?', 'c'est bon, non ?', 'geht das, nein?') asks for a yes; it rules nothing out.
    .replace(/,\s*(?:no|non|nao|nein|nee|ne|right|yeah|oder)\s*\?+/g, ' ? ')
    // (So is Singlish 'can or not' and an 'or not' closing a question: 'Can give me a margarita or not?', 'margarita can
    // or not?'.)
    .replace(/\b(?:can|got|have|ok|okay|is it)? ?or not\b(?=\s*(?:\?|lah\b|leh\b|ah\b|ar\b|$))/g, ' ? ')
    .replace(LIST_DOES_HARM, noToEachThing)
    .replace(ALLERGY_BY_SYMPTOM, (...m: Array<string | number | undefined>) => ` allergic to ${m.slice(1, m.length - 2).find((thing) => typeof thing === 'string')} , `)
    .replace(ALCOHOL_FREE_REFUSED, ' , ')
    .replace(ALCOHOL_FREE_REFUSED_FLAT, ' , ')
    .replace(NO_TAKEN_BACK, ' , ')
    .replace(NO_CORRECTED, ' , ')
    .replace(NO_JOKED, ' , ')
    .replace(NO_SAID_BEFORE, ' , ')
    .replace(NOT_WANTED_NOT, ' i want something $1 ')
    .replace(ADVICE_WAVED_AWAY, ' , ')
    // 'No cocktail with alcohol', 'nothing with booze in it': no alcohol, never no cocktails (the alcohol-free ones stay).
    .replace(/\b(?:no|not|nothing|without|(?:i )?(?:don't|do not|dont) want)\s+(?:a\s+|an\s+|any\s+)?(?:cocktails?|drinks?|mixed drinks?|beverages?)\s+(?:with|containing|that (?:has|have|contains?)|that's got)\s+(?:any\s+)?(alcohol|booze|liquor)\b/g, ' no $1 ')
    // Bitters of any kind are the bitter liqueurs too ('no bitters of any kind', 'no bitters whatsoever').
    .replace(/\bno (?:kind of |type of |sort of )?bitters?(?: (?:of any (?:kind|sort|type)|at all|whatsoever|in any form))\b/g, ' no bitters , no campari , no aperol , no aperitif , ')
    .replace(DOES_HARM, (...m: Array<string | number | undefined>) => ` no ${m.slice(1, m.length - 2).find((thing) => typeof thing === 'string')} , `)
    .replace(NOT_NOT, ' ')
    // 'I can't not have gin tonight': two 'not's are a wish.
    .replace(/\b(?:can'?\s?t|cannot|can not|could not|couldn'?\s?t|won'?\s?t)\s+not\s+(?:have|drink|get|order)\b/g, ' i want ')
    // Someone else at the table who does not drink, and the guest who does ('my girlfriend doesn't drink but I do', 'my
    // sister is pregnant, I'm not'): the reason is theirs, said to be not the guest's; the drinks asked for are the guest's.
    .replace(THEIRS_NOT_MINE, ' ')
    // Given up two things ('I've given up alcohol and sugar for Lent'): both ruled out.
    // (Drink given up is a reason the readers read as said, 'I quit drinking last year': kept, and the other thing added.)
    // ... and not off alcohol ('off sugar, not off alcohol lol'): no reason.
    .replace(/\b(?:not|never|no longer)\s+(?:been\s+)?off\s+(?:the\s+)?(?:alcohol|booze|drink|drinks|drinking|sauce|grog)\b/g, ' , ')
    // Driving said of a mood ('the kids are driving me mad', 'drove me up the wall'): nobody drives.
    // ... or of a game or a deal ('driving the action at table 6', 'drives a hard bargain').
    .replace(/\b(?:driv(?:e|es|ing)|drove)\s+(?:the\s+|a\s+hard\s+)?(?:action|bargain|conversation|sales|growth|pot|betting|the point home|point home)\b/g, ' leading ')
    .replace(/\b(?:driv(?:e|es|ing)|drove)\s+(?:me|myself|you|yourself|us|ourselves|him|her|them|everyone)\s+(?:mad|crazy|nuts|insane|bananas|bonkers|wild|potty|spare|round the bend|around the bend|up the wall|to drink(?:ing)?(?!\s+(?:at|in|with|after|later|tonight|somewhere|there)\b)|to distraction)\b/g, ' annoying ')
    // A first time said ('never had a cocktail in my life', "I've never tried a margarita"): a wish to try one, no 'no'.
    // (Not alcohol itself: 'never had a drink in my life' is read as said.)
    .replace(/\b(?:have |had |'ve |ve )?never (?:ever )?(?:had|tried|tasted|drunk|drank|ordered)(?![^.!?]{0,60}\b(?:never will|never going to|not (?:starting|about to start|going to|gonna|now)|won'?t (?:start|now|ever)|no intention|and never|nor will|not tonight|never again)\b)\s+(?:a |an |any |one |the )?(?!(?:drink|drinks|alcohol|booze|drop|sip|alcoholic|liquor|anything|one|it|that|this|them)\b)([a-z]+(?: (?:martini|sour|spritz|tonic|fashioned|mule|libre|colada|sunrise|negroni|wine|beer))?)(?=\s+(?:before|in my life|ever|yet)\b|\s*(?:[,.!?;]|$)|\s+(?:and|but|so)\b(?!\s+(?:i\s+)?(?:never|won'?t|will not|do not|don'?t|not|no|hate|can'?t|cannot)\b))/g, ' first time , a $1 ')
    // An allergy outgrown ('used to be allergic to eggs as a kid but not anymore'): none.
    .replace(/\bused to be allergic\s+to\s+(?:the\s+)?([a-z]+)\b([^.!?]{0,30}?)\b(?:but\s+)?(?:not anymore|not any more|no longer|grew out of it|outgrew it)\b/g, ' , $2 , ')
    // A spirit the guest says is rum to them, with rum ruled out ('no rum (cachaça counts as rum for me)'): none of it either.
    .replace(/\b(cachaca|rhum agricole|clairin|aguardiente)\s+(?:counts as|is|is basically|is just|is also)\s+(?:a\s+)?rum\b(?:\s+(?:for|to)\s+me)?/g, (whole: string, spirit: string, at: number, text: string) =>
      /\b(?:no|without|not|never|hate|avoid|nothing with)\s+(?:any\s+)?rum\b/.test(text) ? ` no ${spirit} , ` : whole)
    // Never passing on a thing is loving it ('I'd never pass on a negroni', "I won't pass on tequila"); passing on a love
    // of it is telling someone ('passing on my love of gin to my son').
    .replace(/\b(?:never|won'?t|will not|wouldn'?t|would not|can'?t|cannot|could not|couldn'?t|not)\s+(?:ever\s+)?pass(?:ing)?\s+on\b/g, ' love ')
    .replace(/\bpass(?:ing|ed)?\s+on\s+(?:my|our|the|his|her|this|that|a|some)\s+(?:love|passion|knowledge|recipe|tradition|message|thanks|regards|secret|habit|taste)\b/g, ' telling of the ')
    .replace(OFF_A_THING, (_m: string, a: string, b?: string) => ` no ${a} ${b ? `, no ${b}` : ''} , `)
    .replace(GIVEN_UP, (whole: string, a: string, b?: string) => (/^(?:drinking|alcohol|booze|drink|drinks|the)$/.test(a) ? (b && !/^(?:drinking|alcohol|booze)$/.test(b) ? `${whole} , no ${b} , ` : whole) : ` no ${a} ${b ? `, no ${b}` : ''} , `))
    // A 'no' and then, in brackets, another thing 'too' ('Kaffee = Herzrasen bei mir (auch Cola)'): no to that too.
    .replace(/(\bno [a-z]+\b[^()]{0,40})\(\s*(?:auch|also|aussi|tambien|anche|tambem|and also|and|und|y|et|e)\s+(?:(?:le|la|el|il|o|a|die|der|das)\s+)?([a-z]+)\s*\)/g, '$1 , no $2 , ')
    .replace(SAID_TO_BE_OUT, ' no $1 , ')
    .replace(BANNED_FOR_ME, (whole: string, thing: string) => (/^(?:me|it|that|this|them|us|alcohol|drinking|booze|drinks?)$/.test(thing) ? whole : ` no ${thing} , `))
    .replace(CONDITIONAL_NO, ' no $1 , ')
    .replace(LIST_MARK, '$1 , ')
    .replace(ONE_THING_WITH_MEDS, (_m: string, a?: string, b?: string) => ` no ${a ?? b} , `)
    // (Not when it is taken back again: 'I'm driving. JK. No I'm not. Yes I am.' is driving.)
    .replace(reaffirmed ? /$^/ : LIFTED_REASONS, ' , ')
    .replace(reaffirmed || FOR_THE_DRIVER.test(folded) ? /$^/ : OTHERS_REASON_NOT_MINE, ' , ')
    .replace(MISTAKE_REPORTED, ' , ').replace(ALCOHOL_FREE_PRESSED, ' , ').replace(DARED_TO_MAKE, ' make me ').replace(CHILDREN_AWAY, ' , ').replace(NURSING_ENDED, ' , ')
    // (Nor another's child nearby, unless the order is for a child: 'the kid next door has a trumpet', 'my neighbour's
    // kids are so loud'.)
    .replace(A_CHILD_ORDERED_FOR.test(folded) || GUEST_A_CHILD.test(folded) || ASKED_FOR_ANOTHER.test(folded) ? /$^/ : STRANGERS_CHILD, ' others ');
  // Only when the drink is the guest's: 'something for her' after 'she is driving' keeps her reason.
  // The guest's own reason said not to hold ('no estoy manejando, maneja mi amigo') makes the drink theirs too.
  const guestsOwn = GUEST_DRINKS.test(folded);
  const withoutChildrenAbout =
    (guestsOwn || OWN_ORDER.test(folded)) && !A_CHILD_ORDERED_FOR.test(folded) && !GUEST_A_CHILD.test(folded)
      ? lifted.replace(CHILD_ABOUT, ' others ').replace(RELATIVES_AGE, (whole: string, whose = '', who = '', _a = '', party = '') => (party && THE_GUESTS_OWN_PARTY.test(folded) ? whole : ` ${whose || 'a'} ${who || (party ? 'birthday party' : 'one')} `))
      : lifted;
  const ownLifted = !reaffirmed && (folded.replace(LIFTED_REASONS, ' , ') !== folded || (!FOR_THE_DRIVER.test(folded) && folded.replace(OTHERS_REASON_NOT_MINE, ' , ') !== folded));
  return (guestsOwn || ownLifted) && !FOR_THE_DRIVER.test(lifted) ? withoutChildrenAbout.replace(SOMEONE_ELSE_DRIVES, ' , ') : withoutChildrenAbout;
}

const LEAVE_OFF_WORD = String.raw`(?:no|without|hold the|skip the|sin|sans|ohne|senza|sem|niente|nada de|pas de|kein(?:e|en)?)`;
const MOD_JOIN = String.raw`(?:but|pero|mais|aber|ma|mas)`;
/** What a bartender leaves off any drink: ice, a straw, a garnish, a rim, in the six languages. */
const LEAVE_OFF = new RegExp(
  String.raw`(?:\b${MOD_JOIN}\s+)?\b${LEAVE_OFF_WORD}\s+(?:the |any |de |di |el |la |le |les |das |den |o |a )?(?:(?:crushed|cubed|picado|pilee|tritato|triturado)\s+)?(?:ice cubes|ice|straws?|garnish|umbrella|salt on the rim|salt rim|sugar rim|rim|hielo|pajita|popote|glacons?|glace|paille|eiswurfel|eis|strohhalm|ghiaccio|cannuccia|gelo|canudo)(?:\s+(?:tritato|picado|pile|crushed|in mine|on the rim|on it|al borde|en el borde|no copo|na borda))?\b(?:\s*(?:thx|thanks|please|pls|plz|por favor|porfa|svp|bitte|per favore|por favor))?(?:\s*(?:,\s*)?${MOD_JOIN}\b)?`,
  'g',
);
/** A bare 'no salt' is a leave-off only beside a drink the guest orders, and never with a health reason. */
const SALT_OFF = new RegExp(String.raw`\b${LEAVE_OFF_WORD}\s+(?:salt|sal|sel|salz|sale)\b`, 'g');
const SALT_FOR_HEALTH = /\b(?:diet|dieta|diat|regime|doctor|doctors|medico|arzt|medecin|blood pressure|pressure|presion|pression|pressao|blutdruck|pressione|sodium|sodio|hypertens|hipertens|ipertens|low[ -]?salt|salt[ -]?free|sin sal en|allerg|alerg)\b/;
/** The menu's names folded, once per menu. */
const FOLDED_NAMES = new WeakMap<object, string[]>();
/** A drink named as a likeness, not an order: 'comme une margarita mais sans sel' wants another drink. */
export const LIKENESS_NEAR = /\b(?:like|alike|tipo|comme|wie|come|como|parecid[oa]|similar|simile|semelhante|style|stile|estilo|genre|sowas|so was|type of|kind of|close to|twist|riff|version|in der art|nel genere|dans le genre)\b/;
/**
 * Without what a bartender leaves off an ordered drink: 'a mojito but no ice', 'niente ghiaccio tritato, pero un
 * mojito', 'no salt on the rim, but a margarita otherwise', 'una margarita sin sal' (a named drink beside it, no
 * health reason). They are asks of service, not limits: the drink named stays, and no 'but' makes it a likeness.
 */
export function withoutLeaveOffs(folded: string, menu: ReadonlyArray<{ name: string }>): string {
  let out = folded.replace(LEAVE_OFF, ' , ');
  if (!SALT_FOR_HEALTH.test(out)) {
    let names = FOLDED_NAMES.get(menu);
    if (!names) FOLDED_NAMES.set(menu, (names = menu.map((d) => fold(d.name)).filter((n) => n.length >= 4)));
    out = out.replace(SALT_OFF, (m, at: number) => {
      const near = out.slice(Math.max(0, at - 30), at + m.length + 30);
      return names!.some((n) => near.includes(n)) && !LIKENESS_NEAR.test(near) ? ' , ' : m;
    });
  }
  return out;
}

/** What a guest asked a bartender to leave off, in English: the ice, a straw, the garnish, the salt or sugar on the rim. */
const LEFT_OFF_THING: Array<[RegExp, string]> = [
  [/\b(?:crushed |cubed )?(?:ice|hielo|glacons?|glace|eiswurfel|eis|ghiaccio|gelo)\b/, 'the ice'],
  [/\b(?:straws?|pajita|popote|paille|strohhalm|cannuccia|canudo)\b/, 'the straw'],
  [/\b(?:garnish|umbrella)\b/, 'the garnish'],
  [/\b(?:salt|sal|sel|salz|sale)\b/, 'the salt on the rim'],
  [/\b(?:sugar rim)\b/, 'the sugar on the rim'],
];
/**
 * The note that says what the guest asked to leave off the drink they order ('a mojito, no ice', 'margarita sans
 * sel'): the bartender does that at the bar, so the answer says to ask for it there; null when nothing was asked.
 */
export function leaveOffNote(folded: string, menu: ReadonlyArray<{ name: string }>): string | null {
  const kept = withoutLeaveOffs(folded, menu);
  if (kept === folded) return null;
  const asked = [...folded.matchAll(LEAVE_OFF), ...folded.matchAll(SALT_OFF)].map((m) => m[0]);
  const things = [...new Set(asked.flatMap((a) => LEFT_OFF_THING.filter(([re]) => re.test(a)).map(([, label]) => label)))];
  return things.length ? `Ask the bartender to leave off ${listOf(things)} when you order.` : null;
}

/** The text with the reader's corrections of slips in it ('im pregnent' read as 'im pregnant'). */
export function withCorrections(text: string, corrected: ReadonlyArray<readonly [string, string]>): string {
  return corrected.reduce((t, [from, to]) => t.replace(new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), to), text);
}

/** Brands a guest's words share with everyday words ('absolut' is German for 'absolutely'): never read as brands in a request. */
// ('Moet' is Dutch for 'must': 'ik moet nog rijden' names no champagne; Moët is asked for as 'Moët & Chandon'.)
const NOT_A_BRAND_IN_A_REQUEST = new Set(['absolut', 'patron', 'bombay', 'stella', 'moet', 'tiger', 'kingfisher', 'cobra', 'presidente']);
/**
 * Those brands that are everyday words too, asked for as a drink: 'a pint of Stella', 'two Stellas', 'a Patron shot',
 * 'anything like Tiger', 'a cold Kingfisher', or to open a question: 'Tiger got?', 'Kingfisher have?' (never 'tiger
 * prawns', 'a tiger mom').
 */
const EVERYDAY_BRANDS = 'stella|patron|bombay|tiger|kingfisher|cobra|presidente';
const BRAND_AS_A_DRINK = new RegExp(
  String.raw`(\b(?:a|an|another|one|two|three|four|\d|(?:a )?(?:pint|pints|bottle|bottles|half|schooner|glass|shot|shots|can|cans) of|like|cold|ice cold|any)\s+|(?:^|[.!?]\s*)(?=(?:tiger|kingfisher|cobra|presidente)\s+(?:got|have|pls|please|can|or)\b|(?:tiger|kingfisher|cobra|presidente)\s*\?))(${EVERYDAY_BRANDS})s?\b(?!\s+(?:says|said|is|was|and me|wants|told|king|balm|prawns?|shrimp|bread|economy|mom|mother|parenting|print|stripes?|woods|lily|shark|blue|red|green|pink|orange|gold|golden|colou?red|cocktails?|mocktails?|drinks?|spritz|martini|sour|shots?))`,
  'g',
);
let BRAND_IN_REQUEST: { pattern: RegExp; product: Map<string, string> } | undefined;
/**
 * A brand a guest names, as the product it stands for, in the words a guest uses for it: 'no Bacardi' is 'no rum',
 * 'not Smirnoff or Grey Goose' is 'not vodka or vodka', 'Jim Beam' is 'bourbon', 'Cointreau' is 'triple sec'.
 * A spirit's brand becomes the most specific spirit word of its product ('blended scotch whisky' -> 'scotch'), so a
 * 'no' reaches the spirit and not a word like 'white' that means something else on its own. One pass over the
 * (folded) text with one pattern of every brand, longest first.
 */
export function brandsAsProducts(folded: string): string {
  if (!BRAND_IN_REQUEST) {
    const spiritWords = new Set(Object.values(SPIRITS).flatMap((s) => s.words.filter((w) => !w.includes(' '))));
    const product = new Map<string, string>();
    for (const [brand, generic] of Object.entries(BRANDS)) {
      if (!generic || NOT_A_BRAND_IN_A_REQUEST.has(brand) || brand.length < 4) continue;
      const spirit = generic.split(' ').find((w) => spiritWords.has(w) && w !== 'malt');
      product.set(brand, spirit ?? generic);
    }
    const keys = [...product.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    BRAND_IN_REQUEST = { pattern: new RegExp(`(?<![a-z0-9])(?:${keys.join('|')})(?![a-z0-9])`, 'g'), product };
  }
  const { pattern, product } = BRAND_IN_REQUEST;
  return folded
    // Those brands asked for as a drink ('a pint of Stella', 'two Stellas', 'a Patron shot'): the product they stand for.
    .replace(BRAND_AS_A_DRINK, (_m: string, before: string, brand: string) => `${before} ${BRANDS[brand] ?? brand} `)
    .replace(pattern, (brand) => ` ${product.get(brand) ?? brand} `);
}

const DRINK_PRODUCT = /\b(?:gin|vodka|rum|tequila|mezcal|whisky|whiskey|bourbon|scotch|rye|cognac|brandy|liqueur|lager|stout|ale|ipa|beer|champagne|prosecco|cava|vermouth|cachaca|aperitif|bitter|pisco|sake|soju)\b/;
/**
 * The brands a guest names ('a Corona', 'a Grey Goose martini'), folded, each once, in the order said; not one said
 * after a 'no' ('no Bacardi', 'nothing from Smirnoff'), which asks for nothing.
 */
export function brandsNamed(folded: string): string[] {
  if (!BRAND_IN_REQUEST) brandsAsProducts('');
  const named: string[] = [];
  for (const m of folded.matchAll(BRAND_IN_REQUEST!.pattern)) {
    // (Only a drink's own brand: a mixer's ('a rum and Coke', 'Schweppes tonic') is what every bar pours as its own.)
    if (!DRINK_PRODUCT.test(BRAND_IN_REQUEST!.product.get(m[0]) ?? '')) continue;
    const before = folded.slice(Math.max(0, m.index - 30), m.index);
    if (/\b(?:no|not|without|sin|sans|ohne|senza|sem|never|nothing|none|hate|except|but)\s+(?:[a-z]+\s+){0,2}$/.test(before)) continue;
    if (!named.includes(m[0])) named.push(m[0]);
  }
  // (And those that are everyday words too, when asked for as a drink: 'a pint of Stella'.)
  for (const m of folded.matchAll(BRAND_AS_A_DRINK)) if (DRINK_PRODUCT.test(BRANDS[m[2]!] ?? '') && !named.includes(m[2]!)) named.push(m[2]!);
  return named;
}

/** At most `max` UTF-16 units of a text, never cutting a character in two (a surrogate pair, an emoji or a styled letter). */
export function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Words a guest may split so that a reader does not see them, whole when joined ('preg-nant', 'alco hol', 'd-r-i-v-i-n-g'). */
const SPLIT_WORDS = new Set([
  'pregnant', 'pregnancy', 'expecting', 'driving', 'driver', 'drive', 'alcohol', 'alcoholic', 'booze', 'sober', 'sobriety', 'recovery', 'recovering',
  'allergic', 'allergy', 'allergies', 'nuts', 'peanut', 'peanuts', 'almond', 'almonds', 'eggs', 'egg', 'gluten', 'dairy', 'lactose', 'vegan',
  'medication', 'antibiotics', 'breastfeeding', 'nursing', 'underage', 'teetotal', 'halal', 'gin', 'rum', 'vodka', 'tequila', 'whisky', 'whiskey',
  'mezcal', 'bourbon', 'cognac', 'scotch', 'brandy', 'beer', 'wine', 'prosecco', 'campari', 'aperol', 'coffee', 'mint', 'ginger', 'sesame', 'soy',
]);

/**
 * A word spelt out letter by letter with a mark between ('d-r-i-v-i-n-g', 'p.r.e.g.n.a.n.t', 'g-i-n'; spaced letters
 * are `fold`'s) or split by a hyphen or a space into pieces ('preg-nant', 'alco hol'), joined again: a limit said that
 * way is still said (ADR 46). Three letters or more with one mark between them, or two pieces that make one of the
 * words a limit is said with.
 */
export function withSpelledOutWords(text: string): string {
  return text
    // 'with out' typed as two words is 'without' ('a sour with out egg', 'a drink with out any alcohol').
    .replace(/\bwith\s+out\b(?!\s+(?:of|there|here|loud|tonight|today|with)\b)/gi, 'without')
    // A list's tail that points back at it ('cola, tonic or any of those sugary mixers', 'gin, rum or anything like
    // that', 'egg, milk and all that stuff'): the list ends with the things named.
    .replace(/,?\s+(?:or|and|nor)\s+(?:any|all|anything|everything|none)(?:\s+(?:other|else))?\s+(?:of\s+)?(?:those|these|that|them|like (?:that|those|them|it))(?:\s+(?!(?:for|in|please|tonight|but)\b)[a-z]+){0,3}?(?=\s*(?:[.,;:!?)]|$))/gi, ' ')
    // A bartender's '86' ('86 the vodka', 'eighty-six the gin'): off, a no to it.
    // (Never an amount: '$86 all together', '£86 the lot', 'under 86 the lot'.)
    .replace(/(?<![$\u20ac\u00a3\u00a5\d.,]\s{0,2})(?<!\b(?:under|below|max|budget|spend|have|got|of|for|about|around|is|than)\s+)\b(?:86|eighty[- ]six)(?:'?d|ed)?\s+(?=(?:the|that|your)\s+(?!(?:lot|whole|total|table|round|bill|tab|group|party|rest|two|three|four|five|six|seven|eight|nine|ten)\b)[a-z])/gi, ' no ')
    // 'Not just a plain soda' wants more than a soda; it rules no soda out.
    .replace(/\bnot just (?:a |an |some )?(?:plain |simple |boring |basic )?(?:soda|soda water|juice|water|lemonade|coke|cola|tonic)\b/gi, ' something special ')
    // A drink without its own spirit is its alcohol-free version ('a gin and tonic without the gin', 'a mojito with no rum').
    .replace(/\b(gin (?:and|&|n) tonic|g (?:and|&|n) t|g&t|gin tonic|mojito|spritz|aperol spritz)\s+(?:but\s+)?(?:without|with no|minus|hold(?:ing)?)\s+(?:the\s+|any\s+)?(gin|rum|aperol|alcohol|booze)\b/gi, 'alcohol-free $1')
    .replace(/(?<![\p{L}\p{N}'\u2019])\p{L}([.\-\u00b7*_/])\p{L}(?:\1\p{L})+(?![\p{L}\p{N}])\.?/gu, (spelt: string, mark: string) => spelt.split(mark).join('').replace(/\.$/, ''))
    // (The second piece is only looked at, so that each word is tried with the next: 'I am preg-nant'.)
    .replace(/(?<![\p{L}\p{N}])(\p{L}{2,})[- ](?=(\p{L}{2,})(?![\p{L}\p{N}]))/gu, (pair: string, a: string, b: string) => (SPLIT_WORDS.has(`${a}${b}`.toLowerCase()) ? a : pair));
}


/**
 * Numbers in a guest's words as the readers read them (other scripts' digits and look-alike letters in an amount are
 * `fold`'s): an age with its figures spaced ('i'm 1 5'); dollars and 'at most' in Japanese; a key of a pasted object as said
 * ('"age": 15' is 'age 15'); an amount in won ('5,000 won') as KRW, not the verb; a match's score as a score. A limit said that way is still said
 * (ADR 46).
 */
export function withNumbersAsNumbers(text: string): string {
  return text
    // A match's score with a nil in it ('GALATASARAY 2-0 ÖNDE', 'we're 1 - 0 up', '0:0 at half time'): a score, never the
    // '0' of a '0%' drink (no range ends at nil; '0-0.5%' is a strength and stays).
    .replace(/(?<![\d%]|\d[.,])(?:\d{1,2}\s*[-\u2013:]\s*0|0\s*[-\u2013:]\s*\d{1,2})(?![\d%]|[.,]\d|\s*%)/g, ' at the match ')
    // An age with its figures spaced ('i'm 1 5', 'age 1 6'): the age.
    .replace(/\b(i'?m|i am|im|age|aged|turning|just turned)\s+(\d) (\d)\b/gi, '$1 $2$3')
    // Dollars and 'at most' in Japanese ('９ドル以内'): a limit the readers read.
    .replace(/\s*\u30c9\u30eb\s*/g, ' dollars ')
    .replace(/\s*(?:\u4ee5\u5185|\u4ee5\u4e0b|\u307e\u3067)/g, ' max ')
    // An age group said short ('under-18s', '2 under 18s', 'u18 table', 'the under-21s'): under that age, never a price.
    .replace(/\b(?:under|below)[- ]?(\d{1,2})s\b|\bunder-(\d{1,2})\b|\bu-?(\d{1,2})s?\b(?![.,]\d)/gi, (said: string, a?: string, b?: string, c?: string) => {
      const age = Number(a ?? b ?? c);
      return age >= 5 && age <= 21 ? ` minors under the age of ${Math.max(age, 16)} ` : said;
    })
    // Pence glued to their amount ('600p', '550p max'): the amount in pence.
    .replace(/\b(\d{2,4})p\b(?![.\p{L}\d'])/gu, '$1 pence')
    // A budget in Japanese and Korean ('予算は2,000円くらい', '15,000원 이하로', '예산은 만원'): the budget, 'about', the yen
    // or won after its amount, and 'or less'.
    .replace(/\u4e88\u7b97(?:\u306f|\u304c|\u3067)?/g, ' budget ')
    .replace(/\uc608\uc0b0(?:\uc740|\uc774)?/g, ' budget ')
    .replace(/(\d\s*\u5186?)\s*(?:\u304f\u3089\u3044|\u3050\u3089\u3044|\u4f4d|\u7a0b\u5ea6)/g, '$1 about ')
    .replace(/(\d)\s*\uc6d0/g, '$1 won ')
    .replace(/\s*(?:\uc774\ud558|\uc774\ub0b4)(?:\ub85c|\uc73c\ub85c)?(?![\uac00-\ud7af])/g, ' max ')
    .replace(/"([a-z_ ]{2,20})"\s*:\s*("?)([^",{}]{1,40})\2/gi, ' $1 $3 ')
    // Rand and rupees by their signs before the amount, said as a limit ('under R 150', 'R200 each', 'Rs 800 max'): the
    // amount with its money's name after it, as both readers read money ('we r 30 today' is chat, 'table R2' a place).
    .replace(/(?<!\b(?:table|room|row|seat|gate|booth|box|level|zone|section|bay|stand|tier|door|platform|aisle|we|they|you|u|there|who)\s{1,3})\b(rs\.?|r)(?:(\d{2,}(?:[.,]\d+)?)|\s(\d{2,}(?:[.,]\d+)?)(?=\s?(?:max|maximum|each|per|tops|budget|limit|or less|a (?:drink|head|glass|person)|for (?:a|one|the|my|each)|is all|only|left)\b))(?![\p{L}\d$])/giu, (_m: string, sign: string, glued?: string, spaced?: string) => `${glued ?? spaced} ${/^rs/i.test(sign) ? 'rupees' : 'rand'}`)
    .replace(/\b(under|max|maximum|budget|up to|have|got|spend|limit|only|i've|ive|with|about|around|just|het|net|onder)\s{1,3}(rs\.?|r)\s(\d{2,}(?:[.,]\d+)?)(?![\p{L}\d])/giu, (_m: string, cue: string, sign: string, amount: string) => `${cue} ${amount} ${/^rs/i.test(sign) ? 'rupees' : 'rand'}`)
    // Naira as Nigeria types it, an N before the amount ('N5000', 'N5,000', 'N5k'): the naira's sign.
    .replace(/(?<!\b(?:table|room|row|seat|gate|booth|box|level|zone|section|bay|stand|tier|door|platform|aisle|flight|bus|route|road)\s{0,3})\b[Nn](\d{1,3}(?:,\d{3})+|\d{3,7}|\d{1,3}(?:\.\d)?k)\b/gi, '\u20a6$1')
    // A match's score ('we won 3-0', 'it ended 1-0', 'lost 2:0') is no '0' of alcohol.
    .replace(/\b(won|lost|beat|beat them|drew|draw|drawn|ended|finished|score|scored|result|victory|win|loss|up|down)\s+(\d{1,2})\s*[-\u2013:]\s*(\d{1,2})\b/gi, '$1 the match')
    // ('5,000 won': the won after its amount, not the verb.)
    .replace(/(\d)\s*won\b(?!['\u2019]t)/gi, '$1 KRW');
}

const OTHER_PERSON = String.raw`(?:patient|client|friend|wife|husband|partner|mum|mom|mother|dad|father|son|daughter|colleague|coworker|sister|brother|boss|flatmate|roommate|neighbou?r)`;
const STAFF = String.raw`(?:doctor|doc|surgeon|nurse|registrar|consultant|vet|engineer|plumber|technician|midwife|pharmacist|anaesthetist|anesthetist|paramedic|manager)`;

/**
 * A reason that is plainly someone else's, said in passing, set aside before any reading (ADR 46): the doctor on call
 * who did not answer, 'my patient was on metronidazole today, not me', 'the pregnant one is my wife'. A reason of the
 * guest's own ('I'm a nurse on call') is never touched; the guest's trade as a midwife is read where pregnancy is
 * (lexicon/requests.ts PREGNANCY_SAID_SIDEWAYS).
 */
export function withOthersReasonsAside(text: string): string {
  return text
    // (Said of someone, never of the guest: 'I'm a nurse on call tonight' keeps the reason.)
    .replace(new RegExp(String.raw`(?<!\b(?:i am|i'm|im|i m|as)\s+)\b(?:the|our|my|their)\s+(?:${STAFF})\s+(?:who\s+(?:is|was|'s)\s+|that\s+(?:is|was)\s+)?on[ -]call\b`, 'gi'), ' the staff on the rota ')
    .replace(new RegExp(String.raw`\bmy\s+${OTHER_PERSON}\s+(?:is|was|'s|has been)\s+(?:on|taking)\s+[a-z]+(?:\s+(?:today|tonight|this week))?\s*(?:,\s*)?(?:but\s+)?not\s+(?:me|mine|for me)\b`, 'gi'), ' ')
    .replace(new RegExp(String.raw`\bthe\s+pregnant\s+one\s+(?:is|was)\s+(?:my|his|her|our)\s+${OTHER_PERSON}\b`, 'gi'), ' ')
    // ('The driver is my wife, not me', 'my brother's the designated driver, not me': someone else drives.)
    .replace(new RegExp(String.raw`\b(?:the\s+(?:designated\s+)?(?:driver|dd)(?:\s+tonight)?\s+(?:is|was|'s)\s+(?:my|his|her|our)\s+${OTHER_PERSON}|my\s+${OTHER_PERSON}\s+(?:is|'s)\s+(?:the\s+)?(?:designated\s+)?(?:driver|dd)(?:\s+tonight)?)\s*,?\s*(?:and\s+)?not\s+me\b`, 'gi'), ' ');
}

/** Japanese script: kana (the kanji among them are read with it); Chinese: Han with no kana; Korean: Hangul. */
const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN_SCRIPT = /\p{Script=Han}/u;
const HANGUL_SCRIPT = /\p{Script=Hangul}/u;
const EAST_ASIAN_ANY = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\uff10-\uff19]/u;
/** A number in Chinese characters before money or a measure ('五十块', '六十', '千円', '一万'), at most 99,999. */
const HAN_NUMBER = /[一二两三四五六七八九十百千万]{1,8}(?=\s?(?:块|塊|元|円|圆|蚊|港币|港幣|台幣|台币|人民币|美元|以内|以內|以下|まで|ドル|岁|歲|歳))|(?<=\bage:?\s?)[一二两三四五六七八九十]{1,3}/giu;
const HAN_DIGIT: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const HAN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };
function hanNumber(said: string): number {
  let total = 0;
  let digit = 0;
  for (const c of said) {
    if (c in HAN_DIGIT) digit = HAN_DIGIT[c]!;
    else {
      total += (digit || 1) * HAN_UNIT[c]!;
      digit = 0;
    }
  }
  return total + digit;
}
const KOREAN_WON = /(\d{1,3}(?:,\d{3})+|\d{1,7}(?:\.\d{1,2})?)\s?(만|천)?\s?원/gu;
/** A noun said before a 'not', 'other than', 'without' or an allergy ('ジンとテキーラ以外', 'ナッツアレルギー'), and that word. */
const JAPANESE_TURNED = new RegExp(
  String.raw`([\p{Script=Katakana}\p{Script=Han}ー・]{1,16}(?:と[\p{Script=Katakana}\p{Script=Han}ー・]{1,16}){0,5})(${JAPANESE_AFTER.map(([ja]) => ja).join('|')})`,
  'gu',
);
const JAPANESE_AFTER_WORD = new Map(JAPANESE_AFTER);
/** One pattern for a language's words and small words, longest first. */
function wordsOf(table: Readonly<Record<string, string>>, small: readonly string[]): RegExp {
  return new RegExp([...Object.keys(table), ...small].sort((a, b) => b.length - a.length).join('|'), 'gu');
}
const JAPANESE_WORD = wordsOf(JAPANESE_WORDS, JAPANESE_SMALL);
const CHINESE_WORD = wordsOf(CHINESE_WORDS, CHINESE_SMALL);
const KOREAN_WORD = wordsOf(KOREAN_WORDS, KOREAN_SMALL);
/**
 * A 'not', 'other than', 'without' or an allergy said after a thing, put before it; never when the thing is the last of
 * a list ('ジン、ウォッカ以外', '진, 보드카 빼고'): the reader would read the list's first things as wishes, so the words
 * are left as written and the request stays unread.
 */
function turned(text: string, pattern: RegExp, as: (thing: string, after: string) => string): string {
  return text.replace(pattern, (whole: string, ...parts: unknown[]) => {
    // (The groups, then the offset and the whole text: a pattern has one group or two.)
    const at = parts.find((part) => typeof part === 'number') as number;
    const [thing, after] = parts.filter((part) => typeof part === 'string') as string[];
    return LIST_BEFORE.test(text.slice(Math.max(0, at - 2), at)) ? whole : as(thing!, after === text ? '' : (after ?? ''));
  });
}
/** A list's joiner just before a thing: '、', ',', 'か' (or), 'や' (and). */
const LIST_BEFORE = /(?:[、，,かや]|[、，,]\s)$/u;
/**
 * A budget said with no money ('予算1500まで', '预算50以内', '20000 이하'): the money of the language it is said in (yen and
 * won of three figures or more: 'till 11 까지' is a time).
 */
const BARE_BUDGET_JA = /(?<![\d.,])(\d{3,7})(?![\d.,]|\s*(?:円|えん|ドル|ユーロ))(?=\s*(?:まで|以内|以下|くらい|ぐらい))/gu;
const BARE_BUDGET_ZH = /(?<![\d.,])(\d{2,7})(?![\d.,]|\s*(?:块|塊|元|美元|人民币|欧元))(?=\s*(?:以内|以下|左右))/gu;
const BARE_BUDGET_KO = /(?<![\d.,])(\d{3,7})(?![\d.,]|\s*(?:원|달러|won))(?=\s*(?:이하|이내|까지|미만))/gu;
function inEnglish(text: string, pattern: RegExp, table: Readonly<Record<string, string>>): string {
  return text.replace(pattern, (word: string) => (word in table ? ` ${table[word]} ` : ' '));
}
/**
 * A request in Japanese, Chinese or Korean read into English words (lexicon/languages.ts): what the language says after
 * a thing ('not', 'other than', 'without', an allergy) put before it, then every known word, then the small words
 * dropped. Anything left in those scripts is left as written, so the request stays unread and is held to the strictest
 * reading.
 */
export function withEastAsianRead(text: string): string {
  if (!EAST_ASIAN_ANY.test(text)) return text;
  // (Full-width digits and a full-width comma between thousands: '１，２００円'; numbers in Chinese characters: '五十块',
  // '千円', '만 원' with no digit: one thousand, ten thousand.)
  let read = text
    .replace(/[\uff10-\uff19]/g, (d: string) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/(\d)[\uff0c,](?=\d{3}(?!\d))/g, '$1')
    // (Digits before 万 or 千, 만 or 천: '1千円' is 1,000 yen, '1.5千' 1,500, '1万5千' and '1만 5천원' 15,000.)
    .replace(/(\d+(?:\.\d+)?)\s?([万만])(?:\s?(\d)\s?([千천]))?/gu, (_m: string, a: string, _u: string, b?: string) => String(Math.round(Number(a) * 10000 + (b ? Number(b) * 1000 : 0))))
    .replace(/(\d+(?:\.\d+)?)\s?[千천]/gu, (_m: string, a: string) => String(Math.round(Number(a) * 1000)))
    .replace(HAN_NUMBER, (n: string) => String(hanNumber(n)))
    // ('二十歳未満': under twenty years of age.)
    .replace(/(\d{1,2})\s?[歳才岁歲]\s?未満/gu, ' under the age of $1 ')
    .replace(/(?<![\d\p{Script=Hangul}])(만|천)\s?원/gu, (_m: string, unit: string) => `${unit === '만' ? 10000 : 1000}원`);
  if (JAPANESE_SCRIPT.test(read)) {
    read = inEnglish(turned(read.replace(BARE_BUDGET_JA, '$1円'), JAPANESE_TURNED, (thing, after) => ` ${JAPANESE_AFTER_WORD.get(after)} ${thing} , `), JAPANESE_WORD, JAPANESE_WORDS);
  } else if (HAN_SCRIPT.test(read)) {
    read = inEnglish(CHINESE_TURNED.reduce((t, [pattern, as]) => turned(t, pattern, (thing) => as.replace('$1', thing)), read.replace(BARE_BUDGET_ZH, '$1元')), CHINESE_WORD, CHINESE_WORDS);
  }
  if (HANGUL_SCRIPT.test(read)) {
    // ('2만원', '1.5만 원', '5천원', '9000원': ten thousands, thousands and won, written out.)
    const amounts = read.replace(BARE_BUDGET_KO, '$1원').replace(KOREAN_WON, (_m: string, n: string, unit?: string) => ` ${Math.round(Number(n.replace(/,/g, '')) * (unit === '만' ? 10000 : unit === '천' ? 1000 : 1))} won `);
    read = inEnglish(KOREAN_TURNED.reduce((t, [pattern, as]) => turned(t, pattern, (thing) => as.replace('$1', thing)), amounts), KOREAN_WORD, KOREAN_WORDS);
  }
  return read === text ? text : read.replace(/[。．]/g, '. ').replace(/[、，]/g, ', ').replace(/？/g, '? ').replace(/！/g, '! ');
}

const AFRIKAANS_WORD = new RegExp(
  String.raw`(?<![\p{L}'])(?:${Object.keys(AFRIKAANS_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')})(?![\p{L}'])`,
  'giu',
);
/** The words that say 'no' before a clause's closing 'nie' ('geen gin nie', 'ek wil nie gin hê nie'). */
const AFRIKAANS_NO = /(?<![\p{L}])(?:nie|geen|niks|nooit|niemand|nêrens|g'n)(?![\p{L}])/iu;
const AF_UNITS: Record<string, number> = { een: 1, twee: 2, drie: 3, vier: 4, vyf: 5, ses: 6, sewe: 7, agt: 8, nege: 9 };
const AF_TEENS: Record<string, number> = { tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vyftien: 15, sestien: 16, sewentien: 17, agttien: 18, negentien: 19 };
const AF_TENS: Record<string, number> = { twintig: 20, dertig: 30, veertig: 40, vyftig: 50, sestig: 60, sewentig: 70, tagtig: 80, negentig: 90 };
const AF_UNIT = 'een|twee|drie|vier|vyf|sewe|ses|agt|nege';
const AF_LAST = [...Object.keys(AF_TENS), ...Object.keys(AF_TEENS), ...Object.keys(AF_UNITS)].sort((a, b) => b.length - a.length).join('|');
/** A number said in Afrikaans words ('sewentien', 'vyf-en-twintig', 'tweehonderd', 'honderd-en-vyftig'). */
const AFRIKAANS_NUMBER = new RegExp(String.raw`(?<![\p{L}])((?:(?:twee|drie|vier|vyf|ses|sewe|agt|nege)?honderd(?:[- ]?en[- ]?)?)?)((?:(?:${AF_UNIT})[- ]?en[- ]?)?)(${AF_LAST})?(?![\p{L}])(\s+(?:rand|jaar|bucks|euro|pond))?`, 'giu');
function afrikaansNumbers(text: string): string {
  return text.replace(AFRIKAANS_NUMBER, (said: string, hundreds: string, unitAnd: string, last: string | undefined, money: string | undefined) => {
    if (!hundreds && !unitAnd && !last) return said;
    // (A bare 'een' is 'a' or 'one', and a bare unit no amount: only before money or years.)
    if (!hundreds && !unitAnd && last && last.toLowerCase() in AF_UNITS && !money) return said;
    const h = hundreds ? (AF_UNITS[/^([a-z]+?)honderd/i.exec(hundreds)?.[1]?.toLowerCase() ?? ''] ?? 1) * 100 : 0;
    const u = unitAnd ? AF_UNITS[unitAnd.replace(/[- ]?en[- ]?$/i, '').toLowerCase()] ?? 0 : 0;
    const l = last ? (AF_TENS[last.toLowerCase()] ?? AF_TEENS[last.toLowerCase()] ?? AF_UNITS[last.toLowerCase()] ?? 0) : 0;
    return `${h + u + l}${money ?? ''}`;
  });
}
/**
 * A request in Afrikaans read into English words (lexicon/languages.ts): each clause's closing 'nie' dropped when a 'no'
 * came before it in the clause (Afrikaans says its 'not' twice: 'ek wil nie gin hê nie' is 'I don't want gin'), 'wil …
 * hê' is 'want …', then every known word. Only for a request seen to be in Afrikaans.
 */
export function withAfrikaansRead(text: string): string {
  const marks = text.match(AFRIKAANS_SAID)?.length ?? 0;
  if (!AFRIKAANS_OWN.test(text) && !(marks >= 2 && /(?<![\p{L}'])'n\s/u.test(text))) return text;
  const clauses = text.split(/([.,;:!?\n]|\s[-\u2013\u2014]\s?)/u);
  const read = clauses
    .map((clause) => {
      const closing = /^(.*\S)\s+nie((?:\s+(?:asseblief|asb|dankie|please|tog|hoor))*)\s*$/isu.exec(clause);
      return closing && AFRIKAANS_NO.test(closing[1]!) ? closing[1]! + closing[2]! : clause;
    })
    .join('')
    .replace(/(?<![\p{L}])wil(?![\p{L}])([^.,;:!?\n]{0,60}?)\s+h[eê](?![\p{L}])/giu, 'wil$1')
    // ('iets wat nie soet is': something that is not sweet.)
    .replace(/(?<![\p{L}])wat\s+nie\s+(\p{L}+)\s+is(?![\p{L}])/giu, 'wat is nie $1');
  return afrikaansNumbers(read).replace(AFRIKAANS_WORD, (word: string) => ` ${AFRIKAANS_WORDS[word.toLowerCase().replace(/\s+/g, ' ')] ?? word} `).replace(/ {2,}/g, ' ');
}

/** Things ruled out by a mark after them or a heading before them ('tequila NG', 'テキーラNG', 'gin ✕', 'NG: gin, egg', 'gin, vodka: all no'). */
const NO_MARK_ITEMS = String.raw`[\p{L}][\p{L}'\u2019-]{0,30}(?:\s*[,\u3001\uff0c]\s*[\p{L}][\p{L}'\u2019-]{0,30}){0,7}`;
const MARKED_AFTER = new RegExp(String.raw`(?<![\p{L}])(${NO_MARK_ITEMS})\s*[:\uff1a]?\s*(?:(?<![\p{L}])NG|\u2715|\u2716|\u274c)(?![\p{L}\d])|(?<![\p{L}])(${NO_MARK_ITEMS})\s*[:\uff1a]\s*(?:all|both)\s+(?:no|NG|out)\b`, 'gu');
const MARKED_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:NG|\u2715|\u2716|\u274c)\s*[:\uff1a]\s*(${NO_MARK_ITEMS})`, 'gu');
function noEach(items: string): string {
  return ` ${items.split(/\s*[,\u3001\uff0c]\s*/u).map((item) => `no ${item}`).join(' , ')} , `;
}
/**
 * Each thing before a mark that says no ('NG', '✕', '❌', ': all no') or after a heading 'NG:' said with its own 'no'.
 * 'NG' only as a word of its own: the end of 'NOTHING' or 'DRIVING' in a request typed in capitals is no mark; and
 * never '×', a count ('ビール×2' is two beers).
 */
export function withNoMarksRead(text: string): string {
  if (!/NG|[\u2715\u2716\u274c]|\ball\s+no\b|\bboth\s+no\b|\ball\s+out\b/u.test(text)) return text;
  return text.replace(MARKED_BEFORE, (_m: string, items: string) => noEach(items)).replace(MARKED_AFTER, (_m: string, after?: string, all?: string) => noEach((after ?? all)!));
}

/** Cyrillic letters in Latin ones, as Russians write them online ('водка' -> 'vodka', 'лёд' -> 'led', 'щ' -> 'shch'). */
const CYRILLIC_LATIN: Readonly<Record<string, string>> = ownWords({
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u', ј: 'j', љ: 'lj', њ: 'nj', ђ: 'dj', ћ: 'c', џ: 'dz',
});
/** A word in Cyrillic letters in Latin ones (capitals kept). */
export function cyrillicInLatin(word: string): string {
  return [...word]
    .map((c) => {
      const lower = c.toLowerCase();
      const l = CYRILLIC_LATIN[lower] ?? lower;
      return c === lower ? l : l.charAt(0).toUpperCase() + l.slice(1);
    })
    .join('');
}
const RUSSIAN_STEMS_LONGEST = Object.keys(RUSSIAN_STEMS).sort((a, b) => b.length - a.length);
/**
 * A run of words wholly in Cyrillic (with their hyphens, Ukrainian's apostrophes, 'м'якше', and the spaces between them). A Cyrillic letter inside a Latin
 * word ('schwаnger' with a Cyrillic а) is no Russian: `fold` reads it as the letter it passes for.
 */
const CYRILLIC_WORD = String.raw`[\u0400-\u04ff]+(?:[-'\u2019\u02bc][\u0400-\u04ff]+)*(?![\p{Script=Latin}\u0400-\u04ff])`;
const CYRILLIC_RUN = new RegExp(String.raw`(?<![\p{Script=Latin}\u0400-\u04ff])${CYRILLIC_WORD}(?:\s+${CYRILLIC_WORD})*`, 'gu');
/** One Russian word in Latin letters read into English, or undefined ('hochu' as 'khochu', 'pozhalujsta' as 'pozhaluysta'). */
function russianWord(latin: string): string | undefined {
  for (const spelt of new Set([latin, latin.replace(/(?<!k)h/g, 'kh').replace(/j/g, 'y'), latin.replace(/j/g, 'y').replace(/yo/g, 'e')])) {
    if (spelt in RUSSIAN_WORDS) return RUSSIAN_WORDS[spelt];
    const stem = RUSSIAN_STEMS_LONGEST.find((s) => spelt.startsWith(s) && spelt.length - s.length <= 4);
    if (stem !== undefined) return RUSSIAN_STEMS[stem];
  }
  return undefined;
}
/** Words of Russian typed in Latin letters that English does not share: two different ones make a request Russian. */
const RUSSIAN_LATIN_OWN = /\b(?:mne|menya|hochu|khochu|pozhaluysta|pozhalujsta|pozhalusta|pozhaluista|mozhno|nelzya|beremenna|beremennaya|rulem|rulyom|kormlyu|grudyu|allergiya|tseliakiya|nichego|shuchu|chto|chto-nibud|chtonibud|spasibo|tolko|khotim|kokteyl|sladkoe|kisloe|vodku|vodki|pivo|pivka|alkogolya|yaits|yayts|glyutenom|poste|bez)\b/g;
/** A reason not to drink in Russian in Latin letters: alone enough to read the request as Russian ('ya za rulyom, mojito'). */
const RUSSIAN_LATIN_REASON = /\b(?:beremenn[a-z]*|za rul[eyo]{1,2}m|korml[a-z]* grudyu|korm[a-z]* grudyu|ne pyu|mne \d{1,2} (?:let|goda|god))\b/;
/** Latin words a Russian one shares with English or Spanish, left as typed in Latin letters ('no gin' is no gin). */
const RUSSIAN_LATIN_KEPT = new Set(['no', 'do', 'so', 'u', 'a', 'i', 'my', 'est', 's', 'net']);
const NUMBER_AHEAD = /^(?:\d{1,2}(?!\d)|desyat|pyatnadtsat|shestnadtsat|semnadtsat|vosemnadtsat|devyatnadtsat|dvadtsat|tridtsat|sorok|pyatdesyat)/;
/**
 * Russian words read into English, given as said and in Latin letters: phrases first, then an age after 'мне' ('Мне 17':
 * 'I am 17'), a thing before 'нельзя' ('орехи нельзя': no nuts), then each word. A word none of the tables reads is
 * left as written; in Latin letters, so is a word English or Spanish shares (`RUSSIAN_LATIN_KEPT`).
 */
function russianRead(said: readonly string[], latin: readonly string[], inLatin: boolean): string {
  const out: string[] = [];
  const read = (i: number) => (inLatin && RUSSIAN_LATIN_KEPT.has(latin[i]!) ? undefined : russianWord(latin[i]!));
  for (let i = 0; i < said.length; ) {
    const phrase = [3, 2].find((n) => i + n <= said.length && latin.slice(i, i + n).join(' ') in RUSSIAN_PHRASES);
    if (phrase) {
      out.push(RUSSIAN_PHRASES[latin.slice(i, i + phrase).join(' ')]!);
      i += phrase;
    } else if ((latin[i] === 'mne' || latin[i] === 'meni') && NUMBER_AHEAD.test(latin.slice(i + 1).join(' ').replace(/^(?:uzhe|tolko|vsego)\s+/, ''))) {
      out.push('i am');
      i += 1;
    } else if (latin[i + 1] === 'nelzya' && read(i) !== undefined) {
      out.push(`no ${read(i)} ,`);
      i += 2;
    } else {
      out.push(read(i) ?? said[i]!);
      i += 1;
    }
  }
  return out.join(' ');
}
/**
 * A request in Russian read into English words (lexicon/languages.ts: phrases, words, stems): in Cyrillic, where a word
 * none of them reads is left as written, so the request stays unread and is held to the strictest reading (ADR 59);
 * and typed in Latin letters ('mne 17 let, hochu pivo'), once two of its own words say it is Russian.
 */
export function withRussianRead(text: string): string {
  const cyrillic = /[\u0400-\u04ff]/u.test(text);
  const lower = text.toLowerCase();
  const latin = new Set(lower.match(RUSSIAN_LATIN_OWN) ?? []).size >= 2 || RUSSIAN_LATIN_REASON.test(lower);
  if (!cyrillic && !latin) return text;
  let read = text;
  if (cyrillic) {
    // ('Мне 17', 'мені 17', 'мне уже 18': an age, as 'I am 17'.)
    read = read.replace(/(?<![\u0400-\u04ff])(?:[Мм]не|[Мм]ені)\s+(?:уже\s+|только\s+)?(?=\d{1,2}(?!\d))/gu, ' i am ').replace(CYRILLIC_RUN, (run: string) => {
      const said = run.split(/\s+/);
      return russianRead(said, said.map((w) => cyrillicInLatin(w.toLowerCase()).replace(/['\u2019\u02bc]/g, '')), false).replace(/\s+/g, ' ').trim();
    });
  }
  if (latin) {
    // ('mne 16, pivo': an age, as 'I am 16'.)
    read = read.replace(/\b(?:[Mm]ne|[Mm]eni)\s+(?:uzhe\s+|tolko\s+)?(?=\d{1,2}(?!\d))/g, ' i am ').replace(/[\p{Script=Latin}'-]+(?:\s+[\p{Script=Latin}'-]+)*/gu, (run: string) => {
      const said = run.split(/\s+/);
      return russianRead(said, said.map((w) => w.toLowerCase().replace(/'/g, '')), true).replace(/\s+/g, ' ').trim();
    });
  }
  return read;
}

/** Words of Greek typed in Latin letters that English does not share: two different ones make a request Greek. */
const GREEKLISH_OWN = /\b(?:oxi|ochi|kati|thelo|theloume|parakalo|glyko|poly|poli|xoris|choris|krasi|potiria|potiri|eikosi|evro|diaforetiko|alla|lemoni|pikro|xino|dynato|elafry|elafri|drosero|tipota|mporo|boro|exete|echete|einai|gia|dyo|mou|kalispera|efcharisto|eyxaristo)\b/g;
/** Greek's small words and numbers in Latin letters, read as English ('oxi me vodka' is 'no vodka'; 'oxi poly glyko' not too sweet). */
const GREEKLISH_PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:oxi|ochi|den)\s+(?:poly|poli|toso|para poly)\s+(?=[a-z])/g, ' not too '],
  [/\b(?:oxi|ochi)\s+(?:me|kati me)\s+(?=[a-z])/g, ' no '],
  [/\b(?:xoris|choris)\s+(?=[a-z])/g, ' without '],
  [/\balla\s+(?:kati\s+)?diaforetiko\b/g, ' but different '],
  [/\bkati\s+san\b/g, ' something like '],
];
const GREEKLISH_WORDS: Readonly<Record<string, string>> = ownWords({
  oxi: 'no', ochi: 'no', me: 'with', alla: 'but', san: 'like', gia: 'for', kai: 'and', i: 'or', poly: 'very', poli: 'very', kati: 'something',
  potiria: 'glasses', potiri: 'glass', ena: 'one', mia: 'one', dyo: 'two', dio: 'two', tria: 'three', tessera: 'four', pente: 'five', deka: '10',
  dodeka: '12', dekapente: '15', eikosi: '20', trianta: '30', saranta: '40', peninta: '50', evro: 'euros', mou: 'for me', thelo: 'i want',
  theloume: 'we want', parakalo: 'please', diaforetiko: 'different', tipota: 'nothing',
});
/**
 * A request in Greek typed in Latin letters ('oxi poly glyko, oxi me vodka, alla me lemoni', 'eikosi evro gia dyo potiria'),
 * once two of its own words say it is Greek: its small words and numbers read as English, the rest left for the lexicon
 * (which reads Greek's main words in Latin letters, as it reads Greek script once spelt so).
 */
export function withGreeklishRead(text: string): string {
  const lower = text.toLowerCase();
  if (new Set(lower.match(GREEKLISH_OWN) ?? []).size < 2) return text;
  let read = lower;
  for (const [phrase, english] of GREEKLISH_PHRASES) read = read.replace(phrase, english);
  return read.replace(/\b[a-z]+\b/g, (w) => GREEKLISH_WORDS[w] ?? w).replace(/\s+/g, ' ').trim();
}

/**
 * A trace of alcohol said to be fine ('driving, a trace is fine', '0.5% is ok', 'a trace won't hurt'): the one drink
 * with a trace, the alcohol-free beer, is welcome, said so that every reader offers it (ADR 46 allows it then).
 */
const TRACE_FINE = /(?<!\b(?:not|no|nor|never|not even|even)\s+(?:a\s+|the\s+|any\s+)?(?:tiny\s+|small\s+|little\s+)?)\b(?:(?:a|the)\s+)?(?:(?:tiny|small|little|wee)\s+)?(?:trace|traces|trace amounts?|0[.,]5\s*%?(?:\s*abv)?|half a percent)(?:\s+of\s+(?:alcohol|booze))?\s+(?:(?:is|are|would be|'s)\s+)?(?:totally\s+|perfectly\s+|absolutely\s+)?(?:fine|ok|okay|alright|all right|no problem|acceptable|good)\b|\b(?:a\s+)?(?:tiny\s+)?trace\s+(?:won'?t|will not|wont|doesn'?t|does not)\s+(?:hurt|matter)\b/gi;
function withTraceWelcomed(text: string): string {
  return text.replace(TRACE_FINE, '$& (an alcohol-free beer is welcome)');
}

/**
 * 'Off the beer', 'off gin tonight' opening a clause, with no 'I'm' before it: a 'no' to that drink ('off the beer, a
 * gin please' is a gin, never a beer). ('I'm off the beer' the reader reads already; 'off the ale', 'off the bevvy', the
 * words for drink itself, are no alcohol: the lexicon's.)
 */
const OFF_A_DRINK = /(^|[.,;:!?\n]\s*)(?:(?:but|and|so)\s+)?off\s+(?:the\s+|my\s+)?(beers?|lagers?|pints?|ipas?|stouts?|ciders?|wines?|gins?|vodkas?|rums?|tequilas?|mezcals?|whiske?ys?|bourbons?|scotch|brandy|cognac|prosecco|cocktails?|spirits|shots)\b/gim;
/** The ways of saying no below, each said as the reader reads a 'no' before its thing (ADR 70). */
function withNosSaidPlainly(text: string): string {
  return text
    .replace(OFF_A_DRINK, '$1no $2')
    .replace(THANKS_BUT_NO_AFTER, '$1? no thanks')
    .replace(NO_THIS_OR_OTHER, '$1 $2, $1 ')
    .replace(NONE_OF_THAT_OR_THIS, '$1, no ')
    .replace(NO_KIND_BY_ITS_TASTE, '$1 $3, nothing $2')
    .replace(NOT_A_TRACE_OF_A_THING, 'no $1 at all')
    .replace(NOT_ALLERGIC_TO, ' ')
    .replace(WOULD_NOT_SAY_NO_TO, '$1would love ');
}

/** 'I wouldn't say no to a bit of prosecco', 'never say no to a margarita': a wish, never a 'no'. */
const WOULD_NOT_SAY_NO_TO = /\b(i\s+|we\s+)?(?:(?:would|could|will)\s*(?:not|never|n['\u2019]?t)|wouldnt|couldnt|wont|never)\s+say\s+no\s+to\s+/giu;

/**
 * 'I'm not allergic to eggs, I just hate gin': no allergy and no 'no' to the eggs. Only as a sentence or a clause of its
 * own: framed ('pretend I'm not allergic to eggs', 'I can't say I'm not allergic'), taken back ('(I am, severely)') or
 * gone on about ('but they make me sick', 'just intolerant') it is read as said, an allergy.
 */
const NOT_ALLERGIC_TO = /(?<=^|[.!?,;:\n]\s*|\b(?:and|also|so|oh)\s+)(?:(?:i am|i'm|i\u2019m|im|am|i)\s+)?not\s+(?:actually\s+|really\s+)?(?:allergic|intolerant)\s+to\s+(?:the\s+|any\s+)?(?!(?:anything|any|everything|nothing)\b)[\p{L}-]+(?:\s+(?:or|and|nor)\s+[\p{L}-]+)?(?![^.!?\n]*(?:\b(?:but|though|although|however|intoleran\w*|allerg\w*|sensitiv\w*|react\w*|sick|ill|bad for me|makes? me|gives? me|i am|i'm|i\u2019m|im|severe\w*|actually|kidding|joking|jk|lol|pretend\w*|really am)\b|[()]))/giu;

/** 'No Aperol or other bitter aperitifs', 'geen Aperol of andere aperitieven': a no to the one and to the others. */
const NO_THIS_OR_OTHER = /\b(no|not|without|nothing|geen|sin|sans|ohne|senza|sem|kein|keine)\s+([\p{L}'-]{2,20}(?:\s[\p{L}'-]{2,20})?)\s+(?:or|of|ou|o|oder|nor|and|y|et|e|und|en)\s+(?:any\s+)?(?:other|others|andere|autres?|otros?|otras?|altri|altre|outros?|outras?)\s+/giu;
/** 'Not even a trace of almond', 'not a drop of milk': that thing at all, never alcohol's 'not even a trace'. */
const NOT_A_TRACE_OF_A_THING = /\b(?:not even|not|no|without)\s+(?:a\s+|one\s+)?(?:single\s+|tiny\s+)?(?:trace|drop|hint|speck|bit)s?\s+of\s+(?!alcohol|booze|alc\b|ethanol|liquor)(?:the\s+|any\s+)?(\p{L}[\p{L}-]*)/giu;
/** 'None of the egg white foam stuff or honey': a no to the thing after the 'or' too, never a wish for it. */
const NONE_OF_THAT_OR_THIS = /\b(none of (?:the |that |those |your )?(?:[\p{L}'-]+\s+){0,4}(?:stuff|things|ones|kind|type))\s+(?:or|nor|and|and no|or any)\s+(?=\p{L})/giu;
/** 'No bitter aperitifs', 'no sweet liqueurs': the kind is ruled out, and its taste with it. */
const NO_KIND_BY_ITS_TASTE = /\b(no|nothing|without|geen|sin|sans|ohne|senza|sem|kein|keine)\s+(bitter|bittere|sweet|sugary|creamy|amargos?|amers?|amari)\s+(aperitifs?|aperitieven|aperitivos?|aperitivi|aperitifs|liqueurs?|likeuren|licores|liquori)\b/giu;

/**
 * A 'no thanks' said right after the thing, with a comma, a question mark or nothing between ('tequila no thanks', 'gin
 * não obrigado', 'tequila? no gracias'): the refusal of its own, as after a question mark ('Tequila? No thanks.'), so it is read as a
 * no to what came before it.
 */
// (Said in English whatever language it was in: 'no gracias', 'não obrigado', 'nein danke' are the reader's 'no thanks'.)
const THANKS_BUT_NO_AFTER = /(\p{L})\s*[,?!.]?\s+(no thanks?|no thank you|n[aã]o,? obrigad[oa]|no,? gracias|non,? merci|nein,? danke|no,? grazie|nee,? dank ?je|nee,? bedankt|nie,? dzi[eę]kuj[eę])(?![\p{L}])/giu;

/** Kin and mates as South Africa, Nigeria, London and the Caribbean say them, after 'my' or 'our' ('my boet is 17'). */
const KIN_SAID: Record<string, string> = ownWords({
  boet: 'brother', boetie: 'brother', broer: 'brother', bru: 'brother', bruv: 'brother', bredda: 'brother', bro: 'brother', bra: 'brother', brah: 'brother',
  sussie: 'sister', sis: 'sister', sista: 'sister', sistah: 'sister', sissie: 'sister',
  laaitie: 'kid', laitie: 'kid', lighty: 'kid', pikin: 'kid', picken: 'kid',
  chommie: 'friend', chommies: 'friends', china: 'friend', bredrin: 'friend', fam: 'friend',
  cuz: 'cousin', cuzzie: 'cousin', cuzzy: 'cousin',
});
const KIN_AFTER_MY = new RegExp(String.raw`\b(my|our|his|her|me|ma)\s+((?:little|lil|baby|big|younger|older)\s+)?(${Object.keys(KIN_SAID).join('|')})(?![\p{L}'])`, 'giu');
/** South Africa's 'dop' (a drink with alcohol, 'no dop for him', 'a dop is fine'), as a drink. */
const DOP = /(?<![\p{L}])dop(s|ping)?(?![\p{L}])/giu;

/** Kin and a drink as said where the guest is from: 'my boet is 17 so no dop for him' is 'my brother is 17 so no drink for him'. */
function withKinAndDopRead(text: string): string {
  return text
    // ('me bruv', 'ma sis': 'my' as London and the Caribbean say it.)
    .replace(KIN_AFTER_MY, (_said: string, my: string, size: string | undefined, kin: string) => `${/^m[ea]$/i.test(my) ? 'my' : my} ${size ?? ''}${KIN_SAID[kin.toLowerCase()] ?? kin}`)
    .replace(DOP, (_said: string, ending: string | undefined) => (ending?.toLowerCase() === 'ping' ? 'drinking' : ending ? 'drinks' : 'drink'));
}

/**
 * 'Herself' and 'himself' as Ireland says them, the wife or the husband: 'a stout for me and something alcohol free for
 * herself, she's expecting', 'himself is driving'. Never where a 'she' or a 'he' of the same sentence came first
 * ('she wants one for herself').
 */
function withHerselfRead(text: string): string {
  if (!/\b(?:her|him)self\b/i.test(text)) return text;
  const partner = (who: string) => (who.toLowerCase() === 'herself' ? 'my wife' : 'my husband');
  return text
    .replace(/\bfor (herself|himself)\b/gi, (said: string, who: string, at: number, whole: string) => (/\b(?:she|he|her|his|him|they|them)\b[^.!?]*$/i.test(whole.slice(Math.max(0, at - 60), at)) ? said : `for ${partner(who)}`))
    .replace(/(^|[.!?,;]\s*)(herself|himself)(?=\s+(?:is|s|'s|\u2019s|wants|will|would|has|can|cannot|can't|doesn't|does|isn't)\b)/gi, (_said: string, before: string, who: string) => `${before}${partner(who)}`);
}

/**
 * 'Our kid' as the north of England says it, a brother or a mate, where it cannot be a child: 'me and our kid want 2
 * pints', 'our kid's driving'. Anywhere else it may be a couple's child, and is read as said.
 */
function withOurKidRead(text: string): string {
  if (!/\bour kid\b/i.test(text)) return text;
  return text
    .replace(/\b(me|[Ii]) (and|&|n|'n') our kid\b(?!s)/gi, '$1 $2 my brother')
    .replace(/\bour kid(?:'s|\u2019s| is| s)\s+(?=driving\b|the driver\b|the designated driver\b|on (?:the )?(?:lash|pints|ale)\b|(?:\d{2}|twenty|thirty|forty)\b)/gi, 'my brother is ');
}

/**
 * Whom a 'no' was said to, said again: 'didn't say no to gin! I said no to tonic' wishes for the gin and rules out only
 * the tonic ('never said no to rum, I said no to cola').
 */
function withSaidNoToRead(text: string): string {
  if (!/\bsaid?\s+no\s+to\b/i.test(text)) return text;
  return text
    .replace(/\b(?:i\s+)?(?:didn'?t|did not|didnt|never)\s+(?:say|said)\s+no\s+to\s+(?:the\s+)?([a-z]+)\b[\s!.,]*/gi, ' $1 please . ')
    .replace(/\b(?:i\s+)?(?:said|say)\s+no\s+to\s+(?:the\s+)?([a-z]+)\b/gi, ' no $1 ');
}

/**
 * Characters written as a web page or a URL writes them ('no&nbsp;gin', 'no&#32;gin', 'no&amp;nbsp;gin' encoded twice,
 * 'no%20gin'): the characters, so that a 'no' parted from its word by an entity is read as it shows. A named entity the
 * table does not hold stays as typed.
 */
const ENTITY = /&(?:#(\d{1,10})|#[xX]([0-9a-fA-F]{1,8})|([A-Za-z][A-Za-z0-9]{1,7}))(;?)/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = ownWords({
  nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", shy: '', zwj: '', zwnj: '',
  lrm: '', rlm: '', ndash: '-', mdash: '-', hellip: '...', euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', dollar: '$',
  lsquo: "'", rsquo: "'", ldquo: '"', rdquo: '"', laquo: '"', raquo: '"', middot: ' ', bull: ' ', times: 'x', frac12: '\u00bd',
  frac14: '\u00bc', frac34: '\u00be', deg: '\u00b0', comma: ',', period: '.', colon: ':', semi: ';', excl: '!', quest: '?',
  num: '#', percnt: '%', sol: '/', bsol: '\\', lpar: '(', rpar: ')', plus: '+', equals: '=', newline: '\n', tab: ' ',
});
function entityRead(whole: string, decimal: string | undefined, hex: string | undefined, name: string | undefined, semicolon: string): string {
  if (name !== undefined) {
    const read = NAMED_ENTITIES[name.toLowerCase()];
    // (A name without its ';' only where a word could not go on: '&nbsp gin', never 'R&Bs'.)
    return read === undefined || (semicolon === '' && name.length < 4 && name.toLowerCase() !== 'amp') ? whole : read;
  }
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
  // (A code no character has, or a control one: nothing, as an invisible character is.)
  return code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code < 0x20 ? ' ' : String.fromCodePoint(code);
}
/**
 * Spanish cut short as Andalusia and the Caribbean say and type it ("pa' mí", "na' de ron", "pa'l", "to' lo dulce",
 * "mu' fuerte"): the whole word, so 'na'' is the 'nada' of a 'no' and "veinte euros pa' los dos" a share for two. Without
 * its apostrophe only where the word can be nothing else: 'pa' before whom it is for, 'na' before its 'de'.
 */
const ELIDED: Readonly<Record<string, string>> = { pa: 'para', na: 'nada', to: 'todo', mu: 'muy' };
const SPANISH_ELIDED = /(?<![\p{L}'\u2019])(pa|na|to|mu)['\u2019](l\b)?(?=[\s,.!?;:)]|$)/giu;
const ELIDED_UNMARKED = /(?<![\p{L}'\u2019])(?:(pa)(?=\s+(?:m[ií]|ti|los|las|nosotros|nosotras|compartir|llevar|acompa\p{L}+)\b)|(na)(?=\s+de\s))/giu;
function withSpanishElisionsRead(text: string): string {
  if (!/\b(?:pa|na|to|mu)\b/i.test(text)) return text;
  return text
    .replace(SPANISH_ELIDED, (_m: string, word: string, el: string | undefined) => `${ELIDED[word.toLowerCase()]!}${el ? ' el' : ''}`)
    .replace(ELIDED_UNMARKED, (_m: string, pa: string | undefined) => (pa ? 'para' : 'nada'));
}

export function withMarkupRead(text: string): string {
  if (!text.includes('&') && !text.includes('%')) return text;
  let read = text;
  // (Encoded twice at most, 'no&amp;#32;gin': two rounds; a third '&amp;' stays.)
  for (let round = 0; round < 2 && read.includes('&'); round++) read = read.replace(ENTITY, entityRead);
  // A space or a line break escaped for a URL between two words or figures ('no%20gin', 'no%0Agin', '60%20ml%20gin'):
  // the space.
  return read.replace(/(?<=[\p{L}\d])%(?:20|0[aAdD]|09|[aA]0)(?=[\p{L}\d])/gu, ' ');
}

/**
 * An alcohol-free drink refused ('Nicht ohne Alkohol bitte, ich will was Richtiges!', 'pas sans alcool', 'not without
 * booze', 'non analcolico', 'not alcohol-free please'): a wish for alcohol, never the alcohol-free wish its words hold.
 * Only where the 'not' cannot be a 'no' answering something ('No, sin alcohol' typed without its comma is alcohol-free):
 * German 'nicht', French 'pas', Italian 'non' and English 'not'; never inside a 'nothing that is not ...' ('rien qui ne soit
 * pas sans alcool', 'nichts, was nicht ohne Alkohol ist': only alcohol-free), and a bare 'not alcohol-free' only as its
 * clause opens ('nothing that is not alcohol-free' stays as said).
 */
const ALCOHOL_FREE_DENIED = new RegExp(
  [
    String.raw`(?<!\b(?:was|das|der|die|welche[rs]?|that|which|that'?s|thats|is|are|isn'?t|ist|sind)\s+)\b(?:nicht|not)\s+(?:ohne|without)\s+(?:(?:den|the|any)\s+)?(?:alkohol|alcohol|booze|schnaps)\b`,
    String.raw`(?<!\b(?:soit|soient|sont|est|[eé]tait|serait|qui|que)\s+)\bpas\s+(?:de\s+|du\s+)?sans[\s-]+alcool\b`,
    String.raw`(?<!\b(?:che|sia|siano|e|è|sono)\s+)\bnon\s+(?:senza\s+alcol|analcolic[oia])\b`,
    String.raw`(?<=^|[.,;:!?]\s*|\b(?:but|aber|bitte|please|pls)\s+)(?:nicht|not)\s+(?:alkoholfrei\w*|alcohol[- ]?free|non[- ]?alcoholic|virgin|a mocktail|mocktails?)(?=\s*(?:$|[.,;:!?]|please|pls|bitte|tonight|heute|for me|fur mich|f\u00fcr mich)\b|\s*(?:$|[.,;:!?]))`,
  ].join('|'),
  'giu',
);
function withAlcoholFreeDenied(text: string): string {
  return text.replace(ALCOHOL_FREE_DENIED, ' with alcohol ');
}

/**
 * 'Not even a drop' said of the one thing just ruled out ('No whisky, not even a drop', 'sin ron, ni una gota', 'pas de
 * rhum, pas une goutte', 'kein Gin, keinen Tropfen'): that thing at all, never alcohol itself. Said of alcohol, or with
 * no thing before it ('not a drop tonight'), it stays the strictest 'no alcohol' it is.
 */
const A_DROP_OF_IT = new RegExp(
  String.raw`\b((?:no|without|sin|sans|senza|ohne|kein(?:e|en)?|sem|nada de|pas de|niente|zero)\s+)((?:[\p{L}'-]+\s+)?[\p{L}'-]+)(\s*[,.;:!\u2014\u2013-]+\s*|\s+)(?:(?:and|y|et|und|e)\s+)?(?:not (?:even )?a (?:single )?drop|not one drop|ni una (?:sola )?gota|ni una gota|pas une (?:seule )?goutte|pas m[eê]me une goutte|nemmeno una goccia|neanche una goccia|manco una goccia|keinen tropfen|nicht einen tropfen|nem uma (?:[uú]nica )?gota)\b`,
  'giu',
);
const ALCOHOL_ITSELF = /\b(?:alcohol|alcool|alkohol|alcol|[aá]lcool|booze|liquor|drinks?|drinking|alcoholic|alkoholu|for|tonight|today|me|bitte|please)\b/iu;
function withADropOfIt(text: string): string {
  return text.replace(A_DROP_OF_IT, (m: string, no: string, thing: string, gap: string) => (ALCOHOL_ITSELF.test(thing) ? m : `${no}${thing}${gap}at all`));
}

/** A guest's words made plain before any reading (ADR 46): Japanese, Chinese and Korean read, marks of a 'no' ('gin NG'), numbers, others' reasons, words spelt out or split. */
/**
 * A pregnancy said by its week alone, in the six languages ('12. Woche 🤰', 'in der 20. Woche', "I'm 12 weeks", 'estoy de
 * 12 semanas', 'tô com 12 semanas', 'sono alla 12a settimana', 'enceinte de 12 semaines'): pregnant, and its number no
 * age and no price. (Never weeks of something else: '12 weeks sober', '12 weeks into training'.)
 */
const WEEK = String.raw`(?:[4-9]|[1-3]\d|4[0-2])`;
const PREGNANCY_WEEKS = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:i'?m|i am|estoy|estou|t[oô]|sono|je suis|ich bin|bin)\s+(?:de\s+|com\s+|alla\s+|à\s+|a\s+|in der\s+)?${WEEK}(?:a|ª|°|\.|e)?\s*(?:weeks?|wks?|semanas|settimane|settimana|semaines|wochen|woche|ssw)(?:\s+(?:along|in|gone|pregnant|de embarazo|de gravidez|di gravidanza|de grossesse))?` +
    String.raw`|(?:enceinte de|gr[aá]vida de|embarazada de|incinta di)\s+${WEEK}\s*(?:semaines|semanas|settimane)` +
    String.raw`|${WEEK}(?:\.|a|ª)?\s*(?:semanas de (?:embarazo|gravidez|gesta[cç][aã]o)|settimane di gravidanza|semaines de grossesse|schwangerschaftswoche)` +
    String.raw`|(?:in der\s+)?${WEEK}\.\s*woche|ssw\s*${WEEK})(?![\p{L}\d])(?!\s+(?:sober|clean|dry|off|into|of|sin|sem|senza|ohne|sans)\b)`,
  'giu',
);
/**
 * 'I'm off it', 'been off it since June' said of nothing named before it in its sentence: off the drink, as Ireland and
 * Britain say it. After a thing named ('Skip the rum for me, I've been off it since Cancún') it is that thing.
 */
const OFF_IT = /\b(?:i'?m|i am|im|been|i'?ve been|we'?re|we are)\s+(?:\w+\s+)?off it\b/gi;
const THING_NAMED = new RegExp(String.raw`\b(?:${SPIRITS_SAID}|wine|beer|prosecco|cider|campari|aperol|vermouth|cachaca|sugar|dairy|gluten|nuts?|eggs?|lime|lemon|mint|coffee|caffeine|meat|cigarettes?|smokes?|vapes?|cheese)\b`, 'i');
function withOffItRead(text: string): string {
  if (!/off it\b/i.test(text)) return text;
  return text.replace(OFF_IT, (said: string, at: number, whole: string) => (THING_NAMED.test(whole.slice(0, at).split(/[.!?]/).pop() ?? '') ? said : ' off the drink '));
}

function withPregnancyWeeksSaid(text: string): string {
  return /\d/.test(text) ? text.replace(PREGNANCY_WEEKS, ' pregnant ') : text;
}

export function plainGuestText(text: string): string {
  // (A long run of spaces says no more than a wide gap: 'I want a sour' and 460 spaces is read at the cost of its
  // words, not of every position in the run. A gap of three still parts words spelt out letter by letter, 'N O   G I
  // N'; line breaks stay, for a form's fields.)
  return withSpelledOutWords(withOthersReasonsAside(withNumbersAsNumbers(withDottedWordsJoined(withInvisiblesParting(withNoMarksRead(withAfrikaansRead(withEastAsianRead(withArabicRead(withArabiziRead(withScriptsRead(withTurkishRead(withGreeklishRead(withCatalanRead(withRussianRead(withSaidNoToRead(withKinAndDopRead(withHerselfRead(withOurKidRead(withNosSaidPlainly(withTraceWelcomed(withADropOfIt(withAlcoholFreeDenied(withSpanishElisionsRead(withOffItRead(withPregnancyWeeksSaid(withMarkupRead(text))))))))).replace(/[^\S\n]{4,}/g, '   ')))))))))))))))))));
}

/** The words a guest may cut up to slip past a 'no' ('n.o gin', 'N.O. gin', 't.e.q.u.i.l.a', 'no. gin.', 'nogin'): whole. */
// (A word of two letters or more spelt with dots between its letters is that word: 'e.g.' is 'eg', harmless.)
const DOTTED_WORD = /(?<![\p{L}\p{N}.])(?:\p{L}\.){1,19}\p{L}\.?(?![\p{L}\p{N}])/gu;
const GLUED_NO = /\b[Nn][Oo](gin|rum|vodka|tequila|mezcal|whisky|whiskey|bourbon|scotch|brandy|cognac|beer|wine|alcohol|booze|nuts|egg|eggs|dairy|gluten|sugar|caffeine|coffee)\b/g;
function withDottedWordsJoined(text: string): string {
  return text
    .replace(DOTTED_WORD, (word: string) => word.replace(/\./g, ''))
    // ('no. gin. something herbal': a 'no' cut off by a full stop from the one word after it.)
    .replace(/\b([Nn][Oo])\.\s+(\p{L}+)\.(?=\s|$)/gu, '$1 $2,')
    .replace(GLUED_NO, (_w: string, thing: string) => `no ${thing}`)
    // A mark glued between two words with no space on either side ('no.gin', 'without;gin', 'nothing.with.gin'): a space
    // (a full stop there ends no sentence); a comma glued after a 'no' ('no,gin') too: read as the 'no' it may be.
    .replace(/(?<=\p{L}{2})[.;!?](?=\p{L}{2})/gu, ' ')
    .replace(NO_GLUED_BY_A_COMMA, '$1 ');
}
const NO_GLUED_BY_A_COMMA = /(?<![\p{L}'])(no|not|without|nothing|never|sin|sans|ohne|senza|sem|kein|keine|nie|zero)[,:/_](?=\p{L}{2})/giu;

/**
 * An invisible character that parts two words for the eye ('no\u200bgin', "I'm\u200b16"): a space, so that neither
 * the 'no' nor the age is lost by the joining `fold` does for a word split inside ('alco\u200bhol' stays one word).
 * Between a letter and a digit, and after a word that says no.
 */
const INVISIBLE_PARTING = new RegExp(
  String.raw`(?<=\p{L})${INVISIBLE}(?=\p{N})|(?<=\p{N})${INVISIBLE}(?=\p{L})|(?<=(?:^|[^\p{L}])(?:no|not|nothing|without|never|sin|sans|ohne|senza|sem|kein|keine|nie|nada|zero))${INVISIBLE}(?=\p{L})`,
  'giu',
);
function withInvisiblesParting(text: string): string {
  return text.replace(INVISIBLE_PARTING, ' ');
}
