/**
 * `npm run backup -- FILE` (and the nightly backups): one archive (archive-format.ts) of the store
 * and the file store, made while the site serves. The tables come from one snapshot; every file
 * its requests list is then read from the file store. A request the owner deletes meanwhile is in
 * the snapshot, so its files must stay: the backup holds a `backup:` lease from before the
 * snapshot until the last file is read, and the sweeper leaves deleted files alone while one is
 * held (files/file-sweeper.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar, { type Pack } from 'tar-stream';
import { syncDir } from '../files/disk-file-store.ts';
import { fileKey, type FileStore } from '../files/file-store.ts';
import { backupTable } from '../store/backup-tables.ts';
import { backupLeasePrefix } from '../store/file-queries.ts';
import type { SubmissionStore } from '../store/types.ts';
import {
  archiveFormat,
  formatVersion,
  manifestName,
  projectVersion,
  sealManifest,
  tablePart,
  type FileProblem,
  type Manifest,
  type PartEntry,
} from './archive-format.ts';
import { dumpTables, type Dump } from './dump-tables.ts';
import { rowsOf } from './read-archive.ts';

export type BackupOptions = {
  store: SubmissionStore;
  fileStore: FileStore;
  /** The archive's path; it is written as `<output>.partial` and renamed once complete. */
  output: string;
  /** Called once the tables are read, before the files (rows per table); awaited. */
  onSnapshot?: (counts: Record<string, number>) => void | Promise<void>;
};

export type BackupResult = {
  /** The archive's size in bytes. */
  size: number;
  /** Rows per table, and `stored_files`. */
  counts: Record<string, number>;
  /** Files the file store lacked, or gave back with other bytes than arrived. */
  fileProblems: FileProblem[];
};

/** Long enough to outlive a missed renewal, short enough that a killed backup soon lets go. */
const leaseMs = 2 * 60 * 1000;
const renewEveryMs = 30 * 1000;

type Tar = {
  /** Adds a part of `size` bytes, handing each chunk to `onChunk` on its way. */
  add(
    name: string,
    size: number,
    body: AsyncIterable<Buffer>,
    onChunk?: (chunk: Buffer) => void,
  ): Promise<void>;
  finish(): Promise<void>;
  /** Stops writing, leaving the file to be removed. */
  abort(): void;
};

/** A tar written to `path`; any write error rejects the step under way. */
function tarWriter(path: string, mtime: Date): Tar {
  const pack = tar.pack();
  // A partial file left by a backup that was killed is replaced.
  const writing = pipeline(pack, createWriteStream(path, { mode: 0o600, flush: true }));
  // Only ever rejects: raced against each step so a full disk stops the backup, not hangs it.
  const failed = writing.then(() => new Promise<never>(() => undefined));
  failed.catch(() => undefined);
  return {
    async add(name, size, body, onChunk) {
      // Written by hand, not through a pipeline: for 10,000 small files a pipeline and a
      // Transform each doubled the backup's memory.
      let entry!: ReturnType<Pack['entry']>;
      const added = new Promise<void>((resolve, reject) => {
        entry = pack.entry({ name, size, mtime, mode: 0o600 }, (error) =>
          error ? reject(error) : resolve(),
        );
      });
      const copy = async () => {
        for await (const chunk of body) {
          onChunk?.(chunk);
          if (!entry.write(chunk)) await once(entry, 'drain');
        }
        entry.end(null);
        await added;
      };
      await Promise.race([copy(), failed]);
    },
    async finish() {
      pack.finalize();
      await writing;
    },
    abort() {
      writing.catch(() => undefined);
      pack.destroy();
    },
  };
}

/** Every file the dumped `files` table lists, once, as it is in the file store now. */
async function addFiles(archive: Tar, dump: Dump, fileStore: FileStore, parts: PartEntry[]) {
  const problems: FileProblem[] = [];
  const filesTable = dump.tables.find((table) => table.table === 'files')!;
  const seen = new Set<string>();
  const rows = rowsOf(filesTable.path, backupTable('files')!, createReadStream(filesTable.path));
  for await (const row of rows) {
    const name = fileKey(String(row.stored_name));
    if (seen.has(name)) continue;
    seen.add(name);
    const reference = dump.references.get(Number(row.submission_id)) ?? null;
    const object = await fileStore.get(name);
    if (!object) {
      problems.push({ name, reference, problem: 'missing' });
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    await archive.add(name, object.size, object.body, (chunk) => {
      hash.update(chunk);
      size += chunk.length;
    });
    const digest = { size, sha256: hash.digest('hex') };
    parts.push({ name, ...digest });
    if (digest.sha256 !== row.sha256) problems.push({ name, reference, problem: 'damaged' });
  }
  return problems;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { store, fileStore, output } = options;
  const lease = `${backupLeasePrefix}${randomBytes(8).toString('hex')}`;
  const partial = `${output}.partial`;
  // Beside the archive: its folder is writable for sure (a container may allow DATA_DIR and
  // the backups' folder only), and the tables are never larger than the archive.
  const temp = await mkdtemp(join(dirname(output), '.backup-tables-'));
  let renewal: NodeJS.Timeout | undefined;
  let archive: Tar | undefined;
  try {
    await store.files.holdLease(lease, Date.now() + leaseMs);
    // A renewal that fails (the database away for a moment) is tried again at the next one.
    renewal = setInterval(
      () => void store.files.holdLease(lease, Date.now() + leaseMs).catch(() => undefined),
      renewEveryMs,
    );
    renewal.unref();
    const createdAt = new Date();
    const schemaVersion = await store.backup.schemaVersion();
    const dump = await dumpTables(store, temp);
    const counts: Record<string, number> = Object.fromEntries(dump.tables.map((t) => [t.table, t.rows]));
    await options.onSnapshot?.(counts);

    archive = tarWriter(partial, createdAt);
    const parts: PartEntry[] = [];
    for (const table of dump.tables) {
      const name = tablePart(table.table);
      await archive.add(name, table.size, createReadStream(table.path));
      parts.push({ name, size: table.size, sha256: table.sha256 });
    }
    const fileProblems = await addFiles(archive, dump, fileStore, parts);
    counts.stored_files = parts.length - dump.tables.length;
    const manifest: Manifest = {
      format: archiveFormat,
      formatVersion,
      projectVersion: projectVersion(),
      schemaVersion,
      createdAt: createdAt.toISOString(),
      counts,
      parts,
      fileProblems,
    };
    const sealed = Buffer.from(sealManifest(manifest));
    await archive.add(manifestName, sealed.length, Readable.from([sealed]));
    await archive.finish();
    await rename(partial, output);
    await syncDir(dirname(output));
    return { size: (await stat(output)).size, counts, fileProblems };
  } catch (error) {
    archive?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    clearInterval(renewal);
    await store.files.releaseLease(lease).catch(() => undefined);
    await rm(temp, { recursive: true, force: true });
  }
}
