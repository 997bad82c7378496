import {
  RESTORE_CHUNK_BYTES,
  RESTORE_CHUNK_THRESHOLD_BYTES,
  restoreChunkSchema,
  restoreRequestSchema,
  type RestoreChunkProgress,
  type RestoreOptions,
  type RestoreResult,
} from '@bar/domain';
import { audit } from '../audit/audit';
import { createBackup } from '../backup/export';
import { RESTORE_MESSAGES, restoreBackup } from '../backup/import';
import { receiveChunk } from '../backup/sessions';
import { HttpError, badRequest } from '../http/errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { decodeBase64, unwrapBase64 } from '../storage/base64';

/** Lines of a restore's errors and warnings kept in its audit entry. */
const AUDITED_LINES = 10;

/**
 * Who restored what, with which options and outcome: every restore that ran, or was refused, leaves one entry
 * (`complete`, `partial` when some records were refused, `refused` when nothing was written, `stopped` when it
 * stopped part-way). A chunk that is not the last is not a restore yet.
 */
async function recordRestore(ctx: RouteContext, options: RestoreOptions, outcome: RestoreResult | RestoreChunkProgress | HttpError, bytes?: number) {
  if (!(outcome instanceof HttpError) && !outcome.complete) return;
  const details =
    outcome instanceof HttpError
      ? { outcome: outcome.status >= 500 ? 'stopped' : 'refused', status: outcome.status, error: outcome.message }
      : {
          outcome: outcome.success ? 'complete' : 'partial',
          summary: outcome.summary,
          errors: outcome.errors.slice(0, AUDITED_LINES),
          warnings: outcome.warnings.slice(0, AUDITED_LINES),
        };
  await audit(ctx.deps.audit, ctx.principal, 'restore', { type: 'backup', id: 'restore' }, { details: { options, ...(bytes ? { bytes } : {}), ...details } }, ctx.invocation.warn);
}

/** Runs a restore and records its outcome, whatever it is. */
async function audited<T extends RestoreResult | RestoreChunkProgress>(ctx: RouteContext, options: RestoreOptions, run: () => Promise<T>, bytes?: number): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    if (err instanceof HttpError) await recordRestore(ctx, options, err, bytes);
    else await recordRestore(ctx, options, new HttpError(500, 'an unexpected error'), bytes);
    throw err;
  }
  await recordRestore(ctx, options, result, bytes);
  return result;
}

/** Base64 of the raw bytes plus the JSON around it. */
const base64Body = (rawBytes: number) => Math.ceil((rawBytes * 4) / 3) + 64 * 1024;

export const backupGet: RouteDefinition = {
  name: 'backup-get',
  methods: ['GET'],
  route: 'backup',
  access: ['bar_manager'],
  async handler(ctx) {
    const { fileName, stream } = await createBackup(ctx.deps, ctx.deps.clock());
    return {
      raw: stream,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    };
  },
};

/** A backup under 10 MB in one request. */
export const backupRestore: RouteDefinition = {
  name: 'backup-restore',
  methods: ['POST'],
  route: 'restore',
  access: ['bar_manager'],
  maxBodyBytes: base64Body(RESTORE_CHUNK_THRESHOLD_BYTES),
  async handler(ctx) {
    const input = parseBody(restoreRequestSchema, ctx.body);
    const payload = unwrapBase64(input.zipData);
    if (!payload) throw badRequest(RESTORE_MESSAGES.notZip);
    const zip = decodeBase64(payload.text);
    const result = await audited(ctx, input.options, () => restoreBackup(zip, input.options), zip.length);
    return { body: result };
  },
};

/** Larger backups in 5 MB chunks; the last one answers the restore result. */
export const backupRestoreChunk: RouteDefinition = {
  name: 'backup-restore-chunk',
  methods: ['POST'],
  route: 'restore/chunk',
  access: ['bar_manager'],
  maxBodyBytes: base64Body(RESTORE_CHUNK_BYTES),
  async handler(ctx) {
    const input = parseBody(restoreChunkSchema, ctx.body);
    const result = await audited(ctx, input.options, () => receiveChunk(input, ctx.principal.id));
    return { body: result };
  },
};

export const routes = [backupGet, backupRestore, backupRestoreChunk];
