/**
 * Removes the objects no request holds (docs/data-and-backups.md "Where data lives"): uploads of requests that
 * were refused, repeated or killed, and the files of deleted requests. The store lists them
 * (loose_files); an object is removed first and its row forgotten after, so a failure at any
 * point leaves the row for the next sweep. Deleted files wait while a backup holds its lease.
 */
import type { FileRecords } from '../store/types.ts';
import { UnavailableError } from '../unavailable.ts';
import { fileKey, type FileStore } from './file-store.ts';

export type Files = { store: FileStore; records: FileRecords };

/** An upload not claimed by a commit within this long belonged to a request that died. */
export const uploadGraceMs = 60 * 60 * 1000;
const batchSize = 200;

/** Removes the objects and forgets them; what fails stays loose for the sweeper. */
export async function removeFiles(files: Files, storedNames: readonly string[]): Promise<void> {
  if (storedNames.length === 0) return;
  await files.store.remove(storedNames.map(fileKey));
  await files.records.forget(storedNames);
}

/** Lets go of the uploads of a request that was not stored: now if possible, else by the sweeper. */
export async function discardUploads(files: Files, storedNames: readonly string[]): Promise<void> {
  if (storedNames.length === 0) return;
  try {
    await removeFiles(files, storedNames);
  } catch (error) {
    // A store that is down would only make the visitor wait for a second failure; the uploads
    // are noted loose already (reserve), so the sweeper still finds them.
    if (error instanceof UnavailableError && error.dependency === 'store') return;
    await files.records.discard(storedNames, Date.now()).catch(() => undefined);
  }
}

/** One sweep: every removable loose file, a batch at a time. How many objects went. */
export async function sweepLooseFiles(files: Files, now = Date.now()): Promise<number> {
  let removed = 0;
  for (;;) {
    const names = await files.records.removable(now, now - uploadGraceMs, batchSize);
    if (names.length === 0) return removed;
    await removeFiles(files, names);
    removed += names.length;
    if (names.length < batchSize) return removed;
  }
}
