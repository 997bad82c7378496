import { TEST_CORS_ORIGIN, readStackInfo } from '../support/stack-info';

/** The headers and page rules a browser enforces for us, as the local host applies them from staticwebapp.config.json. */
const get = (path: string, init?: RequestInit) => fetch(`${readStackInfo().appUrl}${path}`, init);

test('the SPA is served with a strict Content-Security-Policy and the other security headers', async () => {
  const res = await get('/');
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toBe("'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  // HSTS only means something over https: Azure sends it, the http local host does not.
  expect(res.headers.get('strict-transport-security')).toBeNull();
});

test('the page has no inline scripts for the policy to allow', async () => {
  const html = await (await get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
});

test('the CSP lets the SPA reach the sign-in authority, and nothing else off-site', async () => {
  const { idpUrl } = readStackInfo();
  const csp = (await get('/')).headers.get('content-security-policy') ?? '';
  const connect = /connect-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(connect.split(/\s+/)).toEqual(expect.arrayContaining(["'self'", new URL(idpUrl!).origin]));
});

test('hashed assets are cached for a year, the page itself is revalidated', async () => {
  const html = await (await get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const res = await get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers.get('cache-control')).toContain('immutable');
  expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
});

test('CORS is open to the configured origin only: its preflight is answered, its answers carry the headers', async () => {
  const kiosk = TEST_CORS_ORIGIN;
  const preflight = await get('/api/orders', {
    method: 'OPTIONS',
    headers: { Origin: kiosk, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(kiosk);
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  const res = await get('/api/health', { headers: { Origin: kiosk } });
  expect(res.headers.get('access-control-allow-origin')).toBe(kiosk);
  expect(res.headers.get('vary')).toMatch(/Origin/);
  // A signed-in route refuses an anonymous caller as before; the browser can read why.
  const refused = await get('/api/orders', { headers: { Origin: kiosk } });
  expect(refused.status).toBe(401);
  expect(refused.headers.get('access-control-allow-origin')).toBe(kiosk);
  // A method the path does not serve gets no preflight.
  const wrong = await get('/api/orders', { method: 'OPTIONS', headers: { Origin: kiosk, 'Access-Control-Request-Method': 'DELETE' } });
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toEqual({ error: 'Method DELETE is not allowed here (allowed: GET, POST)' });
});

test('CORS stays closed to other origins', async () => {
  const res = await get('/api/health', { headers: { Origin: 'https://evil.example' } });
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
  const preflight = await get('/api/orders', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  expect(preflight.status).toBeGreaterThanOrEqual(400);
});

test('API answers carry nosniff and are never cached by shared caches', async () => {
  const res = await get('/api/health');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.headers.get('cache-control')).toMatch(/no-cache|no-store/);
});

test("the site serves no source maps: the scripts name none and the maps are not deployed", async () => {
  const { appUrl } = readStackInfo();
  const page = await (await fetch(`${appUrl}/`)).text();
  const scripts = [...page.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of [...scripts, '/sw.js']) {
    const script = await fetch(`${appUrl}${src}`);
    expect(script.status).toBe(200);
    expect(await script.text()).not.toMatch(/sourceMappingURL/);
    const map = await fetch(`${appUrl}${src}.map`);
    // The navigation fallback may answer the page itself for an unknown address, never the map.
    expect(map.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(await map.text()).not.toMatch(/"mappings"/);
  }
});
