import { distance } from 'fastest-levenshtein';
import { DRINK_ALIASES } from './lexicon/requests';
import { fold, words } from './text';
import { ownWords } from './lexicon/own';

/**
 * How guests say money, shared by the reader (`builtin/understand.ts`) and the safety layer's doubt rule
 * (`safety.ts`), so that both read a price the same way.
 */

/** Currency symbols before or after an amount ('$10', '10$', '9,50 \u20ac', '\u00a311', '\u00a512'). */
export const CURRENCY_SYMBOLS = '$\u20ac\u00a3\u00a5';
/** A currency said as a word or a symbol ('dollars', 'bucks', 'quid', 'EUR', 'CHF'). */
/** Currency words (folded), one list for every reader: dollars to zloty, crowns, forints, lire and rupees. */
// Slang for money in the six languages is money too ('8 Kröten', '10 Mäuse', 'zehn Tacken', '10 paus', '9 pelas', '12 smackers').
export const CURRENCY_WORDS_SOURCE = String.raw`(?:dollars?|bucks?|usd|cad|aud|nzd|eur|euros?|pounds?|quid|gbp|reais|real|reales|brl|pesos?|pisos?|varos|baros|varitos|pesitos|pavos|pelas|balles|piasses?|piastres?|mause|kroten|kroeten|tacken|ocken|piepen|paus|contos?|pilas?|pratas?|mangos|lucas|luka|smackers|dolares|dolar|dollari|dollaro|francs?|franken|franchi|chf|fr|frs|sfr|sterline|sterlina|yen|yenes|kr|kronor|kroner|krona|krone|sek|nok|dkk|zl|zloty|zlotych|zlote|zlotys|zolty|zlotty|pln|czk|kc|korun|koruny|huf|forint|forints|lira|lire|liras|rupees?|rupias?|roupies?|rupien|inr|rand|zar|rub|rubles?|roubles?|rublos?|lei|jpy|thb|baht|krw|mxn|dirhams?|aed|dhs|riyals?|naira|ngn|nairy|pence|pennies|sar|qar|shekels?|shekalim|nis|ils|hkd|sgd|twd|yuan|rmb|cny|renminbi|ringgit|myr|rupiah|idr|vnd|hryvnias?|hryvnia|uah|isk|php|dong|mop|patacas?|ksh|kes|tsh|tzs|shilingi|ugx|ush|shillings?|birr|etb|lari|gel|rials?|irr|tomans?)`;
export const CURRENCY = new RegExp(`^(?:[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE})$`);
/**
 * Words after a number that make it something other than money: an ABV, an age, a measure, a count of people,
 * drinks or ingredients, a time, a temperature ('under 5%', '30 years', 'no more than 3 ingredients', 'for 4 people', 'at 10 pm',
 * '32 degrees').
 */
/** A tip in the six languages ('a $2 tip', '3 euros de propina'): money on top of the drinks, never their limit. */
export const TIP_WORDS_SOURCE = String.raw`(?:tip|tips|gratuity|service charge|service|propina|pourboire|trinkgeld|mancia|gorjeta)\b`;
/** 'of which is the', 'of that is': what part of the money a word after it names ('$6 of which is the tip'). */
export const OF_IT_IS = String.raw`(?:of (?:which|that|this|it)(?: amount)? (?:is|are|will be|goes (?:to|on)|for) (?:the |a |my |your |our )?)`;
/**
 * People counted after a number in the six languages ('8 girls', '4 Freunde', '6 amigas', '3 colleagues'): a party's
 * size, never money. Plural forms only: 'one person' is no party.
 */
export const PEOPLE_WORDS_SOURCE = String.raw`(?:people|ppl|pax|peeps|folks|persons|guests|friends|mates|pals|buddies|colleagues|coworkers|co workers|bowlers|players|teammates|team mates|members|golfers|skiers|surfers|divers|runners|cyclists|nurses|bridesmaids|groomsmen|cousins|sisters|brothers|pupils|students|kids|children|teens|teenagers|teachers|parents|grandparents|grandkids|girls|gals|girlies|guys|ladies|lads|boys|women|men|adults|personas|personnes|personen|leute|persone|pessoas|gaste|gasten|invitados|invitadas|convidados|convidadas|invites|ospiti|osoby|osob|ludzi|znajomych|mensen|vrienden|amigos|amigas|amis|amies|copains|copines|potes|filles|mecs|freunde|freundinnen|madels|maedels|jungs|kollegen|kolleginnen|amici|amiche|ragazze|ragazzi|colleghi|chicas|chicos|colegas|meninas|meninos|collegues|log|logon|log log|dost|doston)`;
/** After a tip's word: it is included in the money said, so no tip of that size ('12 euros pourboire inclus'). */
const NOT_THE_TIP_INCLUDED = String.raw`(?!\s+(?:included|incl|inclusive|in|inclus|inclue|incluido|incluida|incluso|inclusa|incluído|compreso|compresa|inklusive|inkl|inbegriffen)\b)`;
export const NOT_MONEY_AFTER_SOURCE = String.raw`\s*(?:(?:arcade |game |play |bowling |bar )?(?:tokens?|credits?|points?|chips?|tickets?)\b|(?:(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?)\s*)?${OF_IT_IS}${TIP_WORDS_SOURCE}|%|°|percent\b|degrees?\b|grados?\b|degres?\b|grad\b|gradi\b|graus?\b|abv\b|years?\b|yrs?\b|yo\b|y\/o\b|in (?:a |one |two |three |four |five |six |a few |a couple(?: of)? |\d{1,2} )?(?:days?|weeks?|wks?|months?|mos?)\b|this (?:weekend|week|month)\b|at midnight\b|next (?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|(?:tomorrow|tmrw|tmr)\b|ans?\b|anos\b|jahre\b|anni\b|lat\b|lata\b|let\b|rokov\b|roky\b|ar\b|aar\b|jaar\b|ml\b|mls\b|cc\b|m l\b|millilit(?:er|re)s?\b|cl\b|oz\b|l\b|lit(?:er|re)s?\b|${PEOPLE_WORDS_SOURCE}\b|person\b|of us\b|drinks?\b|glasses\b|ingredients?\b|things\b|items\b|minutes?\b|mins?\b|hours?\b|pm\b|am\b|o clock\b|miles?\b|km\b|kms\b|kilomet(?:er|re)s?\b|laps?\b|metres?\b|meters?\b|wickets?\b|goals?\b|runs\b|tries\b|overs\b|innings\b|sixes\b|boundaries\b|centuries\b|touchdowns?\b|baskets\b|medals?\b|birdies\b|holes\b|strikes\b|wins\b|matches\b|games\b|sets\b|ingredientes\b|ingredienti\b|zutaten\b|rounds?\b|rondas?\b|tournees?\b|runden?\b|giri\b|giro\b|rodadas?\b|(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?)?\s*${TIP_WORDS_SOURCE}${NOT_THE_TIP_INCLUDED})`;
export const NOT_MONEY_AFTER = new RegExp(`^${NOT_MONEY_AFTER_SOURCE}`);

/**
 * Numbers in words as guests write them in the six languages, Dutch and Polish, two to thirty ('diez', 'zwölf', 'dix-sept',
 * 'a tenner'): money before a currency here, and ages (`understand.ts`). Forms of two words are written with a space.
 */
export const NUMBERS_IN_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['two|dos|deux|zwei|due|dois|duas|twee|dwa|dwie', 2], ['three|tres|trois|drei|tre|trzy', 3], ['four|cuatro|quatre|vier|quattro|quatro|cztery', 4],
    ['five|cinco|cinq|funf|fuenf|cinque|fiver|vijf|piec', 5], ['six|seis|sechs|sei|zes|szesc', 6], ['seven|siete|sept|sieben|sette|sete|zeven|siedem', 7],
    ['eight|ocho|huit|acht|otto|oito|osiem', 8], ['nine|nueve|neuf|neun|nove|negen|dziewiec', 9], ['ten|diez|dix|zehn|dieci|dez|tenner|tien|dziesiec', 10],
    ['eleven|once|onze|elf|undici|jedenascie', 11], ['twelve|doce|doze|douze|zwolf|zwoelf|dodici|twaalf|dozen|docena|douzaine|dutzend|dozzina|duzia|dwanascie', 12], ['thirteen|trece|treize|dreizehn|tredici|treze|dertien|trzynascie', 13],
    ['fourteen|catorce|quatorze|vierzehn|quattordici|catorze|veertien|czternascie', 14], ['fifteen|quince|quinze|funfzehn|fuenfzehn|quindici|vijftien|pietnascie', 15],
    ['sixteen|dieciseis|seize|sechzehn|sedici|dezesseis|dezasseis|zestien|szesnascie', 16], ['seventeen|diecisiete|dix sept|siebzehn|diciassette|dezessete|dezassete|zeventien|siedemnascie', 17],
    ['eighteen|dieciocho|dix huit|achtzehn|diciotto|dezoito|achttien|osiemnascie', 18], ['nineteen|diecinueve|dix neuf|neunzehn|diciannove|dezenove|dezanove|negentien|dziewietnascie', 19],
    ['twenty|veinte|vingt|zwanzig|venti|vinte|twintig|dwadziescia', 20], ['twenty one|veintiuno|vingt et un|einundzwanzig|ventuno|vinte e um|eenentwintig|dwadziescia jeden', 21],
    ['thirty|treinta|trente|dreissig|trenta|trinta|dertig|trzydziesci', 30],
    // Round amounts a group says for its money ('we've got a hundred for the first round', 'cincuenta entre todos').
    ['forty|cuarenta|quarante|vierzig|quaranta|quarenta|veertig', 40], ['fifty|cincuenta|cinquante|funfzig|fuenfzig|cinquanta|cinquenta|vijftig', 50],
    ['sixty|sesenta|soixante|sechzig|sessanta|sessenta|zestig', 60], ['eighty|ochenta|quatre vingts|achtzig|ottanta|oitenta|tachtig', 80],
    ['a hundred|one hundred|hundred|cien|cent|hundert|einhundert|cento|cem|honderd', 100],
  ]
    .flatMap(([list, n]) => (list as string).split('|').map((w) => [w, n as number] as const))
    .concat(compoundNumbers(), polishTens(), belgianAndSwissTens()),
);

/** The numbers in words, longest first. */
const WORDS_LONGEST_FIRST = Object.keys(NUMBERS_IN_WORDS).sort((a, b) => b.length - a.length);
/** The numbers in words as one alternation as guests type them, a space or a hyphen in a compound ('forty-eight'); no bill's nickname. */
export const NUMBER_WORDS_SPOKEN = WORDS_LONGEST_FIRST.filter((w) => !/^(?:tenner|fiver)$/.test(w))
  .map((w) => w.replace(/ /g, String.raw`[\s-]+`))
  .join('|');
/** A number in words before another word ('thirty Canadian dollars'). */
const SPELLED_AMOUNT = new RegExp(String.raw`\b(?:${NUMBER_WORDS_SPOKEN})\b(?=\s+\p{L})`, 'gu');
/** A number said in words ('forty-eight', 'cuarenta y ocho') as its value. */
export function numberInWords(said: string): number | undefined {
  return NUMBERS_IN_WORDS[said.replace(/[\s-]+/g, ' ')];
}

/**
 * Twenty-two to ninety-nine as the languages compose them: 'forty eight', 'cuarenta y ocho', 'quarante huit',
 * 'achtundvierzig', 'quarantotto', 'quarenta e oito' (and the round tens from forty: 'fifty', 'cincuenta').
 */
function compoundNumbers(): Array<readonly [string, number]> {
  const tens: Array<[number, Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt', string>]> = [
    [20, { en: 'twenty', es: 'veinte', fr: 'vingt', de: 'zwanzig', it: 'venti', pt: 'vinte' }],
    [30, { en: 'thirty', es: 'treinta', fr: 'trente', de: 'dreissig', it: 'trenta', pt: 'trinta' }],
    [40, { en: 'forty', es: 'cuarenta', fr: 'quarante', de: 'vierzig', it: 'quaranta', pt: 'quarenta' }],
    [50, { en: 'fifty', es: 'cincuenta', fr: 'cinquante', de: 'funfzig', it: 'cinquanta', pt: 'cinquenta' }],
    [60, { en: 'sixty', es: 'sesenta', fr: 'soixante', de: 'sechzig', it: 'sessanta', pt: 'sessenta' }],
    [70, { en: 'seventy', es: 'setenta', fr: 'soixante dix', de: 'siebzig', it: 'settanta', pt: 'setenta' }],
    [80, { en: 'eighty', es: 'ochenta', fr: 'quatre vingt', de: 'achtzig', it: 'ottanta', pt: 'oitenta' }],
    [90, { en: 'ninety', es: 'noventa', fr: 'quatre vingt dix', de: 'neunzig', it: 'novanta', pt: 'noventa' }],
  ];
  const units: Array<[number, Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt', string>]> = [
    [1, { en: 'one', es: 'uno', fr: 'un', de: 'ein', it: 'uno', pt: 'um' }],
    [2, { en: 'two', es: 'dos', fr: 'deux', de: 'zwei', it: 'due', pt: 'dois' }],
    [3, { en: 'three', es: 'tres', fr: 'trois', de: 'drei', it: 'tre', pt: 'tres' }],
    [4, { en: 'four', es: 'cuatro', fr: 'quatre', de: 'vier', it: 'quattro', pt: 'quatro' }],
    [5, { en: 'five', es: 'cinco', fr: 'cinq', de: 'funf', it: 'cinque', pt: 'cinco' }],
    [6, { en: 'six', es: 'seis', fr: 'six', de: 'sechs', it: 'sei', pt: 'seis' }],
    [7, { en: 'seven', es: 'siete', fr: 'sept', de: 'sieben', it: 'sette', pt: 'sete' }],
    [8, { en: 'eight', es: 'ocho', fr: 'huit', de: 'acht', it: 'otto', pt: 'oito' }],
    [9, { en: 'nine', es: 'nueve', fr: 'neuf', de: 'neun', it: 'nove', pt: 'nove' }],
  ];
  const out: Array<readonly [string, number]> = [];
  for (const [t, w] of tens) {
    if (t >= 40) for (const word of Object.values(w)) out.push([word, t]);
    for (const [u, v] of units) {
      if (t === 20 && u === 1) continue;
      const n = t + u;
      const it = /^[ou]/.test(v.it) ? w.it.slice(0, -1) : w.it;
      out.push([`${w.en} ${v.en}`, n], [`${w.es} y ${v.es}`, n], [`${w.fr} ${u === 1 ? 'et un' : v.fr}`, n], [`${v.de}und${w.de}`, n], [`${it}${v.it}`, n], [`${w.pt} e ${v.pt}`, n]);
      if (t === 20) out.push([`veinti${v.es}`, n]);
    }
  }
  return out;
}
/** The tens Belgium and Switzerland say in French ('septante', 'huitante', 'octante', 'nonante') and their compounds ('septante-cinq', 'nonante et un'). */
function belgianAndSwissTens(): Array<readonly [string, number]> {
  const tens: Array<[string, number]> = [['septante', 70], ['huitante', 80], ['octante', 80], ['nonante', 90]];
  const units: Array<[string, number]> = [['et un', 1], ['deux', 2], ['trois', 3], ['quatre', 4], ['cinq', 5], ['six', 6], ['sept', 7], ['huit', 8], ['neuf', 9]];
  return tens.flatMap(([t, n]) => [[t, n] as const, ...units.map(([u, v]) => [`${t} ${u}`, n + v] as const)]);
}
/** Polish tens from forty and their compounds ('czterdzieści złotych', 'dwadzieścia pięć złotych'), folded. */
function polishTens(): Array<readonly [string, number]> {
  const tens: Array<[string, number]> = [['dwadziescia', 20], ['trzydziesci', 30], ['czterdziesci', 40], ['piecdziesiat', 50], ['szescdziesiat', 60], ['siedemdziesiat', 70], ['osiemdziesiat', 80], ['dziewiecdziesiat', 90]];
  const units: Array<[string, number]> = [['jeden', 1], ['dwa', 2], ['trzy', 3], ['cztery', 4], ['piec', 5], ['szesc', 6], ['siedem', 7], ['osiem', 8], ['dziewiec', 9]];
  return tens.flatMap(([t, n]) => [...(n >= 40 ? [[t, n] as const] : []), ...units.filter(([, u]) => !(n === 20 && u === 1)).map(([u, v]) => [`${t} ${u}`, n + v] as const)]);
}

/** Words of a price limit and of money as they are typed: one slip in a word of up to six letters, two in a longer one. */
const CAP_WORDS = ['max', 'maximum', 'less', 'than', 'under', 'below', 'above', 'over', 'more', 'dollars', 'euros', 'pounds', 'budget', 'most'];
/** Words of the other languages one slip from a cap word ('no más de 10', 'les 10 euros'). */
const OTHER_LANGUAGES = new Set(['mas', 'mes', 'mis', 'les', 'lese', 'unde', 'mais', 'meno', 'more', 'most', 'moins', 'mere', 'mera', 'meri', 'bas', 'tak']);
const NEAR_NUMBER = /[$\u20ac\u00a3\u00a5]?\d/;

/** Two neighbouring letters typed the other way round ('mroe', 'udner'). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((ch, i) => ch !== b[i]);
  return at >= 0 && at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** 'maxium 10', 'no mor than 8', 'les than 9', '10 dolars max': a misspelt cap or currency word next to a number is read as it was meant. */
function capWordsAsSpelt(text: string): string {
  const tokens = text.split(/(\s+)/);
  const near = (i: number) => [i - 2, i + 2, i - 4, i + 4].some((j) => j >= 0 && j < tokens.length && NEAR_NUMBER.test(tokens[j]!));
  return tokens
    .map((t, i) => {
      if (!/^[a-z]{3,}$/.test(t) || CAP_WORDS.includes(t) || OTHER_LANGUAGES.has(t) || !near(i)) return t;
      const fixed = CAP_WORDS.find((w) => w[0] === t[0] && Math.abs(w.length - t.length) <= 2 && (distance(w, t) <= (w.length > 6 ? 2 : 1) || swapped(w, t)));
      return fixed ?? t;
    })
    .join('');
}

/** An amount of money comes next: digits, a currency symbol, or a number said in words ('over twelve', 'a tenner'). */
const AMOUNT_AHEAD = String.raw`(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?(?:\d|(?:a\s+)?(?:five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|forty|fifty|tenner|fiver)\b))`;
/**
 * A ceiling turned by a 'no' a few words before it is a cap, whatever the words between ('not a penny over 12',
 * "can't go higher than 11", "doesn't go over 12", 'nothing that costs more than 10', "won't exceed 9"): the ceiling
 * becomes 'no more than'. The 'no' goes with it when only filler stands between; after a word of its own it stays
 * ('not a fan of gin over 12' keeps 'not a fan of gin').
 */
const NEGATED_CEILING = new RegExp(
  String.raw`\b(not|no|nothing|nothin|nuthin|none|never|without|[a-z]+n't|(?:do|does|did|is|are|ca|wo|should|would|must|could|need)nt|n t)((?:\s+(?!(?:not|no|nothing|never)\b)[a-z]+){0,4}?)\s+(?:(?:go|goes|going|cost|costs|costing|be|is|come|comes|coming) )?(?:over|above|beyond|past|more than|higher than|more expensive than|pricier than|dearer than|exceed|exceeds|exceeding)\b${AMOUNT_AHEAD}`,
  'g',
);
/** Words between a 'no' and its ceiling that say nothing of their own ('not a single penny over', 'nothing that costs'). */
const CEILING_FILLER = new Set('a an the single penny cent cents dime dollar euro pound buck that which costs cost anything something want wanting go going it one drink drinks should would will be is s really too much please pls i we to spend pay paying spending priced thing any of them ever even want to like'.split(' '));
const negatedCeiling = (_w: string, negation: string, between: string) =>
  between.trim().split(/\s+/).every((w) => !w || CEILING_FILLER.has(w)) ? `${between} no more than ` : `${negation}${between} no more than `;
/**
 * The same turned ceilings in the other languages, and Hinglish caps said after the amount ('que no pase de 10', 'qui
 * ne depasse pas 12', 'nicht teurer als 10', 'che non superi i 10', 'que nao passe de 10'; '10 se kam' is under 10,
 * '8 se zyada nahi' at most 8, '12 tak' up to 12, '15 ke andar' within 15).
 */
function otherLanguageCeilings(text: string): string {
  return text
    .replace(new RegExp(String.raw`\b(?:no|nao|sin|sem)\b(?:\s+[a-z]+){0,3}?\s+(?:mas de|mas que|mais de|mais que|pase de|pasa de|pasar de|passe de|passa de|passar de|supere|superar|exceda|exceder|sobrepase|ultrapasse)(?:\s+(?:los|las|el|la|os|as|o))?${AMOUNT_AHEAD}`, 'g'), ' no more than ')
    .replace(new RegExp(String.raw`\b(?:ne |n )?(?:depasse|depassant|depassent)(?: pas)?(?:\s+(?:les|le|la))?${AMOUNT_AHEAD}|\bpas (?:au[ -]dessus|plus cher) (?:de|que)${AMOUNT_AHEAD}`, 'g'), ' no more than ')
    .replace(new RegExp(String.raw`\bnicht (?:teurer|mehr) (?:als|wie)${AMOUNT_AHEAD}|\bnon (?:superi|supera|superare|oltre|sopra|piu caro di)(?:\s+(?:i|il|le|la))?${AMOUNT_AHEAD}`, 'g'), ' no more than ')
    // (Punjabi says it with 'ton': '8 dollar ton ghatt', '12 ton kam'.)
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?(?:se|ton|toh|tou)\s+(?:kam|kum|neeche|niche|nichay|ghatt|ghat|ghaat|thalle)\b/g, ' under $1 ')
    // 'en bas de 15 balles' (Quebec French), 'ta7t el 15$' (Lebanese Arabic in Latin letters), Vietnamese 'dưới 10 đô'
    // (under) and 'tối đa' (at most); 'đô' and 'đô la' after such an amount are dollars.
    .replace(new RegExp(String.raw`\b(?:en bas de|ta7e?t(?: el| al| l)?|a2all? (?:men|min)|duoi)(?=${AMOUNT_AHEAD})`, 'g'), ' under ')
    .replace(new RegExp(String.raw`\btoi da(?=${AMOUNT_AHEAD})`, 'g'), ' max ')
    .replace(/\b(under|max)\s+(\d+(?:[.,]\d{1,2})?)\s+do(?: la)?\b/g, ' $1 $2 dollars ')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?se\s+(?:zyada|jyada|zyaada|jada|zada|jyaada|upar|adhik)\s+(?:nahi|nahin|nai|na|mat)\b/g, ' max $1 ')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?(?:tak|ke andar|ke bhitar|ke under)\b/g, ' max $1 ')
    // ('bas 900 ka note hai': all there is is a note of 900.)
    .replace(/\b(\d{2,6})\s+(?:(?:rs|rupees?)\s+)?(?:ka|ki|ke)\s+(?:note|nota)\b/g, ' max $1 ');
}

/**
 * Amounts as they are typed where a price has no cents ('12.-', '9,-', '12.--', '9,–'): money, whatever follows;
 * 'single digits' or 'single figures' for a price is under 10.
 */
const CENT_WORDS: Record<string, string> = ownWords({ ten: '10', fifteen: '15', twenty: '20', 'twenty five': '25', thirty: '30', forty: '40', 'forty five': '45', fifty: '50', sixty: '60', seventy: '70', 'seventy five': '75', eighty: '80', ninety: '90' });
const UNIT_WORDS: Record<string, string> = ownWords({ five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15' });
/** Bills by their nicknames ('a tenner', 'a fiver', 'einen Zehner'; a president's bill only with 'a': 'a Hamilton', 'a Jackson'): that much money. */
const MONEY_NICKNAMES: Record<string, string> = ownWords({ tenner: '10', fiver: '5', hamilton: '10', jackson: '20', lincoln: '5', zehner: '10', zwanziger: '20', funfer: '5', fuenfer: '5', funfziger: '50', tientje: '10', vijfje: '5', twintigje: '20' });
const MONEY_NICKNAME = /\b(?:(?:a|one|an|un|una|ein|einen|nur einen|een|n|maar een)\s+)?(tenner|fiver|zehner|zwanziger|funfer|fuenfer|funfziger|tientje|vijfje|twintigje)\b|\b(?:a|one)\s+(hamilton|jackson|lincoln)\b/g;
/** A number in words with a currency word after it, in the six languages and Dutch ('dieci euro', 'zehn Euro', 'diez pavos'). */
const NUMBER_WORD_MONEY = new RegExp(String.raw`\b(${NUMBER_WORDS_SPOKEN})\s+(?=${CURRENCY_WORDS_SOURCE}\b)`, 'g');
/** An amount in words before 'for' or 'between' and a count ('forty eight for four', 'fifty between five'). */
const NUMBER_WORD_FOR = new RegExp(String.raw`\b(${NUMBER_WORDS_SPOKEN})\s+(?=(?:for|between)\s+(?:the\s+|us\s+|all\s+)?(?:\d|two|three|four|five|six|seven|eight|nine|ten)\b)`, 'g');
/** Amounts said in words, before a currency or before whom they are for, as digits ('quince euros para dos'). */
function amountWordsAsDigits(text: string): string {
  const asDigits = (_w: string, n: string) => `${numberInWords(n)} `;
  return text.replace(NUMBER_WORD_MONEY, asDigits).replace(NUMBER_WORD_FOR, asDigits);
}

/** Australian notes by their nicknames after what has them ('got a lobster') or before whom they are for ('a pineapple for the five of us'); never in a drink. */
const NOT_IN_A_DRINK = String.raw`(?!\s+(?:juice|drink|drinks|cocktail|cocktails|flavou?r|flavoured|slice|slices|wedge|chunks?|colada|syrup|mocktail|something|tail|roll))`;
const AUSTRALIAN_NOTES_HELD = new RegExp(String.raw`\b(got|have|has|had|with|only|just|spend|spending|budget of|budget is|left)\s+(a|an|one|two|three|four|five|\d)\s+(lobsters?|pineapples?)\b${NOT_IN_A_DRINK}`, 'g');
const AUSTRALIAN_NOTE_FOR = /\b(a|one|two|three|\d)\s+(lobsters?|pineapples?)\s+(?=(?:for|between|each)\b)/g;
const AUSTRALIAN_NOTE_SAID = new RegExp(`${AUSTRALIAN_NOTES_HELD.source}|${AUSTRALIAN_NOTE_FOR.source}`);
/** Whether a text names Australian notes by their nicknames ('got a lobster'): the lobster is money, no shellfish. */
export function namesAustralianNotes(folded: string): boolean {
  return AUSTRALIAN_NOTE_SAID.test(folded);
}
/**
 * Australia's notes by their colour's names ('got a lobster', 'a pineapple for the five of us', 'two lobsters'):
 * twenty and fifty Australian dollars; never the fruit or the shellfish in a drink ('a pineapple cocktail').
 */
function withAustralianNotes(text: string): string {
  const value = (count: string, note: string) => countSaid(count) * (/^lobster/.test(note) ? 20 : 50);
  return text
    .replace(AUSTRALIAN_NOTES_HELD, (_w: string, lead: string, count: string, note: string) => `${lead} ${value(count, note)} aud `)
    .replace(AUSTRALIAN_NOTE_FOR, (_w: string, count: string, note: string) => `${value(count, note)} aud `);
}
/** How many a word or digits before a coin or a note say ('a', 'two', '3'). */
function countSaid(count: string): number {
  return Number(PARTY_WORDS[count] ?? (/^(?:a|an|one)$/.test(count) ? 1 : count));
}

/** One or more Canadian coins said with how many ('2 toonies', 'a loonie'), and a run of them joined by 'and'. */
const COIN_SOURCE = String.raw`\b(\d|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(toonies|toonie|twoonies|twoonie|loonies|loonie)\b`;
const COIN = new RegExp(COIN_SOURCE, 'g');
const COINS_SAID = new RegExp(String.raw`${COIN_SOURCE}(?:\s*(?:,|and|&|\+|plus)\s*${COIN_SOURCE})*`, 'g');

function amountsAsTyped(text: string): string {
  return withAustralianNotes(amountWordsAsDigits(text))
    // Canadian coins ('two toonies and a loonie', '5 toonies', 'a toonie and 3 loonies'): what they add up to.
    .replace(COINS_SAID, (run: string) => ` $${[...run.matchAll(COIN)].reduce((sum, m) => sum + countSaid(m[1]!) * (/^l/.test(m[2]!) ? 1 : 2), 0)} `)
    // A bill by its value with 'a' before it ('I've got a twenty', 'a score for the two of us'): that much money.
    .replace(/\b(?:a|one)\s+(?:twenty|score)\b(?!\s*(?:-|something|somethings|years?|yrs?|minutes?|mins?|percent|%|of|people|guests|drinks|cocktails|more|odd|ish)\b)(?!-)/g, ' $20 ')
    // 'two tenners', '3 fivers': that many bills.
    .replace(/\b(2|3|4|5|two|three|four|five)\s+(tenners|fivers)\b/g, (_w: string, n: string, bill: string) => ` $${Number(PARTY_WORDS[n] ?? n) * (bill === 'tenners' ? 10 : 5)} `)
    .replace(MONEY_NICKNAME, (_w: string, a?: string, b?: string) => ` $${MONEY_NICKNAMES[(a ?? b)!]} `)
    // 'R$ 14', 'US$12', 'A$ 15', 'C$', 'NZ$', 'HK$', 'S$', 'MX$': a country's dollar (or real) is the symbol's amount.
    .replace(/(?<![a-z])(?:r|us|u\.s\.|a|au|c|ca|nz|hk|s|sg|mx|mex)\s?\$/g, ' $')
    // 'nothing 13 or over', 'nothing at 12 or more', 'no drink 12 and up': the amount itself is over the line.
    .replace(/\b(?:nothing|no drinks?|none|not anything)\s+(?:at\s+|for\s+|costing\s+)?([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid)?\s*(?:or|and|&)\s*(?:over|above|more|up|higher|upwards)\b/g, ' under $1 ')
    // 'nine fifty', '9 50 max', '9 and a half': an amount with its cents.
    .replace(/\b(five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\s+(ten|fifteen|twenty five|twenty|thirty|forty five|forty|fifty|sixty|seventy five|seventy|eighty|ninety)\b(?!\s*(?:%|years?|people|of us|minutes?|ml|cl))/g, (_w: string, units: string, cents: string) => ` ${UNIT_WORDS[units]}.${CENT_WORDS[cents]} `)
    .replace(/\b(\d{1,2})\s+(\d{2})(?=\s*(?:max|maximum|tops|at most|or less|dollars?|bucks|euros?|quid|pounds?)\b)/g, ' $1.$2 ')
    .replace(/\b(\d{1,2}) and a half\b/g, ' $1.5 ')
    // '9/drink', '9 p.p.', '9pp', '9/head': an amount each drink may cost.
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:\/\s*(?:drink|person|head|glass|cocktail|pp|pax)\b|p\.?\s?p\.?(?![a-z]))/g, ' $1 max ')
    // '9e max', 'moins de 9e': the French shorthand for euros, next to a limit.
    .replace(/\b(\d+(?:[.,]\d{1,2})?)e(?=\s*(?:max|maximum|maxi|tops|au max|au maximum|ou moins|or less)\b)|(?<=\b(?:max|maximum|moins de|pas plus de|jusqu a|jusqu'a|under|budget)\s*)(\d+(?:[.,]\d{1,2})?)e\b/g, (_w: string, a?: string, b?: string) => ` ${a ?? b} eur `)
    // 'I can do 9', 'we can manage 30': what the guest can spend.
    .replace(/\b(?:i|we)(?: can| could)(?: only)? (?:do|manage|stretch to|go to|afford|spare)(?: about| around| roughly| maybe| like)?\s+(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ')
    // '15 al máximo', 'tope 15', '15 de tope', 'no máximo 12' (the accents folded): the most a drink may cost.
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3\u00a5]|euros?|pesos?|dolares|reais|pavos)?\s*(?:al maximo|como maximo|de tope|tope|no maximo|maximo)\b/g, ' max $1 ')
    .replace(/\b(?:tope|de tope|limite de|limite)\s+(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ')
    // "I'd stretch to 10", 'we will go to 12', '10, no further', '12 and no more': the most the guest will pay.
    .replace(/\b(?:i|we)(?:'d| d| would|'ll| ll| will| might)?(?: only)? (?:stretch|go|run) (?:to|up to)\s+(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid)?\s*(?:,\s*)?(?:and )?(?:no further|not a penny more|no more|not more|and that s it|that s it|tops)\b/g, ' $1 max ')
    .replace(/\b(\d+)\s*[.,]\s*-{1,2}(?![\d-])/g, ' $1 eur ')
    .replace(/\bsingle[ -]?(?:digits?|figures?)\b/g, ' under 10 ')
    // A thousands separator ('€1,000 for 100 people', '1.000 € für 80 Gäste'): one number.
    .replace(/(?<![\d.,])(\d{1,3}),(\d{3})(?![\d,])/g, '$1$2')
    .replace(/(?<![\d.,])(\d{1,3})\.(\d{3})(?=\s*(?:[$\u20ac\u00a3\u00a5]|euros?|eur|dollars?|reais)\b|\s*[$\u20ac\u00a3\u00a5])|(?<=[$\u20ac\u00a3\u00a5]\s?)(\d{1,3})\.(\d{3})(?![\d.,])/g, (_w: string, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}${b ?? d}`)
    // 'X o menos', 'X ou moins', 'X oder weniger', 'X o meno', 'X ou menos': X or less.
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3\u00a5]|euros?|dolares|reais|pavos)?\s*(?:o menos|ou moins|oder weniger|o meno|ou menos)\b/g, ' $1 max ')
    // 'nada que pase de 12', 'nada que passe de 12', 'rien qui dépasse 12', 'niente che superi 12': nothing over.
    .replace(/\b(?:nada|nothing|rien|niente|nichts)\s+(?:que|qui|che|was)\s+(?:pase|pasen|passe|passem|supere|superi|depasse|cueste mas|custe mais|coute plus|costi piu|mehr kostet)\s+(?:de|a|di|als)?\s*(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' no more than ')
    // '1000 cents': ten of the menu's money.
    .replace(/\b(\d{3,5})\s*(?:cents|centavos|centimos|centimes|centesimi|cent)\b/g, (_w: string, n: string) => ` $${Number(n) / 100} `)
    // A letter o typed for a zero beside money ('under 1O dollars', '2o bucks').
    .replace(/\b(\d+)(o+)(?=\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?|max|tops)\b)/g, (_w: string, n: string, o: string) => `${n}${'0'.repeat(o.length)}`)
    // 'tops 11', 'tops: 11': the most a drink may cost.
    .replace(/\btops\s*:?\s*(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ');
}

/** An amount in thousands said short ('150k', '150rb', '150 ribu', '20 thousand', '15 mil pesos', '20 mila lire') after or before a money's word or sign. */
const THOUSANDS_OF_MONEY = new RegExp(
  String.raw`(\b(?:rp|${CURRENCY_WORDS_SOURCE.slice(3, -1)})\.?\s*|[$\u20ac\u00a3\u00a5\u20b9\u20a9\u20ab\u0e3f\u20ba\u20a6\u20b1\u20aa\u20b4\u20bd])(\d{1,3}(?:[.,]\d)?)(?:k|rb|\s*(?:rb|ribu|thousand|mil|mille|mila))\b|\b(\d{1,3}(?:[.,]\d)?)(?:k|rb|\s*(?:rb|ribu|thousand|mil|mille|mila))(\s*(?:[\u20b9\u20a9\u20ab\u0e3f\u20ba\u20a6\u20b1\u20aa\u20b4\u20bd]|(?:rp|won|dong|${CURRENCY_WORDS_SOURCE.slice(3, -1)})\b))`,
  'g',
);
const THOUSANDS_PARTED = new RegExp(
  String.raw`\b\d{1,3}(?:[. \u00a0]\d{3})+\b(?=\s*(?:${CURRENCY_WORDS_SOURCE.slice(3, -1)}|nairy|\u20a6|\u20b9|\u20b1|\u20a9|\u00a5)(?![\p{L}]))|(?<=[\u20a6\u20b9\u20b1\u20a9\u00a5]\s?)\d{1,3}(?:[. \u00a0]\d{3})+\b`,
  'gu',
);
/** Thousands said short beside the money's word or sign, '150k rupiah', 'Rp 150rb', '20 thousand won', as the whole number ('10k' with no money beside it is a run). */
/** Hundreds and thousands said in words ('fifteen hundred yen', 'two thousand won', '3 thousand'): the whole number. */
const HUNDREDS_SAID = new RegExp(
  String.raw`(?<![\d.,])\b(\d{1,3}(?:[.,]\d{1,2})?|${Object.entries(NUMBERS_IN_WORDS)
    .filter(([w, n]) => n >= 1 && n <= 99 && /^[a-z ]+$/.test(w) && !/hundred|cent|tenner|fiver|dozen|docena|douzaine|dutzend|dozzina|duzia/.test(w))
    .map(([w]) => w)
    .sort((a, b) => b.length - a.length)
    .join('|')})[\s-]+(hundred|thousand)\b`,
  'g',
);
export function hundredsInFull(folded: string): string {
  return folded.replace(HUNDREDS_SAID, (_w: string, n: string, size: string) => String(Math.round((NUMBERS_IN_WORDS[n] ?? Number(n.replace(',', '.'))) * (size === 'hundred' ? 100 : 1000))));
}
/**
 * Thousands said short with no money beside them, after the words of a limit ('under 150k', 'a cocktail for 100k',
 * 'budget 120k'): no bar prices a drink in thousands of dollars, euros or pounds, so the money is one counted in
 * thousands: rupiah where the request speaks of Indonesia or in Indonesian, rupees where it speaks of India or in
 * Hindi, dong where it speaks of Vietnam, and otherwise dong, the one worth least, the cautious reading (ADR 59).
 */
const BARE_THOUSANDS = new RegExp(String.raw`\b(under|below|less than|max|maximum|budget|for|have|got|only|spend|up to|upto|limit|than|duoi|khong qua|toi da|wait|actually|make it|rather)\s+(\d{1,3}(?:[.,]\d)?)k\b(?!\s*(?:run|race|steps?|m\b|km|metres|meters|ft|feet|followers|views|miles|[$\u20ac\u00a3\u00a5\u20b9\u20a9\u20ab\u0e3f\u20ba\u20a6\u20b1\u20aa\u20b4\u20bd]|(?:rp|won|dong|${CURRENCY_WORDS_SOURCE.slice(3, -1)})\b))`, 'g');
const INDONESIA_SAID = /\b(?:bali|balinese|indonesia|indonesian|jakarta|seminyak|kuta|ubud|canggu|uluwatu|sanur|lombok|gili|yogyakarta|jogja|bandung|surabaya|rupiah|rp|ribu|aja|dong|nih|yg|saya|gw|gue|banget)\b/;
/** India said: its places, its money, or Hindi and Hinglish words ('bhai', 'kuch', 'chahiye'): thousands are rupees. */
const INDIA_SAID = /\b(?:india|indian|mumbai|bombay|delhi|goa|goan|bangalore|bengaluru|chennai|kolkata|hyderabad|pune|anjuna|baga|calangute|rupees?|rs|inr|bhai|yaar|kuch|chahiye|chalega|nahi|nahin|thoda|ekdum|accha|acha|wala|wali|daaru|daru|aur|bas)\b|[\u0900-\u097f\u0b80-\u0bff]/;
const VIETNAM_SAID = /\b(?:vietnam|vietnamese|hanoi|saigon|ho chi minh|da nang|danang|hoi an|nha trang|hue|phu quoc|vnd)\b/;
function bareThousands(folded: string): string {
  if (!/\dk\b/.test(folded)) return folded;
  const money = INDONESIA_SAID.test(folded) && !VIETNAM_SAID.test(folded) ? 'rupiah' : INDIA_SAID.test(folded) && !VIETNAM_SAID.test(folded) ? 'rupees' : 'vnd';
  return folded.replace(BARE_THOUSANDS, (_w: string, limit: string, n: string) => `${limit} ${Math.round(Number(n.replace(',', '.')) * 1000)} ${money}`);
}
/**
 * Millions of a money said in words ('1 million tomans', 'one million tomans', '2 million dong', '1,5 millones de
 * pesos', 'half a million rupiah'): the whole amount in digits. Only beside a money's name: 'a million thanks' is none.
 * ('Mil' is a thousand in Spanish and Portuguese, read elsewhere.)
 */
const MILLIONS_OF_MONEY = new RegExp(
  String.raw`\b(half a|a|one|un|una|uno|ein|eine|\d{1,3}(?:[.,]\d{1,3})?|${Object.keys(NUMBERS_IN_WORDS)
    .filter((w) => /^[a-z ]+$/.test(w) && NUMBERS_IN_WORDS[w]! >= 2 && NUMBERS_IN_WORDS[w]! <= 99)
    .sort((a, b) => b.length - a.length)
    .join('|')})\s*(?:millions?|millon|millones|milhao|milhoes|millionen|milione|milioni|miljoen|miljoenen|milion|miliony|milionow|millio|mn|mio)\s+(?:(?:of|de|di)\s+)?(?=${CURRENCY_WORDS_SOURCE}\b)`,
  'g',
);
function millionsInFull(folded: string): string {
  if (!/mil|mn|mio/.test(folded)) return folded;
  return folded.replace(MILLIONS_OF_MONEY, (_w: string, n: string) => {
    const count = n === 'half a' ? 0.5 : /^(?:a|one|un|una|uno|ein|eine)$/.test(n) ? 1 : /^\d/.test(n) ? Number(n.replace(',', '.')) : NUMBERS_IN_WORDS[n]!;
    return `${Math.round(count * 1_000_000)} `;
  });
}
function thousandsInFull(folded: string): string {
  return (
    hundredsInFull(bareThousands(millionsInFull(pesoSignThousands(folded))))
      // Thousands parted by a dot or a space beside a money's word or sign ('15.000 naira', '15 000 naira', '₦50.000'):
      // the whole number.
      .replace(THOUSANDS_PARTED, (whole: string) => whole.replace(/(\d)[. \u00a0](?=\d{3}\b)/g, '$1'))
      .replace(THOUSANDS_OF_MONEY, (_w: string, before = '', a?: string, b?: string, after = '') => `${before}${Math.round(Number((a ?? b)!.replace(',', '.')) * 1000)}${after}`)
      // ('20rb', '150 ribu': thousands of rupiah, whatever follows; 'Rp 150.000', 'IDR 90000', '90.000 IDR': rupiah, its
      // dots thousands.)
      .replace(/\b(\d{1,3}(?:[.,]\d)?)(?:rb|\s+(?:rb|ribu))\b(?!\s*(?:rupiah|idr)\b)/g, (_w: string, n: string) => `${Math.round(Number(n.replace(',', '.')) * 1000)} rupiah`)
      .replace(/\b(?:rp|idr)\.?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?!\s*(?:rupiah|idr)\b)/g, (_w: string, n: string) => `${n.replace(/\./g, '')} rupiah`)
      .replace(/\b(\d{1,3}(?:\.\d{3})+)\s*idr\b/g, (_w: string, n: string) => `${n.replace(/\./g, '')} rupiah`)
  );
}
/** Money signs beyond $, \u20ac, \u00a3 and \u00a5, as the word the reader knows for them, and an amount beside one. */
const SIGN_WORDS: Record<string, string> = ownWords({ '\u20b9': 'inr', '\u20aa': 'ils', '\u20b1': 'php', '\u20a9': 'krw', '\u20ab': 'vnd', '\u20b4': 'uah', '\u20ba': 'lira', '\u20bd': 'rub', '\u0e3f': 'baht', '\u20a6': 'naira', '\u5186': 'yen', '\u5143': 'yuan', '\u5757': 'yuan' });
const OTHER_SIGN = `[${Object.keys(SIGN_WORDS).join('')}]`;
/** The money signs written in a script of their own ('1500円', '50元'): money beside an amount, not words to read. */
const SIGNS_IN_A_SCRIPT = Object.keys(SIGN_WORDS).filter((sign) => /\p{Script=Han}/u.test(sign)).join('');
// (And the dirham's name in Arabic script, 'درهم': money, no word the reader must read.)
export const AMOUNT_WITH_SIGN_IN_A_SCRIPT = new RegExp(String.raw`(\p{Nd})\s*(?:[${SIGNS_IN_A_SCRIPT}]|درهم|دراهم)|(?:[${SIGNS_IN_A_SCRIPT}]|درهم|دراهم)\s*(?=\p{Nd})`, 'gu');
// (Never with a mark after the amount: '₦17000, something strong' is 17000.)
const AMOUNT_BY_OTHER_SIGN = new RegExp(String.raw`(${OTHER_SIGN})\s*(\d(?:[\d.,]*\d)?)|(\d(?:[\d.,]*\d)?)\s*(${OTHER_SIGN})`, 'g');
/**
 * Ranges and spending verbs said as limits: 'between 8 and 12' and '10 to 12' are at most the higher amount,
 * 'won't pay more than 12' is 'no more than 12'. Applied to folded text before the price is read.
 */
/**
 * Money said with its nation where the nation says which money it is ('10 British pounds', '12 Swiss francs', '1500
 * Kenyan shillings', '1200 Ethiopian birr'), or only that it is one the bar keeps no rate for ('1500 Tanzanian
 * shillings', '300 Ghanaian cedis'): the money's own word beside its amount. (Never Egypt's or Lebanon's pounds.)
 */
function moneyOfANationNamed(folded: string): string {
  return folded
    // Dollars whose nation or money is said after them ('15 bucks, aussie dollars', '$20 - canadian', '15 dollars
    // (australian)', '15 bucks in canadian', '200 bucks (rand!)', '50 bucks, rupees'): that nation's dollars, that money.
    .replace(/(?:\$\s?(\d{1,6}(?:[.,]\d{1,2})?)|\b(\d{1,6}(?:[.,]\d{1,2})?)\s?(?:bucks|dollars?|\$))\s?(?:[,(\u2013\u2014-]\s?|in\s)(?:in\s)?(?:(aussie|australian|canadian|kiwi|new zealand|nz|singapore|singaporean|hong kong|hk)(?!\s?club)(?:\s(?:dollars?|bucks))?|(rand|rupees|pesos|euros|pounds|reais|naira|shillings|yen|won|zloty|ringgit|baht)!?)\)?(?![\p{L}])/gu, (_m: string, signed?: string, said?: string, nation?: string, money?: string) => `${signed ?? said} ${nation ? `${nation} dollars` : money}`)
    // Singapore's dollars said short ('$15 sing', '15 sing dollars'): Singapore dollars.
    .replace(/\$\s?(\d{1,6}(?:[.,]\d{1,2})?)\s?sing\b|\b(\d{1,6}(?:[.,]\d{1,2})?)\s?sing\s?(?:dollars?|bucks?)\b/g, (_m: string, signed?: string, said?: string) => `${signed ?? said} singapore dollars`)
    .replace(/\b(?:british|english|scottish|welsh|uk|u\.k\.|great british)\s+(?=(?:pounds?|quid)\b)|\bswiss\s+(?=(?:francs?|franken)\b)|\bethiopian\s+(?=birr\b)/g, '')
    .replace(/\bkenyan?\s+shillings?\b|\bshillings?\s+kenyan?\b/g, 'kes')
    .replace(/(\d)\s+[a-z]+(?:an|ian|ese|ish|i)\s+(?=(?:shillings?|cedis?|kwacha|dinars?|rials?|lari|tenge|manat|kyat|lempiras?|quetzal(?:es)?|bolivianos?|guaranies|colones|leks?|denars?|leva|taka)\b)/g, '$1 ');
}

/**
 * A money's short sign after an amount, read as its name: '250 TL', '3000 Ft', '800 Rs', '100 dh', '40 RM' (and 'RM50'); never a
 * measure or a count, so of two figures or more, and forint of three or more: '6 ft' is a height.
 */
function shortSignsAsNames(text: string): string {
  return text
    .replace(/(?<![\p{L}\d.,])(\d{2,}(?:[.,]\d{1,2})?)\s*tl\b/giu, '$1 lira')
    .replace(/(?<![\p{L}\d.,])(\d{1,3}(?:[ ,.]\d{3})+|\d{3,})\s*ft\b(?=\s*(?:max|maximum|tops|budget|limit|or less|left|only|each|a drink|per drink|[.,;!?]|$))(?<!\b(?:view|height|altitude|up|climb|climbed|hiked|hike|elevation|above|below)\b[^.!?]{0,30})/giu, '$1 forint')
    .replace(/(?<![\p{L}\d.,])(\d{2,}(?:[.,]\d{1,2})?)\s*rs\b\.?/giu, '$1 rupees')
    .replace(/(?<![\p{L}\d.,])(\d{2,}(?:[.,]\d{1,2})?)\s*dh\b/giu, '$1 dirhams')
    .replace(/(?<![\p{L}\d.,])(\d{2,}(?:[.,]\d{1,2})?)\s*rm\b/giu, '$1 ringgit')
    // ('RM50', 'RM 45 max': the sign before, as Malaysia writes it; never a room's number, 'rm 12'.)
    .replace(/\brm(\d{1,4}(?:[.,]\d{1,2})?)\b|\brm\s+(\d{1,4}(?:[.,]\d{1,2})?)(?=\s*(?:max|maximum|tops|budget|limit|only|each|per|or less|lang|sahaja|je|aja|saja)\b)/giu, (_m: string, glued?: string, spaced?: string) => `${glued ?? spaced} ringgit`);
}

/**
 * Thousands said in words with 'mil', 'mille' or 'mila' ('veinte mil pesos', 'vinte mil reais'): the whole number. And
 * 'lucas', thousands of pesos ('20 lucas', 'veinte lucas'). (The other slang of money, 'conto', 'pila', 'mangos', stays
 * the bar's own money one for one, as 'bucks' does.)
 */
const SPELLED_THOUSANDS = new RegExp(String.raw`\b(${NUMBER_WORDS_SPOKEN})\s+(?:mil|mille|mila)\b`, 'gu');
/** (A count in words before 'lucas' is in digits by then: 'lucas' is a money's word.) */
const LUCAS = /\b(\d{1,6})\s*lucas\b/g;
/** A number said in words before a money's name ('dwadzieścia pięć złotych', 'treinta euros'): its digits. */
const SPELLED_BEFORE_MONEY = new RegExp(String.raw`\b(${NUMBER_WORDS_SPOKEN})\s+(?=${CURRENCY_WORDS_SOURCE}\b)`, 'gu');
/** Swahili's thousands said in words, 'elfu' before the count ('elfu ishirini' twenty thousand, 'elfu tano'). */
const SWAHILI_COUNT: Readonly<Record<string, number>> = ownWords({ moja: 1, mbili: 2, tatu: 3, nne: 4, tano: 5, sita: 6, saba: 7, nane: 8, tisa: 9, kumi: 10, ishirini: 20, thelathini: 30, arobaini: 40, hamsini: 50, sitini: 60, sabini: 70, themanini: 80, tisini: 90, mia: 100 });
const SWAHILI_THOUSANDS = new RegExp(String.raw`\belfu\s+(${Object.keys(SWAHILI_COUNT).join('|')})\b`, 'g');
/** Counts said in Tagalog, before 'daan' (hundred) or 'libo' (thousand), with their linkers ('limang daang piso'). */
const TAGALOG_COUNT: Record<string, number> = ownWords({ isang: 1, dalawang: 2, tatlong: 3, 'apat na': 4, limang: 5, 'anim na': 6, pitong: 7, walong: 8, 'siyam na': 9, sampung: 10 });
const TAGALOG_AMOUNT = new RegExp(String.raw`\b(${Object.keys(TAGALOG_COUNT).join('|')})\s+(daang?|raang?|libong?)\b`, 'g');
/**
 * Amounts said in Indonesian and Malay words before 'ribu' (thousand) or 'juta' (million): 'seratus delapan puluh
 * ribu' is 180,000; 'dua ratus lima puluh ribu' 250,000; 'seribu', 'sejuta'. Rupiah (Malaysia says ringgit, in amounts
 * too small for these words).
 */
const INDONESIAN_DIGITS: Record<string, number> = ownWords({ satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9 });
const INDONESIAN_DIGIT = Object.keys(INDONESIAN_DIGITS).join('|');
const INDONESIAN_PART = String.raw`(?:(?:${INDONESIAN_DIGIT})\s+(?:ratus|puluh|belas)|seratus|sepuluh|sebelas|${INDONESIAN_DIGIT})`;
const INDONESIAN_AMOUNT = new RegExp(String.raw`\b(${INDONESIAN_PART}(?:\s+${INDONESIAN_PART}){0,3})\s+(ribu|juta)\b(?:\s+(?:rupiah|idr)\b)?|\b(seribu|sejuta)\b(?:\s+(?:rupiah|idr)\b)?`, 'g');
const INDONESIAN_PARTS = new RegExp(INDONESIAN_PART, 'g');
function indonesianCount(said: string): number {
  let total = 0;
  for (const part of said.match(INDONESIAN_PARTS) ?? []) {
    const [digit, size] = part.split(/\s+/);
    if (part === 'seratus') total += 100;
    else if (part === 'sepuluh') total += 10;
    else if (part === 'sebelas') total += 11;
    else if (size === 'ratus') total += INDONESIAN_DIGITS[digit!]! * 100;
    else if (size === 'puluh') total += INDONESIAN_DIGITS[digit!]! * 10;
    else if (size === 'belas') total += 10 + INDONESIAN_DIGITS[digit!]!;
    else total += INDONESIAN_DIGITS[digit!]!;
  }
  return total;
}
/**
 * Rupiah in Indonesian words ('seratus delapan puluh ribu'), and in millions ('1,5 juta', 'Rp 2 jt', 'sejuta'): the
 * amount in digits, as rupiah. (Read before any word is put in English: 'lima' is also Spanish for a lime.)
 */
export function rupiahInDigits(folded: string): string {
  return folded
    .replace(INDONESIAN_AMOUNT, (_m: string, count: string | undefined, size: string | undefined, one: string | undefined) => `${(one ? 1 : indonesianCount(count!)) * (size === 'ribu' || one === 'seribu' ? 1000 : 1_000_000)} rupiah`)
    .replace(/\b(?:rp\.?\s*)?(\d{1,3}(?:[.,]\d{1,3})?)\s*(?:juta|jt)\b(?:\s*(?:rupiah|idr)\b)?/g, (_m: string, n: string) => `${Math.round(Number(n.replace(',', '.')) * 1_000_000)} rupiah`);
}
/** Counts said in Hindi in Latin letters, before 'sau' (hundred) or 'hazaar' (thousand). */
const HINDI_COUNT: Record<string, number> = ownWords({ ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, saat: 7, aath: 8, nau: 9, das: 10 });
const HINDI_AMOUNT = new RegExp(String.raw`\b(${Object.keys(HINDI_COUNT).join('|')}|\d{1,3}(?:\.\d{1,2})?)\s*(sau|hazaar|hazar|hajar|hazzar|lakh|lac|lakhs)\b(\s+(?:rs|inr|rupees?|rupaye|rupaiye|rupay|rupiye|rupiya|dollars?|bucks|euros?|pounds?|dirhams?|aed)\b)?`, 'g');
/** What one of the sizes Hindi counts money in is worth: a hundred, a thousand, a lakh (a hundred thousand). */
const HINDI_SIZE = (unit: string) => (unit === 'sau' ? 100 : unit.startsWith('la') ? 100_000 : 1000);
/** Digits said in pinyin (for amounts of yuan, and ages). */
export const PINYIN_DIGITS: Record<string, number> = ownWords({ yi: 1, er: 2, liang: 2, san: 3, si: 4, wu: 5, liu: 6, qi: 7, ba: 8, jiu: 9 });
const PINYIN_UNITS: Record<string, number> = ownWords({ shi: 10, bai: 100, qian: 1000, wan: 10000 });
const PINYIN_DIGIT = `(${Object.keys(PINYIN_DIGITS).join('|')})`;
const PINYIN_AMOUNT = new RegExp(String.raw`\b${PINYIN_DIGIT}\s?(shi|bai|qian|wan)(?:\s?${PINYIN_DIGIT}\s?(shi))?\s+(?:kuai(?:\s+(?:qian|renminbi))?|yuan|renminbi|rmb)\b`, 'g');
/** The dollars a casino chip of each colour is worth in the casinos of the United States. */
const CHIP_VALUES: Record<string, number> = ownWords({ white: 1, red: 5, green: 25, black: 100, purple: 500 });
const CASINO_CHIPS = new RegExp(String.raw`\b(?:(?:a|one|my|(\d|two|three|four|five|six))\s+)?(${Object.keys(CHIP_VALUES).join('|')})\s+(?:casino\s+|poker\s+)?chips?\b`, 'g');
/**
 * Dong as Vietnam writes it ('150.000đ', folded '150.000d'; '150 nghìn', '1 triệu', 'trăm rưỡi' for 150,000): the amount
 * in digits, as dong.
 */
function dongInDigits(folded: string): string {
  if (!/\d|tram ruoi/.test(folded)) return folded;
  return folded
    .replace(/\b(\d{1,3}(?:\.\d{3})+)\s*(?:d|dong)\b/g, (_m: string, n: string) => `${n.replace(/\./g, '')} vnd`)
    .replace(/\b(\d{1,3}(?:[.,]\d)?)\s*(?:nghin|ngan)\b(?:\s*(?:dong|d)\b)?/g, (_m: string, n: string) => `${Math.round(Number(n.replace(',', '.')) * 1000)} vnd`)
    .replace(/\b(\d{1,3}(?:[.,]\d{1,2})?)\s*trieu\b(?:\s*(?:dong|d)\b)?/g, (_m: string, n: string) => `${Math.round(Number(n.replace(',', '.')) * 1_000_000)} vnd`)
    .replace(/\btram ruoi\b/g, '150000 vnd');
}
/**
 * Thousands parted by a full stop, as most of Europe and Turkey write them, beside a money that is not the dollar's or
 * the pound's ('1.500 TL', '₺5.000', '2.000 rubles', '1.200 €'): the whole amount, never one and a half.
 */
const DOTTED_THOUSANDS = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?![\d]|[.,]\d)(?=\s*(?:tl|lira|liras|lirasi|try|\u20ba|rub|rubles?|roubles?|yen|forint|ft|huf|kr|kronor|kroner|czk|kc|pesos?|cop|clp|lei|ron|rsd|dinars?|eur|euros?|\u20ac)\b|\s*[\u20ba\u20ac])|(?<=(?:\u20ba|\u20ac|\btl|\beur)\s{0,2})(\d{1,3}(?:\.\d{3})+)(?![\d]|[.,]\d)`,
  'g',
);
/**
 * A dollar sign before thousands parted by dots ('$30.000', '$ 45.000 máximo'): no bar prices a drink so in dollars, so
 * it is the peso sign of South America, counted as Colombia's peso, the one worth least of those with a rate (cautious).
 */
const PESO_SIGN_THOUSANDS = /\$\s?(\d{1,3}(?:\.\d{3})+)(?![\d]|[.,]\d)(?:\s*(?:pesos?|cop|clp|ars)\b(?:\s+(colombian[oa]s?|chilen[oa]s?|argentin[oa]s?))?)?/g;
/** '$30.000', '$45.000 pesos chilenos': the amount in words the cap reader takes after any of its words ('tengo', 'max'). */
function pesoSignThousands(text: string): string {
  return text.replace(PESO_SIGN_THOUSANDS, (_m: string, n: string, country?: string) => ` ${n.replace(/\./g, '')} pesos ${country ?? 'colombianos'} `);
}
function moneyInSlang(text: string): string {
  // (Australia's notes by their nicknames are Australian dollars here too, so that their money is known.)
  return dongInDigits(rupiahInDigits(millionsInFull(pesoSignThousands(withAustralianNotes(text)).replace(DOTTED_THOUSANDS, (n: string) => n.replace(/\./g, '')))))
    // Tomans, ten rials each, and Persian thousands ('700 hezar toman', '700,000 tomans'): rials.
    .replace(/\b(\d{1,3}(?:[.,]\d{1,3})?)\s*hezar\b/g, (_m: string, n: string) => String(Math.round(Number(n.replace(',', '.')) * 1000)))
    .replace(/\b(\d{1,3}(?:,\d{3})+|\d+)\s*tomans?\b/g, (_m: string, n: string) => `${Number(n.replace(/,/g, '')) * 10} rials`)
    .replace(SWAHILI_THOUSANDS, (_m: string, count: string) => String(SWAHILI_COUNT[count]! * 1000))
    // (Ten thousands of yen or won said as Japan and Korea say them, in Latin letters: '2 man yen', '1.5 man won'.)
    .replace(/\b(\d+(?:\.\d+)?)\s?man\s?(yen|won|en)\b/g, (_m: string, n: string, money: string) => `${Math.round(Number(n) * 10000)} ${money === 'en' ? 'yen' : money}`)
    // Pesos as the Philippines write them ('P500 lang'), and amounts in Tagalog words ('limang daang piso', 'isang libo',
    // 'singkwenta pesos').
    .replace(/(?<!\b(?:table|room|gate|seat|bus|row|level|floor|platform|page)\s{0,2})\bp(\d{2,6})\b/g, '$1 php')
    .replace(TAGALOG_AMOUNT, (_m: string, count: string, unit: string) => String(TAGALOG_COUNT[count]! * (unit.startsWith('libo') ? 1000 : 100)))
    .replace(/\bsingkwenta\b/g, '50')
    // Hundreds and thousands said in Hindi ('ek hazaar rupaye', 'paanch sau rupees'): the amount in digits, and the money
    // as rupees.
    // Said with no money beside it ('budget 1 hazaar hai', 'ek hazaar ke andar', '1 lakh ka tab'), the money is the one
    // Hindi counts in: rupees.
    .replace(HINDI_AMOUNT, (_m: string, count: string, unit: string, money: string | undefined) => `${Math.round((HINDI_COUNT[count] ?? Number(count)) * HINDI_SIZE(unit))}${money ?? ' rupees'}`)
    .replace(/\b(\d+)\s+(?:rupaye|rupaiye|rupay|rupiye)\b/g, '$1 rupees')
    // Yuan said in pinyin ('yibai kuai renminbi', 'wushi kuai', 'liangbai yuan'): the amount in digits.
    .replace(PINYIN_AMOUNT, (_m: string, d1: string, u1: string, d2: string | undefined, u2: string | undefined) => `${PINYIN_DIGITS[d1]! * PINYIN_UNITS[u1]! + (d2 && u2 ? PINYIN_DIGITS[d2]! * PINYIN_UNITS[u2]! : 0)} yuan`)
    // ('manwon an neomneun': ten thousand won, not going over it; 'samcheonwon': no, only the one word of ten thousand.)
    .replace(/\bmanwon\b/g, '10000 won')
    .replace(/\b(\d[\d,.]{0,12}\s?won)\s+(?:an\s?neom\w*|iha|inae|kkaji)\b/g, ' max $1 ')
    // Casino chips by their colour, as the casinos of the United States value them ('all I've got is a red chip', 'two
    // green chips'): that many dollars.
    .replace(CASINO_CHIPS, (_m: string, count: string | undefined, colour: string) => `$${(count ? (numberInWords(count) ?? Number(count)) : 1) * CHIP_VALUES[colour]!}`)
    // ('a thousand rupees for a whisky': one thousand.)
    .replace(/\ba thousand\b/g, '1000')
    .replace(SPELLED_BEFORE_MONEY, (said: string, n: string) => {
      const value = numberInWords(n);
      return value === undefined ? said : `${value} `;
    })
    .replace(SPELLED_THOUSANDS, (said: string, n: string) => {
      const value = numberInWords(n);
      return value === undefined ? said : String(value * 1000);
    })
    .replace(LUCAS, (_m: string, n: string) => `${Number(n) * 1000} pesos`);
}

export function limitsAsSaid(text: string): string {
  text = moneyInSlang(hundredsInFull(moneyOfANationNamed(text)));
  // Millions typed with their commas ('$1,000,000') and amounts in a calculator's notation ('$1e9', 'under $1e308'): the
  // number, or a million for any larger, which no menu reaches.
  text = text
    .replace(/\b(\d{1,3})((?:,\d{3}){2,})(?![\d,])/g, (_w: string, head: string, groups: string) => `${head}${groups.replace(/,/g, '')}`)
    .replace(/\b(\d+(?:\.\d+)?)e\+?(\d{1,3})\b/g, (_w: string, m: string, e: string) => String(Math.min(1_000_000, Number(m) * 10 ** Math.min(Number(e), 7))));
  // (Won after an amount of hundreds or more, '15,000 won left': the won, as 'krw' says it; 'T1 won', 'we won 2-0' are
  // matches.)
  text = text.replace(/(?<![\p{L}\d.,])(\d{1,3}(?:[ ,.]\d{3})+|\d{3,})\s*won\b(?!\s*['\u2019]?\s*t\b)/gu, '$1 krw');
  text = shortSignsAsNames(text);
  // (Pounds in the other languages are pounds: '20 Pfund', '15 libras', '10 sterline', '12 livres sterling'.)
  // (Thousands said short beside a sign, '₹1.2k', read before the sign is moved after its amount.)
  const pounds = thousandsInFull(withForeignMoneyAfter(thousandsInFull(withTokensCounted(text))))
    .replace(/\b(?:pfund|pfd|libras?(?: esterlinas?)?|sterline|sterlina|livres? sterling)\b/g, 'pounds')
    // (Dollars in Quebec's French are 'piasses' or 'piastres': '16 piasses', 'vingt piastres'; Canadian ones, read apart
    // by foreignCurrency.)
    .replace(/\b(?:piasses?|piastres?|piasts?)\b/g, 'dollars')
    // (A nation's dollars after the amount, '30 Canadian dollars', 'thirty Aussie bucks': the amount in dollars; which
    // dollars is read apart, by foreignCurrency.)
    .replace(/\b(?:canadian|australian|aussie|american|us|u\.s\.|new zealand|nz|hong kong|hk|singapore|singaporean|taiwan|taiwanese|jamaican|bahamian|caribbean|east caribbean)\s+(?=(?:dollars?|bucks?)\b)/g, '')

    // (So is any nation said with its money, in the guests' languages: '75 danske kroner', '30 türkische Lira', '1000
    // Japanese yen', '20 dólares canadienses', 'coronas suecas'.)
    .replace(CROWNS_OF_A_NATION, ' kroner ')
    .replace(NATION_BEFORE_MONEY, '$1 ')
    .replace(NATION_AFTER_MONEY, '$1 ')
    // (Another money's sign before or after the amount, '\u20aa40', '900\u20b9', '\u20b1500': the amount in that money's word.)
    .replace(AMOUNT_BY_OTHER_SIGN, (_w: string, a?: string, n?: string, m?: string, b?: string) => ` ${n ?? m} ${SIGN_WORDS[(a ?? b)!]} `);
  return otherLanguageCeilings(capWordsAsSpelt(amountsAsTyped(fractionsOfAmounts(pounds.replace(TAKEN_BACK, ' max ')))))
    // A form's or a program's key ('max-price: 8', 'max_price=9', 'price_limit: 10', 'budget = 12'): a cap.
    .replace(/\b(?:max(?:imum)?[-_ ]?(?:price|budget|spend|cost)|price[-_ ]?(?:max|limit|cap)|budget[-_ ]?(?:max|limit))\s*(?:["']\s*)?[:=]\s*["']?(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?\d)/g, ' max ')
    // 'nine dollars fifty', '9 dollars 50': the dollars and the cents.
    .replace(/\b(\d{1,3})\s+(dollars?|bucks|euros?|pounds?|quid)\s+(\d{2})\b(?!\s*(?:%|cents?\b))/g, (_w: string, whole: string, _c: string, cents: string) => ` ${whole}.${cents} dollars `)
    .replace(NEGATED_CEILING, negatedCeiling)
    // 'tops out at 13', 'maxes out at 12', 'capped at 11', 'my ceiling is 12', 'upto 10'.
    .replace(/\b(?:tops? out|max(?:es)? out|caps? out|capped|topping out) at\b|\bceiling (?:is |of |at )?(?=[$\u20ac\u00a3\u00a5]?\s*\d)|\bupto\b/g, ' max ')
    // Limits said with a verb or an idiom: "don't go over 8", 'at the very most', '10, not a cent more', 'all I have is
    // 9', 'nothing more expensive than 10', "my budget's 8".
    .replace(/\b(?:do not|can not|will not|would not|should not|must not|never|not|i am not|we are not) (?:go|going|spend|spending|pay|paying|be) (?:over|above|beyond|past|more than)\b/g, ' no more than ')
    .replace(/\bat the (?:very )?most\b|,?\s*(?:and )?not a (?:single )?(?:cent|penny|dollar|euro|pound|buck) more\b/g, ' max ')
    .replace(/\ball (?:i|we)(?:'ve| ve)? (?:have|got|have got) is\b|\bbudget'?s\b/g, ' budget ')
    // 'the most I'd pay is 12', 'my max is 11', 'the limit would be 10'; Hinglish 'mere paas 10 hai' (I have 10).
    .replace(/\b(?:the )?most (?:i|we)(?:'d| d|'ll| ll| would| will| can| could)? (?:pay|spend|do|go) (?:is|would be)\b|\b(?:max|maximum|limit|cap|ceiling) (?:is|would be|will be|=)(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?\d)/g, ' max ')
    .replace(/\b(?:mere|hamare|apne) (?:paas|pass|pas) (?:sirf |bas |only |just )?(?=[$\u20ac\u00a3\u00a5]?\s*\d)|\bbudget (?:sirf|bas|only|just)\b/g, ' budget ')
    .replace(/\b(?:nothing|no|not) (?:more expensive|pricier|dearer|costlier) than(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?\d)/g, ' no more than ')
    // Cap words as they are typed and as they are said in other ways: 'less then', 'undr', 'south of $12', 'sub-10',
    // 'cap it at 9'. Each says the same limit as the plain word.
    .replace(/\b(less|more|cheaper|lower|pricier|dearer|other|rather) then\b/g, '$1 than')
    .replace(/\b(?:lesser|les|lass) than\b/g, 'less than')
    .replace(/\b(?:undr|udner|unde|uner|unter)(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?\d)/g, 'under')
    .replace(/\bsouth of\s*(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, 'under ')
    // 'sub-10 drinks': the number is the price, whatever word follows.
    .replace(/\bsub\s*-?\s*(?:[$\u20ac\u00a3\u00a5]\s*)?(\d+(?:[.,]\d{1,2})?)\b/g, ' under $$$1 ')
    .replace(/\b(?:cap|limit|keep) (?:it|that|them|the price|prices) (?:at|to)\b/g, ' max ')
    // 'around 10', '~10', 'approx. 10', 'circa 10' with no time or count near it: about ten, read as at most ten (a
    // time is said with 'at', 'leave', 'until' or 'pm' and stays one).
    .replace(/(^|[^a-z])(?<!\b(?:at|leave|leaving|until|till|by|before|after|from|since|start|starts|open|close|closes|back)\s+)(?:around|approximately|approx\.?|roughly|circa|ca\.|~)\s*([$\u20ac\u00a3\u00a5]?\s*(?:[5-9]|[1-9]\d)(?:[.,]\d{1,2})?)(?!\d|\s*(?:%|pm|am|o clock|oclock|h\b|ish|years?|yrs?|people|persons|of us|guests|friends|minutes?|mins?|hours?|drinks?|ingredients?|ml|cl|oz))/g, '$1 $2 max ')
    // '10ish', '10-ish', 'tenish': about ten, read as at most ten (never an age: 'I'm 19ish').
    .replace(/(?<!\b(?:my age is|age is|aged?|i am|i'm|im|i m|she is|she's|he is|he's|we are|we're)\s+)\b(\d+(?:[.,]\d{1,2})?|five|ten|twelve|fifteen|twenty)\s*-?\s*ish\b/g, ' $1 max ')
    // '12 is my limit', 'ten is the most I can pay', '9 is all I have'.
    .replace(/\b(\d+(?:[.,]\d{1,2})?|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:dollars?\s+|bucks?\s+|euros?\s+)?is (?:my|our|the) (?:absolute |hard |strict |total |final |upper |very )?(?:max|maximum|limit|budget|most|top|ceiling|cap)\b|\b(\d+(?:[.,]\d{1,2})?|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:dollars?\s+|bucks?\s+|euros?\s+)?is all (?:i|we)\b/g, (_w: string, a?: string, b?: string) => ` ${a ?? b} max `)
    .replace(/\b(?:wallet|purse) (?:says|has)\b/g, ' budget ')
    // "I've got 12 on me", 'we only have 30 on us': the money the guest carries is the budget.
    .replace(/\b(?:i|we)(?:'ve| ve| have)?(?: only| just)? (?:got|have|carry|brought)(?: only| just)?\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid)?\s+on (?:me|us|hand|my card)\b/g, ' max $1 ')
    .replace(/\bbetween\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:and|&|-|to)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)/g, ' up to $2')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:to|-)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?=(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|range|price)\b|[$\u20ac\u00a3\u00a5])/g, ' up to $2 ')
    .replace(/\b(?:will not|would not|won t|wont|do not want to|don t want to|not going to|refuse to) (?:pay|spend) (?:more than|over|above)\b/g, ' no more than ')
    .replace(/\b(?:pay|spend) (?:no|not) more than\b/g, ' no more than ')
    // ('no less than $13', 'not cheaper than 12': a floor said with a 'no', no ceiling.)
    .replace(/\b(?:no|not|nothing) (?:less|lower|cheaper) than\s+(?:[$\u20ac\u00a3\u00a5]\s*)?\d+(?:[.,]\d{1,2})?(?:\s*(?:dollars?|bucks|euros?|pounds|quid)\b)?/g, ' ')
    // A floor is no ceiling ('at least $14, something fancy', 'over $13, something premium', 'more than $12 please'):
    // the amount is no limit at all. (A floor turned by a 'no' is a ceiling, read above: 'no more than 12'.)
    // ('over' and 'more than' only when the floor opens what is said and nothing after calls it too much: 'anything
    // over $10 is too much', 'if it's over $10 I can't afford it' are ceilings.)
    .replace(/(?<!\b(?:no|not|nothing|never|none|nada|max|maximum)\s+)\b(?:at least|minimum|min\.?|upwards of|starting (?:at|from))\s+(?:[$\u20ac\u00a3\u00a5]\s*\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s*(?:dollars?|bucks|euros?|pounds|quid)\b)(?!\s*(?:max|maximum|tops|or less|at most)\b)/g, ' ')
    .replace(/(^|[.!?]\s*)(?:over|more than|above)\s+(?:[$\u20ac\u00a3\u00a5]\s*\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s*(?:dollars?|bucks|euros?|pounds|quid)\b)(?=\s*(?:,|please\b|pls\b|for\b|and\b|i want\b|something\b|$))(?![^.!?]*\b(?:too (?:much|expensive|dear|pricey)|can'?t afford|cannot afford|is out|are out|no way|not ok)\b)/g, '$1 ')
    // 'we have together 25', 'we got altogether 40': the amount before the word that makes it the party's.
    .replace(/\b((?:we|us)\s+(?:have|got|has|can spend|spend))\s+(together|altogether|all together|in total|between us)\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)/g, '$1 $3 $2');
}

/** Words before an amount that make it a limit a drink must stay under. */
const STRICT_BEFORE = /\b(?:onder de|onder|minder dan|goedkoper dan|under|below|less than|cheaper than|lower than|beneath|menos de|menos que|por debajo de|moins de|moins que|en dessous de|sous|unter|weniger als|billiger als|meno di|sotto|inferiore a|abaixo de)\s*$/;
/** Words before an amount that make it the most a drink may cost. */
const LIMIT_BEFORE = /(?:≤|=<|\b(?:maks|maksimum|maksymalnie|hogst|hoyst|max\.|como mucho|maximaal|niet meer dan|hoogstens|ten hoogste|tot|(?:budget|presupuesto|orcamento)(?: (?:de|von|ist|est|est de|es|e|is|di|of))?|(?:gastar|gastare|depenser|spendere) (?:mas|plus|piu|mais) (?:de|di|que)|ik heb|(?:spend|spending|pay|paying) (?:over|above|more than)|pricier than|dearer than|north of|(?:less than )?or equal to|exceed|exceeding|(?:a )?max(?:imum)? of|(?:can|could) (?:only )?(?:pay|spend)|(?:company|work|job|expenses?|employer|office|boss|firm|client|card|it) (?:only |will |would |can |just )?(?:covers?|pays?(?: for)?|reimburses?)(?: up to| for)?|(?:spending |price |my |our |a |the )?(?:limit|cap)(?: is| of| at)?|split(?:ting)?(?: up)?|voucher (?:worth|of|for)|(?:my |our |the |a |daily |drinks? )?(?:allowance|per diem|per-diem|expense limit|expenses? (?:cap|limit|allowance|budget)|reimbursement(?: limit| cap)?)(?: is| of| at)?|(?:can|could|will|may) (?:only )?(?:claim|expense|be reimbursed|get reimbursed)(?: back)?(?: up to)?|keep it (?:to|at|around)|(?:cost|costs|costing|be) (?:more than|over|above)|(?:drinks?|beers?|cocktails?|rounds?|glasses|shots?|one|it|them|anything|something|\d|\d\s+(?:[a-z]+\s+){0,3}?[a-z]+s) for)|\b(?:max|maximum|at most|up to|no more than|not more than|not over|nothing over|nothing above|budget|budget is|budget of|only have|only got|i have|i have got|we have|we have got|got|spend|spending|afford|(?:get|buy|have|drink) (?:\w+ )?for|hasta|como maximo|maximo|a lo sumo|no mas de|no mas que|jusqu a|jusqu|au plus|au maximum|pas plus de|bis|hochstens|hoechstens|maximal|nicht mehr als|nicht uber|fino a|al massimo|massimo|non piu di|ate|no maximo|nao mais de|nao mais que|tengo|j ai|ich habe|ho|tenho))\s*(?:about|around|only|just|like|roughly|nur|solo|seulement|sirf|bas|a|an|uns|umas|unos|unas|environ|etwa|circa)?\s*$/;
/** A drink bought for someone else too ('want to buy my friend one too'): the money is for two. */
const BUYS_ANOTHER_ONE = String.raw`(?:buy|get|treat|shout) (?:my|a|the) (?:friend|mate|date|partner|wife|husband|boyfriend|girlfriend|sister|brother|mum|mom|dad|colleague|buddy|pal) (?:one|a drink)`;
/** A limit for a whole party ('$20 for the two of us', '30 euros en total para tres'): the strictest reading is a share each. */
const PARTY_TOTAL = new RegExp(String.raw`\b(?:${BUYS_ANOTHER_ONE}|for (?:the )?(?:\d|two|three|four) of us|for (?:the|our|a|this|my|the whole) (?:group|table|party|team|crew|gang|squad|bunch|family|lot) of (?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)|total|kitty|kittys|kitties|whip round|whipround|group pot|shared pot|bote|cagnotte|gemeinschaftskasse|cassa comune|vaquinha|vaca|for the lot|for all of it|(?:one|a|1)(?: (?:drink|round))? each|in all|all in|for the table|for the whole (?:\w+ ){0,2}(?:table|group|party|lot)|for everyone|for everybody|altogether|all together|together|combined|en tout|au total|between us|between (?:the |all |both )?(?:\w+ )?of us|between (?:them|the lot of them|all of them)|among (?:us|them)|for (?:both|the (?:two|three|four)|all) of us|for us|en total|entre (?:los|las|nous|noi)|insgesamt|zusammen|in tutto|au total|no total|para (?:los|las|as|os) (?:dos|tres|cuatro|dois|quatro)|(?:fur|fuer) uns (?:zwei|drei|vier|beide)|pour nous (?:deux|trois|quatre)|per noi (?:due|tre|quattro)|(?:para|pra) nos (?:dois|tres|quatro)|voor ons (?:twee|tweeen|twen|drie|drieen|vier|vieren|beiden)|met z(?:'|\s)?n (?:tweeen|twen|drieen|vieren))\b`);
const PARTY_SIZE: Array<[RegExp, number]> = [
  [new RegExp(String.raw`\b(?:${BUYS_ANOTHER_ONE}|both of us|the two of us|two of us|us two|me and my \w+|me and (?:a|one|another) (?:friend|colleague|mate|coworker|co-worker|client|guest|buddy|pal)|my \w+ and (?:i|me)|2 of us|a couple|for two|for 2|nosotros dos|nous deux|wir zwei|noi due|nos dois|(?:fur|fuer) uns (?:zwei|beide)|(?:para|pra) (?:los|las|nosotros|nosotras|nos|os|as|a gente) (?:dos|dois|duas)|pour nous deux|per (?:noi|tutti e) due|per due|in due|siamo due|para dos|pour deux|(?:fur|fuer) zwei|zu zweit|para dois|voor twee|met z(?:'|\s)?n (?:tweeen|twen)|voor ons (?:twee|tweeen|twen|beiden)|met ons tweeen|dla dwojga|we dwoje|para los dos|para las dos|(?:pra|para) (?:mim|mi) (?:e|y) (?:pra |para )?(?:minha|meu|mi|a minha|o meu) \w+|pour moi et (?:ma|mon) \w+|(?:fur|fuer) mich und (?:meine|meinen) \w+|per me e (?:la mia|il mio|mia|mio) \w+)\b`), 2],
  [/\b(?:three of us|3 of us|for three|for 3|we are three|we are 3|voor ons drie(?:en)?|met z(?:'|\s)?n drieen|(?:fur|fuer) uns drei|(?:para|pra) (?:los|las|nosotros|nos|os) tres|pour nous trois|per noi tre)\b/, 3],
  [/\b(?:four of us|4 of us|for four|for 4|we are four|we are 4|voor ons vier(?:en)?|met z(?:'|\s)?n vieren)\b/, 4],
];
/** The numbers two to eight as the six languages write them (folded), for a party's size and a count of drinks. */
const PARTY_NUMBERS: Record<string, number> = ownWords({
  ...{ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 },
  ...{ dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8 },
  ...{ deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8 },
  ...{ zwei: 2, drei: 3, vier: 4, funf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8 },
  ...{ due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8 },
  ...{ dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8 },
  // Polish and Dutch, as guests at a ski resort or on a cruise write them ('na cztery osoby', 'met z'n vijven').
  ...{ dwa: 2, dwie: 2, dwoje: 2, trzy: 3, troje: 3, cztery: 4, czworo: 4, piec: 5, piecioro: 5, szesc: 6, szescioro: 6, siedem: 7, osiem: 8 },
  ...{ twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, vieren: 4, vijven: 5, zessen: 6 },
  // Nine to twelve, for a table's round ('a table of ten', 'ten of us', 'somos doce').
  ...{ dozen: 12, nine: 9, ten: 10, eleven: 11, twelve: 12, nueve: 9, diez: 10, once: 11, doce: 12, neuf: 9, dix: 10, onze: 11, douze: 12 },
  ...{ neun: 9, zehn: 10, elf: 11, zwolf: 12, zwoelf: 12, nove: 9, dieci: 10, undici: 11, dodici: 12, dez: 10, doze: 12 },
  ...{ dziewiec: 9, dziesiec: 10, negen: 9, tien: 10, twaalf: 12 },
  // 'zu zweit', 'zu dritt', 'zu viert', 'zu fünft', 'zu sechst'.
  ...{ zweit: 2, dritt: 3, viert: 4, funft: 5, fuenft: 5, sechst: 6 },
  // Czech, Slovak and Polish after 'pro', 'pre', 'dla' ('30 eur pre troch', 'pro tři', 'dla czterech'). ('pět' is left
  // out: folded, it is the English 'pet'.)
  ...{ dve: 2, tri: 3, ctyri: 4, styri: 4, sest: 6, dvoch: 2, troch: 3, styroch: 4, piatich: 5, siestich: 6 },
  ...{ dwoch: 2, dwojga: 2, trzech: 3, trojga: 3, czterech: 4, pieciu: 5, szesciu: 6 },
});
const PARTY_NUMBER = String.raw`(\d{1,3}|${Object.keys(PARTY_NUMBERS).join('|')})`;
/**
 * A party's size said as a number ('8 people', 'party of 5', 'the 6 of us', 'somos 4', 'wir sind zu dritt', 'siamo in
 * cinque', 'on est à trois', 'nous sommes 3', 'estamos em 4').
 */
/** Words before a party's size ('we are 6', 'on est 6', 'somos 6', 'wir sind zu sechst', 'a table of 6'). */
const PARTY_LEAD = String.raw`(?:party of|group of|table of|table for|round of|tab for(?=\s+[a-z])|krewe of|team of|crew of|squad of|gang of|bunch of|family of|band of|grupo de|mesa de|mesa para|equipo de|familia de|groupe de|table de|equipe de|famille de|gruppe von|gruppe aus|tisch fur|tisch fuer|team von|familie mit|gruppo di|tavolo da|tavolo per|squadra di|famiglia di|time de|turma de|we are|we re|there are|there re|there is|somos|estamos(?: em)?|nous sommes(?: a)?|on est(?: a)?|on sera(?: a)?|wir sind(?: zu)?|siamo(?: in)?|sono(?: in)?)`;
const PARTY_OF = new RegExp(
  String.raw`\b${PARTY_LEAD}\s+${PARTY_NUMBER}\b(?!\s*(?:%|years?|yrs?|yo|anos|ans|jahre|anni)\b)|\b${PARTY_NUMBER}\s+(?:of us|${PEOPLE_WORDS_SOURCE})\b`,
);
/** The guest and others counted ('me and 3 mates', 'me plus two friends'): one more than the others. */
const ME_AND_OTHERS = new RegExp(String.raw`\b(?:me|myself) (?:and|plus|\+) ${PARTY_NUMBER} (?:others|of my \w+|${PEOPLE_WORDS_SOURCE})\b`);
/** An amount the party has or brings ('we have', 'tenemos', 'on a', 'wir haben', 'abbiamo', 'temos', 'with', 'con'). */
const PARTY_HAS = /\b(?:we have|we have got|we got|we ve|we've|weve|with|tenemos|traemos|llevamos|con|nous avons|on a|avec|wir haben|haben|haben wir|mit|abbiamo|temos|com|mamy|we hebben|hebben we)\b/;
/** A round for the party ('for the round', 'para la ronda', 'pour la tournée', 'für die Runde', 'per il giro', 'para a rodada'). */
const PARTY_ROUND = /\b(?:(?:for|on) (?:a|the|this|our)(?: whole| entire| full)? round|(?:one|a|1) round\b(?! of \w+ for (?:me|myself))|(?:eine|una|une|um|uma) (?:runde|ronda|tournee|rodada)\b|un giro\b|(?:jedna|jedn[ae]) kolejk[aeiy]\b|(?:een |1 )?rondje\b|round for the table|(?:para|pra|pour|fur|fuer|per) (?:la|una|une|die|eine|il|un|a|uma) (?:ronda|tournee|runde|giro|rodada)|para todos|entre todos|pour tout le monde|fur alle|fuer alle|per tutti|pra todo mundo|para todo mundo)\b/;
const AFTER_LIMIT = new RegExp(String.raw`^(?:maks|split (?:between|among|amongst|across|\w+ ways)\b|all in\b|incl(?:uding|udes|\.)?\b|inclusive\b|with (?:the |a )?(?:tip|gratuity|service)\b|for (?:a |the |this |our |one |my )?(?:round|rounds|tab|bill|lot)\b|for (?:the|this|our|my|the whole) (?:table|group|party|gang|crew)\b(?!\s*\d)|(?:or|and) (?:lower|cheaper|less)|for (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:%|years?|yrs?|pm|am|o clock|minutes?|hours?|drinks?|cocktails?|beers?|glasses|shots?))|pp\b|each|apiece|a head|a pop|per (?:person|head|drink|glass|cocktail|pint)|(?:for|between) (?:the |all |both )?(?:\w+ )?(?:of us|${PEOPLE_WORDS_SOURCE})|between us|(?:in )?total|together|altogether|all together|combined|limit|budget|ceiling|(?:and|or) (?:under|below|less)|at the most|(?:left )?to spend|left|is fine but|or so|or less|or under|or below|max|maximum|tops|at most|or cheaper|como maximo|maximo|max\.?|au maximum|hochstens|maximal|al massimo|no maximo)\b`);

const NOT_MONEY_BEFORE = /\b(?:table|tables|room|seat|number|nr|aged?|born|since|year|gate|floor|bus|platform|page|at|mesa|tisch|tavolo|chambre|deck|level|cabin|stateroom|lane|row|booth|bay|pier|berth|terminal|section|zone|court|pitch|hole|station|carriage)\s*#?$/;

/**
 * Words of money and spending anywhere in a request, in the six languages ('my spending limit tonight is 9', 'wallet
 * is at 10', 'gasto máximo esta noche 9'): with one of them, a number the reader cannot place is read as the cap.
 */
const MONEY_TALK = /\b(?:allowance|per diem|expenses?|expensing|reimburs\w*|voucher|gratuity|corporate card|company card|spend|spending|spent|budget|budgets|kitty|kittys|kitties|whip round|cagnotte|vaquinha|bote|wallet|purse|cash|money|afford|pay|paying|price|prices|priced|cost|costs|costing|bill|tab|broke(?!\s+(?:down|up|into|in|out|off|open|through|away|apart|again|the|my|a|an|it|its|our|his|her))|skint|gastar|gasto|presupuesto|dinero|pagar|precio|cuesta|depenser|argent|payer|prix|coute|ausgeben|geld|zahlen|preis|kostet|spendere|soldi|pagare|prezzo|costa|dinheiro|preco|custa|orcamento|fric|thune)\b/;
/** Before a number, words that make it an age or a count ('I am 30', 'turning 25', 'round of 6'). */
const HAVE_BEFORE = /\b(?:with|com|con|avec|mit|have|got|has|tenemos|temos|tengo|tenho|haben|habe|abbiamo|ho|avons|ai)$/;
/** The money is for a party ('50 entre 4', '20 pavos pa dos', '50 dólares pra nós 4', '50 dollari in quattro'). */
const FOR_A_PARTY_AFTER = new RegExp(
  String.raw`^(?:(?:[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE})\s*)?(?:for|between|entre|para|pra|pa|pour|fur|fuer|zwischen|in)\s+(?:(?:the|us|all|los|las|nous|uns|noi|nos|nosotros|nosotras|a gente)\s+)?(?:[2-9]|10|two|three|four|five|six|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|zwei|drei|vier|funf|fuenf|due|quattro|cinque|dois|duas|quatro)\b(?!\s*(?:%|years?|yrs?|pm|am|o clock|minutes?|hours?|[$\u20ac\u00a3\u00a5]|dollars?|bucks?))`,
);
const IN_ALL_AFTER = /^(?:(?:no|en|in|au|el|im)\s+)?total\b|^(?:insgesamt|zusammen|in tutto|altogether|all together|between us|entre todos|entre nous)\b/;
/** Money said to be no limit ('money is no object', "price doesn't matter", 'whatever it costs'): no cap read from it. */
const NO_MONEY_LIMIT = /\b(?:money|price|prices|cost|costs|budget)\s+(?:is |are |s )?(?:no (?:object|issue|problem|concern|limit)|not an? (?:issue|problem|concern|object)|(?:does|do) not matter|is not important)|\bwhatever (?:it|the (?:price|cost)) costs?\b|\bwhatever the (?:cost|price)\b|\bno budget\b|\bmoney to burn\b|\bprice is no\b/;
/** A party's size comes next: the number is never a price. */
const PARTY_BEFORE = new RegExp(String.raw`\b${PARTY_LEAD}\s*$`);
const AGE_OR_COUNT_BEFORE = /\b(?:i am|we are|we re|were|he is|she is|they are|they re|there are|there re|is only|turning|turned|turn|turns|age|aged|of|ich bin|tengo|tenho|j ai|ho)\s*$/;

/**
 * A price limit said in a way the reader did not read ('budget: 10', 'menos de diez euros', 'max. 12', 'a tenner
 * tops'), or undefined. The lowest one holds; 'under' and its kin are a cent below the amount.
 */
export function priceInDoubt(expanded: string): number | undefined {
  const text = ` ${limitsAsSaid(expanded)
    // A comma between digits is a decimal one ('10,5 euros', '8,50 \u20ac'); any other is a pause.
    .replace(/[:;!?()"]|,(?!\d{1,2}(?!\d))|(?<!\d),/g, ' ')
    // A full stop after a number ends the sentence ('até 12.'): no decimal point.
    .replace(/(\d)\.(?=\s|$)/g, '$1 ')
    .replace(/\b(max|approx)\./g, '$1')
    .replace(/'/g, ' ')
    // 'a ten-dollar drink', 'sub-10'.
    .replace(/(\d)-(?=[a-z])/g, '$1 ')
    .replace(/([a-z])-(?=(?:dollar|euro|buck|pound|quid))/g, '$1 ')
    .replace(/\bsub-?(?=\s*(?:[$\u20ac\u00a3\u00a5]\s*)?\d)/g, 'under ')
    .replace(/\s+/g, ' ')} `;
  const numbers = /([$\u20ac\u00a3\u00a5]\s*)?(\d+(?:[.,]\d{1,2})?|[a-z]+)(?=\s|[$\u20ac\u00a3\u00a5])/g;
  const moneyTalk = MONEY_TALK.test(text) && !NO_MONEY_LIMIT.test(text);
  let best: number | undefined;
  for (const m of text.matchAll(numbers)) {
    const token = m[2]!;
    const value = /^\d/.test(token) ? Number(token.replace(',', '.')) : NUMBERS_IN_WORDS[token];
    // (Up to what a party may say in a money worth little, 'two thousand for the table'; a year said as one, 'since 2019',
    // 'a 2015 vintage', is no amount.)
    if (value === undefined || !Number.isFinite(value) || value <= 0 || value > 99_999) continue;
    if (!m[1] && /^(?:19|20)\d\d$/.test(token) && /\b(?:since|in|of|from|until|till|by|year|back|summer|winter|spring|autumn|fall|born|vintage)\s*$/.test(text.slice(0, m.index))) continue;
    const before = text.slice(0, m.index).replace(/\s(?:a|an|the|el|la|le|un|una|une|um|uma)\s*$/, ' ').trimEnd();
    const after = text.slice(m.index + m[0].length);
    if (NOT_MONEY_AFTER.test(after)) continue;
    // A time of day ('curtain's at 7.30', 'the show starts 8.15', 'doors at 7:45'): no price, without a currency.
    if (!m[1] && /^\d{1,2}[.,:]\d{2}$/.test(token) && Number(token.slice(-2)) < 60 && !CURRENCY.test(after.trim().split(' ')[0] ?? '') && !/^\s*(?:or (?:less|under|below|cheaper)|max|maximum|tops|each|a (?:drink|glass|head)|per|apiece)\b/.test(after) && /\b(?:at|by|from|till|until|starts?|starting|begins?|curtain|curtains|show|shows|leave|leaving|doors|before|after|is at|s at)$/.test(before)) continue;
    // A currency word before the number counts when it is not the word of an amount said before it ('EUR 12', but not
    // the 'zwei' of '25 euro, zwei Cocktails').
    const wordsBefore = before.split(' ');
    const currencyBefore = CURRENCY.test(wordsBefore.at(-1) ?? '') && !/^\d|^[$\u20ac\u00a3\u00a5]/.test(wordsBefore.at(-2) ?? '') && NUMBERS_IN_WORDS[wordsBefore.at(-2) ?? ''] === undefined;
    const currency =
      // An amount with its cents ('for 8.50') is money.
      /^\d{1,3}[.,]\d{2}$/.test(token) ||
      Boolean(m[1]) || CURRENCY.test(after.trim().split(' ')[0] ?? '') || /[$\u20ac\u00a3\u00a5]\s*$/.test(before) || currencyBefore || token === 'tenner' || token === 'fiver';
    const strict = STRICT_BEFORE.test(before.slice(-80).replace(/\s*[$\u20ac\u00a3\u00a5]$/, ''));
    // An amount a party has in all ('somos 5 com 60 no total', 'we have 48 in total', 'wir haben 36 insgesamt').
    // ('we're a table of 5 with 60': what a party said to be has is its money.)
    const hadInAll = (HAVE_BEFORE.test(before) && (IN_ALL_AFTER.test(after.trim()) || (value >= 10 && PARTY_OF.test(before)))) || (value >= 5 && FOR_A_PARTY_AFTER.test(after.trim()));
    // 'on est 6, budget 70€', 'we are 6, 90 quid': the size of the party, never a price.
    if (!currency && PARTY_BEFORE.test(before.slice(-80))) continue;
    // Money kept back for the way home is no cap ('$10 of it is for the taxi', 'keep 9 for the bus').
    if (RESERVED_AFTER.test(after) && /\b(?:keep|keeping|save|saving|leave|aside|back|need|needs|but|and)\s*(?:[$\u20ac\u00a3]\s*)?$/.test(before + (m[1] ?? ''))) continue;
    // '70€ pour 6', '$70 for 6': a number after an amount of money and 'for' is the party, not another price.
    if (!currency && value <= 30 && /(?:[$\u20ac\u00a3\u00a5]\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?|reais|balles|pavos))\s+(?:for|pour|para|pra|per|fur|fuer|entre|between)$/.test(before)) continue;
    // 'a round for 5 under 50': the number after 'a round for' is the party, not the price.
    if (!currency && value <= 12 && /\b(?:rounds?|table|mesa|tisch|tavolo|ronda|tournee|runde|giro|rodada)\s+(?:for|of|para|pour|fur|fuer|per|de|di)$/.test(before)) continue;
    // (The words of a limit stand just before its amount: the last words are enough, and a long text costs no more.)
    const limit = strict || hadInAll || LIMIT_BEFORE.test(before.slice(-80).replace(/\s*[$\u20ac\u00a3\u00a5]$/, '')) || AFTER_LIMIT.test(after.trim().replace(/^(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|pounds?|quid)\s*/, ''));
    // A number the reader cannot place in a request that talks of money ('spending limit tonight is 9'): the strictest
    // reading is that it is the cap, unless it reads as an age or a count of things ('6 beers', 'I am 30').
    const unplaced = moneyTalk && !limit && !currency && value >= 5 && value <= 100 && /^\d/.test(token) && !AGE_OR_COUNT_BEFORE.test(before) && !/^[a-z]+s\b(?<!\b(?:is|was|as|us|yes|plus|less|thanks|pls|gins)\b)/.test(after.trim());
    // An amount of money is a limit; a bare number after a limit word is one too, unless it is too small to be a
    // price ('no more than 3 ingredients').
    if (!currency && !(limit && value >= 5) && !unplaced) continue;
    // A table, a room, a year or a time before a bare number makes it no price ('table 12 for 4 people').
    if (!currency && NOT_MONEY_BEFORE.test(before) && !(moneyTalk && /\b(?:is|s|sits|stands|stays|are) at$/.test(before))) continue;
    const amount = strict ? Math.round(value * 100 - 1) / 100 : value;
    best = Math.min(best ?? Infinity, amount);
  }
  return best;
}

/** The numbers in words, longest first, as one alternation (for the shares and sums below). */
const NUMBER_WORDS = WORDS_LONGEST_FIRST.join('|');
/** A share of an amount ('half of my $20 budget', 'a quarter of my 40', 'one third of 36', '10% of my 100 dollar night'). */
const SHARES: Record<string, number> = ownWords({ 'two-thirds': 2 / 3, 'three quarters': 3 / 4, 'three-quarters': 3 / 4, half: 1 / 2, 'a half': 1 / 2, 'one half': 1 / 2, quarter: 1 / 4, 'a quarter': 1 / 4, 'one quarter': 1 / 4, third: 1 / 3, 'a third': 1 / 3, 'one third': 1 / 3, 'two thirds': 2 / 3, fifth: 1 / 5, 'a fifth': 1 / 5, 'one fifth': 1 / 5, 'la mitad': 1 / 2, 'la moitie': 1 / 2, 'die halfte': 1 / 2, 'la meta': 1 / 2, 'a metade': 1 / 2, mitad: 1 / 2, moitie: 1 / 2, halfte: 1 / 2, meta: 1 / 2, metade: 1 / 2 });
const SHARE_OF = new RegExp(
  String.raw`\b(${Object.keys(SHARES).sort((a, b) => b.length - a.length).join('|')}|(\d{1,2})\s*(?:%|percent|por ciento|pour cent|prozent|per cento|por cento))\s+(?:of|de|von|di|do|da|del|des)\s+(?:(?:my|our|the|this|that|a|mi|mon|ma|mein|meinem|il|mio|o|meu)\s+)?(?:[$\u20ac\u00a3\u00a5]\s*)?(\d{1,4}(?:[.,]\d{1,2})?|${NUMBER_WORDS})\b(?:\s*-?\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?))?`,
  'g',
);
const NUMBER_OR_WORD = String.raw`(\d{1,3}(?:[.,]\d{1,2})?|${NUMBER_WORDS})`;
/** Two amounts with a plus or a minus between them (in the six languages), not a range ('10 or 12', '10-12'). */
const SUM_OF_AMOUNTS = new RegExp(String.raw`(?:[$\u20ac\u00a3\u00a5]\s*)?\b${NUMBER_OR_WORD}\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?)?\s+(plus|minus|less|\+|menos|moins|weniger|meno|mas)\s+(?:(?:the|a|my|our|el|la|le|il|o|der|die|das)\s+)?(?:[$\u20ac\u00a3\u00a5]\s*)?${NUMBER_OR_WORD}\b(?:\s*-?\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?))?(?:\s+${TIP_WORDS_SOURCE})?`, 'g');
/** Notes and coins counted out ('a five and three singles', 'one ten and two ones'). */
const NOTE_VALUE: Record<string, number> = ownWords({ five: 5, fiver: 5, ten: 10, tenner: 10, twenty: 20, 5: 5, 10: 10, 20: 20 });
const CASH_NOTES = /\b(?:a|one|1)\s+(five|fiver|ten|tenner|twenty|5|10|20)(?:\s+(?:dollar|euro|pound))?(?:\s+(?:bill|note))?\s+(?:and|plus|\+)\s+(\d|a|one|two|three|four|five|six|seven|eight|nine)\s+(?:singles|ones|one dollar bills|dollar bills|dollar coins|coins|quarters? of nothing)\b/g;
/** What money is kept back for: the way home, food, a tip, someone it is owed to ('keep 9 for the bus', '2 go to the tip'). */
const RESERVE_FOR = String.raw`(?:the |my |a |an )?(?:bus|taxi|cab|uber|lyft|train|tram|ride|metro|subway|tube|way home|trip home|home|fare|parking|food|kebab|snacks?|late night food|tips?|gratuity|cloakroom|coat check|friend|mate|buddy|brother|sister|flatmate|roommate|later)\b`;
/** Money the guest owes someone out of what they have ('$15 but I owe my friend $5 of it'). */
const OWED_BY_ME = String.raw`\bowe\s+(?:my |a |the )?(?:friend|mate|buddy|brother|sister|flatmate|roommate|him|her|them|someone|somebody|dad|mum|mom|[a-z]+)\s+(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)`;
/** Money held and some of it needed for the way home ('I have $12 but need $4 for the bus home'), said as money kept back. */
const HAVE_BUT_NEED = new RegExp(
  String.raw`\b(?:i have|i ve got|i got|i have got|got|have)\s+(?:[$\u20ac\u00a3]\s*)?(\d{1,3})(?:\s*(?:dollars?|bucks?|euros?|quid|pounds?))?\b[^.!?$\u20ac\u00a3\d]{0,20}?\b(?:but|and)\s+(?:i\s+)?(?:need|have|must|gotta|got to)\s+(?:to\s+)?(?:keep|save|leave|set aside|hold back|spend|pay)?\s*(?:[$\u20ac\u00a3]\s*)?(\d{1,3})(?:\s*(?:dollars?|bucks?|euros?|quid|pounds?))?\s+(?:of (?:it|that)\s+)?for\s+(${RESERVE_FOR})`,
  'g',
);
/** A share of an amount said as the limit, as that amount ('half of my twenty-dollar budget' is 'max 10'). */
function fractionsOfAmounts(text: string): string {
  const summed = text
    // A sum or a difference said of the money ('ten plus two is all I've got', 'Fünfzehn minus drei Euro Trinkgeld',
    // 'I had 30, already spent 18'): its result.
    .replace(SUM_OF_AMOUNTS, (whole: string, a: string, op: string, b: string) => {
      const [x, y] = [a, b].map((n) => (/^\d/.test(n) ? Number(n.replace(',', '.')) : NUMBERS_IN_WORDS[n]));
      if (x === undefined || y === undefined) return whole;
      const value = /^(?:plus|\+|and|mas|plus|und|piu|mais)$/.test(op) ? x + y : x - y;
      return value > 0 ? ` ${value} dollars ` : whole;
    })
    // Cash said as notes ('a five and three singles', 'a tenner and two coins'): their sum.
    .replace(CASH_NOTES, (_w: string, note: string, count: string) => {
      const ones = /^\d/.test(count) ? Number(count) : (NUMBERS_IN_WORDS[count] ?? (count === 'a' || count === 'one' ? 1 : 0));
      return ` ${NOTE_VALUE[note]! + ones} dollars `;
    })
    // Money the guest has and needs some of for the way home ('I have $12 but need $4 for the bus home'): said as the
    // budget and what is kept back ('... keep 4 for the bus'), which the party's share takes off, never the kept amount
    // as a cap.
    .replace(HAVE_BUT_NEED, (_w: string, had: string, kept: string, reserve: string) => ` i have ${had} dollars but need to keep ${kept} for ${reserve} `)
    // Money owed to the guest is not money they have ('$10 but a friend owes me $5'); nor is a bet's stake ('bet my friend
    // $5 there's a cocktail under $11', 'lost a $10 bet').
    .replace(OWED_TO_ME, ' ')
    .replace(STAKE_OF_A_BET, ' a bet ')
    // Money kept back however it is said ('keep 2 bucks for the tip', '$5 of it goes to the taxi', 'I owe my friend $5 of
    // it'): said one way, with no currency on it, so no reading takes the amount kept for a price.
    .replace(RESERVED_G, (...m: string[]) => ` keep ${m[1] ?? m[2] ?? m[3] ?? m[4]} for later `);
  return sharesOf(spentOf(summed));
}

/**
 * Money already spent, said before or after its amount, in the six languages ('$40 budget, $31 gone already', 'started
 * with 50 bucks, 41 spent', 'tenía 50 y ya gasté 41', 'ich hatte 50 Euro, 41 schon ausgegeben'): what is left of the
 * largest other amount said before it is the budget; so is where the bill stands ('caps my room at $50, I'm at $38
 * already'). Money paid for a meal or a taxi is spent too when the guest speaks
 * of what is left ('a $60 voucher, dinner was $48, one drink with whatever's left').
 */
function spentOf(text: string): string {
  const spent = spendingSaid(text);
  if (!spent) return text;
  const { before, most, left } = spent;
  // (The amount held becomes the budget left; the words around it stay, so the rest of the request reads as said.)
  return `${before.slice(0, most.index)} budget ${left} left ${before.slice(most.index + most[0].length)} , ${text.slice(spent.end)}`;
}
/** What is left of the money the guest holds after what they say they have spent, or undefined when they say no such thing. */
export function leftAfterSpending(text: string): number | undefined {
  return spendingSaid(text)?.left;
}
function spendingSaid(text: string): { before: string; most: RegExpMatchArray & { index: number }; left: number; end: number } | undefined {
  const spent = SPENT_AFTER.exec(text) ?? SPENT_BEFORE.exec(text) ?? SPENT_SO_FAR.exec(text) ?? (WHAT_IS_LEFT.test(text) ? SPENT_ON.exec(text) : null);
  if (!spent) return undefined;
  const asNumber = (said: string) => Number(said.replace(',', '.'));
  const amountSpent = asNumber(spent[1]!);
  const before = text.slice(0, spent.index);
  const held = [...before.matchAll(new RegExp(String.raw`\b(?:\d{1,3}(?:[.,]\d{1,2})?|${BIG_AMOUNT})\b`, 'g'))].filter((m) => asNumber(m[0]) > amountSpent);
  if (held.length === 0) return undefined;
  const most = held.reduce((a, b) => (asNumber(b[0]) > asNumber(a[0]) ? b : a)) as RegExpMatchArray & { index: number };
  const left = Math.round((asNumber(most[0]) - amountSpent) * 100) / 100;
  return { before, most, left, end: spent.index + spent[0].length };
}
const SPENT_AFTER = /(?:[$\u20ac\u00a3]\s*)?\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|eur|quid|pounds?|dolares)?\s+(?:of (?:it|that)\s+)?(?:is\s+|are\s+|already\s+|just\s+|ya\s+|schon\s+|bereits\s+|deja\s+|gia\s+|ja\s+)*(?:spent|gone|used(?: up)?|blown|ausgegeben|weg|verbraucht|gastados?|spesi|depenses?|gastos)\b/;
const SPENT_BEFORE = /\b(?:spent|used up|used|blown|blew|gone through|gaste|gastado|gastei|ausgegeben|depense|speso)\s+(?:already\s+|ya\s+|schon\s+|deja\s+|gia\s+|ja\s+)?(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\b/;
/** Where the guest's bill stands, said as money ('I'm at $38 already', 'we are already at 33 dollars'): spent so far. */
// (And in a money counted in thousands, 'we're on 1320000 rupiah already', as '1,32 juta' is read.)
const BIG_AMOUNT = String.raw`\d{4,7}(?=\s*(?:rupiah|vnd|dong|won|krw|yen|jpy)\b)`;
const SPENT_SO_FAR = new RegExp(String.raw`\b(?:i am|i'?m|we are|we'?re|already|currently)\s+(?:already\s+|currently\s+)?(?:at|on)\s+(?=[$\u20ac\u00a3]|\d{1,3}(?:[.,]\d{1,2})?\s*(?:dollars?|bucks?|euros?|quid|pounds?)\b|${BIG_AMOUNT})[$\u20ac\u00a3]?\s*(\d{1,3}(?:[.,]\d{1,2})?|${BIG_AMOUNT})\b`);
/** Money paid for something else, when what is left is the budget ('a $60 voucher, dinner was $48, one drink with what's left'). */
const SPENT_ON = /\b(?:dinner|food|the food|the meal|my meal|our meal|lunch|breakfast|supper|snacks?|the taxi|the cab|the uber|the bill|the burger|the pizza|starters?|mains?|the room service)\s+(?:was|were|came to|cost|costs|ran|ran me|set me back|took)\s+(?:me\s+|us\s+)?(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\b/;
const WHAT_IS_LEFT = /\b(?:left|leftover|remaining|remains|the rest)\b/;
/**
 * The stake of a bet made with someone ('bet my friend $5', "I'll bet you 10 bucks", 'the groom bet me £20', 'a $20
 * bet', 'lost a $10 bet'); never slang 'bet' ('under $10 bet', 'bet $10 max') or the guest's own 'betting 12 bucks gets
 * me something'.
 */
const STAKE_OF_A_BET =
  /\b(?:bet|bets|betting|wager|wagered|wagering)\s+(?:(?:my|a|the|our|his|her)\s+)?(?:friend|mate|buddy|pal|brother|sister|wife|husband|boyfriend|girlfriend|partner|colleague|boss|groom|bride|best man|you|ya|him|her|them|me|us|everyone|somebody|someone)\s+(?:[$\u20ac\u00a3]\s*)?\d{1,4}(?:[.,]\d{1,2})?(?:\s*(?:dollars?|bucks?|euros?|quid|pounds?))?|\b(?:a|the|my|lost|won|losing|winning)\s+(?:[$\u20ac\u00a3]\s*)?\d{1,4}(?:[.,]\d{1,2})?(?:\s*(?:dollars?|bucks?|euros?|quid|pounds?))?\s+(?:bet|wager)\b/g;
/** Money someone owes the guest ('a friend owes me $5', 'he'll pay me back 10'). */
const OWED_TO_ME = /\b(?:owes?|owing|will pay|ll pay|pays?)\s+(?:me|us)(?:\s+back)?\s+(?:[$\u20ac\u00a3]\s*)?\d{1,3}(?:[.,]\d{1,2})?\s*(?:dollars?|bucks?|euros?|quid|pounds?)?/g;

function sharesOf(summed: string): string {
  if (!/\bof\b|\bde\b|\bvon\b|\bdi\b|%/.test(summed)) return summed;
  return summed.replace(SHARE_OF, (whole: string, share: string, percent: string | undefined, amount: string) => {
    const part = percent !== undefined ? Number(percent) / 100 : SHARES[share];
    const value = /^\d/.test(amount) ? Number(amount.replace(',', '.')) : NUMBERS_IN_WORDS[amount];
    if (part === undefined || value === undefined || !(part > 0 && part < 1)) return whole;
    return ` max ${Math.floor(value * part * 100) / 100} dollars `;
  });
}

/**
 * An amount the guest takes back for another said at once ('a fiver... ok a tenner max', '8, no wait, make it 12',
 * '10€, en fait 15€'): the first is left out, so the last is the limit.
 */
const TAKEN_BACK = new RegExp(
  String.raw`(?:[$\u20ac\u00a3\u00a5]\s*)?\b(?:\d{1,3}(?:[.,]\d{1,2})?|fiver|tenner|twenty)\b(?:\s*(?:[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE}\b))?(?:\s*(?:max|tops))?[\s.,;:!…-]*(?:(?:ok|okay|nah|no|hmm|well|um|but)[\s.,!…]+)?(?:(?:actually|no wait|wait|make (?:it|that)|i mean|scratch that|or rather|correction|ok|okay|sorry|bueno|mejor dicho|mejor|en realidad|espera|en fait|plutot|disons|mieux|non|doch|eher|lieber|ach was|ach nee|nee|na ja|naja|eigentlich|sagen wir|anzi|cioe|diciamo|aspetta|quer dizer|melhor|na verdade|alias)\b[\s,.…]*){1,3}(?:make (?:it|that)\s+|say\s+)?(?=(?:a |an )?(?:under |max |up to )?(?:[$\u20ac\u00a3\u00a5]\s*)?(?:\d{1,3}(?:[.,]\d{1,2})?(?!\d)(?!${NOT_MONEY_AFTER_SOURCE})|fiver\b|tenner\b|twenty\b))`,
  'g',
);

/** Comparing the price with a drink: 'cheaper than a Negroni' (strict), 'no more expensive than the G&T'. */
const CHEAPER_THAN = /\b(?:cheaper than|less expensive than|less than the price of|under the price of|below the price of|less than|lower than|under what|below what|mas barato que|mas barata que|moins chere? qu(?:e\b|')|billiger(?:es|e|en|er)? als|guenstiger(?:es|e|en|er)? als|gunstiger(?:es|e|en|er)? als|meno caro di|meno cara di|piu economico di|mais barato que|mais barata que)\s*(.{1,40})/;
const NO_DEARER_THAN = /\b(?:(?:no|not|nothing|never|can not|do not|will not|would not|should not)\s+(?:[a-z]+\s+){0,3}?(?:more than|over|above|beyond)|no more expensive than|not more expensive than|nothing more expensive than|no pricier than|not pricier than|nothing pricier than|no dearer than|costs? no more than|costing no more than|the same price as|same price as|as cheap as|priced like|no mas caro que|pas plus cher que|nicht teurer als|non piu caro di|nao mais caro que)\s+(.{1,40})/;

/** 'A cheaper version of a margarita', 'a cheaper alternative to the Negroni': the drink after it. */
const CHEAPER_OF = /\b(?:cheaper|less expensive|more affordable)\s+(?:version|alternative|take|option|copy|twist|cousin)\s+(?:of|to|on)\s+(.{1,40})/;
/** 'Like a margarita but cheaper', 'a negroni, only cheaper', 'algo como un mojito pero más barato': the drink before it. */
const BUT_CHEAPER = /^(.{1,60}?)\s*(?:,\s*)?(?:but|only|just|though|pero|mais|aber|ma|mas)\s+(?:a bit |a little |slightly |much |way |un poco |un peu |etwas |un po )?(?:cheaper|cheapest|less expensive|less\s+cher|less\s+chere|less\s+caro|less\s+cara|more\s+cheap|more affordable|mas barato|mas barata|moins cher|moins chere|billiger|gunstiger|guenstiger|meno caro|meno cara|piu economico|mais barato|mais barata)\b/;
/** The drink named before 'but cheaper' (after 'like' or its kin, when said), or undefined. */
function namedBeforeCheaper(expanded: string): string | undefined {
  const before = BUT_CHEAPER.exec(expanded)?.[1]?.trim();
  if (before === undefined) return undefined;
  return /^.*\b(?:like|similar to|tipo|como|comme|wie|come|as|a|an|the|un|una|une|ein|eine|einen|uno|um|uma)\s+([^,]{1,40})$/.exec(before)?.[1] ?? before;
}

/** The price of a drink of the menu named after a comparison ('cheaper than a Negroni': a cent below it), or undefined. */
export function priceOfNamedDrink(expanded: string, menu: ReadonlyArray<{ name: string; price: number; category?: string }>): number | undefined {
  // What is said after the comparison ('cheaper than a Negroni', 'no dearer than a beer'), or the drink before 'but cheaper'.
  const below = (CHEAPER_THAN.exec(expanded) ?? CHEAPER_OF.exec(expanded))?.[1] ?? namedBeforeCheaper(expanded);
  const atMost = NO_DEARER_THAN.exec(expanded)?.[1];
  const found: number[] = [];
  for (const [said, isStrict] of [[below, true], [atMost, false]] as const) {
    if (said === undefined) continue;
    const after = words(said.replace(/&/g, ' and ')).join(' ');
    // ('Cheaper than last round, it was a mojito', 'less than what I had before - a Negroni': the drink said elsewhere.)
    const saidBack = /^(?:(?:the|my|our)\s+)?(?:last|previous|first|other)\s+(?:round|one|drink|time)\b|^what (?:i|we) (?:just )?had\b|^(?:that|this) one\b/.test(after);
    const whole = ` ${words(expanded.replace(/&/g, ' and ')).join(' ')} `;
    for (const drink of menu) {
      const key = words(drink.name.replace(/&/g, ' and ')).join(' ');
      const names = [key, ...(drinkAliasesByKey().get(key) ?? [])];
      const named = (n: string) => new RegExp(`^(?:(?:what|whatever|ce que|lo que|was)\\s+)?(?:(?:a|an|the|un|una|une|ein|eine|einen|einem|den|dem|der|die|das|uno|um|uma|el|le|la|il|o)\\s+)?${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(after) || (saidBack && whole.includes(` ${n} `));
      if (!names.some(named)) continue;
      found.push(isStrict ? Math.round(drink.price * 100 - 1) / 100 : drink.price);
    }
    // A kind said for the price ('no more than a glass of wine', 'cheaper than a beer'): the cheapest of that kind.
    const kind = /^(?:(?:what|whatever)\s+)?(?:(?:a|an|the|one|un|una|une|ein|einen|uno|um|uma)\s+)?(?:(?:glass|pint|bottle|copa|verre|glas|bicchiere|copo)\s+(?:of\s+|de\s+|di\s+)?)?(?:(?:house|red|white|rose)\s+)?(wine|beer|lager|vino|vin|wein|vinho|cerveza|biere|bier|birra|cerveja)\b/.exec(after);
    if (kind) {
      const category = /^(?:wine|vino|vin|wein|vinho)$/.test(kind[1]!) ? 'wine' : 'beer';
      const prices = menu.filter((d) => d.category === category).map((d) => d.price);
      if (prices.length) found.push(isStrict ? Math.round(Math.min(...prices) * 100 - 1) / 100 : Math.min(...prices));
    }
  }
  return found.length ? Math.min(...found) : undefined;
}

/** Money left after drinks the guest names first ('two G&Ts, then whatever fits in what's left of a $30 note'). */
const LEFT_OVER = /\b(?:what(?: is|'?s)? left|the rest(?: of (?:it|the money|my money))?|what remains|remaining|left ?over|(?:with|from) the change)\b/;
const AMOUNT_HELD = /[$\u20ac\u00a3]\s*(\d{1,3}(?:[.,]\d{1,2})?)|\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid|pounds?|[$\u20ac\u00a3])/g;
const COUNT_WORDS: Record<string, number> = ownWords({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 });
/**
 * What is left of the money the guest has after the drinks of the menu they name with a count ('two G&Ts, and then
 * whatever fits in what's left of a $30 note': $30 less two G&Ts), or undefined when no such drinks or money are said.
 */
export function leftAfterNamedDrinks(expanded: string, menu: ReadonlyArray<{ name: string; price: number }>): number | undefined {
  if (!LEFT_OVER.test(expanded)) return undefined;
  const held = [...expanded.matchAll(AMOUNT_HELD)].map((m) => Number((m[1] ?? m[2])!.replace(',', '.')));
  if (held.length === 0) return undefined;
  const said = ` ${words(expanded.replace(/&/g, ' and ')).join(' ')} `;
  let spent = 0;
  for (const drink of menu) {
    const key = words(drink.name.replace(/&/g, ' and ')).join(' ');
    for (const name of [key, ...(drinkAliasesByKey().get(key) ?? [])]) {
      const counted = new RegExp(String.raw` (\d|${Object.keys(COUNT_WORDS).join('|')}) (?:more )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)? `).exec(said);
      if (!counted) continue;
      spent += Number(COUNT_WORDS[counted[1]!] ?? counted[1]) * drink.price;
      break;
    }
  }
  if (spent === 0) return undefined;
  return Math.max(0, Math.floor((Math.max(...held) - spent) * 100 + 1e-6) / 100);
}

let ALIASES: Map<string, string[]> | undefined;
/** The lexicon's other names of the menu's drinks, keyed by the name's words ('gin and tonic': 'g and t', 'gnt'). */
export function drinkAliasesByKey(): Map<string, string[]> {
  ALIASES ??= new Map(Object.entries(DRINK_ALIASES).map(([name, aliases]) => [words(name.replace(/&/g, ' and ')).join(' '), aliases.map((a) => words(a).join(' '))]));
  return ALIASES;
}

/** How many drinks a request asks for at once ('2 drinks', 'three cocktails', 'a round of 4'). */
// (Said as one word before what it counts, 'a two-drink minimum', 'a 3-cocktail voucher', too: a voucher for that
// many drinks, where '2 drink vouchers' are two vouchers.)
const DRINK_COUNT = /\b(?<![$\u20ac\u00a3\u00a5]\s*|\b(?:sub|under|below|over|max|than|to|upto|at most)[-\s]+)(\d{1,2}|two|three|four|five|six|dozen|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|dois|duas)(?:\s+|-)(?:drinks?|cocktails?|beers?|glasses|rounds?|bebidas?|copas?|verres?|getranke|drink|of the same|of them|of something|of anything|of whatever|of those|of these)\b(?!(?<!-(?:drinks?|cocktails?|beers?))\s+(?:tokens?|credits?|vouchers?|tickets?|chips?|coins?)\b)|\b(?:a |one |the )?round (?:of|for) (\d|two|three|four|five|six)\b|\b(?:buy|get|order|grab)\s+(two|three|four|2|3|4)\b(?!\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?))/;
/**
 * The amount is said per drink ('$12 each', '10 max each', 'each under 12', 'per person', '10 a drink', '10 euro a
 * bicchiere', 'por copa'); 'each' said
 * of what each guest has ('a glass of wine each', 'one each', 'something fun each') is not what the amount is for.
 */
const PER_DRINK = /\b(?:each|every) (?:drink|glass|cocktail|beer|one|round of it)(?: (?:is|should be|must be|has to be|to be|needs to be|costs?|at|for))? (?:under|below|max|at most|up to|no more than|not over|less than|[$\u20ac\u00a3\u00a5]?\d)|(?:\d|[$\u20ac\u00a3\u00a5]|\b(?:dollars?|bucks?|euros?|quid|pounds?|max|tops|under|below|less than|no more than|at most|up to))\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?)?\s*(?:(?!(?:rounds?|drinks?|cocktails?|beers?|glasses|shots?)\b)\w+\s+|or (?:less|under|below|lower|cheaper) )?(?:each|chacune?|cada(?: un[oa])?|jeweils|ciascun[oa])\b|\b(?:each|chacune?|cada(?: un[oa])?|jeweils|ciascun[oa]) (?:under|below|max|at most|up to|no more than|less than|moins de|menos de|unter|meno di|maximo|maximum|[$\u20ac\u00a3\u00a5]?\d)|\b(?:per (?:drink|glass|cocktail|person|head|pint)|apiece|a piece|a head|a pop|pro (?:drink|glas|person|kopf)|(?<!\b(?:uno|una|un giro|un drink|un cocktail|one|a round|one round|a drink|one drink|1)\s)a testa|por (?:persona|cabeza|pessoa)|par personne)\b|\d\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?)?\s+a (?:drink|glass|pint|cocktail|bicchiere|copa|verre|copo)\b|\b(?:al|per|a) bicchiere\b|\bpor (?:copa|copo|trago)\b|\b(?:par|le) verre\b|\bla copa\b/;
/** A number of drinks of any name bought for an amount ('2 gin and tonics for 22', '3 margaritas for $39'). */
const COUNT_FOR = new RegExp(String.raw`\b(\d|two|three|four|five|six|dos|tres|deux|trois|zwei|drei|due|tre|dois|duas)\s+(?:(?:[a-z]+\s+){0,3}?[a-z]+s\s+)?for\s+(?:(?:under|below|less than|max|at most|up to|no more than)\s+)?(?:[$\u20ac\u00a3\u00a5]?\s*\d|(?:${NUMBER_WORDS})\b)`);
/** An amount said for a number of people or drinks right after it ('45 for three', '$20 for 2', '30 between the three of us'); 'for three rounds' is a count of rounds. */
const AMOUNT_FOR = /(?<!\b(?:table|tables|room|seat|mesa|tisch|tavolo|chambre|number|nr)\s*#?\s*\d*)\d(?:[.,]\d{1,2})?\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|dolares|dollari|bucks?|euros?|eur|usd|chf|francs?|franken|zl|zloty|zlotych|kc|korun|kr|kroner|kronor|quid|pounds?|reais|pavos|pelas|balles)?\s+(?:for|between|para|pra|pa|pour|per|fur|fuer|entre|pre|pro|dla|a(?= nous\b)|in(?= (?:due|tre|quattro|cinque|sei)\b)) (?:the |us |all |los |las |les |die |i |le |os |as |nous |uns |noi |nos |nosotros |nosotras |a gente )?([2-9]|10|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|zwei|drei|vier|funf|fuenf|sechs|due|tre|quattro|cinque|sei|dois|duas|quatro|dva|dve|tri|ctyri|styri|dvoch|troch|styroch|piatich|dwoch|dwojga|trzech|trojga|czterech|pieciu)\b(?![.,]?\d|\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?|reais)|\s*(?:%|years?|yrs?|pm|am|o clock|minutes?|hours?|rounds?|rondas?|tournees?|runden?|giri|giro|rodadas?)\b)/;
/** A count of drinks said right before a cap with no total ('2 beers under 10', 'three cocktails max 12 each'): the cap is each drink's. */
const COUNT_THEN_CAP = /\b(?:\d|two|three|four|five|six|dos|tres|deux|trois|zwei|drei|due|tre|dois|duas)\s+(?:drinks?|cocktails?|beers?|glasses|rounds?|bebidas?|copas?|verres?|getranke|drink)\s+(?:under|below|less than|cheaper than|max|at most|up to|no more than|<)/;
/** A count of rounds ('two rounds', '2 rounds each', 'dos rondas', 'zwei Runden'). */
const ROUNDS = /\b(\d|two|three|four|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|dois|duas)\s+(?:rounds?|rondas|tournees|runden|giri|rodadas)\b/;
/** The size of each round ('rounds of 3', 'rondas de 3', 'tournées de 4', 'Runden für 5'). */
const ROUND_OF = /\b(?:rounds?|rondas?|tournees?|runden?|giri|rodadas?)\s+(?:of|de|di|von|fur|fuer|for|para|pour|per)\s+(\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|six|zwei|drei|vier|funf|sechs|due|tre|quattro|cinque|sei|dois|duas|quatro)\b(?!\s*(?:[$\u20ac\u00a3]|dollars?|bucks?|euros?|quid|pounds?|reais))/;
/** A count of drinks for each of a party ('we want 2 drinks each', 'dos copas cada uno', 'zwei Drinks pro Person'). */
const DRINKS_EACH = /\b(\d|two|three|four|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|dois|duas)\s+(?:drinks?|cocktails?|beers?|glasses|copas|bebidas|verres|drinks|getranke|bicchieri|bebidas|tragos)\s+(?:each|a piece|apiece|cada uno|cada una|chacun|jeder|pro person|a testa|cada)\b/;
/** Words that make an amount a cap on each drink ('under 12', '12 max', 'no more than 10 a drink'). */
const CAP_ON_EACH = /\b(?:under|below|less than|max|maximum|at most|up to|no more than|not more than|tops|not over|nothing over|nothing above|cheaper than|or less|or under|each|per|apiece|a head|a pop|moins de|menos de|unter|meno di|hasta|jusqu|maximo|maximal|hochstens|massimo)\b/;
const PARTY_WORDS: Record<string, number> = ownWords({ ...PARTY_NUMBERS, nine: 9, ten: 10 });

/** The others at the table pay for themselves ('friends who are paying their own', 'separate bills', 'just for me'). */
const PAY_THEIR_OWN = /\b(?:(?:are |is )?pay(?:ing|s)? (?:for )?(?:their|his|her) own|pay(?:ing|s)? for (?:themselves|himself|herself)|separate (?:bills?|tabs?|checks?|cheques?)|(?:each|everyone|everybody) pays? (?:for )?(?:their|his|her) own|(?:only|just) (?:for|paying for) (?:me|myself)(?!\s*(?:and|&|\+|,|with)\b)|my own (?:tab|bill|drink))\b/;

/** Money the party shares out ('splitting $24 evenly', 'going halves on 30', 'we're pooling 40'). */
const SHARED_MONEY = /\b(?:splitting|split|sharing|going halves|go halves|halves|chipping in|chip in|pooling|pool)\b[^.!?]{0,12}?(?:[$\u20ac\u00a3]\s*)?\d/;

/**
 * A limit said for several drinks or a whole party ('2 drinks for $20', '$20 for me and my friend', '$30 for the
 * three of us, in total') as each drink's share; the limit itself when it is said per drink or for one.
 */
/** Whether an amount is said per drink ('$12 each', 'under 10 a drink', 'two beers under 10'), not for the whole order. */
/** 'One each', '1 each' after a party's money: a drink each, never an amount of 1 each. */
const ONE_EACH = /(?<![$\u20ac\u00a3\u00a5]\s?)\b(?:1|one)\s+each\b/g;

/** A serving or a drink a guest counts in a list ('two pots and a schooner', '2 lagers, a stout and a cider'). */
const SERVING = String.raw`(?:pints?|pots?|schooners?|middies|middys?|halves|half pints?|halfs?|tinnies|tinnys?|cans?|bottles?|stubbies|stubbys?|lagers?|stouts?|ales?|ipas?|ciders?|beers?|pilsners?|pils|shandys?|shandies|wines?|reds?|whites?|roses?|proseccos?|gin and tonics?|g and ts?|shots?|cocktails?|drinks?|margaritas?|mojitos?|negronis?|spritz(?:es)?|martinis?|cokes?|sodas?|lemonades?|daiquiris?|cosmos?|glass(?:es)? of (?:red|white|rose|wine|prosecco|bubbly|house \w+))`;
const LIST_COUNT = String.raw`(?:\d|a|an|one|two|three|four|five|six)`;
/** Drinks counted in a list of two or more, joined by commas, 'and', '&' or 'plus'. */
const DRINKS_LISTED = new RegExp(String.raw`\b${LIST_COUNT}\s+(?:[a-z]+\s+)?${SERVING}(?:\s*(?:,|\band\b|&|\+|\bplus\b)\s*(?:and\s+)?${LIST_COUNT}\s+(?:[a-z]+\s+)?${SERVING})+\b`, 'g');
const LIST_ITEM = new RegExp(String.raw`\b(${LIST_COUNT})\s+(?:[a-z]+\s+)?${SERVING}\b`, 'g');

/**
 * Drinks listed one kind after another ('two pots and a schooner', '2 lagers and a stout') as their sum ('3 drinks'),
 * so that money for the lot is shared by every drink of it, not by the first count said.
 */
function withDrinksListedCounted(text: string): string {
  return text.replace(DRINKS_LISTED, (list) => {
    const total = [...list.matchAll(LIST_ITEM)].reduce((sum, m) => sum + countSaid(m[1]!), 0);
    return total >= 2 && total <= 12 ? `${total} drinks` : list;
  });
}

export function saysPerDrink(asSaid: string): boolean {
  const text = ` ${fold(asSaid)} `.replace(ONE_EACH, 'one drink each');
  return PER_DRINK.test(text) || (COUNT_THEN_CAP.test(text) && !PARTY_TOTAL.test(text));
}

export function partyShare(asSaid: string, limit: number): number {
  // Money said in words ('quince euros para dos', 'trente euros à nous trois') as digits, as the limit was read.
  // ('forty eight for four', 'fifty between five': the amount before whom it is for too.)
  const text = withDrinksListedCounted(amountWordsAsDigits(asSaid))
    .replace(ONE_EACH, 'one drink each')
    // (An amount in another money is shared the same way: '2000 yen for two', '20 bucks Canadian for two'.)
    .replace(FOREIGN_AFTER_AMOUNT, '$1 dollars')
    // ('30 max for two', '15 all in for me and a colleague': the cap's word between the amount and whom it is for.)
    .replace(/\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3]|dollars?|bucks?|euros?|quid|pounds?)?\s+(?:max|maximum|tops|at most|all in|in total|total)\s+(?=(?:for|between)\b)/g, '$1 ')
    // ('split 36 three ways', '36 split between three', 'spending 45 on three of us': an amount for that many.)
    .replace(/\b(\d{1,3}(?:[.,]\d{1,2})?)\s+(\w+)\s+ways\b/g, '$1 for $2')
    .replace(/\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3]|dollars?|bucks?|euros?|quid|pounds?)?\s+split(?:ting)?\s+(?:(?:between|among|amongst|across)\s+)?/g, '$1 between ')
    .replace(/\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3]|dollars?|bucks?|euros?|quid|pounds?)?\s+on\s+(?=(?:the\s+)?(?:\d|two|three|four|five|six|both|all)\b[^.!?]{0,10}\bof us\b)/g, '$1 for ');
  // (Said per drink, the limit is each drink's; a tip or a fare still comes out of it: '$14 a drink including a 20% tip'.)
  const perDrink = PER_DRINK.test(text) || (COUNT_THEN_CAP.test(text) && !PARTY_TOTAL.test(text));
  const count = DRINK_COUNT.exec(text) ?? COUNT_FOR.exec(text);
  const counted0 = count ? (count[3] ?? count[2] ?? count[1])! : undefined;
  const drinks = counted0 ? Number(PARTY_NUMBERS[counted0] ?? counted0) : 0;
  // ('me and my mate are splitting $24 evenly': money shared is the party's.)
  const saidParty = PARTY_TOTAL.test(text) || PARTY_ROUND.test(text) || SHARED_MONEY.test(text) || /\bfor (?:me and|both|the two|the three|us)\b|\b(?:pra|para) (?:mim|mi) (?:e|y)\b|\bpour moi et\b|\b(?:fur|fuer) mich und\b|\bper me e\b/.test(text);
  const counted = PARTY_OF.exec(text);
  // A party that says its size and an amount it has or that is for all ('we are 8 people with 80 dollars', '$50 for
  // the 5 of us', 'somos 4 y tenemos 48 euros', 'wir sind zu dritt, 30 Euro insgesamt'): each drink's share. 'We are
  // 2, under $12' stays a limit per drink.
  const others = ME_AND_OTHERS.exec(text)?.[1];
  const size = counted ? (counted[1] ?? counted[2])! : undefined;
  // ('Me and 3 mates' is four: the guest counts too.)
  const partySize = others ? Number(PARTY_NUMBERS[others] ?? others) + 1 : size ? Number(PARTY_NUMBERS[size] ?? size) : 0;
  // ('$30, 3 people', 'budget 50 dollars, 4 of us', 'gift voucher £30, 3 people': an amount with no word of a cap
  // on each drink beside a party's size is the party's.)
  const noCapWord = !CAP_ON_EACH.test(text);
  // (A party's money with no size said, 'we have 25 together', is at least two drinks' worth.)
  const party = partySize && (saidParty || PARTY_HAS.test(text) || noCapWord) ? partySize : saidParty ? (PARTY_SIZE.find(([pattern]) => pattern.test(text))?.[1] ?? (/\b(?:we|us|our)\b/.test(text) ? 2 : 0)) : 0;
  const forSome = AMOUNT_FOR.exec(text);
  const said = forSome ? Number(PARTY_WORDS[forSome[1]!] ?? forSome[1]) : 0;
  // Rounds for a party ('two rounds, three people, 66 bucks', 'we are 3, 2 rounds each, 54 total'): a drink each a round.
  // ('we want 2 drinks each': as many rounds.)
  const rounds = ROUNDS.exec(text)?.[1] ?? DRINKS_EACH.exec(text)?.[1];
  const roundCount = rounds ? Number(PARTY_NUMBERS[rounds] ?? rounds) : 0;
  // ('dos rondas de 3', 'two rounds of 4', 'deux tournées de 5': the rounds' size is the party.)
  const roundOf = ROUND_OF.exec(text)?.[1];
  const roundSize = roundOf ? Number(PARTY_WORDS[roundOf] ?? roundOf) : 0;
  const people = Math.max(partySize, party, said, roundSize);
  // (Rounds with no party said are one guest's drinks: '30 dollars for three rounds' is 10 a round.)
  // ('60 dólares para una ronda de seis': one round's size is its share.)
  const share = roundCount >= 2 && people >= 2 ? roundCount * people : Math.max(drinks, party, said, roundCount, roundSize);
  // (A party said as one, 'a table of 100 ppl, one drink each', may be larger than a table; so may rounds for a party,
  // 'we're 6, 90 quid, two rounds', or drinks counted, 'we have 90 for 12 drinks'.)
  const countedShare = (roundCount >= 2 && people >= 2 && share === roundCount * people) || (drinks >= 2 && share === drinks);
  // (Others who pay their own, 'with two friends who are paying their own', share none of it.)
  const each = !perDrink && !PAY_THEIR_OWN.test(text) && share >= 2 && (share <= 10 || (share <= 500 && share === partySize) || (countedShare && share <= 60)) ? limit / share : limit;
  // A tip the guest leaves on top comes out of the same money ('$12 and a 20% tip on top').
  const tip = TIP_ON_TOP.exec(text);
  // (A tip said to come out of the money with no size, '12 including tip', 'under 12 w/ tip': the customary one, ADR 76.)
  const percent = tip ? Number(tip[1] ?? tip[2]) : TIP_HELD_UNSIZED.test(text) && !TIP_AMOUNT.test(tipInDigits(text)) ? CUSTOMARY_TIP_PERCENT : 0;
  // ... or an amount of it ('I have $12 but I have to leave a $2 tip').
  // (A tip said in words is one too: 'that includes a three dollar tip'.)
  const tipSaid = TIP_AMOUNT.exec(tipInDigits(text));
  // (Only out of money the guest has: 'a $5 tip is fine, under 12' keeps 12 a drink.)
  const tipAmount = BUDGET_HELD.test(text) ? Number((tipSaid?.[1] ?? tipSaid?.[2])?.replace(',', '.') ?? 0) : 0;
  // ... and money kept for the way home ('I have 20 dollars but need to keep 9 for the bus', '$25 but $10 of it is for the
  // taxi').
  const reserved = RESERVED.exec(text);
  const kept = reserved ? Number((reserved[1] ?? reserved[2] ?? reserved[3] ?? reserved[4])!.replace(',', '.')) : 0;
  // (Money for the whole party's tip or fare is shared by a table's drinks.)
  const sharedBy = !perDrink && share >= 2 && share <= 10 ? share : 1;
  const spend = kept > 0 && kept < each ? each - kept / sharedBy : each;
  const afterTip = percent > 0 && percent <= 30 ? spend / (1 + percent / 100) : tipAmount > 0 && tipAmount < spend ? spend - tipAmount / sharedBy : spend;
  return afterTip === limit ? limit : Math.floor(afterTip * 100 + 1e-6) / 100;
}
/** After an amount: it is money kept back ('... of it is for the taxi', '... for the bus'). */
const RESERVED_AFTER = new RegExp(String.raw`^\s*(?:dollars?|bucks?|euros?|quid|pounds?)?\s*(?:of (?:it|that)\s+(?:is|are|goes|go|will go|has to go|have to go)\s+(?:for|on|to|towards)|(?:goes|go|will go|has to go|have to go)\s+(?:for|on|to|towards)|for)\s+${RESERVE_FOR}`);
const RESERVED = new RegExp(
  String.raw`\b(?:keep|keeping|save|saving|leave|set aside|put aside|hold back|need|needs)\s+(?:back\s+)?(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid|pounds?)?\s+(?:of it\s+)?for\s+${RESERVE_FOR}|(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid|pounds?)?\s+(?:of (?:it|that)\s+(?:is|are|goes|go|will go|has to go|have to go)|(?:goes|go|will go|has to go|have to go))\s+(?:for|on|to|towards)\s+${RESERVE_FOR}|(?:[$\u20ac\u00a3]\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid|pounds?)?\s+of (?:it|that)\s+(?:is|are)\s+(?:your|the|a|my|our)\s+(?:tip|tips|gratuity)\b|${OWED_BY_ME}`,
);
const RESERVED_G = new RegExp(RESERVED.source, 'g');
/** Whether the guest keeps money back for the way home or food ('keep 9 for the bus'). */
export function saysKeptBack(text: string): boolean {
  return RESERVED.test(text);
}
/** Whether the guest leaves a tip on top of what they said they have. */
export function saysTip(text: string): boolean {
  return TIP_ON_TOP.test(text) || TIP_AMOUNT.test(tipInDigits(text)) || TIP_HELD_UNSIZED.test(text);
}
/** Whether the tip the guest said comes out of their money has no size, so the customary one was counted. */
export function saysUnsizedTip(text: string): boolean {
  return !TIP_ON_TOP.test(text) && !TIP_AMOUNT.test(tipInDigits(text)) && TIP_HELD_UNSIZED.test(text);
}

/**
 * A tip said to come out of the money the guest named, with no size ('12 including tip', 'under 12 w/ tip', 'max 15
 * tip included', '20 con propina'): read as the customary tip where tipping is most generous, 20%, so a drink and its tip
 * stay within the money whatever the guest leaves (a guest who leaves less keeps a little over).
 */
export const CUSTOMARY_TIP_PERCENT = 20;
const TIP_HELD_UNSIZED = new RegExp(String.raw`\b(?:incl(?:uding|udes|uded|\.)?|inclusive of|with|w\/?|plus|and|\+|con|avec|mit|compresa?|com|incluida|incluyendo|inclus|inklusive|inkl\.?)\s*(?:the\s+|a\s+|la\s+|le\s+|il\s+|a\s+)?${TIP_WORDS_SOURCE}|\b${TIP_WORDS_SOURCE}\s*(?:included|incl\.?|inclusive|incluida|incluido|inclus|inklusive|compresa|incluso)\b`);
/** Money the guest has for the evening ('I have $12', 'budget of 30', '40 in total'). */
const BUDGET_HELD = /\b(?:i have|i ve got|i got|we have|we ve got|we got|all i have|budget|total|all in|for (?:one|a|the|this) round|on me|(?:want|need|have|going|plan|planning) to leave|for (?:\d|two|three|four|five|six) (?:drinks?|cocktails?|beers?|glasses|people|of us)|tengo|tenemos|j ai|ich habe|wir haben|ho|abbiamo|tenho|temos|includes?|including|incl|inclusive of|tip included|with (?:the )?tip)\b/;
/** A number in words before a currency and a tip ('a three dollar tip'). */
const WORD_BEFORE_TIP = new RegExp(String.raw`\b([a-z]+)(?=\s*(?:dollars?|bucks?|euros?|quid|pounds?)\s+(?:(?:de|of|als|di)\s+)?${TIP_WORDS_SOURCE})`, 'g');
/** A tip's amount said in words as digits ('a three dollar tip' is 'a 3 dollar tip'). */
function tipInDigits(text: string): string {
  return text.replace(WORD_BEFORE_TIP, (word: string) => (NUMBERS_IN_WORDS[word] !== undefined ? String(NUMBERS_IN_WORDS[word]) : word));
}
/** A tip as an amount ('a $2 tip', '3 euros de propina'). */
const TIP_AMOUNT = new RegExp(
  // ('max 9 dollars tip included' is the cap with the tip in it, not a $9 tip.)
  // ('$6 of which is the tip', '10 euros of that is tip': that much of the money is the tip.)
  String.raw`[$\u20ac\u00a3\u00a5]\s*(\d{1,2}(?:[.,]\d{1,2})?)\s+${OF_IT_IS}?${TIP_WORDS_SOURCE}${NOT_THE_TIP_INCLUDED}|\b(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|pounds?)\s+(?:(?:de|of|als|di)\s+|${OF_IT_IS})?${TIP_WORDS_SOURCE}${NOT_THE_TIP_INCLUDED}`,
);
/** A tip as a share of the bill ('a 20% tip', '15 % propina', 'pourboire de 10 %'). */
const TIP_ON_TOP = new RegExp(String.raw`\b(\d{1,2})\s*%\s*(?:(?:of|de|di|du|d|da|do|van)\s+)?${TIP_WORDS_SOURCE}|\b${TIP_WORDS_SOURCE}\s*(?:(?:included|incl\.?|inclusive|on top|too|as well)\s*(?:at\s+|of\s+)?)?(?:(?:of|de|von|vom|di|del|della|de la|du|do|da|des|van)\s+|\(\s*(?:~|about |approx\.? |around |ca\.? )?|[:=-]\s*)?(\d{1,2})\s*%`);

/** Currencies worth about as much as a dollar or more, read at face value, by what the answer calls them. */
const FACE_VALUE_NAMES: Readonly<Record<string, string>> = ownWords({ EUR: 'euros', GBP: 'pounds', CHF: 'francs' });
/** Currencies a guest names, by the words and symbols of them (folded), with their ISO 4217 codes. */
const NAMED_CURRENCIES: ReadonlyArray<[RegExp, string]> = [
  [/(?<![a-z])r\s?\$|\b(?:reais|real|brl|contos?|pilas?)\b/, 'BRL'],
  [/\u20ac|\b(?:euros?|eur)\b/, 'EUR'],
  [/\u00a3|\b(?:pounds?|quid|gbp|sterline|sterlina)\b/, 'GBP'],
  [/\u00a5|\b(?:yen|jpy)\b/, 'JPY'],
  [/\b(?:francs?|franken|franchi|chf)\b/, 'CHF'],
  [/\b(?:pesos?|mxn|ars)\b/, 'MXN'],
  [/(?<![a-z])(?:us|a|c|nz)\$|\b(?:dollars?|bucks?|usd|dolares|dollari)\b|(?<![a-z\u20ac\u00a3\u00a5])\$/, 'USD'],
];

/**
 * Currencies worth less than a dollar, euro or pound (yen, forint, rupees, kronor, zloty, lira, pesos, reais, and other
 * countries' dollars): an amount in one of them, read as the bar's own money, would let every drink through ('1200 yen'
 * is not $1,200). Those with a rough rate in UNITS_PER_USD are converted (ADR 40). A nation's own money is listed
 * before the word it shares with others ('danske kroner' before a bare 'kroner', 'Mexican pesos' before 'pesos').
 */
const SMALL_UNIT_CURRENCIES: ReadonlyArray<[string, string, string, string?, string?]> = [
  ['JPY', 'yen', String.raw`\u00a5|\u5186|yen|yenes|jpy`],
  ['HUF', 'forint', String.raw`forint|forints|forintos|fiorini|huf`],
  ['PKR', 'Pakistani rupees', String.raw`pakistani\s+rupees?|pkr`],
  ['LKR', 'Sri Lankan rupees', String.raw`sri\s+lankan\s+rupees?|lkr`],
  ['NPR', 'Nepali rupees', String.raw`nepali\s+rupees?|nepalese\s+rupees?|npr`],
  ['INR', 'rupees', String.raw`\u20b9|rupees?|rupias?|roupies?|rupien|rupie|roepies?|rupii|inr`, String.raw`rs\.?`, String.raw`rs\.?`],
  // (Mexico's slang for pesos: '200 varos', '150 baros', 'unos pesitos'.)
  ['MXN', 'Mexican pesos', String.raw`pesos?\s+mexicanos|mexican\s+pesos?|mxn\$?|mex\$|mx\$|varos|baros|varitos|pesitos`],
  ['PHP', 'Philippine pesos', String.raw`philippine\s+pesos?|pesos?\s+filipinos?|php|\u20b1|pisos?`],
  ['COP', 'Colombian pesos', String.raw`cop\$|col\$`, 'cop'],
  ['CLP', 'Chilean pesos', String.raw`clp\$?`],
  ['PESO', 'pesos', String.raw`pesos?(?:\s+argentinos)?|ars`],
  // Crowns: Denmark's and Norway's before the bare 'kroner' or 'kr' any of the three may mean; Sweden's own 'kronor'.
  // ('Crowns' and 'Kronen' count only with their nation: 'the Three Crowns', 'Zu den drei Kronen' are inns.)
  ['DKK', 'Danish kroner', 'dkk'],
  ['NOK', 'Norwegian kroner', 'nok'],
  ['ISK', 'Icelandic kronur', String.raw`icelandic\s+kron(?:a|ur)|isk`],
  ['CZK', 'koruna', String.raw`k\u010d|korun|koruny|koruna|czk`, 'kc'],
  ['SEK', 'kronor', String.raw`kronor|krona|sek`],
  ['KR', 'kroner', String.raw`kroner|krone`, String.raw`kr\.?`],
  ['PLN', 'zloty', String.raw`z\u0142(?:otych|oty|ote)?|zlotych|zloty|zlotys|zlote|zolty|zlotty|zl|pln`],
  ['TRY', 'lira', String.raw`\u20ba|lira|lire|liras|lirasi`, 'tl|try'],
  // ('R200', and 'R 150 max' or 'under R 150': the rand's sign before an amount of two figures or more, glued to it or
  // said as a limit; R$ is the real's; 'table R2', 'box R12' are places, and 'we r 30 today' is chat.)
  ['ZAR', 'rand', 'zar', 'rand|rands', String.raw`(?<!\b(?:table|room|row|seat|gate|booth|box|boxes|level|zone|section|bay|stand|tier|door|platform|aisle)\s{1,3})(?:r(?=\d{2})|r(?= \d{2,}(?:[.,]\d+)? ?(?:max|maximum|each|per|tops|budget|limit|or less|a (?:drink|head|glass|person)))|(?<=\b(?:under|max|maximum|budget|up to|have|got|spend|limit|only)\s{1,3})r(?= \d{2}))`],
  ['RUB', 'roubles', String.raw`\u20bd|rubles?|roubles?|rublos?|rubel|rubli|roebels?`, 'rub'],
  ['RON', 'lei', 'lei', 'ron'],
  ['BRL', 'reais', String.raw`r\$|reais|brl|contos?|pilas?`],
  // ('4 won't be long' is no money.)
  ['KRW', 'won', String.raw`\u20a9|krw`, String.raw`won(?!['\u2019]t)`],
  ['THB', 'baht', String.raw`\u0e3f|baht|thb`],
  // Dirhams: the Emirates' and Morocco's, by their nation or sign, before the bare word either may mean.
  ['AED', 'UAE dirhams', String.raw`aed|dhs`],
  ['MAD', 'Moroccan dirhams', String.raw`moroccan\s+dirhams?|dirhams?\s+marocains?`],
  ['DIRHAM', 'dirhams', String.raw`dirhams?`],
  ['QAR', 'Qatari riyals', String.raw`qatari\s+riyals?|qar`],
  ['SAR', 'riyals', String.raw`riyals?|sar|\ufdfc`],
  ['ILS', 'shekels', String.raw`shekels?|shekalim|\u20aa|nis|ils`],
  ['CNY', 'yuan', String.raw`cn\u00a5|rmb\u00a5|cny\u00a5|yuan|renminbi|rmb|cny|\u5143|\u5757`],
  ['MYR', 'ringgit', String.raw`ringgit|myr`, 'rm'],
  ['IDR', 'rupiah', String.raw`rupiah|idr|rp\.?`],
  ['VND', 'dong', String.raw`\u20ab|vnd`, 'dong'],
  ['UAH', 'hryvnias', String.raw`hryvn(?:ia|ias|ya|i)|\u20b4|uah`],
  // Georgia's lari ('20 lari', '\u20be20', 'GEL 30'), and Iran's rial, in which a toman is ten ('700,000 tomans' is 7,000,000
  // rials); a bare 'rial' is read as Iran's, the one worth least, as Oman's is worth more than a dollar.
  ['GEL', 'lari', String.raw`\u20be|lari`, 'gel'],
  ['IRR', 'rials', String.raw`rials?|irr|iranian\s+rials?`],
  // Dollars worth less than the bar's own when it prices in US dollars.
  // (Also as Quebec and Canadians write them after an amount: '15 $ CAN', '$CA', '14 $ canadiens', '15 Canadian'.)
  ['CAD', 'Canadian dollars', String.raw`c\$|ca\$|cad|canadian (?:dollars?|bucks?)|(?:dollars?|bucks?) (?:canadian|canadien|cad)|dollars? canadien(?:ne)?s?|\$\s?(?:can|ca|cad)(?![a-z])|\$\s?canadien(?:ne)?s?|canadian(?!\s+(?:club|whisky|whiskey|bacon|mist))|loonies?|toonies?|twoonies?|piasses?|piastres?`],
  ['AUD', 'Australian dollars', String.raw`a\$|au\$|aud|(?:australian|aussie) (?:dollars?|bucks?)|(?:dollars?|bucks?) (?:australian|aussie|aud)`],
  ['NZD', 'New Zealand dollars', String.raw`nz\$|nzd|(?:new zealand|kiwi) (?:dollars?|bucks?)|(?:dollars?|bucks?) (?:nz|nzd|new zealand|kiwi)`],
  ['HKD', 'Hong Kong dollars', String.raw`hk\$|hkd|(?:hong kong|hk) (?:dollars?|bucks?)`],
  // Kenya's shilling ('KSh 1500', '1500 Kenyan shillings') and Ethiopia's birr ('1000 birr', 'Br 1000', '1000 ETB'); other
  // nations' shillings have no rate kept.
  ['KES', 'Kenyan shillings', String.raw`ksh\.?|kes|kenyan?\s+shillings?|shillings?\s+kenyan?`, String.raw`bob`],
  ['ETB', 'birr', String.raw`birr|etb`, undefined, String.raw`br\.?(?=\s?\d)`],
  // Tanzania's and Uganda's shillings by their signs and names ('TSh 20,000', '15000 shilingi', 'USh 30,000').
  ['TZS', 'Tanzanian shillings', String.raw`tsh\.?|tzs|shilingi|tanzanian\s+shillings?|shillings?\s+tanzanian`],
  ['UGX', 'Ugandan shillings', String.raw`ugx|ush\.?|ugandan\s+shillings?|shillings?\s+ugandan`],
  // Macau's pataca ('MOP 80 max', '80 patacas', 'MOP$80').
  ['MOP', 'patacas', String.raw`mop\$|mop|patacas?`],
  ['SGD', 'Singapore dollars', String.raw`s\$|sgd|singapore (?:dollars?|bucks?)|sing dollars?`],
  ['TWD', 'Taiwan dollars', String.raw`nt\$|twd|(?:new )?taiwan(?:ese)? (?:dollars?|bucks?)`],
  ['NGN', 'naira', String.raw`\u20a6|naira|nairy|nairach|ngn`],
  // Pence, a hundredth of a pound ('600p', '550 pence').
  ['GBX', 'pence', String.raw`pence|pennies`, String.raw`(?<=\d)p(?!\.)`],
  // Any other money, by its sign or its name ('৳1000', 'Tk 1000', '₦5000', '1000 taka', '200 BDT'): no rate is kept,
  // so the less expensive half of the menu, never the amount read as the bar's own money.
  ['OTHER', 'that currency', String.raw`(?![$\u20ac\u00a3\u00a2])\p{Sc}|kuna|kune|kuni|hrk|taka|bdt|cedis?|ghs|shillings?|kwacha|zmw|dinars?|iqd|jod|kwd|bhd|omr|tenge|kzt|manat|azn|kyat|mmk|lempiras?|quetzal(?:es)?|bolivianos?|guaranies|colones|leks?|denars?|mkd|leva|bgn|rsd|egyptian pounds?|egp`, String.raw`tk\.?|soles|sol|lev|som`, String.raw`tk\.?`],
];

/** Colombia's and Chile's people and money in the guests' languages ('pesos colombianos', 'Chilean pesos'). */
const COLOMBIAN = String.raw`colombian(?:o|a|os|as|i|e)?|colombien(?:ne|s|nes)?|kolumbianisch(?:e|en|er|es)?|colombiaanse?|kolumbijsk(?:i|a|ie|ich|iej|im|ych|y)|(?:c|k)olombiansk[ae]?`;
const CHILEAN = String.raw`chilean|chilen(?:o|a|os|as|isch(?:e|en|er|es)?|sk|ske|ska)|chilien(?:ne|s|nes)?|cilen[oi]|chileense?|chilijsk(?:i|a|ie|ich|iej|im|ych|y)`;
/** A Polish adjective's endings ('duńskich', 'polskie', 'tureckiej'), folded. */
const PL = '(?:i|a|ie|ich|iej|im|ych|y)';
/** A German adjective's endings ('dänische', 'türkischen'). */
const DE = '(?:e|en|er|es)?';
/**
 * The nation whose money it is, said before or after the money's word in the guests' languages (folded): English,
 * Spanish, French, German, Italian, Portuguese, Dutch, Polish, Danish, Norwegian and Swedish, and the nation's own
 * ('75 danske kroner', '100 norske kroner', '200 svenska kronor', '50 polskich złotych', '20 dólares canadienses',
 * '30 türkische Lira', '1000 Japanese yen', '500 Czech korun', '200 pesos argentinos').
 */
const NATION_ADJECTIVES: Readonly<Record<string, string>> = ownWords({
  KES: String.raw`kenyan?`,
  JPY: String.raw`japanese|japones(?:a|as|es)?|japonais(?:e|es)?|japanisch${DE}|giappones[ei]|japanse?|japonsk${PL}|japansk[ae]?`,
  HUF: String.raw`hungarian|hungar(?:o|a|os|as)|hongrois(?:e|es)?|ungarisch${DE}|ungheres[ei]|hongaarse?|wegiersk${PL}|ungarsk[ae]?|ungersk[ae]?|magyar`,
  INR: String.raw`indian|indi(?:o|a|os|as)|indien(?:ne|nes|s)?|indisch${DE}|indian[oaie]|indiase?|indyjsk${PL}|indisk[ae]?`,
  MXN: String.raw`mexican|mexican(?:o|a|os|as)|mexicain(?:e|s|es)?|mexikanisch${DE}|messican[oi]|mexicaanse?|meksykansk${PL}|meksikansk[ae]?|mexikansk[ae]?`,
  PHP: String.raw`philippine|filipin(?:o|a|os|as)|philippin(?:e|es|s)?|philippinisch${DE}|filippin[oi]|filipijnse?|filipinsk${PL}|filippinsk[ae]?`,
  COP: String.raw`${COLOMBIAN}`,
  CLP: String.raw`${CHILEAN}`,
  MAD: String.raw`moroccan|marroqui(?:es)?|marocain(?:e|s|es)?|marokkanisch${DE}|marocchin[oi]|marokkaanse?|marokansk${PL}|marokkansk[ae]?`,
  // Pesos of the other nations that have them: no rate is kept for theirs.
  PESO: String.raw`argentin(?:e|ian|o|a|os|as|s|es|i|isch${DE}|sk|ske|ska)|argentijnse?|argentynsk${PL}|cuban(?:o|a|os|as|i|e)?|cubain(?:e|s|es)?|kubanisch${DE}|cubaanse?|kubansk(?:e|${PL})?|uruguay(?:an|o|a|os|as|en|ens|enne|ennes|isch${DE}|ansk|anske|anska)|uruguai(?:o|a|os|as|ano|ani)|uruguayaanse?|urugwajsk${PL}|dominican(?:o|a|os|as|i|e)?|dominicain(?:e|s|es)?|dominikanisch${DE}|dominicaanse?|dominikansk(?:e|${PL})?`,
  DKK: String.raw`danish|dansk[ae]?|danes(?:a|as|e|es|i)?|danois(?:e|es)?|danisch${DE}|dinamarques(?:a|as|es)?|deense?|dunsk${PL}`,
  NOK: String.raw`norwegian|norsk[ae]?|norueg(?:o|a|os|as|ues|uesa|ueses|uesas)|norvegien(?:ne|s|nes)?|norwegisch${DE}|norveges[ei]|noorse?|norwesk${PL}`,
  ISK: String.raw`icelandic|islandsk[ae]?|islandes(?:a|as|e|es|i)?|islandais(?:e|es)?|islandisch${DE}|ijslandse?|islandzk${PL}|islensk(?:a|ar|ur)?`,
  CZK: String.raw`czech|t?chec(?:o|a|os|as)|tcheques?|tschechisch${DE}|cec(?:o|a|hi|he)|tsjechische?|czesk${PL}|cesk(?:a|e|y|ych)|tjeckisk[ae]?|tjekkisk[ae]?|tsjekkisk[ae]?`,
  SEK: String.raw`swedish|svensk[ae]?|suec(?:o|a|os|as)|suedois(?:e|es)?|schwedisch${DE}|svedes[ei]|zweedse?|szwedzk${PL}`,
  PLN: String.raw`polish|polsk(?:a|e|${PL})?|polac(?:o|a|os|as)|polonais(?:e|es)?|polnisch${DE}|polacc(?:o|a|hi|he)|polones(?:a|as|es)?|poolse?`,
  TRY: String.raw`turkish|turk|turc(?:o|a|os|as|hi|he)?|turques?|turkisch${DE}|turkse?|tureck${PL}|tyrkisk[ae]?|turkisk[ae]?`,
  ZAR: String.raw`south african|sudafrican(?:o|a|os|as|i|e)|sud[- ]?africain(?:e|s|es)?|sudafrikanisch${DE}|zuid[- ]?afrikaanse?|sul[- ]?african(?:o|a|os|as)|poludniowoafrykansk${PL}|sydafrikansk[ae]?`,
  RUB: String.raw`russian|rus(?:o|a|os|as)|russes?|russisch${DE}|russ[oi]|russische?|rosyjsk${PL}|russisk[ae]?|rysk[ae]?`,
  RON: String.raw`romanian|ruman(?:o|a|os|as)|roumain(?:e|s|es)?|rumanisch${DE}|romen(?:o|a|i|e|os|as)|roemeense?|rumunsk${PL}|rumaensk[ae]?|rumensk[ae]?|romanesti`,
  BRL: String.raw`brazilian|brasilen(?:o|a|os|as)|brasileir(?:o|a|os|as)|bresilien(?:ne|s|nes)?|brasilianisch${DE}|brasilian[oaie]|braziliaanse?|brazylijsk${PL}|brasiliansk[ae]?`,
  KRW: String.raw`(?:south )?korean|(?:sud)?corean(?:o|a|os|as|i|e)|(?:sud-)?coreen(?:ne|s|nes)?|(?:sud)?koreanisch${DE}|(?:zuid-)?koreaanse?|(?:poludniowo)?koreansk(?:e|${PL})?|(?:syd)?koreansk[ae]?`,
  THB: String.raw`thai|tailand(?:es|esa|eses|esas|ese|esi)|thailandais(?:e|es)?|thailandisch${DE}|thaise?|tajsk${PL}|thailandsk[ae]?`,
  AED: String.raw`emirati|uae|emirat(?:i|ies|ie)|emirien(?:ne|s|nes)?`,
  QAR: String.raw`qatari|catari(?:es)?|qatarien(?:ne|s|nes)?|katarisch${DE}|qatarese|katarsk${PL}`,
  SAR: String.raw`saudi|saudita?s?|saoudien(?:ne|s|nes)?|saudisch${DE}|saudian[oi]|saudische?|saudyjsk${PL}|saudiarabisk[ae]?`,
  ILS: String.raw`israeli|israel(?:i|ies|is)|israelien(?:ne|s|nes)?|israelisch${DE}|israelian[oi]|israelenses?|israelische?|izraelsk${PL}|israelsk[ae]?`,
  CNY: String.raw`chinese|chin(?:o|a|os|as)|chinois(?:e|es)?|chinesisch${DE}|cines[ei]|chines(?:a|as|es)?|chinsk${PL}|kinesisk[ae]?`,
  MYR: String.raw`malaysian|malasi(?:o|a|os|as)|malaisien(?:ne|s|nes)?|malaysisch${DE}|males[ei]|malaios?|maleisische?|malezyjsk${PL}|malaysisk[ae]?`,
  IDR: String.raw`indonesian|indonesi(?:o|a|os|as|ano|ani|ana|ane)|indonesien(?:ne|s|nes)?|indonesisch${DE}|indonezyjsk${PL}|indonesisk[ae]?`,
  VND: String.raw`vietnamese|vietnamit(?:a|as|i)|vietnamien(?:ne|s|nes)?|vietnamesisch${DE}|vietnames(?:a|as|es)?|wietnamsk${PL}|vietnamesisk[ae]?`,
  UAH: String.raw`ukrainian|ucranian(?:o|a|os|as|i|e)|ukrainien(?:ne|s|nes)?|ukrainisch${DE}|oekraiense?|ukrainsk(?:e|${PL})?`,
  CAD: String.raw`canadian|canadien(?:ne)?s?|canadienses?|canadenses?|kanadisch${DE}|canades[ei]|kanadyjsk${PL}|kanadisk[ae]?|kanadensisk[ae]?`,
  AUD: String.raw`australian|aussie|australian(?:o|a|os|as|i|e)|australien(?:ne|s|nes)?|australisch${DE}|australiaanse?|australijsk${PL}|australsk[ae]?|australiensisk[ae]?`,
  NZD: String.raw`new zealand|kiwi|neozeland(?:es|esa|eses|esas|ais|aise|aises|esi|ese)|neuseelandisch${DE}|nieuw[- ]?zeelandse?|nowozelandzk${PL}|new ?zealandsk[ae]?|nyzeelandsk[ae]?|nyzealandsk[ae]?`,
  HKD: String.raw`hong kong|hongkong(?:ese|ais|er|se|sk)?`,
  SGD: String.raw`singapore|singaporean|singapur(?:ense|enses|ensi|ese|isch${DE})?|singapourien(?:ne|s|nes)?|singaporese|singapursk(?:e|${PL})?`,
  TWD: String.raw`taiwan(?:ese|es|esa|eses|esi|ais|aise|aises|isch${DE}|ees|sk|ske|ska)?|tajwansk${PL}`,
});
/** Crowns in the guests' languages: the money of five nations, said with one of them ('coronas danesas', 'tschechische Kronen'). */
const CROWNS = String.raw`kroner|krone|kronor|krona|kronur|kronen|kr\.?|crowns?|coronas?|couronnes?|corone|coroas?|korun[ay]?|koron[ay]?`;
const PESOS = String.raw`pesos?`;
const DOLLARS = String.raw`dollars?|bucks?|dolares|dolar|dollari|dollaro|dolarow|dolary`;
/** The word several nations' money shares, said with the nation (a nation's own word, 'yen' or 'lira', needs none). */
const SHARED_WORDS: Readonly<Record<string, string>> = ownWords({
  DKK: CROWNS, NOK: CROWNS, ISK: CROWNS, CZK: CROWNS, SEK: CROWNS, MXN: PESOS, PHP: PESOS, COP: PESOS, CLP: PESOS, PESO: PESOS,
  AED: 'dirhams?', MAD: 'dirhams?',
  CAD: DOLLARS, AUD: DOLLARS, NZD: DOLLARS, HKD: DOLLARS, SGD: DOLLARS, TWD: DOLLARS, BRL: 'reales|real', KES: 'shillings?',
});
/** Every nation above as one alternation, for reading the amount whatever nation is said beside it. */
const ANY_NATION = Object.values(NATION_ADJECTIVES).join('|');
/**
 * Crowns said in a language the reader has no money word of, with a nation that has them ('coronas danesas',
 * 'couronnes suédoises'); 'dos coronas mexicanas' are beers.
 */
const CROWN_NATIONS = ['DKK', 'NOK', 'SEK', 'ISK', 'CZK'].map((code) => NATION_ADJECTIVES[code]).join('|');
const CROWNS_OF_A_NATION = new RegExp(
  String.raw`\b(?:${CROWN_NATIONS})\s+(?:crowns?|kronen|coronas?|couronnes?|corone|coroas?|koron[ay]?|koruny|koruna|kronur)\b|\b(?:crowns?|kronen|coronas?|couronnes?|corone|coroas?|koron[ay]?|koruny|koruna|kronur)\s+(?:${CROWN_NATIONS})\b`,
  'g',
);
/** A nation said between an amount and its money's word ('75 danske kroner', '30 türkische Lira', '1000 Japanese yen'). */
const NATION_BEFORE_MONEY = new RegExp(String.raw`(\d)\s*(?:${ANY_NATION})\s+(?=${CURRENCY_WORDS_SOURCE}\b)`, 'g');
/** ... or after the word ('20 dólares canadienses', '200 pesos argentinos', '30 liras turcas'). */
const NATION_AFTER_MONEY = new RegExp(String.raw`(\d\s*${CURRENCY_WORDS_SOURCE})\s+(?:${ANY_NATION})\b`, 'g');
/**
 * A currency said as guests say it after an amount: its own word or sign, or a nation with it before or after the word
 * ('danske kroner', 'Japanese yen', 'pesos mexicanos', 'dólares canadienses').
 */
function saidAfterAmount(code: string, said: string, onlyAfter: string | undefined): string {
  const own = onlyAfter ? `${said}|${onlyAfter}` : said;
  const nation = NATION_ADJECTIVES[code];
  if (!nation) return own;
  const word = SHARED_WORDS[code] ? `${own}|${SHARED_WORDS[code]}` : own;
  return String.raw`(?:${nation})\s+(?:${word})|(?:${word})\s+(?:${nation})|${own}`;
}

/**
 * Words a currency of several nations is said by, when the nation is not said ('90 kr', '200 pesos'): what each may
 * be. Crowns are read as the one worth least of those with a rate, the most cautious reading; pesos have no single
 * rate, but none is worth more than the Mexican peso, so an amount in them is worth at most that much (ADR 40). A bar
 * whose own money is one of them reads the word as its own.
 */
const MEMBERS_OF: Readonly<Record<string, { members: readonly string[]; strongest?: string }>> = ownWords({
  KR: { members: ['SEK', 'NOK', 'DKK'] },
  PESO: { members: ['MXN', 'PHP', 'COP', 'CLP'], strongest: 'MXN' },
  DIRHAM: { members: ['AED', 'MAD'] },
});

/**
 * Rough units of a currency to one US dollar, for reading a guest's budget said in their own money. Only currencies
 * that hold their value well enough for a rough rate to stay near for months; a guest's money is counted at
 * RATE_MARGIN of it, so a rate that has drifted still keeps every drink within what they can pay (ADR 40). Currencies
 * missing here (pesos of unknown country, lira, roubles) keep to the less expensive half of the menu, and pesos to no
 * more than Mexican pesos are worth (MEMBERS_OF).
 */
const UNITS_PER_USD: Readonly<Record<string, number>> = ownWords({
  USD: 1, EUR: 0.92, GBP: 0.78, CHF: 0.88, CAD: 1.38, AUD: 1.55, NZD: 1.7, JPY: 150, INR: 85, PLN: 4, SEK: 10.9, HUF: 370,
  CZK: 23.5, ZAR: 18.5, RON: 4.6, BRL: 5.6, KRW: 1380, THB: 35, MXN: 18.5,
  // Pegged to the dollar or kept near it: the Gulf's, Hong Kong's; and the steadier currencies of Asia and Europe
  // (the Danish krone is held to the euro).
  AED: 3.6725, QAR: 3.64, SAR: 3.75, HKD: 7.85, MOP: 8.05, KES: 130, ILS: 3.7, SGD: 1.35, CNY: 7.2, TWD: 32, MYR: 4.5, IDR: 16000, PHP: 57,
  VND: 25000, UAH: 41, ISK: 138, DKK: 6.9, NOK: 10.8,
  // Georgia's lari, held near 2.7 to the dollar for years.
  GEL: 2.7,
  // Floating, and read at more units to the dollar than of late: Colombia's and Chile's pesos, Morocco's dirham.
  COP: 4400, CLP: 1000, MAD: 10.5,
  // Pakistan's, Sri Lanka's and Nepal's rupees, at more units to the dollar than of late.
  PKR: 300, LKR: 320, NPR: 145,
  // Tanzania's and Uganda's shillings, at more units to the dollar than of late.
  TZS: 2700, UGX: 3900,
  // Currencies that lose value fast, at more units to the dollar than they have fetched of late (ADR 46): a rate that
  // errs is then one that reads a guest's money as worth less, never more.
  RUB: 110, TRY: 50, NGN: 1700, ETB: 150, IRR: 1_200_000,
  // A pound's hundredth.
  GBX: 78,
});
const RATE_MARGIN = 0.85;
/**
 * Currencies held to the US dollar by their central banks at a fixed rate for decades (the riyal at 3.75 since 1986, the
 * dirham at 3.6725, the Qatari riyal at 3.64, the Hong Kong dollar within 7.75-7.85): their rate does not drift, so
 * no margin is kept: counted at the peg (the Hong Kong dollar at the weak end of its band), in a bar that prices in
 * dollars (ADR 53).
 */
const PEGGED_TO_USD: ReadonlySet<string> = new Set(['SAR', 'AED', 'QAR', 'HKD']);

/**
 * How much of the bar's money one unit of a guest's currency is safely worth (the rough rate less a margin), when it
 * is worth less than the bar's; null when no rate is kept, or the currency is worth as much or more (an amount in it
 * is then read at face value, which never lets a drink past what the guest can pay).
 */
export function roughRate(code: string, barCurrency: string): number | null {
  // (Pence in a bar that prices in pounds are a hundredth of its money, exactly.)
  if (code === 'GBX' && barCurrency === 'GBP') return 0.01;
  const bar = UNITS_PER_USD[barCurrency];
  // (A word of several nations' money, each with a rate, is worth what the one worth least is: '90 kr'.)
  const family = MEMBERS_OF[code];
  const units = family && !family.strongest ? Math.max(...family.members.map((m) => UNITS_PER_USD[m] ?? Infinity)) : UNITS_PER_USD[code];
  if (units === undefined || !Number.isFinite(units) || bar === undefined) return null;
  const rate = bar / units;
  // (Pegged money counted in a bar that prices in dollars keeps the peg; in any other bar's money it drifts as the dollar does.)
  const margin = PEGGED_TO_USD.has(code) && barCurrency === 'USD' ? 1 : RATE_MARGIN;
  return rate < 1 ? rate * margin : null;
}

/**
 * For a word of several nations' money with no single rate ('200 pesos'), the most an amount in it can be worth: its
 * strongest member's cautious rate, with that member's name; null when none is known, or the strongest is worth as
 * much as the bar's money or more.
 */
export function strongestRate(code: string, barCurrency: string): { rate: number; name: string } | null {
  const strongest = MEMBERS_OF[code]?.strongest;
  const rate = strongest ? roughRate(strongest, barCurrency) : null;
  const name = SMALL_UNIT_CURRENCIES.find(([c]) => c === strongest)?.[1];
  return rate !== null && name ? { rate, name } : null;
}
const NUMBER_SAID = String.raw`\d{1,3}(?:[ .,]\d{3})*(?:[.,]\d{1,2})?|\d+`;
/**
 * Each of them with an amount said in it ('1200 yen', '\u00a5 1200', '30 zlotych'), built once. A name that is also a
 * common word ('won', 'try', 'rand', 'rub') counts only after its amount: 'we won 3-0' and 'try 2 of them' say no
 * money, '5000 won' does; a sign said only before its amount ('Rs 800', 'R200') counts only there.
 */
const SMALL_UNIT_AMOUNTS = SMALL_UNIT_CURRENCIES.map(([code, name, said, onlyAfter, onlyBefore]) => ({
  code,
  name,
  amount: new RegExp(
    // (A number is tried from its first figure only: from every figure of a long run, each try would run to its end.)
    String.raw`(?:(?<![\p{L}\d])(?:${onlyBefore ? `${said}|${onlyBefore}` : said})\s*(?:${NUMBER_SAID})|(?<![\d.,])(?:${NUMBER_SAID})\s*(?:${saidAfterAmount(code, said, onlyAfter)}))(?![\p{L}\d])`,
    'iu',
  ),
}));

/** An amount with another currency's name after it ('2000 yen', '20 bucks Canadian', '30 zlotych'): read as the amount. */
const FOREIGN_AFTER_AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:[ .,]\d{3})*(?:[.,]\d{1,2})?)\s*(?:${SMALL_UNIT_CURRENCIES.map(([code, , said, onlyAfter]) => saidAfterAmount(code, said, onlyAfter)).join('|')})(?![\p{L}\d])`,
  'gu',
);
/** The currency worth less than the bar's that the guest said an amount in ('1200 yen', 'C$20'), with its name; null otherwise. */
export function foreignCurrency(text: string, barCurrency: string): { code: string; name: string } | null {
  // (An amount in words is an amount: 'thirty Canadian dollars', 'zwanzig Franken'.)
  const said = moneyInSlang(shortSignsAsNames(thousandsInFull(moneyOfANationNamed(hundredsInFull(fold(text))).replace(SPELLED_AMOUNT, (w: string) => String(numberInWords(w) ?? w)))));
  // (A word the bar's own money shares with others is the bar's: '90 kr' in a bar that prices in kronor.)
  const own = (code: string) => code === barCurrency || Boolean(MEMBERS_OF[code]?.members.includes(barCurrency));
  const found = SMALL_UNIT_AMOUNTS.find(({ code, amount }) => !own(code) && (amount.test(text) || amount.test(said)));
  // (A bare dollar sign from a guest who says they are Canadian ('14 $ max, chu québécois', '$20, we're from Toronto'):
  // Canadian dollars, worth less than the bar's, the cautious reading; never when US dollars are said.)
  if (!found && barCurrency === 'USD' && /\$/.test(said) && CANADA_SAID.test(` ${said} `) && !US_DOLLARS_SAID.test(said)) return { code: 'CAD', name: 'Canadian dollars' };
  if (!found) return null;
  // (A word of several nations' money with the place the guest is from said ('Manila 🇵🇭 600 pesos', 'Oslo here, 120
  // kroner'): that place's money.)
  // (Two places said, 'from Manila, living in Bogotá': the money of the two worth least, the cautious reading.)
  const candidates = [...(MEMBERS_OF[found.code]?.members ?? []), ...(ALSO_SAID_BY[found.code] ?? [])];
  const placed = candidates
    .filter((member) => PLACES_OF[member]?.test(` ${said} `) || FLAGS_OF[member]?.test(text))
    .sort((a, b) => (UNITS_PER_USD[b] ?? Infinity) - (UNITS_PER_USD[a] ?? Infinity))[0];
  const name = placed ? SMALL_UNIT_CURRENCIES.find(([c]) => c === placed)?.[1] : undefined;
  return placed && name && !own(placed) ? { code: placed, name } : { code: found.code, name: found.name };
}

/** A guest who says they are from Canada, folded ('chu québécois', 'from Montreal', 'Canadian here'). */
const CANADA_SAID = /\b(?:canada|canadian(?!\s+(?:club|whisky|whiskey|bacon|mist))|canadien(?:ne)?s?|quebec|quebecois(?:e|es)?|quebecker|quebecer|montreal|toronto|vancouver|ottawa|calgary|edmonton|winnipeg|halifax|quebec city|ville de quebec)\b/;
const US_DOLLARS_SAID = /\bus\s?\$|\$\s?\d+(?:[.,]\d+)?\s?us\b|\b\d+(?:[.,]\d+)?\s?\$\s?us\b|\$\s?us\b|\busd\b|\bus dollars?\b|\bamerican dollars?\b|\bdollars? americains?\b|\bdollars? us\b/;

/** A money's word or sign that other nations' money shares, read as its own unless their place is said ('Rs' in Karachi). */
const ALSO_SAID_BY: Readonly<Record<string, readonly string[]>> = ownWords({ INR: ['PKR', 'LKR', 'NPR'] });

/**
 * Places that say which of several nations' money a shared word is (its nation, its cities, its people), folded; and
 * its flag. Only for the words several nations share ('pesos', 'kroner'): every other money says its nation itself.
 */
const PLACES_OF: Readonly<Record<string, RegExp>> = ownWords({
  // (And Tagalog said around the amount: 'pwede', 'salamat', 'ako', 'lang po'.)
  PHP: /\b(?:philippines|filipin[oa]s?|pinoy|pinay|manila|cebu|davao|quezon city|makati|taguig|pwede|salamat|ako|kami|namin|naman|lang po|budget ko)\b/,
  MXN: /\b(?:mexico|mexican[oa]?s?|cdmx|guadalajara|monterrey|cancun|tijuana|puebla|oaxaca city)\b/,
  SEK: /\b(?:sweden|swedish|swede|stockholm|gothenburg|goteborg|malmo|uppsala|sverige)\b/,
  NOK: /\b(?:norway|norwegian|oslo|bergen|trondheim|stavanger|norge)\b/,
  DKK: /\b(?:denmark|danish|dane|copenhagen|kobenhavn|aarhus|odense|danmark)\b/,
  COP: /\b(?:colombia|colombian[oa]?s?|bogota|medellin|cartagena|barranquilla)\b/,
  CLP: /\b(?:chile|chilean[oa]?s?|santiago de chile|valparaiso)\b/,
  AED: /\b(?:dubai|abu dhabi|uae|emirates|emirati|sharjah)\b/,
  MAD: /\b(?:morocco|moroccan|maroc|marrakech|marrakesh|casablanca|rabat|fes|fez|tangier)\b/,
  PKR: /\b(?:pakistan|pakistani|karachi|lahore|islamabad|rawalpindi|peshawar)\b/,
  LKR: /\b(?:sri lanka|sri lankan|colombo|kandy|galle)\b/,
  NPR: /\b(?:nepal|nepali|nepalese|kathmandu|pokhara)\b/,
});
const FLAGS_OF: Readonly<Record<string, RegExp>> = ownWords({
  PHP: /\u{1F1F5}\u{1F1ED}/u,
  MXN: /\u{1F1F2}\u{1F1FD}/u,
  SEK: /\u{1F1F8}\u{1F1EA}/u,
  NOK: /\u{1F1F3}\u{1F1F4}/u,
  DKK: /\u{1F1E9}\u{1F1F0}/u,
  COP: /\u{1F1E8}\u{1F1F4}/u,
  CLP: /\u{1F1E8}\u{1F1F1}/u,
  AED: /\u{1F1E6}\u{1F1EA}/u,
  MAD: /\u{1F1F2}\u{1F1E6}/u,
});

/** Tokens counted with their worth ('40 arcade tokens left, they're 25c each'): what they are worth, in the bar's money. */
const TOKENS_WORTH = /\b(\d{1,4})\s+(?:arcade |game |play |bowling |bar )?(?:tokens?|credits?|chips?)\b([^.!?]{0,40}?)\b(\d{1,3})\s*(?:c|cents?|p|pence)\s+(?:each|a piece|apiece|per token|a token)\b/g;
/** ... or with the worth of one said after them ('20 tokens on my wristband, I think 1 token = 50 cents', 'a credit is $0.50'). */
const TOKENS_AT_A_RATE = /\b(\d{1,4})\s+(?:arcade |game |play |bowling |bar |drink |drinks )?(?:tokens?|credits?|chips?|coins?)\b([^.!?]{0,60}?)\b(?:1|one|a|each|every|per)\s+(?:token|credit|chip|coin)\s*(?:(?:=|:|is|s|equals|is worth|s worth|worth|costs?|gets you)\s*)?(?:about\s+|around\s+)?(?:([$])\s*(\d{1,3}(?:[.,]\d{1,2})?)|(\d{1,3}(?:[.,]\d{1,2})?)\s*(c|cents?|dollars?|bucks?)\b)/g;
function withTokensCounted(folded: string): string {
  // (In the bar's money, whatever it is: a budget of so much.)
  return folded
    .replace(TOKENS_WORTH, (_w: string, count: string, between: string, cents: string) => ` budget ${((Number(count) * Number(cents)) / 100).toFixed(2)} ${between}`)
    .replace(TOKENS_AT_A_RATE, (_w: string, count: string, between: string, sign?: string, signed?: string, amount?: string, unit?: string) => {
      const each = Number((signed ?? amount ?? '0').replace(',', '.')) / (sign || !/^(?:c|cents?)$/.test(unit ?? '') ? 1 : 100);
      return ` budget ${(Number(count) * each).toFixed(2)} ${between}`;
    });
}

/**
 * Another nation's money said before its amount ('Rs. 800 only', 'INR 800', 'MX$150', 'CN¥70', '\u20a92000'): said after it,
 * by a word the price reader knows ('800 inr only'), so that the limit is read and then converted as any other.
 */
let MONEY_BEFORE: Array<{ before: RegExp; word: string }> | undefined;
function withForeignMoneyAfter(folded: string): string {
  MONEY_BEFORE ??= SMALL_UNIT_CURRENCIES.map(([code, name, said, , onlyBefore]) => ({
    // (Never just after another amount, '2000 yen 3 of us' is 2000 yen for three; a word that is also an everyday word,
    // 'cop 5', is no money before a number.)
    before: new RegExp(String.raw`(?<![\p{L}\d$\u00a3\u20ac])(?<![\d.,]\s{0,3})(?!(?:cop|try|ron|all|top|mop|lei|real|rand|won|kr|fr|ft|dh|tl|rm|sar|nis)\b)(?:${onlyBefore ? `${said}|${onlyBefore}` : said})\.?\s*(${NUMBER_SAID})(?![\p{L}\d])`, 'giu'),
    word: CURRENCY.test(code.toLowerCase()) ? code.toLowerCase() : name.toLowerCase(),
  }));
  return MONEY_BEFORE.reduce((text, { before, word }) => text.replace(before, (_w: string, amount: string) => ` ${amount} ${word} `), folded);
}

/**
 * When the guest's limit is said in another currency than the bar's ('50 reais' in a bar that prices in dollars), the
 * amount is read as the bar's own (no rate is known here) and the answer says so; null otherwise.
 */
export function currencyNote(folded: string, maxPrice: number | undefined, barCurrency: string): string | null {
  if (maxPrice === undefined) return null;
  const named = NAMED_CURRENCIES.find(([pattern]) => pattern.test(folded))?.[1];
  if (!named || named === barCurrency) return null;
  // (Money worth more than the bar's, counted one for one, keeps within what the guest has: the answer says so.)
  const worthMore = FACE_VALUE_NAMES[named];
  if (worthMore && (UNITS_PER_USD[named] ?? Infinity) <= (UNITS_PER_USD[barCurrency] ?? 0)) {
    return `Our prices are in ${barCurrency}: I counted your ${worthMore} one for one as ${barCurrency}, which keeps within your budget, since your money is worth more.`;
  }
  return `Our prices are in ${barCurrency}: I read the amount you gave as ${barCurrency}, so please check it.`;
}

/** How many times the dearest drink's price a limit must be, with no money named, to be no limit in the bar's money. */
const UNNAMED_MONEY_FACTOR = 20;
/**
 * Whether a price limit said with no money named is one no drink's price comes near ('budget 900', 'two thousand for the
 * table' at a bar whose dearest drink is $16): then it is in a money the guest did not name (ADR 73).
 */
export function noDrinkComesNear(limit: number, prices: readonly number[]): boolean {
  const dearest = Math.max(0, ...prices);
  return dearest > 0 && limit > UNNAMED_MONEY_FACTOR * dearest;
}

/** The money of the place a request speaks of, for an amount said with no money named: rupees, rupiah or dong; else none. */
export function moneyOfThePlaceSaid(folded: string): { code: string; name: string } | null {
  if (VIETNAM_SAID.test(folded)) return { code: 'VND', name: 'dong' };
  if (INDONESIA_SAID.test(folded)) return { code: 'IDR', name: 'rupiah' };
  if (INDIA_SAID.test(folded)) return { code: 'INR', name: 'rupees' };
  return null;
}
