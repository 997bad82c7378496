import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, waitForPort } from './ports';

const localRequire = createRequire(__filename);

interface Account {
  name: string;
  key: string;
}

/** A storage account of this data folder, with a key made on first use (never a published one). */
function localAccount(dataDir: string): Account {
  const file = join(dataDir, 'azurite-account.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Account;
  const account = { name: 'barlocal', key: randomBytes(64).toString('base64') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(account), { mode: 0o600 });
  return account;
}

/** Azurite's blob service as a child process, persisted in `<dataDir>/azurite`; what it acknowledged survives a kill. */
export class LocalAzurite {
  private child: ChildProcess | undefined;
  port = 0;
  private readonly account: Account;

  constructor(
    private readonly dataDir: string,
    private readonly log: (line: string) => void,
    private readonly host = '127.0.0.1',
  ) {
    this.account = localAccount(dataDir);
  }

  get connectionString(): string {
    return [
      'DefaultEndpointsProtocol=http',
      `AccountName=${this.account.name}`,
      `AccountKey=${this.account.key}`,
      `BlobEndpoint=http://${this.host}:${this.port}/${this.account.name}`,
    ].join(';');
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort(this.host);
    const location = join(this.dataDir, 'azurite');
    mkdirSync(location, { recursive: true });
    const bin = join(localRequire.resolve('azurite/package.json'), '..', 'dist', 'src', 'blob', 'main.js');
    const child = spawn(
      process.execPath,
      // azurite-durable.cjs: metadata saved before each write is answered (Azurite alone saves it every 5 s).
      ['--require', join(__dirname, 'azurite-durable.cjs'), bin, '--blobHost', this.host, '--blobPort', String(this.port), '--skipApiVersionCheck', '--disableTelemetry', '--silent', '--location', location],
      { env: { ...process.env, AZURITE_ACCOUNTS: `${this.account.name}:${this.account.key}` }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => this.log(`[azurite] ${chunk.toString().trim()}`));
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`Azurite exited with code ${code} before it was ready`))),
    );
    await Promise.race([waitForPort(this.port, this.host), exited]);
  }

  /** Stops Azurite and waits for the process to end (so a restart finds its files free). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.child = undefined;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
