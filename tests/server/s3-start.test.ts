/**
 * Starting on a bucket (docs/data-and-backups.md "Where data lives"): the file store writes, reads back and
 * deletes a test object before the server listens; a wrong bucket, endpoint, key or region
 * stops the start with a message naming the variable, both from openFileStore and from a real
 * `node server/main.ts` (exit code 1). A server started with S3_BUCKET keeps uploads there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { buffer } from 'node:stream/consumers';
import { ConfigError } from '../../server/config.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import type { S3Options } from '../../server/files/s3-options.ts';
import { createS3Client } from '../../server/files/s3-client.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { filesUnder, samples } from './fixtures/intake-helpers.ts';
import { closedPort } from './fixtures/notify-helpers.ts';
import { s3Env, startS3Server, type S3Peer } from './fixtures/s3-server.ts';
import { ServerExitError, startServer, stopServer } from './fixtures/server-process.ts';
import { validAnswers } from '../support/form-answers.ts';

jest.setTimeout(90_000);

const secret = 'not-to-be-printed-anywhere';

let peer: S3Peer;
let dataDir: string;
let dist: FixtureDist;
beforeAll(async () => {
  peer = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 's3-start-'));
  dist = createFixtureDist();
});
afterAll(async () => {
  await peer.close();
  rmSync(dataDir, { recursive: true, force: true });
  dist.cleanup();
});

/** Every object in the bucket, whatever its key. */
async function bucketKeys(options: S3Options): Promise<string[]> {
  const client = createS3Client(options);
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

/** The bad settings, each as the options of a file store and as the variables of a process. */
const badSettings = async () => {
  const port = await closedPort();
  return [
    {
      what: 'a bucket that does not exist',
      options: { ...peer.options, bucket: 'no-such-bucket' },
      message: "S3_BUCKET must name a bucket that exists: there is no bucket 'no-such-bucket'",
    },
    {
      what: 'an endpoint where nothing listens',
      options: { ...peer.options, endpoint: `http://127.0.0.1:${port}` },
      message: `AWS_ENDPOINT_URL_S3 must be an S3 endpoint this server can reach: http://127.0.0.1:${port} did not answer (ECONNREFUSED`,
    },
    {
      what: 'an access key the bucket does not know',
      options: { ...peer.options, credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: secret } },
      message:
        "AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY were refused while writing a test object in bucket 'shop-files' (InvalidAccessKeyId)",
    },
  ];
};

describe('openFileStore on a bucket', () => {
  it('opens after writing, reading back and deleting a test object, and leaves no object behind', async () => {
    const store = await openFileStore({ dataDir, s3: { ...peer.options, prefix: 'probe-test/' } });
    expect(await store.health()).toEqual({ ok: true });
    await store.close();
    expect(await bucketKeys(peer.options)).toEqual([]);
  });

  it('stops with a message naming the variable for a wrong bucket, endpoint or key, never the secret', async () => {
    for (const { options, message } of await badSettings()) {
      const error = await openFileStore({ dataDir, s3: options }).then(
        () => new Error('it opened'),
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringContaining(message)]);
      expect((error as Error).message).not.toContain(secret);
    }
  });
});

describe('node server/main.ts with S3_BUCKET', () => {
  const env = (options: S3Options) => ({ DATA_DIR: dataDir, DIST_DIR: dist.distDir, ...s3Env(options) });

  it('exits with code 1 and prints what to fix for a wrong bucket, endpoint, key or region', async () => {
    const settings = await badSettings();
    const noRegion = env(peer.options) as Record<string, string>;
    delete noRegion.AWS_REGION;
    const cases = [
      ...settings.map(({ options, message }) => ({ variables: env(options), message })),
      { variables: noRegion, message: "AWS_REGION must be set to the bucket's region" },
    ];
    for (const { variables, message } of cases) {
      const error = await startServer(variables).then(
        async (server) => {
          await stopServer(server, 'SIGKILL');
          return new Error('it started');
        },
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ServerExitError);
      expect((error as ServerExitError).exitCode).toBe(1);
      expect((error as ServerExitError).output).toContain(`Invalid configuration:\n  ${message}`);
      expect((error as ServerExitError).output).not.toContain(secret);
    }
  });

  it('keeps an upload in the bucket under S3_PREFIX, not on the disk', async () => {
    const options = { ...peer.options, prefix: 'site/' };
    const server = await startServer(env(options));
    try {
      const body = validAnswers('upload', {
        _elapsed_ms: '15000',
        name: 'Bo',
        email: 'bo@example.com',
      }).formData();
      body.append('files', new Blob([samples.png]), 'logo.png');
      const response = await fetch(`${server.origin}/api/forms/upload`, { method: 'POST', body });
      expect(response.status).toBe(201);
      const keys = await bucketKeys(options);
      expect(keys).toEqual([expect.stringMatching(/^site\/files\/[0-9a-f]{20}\.png$/)]);
      const store = await openFileStore({ dataDir, s3: options });
      const stored = await store.get(keys[0].slice('site/'.length));
      expect((await buffer(stored!.body)).equals(samples.png)).toBe(true);
      await store.remove([keys[0].slice('site/'.length)]);
      await store.close();
      expect(filesUnder(join(dataDir, 'uploads'))).toEqual([]);
    } finally {
      await stopServer(server, 'SIGTERM');
    }
  });
});
