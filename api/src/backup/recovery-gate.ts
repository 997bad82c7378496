/**
 * Finishing a restore that a crash interrupted (backup/journal.ts) as an instance starts, without holding up its
 * first answers: in Azure the start-up hook runs before the instance serves anything, and checking for an
 * interrupted restore means loading the restore code and the Blob client and asking Blob Storage. Reads are served
 * meanwhile (as during any restore, they may see part of it); writes wait until the check, and any repair it
 * makes, is over, so nothing a guest or the staff changes can be overwritten by it. A write that would wait longer
 * than `maxWaitMs` (a large restore being written again) is refused as unavailable with a message instead (http/edge.ts).
 */
export interface RecoveryGate {
  /** Starts the check (once); returns at once. */
  start(): void;
  /** True once writes may run; false if the check is still running after `maxWaitMs`. */
  writesReady(): Promise<boolean>;
}

export function recoveryGate(recover: () => Promise<void>, onError: (err: unknown) => void, maxWaitMs = 10_000): RecoveryGate {
  let over = true;
  let done: Promise<void> = Promise.resolve();
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      over = false;
      // A failed check is logged and lets writes through. (recoverInterruptedRestore itself never throws: a journal
      // that cannot be replayed is set aside, one that may succeed later stays for the next start or restore.)
      done = (async () => {
        try {
          await recover();
        } catch (err) {
          onError(err);
        } finally {
          over = true;
        }
      })();
    },
    async writesReady() {
      if (over) return true;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), maxWaitMs);
      });
      try {
        return await Promise.race([done.then(() => true as const), gaveUp]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
