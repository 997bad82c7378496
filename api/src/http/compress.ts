import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * JSON answers are compressed by the API itself: the Functions host on Linux (Flex Consumption) sends
 * response bodies as they are, and a guest's menu is 30-50 KB of JSON on a bar's Wi-Fi (5-8 KB compressed).
 */
type ContentCoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the round trip's headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The weight (q) a client gives each content coding in its Accept-Encoding header (RFC 9110 12.5.3). */
function codingWeights(acceptEncoding: string | null | undefined): (coding: string) => number {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      // A weight that is not a number counts as 0: when in doubt, answer uncompressed.
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      if (m) q = m[1]!.trim() === '' ? 0 : Number(m[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  return (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
}

/** Whether the client accepts this coding (by name or through `*`, with a non-zero weight). */
export function acceptsCoding(acceptEncoding: string | null | undefined, coding: string): boolean {
  return codingWeights(acceptEncoding)(coding) > 0;
}

/** The coding to answer with: brotli, then gzip, each when the client accepts it; none otherwise. */
export function negotiateCoding(acceptEncoding: string | null | undefined): ContentCoding | undefined {
  const weight = codingWeights(acceptEncoding);
  const br = weight('br');
  const gzipWeight = weight('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return undefined;
}

/** Compresses a body in the libuv thread pool (a large list does not hold up other calls). */
export function compress(body: string, coding: ContentCoding): Promise<Buffer> {
  const bytes = Buffer.from(body, 'utf8');
  if (coding === 'br') {
    // Quality 5: most of brotli's gain on JSON at a fraction of its top setting's time.
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return gz(bytes, { level: 6 });
}

/**
 * The same answer is compressed once: a menu that a hundred guests poll, unchanged, costs one compression, not a
 * hundred. Keyed by the content's hash and the coding; the most recently used few are kept.
 */
const CACHE_ENTRIES = 64;
const cache = new Map<string, Promise<Buffer>>();

export function compressCached(body: string, coding: ContentCoding): Promise<Buffer> {
  const key = `${coding}:${createHash('sha1').update(body).digest('base64url')}`;
  let bytes = cache.get(key);
  if (bytes) {
    cache.delete(key);
  } else {
    bytes = compress(body, coding);
    // A failed compression is not kept: the next answer tries again.
    bytes.catch(() => cache.delete(key));
  }
  cache.set(key, bytes);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return bytes;
}
