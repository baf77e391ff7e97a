/**
 * npm run backup -- --verify FILE and npm run restore -- FILE with damaged archives: a flipped
 * byte in a file, in a table's rows, in the manifest or in a tar header, and an archive cut short,
 * are each refused with a message that says what is wrong, and the restore writes nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import { openStore } from '../../server/store/open-store.ts';
import { everything, runScript, sampleArchive, storedObjects } from './fixtures/backup-helpers.ts';

// A fresh Node for each run of a script.
jest.setTimeout(60_000);

type Part = { name: string; header: number; start: number; size: number };

/** Where each part's header and bytes are in a tar (512-byte blocks, sizes in octal). */
function partsOf(tar: Buffer): Part[] {
  const parts: Part[] = [];
  for (let header = 0; header + 512 <= tar.length;) {
    const name = tar.toString('utf8', header, header + 100).replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(
      tar
        .toString('ascii', header + 124, header + 136)
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    parts.push({ name, header, start: header + 512, size });
    header += 512 + Math.ceil(size / 512) * 512;
  }
  return parts;
}

function flipped(tar: Buffer, at: number): Buffer {
  const copy = Buffer.from(tar);
  copy[at] ^= 0xff;
  return copy;
}

describe('npm run backup -- --verify FILE and npm run restore -- FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-verify-'));
  const archive = join(dir, 'shop.tar');
  let tar: Buffer;
  let parts: Part[];
  const part = (test: (name: string) => boolean) => parts.find((p) => test(p.name))!;

  beforeAll(async () => {
    await sampleArchive(join(dir, 'source'), archive);
    tar = readFileSync(archive);
    parts = partsOf(tar);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--verify says an intact archive is complete, with what it holds', async () => {
    expect(parts.map((p) => p.name).at(-1)).toBe('manifest.json');
    const run = await runScript('backup', ['--verify', archive], {});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${archive} is a complete backup, every checksum matches`);
    expect(run.stdout).toContain(
      '4 requests, 6 files, 11 status changes, 2 notes, 7 e-mails, 3 messages to or from customers, 2 proofs, 2 priced quotes',
    );
  });

  const damages: [string, () => Buffer, RegExp][] = [
    [
      'a byte flipped in a file',
      () => {
        const file = part((name) => name.startsWith('files/'));
        return flipped(tar, file.start + Math.floor(file.size / 2));
      },
      /is damaged: its part files\/[0-9a-f]+\.png does not match its checksum/,
    ],
    [
      "a byte flipped in a table's rows",
      () => {
        const rows = part((name) => name === 'tables/submissions.ndjson');
        return flipped(tar, rows.start + 40);
      },
      /is damaged: its part tables\/submissions\.ndjson does not match its checksum/,
    ],
    [
      'a byte flipped in the manifest',
      () => {
        const manifest = part((name) => name === 'manifest.json');
        return flipped(tar, manifest.start + Math.floor(manifest.size / 2));
      },
      /The archive's manifest\.json is damaged/,
    ],
    [
      "a byte flipped in a part's tar header",
      () => flipped(tar, part((name) => name === 'tables/notes.ndjson').header + 10),
      /is damaged after its part tables\/status_history\.ndjson/,
    ],
    [
      'an archive cut short in the middle of a file',
      () => {
        const file = part((name) => name.startsWith('files/'));
        return tar.subarray(0, file.start + Math.floor(file.size / 2));
      },
      /ends after its part tables\/idempotency_keys\.ndjson, in the middle of a part: it is truncated/,
    ],
    [
      'an archive cut short just before its manifest',
      () => tar.subarray(0, part((name) => name === 'manifest.json').header),
      /ends after its part files\/[0-9a-f]+\.png, before its manifest: it is truncated/,
    ],
  ];

  describe.each(damages)('with %s', (_what, damage, message) => {
    const damaged = join(dir, `damaged-${damages.findIndex(([what]) => what === _what)}.tar`);
    beforeAll(() => writeFileSync(damaged, damage()));

    it('--verify refuses it, saying what is wrong, and exits 1', async () => {
      const run = await runScript('backup', ['--verify', damaged], {});
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim()).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    });

    it('restore refuses it the same way and writes nothing', async () => {
      const dataDir = join(dir, `restored-${damages.findIndex(([what]) => what === _what)}`);
      const run = await runScript('restore', [damaged], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(message);
      const store = await openStore({ dataDir });
      const files = await openDiskFileStore(dataDir);
      try {
        for (const rows of Object.values(await everything(store))) expect(rows).toEqual([]);
        expect(await storedObjects(files)).toEqual({});
      } finally {
        await store.close();
      }
    });
  });
});
