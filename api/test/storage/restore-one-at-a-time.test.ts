// One restore at a time on an instance, from its first check: a second one is refused at once (409), before it
// reads anything, so two restores never hold two unpacked backups in memory together.
import { ANOTHER_RESTORE, OneAtATime } from '../../src/backup/lock';

const gate = new OneAtATime();
const oneRestoreAtATime = <T>(run: () => Promise<T>) => gate.run(run);
import { restoreBackup, type RestorePorts } from '../../src/backup/import';

test('while a restore runs, another is refused at once with 409 and runs nothing; afterwards the next one runs', async () => {
  let finish!: () => void;
  const first = oneRestoreAtATime(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
  let ran = false;
  await expect(
    oneRestoreAtATime(async () => {
      ran = true;
      return 'second';
    }),
  ).rejects.toMatchObject({ kind: 'restoring', message: ANOTHER_RESTORE });
  expect(ran).toBe(false);
  finish();
  await expect(first).resolves.toBe('first');
  await expect(oneRestoreAtATime(async () => 'third')).resolves.toBe('third');
  // A restore that failed frees the place too.
  await expect(oneRestoreAtATime(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  await expect(oneRestoreAtATime(async () => 'fourth')).resolves.toBe('fourth');
});

test('each process has its own gate: a restore on one does not hold back another', async () => {
  let finish!: () => void;
  const first = gate.run(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
  await expect(new OneAtATime().run(async () => 'elsewhere')).resolves.toBe('elsewhere');
  finish();
  await first;
});

test("restoreBackup takes its place before checking anything: a second call meanwhile is refused before it reads its backup", async () => {
  const zip = Buffer.from('not even a zip');
  // Nothing of the stores is reached: the first restore stops at its own check of the file.
  const ports = { today: () => '2026-11-20', clock: () => new Date(), sessions: () => Promise.reject(new Error('not reached')), oneAtATime: new OneAtATime() } as unknown as RestorePorts;
  const first = restoreBackup(ports, zip, { overwriteExisting: false, clearExistingData: false, restoreImages: true }).catch((err: unknown) => err);
  await expect(restoreBackup(ports, zip, { overwriteExisting: false, clearExistingData: false, restoreImages: true })).rejects.toMatchObject({ kind: 'restoring', message: ANOTHER_RESTORE });
  // The first went on to its own check (and fails there, in this test without a database or settings).
  expect(await first).not.toMatchObject({ message: ANOTHER_RESTORE });
});
