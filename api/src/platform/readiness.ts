/**
 * Whether the backends answer, asked at most once per `ttlMs` however often anyone asks: `GET /api/health` is
 * public, and probing the database and the blob store on every call would let anyone multiply the load on them.
 * Callers within the window share the last result (a failure too: a backend that is down is not asked again at
 * once); callers while a probe runs share that probe.
 */
export interface Probe {
  /** What a person calls it: 'database', 'image storage'. */
  name: string;
  run(): Promise<unknown>;
}

export interface Readiness {
  /** The names of the backends that did not answer (empty: ready). */
  down(): Promise<string[]>;
}

export const READINESS_TTL_MS = 5000;

export function createReadiness(probes: Probe[], { ttlMs = READINESS_TTL_MS, now }: { ttlMs?: number; now: () => number }): Readiness {
  let last: { at: number; down: string[] } | null = null;
  let running: Promise<string[]> | null = null;
  const probeAll = async () => {
    const results = await Promise.all(
      probes.map(async (probe) => {
        try {
          await probe.run();
          return null;
        } catch {
          return probe.name;
        }
      }),
    );
    return results.filter((name): name is string => name !== null);
  };
  return {
    down() {
      if (last && now() - last.at < ttlMs) return Promise.resolve(last.down);
      running ??= probeAll()
        .then((down) => {
          last = { at: now(), down };
          return down;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
