import { CosmosClient } from '@azure/cosmos';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
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
 * One acknowledged change, as its result (not as the request): replaying a journal from any point of an older
 * snapshot ends in the same state, so a snapshot taken while writes go on needs no pause.
 */
type JournalEntry =
  | { t: 'db'; db: string }
  | { t: 'dropdb'; db: string }
  | { t: 'coll'; db: string; def: { id: string; partitionKey?: unknown; indexingPolicy?: unknown; uniqueKeyPolicy?: unknown } }
  | { t: 'dropcoll'; db: string; coll: string }
  | { t: 'put'; db: string; coll: string; doc: Record<string, unknown> }
  | { t: 'del'; db: string; coll: string; id: string; pk: unknown };

function withoutSystemFields(doc: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc };
  for (const f of SYSTEM_FIELDS) delete copy[f];
  return copy;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isDoc = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

/** The entries a successful write request leaves, from its path, the server's answer and (for a batch) the request. */
export function journalEntries(method: string, path: string, headers: IncomingMessage['headers'], answer: unknown, request: unknown): JournalEntry[] {
  const parts = path.split('/').filter(Boolean);
  const [dbs, db, colls, coll, docs, id] = parts;
  if (dbs !== 'dbs') return [];
  if (parts.length === 1 && method === 'POST' && isDoc(answer)) return [{ t: 'db', db: answer.id as string }];
  if (parts.length === 2 && method === 'DELETE') return [{ t: 'dropdb', db: db! }];
  if (colls !== 'colls') return [];
  if (parts.length === 3 && method === 'POST' && isDoc(answer)) return [{ t: 'coll', db: db!, def: collectionDef(answer) }];
  if (parts.length === 4 && method === 'PUT' && isDoc(answer)) return [{ t: 'coll', db: db!, def: collectionDef(answer) }];
  if (parts.length === 4 && method === 'DELETE') return [{ t: 'dropcoll', db: db!, coll: coll! }];
  if (docs !== 'docs') return [];
  if (parts.length === 5 && method === 'POST') {
    if (!headers['x-ms-cosmos-is-batch-request']) return isDoc(answer) ? [{ t: 'put', db: db!, coll: coll!, doc: withoutSystemFields(answer) }] : [];
    // A batch: each operation that succeeded, in order.
    const results = Array.isArray(answer) ? (answer as Array<{ statusCode?: number; resourceBody?: unknown }>) : [];
    const inputs = Array.isArray(request) ? (request as Array<{ operationType?: string; id?: string; partitionKey?: unknown }>) : [];
    const out: JournalEntry[] = [];
    results.forEach((result, i) => {
      if (!result || (result.statusCode ?? 500) >= 300) return;
      // A read inside a batch (the orders' marker as the batch found it) changes nothing.
      if (inputs[i]?.operationType === 'Read') return;
      if (isDoc(result.resourceBody)) out.push({ t: 'put', db: db!, coll: coll!, doc: withoutSystemFields(result.resourceBody) });
      else if (inputs[i]?.operationType === 'Delete' && typeof inputs[i]?.id === 'string') {
        out.push({ t: 'del', db: db!, coll: coll!, id: inputs[i]!.id!, pk: partitionValue(inputs[i]!.partitionKey) });
      }
    });
    return out;
  }
  if (parts.length === 6 && (method === 'PUT' || method === 'PATCH') && isDoc(answer)) return [{ t: 'put', db: db!, coll: coll!, doc: withoutSystemFields(answer) }];
  if (parts.length === 6 && method === 'DELETE') {
    return [{ t: 'del', db: db!, coll: coll!, id: id!, pk: partitionValue(headers['x-ms-documentdb-partitionkey']) }];
  }
  return [];
}

function collectionDef(answer: Record<string, unknown>): Extract<JournalEntry, { t: 'coll' }>['def'] {
  return {
    id: answer.id as string,
    ...(answer.partitionKey ? { partitionKey: answer.partitionKey } : {}),
    ...(answer.indexingPolicy ? { indexingPolicy: answer.indexingPolicy } : {}),
    ...(answer.uniqueKeyPolicy ? { uniqueKeyPolicy: answer.uniqueKeyPolicy } : {}),
  };
}

/** A partition key as the SDK takes it: the header and batch operations carry it as a JSON array (or a string of one). */
function partitionValue(raw: unknown): unknown {
  const value = typeof raw === 'string' ? parseJson(raw) : raw;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request may change data (and so needs journalling and a snapshot): not a read, a query, or a query's
 * plan. A plan request counted as a change made every snapshot, whose reads fetch plans, start the next one: at
 * tens of thousands of documents the server did nothing else.
 */
export function isChange(method: string | undefined, headers: IncomingMessage['headers']): boolean {
  return method !== 'GET' && !headers['x-ms-documentdb-isquery'] && !headers['x-ms-cosmos-is-query-plan-request'];
}

/**
 * Documents' versions as Azure Cosmos DB writes them: an HTTP entity tag, in double quotes (`"0000d1a2-..."`);
 * the local server makes bare UUIDs. The API hands a document's version to clients as its ETag and takes it back
 * in If-Match, so the local stack must give the same form as Azure, or the local ETag header is not a valid entity
 * tag (RFC 9110 8.8.3). Every version the server gives (the etag header, a batch's eTag, a query's _etag) is the
 * document's _etag, and every If-Match it compares is compared with it, so quoting it where documents are stored is
 * enough. Done once, on the server's Documents class.
 */
function quoteDocumentVersions(): void {
  const documents = (createRequire(__filename)('@vercel/cosmosdb-server/lib/account/documents.js') as { default: { prototype: Record<string, unknown> } }).default.prototype;
  if (documents.__quotedVersions) return;
  const set = documents._set as (this: unknown, data: { _etag?: unknown }) => unknown;
  documents._set = function (this: unknown, data: { _etag?: unknown }) {
    if (typeof data._etag === 'string' && !data._etag.startsWith('"')) data._etag = `"${data._etag}"`;
    return set.call(this, data);
  };
  documents.__quotedVersions = true;
}

/**
 * The local Cosmos DB: @vercel/cosmosdb-server, in memory, with keep-alive. Every write is appended to a journal
 * (`<dataDir>/cosmos/journal.log`, one JSON line per change) before the server answers it, so nothing it
 * acknowledged is lost when a process of the stack is killed. The content is also snapshotted to
 * `<dataDir>/cosmos/snapshot.json` (after writes, at most every 2 s, and on stop), which empties the journal of
 * what the snapshot holds. At start the snapshot is loaded and the journal replayed.
 */
export class LocalCosmos {
  private server: ReturnType<typeof createHttpsServer> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dirty = false;
  private saving: Promise<void> | undefined;
  /** The journal's file descriptor and how many bytes it holds; writes are journalled only while it is open. */
  private journalFd: number | undefined;
  private journalBytes = 0;
  port = 0;

  constructor(
    private readonly dataDir: string,
    private readonly host = '127.0.0.1',
    /** Also flush each journal line to the disk (survives a power cut, not only a killed process); slower. */
    private readonly syncEachWrite = process.env.LOCAL_COSMOS_FSYNC === '1',
  ) {}

  get endpoint(): string {
    return `https://${this.host}:${this.port}`;
  }

  private get snapshotPath(): string {
    return join(this.dataDir, 'cosmos', 'snapshot.json');
  }

  private get journalPath(): string {
    return join(this.dataDir, 'cosmos', 'journal.log');
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
    quoteDocumentVersions();
    const server = createHttpsServer({ keepAlive: true } as never);
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!isChange(req.method, req.headers)) return;
      this.dirty = true;
      if (this.journalFd !== undefined) this.journalBeforeAnswer(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    await this.load();
    const replayed = await this.replayJournal();
    mkdirSync(join(this.dataDir, 'cosmos'), { recursive: true });
    this.journalFd = openSync(this.journalPath, 'a');
    this.journalBytes = existsSync(this.journalPath) ? readFileSync(this.journalPath).length : 0;
    // A replayed journal is folded into the next snapshot.
    this.dirty = replayed > 0;
    this.timer = setInterval(() => void this.saveIfDirty(), 2000);
    this.timer.unref();
  }

  /**
   * Appends what a write changed to the journal just before its answer leaves: the server applies a write and
   * answers it in one turn of the event loop, so the journal has the server's order. A write that cannot be
   * journalled is answered 503 instead (it may have changed memory, but it was never acknowledged).
   */
  private journalBeforeAnswer(req: IncomingMessage, res: ServerResponse) {
    // The path as the server routes it: up to '?' or '#', without empty segments, each segment decoded.
    const path = (req.url ?? '/').split(/[?#]/)[0]!.split('/').filter(Boolean).map(decodeSegment).join('/');
    let requestBody: Buffer[] | undefined;
    if (req.headers['x-ms-cosmos-is-batch-request']) {
      requestBody = [];
      req.on('data', (chunk: Buffer) => requestBody!.push(chunk));
    }
    const response = res as unknown as { end: (...args: unknown[]) => unknown };
    const end = response.end.bind(res);
    response.end = (...args: unknown[]) => {
      if (res.statusCode < 300 && this.journalFd !== undefined) {
        try {
          const answer = typeof args[0] === 'string' || Buffer.isBuffer(args[0]) ? parseJson(args[0].toString()) : undefined;
          const request = requestBody ? parseJson(Buffer.concat(requestBody).toString('utf8')) : undefined;
          const entries = journalEntries(req.method ?? '', path, req.headers, answer, request);
          if (entries.length) this.append(entries);
        } catch (err) {
          console.error(`[cosmos] journal write failed: ${err instanceof Error ? err.message : String(err)}`);
          res.statusCode = 503;
          return end(JSON.stringify({ code: 'ServiceUnavailable', message: 'The local database could not journal this write' }));
        }
      }
      return end(...args);
    };
  }

  private append(entries: JournalEntry[]): void {
    const bytes = Buffer.from(entries.map((e) => `${JSON.stringify(e)}\n`).join(''), 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(this.journalFd!, bytes, written);
    if (this.syncEachWrite) fsyncSync(this.journalFd!);
    this.journalBytes += bytes.length;
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

  /** Applies the journal's entries in order; a torn last line (a write that was never answered) is skipped. */
  private async replayJournal(): Promise<number> {
    if (!existsSync(this.journalPath)) return 0;
    const lines = readFileSync(this.journalPath, 'utf8').split('\n').filter(Boolean);
    const client = this.client();
    const gone = (err: unknown) => {
      if ((err as { code?: number }).code !== 404) throw err;
    };
    let applied = 0;
    try {
      for (const line of lines) {
        const entry = parseJson(line) as JournalEntry | undefined;
        if (!entry) continue;
        try {
          if (entry.t === 'db') await client.databases.createIfNotExists({ id: entry.db });
          else if (entry.t === 'dropdb') await client.database(entry.db).delete().catch(gone);
          else if (entry.t === 'coll') await client.database(entry.db).containers.createIfNotExists(entry.def as never);
          else if (entry.t === 'dropcoll') await client.database(entry.db).container(entry.coll).delete().catch(gone);
          else if (entry.t === 'put') await client.database(entry.db).container(entry.coll).items.upsert(entry.doc);
          else await client.database(entry.db).container(entry.coll).item(entry.id, entry.pk as never).delete().catch(gone);
          applied++;
        } catch (err) {
          console.error(`[cosmos] journal entry not replayed (${entry.t}): ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    } finally {
      client.dispose();
    }
    return applied;
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
    // Everything journalled so far is in memory before the snapshot starts reading: the snapshot holds it (or a
    // later state of the same documents, whose entries come after this mark and stay in the journal).
    const mark = this.journalBytes;
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
            documents: docs.map((d) => withoutSystemFields(d)),
          });
        }
        snapshot.databases.push(entry);
      }
      mkdirSync(join(this.dataDir, 'cosmos'), { recursive: true });
      const tmp = `${this.snapshotPath}.tmp`;
      writeFileSync(tmp, JSON.stringify(snapshot));
      renameSync(tmp, this.snapshotPath);
      this.dropJournalUpTo(mark);
    } catch (err) {
      this.dirty = true;
      console.error(`[cosmos] snapshot failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      client.dispose();
    }
  }

  /** Keeps only the journal written after `mark` (synchronous: no write is journalled in between). */
  private dropJournalUpTo(mark: number): void {
    if (this.journalFd === undefined || mark === 0) return;
    const rest = readFileSync(this.journalPath).subarray(mark);
    const tmp = `${this.journalPath}.tmp`;
    writeFileSync(tmp, rest);
    renameSync(tmp, this.journalPath);
    closeSync(this.journalFd);
    this.journalFd = openSync(this.journalPath, 'a');
    this.journalBytes = rest.length;
  }

  /** Stops the server after writing the last changes to the snapshot. */
  async stop(): Promise<void> {
    if (!this.server) return;
    if (this.timer) clearInterval(this.timer);
    if (this.saving) await this.saving;
    await this.saveIfDirty();
    const server = this.server;
    this.server = undefined;
    if (this.journalFd !== undefined) closeSync(this.journalFd);
    this.journalFd = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    });
  }
}

/** A path segment as the server reads it (the SDK sends ids unencoded; the server decodes what is encoded). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
