import { HttpRequest, HttpResponse, InvocationContext } from '@azure/functions';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { preflightResponse } from '../http/cors';
import { allowedOrigins, errorResponse, toAzureHandler } from '../http/edge';
import type { RouteDefinition } from '../http/route';
import { Router } from './router';
import type { StaticSite } from './static-site';

export interface LocalHostOptions {
  routes: readonly RouteDefinition[];
  site?: StaticSite;
  /** Served at /app-config.json: how the SPA signs in and reaches the API. */
  appConfig: Record<string, unknown>;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerRecord(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

async function writeResponse(res: http.ServerResponse, response: HttpResponse, extraHeaders: Record<string, string>) {
  // Header names compared case-insensitively: a route's own header (an image's CSP) replaces the site-wide one.
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(extraHeaders)) headers[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
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
    const { match, allowed } = router.match(path, method);
    if (!match && method === 'OPTIONS' && allowed.length) {
      // A CORS preflight, answered as the Azure entry answers it (http/cors.ts).
      const preflight = preflightResponse(new Headers(headerRecord(req)), router.preflightMethods(path), allowedOrigins());
      await writeResponse(res, new HttpResponse(preflight), apiHeaders);
      return;
    }
    if (!match) {
      const init = allowed.length
        ? errorResponse(405, `Method ${method} is not allowed here`, { Allow: allowed.join(', ') })
        : errorResponse(404, 'No such API route');
      await writeResponse(res, new HttpResponse(init), apiHeaders);
      return;
    }
    const limit = match.route.maxBodyBytes ?? 64 * 1024;
    const declared = Number(req.headers['content-length'] ?? '0');
    let body: Buffer;
    try {
      if (declared > limit) throw new BodyTooLarge();
      body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req, limit);
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        res.setHeader('Connection', 'close');
        await writeResponse(res, new HttpResponse(errorResponse(413, 'The request body is too large')), apiHeaders);
        req.destroy();
        return;
      }
      throw err;
    }
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    const request = new HttpRequest({
      method,
      url: url.toString(),
      headers: headerRecord(req),
      query,
      params: match.params,
      ...(body.length > 0 ? { body: { bytes: body } } : {}),
    });
    const invocation = new InvocationContext({
      functionName: match.route.name,
      invocationId: randomUUID(),
      logHandler: (level, ...args) => {
        const text = args.map(String).join(' ');
        if (level === 'error') log('error', text);
        else if (level === 'warning') log('warn', text);
      },
    });
    const init = await handlers.get(match.route)!(request, invocation);
    await writeResponse(res, new HttpResponse(init), apiHeaders);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const done = (async () => {
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
      log('error', `request ${req.method} ${url.pathname} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
      } else res.destroy();
    });
  });
}
