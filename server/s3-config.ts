/**
 * The bucket's settings (docs/data-and-backups.md "Where data lives"): S3_BUCKET moves the files into a bucket,
 * S3_PREFIX and S3_FORCE_PATH_STYLE shape the addresses. The SDK reads AWS_REGION and the keys
 * itself; the start-up probe (files/s3-probe.ts) tells whether they work.
 */
import type { S3Options } from './files/s3-options.ts';

/** Letters, digits, dots and hyphens, as AWS, R2, B2 and MinIO all accept them. */
const bucketName = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9.-]{1,61}[A-Za-z0-9]$/;
const ipAddress = /^\d+\.\d+\.\d+\.\d+$/;
const folderName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const maxPrefixLength = 200;

/** Variables that mean nothing without S3_BUCKET: set alone, files would quietly stay on disk. */
const needBucket = ['S3_PREFIX', 'S3_FORCE_PATH_STYLE', 'AWS_ENDPOINT_URL_S3'] as const;

/** `shop`, `/shop/` and `shop/` all mean `shop/`; nothing that could climb or hide. */
function normalisePrefix(text: string): string | null {
  const folders = text.replace(/^\/+|\/+$/g, '').split('/');
  if (folders.some((folder) => !folderName.test(folder))) return null;
  const prefix = `${folders.join('/')}/`;
  return prefix.length <= maxPrefixLength ? prefix : null;
}

/**
 * The S3 options, or undefined for files on disk. `endpoint` is AWS_ENDPOINT_URL_S3, already
 * checked to be a URL by the caller.
 */
export function loadS3Options(
  get: (name: string) => string | undefined,
  endpoint: string | undefined,
  problems: string[],
): S3Options | undefined {
  const bucket = get('S3_BUCKET');
  if (bucket === undefined) {
    for (const name of needBucket) {
      if (get(name) !== undefined) {
        problems.push(
          `${name} is set but S3_BUCKET is not: files stay on this server's disk until S3_BUCKET names the bucket`,
        );
      }
    }
    return undefined;
  }
  if (!bucketName.test(bucket) || ipAddress.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots or hyphens, starting and ending with a letter or digit, got '${bucket}'`,
    );
  }

  let prefix: string | undefined;
  const prefixText = get('S3_PREFIX');
  if (prefixText !== undefined && prefixText.replace(/\//g, '') !== '') {
    prefix = normalisePrefix(prefixText) ?? undefined;
    if (prefix === undefined) {
      problems.push(
        `S3_PREFIX must be folder names (letters, digits, dots, hyphens, underscores) separated by '/', like shop/ or sites/print-shop/, at most ${maxPrefixLength} characters, got '${prefixText}'`,
      );
    }
  }

  const pathStyleText = get('S3_FORCE_PATH_STYLE') ?? 'false';
  if (pathStyleText !== 'true' && pathStyleText !== 'false') {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got '${pathStyleText}'`);
  }

  return { bucket, prefix, forcePathStyle: pathStyleText === 'true', endpoint };
}
