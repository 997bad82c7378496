import { useCallback, useReducer } from 'react';
import type { CleanupDeleteResult } from '@bar/domain';
import { deleteUnusedImages, scanUnusedImages } from '../../../api/cleanup';
import { problemText } from '../problem-text';
import { toast } from '../../../components/toast';
import { canDelete, cleanupReducer, initialCleanupState, selectedImages } from './cleanup-state';

/** docs/spec.md's fixed texts (§8, the error catalogue). */
export const CLEANUP_TEXT = {
  scanSucceeded: 'Image scan completed successfully',
  scanFailed: 'Failed to scan for unused images',
  deleted: (n: number) => `Deletion completed: ${n} images deleted`,
  deleteFailedToast: 'Failed to delete images',
  deleteFailed: 'Failed to delete unused images',
} as const;

function skippedNote(result: CleanupDeleteResult): string | undefined {
  const skipped = result.skipped ?? [];
  if (skipped.length === 0) return undefined;
  const names = skipped.slice(0, 3).map((s) => `${s.fileName} (${s.reason})`);
  return `${skipped.length} skipped: ${names.join(', ')}${skipped.length > 3 ? ', ...' : ''}`;
}

/** Scan, selection and deletion of the unused images, with the toasts docs/spec.md names. */
export function useImageCleanup() {
  const [state, dispatch] = useReducer(cleanupReducer, initialCleanupState);

  const scan = useCallback(async () => {
    dispatch({ type: 'scanStarted' });
    try {
      const result = await scanUnusedImages();
      dispatch({ type: 'scanSucceeded', result });
      toast.success(CLEANUP_TEXT.scanSucceeded);
    } catch (error) {
      dispatch({ type: 'scanFailed', message: problemText(error, CLEANUP_TEXT.scanFailed) });
      toast.error(CLEANUP_TEXT.scanFailed);
    }
  }, []);

  const deleteSelected = async () => {
    if (!canDelete(state)) return;
    const images = selectedImages(state);
    dispatch({ type: 'deleteStarted' });
    let result: CleanupDeleteResult;
    try {
      result = await deleteUnusedImages(images);
    } catch (error) {
      dispatch({ type: 'deleteFailed', message: problemText(error, CLEANUP_TEXT.deleteFailed) });
      toast.error(CLEANUP_TEXT.deleteFailedToast);
      return;
    }
    const totalDeleted = result?.totalDeleted ?? 0;
    dispatch({ type: 'deleteSucceeded', totalDeleted });
    toast.success(CLEANUP_TEXT.deleted(totalDeleted), { description: skippedNote(result) });
    if (totalDeleted > 0) await scan();
  };

  return {
    state,
    scan,
    deleteSelected,
    toggle: (key: string, selected: boolean) => dispatch({ type: 'selectionToggled', key, selected }),
    toggleAll: (selected: boolean) => dispatch({ type: 'allToggled', selected }),
    dismissError: () => dispatch({ type: 'errorDismissed' }),
  };
}
