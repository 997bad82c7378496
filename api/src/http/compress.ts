import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * JSON answers are compressed by the API itself: the Functions host on Linux (Flex Consumption) sends
 * response bodies as they are, and a guest's menu is 30-50 KB of JSON on a bar's Wi-Fi (5-8 KB compressed).
 */
export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the round trip's headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): brotli, then gzip, each when the
 * client accepts it with a non-zero weight (by name or through `*`); none otherwise.
 */
export function negotiateCoding(acceptEncoding: string | null | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      // A weight that is not a number counts as 0: when in doubt, answer plain JSON.
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      if (m) q = m[1]!.trim() === '' ? 0 : Number(m[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
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
