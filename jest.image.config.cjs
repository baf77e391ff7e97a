/**
 * `npm run test:image`: the container image test (tests/deploy/), outside `npm test` because it
 * builds the image (a few minutes). `.ci/run` runs it once after the other tests.
 */
const base = require('./jest.config.cjs');
const server = base.projects.find((project) => project.displayName === 'server');

module.exports = {
  projects: [{ ...server, displayName: 'image', testMatch: ['<rootDir>/tests/deploy/**/*.test.ts'] }],
};
