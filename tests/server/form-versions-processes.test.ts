/**
 * A form version published through one server process is what another one serves and accepts
 * within five seconds, with no restart, and a price table version what it prices with
 * (docs/architecture.md "Form versions", "Price table versions"): two real processes
 * (`node server/main.ts`) on one PostgreSQL database, as a deployment of several runs them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FormDetail, LiveForm } from '../../core/api/forms.ts';
import type { LivePriceTable, PriceTableDetail } from '../../core/api/prices.ts';
import { hashPassword } from '../../server/owner/owner-auth.ts';
import { openStore } from '../../server/store/open-store.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { waitUntil } from './fixtures/notify-helpers.ts';
import { startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';
import { withHeardAbout } from './fixtures/form-drafts.ts';
import { validAnswers } from '../support/form-answers.ts';

jest.setTimeout(60_000);

const databaseUrl = process.env.TEST_DATABASE_URL;
const password = 'correct horse battery staple';

(databaseUrl ? describe : describe.skip)('form versions across server processes on PostgreSQL', () => {
  let dist: FixtureDist;
  let dataDir: string;
  let admin: pg.Client;
  const schema = `forms_${process.pid}_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dist = createFixtureDist();
    dataDir = mkdtempSync(join(tmpdir(), 'form-versions-'));
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGTERM')));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    dist.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves and accepts a version published through the other process within five seconds', async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATA_DIR: dataDir, DIST_DIR: dist.distDir, DATABASE_URL: url.href };
    const [one, two] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(one, two);
    const store = await openStore({ dataDir, databaseUrl: url.href });
    await store.owner.setPasswordHash(await hashPassword(password));
    await store.close();

    const signIn = await fetch(`${one.origin}/api/owner/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(signIn.status).toBe(204);
    const cookie = /owner_session=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const detail = (await (
      await fetch(`${one.origin}/api/owner/forms/contact`, { headers: { cookie } })
    ).json()) as FormDetail;
    expect(detail.live.version).toBe(1);

    const published = await fetch(`${one.origin}/api/owner/forms/contact/publish`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'owner' },
      body: JSON.stringify(withHeardAbout(detail)),
    });
    expect(published.status).toBe(201);
    const at = Date.now();
    await waitUntil(
      async () => {
        const live = (await (await fetch(`${two.origin}/api/forms/contact`)).json()) as LiveForm;
        return live.version === 2 ? true : undefined;
      },
      'the other process to serve version 2',
      5_000,
    );
    expect(Date.now() - at).toBeLessThan(5_000);

    const answers = validAnswers('contact', {
      heardAbout: 'friend',
      _form_version: '2',
      _elapsed_ms: '12000',
    }).searchParams();
    const sent = await fetch(`${two.origin}/api/forms/contact`, { method: 'POST', body: answers });
    expect(sent.status).toBe(201);

    // A price table likewise: published through the first, priced with by the second.
    const flyers = (await (
      await fetch(`${one.origin}/api/owner/prices/flyers`, { headers: { cookie } })
    ).json()) as PriceTableDetail;
    const table = structuredClone(flyers.live.table);
    (table.lines[0].prices.letter as number[])[0] = 45;
    const priced = await fetch(`${one.origin}/api/owner/prices/flyers/publish`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'owner' },
      body: JSON.stringify({ table, basedOn: 1 }),
    });
    expect(priced.status).toBe(201);
    const pricedAt = Date.now();
    await waitUntil(
      async () => {
        const live = (await (await fetch(`${two.origin}/api/prices/flyers`)).json()) as LivePriceTable;
        return live.version === 2 ? true : undefined;
      },
      'the other process to price with version 2',
      5_000,
    );
    expect(Date.now() - pricedAt).toBeLessThan(5_000);
  });
});
