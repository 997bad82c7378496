import { pageLoadOf, parseTraceparent } from '@bar/domain';
import { ApiClient, ApiError, PAGE_LOAD_ID, failureMessage, failureReference, isWaitingForSignIn, resolveImageUrl, type TokenProvider } from '../src/api/client';
import { fakeResponse } from './support/fake-response';

type FetchCall = [string, RequestInit];

interface Setup {
  response?: Response | (() => Promise<Response>);
  token?: string | null;
  baseUrl?: string | undefined;
  pageUrl?: string;
}

function setup(options: Setup = {}) {
  const {
    response = fakeResponse(200, { data: { ok: true } }),
    token = 'jwt-123',
    pageUrl = 'https://bar.example.com/drinks',
  } = options;
  const baseUrl = 'baseUrl' in options ? options.baseUrl : 'https://api.example.com/api';
  const fetchMock = jest.fn<Promise<Response>, FetchCall>(async () => (typeof response === 'function' ? response() : response));
  const getToken: TokenProvider = async () => token;
  const client = new ApiClient({ baseUrl, getToken, fetch: fetchMock as unknown as typeof fetch, pageUrl: () => pageUrl });
  const call = (i = 0): FetchCall => {
    const c = fetchMock.mock.calls[i];
    if (!c) throw new Error(`fetch was not called ${i + 1} time(s)`);
    return c;
  };
  return { client, fetchMock, call };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('ApiClient: the envelope', () => {
  it('returns the data of a {data} envelope', async () => {
    const { client } = setup({ response: fakeResponse(200, { data: [{ id: 'a' }] }) });
    await expect(client.get('/inventory')).resolves.toEqual([{ id: 'a' }]);
  });

  it('returns undefined for 204 and for an empty body', async () => {
    await expect(setup({ response: fakeResponse(204, null, { contentType: null }) }).client.delete('/inventory/x')).resolves.toBeUndefined();
    await expect(setup({ response: fakeResponse(200, '', { contentType: null }) }).client.get('/x')).resolves.toBeUndefined();
  });

  it('sends JSON bodies with the method and query string', async () => {
    const { client, call } = setup();
    await client.patch('/inventory/gin', { quantity: 3 }, { query: { category: 'spirit', empty: undefined } });
    const [url, init] = call();
    expect(url).toBe('https://api.example.com/api/inventory/gin?category=spirit');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ quantity: 3 }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('ApiClient: the token', () => {
  it('sends the bearer token in X-Authorization, not Authorization', async () => {
    const { client, call } = setup({ token: 'jwt-123' });
    await client.get('/me');
    const headers = call()[1].headers as Record<string, string>;
    expect(headers['X-Authorization']).toBe('Bearer jwt-123');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends no token header with the empty token of development mode', async () => {
    const { client, call } = setup({ token: '' });
    await client.get('/me');
    expect((call()[1].headers as Record<string, string>)['X-Authorization']).toBeUndefined();
  });

  it("fails with 'No authenticated account found' when nobody is signed in, without calling the API", async () => {
    const { client, fetchMock } = setup({ token: null });
    const error = await rejection(client.get('/me'));
    expect(error.message).toBe('No authenticated account found');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ApiClient: errors', () => {
  it("uses the body's error field, with status and raw response", async () => {
    const response = fakeResponse(409, { error: 'Order cannot move from pending to ready' }, { statusText: 'Conflict' });
    const error = await rejection(setup({ response }).client.get('/orders'));
    expect(error.message).toBe('Order cannot move from pending to ready');
    expect(error.status).toBe(409);
    expect(error.response).toBe(response);
  });

  it("falls back to 'HTTP status: text' without an error field", async () => {
    const error = await rejection(
      setup({ response: fakeResponse(500, '<html>oops</html>', { statusText: 'Internal Server Error', contentType: 'text/html' }) }).client.get('/x'),
    );
    expect(error.message).toBe('HTTP 500: Internal Server Error');
    expect(error.status).toBe(500);
  });

  it('gives the underlying message of a network failure', async () => {
    const { client } = setup({ response: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await rejection(client.get('/x'));
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(0);
  });

  it("gives 'Network request failed' when the failure has no message", async () => {
    const { client } = setup({ response: () => Promise.reject(new Error('')) });
    expect((await rejection(client.get('/x'))).message).toBe('Network request failed');
    const { client: other } = setup({ response: () => Promise.reject('offline') });
    expect((await rejection(other.get('/x'))).message).toBe('Network request failed');
  });

  it('refuses a successful response that is not JSON', async () => {
    const { client } = setup({ response: fakeResponse(200, '<!doctype html><html></html>', { contentType: 'text/html' }) });
    expect((await rejection(client.get('/recipes'))).message).toBe('Expected JSON response but received different content type');
  });

  it('keeps an abort as an abort', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { client } = setup({ response: () => Promise.reject(abort) });
    await expect(client.get('/x')).rejects.toBe(abort);
  });
});

describe('ApiClient: the trace of each call', () => {
  const traceparentOf = (init: RequestInit) => (init.headers as Record<string, string>).traceparent;

  it('sends every call under a trace of its own (W3C traceparent), without a token too', async () => {
    const { client, call } = setup({ token: '' });
    await client.get('/recipes');
    await client.post('/orders', { id: 'o1' });
    const [first, second] = [parseTraceparent(traceparentOf(call(0)[1])), parseTraceparent(traceparentOf(call(1)[1]))];
    expect(first).toEqual({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/), spanId: expect.stringMatching(/^[0-9a-f]{16}$/), sampled: true });
    expect(second?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.traceId).not.toBe(first!.traceId);
  });

  it('names the page load in every call (tracestate), the same for every call of one load of the app', async () => {
    const { client, call } = setup({ token: '' });
    await client.get('/recipes');
    await client.post('/orders', { id: 'o1' });
    const states = [0, 1].map((i) => (call(i)[1].headers as Record<string, string>).tracestate);
    expect(states[0]).toMatch(/^tipsy=[0-9a-f]{16}$/);
    expect(states[1]).toBe(states[0]);
    expect(pageLoadOf(states[0])).toBe(PAGE_LOAD_ID);
  });

  it("a failure on the server's side or on the way has a short reference to the call's trace", async () => {
    const failed = setup({ response: fakeResponse(500, { error: 'Something went wrong on our side. Please try again.' }) });
    const error = await rejection(failed.client.get('/recipes'));
    const traceId = parseTraceparent(traceparentOf(failed.call()[1]))!.traceId;
    expect(error.traceId).toBe(traceId);
    expect(failureReference(error)).toBe(traceId.slice(0, 8));
    // The words stay the server's.
    expect(failureMessage(error)).toBe('Something went wrong on our side. Please try again.');

    const offline = setup({ response: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(failureReference(await rejection(offline.client.get('/recipes')))).toMatch(/^[0-9a-f]{8}$/);

    // A refusal is the caller's to mend: no reference.
    const refused = await rejection(setup({ response: fakeResponse(409, { error: 'Order cannot move from pending to ready' }) }).client.get('/x'));
    expect(failureReference(refused)).toBeUndefined();
  });
});

describe('ApiClient: the base URL', () => {
  it('upgrades an absolute http base URL to https on an https page', async () => {
    const { client, call } = setup({ baseUrl: 'http://api.example.com/api/', pageUrl: 'https://bar.example.com/' });
    await client.get('/health');
    expect(call()[0]).toBe('https://api.example.com/api/health');
  });

  it('keeps http on an http page', async () => {
    const { client, call } = setup({ baseUrl: 'http://localhost:4280/api', pageUrl: 'http://localhost:4280/' });
    await client.get('/health');
    expect(call()[0]).toBe('http://localhost:4280/api/health');
  });

  it("resolves the relative '/api' against the page", async () => {
    const { client, call } = setup({ baseUrl: '/api', pageUrl: 'https://bar.example.com/manage/orders' });
    await client.get('/orders', { query: { role: 'bartender' } });
    expect(call()[0]).toBe('https://bar.example.com/api/orders?role=bartender');
  });

  it('fails with a message naming the missing base URL', async () => {
    const { client, fetchMock } = setup({ baseUrl: undefined });
    await expect(client.get('/health')).rejects.toThrow(/API base URL is missing/);
    const { client: blank } = setup({ baseUrl: '  ' });
    await expect(blank.get('/health')).rejects.toThrow(/apiBaseUrl/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('resolveImageUrl', () => {
  const base = 'https://api.example.com/api';

  it('resolves /api/images/ and /images/ against the API origin', () => {
    expect(resolveImageUrl('/api/images/recipes/mojito.png', base)).toBe('https://api.example.com/api/images/recipes/mojito.png');
    expect(resolveImageUrl('/images/inventory/gin.webp', base)).toBe('https://api.example.com/images/inventory/gin.webp');
  });

  it('uses absolute http(s) URLs as they are', () => {
    expect(resolveImageUrl('https://cdn.example.net/a.png', base)).toBe('https://cdn.example.net/a.png');
    expect(resolveImageUrl('http://cdn.example.net/b.png', base)).toBe('http://cdn.example.net/b.png');
  });

  it('leaves other values alone and maps empty to undefined', () => {
    expect(resolveImageUrl('/favicon.svg', base)).toBe('/favicon.svg');
    expect(resolveImageUrl('', base)).toBeUndefined();
    expect(resolveImageUrl(undefined, base)).toBeUndefined();
  });

  it('upgrades the API origin to https on an https page, like the client', () => {
    // jsdom's page is http://localhost/, so an http base stays http here.
    expect(resolveImageUrl('/api/images/x.png', 'http://127.0.0.1:4280/api')).toBe('http://127.0.0.1:4280/api/images/x.png');
  });
});

describe('ApiClient: offline, when the sign-in service cannot be reached either', () => {
  const unreachable = () => Object.assign(new Error('endpoints_resolution_error: Endpoints cannot be resolved. See https://aka.ms/msal.js.errors#endpoints_resolution_error'), { errorCode: 'endpoints_resolution_error' });

  it('a read still goes out, without a token, so that the menu the app kept can answer it', async () => {
    const fetchMock = jest.fn<Promise<Response>, FetchCall>(async () => fakeResponse(200, { data: [{ id: 'negroni' }] }));
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(unreachable()), fetch: fetchMock as unknown as typeof fetch, pageUrl: () => 'https://bar.example.com/' });
    await expect(client.get('/recipes')).resolves.toEqual([{ id: 'negroni' }]);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['X-Authorization']).toBeUndefined();
  });

  it('a write fails as no connection, said in words, never with the sign-in library\'s code or link', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = jest.fn<Promise<Response>, FetchCall>();
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(unreachable()), fetch: fetchMock as unknown as typeof fetch, pageUrl: () => 'https://bar.example.com/' });
    const error = await rejection(client.post('/orders', { id: 'o1' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error.status).toBe(0);
    expect(failureMessage(error)).toBe("Could not reach the bar's server. Check your connection (Wi-Fi or mobile data) and try again.");
    expect(failureMessage(error)).not.toMatch(/msal|aka\.ms|endpoints/);
  });

  afterEach(() => jest.restoreAllMocks());

  it('online, a read the server refuses for want of a token says the sign-in service is unreachable and is retried', async () => {
    const fetchMock = jest.fn<Promise<Response>, FetchCall>(async () => fakeResponse(401, { error: 'Sign in required' }));
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(unreachable()), fetch: fetchMock as unknown as typeof fetch, pageUrl: () => 'https://bar.example.com/' });
    const error = await rejection(client.get('/orders'));
    expect(isWaitingForSignIn(error)).toBe(true);
    expect(failureMessage(error)).toBe("Can't reach the sign-in service; retrying...");
    expect(failureMessage(error)).not.toMatch(/Sign in required/);
  });

  it('online, a write is not sent and says the sign-in service is unreachable', async () => {
    const fetchMock = jest.fn<Promise<Response>, FetchCall>();
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(unreachable()), fetch: fetchMock as unknown as typeof fetch, pageUrl: () => 'https://bar.example.com/' });
    const error = await rejection(client.post('/orders', { id: 'o1' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isWaitingForSignIn(error)).toBe(false);
    expect(failureMessage(error)).toBe("Can't reach the sign-in service, so this was not sent. Try again in a moment.");
  });

  it('a refusal that is not for the token (403) stays the server\'s own', async () => {
    const fetchMock = jest.fn<Promise<Response>, FetchCall>(async () => fakeResponse(403, { error: 'Managers only' }));
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(unreachable()), fetch: fetchMock as unknown as typeof fetch, pageUrl: () => 'https://bar.example.com/' });
    expect(failureMessage(await rejection(client.get('/orders')))).toBe('Managers only');
  });

  it('any other sign-in failure is not taken for being offline', async () => {
    const client = new ApiClient({ baseUrl: '/api', getToken: () => Promise.reject(Object.assign(new Error('interaction_required'), { errorCode: 'interaction_required' })), fetch: jest.fn() as unknown as typeof fetch });
    await expect(client.get('/recipes')).rejects.toThrow('interaction_required');
  });
});
