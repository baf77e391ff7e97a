/**
 * One runner, a project per folder (docs/testing.md). ts-jest transpiles only (isolatedModules);
 * `npm run typecheck` does the type checking.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }];
const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': tsJest, '^.+\\.mjs$': tsJest },
  // ESM-only packages that Jest's CommonJS runtime must have transformed.
  transformIgnorePatterns: [
    '/node_modules/(?!(@x0k/json-schema-merge|content-disposition|cookie|@tus|srvx)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^chakra-theme/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
    '^url:.*$': '<rootDir>/tests/support/file-stub.cjs',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/tests/support/file-stub.cjs',
  },
};

module.exports = {
  // Test files run in a worker process, never in Jest's own: there the browser tests' server
  // (tests/e2e/global-setup.ts) keeps an event loop and a heap of its own, as the real server
  // does, instead of sharing them with some hundred test files run one after another (on two
  // cores Jest would otherwise run them all inside its own process). The worker starts afresh
  // whenever a file leaves it holding more than this, so no file inherits another's leftovers.
  workerIdleMemoryLimit: '800MB',
  // `npm test` runs the browser tests as two --shard halves side by side: halves of equal time.
  testSequencer: '<rootDir>/tests/support/balanced-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      // A first call into a native module (sharp's libvips) has taken over Jest's 5 s at the start of a loaded run.
      setupFilesAfterEnv: ['<rootDir>/tests/support/test-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/tests/dom/**/*.test.ts?(x)'],
      // The browser build, as Parcel picks it by the package's `browser` field (Jest reads only `main`).
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^tus-js-client$': '<rootDir>/node_modules/tus-js-client/lib.es5/browser/index.js',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/support/test-timeout.ts', '<rootDir>/tests/support/dom-waits.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/test-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup.ts'],
    },
  ],
};
