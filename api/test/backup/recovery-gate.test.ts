import { recoveryGate } from '../../src/backup/recovery-gate';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('the interrupted-restore check at start-up', () => {
  it('returns at once; reads go on while it runs, writes wait until it is over', async () => {
    const check = deferred();
    const recover = jest.fn(() => check.promise);
    const gate = recoveryGate(recover, () => undefined);
    gate.start();
    gate.start();
    expect(recover).toHaveBeenCalledTimes(1);
    expect(await settled(gate.ready('GET'))).toBe(true);
    expect(await settled(gate.ready('options'))).toBe(true);
    const write = gate.ready('POST');
    const patch = gate.ready('PATCH');
    expect(await settled(write)).toBe(false);
    expect(await settled(patch)).toBe(false);
    check.resolve();
    expect(await settled(write)).toBe(true);
    expect(await settled(patch)).toBe(true);
    expect(await settled(gate.ready('DELETE'))).toBe(true);
  });

  it('a failed check is reported and does not hold writes back', async () => {
    const check = deferred();
    const errors: unknown[] = [];
    const gate = recoveryGate(() => check.promise, (err) => errors.push(err));
    gate.start();
    const write = gate.ready('PUT');
    check.reject(new Error('Blob Storage is unreachable'));
    await expect(write).resolves.toBeUndefined();
    expect(errors).toEqual([new Error('Blob Storage is unreachable')]);
  });

  it('before it has started nothing waits (the host runs start-up hooks before the first call)', async () => {
    const gate = recoveryGate(() => new Promise(() => undefined), () => undefined);
    expect(await settled(gate.ready('POST'))).toBe(true);
  });
});
