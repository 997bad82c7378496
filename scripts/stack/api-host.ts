import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = join(__dirname, '..', '..');

/** The built API host (`api/dist/local.js`) as a child process; resolves with its port once it listens. */
export class ApiHost {
  private child: ChildProcess | undefined;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<number> {
    // BAR_API_ENTRY: another build of the host (the bench compares one from before a change).
    const entry = process.env.BAR_API_ENTRY || join(REPO_ROOT, 'api', 'dist', 'local.js');
    if (!existsSync(entry)) throw new Error('The API is not built yet: run `npm run build` (npm start does it for you).');
    // BAR_API_CPU_PROF=DIR: a V8 CPU profile of the API process, written to DIR when it stops (docs/performance.md).
    const profile = process.env.BAR_API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BAR_API_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, '--enable-source-maps', entry], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    createInterface({ input: child.stderr! }).on('line', (line) => this.log(line));
    return new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('{"event":"api-ready"')) {
          resolve((JSON.parse(line) as { port: number }).port);
        } else this.log(line);
      });
      child.once('exit', (code) => reject(new Error(`The API host stopped (exit code ${code}) before it was ready`)));
    });
  }

  /** The host's process id (the bench reads its peak memory from /proc/<pid>/status). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

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
