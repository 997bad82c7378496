import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { readStackInfo } from './stack-info';
import { stopStackProcess } from './stack-process';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __barStack?: ChildProcess }).__barStack;
  if (child) await stopStackProcess(child);
  const info = readStackInfo();
  rmSync(info.dataDir, { recursive: true, force: true });
}
