import type * as CosmosModule from '@azure/cosmos';
import type { CosmosClient, Container, Database } from '@azure/cosmos';
import https from 'node:https';
import { azureCredential } from '../auth/azure-credential';
import { config, type ApiConfig } from '../config';
import { CONTAINER_LIST, CONTAINERS, type ContainerName } from './containers';
import { recordCosmosCharge, recordCosmosRequest } from './request-count';
import { isSkippedQueryPlan, skippedQueryPlan } from './query-plan';
import { traceClient } from '../telemetry/switch';

let client: CosmosClient | undefined;
let database: Database | undefined;
let provisioned: Promise<void> | undefined;

/**
 * Counts the requests this process sends to Cosmos (the performance budgets count them at the client);
 * per API call: ./request-count.ts.
 */
export const cosmosRequestCounter = { count: 0 };

function createClient(cfg: ApiConfig): CosmosClient {
  // Loaded on the first database call, not at start: the SDK is a large part of a cold start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CosmosClient } = require('@azure/cosmos') as typeof CosmosModule;
  const agent = cfg.COSMOS_ALLOW_SELF_SIGNED
    ? new https.Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 64 })
    : undefined;
  const server = new URL(cfg.COSMOS_ENDPOINT).hostname;
  const common = {
    endpoint: cfg.COSMOS_ENDPOINT,
    ...(agent ? { agent } : {}),
    connectionPolicy: {
      enableEndpointDiscovery: !cfg.COSMOS_ALLOW_SELF_SIGNED,
      requestTimeout: 10_000,
      retryOptions: { maxRetryAttemptCount: 3, fixedRetryIntervalInMilliseconds: 0, maxWaitTimeInSeconds: 5 },
    },
    plugins: [
      {
        on: 'request' as const,
        plugin: async (context: unknown, diagNode: unknown, next: (ctx: unknown) => Promise<unknown>) => {
          // The plan of a query that runs as sent (query-plan.ts): never used, so never fetched. Not a request.
          if (isSkippedQueryPlan(context)) throw skippedQueryPlan();
          cosmosRequestCounter.count++;
          recordCosmosRequest();
          // A client span per request when telemetry is on (telemetry/switch.ts): the SDK traces none itself.
          const request = context as { operationType?: string; resourceType?: string; method?: string };
          return traceClient(
            `Cosmos DB ${request.operationType ?? 'request'} ${request.resourceType ?? ''}`.trim(),
            {
              'az.namespace': 'Microsoft.DocumentDB',
              'db.system.name': 'azure.cosmosdb',
              'db.operation.name': request.operationType ?? '',
              'http.request.method': request.method ?? '',
              'server.address': server,
            },
            async (set) => {
              try {
                const response = (await next(context)) as { headers?: Record<string, unknown>; code?: number } | undefined;
                recordCosmosCharge(response?.headers?.['x-ms-request-charge']);
                set({ 'db.cosmosdb.request_charge': Number(response?.headers?.['x-ms-request-charge'] ?? 0) });
                return response;
              } catch (err) {
                recordCosmosCharge((err as { headers?: Record<string, unknown> } | undefined)?.headers?.['x-ms-request-charge']);
                throw err;
              }
            },
          );
        },
      },
    ],
  };
  if (cfg.COSMOS_KEY) return new CosmosClient({ ...common, key: cfg.COSMOS_KEY } as never);
  // In Azure: the Function App's managed identity, no keys anywhere.
  return new CosmosClient({ ...common, aadCredentials: azureCredential() } as never);
}

export function cosmosDatabase(): Database {
  if (!database) {
    const cfg = config();
    client = createClient(cfg);
    database = client.database(cfg.COSMOS_DATABASE);
  }
  return database;
}

/** Creates the database and containers when missing. Only where COSMOS_PROVISION is set (locally). */
export function ensureProvisioned(): Promise<void> {
  const cfg = config();
  if (!cfg.COSMOS_PROVISION) return Promise.resolve();
  provisioned ??= (async () => {
    cosmosDatabase();
    const { database: db } = await client!.databases.createIfNotExists({ id: cfg.COSMOS_DATABASE });
    for (const def of CONTAINER_LIST) {
      await db.containers.createIfNotExists({
        id: def.name,
        partitionKey: { paths: [def.partitionKey] },
        ...(def.compositeIndexes ? { indexingPolicy: { compositeIndexes: def.compositeIndexes } } : {}),
      });
    }
  })().catch((err: unknown) => {
    provisioned = undefined;
    throw err;
  });
  return provisioned;
}

export function container(name: ContainerName): Container {
  return cosmosDatabase().container(CONTAINERS[name].name);
}
