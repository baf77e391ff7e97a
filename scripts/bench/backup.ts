/**
 * Backup and restore at shop scale: 10,000 requests with one small file each in a SQLite store
 * on local disk, then `npm run backup` and `npm run restore` (into a fresh folder), each in a
 * process of its own as the owner runs them: how long each takes and its peak memory (the
 * process's maximum resident set size, which Node reports itself as it exits).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import { fileKey } from '../../server/files/file-store.ts';
import { openStore } from '../../server/store/open-store.ts';

export type ScriptRun = { seconds: number; peakMemoryMb: number };
export type BackupBench = {
  requests: number;
  seedSeconds: number;
  archiveMb: number;
  backup: ScriptRun;
  verify: ScriptRun;
  restore: ScriptRun;
};

/** Printed by the child as it exits: its own peak resident memory, in kilobytes. */
const reportPeakMemory = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxRSS='+process.resourceUsage().maxRSS+'\\n'))`;

function runScript(script: string, args: string[], dataDir: string): Promise<ScriptRun> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', reportPeakMemory, `scripts/${script}.ts`, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' } },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`npm run ${script} failed: ${stderr}`));
        const kilobytes = Number(/maxRSS=(\d+)/.exec(stderr)?.[1]);
        resolve({
          seconds: Number(((performance.now() - start) / 1000).toFixed(1)),
          peakMemoryMb: Number((kilobytes / 1024).toFixed(1)),
        });
      },
    );
  });
}

/** Through the store and the file store, many at a time: the intake's pace would take minutes. */
async function seed(dataDir: string, count: number): Promise<void> {
  const store = await openStore({ dataDir });
  const files = await openDiskFileStore(dataDir);
  try {
    const one = async (i: number) => {
      const bytes = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(2048),
      ]);
      const storedName = `${randomBytes(12).toString('hex')}.png`;
      await files.put(fileKey(storedName), Readable.from([bytes]));
      await store.insert({
        formId: 'upload',
        referencePrefix: 'U',
        data: {
          name: `Customer ${i}`,
          email: `customer.${i}@example.com`,
          project_details: 'Banner, 3 x 1 m, matte.',
        },
        ipHash: null,
        userAgent: 'bench',
        files: [
          {
            field: 'files',
            originalName: `design-${i}.png`,
            storedName,
            size: bytes.length,
            contentType: 'image/png',
            sha256: createHash('sha256').update(bytes).digest('hex'),
          },
        ],
      });
    };
    for (let i = 0; i < count; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, n) => one(i + n)));
    }
  } finally {
    await store.close();
    await files.close();
  }
}

export async function measureBackup(count = 10_000): Promise<BackupBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  try {
    const source = path.join(dir, 'source');
    const archive = path.join(dir, 'shop.tar');
    const seedStart = performance.now();
    await seed(source, count);
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    const backup = await runScript('backup', [archive], source);
    const verify = await runScript('backup', ['--verify', archive], source);
    const restore = await runScript('restore', [archive], path.join(dir, 'restored'));
    const archiveMb = Number((statSync(archive).size / (1024 * 1024)).toFixed(1));
    return { requests: count, seedSeconds, archiveMb, backup, verify, restore };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
