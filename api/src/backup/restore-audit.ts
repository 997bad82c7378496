/**
 * Who restored what, with which options and outcome: every restore that ran, or was refused, leaves one audit
 * record (`complete`, `partial` when some records were refused, `refused` when nothing was written, `stopped`
 * when it stopped part-way). A chunk that is not the last is not a restore yet.
 */
import type { RestoreChunkProgress, RestoreOptions, RestoreResult } from '@bar/domain';
import { audit, type Actor, type AuditPorts } from '../audit/audit';
import { AppError, internalError, isRefusal } from '../errors';

/** Lines of a restore's errors and warnings kept in its audit record. */
export const AUDITED_LINES = 10;

export type RestoreAuditPorts = AuditPorts;

async function recordRestore(ports: RestoreAuditPorts, actor: Actor, options: RestoreOptions, outcome: RestoreResult | RestoreChunkProgress | AppError, bytes?: number) {
  if (!(outcome instanceof AppError) && !outcome.complete) return;
  const details =
    outcome instanceof AppError
      ? { outcome: isRefusal(outcome) ? 'refused' : 'stopped', kind: outcome.kind, error: outcome.message }
      : {
          outcome: outcome.success ? 'complete' : 'partial',
          summary: outcome.summary,
          errors: outcome.errors.slice(0, AUDITED_LINES),
          warnings: outcome.warnings.slice(0, AUDITED_LINES),
        };
  await audit(ports.audit, actor, 'restore', { type: 'backup', id: 'restore' }, { details: { options, ...(bytes ? { bytes } : {}), ...details } }, ports.warn, ports.clock(), ports.today());
}

/** Runs a restore (or one chunk of it) and records its outcome, whatever it is; its error, if any, is thrown on. */
export async function auditedRestore<T extends RestoreResult | RestoreChunkProgress>(
  ports: RestoreAuditPorts,
  actor: Actor,
  options: RestoreOptions,
  run: () => Promise<T>,
  bytes?: number,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    await recordRestore(ports, actor, options, err instanceof AppError ? err : internalError('an unexpected error'), bytes);
    throw err;
  }
  await recordRestore(ports, actor, options, result, bytes);
  return result;
}
