import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * The classes of the Mexico City / Buenos Aires / Bogotá tester, in our own words and the six languages:
 * - An allergy said as what the food does to the guest, with no word for allergy ('se me cierra la garganta con las
 *   almendras', 'con la clara de huevo me hincho toda', 'las almendras me dan reacción', 'fecha a garganta com
 *   amendoim', 'je gonfle avec les noix', 'mi si chiude la gola con le mandorle', 'von Nüssen schwillt mir der Hals zu',
 *   'ich reagiere auf Ei'): that food ruled out (the Mai Tai's orgeat and the sours' egg white were offered).
 * - An age said with 'tengo' in words or before a 'but' ('tengo diecisiete', 'tengo 17 pero ya casi cumplo'): an age,
 *   never a price too ('$17.00 or less' was said).
 * - Mexico's and Colombia's words: 'neta' (really) is no 'neat'; 'una chela', 'una polita' are a beer.
 * - A table counted with the others named at their clause's start ('Juli maneja, Tomi es alérgico al huevo y yo quiero un
 *   negroni'): the guest's Negroni, and alcohol-free drinks with no egg for the others.
 */
const bar = demoBar();
const { ask, ids, holds, read } = guestAsks(bar);

describe('an allergy said as a reaction', () => {
  test.each([
    ['se me cierra la garganta con las almendras 😬 algo tropical?', ['amaretto', 'orgeat-syrup']],
    ['con la clara de huevo me hincho toda, algo con espuma y whisky?', ['egg-white']],
    ['las almendras me dan reacción, algo tropical?', ['amaretto', 'orgeat-syrup']],
    ['se me cierra la garganta con el maní 😬 algo tropical?', ['amaretto', 'orgeat-syrup']],
    ['fecha a garganta com amendoim, algo tropical', ['amaretto', 'orgeat-syrup']],
    ['je gonfle avec les noix, un truc tropical', ['amaretto', 'orgeat-syrup']],
    ['mi si chiude la gola con le mandorle, qualcosa di tropicale', ['amaretto', 'orgeat-syrup']],
    ['von Nüssen schwillt mir der Hals zu, was Tropisches', ['amaretto', 'orgeat-syrup']],
    ['ich reagiere auf Ei, was mit Schaum', ['egg-white']],
  ])('%s', async (request, items) => {
    const answer = await ids(request);
    expect(answer.length).toBeGreaterThan(0);
    for (const id of answer) expect([id, holds(id, ...items)]).toEqual([id, false]);
  });
});

describe("an age said with 'tengo' is no price", () => {
  test.each(['tengo diecisiete, me das algo?', 'parce tengo 17 pero ya casi cumplo jaja, regáleme un guaro suavecito o algo'])('%s', async (request) => {
    const answer = await ask(request);
    for (const a of answer) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(a.reason).not.toMatch(/\$17\.00|price limit/);
    }
  });
  test('money had is still money: tengo 15 euros', () => {
    expect(read('tengo 15 euros, algo dulce').maxPrice).toBe(15);
  });
});

describe("Mexico's and Colombia's words", () => {
  test("'neta' is no 'neat'", async () => {
    const answer = await ask('ya no le entro al chupe desde hace un año, neta. qué me das?');
    for (const a of answer) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      expect(a.reason).not.toMatch(/neat/);
    }
  });
  test.each(['cualquier cosa menos tequila wey, ayer me puse hasta atrás 🤢 mejor una chela', 'una polita bien fría parce'])('a beer: %s', (request) => {
    expect(read(request).categories).toContain('beer');
  });
});

describe('a table counted with the others named', () => {
  test.each([
    ['somos 4: mi hermana está embarazada, Juli maneja, Tomi es alérgico al huevo y yo quiero un negroni', ['egg-white']],
    ["we're 3: Anna is pregnant, Ben drives, and I'll have a negroni", []],
  ])('%s', async (request, items) => {
    const answer = await ask(request);
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For the others at your table, alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) {
      expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
      if (items.length) expect(holds(a.recipeId, ...items)).toBe(false);
      expect(a.reason).not.toMatch(/your allergy/);
    }
  });
  test("a party's size and a word after it are no one else: 'we're 3 and it is late'", async () => {
    for (const a of await ask("we're 3 and it is late, I'll have a negroni")) expect(a.reason).not.toMatch(/^For /);
  });
});
