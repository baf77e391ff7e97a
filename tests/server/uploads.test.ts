/**
 * Resumable uploads on disk (docs/architecture.md "Resumable uploads"), with the tus project's
 * own client against the real server: a 300 MB file cut at about 40 % and resumed from the
 * offset the server reports arrives whole and is the owner's to download, with the SHA-256
 * computed as it arrived and `Range` support; the refusals, through the protocol; a form naming
 * uploads it may not take; expiry with the sweeper's clock. The bucket and two processes:
 * uploads-s3.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { linkTokenHash } from '../../server/links/link-tokens.ts';
import { multipart, samples, type IntakeApp, type Part } from './fixtures/intake-helpers.ts';
import type { Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';
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

jest.setTimeout(120_000);

const art = { form: 'upload', field: 'files', filename: 'wrap.pdf', filetype: 'application/pdf' };

describe.each(backendNames)('resumable uploads on disk, requests on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  let origin: string;

  let restoreTmp: () => void;
  beforeAll(async () => {
    restoreTmp = temporaryFilesInMemory();
    backend = createBackend(backendName);
    // The shipped forms: the upload form takes 2 GB a file, DTF designs 10 MB.
    ({ intake, owner, origin } = await listeningIntake(backend));
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
    restoreTmp();
  });

  const endpoint = () => `${origin}/api/uploads/`;
  const tusDir = () => join(backend.dataDir, 'uploads', 'tus');
  const idOf = (url: string) => new URL(url, origin).pathname.split('/').pop()!;

  /** One whole upload by tus-js-client: its path, /api/uploads/<id>. */
  async function uploaded(data: Buffer, metadata: Record<string, string> = art): Promise<string> {
    const { url } = await runTus(data, { endpoint: endpoint(), metadata });
    return new URL(url, origin).pathname;
  }

  const send = (files: Part[], fields: Part[] = []) =>
    intake.app.inject({
      method: 'POST',
      url: '/api/forms/upload',
      ...multipart([
        { name: 'name', value: 'Ana' },
        { name: 'email', value: 'ana@example.com' },
        ...fields,
        ...files,
      ]),
    });

  /** A tus request by hand, from an address of the test's choosing. */
  const tusRequest = (
    method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Buffer,
    remoteAddress = '203.0.113.7',
  ) =>
    intake.app.inject({
      method,
      url,
      headers: { ...tusHeaders, ...headers },
      ...(payload ? { payload } : {}),
      remoteAddress,
    });

  const create = (size: number, metadata: Record<string, string> = art, remoteAddress?: string) =>
    tusRequest(
      'POST',
      '/api/uploads/',
      { 'upload-length': String(size), 'upload-metadata': uploadMetadata(metadata) },
      undefined,
      remoteAddress,
    );

  const patch = (path: string, offset: number, bytes: Buffer, remoteAddress?: string) =>
    tusRequest(
      'PATCH',
      path,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      bytes,
      remoteAddress,
    );

  (backendName === 'sqlite' ? it : it.skip)(
    'takes a 300 MB file cut at 40 % and resumed from the offset the server reports; the owner downloads the same bytes',
    async () => {
      const size = 300 * 1024 * 1024;
      const data = pdfOf(size);
      const cut = await runTus(data, { endpoint: endpoint(), metadata: art, cutAt: Math.floor(size * 0.4) });
      const offset = await settledOffset(cut.url);
      expect(offset).toBeGreaterThan(size * 0.3);
      expect(offset).toBeLessThan(size);

      const resumed = await runTus(data, { endpoint: endpoint(), metadata: art, uploadUrl: cut.url });
      expect(resumed.url).toBe(cut.url);
      // Only what the server did not have went again.
      expect(resumed.sent).toBe(size - offset);

      const response = await send([{ name: 'files', value: new URL(cut.url).pathname }]);
      expect(response.statusCode).toBe(201);
      const { reference } = response.json() as { reference: string };
      const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json() as {
        files: { id: number; name: string; size: number; sha256: string }[];
      };
      expect(detail.files).toEqual([
        expect.objectContaining({ name: 'wrap.pdf', size, sha256: sha256(data) }),
      ]);
      const download = await fetch(
        `${origin}/api/owner/submissions/${reference}/files/${detail.files[0].id}`,
        {
          headers: { cookie: `owner_session=${owner.cookie}` },
        },
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('accept-ranges')).toBe('bytes');
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(data));

      // A cut download resumes: the rest from byte 123,456,789, if the file is still that one.
      const etag = download.headers.get('etag')!;
      const rest = await fetch(`${origin}/api/owner/submissions/${reference}/files/${detail.files[0].id}`, {
        headers: { cookie: `owner_session=${owner.cookie}`, range: 'bytes=123456789-', 'if-range': etag },
      });
      expect(rest.status).toBe(206);
      expect(rest.headers.get('content-range')).toBe(`bytes 123456789-${size - 1}/${size}`);
      expect(sha256(Buffer.from(await rest.arrayBuffer()))).toBe(sha256(data.subarray(123456789)));
      // Nothing of it is left in the uploads' folder: the file moved into the file store.
      expect(readdirSync(tusDir()).filter((name) => name.startsWith(idOf(cut.url)))).toEqual([]);
    },
  );

  it('answers Range requests of a small file: a part, the last bytes, and 416 past the end', async () => {
    const data = pdfOf(10_000);
    const path = await uploaded(data);
    const { reference } = (await send([{ name: 'files', value: path }])).json() as { reference: string };
    const { files } = (await owner.get(`/api/owner/submissions/${reference}`)).json() as {
      files: { id: number }[];
    };
    const url = `/api/owner/submissions/${reference}/files/${files[0].id}`;
    const get = (range: string, ifRange?: string) =>
      intake.app.inject({
        method: 'GET',
        url,
        cookies: { owner_session: owner.cookie },
        headers: { range, ...(ifRange ? { 'if-range': ifRange } : {}) },
      });
    const part = await get('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(data.subarray(100, 200));
    const last = await get('bytes=-10');
    expect(last.headers['content-range']).toBe('bytes 9990-9999/10000');
    expect(last.rawPayload).toEqual(data.subarray(9990));
    expect((await get('bytes=10000-')).statusCode).toBe(416);
    // Another version of the file (If-Range): the whole file, not a part of the wrong one.
    expect((await get('bytes=100-199', '"another"')).statusCode).toBe(200);
  });

  describe('refuses, through the protocol', () => {
    it('a file over its field’s limit at creation, with 413, before a byte is sent', async () => {
      const over = await create(2 * 1024 * 1024 * 1024 + 1);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ error: 'too-large', message: 'Each file may be at most 2 GB.' });
      // A DTF design keeps its 10 MB.
      const design = await create(10 * 1024 * 1024 + 1, {
        form: 'dtf-checkout',
        field: 'designFile_0',
        filename: 'logo.png',
        filetype: 'image/png',
      });
      expect(design.statusCode).toBe(413);
    });

    it('a file that is not what its name says, within its first megabyte, and removes it', async () => {
      const created = await create(5 * 1024 * 1024);
      expect(created.statusCode).toBe(201);
      const path = created.headers.location as string;
      expect(path).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
      const png = Buffer.concat([samples.png, Buffer.alloc(1024 * 1024 - samples.png.length, 1)]);
      const refused = await patch(path, 0, png);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ error: 'unsupported-media-type' });
      expect((await tusRequest('HEAD', path, {})).statusCode).toBe(404);
      expect(existsSync(join(tusDir(), path.split('/').pop()!))).toBe(false);
      // A name the field does not accept is refused at creation.
      expect((await create(100, { ...art, filename: 'setup.exe' })).statusCode).toBe(415);
    });

    it('a part at the wrong offset, with 409', async () => {
      const path = (await create(1000)).headers.location as string;
      expect((await patch(path, 10, pdfOf(100))).statusCode).toBe(409);
      const whole = await patch(path, 0, pdfOf(1000));
      expect(whole.statusCode).toBe(204);
      expect(whole.headers['upload-offset']).toBe('1000');
      expect((await patch(path, 0, pdfOf(1000))).statusCode).toBe(409);
    });

    it('metadata that names no form or field that takes files, with 400', async () => {
      expect((await create(100, { ...art, form: 'nope' })).statusCode).toBe(400);
      expect((await create(100, { ...art, field: 'name' })).statusCode).toBe(400);
      expect((await create(100, { filename: 'a.pdf' })).statusCode).toBe(400);
    });

    it('more unfinished uploads from one address than the limit, with 429; another address is not held back', async () => {
      const address = '198.51.100.23';
      for (let i = 0; i < 30; i += 1) expect((await create(1000, art, address)).statusCode).toBe(201);
      const more = await create(1000, art, address);
      expect(more.statusCode).toBe(429);
      expect(more.json()).toMatchObject({ error: 'rate-limited' });
      expect((await create(1000, art, '198.51.100.24')).statusCode).toBe(201);
      // Bytes count too: one address may not have more than 12 GB under way.
      const big = '198.51.100.25';
      for (let i = 0; i < 5; i += 1) expect((await create(2 * 1024 ** 3, art, big)).statusCode).toBe(201);
      expect((await create(2 * 1024 ** 3, art, big)).statusCode).toBe(201);
      expect((await create(1, art, big)).statusCode).toBe(429);
    });
  });

  describe('a form that names an upload', () => {
    it('is refused with 400 when the upload is unknown, unfinished, for another form, or taken by another request', async () => {
      const unknown = await send([{ name: 'files', value: `/api/uploads/${'ab'.repeat(16)}` }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([
        { field: 'files', message: 'This upload is unknown or has expired. Please attach the file again.' },
      ]);
      const half = (await create(10_000)).headers.location as string;
      await patch(half, 0, pdfOf(10_000).subarray(0, 5000));
      const unfinished = await send([{ name: 'files', value: half }]);
      expect(unfinished.statusCode).toBe(400);
      expect(unfinished.json().errors[0].message).toBe('This file has not finished uploading yet.');

      const design = await uploaded(Buffer.concat([samples.png, Buffer.alloc(500)]), {
        form: 'dtf-checkout',
        field: 'designFile_0',
        filename: 'logo.png',
        filetype: 'image/png',
      });
      expect((await send([{ name: 'files', value: design }])).statusCode).toBe(400);

      const path = await uploaded(pdfOf(20_000));
      // A request refused for another reason leaves the upload to send again once fixed.
      const noEmail = await intake.app.inject({
        method: 'POST',
        url: '/api/forms/upload',
        ...multipart([
          { name: 'name', value: 'Ana' },
          { name: 'files', value: path },
        ]),
      });
      expect(noEmail.statusCode).toBe(400);
      const first = await send([{ name: 'files', value: path }]);
      expect(first.statusCode).toBe(201);
      const again = await send([{ name: 'files', value: path }]);
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].message).toBe(
        'This file was sent with another request already. Please attach it again.',
      );
    });

    it('stores several files, each under the name it was uploaded with, and counts them for the form', async () => {
      const one = await uploaded(pdfOf(3000), { ...art, filename: 'front.pdf' });
      const two = await uploaded(Buffer.concat([samples.png, Buffer.alloc(800)]), {
        ...art,
        filename: 'back.png',
        filetype: 'image/png',
      });
      const response = await send(
        [
          { name: 'files', value: one },
          { name: 'files', value: two },
        ],
        [{ name: 'file_count', value: '2' }],
      );
      expect(response.statusCode).toBe(201);
      const stored = await intake.store.get(response.json().reference);
      expect(stored!.data.files).toEqual(['front.pdf', 'back.png']);
      expect(stored!.files.map((f) => [f.originalName, f.contentType, f.size])).toEqual([
        ['front.pdf', 'application/pdf', 3000],
        ['back.png', 'image/png', samples.png.length + 800],
      ]);
    });
  });

  it("takes a customer's reply with a file uploaded as the page's rules say", async () => {
    const { reference } = (await send([{ name: 'files', value: await uploaded(pdfOf(2000)) }])).json() as {
      reference: string;
    };
    const token = randomBytes(32).toString('base64url');
    await intake.store.customer.addLink(reference, linkTokenHash(token), Date.now(), Date.now() + 86_400_000);
    const view = (await intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}` })).json();
    expect(view.upload.uploadAs).toEqual({ form: 'upload', field: 'files' });
    const data = pdfOf(70_000);
    const path = await uploaded(data, {
      ...view.upload.uploadAs,
      filename: 'proof-notes.pdf',
      filetype: 'application/pdf',
    });
    const reply = multipart([
      { name: 'text', value: 'Here are my notes.' },
      { name: 'files', value: path },
    ]);
    const sendReply = () =>
      intake.app.inject({
        method: 'POST',
        url: `/api/customer/requests/${token}/messages`,
        payload: reply.payload,
        headers: { ...reply.headers, origin: 'http://localhost:80' },
      });
    expect((await sendReply()).statusCode).toBe(201);
    const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json();
    expect(detail.messages.at(-1).files).toEqual([
      expect.objectContaining({ name: 'proof-notes.pdf', size: data.length, sha256: sha256(data) }),
    ]);
    // The same upload a second time is another request's file already.
    expect((await sendReply()).statusCode).toBe(400);
  });

  it('removes an unfinished upload from the disk once it expires, and a finished one no request took', async () => {
    const half = (await create(10_000)).headers.location as string;
    await patch(half, 0, pdfOf(10_000).subarray(0, 6000));
    const id = half.split('/').pop()!;
    expect(existsSync(join(tusDir(), id))).toBe(true);
    const done = await uploaded(pdfOf(4000));
    const finished = await intake.store.uploads.get(done.split('/').pop()!);
    expect(finished!.storedName).not.toBeNull();
    const storedPath = join(backend.dataDir, 'uploads', 'files', finished!.storedName!);
    expect(existsSync(storedPath)).toBe(true);

    // The sweeper's own function: now, then with a clock a day and a minute on.
    expect(await sweepUploads(intake, backend.dataDir, 0)).toBe(0);
    expect(await sweepUploads(intake, backend.dataDir)).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(tusDir(), id))).toBe(false);
    expect(existsSync(join(tusDir(), `${id}.json`))).toBe(false);
    expect(existsSync(storedPath)).toBe(false);
    expect((await tusRequest('HEAD', half, {})).statusCode).toBe(404);
    expect(await intake.store.uploads.get(id)).toBeNull();
  });
});
