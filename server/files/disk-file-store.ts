/**
 * The file store on local disk: DATA_DIR/uploads/<key>. A file is written under
 * uploads/.incoming/ with fsync and renamed into place, so a reader never sees half a file and a
 * killed process leaves only an incoming file, which the next start sweeps.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, uploadsFolder, type FileStore } from './file-store.ts';

export const incomingDirName = '.incoming';
/** Incoming files older than this at start were left by a killed process. */
const staleIncomingMs = 60 * 60 * 1000;

export function uploadsDirIn(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** fsync on a folder makes the names in it (a new file, a rename) survive a power cut. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes incoming files older than `maxAgeMs`: other processes may be writing the newer ones. */
export async function sweepIncoming(root: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const incoming = join(root, incomingDirName);
  const entries = await readdir(incoming).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const path = join(incoming, entry);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await rm(path, { recursive: true, force: true }).catch(() => {});
      removed += 1;
    }
  }
  return removed;
}

const legacyReferenceDir = /^[A-Z]-[0-9A-Z]{6}$/;

/**
 * Before version 0.2 files lived in uploads/<reference>/<stored name>; stored names were random
 * then too, so moving each file to uploads/files/<stored name> keeps every row pointing at it.
 */
async function moveLegacyLayout(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => legacyReferenceDir.test(name))) {
    const dir = join(root, entry);
    for (const name of await readdir(dir)) await rename(join(dir, name), join(root, 'files', name));
    await rmdir(dir);
  }
}

export async function openDiskFileStore(dataDir: string): Promise<FileStore> {
  const root = uploadsDirIn(dataDir);
  const incoming = join(root, incomingDirName);
  await mkdir(incoming, { recursive: true });
  await mkdir(join(root, 'files'), { recursive: true });
  await moveLegacyLayout(root);
  await sweepIncoming(root, staleIncomingMs);

  const pathOf = (key: string) => join(root, checkKey(key));

  return {
    kind: 'disk',

    async put(key, body: Readable) {
      const target = pathOf(key);
      const folder = join(target, '..');
      await mkdir(folder, { recursive: true });
      const temporary = join(incoming, randomBytes(12).toString('hex'));
      try {
        // flush: fsynced before it is closed, so a committed row never points at a file a power
        // cut could still take away.
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o640, flush: true }));
        await rename(temporary, target);
        await syncDir(folder);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(path, range ? { start: range.start, end: range.end } : {}),
        size: info.size,
      };
    },

    async adopt(key, from) {
      const source = pathOf(from);
      const target = pathOf(key);
      const folder = join(target, '..');
      await mkdir(folder, { recursive: true });
      // The bytes first (the upload's writes were not synced), then the name.
      const handle = await open(source, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(source, target);
      await syncDir(folder);
    },

    async remove(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },

    async *list() {
      for (const folder of await readdir(root, { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name === incomingDirName || folder.name === uploadsFolder)
          continue;
        for (const name of await readdir(join(root, folder.name))) yield `${folder.name}/${name}`;
      }
    },

    async health() {
      try {
        await stat(root);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },

    async close() {},
  };
}
