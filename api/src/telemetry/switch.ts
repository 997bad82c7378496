import { randomFillSync } from 'node:crypto';
import { newSpanId, newTraceIds, parseTraceparent, type TraceIds } from '@bar/domain';

/**
 * The edge's side of telemetry (./settings.ts): each API call runs under a span, recorded by ./sdk.ts when
 * telemetry is on. Imports nothing of OpenTelemetry.
 */

export { telemetrySettings, type TelemetrySettings } from './settings';

/** The span one API call runs under. */
export interface CallSpan {
  traceId: string;
  spanId: string;
  /** Whether the call is recorded (sampled and telemetry on). */
  sampled: boolean;
  /** Ends the span with the call's answer (5xx marks it failed) and the error behind a 5xx, if any. */
  end(status: number, error?: unknown): void;
}

export interface CallStart {
  /** The span's name: the method and the route template ('POST /api/orders'). */
  name: string;
  /** The route's name in the route table. */
  route: string;
  method: string;
  /** The caller's trace: the Functions host's request span in Azure, else the request's traceparent. */
  traceparent: string | undefined;
  tracestate: string | undefined;
  /** The SPA's page load the call comes from (its `tracestate` member), recorded on the span and the log line. */
  pageLoad: string | undefined;
  /** The Functions host made the request span already (the call's own span is then internal to it). */
  underHost: boolean;
}

/** Attributes of a span (OpenTelemetry semantic conventions where they exist). */
export type SpanAttributes = Record<string, string | number | boolean>;

/** Runs an API call under its span. Installed by ./sdk.ts when telemetry is on. */
export interface CallTracer {
  run<T>(call: CallStart, body: (span: CallSpan) => Promise<T>): Promise<T>;
  /** A request to a backing service (Cosmos DB), as a client span under the current one. */
  client<T>(name: string, attributes: SpanAttributes, body: (set: (attributes: SpanAttributes) => void) => Promise<T>): Promise<T>;
  /** A log line of the call, exported with the trace and span it was written under. */
  log(level: string, message: string): void;
}

let tracer: CallTracer | undefined;

export function installCallTracer(next: CallTracer | undefined): void {
  tracer = next;
}

const random = (bytes: Uint8Array) => randomFillSync(bytes);

/**
 * Runs an API call under a span: recorded when telemetry is on; otherwise only the ids, so that the call's log
 * line and its `traceresponse` name the caller's trace all the same (a fresh one when the caller sent none).
 */
export function runCall<T>(call: CallStart, body: (span: CallSpan) => Promise<T>): Promise<T> {
  if (tracer) return tracer.run(call, body);
  const parent: TraceIds | undefined = parseTraceparent(call.traceparent);
  const ids = parent ? { traceId: parent.traceId, spanId: newSpanId(random) } : newTraceIds(random);
  return body({ traceId: ids.traceId, spanId: ids.spanId, sampled: false, end: () => undefined });
}

/**
 * Runs a request to a backing service under a client span of the current call, when telemetry is on. (The Azure
 * SDKs that trace themselves, Blob Storage's, need none: ./sdk.ts hands them OpenTelemetry.)
 */
export function traceClient<T>(name: string, attributes: SpanAttributes, body: (set: (attributes: SpanAttributes) => void) => Promise<T>): Promise<T> {
  return tracer ? tracer.client(name, attributes, body) : body(() => undefined);
}

/**
 * Hands a log line to the exporter when telemetry is on, with the trace and span active where it was written (the
 * local host's console gets it anyway; in Azure the Functions host then leaves the worker's logs to it).
 */
export function exportLog(level: string, message: string): void {
  tracer?.log(level, message);
}
