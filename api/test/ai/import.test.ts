import { recipeInputSchema } from '@bar/domain';
import { aiRecipeToRecipeInput } from '@bar/domain';
import { processRecipe } from '../../src/ai/bartender';
import { builtinEngine } from '../../src/ai/builtin';
import { cleanInstructions, estimatePrepTime, inferCategory } from '../../src/ai/builtin/import';
import { AppError } from '../../src/errors';
import { demoBar, silentLog } from './fixtures';

const bar = demoBar();
const importText = (name: string, ingredients: string[], instructions: string[] = []) =>
  processRecipe({ name, ingredients, instructions }, bar, builtinEngine, silentLog());

describe('importing a recipe', () => {
  test('a Last Word: matched lines converted, the rest listed, price and prep time estimated', async () => {
    const recipe = await importText(
      'Last Word',
      ['3/4 oz gin', '3/4 oz green Chartreuse', '3/4 oz maraschino liqueur', '3/4 oz fresh lime juice'],
      ['Add all ingredients to a shaker with ice and shake.', 'Double strain into a chilled coupe.'],
    );
    expect(recipe.name).toBe('Last Word');
    expect(recipe.category).toBe('cocktail');
    expect(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity, i.unit])).toEqual([
      ['gin-london-dry', 22.5, 'ml'],
      ['lime-juice', 22.5, 'ml'],
    ]);
    expect(recipe.ingredients[0]).toMatchObject({
      name: 'gin',
      source: '3/4 oz gin',
      inventoryMatch: { id: 'gin-london-dry', name: 'London Dry Gin', category: 'spirit', unit: 'ml' },
    });
    expect(recipe.unmatchedIngredients).toEqual(['3/4 oz green Chartreuse', '3/4 oz maraschino liqueur']);
    expect(recipe.instructions).toHaveLength(2);
    expect(recipe.prepTime).toBeGreaterThanOrEqual(2);
    // 22.5 ml gin at $0.03 + 22.5 ml lime at $0.015 = $1.01, at a 25% pour cost: $4.05, rounded up to $4.50.
    expect(recipe.estimatedPrice).toBe(4.5);
    // Half the lines could not be matched: the overall confidence says so.
    expect(recipe.confidence).toBeLessThan(0.8);
    for (const i of recipe.ingredients) expect(i.inventoryMatch.confidence).toBeGreaterThan(0.8);
  });

  test('a well-matched classic is confident, and its description says what it is', async () => {
    const recipe = await importText('Negroni', ['1 oz gin', '1 oz Campari', '1 oz sweet vermouth', 'Garnish: orange peel'], ['Stir with ice.', 'Strain over a large cube.', 'Garnish.']);
    expect(recipe.confidence).toBeGreaterThan(0.85);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.description).toMatch(/bittersweet/);
    expect(recipe.description).toMatch(/Campari/);
  });

  test('the result posts as it is to POST /api/recipes', async () => {
    const recipe = await importText('Tom Collins', ['2 oz London dry gin', '1 oz lemon juice', '1/2 oz simple syrup', 'Top with club soda', 'Lemon twist']);
    const body = aiRecipeToRecipeInput(recipe);
    const parsed = recipeInputSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.ingredients).toEqual([
      { inventoryItemId: 'gin-london-dry', quantity: 60, unit: 'ml' },
      { inventoryItemId: 'lemon-juice', quantity: 30, unit: 'ml' },
      { inventoryItemId: 'sugar-syrup', quantity: 15, unit: 'ml' },
      { inventoryItemId: 'soda-water', quantity: 60, unit: 'ml' },
      { inventoryItemId: 'lemon-twist', quantity: 1, unit: 'piece' },
    ]);
    // Even the raw result passes the schema: extra fields are dropped.
    expect(recipeInputSchema.safeParse(recipe).success).toBe(true);
  });

  test('the same item named twice is one ingredient', async () => {
    const recipe = await importText('Double Gin', ['1 oz gin', '1 oz London dry gin']);
    expect(recipe.ingredients).toHaveLength(1);
    expect(recipe.ingredients[0]).toMatchObject({ inventoryItemId: 'gin-london-dry', quantity: 60 });
  });

  test('ice and water are skipped, not reported', async () => {
    const recipe = await importText('Highball', ['2 oz Scotch', 'Ice', '4 oz soda water', 'Water']);
    expect(recipe.unmatchedIngredients).toEqual([]);
    expect(recipe.ingredients).toHaveLength(2);
  });

  test('nothing in stock is the spec 422', async () => {
    const err = await importText('Pisco Punch', ['2 oz pisco', '1 oz pineapple gum syrup']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: 'unprocessable', message: 'No ingredients could be matched to inventory items' });
  });

  test('categories from what is in the drink', async () => {
    expect((await importText('Nojito', ['Juice of 1 lime', '2 tsp sugar syrup', '8 mint leaves', 'Soda water to top'])).category).toBe('alcohol-free');
    expect((await importText('Cold One', ['1 bottle lager'])).category).toBe('beer');
    expect((await importText('Glass of Fizz', ['125 ml prosecco'])).category).toBe('wine');
    expect((await importText('Bourbon Neat', ['2 oz bourbon'])).category).toBe('spirit');
    expect((await importText('Virgin Sunrise', ['4 oz orange juice', '1/2 oz grenadine'])).category).toBe('alcohol-free');
    expect((await importText('Boilermaker', ['1 bottle lager', '1 shot bourbon'])).category).toBe('cocktail');
    expect(inferCategory('Virgin Mary', [])).toBe('alcohol-free');
  });

  test('prep time from the method: shaking, muddling, blending and rims take longer than a pour', () => {
    expect(estimatePrepTime(['Pour into a glass.'], 1, 'beer')).toBe(1);
    expect(estimatePrepTime([], 1, 'wine')).toBe(1);
    const stirred = estimatePrepTime(['Stir with ice.', 'Strain into a coupe.'], 3, 'cocktail');
    const sour = estimatePrepTime(['Dry shake without ice.', 'Add ice and shake again.', 'Double strain into a coupe.', 'Garnish with bitters.'], 5, 'cocktail');
    const blended = estimatePrepTime(['Rim the glass with salt.', 'Blend with crushed ice.', 'Pour and garnish.'], 4, 'cocktail');
    expect(stirred).toBeGreaterThanOrEqual(2);
    expect(sour).toBeGreaterThan(stirred);
    expect(blended).toBeGreaterThan(stirred);
  });

  test('instructions lose their numbering; one paragraph becomes its sentences', () => {
    expect(cleanInstructions(['1. Shake.', '2) Strain.', 'Step 3: Garnish.', '- Serve.'])).toEqual(['Shake.', 'Strain.', 'Garnish.', 'Serve.']);
    expect(cleanInstructions(['Shake all ingredients with ice. Strain into a coupe. Garnish with a twist.'])).toEqual([
      'Shake all ingredients with ice.',
      'Strain into a coupe.',
      'Garnish with a twist.',
    ]);
  });
});
