import { CORS_REFUSED, corsHeaders, parseCorsOrigins, preflightResponse } from '../../src/http/cors';

const headers = (h: Record<string, string>) => new Headers(h);

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of exact origins; empty means the app\'s own origin only', () => {
    expect(parseCorsOrigins('')).toEqual([]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' https://kiosk.example.com , https://board.example.com:8443/ ,http://localhost:5173')).toEqual([
      'https://kiosk.example.com',
      'https://board.example.com:8443',
      'http://localhost:5173',
    ]);
  });

  it.each([
    ['*', /wildcards are not allowed/],
    ['https://*.example.com', /wildcards are not allowed/],
    ['kiosk.example.com', /is not an origin/],
    ['https://kiosk.example.com/menu', /no path/],
    ['http://kiosk.example.com', /must use https/],
  ])('refuses %s, naming it', (value, message) => {
    expect(() => parseCorsOrigins(value)).toThrow(message);
  });
});

describe('CORS headers and preflights', () => {
  const allowed = ['https://kiosk.example.com'];

  it('adds the CORS headers only for an allowed origin', () => {
    expect(corsHeaders('https://kiosk.example.com', allowed)).toMatchObject({ 'Access-Control-Allow-Origin': 'https://kiosk.example.com', Vary: 'Origin' });
    expect(corsHeaders('https://kiosk.example.com', allowed)['Access-Control-Expose-Headers']).toContain('ETag');
    // The trace a call ran under, for the caller's bug report.
    expect(corsHeaders('https://kiosk.example.com', allowed)['Access-Control-Expose-Headers']).toContain('traceresponse');
    expect(corsHeaders('https://evil.example', allowed)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(corsHeaders(null, allowed)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(corsHeaders('https://kiosk.example.com', [])).toEqual({});
  });

  it('answers an allowed preflight with the methods of the path and the headers the SPA sends', () => {
    const res = preflightResponse(headers({ Origin: 'https://kiosk.example.com', 'Access-Control-Request-Method': 'post' }), ['GET', 'POST'], allowed);
    expect(res.status).toBe(204);
    const h = res.headers as Record<string, string>;
    expect(h['Access-Control-Allow-Origin']).toBe('https://kiosk.example.com');
    expect(h['Access-Control-Allow-Methods']).toBe('GET, POST');
    expect(h['Access-Control-Allow-Headers']).toMatch(/Authorization.*Content-Type.*If-Match/);
    // Every call of the SPA carries its trace (W3C Trace Context).
    expect(h['Access-Control-Allow-Headers']).toMatch(/\btraceparent\b.*\btracestate\b/);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' }],
    ['no origin', { 'Access-Control-Request-Method': 'POST' }],
  ])('refuses a preflight from %s with 403 and no CORS headers', (_label, request) => {
    const res = preflightResponse(headers(request), ['GET', 'POST'], allowed);
    expect(res.status).toBe(403);
    expect((res.headers as Record<string, string>)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(JSON.parse(res.body as string)).toEqual({ error: CORS_REFUSED });
  });

  it('refuses a preflight for a method the path does not serve with 403, no CORS headers, and says which it serves', () => {
    const res = preflightResponse(headers({ Origin: 'https://kiosk.example.com', 'Access-Control-Request-Method': 'DELETE' }), ['GET', 'POST'], allowed);
    expect(res.status).toBe(403);
    expect((res.headers as Record<string, string>)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(JSON.parse(res.body as string)).toEqual({ error: 'Method DELETE is not allowed here (allowed: GET, POST)' });
  });
});
