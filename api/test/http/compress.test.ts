import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, negotiateCoding } from '../../src/http/compress';

describe('negotiateCoding (Accept-Encoding)', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate, compress', undefined],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip; q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['gzip;q=abc', undefined],
    [' , ;q=1, br', 'br'],
  ])('%j -> %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('compress', () => {
  const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: `drink-${i}`, name: `Drink ${i}`, price: 9.5 })) });

  it.each(['br', 'gzip'] as const)('%s round-trips the body, much smaller', async (coding) => {
    const bytes = await compress(json, coding);
    const back = coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    expect(back.toString('utf8')).toBe(json);
    expect(bytes.length).toBeLessThan(json.length / 5);
  });
});
