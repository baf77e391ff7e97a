/**
 * The resumable uploads (docs/architecture.md "Resumable uploads"): the tus project's server
 * (@tus/server) at /api/uploads/, on its disk store or its S3 store, checked and hashed by
 * CheckedStore, locked across processes by StoreLocker (tus-server.ts, loaded on first need).
 * Built once per process (services.ts); the intake's routes hand it their requests, the intake
 * reads a form's uploads through `fileOf`, and the sweeper removes the expired ones.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadedFiles } from '../http/read-body.ts';
import type { UploadRecord } from '../store/upload-types.ts';
import { ensureFinished, sweepExpiredUploads } from './finish-upload.ts';
import type { UploadServiceOptions } from './upload-options.ts';
import type { TusParts } from './tus-server.ts';
import { uploadIdOf } from './upload-rules.ts';

export type { UploadServiceOptions };

export type UploadService = UploadedFiles & {
  /** Answers one tus request (the intake's upload routes). */
  handle(request: IncomingMessage, response: ServerResponse, clientAddress: string): Promise<void>;
  /** The sweeper's turn (owner housekeeping): expired uploads removed; how many. */
  sweep(nowMs?: number): Promise<number>;
  /** For tests: the record of an upload by its id. */
  record(id: string): Promise<UploadRecord | null>;
};

export async function openUploadService(options: UploadServiceOptions): Promise<UploadService> {
  const { uploads } = options;
  const now = options.now ?? Date.now;
  let built: Promise<TusParts & { clientAddresses: WeakMap<IncomingMessage, string> }> | undefined;
  const tus = () =>
    (built ??= import('./tus-server.ts').then(async ({ buildTusServer, clientAddresses }) => {
      const parts = await buildTusServer(options);
      return { ...parts, clientAddresses };
    }));

  return {
    async handle(request, response, clientAddress) {
      const { server, clientAddresses } = await tus();
      clientAddresses.set(request, clientAddress);
      // The tus server's promise never settles for a request the client broke off (its answer
      // has nowhere to go): the connection's close ends the wait, the part written all the same.
      const closed = new Promise<void>((done) => response.once('close', () => done()));
      await Promise.race([server.handle(request, response), closed]);
    },
    async fileOf(value, formId, partName, field) {
      const id = uploadIdOf(value);
      if (!id) return 'unknown';
      let record = await uploads.get(id);
      if (record && record.finishedMs === null) record = await ensureFinished((await tus()).finishing, id);
      if (!record || record.expiresMs <= now()) return 'unknown';
      if (record.formId !== formId || record.field !== partName) return 'other-form';
      if (record.submissionId !== null) return 'taken';
      if (record.finishedMs === null || !record.storedName || !record.sha256) return 'unfinished';
      return {
        field,
        originalName: record.originalName,
        storedName: record.storedName,
        size: record.size,
        contentType: record.contentType,
        sha256: record.sha256,
        uploadId: id,
      };
    },
    async sweep(nowMs = now()) {
      // Most sweeps find nothing: the tus packages are loaded only when one does.
      if ((await uploads.expired(nowMs, 1)).length === 0) return 0;
      return sweepExpiredUploads((await tus()).finishing, nowMs);
    },
    record: (id) => uploads.get(id),
  };
}
