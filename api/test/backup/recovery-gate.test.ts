import { HttpRequest, InvocationContext } from '@azure/functions';
import { recoveryGate } from '../../src/backup/recovery-gate';
import { RESTORE_FINISHING, toAzureHandler } from '../../src/http/edge';
import type { RouteDefinition } from '../../src/http/route';

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

const settled = async <T>(p: Promise<T>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('the interrupted-restore check at start-up', () => {
  it('returns at once; writes wait until it is over', async () => {
    const check = deferred();
    const recover = jest.fn(() => check.promise);
    const gate = recoveryGate(recover, () => undefined);
    gate.start();
    gate.start();
    expect(recover).toHaveBeenCalledTimes(1);
    const write = gate.writesReady();
    const another = gate.writesReady();
    expect(await settled(write)).toBe(false);
    expect(await settled(another)).toBe(false);
    check.resolve();
    await expect(write).resolves.toBe(true);
    await expect(another).resolves.toBe(true);
    await expect(gate.writesReady()).resolves.toBe(true);
  });

  it('a failed check is reported and does not hold writes back', async () => {
    const check = deferred();
    const errors: unknown[] = [];
    const gate = recoveryGate(() => check.promise, (err) => errors.push(err));
    gate.start();
    const write = gate.writesReady();
    check.reject(new Error('Blob Storage is unreachable'));
    await expect(write).resolves.toBe(true);
    expect(errors).toEqual([new Error('Blob Storage is unreachable')]);
  });

  it('before it has started nothing waits (the host runs start-up hooks before the first call)', async () => {
    const gate = recoveryGate(() => new Promise(() => undefined), () => undefined);
    await expect(gate.writesReady()).resolves.toBe(true);
  });

  it('a write does not wait longer than the bound: it is told so', async () => {
    const gate = recoveryGate(() => new Promise(() => undefined), () => undefined, 20);
    gate.start();
    await expect(gate.writesReady()).resolves.toBe(false);
  });
});

describe('calls while the check runs', () => {
  const route: RouteDefinition = {
    name: 'things-any',
    methods: ['GET', 'POST'],
    route: 'things',
    access: 'anonymous',
    handler: () => ({ body: { ok: true } }),
  };
  const call = (method: 'GET' | 'POST', writesReady: () => Promise<boolean>) =>
    toAzureHandler(route, { writesReady })(
      new HttpRequest({ method, url: 'http://localhost/api/things', headers: method === 'POST' ? { 'content-type': 'application/json' } : {} }),
      new InvocationContext({ functionName: route.name }),
    );

  it('a read is answered without waiting', async () => {
    const writesReady = jest.fn(() => new Promise<boolean>(() => undefined));
    const res = await call('GET', writesReady);
    expect(res.status).toBe(200);
    expect(writesReady).not.toHaveBeenCalled();
  });

  it("a write that waited too long gets 503 with what is going on, and the handler did not run", async () => {
    const res = await call('POST', async () => false);
    expect(res.status).toBe(503);
    expect(JSON.parse(String(res.body))).toEqual({ error: RESTORE_FINISHING });
    expect((res.headers as Record<string, string>)['Retry-After']).toBeTruthy();
  });

  it('a write runs once the check is over', async () => {
    const res = await call('POST', async () => true);
    expect(res.status).toBe(200);
  });
});
