/**
 * Reads the records of a backup's data file (a JSON array) one at a time, without parsing the whole file:
 * the file is cut into its top-level elements by a byte scanner that tracks strings and nesting, so the
 * records are counted (and a file of millions of tiny records refused) before any of them is parsed, a
 * record's size and nesting depth are known before it is parsed, and the work yields to the event loop
 * regularly, so other requests keep being served while a large backup is read.
 */

export class RecordListError extends Error {
  constructor(
    message: string,
    /** 'format': not a JSON array; 'limit': more records than allowed. */
    readonly reason: 'format' | 'limit',
  ) {
    super(message);
  }
}

export interface RawRecord {
  /** Position in the list, from 0. */
  index: number;
  /** The record's JSON text ('' when it is larger than `maxTextBytes`). */
  text: string;
  /** The first 64 KB of that text (to name a record too large to be parsed). */
  head: string;
  /** Its size in bytes, as it is in the file. */
  bytes: number;
  /** How deeply arrays and objects nest in it (0 for a string or a number). */
  depth: number;
}

export interface RecordLimits {
  maxRecords: number;
  /** Records larger than this (as in the file) are passed on without their text (`text` is ''). */
  maxTextBytes: number;
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Work between two yields to the event loop. */
const YIELD_EVERY_BYTES = 1024 * 1024;
const YIELD_EVERY_RECORDS = 500;

const HEAD_CHARS = 64 * 1024;

const isSpace = (b: number | undefined) => b === SPACE || b === TAB || b === LF || b === CR;
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `visit` for every element of the JSON array in `buf`, in order, and answers how many there were.
 * Throws RecordListError when the file is not an array or holds more than `maxRecords` elements (counted
 * before the element after the last allowed one is visited). An element's text is not checked to be valid
 * JSON here: `JSON.parse` of it does that.
 */
export async function eachRecord(buf: Buffer, limits: RecordLimits, visit: (record: RawRecord) => void | Promise<void>): Promise<number> {
  const n = buf.length;
  let i = 0;
  while (i < n && isSpace(buf[i])) i++;
  if (buf[i] !== OPEN_ARRAY) throw new RecordListError('is not a list of records', 'format');
  i++;
  let count = 0;
  let lastYieldAt = i;
  let lastYieldCount = 0;
  for (;;) {
    while (i < n && isSpace(buf[i])) i++;
    if (i >= n) throw new RecordListError('is not valid JSON (the list is not closed)', 'format');
    if (buf[i] === CLOSE_ARRAY && count === 0) {
      i++;
      break;
    }
    const start = i;
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (; i < n; i++) {
      if (i - lastYieldAt >= YIELD_EVERY_BYTES) {
        // One huge record: still let others in.
        lastYieldAt = i;
        await yieldToEventLoop();
      }
      const c = buf[i]!;
      if (inString) {
        if (c === BACKSLASH) i++;
        else if (c === QUOTE) inString = false;
        continue;
      }
      if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (++depth > deepest) deepest = depth;
      } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        if (depth === 0) break;
        depth--;
      } else if (c === COMMA && depth === 0) break;
    }
    let end = i;
    while (end > start && isSpace(buf[end - 1])) end--;
    if (end === start || i >= n) throw new RecordListError('is not valid JSON', 'format');
    if (++count > limits.maxRecords) {
      throw new RecordListError(`holds more than ${limits.maxRecords.toLocaleString('en')} records; a restore accepts at most that many per file`, 'limit');
    }
    const bytes = end - start;
    const text = bytes <= limits.maxTextBytes ? buf.toString('utf8', start, end) : '';
    await visit({ index: count - 1, text, head: text ? text.slice(0, HEAD_CHARS) : buf.toString('utf8', start, Math.min(end, start + HEAD_CHARS)), bytes, depth: deepest });
    const closing = buf[i];
    i++;
    if (i - lastYieldAt >= YIELD_EVERY_BYTES || count - lastYieldCount >= YIELD_EVERY_RECORDS) {
      lastYieldAt = i;
      lastYieldCount = count;
      await yieldToEventLoop();
    }
    if (closing === CLOSE_ARRAY) break;
    if (closing !== COMMA) throw new RecordListError('is not valid JSON', 'format');
  }
  while (i < n && isSpace(buf[i])) i++;
  if (i < n) throw new RecordListError('is not valid JSON (something follows the list)', 'format');
  return count;
}
