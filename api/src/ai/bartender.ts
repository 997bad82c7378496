import { DEFAULT_MONEY, MAX_INGREDIENT_QUANTITY, RECIPE_CATEGORIES, UNITS, convertQuantity, formatPrice, messages, type InventoryCategory, type RecipeCategory, type Unit } from '@bar/domain';
import { unprocessable } from '../errors';
import type { AiProcessedIngredient, AiProcessedRecipe, AiRecommendation } from '@bar/domain';
import { availableProfiles, builtinEngine, readRequest, wordKinds } from './builtin';
import { amountProblem, cleanInstructions, describe, isBatch, estimatePrepTime, pouredOf, estimatePrice, inferCategory, readsAsNearMatch, roundAmount, servesProblem } from './builtin/import';
import { asWritten, serveSizeOf, servesOfPaste, servesOfServeSize } from './builtin/ingredient-line';
import { indexStock } from './builtin/matcher';
import type { AiEngine, AiLog, BarSnapshot, ImportInput, ProposedIngredient, RecommendInput } from './port';
import { FINED_ASKED, NO_CONSTRAINTS, type HardConstraints, breaksConstraint, constraintsOfRequest, saysAnAllergy, saysTheLimitIsNotTheirs, strictestReading, unionConstraints, unrecordedNote, unrecordedProducts, othersLimitsSetAside, withAlcoholFreeTakenBack, withOthersLimitsSetAside } from './safety';
import { INVISIBLE_RUNS, asShownOrTyped, clamp, clipped, emojiAsWords, fold, leaveOffNote, plainGuestText, round2, saysSomeoneElseDrives, words } from './text';
import { currencyNote, foreignCurrency, moneyOfThePlaceSaid, noDrinkComesNear, roughRate, saysPerDrink, strongestRate } from './money';
import { oneOtherDrinks, orderShares, partyCounted, partyShares, partyWordsInEnglish, saysMinor, withoutPartyCount, type OrderShare } from './party';

const MAX_RECOMMENDATIONS = 5;
const MIN_RECOMMENDATIONS = 3;
const MAX_REASON = 300;
/** The most confidence an answer to a request the reader could not read may claim. */
const UNREAD_CONFIDENCE = 0.3;
/** What is kept of an engine's own reason at least, when notes are added to it. */
const MIN_OWN_REASON = 60;

const confidenceOf = (value: unknown) => round2(clamp(typeof value === 'number' && Number.isFinite(value) ? value : 0.5));

/**
 * Asks the engine for drinks and lets through only what is true: drinks of this bar that can be made now, each
 * once, with the menu's own name, price and description, and none that breaks a hard constraint of the request.
 *
 * The safety layer: the constraints are the union of what the engine found in the request (Azure OpenAI reports
 * them) and what the built-in reader found (alcohol-free, ages, price, allergens and diets, spirits and drinks ruled
 * out). It only ever removes drinks that break one of them; preferences the built-in reader read ('boozy') never
 * remove an engine's pick. An engine that answers too few is topped up by the built-in engine, under the same
 * constraints.
 */
/**
 * A reason cut to make room for a note: at the end of a word, never inside one ('bittersw.'), and without a dangling
 * 'and' or comma; a full stop after it.
 */
function shortened(reason: string, room: number): string {
  if (reason.length <= room) return reason.trim().replace(/([^.!?])$/, '$1.');
  const cut = reason.slice(0, room + 1);
  // At the end of a clause when one ends in the second half ('..., $15.00, right at your limit' is not '$15.00, right.').
  const clause = Math.max(cut.lastIndexOf(', '), cut.lastIndexOf('. '), cut.lastIndexOf(': '));
  // (Or at an earlier clause's end that says a whole thing, when the cut falls in the first sentence: 'Rhum Barbancourt is
  // not on our menu.' rather than '..., so here is what comes.'.)
  const sayingClause = clause > 0 && !/[.!?]\s/.test(cut.slice(0, clause)) && /\b(?:is|are|has|have)\b/.test(cut.slice(0, clause));
  const atWord = clause > room / 2 || sayingClause ? cut.slice(0, clause) : cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut.slice(0, room);
  // A first sentence cut before its verb says nothing ('No alcohol-free (0.0%), egg-free, dairy-free, nut-free.'): it
  // is left out whole, and the sentences after it (the drink's own description) are kept.
  const sentences = reason.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  if (sentences.length > 1 && sentences[0]!.length > atWord.length && !/\b(?:has|have|is|are|was|were|does|do|can|could|will|would)\b/i.test(atWord)) {
    const rest = sentences.slice(1).join(' ');
    if (rest.length >= room / 3) return shortened(rest, room);
  }
  return withoutDanglingEnd(atWord).replace(/([^.!?])$/, '$1.');
}

/**
 * A text without the spaces, commas, joining words and small words it ends on ('bittersweet, and', 'light on', 'a
 * glass of the'): one pass back from its end.
 */
function withoutDanglingEnd(text: string): string {
  let end = text.length;
  for (;;) {
    while (end > 0 && /[\s,;:]/.test(text[end - 1]!)) end--;
    const joiner = /(?:^|\s)(?:and|with|or|but|on|of|to|in|at|for|from|by|than|the|a|an|so)$/i.exec(text.slice(Math.max(0, end - 5), end));
    if (!joiner) return text.slice(0, end).trim();
    end -= joiner[0].length;
  }
}

/** What was read lately of each bar's requests (`readBothWays`). */
const READ_LATELY = new WeakMap<BarSnapshot, Map<string, { reading: ReturnType<typeof readRequest>; doubt: ReturnType<typeof strictestReading> }>>();
const READ_KEPT = 16;
/** A request as the reader takes it and as the strictest reading does (ADR 'ai-doubt-strictest-reading'). */
function readBothWays(preferences: string, bar: BarSnapshot, moneyOfItsOwn = false) {
  // (A party's order is read whole before it is answered (ADR 52): the same text is not read twice. Kept per bar, a few
  // at a time, and handed out as copies, so no answer changes what another reads.)
  const key = `${moneyOfItsOwn ? 1 : 0}|${preferences}`;
  const kept = READ_LATELY.get(bar);
  const known = kept?.get(key);
  if (known) return structuredClone(known);
  const reading = readRequest(preferences, bar);
  const read = { reading, doubt: strictestReading(preferences, reading, bar.inventory, wordKinds(bar), bar.recipes, moneyOfItsOwn, bar.drinkingAge) };
  const lately = kept ?? new Map<string, typeof read>();
  if (lately.size >= READ_KEPT) lately.clear();
  lately.set(key, structuredClone(read));
  if (!kept) READ_LATELY.set(bar, lately);
  return read;
}

/** The highest price of the less expensive half of a menu (its lower median). */
function lowerHalfTop(prices: readonly number[]): number {
  const sorted = [...prices].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * A guest's text made plain, as both readers take it: an alcohol-free wish taken back for a drink, with no reason not to
 * drink said, is read as taken back; a limit said of someone else at the table, for a drink the guest says is their
 * own, is theirs.
 */
function asTheReadersTakeIt(plain: string, bar: BarSnapshot): string {
  return withAlcoholFreeTakenBack(withOthersLimitsSetAside(plain), bar.drinkingAge);
}

export async function recommendDrinks(asSaid: RecommendInput, bar: BarSnapshot, engine: AiEngine, log: AiLog): Promise<AiRecommendation[]> {
  // A party's order where one may not drink and the others may: each share answered on its own (ADR 52).
  // (The text made plain once: the whole request read here is the one `recommendOnce` reads, so it is read once.)
  // (Whom each drink is for is read in English: 'für mich', 'pour ma femme'.)
  const plain = plainGuestText(asSaid.preferences);
  const readsAlcoholFree = (text: string) => {
    const { reading, doubt } = readBothWays(asTheReadersTakeIt(text, bar), bar);
    return reading.alcoholFree || doubt.constraints.alcoholFree === true;
  };
  const inEnglish = partyWordsInEnglish(plain);
  const shares = partyShares(inEnglish, readsAlcoholFree);
  if (shares) return partyAnswer(asSaid, shares, bar, engine, log);
  // (The guest and the others held back, one other named with a drink of their own: 'I'm driving, my wife is pregnant,
  // and Lisa wants a Negroni'.)
  const oneDrinks = oneOtherDrinks(inEnglish, readsAlcoholFree);
  if (oneDrinks) return partyAnswer(asSaid, oneDrinks, bar, engine, log);
  // An order of different drinks for different people: each part answered on its own, under the whole order's limits.
  const orders = orderShares(inEnglish, (text) => {
    const { reading } = readBothWays(asTheReadersTakeIt(text, bar), bar);
    if (!reading.understood) return ASKS_FOR_A_DRINK.test(text) ? 'asks' : null;
    // (A drink of a kind: a spirit, a kind, a drink, a thing in it, a taste said; never an occasion's or a mood's.)
    const wishes = reading.spirits.length + (reading.tasteSaid?.size ?? 0) + reading.categories.length + reading.drinks.length + reading.ingredients.length + (reading.classicsNamed?.length ?? 0) + (reading.strength ? 1 : 0);
    return wishes > 0 ? 'wishes' : ASKS_FOR_A_DRINK.test(text) ? 'asks' : null;
  });
  if (orders) return ordersAnswer(asSaid, orders, bar, engine, log);
  // A party counted, the guest's own drink asked for, and the others' reasons not to drink said ('there are 3 of us: a
  // negroni for me, my friend is pregnant and Pedro is driving', 'somos 3: eu quero caipirinha, minha amiga tá grávida'):
  // the guest's drinks, and alcohol-free ones for the others at the table.
  const aside = partyCounted(plain) ? othersLimitsSetAside(withoutPartyCount(plain), true) : null;
  // (Never with a child or a minor among them: the drinks may be theirs, so the whole order stays alcohol-free.)
  // (The others' share is alcohol-free by its reasons, or because one of them drives: 'mio marito guida'.)
  if (aside && aside.theirs && !saysMinor(aside.theirs) && (readsAlcoholFree(aside.theirs) || saysSomeoneElseDrives(aside.theirs)) && !readsAlcoholFree(aside.own)) {
    // (A share said only by who drives is asked as alcohol-free.)
    const notDrinking = readsAlcoholFree(aside.theirs) ? aside.theirs : `${aside.theirs}, alcohol-free`;
    return partyAnswer(asSaid, { drinking: aside.own, notDrinking, notDrinkingLabel: 'the others at your table', drinkingLabel: 'you', drinkingFirst: true }, bar, engine, log);
  }
  // Someone else's allergy, said beside the guest's own drink ('ma soeur est allergique aux oeufs, moi je veux un Whiskey
  // Sour', 'Mi amigo es alérgico al huevo, pero yo quiero un whiskey sour'): the guest's drink as asked, and drinks with
  // none of their allergens for the others, so the allergy is never passed over in silence.
  // (Not when the guest says the allergy is not theirs and asks only for themselves: 'la mia amica è allergica alle uova,
  // io no. per me qualcosa di schiumoso'.)
  const theirAllergy = othersLimitsSetAside(plain);
  if (theirAllergy?.theirs && saysAnAllergy(theirAllergy.theirs) && !saysMinor(theirAllergy.theirs) && !saysTheLimitIsNotTheirs(plain)) {
    return partyAnswer(asSaid, { drinking: theirAllergy.own, notDrinking: theirAllergy.theirs, notDrinkingLabel: 'the others at your table', notDrinkingNote: 'with none of their allergens', drinkingLabel: 'you', drinkingFirst: true }, bar, engine, log);
  }
  return recommendOnce(asSaid, bar, engine, log);
}

/** One of a party said as such ('one of us', 'one person'). */
const ONE_OF_THE_PARTY = /\bone (?:of (?:us|them|you)|person|guy|girl|lady|man|woman)\b/i;

/**
 * The answer to a party's order: the drinks for those who drink and the alcohol-free ones for the one who does not,
 * in the order they were asked for, each reason saying whom it is for.
 */
async function partyAnswer(asSaid: RecommendInput, shares: NonNullable<ReturnType<typeof partyShares>>, bar: BarSnapshot, engine: AiEngine, log: AiLog): Promise<AiRecommendation[]> {
  const drinking = await recommendOnce({ ...asSaid, preferences: shares.drinking }, bar, engine, log);
  const notDrinking = await recommendOnce({ ...asSaid, preferences: shares.notDrinking }, bar, engine, log);
  // (Nothing found for the one who does not drink, or for the others: the whole order answered as one, the strictest way.)
  // (Nor when the others' share was not understood, so answered with alcohol-free drinks too: 'something for me'.)
  const alcoholFree = new Set(availableProfiles(bar).filter((d) => d.alcoholFree).map((d) => d.id));
  // (Kept free of allergens, the others' drinks may hold alcohol: only an empty share is answered as one.)
  if (!notDrinking.length || (shares.notDrinkingNote === undefined && !drinking.some((a) => !alcoholFree.has(a.recipeId)))) return recommendOnce(asSaid, bar, engine, log);
  // ('One of us doesn't drink', 'one person no alcohol': the one who does not drink, not a 'them' of no one.)
  const who = shares.notDrinkingLabel === 'them' && ONE_OF_THE_PARTY.test(shares.notDrinking) ? 'the one not drinking' : shares.notDrinkingLabel;
  // (Their allergy is theirs: 'tell the bartender about their allergy'.)
  const theirs = (reason: string) => (who !== 'you' ? reason.replace(/\babout your allergy\b/, 'about their allergy') : reason);
  const forThem = notDrinking.slice(0, 2).map((a) => ({ ...a, reason: clipped(`For ${who}, ${shares.notDrinkingNote ?? 'alcohol-free'}: ${theirs(a.reason)}`, MAX_REASON) }));
  const others = shares.drinkingLabel ?? (who === 'you' ? 'the others' : 'you and the others');
  const forOthers = drinking.filter((a) => !forThem.some((t) => t.recipeId === a.recipeId)).slice(0, MAX_RECOMMENDATIONS - forThem.length).map((a) => ({ ...a, reason: clipped(`For ${others}: ${a.reason}`, MAX_REASON) }));
  // (A drink asked for by name is the whole of its share's wish: the others' drinks come right after it, not a second
  // pick of its own.)
  const first = drinking[0]?.recipeId;
  const lead = first !== undefined && readBothWays(shares.drinking, bar).reading.drinks.some((d) => d.mode === 'this' && d.ids.includes(first)) ? 1 : 2;
  return shares.drinkingFirst ? [...forOthers.slice(0, lead), ...forThem, ...forOthers.slice(lead)].slice(0, MAX_RECOMMENDATIONS) : [...forThem, ...forOthers].slice(0, MAX_RECOMMENDATIONS);
}

/**
 * A request as the safety layer holds every engine to it: the guest's text as the readers take it, both readings, and
 * a limit in another money converted (or bounded) in the bar's. `builtinReading` with `halfway` is what no answer may
 * break, whichever engine wrote it.
 */
/** The mark that turns the text after it round on screen (the right-to-left override, which `fold` reads as shown). */
const DIRECTION_OVERRIDE = /\u202e/;

/** Words of a limit long enough not to be another word backwards ('allergy', 'pregnant', 'alcohol'). */
const LIMIT_WORDS: ReadonlySet<string> = new Set(['allergy', 'allergic', 'allergies', 'pregnant', 'alcohol', 'alcoholfree', 'sober', 'driving', 'driver', 'gluten', 'vegan', 'halal', 'underage', 'peanut', 'peanuts', 'coeliac', 'celiac']);

/** Runs of five spaces or more, as four. */
function spaceRunsCapped(text: string): string {
  return text.replace(/[ \u00a0]{5,}/g, '    ');
}

/** What a money the guest did not name is called where a named one's name would be. */
const UNNAMED_MONEY = 'an unnamed money';

function guardedRequest(asSaid: RecommendInput, bar: BarSnapshot) {
  // An alcohol-free wish taken back for a drink, with no reason not to drink said, is read as taken back.
  // (A limit said of someone else at the table, for a drink the guest says is their own, is theirs, not the guest's.)
  // (A word spelt out or split to slip past the reading, 'd-r-i-v-i-n-g', 'preg-nant', is read whole; 'under $٩' and
  // 'under $l0' are amounts.)
  const said = { ...asSaid, preferences: asTheReadersTakeIt(plainGuestText(asSaid.preferences), bar) };
  const menu = availableProfiles(bar);
  // A limit said in a currency worth less than the bar's ('3000 yen', 'C$20', '40 zł'): with a rough rate kept, counted
  // at that rate less a margin, after a party's share (ADR 40); without one ('200 pesos'), read in the bar's money as
  // the most a drink may cost and only the less expensive half of the menu offered (ADRs 37 and 38), and no more than
  // the amount is worth in the strongest money the word may mean (Mexican pesos for pesos). Either way the
  // answer says so and claims no cap of the guest's met, and what it says it did, it does, whichever engine chose.
  const money = bar.money ?? DEFAULT_MONEY;
  const barCurrency = money.currency;
  const named = foreignCurrency(said.preferences, barCurrency);
  const asRead = readBothWays(said.preferences, bar, named !== null);
  const caps = [asRead.reading.maxPrice, asRead.doubt.constraints.maxPrice].filter((c): c is number => c !== undefined);
  // (An amount no drink's price comes near, said with no money named ('two thousand for the table', 'budget 900'): not the
  // bar's money, but a money the guest did not name: the money of the place the request speaks of ('bas 900 ka note hai':
  // rupees), else the less expensive half of the menu, said so, as for one the bar cannot convert (ADR 73).)
  const unnamedMoney = !named && caps.length > 0 && noDrinkComesNear(Math.min(...caps), menu.map((d) => d.price));
  const foreign = named ?? (unnamedMoney ? moneyOfThePlaceSaid(fold(said.preferences)) : null);
  const rate = foreign ? roughRate(foreign.code, barCurrency) : null;
  // (A cent's float error is no cent less: 30 riyal at 3.75 is $8.00, not $7.99.)
  const converted = foreign && rate !== null && caps.length ? Math.floor(Math.min(...caps) * rate * 100 + 1e-6) / 100 : undefined;
  const unconvertible = foreign && converted === undefined ? foreign.name : unnamedMoney && !foreign ? UNNAMED_MONEY : null;
  // (Money of several nations with no single rate, none worth more than one that has a rate ('200 pesos': none more
  // than the Mexican peso): the amount at that one's cautious rate is the most it can be worth, when that is lower.)
  const strongest = foreign && unconvertible && caps.length ? strongestRate(foreign.code, barCurrency) : null;
  const halfTop = lowerHalfTop(menu.map((d) => d.price));
  const atMost = strongest ? Math.floor(Math.min(...caps) * strongest.rate * 100 + 1e-6) / 100 : undefined;
  const boundedBelowHalf = atMost !== undefined && atMost < halfTop ? atMost : undefined;
  const halfway = unconvertible
    ? { ...NO_CONSTRAINTS, maxPrice: boundedBelowHalf ?? halfTop }
    : converted !== undefined
      ? { ...NO_CONSTRAINTS, maxPrice: converted }
      : undefined;
  const input = unconvertible
    ? { ...said, preferences: `${said.preferences} , the cheapest`, capUnconverted: true, constraints: unionConstraints(said.constraints, halfway) }
    : converted !== undefined
      ? { ...said, capUnconverted: true, constraints: unionConstraints(said.constraints, halfway) }
      : said;
  // What the reader could not resolve is read the strictest way; every engine is told, and its answer is held to it.
  const { reading, doubt } = input.preferences === said.preferences ? asRead : readBothWays(input.preferences, bar, foreign !== null);
  // (Text a direction mark turns round shows one way and was typed another ('\u202eno alcohol please\u202c' shows as
  // 'esaelp lohocla on'): the limits of both readings hold.)
  // (So does text typed backwards on purpose, 'ygrella tun, something sweet': read turned round too when a word of a
  // limit shows backwards.)
  const typedBackwards = (input.preferences.toLowerCase().match(/\p{L}{5,}/gu) ?? []).some((w) => LIMIT_WORDS.has([...w].reverse().join('')));
  const asTyped = DIRECTION_OVERRIDE.test(input.preferences)
    ? readBothWays(input.preferences.replace(INVISIBLE_RUNS, ''), bar, foreign !== null)
    : typedBackwards
      ? readBothWays([...input.preferences].reverse().join(''), bar, foreign !== null)
      : null;
  const typedLimits = asTyped ? unionConstraints(constraintsOfRequest(asTyped.reading), asTyped.doubt.constraints) : undefined;
  const builtinReading = unionConstraints(constraintsOfRequest(reading), doubt.constraints, typedLimits);
  // (And every engine is told them, so it answers within them rather than have its answer emptied.)
  const told = typedLimits ? { ...input, constraints: unionConstraints(input.constraints, typedLimits) } : input;
  return { input: told, reading, doubt, builtinReading, halfway, money, barCurrency, foreign, unconvertible, converted, strongest, boundedBelowHalf };
}

/**
 * What the safety layer holds every engine's answer to for a request: a drink that breaks it is never offered, whatever
 * the engine proposes (the evaluation counts what a model offering the whole menu could get past it).
 */
export function safetyLayerOf(preferences: string, bar: BarSnapshot): HardConstraints {
  const { builtinReading, halfway } = guardedRequest({ preferences }, bar);
  return unionConstraints(builtinReading, halfway);
}

/** 'something', 'a drink', 'one': a part of an order that asks for a drink without saying what kind. */
const ASKS_FOR_A_DRINK = /\b(?:something|anything|a drink|one|a cocktail|whatever)\b/i;

/**
 * The answer to an order of different drinks for different people: each part's best drinks in turn (the first of each,
 * then the second of each), each reason saying whom it is for. Every part is held to the whole order's limits, so a
 * limit said of one of them (an allergy, a budget, a reason not to drink) holds for every drink offered (ADR 53).
 */
async function ordersAnswer(asSaid: RecommendInput, orders: readonly OrderShare[], bar: BarSnapshot, engine: AiEngine, log: AiLog): Promise<AiRecommendation[]> {
  const guarded = guardedRequest(asSaid, bar);
  const whole = unionConstraints(guarded.builtinReading, guarded.halfway, asSaid.constraints);
  // (An order that must be alcohol-free as a whole is answered as one, whose reasons say why: no part is 'for Tom' a
  // drink he did not ask for without a word of the reason.)
  if (whole.alcoholFree) return recommendOnce(asSaid, bar, engine, log);
  // (An amount said for the whole order, not per drink, is shared by its parts: '$24 total: a negroni for me and a
  // mojito for Ana' is $12 each.)
  const total = guarded.foreign === null && !saysPerDrink(asSaid.preferences) ? guarded.reading.maxPrice : undefined;
  const held = total !== undefined ? { ...whole, maxPrice: Math.min(whole.maxPrice ?? Infinity, Math.floor((total / orders.length) * 100) / 100) } : whole;
  // (A part for a child or a minor is answered alcohol-free, and says so: 'something sweet for my son'.)
  const answers = await Promise.all(
    orders.map((o) => recommendOnce({ ...asSaid, preferences: o.text, constraints: o.child ? { ...held, alcoholFree: true, noAlcoholTrace: true } : held }, bar, engine, log)),
  );
  // (A part nothing fits: the whole order answered as one.)
  if (answers.some((a) => a.length === 0)) return recommendOnce(asSaid, bar, engine, log);
  const picked: AiRecommendation[] = [];
  for (let round = 0; picked.length < MAX_RECOMMENDATIONS && answers.some((a) => a.length > round); round++) {
    for (const [k, answer] of answers.entries()) {
      const a = answer[round];
      if (!a || picked.length >= MAX_RECOMMENDATIONS || picked.some((p) => p.recipeId === a.recipeId)) continue;
      const who = orders[k]!.label;
      const head = (who === 'the first drink' ? 'For the first drink' : who === 'the second drink' ? 'For the second drink' : `For ${who}`) + (orders[k]!.child ? ', alcohol-free' : '');
      picked.push({ ...a, reason: clipped(`${head}: ${a.reason}`, MAX_REASON) });
    }
  }
  // (A part whose drinks were all the others' already ('a gin drink for me and something for Jake, no gin for Jake'):
  // the whole order answered as one.)
  if (orders.some((o) => !picked.some((p) => p.reason.startsWith(`For ${o.label}`)))) return recommendOnce(asSaid, bar, engine, log);
  return picked;
}

async function recommendOnce(asSaid: RecommendInput, bar: BarSnapshot, engine: AiEngine, log: AiLog): Promise<AiRecommendation[]> {
  const { input, doubt, builtinReading, halfway, money, barCurrency, foreign, unconvertible, converted, strongest, boundedBelowHalf } = guardedRequest(asSaid, bar);
  const menu = availableProfiles(bar);
  const byId = new Map(menu.map((d) => [d.id, d]));
  const asked = doubt.note || doubt.constraints.unknownAllergens ? { ...input, constraints: unionConstraints(input.constraints, doubt.constraints) } : input;
  const answer = await engine.recommend(asked, bar, log);
  // (And what the caller already holds the request to: the whole order's limits, for one part of it.)
  const constraints = unionConstraints(builtinReading, answer.constraints, halfway, asSaid.constraints);
  const accepted: AiRecommendation[] = [];
  const take = (proposals: ReadonlyArray<{ recipeId: string; reason: string; confidence: number }>, source: string) => {
    for (const proposal of proposals) {
      if (accepted.length >= MAX_RECOMMENDATIONS) return;
      const drink = byId.get(proposal.recipeId);
      if (!drink) {
        log.warn(`ai: ${source} proposed '${proposal.recipeId}', which is not a drink that can be made now; dropped`);
        continue;
      }
      const violation = breaksConstraint(drink, constraints);
      if (violation) {
        log.warn(`ai: ${source} proposed ${drink.name}, which ${violation}; dropped`);
        continue;
      }
      if (accepted.some((a) => a.recipeId === drink.id)) continue;
      const reason = typeof proposal.reason === 'string' && proposal.reason.trim() ? clipped(proposal.reason.trim(), MAX_REASON) : `${drink.name}: ${drink.description}`;
      accepted.push({ recipeId: drink.id, recipeName: drink.name, price: drink.price, description: drink.description, reason, confidence: confidenceOf(proposal.confidence) });
    }
  };

  take(Array.isArray(answer.recommendations) ? answer.recommendations : [], engine.name);
  if (engine.name !== 'builtin' && accepted.length < MIN_RECOMMENDATIONS) {
    take((await builtinEngine.recommend({ ...input, constraints }, bar, log)).recommendations, 'builtin');
  }
  // An allergy no recipe can rule out: the drinks of products whose own recipes are not recorded are not ranked first.
  if (constraints.unknownAllergens?.length) {
    const unrecorded = new Map(accepted.map((a) => [a.recipeId, unrecordedProducts(byId.get(a.recipeId)!)]));
    accepted.sort((a, b) => Math.min(1, unrecorded.get(a.recipeId)!) - Math.min(1, unrecorded.get(b.recipeId)!));
  }
  // What was read the strictest way, and what the recipes cannot tell (soy, sulfites, how a wine was fined), is said
  // on every answer, whoever wrote it, whole: only the engine's own words are shortened to make room.
  const folded = fold(emojiAsWords(input.preferences));
  const cannotConvert = unconvertible === UNNAMED_MONEY
    ? `Our prices are in ${barCurrency} and no drink of ours costs anywhere near the amount you said, so I took it to be in another money and kept to the less expensive half of our menu: please check each price against your budget.`
    : unconvertible
    ? boundedBelowHalf !== undefined
      ? `Our prices are in ${barCurrency} and I cannot convert ${unconvertible}, so I kept to the less expensive half of our menu and to no more than ${formatPrice(boundedBelowHalf, money)}, the most your limit can be worth even in ${strongest!.name}, the strongest of them, at a cautious rate: please check each price against your budget.`
      : `Our prices are in ${barCurrency} and I cannot convert ${unconvertible}, so I kept to the less expensive half of our menu: please check each price against your budget.`
    : converted !== undefined
      ? `Our prices are in ${barCurrency}: at a cautious rough rate your limit in ${foreign!.name} is about ${formatPrice(converted, money)}, so these are at ${formatPrice(converted, money)} or less; please check the rate.`
      : null;
  // (What the recipes cannot tell depends on the drink: how wines are fined is said of a drink that holds one.)
  const askedForFined = FINED_ASKED.test(folded);
  const leaveOff = leaveOffNote(folded, menu);
  const moneyNote = cannotConvert ?? currencyNote(folded, constraints.maxPrice, barCurrency);
  // (A request the reader could not read is answered the strictest way: no pick of it is a sure match, whoever chose it.)
  const unreadTold = doubt.note?.includes('I could not read all of what you wrote') ?? false;
  for (const a of accepted) {
    if (unreadTold) a.confidence = Math.min(a.confidence, UNREAD_CONFIDENCE);
    const notes = [doubt.note, unrecordedNote(constraints, byId.get(a.recipeId), askedForFined), leaveOff, moneyNote].filter((n): n is string => Boolean(n));
    const extra = notes.filter((n) => !a.reason.includes(n)).join(' ');
    if (extra) a.reason = `${shortened(a.reason, Math.max(MIN_OWN_REASON, MAX_REASON - extra.length - 1))} ${extra}`;
  }
  return accepted;
}


/**
 * Asks the engine to read a recipe and keeps only what holds against the stock: ingredients of real items, in
 * units that convert to the item's (converted), with positive amounts; the rest is listed as unmatched. The
 * price is the bar's own estimate from ingredient cost. None matched is docs/spec.md's 422.
 */
export async function processRecipe(pastedAsIs: ImportInput, bar: BarSnapshot, engine: AiEngine, log: AiLog): Promise<AiProcessedRecipe> {
  // (A run of spaces longer than a column's gap says no more than four do: kept at four, so no reader's pattern spends
  // time out of proportion to it on a paste of long runs.)
  // Every line is read as it shows on the manager's screen, whichever engine reads it (asShownOrTyped): a line that shows
  // '50 ml vodka' is vodka, whatever marks of direction or colour codes it was sent with; as typed when that names the
  // stock and the screen shows nonsense.
  const stocked = new Set(bar.inventory.flatMap((i) => words(fold(i.name))));
  const line = (l: string) => spaceRunsCapped(asShownOrTyped(l, stocked));
  const input = { ...pastedAsIs, name: line(pastedAsIs.name), ingredients: pastedAsIs.ingredients.map(line), instructions: pastedAsIs.instructions.map(line) };
  const draft = await engine.importRecipe(input, bar, log);
  const stock = new Map(bar.inventory.map((i) => [i.id, i]));
  // (A batch's line holds many serves of one: '12 L pineapple juice' for 80 cups is 150 ml a cup, as a recipe keeps it.)
  const pasted = [input.name, ...input.ingredients, ...input.instructions];
  // (A number of serves no batch makes, 'Serves 1000000000', 'für -2 Personen': said, never read as some other number.)
  const servesWrong = servesProblem(pasted);
  if (servesWrong) throw unprocessable(servesWrong);
  const said = servesOfPaste(pasted);
  // (Or, said by each serve's size, at most so many: the amount is checked again once divided.)
  const mostWritten = MAX_INGREDIENT_QUANTITY * Math.max(1, said ?? (serveSizeOf(pasted) !== null ? 500 : 1));
  const unmatched = [...(Array.isArray(draft.unmatchedIngredients) ? draft.unmatchedIngredients.filter((u) => typeof u === 'string') : [])];

  /** The proposal checked against the stock, its amount in the item's unit; null (and listed as unmatched) when it does not hold. */
  const checked = (proposed: ProposedIngredient): AiProcessedIngredient | null => {
    const item = stock.get(proposed.inventoryItemId);
    const label = proposed.source || proposed.name;
    if (!item) {
      log.warn(`ai: ${engine.name} matched '${label}' to '${proposed.inventoryItemId}', which is not in stock; listed as unmatched`);
      unmatched.push(label);
      return null;
    }
    const unit = (UNITS as readonly string[]).includes(proposed.unit) ? proposed.unit : item.unit;
    const converted = convertQuantity(proposed.quantity, unit, item.unit);
    const quantity = converted ?? (unit === item.unit ? proposed.quantity : null);
    if (quantity === null || !Number.isFinite(quantity) || quantity <= 0 || quantity > mostWritten) {
      log.warn(`ai: ${engine.name} gave '${label}' as ${proposed.quantity} ${proposed.unit}, which cannot be measured in ${item.unit}; listed as unmatched`);
      unmatched.push(label);
      return null;
    }
    return {
      name: clipped(proposed.name || item.name, 100),
      quantity: roundAmount(quantity),
      unit: item.unit as Unit,
      inventoryItemId: item.id,
      inventoryMatch: { id: item.id, name: item.name, category: item.category as InventoryCategory, unit: item.unit as Unit, confidence: confidenceOf(proposed.confidence) },
      source: clipped(proposed.source || proposed.name || '', 300),
    };
  };

  // Another engine's match that the built-in reading of its line takes for another product ('1 sugar cube' as the
  // syrup, 'Smirnoff Vanilla' as the vodka) is only suggested: nothing is substituted silently, whichever engine read it.
  const index = engine.name === 'builtin' ? null : indexStock(bar.inventory);
  const proposed = Array.isArray(draft.ingredients) ? draft.ingredients : [];
  const otherProduct = (p: ProposedIngredient) => index !== null && Boolean(p.source || p.name) && readsAsNearMatch(p.source || p.name, p.inventoryItemId, index);
  for (const p of proposed.filter(otherProduct)) log.warn(`ai: ${engine.name} matched '${p.source || p.name}' to '${p.inventoryItemId}', another product; suggested instead`);
  const ingredients = proposed.filter((p) => !otherProduct(p)).map(checked).filter((i): i is AiProcessedIngredient => i !== null);
  // A near-match of another kind of product is offered, never put in the recipe: the manager confirms it or not.
  const offered = [...proposed.filter(otherProduct), ...(Array.isArray(draft.suggestedSubstitutes) ? draft.suggestedSubstitutes : [])]
    .map(checked)
    .filter((i): i is AiProcessedIngredient => i !== null);
  // A stand-in the recipe already holds (orange bitters beside the Angostura, Grand Marnier beside the triple sec) is
  // not offered twice for one item, but the line is listed as unmatched as written: nothing is lost silently.
  const alreadyIn = (i: AiProcessedIngredient) => ingredients.some((m) => m.inventoryItemId === i.inventoryItemId);
  // (A line that holds another ingredient too, '2 dashes Angostura, plus 1 dash orange bitters', lists only the stand-in's
  // part of it.)
  const partOfALine = (i: AiProcessedIngredient) => (i.source && i.name && ingredients.some((m) => m.source === i.source) ? (asWritten(fold(i.name), i.source) ?? i.name) : i.source || i.name);
  for (const i of offered.filter(alreadyIn)) unmatched.push(clipped(partOfALine(i), 300));
  const suggestedSubstitutes = offered.filter((i) => !alreadyIn(i)).slice(0, 30);
  if (ingredients.length === 0 && suggestedSubstitutes.length === 0) {
    // (A line whose product is stocked but whose amount is none a drink is made with, '-2 oz dark rum', '1/0 oz', 'Infinity
    // ml': the answer says what is wrong with the amount, not that nothing matched.)
    const faulty = unmatched.map((line) => ({ line, problem: amountProblem(line) })).find((u) => u.problem !== null);
    throw unprocessable(faulty ? `The amount of '${clipped(faulty.line, 80)}' is ${faulty.problem}: give it as a measure in ml, cl or oz` : messages.aiImportNoMatch);
  }

  // A batch that says how many it serves ('for 40 serves', 'makes 12', 'für 8 Personen') is one drink's recipe divided:
  // a recipe on the menu is what one order pours, so the amounts are one serve's, and the answer says so (ADR 39).
  // Whichever engine read it: each gives the amounts as written.
  // (Only amounts no one drink pours: a spec of one drink under a heading that names the party it is for, 'Negroni batch
  // for the wedding (20 serves)', is kept as written; import.ts isBatch.)
  const { poured, spirit } = pouredOf(ingredients.map((i) => ({ quantity: i.quantity, unit: i.unit, item: stock.get(i.inventoryItemId) })));
  // (A batch that says only each serve's size, 'serve in 250 ml cups', serves what it pours divided by that size.)
  const serves = said ?? servesOfServeSize(pasted, poured);
  const servings = isBatch(poured, serves, spirit) ? serves : null;
  const perServe = (i: AiProcessedIngredient): AiProcessedIngredient => (servings ? { ...i, quantity: roundAmount(i.quantity / servings) } : i);
  // (What one serve would still hold more of than a recipe keeps is listed, not kept.)
  const fits = (i: AiProcessedIngredient) => {
    if (i.quantity <= MAX_INGREDIENT_QUANTITY) return true;
    unmatched.push(i.source || i.name);
    return false;
  };
  const kept = ingredients.slice(0, 30).map(perServe).filter(fits);
  // (The built-in reading described what it matched: with a line listed after all, '99999999999999999999 ml gin', it
  // describes what the drink keeps, so no description names what the list does not hold.)
  const redescribed = engine.name === 'builtin' && kept.length < Math.min(proposed.length, 30) && kept.length > 0;
  const offeredPerServe = suggestedSubstitutes.map(perServe).filter(fits);
  const category: RecipeCategory = (RECIPE_CATEGORIES as readonly string[]).includes(draft.category)
    ? draft.category
    : inferCategory(input.name, kept.map((i) => ({ item: stock.get(i.inventoryItemId)!, quantity: i.quantity, unit: i.unit })));
  const instructions = cleanInstructions(Array.isArray(draft.instructions) && draft.instructions.length ? draft.instructions : input.instructions);
  const prepTime = Number.isInteger(draft.prepTime) && draft.prepTime >= 1 && draft.prepTime <= 240 ? draft.prepTime : estimatePrepTime(instructions, kept.length, category);
  return {
    name: input.name,
    description: redescribed
      ? describe(input.name, category, kept.map((i) => ({ item: stock.get(i.inventoryItemId)!, quantity: i.quantity, unit: i.unit })))
      : typeof draft.description === 'string'
        ? clipped(draft.description.trim(), 1000)
        : '',
    category,
    ingredients: kept,
    suggestedSubstitutes: offeredPerServe,
    unmatchedIngredients: [...new Set(unmatched)].slice(0, 60),
    instructions,
    prepTime,
    estimatedPrice: estimatePrice(kept, bar),
    confidence: confidenceOf(draft.confidence),
    ...(servings ? { servings } : {}),
  };
}
