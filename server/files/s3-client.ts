/**
 * The S3 client the bucket file store and its start-up probe share (docs/data-and-backups.md "Where data lives").
 * Region, keys and endpoint come from the SDK's own variables (AWS_REGION, AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3) unless the options name them (tests do).
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Options } from './s3-options.ts';

/** An endpoint that takes longer than this to accept a connection is unreachable. */
const connectionTimeoutMs = 3_000;
/**
 * A connection with no byte moving either way for this long is dead. Not a limit on a whole
 * request: a 5 MB part over a slow uplink takes as long as it takes.
 */
const idleTimeoutMs = 20_000;
/** For the small calls (read, delete, list, health): time until the answer's headers. */
export const answerTimeoutMs = 10_000;

/** The client's settings: the tus project's S3 store (server/uploads/) makes its client from them too. */
export function s3ClientConfig(options: S3Options): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle ?? false,
    // The SDK's default sends aws-chunked uploads with CRC trailers, which s3rver stores as
    // garbage and several S3-compatible services refuse (docs/architecture.md "Why the stack is set up as it is").
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The default handler's own options (NodeHttpHandlerOptions), so no handler package is
    // imported: connecting and silence are bounded, so a dead bucket answers 503 within seconds.
    requestHandler: {
      connectionTimeout: connectionTimeoutMs,
      socketTimeout: idleTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}

export function createS3Client(options: S3Options): S3Client {
  return new S3Client(s3ClientConfig(options));
}

type S3Failure = Error & { Code?: string; code?: string; $metadata?: { httpStatusCode?: number } };

/** The S3 error code ('NoSuchKey', 'AccessDenied'), or the system's ('ECONNREFUSED'). */
export function errorCode(error: unknown): string {
  const failure = error as S3Failure | undefined;
  const code = failure?.Code ?? failure?.code;
  if (code) return code;
  // The SDK wraps an error that is not an `Error` of its own realm (Node's, seen from a Jest
  // test's sandbox) in a new one that keeps only the text: "... wrapper for Error: connect
  // ECONNREFUSED 127.0.0.1:9".
  const message = failure?.message ?? '';
  const wrapped = message.startsWith('AWS SDK error wrapper for')
    ? /\b(E[A-Z]{4,}|TimeoutError)\b/.exec(message)?.[1]
    : undefined;
  return wrapped ?? failure?.name ?? 'Error';
}

export function httpStatusOf(error: unknown): number | undefined {
  return (error as S3Failure | undefined)?.$metadata?.httpStatusCode;
}

export function isNoSuchKey(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NoSuchKey' || (code === 'NotFound' && httpStatusOf(error) === 404);
}
