import { conflict } from '../../src/http/errors';

// The journal and the lock stand in for Blob Storage here; what is checked is the order of the attempts.
const pending = jest.fn<Promise<boolean>, []>();
const lockRuns = jest.fn<Promise<unknown>, [() => Promise<unknown>]>();
jest.mock('../../src/backup/journal', () => ({
  ...jest.requireActual('../../src/backup/journal'),
  hasPendingRestore: () => pending(),
  pendingRestore: async () => null,
}));
jest.mock('../../src/backup/lock', () => ({ withRestoreLock: (run: () => Promise<unknown>) => lockRuns(run) }));

import { recoverInterruptedRestore } from '../../src/backup/import';

beforeEach(() => {
  pending.mockReset();
  lockRuns.mockReset();
});

describe('finishing an interrupted restore at start-up', () => {
  it('does nothing, and takes no lock, when no restore was interrupted', async () => {
    pending.mockResolvedValue(false);
    await recoverInterruptedRestore(() => undefined, 1);
    expect(lockRuns).not.toHaveBeenCalled();
  });

  it('waits while another instance holds the restore lock, then finds the journal gone (the other one finished)', async () => {
    pending.mockResolvedValueOnce(true).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    lockRuns.mockRejectedValue(conflict('Another restore is running. Try again when it has finished.'));
    const log: string[] = [];
    await recoverInterruptedRestore((m) => log.push(m), 1);
    expect(lockRuns).toHaveBeenCalledTimes(2);
    expect(log.filter((m) => m.startsWith('the restore lock is held elsewhere'))).toHaveLength(2);
  });

  it('writes it once it gets the lock', async () => {
    pending.mockResolvedValue(true);
    lockRuns.mockRejectedValueOnce(conflict('Another restore is running. Try again when it has finished.')).mockImplementation((run) => run());
    await recoverInterruptedRestore(() => undefined, 1);
    expect(lockRuns).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts, and on any other failure at once, logging why and without failing the start', async () => {
    pending.mockResolvedValue(true);
    lockRuns.mockRejectedValue(conflict('Another restore is running. Try again when it has finished.'));
    const log: string[] = [];
    await expect(recoverInterruptedRestore((m) => log.push(m), 1, 3)).resolves.toBeNull();
    expect(lockRuns).toHaveBeenCalledTimes(3);
    expect(log.at(-1)).toMatch(/could not be finished now \(Another restore is running/);
    lockRuns.mockReset();
    lockRuns.mockRejectedValue(new Error('Blob Storage is unreachable'));
    await expect(recoverInterruptedRestore((m) => log.push(m), 1)).resolves.toBeNull();
    expect(lockRuns).toHaveBeenCalledTimes(1);
    expect(log.at(-1)).toMatch(/Blob Storage is unreachable/);
    pending.mockRejectedValue(new Error('Blob Storage is unreachable'));
    await expect(recoverInterruptedRestore(() => undefined, 1)).resolves.toBeNull();
  });
});
