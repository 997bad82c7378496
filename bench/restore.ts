// Backup and restore of a 50 MB backup: time, and the API process's peak memory (VmHWM of /proc/<pid>/status,
// reset before each step through /proc/<pid>/clear_refs).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { round, type Row } from './lib/stack';

const MB = 1024 * 1024;
const CHUNK = 5 * MB;

function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Images of random bytes behind a PNG signature and a 1 x 1 header: they do not compress, like real photos. */
async function uploadImages(appUrl: string, count: number, size: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    // (A PNG's signature and a 1 x 1 header, then noise: a restore skips an image whose header says more pixels than a
    // browser should draw, and noise read as a header would say billions.)
    const header = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c489', 'hex');
    const bytes = Buffer.concat([header, randomBytes(size - header.length)]);
    const res = await fetch(`${appUrl}/api/images/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: `bench-${i}.png`, category: 'recipe', imageData: `data:image/png;base64,${bytes.toString('base64')}` }),
    });
    if (!res.ok) throw new Error(`image upload answered ${res.status}: ${await res.text()}`);
  }
}

export async function backupRestoreRows(appUrl: string, apiPid: number, seed: () => Promise<void>): Promise<Row[]> {
  await seed();
  await uploadImages(appUrl, 25, 2 * MB);

  // Backup, streamed to the client.
  const canReset = resetPeak(apiPid);
  const before = memory(apiPid);
  let t0 = performance.now();
  const res = await fetch(`${appUrl}/api/backup`);
  if (!res.ok || !res.body) throw new Error(`GET /api/backup answered ${res.status}`);
  const parts: Buffer[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(chunk));
  const backupSeconds = (performance.now() - t0) / 1000;
  const zip = Buffer.concat(parts);
  const afterBackup = memory(apiPid);
  const backupPeak = afterBackup.hwm - before.rss;

  // Restore of the same file in 5 MB chunks, overwriting what is there.
  resetPeak(apiPid);
  const beforeRestore = memory(apiPid);
  const sessionId = randomUUID().replace(/-/g, '');
  const totalChunks = Math.ceil(zip.length / CHUNK);
  t0 = performance.now();
  let result: { complete?: boolean; errors?: unknown[]; summary?: Record<string, number> } = {};
  for (let i = 0; i < totalChunks; i++) {
    const chunk = zip.subarray(i * CHUNK, (i + 1) * CHUNK);
    const r = await fetch(`${appUrl}/api/restore/chunk`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId, chunkIndex: i, totalChunks, chunkData: chunk.toString('base64'), options: { overwriteExisting: true } }),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`restore chunk ${i} answered ${r.status}: ${text.slice(0, 300)}`);
    result = (JSON.parse(text) as { data: typeof result }).data;
  }
  const restoreSeconds = (performance.now() - t0) / 1000;
  const afterRestore = memory(apiPid);
  const mb = (n: number) => round(n / MB, 0);
  const restored = result.summary ? Object.entries(result.summary).map(([k, v]) => `${k} ${v}`).join(', ') : '';
  const peakNote = canReset ? '' : ' (peak not reset: since start)';
  return [
    {
      area: 'Backup/restore',
      metric: `GET /api/backup of ${mb(zip.length)} MB: time`,
      value: round(backupSeconds, 1),
      unit: 's',
      ceiling: '-',
      pass: null,
    },
    {
      area: 'Backup/restore',
      metric: `GET /api/backup: API peak memory above its start (${mb(before.rss)} MB)`,
      value: mb(backupPeak),
      unit: 'MB',
      ceiling: `well below 2 x data (${mb(2 * zip.length)} MB)`,
      ratio: round(backupPeak / zip.length, 2),
      pass: backupPeak < zip.length,
      note: `peak RSS ${mb(afterBackup.hwm)} MB${peakNote}`,
    },
    {
      area: 'Backup/restore',
      metric: `restore of ${mb(zip.length)} MB in ${totalChunks} chunks: time`,
      value: round(restoreSeconds, 1),
      unit: 's',
      ceiling: '-',
      pass: result.complete === true && (result.errors?.length ?? 0) === 0,
      note: restored,
    },
    {
      area: 'Backup/restore',
      metric: 'restore: API peak memory (VmHWM)',
      value: mb(afterRestore.hwm),
      unit: 'MB',
      ceiling: '<= 512 MB (budget)',
      pass: afterRestore.hwm <= 512 * MB,
      note: `${mb(beforeRestore.rss)} MB before${peakNote}`,
    },
  ];
}
