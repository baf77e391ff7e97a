/**
 * The case across a real server process (`node server/main.ts`): a request is stored,
 * the process is killed with SIGKILL before the visitor read its answer, and the visitor's retry
 * with the same Idempotency-Key reaches a new process on the same data. One row, one reference,
 * one set of e-mails.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import type { SubmissionStore } from '../../server/store/types.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { filesUnder, multipart, samples } from './fixtures/intake-helpers.ts';
import { startSmtpPeer, waitUntil, type SmtpPeer } from './fixtures/notify-helpers.ts';
import { startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(90_000);

const shop = 'shop@print.example';
const visitor = 'ana@example.com';

const upload = multipart([
  { name: 'name', value: 'Ana Ruiz' },
  { name: 'email', value: visitor },
  { name: 'project_details', value: 'Logo para la camioneta.' },
  { name: 'files', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
  { name: '_lang', value: 'es' },
]);
const headersWith = (key: string) => ({ ...upload.headers, 'idempotency-key': key });

/** Sends the upload and never reads the answer, as a visitor whose connection dropped. */
function sendUnread(origin: string, key: string): void {
  const sending = request(`${origin}/api/forms/upload`, { method: 'POST', headers: headersWith(key) });
  // The process is killed under it.
  sending.on('error', () => {});
  sending.end(upload.payload);
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(backendNames)('POST /api/forms/upload retried after a kill on %s', (backendName) => {
  let peer: SmtpPeer;
  let dist: FixtureDist;
  let backend: StoreBackend;
  let store: SubmissionStore;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    peer = await startSmtpPeer();
    dist = createFixtureDist();
    backend = createBackend(backendName);
    // Opened first (it creates the PostgreSQL schema); the test only reads through it.
    store = await backend.open();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
    await store.close();
    await backend.cleanup();
    await peer.close();
    dist.cleanup();
  });

  const start = async () => {
    const env = { ...backend.serverEnv, DIST_DIR: dist.distDir, SMTP_URL: peer.url, NOTIFY_TO: shop };
    const server = await startServer({ ...env, MAIL_RETRY_SECONDS: '1' });
    servers.push(server);
    return server;
  };

  it('answers the retry with the first reference and stores one request with one set of e-mails', async () => {
    const key = randomUUID();
    const first = await start();
    sendUnread(first.origin, key);
    const [stored] = await waitUntil(async () => {
      const { items } = await store.list();
      return items.length > 0 ? items : undefined;
    }, 'the request in the store');
    // Killed once its e-mails are out: a process killed in the middle of a send would hold that
    // e-mail for its two-minute claim (docs/configuration.md "E-mails"), which outbox-processes.test.ts covers.
    await waitUntil(
      async () => ((await store.outbox.counts()).sent === 2 ? true : undefined),
      'the first process to send both e-mails',
      30_000,
    );
    await stopServer(first, 'SIGKILL');

    const second = await start();
    const retry = await fetch(`${second.origin}/api/forms/upload`, {
      method: 'POST',
      headers: headersWith(key),
      body: new Uint8Array(upload.payload),
    });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ reference: stored.reference });
    const page = await store.list();
    expect(page.total).toBe(1);
    expect(page.items[0].reference).toBe(stored.reference);
    // The retry's copy of the file is gone; the first one's stays with its request.
    expect(filesUnder(join(backend.dataDir, 'uploads', 'files'))).toHaveLength(1);

    // The sender has run once nothing is left to send, and the queue holds the first two only.
    const queue = await waitUntil(
      async () => {
        const counts = await store.outbox.counts();
        return counts.pending === 0 ? counts : undefined;
      },
      'the queue to be sent',
      30_000,
    );
    expect(queue).toEqual({ pending: 0, sent: 2, failed: 0 });
    await peer.waitForMails(2);
    // Time for a stray e-mail to show up: more than a wake-up send and a poll.
    await pause(6_000);
    const mails = peer.mails.map((mail) => [mail.rcptTo.join(), mail.header('subject')]);
    expect(mails).toHaveLength(2);
    expect(mails).toEqual(
      expect.arrayContaining([
        [shop, expect.stringContaining(stored.reference)],
        [visitor, expect.stringContaining(stored.reference)],
      ]),
    );
  });
});
