import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/compress';
import { ifNoneMatchTags, namesEtag } from '../http/etag';

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

/** At most this many files are served from the folder (a built SPA has a few dozen). */
const MAX_FILES = 10_000;

/**
 * The files under `root` as URL paths ('/assets/main-1a2b.js'), read once. Only these are ever served: a request
 * for anything else never touches the disk, and the cache can hold no more than they are.
 */
function listFiles(root: string, maxFiles = MAX_FILES): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (files.size >= maxFiles) return;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}/${entry.name}`);
      else if (entry.isFile()) files.set(`${prefix}/${entry.name}`, full);
    }
  };
  walk(root, '');
  return files;
}

/** A URL path as a file name: percent-decoded; undefined when it does not decode. */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA from a folder with the headers, routes and navigation fallback of the config. The set of
 * files is fixed when the site is created (the build is done before the host starts); each is read on its first
 * request and kept, so the cache is bounded by the build itself whatever paths are asked for.
 */
export class StaticSite {
  private readonly files: Map<string, string>;
  private readonly cache = new Map<string, CachedFile>();
  private readonly exclude: RegExp[];
  private readonly routeHeaders: Array<{ pattern: RegExp; headers: Record<string, string> }>;

  constructor(
    root: string,
    private readonly config: StaticWebAppConfig,
    private readonly globalHeaders: Record<string, string>,
    options: { maxFiles?: number } = {},
  ) {
    this.files = listFiles(root, options.maxFiles);
    this.exclude = (config.navigationFallback?.exclude ?? []).map(globToRegExp);
    this.routeHeaders = (config.routes ?? []).map((r) => ({ pattern: globToRegExp(r.route), headers: r.headers ?? {} }));
  }

  /** How many files are held in memory (never more than the site has). */
  get cachedFiles(): number {
    return this.cache.size;
  }

  private load(path: string): CachedFile | null {
    const cached = this.cache.get(path);
    if (cached) return cached;
    const full = this.files.get(path);
    if (!full) return null;
    let body: Buffer;
    try {
      body = readFileSync(full);
    } catch {
      return null;
    }
    const ext = extname(full).toLowerCase();
    const type = this.config.mimeTypes?.[ext] ?? MIME[ext] ?? 'application/octet-stream';
    const file: CachedFile = {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      ...(COMPRESSIBLE.test(type) && body.length > 1024 ? { gzip: gzipSync(body, { level: 9 }) } : {}),
    };
    this.cache.set(path, file);
    return file;
  }

  /** Headers every response gets (the config's globalHeaders). */
  get headers(): Record<string, string> {
    return this.globalHeaders;
  }

  serve(pathname: string, requestHeaders: { 'if-none-match'?: string; 'accept-encoding'?: string }): StaticFile {
    let path = pathname === '/' ? '/index.html' : (decodePath(pathname) ?? '');
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
    const seen = ifNoneMatchTags({ headers: { get: (name) => (name === 'if-none-match' ? (requestHeaders['if-none-match'] ?? null) : null) } });
    if (namesEtag(seen, file.etag)) return { status: 304, headers, body: Buffer.alloc(0) };
    if (file.gzip && acceptsCoding(requestHeaders['accept-encoding'], 'gzip')) {
      return { status: 200, headers: { ...headers, 'Content-Encoding': 'gzip' }, body: file.gzip };
    }
    return { status: 200, headers, body: file.body };
  }
}

/**
 * The headers of staticwebapp.config.json for a local origin: the Content-Security-Policy also lets the SPA reach
 * the configured sign-in authority (the local provider), and HSTS, meaningful only over https in Azure, is left out.
 * Used by the local host and by `npm run swa` for the emulator's copy of the file.
 */
export function withAuthority(headers: Record<string, string>, authority: string | undefined): Record<string, string> {
  const out = { ...headers };
  delete out['Strict-Transport-Security']; // meaningful only over https in Azure
  const csp = out['Content-Security-Policy'];
  if (csp && authority) {
    const origin = new URL(authority).origin;
    out['Content-Security-Policy'] = csp
      .replace(/connect-src ([^;]+)/, `connect-src $1 ${origin}`)
      .replace(/frame-src ([^;]+)/, `frame-src $1 ${origin}`);
  }
  return out;
}
