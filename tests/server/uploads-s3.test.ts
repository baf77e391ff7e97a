/**
 * Resumable uploads straight to the bucket (docs/architecture.md "Resumable uploads"): the tus
 * project's S3 store on s3rver (with the fixture's stand-in for the multipart calls s3rver
 * lacks). A 300 MB file cut at about 40 % resumes and arrives whole; an expired upload is
 * aborted in the bucket; and two real server processes on one PostgreSQL database and one
 * bucket, taking turns at the parts of one upload, put it together whole.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { fileKey, type FileStore } from '../../server/files/file-store.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import { openStore } from '../../server/store/open-store.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import type { IntakeApp } from './fixtures/intake-helpers.ts';
import type { Owner } from './fixtures/owner-helpers.ts';
import { answerS3Error, s3Env, startS3Server, type S3Peer } from './fixtures/s3-server.ts';
import { startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';
import {
  listeningIntake,
  pdfOf,
  runTus,
  settledOffset,
  sha256,
  tusHeaders,
  uploadMetadata,
  sweepUploads,
  temporaryFilesInMemory,
} from './fixtures/tus-helpers.ts';

jest.setTimeout(180_000);

const MiB = 1024 * 1024;
const art = { form: 'upload', field: 'files', filename: 'wrap.pdf', filetype: 'application/pdf' };

/** The form sent as a page sends it: multipart, each file as its upload's address. */
async function sendForm(origin: string, paths: string[]): Promise<Response> {
  const body = new FormData();
  body.append('name', 'Ana');
  body.append('email', 'ana@example.com');
  for (const path of paths) body.append('files', path);
  return fetch(`${origin}/api/forms/upload`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json' },
  });
}

describe('resumable uploads in a bucket', () => {
  let peer: S3Peer;
  let backend: StoreBackend;
  let bucket: FileStore;
  let intake: IntakeApp;
  let owner: Owner;
  let origin: string;

  let restoreTmp: () => void;
  beforeAll(async () => {
    restoreTmp = temporaryFilesInMemory();
    peer = await startS3Server();
    backend = createBackend('sqlite');
    bucket = await openFileStore({ dataDir: backend.dataDir, s3: { ...peer.options, prefix: 'shop/' } });
    ({ intake, owner, origin } = await listeningIntake(backend, { fileStore: bucket }));
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
    await peer.close();
    restoreTmp();
  });

  async function keys(): Promise<string[]> {
    const found: string[] = [];
    for await (const key of bucket.list()) found.push(key);
    return found;
  }

  it('takes a 300 MB file cut at 40 % and resumed, in parts as they arrive; the owner downloads the same bytes', async () => {
    const size = 300 * MiB;
    const data = pdfOf(size);
    const endpoint = `${origin}/api/uploads/`;
    const cut = await runTus(data, {
      endpoint,
      metadata: art,
      cutAt: Math.floor(size * 0.4),
      chunkSize: 40 * MiB,
    });
    const offset = await settledOffset(cut.url);
    expect(offset).toBeGreaterThan(size * 0.3);
    expect(offset).toBeLessThan(size);
    const id = cut.url.split('/').pop()!;
    // The parts so far are in the bucket already, under the file store's prefix.
    const [open] = peer.openMultipartUploads().filter((upload) => upload.key === `shop/tus/${id}`);
    expect(open.parts.length).toBeGreaterThan(0);

    const resumed = await runTus(data, { endpoint, metadata: art, uploadUrl: cut.url, chunkSize: 40 * MiB });
    expect(resumed.sent).toBe(size - offset);
    expect(peer.openMultipartUploads()).toEqual([]);

    const response = await sendForm(origin, [new URL(cut.url).pathname]);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { files } = (await owner.get(`/api/owner/submissions/${reference}`)).json() as {
      files: { id: number; size: number; sha256: string }[];
    };
    expect(files).toEqual([expect.objectContaining({ size, sha256: sha256(data) })]);
    const download = await fetch(`${origin}/api/owner/submissions/${reference}/files/${files[0].id}`, {
      headers: { cookie: `owner_session=${owner.cookie}`, range: `bytes=${size - MiB}-` },
    });
    expect(download.status).toBe(206);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(data.subarray(size - MiB)));
    // Only the file is left: the upload's .info and .part went with it.
    expect((await keys()).filter((key) => key.includes(id))).toEqual([]);
  });

  it('answers 503 while the bucket does not answer, and takes the upload once it is back', async () => {
    peer.intercept((_request, response) => answerS3Error(response, 503, 'ServiceUnavailable', 'Down'));
    const create = () =>
      fetch(`${origin}/api/uploads/`, {
        method: 'POST',
        headers: { ...tusHeaders, 'upload-length': '5000', 'upload-metadata': uploadMetadata(art) },
      });
    const down = await create();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ error: 'unavailable' });
    peer.intercept(undefined);
    const back = await create();
    expect(back.status).toBe(201);
    // The site's security headers go with the tus server's own answers too.
    expect(back.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('aborts an unfinished upload in the bucket once it expires', async () => {
    const data = pdfOf(20 * MiB);
    const cut = await runTus(data, {
      endpoint: `${origin}/api/uploads/`,
      metadata: art,
      cutAt: 12 * MiB,
      chunkSize: 10 * MiB,
    });
    const id = cut.url.split('/').pop()!;
    await settledOffset(cut.url);
    expect(peer.openMultipartUploads().map((upload) => upload.key)).toContain(`shop/tus/${id}`);

    expect(await sweepUploads(intake, backend.dataDir)).toBeGreaterThanOrEqual(1);
    expect(peer.openMultipartUploads()).toEqual([]);
    const left = await bucket.get(`tus/${id}.info`);
    expect(left).toBeNull();
    const head = await fetch(cut.url, { method: 'HEAD', headers: tusHeaders });
    expect(head.status).toBe(404);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

(databaseUrl ? describe : describe.skip)('two server processes on one PostgreSQL and one bucket', () => {
  let peer: S3Peer;
  let dist: FixtureDist;
  let dataDir: string;
  let admin: pg.Client;
  const schema = `uploads_${process.pid}_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    peer = await startS3Server();
    dist = createFixtureDist();
    dataDir = mkdtempSync(join(tmpdir(), 'uploads-processes-'));
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGTERM')));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await peer.close();
    dist.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('put one upload together whole when its parts go to each in turn', async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const options = { ...peer.options, prefix: 'shop/' };
    const env = { DATA_DIR: dataDir, DIST_DIR: dist.distDir, DATABASE_URL: url.href, ...s3Env(options) };
    // One after the other: the first applies the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [one, two] = servers;
    const portOf = (server: ServerProcess) => new URL(server.origin).port;

    const data = pdfOf(40 * MiB);
    const run = await runTus(data, {
      endpoint: `${one.origin}/api/uploads/`,
      metadata: art,
      chunkSize: 8 * MiB,
      // The creation goes to the first, then each request to the other one of the two.
      route: (address, request) => {
        const to = new URL(address);
        to.port = request % 2 === 1 ? portOf(one) : portOf(two);
        return to.href;
      },
    });
    expect(run.sent).toBe(data.length);
    const patchesIn = (server: ServerProcess) =>
      server.output.filter((line) => /"method":"PATCH"/.test(line) && line.includes('/api/uploads/')).length;
    expect(patchesIn(one)).toBeGreaterThanOrEqual(2);
    expect(patchesIn(two)).toBeGreaterThanOrEqual(2);

    const response = await sendForm(two.origin, [new URL(run.url).pathname]);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const store = await openStore({ dataDir, databaseUrl: url.href });
    const bucket = await openFileStore({ dataDir, s3: options });
    try {
      const stored = await store.get(reference);
      expect(stored!.files).toEqual([expect.objectContaining({ size: data.length, sha256: sha256(data) })]);
      const object = await bucket.get(fileKey(stored!.files[0].storedName));
      expect(sha256(await buffer(object!.body))).toBe(sha256(data));
    } finally {
      await store.close();
      await bucket.close();
    }
  });
});
