// Jest's test runner for every project: the suites run in lanes side by side, each lane a worker process of its own.
//
//   - The integration suites that use the one stack of global-setup.ts share its data, its budgets and its users:
//     they run in the first lane, one at a time (on a bigger machine, in the first half of the lanes).
//   - Every other suite (the unit projects, and the integration suites that start a stack of their own or the local
//     Cosmos or Blob server alone: OWN_STACK below) is taken by whichever lane is free, the first lane once its
//     shared-stack suites are done.
//
// The shared stack's suites mostly wait (on the browser, the stack, a rate-limit window), so on the two-core CI
// machine the other suites' work fits beside them. Within each kind the order is Jest's own (slowest first).
// A run of one suite, `--runInBand` and `--detectOpenHandles` are Jest's own runner in this process, as before.
'use strict';
const { existsSync } = require('node:fs');
const { dirname, join, relative, sep } = require('node:path');
const Emittery = require('emittery');
const TestRunner = require('jest-runner').default;
const { Worker } = require('jest-worker');

const ROOT = join(__dirname, '..', '..');

/**
 * Integration suites that start (and stop) a stack of their own, or the local Cosmos or Blob server alone: they
 * may run beside the shared stack's suites.
 */
const OWN_STACK = [
  'test/api/ai-rate-limit.test.ts',
  'test/api/backup.test.ts',
  'test/api/blob-conditional.test.ts',
  'test/api/cosmos-client.test.ts',
  'test/api/crash-durability.test.ts',
  'test/api/faults.test.ts',
  'test/api/lan-host.test.ts',
  'test/api/limits.test.ts',
  'test/api/logs.test.ts',
  'test/api/menu-size-budget.test.ts',
  'test/api/move-back-crash.test.ts',
  'test/api/order-limits.test.ts',
  'test/api/order-placement.test.ts',
  'test/api/orders-kept.test.ts',
  'test/api/rate-limit.test.ts',
  'test/api/restore-crash.test.ts',
  'test/api/telemetry.test.ts',
  'test/e2e/outage.test.ts',
];
for (const file of OWN_STACK) {
  // A renamed suite would silently fall back to the shared-stack lane: say so instead.
  if (!existsSync(join(ROOT, file))) throw new Error(`test/support/lane-runner.cjs lists ${file}, which does not exist`);
}

const INTEGRATION = 'integration';
const relativePath = (test) => relative(ROOT, test.path).split(sep).join('/');
const sharedStack = (test) => test.context.config.displayName?.name === INTEGRATION && !OWN_STACK.includes(relativePath(test));
const TEST_WORKER = join(dirname(require.resolve('jest-runner')), 'testWorker.js');

class LaneRunner {
  supportsEventEmitters = true;
  #events = new Emittery();

  constructor(globalConfig, context, options) {
    this.globalConfig = globalConfig;
    this.context = context;
    this.options = options;
  }

  on(eventName, listener) {
    return this.#events.on(eventName, listener);
  }

  async runTests(tests, watcher, options) {
    const shared = tests.filter(sharedStack);
    const free = tests.filter((test) => !sharedStack(test));
    const { runInBand, detectOpenHandles, maxWorkers } = this.globalConfig;
    if (runInBand || detectOpenHandles || tests.length <= 1) {
      const runner = new TestRunner(this.globalConfig, this.context, this.options);
      for (const eventName of ['test-file-start', 'test-file-success', 'test-file-failure', 'test-case-start', 'test-case-result']) {
        runner.on(eventName, (payload) => this.#events.emit(eventName, payload));
      }
      return runner.runTests(tests, watcher, options);
    }
    // On two cores Jest has one worker (and would run in this process): two lanes here, as the suites of the unit
    // projects keep a core busy each and the shared stack's mostly wait. On more, Jest's count, half of it open to
    // the shared stack.
    const lanes = Math.max(2, maxWorkers);
    const sharedLanes = Math.max(1, Math.floor(lanes / 2));
    const resolvers = new Map();
    for (const test of tests) {
      const { config } = test.context;
      if (!resolvers.has(config.id)) resolvers.set(config.id, { config, serializableModuleMap: test.context.moduleMap.toJSON() });
    }
    const context = {
      ...this.context,
      changedFiles: this.context.changedFiles && [...this.context.changedFiles],
      sourcesRelatedToTestsInChangedFiles: this.context.sourcesRelatedToTestsInChangedFiles && [...this.context.sourcesRelatedToTestsInChangedFiles],
    };
    // Interrupted (watch mode, a file changed): no suite starts any more, and the running ones are stopped.
    let interrupted = false;
    const workers = new Set();
    let stopped;
    const interruption = new Promise((resolve) => (stopped = resolve));
    watcher.on('change', (state) => {
      if (!state.interrupted || interrupted) return;
      interrupted = true;
      for (const worker of workers) void worker.end();
      stopped();
    });

    const startWorker = () => {
      const worker = new Worker(TEST_WORKER, {
        enableWorkerThreads: this.globalConfig.workerThreads,
        exposedMethods: ['worker'],
        forkOptions: { serialization: 'json', stdio: 'pipe' },
        idleMemoryLimit: typeof this.globalConfig.workerIdleMemoryLimit === 'number' ? this.globalConfig.workerIdleMemoryLimit : undefined,
        maxRetries: 3,
        numWorkers: 1,
        setupArgs: [{ serializableResolvers: [...resolvers.values()] }],
        workerGracefulExitTimeout: this.globalConfig.workerGracefulExitTimeout,
      });
      worker.getStdout()?.pipe(process.stdout);
      worker.getStderr()?.pipe(process.stderr);
      return worker;
    };
    const lane = async (index) => {
      let worker;
      try {
        for (;;) {
          const test = (index < sharedLanes && shared.shift()) || free.shift();
          if (!test || interrupted) return;
          if (!worker) workers.add((worker = startWorker()));
          await this.#events.emit('test-file-start', [test]);
          try {
            const running = worker.worker({ config: test.context.config, context, globalConfig: this.globalConfig, path: test.path });
            running.UNSTABLE_onCustomMessage?.(([eventName, payload]) => this.#events.emit(eventName, payload));
            const result = await running;
            await this.#events.emit('test-file-success', [test, result]);
          } catch (error) {
            await this.#events.emit('test-file-failure', [test, error]);
          }
        }
      } finally {
        const ended = interrupted ? undefined : await worker?.end();
        if (ended?.forceExited) console.error('A worker process has failed to exit gracefully and has been force exited (a suite left something running).');
      }
    };
    await Promise.race([Promise.all(Array.from({ length: lanes }, (_, index) => lane(index))), interruption]);
  }
}

module.exports = LaneRunner;
