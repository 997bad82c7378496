import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import JSZip from 'jszip';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * The whole local stack (launcher, Cosmos, Azurite, API host: one process group) is killed with SIGKILL right
 * after its last answers, then started again on the same data folder: every write it acknowledged is there.
 */
let dataDir: string;
let running: { child: ChildProcess; info: StackInfo } | undefined;

async function start(env: Record<string, string> = {}) {
  running = await startStackProcess({ DATA_DIR: dataDir, AUTH_MODE: 'dev', ...env });
  return running.info;
}

/** SIGKILL to every process of the stack at once: nothing gets to save anything. */
async function killStack() {
  const child = running!.child;
  running = undefined;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  // The children (Cosmos is in the launcher; Azurite and the API host are its children) share the group.
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      return;
    }
  }
}

async function call<T = unknown>(info: StackInfo, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${info.appUrl}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json') && bytes.length ? (JSON.parse(bytes.toString('utf8')) as { data: T }) : undefined;
  return { status: res.status, bytes, data: json?.data as T };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bar-app-kill-'));
});
afterEach(async () => {
  if (running) await stopStackProcess(running.child);
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

test('orders, inventory changes and images acknowledged just before a SIGKILL of the whole stack are all there after a restart', async () => {
  let info = await start();
  const orderIds: string[] = [];
  const itemIds: string[] = [];
  const images: Array<{ url: string; bytes: Buffer }> = [];
  for (let i = 0; i < 10; i++) {
    const id = randomUUID();
    const order = await call(info, 'POST', '/orders', { id, items: [{ recipeId: 'negroni', quantity: 1 }] });
    expect(order.status).toBe(201);
    orderIds.push(id);
    const item = await call<{ id: string }>(info, 'POST', '/inventory', { name: `Kill-proof rum ${i}`, category: 'spirit', quantity: 100 + i });
    expect(item.status).toBe(201);
    itemIds.push(item.data.id);
    const bytes = Buffer.concat([PNG, Buffer.from(randomUUID())]);
    const image = await call<{ imageUrl: string }>(info, 'POST', '/images/upload', {
      fileName: `kill-${i}.png`,
      contentType: 'image/png',
      imageData: bytes.toString('base64'),
      category: 'recipe',
    });
    expect(image.status).toBe(201);
    images.push({ url: image.data.imageUrl, bytes });
  }
  // Changes and a delete of documents that already exist, answered just before the kill.
  expect((await call(info, 'PATCH', `/inventory/${itemIds[0]}?category=spirit`, { quantity: 7 })).status).toBe(200);
  const deleted = `/inventory/${itemIds[1]}?category=spirit`;
  const version = (await fetch(`${info.appUrl}/api${deleted}`)).headers.get('etag')!;
  expect((await call(info, 'DELETE', deleted, undefined, { 'If-Match': version })).status).toBe(204);
  await killStack();

  info = await start();
  for (const id of orderIds) expect((await call(info, 'GET', `/orders/${id}`)).status).toBe(200);
  const inventory = await call<Array<{ id: string; quantity: number }>>(info, 'GET', '/inventory');
  const byId = new Map(inventory.data.map((i) => [i.id, i.quantity]));
  expect(byId.get(itemIds[0]!)).toBe(7);
  expect(byId.has(itemIds[1]!)).toBe(false);
  for (const [i, id] of itemIds.entries()) if (i > 1) expect(byId.get(id)).toBe(100 + i);
  for (const image of images) {
    const res = await fetch(`${info.appUrl}${image.url}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(image.bytes)).toBe(true);
  }
}, 240_000);

test('a restore whose API process dies half-way, followed by a SIGKILL of the whole stack, is finished at the next start', async () => {
  let info = await start();
  const marker = await call<{ id: string }>(info, 'POST', '/inventory', { name: 'Crash marker', category: 'other', quantity: 1 });
  const backup = await call(info, 'GET', '/backup');
  expect(backup.status).toBe(200);
  const saved = JSON.parse(await (await JSZip.loadAsync(backup.bytes)).file('inventory.json')!.async('string')) as Array<{ id: string; quantity: number }>;
  await call(info, 'PATCH', `/inventory/${marker.data.id}?category=other`, { quantity: 999 });
  await killStack();

  // The API process exits after 20 restore writes; then everything else is killed too, before any snapshot.
  info = await start({ FAULT_RESTORE_CRASH_AFTER_WRITES: '20' });
  const outcome = await call(info, 'POST', '/restore', {
    zipData: backup.bytes.toString('base64'),
    options: { overwriteExisting: true, clearExistingData: true, restoreImages: false },
  }).then(
    (res) => `answered ${res.status}`,
    (err: Error) => `failed: ${err.name}`,
  );
  expect(outcome).toBe('failed: TypeError');
  await killStack();

  info = await start();
  const inventory = await call<Array<{ id: string; quantity: number }>>(info, 'GET', '/inventory');
  expect(inventory.data.map((i) => [i.id, i.quantity]).sort()).toEqual(saved.map((i) => [i.id, i.quantity]).sort());
  expect(inventory.data.find((i) => i.id === marker.data.id)?.quantity).toBe(1);
}, 240_000);
