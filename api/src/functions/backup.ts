import { RESTORE_CHUNK_BYTES, RESTORE_CHUNK_THRESHOLD_BYTES, restoreChunkSchema, restoreRequestSchema } from '@bar/domain';
import { createBackup } from '../backup/export';
import { RESTORE_MESSAGES, restoreBackup } from '../backup/import';
import { chunkPorts, receiveChunk } from '../backup/sessions';
import { auditedRestore, type RestoreAuditPorts } from '../backup/restore-audit';
import { badRequest } from '../errors';
import type { RouteContext, RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';
import { decodeBase64, unwrapBase64 } from '../storage/base64';

/** A restore's audit record over this request's dependencies (backup/restore-audit.ts). */
function restorePorts(ctx: RouteContext): RestoreAuditPorts {
  const { audit, clock, today } = ctx.deps;
  return { audit, clock, today, warn: (m) => ctx.invocation.warn(m) };
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
    const result = await auditedRestore(restorePorts(ctx), ctx.principal, input.options, () => restoreBackup(ctx.deps.restore, zip, input.options), zip.length);
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
    const result = await auditedRestore(restorePorts(ctx), ctx.principal, input.options, () => receiveChunk(input, ctx.principal.id, chunkPorts(ctx.deps.restore)));
    return { body: result };
  },
};

export const routes = [backupGet, backupRestore, backupRestoreChunk];
