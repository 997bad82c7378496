import { aiEngine } from '../../src/ai';
import { parseConfig } from '../../src/config';

let mockOpenAiLoads = 0;
jest.mock('openai', () => {
  mockOpenAiLoads++;
  return jest.requireActual('openai');
});

const base = { AUTH_MODE: 'dev', COSMOS_ENDPOINT: 'https://127.0.0.1:8081', AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' };

describe('choosing the engine from the configuration', () => {
  test('built-in without an endpoint, Azure OpenAI with one, unless AI_ENGINE says otherwise', () => {
    expect(aiEngine(parseConfig(base)).name).toBe('builtin');
    const azure = parseConfig({ ...base, AZURE_OPENAI_ENDPOINT: 'https://bar.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'gpt-4o-mini' });
    expect(aiEngine(azure).name).toBe('azure-openai');
    expect(azure.AZURE_OPENAI_API_VERSION).toBe('2024-10-21');
    expect(aiEngine(parseConfig({ ...base, AI_ENGINE: 'builtin', AZURE_OPENAI_ENDPOINT: 'https://bar.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'x' })).name).toBe('builtin');
  });

  test('Azure OpenAI without an endpoint or a deployment stops start-up with the setting named', () => {
    expect(() => parseConfig({ ...base, AI_ENGINE: 'azure-openai' })).toThrow(/AZURE_OPENAI_ENDPOINT is required when AI_ENGINE=azure-openai/);
    expect(() => parseConfig({ ...base, AZURE_OPENAI_ENDPOINT: 'https://bar.openai.azure.com' })).toThrow(/AZURE_OPENAI_DEPLOYMENT is required/);
    expect(() => parseConfig({ ...base, AI_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/AI_RATE_LIMIT_PER_MINUTE/);
  });

  test('the openai package is loaded only when the Azure OpenAI engine is first used', async () => {
    const engine = aiEngine(parseConfig({ ...base, AZURE_OPENAI_ENDPOINT: 'http://127.0.0.1:9', AZURE_OPENAI_DEPLOYMENT: 'd', AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_TIMEOUT_MS: '1000' }));
    expect(mockOpenAiLoads).toBe(0);
    const warnings: string[] = [];
    const recs = await engine.recommend({ preferences: 'gin' }, { recipes: [{ id: 'x', name: 'X', description: '', category: 'cocktail', price: 5, prepTime: 1, ingredients: [], instructions: [], isAvailable: true, available: true, createdAt: '', updatedAt: '' }], inventory: [], targetPourCost: 0.25 }, { warn: (m) => void warnings.push(m) });
    expect(mockOpenAiLoads).toBe(1);
    // Nothing listens on port 9: the built-in engine answered, and the log says why.
    expect(warnings[0]).toMatch(/Azure OpenAI could not recommend/);
    expect(recs.recommendations.map((r) => r.recipeId)).toEqual(['x']);
  });
});
