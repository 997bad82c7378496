/**
 * A request in Turkish read into English words (ADR 60), with the tables of lexicon/turkish.ts: phrases, words, stems
 * with a Turkish ending, numbers in words, and the words Turkish says after what they are about ('votka olmasın': no
 * vodka; '500 liranın altında': under 500 lira). A word none of them reads is left as written: one with Turkish letters
 * keeps the request held to the strictest reading (`turkishUnread`).
 */
import { TURKISH_AFTER, TURKISH_NUMBERS, TURKISH_PHRASES, TURKISH_STEMS, TURKISH_WORDS } from './lexicon/turkish';

/** A word as any keyboard types it: Turkish letters as their plain Latin ones ('Şekersiz', 'şekersız' -> 'sekersiz'). */
export function turkishFold(word: string): string {
  return word
    .replace(/\u0130/g, 'i')
    .toLowerCase()
    .replace(/\u0131/g, 'i')
    .replace(/\u015f/g, 's')
    .replace(/\u011f/g, 'g')
    .replace(/\u00e7/g, 'c')
    .replace(/\u00f6/g, 'o')
    .replace(/\u00fc/g, 'u')
    .replace(/[\u00e2\u00e0]/g, 'a')
    .replace(/[\u00ee\u00ec]/g, 'i')
    .replace(/\u00fb/g, 'u');
}

/** Words of Turkish (folded) that no language the reader knows shares: one of them says the request is Turkish. */
const TURKISH_OWN =
  /(?<![\p{L}])(?:lutfen|istiyorum|istemiyorum|istiyoruz|istemiyoruz|olmasin|bisey|birsey|bi sey|bir sey|alkolsuz|alkollu|icki|ickili|ickisiz|icmiyorum|icmem|icemem|misiniz|musunuz|miyim|alabilir\p{L}*|onerir\p{L}*|yapar misin\p{L}*|icin|degil\p{L}*|biraz|tatli|kokteyl\p{L}*|bana|hamile\p{L}*|yasinda\p{L}*|sekerli|sekersiz|kopuklu|votkali|cinli|cinsiz|romlu|viskili|sarap|liranin|altinda|gecmesin|kisilik|arkadaslar\p{L}*|tesekkurler|merhaba|alerji\p{L}*|yumurta\p{L}*|fistik\p{L}*|fistig\p{L}*|badem\p{L}*|votka\p{L}+|colyak\p{L}*|emzir\p{L}*|icmiyor\p{L}*|dogumlu\p{L}*|bira|biralar|liram|liralik|dolar\p{L}*|oluyorum|yok|sadece|olmaz|(?:iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk|elli|altmis|yetmis|seksen|doksan|yuz|bin)\s+(?:yuz|bin|lira\p{L}*|tl))(?![\p{L}])/u;
/** A word with a letter only Turkish writes ('şarap', 'fıstık', 'ağır'). */
const TURKISH_LETTER_WORD = /(?<![\p{L}])\p{L}*[\u0131\u0130\u015f\u015e\u011f\u011e]\p{L}*/gu;

/** A capitalised word after another word in its sentence is a name ('the ferry to Kadıköy', 'Beşiktaş fans'). */
function isName(text: string, at: number, word: string): boolean {
  return /^\p{Lu}/u.test(word) && /[\p{L}\d,]\s*$/u.test(text.slice(Math.max(0, at - 3), at));
}

/** The first word in Turkish letters that is no name, or null: what the reader did not read ('şarap' left as written). */
export function turkishUnread(text: string): RegExpExecArray | null {
  TURKISH_LETTER_WORD.lastIndex = 0;
  for (let m = TURKISH_LETTER_WORD.exec(text); m; m = TURKISH_LETTER_WORD.exec(text)) if (!isName(text, m.index, m[0])) return m;
  return null;
}

function saysTurkish(text: string): boolean {
  const folded = turkishFold(text);
  // (Or an amount in number words written as one before its money: 'ikiyüzelli lira'.)
  return TURKISH_OWN.test(folded) || turkishUnread(text) !== null || [...folded.matchAll(/(\p{L}+)\s+(?:lira|tl)\b/gu)].some((m) => numberWordsApart(m[1]!).length >= 2);
}

/** Endings a stem may take ('votka-lı', 'votka-yla', 'fıstığ-a', 'kokteyl-ler'), folded; any other ending is no Turkish. */
const ENDING = /^(?:|[aeiou]|l[iu]|y?l[ae]|y[aeiu]|[dt][ae]n?|n?[iu]n|[iu]m|l[ae]r(?:[iu]n?|[ia]m?)?|s[iu](?:n[ae]|n[iu])?|n[aeiu]|c[iu]|l[iu]k)$/;
const STEMS_LONGEST = Object.keys(TURKISH_STEMS).sort((a, b) => b.length - a.length);
const CURRENCY = /^(?:lira|tl|try|\u20ba|\$|\u20ac|\u00a3|dollars?|euros?|pounds?|toman|riyal|dirham|rubles?|roubles?)$/;

function wordOf(key: string): string | undefined {
  if (key in TURKISH_WORDS) return TURKISH_WORDS[key];
  // ('cinsiz', 'buzsuz', 'şekersiz': no gin, no ice, no sugar.)
  const without = /^(\p{L}{2,}?)s[iu]z$/u.exec(key);
  if (without) {
    const thing = TURKISH_WORDS[without[1]!] ?? stemOf(without[1]!);
    // (Its own clause: 'votkasız bir kokteyl' is no vodka, then a cocktail; 'şekersiz mojito' no sugar, a mojito.)
    if (thing) return `no ${thing} ,`;
  }
  return stemOf(key);
}
function stemOf(key: string): string | undefined {
  const stem = STEMS_LONGEST.find((s) => key.startsWith(s) && ENDING.test(key.slice(s.length)));
  if (stem !== undefined) return TURKISH_STEMS[stem];
  // (A whole word with an ending: 'gelinle', 'masası', 'dügünde'.)
  for (let at = key.length - 1; at >= 3; at -= 1) if (ENDING.test(key.slice(at)) && key.slice(0, at) in TURKISH_WORDS && TURKISH_WORDS[key.slice(0, at)]!.trim()) return TURKISH_WORDS[key.slice(0, at)];
  return undefined;
}

/** A number said in digits ('1.500', '1,5') or words ('beş yüz', 'bin beş yüz'), from token i: its value and the next token. */
function numberAt(tokens: readonly string[], keys: readonly string[], i: number): { value: number; next: number; words: number } | undefined {
  let total = 0;
  let current = 0;
  let words = 0;
  let j = i;
  if (/^\d+(?:[.,]\d+)*$/.test(tokens[j]!)) {
    const digits = tokens[j]!;
    current = /^\d{1,3}(?:\.\d{3})+$/.test(digits) ? Number(digits.replace(/\./g, '')) : Number(digits.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, ''));
    j += 1;
  }
  for (; j < tokens.length && keys[j]! in TURKISH_NUMBERS; j += 1) {
    const v = TURKISH_NUMBERS[keys[j]!]!;
    if (v >= 1000) {
      total += (current || 1) * v;
      current = 0;
    } else if (v === 100) current = (current || 1) * 100;
    else current += v;
    words += 1;
  }
  return j === i || Number.isNaN(current) ? undefined : { value: total + current, next: j, words };
}

const NUMBER_WORDS_LONGEST = Object.keys(TURKISH_NUMBERS).sort((a, b) => b.length - a.length);
/** Number words written as one ('onyedi', 'ikiyüzelli'): each apart; any other word as it is. */
function numberWordsApart(token: string): string[] {
  const parts: string[] = [];
  let rest = turkishFold(token);
  while (rest) {
    const found = NUMBER_WORDS_LONGEST.find((w) => rest.startsWith(w));
    if (!found) return [token];
    parts.push(found);
    rest = rest.slice(found.length);
  }
  return parts.length >= 2 ? parts : [token];
}

/** The request in English words, token by token; each clause's 'no' and each amount's 'under' put before it. */
function turkishRead(text: string): string {
  const tokens = (text.match(/\d+(?:[.,]\d+)*k?(?![\p{L}\d])|[\p{L}\p{M}\d]+|\n|[^\s\p{L}\p{M}\d]+/giu) ?? []).flatMap(numberWordsApart);
  const keys = tokens.map(turkishFold);
  const out: string[] = [];
  let clause = 0;
  for (let i = 0; i < tokens.length; ) {
    const key = keys[i]!;
    if (!/[\p{L}\d]/u.test(key)) {
      out.push(tokens[i]!);
      i += 1;
      if (/[.,;:!?\n\u2013\u2014-]/.test(key)) clause = out.length;
      continue;
    }
    // ('ama alkolsüz olmasın': but no alcohol-free one; a 'no' after 'but' is about what follows it.)
    if (/^(?:ama|fakat|ancak|yoksa)$/.test(key)) {
      out.push(TURKISH_WORDS[key]!);
      clause = out.length;
      i += 1;
      continue;
    }
    const phrase = [3, 2].find((n) => i + n <= tokens.length && keys.slice(i, i + n).join(' ') in TURKISH_PHRASES);
    if (phrase) {
      out.push(TURKISH_PHRASES[keys.slice(i, i + phrase).join(' ')]!);
      i += phrase;
      continue;
    }
    if (key === 'yasim' && /^\d/.test(keys[i + 1] ?? '')) {
      out.push('i am');
      i += 1;
      continue;
    }
    const number = numberAt(tokens, keys, i);
    if (number && (number.words >= 2 || /^\d/.test(key) || /^(?:lira|tl|kisi|yas|dolar|euro|avro|sterlin|ruble|olu|degil|kucu|olmama)/.test(keys[number.next] ?? ''))) {
      const n = number.value;
      const next = keys[number.next] ?? '';
      const ofAge = Number.isInteger(n) && n >= 10 && n <= 30;
      // ('17 yaşındayım': I am 17; 'oğlum 15 yaşında': my son, 15 years old; '18 yaşında değilim', '18 değilim',
      // '18'den küçüğüm', '18 olmama 1 gün var': under 18; 'yarın 18 oluyorum': tomorrow I turn 18.)
      if (ofAge && /^yas(?:inda|indayim|indayiz|inde|ima)/.test(next)) {
        const not = /^degil/.test(keys[number.next + 1] ?? '');
        out.push(not ? `i am under ${n}` : next === 'yasinda' ? `${n} years old` : /^yasima/.test(next) ? `i am turning ${n}` : `i am ${n} years old`);
        i = number.next + (not ? 2 : 1);
        continue;
      }
      if (ofAge && (/^(?:degil|kucu|olmama)/.test(next))) {
        out.push(`i am under ${n}`);
        i = number.next + 1;
        continue;
      }
      if (ofAge && /^olu(?:yorum|cagim|yor)/.test(next)) {
        out.push(`i am turning ${n}`);
        i = number.next + 1;
        continue;
      }
      out.push(String(n));
      i = number.next;
      continue;
    }
    const after = TURKISH_AFTER[key];
    if (after && out.length > clause) {
      // (An allergy's clause ends at its comma: 'fıstığa alerjim var, tatlı' is allergic to peanuts, then sweet.)
      if (/allergic/.test(after.as) && tokens[i + 1] !== undefined) {
        const comma = tokens.findIndex((t, at) => at > i && /^[,;]/.test(t));
        if (comma > i && comma <= i + 2) tokens[comma] = '.';
      }
      if (after.over === 'clause') out.splice(clause, 0, after.as);
      else if (after.over === 'word') out.splice(out.length - 1, 0, after.as);
      else if (after.over === 'number') {
        const at = out.findLastIndex((o, k) => k >= clause && /^\d+$/.test(o));
        if (at >= 0) out.splice(at, 0, after.as);
      } else {
        const amount = out.map((o, at) => ({ o, at })).filter(({ o, at }) => at >= Math.max(clause, out.length - 3) && /\d/.test(o)).pop();
        if (amount) {
          const sign = /[\u20ba$\u20ac\u00a3]/.test(out[amount.at - 1] ?? '');
          const said = sign || out.slice(amount.at + 1).some((o) => CURRENCY.test(o));
          out.splice(sign ? amount.at - 1 : amount.at, 0, after.as);
          if (!said) out.splice(amount.at + 2, 0, 'lira');
        }
      }
      i += 1;
      continue;
    }
    out.push(wordOf(key) ?? tokens[i]!);
    i += 1;
  }
  return out.join(' ').replace(/ +/g, ' ').replace(/ ([,.;:!?])/g, '$1').trim();
}

/**
 * The request read into English when it is Turkish: one of Turkish's own words, or a word in its letters that is no
 * name. A Turkish ending after a name or a number is dropped first ('Efes'i', '₺400'ü', '300 TL'ye').
 */
export function withTurkishRead(text: string): string {
  if (!saysTurkish(text)) return text;
  // ('8 dolardan pahalı olmasın', 'fazla olmasın': no more than 8 dollars; '300 liram var', '300 TL'm kaldı': I have 300 lira.)
  const prepared = text
    .replace(/(\d[\d.,]*)\s*(?:lira|tl)['\u2019]?m\s+(?:var|kald[\u0131i])(?![\p{L}])/giu, 'i have $1 lira').replace(/(?<![\p{L}])(?:pahal[\u0131i]|fazla)\s+olmas[\u0131i]n(?![\p{L}])/giu, 'geçmesin').replace(/(\d|(?<![\p{L}])\p{Lu}\p{L}*)['\u2019](?=[a-z\u00e7\u011f\u0131\u00f6\u015f\u00fc]*[aeiou\u0131\u00f6\u00fc])[a-z\u00e7\u011f\u0131\u00f6\u015f\u00fc]{1,5}(?![\p{L}])/gu, '$1');
  return turkishRead(prepared);
}
