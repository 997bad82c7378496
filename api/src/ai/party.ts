import { ownWords } from './lexicon/own';
import { fold, withEastAsianRead } from './text';

/**
 * A party's order where one of them may not drink and the others may ('a margarita for me and something citrusy for
 * Mina, she's on antibiotics'; 'one for me (pregnant) and a negroni for my husband'; 'seven beers and something for our
 * designated driver'): the request read as two shares, one for those who drink and one for the one who does not, each
 * answered on its own and the answers put together (ADR 52).
 *
 * Only a clear split is made: every clause that gives a reason not to drink must be said of one person only and of
 * nothing else (the guest, or one named other; no minor), a drink must be asked for that person, and what is left for
 * the others must say whom it is for and read, by itself, with no reason not to drink. Anything less clear is no split,
 * and the whole request is answered as one, the strictest way.
 */

/** Whether a text, read alone, keeps its reader to alcohol-free drinks (the built-in reader and the strictest reading). */
export type ReadsAlcoholFree = (text: string) => boolean;

export interface PartyShares {
  /** What the guest asked for those who drink, with what was said for everyone. */
  readonly drinking: string;
  /** What the guest asked for the one who does not drink, with their reason and what was said for everyone. */
  readonly notDrinking: string;
  /** Who does not drink, as an answer names them ('you', 'Mina', 'your wife', 'your designated driver'). */
  readonly notDrinkingLabel: string;
  /** Whether the drinks of those who drink were asked for first. */
  readonly drinkingFirst: boolean;
  /** Who drinks, as an answer names them, when the guest does not and one other was named ('your husband'), or when only the guest does ('you'). */
  readonly drinkingLabel?: string;
  /** What the others' drinks are kept free of, as the answer says it: 'alcohol-free' unless said ('with none of their allergens'). */
  readonly notDrinkingNote?: string;
}

/** Words said of a person before their relation ('my pregnant wife', 'my little brother'). */
const SAID_OF = String.raw`(?:(?:little|big|older|younger|pregnant|expecting|lovely|dear|new|best|poor|sober) )?`;
/** People an order is for ('for my wife', 'for the bride', 'our designated driver'), never a time or a thing ('for the day'). */
const PEOPLE = String.raw`(?:son|sons|daughter|daughters|kid|kids|child|children|nephew|niece|grandson|granddaughter|stepson|stepdaughter|godson|goddaughter|wife|husband|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee|friend|friends|mate|mates|pal|buddy|sister|brother|mum|mom|mam|dad|father|mother|parents|grandma|grandad|grandpa|nan|nana|colleague|colleagues|boss|driver|designated driver|dd|bride|groom|maid of honour|best man|girls|boys|lads|ladies|guys|team|table|others|rest|other half|plus one|date|guest|guests|cousin|aunt|uncle|flatmate|flatmates|roommate|roommates|housemate|neighbour|neighbor|teammate|teammates|coworker|co-worker|workmate|workmates|nurse|nurses|doctor|doctors|surgeon|anaesthetist|anesthetist|registrar|consultant|midwife|medic|paramedic|pharmacist|porter|chef|waiter|waitress)`;
/** Capitalised words that are no one's name: months, days, seasons and feasts ('off alcohol for January', 'for Lent'). */
const NOT_A_NAME = String.raw`January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Lent|Ramadan|Easter|Christmas|Xmas|Diwali|Passover|Halloween|Dry|Sober|God|ADHD`;
/** An order for more than one, said in English. */
const PARTY_SAID = new RegExp(String.raw`\b(?:for (?:(?:my|our|the) ${SAID_OF}${PEOPLE}|him|her|them)|(?:[Mm]y|[Oo]ur) ${SAID_OF}${PEOPLE}(?:'s| is)? (?:wants|would like|'d like|is having|will have|'ll have|fancies)|for (?!(?:${NOT_A_NAME})\b)[A-Z][\p{Ll}]+|(?:she|he|they)(?:'d| would)? (?:wants?|like|likes|will have|'ll have|is having|fancies)|one each|a round|round for|(?:one|two|three|four|five|six|some|both|all|each|[2-9]|1\d) of us|for each|each of us|for both)\b`, 'u');
/** Someone else said as such in English: a pronoun, 'one of us', a role. */
const OTHER_SAID = /\b(?:she|he|they|her|him|them|(?:one|two|three|four|five|some|both|half|most) of (?:us|them)|(?:one|two|three) (?:person|people|guy|girl|lady|man|woman)|the (?:designated )?(?:driver|dd)|(?:my|our|his|her) [a-z]+)\b/i;
/** A child or a minor ('my daughter (she's 12)', 'he's 16', 'the kids', 'underage'). */
const MINOR_SAID = /\b(?:1[0-9]|20|[1-9])(?:st|nd|rd|th)?\b|\b(?:kids?|child|children|daughter|son|nephew|niece|grandson|granddaughter|little (?:one|ones|brother|sister)|baby|teen|teens|teenagers?|minor|underage|under age|too young|year olds?)\b/i;
/** A clause that rules something out, never asks for a drink ('no booze for her', 'nothing for him'). */
const REFUSAL = /^(?:(?:so|and|but)\s+)?(?:no|not|nothing|none|never|without)\b/i;
/** A drink asked for ('a margarita', 'two beers', 'something strong', 'a pint', 'the round'; 'ein Bier', ''n Bier', 'una cerveza'). */
const ASKS_FOR_A_DRINK = /(?:\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|some|something|anything|pint|pints|glass|round|another|ein|eine|einen|un|una|uno|une|um|uma|algo|wat|etwas|quelque chose|qualcosa)\b|(?<![\p{L}])'n\b)/iu;
/** The rest of a round ('seven beers for the lads', 'a round for the table', 'the others want beer'). */
/** The rest of a party asking for a kind of drink, as its clause opens ('the rest beer', 'the others want cocktails'); never 'when the others get their cocktails'. */
const THE_REST_ASK = /^(?:(?:and|but)\s+)?(?:the rest|the others)(?: of (?:us|them))?\s+(?:(?:want|wants|would like|'d like|will have|'ll have|are having|having|on|get)\s+)?(?:beers?|wines?|cocktails?|lagers?|ciders?|pints?|shots?)\b/i;
const GROUP_SAID = /\b(?:round|for the table|the rest|the others|everyone|each|all of us|the lads|the girls|the boys|the team|of us|for us)\b/i;
/** A round asked for the others by name of a group ('a round for the lads', 'drinks for the table', 'shout the girls a round'). */
const ROUND_FOR_OTHERS = /\b(?:(?:a|one|the|another)\s+round\s+for\s+(?:the|my|our)\s+\w+|(?:drinks?|beers?|pints?|shots?|cocktails?)\s+for\s+(?:the|my|our)\s+(?:lads|girls|boys|table|team|mates|friends|group|gang|crew|others|rest)|(?:shout|buy|get)\s+(?:the|my|our)\s+(?:lads|girls|boys|table|team|mates|friends|group|gang|crew)\s+a\s+round)\b/i;
/** Words that say a thing of more than one person ('both of us', 'neither', 'so is he', 'Tom too', 'we'). */
/** How many the party is ('we are 4', 'we're a group of six', 'there are 5 of us'): a count, not a 'we' of a reason. */
const PARTY_COUNT = /\b(?:we(?:'re| are| r)|there(?:'s| are| r)|us)\s+(?:a\s+(?:party|group|table|team)\s+of\s+)?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)(?:\s+(?:of us|people|pax|persons|guests))?\b/gi;
/** A party's size in the other languages ('somos 3', 'nous sommes 4', 'siamo in 3', 'wir sind 3', 'som 3'), its number caught. */
const PARTY_COUNT_ABROAD = String.raw`\b(?:somos|nous sommes|on est|siamo in|siamo|wir sind|we zijn met|som)\s+([2-9]|1\d)(?![\p{L}\d])`;
/** A party's size said ('there are 3 of us', 'we're four', 'a table of 5', '3 of us'): more than the guest will drink. */
// ('ordering for 3', 'a table for four', 'for the three of us', 'wir sind zu dritt', 'pedido para 3', 'on est trois'.)
const PARTY_COUNTED = new RegExp(
  String.raw`${PARTY_COUNT.source}|${PARTY_COUNT_ABROAD}|\b(?:[2-9]|two|three|four|five|six) of us\b|\b(?:a )?(?:table|party|group) (?:of|for) (?:[2-9]|two|three|four|five|six)\b|` +
    String.raw`\border(?:ing)? for (?:the )?(?:[2-9]|two|three|four|five|six)(?: of us)?\b|\bfor (?:the|all) (?:[2-9]|two|three|four|five|six) of us\b|` +
    // ('... what can we get', 'what should we order': the asker and the others at the table, however many.)
    String.raw`\bwhat (?:can|could|should|shall|do|would) we (?:get|have|order|drink)\b|` +
    String.raw`\b(?:wir sind|sind) zu (?:zweit|dritt|viert|funft|fuenft|fünft|sechst)\b|\b(?:somos|nous sommes|on est|siamo(?: in)?|somos em|we zijn met) (?:dos|tres|cuatro|cinco|deux|trois|quatre|cinq|due|tre|quattro|cinque|dois|duas|tres|três|quatro|twee|drie|vier|vijf)\b|` +
    String.raw`\b(?:for us|pour nous|para nosotros|para nosotras|f(?:u|ü|ue)r uns|per noi|para nos|pra nos|para nós|pra nós) (?:[2-9]|two|three|four|five|deux|trois|quatre|cinq|dos|tres|cuatro|zwei|drei|vier|due|tre|quattro|dois|duas|três|quatro)\b|` +
    String.raw`\b(?:pedido|orden|commande|ordine|bestellung|mesa|table|tisch|tavolo) (?:para|pour|per|f(?:u|ü|ue)r|pra) (?:[2-9]|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|dois|duas|quatro)\b`,
  'giu',
);
export function partyCounted(text: string): boolean {
  PARTY_COUNTED.lastIndex = 0;
  return PARTY_COUNTED.test(text);
}
/** A child or a minor said of ('my son is 12', 'the kids'): every drink at such a table stays alcohol-free. */
export function saysMinor(text: string): boolean {
  return MINOR_SAID.test(text);
}
/** The text without its party's size, so that its 'us' says nothing of whom a drink is for. */
export function withoutPartyCount(text: string): string {
  return text.replace(PARTY_COUNTED, ' ');
}
const MORE_THAN_ONE = /\b(?:both|neither|either|too|also|as well|so (?:is|am|are|does|do|has|have)|same (?:for|here|goes)|we|we're|we are|all of us|the two|the pair|each other)\b/i;
/** Someone related or in a role ('my wife', 'the bride'), and a name inside a sentence ('Tom', not 'The' or 'Monday'). */
const RELATED = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]he) ${SAID_OF}(${PEOPLE})\b`, 'gu');
const NAMED = new RegExp(String.raw`(?<![.!?]\s|^)\b((?!(?:I|The|It|This|That|Me|My|Our|A|An|One|Two|So|And|But|No|Not|${NOT_A_NAME})\b)[A-Z][\p{Ll}]+)\b`, 'gu');
/**
 * How many people a clause speaks of: the guest ('I', 'me', 'for me'), each one named or related ('Tom', 'my wife'), a
 * pronoun for someone else ('she', 'him').
 */
function peopleIn(clause: string): number {
  const people = new Set<string>();
  if (FIRST_PERSON.test(clause)) people.add('you');
  for (const m of clause.matchAll(RELATED)) people.add(m[1]!.toLowerCase());
  for (const m of clause.matchAll(NAMED)) people.add(m[1]!);
  if (/\b(?:she|he|her|him|they|them)\b/i.test(clause) && ![...people].some((p) => p !== 'you')) people.add('them');
  return people.size;
}
/** Whether a clause that gives a reason not to drink says another limit too ('no egg', 'allergic to nuts', 'under $10'). */
function saysAnotherLimit(clause: string): boolean {
  return /\b(?:allerg\w*|intoleran\w*|coeliac|celiac|vegan|no (?!alcohol|booze|drinks?|drinking)[a-z]+|without (?!alcohol|booze)[a-z]+|nothing with (?!alcohol|booze)[a-z]+|under|max|budget|free of)\b|[$\u20ac\u00a3\u00a5]/i.test(clause);
}
/** At most so many clauses are read one by one: a longer request is answered as one (bounded work). */
const MAX_CLAUSES = 12;

/** Said of the guest: 'I', 'me', 'mine' (not 'my wife', which is someone else). */
const FIRST_PERSON = /\b(?:i|i'm|im|i am|i'd|i'll|i've|me|mine|myself|for me)\b/i;
/** Said of someone else: a pronoun, 'who', a relation or a role, 'one of us', a name with 's. */
const THIRD_PERSON = /\b(?:she|he|they|her|him|them|his|their|who(?:'s| is| are)?|(?:one|two|three) (?:person|people|guy|girl|lady|man|woman)|(?:my|our|the|his|her) (?!own\b)[a-z]+|(?:one|two|three|some|both|all|rest|others?) of (?:us|them)|the others?|the rest|teenagers?|teens|kids|children|girls|boys|lads|ladies|guys|parents|grandparents|friends|colleagues|everyone else)\b|\b(?:one|two|three|four|five|some|both|half|most)(?: of (?:us|them))? (?:don't|do not|doesn't|does not|can't|cannot|aren't|are not|isn't|is not|won't|will not)\b/i;
/** Who a clause's drink is for: 'for me', 'mine', 'I want' (the guest); 'for Mina', 'for my wife', 'Jonas wants' (another). */
const FOR_ME = /\b(?:for me|for myself|mine|me:|i want|i'd like|i would like|i'll have|i will have|i'm having|im having|i am having|i'll take|get me|give me|one for me)\b/i;
const FOR_ANOTHER = new RegExp(String.raw`\b[Ff]or (?:(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er) ${SAID_OF}(${PEOPLE})|((?!(?:The|This|That|Now|Tonight|Today|Me|${NOT_A_NAME})\b)[A-Z][\p{Ll}]+)|(her|him|them))\b|\b(?:(?:[Mm]y|[Oo]ur|[Tt]he) (${PEOPLE})|((?!(?:I|The|It|This|That|${NOT_A_NAME})\b)[A-Z][\p{Ll}]+)|([Ss]he|[Hh]e|[Tt]hey))(?:'s| is| are)? (?:wants|would like|'d like|likes|fancies|is having|will have)\b|\b[Gg]et (her|him|them)\b`, 'u');

/**
 * A text cut at each place a mark matches (tried at every position, sticky, so the work grows with the text), never
 * inside brackets: the pieces between the marks, untrimmed.
 */
function splitAtMarks(text: string, mark: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    mark.lastIndex = i;
    const found = mark.exec(text);
    if (!found) continue;
    pieces.push(text.slice(start, i));
    start = i + found[0].length;
    i = start - 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Where a request's clauses end: sentence marks, commas (never a decimal comma, '1,5 juta'), colons, dashes, 'and' ('15 and 17' is one clause), and a 'but' before the guest ('my mate's driving but I'm not'). */
const CLAUSE_MARK = /(?:[.;!?:]+\s+|(?:(?<!\d),|,(?!\d))\s*|\s+[-\u2013\u2014]+\s+|\s+and\s+(?!\d)|\s+but\s+(?=(?:i|i'm|im|i am|me)\b))/iy;
/** The clauses of a request: at sentence marks, commas, colons and dashes, and 'and' before another share (never inside brackets). */
function clausesOf(text: string): string[] {
  return splitAtMarks(text, CLAUSE_MARK).map((c) => c.trim()).filter((c) => /\p{L}/u.test(c));
}

type Person = 'first' | 'third' | 'unclear';

/** Whom a clause is said of: the guest, someone else, or no telling. */
function personOf(clause: string): Person {
  // (Said by the guest of themselves first, 'im the taxi tonight for the girls', it is theirs whatever follows.)
  if (/^(?:(?:so|and|but|also|well|ok|okay)\s+)?(?:i|i'm|im|i am|i've|i'd|i'll|me)\b/i.test(clause.trim())) return 'first';
  const first = FIRST_PERSON.test(clause);
  // (A name is someone else only as the subject of the clause: 'Tom's driving'.)
  const third = THIRD_PERSON.test(clause) || subjectOf(clause) !== null;
  if (first && !third) return 'first';
  if (third && !first) return 'third';
  if (/\bfor me\b|\bme\s*\(/i.test(clause)) return 'first';
  if (FOR_ANOTHER.test(clause)) return 'third';
  return 'unclear';
}

/** Capitalised words at a clause's start that are no one's name ('I', 'Something', 'Please', 'She'). */
const NOT_A_PERSON = /^(?:I|I'm|The|One|Two|Three|Round|Something|Please|So|And|But|No|Not|Nothing|Just|My|Our|She|He|They|We)$/;
/** Whom a clause is about, as an answer names them, from its subject: 'My sister keeps halal' (your sister), 'Tom's driving' (Tom). */
function subjectOf(clause: string): string | null {
  const m = new RegExp(String.raw`^(?:(?:[Ss]o|[Aa]nd|[Bb]ut|[Aa]lso)\s+)?(?:([Mm]y|[Oo]ur) (${PEOPLE})|([A-Z][\p{L}]+))(?:'s|\u2019s| is| are| has| keeps| does| doesn't| can't| won't| will)\b`, 'u').exec(clause.trim());
  if (!m) return null;
  if (m[3] && NOT_A_PERSON.test(m[3])) return null;
  return m[2] ? (m[1]!.toLowerCase() === 'our' ? `the ${m[2]}` : `your ${m[2]}`) : m[3]!;
}

/** A wish said of 'she', 'he' or 'they' ('she wants something refreshing', 'he'd like a beer'). */
const SHE_WANTS = /^(?:(?:and|but|so)\s+)?(?:she|he|they)(?:'d| would)?\s+(?:wants?|like|likes|love|will have|'ll have|is having|are having|fancies|fancy|is after|needs?)\b/i;
/** Who a clause's drink is for, as an answer names them: 'you', 'Mina', 'your wife'; null when it does not say. */
function recipientOf(clause: string): string | null {
  if (FOR_ME.test(clause)) return 'you';
  const other = FOR_ANOTHER.exec(clause);
  // ('she wants something refreshing', 'he'd like a beer' after who they are: theirs.)
  if (!other) return SHE_WANTS.test(clause.trim()) ? 'them' : null;
  const said = (other[1] ?? other[4] ?? other[2] ?? other[5] ?? other[3] ?? other[6] ?? other[7])!;
  if (other[1] || other[4]) return /^(?:our|the)\b/i.test(other[0].replace(/^for\s+/i, '')) ? `the ${said}` : `your ${said}`;
  return /^(?:her|him|them|she|he|they)$/i.test(said) ? 'them' : said;
}

/** A partner, a friend or a relative in the five other languages, as the English words above name them. */
const RELATIONS_ABROAD: Record<string, string> = ownWords({
  frau: 'wife', ehefrau: 'wife', mann: 'husband', ehemann: 'husband', freundin: 'girlfriend', freund: 'boyfriend', kumpel: 'mate', schwester: 'sister', bruder: 'brother', mutter: 'mum', vater: 'dad', kollegin: 'colleague', kollege: 'colleague', kollegen: 'colleague', partnerin: 'partner', partner: 'partner',
  esposa: 'wife', mujer: 'wife', marido: 'husband', esposo: 'husband', novia: 'girlfriend', novio: 'boyfriend', amigo: 'friend', amiga: 'friend', hermana: 'sister', hermano: 'brother', madre: 'mother', padre: 'father', pareja: 'partner',
  femme: 'wife', mari: 'husband', copine: 'girlfriend', copain: 'boyfriend', ami: 'friend', amie: 'friend', soeur: 'sister', frere: 'brother', mere: 'mother', pere: 'father',
  mec: 'boyfriend', meuf: 'girlfriend', pote: 'mate',
  // (Québec: 'ma blonde', 'mon chum', 'ma conjointe'.)
  blonde: 'girlfriend', chum: 'boyfriend', conjointe: 'partner', conjoint: 'partner',
  moglie: 'wife', ragazza: 'girlfriend', ragazzo: 'boyfriend', sorella: 'sister', fratello: 'brother', amica: 'friend',
  mulher: 'wife', namorada: 'girlfriend', namorado: 'boyfriend', irma: 'sister', irmao: 'brother', mae: 'mother', pai: 'father',
});
const MY_ABROAD = String.raw`(?:meine|meinen|meinem|meiner|mein|mei|mi|mis|ma|mon|mes|mia|mio|il mio|la mia|minha|meu|a minha|o meu)`;
const RELATION_ABROAD = new RegExp(String.raw`\b(?:(f(?:u|ü|ue)r|para|pra|pour|per)\s+)?${MY_ABROAD}\s+(${Object.keys(RELATIONS_ABROAD).join('|')})\b`, 'giu');
/** Whom a drink is for, in the five other languages: 'für mich', 'para mí', 'pour moi', 'per me', 'para mim'; 'für ihn', 'pour elle'. */
const FOR_WHOM_ABROAD: Array<[RegExp, string]> = [
  [/\b(?:f(?:u|ü|ue)r\s+(?:mich|mi)|para\s+m[ií](?![\p{L}])(?!\s+(?:esposa|mujer|marido|esposo|novia|novio|amig[oa]|herman[oa]|madre|padre|pareja)\b)|pra\s+mim|para\s+mim|pour\s+moi|per\s+me)(?![\p{L}])/giu, 'for me'],
  [/\b(?:f(?:u|ü|ue)r\s+ihn|para\s+[eé]l|pour\s+lui|per\s+lui|para\s+ele|pra\s+ele)(?![\p{L}])/giu, 'for him'],
  [/\b(?:para\s+ella|pour\s+elle|per\s+lei|para\s+ela|pra\s+ela)(?![\p{L}])/giu, 'for her'],
  // ('Somos 3', 'nous sommes 4', 'siamo in 3', 'wir sind 3', 'som 3': a party of that many.)
  [new RegExp(PARTY_COUNT_ABROAD, 'giu'), 'there are $1 of us'],
  // ('Está grávida', 'tá grávida', 'está dirigindo', 'tá dirigindo' of someone named before: 'is'.)
  [/(?<=[\p{L}]\s+)(?:t[aá]|est[aá])\s+(?=(?:gr[aá]vida|embarazada|enceinte|incinta|dirigindo|manejando|conduciendo|de carro|tomando)(?![\p{L}]))/giu, 'is '],
  // ('Elle est enceinte', 'sie ist schwanger', 'ella está embarazada'; 'está embarazada', 'è incinta' with the 'she' left
  // unsaid, as Spanish, Portuguese and Italian leave it.)
  [/\b(?:ella|elle|sie|lei|ela)(?![\p{L}])/giu, 'she'],
  // (German's 'er' only in German: in English it is a pause, 'er, something fruity'.)
  [/(?<![\p{L}])(?:él|lui|ele)(?![\p{L}])/giu, 'he'],
  [/(?<=^|[,.;]\s*|\by\s+|\be\s+)(?:est[aá]|[eè]|sta)\s+(?=(?:embarazada|gr[aá]vida|incinta|enceinte)(?![\p{L}]))/giu, 'she is '],
  // ('ick nich', 'ich nicht', 'yo no', 'moi non', 'io no', 'eu não': the guest, after another's reason.)
  [/(?<=[,.;]\s*|^)(?:ich|ick|yo|moi|io|eu)\s+(?:nicht|nich|net|no|non|pas|n[aã]o)(?=\s*[,.;!]|\s*$)/giu, "I'm not"],
  // ('yo un mojito', 'moi un Negroni', 'ich einen Negroni', 'io un negroni', 'eu uma caipirinha': the guest's own order.)
  [/(?<![\p{L}])(?:yo|moi|ich|ick|io|eu),?\s+(?=(?:un|una|uno|um|uma|une|einen|eine|ein)(?![\p{L}]))/giu, 'I want '],
  // ('Ich selber will an Negroni', 'ich möchte einen Negroni', 'yo quiero un negroni', 'moi je prends un Negroni', 'io
  // vorrei un negroni', 'eu quero uma caipirinha': the guest's own order.)
  [/(?<![\p{L}])(?:(?:ich|ick)\s+(?:selber\s+|selbst\s+)?(?:will|m(?:ö|oe|o)chte?|mag|nehme?|h(?:ä|ae|a)tte?\s+gern|kriege?|bekomme?|trinke?)|yo\s+(?:mism[oa]\s+)?(?:quiero|tomo|pido|me tomo|voy a tomar)|(?:moi,?\s+)?je\s+(?:veux|voudrais|prends|prendrai)|moi,?\s+(?:je\s+)?(?:veux|voudrais|prends|prendrai)|io\s+(?:voglio|vorrei|prendo)|eu\s+(?:quero|vou querer|tomo|vou tomar))(?![\p{L}])/giu, 'I want'],
  // ('Ich bin schwanger', 'io sono incinta', 'eu estou grávida': the guest.)
  [/(?<![\p{L}])(?:ich|ick|io|eu)(?![\p{L}])/giu, 'I'],
];

/** Words only German has among the six ('für', 'ohne', 'ich', 'nicht', 'und', 'bitte'). */
const GERMAN_SAID = /(?<![\p{L}])(?:f(?:ü|ue)r|ohne|ich|ick|nicht|nich|und|bitte|mein\w*|wat|ist)(?![\p{L}])/iu;

/**
 * The words of a party's order that say whom a drink is for, in English: 'Für meine Freundin wat ohne Alkohol, für mich
 * 'n Bier' is read as 'for my girlfriend ..., for me ...'; what is asked for stays as said, for the readers read it.
 */
export function partyWordsInEnglish(text: string): string {
  if (!/[^\x00-\x7f]|\b(?:f(?:u|ue)r|para|pra|pour|per|mein\w*|mi|ma|mon|mia|mio|minha|meu|ich|ick|yo|moi|io|eu|somos|sommes|siamo|sind|som|ta|esta)\b/i.test(text)) return text;
  // (Japanese, Chinese and Korean read into English first: '한 명은 술 못 마시고 나머지는 맥주요' is 'one person no
  // alcohol, the rest beer'; anything in those scripts left unread keeps its clause read the strictest way.)
  let said = withEastAsianRead(text).replace(RELATION_ABROAD, (_m: string, forWord: string | undefined, who: string) => `${forWord ? 'for ' : ''}my ${RELATIONS_ABROAD[fold(who)] ?? who}`);
  for (const [pattern, english] of FOR_WHOM_ABROAD) said = said.replace(pattern, english);
  // ('... pour moi et pour ma femme ...', '... y para mí ...': the 'and' before another share.)
  said = said.replace(/\s(?:et|y|e|und|en|i)\s+(?=for\s)/giu, ' and ');
  // ('un Negroni per me e qualcosa di analcolico per ...', 'para mí y algo sin alcohol para ...': the 'and' after a share.)
  said = said.replace(/(?<=\bfor (?:me|him|her|them|my [\p{L}]+),?)\s+(?:et|y|e|und|en|i)\s+(?=\S+(?:\s+\S+){0,5}\s+for\s)/giu, ' and ');
  // (German writes its nouns with a capital, 'wat ohne Alkohol', 'is Moslem': no one's name; a name after 'for' stays.)
  // ('... y Lisa quiere un negroni', '... et Lisa veut un Negroni', '... e Lisa vuole un negroni': the 'and' before one
  // named with a wish of their own.)
  said = said.replace(/\s+(?:y|et|e|und)\s+(?=(?:(?:el|la|le|il|o|a|der|die)\s+)?\p{Lu}\p{Ll}+\s+(?:quiere|toma|pide|veut|voudrait|prend|vuole|vorrebbe|prende|quer|will|m(?:ö|oe|o)chte|mag|nimmt)\b)/gu, ' and ');
  // (A first name after 'der' or 'die' before a wish, 'die Lisa will an Negroni', as Bavaria and Austria say it: a name.)
  if (GERMAN_SAID.test(text)) {
    said = said
      .replace(/(?<=[\p{Ll},]\s+)(?<!\bfor\s+)(?<!\b(?:der|die)\s+(?=\p{Lu}\p{Ll}+\s+(?:will|m(?:ö|oe|o)chte|mag|nimmt|kriegt|bekommt|h(?:ä|ae|a)tte)\b))\p{Lu}\p{Ll}{2,}/gu, (noun) => noun.toLowerCase())
      .replace(/(?<![\p{L}])er(?![\p{L}])/giu, 'he')
      .replace(/\s+und\s+/giu, ' and ');
  }
  return said;
}

/**
 * The two shares of a party's order, or null when the request is no such order or the split is not clear. The one who
 * does not drink is the one every reason was said of; the share of those who drink is every other clause but the ones
 * asking for that person, and it must read, by itself, with no reason not to drink.
 */
export function partyShares(text: string, readsAlcoholFree: ReadsAlcoholFree): PartyShares | null {
  // (Only an order that says it is for more than one, in English: 'for me', 'for my wife', 'a round', 'one each', 'two of us'.)
  // (Or the rest of it asking for a kind of drink: 'one of us doesn't drink, the rest want beer'.)
  if (!PARTY_SAID.test(text) && !clausesOf(text).some((c) => THE_REST_ASK.test(c))) return null;
  // (Only an order read alcohol-free as a whole has a share to split off; no clause is read otherwise.)
  if (!readsAlcoholFree(text)) return null;
  const clauses = clausesOf(text);
  if (clauses.length < 2 || clauses.length > MAX_CLAUSES) return null;
  const afClauses = clauses.map((c) => readsAlcoholFree(c));
  if (!afClauses.some(Boolean) || afClauses.every(Boolean)) return null;
  // Whom the reasons were said of, each: the guest, or one other (named by the clause, by its subject, or by the
  // clause before it); 'them' (a pronoun, 'two of us') goes with the one other named.
  const recipients = clauses.map(recipientOf);
  const labels = new Set<string>();
  for (const [k, clause] of clauses.entries()) {
    if (!afClauses[k]) continue;
    const person = personOf(clause);
    if (person === 'unclear') return null;
    const own = recipients[k];
    if (person === 'first') labels.add('you');
    else if (own && own !== 'you' && own !== 'them') labels.add(own);
    // ('Two of us are driving' is a group, never the one asked for just before.)
    else if (/\b(?:one|two|three|four|five|six|some|half|most) of (?:us|them)\b|\b(?:one|two|three) (?:person|people|guy|girl|lady|man|woman)\b/i.test(clause)) labels.add('them');
    else labels.add(subjectOf(clause) ?? (k > 0 && recipients[k - 1] && recipients[k - 1] !== 'you' ? recipients[k - 1]! : 'them'));
  }
  // (A reason said of more than one, or of one and another, is no clear split: 'I'm driving my pregnant wife home', 'so
  // is my sister', 'both of us are pregnant', 'a lemonade for Mina since Tom is driving'; nor one that says another
  // limit too, 'I'm pregnant so no egg for either of us'.)
  for (const [k, clause] of clauses.entries()) {
    if (!afClauses[k]) continue;
    if (MORE_THAN_ONE.test(clause) || peopleIn(clause) > 1 || saysAnotherLimit(clause)) return null;
  }
  // (Nor reasons said of two people, each in a clause of their own: 'my sister's pregnant, my boyfriend is driving'.)
  const reasonsOf = new Set(clauses.filter((_c, k) => afClauses[k]).flatMap((c) => [...c.matchAll(RELATED)].map((m) => m[1]!.toLowerCase())));
  if (reasonsOf.size > 1) return null;
  // (Nor a clause of the others' that adds them to a reason: 'Tom too', 'and so is he'.)
  // ('We are 4', 'we're a table of six': how many order, no one added to the reason.)
  if (clauses.some((c, k) => !afClauses[k] && MORE_THAN_ONE.test(c.replace(PARTY_COUNT, ' ')))) return null;
  // (A child or a minor at the table keeps every drink alcohol-free: the drinks may be theirs.)
  if (clauses.some((c, k) => afClauses[k] && MINOR_SAID.test(c))) return null;
  if (labels.size > 1) labels.delete('them');
  if (labels.size !== 1) return null;
  const label = [...labels][0]!;
  // (A clause that asks for that person is theirs too: 'something citrusy for Mina' before 'she's on antibiotics', 'she
  // wants something fruity' after 'my sister keeps halal'.)
  const theirs = (k: number) => afClauses[k] || (recipients[k] !== null && (recipients[k] === label || (recipients[k] === 'them' && label !== 'you')));
  // Only when a drink is asked for them: a partner 'on the mocktails already' is no share of this order. (A share for
  // 'two of us' or 'the driver' of a round always is.)
  // (The guest's own reason needs no drink asked for them: 'I'm breastfeeding, my husband wants a Manhattan' is the
  // husband's Manhattan and the guest's alcohol-free choices.)
  // (Only when a drink is asked for someone else by name: 'six of us, I'm driving, nothing boozy for me' asks for the
  // guest's drink alone.)
  // ('My mate's driving but I'm not, a margarita for me and something for him': 'him' is the one named.)
  // (Only a drink asked for 'her': 'my wife is pregnant so no booze for her' asks for none.)
  const askedForThem = (c: string) => ASKS_FOR_A_DRINK.test(c) && !/\b(?:no|nothing|not|never|none|without)\b[^,.;!?]*\bfor (?:her|him|them)\b/i.test(c);
  const askedFor = (who: string) => clauses.some((c, k) => (recipients[k] === who || (recipients[k] === 'them' && who !== 'you' && askedForThem(c))) && theirs(k) && !REFUSAL.test(c.trim()));
  // (Or a round asked for the others: 'I'm driving, a round for the lads'.)
  const askedForAnother = clauses.some((c, k) => !theirs(k) && ((recipients[k] !== null && recipients[k] !== 'you' && recipients[k] !== 'them' && ASKS_FOR_A_DRINK.test(c)) || ROUND_FOR_OTHERS.test(c)));
  if (label !== 'them' && !askedFor(label) && !(label === 'you' && askedForAnother)) return null;
  // (A reason said of 'him' or 'two of us' with another's drink left among the others' is no clear split: 'a beer for my
  // son and something for me, he's 16'.)
  // ('For him something without alcohol, for me a whisky sour' is the guest's own drink: a clear split.)
  if (label === 'them' && clauses.some((_c, k) => !theirs(k) && recipients[k] !== null && recipients[k] !== 'you')) return null;
  // (And 'them' must be someone else said as such: a pronoun, 'two of us', 'the driver'; never a clause of another
  // language that only capitalises its nouns, 'Ich bin mit dem Auto da'.)
  if (label === 'them' && !clauses.some((c, k) => afClauses[k] && OTHER_SAID.test(c))) return null;
  const drinkingClauses = clauses.filter((_c, k) => !theirs(k));
  const notDrinkingClauses = clauses.filter((_c, k) => theirs(k) || recipients[k] === null);
  const drinking = drinkingClauses.join(', ');
  const notDrinking = notDrinkingClauses.join(', ');
  // The share of those who drink must ask for something, and read with no reason not to drink; the other share must
  // read alcohol-free by itself.
  // The others' share must say whom it is for, and not in words that may be the one who does not drink: the guest when
  // that one is someone else ('a margarita for me'), someone else when it is the guest ('a negroni for my husband',
  // 'Halmeoni wants'), the rest of a round when it is 'one of us' ('seven beers for the lads'); never 'she' or 'her'.
  const drinkingRecipients = clauses.map((_c, k) => k).filter((k) => !theirs(k)).map((k) => recipients[k]);
  const forWhom = GROUP_SAID.test(drinking) || (label === 'you' ? drinkingRecipients.some((r) => r !== null && r !== 'you' && r !== 'them') : label === 'them' ? GROUP_SAID.test(drinking) || drinkingRecipients.includes('you') : drinkingRecipients.some((r) => r !== null && r !== 'them' && r !== label));
  if (!forWhom || (label !== 'you' && drinkingClauses.some((c) => /\b(?:she|he|her|him|they|them)\b/i.test(c)))) return null;
  // (And ask for a drink: 'so I can drink' asks for none.)
  if (!(ASKS_FOR_A_DRINK.test(drinking) || drinkingClauses.some((c) => THE_REST_ASK.test(c))) || readsAlcoholFree(drinking) || !readsAlcoholFree(notDrinking)) return null;
  const firstDrinking = clauses.findIndex((_c, k) => !theirs(k));
  const firstNot = clauses.findIndex((_c, k) => theirs(k));
  const named = [...new Set(drinkingRecipients.filter((r): r is string => r !== null && r !== 'you' && r !== 'them'))];
  // (The guest alone, when the others' share asks only for them: 'a Negroni for me and something for my pregnant wife'.)
  // (A party's size is no group asking: 'somos 2: yo un mojito, mi novio maneja' is the guest's mojito.)
  const guestAlone = label !== 'you' && !GROUP_SAID.test(withoutPartyCount(drinking)) && drinkingRecipients.includes('you') && drinkingRecipients.every((r) => r === null || r === 'you');
  const drinkingLabel = label === 'you' && named.length === 1 && !GROUP_SAID.test(drinking) ? named[0] : guestAlone ? 'you' : undefined;
  // (A drink asked for a child, 'my son wants a beer', is as an order's part for one: alcohol-free, so the whole order
  // stays so.)
  if (drinkingClauses.some((c) => CHILD_SAID.test(c)) || CHILD_SAID.test(drinkingLabel ?? '')) return null;
  return { drinking, notDrinking, notDrinkingLabel: label, drinkingFirst: firstDrinking < firstNot, ...(drinkingLabel ? { drinkingLabel } : {}) };
}

/** A drink asked for one other by name, in a clause of its own ('Lisa wants a Negroni', 'and my husband will have a beer', 'die Lisa will an Negroni', 'a Negroni for Lisa'). */
const WISH_OF_ANOTHER = new RegExp(
  String.raw`^(?:(?:and|und|y|et|e|but|aber|pero|mais|ma)\s+)?(?:(?:the|die|der|el|la|le|il|o|a)\s+)?(?:([A-Z][\p{L}]+)|(?:my|our|your) (${PEOPLE}))\s+(?:wants|would like|'d like|will have|'ll have|is having|is getting|gets|will|wanted|would love|fancies|m(?:ö|oe|o)chte|mag|nimmt|quiere|toma|pide|veut|voudrait|prend|vuole|vorrebbe|prende|quer|vai querer)\s+(?=\S)`,
  'u',
);
/**
 * The whole order alcohol-free by what was said of the guest and others, but for one other named with a drink of their
 * own ('for the 4 of us: my wife is pregnant, I'm driving, Tom has a nut allergy and Lisa wants a Negroni'): that one's
 * drink, and alcohol-free ones, with every other limit, for the guest and the rest. Null for any other order, and never
 * with a minor at the table or a reason said of the one named.
 */
export function oneOtherDrinks(text: string, readsAlcoholFree: ReadsAlcoholFree): PartyShares | null {
  if (!readsAlcoholFree(text) || saysMinor(withoutPartyCount(text))) return null;
  const clauses = clausesOf(withoutPartyCount(text).replace(/^\s*:\s*/, ''));
  if (clauses.length < 2 || clauses.length > MAX_CLAUSES) return null;
  const wishes = clauses.map((c, k) => {
    const wish = WISH_OF_ANOTHER.exec(c.trim());
    const named = wish ? (wish[2] ? `your ${wish[2]}` : wish[1]!) : recipientOf(c);
    return named && named !== 'you' && named !== 'them' && !NOT_A_PERSON.test(named) && ASKS_FOR_A_DRINK.test(c) && !REFUSAL.test(c.trim()) && !readsAlcoholFree(c) ? { k, named } : null;
  }).filter((w): w is { k: number; named: string } => w !== null);
  if (wishes.length !== 1) return null;
  const { k, named } = wishes[0]!;
  // (Never a child's: 'my son wants a beer'.)
  if (CHILD_SAID.test(named) || CHILD_SAID.test(clauses[k]!)) return null;
  const rest = clauses.filter((_c, i) => i !== k);
  const name = named.replace(/^your /, '');
  // (Named or pointed at anywhere else, the one named may share a reason: 'Lisa too', 'and so is my sister', 'she's
  // pregnant though', 'neither of us is drinking'.)
  if (rest.some((c) => c.toLowerCase().includes(name.toLowerCase()) || /\b(?:she|he|her|him|they|them|too|as well|either|so is|so does)\b/i.test(c) || MORE_THAN_ONE.test(c) || (readsAlcoholFree(c) && peopleIn(c) > 1))) return null;
  const notDrinking = rest.join(', ');
  if (!readsAlcoholFree(notDrinking)) return null;
  return { drinking: clauses[k]!, notDrinking, notDrinkingLabel: 'you and the others', drinkingLabel: named, drinkingFirst: k === 0 };
}

/** One person's part of an order of different drinks for different people, and whom it is for, as an answer names them. */
export interface OrderShare {
  readonly label: string;
  readonly text: string;
  /** The part is for a child or a minor ('for my son', 'for Ella, 15', 'for my little brother'): alcohol-free. */
  readonly child: boolean;
}

/** Whether a text, read alone, asks for a drink: 'wishes' when it says what kind, 'asks' when it only asks for one. */
export type AsksForADrink = (text: string) => 'wishes' | 'asks' | null;

/** Whom an answer names by a pronoun, by a place in the order, or as a group: never a share's person of their own. */
const PRONOUN_LABEL = /^(?:her|him|them)$/;
const COUNTED_LABEL = /^the (?:first|second) drink$/;
/** A child said of in words ('my son', 'the little one', 'a teenager'). */
const CHILD_WORDS = String.raw`kids?|child|children|sons?|daughters?|nephews?|nieces?|grand(?:son|daughter|kid|child)s?|step(?:son|daughter)s?|god(?:son|daughter)s?|my (?:boy|girl|youngest)|little (?:brother|sister|one|bro|sis)|baby|teens?|teenagers?|minors?|underage`;
/** A child said of in words, with no number (a number may be a count: 'two rounds of 4'). */
const CHILD_SAID = new RegExp(String.raw`\b(?:${CHILD_WORDS})\b`, 'i');
const CHILD_LABEL = /\b(?:kids?|child|children|son|daughter|nephew|niece|grandson|granddaughter|grandkids?|boy|girl|little one|baby|teen|teenager|stepson|stepdaughter|godson|goddaughter|youngest)s?$/;
/** A part of an order that speaks of a child or a minor: a relation, a little sibling, an age under 21, a school year. */
const CHILD_IN_PART = new RegExp(
  String.raw`\b(?:${CHILD_WORDS}|year (?:[1-9]|1[0-3])|(?:[1-9]|1[0-2])(?:st|nd|rd|th) grade|grade (?:[1-9]|1[0-2]))\b|(?<![$\u20ac\u00a3\d.,])\b(?:[1-9]|1\d|20)\b(?!\s*(?:[$\u20ac\u00a3%]|ml|cl|oz|dollars?|bucks?|euros?|pounds?|quid|drinks?|cocktails?|beers?|minutes?|mins?|pm|am|:\d))`,
  'i',
);
const GROUP_LABEL = /^(?:the |your )?(?:table|group|team|girls|boys|lads|ladies|guys|others|rest|friends|colleagues|parents|guests|mates)$/;
/** A drink asked for in a part with no one named: 'a lager', 'something sweet', 'two negronis'. */
const DRINK_ASKED = /\b(?:a|an|one|two|three|some|something|anything)\b/i;
/** A part that asks for nothing of its own: 'anything goes', 'whatever', 'I'm easy'. */
const OPEN_ASK = /\b(?:anything goes|whatever|easy|not fussy|don't mind|do not mind)\b/i;
/** A drink of an order counted off by its place ('one with whiskey, one with gin', 'the other one sweet'). */
const COUNTED_OFF = /^(?:(?:and|then|plus)\s+)?(?:(one)|(the other|another|the second|a second|the other one))\b(?!\s+(?:of|more|each|for)\b)/i;
/**
 * The parts of an order at its marks (commas, semicolons, colons, sentence ends, spaced dashes) and at an 'and' that
 * begins another person's part ('a margarita and something sweet for Mia'); never inside a drink's name ('gin and
 * tonic', 'rum and coke') nor inside brackets.
 */
/** Where an order's parts end: its marks, and an 'and' that begins another person's part. */
const PART_MARK = /(?:[.;!?:]+\s+|(?:(?<!\d),|,(?!\d))\s*|\s+[-\u2013\u2014]+\s+|\s+and\s+(?=(?:a|an|one|something|anything|some|the other|another|for (?:me|him|her|them|my|our|[A-Z][\p{Ll}]+)|(?:my|our|his|her) [a-z]+ (?:wants|would like|'d like|likes|is having|will have)|[A-Z][\p{Ll}]+ (?:wants|would like|'d like|likes|is having|will have))\b))/iuy;
function partsOfAnOrder(text: string): string[] {
  const parts = splitAtMarks(text, PART_MARK);
  // (The joining word a part begins with after a comma is no part of it: ', and a gin and tonic for Ana'; a part of
  // figures alone is kept: 'for Ella, 15' says her age.)
  return parts.map((c) => c.trim().replace(/^(?:and|plus|then)\s+/i, '')).filter((c) => /[\p{L}\d]/u.test(c));
}

/** Whom a part of an order is for, as an answer names them ('you', 'Mia', 'your friend', 'her'); null when it does not say. */
function shareLabelOf(part: string, counted: number): string | null {
  const place = COUNTED_OFF.exec(part.trim());
  if (place) return place[1] && counted === 0 ? 'the first drink' : counted <= 1 ? 'the second drink' : null;
  const who = recipientOf(part);
  if (who !== 'them') return who;
  return /\b(?:for |get )?(her|him)\b/i.exec(part)?.[1]?.toLowerCase() ?? 'them';
}

/**
 * An order of different drinks for different people ('a lager, something sweet for Mia and something that isn't gin
 * for Jake'; 'something fruity for me, and my friend wants whatever is strongest'; 'two drinks: one with whiskey, one
 * with gin'): each person's part, to be answered on its own under the whole order's limits (ADR 53). Null when the
 * request is no such order, or when a part is not clear: every part must say whom it is for (the first may be the
 * guest's own, said with no name) and ask for a drink; what comes before the first part (a reason, a budget, a story)
 * belongs to the whole order and is read with it.
 */
export function orderShares(text: string, asks: AsksForADrink): OrderShare[] | null {
  if (!PARTY_SAID.test(text) && !FOR_ANOTHER.test(text) && !/\bone\b[^.!?]{1,60}\b(?:one|the other)\b/i.test(text)) return null;
  const parts = partsOfAnOrder(text);
  if (parts.length < 2 || parts.length > MAX_CLAUSES) return null;
  const shares: Array<{ label: string | null; parts: string[] }> = [];
  for (const part of parts) {
    // (Whom the part is about when it asks for no one: 'my friend is on keto' is the friend's.)
    let label = shareLabelOf(part, shares.filter((s) => s.label === 'the first drink' || s.label === 'the second drink').length) ?? subjectOf(part);
    // (A group is no one person: 'a round for the table', 'something for us'.)
    if (label !== null && GROUP_LABEL.test(label)) return null;
    // ('Her', 'him' after one other named are that one: 'my friend is on keto, she wants something to sip'; after two,
    // no telling which: no split.)
    const named = [...new Set(shares.map((s) => s.label).filter((l): l is string => l !== null && l !== 'you' && !PRONOUN_LABEL.test(l) && !COUNTED_LABEL.test(l)))];
    if (label !== null && PRONOUN_LABEL.test(label) && named.length > 1) return null;
    if (label !== null && PRONOUN_LABEL.test(label) && named.length === 1) label = named[0]!;
    const same = label === null ? undefined : shares.find((s) => s.label === label);
    if (same) same.parts.push(part);
    else if (label !== null) shares.push({ label, parts: [part] });
    // (A part with no one named: the guest's own drink when it asks for a drink of a kind before anyone else's, 'a lager,
    // something sweet for Mia'; never an occasion or a mood, 'date night'; after a part, more of that part, 'something
    // dessert-y for her, with no coffee'.)
    else if (shares.length === 0 && asks(part) === 'wishes' && DRINK_ASKED.test(part)) shares.push({ label: null, parts: [part] });
    else if (shares.length > 0) shares[shares.length - 1]!.parts.push(part);
  }
  if (shares.length < 2) return null;
  // (The one part with no one named is the guest's; two, or one beside the guest's own, are no clear split.)
  const unnamed = shares.filter((s) => s.label === null);
  if (unnamed.length > 1 || (unnamed.length === 1 && shares.some((s) => s.label === 'you'))) return null;
  for (const s of unnamed) s.label = 'you';
  // (Each part asks for a drink of a kind, or for one for someone else: 'for me and my friend' names two but asks for
  // one; 'me (anything goes) and something beer-ish for my sister' asks for the sister's only.)
  // (A part for a child, a son or a daughter, a little brother, or one whose age under 21 or school year is said, is
  // answered alcohol-free: the drink may well be theirs.)
  const answered = shares.map((s) => ({ label: s.label!, text: s.parts.join(', '), child: CHILD_LABEL.test(s.label!) || CHILD_IN_PART.test(s.parts.join(', ')) }));
  // (Its counted-off word is no drink asked for: 'one's pregnant, one's our DD' asks for none.)
  if (answered.some((s) => { const said = asks(COUNTED_LABEL.test(s.label) ? s.text.replace(COUNTED_OFF, ' ') : s.text); return said === null || (said === 'asks' && (s.label === 'you' || OPEN_ASK.test(s.text))); })) return null;
  // (A part counted off with no second beside it, 'one with whiskey' alone, is no split.)
  if (answered.some((s) => s.label === 'the first drink') !== answered.some((s) => s.label === 'the second drink')) return null;
  return answered;
}
