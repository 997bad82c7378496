// One Jest run over every workspace. Projects: pure rules, API units, SPA units (jsdom), and the
// cross-cutting suites that run against the real local stack (API over HTTP, browser end-to-end).
// Type checking is `npm run typecheck`'s job; Jest only transpiles (tsconfig.jest.json also lets ESM-only jose through).
const transform = { '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] };
// Every project runs through one runner, which runs the suites in lanes side by side (two on two cores): the
// integration suites of the shared stack one at a time in the first, and beside them the unit projects and the
// integration suites with a stack of their own (test/support/lane-runner.cjs says which and why).
const runner = '<rootDir>/test/support/lane-runner.cjs';
const domainAlias = {
  '^@bar/domain$': '<rootDir>/domain/src/index.ts',
  '^@bar/domain/seed$': '<rootDir>/domain/src/seed/index.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'domain',
      rootDir: __dirname,
      testMatch: ['<rootDir>/domain/test/**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      runner,
      moduleNameMapper: domainAlias,
    },
    {
      displayName: 'api-unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/api/test/**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      runner,
      transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
      moduleNameMapper: domainAlias,
    },
    {
      displayName: 'frontend',
      rootDir: __dirname,
      testMatch: ['<rootDir>/frontend/test/**/*.test.ts?(x)'],
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/frontend/test/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/frontend/test/timeout.ts'],
      transform,
      runner,
      moduleNameMapper: { ...domainAlias, '\\.(css|svg|png)$': '<rootDir>/frontend/test/file-stub.ts' },
    },
    {
      displayName: 'idp',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/idp/**/*.test.ts'],
      testEnvironment: 'node',
      transform,
      runner,
      transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
      setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/api/**/*.test.ts', '<rootDir>/test/e2e/**/*.test.ts'],
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      transform,
      runner,
      transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
      moduleNameMapper: domainAlias,
      setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
    },
  ],
};
