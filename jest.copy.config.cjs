/**
 * The project changed as forms/README.md says, on a copy (tests/copy/): it builds the copy, runs
 * the copy's tests that read forms, texts and prices, and drives the copy's server in Chromium.
 * `npm test` runs it once, in whichever of its lanes is done first; by hand:
 *   npm run test:copy
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
