/**
 * Builds the site if the sources changed, starts the real server on a free port and tells the
 * test files where it is (E2E_BASE_URL). Browser tests then drive Debian's Chromium against it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { distIsStale } from '../../scripts/build-state.ts';

declare global {
  var e2eServer: { close(): Promise<unknown> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  if (process.env.E2E_BASE_URL) return;
  if (distIsStale(root)) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  }
  // A fresh store per run: tests read the rows and files the forms create (E2E_DATA_DIR).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  const app = await buildApp({
    distDir: path.join(root, 'dist'),
    logger: false,
    dataDir,
    intakeRateLimit: 0,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env.E2E_BASE_URL = address;
  globalThis.e2eServer = app;
}
