import { BlobServiceClient } from '@azure/storage-blob';
import { azureCredential } from '../auth/azure-credential';
import { config } from '../config';

let service: BlobServiceClient | undefined;

/** Blob Storage: Azurite locally (connection string), the storage account with managed identity in Azure. */
export function blobService(): BlobServiceClient {
  if (!service) {
    const cfg = config();
    if (cfg.AZURE_STORAGE_CONNECTION_STRING) {
      service = BlobServiceClient.fromConnectionString(cfg.AZURE_STORAGE_CONNECTION_STRING, {
        retryOptions: { maxTries: 2, tryTimeoutInMs: 10_000 },
      });
    } else {
      service = new BlobServiceClient(cfg.AZURE_STORAGE_ACCOUNT_URL!, azureCredential());
    }
  }
  return service;
}
