import { readFileSync } from 'node:fs';
import type { StackInfo } from './stack-process';

/** The running stack, as the global setup described it in the file named by BAR_STACK_INFO. */
export function readStackInfo(): StackInfo {
  const file = process.env.BAR_STACK_INFO;
  if (!file) throw new Error('BAR_STACK_INFO is not set: run the integration suites through Jest (npm test)');
  return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
}

/** The one other origin the test stack lets call the API from a browser (global-setup.ts sets it). */
export const TEST_CORS_ORIGIN = 'https://kiosk.example.test';
