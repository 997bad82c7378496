import { randomUUID } from 'node:crypto';
import { PLAIN_TEXT_MESSAGE, type InventoryItem, type RecipeWithAvailability } from '@bar/domain';
import { api, versionNow } from '../support/api';

/**
 * Look-alike names (fullwidth letters, other cases) are the same name: a 409. A name with invisible characters
 * inside (a zero-width space, a soft hyphen, a joiner) is not plain text: a 400, whatever other names exist.
 */

const fullwidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const unique = () => randomUUID().replace(/[^a-f]/g, '').slice(0, 8);

describe('inventory items', () => {
  test.each([
    ['fullwidth', fullwidth],
    ['another case', (s: string) => s.toUpperCase()],
  ])('a look-alike (%s) of an existing name is a 409 and is not created', async (_how, lookAlike) => {
    const name = `Vodka ${unique()}`;
    expect((await api('POST', '/inventory', { body: { name, category: 'spirit' } })).status).toBe(201);
    const res = await api('POST', '/inventory', { body: { name: lookAlike(name), category: 'spirit' } });
    expect(res.status).toBe(409);
    expect(res.json?.error).toMatch(/already exists/);
    const all = (await api<InventoryItem[]>('GET', '/inventory')).data;
    expect(all.filter((i) => i.name === name || i.name === lookAlike(name))).toHaveLength(1);
  });

  test.each([
    ['a zero-width space inside', (s: string) => `${s.slice(0, 3)}\u200B${s.slice(3)}`],
    ['a soft hyphen and another case', (s: string) => `${s.slice(0, 2)}\u00AD${s.slice(2)}`.toUpperCase()],
  ])('a name with %s is not plain text: a 400, and it is not created', async (_how, hidden) => {
    const name = `Vodka ${unique()}`;
    expect((await api('POST', '/inventory', { body: { name, category: 'spirit' } })).status).toBe(201);
    const res = await api('POST', '/inventory', { body: { name: hidden(name), category: 'spirit' } });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe(`name: ${PLAIN_TEXT_MESSAGE}`);
  });

  test('renaming an item to a look-alike of another is a 409', async () => {
    const taken = `Rum ${unique()}`;
    expect((await api('POST', '/inventory', { body: { name: taken, category: 'spirit' } })).status).toBe(201);
    const other = await api<InventoryItem>('POST', '/inventory', { body: { name: `Rum ${unique()}`, category: 'spirit' } });
    const { quantity: _level, ...change } = other.data;
    const path = `/inventory/${other.data.id}?category=spirit`;
    const res = await api('PUT', path, { body: { ...change, name: fullwidth(taken) }, headers: await versionNow(path) });
    expect(res.status).toBe(409);
  });

  test('the stored name is NFC without surrounding spaces', async () => {
    const tail = unique();
    const res = await api<InventoryItem>('POST', '/inventory', { body: { name: `  Cre\u0300me de Cassis ${tail}  `, category: 'other' } });
    expect(res.status).toBe(201);
    expect(res.data.name).toBe(`Cr\u00E8me de Cassis ${tail}`);
  });
});

test('a look-alike drink name is a 409', async () => {
  const item = await api<InventoryItem>('POST', '/inventory', { body: { name: `Look-alike base ${unique()}`, category: 'spirit', quantity: 100 } });
  const name = `Negroni ${unique()}`;
  const body = { category: 'cocktail', price: 9, ingredients: [{ inventoryItemId: item.data.id, quantity: 10, unit: 'ml' }] };
  expect((await api<RecipeWithAvailability>('POST', '/recipes', { body: { ...body, name } })).status).toBe(201);
  for (const lookAlike of [fullwidth(name), name.toLowerCase()]) {
    const res = await api('POST', '/recipes', { body: { ...body, name: lookAlike } });
    expect(res.status).toBe(409);
    expect(res.json?.error).toMatch(/already exists/);
  }
  const joined = await api('POST', '/recipes', { body: { ...body, name: `${name.slice(0, 4)}\u200D${name.slice(4)}` } });
  expect([joined.status, joined.json?.error]).toEqual([400, `name: ${PLAIN_TEXT_MESSAGE}`]);
});
