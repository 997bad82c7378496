import { demoBar, guestAsks } from './fixtures';

/**
 * Guests of an Alpine après-ski bar, in the words they use (our own probes, written from the classes of the brief of
 * recommendations-heldout-42-apres-ski, never from that set): tastes in Dutch, Swedish, Danish, Norwegian, Czech,
 * Slovak and Swiss German, and 'not too' in each; gluten, coeliacs, lactose and vegans; an age's years ('17 lat',
 * '17 rokov', '17 jaar') never a price; Dutch 'moet' (must) never Moët; a Japanese 'cannot eat'.
 */
const bar = demoBar();
const { ask, ids, read, offersNoneOf, onlyAlcoholFree, holds } = guestAsks(bar);

describe('a taste asked for in the languages of the Alps and the north is read', () => {
  test.each([
    ['något sött', 'sweet'],
    ['niečo sladké', 'sweet'],
    ['öppis süesses', 'sweet'],
    ['noget frugtagtigt', 'fruity'],
    ['něco ovocného', 'fruity'],
    ['iets fruitigs', 'fruity'],
    ['något fruktigt', 'fruity'],
    ['noe søtt og fruktig', 'sweet'],
  ])('%s', async (request, taste) => {
    expect(read(request).understood).toBe(true);
    expect([...read(request).flavours.keys()]).toContain(taste);
    expect((await ask(request))[0]!.reason).toMatch(new RegExp(taste));
  });

  test.each(['niet te zoet, iets fruitigs', 'inte för sött, något fruktigt', 'ikke for sødt, noget frugtagtigt', 'ne moc sladké, něco ovocného', 'nöd z süess, öppis fruchtigs', 'nie za słodkie, coś owocowego'])(
    "'%s': not too sweet",
    async (request) => {
      expect(read(request).avoidFlavours.has('sweet')).toBe(true);
      expect((await ask(request))[0]!.reason).toMatch(/not too sweet/);
    },
  );

  test("'iets zonder gin en niet te zoet': no gin, and not the sweetest", async () => {
    await offersNoneOf('iets zonder gin en niet te zoet', ['gin-london-dry']);
    expect((await ask('iets zonder gin en niet te zoet'))[0]!.reason).not.toMatch(/: sweet\b/);
  });
});

describe('limits said in those languages hold', () => {
  test.each([
    ['bez lepku prosím, som celiatik', ['lager-bottle', 'ipa-bottle', 'stout-can']],
    ['veganistisch graag', ['egg-white', 'honey-ginger-syrup']],
    ['bez vajec prosím, něco kyselého', ['egg-white']],
    ['卵は食べられません', ['egg-white']],
  ])('%s', async (request, items) => {
    const present = items.filter((item) => bar.inventory.some((i) => i.id === item));
    expect(present.length).toBeGreaterThan(0);
    for (const id of await ids(request)) expect(holds(id, ...present)).toBe(false);
  });

  test.each(['laktosintolerant, något krämigt', 'bez laktózy, něco krémového', 'ikke noe med melk'])('%s: no dairy', async (request) => {
    expect(read(request).excludedIngredients.map((w) => w.join(' '))).toContain('milk');
  });
});

describe("an age's years are never a price", () => {
  test.each(['mam 17 lat, coś słodkiego', 'mám 17 rokov, niečo sladké', 'ik ben 17 jaar, iets zoets', 'jag är 17 år, något sött'])('%s', async (request) => {
    await onlyAlcoholFree(request);
    for (const d of await ask(request)) expect(d.reason).not.toMatch(/\$17\.00 or less|price limit/);
  });

  test("'mam 40 zł' is money", async () => {
    expect(read('mam 40 zł, coś słodkiego').maxPrice).toBe(40);
  });
});

test("Dutch 'ik moet nog rijden' (I still have to drive) names no champagne", async () => {
  const answer = await ask('geen alcohol voor mij, ik moet nog rijden');
  await onlyAlcoholFree('geen alcohol voor mij, ik moet nog rijden');
  for (const d of answer) expect(d.reason).not.toMatch(/Moet|prosecco|champagne/i);
});
