import {
  backupFileName,
  backupInventoryItemSchema,
  detectImageType,
  formatBytes,
  imageDimensions,
  imagePixelsProblem,
  parseImageUrl,
  productSlug,
  restoreChunkSchema,
  restoreOptionsSchema,
} from '@bar/domain';
import { decodeBase64, decodedLength, unwrapBase64 } from '../../src/storage/base64';
import { generateImageName } from '../../src/storage/images';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectImageType', () => {
  test('knows JPG, PNG, GIF and WebP from their bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe('image/png');
    expect(detectImageType(bytes('GIF89a'))?.contentType).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))?.extension).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  test('refuses SVG, text and other formats', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes('hello, I am a PNG'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('BM'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('an image\'s size in pixels, from its header', () => {
  const png = (w: number, h: number) => {
    const b = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    b.writeUInt32BE(w, 16);
    b.writeUInt32BE(h, 20);
    return new Uint8Array(b);
  };
  const gif = (w: number, h: number) => bytes('GIF89a', [w & 0xff, w >> 8, h & 0xff, h >> 8], [0, 0, 0]);
  const webpX = (w: number, h: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0], [(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, (w - 1) >> 16], [(h - 1) & 0xff, ((h - 1) >> 8) & 0xff, (h - 1) >> 16]);
  const webpLossy = (w: number, h: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a], [w & 0xff, (w >> 8) & 0x3f, h & 0xff, (h >> 8) & 0x3f]);
  const webpLossless = (w: number, h: number) => {
    const [a, b] = [w - 1, h - 1];
    return bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0, 0x2f], [a & 0xff, ((a >> 8) & 0x3f) | ((b & 0x03) << 6), (b >> 2) & 0xff, (b >> 10) & 0x0f]);
  };
  // A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 with its height and width.
  const jpeg = (w: number, h: number, sof = 0xc0) => bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, sof, 0, 11, 8, h >> 8, h & 0xff, w >> 8, w & 0xff, 1, 1, 0x11, 0]);

  test.each([
    ['png', png(640, 480)],
    ['gif', gif(640, 480)],
    ['webp (extended)', webpX(640, 480)],
    ['webp (lossy)', webpLossy(640, 480)],
    ['webp (lossless)', webpLossless(640, 480)],
    ['jpeg (baseline)', jpeg(640, 480)],
    ['jpeg (progressive)', jpeg(640, 480, 0xc2)],
  ])('a %s says 640 x 480', (_kind, image) => {
    expect(imageDimensions(image, detectImageType(image)!)).toEqual({ width: 640, height: 480 });
  });

  test('at most 8000 pixels a side and 40 megapixels', () => {
    for (const [w, h] of [[8000, 5000], [6000, 6000], [1, 1]] as Array<[number, number]>) expect(imagePixelsProblem(png(w, h), detectImageType(png(w, h))!)).toBeNull();
    for (const [w, h] of [[8001, 10], [10, 8001], [7000, 7000], [30000, 30000], [0xffffffff, 1]] as Array<[number, number]>) expect(imagePixelsProblem(png(w, h), detectImageType(png(w, h))!)).toMatch(/too large in pixels/);
    expect(imagePixelsProblem(jpeg(65535, 65535), detectImageType(jpeg(1, 1))!)).toMatch(/too large in pixels/);
    expect(imagePixelsProblem(webpX(16384, 16384), detectImageType(webpX(1, 1))!)).toMatch(/too large in pixels/);
  });

  test('a header that does not say, or a JPEG with no frame, is no problem of size (it is no drawable image either)', () => {
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe0]), detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))!)).toBeNull();
    expect(imageDimensions(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))!)).toBeNull();
    // (A segment length that points past the end stops the walk.)
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff], [1, 2, 3, 4, 5, 6, 7, 8]), { contentType: 'image/jpeg', extension: 'jpg' })).toBeNull();
  });
});

describe('base64 payloads', () => {
  test('accepts plain base64, data: URLs, URL-safe text and line breaks', () => {
    const raw = Buffer.from([0xfb, 0xff, 0xfe, 1, 2, 3, 4]);
    const plain = raw.toString('base64');
    expect(decodeBase64(unwrapBase64(plain)!.text).equals(raw)).toBe(true);
    expect(unwrapBase64(`data:image/png;base64,${plain}`)).toEqual({ text: plain, declaredType: 'image/png' });
    expect(decodeBase64(unwrapBase64(raw.toString('base64url'))!.text).equals(raw)).toBe(true);
    expect(decodeBase64(unwrapBase64(`${plain.slice(0, 4)}\n${plain.slice(4)}`)!.text).equals(raw)).toBe(true);
  });

  test('refuses what is not base64', () => {
    expect(unwrapBase64('not base64!')).toBeNull();
    expect(unwrapBase64('data:image/png,rawtext')).toBeNull();
    expect(unwrapBase64('')).toBeNull();
    expect(unwrapBase64('abcde')).toBeNull();
  });

  test('knows the decoded size without decoding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 5 * 1024 * 1024]) {
      expect(decodedLength(Buffer.alloc(n).toString('base64'))).toBe(n);
      expect(decodedLength(Buffer.alloc(n).toString('base64url'))).toBe(n);
    }
  });
});

describe('image names and URLs', () => {
  test('generated names are safe, unique and keep a readable part of the file name', () => {
    const type = { contentType: 'image/png', extension: 'png' } as const;
    const a = generateImageName('My Margarita (final).PNG', type);
    expect(a).toMatch(/^my-margarita-final-[0-9a-f-]{36}\.png$/);
    expect(generateImageName('../../etc/passwd', type)).toMatch(/^passwd-[0-9a-f-]{36}\.png$/);
    expect(generateImageName('', type)).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(generateImageName('x.png', type)).not.toBe(generateImageName('x.png', type));
  });

  test('parseImageUrl reads relative and absolute image URLs', () => {
    expect(parseImageUrl('/api/images/recipe-images/a.png')).toEqual({ container: 'recipe-images', name: 'a.png' });
    expect(parseImageUrl('/images/inventory-images/b.jpg')).toEqual({ container: 'inventory-images', name: 'b.jpg' });
    expect(parseImageUrl('https://bar.example/api/images/recipe-images/c.gif?v=1')).toEqual({ container: 'recipe-images', name: 'c.gif' });
    expect(parseImageUrl('https://cdn.example/photo.jpg')).toBeNull();
    expect(parseImageUrl('')).toBeNull();
    expect(parseImageUrl(undefined)).toBeNull();
  });

  test('formatBytes as the cleanup table shows sizes', () => {
    expect(formatBytes(undefined)).toBe('Unknown');
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1234567890)).toBe('1.15 GB');
  });
});

describe('backup schemas', () => {
  test('the file name is {product}-backup-{date}.zip', () => {
    expect(productSlug('The Tipsy Tap')).toBe('tipsy-tap');
    expect(backupFileName('2026-03-01')).toBe('tipsy-tap-backup-2026-03-01.zip');
    expect(backupFileName('2026-03-01', 'Bar Nine!')).toBe('bar-nine-backup-2026-03-01.zip');
  });

  test('restore options default to keep existing data and restore images', () => {
    expect(restoreOptionsSchema.parse(undefined)).toEqual({ overwriteExisting: false, clearExistingData: false, restoreImages: true });
    expect(restoreOptionsSchema.parse({ clearExistingData: true })).toEqual({ overwriteExisting: false, clearExistingData: true, restoreImages: true });
  });

  test('a chunk index must lie below the chunk count', () => {
    const chunk = { sessionId: 'session-12345678', chunkIndex: 2, totalChunks: 2, chunkData: 'AAAA' };
    expect(restoreChunkSchema.safeParse(chunk).success).toBe(false);
    expect(restoreChunkSchema.safeParse({ ...chunk, chunkIndex: 1 }).success).toBe(true);
    expect(restoreChunkSchema.safeParse({ ...chunk, sessionId: '../x' }).success).toBe(false);
  });

  test('inventory records keep their deducted-orders memory; fields no route stores are dropped', () => {
    const parsed = backupInventoryItemSchema.parse({ id: 'gin', name: 'Gin', category: 'spirit', appliedOrders: ['o1'], futureField: 7 });
    expect(parsed).toMatchObject({ id: 'gin', appliedOrders: ['o1'], unit: 'ml' });
    expect(parsed).not.toHaveProperty('futureField');
    expect(backupInventoryItemSchema.safeParse({ id: '../x', name: 'Gin' }).success).toBe(false);
  });
});
