// Every restore leaves one audit record with its outcome (api/src/backup/restore-audit.ts), through in-memory
// ports: no server.
import type { RestoreChunkProgress, RestoreOptions, RestoreResult } from '@bar/domain';
import { AUDITED_LINES, auditedRestore, type RestoreAuditPorts } from '../../src/backup/restore-audit';
import { badRequest } from '../../src/errors';
import { MemoryAuditLog } from '../support/memory-audit';

const manager = { id: 'm1', name: 'Maria' };
const options = { overwrite: true } as unknown as RestoreOptions;

function setup() {
  const audit = new MemoryAuditLog();
  const ports: RestoreAuditPorts = { audit, clock: () => new Date('2026-11-24T20:00:00.000Z'), today: () => '2026-11-24', warn: () => undefined };
  return { audit, ports };
}

const result = (over: Partial<RestoreResult>): RestoreResult => ({ complete: true, success: true, summary: {}, errors: [], warnings: [], ...over }) as unknown as RestoreResult;

test('a complete restore and a partial one are recorded as such, with at most a few lines of their errors', async () => {
  const { audit, ports } = setup();
  await auditedRestore(ports, manager, options, async () => result({}), 1234);
  const errors = Array.from({ length: AUDITED_LINES + 5 }, (_, i) => `line ${i}`);
  await auditedRestore(ports, manager, options, async () => result({ success: false, errors }));
  expect(audit.entries.map((e) => e.details?.outcome)).toEqual(['complete', 'partial']);
  expect(audit.entries[0]).toMatchObject({ action: 'restore', actor: manager, date: '2026-11-24', details: { options, bytes: 1234 } });
  expect((audit.entries[1]!.details as { errors: string[] }).errors).toHaveLength(AUDITED_LINES);
});

test('a refused restore (4xx) and one that stopped (anything else) are recorded, and the error goes on to the caller', async () => {
  const { audit, ports } = setup();
  const refused = badRequest('not a backup');
  await expect(auditedRestore(ports, manager, options, async () => Promise.reject(refused))).rejects.toBe(refused);
  const crash = new Error('disk on fire');
  await expect(auditedRestore(ports, manager, options, async () => Promise.reject(crash))).rejects.toBe(crash);
  expect(audit.entries.map((e) => e.details)).toEqual([
    expect.objectContaining({ outcome: 'refused', kind: 'invalid', error: 'not a backup' }),
    expect.objectContaining({ outcome: 'stopped', kind: 'internal', error: 'an unexpected error' }),
  ]);
});

test('a chunk that is not the last is not a restore yet: nothing is recorded', async () => {
  const { audit, ports } = setup();
  await auditedRestore(ports, manager, options, async () => ({ complete: false }) as unknown as RestoreChunkProgress);
  expect(audit.entries).toEqual([]);
});
