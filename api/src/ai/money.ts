import { distance } from 'fastest-levenshtein';

/**
 * How guests say money, shared by the reader (`builtin/understand.ts`) and the safety layer's doubt rule
 * (`safety.ts`), so that both read a price the same way.
 */

/** Currency symbols before or after an amount ('$10', '10$', '9,50 \u20ac', '\u00a311', '\u00a512'). */
export const CURRENCY_SYMBOLS = '$\u20ac\u00a3\u00a5';
/** A currency said as a word or a symbol ('dollars', 'bucks', 'quid', 'EUR', 'CHF'). */
/** Currency words (folded), one list for every reader: dollars to zloty, crowns, forints, lire and rupees. */
// Slang for money in the six languages is money too ('8 Kröten', '10 Mäuse', 'zehn Tacken', '10 paus', '9 pelas', '12 smackers').
export const CURRENCY_WORDS_SOURCE = String.raw`(?:dollars?|bucks?|usd|cad|aud|nzd|eur|euros?|pounds?|quid|gbp|reais|real|reales|pesos?|pavos|pelas|balles|mause|kroten|kroeten|tacken|ocken|piepen|paus|smackers|dolares|dolar|dollari|dollaro|francs?|franken|chf|fr|frs|sfr|yen|kr|kronor|kroner|krona|krone|sek|nok|dkk|zl|zloty|zlotych|pln|czk|korun|huf|forint|lira|lire|rupees?|inr|rand|zar|rub|rubles?|lei)`;
export const CURRENCY = new RegExp(`^(?:[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE})$`);
/**
 * Words after a number that make it something other than money: an ABV, an age, a measure, a count of people,
 * drinks or ingredients, a time, a temperature ('under 5%', '30 years', 'no more than 3 ingredients', 'for 4 people', 'at 10 pm',
 * '32 degrees').
 */
export const NOT_MONEY_AFTER_SOURCE = String.raw`\s*(?:%|°|percent\b|degrees?\b|grados?\b|degres?\b|grad\b|gradi\b|graus?\b|abv\b|years?\b|yrs?\b|yo\b|y\/o\b|ans?\b|anos\b|jahre\b|anni\b|ml\b|cl\b|oz\b|l\b|people\b|persons?\b|of us\b|friends\b|guests\b|drinks?\b|glasses\b|ingredients?\b|things\b|items\b|minutes?\b|mins?\b|hours?\b|pm\b|am\b|o clock\b|ingredientes\b|ingredienti\b|zutaten\b)`;
export const NOT_MONEY_AFTER = new RegExp(`^${NOT_MONEY_AFTER_SOURCE}`);

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
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?se\s+(?:kam|kum|neeche|niche|nichay)\b/g, ' under $1 ')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?se\s+(?:zyada|jyada|zyaada|jada|zada|jyaada|upar|adhik)\s+(?:nahi|nahin|nai|na|mat)\b/g, ' max $1 ')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s+(?:(?:rs|rupees?|dollars?|euros?|bucks)\s+)?(?:tak|ke andar|ke bhitar|ke under)\b/g, ' max $1 ');
}

/**
 * Amounts as they are typed where a price has no cents ('12.-', '9,-', '12.--', '9,–'): money, whatever follows;
 * 'single digits' or 'single figures' for a price is under 10.
 */
const CENT_WORDS: Record<string, string> = { ten: '10', fifteen: '15', twenty: '20', 'twenty five': '25', thirty: '30', forty: '40', 'forty five': '45', fifty: '50', sixty: '60', seventy: '70', 'seventy five': '75', eighty: '80', ninety: '90' };
const UNIT_WORDS: Record<string, string> = { five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15' };
function amountsAsTyped(text: string): string {
  return text
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
    .replace(/\b(?:i|we)(?: can| could)(?: only)? (?:do|manage|stretch to|go to|afford|spare)\s+(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ')
    .replace(/\b(\d+)\s*[.,]\s*-{1,2}(?![\d-])/g, ' $1 eur ')
    .replace(/\bsingle[ -]?(?:digits?|figures?)\b/g, ' under 10 ');
}

/**
 * Ranges and spending verbs said as limits: 'between 8 and 12' and '10 to 12' are at most the higher amount,
 * 'won't pay more than 12' is 'no more than 12'. Applied to folded text before the price is read.
 */
export function limitsAsSaid(text: string): string {
  return otherLanguageCeilings(capWordsAsSpelt(amountsAsTyped(text)))
    .replace(NEGATED_CEILING, negatedCeiling)
    // 'tops out at 13', 'maxes out at 12', 'capped at 11', 'my ceiling is 12', 'upto 10'.
    .replace(/\b(?:tops? out|max(?:es)? out|caps? out|capped|topping out) at\b|\bceiling (?:is |of |at )?(?=[$\u20ac\u00a3\u00a5]?\s*\d)|\bupto\b/g, ' max ')
    // Limits said with a verb or an idiom: "don't go over 8", 'at the very most', '10, not a cent more', 'all I have is
    // 9', 'nothing more expensive than 10', "my budget's 8".
    .replace(/\b(?:do not|can not|will not|would not|should not|must not|never|not|i am not|we are not) (?:go|going|spend|spending|pay|paying|be) (?:over|above|beyond|past|more than)\b/g, ' no more than ')
    .replace(/\bat the (?:very )?most\b|,?\s*(?:and )?not a (?:single )?(?:cent|penny|dollar|euro|pound|buck) more\b/g, ' max ')
    .replace(/\ball (?:i|we)(?:'ve| ve)? (?:have|got|have got) is\b|\bbudget'?s\b/g, ' budget ')
    // 'the most I'd pay is 12', 'my max is 11', 'the limit would be 10'; Hinglish 'mere paas 10 hai' (I have 10).
    .replace(/\b(?:the )?most (?:i|we)(?:'d| d|'ll| ll| would| will| can| could)? (?:pay|spend|do|go) (?:is|would be)\b|\b(?:max|maximum|limit|cap|ceiling) (?:is|would be|will be|=)(?=\s*[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' max ')
    .replace(/\b(?:mere|hamare|apne) (?:paas|pass|pas) (?:sirf |bas |only |just )?(?=[$\u20ac\u00a3\u00a5]?\s*\d)|\bbudget (?:sirf|bas|only|just)\b/g, ' budget ')
    .replace(/\b(?:nothing|no|not) (?:more expensive|pricier|dearer|costlier) than(?=\s*[$\u20ac\u00a3\u00a5]?\s*\d)/g, ' no more than ')
    // Cap words as they are typed and as they are said in other ways: 'less then', 'undr', 'south of $12', 'sub-10',
    // 'cap it at 9'. Each says the same limit as the plain word.
    .replace(/\b(less|more|cheaper|lower|pricier|dearer|other|rather) then\b/g, '$1 than')
    .replace(/\b(?:lesser|les|lass) than\b/g, 'less than')
    .replace(/\b(?:undr|udner|unde|uner|unter)(?=\s*[$\u20ac\u00a3\u00a5]?\s*\d)/g, 'under')
    .replace(/\bsouth of\s*(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, 'under ')
    // 'sub-10 drinks': the number is the price, whatever word follows.
    .replace(/\bsub\s*-?\s*[$\u20ac\u00a3\u00a5]?\s*(\d+(?:[.,]\d{1,2})?)\b/g, ' under $$$1 ')
    .replace(/\b(?:cap|limit|keep) (?:it|that|them|the price|prices) (?:at|to)\b/g, ' max ')
    // 'around 10', '~10', 'approx. 10', 'circa 10' with no time or count near it: about ten, read as at most ten (a
    // time is said with 'at', 'leave', 'until' or 'pm' and stays one).
    .replace(/(^|[^a-z])(?<!\b(?:at|leave|leaving|until|till|by|before|after|from|since|start|starts|open|close|closes|back)\s+)(?:around|approximately|approx\.?|roughly|circa|ca\.|~)\s*([$\u20ac\u00a3\u00a5]?\s*(?:[5-9]|[1-9]\d)(?:[.,]\d{1,2})?)(?!\d|\s*(?:%|pm|am|o clock|oclock|h\b|ish|years?|yrs?|people|persons|of us|guests|friends|minutes?|mins?|hours?|drinks?|ingredients?|ml|cl|oz))/g, '$1 $2 max ')
    // '10ish', '10-ish', 'tenish': about ten, read as at most ten.
    .replace(/\b(\d+(?:[.,]\d{1,2})?|five|ten|twelve|fifteen|twenty)\s*-?\s*ish\b/g, ' $1 max ')
    // '12 is my limit', 'ten is the most I can pay', '9 is all I have'.
    .replace(/\b(\d+(?:[.,]\d{1,2})?|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:dollars?\s+|bucks?\s+|euros?\s+)?is (?:my|our|the) (?:max|maximum|limit|budget|most|top|ceiling|cap)\b|\b(\d+(?:[.,]\d{1,2})?|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:dollars?\s+|bucks?\s+|euros?\s+)?is all (?:i|we)\b/g, (_w: string, a?: string, b?: string) => ` ${a ?? b} max `)
    .replace(/\b(?:wallet|purse) (?:says|has)\b/g, ' budget ')
    // "I've got 12 on me", 'we only have 30 on us': the money the guest carries is the budget.
    .replace(/\b(?:i|we)(?:'ve| ve| have)?(?: only| just)? (?:got|have|carry|brought)(?: only| just)?\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:dollars?|bucks?|euros?|quid)?\s+on (?:me|us|hand|my card)\b/g, ' max $1 ')
    .replace(/\bbetween\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:and|&|-|to)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)/g, ' up to $2')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:to|-)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?=(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|range|price)\b|[$\u20ac\u00a3\u00a5])/g, ' up to $2 ')
    .replace(/\b(?:will not|would not|won t|wont|do not want to|don t want to|not going to|refuse to) (?:pay|spend) (?:more than|over|above)\b/g, ' no more than ')
    .replace(/\b(?:pay|spend) (?:no|not) more than\b/g, ' no more than ');
}
