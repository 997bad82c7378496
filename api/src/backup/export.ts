import JSZip from 'jszip';
import {
  BACKUP_DATA_FILES,
  BACKUP_FORMAT,
  BACKUP_IMAGES_FOLDER,
  BACKUP_MANIFEST_FILE,
  BACKUP_VERSION,
  backupFileName,
  businessDate,
  type BackupDataKind,
} from '@bar/domain';
import type { Repositories } from '../data/repositories';
import type { ReportsRepository } from '../data/reports';
import type { BarSettings, ImageStore } from '../composition';

export interface BackupDownload {
  fileName: string;
  stream: NodeJS.ReadableStream;
  counts: Record<BackupDataKind | 'images', number>;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a backup reads: every repository's documents. */
export type BackupSources = Pick<Repositories, 'users' | 'inventory' | 'recipes' | 'orders'> & {
  reports: Pick<ReportsRepository, 'allLedger'>;
  /** The image store (Blob Storage), loaded on first use: every image is listed, then streamed into the zip. */
  images(): Promise<Pick<ImageStore, 'listAllImages' | 'lazyImageStream'>>;
  /** The bar's time zone: the backup's file is named by the calendar date there. */
  settings: Pick<BarSettings, 'timeZone' | 'productName'>;
};

/** Every document of every container, as stored (inventory keeps its deducted-orders memory). */
export async function readAllData(repos: BackupSources): Promise<Record<BackupDataKind, Array<{ id: string }>>> {
  const [users, inventory, recipes, orders, ledger] = await Promise.all([
    repos.users.list(),
    repos.inventory.list(),
    repos.recipes.list(),
    repos.orders.all(),
    repos.reports.allLedger(),
  ]);
  return { users: users.sort(byId), inventory: inventory.sort(byId), recipes: recipes.sort(byId), orders: orders.sort(byId), ledger: ledger.sort(byId) };
}

/**
 * The backup zip as a stream: manifest.json, one JSON file per container and every image under
 * images/{container}/{name}. The documents are read once; the images are streamed into the zip one after
 * another (each download starts when the zip reaches it), so the whole zip is never held in memory.
 */
export async function createBackup(repos: BackupSources, now: Date): Promise<BackupDownload> {
  const store = await repos.images();
  const [data, images] = await Promise.all([readAllData(repos), store.listAllImages()]);
  images.sort((a, b) => a.container.localeCompare(b.container) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const productName = repos.settings.productName();
  const counts = {
    users: data.users.length,
    inventory: data.inventory.length,
    recipes: data.recipes.length,
    orders: data.orders.length,
    ledger: data.ledger.length,
    images: images.length,
  };
  const zip = new JSZip();
  const manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), product: productName, counts };
  zip.file(BACKUP_MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  for (const kind of Object.keys(BACKUP_DATA_FILES) as BackupDataKind[]) {
    zip.file(BACKUP_DATA_FILES[kind], JSON.stringify(data[kind], null, 2));
  }
  for (const image of images) {
    // Images are compressed already: stored as they are.
    zip.file(`${BACKUP_IMAGES_FOLDER}/${image.container}/${image.name}`, store.lazyImageStream(image.container, image.name), {
      binary: true,
      compression: 'STORE',
    });
  }
  const stream = zip.generateNodeStream({
    type: 'nodebuffer',
    streamFiles: true,
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'UNIX',
  });
  const date = businessDate(now, repos.settings.timeZone(), 0);
  return { fileName: backupFileName(date, productName), stream, counts };
}
