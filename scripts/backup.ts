/**
 * `npm run backup -- FILE`: writes one archive of everything the shop keeps, from the store and
 * file store the server uses (DATA_DIR or DATABASE_URL, S3_BUCKET; read exactly as `npm start`
 * reads them), while the site goes on serving. `npm run backup -- --verify FILE` checks an archive
 * without restoring it. docs/data-and-backups.md "Backup and restore".
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BackupError } from '../server/backup/archive-format.ts';
import { createBackup } from '../server/backup/create-backup.ts';
import { describeCounts } from '../server/backup/describe-counts.ts';
import { verifyArchive } from '../server/backup/verify-archive.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openFileStore } from '../server/files/open-file-store.ts';
import { formatBytes } from '../server/notify/format-message.ts';
import { openStore } from '../server/store/open-store.ts';

const usage = `Usage: npm run backup -- FILE
       npm run backup -- --verify FILE

  Writes one archive FILE (a tar file) of every request with its files, status history, notes
  and e-mail states, spam included, the owner's password hash and the site's texts, while the
  site keeps serving. It reads the same store as the server: DATA_DIR (default ./data) or
  DATABASE_URL, and S3_BUCKET for the files. It never overwrites a file.
  --verify checks every checksum of an archive without restoring anything.
  Restore an archive with: npm run restore -- FILE`;

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function backup(file: string): Promise<void> {
  const config = loadConfig(process.env);
  if (existsSync(file))
    throw new BackupError(`${file} already exists: name a new file (a backup never overwrites one).`);
  if (!existsSync(dirname(file)))
    throw new BackupError(`There is no folder ${dirname(file)}: create it first.`);
  const start = performance.now();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const fileStore = await openFileStore({ dataDir: config.dataDir, s3: config.s3 });
    try {
      const result = await createBackup({
        store,
        fileStore,
        output: file,
        onSnapshot: (counts) =>
          console.log(
            `Snapshot taken (${counts.submissions} ${counts.submissions === 1 ? 'request' : 'requests'}); copying the files…`,
          ),
      });
      console.log(
        `Backup written to ${file} (${formatBytes(result.size)}) in ${seconds(start)}: ${describeCounts(result.counts)}.`,
      );
      for (const problem of result.fileProblems) {
        const owner = problem.reference ? ` (request ${problem.reference})` : '';
        console.warn(
          problem.problem === 'missing'
            ? `Warning: ${problem.name}${owner} is not in the file store, so it is not in the backup either.`
            : `Warning: ${problem.name}${owner} in the file store differs from the file that arrived; the backup holds it as it is now.`,
        );
      }
    } finally {
      await fileStore.close();
    }
  } finally {
    await store.close();
  }
}

async function verify(file: string): Promise<void> {
  const start = performance.now();
  const manifest = await verifyArchive(file);
  console.log(
    `${file} is a complete backup, every checksum matches (checked in ${seconds(start)}). Made ${manifest.createdAt} by version ${manifest.projectVersion} (schema ${manifest.schemaVersion}): ${describeCounts(manifest.counts)}.`,
  );
}

const args = process.argv.slice(2);
const verifying = args[0] === '--verify';
const files = verifying ? args.slice(1) : args;
if (files.length !== 1 || files[0].startsWith('-')) {
  console.error(usage);
  process.exit(1);
}
try {
  if (verifying) await verify(resolve(files[0]));
  else await backup(resolve(files[0]));
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(`The backup failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
}
