/**
 * The outbox across real server processes (`node server/main.ts`, as `npm run serve` starts
 * it): a process killed with SIGKILL while the mail server refuses, then started again, sends
 * each e-mail exactly once; on PostgreSQL two processes share the queue and still send each
 * message once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { startServer as startProcess, stopServer, type ServerProcess } from './fixtures/server-process.ts';
import { startSmtpPeer, waitUntil, type ReceivedMail, type SmtpPeer } from './fixtures/notify-helpers.ts';
import { validAnswers } from '../support/form-answers.ts';

jest.setTimeout(240_000);

const shop = 'shop@print.example';
const mailEnv = { NOTIFY_TO: shop, MAIL_RETRY_SECONDS: '1' };

type Server = ServerProcess;
const startServer = (env: Record<string, string>) => startProcess({ ...mailEnv, ...env });
const stop = (server: Server, signal: NodeJS.Signals) => stopServer(server, signal).then(() => undefined);

async function sendContact(origin: string, firstName: string): Promise<string> {
  const body = validAnswers('contact', {
    firstName,
    lastName: 'Ruiz',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '574-555-0100',
    serviceType: 'vehicle-wraps',
    message: 'Una rotulación para mi camioneta.',
    _lang: 'es',
  }).searchParams();
  const response = await fetch(`${origin}/api/forms/contact`, { method: 'POST', body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const failedTries = (server: Server) =>
  server.output.filter((line) => line.includes('e-mail failed; will try again')).length;

/** Every e-mail about `references`: one to the shop and one to the visitor for each, no more. */
function expectEachOnce(mails: ReceivedMail[], references: string[]) {
  const seen = mails.map((mail) => `${mail.rcptTo.join()} ${mail.header('subject')}`).sort();
  const expected = references
    .flatMap((reference) => [
      expect.stringMatching(new RegExp(`^${shop} New quote request ${reference} from `)),
      expect.stringMatching(new RegExp(`@example\\.com Hemos recibido su solicitud ${reference}$`)),
    ])
    .sort();
  expect(seen).toHaveLength(references.length * 2);
  expect(new Set(seen).size).toBe(seen.length);
  for (const reference of references) {
    expect(seen.filter((line) => line.includes(reference))).toHaveLength(2);
  }
  expect(seen).toEqual(expect.arrayContaining(expected));
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the outbox across server processes', () => {
  let peer: SmtpPeer;
  let dist: FixtureDist;
  const servers: Server[] = [];

  beforeEach(async () => {
    peer = await startSmtpPeer();
    dist = createFixtureDist();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stop(server, 'SIGKILL')));
    await peer.close();
    dist.cleanup();
  });

  it('on SQLite: killed with SIGKILL while the mail server refuses, it sends each e-mail once after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-sqlite-'));
    try {
      const env = { DATA_DIR: dataDir, DIST_DIR: dist.distDir, SMTP_URL: peer.url };
      peer.refuseNext(Infinity, 451);
      const first = await startServer(env);
      servers.push(first);
      const reference = await sendContact(first.origin, 'Marta');
      await waitUntil(() => (failedTries(first) >= 2 ? true : undefined), 'two refused sends', 20_000);
      await stop(first, 'SIGKILL');
      expect(peer.mails).toHaveLength(0);

      peer.refuseNext(0, 0);
      const second = await startServer(env);
      servers.push(second);
      // A try under way when the first was killed keeps its claim until the claim runs out
      // (2 minutes, server/notify/mail-sender.ts); then the second sends it.
      await peer.waitForMails(2, 150_000);
      // Time for a stray repeat to show up: more than a retry wait and a poll.
      await pause(7_000);
      expectEachOnce(peer.mails, [reference]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    it('on PostgreSQL: two processes share the queue, one is killed, and each message is still sent once', async () => {
      const schema = `outbox_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dataDir = mkdtempSync(join(tmpdir(), 'outbox-postgres-'));
      try {
        const url = new URL(databaseUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const env = { DATA_DIR: dataDir, DIST_DIR: dist.distDir, SMTP_URL: peer.url, DATABASE_URL: url.href };
        peer.refuseNext(Infinity, 451);
        const one = await startServer(env);
        const two = await startServer(env);
        servers.push(one, two);
        const references: string[] = [];
        for (const name of ['Ana', 'Bea', 'Carla']) references.push(await sendContact(one.origin, name));
        for (const name of ['Dora', 'Eva', 'Flor']) references.push(await sendContact(two.origin, name));
        await waitUntil(
          () => (failedTries(one) + failedTries(two) >= 12 ? true : undefined),
          'every e-mail refused once',
          30_000,
        );
        await stop(one, 'SIGKILL');

        peer.refuseNext(0, 0);
        const three = await startServer(env);
        servers.push(three);
        // As on SQLite: a try the killed process had under way waits for its claim to run out.
        await peer.waitForMails(12, 150_000);
        await pause(7_000);
        expectEachOnce(peer.mails, references);
        const { rows } = await admin.query(
          `SELECT state, count(*)::int AS n FROM ${schema}.outbox GROUP BY state`,
        );
        expect(rows).toEqual([{ state: 'sent', n: 12 }]);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
