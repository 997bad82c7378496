import { ALCOHOL_FREE_IDS, demoBar, guestAsks } from './fixtures';

/**
 * The kinds behind the opened thirty-ninth set's misses (a Bali pool and rooftop bar), in our own words: rupiah said in
 * Indonesian words and in millions; thousands said short with no money beside them; 'the one with' and 'don't' in
 * Indonesian, a fruit of an allergy in Indonesian and Tagalog; 'ayoko ng may' in Tagalog; Swedish 'mynta' and 'fast
 * utan'; grains; and Korean and Chinese small talk around a plain order, which no longer sends the request to the
 * strictest reading.
 */
const bar = demoBar();
const { ask, ids, read, offersNoneOf, worthAtMost, nothingOver } = guestAsks(bar);


describe('rupiah said in Indonesian words or in millions', () => {
  test.each([
    ['dua ratus ribu, koktail apa?', 200_000],
    ['sembilan puluh lima ribu rupiah aja, bir?', 95_000],
    ['seratus dua puluh ribu maksimal', 120_000],
    ['seribu rupiah lol', 1_000],
  ])('%s: at most what %d rupiah are worth', async (request, rupiah) => {
    // (The cautious rate counts a rupiah at less than a 16,000th of a dollar.)
    await nothingOver(request, rupiah / 16_000);
  });

  test('a word that is also Spanish is read as the number it is here', async () => {
    // ('lima' is a lime in Spanish; 'lima puluh ribu' is 50,000.)
    await nothingOver('lima puluh ribu rupiah, something with lime', 50_000 / 16_000);
  });

  test('a million said short: a round of 1,2 juta for eight is read per head', async () => {
    await worthAtMost('1,2 juta for the 8 of us, beers round', 1_200_000 / 8 / 16_000);
  });

  test('two hundred thousand rupiah in words: every drink within it, and the answer says so in dollars', async () => {
    await worthAtMost('dua ratus ribu cukup buat apa?', 200_000 / 16_000);
  });
});

describe('thousands said short with no money beside them', () => {
  test.each(['what have you got under 90k?', 'a beer for 80k?'])('%s: a money counted in thousands, at most its worth in dong', async (request) => {
    await nothingOver(request, 90_000 / 25_000);
  });

  test('with Bali said, the money is rupiah', async () => {
    const { reason } = await worthAtMost("we're in Bali, anything under 140k?", 140_000 / 16_000);
    expect(reason).toMatch(/rupiah/);
  });

  test.each(['ran a 10k this morning, something refreshing', 'got 5k steps in, a mojito please'])('%s: a run or steps is no money', async (request) => {
    expect((await ask(request)).length).toBeGreaterThan(0);
    expect((await ask(request))[0]!.reason).not.toMatch(/rupiah|dong|Our prices are in/);
  });

  test('thousands with their money beside them keep that money', async () => {
    await nothingOver('a beer under 150k dong', 150_000 / 25_000);
  });
});

describe("'the one with', 'don't' and an allergy's fruit in Indonesian and Tagalog", () => {
  test.each([
    ['skip yg pake cola ya, yg seger aja', ['cola']],
    ['jangan yang ada kopi, mau yang manis', ['coffee-liqueur', 'espresso']],
    ['saya alergi nanas, koktail tropis?', ['pineapple-juice']],
    ['ayoko ng may kape, something sweet', ['coffee-liqueur', 'espresso']],
  ] as const)('%s: neither engine offers it', async (request, items) => {
    await offersNoneOf(request, items);
  });

  test("'saya' is who has the allergy, not its food", async () => {
    const answer = await ask('saya alergi nanas');
    expect(answer.length).toBeGreaterThan(0);
    expect(answer[0]!.reason).not.toMatch(/could not tell what your allergy is to/);
  });

  test("'allergic ako sa mangga' names the mango, and the answer says the menu has none", async () => {
    expect((await ask('allergic ako sa mangga, something fruity'))[0]!.reason).toMatch(/mango/);
  });
});

describe("Swedish 'mynta' and 'fast utan'", () => {
  test('a mojito but without mint: nothing with mint, not the mojito itself', async () => {
    await offersNoneOf('en mojito fast utan mynta', ['mint-leaves']);
  });
});

describe('no grains', () => {
  test('paleo, no grains: no beer and no whisky', async () => {
    await offersNoneOf('paleo, no grains please', ['lager-bottle', 'ipa-bottle', 'stout-can', 'bourbon', 'scotch-blended', 'scotch-islay']);
  });
});

describe('Korean and Chinese small talk around a plain order is read, not held to the strictest reading', () => {
  test.each([
    ['럼은 빼 주세요. 진 베이스로 상큼한 거 있어요?', ['gin-london-dry']],
    ['오늘 비 때문에 서핑 못 했어요 ㅠㅠ 그래도 술은 괜찮아요! 보드카 베이스로 하나 주세요', ['vodka']],
    ['不要金酒。来一杯经典的鸡尾酒吧。', []],
  ] as const)('%s: drinks with alcohol, as wished', async (request, wished) => {
    const answer = await ask(request);
    expect(answer.length).toBeGreaterThan(0);
    expect(ALCOHOL_FREE_IDS).not.toContain(answer[0]!.recipeId);
    expect(answer[0]!.reason).not.toMatch(/could not read all of what you wrote/);
    if (wished.length) expect(bar.recipes.find((r) => r.id === answer[0]!.recipeId)!.ingredients.map((i) => i.inventoryItemId)).toEqual(expect.arrayContaining([...wished]));
  });

  test('a drink refused in Korean is still refused', async () => {
    expect(await ids('진은 빼 주세요. 베이스로 상큼한 거 있어요?')).not.toContain('gin-and-tonic');
  });

  test('an anniversary in Chinese gets a drink, not the strictest reading', async () => {
    const answer = await ask('今天是我们结婚十周年，想要一杯浪漫一点的。');
    expect(answer[0]!.reason).not.toMatch(/could not read all of what you wrote/);
  });

  test('a word the reader does not know still keeps the strictest reading', async () => {
    for (const id of await ids('지금 분위기에 어울리는 칵테일 하나 추천해 주세요')) expect(ALCOHOL_FREE_IDS).toContain(id);
  });
});

describe('Russian in Cyrillic is read where every word is known', () => {
  test.each([
    ['Только не водка, пожалуйста. Что-нибудь освежающее с лаймом.', ['vodka'], ['lime-juice', 'lime-wedges']],
    ['Нет, не кислое. Что-нибудь покрепче, только не джин.', ['gin-london-dry'], []],
    ['У меня аллергия на орехи. Хочу что-нибудь сладкое.', ['orgeat-syrup', 'amaretto'], []],
  ] as const)('%s: its limits hold, and drinks with alcohol are offered', async (request, refused, wished) => {
    await offersNoneOf(request, refused, wished);
    const answer = await ask(request);
    expect(answer.some((d) => !ALCOHOL_FREE_IDS.includes(d.recipeId))).toBe(true);
    expect(answer[0]!.reason).not.toMatch(/could not read all of what you wrote/);
  });

  test.each(['Мне 16, можно пиво?', 'мне 19 лет, что-нибудь сладкое', 'Мне нет 18, коктейль можно?', 'Я беременна, что-нибудь с мятой', 'я за рулём, пиво можно?', 'Я на антибиотиках, пиво?'])(
    '%s: an age or a reason read in Russian: only alcohol-free drinks',
    async (request) => {
      for (const id of await ids(request)) expect(ALCOHOL_FREE_IDS).toContain(id);
      expect((await ids(request)).length).toBeGreaterThan(0);
    },
  );

  test('an adult of thirty gets a beer', async () => {
    expect(ALCOHOL_FREE_IDS).not.toContain((await ids('Мне 30, пиво можно?'))[0]);
  });

  test('a Russian word the reader does not know keeps the strictest reading', async () => {
    const answer = await ask('Мне водку для моего брата');
    for (const d of answer) expect(ALCOHOL_FREE_IDS).toContain(d.recipeId);
    expect(answer[0]!.reason).toMatch(/could not read all of what you wrote/);
  });

  test('roubles in Cyrillic are money', async () => {
    await worthAtMost('У меня 800 рублей, что можно взять?', 800 / 90);
  });
});

describe("a spirit before 'that isn't too sweet', a 'don't drink' taken back at once, a word said twice in Indonesian", () => {
  test.each(['something with rum that isn\'t too sweet', 'a tequila one which isn\'t too sour', 'bourbon that isnt too strong pls'])('%s: the spirit is wished, never ruled out', async (request) => {
    const reading = read(request);
    expect(reading.excludedSpirits).toEqual([]);
    expect(reading.spirits.length).toBeGreaterThan(0);
  });

  test("'I don't drink rum. Kidding' is no limit on rum", async () => {
    expect(read("I don't drink rum. Kidding, I love it. Something rum-forward?").excludedSpirits).toEqual([]);
  });

  test("'yg manis2 aja' is a wish for something sweet", async () => {
    expect(read('yg manis2 aja').flavours.get('sweet')).toBeGreaterThan(0);
  });
});
