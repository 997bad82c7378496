// Stand-alone Jest config for the identity provider suite:
//   npx jest -c test/idp/jest.config.js
// The provider itself (oidc-provider, ESM-only) runs in a child process; only the CommonJS test
// client and jose (ESM-only, hence transformed: allowJs + transformIgnorePatterns) load in Jest.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'idp',
  testMatch: ['<rootDir>/test/idp/**/*.test.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: {
          isolatedModules: true,
          target: 'ES2022',
          module: 'CommonJS',
          moduleResolution: 'node10',
          esModuleInterop: true,
          allowJs: true,
          strict: true,
          skipLibCheck: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  testTimeout: 60000,
  maxWorkers: 1,
};
