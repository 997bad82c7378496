import type { TokenCredential } from '@azure/core-auth';
import type * as Identity from '@azure/identity';

let credential: TokenCredential | undefined;

/**
 * The Function App's managed identity in Azure (DefaultAzureCredential), loaded only when a service is reached
 * without a key, so that local runs and cold starts do not pay for it.
 */
export function azureCredential(): TokenCredential {
  if (!credential) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const identity = require('@azure/identity') as typeof Identity;
    credential = new identity.DefaultAzureCredential();
  }
  return credential;
}
