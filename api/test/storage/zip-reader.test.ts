import JSZip from 'jszip';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZipFormatError, ZipLimitError, inflateEntry, isUnsafeEntryName, readZipDirectory } from '../../src/backup/zip-reader';

async function zipOf(files: Record<string, string | Buffer>, compression: 'STORE' | 'DEFLATE' = 'DEFLATE', streamFiles = false): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression, streamFiles });
}

const hasZipTool = (() => {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('readZipDirectory', () => {
  test.each([
    ['stored', 'STORE', false],
    ['deflated', 'DEFLATE', false],
    ['streamed with data descriptors', 'DEFLATE', true],
  ] as const)('lists names and declared sizes of a %s zip, and inflates each entry exactly', async (_, compression, streamFiles) => {
    const big = Buffer.alloc(100_000, 'abc');
    const buf = await zipOf({ 'manifest.json': '{"a":1}', 'images/x/one.png': big }, compression, streamFiles);
    const entries = readZipDirectory(buf, 100).filter((e) => !e.isDirectory);
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ['manifest.json', 7],
      ['images/x/one.png', 100_000],
    ]);
    expect((await inflateEntry(buf, entries[0]!)).toString()).toBe('{"a":1}');
    expect((await inflateEntry(buf, entries[1]!)).equals(big)).toBe(true);
  });

  test('reads a zip made by the zip command line tool', async () => {
    if (!hasZipTool) return;
    const dir = mkdtempSync(join(tmpdir(), 'zip-reader-'));
    try {
      writeFileSync(join(dir, 'a.json'), JSON.stringify({ hello: 'world'.repeat(100) }));
      execFileSync('zip', ['-q', '-r', 'out.zip', 'a.json'], { cwd: dir });
      const buf = readFileSync(join(dir, 'out.zip'));
      const [entry] = readZipDirectory(buf, 10);
      expect(entry!.name).toBe('a.json');
      expect(JSON.parse((await inflateEntry(buf, entry!)).toString())).toEqual({ hello: 'world'.repeat(100) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('refuses what is not a zip', () => {
    expect(() => readZipDirectory(Buffer.from('just some text, certainly not a zip archive'), 10)).toThrow(ZipFormatError);
    expect(() => readZipDirectory(Buffer.alloc(3), 10)).toThrow(ZipFormatError);
  });

  test('refuses too many entries before reading them', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`f${i}.txt`] = 'x';
    const buf = await zipOf(files);
    expect(() => readZipDirectory(buf, 10)).toThrow(ZipLimitError);
  });

  test('an entry that lies about its size cannot unpack beyond what it declares', async () => {
    const buf = await zipOf({ 'orders.json': Buffer.alloc(1_000_000) });
    const entry = readZipDirectory(buf, 10)[0]!;
    // Pretend, in the central directory, that it unpacks to 1000 bytes.
    const central = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    buf.writeUInt32LE(1000, central + 24);
    const lying = readZipDirectory(buf, 10)[0]!;
    expect(lying.uncompressedSize).toBe(1000);
    expect(entry.uncompressedSize).toBe(1_000_000);
    await expect(inflateEntry(buf, lying)).rejects.toThrow(ZipLimitError);
  });

  test('a damaged entry is refused by its checksum', async () => {
    const buf = await zipOf({ 'a.txt': 'hello world' }, 'STORE');
    const at = buf.indexOf(Buffer.from('hello'));
    buf[at] = 'j'.charCodeAt(0);
    await expect(inflateEntry(buf, readZipDirectory(buf, 10)[0]!)).rejects.toThrow(/checksum/);
  });
});

describe('isUnsafeEntryName', () => {
  test.each(['../evil.json', 'images/../../etc/passwd', '/etc/passwd', 'C:/windows/x', 'a\\..\\b', 'a\0b', ''])('refuses %j', (name) => {
    expect(isUnsafeEntryName(name)).toBe(true);
  });
  test.each(['manifest.json', 'images/recipe-images/a.png', 'images/', 'backup/manifest.json', 'a..b.json'])('accepts %j', (name) => {
    expect(isUnsafeEntryName(name)).toBe(false);
  });
});
