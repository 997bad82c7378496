import { demoBar, guestAsks, ALCOHOL_FREE_IDS } from './fixtures';

/**
 * The Alps tester's leftovers, in our own words and the six languages:
 * - A pregnancy said by its week alone ('12. Woche 🤰', 'in der 20. Woche', "I'm 12 weeks", 'estoy de 12 semanas', 'tô com
 *   12 semanas', 'sono alla 12a settimana', 'enceinte de 12 semaines'): pregnant, 0.0% drinks only, and the week is no
 *   age ('under 21' was said) and no price. Weeks of something else ('12 weeks into training') are not a pregnancy.
 * - A Bavarian party order ('für mi a Negroni, und für mei Frau was ohne Alkohol, sie stillt'): the guest's Negroni and
 *   alcohol-free drinks for the wife; nursing said as a verb ('sie stillt') is a reason; 'stilles Wasser' is still water.
 * - An alcohol-free wish taken back in German ('Eigentlich wollte ich was ohne Alkohol, aber ach, gib mir an Mojito'):
 *   the Mojito; never with a reason said ('ich fahre').
 */
const bar = demoBar();
const { ask, ids, read, onlyZeroAlcohol } = guestAsks(bar);

describe('a pregnancy said by its week', () => {
  test.each([
    '12. Woche 🤰 was Fruchtiges',
    'bin in der 20. Woche, was Fruchtiges',
    "I'm 12 weeks 🤰 something fruity",
    'estoy de 12 semanas, algo afrutado',
    'tô com 12 semanas, algo frutado',
    'sono alla 12a settimana, qualcosa di fruttato',
    'enceinte de 12 semaines, un truc fruité',
  ])('%s', async (request) => {
    await onlyZeroAlcohol(request);
    for (const a of await ask(request)) expect(a.reason).not.toMatch(/under 21|legal age/);
    expect(read(request).maxPrice).toBeUndefined();
  });
  test("weeks of something else are no pregnancy: 'I'm 12 weeks into marathon training, something fruity'", async () => {
    expect((await ids("I'm 12 weeks into marathon training, something fruity")).some((id) => !ALCOHOL_FREE_IDS.includes(id))).toBe(true);
  });
});

describe('a Bavarian party order', () => {
  test('für mi a Negroni, und für mei Frau was ohne Alkohol, sie stillt', async () => {
    const answer = await ask('für mi a Negroni, und für mei Frau was ohne Alkohol, sie stillt');
    expect(answer.find((a) => a.recipeId === 'negroni')?.reason).toMatch(/^For you: /);
    const theirs = answer.filter((a) => /^For your wife, alcohol-free: /.test(a.reason));
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of theirs) expect(ALCOHOL_FREE_IDS).toContain(a.recipeId);
  });
  test("'sie stillt' alone is a reason; 'stilles Wasser' is still water", async () => {
    await onlyZeroAlcohol('sie stillt, was Fruchtiges für sie');
    expect(await ids('a stilles Wasser und an Gin Tonic')).toContain('gin-and-tonic');
  });
});

describe('an alcohol-free wish taken back in German', () => {
  test('Eigentlich wollte ich was ohne Alkohol, aber ach, gib mir an Mojito', async () => {
    expect((await ids('Eigentlich wollte ich was ohne Alkohol, aber ach, gib mir an Mojito'))[0]).toBe('mojito');
  });
  test.each(['was ohne Alkohol bitte, ich fahre. aber ach, gib mir an Mojito', 'was ohne Alkohol, aber fruchtig'])('never with a reason, nor a plain "but": %s', async (request) => {
    for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});
