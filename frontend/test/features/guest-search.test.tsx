import { drinkNameFromParam, paths } from '../../src/config/paths';
import { buildSearchIndex, findRecipeByName, foldText, groupByCategory, queryWords, searchIndex } from '../../src/features/menu/search';
import { inventory, menu, recipe } from './guest-support';

const names = (query: string) => searchIndex(buildSearchIndex(menu, inventory), query).map((r) => r.name);

describe('the menu search', () => {
  test('a drink named by the query comes first in its category, before drinks that only mention it', () => {
    const drinks = [
      recipe('boulevardier', 'Boulevardier', { description: 'A Negroni with bourbon instead of gin.' }),
      recipe('mezcal-negroni', 'Mezcal Negroni'),
      recipe('negroni', 'Negroni'),
      recipe('negroni-sbagliato', 'Negroni Sbagliato'),
      recipe('americano', 'Americano', { description: 'The Negroni without gin.' }),
    ];
    expect(searchIndex(buildSearchIndex(drinks), 'negroni').map((r) => r.id)).toEqual(['negroni', 'negroni-sbagliato', 'mezcal-negroni', 'americano', 'boulevardier']);
  });

  test('folds case and accents', () => {
    expect(foldText('Piña Colada')).toBe('pina colada');
    expect(foldText('CACHAÇA Crème brûlée')).toBe('cachaca creme brulee');
    expect(queryWords('  Piña   COLADA ')).toEqual(['pina', 'colada']);
  });

  test.each([
    ['pina', ['Piña Colada']],
    ['PIÑA', ['Piña Colada']],
    ['piña colada', ['Piña Colada']],
    ['colada pina', ['Piña Colada']],
  ])('%p finds the drink whatever the accents and case', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  test('matches ingredient names from the inventory, accents ignored both ways', () => {
    expect(names('cachaca')).toEqual(['Caipirinha']);
    expect(names('Cachaça')).toEqual(['Caipirinha']);
    expect(names('london dry')).toEqual(['Gin & Tonic', 'Negroni']);
  });

  test('matches the description and the category (key and label)', () => {
    expect(names('tropical')).toEqual(['Piña Colada']);
    expect(names('beer')).toEqual(['Lager']);
    expect(names('alcohol-free')).toEqual(['Virgin Mojito']);
    expect(names('cocktails')).toEqual(['Caipirinha', 'Gin & Tonic', 'Negroni', 'Piña Colada']);
  });

  test('every word must match; an empty query shows everything in menu order', () => {
    expect(names('gin bitter')).toEqual(['Negroni']);
    expect(names('gin nothing-like-this')).toEqual([]);
    expect(names('   ')).toEqual(['Caipirinha', 'Gin & Tonic', 'Negroni', 'Piña Colada', 'Lager', 'Virgin Mojito']);
  });

  test('without the inventory, ingredients are simply not searched', () => {
    expect(searchIndex(buildSearchIndex(menu), 'cachaca')).toEqual([]);
  });

  test('within a category, drinks are in name order whatever their case and accents', () => {
    const drinks = ['mojito', 'Écume de Mer', 'Aperol Spritz', 'banana Daiquiri', 'Éclair', 'Zombie'].map((name, i) => recipe(`d${i}`, name));
    expect(buildSearchIndex(drinks).map((e) => e.recipe.name)).toEqual(['Aperol Spritz', 'banana Daiquiri', 'Éclair', 'Écume de Mer', 'mojito', 'Zombie']);
  });

  test('500 drinks: every word of every keystroke is looked for in all of them', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      recipe(`drink-${i}`, `Drink ${i} ${i % 7 === 0 ? 'Añejo' : 'Sour'}`, {
        description: 'A long description of the drink, its taste, its glass and its garnish. '.repeat(3),
        ingredients: [
          { inventoryItemId: 'gin', quantity: 30, unit: 'ml' },
          { inventoryItemId: 'rum', quantity: 30, unit: 'ml' },
        ],
      }),
    );
    // How fast a keystroke repaints is measured by `npm run bench` (keystroke section), not here.
    const index = buildSearchIndex(many, inventory);
    expect(searchIndex(index, 'anejo')).toHaveLength(72);
    expect(searchIndex(index, 'drink 49')).toHaveLength(15); // 49, 149, 249, 349, 449, 490-499
    expect(searchIndex(index, 'white rum anejo')).toHaveLength(72);
    expect(searchIndex(index, 'zzz')).toEqual([]);
  });
});

describe('grouping by category', () => {
  test('follows the category order, with the labels, and leaves out empty groups', () => {
    const groups = groupByCategory(searchIndex(buildSearchIndex(menu, inventory), ''));
    expect(groups.map((g) => [g.label, g.recipes.length])).toEqual([
      ['Cocktails', 4],
      ['Beer', 1],
      ['Alcohol-Free', 1],
    ]);
  });
});

describe('the drink address', () => {
  test.each(['Negroni', 'Piña Colada', 'Gin & Tonic', 'Non-Alcoholic Spritz', "Dark 'n' Stormy", 'Drink / Two'])(
    '%p goes to /drinks/{name} and back to the same recipe',
    (name) => {
      const list = [...menu, recipe('x1', 'Non-Alcoholic Spritz'), recipe('x2', "Dark 'n' Stormy"), recipe('x3', 'Drink / Two')];
      const href = paths.drink.href(name);
      expect(href).not.toContain(' ');
      // React Router hands the param over decoded (an encoded slash stays %2F).
      const param = decodeURIComponent(href.slice('/drinks/'.length)).replace(/\//g, '%2F');
      expect(findRecipeByName(list, drinkNameFromParam(param))?.name).toBe(name);
    },
  );

  test('spaces become dashes and the name is URL-encoded', () => {
    expect(paths.drink.href('Piña Colada')).toBe('/drinks/Pi%C3%B1a-Colada');
    expect(paths.drink.href('Gin & Tonic')).toBe('/drinks/Gin-%26-Tonic');
  });

  test('the match ignores case; an empty or unknown name matches nothing', () => {
    expect(findRecipeByName(menu, 'NEGRONI')?.id).toBe('negroni');
    expect(findRecipeByName(menu, 'pina colada')).toBeUndefined();
    expect(findRecipeByName(menu, '')).toBeUndefined();
    expect(findRecipeByName(menu, 'Negroni Sbagliato')).toBeUndefined();
  });
});
