/**
 * What happens to an upload once its last byte is in (docs/architecture.md "Resumable uploads"):
 * its SHA-256 (computed as the parts arrived; read back only when another process took a part),
 * an SVG read through for scripts, then its bytes moved into the file store as a file with a
 * random stored name, and the row marked finished. Safe to run twice (the last part's answer
 * lost, a process killed halfway, the intake finding it complete but unfinished).
 */
import { createHash } from 'node:crypto';
import { createSvgScanner } from '../files/file-types.ts';
import { extensionOf, newStoredName } from '../files/file-names.ts';
import { fileKey, type FileStore } from '../files/file-store.ts';
import type { UploadAccess, UploadRecord } from '../store/upload-types.ts';
import type { CheckedStore } from './checked-store.ts';
import { UploadRefusal, uploadLifetimeMs } from './upload-rules.ts';

export type FinishContext = {
  uploads: UploadAccess;
  files: FileStore;
  store: CheckedStore;
  now: () => number;
};

async function readBack(
  files: FileStore,
  key: string,
  svg: boolean,
): Promise<{ sha256: string; unsafe: boolean }> {
  const object = await files.get(key);
  if (!object) throw new Error(`the upload's bytes are not at ${key}`);
  const hash = createHash('sha256');
  const scanner = svg ? createSvgScanner() : undefined;
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    scanner?.push(chunk);
  }
  return { sha256: hash.digest('hex'), unsafe: scanner?.unsafe ?? false };
}

/** The row after making sure a complete upload became a file; null for an unknown upload. */
export async function ensureFinished(context: FinishContext, id: string): Promise<UploadRecord | null> {
  const { uploads, files, store, now } = context;
  const record = await uploads.get(id);
  if (!record || record.finishedMs !== null) return record;
  const upload = await store.getUpload(id).catch(() => null);
  if (!upload || upload.offset !== record.size) return record;

  const extension = extensionOf(record.originalName);
  const dataKey = store.layout.dataKey(id);
  const svg = extension === 'svg';
  let sha256 = store.takeDigest(id, record.size);
  if (sha256 === undefined || svg) {
    const read = await readBack(files, dataKey, svg);
    sha256 = read.sha256;
    if (read.unsafe) {
      await store.remove(id).catch(() => undefined);
      throw new UploadRefusal(
        415,
        'unsupported-media-type',
        'SVG files with scripts or event handlers are not accepted.',
      );
    }
  }
  let storedName = record.storedName;
  if (storedName === null) {
    storedName = newStoredName(extension);
    if (!(await uploads.nameStoredFile(id, storedName)))
      storedName = (await uploads.get(id))?.storedName ?? null;
    if (storedName === null) return uploads.get(id);
  }
  try {
    await files.adopt(fileKey(storedName), dataKey);
  } catch (error) {
    // Another run moved it already.
    if (!(await files.get(fileKey(storedName)).then((o) => (o?.body.destroy(), o !== null)))) throw error;
  }
  await files.remove(store.layout.sideKeys(id));
  const finishedMs = now();
  // A finished upload waits a day for its form to be sent, from now.
  const expiresMs = finishedMs + uploadLifetimeMs;
  await uploads.finish(id, sha256, finishedMs, expiresMs);
  return { ...record, storedName, sha256, finishedMs, expiresMs };
}

/**
 * Removes the uploads whose time is up (the sweeper's turn): an unfinished one from the disk or
 * by aborting its multipart upload in the bucket, a finished one no request took with its file.
 * A request's own files stay; only their rows go. How many uploads went.
 */
export async function sweepExpiredUploads(context: FinishContext, nowMs = context.now()): Promise<number> {
  const { uploads, files, store } = context;
  let removed = 0;
  for (;;) {
    const expired = await uploads.expired(nowMs, 100);
    for (const record of expired) {
      if (record.submissionId === null) {
        if (record.storedName) await files.remove([fileKey(record.storedName)]);
        await store.inner.remove(store.layout.innerId(record.id)).catch(() => undefined);
        await files.remove([store.layout.dataKey(record.id), ...store.layout.sideKeys(record.id)]);
        removed += 1;
      }
      await uploads.remove(record.id);
    }
    if (expired.length < 100) return removed;
  }
}
