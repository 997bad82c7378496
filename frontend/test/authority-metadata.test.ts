import { AUTHORITY_METADATA_KEY, openIdConfigurationUrl, readAuthorityMetadata, refreshAuthorityMetadata } from '../src/auth/msal/authority-metadata';
import { buildMsalConfiguration } from '../src/auth/msal/msal-config';
import { fakeResponse } from './support/fake-response';

const AUTHORITY = 'https://localhost:4443';
const DOCUMENT = {
  issuer: 'https://localhost:4443',
  authorization_endpoint: 'https://localhost:4443/auth',
  token_endpoint: 'https://localhost:4443/token',
  jwks_uri: 'https://localhost:4443/jwks',
};

describe("the sign-in provider's configuration kept on the device", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('is fetched from the provider and handed to MSAL at the next start', async () => {
    const fetchMock = jest.fn(async () => fakeResponse(200, DOCUMENT));
    await expect(refreshAuthorityMetadata(AUTHORITY, fetchMock as unknown as typeof fetch)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(openIdConfigurationUrl(AUTHORITY), expect.anything());
    expect(openIdConfigurationUrl(`${AUTHORITY}/`)).toBe('https://localhost:4443/.well-known/openid-configuration');
    const kept = readAuthorityMetadata(AUTHORITY);
    expect(JSON.parse(kept!)).toEqual(DOCUMENT);
    const config = buildMsalConfiguration({ authMode: 'oidc', apiBaseUrl: '/api', authority: AUTHORITY, clientId: 'spa' } as never, 'https://bar.example.com', kept);
    expect(config.auth.authorityMetadata).toBe(kept);
  });

  it('a failed refresh (provider unreachable, not a document) keeps the copy there was', async () => {
    await refreshAuthorityMetadata(AUTHORITY, (async () => fakeResponse(200, DOCUMENT)) as unknown as typeof fetch);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshAuthorityMetadata(AUTHORITY, down as unknown as typeof fetch)).resolves.toBe(false);
    const notADocument = jest.fn(async () => fakeResponse(200, { issuer: 'x' }));
    await expect(refreshAuthorityMetadata(AUTHORITY, notADocument as unknown as typeof fetch)).resolves.toBe(false);
    expect(JSON.parse(readAuthorityMetadata(AUTHORITY)!)).toEqual(DOCUMENT);
  });

  it("another authority's copy, or an unreadable one, is not used", async () => {
    await refreshAuthorityMetadata(AUTHORITY, (async () => fakeResponse(200, DOCUMENT)) as unknown as typeof fetch);
    expect(readAuthorityMetadata('https://other.example.com')).toBeUndefined();
    localStorage.setItem(AUTHORITY_METADATA_KEY, '{not json');
    expect(readAuthorityMetadata(AUTHORITY)).toBeUndefined();
    expect(buildMsalConfiguration({ authMode: 'oidc', apiBaseUrl: '/api', authority: AUTHORITY, clientId: 'spa' } as never, 'https://bar.example.com').auth).not.toHaveProperty('authorityMetadata');
  });
});
