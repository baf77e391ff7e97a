/**
 * Backups and a bucket (s3rver): an archive of files on disk restores into a bucket, a backup
 * read from the bucket restores onto disk again byte for byte, and a bucket that already holds
 * a file is refused.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createBackup } from '../../server/backup/create-backup.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { fileKey, type FileStore } from '../../server/files/file-store.ts';
import { openFileStore } from '../../server/files/open-file-store.ts';
import { openStore } from '../../server/store/open-store.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { everything, fillStore, storedObjects, uniquePng } from './fixtures/backup-helpers.ts';
import { startS3Server, type S3Peer } from './fixtures/s3-server.ts';

type Side = { store: SubmissionStore; files: FileStore };

describe('a backup moves the files from disk into a bucket and back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-s3-'));
  let peer: S3Peer;
  const sides: Side[] = [];

  async function side(name: string, prefix?: string): Promise<Side> {
    const dataDir = join(dir, name);
    const opened = {
      store: await openStore({ dataDir }),
      files: await openFileStore({
        dataDir,
        s3: prefix === undefined ? undefined : { ...peer.options, prefix },
      }),
    };
    sides.push(opened);
    return opened;
  }

  beforeAll(async () => {
    peer = await startS3Server();
  });
  afterAll(async () => {
    for (const { store, files } of sides) {
      await store.close();
      await files.close();
    }
    await peer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores onto the bucket and from the bucket onto disk, every row and file as it was', async () => {
    const disk = await side('disk');
    await fillStore(disk.store, disk.files);
    await createBackup({ store: disk.store, fileStore: disk.files, output: join(dir, 'from-disk.tar') });

    const bucket = await side('bucket', 'shop/');
    await restoreBackup({
      store: bucket.store,
      fileStore: bucket.files,
      archive: join(dir, 'from-disk.tar'),
    });
    const onDisk = await storedObjects(disk.files);
    expect(Object.keys(onDisk)).toHaveLength(6);
    expect(await storedObjects(bucket.files)).toEqual(onDisk);

    await createBackup({
      store: bucket.store,
      fileStore: bucket.files,
      output: join(dir, 'from-bucket.tar'),
    });
    const back = await side('back');
    await restoreBackup({ store: back.store, fileStore: back.files, archive: join(dir, 'from-bucket.tar') });
    expect(await storedObjects(back.files)).toEqual(onDisk);
    expect(await everything(back.store)).toEqual(await everything(disk.store));
  });

  it('fails when the bucket breaks off while it reads a file, leaving no archive and no partial file', async () => {
    const bucket = sides[1];
    const output = join(dir, 'broken-off.tar');
    peer.intercept((request, response) => {
      if (request.method !== 'GET' || !request.url?.includes('/files/')) return false;
      response.socket?.destroy();
      return true;
    });
    try {
      await expect(createBackup({ store: bucket.store, fileStore: bucket.files, output })).rejects.toThrow();
    } finally {
      peer.intercept(undefined);
    }
    expect(
      readdirSync(dir).filter((name) => name.includes('broken-off') || name.startsWith('.backup')),
    ).toEqual([]);
  });

  it('refuses a bucket that already holds a file, naming it', async () => {
    const taken = await side('taken', 'taken/');
    await taken.files.put(fileKey('already-here.png'), Readable.from([uniquePng()]));
    await expect(
      restoreBackup({ store: taken.store, fileStore: taken.files, archive: join(dir, 'from-disk.tar') }),
    ).rejects.toThrow('The file store is not empty: it holds files/already-here.png (at least).');
    for (const rows of Object.values(await everything(taken.store))) expect(rows).toEqual([]);
  });
});
