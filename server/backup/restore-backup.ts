/**
 * `npm run restore -- FILE`: writes an archive into the store and file store the configuration
 * names, whichever kinds they are (so moving from SQLite to PostgreSQL, or from disk to a bucket,
 * is a backup and a restore). Only into an empty store and file store; and only once the whole
 * archive has been read and every checksum matched, so a damaged archive writes nothing.
 */
import { Readable } from 'node:stream';
import type { FileStore } from '../files/file-store.ts';
import type { BackupRow } from '../store/backup-tables.ts';
import type { StoreContents, SubmissionStore } from '../store/types.ts';
import { BackupError, tableOfPart, type Manifest } from './archive-format.ts';
import { readArchive, rowsOf } from './read-archive.ts';
import { verifyArchive } from './verify-archive.ts';

export type RestoreOptions = {
  store: SubmissionStore;
  fileStore: FileStore;
  archive: string;
  /** Called once every check has passed, before the first write. */
  onVerified?: (manifest: Manifest) => void;
};

/** Rows per transaction: few enough statements' worth that no writer waits long on SQLite. */
const rowsPerTransaction = 250;

/**
 * Small files are read whole and written several at a time: each write waits for its own fsync
 * (or the bucket's answer), and one at a time 10,000 files took minutes.
 */
const smallFileBytes = 1024 * 1024;
const writesAtOnce = 16;

/** Writes files to the file store, up to `writesAtOnce` at a time; the first failure is thrown by the next call or by `done`. */
function fileWriter(fileStore: FileStore) {
  const writing = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async write(name: string, body: AsyncIterable<Buffer>, size: number): Promise<void> {
      check();
      if (size > smallFileBytes) return fileStore.put(name, Readable.from(body));
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      while (writing.size >= writesAtOnce) await Promise.race(writing);
      check();
      const write: Promise<void> = fileStore
        .put(name, Readable.from([Buffer.concat(chunks)]))
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => writing.delete(write));
      writing.add(write);
    },
    async done(): Promise<void> {
      await Promise.all(writing);
      check();
    },
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function heldBy(contents: StoreContents): string[] {
  return [
    contents.requests > 0 ? count(contents.requests, 'request', 'requests') : '',
    contents.ownerPassword > 0 ? 'the owner password' : '',
    contents.textVersions > 0
      ? count(contents.textVersions, 'published version', 'published versions') + " of the site's texts"
      : '',
    contents.textDrafts > 0 ? "a draft of the site's texts" : '',
  ].filter(Boolean);
}

async function refuseUnlessEmpty(store: SubmissionStore, fileStore: FileStore): Promise<void> {
  const held = heldBy(await store.backup.contents());
  if (held.length > 0) {
    throw new BackupError(
      `The store is not empty: it holds ${held.join(', ')}. A restore writes only into an empty store: point DATA_DIR or DATABASE_URL at a new one.`,
    );
  }
  for await (const key of fileStore.list()) {
    throw new BackupError(
      `The file store is not empty: it holds ${key} (at least). A restore writes only into an empty one: a new DATA_DIR, or an empty bucket or S3_PREFIX.`,
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { store, fileStore, archive } = options;
  await refuseUnlessEmpty(store, fileStore);
  const manifest = await verifyArchive(archive);
  const schemaVersion = await store.backup.schemaVersion();
  if (manifest.schemaVersion > schemaVersion) {
    throw new BackupError(
      `${archive} was made by a newer version of the site (its store's schema is ${manifest.schemaVersion}, this one's ${schemaVersion}): update the project, then restore it.`,
    );
  }
  options.onVerified?.(manifest);

  const expected = new Map(manifest.parts.map((part) => [part.name, part]));
  const files = fileWriter(fileStore);
  try {
    await readArchive(
      archive,
      async (name, body) => {
        const table = tableOfPart(name);
        if (!table) return files.write(name, body, expected.get(name)?.size ?? Infinity);
        let batch: BackupRow[] = [];
        for await (const row of rowsOf(name, table, body)) {
          batch.push(row);
          if (batch.length === rowsPerTransaction) {
            await store.backup.importRows(table.name, batch);
            batch = [];
          }
        }
        await store.backup.importRows(table.name, batch);
      },
      expected,
    );
    await files.done();
    await store.backup.finishImport();
  } catch (error) {
    const reason = (error as { message?: string } | null)?.message ?? String(error);
    throw new BackupError(
      `The restore stopped part-way (${reason}): the store and file store now hold part of the archive. Empty them (or use a new DATA_DIR, database or bucket), then run it again.`,
    );
  }
  return manifest;
}
