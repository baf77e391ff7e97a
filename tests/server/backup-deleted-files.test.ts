/**
 * The files of a backup: a request the owner deletes after the snapshot is in the archive with
 * its files (the backup's lease holds the sweeper back until the last file is read, and lets go
 * after), and a file the file store lacks or holds with other bytes is named, not a failed backup.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createBackup } from '../../server/backup/create-backup.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { verifyArchive } from '../../server/backup/verify-archive.ts';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import { fileKey } from '../../server/files/file-store.ts';
import { sweepLooseFiles } from '../../server/files/file-sweeper.ts';
import { everything, sha256, storedObjects, uniquePng } from './fixtures/backup-helpers.ts';
import { buildIntakeApp, multipart, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

describe.each(backendNames)('the files of a backup on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  const dir = mkdtempSync(join(tmpdir(), 'backup-files-'));
  const sent = new Map<string, string>();

  /** A real upload through the intake; its reference. */
  async function upload(name: string): Promise<string> {
    const bytes = uniquePng();
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/upload',
      ...multipart([
        { name: 'name', value: name },
        { name: 'files', filename: `${name}.png`, content: bytes, contentType: 'image/png' },
      ]),
    });
    expect(response.statusCode).toBe(201);
    sent.set(response.json().reference, sha256(bytes));
    return response.json().reference;
  }

  const storedNameOf = async (reference: string) => (await intake.store.get(reference))!.files[0].storedName;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds a request deleted by the owner after the snapshot, with its files, and lets them go after', async () => {
    const references = [await upload('Ana'), await upload('Bea'), await upload('Carla')];
    const victim = references[1];
    const key = fileKey(await storedNameOf(victim));
    const archive = join(dir, 'deleted.tar');
    const result = await createBackup({
      store: intake.store,
      fileStore: intake.files.store,
      output: archive,
      async onSnapshot() {
        // DELETE sweeps the request's files at once, unless a backup holds its lease.
        const deleted = await owner.send('DELETE', `/api/owner/submissions/${victim}`);
        expect(deleted.statusCode).toBe(204);
        expect(await intake.store.get(victim)).toBeNull();
        expect(await intake.files.store.get(key)).not.toBeNull();
      },
    });
    expect(result.fileProblems).toEqual([]);
    expect(result.counts).toMatchObject({ submissions: 3, stored_files: 3 });
    const manifest = await verifyArchive(archive);
    expect(manifest.parts.find((part) => part.name === key)?.sha256).toBe(sent.get(victim));

    const restored = createBackend('sqlite');
    const store = await restored.open();
    const files = await openDiskFileStore(restored.dataDir);
    try {
      await restoreBackup({ store, fileStore: files, archive });
      const back = await store.get(victim);
      expect(back?.files.map((file) => file.sha256)).toEqual([sent.get(victim)]);
      expect((await storedObjects(files))[key]).toBe(sent.get(victim));
    } finally {
      await store.close();
      await restored.cleanup();
    }

    // The lease is gone with the backup: the next sweep takes the deleted request's file.
    expect(await sweepLooseFiles(intake.files)).toBe(1);
    expect(await intake.files.store.get(key)).toBeNull();
  });

  it('names a file the file store lacks, or holds with other bytes, and still writes a complete archive', async () => {
    const missing = await upload('Dora');
    const damaged = await upload('Eva');
    const missingKey = fileKey(await storedNameOf(missing));
    const damagedKey = fileKey(await storedNameOf(damaged));
    await intake.files.store.remove([missingKey]);
    await intake.files.store.put(damagedKey, Readable.from([Buffer.from('other bytes')]));
    const archive = join(dir, 'problems.tar');

    const result = await createBackup({
      store: intake.store,
      fileStore: intake.files.store,
      output: archive,
    });
    expect(result.fileProblems).toEqual([
      { name: missingKey, reference: missing, problem: 'missing' },
      { name: damagedKey, reference: damaged, problem: 'damaged' },
    ]);
    const manifest = await verifyArchive(archive);
    expect(manifest.fileProblems).toEqual(result.fileProblems);
    expect(manifest.parts.map((part) => part.name)).not.toContain(missingKey);
    expect(manifest.parts.find((part) => part.name === damagedKey)?.sha256).toBe(
      sha256(Buffer.from('other bytes')),
    );

    const restored = createBackend('sqlite');
    const store = await restored.open();
    const files = await openDiskFileStore(restored.dataDir);
    try {
      await restoreBackup({ store, fileStore: files, archive });
      // The rows are as they were: the owner sees the request and that its file is gone.
      expect((await everything(store)).files).toEqual((await everything(intake.store)).files);
      expect(await files.get(missingKey)).toBeNull();
    } finally {
      await store.close();
      await restored.cleanup();
    }
  });

  it('lets go of its lease and leaves no partial archive when it fails', async () => {
    // A folder in the way of the finished archive: the last step, the rename, fails.
    const output = join(dir, 'taken');
    mkdirSync(output);
    writeFileSync(join(output, 'keep.txt'), 'in the way');
    await expect(
      createBackup({ store: intake.store, fileStore: intake.files.store, output }),
    ).rejects.toThrow();
    expect(existsSync(`${output}.partial`)).toBe(false);
    await intake.store.files.discard(['after-a-failed-backup.png'], Date.now());
    expect(await intake.store.files.removable(Date.now(), 0, 10)).toContain('after-a-failed-backup.png');
    await intake.store.files.forget(['after-a-failed-backup.png']);
  });
});
