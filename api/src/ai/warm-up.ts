import { indexById, withAvailability } from '@bar/domain';
import { SEED_INVENTORY, SEED_RECIPES } from '@bar/domain/seed';
import { processRecipe, recommendDrinks } from './bartender';
import { builtinEngine } from './builtin';
import type { AiLog } from './port';

/**
 * Requests and a paste that reach every reader once: prices in the bar's money and in others, ages, allergies,
 * reasons not to drink, a party's share. The first of each kind in a process compiles its patterns (up to ~130 ms);
 * run once at start-up, no guest's request pays for it (ADR 47).
 */
const REQUESTS = [
  'spend ≤ 10, something bitter',
  'something fruity under 8',
  'under 12 euros for the two of us, no gin',
  'I am 16, allergic to nuts, something fizzy',
  'driving tonight, 2000 yen max, no egg',
  '৳1000 max, a cocktail like a Negroni but less bitter',
  'my mate is driving, I am not. He wants a beer',
];

/** Pastes that reach the import's other readers: prose, a batch for a party, brands, a sub-recipe, another language. */
const PASTES = [
  ['Pour 50 ml of Tanqueray® into a highball full of ice, top with about 150 ml of tonic and finish with a lime wedge.'],
  ['Rum punch for a party of 20', '1 L white rum', '1 L pineapple juice', '200 ml grenadine', '2 dashes Angostura'],
  ['House sour mix (makes 1 L): 500 ml lemon juice, 500 ml sugar syrup', '50 ml amaretto', '30 ml house sour mix', '1 egg white'],
  ['4 cl de tequila', '2 cl de jugo de limón', 'una pizca de sal', 'completar con soda'],
];

const QUIET: AiLog = { warn() {} };

/** Reads the requests and a paste above with the demo menu, through the built-in engine, and forgets the answers. */
export async function warmUp(): Promise<void> {
  const stock = indexById(SEED_INVENTORY);
  const at = new Date(0).toISOString();
  const bar = { recipes: SEED_RECIPES.map((r) => withAvailability({ ...r, createdAt: at, updatedAt: at }, stock)), inventory: SEED_INVENTORY, targetPourCost: 0.25 };
  // (Twice: a pattern is first run by the engine's interpreter and compiled on its second run, and that compile is
  // the cost this saves.)
  for (let round = 0; round < 2; round++) {
    await processRecipe({ name: 'Warm-up', ingredients: ['2 oz gin, 3/4 oz lemon, 1/2 oz simple', 'Top with soda, garnish with a lemon twist.'], instructions: [] }, bar, builtinEngine, QUIET);
    for (const preferences of REQUESTS) await recommendDrinks({ preferences }, bar, builtinEngine, QUIET);
  }
  for (const ingredients of PASTES) await processRecipe({ name: 'Warm-up batch', ingredients, instructions: [] }, bar, builtinEngine, QUIET);
}
