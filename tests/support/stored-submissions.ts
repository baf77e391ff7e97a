/** Read what the intake stored during a browser test run (the e2e setup's fresh data dir). */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the e2e global setup did not run');
  return dir;
}

export function readStore<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(e2eDataDir(), 'intake.sqlite'), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The stored submission with that reference, its data parsed; throws when there is none. */
export function storedSubmission(reference: string): { form_id: string; data: Record<string, unknown> } {
  const row = readStore(
    (db) =>
      db.prepare('SELECT form_id, data FROM submissions WHERE reference = ?').get(reference) as
        { form_id: string; data: string } | undefined,
  );
  if (!row) throw new Error(`no submission ${reference}`);
  return { form_id: row.form_id, data: JSON.parse(row.data) as Record<string, unknown> };
}
