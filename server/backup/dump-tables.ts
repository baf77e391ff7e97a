/**
 * A backup's first step: every table of store/backup-tables.ts read inside one snapshot, a page
 * at a time, into NDJSON files in a temp folder, hashed as they are written. The tar needs each
 * part's size before its bytes, and the snapshot is let go before the (slower) files are read.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { backupTables, type BackupRow, type BackupTableName } from '../store/backup-tables.ts';
import type { SubmissionStore } from '../store/types.ts';
import type { PartDigest } from './archive-format.ts';

export type DumpedTable = PartDigest & { table: BackupTableName; path: string; rows: number };

export type Dump = {
  tables: DumpedTable[];
  /** Request ids to references, to name the request of a file the file store lacks. */
  references: Map<number, string>;
};

/** Rows per query: small enough that a page of the largest rows (published texts) stays a few MB. */
const pageSize = 200;

export async function dumpTables(store: SubmissionStore, dir: string): Promise<Dump> {
  return store.backup.snapshot(async (tables) => {
    const dumped: DumpedTable[] = [];
    const references = new Map<number, string>();
    for (const { name } of backupTables) {
      const path = join(dir, `${name}.ndjson`);
      const hash = createHash('sha256');
      let size = 0;
      let rows = 0;
      const handle = await open(path, 'wx', 0o600);
      try {
        let after: BackupRow | null = null;
        for (;;) {
          const page = await tables.rows(name, after, pageSize);
          if (page.length === 0) break;
          const bytes = Buffer.from(page.map((row) => `${JSON.stringify(row)}\n`).join(''));
          hash.update(bytes);
          size += bytes.length;
          rows += page.length;
          await handle.write(bytes);
          if (name === 'submissions') {
            for (const row of page) references.set(Number(row.id), String(row.reference));
          }
          if (page.length < pageSize) break;
          after = page[page.length - 1];
        }
      } finally {
        await handle.close();
      }
      dumped.push({ table: name, path, size, sha256: hash.digest('hex'), rows });
    }
    return { tables: dumped, references };
  });
}
