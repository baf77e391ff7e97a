/**
 * The project changed as forms/README.md says, on a copy (tests/copy/): it builds the copy, runs
 * the copy's whole non-browser suite and drives the copy's server in Chromium. Outside `npm test`
 * because it takes minutes; `.ci/run` runs it once after the other tests:
 *   npx jest --config jest.copy.config.cjs
 */
const base = require('./jest.config.cjs');
const e2e = base.projects.find((project) => project.displayName === 'e2e');

module.exports = {
  projects: [
    {
      ...e2e,
      displayName: 'copy',
      testMatch: ['<rootDir>/tests/copy/**/*.test.ts'],
      globalSetup: undefined,
      globalTeardown: undefined,
    },
  ],
};
