/**
 * Streams one uploaded file to disk while checking it: the size limit is enforced as the
 * bytes arrive (the request is cut off at the first byte too many, nothing is buffered), the
 * SHA-256 is computed on the way, and the first bytes and (for SVG) every byte are checked
 * against the type its extension claims.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fieldError, tooLarge } from '../intake/intake-error.ts';
import type { NewFile } from '../store/types.ts';
import { createSvgScanner, fileKinds, headBytes } from './file-types.ts';
import { extensionOf, newStoredName, safeOriginalName } from './file-names.ts';

export type FileRule = {
  /** Lower-case extensions without the dot, each one in file-types.ts. */
  accept: readonly string[];
  maxBytes: number;
};

export function describeSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function acceptedList(rule: FileRule): string {
  return rule.accept.map((e) => `.${e}`).join(', ');
}

/** Checks the name and type before any byte is written; throws a 400 for the field. */
function nameAndKind(rawName: string, field: string, rule: FileRule) {
  const originalName = safeOriginalName(rawName);
  if (originalName === null)
    throw fieldError(field, 'This file name is not allowed. Rename the file and try again.');
  const extension = extensionOf(originalName);
  const kind = rule.accept.includes(extension) ? fileKinds[extension] : undefined;
  if (!kind) throw fieldError(field, `Only these file types are accepted: ${acceptedList(rule)}.`);
  return { originalName, extension, kind };
}

export async function receiveFile(
  input: Readable,
  rawName: string,
  field: string,
  rule: FileRule,
  dir: string,
): Promise<NewFile> {
  let checked;
  try {
    checked = nameAndKind(rawName, field, rule);
  } catch (error) {
    // Stops the multipart parser reading a file we already refused.
    input.destroy();
    throw error;
  }
  const { originalName, extension, kind } = checked;
  const storedName = newStoredName(extension);
  const path = join(dir, storedName);
  const hash = createHash('sha256');
  const svg = extension === 'svg' ? createSvgScanner() : undefined;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) {
        callback(tooLarge(`Each file may be at most ${describeSize(rule.maxBytes)}.`, field));
        return;
      }
      hash.update(chunk);
      svg?.push(chunk);
      if (headLength < headBytes) {
        headChunks.push(chunk);
        headLength += chunk.length;
      }
      callback(null, chunk);
    },
  });

  try {
    // flush: the file is fsynced before it is closed, so a committed row never points at
    // a file that a power cut could still take away.
    await pipeline(input, inspect, createWriteStream(path, { flags: 'wx', mode: 0o640, flush: true }));
    if ((input as Readable & { truncated?: boolean }).truncated) {
      throw tooLarge(`Each file may be at most ${describeSize(rule.maxBytes)}.`, field);
    }
    if (size === 0) throw fieldError(field, 'This file is empty.');
    const head = Buffer.concat(headChunks).subarray(0, headBytes);
    if (!kind.matches(head)) {
      throw fieldError(field, `The content of "${originalName}" is not a .${extension} file.`);
    }
    if (svg?.unsafe) throw fieldError(field, 'SVG files with scripts or event handlers are not accepted.');
  } catch (error) {
    await rm(path, { force: true }).catch(() => {});
    throw error;
  }
  return { field, originalName, storedName, size, contentType: kind.contentType, sha256: hash.digest('hex') };
}
