/**
 * The nightly backups as one feature plugin (docs/data-and-backups.md "Nightly backups"): from BACKUP_HOUR each night, an
 * archive of the store and the files into BACKUP_DIR. app.ts registers it only when BACKUP_DIR is set.
 */
import type { FastifyInstance } from 'fastify';
import type { BackupSettings } from '../config.ts';
import type { Services } from '../services.ts';
import { createBackup } from './create-backup.ts';
import { startNightlyBackups } from './nightly-backups.ts';

export async function backupPlugin(
  app: FastifyInstance,
  options: { services: Services; settings: BackupSettings },
): Promise<void> {
  const { store, files, timeZone } = options.services;
  const nightly = startNightlyBackups({
    settings: options.settings,
    timeZone,
    runs: store.backups,
    log: app.log,
    async makeBackup(output) {
      const { size, fileProblems } = await createBackup({ store, fileStore: files.store, output });
      // The archive is kept, but the owner must hear that it lacks files.
      if (fileProblems.length > 0) {
        const names = fileProblems.map((problem) => `${problem.name} (${problem.problem})`);
        return { size, warning: `${fileProblems.length} file(s) missing or damaged: ${names.join(', ')}` };
      }
      return { size };
    },
  });
  app.addHook('onClose', async () => nightly.stop());
}
