import { randomUUID } from 'node:crypto';
import type { InventoryItem, RecipeWithAvailability } from '@bar/domain';
import { aiRecipeToRecipeInput, type AiProcessedRecipe, type AiRecommendation } from '@bar/domain';
import { api } from '../support/api';

/**
 * The AI bartender over HTTP, against the running stack (built-in engine, the demo bar plus whatever other suites
 * add). The Azure OpenAI engine is tested at the module level against a local fake server (api/test/ai).
 */
async function menu() {
  const [recipes, inventory] = await Promise.all([api<RecipeWithAvailability[]>('GET', '/recipes', { as: 'customer' }), api<InventoryItem[]>('GET', '/inventory', { as: 'manager' })]);
  return { recipes: new Map(recipes.data.map((r) => [r.id, r])), inventory: new Map(inventory.data.map((i) => [i.id, i])) };
}

const recommend = (preferences: unknown, as: 'customer' | 'bartender' | 'manager' | 'newcomer' | 'barstaff' | 'anonymous' = 'customer') =>
  api<AiRecommendation[]>('POST', '/recipes/ai-recommendations', { as, body: { preferences, customerType: 'regular' } });

describe('POST /api/recipes/ai-recommendations', () => {
  test('3 to 5 drinks of the menu that can be made now, with the menu price and a reason', async () => {
    const res = await recommend('Something citrusy with gin, not too sweet');
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(3);
    expect(res.data.length).toBeLessThanOrEqual(5);
    const { recipes } = await menu();
    for (const r of res.data) {
      const recipe = recipes.get(r.recipeId);
      expect(recipe?.available).toBe(true);
      expect(r).toMatchObject({ recipeName: recipe!.name, price: recipe!.price, description: recipe!.description });
      expect(typeof r.reason).toBe('string');
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(res.data[0]!.reason).toMatch(/gin/i);
  });

  test('an alcohol-free request gets only drinks without alcohol', async () => {
    const res = await recommend("I'm driving tonight, something refreshing please");
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    const { recipes, inventory } = await menu();
    for (const r of res.data) {
      for (const ingredient of recipes.get(r.recipeId)!.ingredients) {
        const item = inventory.get(ingredient.inventoryItemId)!;
        const abv = item.abv ?? (item.category === 'mixer' || item.category === 'garnish' ? 0 : 40);
        expect(abv).toBeLessThanOrEqual(0.5);
      }
    }
  });

  test('an alcohol-free wish in Spanish, and an age, get only drinks without alcohol', async () => {
    const { recipes, inventory } = await menu();
    for (const preferences of ['Quiero algo refrescante sin alcohol', "I'm 16, something sweet"]) {
      const res = await recommend(preferences, 'bartender');
      expect(res.status).toBe(200);
      expect(res.data.length).toBeGreaterThan(0);
      for (const r of res.data) {
        for (const ingredient of recipes.get(r.recipeId)!.ingredients) {
          const item = inventory.get(ingredient.inventoryItemId)!;
          expect(item.abv ?? (item.category === 'mixer' || item.category === 'garnish' ? 0 : 40)).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });

  test('drinks that cannot be made are never suggested', async () => {
    const res = await recommend('A Piña Colada, or anything creamy and tropical with coconut');
    expect(res.status).toBe(200);
    expect(res.data.map((r) => r.recipeId)).not.toContain('pina-colada');
  });

  test('a price limit holds', async () => {
    const res = await recommend('something under $10');
    expect(res.status).toBe(200);
    for (const r of res.data) expect(r.price).toBeLessThanOrEqual(10);
  });

  test.each([
    ['empty preferences', { preferences: '' }, 'Please enter your preferences or question'],
    ['blank preferences', { preferences: '   ' }, 'Please enter your preferences or question'],
    ['no preferences', {}, 'Please enter your preferences or question'],
    ['preferences of null', { preferences: null }, 'Please enter your preferences or question'],
    ['a number for preferences', { preferences: 123 }, 'preferences: must be text'],
    ['a list for preferences', { preferences: ['gin'] }, 'preferences: must be text'],
    ['501 characters', { preferences: 'x'.repeat(501) }, 'preferences: must be at most 500 characters'],
    ['another customer type', { preferences: 'gin', customerType: 'vip' }, "customerType: must be 'regular'"],
  ])('%s is refused: %s', async (_label, body, message) => {
    const res = await api('POST', '/recipes/ai-recommendations', { as: 'customer', body });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe(message);
  });

  test('any signed-in user may ask; nobody signed in may not', async () => {
    for (const as of ['bartender', 'manager'] as const) expect((await recommend('beer', as)).status).toBe(200);
    expect((await recommend('beer', 'anonymous')).status).toBe(401);
  });
});

describe('POST /api/recipes/ai-process', () => {
  const lastWord = {
    ingredients: '3/4 oz gin\n3/4 oz green Chartreuse\n3/4 oz maraschino liqueur\n3/4 oz fresh lime juice',
    instructions: ['Add all ingredients to a shaker with ice and shake.', 'Double strain into a chilled coupe.'],
  };

  test('a paste at its limits with every character escaped, as some clients send JSON, is read, not refused as too large', async () => {
    const line = `50 ml gin ${'é'.repeat(86)}`;
    const ingredients = Array.from({ length: 60 }, () => line).join('\n').slice(0, 6000);
    const steps = Array.from({ length: 60 }, () => `Stir ${'ü'.repeat(94)}`).join('\n').slice(0, 6000);
    const escaped = (text: string) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const rawBody = `{"name":${escaped('Ç'.repeat(100))},"ingredients":${escaped(ingredients)},"instructions":${escaped(steps)}}`;
    expect(rawBody.length).toBeGreaterThan(64 * 1024);
    const res = await api<AiProcessedRecipe>('POST', '/recipes/ai-process', { as: 'manager', rawBody });
    expect(res.status).toBe(200);
    expect(res.data.ingredients.some((i) => i.inventoryItemId === 'gin-london-dry')).toBe(true);
  });

  test('the manager gets the processed recipe: matched ingredients in stock units, the rest listed', async () => {
    const res = await api<AiProcessedRecipe>('POST', '/recipes/ai-process', { as: 'manager', body: { name: 'Last Word', ...lastWord } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Last Word',
      category: 'cocktail',
      unmatchedIngredients: ['3/4 oz green Chartreuse', '3/4 oz maraschino liqueur'],
      instructions: lastWord.instructions,
    });
    expect(res.data.ingredients.map((i) => [i.inventoryItemId, i.quantity, i.unit])).toEqual([
      ['gin-london-dry', 22.5, 'ml'],
      ['lime-juice', 22.5, 'ml'],
    ]);
    expect(res.data.ingredients[0]!.inventoryMatch).toMatchObject({ id: 'gin-london-dry', name: 'London Dry Gin', category: 'spirit', unit: 'ml' });
    expect(res.data.estimatedPrice).toBeGreaterThan(0);
    expect(res.data.prepTime).toBeGreaterThan(0);
    expect(res.data.confidence).toBeGreaterThan(0);
    expect(res.data.confidence).toBeLessThanOrEqual(1);
  });

  test('a near-match of another kind comes back as a suggested substitute, never as a match; brands and several amounts a line are read', async () => {
    const res = await api<AiProcessedRecipe>('POST', '/recipes/ai-process', {
      as: 'manager',
      body: { name: 'Irish Sour', ingredients: '2 oz Irish whiskey, 3/4 oz lemon juice, 3/4 oz simple syrup\n1 oz Smirnoff\nMy uncle swears by this one!' },
    });
    expect(res.status).toBe(200);
    expect(res.data.ingredients.map((i) => [i.inventoryItemId, i.quantity])).toEqual([
      ['lemon-juice', 22.5],
      ['sugar-syrup', 22.5],
      ['vodka', 30],
    ]);
    expect(res.data.suggestedSubstitutes?.map((i) => [i.inventoryItemId, i.quantity, i.name])).toEqual([['scotch-blended', 60, 'irish whiskey']]);
    expect(res.data.unmatchedIngredients).toEqual([]);
  });

  test("'Add to Menu' posts the result as it is", async () => {
    const name = `AI import test ${randomUUID()}`;
    const processed = await api<AiProcessedRecipe>('POST', '/recipes/ai-process', {
      as: 'manager',
      body: { name, ingredients: ['2 oz London dry gin', '1 oz fresh lemon juice', '½ oz simple syrup', 'Top with club soda', 'Lemon twist'], instructions: 'Build over ice. Top with soda. Garnish.' },
    });
    expect(processed.status).toBe(200);
    const created = await api<RecipeWithAvailability>('POST', '/recipes', { as: 'manager', body: aiRecipeToRecipeInput(processed.data) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name, category: 'cocktail', price: processed.data.estimatedPrice, available: true });
    expect(created.data.ingredients).toHaveLength(5);
  });

  test.each([
    [{ ingredients: '2 oz gin' }, 400, 'Please provide at least a recipe name and ingredients'],
    [{ name: 'Gin Thing' }, 400, 'Please provide at least a recipe name and ingredients'],
    [{ name: 'Gin Thing', ingredients: '  ' }, 400, 'Please provide at least a recipe name and ingredients'],
    [{ name: 'Pisco Sour', ingredients: ['2 oz pisco', '1 oz chartreuse'] }, 422, 'No ingredients could be matched to inventory items'],
  ])('%j: %d %s', async (body, status, message) => {
    const res = await api('POST', '/recipes/ai-process', { as: 'manager', body });
    expect(res.status).toBe(status);
    expect(res.json?.error).toBe(message);
  });

  test('only a bar manager may import', async () => {
    const body = { name: 'Last Word', ...lastWord };
    for (const as of ['customer', 'bartender', 'barstaff', 'newcomer'] as const) {
      expect((await api('POST', '/recipes/ai-process', { as, body })).status).toBe(403);
    }
    expect((await api('POST', '/recipes/ai-process', { as: 'anonymous', body })).status).toBe(401);
  });
});
