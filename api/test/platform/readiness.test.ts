import { createReadiness, type Probe } from '../../src/platform/readiness';

function probe(name: string, up: () => boolean) {
  const calls = { count: 0 };
  const p: Probe = {
    name,
    run: async () => {
      calls.count += 1;
      if (!up()) throw new Error(`${name} refused the connection`);
    },
  };
  return { p, calls };
}

describe('readiness', () => {
  it('asks the backends once per window however many callers ask, and again after it', async () => {
    let t = 0;
    const db = probe('database', () => true);
    const readiness = createReadiness([db.p], { ttlMs: 5000, now: () => t });
    expect(await readiness.down()).toEqual([]);
    for (let i = 0; i < 100; i += 1) await readiness.down();
    expect(db.calls.count).toBe(1);
    t = 4999;
    await readiness.down();
    expect(db.calls.count).toBe(1);
    t = 5000;
    await readiness.down();
    expect(db.calls.count).toBe(2);
  });

  it('callers during a probe share it', async () => {
    const db = probe('database', () => true);
    const readiness = createReadiness([db.p], { now: () => 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.down()));
    expect(answers.every((a) => a.length === 0)).toBe(true);
    expect(db.calls.count).toBe(1);
  });

  it('names what is down, keeps a failure for the window too, and sees the recovery after it', async () => {
    let t = 0;
    let blobUp = false;
    const db = probe('database', () => true);
    const blob = probe('image storage', () => blobUp);
    const readiness = createReadiness([db.p, blob.p], { ttlMs: 5000, now: () => t });
    expect(await readiness.down()).toEqual(['image storage']);
    blobUp = true;
    t = 1000;
    expect(await readiness.down()).toEqual(['image storage']);
    expect(blob.calls.count).toBe(1);
    t = 6000;
    expect(await readiness.down()).toEqual([]);
  });
});
