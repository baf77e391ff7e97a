/**
 * The S3 fixture's stand-in for the multipart calls s3rver lacks (fixtures/s3-server.ts), called
 * with the AWS SDK; then what the product's configuration of @tus/s3-store rests on, shown with a
 * plain @tus/server: termination leaves `<id>.part` (so server/uploads/ removes it), and the
 * store's default cache answers for an upload another instance ended (so the product keeps none).
 * The product itself, on the same fixture: uploads-s3.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Server, type KvStore } from '@tus/server';
import { Upload, type UploadOptions } from 'tus-js-client';
import { createS3Client, errorCode, httpStatusOf, s3ClientConfig } from '../../server/files/s3-client.ts';
import { startS3Server, type S3Peer } from './fixtures/s3-server.ts';

jest.setTimeout(60_000);

const MiB = 1024 * 1024;
const partSize = 5 * MiB;
const tusPath = '/api/uploads';

let peer: S3Peer;
let client: S3Client;
let Bucket: string;

beforeAll(async () => {
  peer = await startS3Server('tus-uploads');
  client = createS3Client(peer.options);
  Bucket = peer.options.bucket;
});

afterAll(async () => {
  client?.destroy();
  await peer?.close();
});

type S3StoreOptions = ConstructorParameters<typeof S3Store>[0];

/** A tus server on 127.0.0.1 and a free port that knows when it has answered every request. */
type TusInstance = {
  endpoint: string;
  port: number;
  /** Method of each request it was sent, in order. */
  methods: string[];
  /** Resolves once the store writes nothing (a broken-off PATCH is done writing its parts). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

type ServerOptions = ConstructorParameters<typeof Server>[0];

async function startTus(store: S3Store = s3Store(), more: Partial<ServerOptions> = {}): Promise<TusInstance> {
  const tus = new Server({ path: tusPath, datastore: store, ...more });
  const methods: string[] = [];
  // Counted at the store: for a request the client broke off, tus.handle's promise never settles
  // (srvx waits for the end of a response whose socket is gone), though its parts are written.
  let writing = 0;
  let waiting: (() => void)[] = [];
  const write = store.write.bind(store);
  store.write = async (...args) => {
    writing += 1;
    try {
      return await write(...args);
    } finally {
      writing -= 1;
      if (writing === 0) for (const resolve of waiting.splice(0)) resolve();
    }
  };
  const http: HttpServer = createServer((request, response) => {
    methods.push(request.method ?? '');
    void tus.handle(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}${tusPath}/`,
    port,
    methods,
    idle: () => (writing === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      waiting = [];
    },
  };
}

/** The store as the product would set it up: the product's S3 client settings, 5 MiB parts. */
function s3Store(more: Partial<S3StoreOptions> = {}): S3Store {
  return new S3Store({
    partSize,
    s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(peer.options) },
    ...more,
  });
}

/** A KvStore that keeps nothing, so every call reads `<id>.info` from the bucket. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
  list: async () => [],
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function objectSha256(Key: string): Promise<string> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
  const hash = createHash('sha256');
  for await (const chunk of Body as Readable) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function keys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Uploads with tus-js-client until it succeeds (resolves with its URL) or `stopAt` bytes were sent. */
function tusUpload(
  file: Buffer,
  options: UploadOptions & { stopAt?: number },
): Promise<{ url: string; stopped: boolean }> {
  const { stopAt, ...rest } = options;
  return new Promise((resolve, reject) => {
    let stopping = false;
    const upload: Upload = new Upload(file, {
      retryDelays: null,
      metadata: { filename: 'poster.pdf', filetype: 'application/pdf' },
      ...rest,
      onProgress(bytesSent) {
        if (stopAt === undefined || stopping || bytesSent < stopAt) return;
        stopping = true;
        void upload.abort().then(() => resolve({ url: upload.url!, stopped: true }), reject);
      },
      onSuccess: () => resolve({ url: upload.url!, stopped: false }),
      onError: reject,
    });
    upload.start();
  });
}

async function headOffset(url: string): Promise<{ status: number; offset: number; length: number }> {
  const response = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
  return {
    status: response.status,
    offset: Number(response.headers.get('upload-offset')),
    length: Number(response.headers.get('upload-length')),
  };
}

describe('the multipart stand-in in front of s3rver', () => {
  it('lists parts a page at a time, refuses a short middle part, aborts, and then knows no such upload', async () => {
    const Key = 'standin/one';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const etags: string[] = [];
    for (const [PartNumber, size] of [
      [1, 10],
      [2, 20],
      [3, 30],
    ]) {
      const out = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: Buffer.alloc(size, PartNumber) }),
      );
      etags.push(out.ETag!);
    }
    // Part 2 sent again replaces the first one, as on S3.
    const again = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 2, Body: Buffer.alloc(25, 9) }),
    );
    etags[1] = again.ETag!;

    const first = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2 }));
    expect(first).toMatchObject({
      Bucket,
      Key,
      UploadId,
      MaxParts: 2,
      IsTruncated: true,
      NextPartNumberMarker: '2',
    });
    expect(first.Parts?.map((part) => [part.PartNumber, part.Size, part.ETag])).toEqual([
      [1, 10, etags[0]],
      [2, 25, etags[1]],
    ]);
    expect(first.Parts?.[0].LastModified).toBeInstanceOf(Date);
    const second = await client.send(
      new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: first.NextPartNumberMarker }),
    );
    expect(second).toMatchObject({ IsTruncated: false, PartNumberMarker: '2' });
    expect(second.Parts?.map((part) => [part.PartNumber, part.Size])).toEqual([[3, 30]]);

    const listed = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'standin/' }));
    expect(listed.Uploads?.map((upload) => [upload.Key, upload.UploadId])).toEqual([[Key, UploadId]]);
    expect(peer.openMultipartUploads().find((upload) => upload.uploadId === UploadId)?.parts).toHaveLength(3);
    expect(peer.partFilesOnDisk(UploadId!).length).toBeGreaterThan(0);

    const complete = () =>
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
        }),
      );
    // Real S3 wants every part but the last to be 5 MiB at least; s3rver alone would not say.
    await expect(complete()).rejects.toMatchObject({ name: 'EntityTooSmall' });

    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    expect(peer.openMultipartUploads().some((upload) => upload.uploadId === UploadId)).toBe(false);
    expect(peer.partFilesOnDisk(UploadId!)).toEqual([]);
    const gone = expect.objectContaining({ name: 'NoSuchUpload' });
    await expect(client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toEqual(gone);
    await expect(
      client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 4, Body: Buffer.from('late') })),
    ).rejects.toEqual(gone);
    await expect(complete()).rejects.toEqual(gone);
    await expect(client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))).rejects.toEqual(
      gone,
    );
    expect(peer.partFilesOnDisk(UploadId!)).toEqual([]);
    expect(
      (await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'standin/' }))).Uploads ?? [],
    ).toEqual([]);
  });

  it('completes an upload whose parts are big enough and forgets it', async () => {
    const Key = 'standin/two';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const bodies = [randomBytes(partSize), randomBytes(1000)];
    const Parts = [];
    for (const [i, Body] of bodies.entries()) {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: i + 1, Body }),
      );
      Parts.push({ ETag, PartNumber: i + 1 });
    }
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }),
    );
    expect(peer.openMultipartUploads().some((upload) => upload.uploadId === UploadId)).toBe(false);
    expect(peer.partFilesOnDisk(UploadId!)).toEqual([]);
    expect(await objectSha256(Key)).toBe(sha256(Buffer.concat(bodies)));
    await expect(client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
    });
  });

  it("refuses a part sent aws-chunked (the SDK's default checksum trailer), which s3rver would store as framing", async () => {
    const defaults = new S3Client({
      region: peer.options.region,
      endpoint: peer.options.endpoint,
      credentials: peer.options.credentials,
      forcePathStyle: true,
    });
    const Key = 'standin/chunked';
    // The SDK tells of the refused streaming request on console.warn.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { UploadId } = await defaults.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      const refused = await defaults
        .send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber: 1,
            Body: Readable.from([Buffer.alloc(1000, 1)]),
            ContentLength: 1000,
          }),
        )
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect([errorCode(refused), httpStatusOf(refused)]).toEqual(['NotImplemented', 501]);
      await defaults.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    } finally {
      warn.mockRestore();
      defaults.destroy();
    }
  });
});

describe('@tus/server with S3Store on the fixture', () => {
  const size = 40 * MiB + 12_345;
  let file: Buffer;
  let tus: TusInstance;

  beforeAll(async () => {
    file = randomBytes(size);
    tus = await startTus();
  });

  afterAll(async () => {
    await tus?.close();
  });

  it('leaves <id>.part behind on termination (@tus/s3-store 2.0.7 removes only <id> and <id>.info)', async () => {
    // Stops 1 MiB into the second part, so the tail is in <id>.part when the request ends.
    const cut = await tusUpload(file, { endpoint: tus.endpoint, stopAt: partSize + MiB });
    await tus.idle();
    const id = idOf(cut.url);
    expect(await keys()).toContain(`${id}.part`);
    await Upload.terminate(cut.url, { retryDelays: null });
    expect(peer.openMultipartUploads().filter((upload) => upload.key === id)).toEqual([]);
    // When this fails, S3Store removes the tail itself and the product needs no cleanup of its own.
    expect((await keys()).filter((key) => key.startsWith(id))).toEqual([`${id}.part`]);
  });
});

describe('two @tus/server instances on one bucket', () => {
  let one: TusInstance;
  let two: TusInstance;

  afterEach(async () => {
    await one?.close();
    await two?.close();
  });

  it("with S3Store's default in-memory cache, an instance still serves an upload another one terminated; without it, 404", async () => {
    const size = 21 * MiB;
    const file = randomBytes(size);
    const terminatedElsewhere = async (cache?: KvStore<MetadataValue>) => {
      one = await startTus(s3Store(cache ? { cache } : {}));
      two = await startTus(s3Store(cache ? { cache } : {}));
      const cut = await tusUpload(file, { endpoint: one.endpoint, stopAt: partSize + MiB });
      await one.idle();
      const id = idOf(cut.url);
      // The second instance reads the upload's .info once (and caches it).
      const before = await headOffset(`${two.endpoint}${id}`);
      expect(before.status).toBe(200);
      expect(before.offset).toBeLessThan(size);
      await Upload.terminate(cut.url, { retryDelays: null });
      const head = await headOffset(`${two.endpoint}${id}`);
      await one.close();
      await two.close();
      return head;
    };
    // The cached metadata names a multipart upload that is gone: S3Store takes NoSuchUpload for a
    // completed upload and answers with offset = length.
    expect(await terminatedElsewhere()).toMatchObject({ status: 200, offset: size, length: size });
    expect((await terminatedElsewhere(noCache)).status).toBe(404);
  });
});
