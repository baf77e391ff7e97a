/**
 * Picks the store from the configuration (PostgreSQL when DATABASE_URL is set, else SQLite
 * in DATA_DIR) and brings its schema up to date before the server takes any request.
 */
import { join } from 'node:path';
import { createPostgresStore } from './postgres-store.ts';
import { createSqliteStore } from './sqlite-store.ts';
import type { SubmissionStore } from './types.ts';

export type OpenStoreOptions = {
  dataDir: string;
  databaseUrl?: string;
  migrationsDir?: string;
};

export function sqliteFileIn(dataDir: string): string {
  return join(dataDir, 'intake.sqlite');
}

export async function openStore(options: OpenStoreOptions): Promise<SubmissionStore> {
  const store = options.databaseUrl
    ? createPostgresStore({ connectionString: options.databaseUrl, migrationsDir: options.migrationsDir })
    : createSqliteStore({ file: sqliteFileIn(options.dataDir), migrationsDir: options.migrationsDir });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
