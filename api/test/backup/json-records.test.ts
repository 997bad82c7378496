import { RecordListError, eachRecord, type RawRecord } from '../../src/backup/json-records';

const limits = { maxRecords: 5, maxTextBytes: 1000 };

async function records(text: string, overrides: Partial<typeof limits> = {}): Promise<RawRecord[]> {
  const seen: RawRecord[] = [];
  const count = await eachRecord(Buffer.from(text), { ...limits, ...overrides }, (r) => {
    seen.push(r);
  });
  expect(count).toBe(seen.length);
  return seen;
}

describe('reading a data file record by record', () => {
  test('gives each element of the array with its text, size and nesting, whatever strings hold', async () => {
    const list = [{ id: 'a', note: 'a ] , } [ { " \\ quote' }, [1, [2, [3]]], 'plain', 42, null, ];
    const seen = await records(`\n  ${JSON.stringify(list.slice(0, 5), null, 2)}  \n`);
    expect(seen.map((r) => JSON.parse(r.text) as unknown)).toEqual(list.slice(0, 5));
    expect(seen.map((r) => r.depth)).toEqual([1, 3, 0, 0, 0]);
    expect(seen[0]!.bytes).toBe(Buffer.byteLength(seen[0]!.text));
    expect(await records('[]')).toEqual([]);
    expect(await records(' [ ] ')).toEqual([]);
  });

  test('counts the records before parsing them and stops at the limit', async () => {
    let visited = 0;
    const bomb = Buffer.from(`[${'{},'.repeat(1_000_000)}{}]`);
    await expect(eachRecord(bomb, limits, () => void visited++)).rejects.toThrow(new RecordListError('holds more than 5 records; a restore accepts at most that many per file', 'limit'));
    expect(visited).toBe(5);
  });

  test('measures depth without parsing, and passes a record over the size budget without its text', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const [record] = await records(`[${deep}]`, { maxTextBytes: 100 });
    expect(record).toEqual({ index: 0, text: '', head: deep, bytes: 12_000, depth: 6000 });
  });

  test('refuses what is not a JSON array', async () => {
    for (const text of ['{"id":"x"}', '', 'not json', '[1,2', '[1,,2]', '[,]', '[1] trailing', '[1}']) {
      await expect(records(text)).rejects.toBeInstanceOf(RecordListError);
    }
  });
});
