/** Lighthouse mobile scores, run offline against our local server with Debian's Chromium. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tests/support/browser.ts';

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Async on purpose: the server under test runs in this process and must keep answering. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

export async function runLighthouse(baseUrl: string, route: string): Promise<LighthouseScores> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  const bin = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const runOnce = () =>
    run(
      process.execPath,
      [
        bin,
        baseUrl + route,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { ...process.env, CHROME_PATH: chromiumPath },
    );
  // Chromium sometimes loses the trace's start (NO_NAVSTART), now and then twice in a row on
  // one machine: up to three goes.
  let result = await runOnce();
  for (let retry = 0; retry < 2 && result.status !== 0 && result.stderr.includes('NO_NAVSTART'); retry += 1)
    result = await runOnce();
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`lighthouse failed on ${route}: status ${result.status}: ${result.stderr.slice(-800)}`);
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}
