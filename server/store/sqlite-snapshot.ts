/**
 * A backup's snapshot of the SQLite store: a second, read-only connection in one read
 * transaction. WAL keeps what its first read saw for as long as it stays open, while the store's
 * own connection and other processes go on writing (they never wait for it).
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { ReadSnapshot } from './backup-queries.ts';
import type { Sql } from './owner-queries.ts';

export function sqliteSnapshot(file: string): ReadSnapshot {
  return async (work) => {
    const reader = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
    try {
      reader.exec('BEGIN');
      // The snapshot is taken by the first read, not by BEGIN.
      reader.prepare('SELECT count(*) FROM schema_migrations').get();
      const sql: Sql = {
        dialect: 'sqlite',
        async all(text, params = []) {
          return reader.prepare(text).all(...(params as SQLInputValue[])) as Record<string, unknown>[];
        },
        async run() {
          throw new Error('A backup snapshot is read-only');
        },
        transaction: (inner) => inner(sql),
      };
      const result = await work(sql);
      reader.exec('COMMIT');
      return result;
    } finally {
      reader.close();
    }
  };
}
