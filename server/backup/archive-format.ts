/**
 * The archive `npm run backup` writes (docs/data-and-backups.md "Backup and restore"): a plain tar of
 *
 * - `tables/<table>.ndjson`: one JSON row a line, for each table of store/backup-tables.ts, in
 *   that order, in the same shapes whichever store it came from;
 * - `files/<stored name>`: each uploaded file's bytes, named by its file-store key;
 * - `manifest.json`, last: versions, time, counts, and the size and SHA-256 of every part.
 *
 * The manifest carries a checksum of itself, so a flipped byte anywhere is found; an archive cut
 * short has no manifest at all.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupTable, type BackupTable } from '../store/backup-tables.ts';

export const archiveFormat = 'print-shop-backup';
/** Raised when the layout changes in a way an older restore could not read. */
export const formatVersion = 1;
export const manifestName = 'manifest.json';

/** A message for the shop owner: the CLI prints it as it is, in one line, and exits 1. */
export class BackupError extends Error {
  name = 'BackupError';
}

export type PartDigest = { size: number; sha256: string };
export type PartEntry = PartDigest & { name: string };

/** A file the file store could not give back as it arrived: not there, or other bytes. */
export type FileProblem = { name: string; reference: string | null; problem: 'missing' | 'damaged' };

export type Manifest = {
  format: typeof archiveFormat;
  formatVersion: number;
  /** package.json's version of the project that wrote it. */
  projectVersion: string;
  /** The highest migration applied to the store it came from. */
  schemaVersion: number;
  createdAt: string;
  /** Rows per table, and `stored_files`: the files in the archive. */
  counts: Record<string, number>;
  parts: PartEntry[];
  fileProblems: FileProblem[];
};

export const tablePart = (table: string) => `tables/${table}.ndjson`;

const tablePartPattern = /^tables\/([a-z_]+)\.ndjson$/;

/** The table a part holds; undefined for any other part. */
export function tableOfPart(name: string): BackupTable | undefined {
  const match = tablePartPattern.exec(name);
  return match ? backupTable(match[1]) : undefined;
}

export const sha256Of = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The project's version, from package.json in the working directory (the project's root, as the server assumes). */
export function projectVersion(): string {
  const text = readFileSync(resolve('package.json'), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown');
}

/** The manifest as written: compact JSON whose `checksum` is the SHA-256 of the rest. */
export function sealManifest(manifest: Manifest): string {
  return JSON.stringify({ ...manifest, checksum: sha256Of(JSON.stringify(manifest)) });
}

/** The manifest read back; any byte that differs from what sealManifest wrote is refused. */
export function openManifest(text: string): Manifest {
  const damaged = new BackupError(`The archive's ${manifestName} is damaged: the archive cannot be trusted.`);
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw damaged;
  }
  if (typeof parsed !== 'object' || parsed === null) throw damaged;
  const { checksum, ...manifest } = parsed;
  if (JSON.stringify(parsed) !== text || checksum !== sha256Of(JSON.stringify(manifest))) throw damaged;
  if (manifest.format !== archiveFormat) {
    throw new BackupError(
      'This is not an archive written by npm run backup (its manifest names another format).',
    );
  }
  if (manifest.formatVersion !== formatVersion) {
    throw new BackupError(
      `This archive was written by a newer version of npm run backup (format ${String(manifest.formatVersion)}); update the project to read it.`,
    );
  }
  if (!hasManifestShape(manifest)) throw damaged;
  return manifest;
}

/** Sealed does not mean written by us: anyone can compute the checksum of what they wrote. */
function hasManifestShape(value: Record<string, unknown>): value is Manifest {
  const { parts, counts, fileProblems, schemaVersion, createdAt, projectVersion } = value;
  const isPart = (part: unknown) => {
    const { name, size, sha256 } = (part ?? {}) as Record<string, unknown>;
    return typeof name === 'string' && Number.isSafeInteger(size) && typeof sha256 === 'string';
  };
  return (
    Array.isArray(parts) &&
    parts.every(isPart) &&
    typeof counts === 'object' &&
    counts !== null &&
    Object.values(counts).every(Number.isSafeInteger) &&
    Array.isArray(fileProblems) &&
    fileProblems.every((problem) => typeof (problem as { name?: unknown } | null)?.name === 'string') &&
    Number.isSafeInteger(schemaVersion) &&
    typeof createdAt === 'string' &&
    typeof projectVersion === 'string'
  );
}
