/**
 * The file store in an S3-compatible bucket (S3_BUCKET; docs/data-and-backups.md "Where data lives"): object
 * `<S3_PREFIX><key>`. Uploads stream through lib-storage's Upload, 5 MB parts at a time, so a
 * 50 MB file never sits in memory whole and a body that fails aborts the multipart upload
 * before any object exists. Every failure but "no such key" is the bucket not doing its job:
 * an UnavailableError, which the routes answer with 503 and the next request tries again.
 */
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { UnavailableError } from '../unavailable.ts';
import { checkKey, keyPattern, uploadsFolder, type FileStore } from './file-store.ts';
import type { S3Options } from './s3-options.ts';
import { answerTimeoutMs, createS3Client, errorCode, isNoSuchKey } from './s3-client.ts';
import { probeBucket } from './s3-probe.ts';

/** DeleteObjects takes at most 1000 keys a call. */
const deleteBatch = 1000;
/** Parts of one upload in flight at once: each holds 5 MB of memory. */
const partsInFlight = 2;
/**
 * Services that want Content-MD5 on DeleteObjects (older MinIO, Ceph and others) refuse the
 * SDK's CRC checksum with one of these; those keys are then deleted one call each.
 */
const batchDeleteRefusals = new Set([
  'MissingContentMD5',
  'InvalidDigest',
  'NotImplemented',
  'InvalidRequest',
]);

const unavailable = (error: unknown) =>
  error instanceof UnavailableError ? error : new UnavailableError('file-store', error);

/**
 * The object's bytes as a stream whose failure (the bucket's connection cut mid-way) is an
 * UnavailableError: a download that breaks before its first byte then answers 503.
 */
function failingAsUnavailable(source: Readable): Readable {
  const body = new PassThrough();
  source.once('error', (error) => body.destroy(unavailable(error)));
  // A reader that dropped the body unread must not crash the process when it later fails.
  body.on('error', () => {});
  // The reader gone (the owner's browser closed) lets go of the bucket's connection too.
  body.once('close', () => source.destroy());
  return source.pipe(body);
}

export async function openS3FileStore(options: S3Options): Promise<FileStore> {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const small = { requestTimeout: answerTimeoutMs };
  let deleteOneByOne = false;
  try {
    await probeBucket(client, options);
  } catch (error) {
    client.destroy();
    throw error;
  }

  const objectKey = (key: string) => prefix + checkKey(key);

  async function removeBatch(keys: string[]): Promise<void> {
    if (!deleteOneByOne) {
      try {
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
          small,
        );
        const failed = (out.Errors ?? []).filter((entry) => entry.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(
            `${failed.length} objects were not deleted: ${failed[0].Code} ${failed[0].Message}`,
          );
        }
        return;
      } catch (error) {
        if (!batchDeleteRefusals.has(errorCode(error))) throw error;
        deleteOneByOne = true;
      }
    }
    for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key }), small);
  }

  return {
    kind: 's3',
    s3: options,

    async put(key, body: Readable) {
      const Key = objectKey(key);
      // lib-storage reads a stream of its own: when the bucket fails it destroys the stream it
      // reads, and that must not pass for the body failing. The body's own failure (a limit, the
      // visitor gone) is the one to tell, not the multipart abort that follows it; the listener
      // stays, so a body that fails after put gave up on it cannot crash the process.
      const feed = new PassThrough();
      let bodyError: unknown;
      body.on('error', (error: Error) => {
        bodyError ??= error;
        feed.destroy(error);
      });
      body.pipe(feed);
      try {
        const upload = new Upload({
          client,
          params: { Bucket, Key, Body: feed },
          queueSize: partsInFlight,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        if (bodyError !== undefined) throw bodyError;
        // Let the rest of the body go by, so the request it comes from can be answered.
        body.unpipe(feed);
        body.resume();
        throw unavailable(error);
      }
    },

    async get(key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }), small);
        if (!(out.Body instanceof Readable)) throw new Error('the bucket sent no body');
        // A range's answer says the whole size in its Content-Range (bytes 0-9/1234).
        const whole = Number(/\/(\d+)$/.exec(out.ContentRange ?? '')?.[1] ?? out.ContentLength ?? 0);
        return { body: failingAsUnavailable(out.Body), size: whole };
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw unavailable(error);
      }
    },

    async adopt(key, from) {
      try {
        // One CopyObject takes up to 5 GB, more than any file the forms allow.
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: objectKey(key),
            CopySource: `${Bucket}/${encodeURIComponent(objectKey(from)).replace(/%2F/g, '/')}`,
          }),
        );
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(from) }), small);
      } catch (error) {
        throw unavailable(error);
      }
    },

    async remove(keys) {
      const all = keys.map(objectKey);
      try {
        for (let start = 0; start < all.length; start += deleteBatch) {
          await removeBatch(all.slice(start, start + deleteBatch));
        }
      } catch (error) {
        throw unavailable(error);
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
            small,
          );
        } catch (error) {
          throw unavailable(error);
        }
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Only what put wrote: not the probe's objects, nor another prefix's below this one.
          if (key !== undefined && keyPattern.test(key) && !key.startsWith(`${uploadsFolder}/`)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async health() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), small);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: `${errorCode(error)}: ${(error as Error).message}` };
      }
    },

    async close() {
      client.destroy();
    },
  };
}
