import type { AccessToken, GetTokenOptions, TokenCredential } from '@azure/core-auth';

let credential: TokenCredential | undefined;

/**
 * The Function App's managed identity in Azure (DefaultAzureCredential), loaded only when a service is reached
 * without a key, so that local runs and cold starts do not pay for it: `@azure/identity` is imported on the
 * first token request, which keeps it out of the modules a route loads (docs/performance.md).
 */
export function azureCredential(): TokenCredential {
  if (!credential) {
    let real: Promise<TokenCredential> | undefined;
    credential = {
      async getToken(scopes: string | string[], options?: GetTokenOptions): Promise<AccessToken | null> {
        real ??= import('@azure/identity').then((identity) => new identity.DefaultAzureCredential());
        return (await real).getToken(scopes, options);
      },
    };
  }
  return credential;
}
