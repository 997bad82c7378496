import { formatBytes, formatMonthDayYear, localIsoDate, type ImageScanResult } from '@bar/domain';
import {
  canDelete,
  cleanupReducer,
  imageKey,
  initialCleanupState,
  selectAllState,
  selectedImages,
  type CleanupState,
} from '../../src/features/manager/images/cleanup-state';

const scan: ImageScanResult = {
  totalImagesChecked: 5,
  referencedImages: 3,
  unusedImages: [
    { url: '/api/images/recipe-images/a.png', fileName: 'a.png', container: 'recipe-images', size: 2048, lastModified: '2025-03-07T12:00:00Z' },
    { url: '/api/images/inventory-images/a.png', fileName: 'a.png', container: 'inventory-images' },
  ],
};
const [recipeA, inventoryA] = scan.unusedImages as [ImageScanResult['unusedImages'][number], ImageScanResult['unusedImages'][number]];

const run = (...actions: Parameters<typeof cleanupReducer>[1][]): CleanupState => actions.reduce(cleanupReducer, initialCleanupState);

describe('byte sizes (base 1024, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [3.25 * 1024 ** 3, '3.25 GB'],
    [2 * 1024 ** 4, '2048 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("is 'Unknown' when absent", () => {
    expect(formatBytes(undefined)).toBe('Unknown');
    expect(formatBytes(null)).toBe('Unknown');
    expect(formatBytes(Number.NaN)).toBe('Unknown');
  });
});

describe('dates as month/day/year', () => {
  it('uses the local calendar date without leading zeros', () => {
    expect(formatMonthDayYear(new Date(2025, 2, 7, 12))).toBe('3/7/2025');
    expect(formatMonthDayYear(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('12/31/2024');
  });

  it("is 'Unknown' when absent or not a date", () => {
    expect(formatMonthDayYear(undefined)).toBe('Unknown');
    expect(formatMonthDayYear('')).toBe('Unknown');
    expect(formatMonthDayYear('yesterday-ish')).toBe('Unknown');
  });

  it('gives file-name dates as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 9))).toBe('2025-01-05');
  });
});

describe('the cleanup state machine', () => {
  it('starts idle: no result, no error, nothing selected', () => {
    expect(initialCleanupState).toMatchObject({ scanning: false, deleting: false, result: null, error: null });
    expect(initialCleanupState.selected.size).toBe(0);
  });

  it('clears the error when a scan starts, and stores the result when it ends', () => {
    const failed = run({ type: 'scanStarted' }, { type: 'scanFailed', message: 'Storage is down' });
    expect(failed).toMatchObject({ scanning: false, error: 'Storage is down', result: null });
    const again = cleanupReducer(failed, { type: 'scanStarted' });
    expect(again).toMatchObject({ scanning: true, error: null });
    expect(cleanupReducer(again, { type: 'scanSucceeded', result: scan })).toMatchObject({ scanning: false, result: scan, error: null });
  });

  it('keys images by container and file name, so the same name in two containers is two images', () => {
    expect(imageKey(recipeA)).not.toBe(imageKey(inventoryA));
    const state = run({ type: 'scanSucceeded', result: scan }, { type: 'selectionToggled', key: imageKey(inventoryA), selected: true });
    expect(selectedImages(state)).toEqual([inventoryA]);
    expect(selectAllState(state)).toBe('mixed');
  });

  it('ignores selecting an image that is not in the result', () => {
    const state = run({ type: 'scanSucceeded', result: scan }, { type: 'selectionToggled', key: 'recipe-images/zzz.png', selected: true });
    expect(state.selected.size).toBe(0);
    expect(run({ type: 'selectionToggled', key: imageKey(recipeA), selected: true }).selected.size).toBe(0);
  });

  it('Select All selects all or none', () => {
    const all = run({ type: 'scanSucceeded', result: scan }, { type: 'allToggled', selected: true });
    expect(selectedImages(all)).toEqual(scan.unusedImages);
    expect(selectAllState(all)).toBe(true);
    const none = cleanupReducer(all, { type: 'allToggled', selected: false });
    expect(none.selected.size).toBe(0);
    expect(selectAllState(none)).toBe(false);
    // Unticking one after Select All leaves the rest.
    const one = cleanupReducer(all, { type: 'selectionToggled', key: imageKey(recipeA), selected: false });
    expect(selectedImages(one)).toEqual([inventoryA]);
  });

  it('a new scan clears the selection', () => {
    const state = run({ type: 'scanSucceeded', result: scan }, { type: 'allToggled', selected: true }, { type: 'scanSucceeded', result: scan });
    expect(state.selected.size).toBe(0);
  });

  it('deletes only after a scan and with a non-empty selection', () => {
    expect(canDelete(initialCleanupState)).toBe(false);
    expect(run({ type: 'deleteStarted' }).deleting).toBe(false);
    const scanned = run({ type: 'scanSucceeded', result: scan });
    expect(canDelete(scanned)).toBe(false);
    expect(cleanupReducer(scanned, { type: 'deleteStarted' }).deleting).toBe(false);
    const selected = cleanupReducer(scanned, { type: 'allToggled', selected: true });
    expect(canDelete(selected)).toBe(true);
    const deleting = cleanupReducer(selected, { type: 'deleteStarted' });
    expect(deleting.deleting).toBe(true);
    expect(canDelete(deleting)).toBe(false);
  });

  it('a deletion that removed something clears the stored result (a rescan follows); one that removed nothing keeps it', () => {
    const deleting = run({ type: 'scanSucceeded', result: scan }, { type: 'allToggled', selected: true }, { type: 'deleteStarted' });
    const done = cleanupReducer(deleting, { type: 'deleteSucceeded', totalDeleted: 2 });
    expect(done).toMatchObject({ deleting: false, result: null });
    expect(done.selected.size).toBe(0);
    const nothing = cleanupReducer(deleting, { type: 'deleteSucceeded', totalDeleted: 0 });
    expect(nothing).toMatchObject({ deleting: false, result: scan });
  });

  it('a failed deletion stores its message and keeps the result; Dismiss clears the message', () => {
    const failed = run(
      { type: 'scanSucceeded', result: scan },
      { type: 'allToggled', selected: true },
      { type: 'deleteStarted' },
      { type: 'deleteFailed', message: 'Failed to delete unused images' },
    );
    expect(failed).toMatchObject({ deleting: false, result: scan, error: 'Failed to delete unused images' });
    expect(cleanupReducer(failed, { type: 'errorDismissed' }).error).toBeNull();
  });
});
