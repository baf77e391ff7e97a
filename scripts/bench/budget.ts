/**
 * Issue 12's JavaScript budget for the home page, as a line of the bench's output: numbers,
 * not a timed test (the bytes are exact, but a test would fail on every byte over, and the
 * budget is a goal to steer by).
 */
import type { RouteBytes } from './route-bytes.ts';

/** Everything a first visit to / downloads, brotli. */
export const homeBudgetBytes = 100 * 1024;

export interface BudgetCheck {
  route: string;
  bytes: number;
  budget: number;
  over: boolean;
  line: string;
}

export function checkBudget(routes: readonly RouteBytes[]): BudgetCheck {
  const home = routes.find((r) => r.route === '/');
  if (!home) throw new Error('the bench measured no first visit to /');
  const kb = (n: number) => (n / 1024).toFixed(1);
  const over = home.js > homeBudgetBytes;
  const line = over
    ? `OVER BUDGET: a first visit to / downloads ${kb(home.js)} KB of JS (brotli), ${kb(home.js - homeBudgetBytes)} KB over the ${kb(homeBudgetBytes)} KB budget.`
    : `Within budget: a first visit to / downloads ${kb(home.js)} KB of JS (brotli), ${kb(homeBudgetBytes - home.js)} KB under the ${kb(homeBudgetBytes)} KB budget.`;
  return { route: '/', bytes: home.js, budget: homeBudgetBytes, over, line };
}
