/**
 * Where uploads live: DATA_DIR/uploads/<reference>/<stored name>. A request writes into a
 * fresh folder under uploads/.incoming/ and that folder is renamed into place only after the
 * database row commits, so a failed request leaves nothing behind and a reader never sees a
 * half-written submission. Renames within one file system are atomic.
 */
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const incomingDirName = '.incoming';

export function uploadsDirIn(dataDir: string): string {
  return join(dataDir, 'uploads');
}

const safeReference = /^[A-Z]-[0-9A-Z]{6}$/;

export function submissionFilesDir(uploadsDir: string, reference: string): string {
  // References come from our own generator; this guards the path against any other caller.
  if (!safeReference.test(reference)) throw new Error(`Not a submission reference: '${reference}'`);
  return join(uploadsDir, reference);
}

export async function createIncomingDir(uploadsDir: string): Promise<string> {
  const incoming = join(uploadsDir, incomingDirName);
  await mkdir(incoming, { recursive: true });
  return mkdtemp(join(incoming, 'r-'));
}

/** fsync on a folder makes the names in it (new files, a rename) survive a power cut. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the files of a committed submission durable under their reference. */
export async function moveIntoPlace(
  incomingDir: string,
  uploadsDir: string,
  reference: string,
): Promise<string> {
  const target = submissionFilesDir(uploadsDir, reference);
  await syncDir(incomingDir);
  await rename(incomingDir, target);
  await syncDir(uploadsDir);
  return target;
}

/** For cleanup paths: a failure to delete must not hide the error that led here. */
export async function removeQuietly(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true }).catch(() => {});
}

export async function removeSubmissionFiles(uploadsDir: string, reference: string): Promise<void> {
  await rm(submissionFilesDir(uploadsDir, reference), { recursive: true, force: true });
}

/**
 * Removes incoming folders older than `maxAgeMs`: left by a process that was killed
 * mid-request. Old ones only, because other processes may be receiving files right now.
 */
export async function sweepIncoming(uploadsDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const incoming = join(uploadsDir, incomingDirName);
  const entries = await readdir(incoming).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const path = join(incoming, entry);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await removeQuietly(path);
      removed += 1;
    }
  }
  return removed;
}
