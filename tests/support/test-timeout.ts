// Component and server tests draw forms in jsdom, migrate stores and start servers, and unit tests
// load native modules, which takes a few seconds a test when npm test runs the browser lanes
// beside them on two cores: 30 s instead
// of Jest's 5 before a test counts as hung. A file that needs more says so itself (its own
// jest.setTimeout wins).
jest.setTimeout(30_000);
