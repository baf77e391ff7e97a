/**
 * What npm run backup and npm run restore refuse, each with one line saying why and exit 1: a
 * restore into a store or a file store that already holds something, an archive from a newer
 * version, a backup over an existing file, a bad setting, and arguments they do not take.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { sealManifest, type Manifest } from '../../server/backup/archive-format.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { openDiskFileStore, uploadsDirIn } from '../../server/files/disk-file-store.ts';
import { fileKey } from '../../server/files/file-store.ts';
import { openStore, sqliteFileIn } from '../../server/store/open-store.ts';
import { everything, runScript, sampleArchive, storedObjects, uniquePng } from './fixtures/backup-helpers.ts';

// A fresh Node for each run of a script.
jest.setTimeout(60_000);

/** A copy of `archive` whose manifest is changed by `change` and sealed again, as a newer version would write it. */
async function withManifest(
  archive: string,
  copy: string,
  change: (manifest: Manifest) => void,
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(Readable.from([readFileSync(archive)]), extract);
  const chunks: Buffer[] = [];
  const writing = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    let body = Buffer.concat(parts);
    if (entry.header.name === 'manifest.json') {
      const { checksum: _checksum, ...manifest } = JSON.parse(body.toString()) as Manifest & {
        checksum: string;
      };
      change(manifest);
      body = Buffer.from(sealManifest(manifest));
    }
    pack.entry({ name: entry.header.name, size: body.length }, body);
  }
  await reading;
  pack.finalize();
  await writing;
  writeFileSync(copy, Buffer.concat(chunks));
}

describe('npm run backup and npm run restore refuse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-refusals-'));
  const archive = join(dir, 'shop.tar');

  beforeAll(async () => {
    await sampleArchive(join(dir, 'source'), archive);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a restore into a store that holds requests or a password, naming what it holds, and changes nothing', async () => {
    const dataDir = join(dir, 'not-empty');
    const store = await openStore({ dataDir });
    await store.insert({
      formId: 'contact',
      referencePrefix: 'Q',
      data: { name: 'Ana' },
      ipHash: null,
      userAgent: null,
      files: [],
    });
    await store.owner.setPasswordHash('scrypt$16384$8$1$c2FsdA$aGFzaA');
    const before = await everything(store);
    await store.close();

    const run = await runScript('restore', [archive], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'The store is not empty: it holds 1 request, the owner password. A restore writes only into an empty store: point DATA_DIR or DATABASE_URL at a new one.',
    );
    const after = await openStore({ dataDir });
    try {
      expect(await everything(after)).toEqual(before);
    } finally {
      await after.close();
    }
  });

  it('a restore into an empty store whose file store holds a file, and writes nothing', async () => {
    const dataDir = join(dir, 'files-not-empty');
    const files = await openDiskFileStore(dataDir);
    await files.put(fileKey('already-here.png'), Readable.from([uniquePng()]));

    const run = await runScript('restore', [archive], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'The file store is not empty: it holds files/already-here.png (at least). A restore writes only into an empty one: a new DATA_DIR, or an empty bucket or S3_PREFIX.',
    );
    expect(Object.keys(await storedObjects(files))).toEqual(['files/already-here.png']);
    const store = await openStore({ dataDir });
    try {
      for (const rows of Object.values(await everything(store))) expect(rows).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('a restore of an archive made by a newer version of the site, saying to update first', async () => {
    const newer = join(dir, 'newer.tar');
    await withManifest(archive, newer, (manifest) => {
      manifest.schemaVersion += 1;
    });
    expect((await runScript('backup', ['--verify', newer], {})).code).toBe(0);
    const run = await runScript('restore', [newer], { DATA_DIR: join(dir, 'for-newer') });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^\S+newer\.tar was made by a newer version of the site \(its store's schema is \d+, this one's \d+\): update the project, then restore it\.$/,
    );
  });

  it('to go on when the file store fails part-way, saying what was written and what to do', async () => {
    const dataDir = join(dir, 'failing-files');
    const store = await openStore({ dataDir });
    const files = await openDiskFileStore(dataDir);
    // Where the files go is taken by a file: every write into it fails.
    rmSync(join(uploadsDirIn(dataDir), 'files'), { recursive: true });
    writeFileSync(join(uploadsDirIn(dataDir), 'files'), 'in the way');
    try {
      await expect(restoreBackup({ store, fileStore: files, archive })).rejects.toThrow(
        /^The restore stopped part-way \((EEXIST|ENOTDIR)\b.+\): the store and file store now hold part of the archive\. Empty them \(or use a new DATA_DIR, database or bucket\), then run it again\.$/,
      );
    } finally {
      await store.close();
    }
  });

  it('to go on when the database refuses rows part-way, giving its reason, not calling the archive damaged', async () => {
    const dataDir = join(dir, 'refusing-database');
    const store = await openStore({ dataDir });
    await store.close();
    const db = new DatabaseSync(sqliteFileIn(dataDir));
    db.exec(
      `CREATE TRIGGER refuse_notes BEFORE INSERT ON notes BEGIN SELECT RAISE(ABORT, 'notes refused here'); END`,
    );
    db.close();
    const run = await runScript('restore', [archive], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^The restore stopped part-way \(notes refused here\): the store and file store/,
    );
  });

  it('a backup over a file that exists, leaving that file as it was', async () => {
    const existing = join(dir, 'existing.tar');
    writeFileSync(existing, 'last week');
    const run = await runScript('backup', [existing], { DATA_DIR: join(dir, 'source') });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${existing} already exists: name a new file (a backup never overwrites one).`,
    );
    expect(readFileSync(existing, 'utf8')).toBe('last week');
  });

  it('a backup into a folder that does not exist', async () => {
    const run = await runScript('backup', [join(dir, 'no-such-folder', 'shop.tar')], {
      DATA_DIR: join(dir, 'source'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`There is no folder ${join(dir, 'no-such-folder')}: create it first.`);
  });

  it('a verify of an archive whose manifest is sealed but not one a backup writes', async () => {
    const odd = join(dir, 'odd-manifest.tar');
    await withManifest(archive, odd, (manifest) => {
      (manifest as unknown as { parts: unknown }).parts = 'every part';
    });
    const run = await runScript('backup', ['--verify', odd], {});
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("The archive's manifest.json is damaged: the archive cannot be trusted.");
  });

  it('a bad setting, naming it as the server does', async () => {
    const run = await runScript('backup', [join(dir, 'never.tar')], { DATABASE_URL: 'mysql://shop@db/shop' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "DATABASE_URL must start with postgres:// or postgresql://, got 'mysql://shop@db/shop'",
    );
    expect(existsSync(join(dir, 'never.tar'))).toBe(false);
  });

  it('a verify of a file that is not there, in one line', async () => {
    const run = await runScript('backup', ['--verify', join(dir, 'missing.tar')], {});
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`There is no file ${join(dir, 'missing.tar')}.`);
  });

  it.each([
    ['backup', []],
    ['backup', ['--verify']],
    ['backup', ['one.tar', 'two.tar']],
    ['restore', []],
    ['restore', ['--force', 'one.tar']],
  ] as const)('npm run %s -- %j, with its usage', async (script, args) => {
    const run = await runScript(script, [...args], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Usage: npm run ${script} -- FILE`);
  });
});
