import useSWR from 'swr';
import { UNKNOWN_BUILD_INFO, type BuildInfo } from '@bar/domain';

/** A static file next to index.html, written at build time; not part of the API. */
export const buildInfoKey = '/build-info.json';

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Never fails: a failed fetch, a non-ok answer or a bad body leave the 'unknown' defaults. */
export async function getBuildInfo(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<BuildInfo> {
  try {
    const response = await fetchImpl(buildInfoKey, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return { ...UNKNOWN_BUILD_INFO };
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { ...UNKNOWN_BUILD_INFO };
    const raw = body as Record<string, unknown>;
    return {
      buildNumber: text(raw.buildNumber) ?? UNKNOWN_BUILD_INFO.buildNumber,
      timestamp: text(raw.timestamp) ?? UNKNOWN_BUILD_INFO.timestamp,
      commitHash: text(raw.commitHash) ?? UNKNOWN_BUILD_INFO.commitHash,
      branch: text(raw.branch) ?? UNKNOWN_BUILD_INFO.branch,
    };
  } catch {
    return { ...UNKNOWN_BUILD_INFO };
  }
}

export function useBuildInfo(): BuildInfo {
  const { data } = useSWR(buildInfoKey, () => getBuildInfo(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return data ?? UNKNOWN_BUILD_INFO;
}
