import { cleanupDeleteSchema } from '@bar/domain';
import type { RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { deleteUnusedImages, scanUnusedImages } from '../images/images';
import { imagesPorts } from './ports';

/** The stored images nothing points at (images/images.ts). */
export const cleanupScan: RouteDefinition = {
  name: 'cleanup-scan',
  methods: ['GET'],
  route: 'cleanup/images/scan',
  access: ['bar_manager'],
  async handler(ctx) {
    return { body: await scanUnusedImages(await imagesPorts(ctx)) };
  },
};

/**
 * Deletes the selected images that are unused now: the references are read again at the time of the request,
 * so an image that a recipe or item started to use after the scan is kept (and reported as skipped).
 */
export const cleanupDelete: RouteDefinition = {
  name: 'cleanup-delete',
  methods: ['POST'],
  route: 'cleanup/images/delete',
  access: ['bar_manager'],
  maxBodyBytes: 1024 * 1024,
  async handler(ctx) {
    const { imagesToDelete } = parseBody(cleanupDeleteSchema, ctx.body);
    return { body: await deleteUnusedImages(await imagesPorts(ctx), ctx.principal, imagesToDelete) };
  },
};

export const routes = [cleanupScan, cleanupDelete];
