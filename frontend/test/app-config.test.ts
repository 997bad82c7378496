import { AppConfigError, loadAppConfig, parseAppConfig, resolveApiBaseUrl } from '../src/config/app-config';
import { fakeResponse } from './support/fake-response';

const page = 'https://bar.example.com/';

describe('app configuration', () => {
  it('accepts development mode with only the API base URL, naming the product The Tipsy Tap', () => {
    expect(parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api' }, page)).toEqual({
      authMode: 'dev',
      apiBaseUrl: 'https://bar.example.com/api',
      productName: 'The Tipsy Tap',
      authority: undefined,
      clientId: undefined,
      apiScope: undefined,
      knownAuthorities: undefined,
      money: { currency: 'USD', locale: 'en-US' },
    });
  });

  it("takes the bar's currency and locale, and names a bad one", () => {
    expect(parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', currency: 'EUR', locale: 'de-DE' }, page).money).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', currency: 'euro' }, page)).toThrow(/currency must be an ISO 4217 currency code/);
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', locale: 'de_DE' }, page)).toThrow(/locale must be a BCP 47 locale tag/);
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', currency: 5 }, page)).toThrow(/currency must be a string/);
  });

  it('reads the local OpenID Connect provider settings, with its host as known authority', () => {
    const cfg = parseAppConfig(
      {
        authMode: 'oidc',
        apiBaseUrl: '/api',
        authority: 'https://localhost:4443',
        clientId: 'bar-app-spa',
        apiScope: 'api://bar-app/access_as_user',
        productName: 'Bar',
      },
      'http://localhost:4280/',
    );
    expect(cfg).toMatchObject({
      authMode: 'oidc',
      apiBaseUrl: 'http://localhost:4280/api',
      authority: 'https://localhost:4443',
      clientId: 'bar-app-spa',
      apiScope: 'api://bar-app/access_as_user',
      knownAuthorities: ['localhost:4443'],
      productName: 'Bar',
    });
  });

  it('names what is missing', () => {
    expect(() => parseAppConfig({ authMode: 'oidc' }, page)).toThrow(AppConfigError);
    let message = '';
    try {
      parseAppConfig({ authMode: 'entra' }, page);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/apiBaseUrl is required/);
    expect(() => parseAppConfig({ authMode: 'entra', apiBaseUrl: '/api' }, page)).toThrow(/authority is required.*clientId is required/);
    expect(() => parseAppConfig({ authMode: 'magic', apiBaseUrl: '/api' }, page)).toThrow(/authMode must be one of dev, oidc, entra/);
    expect(() => parseAppConfig(['dev'], page)).toThrow(/app-config.json must be a JSON object/);
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '  ' }, page)).toThrow(/apiBaseUrl is required/);
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', productName: 7 }, page)).toThrow(/productName must be a string/);
    expect(() => parseAppConfig({ authMode: 'dev', apiBaseUrl: '/api', knownAuthorities: 'login.example' }, page)).toThrow(
      /knownAuthorities must be a list of host names/,
    );
  });

  it('refuses an http authority (MSAL would)', () => {
    expect(() =>
      parseAppConfig({ authMode: 'oidc', apiBaseUrl: '/api', authority: 'http://localhost:4443', clientId: 'x' }, page),
    ).toThrow(/authority must be an https/);
  });

  it('upgrades an http API base URL on an https page and drops the trailing slash', () => {
    expect(resolveApiBaseUrl('http://api.example.com/api/', page)).toBe('https://api.example.com/api');
    expect(() => resolveApiBaseUrl('', page)).toThrow('API base URL is missing: set apiBaseUrl in /app-config.json');
  });

  it('loads /app-config.json and reports a failed fetch', async () => {
    const ok = jest.fn(async () => fakeResponse(200, { authMode: 'dev', apiBaseUrl: '/api' }));
    await expect(loadAppConfig(ok as unknown as typeof fetch, page)).resolves.toMatchObject({ authMode: 'dev' });
    expect(ok).toHaveBeenCalledWith('/app-config.json', expect.anything());
    const missing = jest.fn(async () => fakeResponse(404, 'nope', { statusText: 'Not Found', contentType: 'text/plain' }));
    await expect(loadAppConfig(missing as unknown as typeof fetch, page)).rejects.toThrow(/Could not load \/app-config.json: HTTP 404/);
  });
});
