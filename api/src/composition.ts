/**
 * The composition root: the one place that builds what the handlers work with, once per process. The edge hands
 * it to every handler in the route context (`ctx.deps`); handlers and use cases never fetch a repository, a
 * client or the clock themselves (lint: eslint.config.mjs). Everything here is cheap to build: the Cosmos client
 * is made on the first database call, and the Blob Storage client and the AI engine (large packages) are loaded
 * on first use only, so a route that needs neither never loads them (cold start: ADR 17).
 */
import type { BlobServiceClient } from '@azure/storage-blob';
import type { AiEngine } from './ai/port';
import type * as ImagesModule from './storage/images';
import { config } from './config';
import type { RestorePorts } from './backup/import';
import type { AuditRepository } from './data/audit';
import { restoreTargets } from './data/backup-stores';
import { catalog } from './data/catalog-version';
import { reportsRepository, type ReportsRepository } from './data/reports';
import { repositories, type Repositories } from './data/repositories';
import { applyOnce, deductingStock, restockOnce } from './data/stock';
import type { LedgerPorts } from './ledger/stock-moves';
import { currentDates } from './orders/dates';
import type { MoveStock } from './orders/move-ports';

export interface Dependencies extends Repositories {
  audit: AuditRepository;
  reports: ReportsRepository;
  /** The Blob Storage client (images, restore sessions): loaded on first use. */
  blobs(): Promise<BlobServiceClient>;
  /** The image store (Blob Storage: upload, read, list, delete): loaded on first use. */
  images(): Promise<ImageStore>;
  /** The AI engine the configuration asks for (ai/index.ts): loaded on first use. */
  ai(): Promise<AiEngine>;
  /** Now: the one clock of the request's decisions. */
  clock(): Date;
  /** The catalog's change marker (ADR 12): moved when the free stock changes without a catalog write (an order's promise ends). */
  catalogMarker: { bump(): Promise<void> };
  /** The stock's exactly-once deduction and put-back for an order's moves (data/stock.ts). */
  orderStock: MoveStock;
  /** The stock ledger's changes (counts, deliveries, waste), each applied once per item (data/stock.ts). */
  ledgerStock: Pick<LedgerPorts, 'applyOnce'>;
  /** What a restore writes through (backup/import.ts): a manager's, and the start-up recovery of an interrupted one. */
  restore: RestorePorts;
}

/** What the handlers use of the image store (storage/images.ts). */
export type ImageStore = Pick<typeof ImagesModule, 'generateImageName' | 'putImage' | 'openImage' | 'listAllImages' | 'deleteImage'>;

let built: Dependencies | undefined;

/**
 * The process's dependencies, built on first call: by the edge for every request, and by the hosts (the Azure
 * entry, main.ts, and the local host) for what runs before any request, the recovery of an interrupted restore.
 */
export function dependencies(): Dependencies {
  if (built) return built;
  const repos = repositories();
  const reports = reportsRepository();
  const images = () => import('./storage/images');
  const clock = () => new Date();
  built = {
    ...repos,
    reports,
    blobs: async () => (await import('./storage/blob')).blobService(),
    images,
    ai: async () => (await import('./ai')).aiEngine(config()),
    clock,
    catalogMarker: catalog().version,
    orderStock: { deducting: deductingStock, restockOnce },
    ledgerStock: { applyOnce },
    restore: {
      target: restoreTargets({ ...repos, reports }),
      putImage: async (...image) => (await images()).putImage(...image),
      audit: repos.audit,
      clock,
      today: () => currentDates(clock())[0],
      sessions: async () => {
        const { RESTORE_SESSIONS_CONTAINER, blobContainer } = await import('./storage/containers');
        return blobContainer(RESTORE_SESSIONS_CONTAINER);
      },
    },
  };
  return built;
}
