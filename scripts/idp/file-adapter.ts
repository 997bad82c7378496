// A storage adapter for oidc-provider that keeps its state (sessions, grants, refresh tokens,
// interactions) in memory and snapshots it to one JSON file, so that a restart of the local stack
// keeps users signed in and MSAL's silent renewal working. Development only: one process per file.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

type Payload = Record<string, unknown>;

interface Entry {
  value: unknown;
  /** Epoch milliseconds; absent = no expiry. */
  expiresAt?: number;
}

/** Models whose records belong to a grant (revoked together when the grant is revoked). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

export class FileStore {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly path: string,
    private readonly clockToleranceSeconds = 15,
  ) {
    if (existsSync(path)) {
      try {
        const stored = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Entry>;
        const now = Date.now();
        for (const [key, entry] of Object.entries(stored)) {
          if (entry.expiresAt === undefined || entry.expiresAt > now) this.entries.set(key, entry);
        }
      } catch {
        // A corrupt snapshot only costs the sessions: start empty.
      }
    }
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, expiresInSeconds?: number): void {
    const expiresAt =
      typeof expiresInSeconds === 'number'
        ? Date.now() + (expiresInSeconds + this.clockToleranceSeconds) * 1000
        : undefined;
    this.entries.set(key, expiresAt === undefined ? { value } : { value, expiresAt });
    this.scheduleSave();
  }

  /** Keeps the expiry, replaces the value. */
  replace(key: string, value: unknown): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.value = value;
    this.scheduleSave();
  }

  expiryOf(key: string): number | undefined {
    return this.entries.get(key)?.expiresAt;
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.scheduleSave();
  }

  private scheduleSave(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), 100);
    this.timer.unref();
  }

  /** Writes the snapshot now (also called on close). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    const snapshot: Record<string, Entry> = {};
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt === undefined || entry.expiresAt > now) snapshot[key] = entry;
      else this.entries.delete(key);
    }
    const temp = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify(snapshot), { mode: 0o600 });
    renameSync(temp, this.path);
  }
}

/** The oidc-provider adapter interface over a FileStore (same indexes as its memory adapter). */
export class FileAdapter {
  constructor(
    private readonly model: string,
    private readonly store: FileStore,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const key = this.key(id);
    const value = structuredClone(payload);
    this.store.set(key, value, expiresIn);
    if (this.model === 'Session' && typeof payload.uid === 'string') {
      this.store.set(`sessionUid:${payload.uid}`, id, expiresIn);
    }
    if (typeof payload.userCode === 'string') {
      this.store.set(`userCode:${payload.userCode}`, id, expiresIn);
    }
    if (GRANTABLE.has(this.model) && typeof payload.grantId === 'string') {
      const grantKey = `grant:${payload.grantId}`;
      const existing = this.store.get<string[]>(grantKey);
      const members = new Set(existing ?? []);
      members.add(key);
      // The index lives as long as its longest-lived member (forever if one never expires).
      const currentExpiry = existing ? this.store.expiryOf(grantKey) : 0;
      const indexExpiresIn =
        expiresIn === undefined || currentExpiry === undefined
          ? undefined
          : Math.max(expiresIn, currentExpiry ? Math.ceil((currentExpiry - Date.now()) / 1000) : 0);
      this.store.set(grantKey, [...members], indexExpiresIn);
    }
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.store.get<Payload>(this.key(id));
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    const id = this.store.get<string>(`sessionUid:${uid}`);
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    const id = this.store.get<string>(`userCode:${userCode}`);
    return id ? this.find(id) : undefined;
  }

  async consume(id: string): Promise<void> {
    const key = this.key(id);
    const payload = this.store.get<Payload>(key);
    if (payload) this.store.replace(key, { ...payload, consumed: Math.floor(Date.now() / 1000) });
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = `grant:${grantId}`;
    for (const key of this.store.get<string[]>(grantKey) ?? []) this.store.delete(key);
    this.store.delete(grantKey);
  }
}
