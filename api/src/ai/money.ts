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

/**
 * Ranges and spending verbs said as limits: 'between 8 and 12' and '10 to 12' are at most the higher amount,
 * 'won't pay more than 12' is 'no more than 12'. Applied to folded text before the price is read.
 */
export function limitsAsSaid(text: string): string {
  return text
    // Cap words as they are typed and as they are said in other ways: 'less then', 'undr', 'south of $12', 'sub-10',
    // 'cap it at 9'. Each says the same limit as the plain word.
    .replace(/\b(less|more|cheaper|lower|pricier|dearer|other|rather) then\b/g, '$1 than')
    .replace(/\b(?:undr|udner|unde|uner|unter)(?=\s*[$\u20ac\u00a3\u00a5]?\s*\d)/g, 'under')
    .replace(/\bsouth of\s*(?=[$\u20ac\u00a3\u00a5]?\s*\d)/g, 'under ')
    // 'sub-10 drinks': the number is the price, whatever word follows.
    .replace(/\bsub\s*-?\s*[$\u20ac\u00a3\u00a5]?\s*(\d+(?:[.,]\d{1,2})?)\b/g, ' under $$$1 ')
    .replace(/\b(?:cap|limit|keep) (?:it|that|them|the price|prices) (?:at|to)\b/g, ' max ')
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
