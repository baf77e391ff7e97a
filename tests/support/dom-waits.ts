import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. A lazy chunk (the form engine in a window, the
// gang sheet builder) takes longer than that to arrive in jsdom when npm test runs the browser
// lanes beside the component tests on two cores: 10 s, well inside the test's own 30 s.
configure({ asyncUtilTimeout: 10_000 });
