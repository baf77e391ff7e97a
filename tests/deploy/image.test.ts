/**
 * The container image as a shop runs it (docs/deployment.md): built from the repository's
 * Dockerfile, two containers started at once on one empty PostgreSQL database and one S3 bucket
 * (s3rver), each with a read-only root file system and only DATA_DIR and /tmp writable.
 *
 * Slow (it builds the image: a few minutes), so it is not part of `npm test`: `.ci/run` runs it
 * once with `npm run test:image`. It needs a Docker daemon that builds with --network host; on
 * these machines `.ci/docker-here.sh` starts one.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createFreshDatabase, type FreshDatabase } from '../server/fixtures/fresh-database.ts';
import { multipart, samples } from '../server/fixtures/intake-helpers.ts';
import { startS3Server, type S3Peer } from '../server/fixtures/s3-server.ts';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');
const image = 'print-shop-site:test';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const password = 'correct horse battery staple';

async function docker(...args: string[]): Promise<string> {
  const { stdout } = await run('docker', args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

let s3: S3Peer;
let database: FreshDatabase | undefined;
let databaseUrl: string;
let dataDir: string;
const containers: { name: string; origin: string }[] = [];

/** The settings both containers share: one database, one bucket. */
function settings(): string[] {
  const { options } = s3;
  return [
    ['DATABASE_URL', databaseUrl],
    ['S3_BUCKET', options.bucket],
    ['S3_FORCE_PATH_STYLE', 'true'],
    ['AWS_ENDPOINT_URL_S3', options.endpoint!],
    ['AWS_REGION', options.region!],
    ['AWS_ACCESS_KEY_ID', options.credentials!.accessKeyId],
    ['AWS_SECRET_ACCESS_KEY', options.credentials!.secretAccessKey],
    ['HOST', '127.0.0.1'],
    ['INTAKE_RATE_LIMIT', '0'],
  ].flatMap(([name, value]) => ['-e', `${name}=${value}`]);
}

beforeAll(async () => {
  // The image, from the repository as it is (the build's own npm install and Parcel build).
  const build = spawnSync('docker', ['build', '--network', 'host', '-t', image, '.'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) throw new Error(`docker build failed:\n${build.stdout}\n${build.stderr}`);

  s3 = await startS3Server('shop-files');
  database = await createFreshDatabase(adminUrl, 'image_test');
  databaseUrl = database.url;
  // DATA_DIR as a volume the image's user (uid 1000, `node`) may write.
  dataDir = mkdtempSync(join(tmpdir(), 'image-data-'));
  chmodSync(dataDir, 0o777);

  // Two containers started at once on the empty database: both must come up.
  const ports = [await freePort(), await freePort()];
  await Promise.all(
    ports.map(async (port, index) => {
      const name = `print-shop-test-${process.pid}-${index}`;
      await docker(
        'run',
        '-d',
        '--name',
        name,
        '--network',
        'host',
        '--read-only',
        '--tmpfs',
        '/tmp',
        '-v',
        `${dataDir}:/data`,
        // The image's own check, looked at every 2 s instead of 30 so the test need not wait.
        '--health-interval',
        '2s',
        '--health-start-period',
        '60s',
        ...settings(),
        '-e',
        `PORT=${port}`,
        image,
      );
      containers.push({ name, origin: `http://127.0.0.1:${port}` });
    }),
  );
}, 900_000);

afterAll(async () => {
  for (const { name } of containers) await docker('rm', '-f', name).catch(() => undefined);
  await s3?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const logsOf = async (name: string) => {
  const { stdout, stderr } = await run('docker', ['logs', name]);
  return `${stdout}${stderr}`;
};

it('turns healthy by its own HEALTHCHECK, both containers started at once on an empty database', async () => {
  for (const { name } of containers) {
    const status = () => docker('inspect', '--format', '{{.State.Health.Status}}', name);
    const started = Date.now();
    while ((await status()) !== 'healthy') {
      if (Date.now() - started > 90_000) throw new Error(`${name} is not healthy:\n${await logsOf(name)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // The migrations were applied once: one row per version, whichever container applied them.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ version: number; count: string }>(
    'SELECT version, count(*) AS count FROM schema_migrations GROUP BY version ORDER BY version',
  );
  await client.end();
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.every((row) => Number(row.count) === 1)).toBe(true);
  for (const { origin } of containers) {
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
  }
}, 120_000);

it('runs as the unprivileged user node, with a root file system that cannot be written', async () => {
  expect(await docker('inspect', '--format', '{{.Config.User}}', image)).toBe('node');
  const [{ name }] = containers;
  expect(await docker('exec', name, 'id', '-u')).toBe('1000');
  const write = spawnSync('docker', ['exec', name, 'sh', '-c', 'echo x > /app/server/written'], {
    encoding: 'utf8',
  });
  expect(write.status).not.toBe(0);
  expect(write.stderr).toMatch(/Read-only file system/);
});

it('stores a request with a file through one container; the owner downloads it through the other', async () => {
  // The password, as docs/deployment.md says for compose: the image's own `npm run owner -- set-password`.
  const owner = spawnSync(
    'docker',
    [
      'run',
      '--rm',
      '-i',
      '--network',
      'host',
      '--read-only',
      '--tmpfs',
      '/tmp',
      ...settings(),
      image,
      'npm',
      'run',
      'owner',
      '--',
      'set-password',
    ],
    { input: `${password}\n`, encoding: 'utf8' },
  );
  expect({ status: owner.status, output: owner.stdout + owner.stderr }).toMatchObject({ status: 0 });

  const [first, second] = containers;
  const body = multipart([
    { name: 'name', value: 'Ana' },
    { name: 'email', value: 'ana@example.com' },
    { name: '_elapsed_ms', value: '12000' },
    { name: 'files', filename: 'logo.png', content: samples.png },
  ]);
  const sent = await fetch(`${first.origin}/api/forms/upload`, {
    method: 'POST',
    headers: body.headers,
    body: new Uint8Array(body.payload),
  });
  expect(sent.status).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const signIn = await fetch(`${second.origin}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(signIn.status).toBe(204);
  const cookie = /owner_session=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')![0];
  const detail = await fetch(`${second.origin}/api/owner/submissions/${reference}`, { headers: { cookie } });
  expect(detail.status).toBe(200);
  const { files } = (await detail.json()) as { files: { id: number; name: string }[] };
  expect(files.map((file) => file.name)).toEqual(['logo.png']);
  const download = await fetch(`${second.origin}/api/owner/submissions/${reference}/files/${files[0].id}`, {
    headers: { cookie },
  });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(samples.png)).toBe(true);
}, 120_000);

it('stops on SIGTERM with exit code 0', async () => {
  const [, second] = containers;
  await docker('stop', '--time', '30', second.name);
  expect(await docker('inspect', '--format', '{{.State.ExitCode}}', second.name)).toBe('0');
  expect(await logsOf(second.name)).toMatch(/"msg":"closed"/);
}, 60_000);

/** `docker compose` (v2) or `docker-compose` (v1, Debian's package), whichever is there. */
function composeCommand(): string[] | undefined {
  if (spawnSync('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version']).status === 0) return ['docker-compose'];
  return undefined;
}

describe('compose.yaml', () => {
  const compose = composeCommand();
  /** `config` in a folder holding compose.yaml and the .env a user would write. */
  const config = (env: Record<string, string>) => {
    const folder = mkdtempSync(join(tmpdir(), 'compose-'));
    try {
      copyFileSync(join(root, 'compose.yaml'), join(folder, 'compose.yaml'));
      const lines = Object.entries(env).map(([name, value]) => `${name}=${value}`);
      writeFileSync(join(folder, '.env'), `${lines.join('\n')}\n`);
      return spawnSync(compose![0], [...compose!.slice(1), 'config'], {
        cwd: folder,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  const required = {
    DOMAIN: 'shop.example.com',
    ACME_EMAIL: 'owner@shop.example.com',
    POSTGRES_PASSWORD: 'abc123',
  };

  (compose ? it : it.skip)('stops with a message naming each setting that must be set', () => {
    for (const name of Object.keys(required)) {
      const answer = config({ ...required, [name]: '' });
      expect(answer.status).not.toBe(0);
      expect(answer.stderr).toContain(`Set ${name} in .env`);
    }
  });

  (compose ? it : it.skip)('puts the app behind Caddy with the settings docs/deployment.md gives', () => {
    const answer = config(required);
    expect(answer.stderr).not.toMatch(/error|invalid/i);
    expect(answer.status).toBe(0);
    const text = answer.stdout;
    expect(text).toContain('DATABASE_URL: postgres://shop:abc123@db:5432/shop');
    expect(text).toContain('PUBLIC_URL: https://shop.example.com');
    expect(text).toMatch(/TRUST_PROXY: '?1'?/);
    expect(text).toContain('BACKUP_DIR: /backups');
    expect(text).toMatch(/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/);
    expect(text).toMatch(/condition: service_healthy/);
  });
});
