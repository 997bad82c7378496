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
import { badRequest } from '../http/errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { decodeBase64, unwrapBase64 } from '../storage/base64';

/** Who restored what, with which options and outcome. */
async function recordRestore(ctx: RouteContext, options: RestoreOptions, result: RestoreResult | RestoreChunkProgress, bytes?: number) {
  if (!result.complete) return;
  await audit(
    ctx.principal,
    'restore',
    { type: 'backup', id: 'restore' },
    { details: { options, ...(bytes ? { bytes } : {}), summary: result.summary, errors: result.errors.length, warnings: result.warnings.length } },
    ctx.invocation.warn,
  );
}

/** Base64 of the raw bytes plus the JSON around it. */
const base64Body = (rawBytes: number) => Math.ceil((rawBytes * 4) / 3) + 64 * 1024;

export const backupGet: RouteDefinition = {
  name: 'backup-get',
  methods: ['GET'],
  route: 'backup',
  access: ['bar_manager'],
  async handler() {
    const { fileName, stream } = await createBackup();
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
    const result = await restoreBackup(zip, input.options);
    await recordRestore(ctx, input.options, result, zip.length);
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
    const result = await receiveChunk(input);
    await recordRestore(ctx, input.options, result);
    return { body: result };
  },
};

export const routes = [backupGet, backupRestore, backupRestoreChunk];
