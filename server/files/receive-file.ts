/**
 * Streams one uploaded file to the file store while checking it: the size limit is enforced as the
 * bytes arrive (the request is cut off at the first byte too many, nothing is buffered), the
 * SHA-256 is computed on the way, and the first bytes and (for SVG) every byte are checked
 * against the type its extension claims.
 */
import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { fieldError, tooLarge } from '../http/intake-error.ts';
import { UnavailableError } from '../unavailable.ts';
import type { NewFile } from '../store/types.ts';
import { createSvgScanner, fileKinds, headBytes } from './file-types.ts';
import { extensionOf, newStoredName, safeOriginalName } from './file-names.ts';
import { fileKey } from './file-store.ts';
import { removeFiles, type Files } from './file-sweeper.ts';

export type FileRule = {
  /** Lower-case extensions without the dot, each one in file-types.ts. */
  accept: readonly string[];
  maxBytes: number;
};

export function describeSize(bytes: number): string {
  const gigabytes = bytes / 1024 ** 3;
  if (gigabytes >= 1) return `${Number(gigabytes.toFixed(1))} GB`;
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
  files: Files,
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

  // Noted before the first byte is written: if this process dies now, the sweeper finds it.
  await files.records.reserve(storedName, Date.now()).catch((error: unknown) => {
    input.destroy();
    throw new UnavailableError('store', error);
  });
  try {
    // pipeline: an error on the visitor's side (the connection, a limit) ends the body the
    // store is reading, so its write fails and leaves no object; that error is the one to tell.
    // A store that says it is unavailable (the bucket) is told as such: the body it stopped
    // reading then only ended early.
    let streamError: unknown;
    const body = pipeline(input, inspect, (error) => (streamError = error ?? undefined));
    await files.store.put(fileKey(storedName), body).catch((error: unknown) => {
      if (error instanceof UnavailableError) throw error;
      throw streamError ?? new UnavailableError('file-store', error);
    });
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
    // What cannot be removed now stays noted for the sweeper.
    await removeFiles(files, [storedName]).catch(() => {});
    throw error;
  }
  return { field, originalName, storedName, size, contentType: kind.contentType, sha256: hash.digest('hex') };
}
