/**
 * The intake and the owner's inbox with the files in a bucket (a real S3 API server, s3rver):
 * the same guarantees as on disk. Files are in the bucket before the 201; refused and killed
 * uploads leave no object past the sweep; only the signed-in owner downloads; deleting a
 * request or purging spam removes its objects, the conversation's and the proofs' too; a bucket
 * that stops answering is a 503.
 */
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { linkTokenHash } from '../../server/links/link-tokens.ts';
import { fileKey, type FileStore } from '../../server/files/file-store.ts';
import { newStoredName } from '../../server/files/file-names.ts';
import { sweepLooseFiles, uploadGraceMs } from '../../server/files/file-sweeper.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import { receiveFile } from '../../server/files/receive-file.ts';
import { UnavailableError } from '../../server/unavailable.ts';
import {
  buildIntakeApp,
  filesUnder,
  multipart,
  rowCount,
  samples,
  type IntakeApp,
  type Part,
} from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { startS3Server, type S3Peer } from './fixtures/s3-server.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(60_000);

describe.each(backendNames)('files in an S3 bucket, requests on %s', (backendName) => {
  let peer: S3Peer;
  let backend: StoreBackend;
  let bucket: FileStore;
  let intake: IntakeApp;
  let owner: Owner;

  beforeAll(async () => {
    peer = await startS3Server();
    backend = createBackend(backendName);
    bucket = await openFileStore({ dataDir: backend.dataDir, s3: { ...peer.options, prefix: 'shop/' } });
    intake = await buildIntakeApp(backend, { fileStore: bucket });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterEach(() => peer.intercept(undefined));
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
    await peer.close();
  });

  const send = (files: Part[], fields: Part[] = [{ name: 'name', value: 'Ana' }]) =>
    intake.app.inject({ method: 'POST', url: '/api/forms/upload', ...multipart([...fields, ...files]) });

  async function objects(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    return keys.sort();
  }

  async function keysOf(reference: string): Promise<string[]> {
    return (await intake.store.get(reference))!.files.map((file) => fileKey(file.storedName)).sort();
  }

  /** A request with a PNG and a PDF, stored; its reference and the owner's view of its files. */
  async function uploaded(fields?: Part[]) {
    const response = await send(
      [
        { name: 'files', filename: 'logo.png', content: samples.png },
        { name: 'files', filename: 'brief.pdf', content: samples.pdf },
      ],
      fields,
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    return { reference, files: (await intake.store.detail(reference))!.files };
  }

  it('POST /api/forms/upload has each file in the bucket, byte for byte, when it answers 201', async () => {
    const before = await objects();
    const { reference } = await uploaded();
    const keys = await keysOf(reference);
    expect(await objects()).toEqual([...before, ...keys].sort());
    const stored = await intake.store.get(reference);
    for (const file of stored!.files) {
      const object = await bucket.get(fileKey(file.storedName));
      const expected = file.originalName === 'logo.png' ? samples.png : samples.pdf;
      expect((await buffer(object!.body)).equals(expected)).toBe(true);
    }
    expect(filesUnder(`${backend.dataDir}/uploads`)).toEqual([]);
  });

  it.each([
    ['a type the field does not take', [{ name: 'files', filename: 'tool.exe', content: samples.exe }], 400],
    ['content that is not its type', [{ name: 'files', filename: 'photo.png', content: samples.exe }], 400],
    [
      'a file over the limit, after a good one',
      [
        { name: 'files', filename: 'ok.png', content: samples.png },
        { name: 'files', filename: 'huge.png', content: Buffer.concat([samples.png, Buffer.alloc(65536)]) },
      ],
      413,
    ],
  ])(
    'POST /api/forms/upload with %s is refused and leaves no object and nothing loose',
    async (_what, files, status) => {
      const [before, rows] = [await objects(), await rowCount(intake.store)];
      expect((await send(files as Part[])).statusCode).toBe(status);
      expect(await rowCount(intake.store)).toBe(rows);
      expect(await objects()).toEqual(before);
      expect(await intake.store.files.removable(Date.now(), Date.now() + uploadGraceMs, 10)).toEqual([]);
    },
  );

  it('POST /api/forms/upload answers 503 and stores nothing while the bucket does not answer', async () => {
    const [before, rows] = [await objects(), await rowCount(intake.store)];
    peer.intercept((request) => {
      request.socket.destroy();
      return true;
    });
    const response = await send([{ name: 'files', filename: 'logo.png', content: samples.png }]);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    peer.intercept(undefined);
    expect(await rowCount(intake.store)).toBe(rows);
    // What could not be removed then is loose, and the next sweep takes it.
    await sweepLooseFiles(intake.files, Date.now() + uploadGraceMs + 1000);
    expect(await objects()).toEqual(before);
    expect((await send([{ name: 'files', filename: 'logo.png', content: samples.png }])).statusCode).toBe(
      201,
    );
  });

  it('takes a 14 MB upload the bucket stops taking after its first part as unavailable, and keeps no object', async () => {
    const before = await objects();
    let parts = 0;
    peer.intercept((request) => {
      if (request.method !== 'PUT' || (parts += 1) < 2) return false;
      request.socket.destroy();
      return true;
    });
    const bytes = Buffer.concat([samples.png, Buffer.alloc(14 * 1024 * 1024, 1)]);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    const rule = { accept: ['png'], maxBytes: 50 * 1024 * 1024 };
    const received = receiveFile(Readable.from(chunks), 'poster.png', 'files', rule, intake.files);
    await expect(received).rejects.toBeInstanceOf(UnavailableError);
    peer.intercept(undefined);
    expect(await objects()).toEqual(before);
  });

  it('sweeps the object of an upload whose request was killed, once the grace has passed', async () => {
    const storedName = newStoredName('png');
    await intake.store.files.reserve(storedName, Date.now());
    await bucket.put(fileKey(storedName), Readable.from([samples.png]));
    expect(await sweepLooseFiles(intake.files)).toBe(0);
    expect(await bucket.get(fileKey(storedName))).not.toBeNull();
    expect(await sweepLooseFiles(intake.files, Date.now() + uploadGraceMs + 1000)).toBe(1);
    expect(await bucket.get(fileKey(storedName))).toBeNull();
  });

  it('GET /api/owner/submissions/:reference/files/:fileId gives the signed-in owner the object, and nobody else', async () => {
    const { reference, files } = await uploaded();
    const url = `/api/owner/submissions/${reference}/files/${files.find((f) => f.field === 'files')!.id}`;
    const stranger = await intake.app.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.rawPayload.includes(samples.png.subarray(0, 8))).toBe(false);
    const download = await owner.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(samples.png.length));
    expect(download.rawPayload.equals(samples.png)).toBe(true);
  });

  it('GET .../files/:fileId answers 503 with Retry-After while the bucket does not answer, then the file', async () => {
    const { reference, files } = await uploaded();
    const url = `/api/owner/submissions/${reference}/files/${files[0].id}`;
    peer.intercept((request) => {
      request.socket.destroy();
      return true;
    });
    const refused = await owner.get(url);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ error: 'unavailable' });
    peer.intercept(undefined);
    expect((await owner.get(url)).statusCode).toBe(200);
  });

  it('GET .../files/:fileId cut off by the bucket mid-way ends only that download', async () => {
    const { reference, files } = await uploaded();
    const url = `/api/owner/submissions/${reference}/files/${files[0].id}`;
    await intake.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = intake.app.server.address() as AddressInfo;
    const get = () =>
      fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie: `owner_session=${owner.cookie}` } });
    // The bucket sends the object's headers and half its bytes, then the connection drops.
    peer.intercept((request, response) => {
      if (request.method !== 'GET' || !request.url?.includes('/files/')) return false;
      response.writeHead(200, { 'content-length': String(samples.png.length), 'content-type': 'image/png' });
      response.write(samples.png.subarray(0, 100), () => setTimeout(() => request.socket.destroy(), 50));
      return true;
    });
    const cut = await get();
    await expect(cut.arrayBuffer()).rejects.toThrow();
    peer.intercept(undefined);
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(samples.png)).toBe(true);
  });

  it('DELETE /api/owner/submissions/:reference removes its objects from the bucket', async () => {
    const { reference } = await uploaded();
    const keys = await keysOf(reference);
    expect((await owner.send('DELETE', `/api/owner/submissions/${reference}`)).statusCode).toBe(204);
    const left = await objects();
    for (const key of keys) expect(left).not.toContain(key);
  });

  it("keeps the conversation's and the proofs' files in the bucket, gives them to the owner and the customer, and removes them with the request", async () => {
    const { reference } = await uploaded();
    const asOwner = (path: string, parts: Part[]) => {
      const body = multipart(parts);
      return intake.app.inject({
        method: 'POST',
        url: `/api/owner/submissions/${reference}/${path}`,
        payload: body.payload,
        headers: { ...body.headers, 'x-requested-with': 'owner' },
        cookies: { owner_session: owner.cookie },
      });
    };
    const written = await asOwner('messages', [
      { name: 'text', value: 'Here is the layout.' },
      { name: 'files', filename: 'layout.pdf', content: samples.pdf },
    ]);
    expect(written.statusCode).toBe(201);
    const proof = await asOwner('proofs', [{ name: 'file', filename: 'proof.png', content: samples.png }]);
    expect(proof.statusCode).toBe(201);
    const token = 'S'.repeat(43);
    await intake.store.customer.addLink(reference, linkTokenHash(token), Date.now(), Date.now() + 60_000);
    const answer = multipart([
      { name: 'text', value: 'My logo, as asked.' },
      { name: 'files', filename: 'logo.svg', content: samples.svg },
    ]);
    const answered = await intake.app.inject({
      method: 'POST',
      url: `/api/customer/requests/${token}/messages`,
      payload: answer.payload,
      headers: { ...answer.headers, origin: 'http://localhost:80' },
    });
    expect(answered.statusCode).toBe(201);

    const detail = (await intake.store.detail(reference))!;
    const added = [...detail.messages.flatMap((m) => m.files), detail.proofs[0].file];
    expect(added.map((f) => f.originalName)).toEqual(['layout.pdf', 'logo.svg', 'proof.png']);
    const inBucket = await objects();
    for (const file of added) expect(inBucket).toContain(fileKey(file.storedName));
    const customerGet = (path: string) =>
      intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}${path}` });
    expect((await customerGet('/proofs/1/file')).rawPayload.equals(samples.png)).toBe(true);
    expect((await customerGet(`/files/${added[0].id}`)).rawPayload.equals(samples.pdf)).toBe(true);
    const ownerGet = await owner.get(`/api/owner/submissions/${reference}/files/${added[1].id}`);
    expect(ownerGet.rawPayload.equals(samples.svg)).toBe(true);

    expect((await owner.send('DELETE', `/api/owner/submissions/${reference}`)).statusCode).toBe(204);
    const left = await objects();
    for (const file of added) expect(left).not.toContain(fileKey(file.storedName));
    expect((await customerGet('')).statusCode).toBe(404);
  });

  it('purging spam removes the spam request’s objects with the sweep that follows', async () => {
    const { reference } = await uploaded([
      { name: 'name', value: 'Bot' },
      { name: '_elapsed_ms', value: '900' },
    ]);
    expect((await intake.store.get(reference))!.status).toBe('spam');
    const keys = await keysOf(reference);
    expect(await intake.store.purgeSpam(new Date(Date.now() + 60_000).toISOString())).toContain(reference);
    await sweepLooseFiles(intake.files);
    const left = await objects();
    for (const key of keys) expect(left).not.toContain(key);
  });
});
