/**
 * Reads an archive part by part, as a stream: each part goes through a SHA-256 on its way to the
 * caller, the manifest is read at the end, and nothing is held in memory but one part's current
 * chunk (and the manifest). Checking the parts against the manifest is verify-archive.ts's job.
 */
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import tar from 'tar-stream';
import { checkKey } from '../files/file-store.ts';
import { rowProblem, type BackupRow, type BackupTable } from '../store/backup-tables.ts';
import {
  BackupError,
  manifestName,
  openManifest,
  tableOfPart,
  type Manifest,
  type PartDigest,
} from './archive-format.ts';

/**
 * Gets each part's bytes. It reads them to the end or throws; when it returns early, the rest
 * is read (and hashed) after it.
 */
export type PartVisitor = (name: string, body: AsyncIterable<Buffer>) => Promise<void>;

export type ArchiveContents = { manifest: Manifest; parts: Map<string, PartDigest> };

/** Far more than the manifest of a shop's lifetime of files; a bound for a hostile archive. */
const maxManifestBytes = 256 * 1024 * 1024;

function isPartName(name: string): boolean {
  if (tableOfPart(name)) return true;
  try {
    return name.startsWith('files/') && checkKey(name) === name;
  } catch {
    return false;
  }
}

async function drain(body: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of body);
}

/**
 * The part's chunks, each hashed on its way through: a plain generator, not a Transform in a
 * pipeline, whose per-part cost doubled the time and the memory of reading 10,000 small files.
 */
function hashedChunks(entry: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let size = 0;
  let readFailed = false;
  async function* chunks() {
    try {
      for await (const chunk of entry) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    } catch (error) {
      readFailed = true;
      throw error;
    }
  }
  return {
    chunks: chunks(),
    digest: (): PartDigest => ({ size, sha256: hash.digest('hex') }),
    /** True when the archive, not the visitor, failed. */
    readFailed: () => readFailed,
  };
}

/** What a visitor threw for reasons of its own (a full disk, the database gone): not the archive's damage. */
class VisitorFailure {
  error: unknown;
  constructor(error: unknown) {
    this.error = error;
  }
}

async function readText(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxManifestBytes)
      throw new BackupError(`The archive's ${manifestName} is too large to be one.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function damaged(file: string, after: string | null, error: unknown): BackupError {
  const message = (error as { message?: string } | null)?.message ?? String(error);
  const where = after ? `after its part ${after}` : 'at its start';
  if (/unexpected end of data/i.test(message)) {
    return new BackupError(`${file} ends ${where}, in the middle of a part: it is truncated.`);
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new BackupError(`There is no file ${file}.`);
  return new BackupError(
    `${file} is damaged ${where} (${message}), or is not an archive npm run backup wrote.`,
  );
}

/**
 * Streams every part of `file` to `visit` in the archive's order. With `expected` (a manifest
 * checked before), a part whose bytes differ from it stops the reading at once.
 */
export async function readArchive(
  file: string,
  visit: PartVisitor,
  expected?: Map<string, PartDigest>,
): Promise<ArchiveContents> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), extract);
  const parts = new Map<string, PartDigest>();
  let manifest: Manifest | null = null;
  let last: string | null = null;
  try {
    for await (const entry of extract) {
      const { name } = entry.header;
      if (manifest)
        throw new BackupError(
          `${file} holds ${name} after its manifest: it is not an archive npm run backup wrote.`,
        );
      if (name === manifestName) {
        manifest = openManifest(await readText(entry as AsyncIterable<Buffer>));
        continue;
      }
      if (entry.header.type !== 'file' || !isPartName(name) || parts.has(name)) {
        throw new BackupError(
          `${file} holds '${name}', which is not a part of an archive npm run backup writes.`,
        );
      }
      const hashed = hashedChunks(entry as AsyncIterable<Buffer>);
      try {
        await visit(name, hashed.chunks);
      } catch (error) {
        throw hashed.readFailed() || error instanceof BackupError ? error : new VisitorFailure(error);
      }
      await drain(hashed.chunks);
      const digest = hashed.digest();
      const wanted = expected?.get(name);
      if (expected && (!wanted || wanted.sha256 !== digest.sha256 || wanted.size !== digest.size)) {
        throw new BackupError(
          `${file} changed while it was read: its part ${name} differs from what was checked.`,
        );
      }
      parts.set(name, digest);
      last = name;
    }
    await feeding;
  } catch (error) {
    feeding.catch(() => undefined);
    extract.destroy();
    if (error instanceof VisitorFailure) throw error.error;
    throw error instanceof BackupError ? error : damaged(file, last, error);
  }
  if (!manifest) {
    throw new BackupError(
      last
        ? `${file} ends after its part ${last}, before its manifest: it is truncated.`
        : `${file} holds nothing: it is empty, or is not an archive npm run backup wrote.`,
    );
  }
  return { manifest, parts };
}

async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of body) {
    const pieces = (rest + decoder.write(chunk)).split('\n');
    rest = pieces.pop() ?? '';
    yield* pieces;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}

/**
 * The rows of a table part, each checked against the table. The whole part is always read (so
 * its checksum is complete); a row that cannot be written throws once the part has been read.
 */
export async function* rowsOf(
  name: string,
  table: BackupTable,
  body: AsyncIterable<Buffer>,
): AsyncGenerator<BackupRow> {
  let problem: string | null = null;
  let columns: string | null = null;
  let line = 0;
  for await (const text of linesOf(body)) {
    line += 1;
    if (problem) continue;
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch {
      problem = `line ${line} of ${name} is not JSON`;
      continue;
    }
    const rowIssue = rowProblem(table, row);
    const keys = rowIssue ? null : Object.keys(row as BackupRow).join(',');
    if (rowIssue) problem = `line ${line} of ${name} ${rowIssue}`;
    else if (columns !== null && keys !== columns)
      problem = `line ${line} of ${name} has other columns than the lines before it`;
    else {
      columns = keys;
      yield row as BackupRow;
    }
  }
  if (problem) throw new BackupError(`The archive cannot be restored: ${problem}.`);
}
