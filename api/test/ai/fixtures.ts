import { indexById, withAvailability, type Recipe } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { recommendDrinks } from '../../src/ai/bartender';
import { builtinEngine, readRequest, wordKinds } from '../../src/ai/builtin';
import type { AiEngine, BarSnapshot, RecommendAnswer } from '../../src/ai/port';
import { strictestReading } from '../../src/ai/safety';
import type { StockItem } from '../../src/ai/builtin/profile';

/** The demo bar: 46 drinks, of which the Hugo Spritz and the Piña Colada cannot be made (no stock). */
export function demoBar(overrides: { recipes?: Recipe[]; inventory?: StockItem[] } = {}): BarSnapshot {
  const inventory = overrides.inventory ?? SEED_INVENTORY;
  const stock = indexById(inventory);
  const recipes = overrides.recipes ?? SEED_RECIPES.map((r) => ({ ...r, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }));
  return { recipes: recipes.map((r) => withAvailability(r, stock)), inventory, targetPourCost: 0.25 };
}

export const silentLog = () => {
  const messages: string[] = [];
  return { messages, warn: (m: string) => void messages.push(m) };
};

/** The ids of the demo drinks with no alcohol in any ingredient. */
export const ALCOHOL_FREE_IDS = ['virgin-mojito', 'shirley-temple', 'alcohol-free-beer', 'alcohol-free-spritz', 'alcohol-free-gin-and-tonic', 'elderflower-fizz'];

/** An engine that answers the same drinks whatever is asked, as a model that missed a constraint would. */
export function answering(ids: readonly string[]): AiEngine {
  return {
    name: 'azure-openai',
    recommend: () => Promise.resolve<RecommendAnswer>({ recommendations: ids.map((recipeId) => ({ recipeId, reason: 'A fine choice.', confidence: 0.9 })) }),
    importRecipe: () => Promise.reject(new Error('not used')),
  };
}

/**
 * A guest asking the AI bartender of a bar, and the looks at that bar's menu the tests make of the answers. `ask` and
 * `ids` use `engine` unless another is given; `everything` answers every drink of the menu and `wholeMenu` every drink
 * that can be made, whatever is asked, as a model that missed a constraint would.
 */
export function guestAsks(bar: BarSnapshot = demoBar(), engine: AiEngine = builtinEngine) {
  const ask = (request: string, using: AiEngine = engine) => recommendDrinks({ preferences: request }, bar, using, silentLog());
  /** The ids of the drinks answered, in order. */
  const ids = async (request: string, using: AiEngine = engine) => (await ask(request, using)).map((d) => d.recipeId);
  /** The ids of the first n drinks answered. */
  const top = async (request: string, n = 3) => (await ask(request)).slice(0, n).map((d) => d.recipeId);
  /** Every drink answered is alcohol-free, and there is one. */
  const onlyAlcoholFree = async (request: string) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS).toContain(id);
  };
  /** Every drink answered is 0.0% (not the 0.5% beer either), and there is one. */
  const onlyZeroAlcohol = async (request: string) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect(ALCOHOL_FREE_IDS.filter((a) => a !== 'alcohol-free-beer')).toContain(id);
  };
  /** The drinks of these ids that hold alcohol. */
  const alcoholic = (answer: readonly string[]) => answer.filter((id) => !ALCOHOL_FREE_IDS.includes(id));
  const recipe = (id: string) => bar.recipes.find((r) => r.id === id)!;
  const priceOf = (id: string) => recipe(id).price;
  const categoryOf = (id: string) => recipe(id).category;
  /** The stock items a drink is made with. */
  const ingredientsOf = (id: string) => recipe(id).ingredients.map((i) => i.inventoryItemId);
  /** Whether a drink is made with any of these stock items. */
  const holds = (id: string, ...items: string[]) => recipe(id).ingredients.some((i) => items.includes(i.inventoryItemId));
  /** The drinks made with any of these stock items. */
  const withItem = (...items: string[]) => bar.recipes.filter((r) => r.ingredients.some((i) => items.includes(i.inventoryItemId))).map((r) => r.id);
  const everything = answering(bar.recipes.map((r) => r.id));
  /** The drinks that can be made. */
  const menuIds = bar.recipes.filter((r) => r.isAvailable !== false).map((r) => r.id);
  const wholeMenu = answering(menuIds);
  /** The answers of the built-in engine and of `wholeMenu`, in that order. */
  const both = async (request: string) => {
    const out = [];
    for (const using of [builtinEngine, wholeMenu]) out.push(await ask(request, using));
    return out;
  };
  /** What the reader makes of a request. */
  const read = (request: string) => readRequest(request, bar);
  /** The price cap read: the lower of the reader's and the safety layer's strictest reading's, if either has one. */
  const capOf = (request: string) => {
    const reading = read(request);
    const limits = [reading.maxPrice, strictestReading(request, reading, bar.inventory, wordKinds(bar), bar.recipes).constraints.maxPrice].filter((p) => p !== undefined);
    return limits.length ? Math.min(...limits) : undefined;
  };
  /**
   * Neither the built-in engine nor one offering every drink answers a drink made with any of these items, and the
   * built-in one answers something; with `wished`, its first drink is made with one of those (the request was read,
   * not answered the strictest way).
   */
  const offersNoneOf = async (request: string, items: readonly string[], wished: readonly string[] = []) => {
    const [builtin, all] = await both(request);
    expect(builtin!.length).toBeGreaterThan(0);
    if (wished.length) expect(withItem(...wished)).toContain(builtin![0]!.recipeId);
    const ruledOut = withItem(...items);
    for (const answer of [builtin!, all!]) for (const d of answer) expect(ruledOut).not.toContain(d.recipeId);
  };
  /**
   * A limit said in another money: every drink answered costs at most what it is worth, and the first answer's reason
   * says the limit in the bar's money ('about $11.33'), which is returned.
   */
  const worthAtMost = async (request: string, worth: number) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const drink of answer) expect(drink.price).toBeLessThanOrEqual(worth);
    const said = /about \$(\d+(?:\.\d+)?)/.exec(answer[0]!.reason);
    expect(said).not.toBeNull();
    expect(Number(said![1])).toBeLessThanOrEqual(worth);
    return { dollars: Number(said![1]), reason: answer[0]!.reason };
  };
  /** Neither the built-in engine nor one offering every drink answers a drink that costs more than `worth`. */
  const nothingOver = async (request: string, worth: number) => {
    for (const answer of await both(request)) for (const d of answer) expect(d.price).toBeLessThanOrEqual(worth);
  };
  return { bar, ask, ids, top, onlyAlcoholFree, onlyZeroAlcohol, nothingOver, alcoholic, recipe, priceOf, categoryOf, ingredientsOf, holds, withItem, everything, menuIds, wholeMenu, both, read, capOf, offersNoneOf, worthAtMost };
}
