/**
 * Nightly backups without cron (docs/data-and-backups.md "Nightly backups"): with BACKUP_DIR set, every process
 * looks once a minute whether the shop's night has come (BACKUP_HOUR in SHOP_TIME_ZONE) and
 * tonight's backup is not made yet; the store lets exactly one of them claim the day. The
 * archive is written beside the others and the oldest beyond BACKUP_KEEP go. The result (or
 * the failure) is kept in the store for the owner's inbox.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupSettings } from '../config.ts';
import { shopDay, shopHour } from '../shop-time.ts';
import type { BackupRuns } from '../store/types.ts';

export type NightlyBackupOptions = {
  settings: BackupSettings;
  timeZone: string;
  runs: BackupRuns;
  /**
   * Writes one whole archive at `output` (create-backup.ts); a warning (files it lacked) is
   * shown to the owner like a failure, beside the archive that was made.
   */
  makeBackup: (output: string) => Promise<{ size: number; warning?: string }>;
  log: FastifyBaseLogger;
  now?: () => number;
  checkEveryMs?: number;
};

export type NightlyBackups = {
  /** One look at the clock: makes tonight's backup when it is this process's turn. */
  tick(): Promise<void>;
  stop(): void;
};

/** A claim this old that never finished belonged to a process that died: the day is taken again. */
const staleClaimMs = 3 * 60 * 60 * 1000;
const archiveName = /^backup-\d{4}-\d{2}-\d{2}\.tar$/;

export const nightlyArchiveName = (day: string) => `backup-${day}.tar`;

/** Removes the oldest nightly archives beyond `keep`; other files in the folder are left alone. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => archiveName.test(name)).sort();
  const old = archives.slice(0, Math.max(archives.length - keep, 0));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

export function startNightlyBackups(options: NightlyBackupOptions): NightlyBackups {
  const { settings, timeZone, runs, log } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;

  async function makeTonights(day: string): Promise<void> {
    const file = nightlyArchiveName(day);
    const started = now();
    try {
      await mkdir(settings.dir, { recursive: true });
      const { size, warning } = await options.makeBackup(join(settings.dir, file));
      await runs.finish(day, { finishedMs: now(), file, size, error: warning?.slice(0, 500) });
      const removed = await pruneArchives(settings.dir, settings.keep);
      log.info({ file, size, ms: now() - started, removed }, 'nightly backup made');
    } catch (error) {
      log.error({ err: error, file }, 'nightly backup failed');
      const message = (error as Error).message ?? String(error);
      await runs.finish(day, { finishedMs: now(), error: message.slice(0, 500) }).catch(() => undefined);
    }
  }

  /** A look while another is under way joins it, so a caller that awaits sees its outcome. */
  function tick(): Promise<void> {
    running ??= look().finally(() => (running = undefined));
    return running;
  }

  async function look(): Promise<void> {
    const at = new Date(now());
    if (shopHour(at, timeZone) < settings.hour) return;
    const day = shopDay(at, timeZone);
    try {
      if (!(await runs.claim(day, at.getTime(), at.getTime() - staleClaimMs))) return;
    } catch (error) {
      // The store is down: the next minute's look tries again.
      log.warn({ err: error }, 'could not check for the nightly backup');
      return;
    }
    await makeTonights(day);
  }

  const timer = setInterval(() => void tick(), options.checkEveryMs ?? 60_000);
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
