// The crash tests' faults (FAULT_*) are for a development machine: a variable left set in Azure must not let a
// restore kill the worker or a move back throw.
import type * as Composition from '../../src/composition';

const FAULTS = { FAULT_RESTORE_CRASH_AFTER_WRITES: '0', FAULT_MOVE_BACK_CRASH_AFTER_ITEMS: '1' };

/** What the faults of a fresh composition root are, with `env` set. */
function faultsUnder(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let faults: { restore: unknown; moveBack: unknown } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per environment (jest.isolateModules)
      const deps = (require('../../src/composition') as typeof Composition).dependencies();
      faults = { restore: deps.restore.beforeWrite, moveBack: deps.faults.moveBack() };
    });
    return faults!;
  } finally {
    process.env = saved;
  }
}

test('on a development machine the faults are armed', () => {
  expect(faultsUnder(FAULTS)).toEqual({ restore: expect.any(Function), moveBack: expect.any(Function) });
});

test('in Azure the same variables arm nothing', () => {
  expect(faultsUnder({ ...FAULTS, WEBSITE_INSTANCE_ID: 'instance-1' })).toEqual({ restore: undefined, moveBack: undefined });
});
