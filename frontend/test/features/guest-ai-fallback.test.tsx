import { AI_FALLBACK_CONFIDENCE, localRecommendations, requestWords } from '../../src/features/ai/local-fallback';
import { menu, recipe } from './guest-support';

const names = (request: string, recipes = menu) => localRecommendations(request, recipes).map((r) => r.recipeName);

describe('the local Ask AI fallback', () => {
  test('matches words of the request against name, description and category', () => {
    expect(names('something bitter')).toEqual(['Negroni']);
    expect(names('a negroni please')).toEqual(['Negroni']);
    expect(names('beer')).toEqual(['Lager']);
    expect(names('alcohol-free')).toEqual(['Virgin Mojito']);
  });

  test('only drinks that are available now', () => {
    expect(names('tropical colada')).toEqual([]);
  });

  test('at most 3, those matching the most words first, each with confidence 0.6', () => {
    const recs = localRecommendations('crisp zesty cocktail mint', menu);
    expect(recs).toHaveLength(3);
    expect(recs.every((r) => r.confidence === AI_FALLBACK_CONFIDENCE && AI_FALLBACK_CONFIDENCE === 0.6)).toBe(true);
    // Gin & Tonic: crisp + cocktail; Caipirinha: zesty + cocktail; then the first with one word.
    expect(recs.map((r) => r.recipeName)).toEqual(['Caipirinha', 'Gin & Tonic', 'Negroni']);
    expect(recs[0]).toMatchObject({ recipeId: 'caipirinha', price: 12, description: 'Zesty and rustic.' });
    expect(recs[0]!.reason).toBe('Matches "zesty", "cocktail" from your request');
  });

  test('ignores case, accents and filler words', () => {
    const drinks = [recipe('pc', 'Piña Colada', { description: 'Creamy' })];
    expect(names('PINA', drinks)).toEqual(['Piña Colada']);
    expect(names('I would like something with the', drinks)).toEqual([]);
    expect(requestWords("I'd like something fruity, NOT too sweet!")).toEqual(['fruity', 'sweet']);
  });

  test('nothing to match gives nothing', () => {
    expect(localRecommendations('', menu)).toEqual([]);
    expect(localRecommendations('zzz', menu)).toEqual([]);
  });
});
