import { formatTraceparent, newTraceIds, pageLoadOf, pageLoadState, parseTraceparent, traceReference } from '../src/trace-context';

const randomFillSync = (bytes: Uint8Array) => bytes.map(() => Math.floor(Math.random() * 256));
const random = randomFillSync;

test('a traceparent the SPA makes is read back by the API as the same trace', () => {
  const ids = newTraceIds(random);
  expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(ids.spanId).toMatch(/^[0-9a-f]{16}$/);
  const header = formatTraceparent(ids);
  expect(header).toBe(`00-${ids.traceId}-${ids.spanId}-01`);
  expect(parseTraceparent(header)).toEqual(ids);
  expect(traceReference(ids.traceId)).toBe(ids.traceId.slice(0, 8));
});

test('what the specification calls invalid is no trace: the API starts its own', () => {
  const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const span = '00f067aa0ba902b7';
  expect(parseTraceparent(`00-${trace}-${span}-01`)).toEqual({ traceId: trace, spanId: span, sampled: true });
  expect(parseTraceparent(`00-${trace}-${span}-00`)).toEqual({ traceId: trace, spanId: span, sampled: false });
  // A later version may add fields; version 00 may not.
  expect(parseTraceparent(`01-${trace}-${span}-01-extra`)?.traceId).toBe(trace);
  for (const bad of [
    undefined,
    null,
    '',
    `00-${trace}-${span}-01-extra`,
    `ff-${trace}-${span}-01`,
    `00-${'0'.repeat(32)}-${span}-01`,
    `00-${trace}-${'0'.repeat(16)}-01`,
    `00-${trace.toUpperCase()}-${span}-01`,
    `00-${trace.slice(1)}-${span}-01`,
    `00-${trace}-${span}`,
    'x'.repeat(10_000),
  ]) {
    expect(parseTraceparent(bad)).toBeUndefined();
  }
});

test('ids are never all zero, even from a source that gives zeros first', () => {
  let calls = 0;
  const zerosFirst = (bytes: Uint8Array) => (calls++ < 2 ? bytes.fill(0) : randomFillSync(bytes));
  const ids = newTraceIds(zerosFirst);
  expect(ids.traceId).not.toMatch(/^0+$/);
  expect(ids.spanId).not.toMatch(/^0+$/);
});

test("a page load's id travels in tracestate and is read back only as 16 hex digits", () => {
  const id = '0af7651916cd43dd';
  expect(pageLoadState(id)).toBe(`tipsy=${id}`);
  expect(pageLoadOf(pageLoadState(id))).toBe(id);
  expect(pageLoadOf(`rojo=00f067aa0ba902b7, tipsy=${id} ,congo=t61rcWkgMzE`)).toBe(id);
  for (const bad of [undefined, null, '', 'tipsy', 'tipsy=', `tipsy=${id.toUpperCase()}`, `tipsy=${id}00`, 'tipsy=<script>', `xtipsy=${id}`, `${'x'.repeat(600)},tipsy=${id}`]) {
    expect(pageLoadOf(bad)).toBeUndefined();
  }
});
