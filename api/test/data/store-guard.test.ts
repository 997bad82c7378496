import type { Container } from '@azure/cosmos';
import { CosmosStore, isAddressable } from '../../src/data/store';
import { AppError } from '../../src/errors';

/** A fake container that records every call the store makes and answers like an empty-ish Cosmos. */
function recordingContainer() {
  const calls: string[] = [];
  const doc = (id: string) => ({ resource: { id, category: 'spirit' }, etag: '"e"' });
  const container = {
    item: (id: string, pk: string) => ({
      read: async () => {
        calls.push(`read ${id} ${pk}`);
        return doc(id);
      },
      replace: async (item: { id: string }) => {
        calls.push(`replace ${id} ${pk}`);
        return doc(item.id);
      },
      delete: async () => {
        calls.push(`delete ${id} ${pk}`);
        return {};
      },
    }),
    items: {
      create: async (item: { id: string }) => {
        calls.push(`create ${item.id}`);
        return doc(item.id);
      },
      upsert: async (item: { id: string }) => {
        calls.push(`upsert ${item.id}`);
        return doc(item.id);
      },
    },
  };
  return { calls, container: container as unknown as Container };
}

type Item = { id: string; category: string; name?: string };

const HOSTILE = ['', '.', '..', '...', 'x?y', 'x#y', 'a/b', 'a\\b', '%2e%2e', '%2E.', 'x%3Fy', ' x', 'x ', 'x\u0000y', 'x\ny', '\u007f', 'x'.repeat(256)];

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the store accepted it');
}

describe('the data layer refuses ids and partition values a Cosmos URL could misroute, whoever calls it', () => {
  test.each(HOSTILE)('id %j: every point operation is a 400 and nothing reaches Cosmos', async (id) => {
    const { calls, container } = recordingContainer();
    const store = new CosmosStore<Item>(() => container, 'Item', 'category');
    const item = { id, category: 'spirit' };
    for (const run of [
      () => store.read(id, 'spirit'),
      () => store.delete(id, 'spirit'),
      () => store.delete(id, 'spirit', '"etag"'),
      () => store.replace(item, 'spirit'),
      () => store.create(item),
      () => store.upsert(item),
    ]) {
      const err = await refusal(run);
      expect(err.kind).toBe('invalid');
      expect(err.message).toMatch(/cannot be used as a document id/);
    }
    expect(calls).toEqual([]);
  });

  test.each(HOSTILE)('partition value %j: refused the same way', async (pk) => {
    const { calls, container } = recordingContainer();
    const store = new CosmosStore<Item>(() => container, 'Item', 'category');
    for (const run of [
      () => store.read('lime', pk),
      () => store.delete('lime', pk),
      () => store.replace({ id: 'lime', category: pk }, pk),
      () => store.create({ id: 'lime', category: pk }),
      () => store.upsert({ id: 'lime', category: pk }),
    ]) {
      expect((await refusal(run)).kind).toBe('invalid');
    }
    expect(calls).toEqual([]);
  });

  test('a document without its partition field is refused before it is written', async () => {
    const { calls, container } = recordingContainer();
    const store = new CosmosStore<Item>(() => container, 'Item', 'category');
    expect((await refusal(() => store.upsert({ id: 'lime' } as Item))).kind).toBe('invalid');
    expect(calls).toEqual([]);
  });

  test('ordinary ids and values pass through untouched', async () => {
    const { calls, container } = recordingContainer();
    const store = new CosmosStore<Item>(() => container, 'Item', 'category');
    const ids = ['lime-juice', '3f2b8c1e-0d7a-4e7b-9a51-2f0c6b1d9e44', 'a.b', '~ver', 'Crème', '2026-11-24'];
    for (const id of ids) {
      await store.read(id, 'spirit');
      await store.create({ id, category: 'spirit' });
      await store.upsert({ id, category: 'spirit' });
      await store.replace({ id, category: 'spirit' }, 'spirit');
      await store.delete(id, 'spirit');
    }
    expect(calls).toHaveLength(ids.length * 5);
    expect(ids.every((id) => isAddressable(id))).toBe(true);
  });
});
