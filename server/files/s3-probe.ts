/**
 * The bucket's check at start (docs/data-and-backups.md "Where data lives"): a small object is written, read
 * back and deleted, so a wrong bucket, endpoint, region or key stops the start with a message
 * naming the variable to fix, instead of failing the first visitor's upload. The message never
 * holds the secret key.
 */
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../config-error.ts';
import type { S3Options } from './s3-options.ts';
import { answerTimeoutMs, errorCode, httpStatusOf } from './s3-client.ts';

const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPROTO',
  'TimeoutError',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const refusedKeys = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'InvalidToken',
  'ExpiredToken',
]);
const wrongRegion = new Set([
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
  'IllegalLocationConstraintException',
  'InvalidRegionName',
]);
const noBucket = new Set(['NoSuchBucket', 'InvalidBucketName']);

type Step = 'writing' | 'reading back' | 'deleting';

/** What went wrong, said as the variable to fix. */
export function explainProbeFailure(error: unknown, step: Step, options: S3Options): string {
  const code = errorCode(error);
  const bucket = `'${options.bucket}'`;
  const where = options.endpoint ?? "AWS S3's endpoint for AWS_REGION (AWS_ENDPOINT_URL_S3 is not set)";
  const message = (error as Error | undefined)?.message ?? String(error);
  if (noBucket.has(code)) {
    return `S3_BUCKET must name a bucket that exists: there is no bucket ${bucket} at ${where} (${code})`;
  }
  if (unreachable.has(code)) {
    return `AWS_ENDPOINT_URL_S3 must be an S3 endpoint this server can reach: ${where} did not answer (${code}: ${message})`;
  }
  if (message === 'Region is missing') {
    return "AWS_REGION must be set to the bucket's region (for Cloudflare R2 'auto', for MinIO usually 'us-east-1')";
  }
  if (wrongRegion.has(code) || httpStatusOf(error) === 301) {
    return `AWS_REGION must be the region of bucket ${bucket}: the endpoint sent the request elsewhere (${code})`;
  }
  if (code === 'CredentialsProviderError') {
    return 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set: no keys were found there, nor in an AWS profile or role';
  }
  if (refusedKeys.has(code) || httpStatusOf(error) === 403) {
    return `AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY were refused while ${step} a test object in bucket ${bucket} (${code}): check both keys, and that they may write, read and delete there`;
  }
  return `S3_BUCKET: bucket ${bucket} at ${where} failed while ${step} a test object (${code}: ${message.slice(0, 200)})`;
}

export async function probeBucket(client: S3Client, options: S3Options): Promise<void> {
  const Bucket = options.bucket;
  // Outside the keys the store lists (keyPattern), so no listing ever shows it.
  const Key = `${options.prefix ?? ''}.probe/${randomBytes(8).toString('hex')}`;
  const content = `file store probe ${new Date().toISOString()}`;
  const small = { requestTimeout: answerTimeoutMs };
  let step: Step = 'writing';
  try {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: content }), small);
    step = 'reading back';
    const out = await client.send(new GetObjectCommand({ Bucket, Key }), small);
    const back = await out.Body?.transformToString();
    step = 'deleting';
    await client.send(new DeleteObjectCommand({ Bucket, Key }), small);
    if (back !== content) {
      throw new ConfigError([
        `AWS_ENDPOINT_URL_S3: ${options.endpoint ?? 'the endpoint'} gave back other bytes than were written to bucket '${Bucket}', so it cannot keep the files`,
      ]);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError([explainProbeFailure(error, step, options)]);
  }
}
