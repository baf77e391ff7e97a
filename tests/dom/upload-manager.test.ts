/**
 * The upload manager over the real tus-js-client, against a tus server in memory
 * (fixtures/fake-tus.ts): chunks and metadata, refusals by status, pause and resume, a lost
 * connection, and resuming after a reload from tus-js-client's URL storage (localStorage).
 */
import { waitFor } from '@testing-library/react';
import { UploadManager, type UploadManagerOptions } from '../../src/form-engine/uploads/upload-manager.ts';
import { FakeTusServer } from './fixtures/fake-tus.ts';

let server: FakeTusServer;
const managers: UploadManager[] = [];

function manager(options: UploadManagerOptions = {}) {
  const made = new UploadManager({ httpStack: server.stack, chunkSize: 4, retryDelays: [0, 5], ...options });
  managers.push(made);
  return made;
}

const file = (content = 'abcdefghij', name = 'logo.png') =>
  new File([content], name, { type: 'image/png', lastModified: 1_700_000_000_000 });
const target = { form: 'upload', field: 'files' };
/** Holds the PATCH requests: lets `chunks` of them through, then the next one waits. */
async function holdAfter(chunks: number) {
  for (let i = 0; i < chunks; i += 1) {
    await waitFor(() => expect(server.pending).toBe(1));
    server.release();
  }
  await waitFor(() => expect(server.pending).toBe(1));
}

const stored = () => Object.keys(localStorage).filter((key) => key.startsWith('tus::'));

beforeEach(() => {
  localStorage.clear();
  server = new FakeTusServer();
});
afterEach(() => {
  for (const made of managers.splice(0)) made.dispose();
  jest.restoreAllMocks();
});

describe('the upload manager', () => {
  it('uploads a file in chunks with its form, part name, name and type, and gives its path', async () => {
    const uploads = manager();
    const handle = uploads.start(file(), target);
    const path = await uploads.whenDone(handle);
    expect(path).toBe('/api/uploads/u1');
    expect(server.calls()).toEqual([
      'POST /api/uploads/',
      'PATCH /api/uploads/u1',
      'PATCH /api/uploads/u1',
      'PATCH /api/uploads/u1',
    ]);
    expect(server.log[0].headers['Upload-Length']).toBe('10');
    expect(server.uploads.get('u1')!.metadata).toEqual({
      form: 'upload',
      field: 'files',
      filename: 'logo.png',
      filetype: 'image/png',
    });
    expect(handle.snapshot).toMatchObject({ status: 'done', bytesSent: 10, bytesTotal: 10 });
    // The same File for the same field is the same upload.
    expect(uploads.start(handle.file, target)).toBe(handle);
    // Kept for the submission (even after a reload) until a request used it.
    expect(stored()).toHaveLength(1);
    await uploads.release([handle]);
    expect(stored()).toHaveLength(0);
    expect(uploads.find(handle.file, target)).toBeUndefined();
  });

  it.each([
    ['POST', 413, 'tooLarge'],
    ['PATCH', 415, 'type'],
    ['POST', 429, 'busy'],
    ['POST', 400, 'failed'],
  ])('ends an upload refused at %s with %i as failed: %s', async (method, status, failure) => {
    server.refuse(method, status);
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await expect(uploads.whenDone(handle)).rejects.toMatchObject({ failure });
    expect(handle.snapshot).toMatchObject({ status: 'failed', failure });
  });

  it('tries a busy upload again on Retry', async () => {
    server.refuse('POST', 429);
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await waitFor(() => expect(handle.status).toBe('failed'));
    handle.resume();
    await expect(uploads.whenDone(handle)).resolves.toBe('/api/uploads/u1');
  });

  it('pauses (nothing more is sent) and resumes from the offset the server has', async () => {
    server.hold = true;
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await holdAfter(1);
    expect(server.uploads.get('u1')!.offset).toBe(4);
    await handle.pause();
    expect(handle.status).toBe('paused');
    server.hold = false;
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.uploads.get('u1')!.offset).toBe(4);
    handle.resume();
    await expect(uploads.whenDone(handle)).resolves.toBe('/api/uploads/u1');
    expect(server.calls().slice(-3)).toEqual([
      'HEAD /api/uploads/u1',
      'PATCH /api/uploads/u1',
      'PATCH /api/uploads/u1',
    ]);
    expect(server.uploads.get('u1')!.offset).toBe(10);
  });

  it('waits offline and goes on by itself when the browser is back online', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.offline = true;
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await waitFor(() => expect(handle.status).toBe('offline'));
    server.offline = false;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(uploads.whenDone(handle)).resolves.toBe('/api/uploads/u1');
  });

  it('retries a cut connection with backoff before it calls it offline', async () => {
    const uploads = manager({ offlineRetryMs: 10 });
    const handle = uploads.start(file(), target);
    server.offline = true;
    await waitFor(() => expect(handle.status).toBe('offline'));
    // Two tries of the retry delays, then one every offlineRetryMs.
    expect(server.calls().filter((call) => call.startsWith('POST')).length).toBeGreaterThanOrEqual(3);
    server.offline = false;
    await expect(uploads.whenDone(handle)).resolves.toBe('/api/uploads/u1');
  });

  it('after a reload, resumes the same file chosen again from where the server is, and lists it before', async () => {
    server.hold = true;
    const first = manager();
    const handle = first.start(file(), target);
    await holdAfter(1);
    await handle.pause();
    server.hold = false;
    first.dispose();

    const later = manager();
    const found = await later.storedUploads('upload');
    expect(found).toEqual([
      expect.objectContaining({
        name: 'logo.png',
        field: 'files',
        size: 10,
        offset: 4,
        url: 'http://localhost/api/uploads/u1',
      }),
    ]);
    expect(await later.storedUploads('dtf-checkout')).toEqual([]);
    const again = later.start(file(), target);
    await expect(later.whenDone(again)).resolves.toBe('/api/uploads/u1');
    expect(server.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(server.calls()).toContain('HEAD /api/uploads/u1');
  });

  it('does not resume an upload stored more than a day ago', async () => {
    const first = manager();
    await first.whenDone(first.start(file(), target));
    const later = manager({ now: () => Date.now() + 25 * 60 * 60 * 1000 });
    expect(await later.storedUploads('upload')).toEqual([]);
    expect(stored()).toHaveLength(0);
  });

  it('discards stored uploads: terminated on the server and forgotten', async () => {
    server.hold = true;
    const first = manager();
    const handle = first.start(file(), target);
    await holdAfter(1);
    await handle.pause();
    server.hold = false;
    const later = manager();
    await later.discard(await later.storedUploads('upload'));
    expect(server.uploads.get('u1')!.terminated).toBe(true);
    expect(stored()).toHaveLength(0);
  });

  it('removes an unfinished upload by terminating it', async () => {
    server.hold = true;
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await waitFor(() => expect(server.pending).toBe(1));
    await handle.remove();
    expect(server.calls()).toContain('DELETE /api/uploads/u1');
    expect(uploads.all()).toEqual([]);
    expect(stored()).toHaveLength(0);
  });

  it('starts again from the first byte when the server no longer has the upload', async () => {
    server.hold = true;
    const uploads = manager();
    const handle = uploads.start(file(), target);
    await holdAfter(1);
    server.refuse('PATCH', 410);
    server.hold = false;
    server.release();
    await expect(uploads.whenDone(handle)).resolves.toBe('/api/uploads/u2');
    expect(server.uploads.get('u2')!.offset).toBe(10);
  });
});
