import type { CleanupDeleteResult, ImageScanResult, UnusedImage } from '@bar/domain';
import { api } from './client';

/*
 * The unused-image cleanup (bar_manager). No swr hook: a scan reads every blob in storage, so it runs only when
 * the manager asks for it, and its result lives in the Image Cleanup tab's state.
 */

export const imageScanKey = '/cleanup/images/scan';
export const imageDeleteKey = '/cleanup/images/delete';

export function scanUnusedImages(): Promise<ImageScanResult> {
  return api.get<ImageScanResult>(imageScanKey);
}

/** Deletes the given images; one that a recipe or inventory item started to use after the scan is skipped. */
export function deleteUnusedImages(imagesToDelete: readonly UnusedImage[]): Promise<CleanupDeleteResult> {
  return api.post<CleanupDeleteResult>(imageDeleteKey, { imagesToDelete });
}
