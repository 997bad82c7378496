import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface StackInfo {
  appUrl: string;
  idpUrl?: string;
  caCertPath?: string;
  dataDir: string;
}

const ROOT = join(__dirname, '..', '..');

/**
 * Starts `scripts/start.ts` (what `npm start` runs, after the build) as a child process and resolves when the
 * whole stack is ready. The tests talk to it only over HTTP, as a browser or a client would.
 */
export function startStackProcess(env: Record<string, string>): Promise<{ child: ChildProcess; info: StackInfo; logs: () => string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    // The tests' stacks start without the demo history: their suites count the orders they place.
    env: { ...process.env, STACK_READY_JSON: '1', PORT: '0', IDP_PORT: '0', SEED_DEMO_HISTORY: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const all: string[] = [];
  const keep = (line: string) => {
    output.push(line);
    all.push(line);
    if (output.length > 200) output.shift();
    if (process.env.STACK_LOG === '1') console.log(line);
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The stack did not start within 90 s:\n${output.join('\n')}`));
    }, 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"event":"stack-ready"')) {
        clearTimeout(timer);
        resolve({ child, info: JSON.parse(line) as StackInfo, logs: () => [...all] });
      } else keep(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code}:\n${output.join('\n')}`));
    });
  });
}

export function stopStackProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
