/**
 * `npm run backup -- --verify FILE`, and restore's first pass: reads the whole archive and checks
 * every part against the manifest (size and SHA-256), the rows of each table against their count
 * and their table, and every file against the SHA-256 its request's row took when it arrived.
 * Nothing is written anywhere; the first problem found is thrown as a BackupError naming the part.
 */
import { fileKey } from '../files/file-store.ts';
import type { BackupTableName } from '../store/backup-tables.ts';
import { BackupError, tableOfPart, type Manifest, type PartDigest } from './archive-format.ts';
import { readArchive, rowsOf } from './read-archive.ts';

type FileRow = { storedName: string; sha256: string };

function keyOf(file: string, storedName: string): string {
  try {
    return fileKey(storedName);
  } catch {
    throw new BackupError(`${file} lists a file named '${storedName}', a name the site never gives a file.`);
  }
}

function checkParts(file: string, manifest: Manifest, parts: Map<string, PartDigest>): void {
  const listed = new Set<string>();
  for (const part of manifest.parts) {
    listed.add(part.name);
    const read = parts.get(part.name);
    if (!read) {
      throw new BackupError(
        `${file} lacks its part ${part.name}, which its manifest lists: it is incomplete.`,
      );
    }
    if (read.size !== part.size || read.sha256 !== part.sha256) {
      throw new BackupError(`${file} is damaged: its part ${part.name} does not match its checksum.`);
    }
  }
  const unlisted = [...parts.keys()].find((name) => !listed.has(name));
  if (unlisted) throw new BackupError(`${file} holds ${unlisted}, which its manifest does not list.`);
}

function checkFiles(file: string, manifest: Manifest, parts: Map<string, PartDigest>, rows: FileRow[]): void {
  const problems = new Map(manifest.fileProblems.map((problem) => [problem.name, problem.problem]));
  const held = new Set<string>();
  for (const row of rows) {
    const name = keyOf(file, row.storedName);
    held.add(name);
    const problem = problems.get(name);
    if (problem === 'missing') continue;
    const part = parts.get(name);
    if (!part) throw new BackupError(`${file} lacks ${name}, a file its requests list: it is incomplete.`);
    if (problem !== 'damaged' && part.sha256 !== row.sha256) {
      throw new BackupError(
        `${file} is damaged: ${name} does not match the checksum taken when the file arrived.`,
      );
    }
  }
  const stray = [...parts.keys()].find((name) => name.startsWith('files/') && !held.has(name));
  if (stray) throw new BackupError(`${file} holds ${stray}, a file no request in it lists.`);
}

/** The archive's manifest, once every check has passed. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const rowCounts = new Map<BackupTableName, number>();
  const fileRows: FileRow[] = [];
  // Checked after the checksums: a part whose bytes are damaged is reported as such, not as the
  // broken row the damage made.
  const rowProblems = new Map<string, unknown>();
  const { manifest, parts } = await readArchive(file, async (name, body) => {
    const table = tableOfPart(name);
    if (!table) return;
    let count = 0;
    try {
      for await (const row of rowsOf(name, table, body)) {
        count += 1;
        if (table.name === 'files') {
          fileRows.push({ storedName: String(row.stored_name), sha256: String(row.sha256) });
        }
      }
    } catch (error) {
      rowProblems.set(name, error);
    }
    rowCounts.set(table.name, count);
  });
  checkParts(file, manifest, parts);
  const rowProblem = rowProblems.values().next();
  if (!rowProblem.done) throw rowProblem.value;
  for (const [table, count] of rowCounts) {
    if (manifest.counts[table] !== count) {
      throw new BackupError(
        `${file} is inconsistent: its table ${table} holds ${count} rows where its manifest says ${manifest.counts[table]}.`,
      );
    }
  }
  checkFiles(file, manifest, parts, fileRows);
  return manifest;
}
