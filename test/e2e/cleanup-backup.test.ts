import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ImageScanResult, ImageUploadResult, InventoryItem } from '@bar/domain';
import { api, deleteAsRead } from '../support/api';
import { DESKTOP, signIn, suiteBrowser, visible } from '../support/browser';

/**
 * The manager's storage tools in a real browser against the real stack: the Image Cleanup tab finds an
 * unreferenced upload and deletes it after a confirmation, and the Backup/Restore tab downloads a backup and
 * restores it (without clearing anything: other suites share this stack), in one request and in 5 MB chunks.
 */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const MB = 1024 * 1024;

const browser = suiteBrowser();
let page: Page;
let scratch: string;
const createdItems: InventoryItem[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cleanup-backup-e2e-'));
});
afterAll(async () => {
  // The items this suite made; then their images are unused and go too.
  for (const item of createdItems) await deleteAsRead(`/inventory/${item.id}?category=${item.category}`);
  const images = createdItems.flatMap((item) => (item.imageUrl ? [item.imageUrl] : []));
  if (images.length > 0) {
    const scan = await api<ImageScanResult>('GET', '/cleanup/images/scan');
    const ours = scan.data.unusedImages.filter((i) => images.includes(i.url));
    if (ours.length > 0) await api('POST', '/cleanup/images/delete', { body: { imagesToDelete: ours } });
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await (await browser.context(DESKTOP)).newPage();
});

async function uploadImage(fileName: string, bytes: Buffer = PNG_1X1): Promise<ImageUploadResult> {
  const res = await api<ImageUploadResult>('POST', '/images/upload', {
    body: { fileName, contentType: 'image/png', imageData: bytes.toString('base64'), category: 'inventory' },
  });
  expect(res.status).toBe(201);
  return res.data;
}

async function inventoryItemWith(imageUrl: string, name: string): Promise<InventoryItem> {
  const res = await api<InventoryItem>('POST', '/inventory', {
    body: { name, category: 'other', quantity: 5, unit: 'ml', lowStockThreshold: 1, cost: 0.1, imageUrl },
  });
  expect(res.status).toBe(201);
  createdItems.push(res.data);
  return res.data;
}

/** Signs in as the manager, switches to the Manager persona and opens a dashboard tab. */
async function openManagerTab(tab: 'Image Cleanup' | 'Backup/Restore') {
  await signIn(page, 'manager');
  await page.goto('/personas/bar_manager');
  await visible(page.getByRole('heading', { name: 'Manager Dashboard', level: 1 }), 30_000);
  await page.getByRole('tab', { name: tab }).click();
}

test('Image Cleanup: a scan lists the unreferenced upload only; it is deleted after the confirmation and a rescan no longer shows it', async () => {
  const run = randomUUID().slice(0, 8);
  const kept = await uploadImage(`e2e-kept-${run}.png`);
  const orphan = await uploadImage(`e2e-orphan-${run}.png`);
  await inventoryItemWith(kept.imageUrl, `E2E Cleanup Kept ${run}`);

  await openManagerTab('Image Cleanup');
  await visible(page.getByText('Click "Scan for Unused Images" to identify orphaned images in your storage.'));
  await page.getByRole('button', { name: 'Scan for Unused Images' }).click();
  await visible(page.getByText('Image scan completed successfully'));

  const table = page.getByRole('table', { name: 'Unused images' });
  const orphanRow = table.getByRole('row').filter({ hasText: orphan.fileName });
  await visible(orphanRow);
  expect(await table.getByRole('row').filter({ hasText: kept.fileName }).count()).toBe(0);
  await visible(orphanRow.getByText('inventory-images'));
  await visible(orphanRow.getByText('68 Bytes'));
  await visible(orphanRow.getByRole('img', { name: `Preview of ${orphan.fileName}` }));
  const unusedCount = Number(await page.getByLabel('Scan results').locator('dd').nth(2).textContent());
  expect(unusedCount).toBeGreaterThanOrEqual(1);
  expect(await table.getByRole('row').count()).toBe(unusedCount + 1);

  // Only this suite's orphan: others may have left images of their own.
  const deleteButton = page.getByRole('button', { name: /^Delete Selected/ });
  expect(await deleteButton.isDisabled()).toBe(true);
  await orphanRow.getByRole('checkbox', { name: `Select ${orphan.fileName}` }).check();
  await visible(page.getByText(`1 of ${unusedCount} selected`));
  await page.getByRole('button', { name: 'Delete Selected (1)' }).click();

  const dialog = page.getByRole('alertdialog');
  await visible(dialog.getByText('Delete 1 image?'));
  await visible(dialog.getByRole('listitem').filter({ hasText: orphan.fileName }));
  await dialog.getByRole('button', { name: 'Delete Images' }).click();
  await visible(page.getByText('Deletion completed: 1 images deleted'));

  // The rescan follows on its own (it starts together with the toast).
  await visible(page.getByLabel('Scan results'));
  await page.getByRole('button', { name: 'Scan for Unused Images' }).and(page.locator(':enabled')).waitFor();
  if (unusedCount === 1) await visible(page.getByText('All Clean!'));
  expect(await page.getByRole('row').filter({ hasText: orphan.fileName }).count()).toBe(0);

  // Gone from storage; the referenced one is still served.
  const origin = new URL(page.url()).origin;
  expect((await fetch(`${origin}${orphan.imageUrl}`)).status).toBe(404);
  expect((await fetch(`${origin}${kept.imageUrl}`)).status).toBe(200);
});

test('Backup/Restore: Create Backup downloads a zip; restoring it (keeping existing data) shows the progress bar and the summary', async () => {
  await openManagerTab('Backup/Restore');
  await visible(page.getByRole('heading', { name: 'Data Backup & Restore', level: 2 }));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Create Backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = join(scratch, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
  await visible(page.getByText(`Backup downloaded: ${download.suggestedFilename()}`));

  await page.getByLabel('Backup file').setInputFiles(file);
  expect(await page.getByRole('checkbox', { name: 'Overwrite existing data' }).isChecked()).toBe(false);
  expect(await page.getByRole('checkbox', { name: 'Clear existing data' }).isChecked()).toBe(false);
  expect(await page.getByRole('checkbox', { name: 'Restore images' }).isChecked()).toBe(true);
  expect(await page.getByText('Large file').count()).toBe(0);
  await page.getByRole('button', { name: 'Restore Backup' }).click();

  const summary = page.getByTestId('restore-summary');
  await visible(summary.getByRole('heading', { name: 'Restore Summary' }), 30_000);
  const counts: number[] = [];
  for (const label of ['Users', 'Inventory Items', 'Recipes', 'Orders', 'Images']) {
    await visible(summary.getByText(label, { exact: true }));
    counts.push(Number(await summary.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').innerText()));
  }
  // Nothing was overwritten: what exists was kept, and the summary says so.
  await visible(summary.getByText(/already existed and (was|were) kept/));
  // The backup of this very data restores nothing new, and says so instead of a green 'successfully' (unless
  // another suite removed a record in between: then what came back is named).
  const outcome = page.getByTestId('restore-outcome');
  if (counts.every((n) => n === 0)) {
    await visible(outcome.getByText('Nothing to restore'));
    await visible(page.getByRole('progressbar', { name: 'Restore finished' }));
    expect(await page.getByText('Restore completed successfully').count()).toBe(0);
  } else {
    await visible(outcome.getByText('Restore completed successfully'));
    await visible(outcome.getByText(/^Restored \d+ /));
  }
  // The outcome is scrolled to the top of the screen (smoothly), clear of the toasts in the bottom corner.
  const half = (page.viewportSize()?.height ?? 800) / 2;
  await outcome.evaluate(
    (el, limit) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const look = () => {
          if (el.getBoundingClientRect().top < limit) resolve();
          else if (performance.now() - started > 5000) reject(new Error(`the outcome stays at ${el.getBoundingClientRect().top}px`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    half,
  );
  const box = await outcome.boundingBox();
  expect(box!.y).toBeLessThan(half);
});

test('Backup/Restore: a backup of 10 MB or more goes up in 5 MB chunks, the progress bar moving chunk by chunk', async () => {
  // Three incompressible images (a PNG's signature and its 1 x 1 header, then noise) make the backup larger than 10 MB.
  // (Noise where the header's size is would say billions of pixels: such an image is refused.)
  const run = randomUUID().slice(0, 8);
  for (let i = 0; i < 3; i++) {
    const noise = Buffer.concat([PNG_1X1.subarray(0, 33), randomBytes(Math.floor(4.2 * MB))]);
    const image = await uploadImage(`e2e-bulk-${run}-${i}.png`, noise);
    // Referenced, so no cleanup elsewhere takes them while this runs.
    await inventoryItemWith(image.imageUrl, `E2E Backup Bulk ${run} ${i}`);
  }

  await openManagerTab('Backup/Restore');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Create Backup' }).click()]);
  const file = join(scratch, `large-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const size = readFileSync(file).length;
  expect(size).toBeGreaterThanOrEqual(10 * MB);
  const totalChunks = Math.ceil(size / (5 * MB));

  // Watch the chunk requests as the server gets them.
  const chunkIndexes: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/restore/chunk')) chunkIndexes.push((JSON.parse(request.postData() ?? '{}') as { chunkIndex: number }).chunkIndex);
  });
  await page.getByLabel('Backup file').setInputFiles(file);
  await visible(page.getByText('Large file'));
  await visible(page.getByText(new RegExp(`uploaded in ${totalChunks} chunks of 5 MB`)));
  await page.getByRole('button', { name: 'Restore Backup' }).click();

  await visible(page.getByRole('progressbar', { name: new RegExp(`^Uploading chunk \\d of ${totalChunks}$`) }));
  // What exists is kept, so this restore may write nothing: 'finished' rather than 'complete' then.
  await visible(page.getByRole('progressbar', { name: /^Restore (complete|finished)$/ }), 60_000);
  await visible(page.getByTestId('restore-summary'));
  expect(chunkIndexes).toEqual([...Array(totalChunks).keys()]);
}, 180_000);
