import type { ImageScanResult, UnusedImage } from '@bar/domain';

/**
 * The Image Cleanup tab's state machine (docs/spec.md §4): idle, then scanning (the error cleared first), ending
 * with a result or an error message stored. A deletion that removed something clears the result (a rescan
 * follows). Deleting needs a scan result and a non-empty selection.
 */
export interface CleanupState {
  scanning: boolean;
  deleting: boolean;
  result: ImageScanResult | null;
  error: string | null;
  /** Keys (imageKey) of the selected unused images. */
  selected: ReadonlySet<string>;
}

export type CleanupAction =
  | { type: 'scanStarted' }
  | { type: 'scanSucceeded'; result: ImageScanResult }
  | { type: 'scanFailed'; message: string }
  | { type: 'selectionToggled'; key: string; selected: boolean }
  | { type: 'allToggled'; selected: boolean }
  | { type: 'deleteStarted' }
  | { type: 'deleteSucceeded'; totalDeleted: number }
  | { type: 'deleteFailed'; message: string }
  | { type: 'errorDismissed' };

export const initialCleanupState: CleanupState = { scanning: false, deleting: false, result: null, error: null, selected: new Set() };

/** One image across containers: the same file name may be in two containers. */
export function imageKey(image: Pick<UnusedImage, 'container' | 'fileName'>): string {
  return `${image.container}/${image.fileName}`;
}

export function cleanupReducer(state: CleanupState, action: CleanupAction): CleanupState {
  switch (action.type) {
    case 'scanStarted':
      return { ...state, scanning: true, error: null };
    case 'scanSucceeded':
      return { ...state, scanning: false, result: action.result, selected: new Set() };
    case 'scanFailed':
      return { ...state, scanning: false, error: action.message };
    case 'selectionToggled': {
      if (!state.result || !state.result.unusedImages.some((i) => imageKey(i) === action.key)) return state;
      const selected = new Set(state.selected);
      if (action.selected) selected.add(action.key);
      else selected.delete(action.key);
      return { ...state, selected };
    }
    case 'allToggled':
      if (!state.result) return state;
      return { ...state, selected: action.selected ? new Set(state.result.unusedImages.map(imageKey)) : new Set() };
    case 'deleteStarted':
      return canDelete(state) ? { ...state, deleting: true, error: null } : state;
    case 'deleteSucceeded':
      return action.totalDeleted > 0
        ? { ...state, deleting: false, result: null, selected: new Set() }
        : { ...state, deleting: false };
    case 'deleteFailed':
      return { ...state, deleting: false, error: action.message };
    case 'errorDismissed':
      return { ...state, error: null };
  }
}

/** The selected entries, in the order of the scan result. */
export function selectedImages(state: CleanupState): UnusedImage[] {
  return state.result?.unusedImages.filter((i) => state.selected.has(imageKey(i))) ?? [];
}

export function canDelete(state: CleanupState): boolean {
  return state.result !== null && state.selected.size > 0 && !state.deleting && !state.scanning;
}

/** Select All: checked when all are selected, mixed when some are. */
export function selectAllState(state: CleanupState): boolean | 'mixed' {
  const total = state.result?.unusedImages.length ?? 0;
  if (total === 0 || state.selected.size === 0) return false;
  return state.selected.size >= total ? true : 'mixed';
}
