import { distance } from 'fastest-levenshtein';

/**
 * How guests say money, shared by the reader (`builtin/understand.ts`) and the safety layer's doubt rule
 * (`safety.ts`), so that both read a price the same way.
 */

/** Currency symbols before or after an amount ('$10', '10$', '9,50 \u20ac', '\u00a311', '\u00a512'). */
export const CURRENCY_SYMBOLS = '$\u20ac\u00a3\u00a5';
/** A currency said as a word or a symbol ('dollars', 'bucks', 'quid', 'EUR', 'CHF'). */
/** Currency words (folded), one list for every reader: dollars to zloty, crowns, forints, lire and rupees. */
export const CURRENCY_WORDS_SOURCE = String.raw`(?:dollars?|bucks?|usd|cad|aud|nzd|eur|euros?|pounds?|quid|gbp|reais|real|pesos?|pavos|balles|mause|francs?|franken|chf|yen|kr|kronor|kroner|krona|krone|sek|nok|dkk|zl|zloty|zlotych|pln|czk|korun|huf|forint|lira|lire|rupees?|inr|rand|zar|rub|rubles?|lei)`;
export const CURRENCY = new RegExp(`^(?:[$\u20ac\u00a3\u00a5]|${CURRENCY_WORDS_SOURCE})$`);
/**
 * Words after a number that make it something other than money: an ABV, an age, a measure, a count of people,
 * drinks or ingredients, a time ('under 5%', '30 years', 'no more than 3 ingredients', 'for 4 people', 'at 10 pm').
 */
export const NOT_MONEY_AFTER_SOURCE = String.raw`\s*(?:%|percent\b|abv\b|years?\b|yrs?\b|yo\b|y\/o\b|ans?\b|anos\b|jahre\b|anni\b|ml\b|cl\b|oz\b|l\b|people\b|persons?\b|of us\b|friends\b|guests\b|drinks?\b|glasses\b|ingredients?\b|things\b|items\b|minutes?\b|mins?\b|hours?\b|pm\b|am\b|o clock\b|ingredientes\b|ingredienti\b|zutaten\b)`;
export const NOT_MONEY_AFTER = new RegExp(`^${NOT_MONEY_AFTER_SOURCE}`);

/** Words of a price limit and of money as they are typed: one slip in a word of up to six letters, two in a longer one. */
const CAP_WORDS = ['max', 'maximum', 'less', 'than', 'under', 'below', 'more', 'dollars', 'euros', 'pounds', 'budget', 'most'];
/** Words of the other languages one slip from a cap word ('no más de 10', 'les 10 euros'). */
const OTHER_LANGUAGES = new Set(['mas', 'mes', 'mis', 'les', 'lese', 'unde', 'mais', 'meno', 'more', 'most', 'moins']);
const NEAR_NUMBER = /[$\u20ac\u00a3\u00a5]?\d/;

/** 'maxium 10', 'no mor than 8', 'les than 9', '10 dolars max': a misspelt cap or currency word next to a number is read as it was meant. */
function capWordsAsSpelt(text: string): string {
  const tokens = text.split(/(\s+)/);
  const near = (i: number) => [i - 2, i + 2, i - 4, i + 4].some((j) => j >= 0 && j < tokens.length && NEAR_NUMBER.test(tokens[j]!));
  return tokens
    .map((t, i) => {
      if (!/^[a-z]{3,}$/.test(t) || CAP_WORDS.includes(t) || OTHER_LANGUAGES.has(t) || !near(i)) return t;
      const fixed = CAP_WORDS.find((w) => w[0] === t[0] && Math.abs(w.length - t.length) <= 2 && distance(w, t) <= (w.length > 6 ? 2 : 1));
      return fixed ?? t;
    })
    .join('');
}

/**
 * Ranges and spending verbs said as limits: 'between 8 and 12' and '10 to 12' are at most the higher amount,
 * 'won't pay more than 12' is 'no more than 12'. Applied to folded text before the price is read.
 */
export function limitsAsSaid(text: string): string {
  return capWordsAsSpelt(text)
    // Limits said with a verb or an idiom: "don't go over 8", 'at the very most', '10, not a cent more', 'all I have is
    // 9', 'nothing more expensive than 10', "my budget's 8".
    .replace(/\b(?:do not|can not|will not|would not|should not|must not|never|not|i am not|we are not) (?:go|going|spend|spending|pay|paying|be) (?:over|above|beyond|past|more than)\b/g, ' no more than ')
    .replace(/\bat the (?:very )?most\b|,?\s*(?:and )?not a (?:single )?(?:cent|penny|dollar|euro|pound|buck) more\b/g, ' max ')
    .replace(/\ball (?:i|we) (?:have|got|have got) is\b|\bbudget'?s\b/g, ' budget ')
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
    .replace(/\bbetween\s+([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?:and|&|-|to)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)/g, ' up to $2')
    .replace(/\b(\d+(?:[.,]\d{1,2})?)\s*(?:to|-)\s*([$\u20ac\u00a3\u00a5]?\s*\d+(?:[.,]\d{1,2})?)\s*(?=(?:[$\u20ac\u00a3\u00a5]|dollars?|bucks?|euros?|quid|range|price)\b|[$\u20ac\u00a3\u00a5])/g, ' up to $2 ')
    .replace(/\b(?:will not|would not|won t|wont|do not want to|don t want to|not going to|refuse to) (?:pay|spend) (?:more than|over|above)\b/g, ' no more than ')
    .replace(/\b(?:pay|spend) (?:no|not) more than\b/g, ' no more than ');
}
