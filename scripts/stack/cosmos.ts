import { CosmosClient } from '@azure/cosmos';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The local server checks no key; any value will do. */
export const LOCAL_COSMOS_KEY = Buffer.from('local-cosmos-emulator-key').toString('base64');

interface Snapshot {
  version: 1;
  databases: Array<{
    id: string;
    containers: Array<{ id: string; partitionKey: unknown; indexingPolicy?: unknown; documents: Array<Record<string, unknown>> }>;
  }>;
}

const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts'];

/**
 * The local Cosmos DB: @vercel/cosmosdb-server, in memory, with keep-alive. Its content is snapshotted to
 * `<dataDir>/cosmos/snapshot.json` (after writes, at most every 2 s, and on stop) and loaded again at start,
 * so data survives a restart.
 */
export class LocalCosmos {
  private server: ReturnType<typeof createHttpsServer> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dirty = false;
  private saving: Promise<void> | undefined;
  port = 0;

  constructor(
    private readonly dataDir: string,
    private readonly host = '127.0.0.1',
  ) {}

  get endpoint(): string {
    return `https://${this.host}:${this.port}`;
  }

  private get snapshotPath(): string {
    return join(this.dataDir, 'cosmos', 'snapshot.json');
  }

  private client(): CosmosClient {
    return new CosmosClient({
      endpoint: this.endpoint,
      key: LOCAL_COSMOS_KEY,
      agent: new https.Agent({ rejectUnauthorized: false, keepAlive: true }),
      connectionPolicy: { enableEndpointDiscovery: false },
    } as never);
  }

  async start(port = this.port): Promise<void> {
    const server = createHttpsServer({ keepAlive: true } as never);
    server.prependListener('request', (req) => {
      if (req.method !== 'GET' && !req.headers['x-ms-documentdb-isquery']) this.dirty = true;
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    await this.load();
    this.dirty = false;
    this.timer = setInterval(() => void this.saveIfDirty(), 2000);
    this.timer.unref();
  }

  private async load(): Promise<void> {
    if (!existsSync(this.snapshotPath)) return;
    const snapshot = JSON.parse(readFileSync(this.snapshotPath, 'utf8')) as Snapshot;
    const client = this.client();
    for (const db of snapshot.databases) {
      const { database } = await client.databases.createIfNotExists({ id: db.id });
      for (const c of db.containers) {
        const { container } = await database.containers.createIfNotExists({
          id: c.id,
          partitionKey: c.partitionKey as never,
          ...(c.indexingPolicy ? { indexingPolicy: c.indexingPolicy as never } : {}),
        });
        for (let i = 0; i < c.documents.length; i += 50) {
          await Promise.all(c.documents.slice(i, i + 50).map((doc) => container.items.upsert(doc)));
        }
      }
    }
    client.dispose();
  }

  private async saveIfDirty(): Promise<void> {
    if (!this.dirty || !this.server) return;
    this.saving ??= this.save().finally(() => {
      this.saving = undefined;
    });
    return this.saving;
  }

  private async save(): Promise<void> {
    this.dirty = false;
    const client = this.client();
    try {
      const snapshot: Snapshot = { version: 1, databases: [] };
      const { resources: dbs } = await client.databases.readAll().fetchAll();
      for (const db of dbs) {
        const database = client.database(db.id);
        const { resources: containers } = await database.containers.readAll().fetchAll();
        const entry: Snapshot['databases'][number] = { id: db.id, containers: [] };
        for (const c of containers) {
          const { resources: docs } = await database.container(c.id).items.readAll().fetchAll();
          entry.containers.push({
            id: c.id,
            partitionKey: c.partitionKey,
            ...(c.indexingPolicy ? { indexingPolicy: c.indexingPolicy } : {}),
            documents: docs.map((d) => {
              const copy: Record<string, unknown> = { ...d };
              for (const f of SYSTEM_FIELDS) delete copy[f];
              return copy;
            }),
          });
        }
        snapshot.databases.push(entry);
      }
      mkdirSync(join(this.dataDir, 'cosmos'), { recursive: true });
      const tmp = `${this.snapshotPath}.tmp`;
      writeFileSync(tmp, JSON.stringify(snapshot));
      renameSync(tmp, this.snapshotPath);
    } catch (err) {
      this.dirty = true;
      console.error(`[cosmos] snapshot failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      client.dispose();
    }
  }

  /** Stops the server after writing the last changes to the snapshot. */
  async stop(): Promise<void> {
    if (!this.server) return;
    if (this.timer) clearInterval(this.timer);
    if (this.saving) await this.saving;
    await this.saveIfDirty();
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    });
  }
}
