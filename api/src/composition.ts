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
import type { AuditRepository } from './data/audit';
import { catalog } from './data/catalog-version';
import { reportsRepository, type ReportsRepository } from './data/reports';
import { repositories, type Repositories } from './data/repositories';
import { deductingStock, restockOnce } from './data/stock';
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
}

/** What the handlers use of the image store (storage/images.ts). */
export type ImageStore = Pick<typeof ImagesModule, 'generateImageName' | 'putImage' | 'openImage' | 'listAllImages' | 'deleteImage'>;

let built: Dependencies | undefined;

/** The process's dependencies, built on first call. */
export function dependencies(): Dependencies {
  built ??= {
    ...repositories(),
    reports: reportsRepository(),
    blobs: async () => (await import('./storage/blob')).blobService(),
    images: () => import('./storage/images'),
    ai: async () => (await import('./ai')).aiEngine(config()),
    clock: () => new Date(),
    catalogMarker: catalog().version,
    orderStock: { deducting: deductingStock, restockOnce },
  };
  return built;
}
