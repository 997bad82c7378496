import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import useSWR, { SWRConfig } from 'swr';
import { backupFileName, localIsoDate, type RestoreChunkInput, type RestoreResult } from '@bar/domain';
import { ApiError, api, configureApiClient } from '../../src/api/client';
import { toast } from '../../src/components/toast';
import { BackupRestoreTab } from '../../src/features/manager/backup/backup-restore-tab';

jest.mock('../../src/components/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), show: jest.fn(), loading: jest.fn(), dismiss: jest.fn() },
}));

const MB = 1024 * 1024;
const result: RestoreResult = {
  success: true,
  summary: { usersRestored: 3, inventoryRestored: 12, recipesRestored: 8, ordersRestored: 21, ledgerRestored: 0, imagesRestored: 4 },
  complete: true,
  errors: [],
  warnings: ['2 recipes already existed and were kept (overwrite existing data is off)'],
};

function zipFile(size = 64, name = 'tipsy-tap-backup-2025-03-07.zip'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return new File([bytes], name, { type: 'application/zip' });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Stands for the dashboard's other tabs: counts how often the inventory is fetched. */
const inventoryFetches = jest.fn(async () => []);
function InventoryWatcher() {
  useSWR('/inventory', inventoryFetches);
  return null;
}

function renderTab() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <InventoryWatcher />
        <BackupRestoreTab />
      </SWRConfig>
    </FluentProvider>,
  );
}

const fileInput = () => screen.getByLabelText('Backup file') as HTMLInputElement;
/** Picks a file; the check reads its first bytes (asynchronously), so wait until the field shows the verdict. */
const pick = async (file: File) => {
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await waitFor(() => {
    const verdict = screen.queryByText(new RegExp(`^${file.name.replace(/\./g, '\\.')} \\(`)) ?? screen.queryByText('Please select a valid ZIP backup file');
    expect(verdict).toBeTruthy();
  });
};
const restoreButton = () => screen.getByRole('button', { name: /^(Restore Backup|Restoring\.\.\.)$/ }) as HTMLButtonElement;

let post: jest.SpyInstance;
let download: jest.SpyInstance;
let click: jest.SpyInstance;

beforeAll(() => {
  configureApiClient({ baseUrl: 'http://localhost/api' });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:backup'), revokeObjectURL: jest.fn() });
});
beforeEach(() => {
  jest.clearAllMocks();
  post = jest.spyOn(api, 'post');
  download = jest.spyOn(api, 'downloadFile');
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  post.mockRestore();
  download.mockRestore();
  click.mockRestore();
});

test('the tab: its title, the two cards and the options with their defaults', () => {
  renderTab();
  expect(screen.getByRole('heading', { level: 2, name: 'Data Backup & Restore' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Create Backup' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Restore from Backup' })).toBeTruthy();
  expect(fileInput().accept).toContain('.zip');
  const option = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  expect(option('Overwrite existing data').checked).toBe(false);
  expect(option('Clear existing data').checked).toBe(false);
  expect(option('Restore images').checked).toBe(true);
  // Each option explains itself to a screen reader too.
  expect(option('Restore images').getAttribute('aria-describedby')).toBeTruthy();
});

describe('Create Backup', () => {
  it("downloads the zip under the server's file name", async () => {
    download.mockResolvedValueOnce({ blob: new Blob(['PK..']), contentDisposition: 'attachment; filename="tipsy-tap-backup-2025-03-07.zip"' });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Create Backup' }));
    expect(screen.getByRole('button', { name: 'Creating Backup...' })).toBeTruthy();
    await screen.findByText(/Backup downloaded: tipsy-tap-backup-2025-03-07\.zip/);
    expect(download).toHaveBeenCalledWith('/backup');
    const link = click.mock.instances[0] as HTMLAnchorElement;
    expect(link.download).toBe('tipsy-tap-backup-2025-03-07.zip');
    expect(link.href).toBe('blob:backup');
    expect(toast.success).toHaveBeenCalledWith('Backup created successfully', { description: 'tipsy-tap-backup-2025-03-07.zip' });
  });

  it('falls back to {product}-backup-{YYYY-MM-DD}.zip without a Content-Disposition', async () => {
    download.mockResolvedValueOnce({ blob: new Blob(['PK..']), contentDisposition: null });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Create Backup' }));
    const expected = backupFileName(localIsoDate(), 'The Tipsy Tap');
    expect(expected).toMatch(/^tipsy-tap-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    await screen.findByText(new RegExp(`Backup downloaded: ${expected.replace(/\./g, '\\.')}`));
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(expected);
  });

  it("says 'Backup failed: {reason}'", async () => {
    download.mockRejectedValueOnce(new ApiError('Blob storage is not reachable', 503));
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Create Backup' }));
    await screen.findByText('Backup failed: Blob storage is not reachable');
    expect(toast.error).toHaveBeenCalledWith('Backup failed: Blob storage is not reachable');
    expect(screen.getByRole('button', { name: 'Create Backup' })).toBeTruthy();
  });
});

describe('Restore from Backup', () => {
  it("without a file: 'Please select a backup file first'", async () => {
    renderTab();
    await act(async () => fireEvent.click(restoreButton()));
    expect(screen.getByText('Please select a backup file first')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Please select a backup file first');
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a zip: 'Please select a valid ZIP backup file'", async () => {
    renderTab();
    await pick(new File(['{"users": []}'], 'backup.json', { type: 'application/json' }));
    expect(screen.getByText('Please select a valid ZIP backup file')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    // Named .zip but not one inside.
    await pick(new File(['not a zip at all'], 'backup.zip', { type: 'application/zip' }));
    expect(screen.getByText('Please select a valid ZIP backup file')).toBeTruthy();
    await act(async () => fireEvent.click(restoreButton()));
    expect(post).not.toHaveBeenCalled();
  });

  it('Clear existing data asks for confirmation first', async () => {
    renderTab();
    const clear = () => screen.getByRole('checkbox', { name: 'Clear existing data' }) as HTMLInputElement;
    fireEvent.click(clear());
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Clear existing data?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(clear().checked).toBe(false);

    fireEvent.click(clear());
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear existing data', hidden: true }));
    await waitFor(() => expect(clear().checked).toBe(true));
    // Unticking needs no confirmation.
    fireEvent.click(clear());
    expect(clear().checked).toBe(false);
  });

  it('restores a small file in one request, shows the summary with its warnings, and revalidates the cached lists', async () => {
    renderTab();
    await waitFor(() => expect(inventoryFetches).toHaveBeenCalledTimes(1));
    const file = zipFile();
    await pick(file);
    expect(screen.queryByText('Large file')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overwrite existing data' }));

    const answer = deferred<RestoreResult>();
    post.mockReturnValueOnce(answer.promise);
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Uploading and restoring the backup...');
    expect(restoreButton().textContent).toBe('Restoring...');
    expect(restoreButton().disabled).toBe(true);
    // (The file is read before the request is sent: 'Restoring...' shows first, so the request is awaited, not assumed.)
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body] = post.mock.calls[0] as [string, { zipData: string; options: unknown }];
    expect(path).toBe('/restore');
    expect(body.options).toEqual({ overwriteExisting: true, clearExistingData: false, restoreImages: true });
    expect(Buffer.from(body.zipData, 'base64').subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(Buffer.from(body.zipData, 'base64')).toHaveLength(file.size);

    await act(async () => answer.resolve(result));
    const summary = screen.getByTestId('restore-summary');
    expect(within(summary).getByRole('heading', { level: 4, name: 'Restore Summary' })).toBeTruthy();
    const counts = within(summary).getByLabelText('Records restored');
    for (const [label, n] of [
      ['Users', '3'],
      ['Inventory Items', '12'],
      ['Recipes', '8'],
      ['Orders', '21'],
      ['Images', '4'],
    ]) {
      expect(within(counts).getByText(label!).nextSibling?.textContent).toBe(n);
    }
    expect(within(summary).getByText('Warnings (1)')).toBeTruthy();
    expect(within(summary).getByText(result.warnings[0]!)).toBeTruthy();
    expect(screen.getByText('Restore complete')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Restore completed successfully', {
      description: 'Restored 3 users, 12 inventory items, 8 recipes, 21 orders and 4 images.',
    });
    await waitFor(() => expect(inventoryFetches).toHaveBeenCalledTimes(2));
  });

  it("with errors: 'Restore completed with {n} errors' and the errors listed", async () => {
    renderTab();
    await pick(zipFile());
    post.mockResolvedValueOnce({ ...result, success: false, warnings: [], errors: ['recipes.json record 3 was not restored: name: is required', 'orders.json record 1 was not restored: items: needs at least one line'] });
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Restore completed with 2 errors');
    expect(toast.warning).toHaveBeenCalledWith('Restore completed with 2 errors', expect.anything());
    const summary = screen.getByTestId('restore-summary');
    expect(within(summary).getByText('Errors (2)')).toBeTruthy();
    expect(within(summary).getByText('recipes.json record 3 was not restored: name: is required')).toBeTruthy();
  });

  it('a restore that changed nothing says so: no green success, the warnings readable; extra answer fields are fine', async () => {
    renderTab();
    await pick(zipFile());
    const kept = ['1 users already existed and were kept (overwrite existing data is off)', { message: '3 images already existed and were kept', code: 'kept' }];
    post.mockResolvedValueOnce({
      ...result,
      summary: { usersRestored: 0, inventoryRestored: 0, recipesRestored: 0, ordersRestored: 0, ledgerRestored: 0, imagesRestored: 0, quarantined: 0 },
      warnings: kept,
      audit: { id: 'a1' },
    });
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    await act(async () => fireEvent.click(restoreButton()));
    const outcome = await screen.findByTestId('restore-outcome');
    // The outcome is brought to the top of the screen as soon as it is on the page (not in a later frame, when
    // it may not be there yet).
    expect(scrolled.mock.contexts).toContain(outcome.parentElement);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    scrolled.mockRestore();
    expect(outcome.textContent).toMatch(/^Nothing to restore/);
    expect(outcome.textContent).toMatch(/Nothing was restored/);
    expect(screen.queryByText('Restore complete')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith('Nothing to restore', expect.anything());
    const summary = screen.getByTestId('restore-summary');
    expect(within(summary).getByText('Warnings (2)')).toBeTruthy();
    expect(within(summary).getByText('3 images already existed and were kept')).toBeTruthy();
  });

  it("a proxy's raw 'HTTP 502' is said in words, the details go to the console", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab();
    await pick(zipFile());
    post.mockRejectedValueOnce(new ApiError('HTTP 502: Bad Gateway', 502));
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Restore failed: The server could not finish this. Please try again in a moment.');
    expect(screen.queryByText(/HTTP 502/)).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("a refused restore: 'Restore failed: {reason}'", async () => {
    renderTab();
    await pick(zipFile());
    post.mockRejectedValueOnce(new ApiError('This file is not a backup of this app', 422));
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Restore failed: This file is not a backup of this app');
    expect(toast.error).toHaveBeenCalledWith('Restore failed: This file is not a backup of this app');
    expect(screen.queryByTestId('restore-summary')).toBeNull();
  });

  it('a file of 10 MB or more: the large-file notice, then chunks with a progress bar that moves', async () => {
    renderTab();
    await pick(zipFile(12 * MB));
    expect(screen.getByText('Large file')).toBeTruthy();
    expect(screen.getByText(/uploaded in 3 chunks of 5 MB/)).toBeTruthy();

    const answers = [deferred<unknown>(), deferred<unknown>(), deferred<unknown>()];
    post.mockImplementation((_path: string, body: RestoreChunkInput) => answers[body.chunkIndex]!.promise);
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Uploading chunk 1 of 3');
    const bar = () => screen.getByRole('progressbar', { name: /^Uploading chunk/ });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');

    await act(async () => answers[0]!.resolve({ received: 1, totalChunks: 3, complete: false }));
    await screen.findByText('Uploading chunk 2 of 3');
    expect(bar().getAttribute('aria-labelledby')).toBeTruthy();
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeCloseTo(1 / 3);
    await act(async () => answers[1]!.resolve({ received: 2, totalChunks: 3, complete: false }));
    await screen.findByText('Uploading chunk 3 of 3');
    await act(async () => answers[2]!.resolve(result));
    await screen.findByTestId('restore-summary');

    const calls = post.mock.calls as Array<[string, RestoreChunkInput]>;
    expect(calls.map(([path, body]) => [path, body.chunkIndex, body.totalChunks])).toEqual([
      ['/restore/chunk', 0, 3],
      ['/restore/chunk', 1, 3],
      ['/restore/chunk', 2, 3],
    ]);
    expect(new Set(calls.map(([, body]) => body.sessionId)).size).toBe(1);
  });

  it("a failed chunk: 'Restore failed: Failed to upload chunk N/M: reason'", async () => {
    renderTab();
    await pick(zipFile(10 * MB));
    post
      .mockResolvedValueOnce({ received: 1, totalChunks: 2, complete: false })
      .mockRejectedValueOnce(new ApiError('A chunk may hold at most 5 MB', 413));
    await act(async () => fireEvent.click(restoreButton()));
    await screen.findByText('Restore failed: Failed to upload chunk 2/2: A chunk may hold at most 5 MB');
    expect(toast.error).toHaveBeenCalledWith('Restore failed: Failed to upload chunk 2/2: A chunk may hold at most 5 MB');
  });
});
