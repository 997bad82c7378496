// The images' rules (api/src/images/images.ts) through in-memory ports: no server. The routes run over Azurite
// in test/api/images.test.ts and test/e2e/cleanup-backup.test.ts.
import { Readable } from 'node:stream';
import { decodeUpload, deleteUnusedImages, scanUnusedImages, serveImage, servedAs, uploadImage, type ImagesPorts } from '../../src/images/images';
import { MemoryAuditLog } from '../support/memory-audit';
import { MemoryImages } from '../support/memory-images';

const manager = { id: 'm1', name: 'Maria' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function setup(references: string[] = []) {
  const images = new MemoryImages();
  const audit = new MemoryAuditLog();
  const warnings: string[] = [];
  const refs = [...references];
  const ports: ImagesPorts = {
    images,
    references: async () => [...refs],
    audit,
    clock: () => new Date('2026-11-24T20:00:00.000Z'),
    today: () => '2026-11-24',
    warn: (m) => void warnings.push(m),
  };
  return { ports, images, audit, refs, warnings };
}

describe('upload', () => {
  test("the type is read from the bytes, whatever the file is called; the image is stored in its category's container and audited", async () => {
    const { ports, images, audit } = setup();
    const result = await uploadImage(ports, manager, { category: 'recipe', fileName: 'Mojito.jpg' }, PNG);
    expect(result).toMatchObject({ container: 'recipe-images', contentType: 'image/png', size: PNG.length, fileName: 'mojito-1.png', imageUrl: '/api/images/recipe-images/mojito-1.png' });
    expect(images.blobs.has('recipe-images/mojito-1.png')).toBe(true);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'images.upload', date: '2026-11-24', target: { type: 'image', id: 'recipe-images/mojito-1.png', name: 'Mojito.jpg' } })]);
  });

  test('empty bytes, or bytes of no image type, are a 400 and nothing is stored', async () => {
    const { ports, images, audit } = setup();
    await expect(uploadImage(ports, manager, { category: 'inventory' }, new Uint8Array())).rejects.toMatchObject({ kind: 'invalid' });
    await expect(uploadImage(ports, manager, { category: 'inventory' }, new TextEncoder().encode('<svg onload=alert(1)>'))).rejects.toMatchObject({ kind: 'invalid' });
    expect(images.blobs.size).toBe(0);
    expect(audit.entries).toEqual([]);
  });
});

describe('cleanup', () => {
  test('the scan lists the images nothing points at, newest first, and counts the referenced ones', async () => {
    const { ports, images } = setup(['/api/images/recipe-images/used.png', 'https://cdn.example/elsewhere.png']);
    images.seed('recipe-images', 'used.png');
    images.seed('recipe-images', 'old.png', '2026-10-01T00:00:00.000Z');
    images.seed('inventory-images', 'new.png', '2026-11-20T00:00:00.000Z');
    const scan = await scanUnusedImages(ports);
    expect(scan.totalImagesChecked).toBe(3);
    expect(scan.referencedImages).toBe(1);
    expect(scan.unusedImages.map((i) => i.fileName)).toEqual(['new.png', 'old.png']);
  });

  test('a delete reads the references again: an image that came into use after the scan is kept, and each skip says why', async () => {
    const { ports, images, refs, audit } = setup();
    images.seed('recipe-images', 'a.png');
    images.seed('recipe-images', 'b.png');
    refs.push('/api/images/recipe-images/b.png');
    const result = await deleteUnusedImages(ports, manager, [
      { container: 'recipe-images', fileName: 'a.png', url: '/api/images/recipe-images/a.png' },
      { container: 'recipe-images', fileName: 'a.png' },
      { container: 'recipe-images', fileName: 'b.png' },
      { container: 'recipe-images', fileName: 'gone.png' },
      { container: 'restore-sessions', fileName: 'journal.json' },
      { container: 'recipe-images', fileName: '../x.png' },
      { container: 'recipe-images', fileName: 'c.png', url: '/api/images/inventory-images/c.png' },
    ]);
    expect(result.deleted.map((d) => d.fileName)).toEqual(['a.png']);
    expect(result.totalDeleted).toBe(1);
    expect(result.skipped.map((s) => [s.fileName, s.reason])).toEqual([
      ['b.png', 'in use by a recipe or an inventory item'],
      ['gone.png', 'not found (already deleted)'],
      ['journal.json', 'not an image of this app'],
      ['../x.png', 'not an image of this app'],
      ['c.png', 'the url does not match the file name and container'],
    ]);
    expect(images.blobs.has('recipe-images/b.png')).toBe(true);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'images.delete', target: { type: 'image', id: 'recipe-images/a.png', name: '1 unused image' } })]);
  });

  test('a delete that deleted nothing leaves no audit record', async () => {
    const { ports, audit } = setup();
    const result = await deleteUnusedImages(ports, manager, [{ container: 'recipe-images', fileName: 'gone.png' }]);
    expect(result.totalDeleted).toBe(0);
    expect(audit.entries).toEqual([]);
  });
});

describe('the image types', () => {
  test('an image is served as its type only when it is one of the image types the app stores; anything else is a download', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(servedAs(type)).toEqual({ contentType: type, download: false });
    expect(servedAs('image/svg+xml')).toEqual({ contentType: 'application/octet-stream', download: true });
    expect(servedAs('text/html')).toEqual({ contentType: 'application/octet-stream', download: true });
  });

  test('an upload is base64 (a data URL or bare), refused as such when it is not and when it decodes past the limit', () => {
    expect(decodeUpload(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`)).toEqual(Buffer.from(PNG));
    expect(() => decodeUpload('not base64 at all!')).toThrow(expect.objectContaining({ kind: 'invalid' }));
    expect(() => decodeUpload('A'.repeat(8 * 1024 * 1024))).toThrow(expect.objectContaining({ kind: 'tooLarge' }));
  });
});

describe('serving an image against the caller\'s If-None-Match', () => {
  /** A store with one PNG and one SVG; it answers one tag itself, as Blob Storage does. */
  function store() {
    const asked: Array<string | undefined> = [];
    const destroyed: string[] = [];
    const stream = (name: string) => Object.assign(Readable.from([Buffer.from('bytes')]), { destroy: () => destroyed.push(name) }) as unknown as NodeJS.ReadableStream;
    const blobs: Record<string, { contentType: string; etag: string }> = { 'a.png': { contentType: 'image/png', etag: '"e1"' }, 'b.svg': { contentType: 'image/svg+xml', etag: '"e2"' } };
    return {
      asked,
      destroyed,
      openImage: async (_container: string, name: string, ifNoneMatch?: string) => {
        asked.push(ifNoneMatch);
        const blob = blobs[name];
        if (!blob) return null;
        if (ifNoneMatch === blob.etag) return { kind: 'not-modified' as const, etag: blob.etag };
        return { kind: 'image' as const, stream: stream(name), contentType: blob.contentType, etag: blob.etag, size: 5 };
      },
    };
  }

  test('one tag, weak or strong, is answered by the store: not modified', async () => {
    const s = store();
    expect(await serveImage(s, 'recipe-images', 'a.png', ['W/"e1"'])).toEqual({ kind: 'not-modified', etag: '"e1"' });
    expect(s.asked).toEqual(['"e1"']);
  });

  test('several tags, one of them matching: not modified, and the opened bytes are let go', async () => {
    const s = store();
    expect(await serveImage(s, 'recipe-images', 'a.png', ['"old"', '"e1"'])).toEqual({ kind: 'not-modified', etag: '"e1"' });
    expect(s.destroyed).toEqual(['a.png']);
  });

  test('no matching tag: the bytes, as an image for image types and as a download for anything else; null when missing', async () => {
    const s = store();
    expect(await serveImage(s, 'recipe-images', 'a.png', [])).toMatchObject({ kind: 'image', etag: '"e1"', contentType: 'image/png', download: false, size: 5 });
    expect(await serveImage(s, 'recipe-images', 'b.svg', ['"other"'])).toMatchObject({ kind: 'image', contentType: 'application/octet-stream', download: true });
    expect(await serveImage(s, 'recipe-images', 'gone.png', [])).toBeNull();
    // '*' is never handed to the store as a tag.
    await serveImage(s, 'recipe-images', 'a.png', ['*']);
    expect(s.asked.at(-1)).toBeUndefined();
  });
});
