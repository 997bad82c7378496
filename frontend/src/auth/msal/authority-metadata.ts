/**
 * The sign-in provider's OpenID configuration (its .well-known/openid-configuration document), kept on this device.
 *
 * MSAL keeps that document in memory only: after a reload every token request, even one answered from the token
 * cache, first fetches it again, so a still-valid token could not be used while the provider was unreachable. The
 * app hands MSAL the last copy it saw (`authorityMetadata`) and fetches a fresh copy in the background on every
 * start (docs/adr: sign-in provider outage).
 */

export const AUTHORITY_METADATA_KEY = 'tipsy-tap.authority-metadata';

/** The fields MSAL requires of the document (it refuses one without them). */
const REQUIRED_FIELDS = ['authorization_endpoint', 'token_endpoint', 'issuer', 'jwks_uri'] as const;

/** The largest document kept (a provider's is a few kilobytes). */
const MAX_DOCUMENT_CHARS = 64 * 1024;

export function openIdConfigurationUrl(authority: string): string {
  return `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** The document as MSAL takes it (a JSON string), or null when it is not one. */
export function metadataText(document: unknown): string | null {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return null;
  const record = document as Record<string, unknown>;
  if (!REQUIRED_FIELDS.every((field) => typeof record[field] === 'string' && /^https:\/\//i.test(record[field]))) return null;
  const text = JSON.stringify(document);
  return text.length <= MAX_DOCUMENT_CHARS ? text : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The copy kept for this authority, or undefined (none, another authority's, or unreadable). */
export function readAuthorityMetadata(authority: string, store: Storage | null = storage()): string | undefined {
  try {
    const kept: unknown = JSON.parse(store?.getItem(AUTHORITY_METADATA_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { authority: keptFor, metadata } = kept as { authority?: unknown; metadata?: unknown };
    if (keptFor !== authority || typeof metadata !== 'string') return undefined;
    return metadataText(JSON.parse(metadata)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the document and keeps it for the next start; a failure (provider unreachable, not a document) keeps
 * the copy there was and is only logged.
 */
export async function refreshAuthorityMetadata(
  authority: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  store: Storage | null = storage(),
): Promise<boolean> {
  try {
    const response = await fetchImpl(openIdConfigurationUrl(authority), { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const metadata = metadataText(await response.json());
    if (!metadata) throw new Error('not an OpenID configuration document');
    store?.setItem(AUTHORITY_METADATA_KEY, JSON.stringify({ authority, metadata }));
    return true;
  } catch (error) {
    console.warn('The sign-in provider’s configuration could not be refreshed; the kept copy stays in use.', error);
    return false;
  }
}
