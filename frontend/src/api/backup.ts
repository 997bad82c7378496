import type { RestoreChunkInput, RestoreChunkProgress, RestoreOptions, RestoreResult } from '@bar/domain';
import { api } from './client';

export const backupKey = '/backup';
export const restoreKey = '/restore';
export const restoreChunkKey = '/restore/chunk';

export interface BackupDownload {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), if it gave one. */
  fileName?: string;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1]!.trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      const name = decodeURIComponent(encoded).trim();
      if (name) return baseName(name);
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!).trim();
  return name ? baseName(name) : undefined;
}

/** A name, never a path. */
function baseName(name: string): string | undefined {
  const last = name.split(/[/\\]/).pop()?.trim();
  return last || undefined;
}

/** GET /backup: the whole bar as a zip, fetched with the signed-in user's token. */
export async function downloadBackup(): Promise<BackupDownload> {
  const { blob, contentDisposition } = await api.downloadFile(backupKey);
  return { blob, fileName: fileNameFromContentDisposition(contentDisposition) };
}

export interface RestoreRequest {
  /** The zip file, base64. */
  zipData: string;
  options: RestoreOptions;
}

/** POST /restore: a backup under 10 MB in one request. */
export function restoreBackup(body: RestoreRequest): Promise<RestoreResult> {
  return api.post<RestoreResult>(restoreKey, body);
}

/** POST /restore/chunk: one 5 MB slice; the last one answers the restore result. */
export function restoreBackupChunk(body: RestoreChunkInput): Promise<RestoreChunkProgress | RestoreResult> {
  return api.post<RestoreChunkProgress | RestoreResult>(restoreChunkKey, body);
}
