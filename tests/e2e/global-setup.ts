/**
 * Builds the site if the sources changed, starts the real server on a free port and tells the
 * test files where it is (E2E_BASE_URL), then starts the run's one Chromium (E2E_BROWSER_WS),
 * which the browser tests connect to and drive against the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app.ts';
import { distIsStale } from '../../scripts/build-state.ts';
import { browserEndpointVariable, launchBrowserServer } from '../support/browser.ts';

declare global {
  var e2eServer: { close(): Promise<unknown> } | undefined;
  var e2eMailServer: { close(done: () => void): void } | undefined;
  var e2eBrowserServer: { close(): Promise<void> } | undefined;
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
  // A real mail server for the site's e-mails: each message it accepts is written to
  // E2E_MAIL_DIR as a .eml file, where the tests read them (tests/support/e2e-mails.ts).
  const mailDir = path.join(dataDir, 'mails');
  mkdirSync(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  let count = 0;
  const mailServer = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        // Written whole, then renamed: a reader never sees half a message.
        const name = path.join(mailDir, String(count).padStart(5, '0'));
        writeFileSync(`${name}.part`, Buffer.concat(chunks));
        renameSync(`${name}.part`, `${name}.eml`);
        callback(null, 'Queued');
      });
    },
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  globalThis.e2eMailServer = mailServer;
  const { port } = mailServer.server.address() as { port: number };
  const app = await buildApp({
    distDir: path.join(root, 'dist'),
    logger: false,
    dataDir,
    intakeRateLimit: 0,
    notify: { smtpUrl: `smtp://127.0.0.1:${port}`, to: ['shop@print.example'], pollMs: 200 },
    // Hour 0: the shop's night has always begun, so tonight's backup is made at start and the
    // owner's inbox shows it (docs/data-and-backups.md "Nightly backups").
    backups: { dir: path.join(dataDir, 'backups'), hour: 0, keep: 2 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.env.E2E_BASE_URL = address;
  globalThis.e2eServer = app;
  // One Chromium for the whole run: each test file connects to it (browserPerFile) instead of
  // starting its own, and closes the contexts it opened when it ends.
  const browserServer = await launchBrowserServer();
  globalThis.e2eBrowserServer = browserServer;
  process.env[browserEndpointVariable] = browserServer.wsEndpoint();
}
