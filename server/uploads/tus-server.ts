/**
 * The tus server itself (docs/architecture.md "Resumable uploads"), built by upload-service.ts
 * on the first request that needs it: the tus project's packages take about a second to load,
 * which a server process's start need not wait for.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import type { KvStore } from '@tus/utils';
import type { MetadataValue } from '@tus/s3-store';
import { uploadsDirIn } from '../files/disk-file-store.ts';
import { uploadsFolder } from '../files/file-store.ts';
import { s3ClientConfig } from '../files/s3-client.ts';
import { addressHash } from '../http/rate-limit.ts';
import { describeSize } from '../files/receive-file.ts';
import { isConnectionFailure } from '../store/connection-failure.ts';
import { UnavailableError } from '../unavailable.ts';
import { CheckedStore, type InnerStore, type StoreLayout } from './checked-store.ts';
import { ensureFinished, type FinishContext } from './finish-upload.ts';
import { StoreLocker } from './store-locker.ts';
import {
  largestFile,
  perAddress,
  UploadRefusal,
  uploadIdPattern,
  uploadLifetimeMs,
  uploadPath,
  uploadTarget,
} from './upload-rules.ts';
import type { UploadServiceOptions } from './upload-options.ts';

/** The visitor's address of each request (Fastify's, trust-proxy aware), for the per-address limits. */
export const clientAddresses = new WeakMap<IncomingMessage, string>();

/** A cache that keeps nothing (the S3 store's, so every process sees the bucket as it is). */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

const tusErrorCodes: Record<number, string> = {
  404: 'not-found',
  409: 'offset-mismatch',
  410: 'gone',
  412: 'precondition-failed',
  413: 'too-large',
  415: 'unsupported-media-type',
  423: 'locked',
};

async function innerStore(
  options: UploadServiceOptions,
): Promise<{ inner: InnerStore; layout: StoreLayout }> {
  // In the file store's own bucket or folder, so a finished upload moves into it in place.
  const s3 = options.files.s3;
  if (s3) {
    const { S3Store } = await import('@tus/s3-store');
    const prefix = s3.prefix ?? '';
    const inner = new S3Store({
      s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
      // Parts of 8 MB go to the bucket as they arrive; the upload is never in memory whole.
      partSize: 8 * 1024 * 1024,
      maxConcurrentPartUploads: 4,
      // Tags would mark finished uploads for a lifecycle rule; the sweeper removes them instead.
      useTags: false,
      // Its default cache is this process's memory: another process may have ended the upload
      // since. Each request reads the upload's .info from the bucket instead.
      cache: noCache,
    });
    return {
      inner,
      layout: {
        innerId: (id) => `${prefix}${uploadsFolder}/${id}`,
        dataKey: (id) => `${uploadsFolder}/${id}`,
        sideKeys: (id) => [`${uploadsFolder}/${id}.info`, `${uploadsFolder}/${id}.part`],
      },
    };
  }
  const inner = new TusFileStore({ directory: join(uploadsDirIn(options.dataDir), uploadsFolder) });
  return {
    inner,
    layout: {
      innerId: (id) => id,
      dataKey: (id) => `${uploadsFolder}/${id}`,
      sideKeys: (id) => [`${uploadsFolder}/${id}.json`],
    },
  };
}

export type TusParts = { server: Server; finishing: FinishContext };

export async function buildTusServer(options: UploadServiceOptions): Promise<TusParts> {
  const { forms, uploads, files, log } = options;
  const now = options.now ?? Date.now;
  const { inner, layout } = await innerStore(options);
  const store = new CheckedStore(inner, layout, uploads, files);
  const finishing: FinishContext = { uploads, files, store, now };

  const serverOptions: ServerOptions & { datastore: CheckedStore } = {
    path: uploadPath,
    datastore: store,
    locker: new StoreLocker(uploads, options.locker),
    maxSize: () => largestFile(forms),
    namingFunction: () => randomBytes(16).toString('hex'),
    // Relative, so the address is the same behind any proxy: /api/uploads/<id>.
    generateUrl: (_request, { path, id }) => `${path}/${id}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath !== undefined && uploadIdPattern.test(lastPath) ? lastPath : undefined,
    // The site's own pages only: no Access-Control-Allow-Origin for anyone else.
    allowedOrigins: [],
    async onUploadCreate(request, upload) {
      const node = (request as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
      const clientKey = addressHash(options.addressKey, (node && clientAddresses.get(node)) ?? 'unknown');
      const target = uploadTarget(forms, upload.metadata, upload.size);
      const open = await uploads.openFor(clientKey, now());
      if (open.count >= perAddress.uploads || open.bytes + upload.size! > perAddress.bytes)
        throw new UploadRefusal(
          429,
          'rate-limited',
          'Too many unfinished uploads from this connection. Let them finish, or try again tomorrow.',
        );
      const createdMs = now();
      await uploads.create({
        id: upload.id,
        formId: target.formId,
        field: target.field,
        originalName: target.originalName,
        contentType: target.kind.contentType,
        size: upload.size!,
        clientKey,
        createdMs,
        expiresMs: createdMs + uploadLifetimeMs,
      });
      return {};
    },
    async onUploadFinish(_request, upload) {
      await ensureFinished(finishing, upload.id);
      return {};
    },
    onResponseError(_request, error) {
      if (error instanceof UploadRefusal) return undefined;
      // The store (UnavailableError) or the bucket (the SDK's errors, a refused connection).
      if (error instanceof UnavailableError || '$metadata' in error || isConnectionFailure(error)) {
        return {
          status_code: 503,
          body: JSON.stringify({
            error: 'unavailable',
            message: 'Uploads are unavailable for a moment. Nothing was lost: please try again.',
          }),
        };
      }
      const status = (error as { status_code?: number }).status_code;
      if (status === undefined || status >= 500) {
        log.error({ err: error }, 'upload failed');
        return undefined;
      }
      // The tus server's own refusals, in the same JSON as ours.
      const text = String((error as { body?: string }).body ?? '').trim();
      const message = status === 413 ? `Each file may be at most ${describeSize(largestFile(forms))}.` : text;
      return {
        status_code: status,
        body: JSON.stringify({ error: tusErrorCodes[status] ?? 'bad-request', message }),
      };
    },
  };
  return { server: new Server(serverOptions), finishing };
}
