import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { CleanupDeleteResult, ImageScanResult } from '@bar/domain';
import { ApiError, api, configureApiClient } from '../../src/api/client';
import { toast } from '../../src/components/toast';
import { ImageCleanupTab, SCAN_HINT } from '../../src/features/manager/images/image-cleanup-tab';

jest.mock('../../src/components/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), show: jest.fn(), loading: jest.fn(), dismiss: jest.fn() },
}));

const toastSuccess = toast.success as jest.Mock;
const toastError = toast.error as jest.Mock;

const unused = [
  { url: '/api/images/recipe-images/old-mojito.png', fileName: 'old-mojito.png', container: 'recipe-images', size: 1536, lastModified: new Date(2025, 2, 7, 12).toISOString() },
  { url: '/api/images/inventory-images/lime.jpg', fileName: 'lime.jpg', container: 'inventory-images' },
];
const dirty: ImageScanResult = { totalImagesChecked: 7, referencedImages: 5, unusedImages: unused };
const clean: ImageScanResult = { totalImagesChecked: 5, referencedImages: 5, unusedImages: [] };

/* Fluent's focus trap (tabster) can leave a dialog's surface aria-hidden in jsdom, so queries inside a dialog
   use { hidden: true }; the browser test checks the dialog as a screen reader meets it. */

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeAll(() => configureApiClient({ baseUrl: 'http://localhost/api' }));
beforeEach(() => {
  jest.clearAllMocks();
  get = jest.spyOn(api, 'get');
  post = jest.spyOn(api, 'post');
});
afterEach(() => {
  get.mockRestore();
  post.mockRestore();
});

function renderTab() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ImageCleanupTab />
    </FluentProvider>,
  );
}

const scanButton = () => screen.getByRole('button', { name: /Scan for Unused Images|Scanning\.\.\./ });

async function scanned(result: ImageScanResult = dirty) {
  get.mockResolvedValueOnce(result);
  renderTab();
  fireEvent.click(scanButton());
  await screen.findByText('Total Images');
}

test('before a scan: the hint; while scanning: "Scanning..." and a disabled button; then the counters', async () => {
  const pending = deferred<ImageScanResult>();
  get.mockReturnValueOnce(pending.promise);
  renderTab();
  expect(screen.getByText(SCAN_HINT)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Image Cleanup', level: 2 })).toBeTruthy();

  fireEvent.click(scanButton());
  expect(get).toHaveBeenCalledWith('/cleanup/images/scan');
  expect(scanButton().textContent).toBe('Scanning...');
  expect((scanButton() as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByText(SCAN_HINT)).toBeNull();

  await act(async () => pending.resolve(dirty));
  const counters = screen.getByLabelText('Scan results');
  expect(within(counters).getByText('Total Images').nextSibling?.textContent).toBe('7');
  expect(within(counters).getByText('Referenced Images').nextSibling?.textContent).toBe('5');
  expect(within(counters).getByText('Unused Images').nextSibling?.textContent).toBe('2');
  expect(scanButton().textContent).toBe('Scan for Unused Images');
  expect(toastSuccess).toHaveBeenCalledWith('Image scan completed successfully');
});

test('the table: header cells, labelled checkboxes, container badge, size and date, and the warning', async () => {
  await scanned();
  const table = screen.getByRole('table', { name: 'Unused images' });
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Select', 'Preview', 'File Name', 'Container', 'Size', 'Last Modified']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  const first = within(rows[0]!);
  expect(first.getByRole('checkbox', { name: 'Select old-mojito.png' })).toBeTruthy();
  expect(first.getByText('recipe-images')).toBeTruthy();
  expect(first.getByText('1.5 KB')).toBeTruthy();
  expect(first.getByText('3/7/2025')).toBeTruthy();
  expect((first.getByRole('img', { name: 'Preview of old-mojito.png' }) as HTMLImageElement).src).toBe(
    'http://localhost/api/images/recipe-images/old-mojito.png',
  );
  const second = within(rows[1]!);
  expect(second.getAllByText('Unknown')).toHaveLength(2);
  expect(screen.getByText('Deleting cannot be undone')).toBeTruthy();
});

test('a thumbnail that fails to load is replaced by a placeholder icon', async () => {
  await scanned();
  const img = screen.getByRole('img', { name: 'Preview of lime.jpg' });
  fireEvent.error(img);
  expect(screen.queryByRole('img', { name: 'Preview of lime.jpg' })).toBeNull();
  expect(screen.getByRole('img', { name: 'No preview of lime.jpg' })).toBeTruthy();
});

test('selection: the counter, Select All all-or-none, and the Delete button enabled only with a selection', async () => {
  await scanned();
  const deleteButton = () => screen.getByRole('button', { name: /^Delete Selected/ }) as HTMLButtonElement;
  const counter = () => screen.getByTestId('selection-counter').textContent;
  expect(counter()).toBe('0 of 2 selected');
  expect(deleteButton().textContent).toBe('Delete Selected (0)');
  expect(deleteButton().disabled).toBe(true);

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select lime.jpg' }));
  expect(counter()).toBe('1 of 2 selected');
  expect(deleteButton().textContent).toBe('Delete Selected (1)');
  expect(deleteButton().disabled).toBe(false);

  const selectAll = screen.getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement;
  expect(selectAll.indeterminate).toBe(true);
  fireEvent.click(selectAll);
  expect(counter()).toBe('2 of 2 selected');
  fireEvent.click(selectAll);
  expect(counter()).toBe('0 of 2 selected');
  expect(deleteButton().disabled).toBe(true);
});

test('delete: the confirmation lists the names; Cancel keeps everything; Delete Images deletes, then rescans to All Clean!', async () => {
  await scanned();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));

  let dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Delete 2 images?')).toBeTruthy();
  expect(within(dialog).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['old-mojito.png', 'lime.jpg']);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(post).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
  dialog = await screen.findByRole('alertdialog');
  const done: CleanupDeleteResult = { totalDeleted: 2, deleted: unused, skipped: [] };
  post.mockResolvedValueOnce(done);
  get.mockResolvedValueOnce(clean);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Images', hidden: true }));

  await screen.findByText('All Clean!');
  expect(screen.getByText('No unused images found. Your image storage is well organized.')).toBeTruthy();
  expect(post).toHaveBeenCalledWith('/cleanup/images/delete', { imagesToDelete: unused });
  expect(get).toHaveBeenCalledTimes(2);
  expect(toastSuccess).toHaveBeenCalledWith('Deletion completed: 2 images deleted', expect.anything());
  expect(screen.queryByRole('table')).toBeNull();
});

test('a deletion that removed nothing keeps the list and does not rescan', async () => {
  await scanned();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select lime.jpg' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
  post.mockResolvedValueOnce({
    totalDeleted: 0,
    deleted: [],
    skipped: [{ ...unused[1]!, reason: 'in use by a recipe or an inventory item' }],
  });
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Images', hidden: true }));
  await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Deletion completed: 0 images deleted', {
    description: '1 skipped: lime.jpg (in use by a recipe or an inventory item)',
  }));
  expect(get).toHaveBeenCalledTimes(1);
  expect(screen.getAllByTestId('unused-image-row')).toHaveLength(2);
});

test("a failed scan: the error box with the server's message and Dismiss; the toast", async () => {
  get.mockRejectedValueOnce(new ApiError('Blob storage is not reachable', 503));
  renderTab();
  fireEvent.click(scanButton());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Blob storage is not reachable');
  expect(toastError).toHaveBeenCalledWith('Failed to scan for unused images');
  expect(screen.getByText(SCAN_HINT)).toBeTruthy();

  fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed scan without a message stores the fallback text; a new scan clears the error first', async () => {
  get.mockRejectedValueOnce(new Error(''));
  renderTab();
  fireEvent.click(scanButton());
  expect((await screen.findByRole('alert')).textContent).toContain('Failed to scan for unused images');

  const pending = deferred<ImageScanResult>();
  get.mockReturnValueOnce(pending.promise);
  fireEvent.click(scanButton());
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => pending.resolve(clean));
  expect(screen.getByText('All Clean!')).toBeTruthy();
});

test('a failed deletion: the stored text falls back to "Failed to delete unused images", toast "Failed to delete images"', async () => {
  await scanned();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
  post.mockRejectedValueOnce(new Error(''));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Images', hidden: true }));
  expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete unused images');
  expect(toastError).toHaveBeenCalledWith('Failed to delete images');
  // The list and the selection stay, so the manager can try again.
  expect(screen.getByRole('button', { name: 'Delete Selected (2)' })).toBeTruthy();
});

test("a failed deletion with the server's message shows it", async () => {
  await scanned();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select old-mojito.png' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
  post.mockRejectedValueOnce(new ApiError('imagesToDelete: may list at most 1000 images', 400));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Images', hidden: true }));
  expect((await screen.findByRole('alert')).textContent).toContain('imagesToDelete: may list at most 1000 images');
});
