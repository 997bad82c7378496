/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the SPA starts a trace for each API call and sends
 * it in `traceparent`; the API runs the call under it, logs the trace id with the call and answers it in
 * `traceresponse`, so that one id finds the call in the logs and traces (docs/operations.md). The format is
 * written and read here only.
 */

export const TRACEPARENT_HEADER = 'traceparent';
/** The API's answer: the trace and the span the call ran under (Trace Context Level 2). */
export const TRACERESPONSE_HEADER = 'traceresponse';

export interface TraceIds {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** 16 lowercase hex digits, not all zero. */
  spanId: string;
  /** Whether the caller asks for the call to be recorded (the sampled flag). */
  sampled: boolean;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * A `traceparent` value read as the specification says: version ff and all-zero ids are invalid; a later
 * version may carry more fields after the four it shares with version 00. Undefined for anything else.
 */
export function parseTraceparent(value: string | null | undefined): TraceIds | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  const m = TRACEPARENT.exec(value.trim());
  if (!m) return undefined;
  const [, version, traceId, spanId, flags, rest] = m as unknown as [string, string, string, string, string, string | undefined];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return undefined;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent(ids: TraceIds): string {
  return `00-${ids.traceId}-${ids.spanId}-${ids.sampled ? '01' : '00'}`;
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Random non-zero ids from the given source of random bytes (crypto.getRandomValues in a browser and in Node). */
export function newTraceIds(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array, sampled = true): TraceIds {
  const draw = (n: number) => {
    for (;;) {
      const id = hex(random(new Uint8Array(n)));
      if (!/^0+$/.test(id)) return id;
    }
  };
  return { traceId: draw(16), spanId: draw(8), sampled };
}

/** A new span id for a call that runs under `traceId`. */
export function newSpanId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  return newTraceIds(random).spanId;
}

/** The header that carries vendors' trace state; the SPA's member names the page load a call comes from. */
export const TRACESTATE_HEADER = 'tracestate';
/** The SPA's key in `tracestate`: its value is the page load's id (16 lowercase hex digits, one per load of the app). */
export const PAGE_LOAD_KEY = 'tipsy';

/** The `tracestate` the SPA sends with every call of one page load. */
export function pageLoadState(pageLoadId: string): string {
  return `${PAGE_LOAD_KEY}=${pageLoadId}`;
}

/**
 * The page load a call comes from, read from its `tracestate` (the SPA's member, anywhere in the list); undefined
 * for anything else, an over-long header included: a caller's words never reach the logs, only 16 hex digits.
 */
export function pageLoadOf(tracestate: string | null | undefined): string | undefined {
  if (typeof tracestate !== 'string' || tracestate.length > 512) return undefined;
  for (const member of tracestate.split(',', 32)) {
    const at = member.indexOf('=');
    if (at < 0 || member.slice(0, at).trim() !== PAGE_LOAD_KEY) continue;
    const value = member.slice(at + 1).trim();
    return /^[0-9a-f]{16}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** The short reference a person can read out or paste into a bug report: the trace id's first 8 digits. */
export function traceReference(traceId: string): string {
  return traceId.slice(0, 8);
}
