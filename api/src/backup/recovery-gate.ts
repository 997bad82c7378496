/**
 * Finishing a restore that a crash interrupted (backup/journal.ts) as an instance starts, without holding up its
 * first answers: in Azure the start-up hook runs before the instance serves anything, and checking for an
 * interrupted restore means loading the restore code and the Blob client and asking Blob Storage. Reads are served
 * meanwhile (as during any restore, they may see part of it); writes wait until the check, and any repair it
 * makes, is over, so nothing a guest or the staff changes can be overwritten by it.
 */
export interface RecoveryGate {
  /** Starts the check (once); returns at once. */
  start(): void;
  /** Resolves when a call with this method may run: at once for reads, after the check for writes. */
  ready(method: string): Promise<void>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function recoveryGate(recover: () => Promise<void>, onError: (err: unknown) => void): RecoveryGate {
  let done: Promise<void> = Promise.resolve();
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      // A failed check is logged and lets writes through: the restore's journal stays, and the next start tries again.
      done = (async () => {
        try {
          await recover();
        } catch (err) {
          onError(err);
        }
      })();
    },
    ready(method) {
      return READS.has(method.toUpperCase()) ? Promise.resolve() : done;
    },
  };
}
