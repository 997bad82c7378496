import { HttpRequest, HttpResponse, InvocationContext, type HttpRequestInit } from '@azure/functions';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { isIP, type Socket } from 'node:net';
import { Readable, type Duplex } from 'node:stream';
import { preflightResponse } from '../http/cors';
import { allowedOrigins, errorResponse, toAzureHandler } from '../http/edge';
import type { RouteDefinition } from '../http/route';
import { exportLog } from '../telemetry/switch';
import { Router } from './router';
import type { StaticSite } from './static-site';

export interface LocalHostOptions {
  routes: readonly RouteDefinition[];
  site?: StaticSite;
  /** Served at /app-config.json: how the SPA signs in and reaches the API. */
  appConfig: Record<string, unknown>;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** The origin request URLs are built on (default http://localhost:<the port it listens on>). */
  origin?: string;
  /** Also print the information-level lines (one structured line per API call: http/edge.ts). */
  logInformation?: boolean;
  /** Host names served besides localhost and IP addresses (ALLOWED_HOSTS): see checkHost. */
  allowedHosts?: readonly string[];
  /** Caps on open connections and how long a request's head may take (defaults: CONNECTION_LIMITS). */
  connections?: Partial<ConnectionLimits>;
}

export interface ConnectionLimits {
  /** Open connections in all: past it a new connection is closed at once. */
  total: number;
  /** Open connections from one remote address other than this machine's own (loopback is never capped by address). */
  perAddress: number;
  /** Whether connections from loopback count against `perAddress` too (tests of the cap only). */
  capLoopback: boolean;
  /** A connection whose request head (request line and headers) is not complete by then gets 408 and is closed. */
  headersTimeoutMs: number;
  /** A whole request, body included, must have arrived by then (408 otherwise). */
  requestTimeoutMs: number;
  /** How often the timeouts above are checked. */
  checkIntervalMs: number;
}

/**
 * What a development server reached from a LAN (HOST=0.0.0.0) needs to survive a client that opens connections
 * and sends nothing: each costs a file descriptor, and without caps a few thousand lock everyone out. A phone's
 * browser opens about six; the bench and the tests open hundreds from 127.0.0.1, which is exempt from the
 * per-address cap (a process on this machine can do worse than open sockets).
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  total: 4000,
  perAddress: 64,
  capLoopback: false,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  checkIntervalMs: 2_000,
};

/** Whether a remote address is this machine's own (127.0.0.0/8, ::1, and the IPv4-mapped forms). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The longest request target (path and query) the host accepts; Node's own header limit (16 KB) caps it too. */
const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * The request's URL on the host's own origin. Only the request target (path and query) comes from the client:
 * the Host header plays no part, so a malformed one cannot break parsing. Undefined for a target that is not a
 * path (absolute-form, `*`) or too long.
 */
export function requestUrl(target: string | undefined, origin: string): URL | undefined {
  if (!target || !target.startsWith('/') || target.length > MAX_TARGET_LENGTH) return undefined;
  // A dot segment, encoded or not ('..', '%2e%2E'), would be resolved away by the URL parser and reach another
  // route than the one the path names: refused, as the front door in Azure refuses it.
  const path = target.split(/[?#]/, 1)[0]!;
  if (path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) return undefined;
  try {
    // Concatenated, not resolved against a base: '//x' stays a path instead of naming a host.
    const url = new URL(`${origin}${target}`);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** uri-host [":" port] (RFC 9110 7.2, RFC 3986 3.2.2), ASCII only; an http authority is never empty. */
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9\-._~!$&'()*+,;=%]{1,253})(?::(\d{1,5}))?$/;

/** A DNS name: dot-separated labels of letters, digits and inner hyphens, none empty (no '.local', no 'a..local'). */
const DNS_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export type HostCheck = { served: true } | { served: false; status: 400 } | { served: false; status: 403; name: string };

/**
 * The request's Host header, read once and checked in two steps:
 * - Syntax (RFC 9112 3.2 asks for a 400 otherwise): one header holding a valid host and port. HTTP/1.0 may leave
 *   it out (it names nothing and is served); an HTTP/1.1 request without one gets 400 (JSON, as every answer).
 * - The name: one this host serves is localhost (and *.localhost), an IP address (the address a phone on the bar's
 *   Wi-Fi uses), a name of the local network's own (*.local, answered by mDNS only on the LAN), or a name listed
 *   in ALLOWED_HOSTS. Any other name means a page of another site reached this host through DNS rebinding (its
 *   name made to resolve to 127.0.0.1): refused with 403, so that no web page can drive the API, above all in
 *   development sign-in where every caller holds every role.
 * The value is only checked, never used: request URLs are built on the host's own origin.
 */
export function checkHost(rawHeaders: readonly string[], httpVersion: string, allowed: readonly string[] = []): HostCheck {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1]!);
  if (hosts.length === 0) return httpVersion === '1.0' ? { served: true } : { served: false, status: 400 };
  if (hosts.length > 1) return { served: false, status: 400 };
  const value = hosts[0]!;
  const m = HOST_PATTERN.exec(value);
  if (m === null || (m[1] !== undefined && Number(m[1]) > 65535)) return { served: false, status: 400 };
  const name = (value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '')).toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[') || isIP(name) !== 0) return { served: true };
  const local = name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local');
  if (local && DNS_NAME.test(name)) return { served: true };
  if (allowed.some((host) => host.toLowerCase() === name)) return { served: true };
  return { served: false, status: 403, name };
}

/**
 * The request body as a web stream that reads from the socket only when, and as far as, the API reads it: the
 * edge authenticates first and stops at the route's limit, so nothing is buffered for a caller who is refused.
 * Cancelling it discards the rest of the body as Node does for a body nobody reads.
 */
function lazyBody(req: http.IncomingMessage, beforeFirstRead?: () => void): ReadableStream<Uint8Array> {
  let started = false;
  let finished = false;
  const onData = (controller: ReadableStreamDefaultController<Uint8Array>) => (chunk: Buffer) => {
    if (finished) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  let listener: ((chunk: Buffer) => void) | undefined;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!started) {
          started = true;
          beforeFirstRead?.();
          listener = onData(controller);
          req.on('data', listener);
          req.once('end', () => {
            if (finished) return;
            finished = true;
            controller.close();
          });
          req.once('error', (err) => {
            if (finished) return;
            finished = true;
            controller.error(err);
          });
        }
        req.resume();
      },
      cancel() {
        finished = true;
        if (listener) req.off('data', listener);
        // Nothing listens any more: what still arrives is read and dropped.
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Tells a client waiting with 'Expect: 100-continue' to send its body. */
function continueNow(req: http.IncomingMessage, res: http.ServerResponse): void {
  awaitingContinue.delete(req);
  res.writeContinue();
}

function headerRecord(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** How long a connection is read from, and what arrives dropped, after its answer was sent in the middle of a body. */
const LINGER_MS = 2000;
/** At most this much of such a body is read and dropped meanwhile. */
const LINGER_MAX_BYTES = 1024 * 1024;

/**
 * A body that was not read (a refused caller, a body over the limit) is not waited for: once the answer is
 * written the connection is half-closed. What the client still sends is read and dropped for a moment, then the
 * connection is destroyed: destroying it at once, with the body still arriving, would reset it, and a reset can
 * discard the answer before the client has read it.
 */
function closeAfterAnswer(req: http.IncomingMessage, res: http.ServerResponse) {
  // The answer says so, so a keep-alive client opens a new connection for its next request instead of sending it
  // on this one. Node ends and destroys a socket whose answer said `Connection: close` as soon as the answer is
  // written (destroySoon); with the body still arriving that destroy resets the connection, and a reset can
  // discard the answer before the client has read it. So this socket is only ended there; the linger below
  // destroys it.
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const ending: Socket = req.socket;
  ending.destroySoon = () => {
    ending.end();
  };
  res.once('finish', () => {
    const socket = req.socket;
    req.removeAllListeners('data');
    // Dropped up to a budget, then no more is read: the client is held back by TCP instead of being drained at
    // full speed for the whole moment (it stops sending once it has read the answer).
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_MAX_BYTES) req.pause();
    });
    req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

/** Requests whose client waits for '100 Continue' before it sends the body, until it is sent. */
const awaitingContinue = new WeakSet<http.IncomingMessage>();

/** A body at most this long, declared and already on its way, is read and dropped rather than the connection closed. */
const DRAIN_AT_MOST = 64 * 1024;

/**
 * Before answering a request whose body was not read (refused on its path, its caller or its size): a small
 * declared body is read to its end and dropped, as Node does, so the connection stays usable for the client's
 * next request (a keep-alive client would otherwise send it on a connection about to be closed). A large or
 * endless one is not waited for: the connection is closed after the answer (closeAfterAnswer).
 */
async function settleUnreadBody(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.complete) return;
  // Told nothing yet, the client has not sent its body and will not: close after the answer, wait for nothing.
  if (awaitingContinue.has(req)) {
    closeAfterAnswer(req, res);
    return;
  }
  // No Content-Length and no Transfer-Encoding: a message without a body (a DELETE, say), read in no time.
  const declared = req.headers['transfer-encoding'] !== undefined ? Number.NaN : Number(req.headers['content-length'] ?? 0);
  if (Number.isInteger(declared) && declared <= DRAIN_AT_MOST) {
    const drained = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), LINGER_MS);
      timer.unref();
      req.once('end', () => {
        clearTimeout(timer);
        resolve(true);
      });
      req.once('close', () => {
        clearTimeout(timer);
        resolve(req.complete);
      });
      req.resume();
    });
    if (drained) return;
  }
  closeAfterAnswer(req, res);
}

async function writeResponse(req: http.IncomingMessage, res: http.ServerResponse, response: HttpResponse, extraHeaders: Record<string, string>) {
  // Header names compared case-insensitively: a route's own header (an image's CSP) replaces the site-wide one.
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(extraHeaders)) headers[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  await settleUnreadBody(req, res);
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const stream = Readable.fromWeb(response.body as never);
  for await (const chunk of stream) {
    // A client that went away never drains: stop (leaving the loop cancels the source, e.g. a zip being built).
    if (res.destroyed) break;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  if (!res.destroyed) res.end();
}

/**
 * The local stand-in for Static Web Apps in front of a Functions app, on one origin: the very route table that
 * Azure registers with `app.http` is mounted under /api, the built SPA is served with the headers and
 * navigation fallback of staticwebapp.config.json, and /app-config.json tells the SPA its settings.
 */
export function createLocalHost(options: LocalHostOptions): http.Server {
  const router = new Router(options.routes);
  const handlers = new Map(options.routes.map((r) => [r, toAzureHandler(r)]));
  const log = options.log ?? (() => undefined);
  const apiHeaders = { ...(options.site?.headers ?? {}) };
  const appConfigBody = Buffer.from(JSON.stringify(options.appConfig));

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice('/api'.length) || '/';
    const { match, allowed, undecodable } = router.match(path, method);
    if (!match && method === 'OPTIONS' && allowed.length) {
      // A CORS preflight, answered as the Azure entry answers it (http/cors.ts).
      const preflight = preflightResponse(new Headers(headerRecord(req)), router.preflightMethods(path), allowedOrigins());
      await writeResponse(req, res, new HttpResponse(preflight), apiHeaders);
      return;
    }
    if (!match) {
      const init = undecodable
        ? errorResponse(400, 'The address has a part that is not valid text (check its %-escapes)')
        : allowed.length
        ? errorResponse(405, `Method ${method} is not allowed here`, { Allow: allowed.join(', ') })
        : errorResponse(404, 'No such API route');
      await writeResponse(req, res, new HttpResponse(init), apiHeaders);
      return;
    }
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    let request: HttpRequest;
    try {
      // As the Functions host builds it with HTTP streaming on (main.ts): the body stays on the socket until the
      // edge reads it, after the caller is authenticated and authorised (http/edge.ts).
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const nativeRequest = new Request(url, {
        method,
        headers: headerRecord(req),
        // A client that sent 'Expect: 100-continue' is told to send its body only when the edge reads it: never
        // for a caller refused on its token, its role or its declared size.
        ...(hasBody ? { body: lazyBody(req, awaitingContinue.has(req) ? () => continueNow(req, res) : undefined), duplex: 'half' } : {}),
      } as RequestInit);
      request = new HttpRequest({ nativeRequest, query, params: match.params } as unknown as HttpRequestInit);
    } catch {
      await writeResponse(req, res, new HttpResponse(errorResponse(400, 'The request could not be read')), apiHeaders);
      return;
    }
    const invocation = new InvocationContext({
      functionName: match.route.name,
      invocationId: randomUUID(),
      logHandler: (level, ...args) => {
        const text = args.map(String).join(' ');
        // To the telemetry exporter too, when it is on, under the call's trace (telemetry/switch.ts).
        exportLog(level, text);
        if (level === 'error') log('error', text);
        else if (level === 'warning') log('warn', text);
        else if (level === 'information' && options.logInformation) log('info', text);
      },
    });
    const init = await handlers.get(match.route)!(request, invocation);
    await writeResponse(req, res, new HttpResponse(init), apiHeaders);
  }

  const limits: ConnectionLimits = { ...CONNECTION_LIMITS, ...options.connections };
  // requireHostHeader off: a request without Host reaches checkHost and gets the JSON envelope (400), not Node's
  // empty one.
  const serverOptions: http.ServerOptions = {
    requireHostHeader: false,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
  const server = http.createServer(serverOptions, (req, res) => {
    const done = (async () => {
      const host = checkHost(req.rawHeaders, req.httpVersion, options.allowedHosts);
      if (!host.served) {
        const message =
          host.status === 400
            ? 'The Host header is not valid'
            : `This app is not served under the name '${host.name}'. Open it at localhost or the machine's address, or add the name to ALLOWED_HOSTS.`;
        await writeResponse(req, res, new HttpResponse(errorResponse(host.status, message)), apiHeaders);
        return;
      }
      const url = requestUrl(req.url, origin());
      if (!url) {
        await writeResponse(req, res, new HttpResponse(errorResponse(400, 'The request path is not valid')), apiHeaders);
        return;
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(req, res, url);
      if (url.pathname === '/app-config.json') {
        res.writeHead(200, { ...apiHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(appConfigBody);
        return;
      }
      if (!options.site) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const file = options.site.serve(url.pathname, {
        'if-none-match': req.headers['if-none-match'],
        'accept-encoding': req.headers['accept-encoding'],
      });
      res.writeHead(file.status, file.headers);
      res.end(req.method === 'HEAD' ? undefined : file.body);
    })();
    done.catch((err: unknown) => {
      // The target is the client's: quoted and cut short, so it cannot forge or flood log lines.
      log('error', `request ${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) {
        if (!req.complete) closeAfterAnswer(req, res);
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
      } else res.destroy();
    });
  });

  // Requests Node cannot parse (a header over its 16 KB limit, a bad Content-Length) and heads that never
  // arrive in time (408) get the JSON envelope too; the connection is closed, the server keeps serving.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (err as { code?: string }).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, text] =
      err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
    const body = JSON.stringify({ error: status === 431 ? 'The request headers are too large' : status === 408 ? 'The request took too long' : 'The request could not be read' });
    // Closed from our side once the answer is out, whether or not the client ever closes its own (a half-open
    // socket would keep its place under the connection caps for as long as the client likes).
    const fallback = setTimeout(() => socket.destroy(), 2000);
    fallback.unref();
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => {
        clearTimeout(fallback);
        socket.destroy();
      },
    );
  });

  // 'Expect: 100-continue': answered like any request; its 100 is sent when the body is first read (handleApi).
  server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
    awaitingContinue.add(req);
    server.emit('request', req, res);
  });

  capConnections(server, limits, log);

  /** The host's own origin: request URLs are built on it, never on the client's Host header. */
  let ownOrigin = options.origin;
  function origin(): string {
    if (ownOrigin) return ownOrigin;
    const address = server.address();
    ownOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 80}`;
    return ownOrigin;
  }
  return server;
}

/**
 * Closes a new connection at once past the caps (in all, and per remote address other than loopback), and says so
 * in the log once per cap until the host is under its caps again. Closed without an answer: reading a request to
 * answer it is what the cap saves.
 */
function capConnections(server: http.Server, limits: ConnectionLimits, log: NonNullable<LocalHostOptions['log']>): void {
  const byAddress = new Map<string, number>();
  let total = 0;
  const warned = { total: false, perAddress: false };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const counted = limits.capLoopback || !isLoopback(address);
    const fromAddress = counted ? (byAddress.get(address) ?? 0) : 0;
    const over = total >= limits.total ? 'total' : counted && fromAddress >= limits.perAddress ? 'perAddress' : undefined;
    if (over) {
      if (!warned[over]) {
        warned[over] = true;
        log(
          'warn',
          over === 'total'
            ? `more than ${limits.total} connections are open: new connections are closed until some end`
            : `one address (${JSON.stringify(address)}) holds ${limits.perAddress} open connections: its new connections are closed until some end`,
        );
      }
      socket.destroy();
      return;
    }
    total++;
    if (counted) byAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      total--;
      if (counted) {
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      }
      if (total < limits.total * 0.9) warned.total = false;
      if (byAddress.size === 0) warned.perAddress = false;
    });
  });
}
