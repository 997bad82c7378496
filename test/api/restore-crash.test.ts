import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { startStack, type Stack } from '../../scripts/stack';

/**
 * A crash in the middle of a restore: the API process is killed after some writes. At the next start the journal
 * is found and the same backup is written again, so the data ends as the backup: never a mixture of old and new.
 */
let stack: Stack | undefined;
let dataDir: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack!.appUrl}/api${path}`, {
    method,
    signal: AbortSignal.timeout(60_000),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = <T>(bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { data: T }).data;
const start = (env: Record<string, string> = {}) => startStack({ dataDir, port: 0, idpPort: 0, authMode: 'dev', log: process.env.STACK_LOG ? console.log : () => undefined, env });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-crash-'));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a restore killed half-way is finished at the next start', async () => {
  stack = await start();
  const marker = json<{ id: string }>((await call('POST', '/inventory', { name: 'Crash marker', category: 'other', quantity: 1 })).bytes);
  const backup = await call('GET', '/backup');
  expect(backup.status).toBe(200);
  const saved = JSON.parse(await (await JSZip.loadAsync(backup.bytes)).file('inventory.json')!.async('string')) as Array<{ id: string; quantity: number }>;

  // Life goes on after the backup...
  await call('PATCH', `/inventory/${marker.id}?category=other`, { quantity: 999 });
  const later = json<{ id: string }>((await call('POST', '/inventory', { name: 'Bought after the backup', category: 'other', quantity: 5 })).bytes);
  await stack.stop();

  // ...then a restore of that backup, and the API process dies after 20 writes.
  stack = await start({ FAULT_RESTORE_CRASH_AFTER_WRITES: '20' });
  const outcome = await call('POST', '/restore', { zipData: backup.bytes.toString('base64'), options: { overwriteExisting: true, clearExistingData: true, restoreImages: false } }).then(
    (res) => `answered ${res.status}: ${res.bytes.toString('utf8').slice(0, 200)}`,
    (err: Error) => `failed: ${err.name} ${err.message} ${String((err as { cause?: unknown }).cause)}`,
  );
  expect(outcome).toMatch(/^failed: TypeError/);
  await stack.stop();

  // The next start finds the journal and completes the restore before it serves.
  stack = await start();
  const inventory = json<Array<{ id: string; quantity: number }>>((await call('GET', '/inventory')).bytes);
  expect(inventory.map((i) => [i.id, i.quantity]).sort()).toEqual(saved.map((i) => [i.id, i.quantity]).sort());
  expect(inventory.find((i) => i.id === marker.id)?.quantity).toBe(1);
  expect(inventory.some((i) => i.id === later.id)).toBe(false);
}, 180_000);
