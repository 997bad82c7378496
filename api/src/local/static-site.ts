import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/compress';

/** The parts of staticwebapp.config.json the local host applies, as Azure Static Web Apps does. */
export interface StaticWebAppConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: Array<{ route: string; headers?: Record<string, string> }>;
  globalHeaders?: Record<string, string>;
  mimeTypes?: Record<string, string>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/;

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Glob of the config file: '*' within the path, '{a,b}' alternatives. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') source += '.*';
    else if (ch === '{') {
      const end = glob.indexOf('}', i);
      source += `(${glob.slice(i + 1, end).split(',').map(escape).join('|')})`;
      i = end;
    } else source += escape(ch);
  }
  return new RegExp(`^${source}$`, 'i');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
}

/** Serves the built SPA from a folder with the headers, routes and navigation fallback of the config. */
export class StaticSite {
  private readonly cache = new Map<string, CachedFile | null>();
  private readonly exclude: RegExp[];
  private readonly routeHeaders: Array<{ pattern: RegExp; headers: Record<string, string> }>;

  constructor(
    private readonly root: string,
    private readonly config: StaticWebAppConfig,
    private readonly globalHeaders: Record<string, string>,
  ) {
    this.exclude = (config.navigationFallback?.exclude ?? []).map(globToRegExp);
    this.routeHeaders = (config.routes ?? []).map((r) => ({ pattern: globToRegExp(r.route), headers: r.headers ?? {} }));
  }

  private load(path: string): CachedFile | null {
    if (this.cache.has(path)) return this.cache.get(path)!;
    let file: CachedFile | null = null;
    const full = normalize(join(this.root, path));
    if (full.startsWith(normalize(this.root) + sep)) {
      try {
        if (statSync(full).isFile()) {
          const body = readFileSync(full);
          const ext = extname(full).toLowerCase();
          const type = this.config.mimeTypes?.[ext] ?? MIME[ext] ?? 'application/octet-stream';
          file = {
            body,
            type,
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            ...(COMPRESSIBLE.test(type) && body.length > 1024 ? { gzip: gzipSync(body, { level: 9 }) } : {}),
          };
        }
      } catch {
        file = null;
      }
    }
    this.cache.set(path, file);
    return file;
  }

  /** Headers every response gets (the config's globalHeaders). */
  get headers(): Record<string, string> {
    return this.globalHeaders;
  }

  serve(pathname: string, requestHeaders: { 'if-none-match'?: string; 'accept-encoding'?: string }): StaticFile {
    let path = pathname === '/' ? '/index.html' : pathname;
    let file = this.load(path);
    if (!file) {
      const fallback = this.config.navigationFallback;
      if (fallback && !this.exclude.some((re) => re.test(pathname))) {
        path = fallback.rewrite;
        file = this.load(path);
      }
    }
    if (!file) {
      return {
        status: 404,
        headers: { ...this.globalHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
        body: Buffer.from('Not found'),
      };
    }
    const headers: Record<string, string> = { ...this.globalHeaders, 'Content-Type': file.type, ETag: file.etag, Vary: 'Accept-Encoding' };
    for (const r of this.routeHeaders) if (r.pattern.test(path)) Object.assign(headers, r.headers);
    if (requestHeaders['if-none-match'] === file.etag) return { status: 304, headers, body: Buffer.alloc(0) };
    if (file.gzip && acceptsCoding(requestHeaders['accept-encoding'], 'gzip')) {
      return { status: 200, headers: { ...headers, 'Content-Encoding': 'gzip' }, body: file.gzip };
    }
    return { status: 200, headers, body: file.body };
  }
}
