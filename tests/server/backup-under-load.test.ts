/**
 * `npm run backup -- FILE` while a real server process serves: requests with files arrive at a
 * steady rate throughout, the owner deletes one of the requests acknowledged before the backup
 * began while the backup copies the files (the backup is paused there with SIGSTOP, so the
 * deletion lands in the middle every time), and the archive is restored into a fresh SQLite
 * folder and into an empty PostgreSQL database with the files in an S3 bucket (s3rver; when
 * TEST_DATABASE_URL is set). A server started on each shows every request acknowledged before
 * the backup began, every file's SHA-256 as sent.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { uploadsDirIn } from '../../server/files/disk-file-store.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import { hashPassword } from '../../server/owner/owner-auth.ts';
import { openStore } from '../../server/store/open-store.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { runScript, sha256, uniquePng } from './fixtures/backup-helpers.ts';
import { samples } from './fixtures/intake-helpers.ts';
import { waitUntil } from './fixtures/notify-helpers.ts';
import { ownerPassword } from './fixtures/owner-helpers.ts';
import { s3Env, startS3Server } from './fixtures/s3-server.ts';
import { projectRoot, startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';
import { validAnswers } from '../support/form-answers.ts';

jest.setTimeout(240_000);

type Sent = { reference: string; sha256: string; acknowledgedAt: number };

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An upload as the site's form sends it; what came back. */
async function upload(origin: string, bytes: Buffer): Promise<{ status: number; reference?: string }> {
  const form = validAnswers('upload', {
    name: 'Ana López',
    email: 'ana@example.com',
    _elapsed_ms: '12000',
  }).formData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo-ñ.png');
  const response = await fetch(`${origin}/api/forms/upload`, { method: 'POST', body: form });
  const body = (await response.json()) as { reference?: string };
  return { status: response.status, reference: body.reference };
}

/** The owner's API on a server process, signed in with the password. */
async function ownerOf(origin: string) {
  const signIn = await fetch(`${origin}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ownerPassword }),
  });
  expect(signIn.status).toBe(204);
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('owner_session='))!
    .split(';')[0];
  const headers = { cookie, 'x-requested-with': 'owner' };
  return {
    delete: (reference: string) =>
      fetch(`${origin}/api/owner/submissions/${reference}`, { method: 'DELETE', headers }),
    /** The SHA-256 of each of the request's files as the owner downloads them; null when there is no such request. */
    async fileHashes(reference: string): Promise<string[] | null> {
      const detail = await fetch(`${origin}/api/owner/submissions/${reference}`, { headers });
      if (detail.status === 404) return null;
      const { files } = (await detail.json()) as { files: { id: number }[] };
      return Promise.all(
        files.map(async (file) => {
          const download = await fetch(`${origin}/api/owner/submissions/${reference}/files/${file.id}`, {
            headers,
          });
          expect(download.status).toBe(200);
          return sha256(Buffer.from(await download.arrayBuffer()));
        }),
      );
    },
  };
}

describe('npm run backup while the site serves', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-under-load-'));
  const archive = join(dir, 'shop.tar');
  const sourceDir = join(dir, 'source');
  const sent: Sent[] = [];
  const refused: number[] = [];
  let dist: FixtureDist;
  let server: ServerProcess;
  let acknowledgedBefore: Sent[];
  let victim: Sent;
  let backup: { code: number | null; stdout: string };
  let filesRemovedDuringBackup: string[];

  beforeAll(async () => {
    dist = createFixtureDist();
    const store = await openStore({ dataDir: sourceDir });
    await store.owner.setPasswordHash(await hashPassword(ownerPassword));
    await store.close();
    server = await startServer({ DATA_DIR: sourceDir, DIST_DIR: dist.distDir });
    const owner = await ownerOf(server.origin);

    // A few large files make the copying long enough to pause the backup in it.
    for (let i = 0; i < 3; i += 1) {
      const large = Buffer.concat([samples.png, randomBytes(8 * 1024 * 1024)]);
      const { status, reference } = await upload(server.origin, large);
      expect(status).toBe(201);
      sent.push({ reference: reference!, sha256: sha256(large), acknowledgedAt: Date.now() });
    }
    let sending = true;
    const sender = (async () => {
      while (sending) {
        const bytes = uniquePng();
        const { status, reference } = await upload(server.origin, bytes);
        if (status === 201)
          sent.push({ reference: reference!, sha256: sha256(bytes), acknowledgedAt: Date.now() });
        else refused.push(status);
        await pause(40);
      }
    })();
    await waitUntil(() => (sent.length >= 20 ? true : undefined), 'twenty requests stored', 60_000);

    const began = Date.now();
    acknowledgedBefore = sent.filter((request) => request.acknowledgedAt < began);
    victim = acknowledgedBefore[acknowledgedBefore.length - 1];
    const child = spawn(process.execPath, [join(projectRoot, 'scripts/backup.ts'), archive], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: sourceDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    const paused = new Promise<void>((done) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Snapshot taken') && !child.killed && child.kill('SIGSTOP')) done();
      }),
    );
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    await paused;
    expect(child.exitCode).toBeNull();

    // The site answers while the backup is in the middle of its work.
    const whilePaused = sent.length;
    await waitUntil(
      () => (sent.length >= whilePaused + 3 ? true : undefined),
      'requests stored meanwhile',
      60_000,
    );
    const filesDir = join(uploadsDirIn(sourceDir), 'files');
    const before = readdirSync(filesDir);
    expect((await owner.delete(victim.reference)).status).toBe(204);
    expect(await owner.fileHashes(victim.reference)).toBeNull();
    const after = new Set(readdirSync(filesDir));
    filesRemovedDuringBackup = before.filter((name) => !after.has(name));

    child.kill('SIGCONT');
    backup = { code: await exited, stdout };
    // Requests go on arriving after the backup too.
    const count = sent.length;
    await waitUntil(() => (sent.length >= count + 5 ? true : undefined), 'five more requests stored', 60_000);
    sending = false;
    await sender;
  });
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGTERM');
    dist?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the archive while every request is answered 201 and the deleted request keeps its files', async () => {
    expect(backup.stdout).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
    expect(refused).toEqual([]);
    expect(filesRemovedDuringBackup).toEqual([]);
    const verify = await runScript('backup', ['--verify', archive], {});
    expect(verify.stdout).toContain('is a complete backup, every checksum matches');
  });

  /** Restores the archive with `env`, starts a server on it, and checks what the owner sees. */
  async function restoreAndServe(env: Record<string, string>): Promise<void> {
    const restore = await runScript('restore', [archive], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await startServer({ ...env, DIST_DIR: dist.distDir });
    try {
      const owner = await ownerOf(restored.origin);
      for (const request of acknowledgedBefore) {
        expect({ reference: request.reference, files: await owner.fileHashes(request.reference) }).toEqual({
          reference: request.reference,
          files: [request.sha256],
        });
      }
      // Those that came while it ran are whole, or not there at all.
      for (const request of sent.filter((r) => !acknowledgedBefore.includes(r))) {
        expect([null, [request.sha256]]).toContainEqual(await owner.fileHashes(request.reference));
      }
    } finally {
      await stopServer(restored, 'SIGTERM');
    }
  }

  it('restores into a fresh SQLite folder whose server shows every request acknowledged before it began, deleted one included', async () => {
    await restoreAndServe({ DATA_DIR: join(dir, 'restored-sqlite') });
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  (databaseUrl ? it : it.skip)(
    'restores into an empty PostgreSQL database with the files in a bucket, whose server shows the same',
    async () => {
      const database = `backup_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      const bucket = await startS3Server();
      try {
        const url = new URL(databaseUrl!);
        url.pathname = `/${database}`;
        const env = {
          DATA_DIR: join(dir, 'restored-postgres'),
          DATABASE_URL: url.href,
          ...s3Env(bucket.options),
        };
        await restoreAndServe(env);
        // The files went to the bucket, none to the disk.
        expect(existsSync(uploadsDirIn(env.DATA_DIR))).toBe(false);
        const objects = await openFileStore({ dataDir: env.DATA_DIR, s3: bucket.options });
        const keys: string[] = [];
        for await (const key of objects.list()) keys.push(key);
        await objects.close();
        expect(keys.length).toBeGreaterThanOrEqual(acknowledgedBefore.length);
      } finally {
        await bucket.close();
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
