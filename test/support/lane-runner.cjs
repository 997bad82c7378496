// Jest's test runner for every project, in two lanes side by side (each with its own worker process):
//
//   - the shared-stack lane: the integration suites that use the one stack of global-setup.ts, which share its data,
//     its budgets and its users: one suite at a time on two cores (half of Jest's workers on a bigger machine);
//   - the self-contained lane: the unit projects (domain, api-unit, frontend, idp) and the integration
//     suites that start a stack of their own (OWN_STACK below) and touch the shared one at most to read its health.
//
// The suites of the shared-stack lane mostly wait (on the browser, the stack, a rate-limit window), so on the
// two-core CI machine the other lane's work fits beside them; the order inside each lane is Jest's own.
// `--runInBand` / `--detectOpenHandles` run everything in this process, one suite after another, as before.
'use strict';
const { existsSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const TestRunner = require('jest-runner').default;

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

class LaneRunner {
  supportsEventEmitters = true;

  constructor(globalConfig, context, options) {
    this.globalConfig = globalConfig;
    this.context = context;
    this.options = options;
    this.listeners = [];
  }

  /** A runner of Jest's own, with `workers` worker processes, whose events are passed on to Jest. */
  lane(workers) {
    const runner = new TestRunner({ ...this.globalConfig, maxWorkers: workers }, this.context, this.options);
    for (const [eventName, listener] of this.listeners) runner.on(eventName, listener);
    return runner;
  }

  async runTests(tests, watcher, options) {
    const shared = tests.filter(sharedStack);
    const rest = tests.filter((test) => !sharedStack(test));
    const { runInBand, detectOpenHandles, maxWorkers } = this.globalConfig;
    if (runInBand || detectOpenHandles || shared.length === 0 || rest.length === 0) {
      // One lane: Jest's own runner, as Jest would have run it (in band when it says so).
      return this.lane(maxWorkers).runTests(tests, watcher, options);
    }
    // Two lanes with Jest's worker count shared between them (at least one each): on two cores, 1 + 1.
    const total = Math.max(2, maxWorkers);
    const sharedWorkers = Math.max(1, Math.floor(total / 2));
    await Promise.all([
      this.lane(sharedWorkers).runTests(shared, watcher, { ...options, serial: false }),
      this.lane(total - sharedWorkers).runTests(rest, watcher, { ...options, serial: false }),
    ]);
  }

  on(eventName, listener) {
    this.listeners.push([eventName, listener]);
    return () => {
      this.listeners = this.listeners.filter(([name, l]) => name !== eventName || l !== listener);
    };
  }
}

module.exports = LaneRunner;
