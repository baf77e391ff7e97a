/**
 * Migrations at start are safe when several processes or containers start at once on an empty
 * database (docs/deployment.md "Several processes"): every one comes up, and each migration is
 * applied and recorded exactly once. PostgreSQL takes an advisory lock; SQLite's BEGIN IMMEDIATE
 * and busy timeout make the processes take turns.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { defaultMigrationsDir } from '../../server/store/migrations.ts';
import { createPostgresStore } from '../../server/store/postgres-store.ts';
import { createSqliteStore } from '../../server/store/sqlite-store.ts';
import { sqliteFileIn } from '../../server/store/open-store.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

/** Every migration number in server/migrations, once each, in order. */
const versions = [
  ...new Set(readdirSync(defaultMigrationsDir()).map((name) => Number(name.slice(0, 3)))),
].sort((a, b) => a - b);

type Applied = { version: number; times: number };
const appliedOnce: Applied[] = versions.map((version) => ({ version, times: 1 }));

function sqliteApplied(file: string): Applied[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db
        .prepare('SELECT version, count(*) AS times FROM schema_migrations GROUP BY version ORDER BY version')
        .all() as Applied[]
    ).map((row) => ({ version: Number(row.version), times: Number(row.times) }));
  } finally {
    db.close();
  }
}

async function postgresApplied(schema: string): Promise<Applied[]> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ version: number; times: string }>(
      `SELECT version, count(*) AS times FROM ${schema}.schema_migrations GROUP BY version ORDER BY version`,
    );
    return rows.map((row) => ({ version: Number(row.version), times: Number(row.times) }));
  } finally {
    await admin.end();
  }
}

async function withAdmin(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

it('finds the migrations it checks (the list is not empty)', () => {
  expect(versions.length).toBeGreaterThanOrEqual(7);
});

describe('stores opened at once on a new SQLite file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-sqlite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('all come up, and each migration is recorded once', async () => {
    const file = sqliteFileIn(dataDir);
    const stores = [1, 2, 3].map(() => createSqliteStore({ file }));
    try {
      await Promise.all(stores.map((store) => store.migrate()));
      expect(sqliteApplied(file)).toEqual(appliedOnce);
      const secrets = await Promise.all(stores.map((store) => store.secret('ip-hash')));
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

onPostgres('stores opened at once on an empty PostgreSQL schema', () => {
  const schema = `migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  afterAll(() => withAdmin((admin) => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)));

  it('all three come up, and each migration is recorded once', async () => {
    const stores = [1, 2, 3].map(() => createPostgresStore({ connectionString: databaseUrl!, schema }));
    try {
      await Promise.all(stores.map((store) => store.migrate()));
      expect(await postgresApplied(schema)).toEqual(appliedOnce);
      for (const store of stores) expect(await store.health()).toMatchObject({ ok: true });
      const secrets = await Promise.all(stores.map((store) => store.secret('ip-hash')));
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

describe('two server processes started at once', () => {
  let dist: FixtureDist;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    dist = createFixtureDist();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stopServer(server, 'SIGTERM')));
  });
  afterAll(() => dist.cleanup());

  const bothReady = async (env: Record<string, string>) => {
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    for (const server of servers) {
      const ready = await fetch(`${server.origin}/api/ready`);
      expect(ready.status).toBe(200);
    }
  };

  it('on a new SQLite file: both come up, and each migration was applied once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-processes-'));
    try {
      await bothReady({ DATA_DIR: dataDir, DIST_DIR: dist.distDir });
      expect(sqliteApplied(sqliteFileIn(dataDir))).toEqual(appliedOnce);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  (databaseUrl ? it : it.skip)(
    'on an empty PostgreSQL schema: both come up, and each migration was applied once',
    async () => {
      const schema = `migrate_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'migrate-processes-'));
      // Empty: the schema the URL's search_path names, and nothing in it.
      await withAdmin((admin) => admin.query(`CREATE SCHEMA ${schema}`));
      try {
        const url = new URL(databaseUrl!);
        url.searchParams.set('options', `-c search_path=${schema}`);
        await bothReady({ DATA_DIR: dataDir, DIST_DIR: dist.distDir, DATABASE_URL: url.href });
        expect(await postgresApplied(schema)).toEqual(appliedOnce);
      } finally {
        await Promise.all(servers.splice(0).map((server) => stopServer(server, 'SIGTERM')));
        await withAdmin((admin) => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
