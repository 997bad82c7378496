import { restoreRunning } from '../../src/errors';
import type { RestorePorts } from '../../src/backup/import';
import type { OneAtATime } from '../../src/backup/lock';
import { MemoryAuditLog } from '../support/memory-audit';
import { MemoryKeyedStore } from '../support/memory-keyed-store';

// The journal and the lock stand in for Blob Storage here; what is checked is the order of the attempts.
const pending = jest.fn<Promise<boolean>, []>();
const journal = jest.fn<Promise<unknown>, []>();
const quarantined = jest.fn<Promise<void>, [Buffer, unknown, string]>();
const lockRuns = jest.fn<Promise<unknown>, [() => Promise<unknown>]>();
jest.mock('../../src/backup/journal', () => ({
  ...jest.requireActual('../../src/backup/journal'),
  hasPendingRestore: () => pending(),
  pendingRestore: () => journal(),
  quarantineJournal: (_sessions: unknown, zip: Buffer, meta: unknown, reason: string) => quarantined(zip, meta, reason),
}));
jest.mock('../../src/backup/lock', () => ({ withRestoreLock: (_sessions: unknown, run: () => Promise<unknown>) => lockRuns(run) }));

import { recoverInterruptedRestore } from '../../src/backup/import';

/** The restore's ports, handed in: nothing is written in these tests but the audit record. */
function ports(audit = new MemoryAuditLog()): RestorePorts {
  const unused = () => {
    throw new Error('not written in this test');
  };
  const sessions = async () => new MemoryKeyedStore();
  return { target: unused, catalog: unused, putImage: unused, audit, clock: () => new Date('2026-03-02T09:00:00Z'), today: () => '2026-03-02', sessions, oneAtATime: { run: (work: () => Promise<unknown>) => work() } as unknown as OneAtATime };
}

beforeEach(() => {
  pending.mockReset();
  journal.mockReset().mockResolvedValue(null);
  quarantined.mockReset().mockResolvedValue(undefined);
  lockRuns.mockReset();
});

describe('finishing an interrupted restore at start-up', () => {
  it('does nothing, and takes no lock, when no restore was interrupted', async () => {
    pending.mockResolvedValue(false);
    await recoverInterruptedRestore(ports(), () => undefined, 1);
    expect(lockRuns).not.toHaveBeenCalled();
  });

  it('waits while another instance holds the restore lock, then finds the journal gone (the other one finished)', async () => {
    pending.mockResolvedValueOnce(true).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    lockRuns.mockRejectedValue(restoreRunning('Another restore is running. Try again when it has finished.'));
    const log: string[] = [];
    await recoverInterruptedRestore(ports(), (m) => log.push(m), 1);
    expect(lockRuns).toHaveBeenCalledTimes(2);
    expect(log.filter((m) => m.startsWith('the restore lock is held elsewhere'))).toHaveLength(2);
  });

  it('writes it once it gets the lock', async () => {
    pending.mockResolvedValue(true);
    lockRuns.mockRejectedValueOnce(restoreRunning('Another restore is running. Try again when it has finished.')).mockImplementation((run) => run());
    await recoverInterruptedRestore(ports(), () => undefined, 1);
    expect(lockRuns).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts, and on any other failure at once, logging why and without failing the start', async () => {
    pending.mockResolvedValue(true);
    lockRuns.mockRejectedValue(restoreRunning('Another restore is running. Try again when it has finished.'));
    const log: string[] = [];
    await expect(recoverInterruptedRestore(ports(), (m) => log.push(m), 1, 3)).resolves.toBeNull();
    expect(lockRuns).toHaveBeenCalledTimes(3);
    expect(log.at(-1)).toMatch(/could not be finished now \(Another restore is running/);
    lockRuns.mockReset();
    lockRuns.mockRejectedValue(new Error('Blob Storage is unreachable'));
    await expect(recoverInterruptedRestore(ports(), (m) => log.push(m), 1)).resolves.toBeNull();
    expect(lockRuns).toHaveBeenCalledTimes(1);
    expect(log.at(-1)).toMatch(/Blob Storage is unreachable/);
    pending.mockRejectedValue(new Error('Blob Storage is unreachable'));
    await expect(recoverInterruptedRestore(ports(), () => undefined, 1)).resolves.toBeNull();
  });

  it('sets aside a journal tried too often, and records that in the audit trail it is handed', async () => {
    pending.mockResolvedValue(true);
    lockRuns.mockImplementation((run) => run());
    journal.mockResolvedValue({ zip: Buffer.from('zip'), meta: { startedAt: '2026-03-01T22:00:00.000Z', options: {}, attempts: 3 } });
    const audit = new MemoryAuditLog();
    const log: string[] = [];
    const outcome = await recoverInterruptedRestore(ports(audit), (m) => log.push(m), 1);
    expect(log).toEqual(['an interrupted restore was found: writing it again', expect.stringMatching(/was set aside/)]);
    expect(outcome).toMatchObject({ setAside: expect.stringMatching(/tried 3 times and never finished/), startedAt: '2026-03-01T22:00:00.000Z' });
    expect(quarantined).toHaveBeenCalledTimes(1);
    expect(audit.entries).toEqual([
      expect.objectContaining({ date: '2026-03-02', at: '2026-03-02T09:00:00.000Z', action: 'restore', actor: { id: 'system', name: 'Start-up recovery' }, details: expect.objectContaining({ outcome: 'set aside' }) }),
    ]);
  });
});
