import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { processRecipe, recommendDrinks } from '../../src/ai/bartender';
import { createAzureOpenAiEngine, type AzureOpenAiOptions } from '../../src/ai/azure-openai';
import { builtinEngine } from '../../src/ai/builtin';
import { ALCOHOL_FREE_IDS, demoBar, silentLog } from './fixtures';

/**
 * The Azure OpenAI engine against a local OpenAI-compatible server that checks each request's shape and plays back
 * recorded answers, good and broken.
 */
const DEPLOYMENT = 'gpt-4o-mini-test';
const API_VERSION = '2024-10-21';

interface Seen {
  method: string;
  path: string;
  apiVersion: string | null;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } };
  };
}

type Reply = (res: http.ServerResponse) => void;
const seen: Seen[] = [];
let replies: Reply[] = [];
let server: http.Server;
let endpoint: string;

const json = (status: number, body: unknown): Reply => (res) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const completion = (content: string | null, refusal: string | null = null): Reply =>
  json(200, {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
const answer = (value: unknown) => completion(JSON.stringify(value));
const never: Reply = () => undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({ method: req.method ?? '', path: url.pathname, apiVersion: url.searchParams.get('api-version'), headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Seen['body'] });
      const reply = replies.shift() ?? json(500, { error: { message: 'no recorded answer left' } });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  replies = [];
});

const engine = (extra: Partial<AzureOpenAiOptions> = {}) =>
  createAzureOpenAiEngine({ endpoint, deployment: DEPLOYMENT, apiVersion: API_VERSION, apiKey: 'test-key', timeoutMs: 2000, maxRetries: 1, fallback: builtinEngine, ...extra });

const bar = demoBar();

describe('recommendations through Azure OpenAI', () => {
  test('the request carries the deployment, api-version, key, messages with the available menu, and a strict JSON schema', async () => {
    replies = [
      answer({
        recommendations: [
          { recipeId: 'tom-collins', reason: 'Gin with lemon and soda: bright and citrusy.', confidence: 0.9 },
          { recipeId: 'french-75', reason: 'Gin, lemon and bubbles.', confidence: 0.8 },
          { recipeId: 'clover-club', reason: 'Gin sour with raspberry.', confidence: 0.7 },
        ],
      }),
    ];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'something citrusy with gin' }, bar, engine(), log);

    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req).toMatchObject({ method: 'POST', path: `/openai/deployments/${DEPLOYMENT}/chat/completions`, apiVersion: API_VERSION });
    expect(req!.headers['api-key']).toBe('test-key');
    expect(req!.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    const user = JSON.parse(req!.body.messages![1]!.content) as { guestRequest: string; drinkingAge: number; menu: Array<{ id: string; alcoholFree: boolean }> };
    expect(user.guestRequest).toBe('something citrusy with gin');
    // (The bar's drinking age goes with the request: 21 unless the bar sets it, BAR_DRINKING_AGE.)
    expect(user.drinkingAge).toBe(21);
    expect(user.menu.map((d) => d.id)).toContain('negroni');
    expect(user.menu.map((d) => d.id)).not.toContain('pina-colada');
    expect(user.menu.find((d) => d.id === 'virgin-mojito')?.alcoholFree).toBe(true);
    expect(req!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'drink_recommendations', strict: true } });
    expect(Object.keys(req!.body.response_format!.json_schema!.schema.properties).sort()).toEqual(['constraints', 'recommendations']);

    expect(recs.map((r) => r.recipeId)).toEqual(['tom-collins', 'french-75', 'clover-club']);
    expect(recs[0]).toMatchObject({ recipeName: 'Tom Collins', price: 12, reason: 'Gin with lemon and soda: bright and citrusy.', confidence: 0.9 });
    expect(log.messages).toEqual([]);
  });

  test('a drink that does not exist or cannot be made is dropped, logged, and the list topped up', async () => {
    replies = [
      answer({
        recommendations: [
          { recipeId: 'zombie', reason: 'A tiki classic.', confidence: 0.9 },
          { recipeId: 'pina-colada', reason: 'Creamy.', confidence: 0.9 },
          { recipeId: 'mai-tai', reason: 'Tiki!', confidence: 0.8 },
        ],
      }),
    ];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'tropical' }, bar, engine(), log);
    const ids = recs.map((r) => r.recipeId);
    expect(ids[0]).toBe('mai-tai');
    expect(ids).not.toContain('zombie');
    expect(ids).not.toContain('pina-colada');
    expect(recs.length).toBeGreaterThanOrEqual(3);
    expect(log.messages.join('\n')).toMatch(/'zombie'.*dropped/);
    expect(log.messages.join('\n')).toMatch(/'pina-colada'.*dropped/);
  });

  test('alcohol for an alcohol-free request is dropped whatever the model says', async () => {
    replies = [
      answer({
        recommendations: [
          { recipeId: 'negroni', reason: 'Bitter and lovely.', confidence: 0.9 },
          { recipeId: 'virgin-mojito', reason: 'Minty, no alcohol.', confidence: 0.8 },
        ],
      }),
    ];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: "I'm driving, something refreshing" }, bar, engine(), log);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    expect(recs[0]!.recipeId).toBe('virgin-mojito');
    expect(log.messages.join('\n')).toMatch(/Negroni, which has alcohol; dropped/);
  });

  test.each([
    ['invalid JSON', completion('{"recommendations": [ {"recipeId": "negroni", '), /not valid JSON/],
    ['an answer outside the schema', answer({ recommendations: [{ recipeId: 'negroni', reason: 'x', confidence: 7 }] }), /did not fit the schema/],
    ['only invented drinks', answer({ recommendations: [{ recipeId: 'zombie', reason: 'x', confidence: 0.5 }] }), /named no drink of the menu/],
    ['an empty answer', completion(null), /answer was empty/],
    ['a refusal', completion(null, 'I cannot help with that.'), /refused/],
  ])('%s: the built-in engine answers and the log says why', async (_name, reply, why) => {
    replies = [reply];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'something citrusy with gin' }, bar, engine(), log);
    const builtin = await recommendDrinks({ preferences: 'something citrusy with gin' }, bar, builtinEngine, silentLog());
    expect(recs).toEqual(builtin);
    expect(log.messages).toHaveLength(1);
    expect(log.messages[0]).toMatch(/Azure OpenAI could not recommend/);
    expect(log.messages[0]).toMatch(why);
  });

  test('a server error is retried once, then the built-in engine answers', async () => {
    replies = [json(500, { error: { message: 'boom' } }), json(500, { error: { message: 'boom again' } })];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'beer please' }, bar, engine(), log);
    expect(seen).toHaveLength(2);
    expect(recs.map((r) => r.recipeId)).toEqual(expect.arrayContaining(['lager', 'ipa', 'stout']));
    expect(log.messages[0]).toMatch(/500/);
  });

  test('a retry that succeeds is used', async () => {
    replies = [json(503, { error: { message: 'busy' } }), answer({ recommendations: [{ recipeId: 'lager', reason: 'Crisp.', confidence: 0.9 }, { recipeId: 'ipa', reason: 'Hoppy.', confidence: 0.8 }, { recipeId: 'stout', reason: 'Dark.', confidence: 0.7 }] })];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'beer please' }, bar, engine(), log);
    expect(seen).toHaveLength(2);
    expect(recs.map((r) => r.reason)).toEqual(['Crisp.', 'Hoppy.', 'Dark.']);
    expect(log.messages).toEqual([]);
  });

  test('a timeout is retried once, then the built-in engine answers', async () => {
    replies = [never, never];
    const log = silentLog();
    const started = Date.now();
    const recs = await recommendDrinks({ preferences: 'something smoky' }, bar, engine({ timeoutMs: 300 }), log);
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(recs.length).toBeGreaterThanOrEqual(3);
    // In Node the SDK reports APIConnectionTimeoutError; under Jest's sandbox the abort reaches it as a connection error.
    expect(log.messages[0]).toMatch(/Azure OpenAI could not recommend \(APIConnection(Timeout)?Error/);
  });

  test('without a key the token provider signs the call (managed identity in Azure)', async () => {
    replies = [answer({ recommendations: [{ recipeId: 'negroni', reason: 'Bitter.', confidence: 0.9 }] })];
    await recommendDrinks({ preferences: 'bitter' }, bar, engine({ apiKey: undefined, tokenProvider: () => Promise.resolve('entra-token-123') }), silentLog());
    expect(seen[0]!.headers.authorization).toBe('Bearer entra-token-123');
    expect(seen[0]!.headers['api-key']).toBeUndefined();
  });
});

describe('the safety layer over Azure OpenAI answers', () => {
  const noLimits = { alcoholFree: false, maxPrice: null, allergens: [], excludedSpirits: [], excludedDrinkIds: [] };

  test('a correct alcohol-free answer to a request in Spanish passes through unchanged, not filtered or replaced', async () => {
    const picks = [
      { recipeId: 'virgin-mojito', reason: 'Menta y lima, sin alcohol.', confidence: 0.92 },
      { recipeId: 'elderflower-fizz', reason: 'Flor de saúco con soda: fresco.', confidence: 0.85 },
      { recipeId: 'alcohol-free-gin-and-tonic', reason: 'Un gin-tonic sin alcohol.', confidence: 0.8 },
    ];
    replies = [answer({ recommendations: picks, constraints: { ...noLimits, alcoholFree: true } })];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'Quiero algo refrescante sin alcohol, estoy embarazada' }, bar, engine(), log);
    expect(recs.map((r) => [r.recipeId, r.reason, r.confidence])).toEqual(picks.map((p) => [p.recipeId, p.reason, p.confidence]));
    expect(log.messages).toEqual([]);
  });

  test("no trace of alcohol that only the model read removes the 0.5% beer from its picks", async () => {
    const picks = [
      { recipeId: 'alcohol-free-beer', reason: 'Bier zonder alcohol.', confidence: 0.9 },
      { recipeId: 'virgin-mojito', reason: 'Munt en limoen.', confidence: 0.8 },
      { recipeId: 'elderflower-fizz', reason: 'Vlierbloesem.', confidence: 0.7 },
    ];
    replies = [answer({ recommendations: picks, constraints: { ...noLimits, alcoholFree: true, noAlcoholTrace: true } })];
    const recs = await recommendDrinks({ preferences: 'een biertje zonder alcohol?' }, bar, engine(), silentLog());
    expect(recs.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
    expect(recs.length).toBeGreaterThanOrEqual(3);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });

  test('a good answer to a request that states no constraint passes through unchanged', async () => {
    const picks = [
      { recipeId: 'negroni', reason: 'Bitter, herbal, gin.', confidence: 0.9 },
      { recipeId: 'americano', reason: 'The Negroni made long.', confidence: 0.8 },
      { recipeId: 'boulevardier', reason: 'Bourbon instead of gin.', confidence: 0.7 },
    ];
    replies = [answer({ recommendations: picks, constraints: noLimits })];
    const recs = await recommendDrinks({ preferences: 'something bitter and boozy' }, bar, engine(), silentLog());
    expect(recs.map((r) => r.recipeId)).toEqual(['negroni', 'americano', 'boulevardier']);
  });

  test('unsafe picks are removed: alcohol for an under-age guest the model missed, egg for an allergy the model found', async () => {
    replies = [
      answer({
        recommendations: [
          { recipeId: 'cosmopolitan', reason: 'Fruity.', confidence: 0.9 },
          { recipeId: 'shirley-temple', reason: 'Sweet, no alcohol.', confidence: 0.8 },
          { recipeId: 'virgin-mojito', reason: 'Minty.', confidence: 0.7 },
          { recipeId: 'elderflower-fizz', reason: 'Floral.', confidence: 0.6 },
        ],
        constraints: noLimits,
      }),
    ];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: "I'm 16, something fruity" }, bar, engine(), log);
    expect(recs.map((r) => r.recipeId)).toEqual(['shirley-temple', 'virgin-mojito', 'elderflower-fizz']);
    expect(log.messages.join('\n')).toMatch(/Cosmopolitan, which has alcohol; dropped/);

    replies = [
      answer({
        recommendations: [
          { recipeId: 'whiskey-sour', reason: 'Silky sour.', confidence: 0.9 },
          { recipeId: 'daiquiri', reason: 'Rum and lime.', confidence: 0.8 },
        ],
        constraints: { ...noLimits, allergens: ['egg'] },
      }),
    ];
    // Dutch: the built-in reader does not read it; the model's reading of the allergy is applied, to its picks and the top-up.
    const sour = await recommendDrinks({ preferences: 'iets zuurs, ik ben allergisch voor ei' }, bar, engine(), silentLog());
    expect(sour[0]!.recipeId).toBe('daiquiri');
    for (const r of sour) expect(['whiskey-sour', 'amaretto-sour', 'clover-club']).not.toContain(r.recipeId);
    expect(sour.length).toBeGreaterThanOrEqual(3);
  });

  test('caffeine and soy only the model read are applied to its picks, and its answer says what the recipes cannot tell', async () => {
    replies = [
      answer({
        recommendations: [
          { recipeId: 'espresso-martini', reason: 'Koffie en vodka.', confidence: 0.9 },
          { recipeId: 'cuba-libre', reason: 'Rum en cola.', confidence: 0.8 },
          { recipeId: 'mojito', reason: 'Munt en limoen.', confidence: 0.7 },
          { recipeId: 'daiquiri', reason: 'Rum en limoen.', confidence: 0.6 },
          { recipeId: 'tom-collins', reason: 'Gin en citroen.', confidence: 0.5 },
        ],
        constraints: { ...noLimits, allergens: ['caffeine', 'soy'] },
      }),
    ];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'geen cafeïne, en ik ben allergisch voor soja' }, bar, engine(), log);
    expect(recs.map((r) => r.recipeId)).toEqual(['mojito', 'daiquiri', 'tom-collins']);
    // 'soja' (and 'cafeine') near 'allergisch' and 'geen' are read by the doubt rule as well, which says so.
    expect(recs[0]!.reason).toBe('Munt en limoen. To be safe I left out every drink with caffeine and soy. Please tell the bartender about your allergy when you order, as shakers and tools are shared. Our recipe data does not fully cover soy: please check with the bartender before you order.');
    expect(log.messages.join('\n')).toMatch(/Espresso Martini, which has coffee; dropped/);
  });

  test('malformed constraints are a malformed answer: the built-in engine answers', async () => {
    replies = [answer({ recommendations: [{ recipeId: 'negroni', reason: 'x', confidence: 0.5 }], constraints: { alcoholFree: 'maybe' } })];
    const log = silentLog();
    const recs = await recommendDrinks({ preferences: 'sin alcohol por favor' }, bar, engine(), log);
    expect(log.messages[0]).toMatch(/did not fit the schema/);
    for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
  });
});

describe('recipe import through Azure OpenAI', () => {
  const input = { name: 'Last Word', ingredients: ['3/4 oz gin', '3/4 oz green Chartreuse', '3/4 oz maraschino liqueur', '3/4 oz fresh lime juice'], instructions: ['Shake with ice.', 'Strain into a coupe.'] };

  test('the inventory goes into the prompt; the answer is checked, converted and priced by the bar', async () => {
    replies = [
      answer({
        description: 'An herbal, tart gin classic.',
        category: 'cocktail',
        ingredients: [
          { line: '3/4 oz gin', name: 'gin', inventoryItemId: 'gin-london-dry', quantity: 0.75, unit: 'oz', confidence: 0.95 },
          { line: '3/4 oz green Chartreuse', name: 'green Chartreuse', inventoryItemId: null, quantity: 22.5, unit: 'ml', confidence: 0 },
          { line: '3/4 oz maraschino liqueur', name: 'maraschino liqueur', inventoryItemId: 'maraschino', quantity: 22.5, unit: 'ml', confidence: 0.6 },
          { line: '3/4 oz fresh lime juice', name: 'fresh lime juice', inventoryItemId: 'lime-juice', quantity: 22.5, unit: 'ml', confidence: 0.9 },
        ],
        instructions: ['Shake with ice.', 'Strain into a coupe.'],
        prepTime: 3,
        confidence: 0.7,
      }),
    ];
    const log = silentLog();
    const recipe = await processRecipe(input, bar, engine(), log);
    const user = JSON.parse(seen[0]!.body.messages![1]!.content) as { inventory: Array<{ id: string; unit: string }>; recipe: { name: string } };
    expect(user.recipe.name).toBe('Last Word');
    expect(user.inventory).toContainEqual({ id: 'lime-juice', name: 'Fresh Lime Juice', category: 'mixer', unit: 'ml' });
    expect(seen[0]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'recipe_import', strict: true } });

    expect(recipe.ingredients.map((i) => [i.inventoryItemId, i.quantity, i.unit])).toEqual([
      ['gin-london-dry', 22.5, 'ml'],
      ['lime-juice', 22.5, 'ml'],
    ]);
    expect(recipe.unmatchedIngredients).toEqual(['3/4 oz green Chartreuse', '3/4 oz maraschino liqueur']);
    expect(recipe).toMatchObject({ description: 'An herbal, tart gin classic.', category: 'cocktail', prepTime: 3, confidence: 0.7, estimatedPrice: 4.5 });
  });

  test('a unit that cannot be measured against the item is not let through', async () => {
    replies = [
      answer({
        description: 'x',
        category: 'cocktail',
        ingredients: [
          { line: '1 leaf of gin', name: 'gin', inventoryItemId: 'gin-london-dry', quantity: 1, unit: 'leaf', confidence: 0.9 },
          { line: '3/4 oz lime juice', name: 'lime juice', inventoryItemId: 'lime-juice', quantity: 22.5, unit: 'ml', confidence: 0.9 },
        ],
        instructions: [],
        prepTime: 3,
        confidence: 0.8,
      }),
    ];
    const log = silentLog();
    const recipe = await processRecipe(input, bar, engine(), log);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['lime-juice']);
    expect(recipe.unmatchedIngredients).toContain('1 leaf of gin');
    expect(log.messages.join('\n')).toMatch(/cannot be measured in ml/);
  });

  test.each([
    ['matched nothing', answer({ description: '', category: 'cocktail', ingredients: [], instructions: [], prepTime: 3, confidence: 0.1 }), /matched no inventory item/],
    ['a server error', json(500, { error: { message: 'down' } }), /500/],
    ['invalid JSON', completion('not json'), /not valid JSON/],
  ])('%s: the built-in engine reads the recipe instead', async (_name, reply, why) => {
    replies = [reply, reply];
    const log = silentLog();
    const recipe = await processRecipe(input, bar, engine(), log);
    expect(recipe).toEqual(await processRecipe(input, bar, builtinEngine, silentLog()));
    expect(log.messages[0]).toMatch(/Azure OpenAI could not read the recipe/);
    expect(log.messages[0]).toMatch(why);
  });
});

describe('suggested substitutes from Azure OpenAI', () => {
  test('an item the model marks as a substitute is suggested, never matched', async () => {
    replies = [
      answer({
        description: 'A tart Irish sour.',
        category: 'cocktail',
        ingredients: [
          { line: '2 oz Irish whiskey', name: 'Irish whiskey', inventoryItemId: 'scotch-blended', quantity: 60, unit: 'ml', confidence: 0.6, substitute: true },
          { line: '3/4 oz lemon juice', name: 'lemon juice', inventoryItemId: 'lemon-juice', quantity: 22.5, unit: 'ml', confidence: 0.95, substitute: false },
        ],
        instructions: ['Shake with ice.'],
        prepTime: 3,
        confidence: 0.8,
      }),
    ];
    const recipe = await processRecipe({ name: 'Irish Sour', ingredients: ['2 oz Irish whiskey', '3/4 oz lemon juice'], instructions: [] }, bar, engine(), silentLog());
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['lemon-juice']);
    expect(recipe.suggestedSubstitutes?.map((i) => [i.inventoryItemId, i.quantity, i.source])).toEqual([['scotch-blended', 60, '2 oz Irish whiskey']]);
  });
});

/**
 * ADR 'ai-said-otherwise-and-unread': the classes of constraint said otherwise, over a model that missed them (its
 * picks break them and it reports no constraint). The safety layer removes exactly the picks that break them; a
 * model's right answer passes through unchanged.
 */
describe('constraints said otherwise, over Azure OpenAI answers that missed them', () => {
  const noLimits = { alcoholFree: false, maxPrice: null, allergens: [], excludedSpirits: [], excludedDrinkIds: [] };
  const picks = (...ids: string[]) => ids.map((recipeId, i) => ({ recipeId, reason: `${recipeId} fits.`, confidence: 0.9 - i * 0.05 }));
  const ingredientsOf = (id: string) => bar.recipes.find((r) => r.id === id)!.ingredients.map((i) => i.inventoryItemId);
  const ask = async (preferences: string, ids: string[], constraints: object = noLimits) => {
    replies = [answer({ recommendations: picks(...ids), constraints })];
    const log = silentLog();
    return { recs: await recommendDrinks({ preferences }, bar, engine(), log), log };
  };

  test('a spirit ruled out as a relationship, an identity or in Hinglish', async () => {
    for (const [text, items] of [
      ['gin and I broke up years ago. what else is bitter?', ['gin-london-dry']],
      ["I'm not a tequila person, or a mezcal person. something smoky", ['tequila-blanco', 'mezcal']],
      ['Whisky und ich sind keine Freunde, was Bitteres?', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
      ['kuch strong do, par whisky nahi please', ['bourbon', 'rye-whiskey', 'scotch-blended', 'scotch-islay']],
    ] as const) {
      const { recs, log } = await ask(text, ['negroni', 'boulevardier', 'mezcal-negroni', 'oaxaca-old-fashioned', 'americano']);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) for (const item of items) expect(ingredientsOf(r.recipeId)).not.toContain(item);
      expect(log.messages.join('\n')).toMatch(/dropped/);
    }
  });

  test('alcohol-free said as an abbreviation, a season, a double negation, a third party or a birthday', async () => {
    for (const text of ['anything NA on the menu?', 'doing dry january, something fancy', 'I never drink anything but juice', "nothing that isn't a mocktail please", "My son's 20 and wants a beer with me, what can he have?", 'my 17th bday!! something special']) {
      const { recs } = await ask(text, ['tequila-sunrise', 'lager', 'virgin-mojito', 'shirley-temple', 'elderflower-fizz']);
      expect(recs.length).toBeGreaterThanOrEqual(3);
      for (const r of recs) expect(ALCOHOL_FREE_IDS).toContain(r.recipeId);
    }
    // A minor: not even the 0.5% beer the model offered.
    const { recs } = await ask("My son's 20 and wants a beer with me, what can he have?", ['alcohol-free-beer', 'shirley-temple', 'virgin-mojito'], { ...noLimits, alcoholFree: true });
    expect(recs.map((r) => r.recipeId)).not.toContain('alcohol-free-beer');
  });

  test("the model's right answer to an 'only juice' request passes through unchanged", async () => {
    const { recs, log } = await ask('I never drink anything but juice, something fruity', ['shirley-temple', 'virgin-mojito', 'elderflower-fizz'], { ...noLimits, alcoholFree: true });
    expect(recs.map((r) => [r.recipeId, r.reason])).toEqual(picks('shirley-temple', 'virgin-mojito', 'elderflower-fizz').map((p) => [p.recipeId, p.reason]));
    expect(log.messages).toEqual([]);
  });

  test('a low-sodium diet: the salt-rimmed picks are removed', async () => {
    const { recs } = await ask('low sodium diet, something with tequila', ['margarita', 'paloma', 'tequila-sunrise', 'oaxaca-old-fashioned']);
    expect(recs.map((r) => r.recipeId)).toEqual(['tequila-sunrise', 'oaxaca-old-fashioned', ...recs.slice(2).map((r) => r.recipeId)]);
    for (const r of recs) expect(ingredientsOf(r.recipeId)).not.toContain('salt');
  });

  test('a script the reader does not read: even a model that read a nut allergy is held to no alcohol and no common allergen, and the answer says why', async () => {
    const { recs } = await ask('Будь ласка, без горіхів', ['mai-tai', 'amaretto-sour', 'cosmopolitan', 'virgin-mojito', 'shirley-temple', 'elderflower-fizz'], { ...noLimits, allergens: ['nuts'] });
    // The model's own alcohol-free picks stay first, in its order (ginger beer is a soda, not a beer: the gluten rule
    // leaves the Shirley Temple in).
    expect(recs.map((r) => r.recipeId).slice(0, 2)).toEqual(['virgin-mojito', 'shirley-temple']);
    for (const r of recs) expect(ALCOHOL_FREE_IDS.filter((id) => id !== 'alcohol-free-beer')).toContain(r.recipeId);
    for (const r of recs.slice(0, 2)) expect(r.reason).toMatch(/^[a-z-]+ fits\. I could not read all of what you wrote \('Будь ласка'\), so to be safe I suggest only drinks with no alcohol at all/);
  });
});

describe('imports over Azure OpenAI: nothing is substituted silently', () => {
  test("a model's match of granulated sugar or a flavoured bottling to the plain product is only suggested", async () => {
    replies = [
      answer({
        description: 'A vanilla old fashioned.',
        category: 'cocktail',
        ingredients: [
          { line: '2 oz Smirnoff Vanilla', name: 'Smirnoff Vanilla', inventoryItemId: 'vodka', quantity: 60, unit: 'ml', confidence: 0.9, substitute: false },
          { line: '1 sugar cube', name: 'sugar cube', inventoryItemId: 'sugar-syrup', quantity: 5, unit: 'ml', confidence: 0.9, substitute: false },
          { line: '2 dashes Angostura bitters', name: 'Angostura bitters', inventoryItemId: 'angostura-bitters', quantity: 2, unit: 'ml', confidence: 0.95, substitute: false },
        ],
        instructions: ['Stir with ice.'],
        prepTime: 3,
        confidence: 0.8,
      }),
    ];
    const log = silentLog();
    const recipe = await processRecipe({ name: 'Vanilla Fashioned', ingredients: ['2 oz Smirnoff Vanilla', '1 sugar cube', '2 dashes Angostura bitters'], instructions: [] }, bar, engine(), log);
    expect(recipe.ingredients.map((i) => i.inventoryItemId)).toEqual(['angostura-bitters']);
    expect(recipe.suggestedSubstitutes?.map((i) => [i.inventoryItemId, i.quantity])).toEqual([['vodka', 60], ['sugar-syrup', 5]]);
    expect(log.messages.join('\n')).toMatch(/matched '1 sugar cube' to 'sugar-syrup', another product; suggested instead/);
  });
});
