import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A small, defensive zip reader for restores. It reads the central directory first, so names, entry count and
 * declared sizes are known (and refused) before a single byte is inflated; then it inflates one entry at a
 * time with the output capped at the entry's declared size (node:zlib `maxOutputLength`), so an entry that
 * lies about its size cannot unpack beyond it; and it checks every entry's CRC-32.
 *
 * (jszip writes the backups; its loader is not used here because it inflates an entry without a cap, and
 * with checkCRC32 it inflates every entry while loading.)
 */

export class ZipFormatError extends Error {}
export class ZipLimitError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  isDirectory: boolean;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

const inflateRaw = promisify(zlib.inflateRaw) as (buf: Uint8Array, options: zlib.ZlibOptions) => Promise<Buffer>;

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('a size in the zip directory is out of range');
  return Number(value);
}

function need(buf: Buffer, at: number, length: number) {
  if (at < 0 || at + length > buf.length) throw new ZipFormatError('the zip directory points outside the file');
}

function findEndOfDirectory(buf: Buffer): number {
  const last = buf.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipFormatError('no zip directory found');
}

function decodeName(raw: Buffer, utf8: boolean): string {
  if (utf8 || raw.every((b) => b < 0x80)) return raw.toString('utf8');
  // Names without the UTF-8 flag are CP437 by the standard; latin1 is close enough for a refusal message,
  // and the names this app needs are ASCII.
  return raw.toString('latin1');
}

/**
 * The entries of a zip, from its central directory. Refuses more than `maxEntries` entries before reading
 * them (ZipLimitError) and anything that is not a well-formed zip (ZipFormatError).
 */
export function readZipDirectory(buf: Buffer, maxEntries: number): ZipEntry[] {
  if (buf.length < 22) throw new ZipFormatError('too short to be a zip');
  const eocd = findEndOfDirectory(buf);
  let total = buf.readUInt16LE(eocd + 10);
  let size = buf.readUInt32LE(eocd + 12);
  let offset = buf.readUInt32LE(eocd + 16);
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 6) !== 0) throw new ZipFormatError('multi-part zips are not supported');
  if (total === 0xffff || size === MAX32 || offset === MAX32) {
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new ZipFormatError('a ZIP64 directory is announced but missing');
    const at = u64(buf, locator + 8);
    need(buf, at, 56);
    if (buf.readUInt32LE(at) !== ZIP64_EOCD) throw new ZipFormatError('the ZIP64 directory is damaged');
    total = u64(buf, at + 32);
    size = u64(buf, at + 40);
    offset = u64(buf, at + 48);
  }
  if (total > maxEntries) throw new ZipLimitError(`The backup has ${total} entries; at most ${maxEntries} are accepted`);
  need(buf, offset, size);

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < total; i++) {
    need(buf, at, 46);
    if (buf.readUInt32LE(at) !== CENTRAL) throw new ZipFormatError('the zip directory is damaged');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc32 = buf.readUInt32LE(at + 16);
    let compressedSize = buf.readUInt32LE(at + 20);
    let uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    let localHeaderOffset = buf.readUInt32LE(at + 42);
    need(buf, at + 46, nameLength + extraLength + commentLength);
    const name = decodeName(buf.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    if (uncompressedSize === MAX32 || compressedSize === MAX32 || localHeaderOffset === MAX32) {
      // ZIP64 extended information: the 8-byte values, in this order, of the fields that were 0xFFFFFFFF.
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = buf.readUInt16LE(extra);
        const length = buf.readUInt16LE(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          const take = () => {
            if (field + 8 > extra + 4 + length) throw new ZipFormatError('the ZIP64 sizes of an entry are damaged');
            const v = u64(buf, field);
            field += 8;
            return v;
          };
          if (uncompressedSize === MAX32) uncompressedSize = take();
          if (compressedSize === MAX32) compressedSize = take();
          if (localHeaderOffset === MAX32) localHeaderOffset = take();
          break;
        }
        extra += 4 + length;
      }
    }
    entries.push({ name, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset, isDirectory: name.endsWith('/') });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Entry names that would escape a folder if unpacked: absolute, drive letters, '..' segments, backslashes. */
export function isUnsafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 512) return true;
  if (name.includes('\\') || name.includes('\0')) return true;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

/**
 * The bytes of one entry. The output can never exceed the size the directory declared (so the checked total
 * holds while inflating), and must match it and its CRC-32 exactly.
 */
export async function inflateEntry(buf: Buffer, entry: ZipEntry): Promise<Buffer> {
  const damaged = (why: string) => new ZipFormatError(`'${entry.name}' ${why}`);
  if (entry.flags & 0x1) throw damaged('is encrypted; encrypted backups are not supported');
  need(buf, entry.localHeaderOffset, 30);
  if (buf.readUInt32LE(entry.localHeaderOffset) !== LOCAL) throw damaged('has a damaged header');
  const start = entry.localHeaderOffset + 30 + buf.readUInt16LE(entry.localHeaderOffset + 26) + buf.readUInt16LE(entry.localHeaderOffset + 28);
  need(buf, start, entry.compressedSize);
  const data = buf.subarray(start, start + entry.compressedSize);
  let out: Buffer;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    try {
      out = await inflateRaw(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (err) {
      if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipLimitError(`'${entry.name}' unpacks to more than the ${entry.uncompressedSize} bytes it declares`);
      }
      throw damaged('is damaged and cannot be unpacked');
    }
  } else {
    throw damaged(`uses compression method ${entry.method}; only stored and deflated entries are supported`);
  }
  if (out.length !== entry.uncompressedSize) throw damaged('does not have the size the zip directory declares');
  if (zlib.crc32(out) >>> 0 !== entry.crc32 >>> 0) throw damaged('is damaged (its checksum does not match)');
  return out;
}
