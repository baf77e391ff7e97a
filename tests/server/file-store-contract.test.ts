/**
 * The file-store contract (server/files/file-store.ts), one suite run on local disk and on a
 * real S3 API server (s3rver): the intake, the owner's downloads, the sweeper and backups rely
 * on the same behaviour whichever store holds the files.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileKey, type FileStore } from '../../server/files/file-store.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import { UnavailableError } from '../../server/unavailable.ts';
import { answerS3Error, startS3Server, type S3Peer } from './fixtures/s3-server.ts';

jest.setTimeout(60_000);

type Subject = { store: FileStore; dataDir: string; peer?: S3Peer };

async function openSubject(kind: 'disk' | 's3'): Promise<Subject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'file-store-'));
  if (kind === 'disk') return { store: await openFileStore({ dataDir }), dataDir };
  const peer = await startS3Server();
  const store = await openFileStore({ dataDir, s3: { ...peer.options, prefix: 'shop/' } });
  return { store, dataDir, peer };
}

async function closeSubject(subject: Subject | undefined): Promise<void> {
  await subject?.store.close();
  await subject?.peer?.close();
  if (subject) rmSync(subject.dataDir, { recursive: true, force: true });
}

/** `bytes` as a stream of 1 MB chunks, the way an upload arrives. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 1024 * 1024)
    chunks.push(bytes.subarray(start, start + 1024 * 1024));
  return Readable.from(chunks);
}

/** A body that sends `bytes` and then fails, as a visitor's connection that drops. */
function failingAfter(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('the visitor went away'));
      } else {
        sent = true;
        this.push(bytes);
      }
    },
  });
}

async function read(store: FileStore, key: string): Promise<Buffer | null> {
  const stored = await store.get(key);
  if (!stored) return null;
  const bytes = await buffer(stored.body);
  expect(stored.size).toBe(bytes.length);
  return bytes;
}

async function listed(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

const name = (extension = 'bin') => fileKey(`${randomBytes(10).toString('hex')}.${extension}`);

describe.each(['disk', 's3'] as const)('the file store on %s', (kind) => {
  let subject: Subject | undefined;
  let store: FileStore;
  beforeAll(async () => {
    subject = await openSubject(kind);
    store = subject.store;
  });
  afterAll(() => closeSubject(subject));

  it('gives back what put wrote, byte for byte, a 12 MB file (several upload parts) included', async () => {
    const small = Buffer.from('%PDF-1.7\nsmall\n');
    const large = randomBytes(12 * 1024 * 1024);
    const [smallKey, largeKey] = [name('pdf'), name()];
    await store.put(smallKey, Readable.from([small]));
    await store.put(largeKey, chunked(large));
    expect((await read(store, smallKey))?.equals(small)).toBe(true);
    expect((await read(store, largeKey))?.equals(large)).toBe(true);
    await store.remove([smallKey, largeKey]);
  });

  it('keeps an empty body as an empty object', async () => {
    const key = name();
    await store.put(key, Readable.from([]));
    expect((await read(store, key))?.length).toBe(0);
    await store.remove([key]);
  });

  it('replaces an object written again under the same key', async () => {
    const key = name();
    await store.put(key, Readable.from([Buffer.from('first version, longer')]));
    await store.put(key, Readable.from([Buffer.from('second')]));
    expect((await read(store, key))?.toString()).toBe('second');
    await store.remove([key]);
  });

  it('gives null for a key that was never written', async () => {
    expect(await store.get(name())).toBeNull();
  });

  it('removes one key or many, and a key already gone is fine', async () => {
    const keys = [name(), name(), name()];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]));
    await store.remove([keys[0]]);
    expect(await store.get(keys[0])).toBeNull();
    expect(await read(store, keys[1])).not.toBeNull();
    await store.remove([keys[0], keys[1], keys[2], name()]);
    for (const key of keys) expect(await store.get(key)).toBeNull();
    await store.remove([]);
  });

  it('lists every key it holds, and no other', async () => {
    const before = await listed(store);
    const keys = [name(), name(), fileKey('a.png')];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from('x')]));
    expect(await listed(store)).toEqual([...before, ...keys].sort());
    await store.remove(keys);
    expect(await listed(store)).toEqual(before);
  });

  it.each([
    ['in its first part', 64 * 1024],
    ['after a whole upload part', 7 * 1024 * 1024],
  ])(
    'rejects put with the body’s own error and keeps no object when the body fails %s',
    async (_when, size) => {
      const before = await listed(store);
      const key = name();
      await expect(store.put(key, failingAfter(randomBytes(size)))).rejects.toThrow(
        /^the visitor went away$/,
      );
      expect(await store.get(key)).toBeNull();
      expect(await listed(store)).toEqual(before);
    },
  );

  it('refuses keys that could leave its folder or were never made by fileKey', async () => {
    for (const key of ['../x', 'files/../../etc/passwd', '/files/a.png', 'files/', 'files/.hidden']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('Not a file store key');
      await expect(store.get(key)).rejects.toThrow('Not a file store key');
      await expect(store.remove([key])).rejects.toThrow('Not a file store key');
    }
  });

  it('says it is healthy', async () => {
    expect(await store.health()).toEqual({ ok: true });
    expect(store.kind).toBe(kind);
  });
});

describe('the file store on S3', () => {
  let peer: S3Peer;
  const dataDir = mkdtempSync(join(tmpdir(), 'file-store-'));
  const open = (prefix?: string) => openFileStore({ dataDir, s3: { ...peer.options, prefix } });
  beforeAll(async () => {
    peer = await startS3Server();
  });
  afterEach(() => peer.intercept(undefined));
  afterAll(async () => {
    await peer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps two prefixes in one bucket apart', async () => {
    const [shop, other] = [await open('shop/'), await open('shop-two/')];
    const key = name();
    await shop.put(key, Readable.from([Buffer.from('the shop’s')]));
    expect(await other.get(key)).toBeNull();
    expect(await listed(other)).toEqual([]);
    expect(await listed(shop)).toEqual([key]);
    await other.remove([key]);
    expect((await read(shop, key))?.toString()).toBe('the shop’s');
    // Without a prefix the bucket's own top level is the store: the prefixed objects are not its.
    const bare = await open();
    expect(await listed(bare)).toEqual([]);
    await shop.remove([key]);
    await Promise.all([shop.close(), other.close(), bare.close()]);
  });

  it('deletes one object per call on a service that wants Content-MD5 on DeleteObjects', async () => {
    const store = await open('md5/');
    const keys = [name(), name()];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from('x')]));
    const refused: string[] = [];
    // What older MinIO, Ceph and others answer to the SDK's CRC checksum.
    peer.intercept((request, response) => {
      if (request.method !== 'POST' || !request.url?.includes('?delete')) return false;
      refused.push(request.url);
      return answerS3Error(
        response,
        400,
        'MissingContentMD5',
        'Missing required header for this request: Content-Md5.',
      );
    });
    await store.remove(keys);
    expect(refused).toHaveLength(1);
    for (const key of keys) expect(await store.get(key)).toBeNull();
    await store.close();
  });

  it('fails with UnavailableError while the bucket does not answer, and works again after', async () => {
    const store = await open('gone/');
    const key = name();
    await store.put(key, Readable.from([Buffer.from('kept')]));
    peer.intercept((request) => {
      request.socket.destroy();
      return true;
    });
    const unavailable = expect.objectContaining({ name: 'UnavailableError', dependency: 'file-store' });
    await expect(store.get(key)).rejects.toEqual(unavailable);
    await expect(store.put(name(), Readable.from([Buffer.from('x')]))).rejects.toEqual(unavailable);
    await expect(store.remove([key])).rejects.toEqual(unavailable);
    await expect(listed(store)).rejects.toBeInstanceOf(UnavailableError);
    expect(await store.health()).toEqual({ ok: false, error: expect.any(String) });
    peer.intercept(undefined);
    expect((await read(store, key))?.toString()).toBe('kept');
    expect(await store.health()).toEqual({ ok: true });
    await store.remove([key]);
    await store.close();
  });
});
