import { CatalogLists, Coalesced, type CatalogVersion } from '../../src/data/catalog-version';

/** What a request's If-None-Match names, as the edge compares it. */
const sent = (header: string | null) => (etag: string) => Boolean(header?.split(',').some((t) => t.trim() === etag));

describe('Coalesced: every caller waits for a run that started after it asked', () => {
  test('callers while a run is under way share one later run; a caller after that gets its own', async () => {
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        started.push(started.length + 1);
        finish.push(resolve);
      });
    const once = new Coalesced(task);
    const first = once.run();
    const second = once.run();
    const third = once.run();
    expect(started).toEqual([1]);
    finish[0]!();
    await first;
    // The two that asked while the first ran share the second run, which starts after the first ended.
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    finish[1]!();
    await Promise.all([second, third]);
    const fourth = once.run();
    expect(started).toEqual([1, 2, 3]);
    finish[2]!();
    await fourth;
  });

  test('a failed run fails its callers, and the next caller gets a new run', async () => {
    let fail = true;
    const once = new Coalesced(async () => {
      if (fail) throw new Error('database away');
    });
    await expect(once.run()).rejects.toThrow('database away');
    fail = false;
    await expect(once.run()).resolves.toBeUndefined();
  });
});

describe('CatalogLists: the list answered from the marker', () => {
  function setUp(start: string | null = '"m1"') {
    let marker = start;
    let now = 1_000_000;
    const version = { read: jest.fn(async () => marker) } as unknown as CatalogVersion;
    const lists = new CatalogLists(version, () => now);
    return {
      lists,
      move: (next: string) => {
        marker = next;
      },
      later: (ms: number) => {
        now += ms;
      },
    };
  }

  test('loads once per marker; the same marker answers the kept list; a moved marker loads again', async () => {
    const { lists, move } = setUp();
    const load = jest.fn(async () => ['mojito']);
    const a = await lists.get('recipes', sent(null), load);
    const b = await lists.get('recipes', sent(null), load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(b).toEqual(a);
    move('"m2"');
    const c = await lists.get('recipes', sent(null), load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(c.etag).not.toBe(a.etag);
  });

  test('If-None-Match with the current ETag: not modified, nothing loaded; a stale one: the list', async () => {
    const { lists, move } = setUp();
    const load = jest.fn(async () => ['mojito']);
    const first = await lists.get('recipes', sent(null), load);
    expect(await lists.get('recipes', sent(`W/"other", ${first.etag}`), load)).toEqual({ notModified: true, etag: first.etag });
    move('"m2"');
    const after = await lists.get('recipes', sent(first.etag), load);
    expect(after.notModified).toBe(false);
  });

  test("scopes do not share lists or ETags (a guest never gets the staff's stock)", async () => {
    const { lists } = setUp();
    const staff = await lists.get('inventory:staff', sent(null), async () => [{ id: 'rum', cost: 0.03 }]);
    const guest = await lists.get('inventory:guest', sent(null), async () => [{ id: 'rum' }]);
    expect(guest.etag).not.toBe(staff.etag);
    expect(await lists.get('inventory:guest', sent(staff.etag), async () => [])).toMatchObject({ notModified: false, body: [{ id: 'rum' }] });
  });

  test('a marker is trusted for at most MAX_AGE_MS: after that the list is read again (a lost marker move heals)', async () => {
    const { lists, later } = setUp();
    const load = jest.fn(async () => ['mojito']);
    await lists.get('recipes', sent(null), load);
    later(CatalogLists.MAX_AGE_MS);
    await lists.get('recipes', sent(null), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('no marker yet (a catalog never written since the marker existed) is a version too', async () => {
    const { lists, move } = setUp(null);
    const load = jest.fn(async () => []);
    const none = await lists.get('recipes', sent(null), load);
    move('"m1"');
    expect((await lists.get('recipes', sent(none.etag), load)).notModified).toBe(false);
  });
});
