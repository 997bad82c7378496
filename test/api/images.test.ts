import { randomUUID } from 'node:crypto';
import type { CleanupDeleteResult, ImageScanResult, ImageUploadResult, RecipeWithAvailability } from '@bar/domain';
import { api, type Caller } from '../support/api';
import { readStackInfo } from '../support/stack-info';

/** Tiny but complete images of each accepted type (1x1 pixel). */
const TINY_IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
      'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
};

const CONTENT_TYPES = { png: 'image/png', gif: 'image/gif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

function upload(bytes: Buffer, options: { fileName?: string; contentType?: string; category?: string; as?: Caller; dataUrl?: boolean } = {}) {
  const base64 = bytes.toString('base64');
  return api<ImageUploadResult>('POST', '/images/upload', {
    as: options.as ?? 'manager',
    body: {
      fileName: options.fileName ?? 'test image.png',
      contentType: options.contentType ?? 'image/png',
      imageData: options.dataUrl ? `data:${options.contentType ?? 'image/png'};base64,${base64}` : base64,
      category: options.category ?? 'recipe',
    },
  });
}

/** A GET of an image URL without a token, as an <img> element does. */
function fetchImage(url: string, headers: Record<string, string> = {}) {
  return fetch(`${readStackInfo().appUrl}${url}`, { headers });
}

/** A unique PNG: the tiny one with bytes of its own appended (the type check reads the signature). */
const uniquePng = () => Buffer.concat([TINY_IMAGES.png, Buffer.from(randomUUID())]);

describe('uploading images', () => {
  test.each(Object.keys(TINY_IMAGES) as Array<keyof typeof TINY_IMAGES>)('a %s is stored and served with its type', async (kind) => {
    const bytes = TINY_IMAGES[kind];
    const res = await upload(bytes, { fileName: `pixel.${kind}`, contentType: CONTENT_TYPES[kind] });
    expect(res.status).toBe(201);
    expect(res.data.imageUrl).toMatch(new RegExp(`^/api/images/recipe-images/pixel-[0-9a-f-]{36}\\.${kind === 'jpeg' ? 'jpg' : kind}$`));
    expect(res.data).toMatchObject({ container: 'recipe-images', contentType: CONTENT_TYPES[kind], size: bytes.length });
    const served = await fetchImage(res.data.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(CONTENT_TYPES[kind]);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('the type comes from the bytes, not from what the request claims', async () => {
    const res = await upload(TINY_IMAGES.gif, { fileName: 'liar.png', contentType: 'image/png', dataUrl: true });
    expect(res.status).toBe(201);
    expect(res.data.imageUrl).toMatch(/\.gif$/);
    expect(res.data.contentType).toBe('image/gif');
  });

  test('inventory images go to their own container', async () => {
    const res = await upload(TINY_IMAGES.png, { category: 'inventory' });
    expect(res.status).toBe(201);
    expect(res.data.imageUrl).toMatch(/^\/api\/images\/inventory-images\//);
  });

  test('a text file claiming to be a PNG is refused', async () => {
    const res = await upload(Buffer.from('I am definitely a PNG image, trust me.'), { contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Invalid image format. Please use JPG, PNG, WebP, or GIF');
  });

  test('an SVG is refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    const res = await upload(svg, { fileName: 'logo.svg', contentType: 'image/svg+xml', dataUrl: true });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Invalid image format. Please use JPG, PNG, WebP, or GIF');
  });

  test('an image over 5 MB is refused with 413', async () => {
    const big = Buffer.concat([TINY_IMAGES.png, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.json?.error).toBe('Image must be smaller than 5MB');
  });

  test('a small file whose header says 30000 x 30000 pixels is refused, and nothing is stored', async () => {
    const bomb = Buffer.from(TINY_IMAGES.png);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    const name = `bomb${randomUUID().slice(0, 8)}`;
    const res = await upload(bomb, { fileName: `${name}.png` });
    expect(res.status).toBe(400);
    expect(res.json?.error).toBe('Image is too large in pixels: use one of at most 8000 pixels a side and 40 megapixels (a phone photo is about 12)');
    const scan = await api<ImageScanResult>('GET', '/cleanup/images/scan');
    expect(scan.data.unusedImages.filter((i) => i.fileName.startsWith(name))).toEqual([]);
  });

  test('an image of 8000 x 5000 pixels is accepted', async () => {
    const wide = Buffer.from(TINY_IMAGES.png);
    wide.writeUInt32BE(8000, 16);
    wide.writeUInt32BE(5000, 20);
    expect((await upload(wide, { fileName: 'wide.png' })).status).toBe(201);
  });

  test('an image of exactly 5 MB is accepted', async () => {
    const res = await upload(Buffer.concat([TINY_IMAGES.png, Buffer.alloc(5 * 1024 * 1024 - TINY_IMAGES.png.length)]));
    expect(res.status).toBe(201);
  });

  test('data that is not base64, an unknown category, and a missing image are 400s', async () => {
    const bad = await api('POST', '/images/upload', { body: { fileName: 'x.png', contentType: 'image/png', imageData: 'not base64 at all!', category: 'recipe' } });
    expect(bad.status).toBe(400);
    const category = await api('POST', '/images/upload', { body: { fileName: 'x.png', imageData: TINY_IMAGES.png.toString('base64'), category: 'users' } });
    expect(category.status).toBe(400);
    expect(category.json?.error).toMatch(/^category: /);
    const missing = await api('POST', '/images/upload', { body: { fileName: 'x.png', category: 'recipe' } });
    expect(missing.status).toBe(400);
  });
});

describe('serving images', () => {
  test('with its type, an ETag, long immutable caching and nosniff; 304 when unchanged', async () => {
    const { data } = await upload(TINY_IMAGES.webp, { contentType: 'image/webp' });
    const res = await fetchImage(data.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    await res.arrayBuffer();

    const again = await fetchImage(data.imageUrl, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const among = await fetchImage(data.imageUrl, { 'If-None-Match': `"other", ${etag!}` });
    expect(among.status).toBe(304);
    const stale = await fetchImage(data.imageUrl, { 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  test.each([
    ['an unknown container', '/api/images/secret-container/x.png'],
    ['the sessions container', '/api/images/restore-sessions/restore.lock'],
    ['a name that escapes', '/api/images/recipe-images/..%2F..%2Fetc%2Fpasswd'],
    ['a missing image', `/api/images/recipe-images/${randomUUID()}.png`],
  ])('%s is a 404', async (_, url) => {
    const res = await fetchImage(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Image not found' });
  });
});

describe('image cleanup', () => {
  async function newRecipe(imageUrl: string) {
    const res = await api<RecipeWithAvailability>('POST', '/recipes', {
      body: { name: `Cleanup test drink ${randomUUID()}`, category: 'cocktail', imageUrl, ingredients: [{ inventoryItemId: 'lime-juice', quantity: 10, unit: 'ml' }] },
    });
    expect(res.status).toBe(201);
    return res.data;
  }

  test('scan lists the unused images, not the referenced ones', async () => {
    const unused = (await upload(uniquePng(), { fileName: 'orphan.png' })).data;
    const used = (await upload(uniquePng(), { fileName: 'used.png', category: 'inventory' })).data;
    const item = await api('POST', '/inventory', { body: { name: `Cleanup test item ${randomUUID()}`, category: 'garnish', imageUrl: used.imageUrl } });
    expect(item.status).toBe(201);

    const scan = await api<ImageScanResult>('GET', '/cleanup/images/scan');
    expect(scan.status).toBe(200);
    const urls = scan.data.unusedImages.map((i) => i.url);
    expect(urls).toContain(unused.imageUrl);
    expect(urls).not.toContain(used.imageUrl);
    expect(scan.data.totalImagesChecked).toBe(scan.data.referencedImages + scan.data.unusedImages.length);
    expect(scan.data.referencedImages).toBeGreaterThanOrEqual(1);
    const entry = scan.data.unusedImages.find((i) => i.url === unused.imageUrl)!;
    expect(entry).toEqual({
      url: unused.imageUrl,
      fileName: unused.fileName,
      container: 'recipe-images',
      size: unused.size,
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  test('delete removes unused images and keeps one that became referenced after the scan', async () => {
    const doomed = (await upload(uniquePng(), { fileName: 'doomed.png' })).data;
    const rescued = (await upload(uniquePng(), { fileName: 'rescued.png' })).data;
    const scan = await api<ImageScanResult>('GET', '/cleanup/images/scan');
    const selected = scan.data.unusedImages.filter((i) => i.url === doomed.imageUrl || i.url === rescued.imageUrl);
    expect(selected).toHaveLength(2);

    // Between the scan and the delete, a manager saves a recipe with one of them.
    await newRecipe(rescued.imageUrl);

    const res = await api<CleanupDeleteResult>('POST', '/cleanup/images/delete', { body: { imagesToDelete: selected } });
    expect(res.status).toBe(200);
    expect(res.data.totalDeleted).toBe(1);
    expect(res.data.deleted).toEqual([{ url: doomed.imageUrl, fileName: doomed.fileName, container: 'recipe-images' }]);
    expect(res.data.skipped).toEqual([expect.objectContaining({ url: rescued.imageUrl, reason: expect.stringMatching(/in use/) })]);
    expect((await fetchImage(doomed.imageUrl)).status).toBe(404);
    const kept = await fetchImage(rescued.imageUrl);
    expect(kept.status).toBe(200);
    await kept.arrayBuffer();

    const after = await api<ImageScanResult>('GET', '/cleanup/images/scan');
    expect(after.data.unusedImages.map((i) => i.url)).not.toContain(doomed.imageUrl);
  });

  test('delete refuses what is not an image of this app and reports what is gone already', async () => {
    const res = await api<CleanupDeleteResult>('POST', '/cleanup/images/delete', {
      body: {
        imagesToDelete: [
          { url: '/api/images/restore-sessions/restore.lock', fileName: 'restore.lock', container: 'restore-sessions' },
          { url: '/api/images/recipe-images/../x', fileName: '../x', container: 'recipe-images' },
          { url: `/api/images/recipe-images/${randomUUID()}.png`, fileName: `${randomUUID()}.png`, container: 'recipe-images' },
          { fileName: `${randomUUID()}.png`, container: 'recipe-images' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.data.totalDeleted).toBe(0);
    expect(res.data.skipped.map((s) => s.reason)).toEqual([
      'not an image of this app',
      'not an image of this app',
      'the url does not match the file name and container',
      'not found (already deleted)',
    ]);
  });

  test('a malformed delete request is a 400', async () => {
    const res = await api('POST', '/cleanup/images/delete', { body: { imagesToDelete: 'everything' } });
    expect(res.status).toBe(400);
  });
});

describe('permissions', () => {
  // Every row has all three values: a shorter row would make Jest pass its `done` callback as the body.
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/images/upload', { fileName: 'x.png', contentType: 'image/png', imageData: TINY_IMAGES.png.toString('base64'), category: 'recipe' }],
    ['GET', '/cleanup/images/scan', undefined],
    ['POST', '/cleanup/images/delete', { imagesToDelete: [] }],
  ];

  test.each(routes)('%s %s: 401 without a token, 403 for a customer or a bartender', async (method, path, body) => {
    expect((await api(method, path, { as: 'anonymous', body })).status).toBe(401);
    expect((await api(method, path, { as: 'customer', body })).status).toBe(403);
    expect((await api(method, path, { as: 'bartender', body })).status).toBe(403);
  });

  test('anyone may GET an image, without a token', async () => {
    const { data } = await upload(TINY_IMAGES.png);
    const res = await fetchImage(data.imageUrl);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
