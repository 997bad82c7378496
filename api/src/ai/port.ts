import type { InventoryItem, MoneySettings, Recipe, RecipeCategory, Unit } from '@bar/domain';

/**
 * The AI bartender's port: what any engine is given and must answer. Engines only propose; `bartender.ts` checks
 * every proposal against the bar's real menu and stock before anyone sees it.
 */

/** What the AI bartender needs of an inventory item. */
export type StockItem = Pick<InventoryItem, 'id' | 'name' | 'category' | 'unit' | 'cost' | 'quantity'> & { abv?: number | undefined; bottleSize?: number | undefined };

/** The bar as it is now: its recipes (with whether each can be made) and its stock. */
export interface BarSnapshot {
  recipes: ReadonlyArray<Recipe & { available: boolean; missingIngredients?: readonly string[] }>;
  inventory: readonly StockItem[];
  /** Target ingredient cost as a share of the price, for estimated prices. */
  targetPourCost: number;
  /** How the bar shows money in the reasons it gives (default: US dollars). */
  money?: MoneySettings;
  /** The age from which the bar may serve alcohol (BAR_DRINKING_AGE; default 21): a guest younger gets alcohol-free drinks. */
  drinkingAge?: number;
}

export interface RecommendInput {
  preferences: string;
  customerType?: 'regular' | undefined;
  /** Constraints already known from another reading of the request, to respect as well. */
  constraints?: HardConstraints | undefined;
  /** The price limit was said in a currency the bar cannot convert ('1200 yen'): no reason says it is met. */
  capUnconverted?: boolean | undefined;
}

export interface ProposedRecommendation {
  recipeId: string;
  reason: string;
  confidence: number;
}

/** An engine's answer: its picks, and the hard constraints it found in the request (the safety layer applies them all). */
export interface RecommendAnswer {
  recommendations: ProposedRecommendation[];
  constraints?: HardConstraints | undefined;
}

export interface ImportInput {
  name: string;
  ingredients: string[];
  instructions: string[];
}

export interface ProposedIngredient {
  /** The ingredient as written ('fresh lime juice'). */
  name: string;
  /** The line it came from. */
  source: string;
  inventoryItemId: string;
  quantity: number;
  unit: Unit;
  confidence: number;
}

export interface ProposedRecipe {
  description: string;
  category: RecipeCategory;
  ingredients: ProposedIngredient[];
  /** Unstocked ingredients with a stocked near-match of another kind ('Irish whiskey' -> Scotch): the manager confirms or not. */
  suggestedSubstitutes?: ProposedIngredient[];
  unmatchedIngredients: string[];
  instructions: string[];
  prepTime: number;
  confidence: number;
}

/** Where an engine writes why it fell back or dropped something (ctx.invocation in a request). */
export interface AiLog {
  warn(message: string): void;
}

export interface AiEngine {
  readonly name: 'builtin' | 'azure-openai';
  recommend(input: RecommendInput, bar: BarSnapshot, log: AiLog): Promise<RecommendAnswer>;
  importRecipe(input: ImportInput, bar: BarSnapshot, log: AiLog): Promise<ProposedRecipe>;
}

/** The kinds of drink a guest can ask for or rule out. */
export type WishCategory = 'beer' | 'wine' | 'spirit' | 'cocktail';

/**
 * The hard limits of a guest's request, as an engine read them (the safety layer, safety.ts, applies the union of
 * every reading). Preferences are not constraints: they rank, they never remove.
 */
export interface HardConstraints {
  alcoholFree: boolean;
  /**
   * Not even a trace of alcohol: only drinks whose every ingredient is 0.0% ('0.0 only', 'not even the 0.5% beer',
   * pregnant, a minor, in recovery). Optional; set only with `alcoholFree`.
   */
  noAlcoholTrace?: boolean | undefined;
  maxPrice?: number | undefined;
  /** The strongest a drink may be, in percent of alcohol ('nothing over 15% abv'). */
  maxAbv?: number | undefined;
  /** The most a drink may hold, in ml ('no more than 100 ml in the glass', a fluid limit). */
  maxVolumeMl?: number | undefined;
  excludedSpirits: string[];
  /** Each a list of words of an inventory item's name, all of which make the item ('egg'; 'orange', 'juice'). */
  excludedIngredients: string[][];
  excludedCategories: WishCategory[];
  excludedDrinks: string[];
  /** Allergies to something no reading could place in the recipes ('allergic to strawberries'): the answer asks to check. */
  unknownAllergens?: string[] | undefined;
  /**
   * The guest allows the alcohol-free stand-in of a spirit they rule out ('I don't drink gin, but the alcohol-free gin
   * is fine'): an alcohol-free drink is not left out for the spirit it only tastes of.
   */
  standInsAllowed?: boolean | undefined;
  /** Nothing but water ('doc said nothing but water after midnight'): no drink on the menu may be offered. */
  waterOnly?: boolean | undefined;
}
