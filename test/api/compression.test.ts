import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tokenFor } from '../support/api';
import { TEST_CORS_ORIGIN, readStackInfo } from '../support/stack-info';

/**
 * The API compresses its JSON itself (the Functions host does not): read here with node:http, which, unlike
 * fetch, hands over the bytes as they came, so the coding on the wire is what is checked.
 */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

async function raw(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const url = new URL(`/api${path}`, readStackInfo().appUrl);
  const token = await tokenFor('customer');
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'X-Authorization': `Bearer ${token}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const decode = (a: RawAnswer): unknown => {
  const coding = a.headers['content-encoding'];
  const bytes = coding === 'br' ? brotliDecompressSync(a.bytes) : coding === 'gzip' ? gunzipSync(a.bytes) : a.bytes;
  return JSON.parse(bytes.toString('utf8'));
};

describe('compressed JSON answers', () => {
  let plain: RawAnswer;
  beforeAll(async () => {
    plain = await raw('/recipes', {});
  });

  it('answers plain JSON to a client that accepts no coding, and says the answer varies with Accept-Encoding', () => {
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect((decode(plain) as { data: unknown[] }).data.length).toBeGreaterThan(10);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding "%s" gets %s: the very same menu in a fraction of the bytes', async (accept, coding) => {
    const answer = await raw('/recipes', { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(answer)).toEqual(decode(plain));
    expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // One content, one ETag: a poll with it is answered 304 whatever the coding.
    expect(answer.headers.etag).toBe(plain.headers.etag);
  });

  it('sends no coding the client refused, and none for small answers', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const answer = await raw('/recipes', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(decode(answer)).toEqual(decode(plain));
    }
    const me = await raw('/me', { 'Accept-Encoding': 'br, gzip' });
    expect(me.status).toBe(200);
    expect(me.bytes.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('an unchanged poll is still a 304 without a body', async () => {
    const again = await raw('/recipes', { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('keeps both reasons to vary when a configured cross-origin caller asks', async () => {
    const answer = await raw('/recipes', { 'Accept-Encoding': 'gzip', Origin: TEST_CORS_ORIGIN });
    expect(answer.headers['access-control-allow-origin']).toBe(TEST_CORS_ORIGIN);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers.vary).toMatch(/Origin/);
  });
});
