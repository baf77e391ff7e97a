/**
 * `npm run restore -- FILE`: writes an archive made by `npm run backup` into the store and file
 * store this configuration names (DATA_DIR or DATABASE_URL, S3_BUCKET; read exactly as
 * `npm start` reads them). Both must be empty; the archive is checked whole before anything is
 * written. docs/data-and-backups.md "Backup and restore".
 */
import { resolve } from 'node:path';
import { BackupError } from '../server/backup/archive-format.ts';
import { describeCounts } from '../server/backup/describe-counts.ts';
import { restoreBackup } from '../server/backup/restore-backup.ts';
import { ConfigError, loadConfig, type Config } from '../server/config.ts';
import { openFileStore } from '../server/files/open-file-store.ts';
import { openStore } from '../server/store/open-store.ts';

const usage = `Usage: npm run restore -- FILE

  Writes the archive FILE (made by npm run backup) into the store and file store this
  configuration names, as npm start reads it: DATA_DIR (default ./data) or DATABASE_URL, and
  S3_BUCKET for the files. Both must be empty. Every checksum is checked first: a damaged or
  truncated archive is refused and nothing is written.`;

function where(config: Config): string {
  const store = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
  const files = config.s3 ? `the bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`;
  return `${store} (files in ${files})`;
}

async function restore(file: string): Promise<void> {
  const config = loadConfig(process.env);
  const start = performance.now();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const fileStore = await openFileStore({ dataDir: config.dataDir, s3: config.s3 });
    try {
      const manifest = await restoreBackup({
        store,
        fileStore,
        archive: file,
        onVerified: () => console.log('Every checksum of the archive matches; writing…'),
      });
      const time = ((performance.now() - start) / 1000).toFixed(1);
      console.log(
        `Restored ${file} (made ${manifest.createdAt} by version ${manifest.projectVersion}) into ${where(config)} in ${time} s: ${describeCounts(manifest.counts)}.`,
      );
      console.log('Start the server on it with npm start.');
    } finally {
      await fileStore.close();
    }
  } finally {
    await store.close();
  }
}

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error(usage);
  process.exit(1);
}
try {
  await restore(resolve(args[0]));
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(`The restore failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
}
