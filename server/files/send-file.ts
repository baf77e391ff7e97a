/**
 * Sends one stored file to the signed-in owner or to the customer of its request: from the
 * file store, never cached, with the type checked when it arrived and the visitor's name only
 * in Content-Disposition. A file store out of reach is a 503; a missing object a clear 404.
 */
import type { FastifyReply } from 'fastify';
import { UnavailableError } from '../unavailable.ts';
import type { StoredFile } from '../store/types.ts';
import { fileKey, type ByteRange } from './file-store.ts';
import type { Files } from './file-sweeper.ts';

const storedNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** `attachment` (or `inline`) with an ASCII fallback name and the original in RFC 5987 form. */
export function attachmentHeader(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one range of a `Range: bytes=…` header, inside a file of `size` bytes: undefined for the
 * whole file (no header, another unit, several ranges, an If-Range for another version), null
 * when it cannot be satisfied (416).
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): ByteRange | null | undefined {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * The file, streamed; with `Range` support (a cut download resumes where it stopped: browsers and
 * download managers send `Range` with `If-Range`), its ETag its SHA-256.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: Files,
  file: StoredFile,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const missing = () =>
    reply.code(404).send({ error: 'file-missing', message: 'That file is no longer on the server.' });
  if (!storedNamePattern.test(file.storedName)) return missing();
  const etag = `"${file.sha256}"`;
  const { headers } = reply.request;
  const range = byteRangeOf(
    typeof headers.range === 'string' ? headers.range : undefined,
    file.size,
    typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined,
    etag,
  );
  reply.header('accept-ranges', 'bytes').header('etag', etag);
  if (range === null)
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ error: 'range', message: 'That part of the file does not exist.' });
  const stored = await files.store.get(fileKey(file.storedName), range).catch((error: unknown) => {
    throw new UnavailableError('file-store', error);
  });
  if (!stored) return missing();
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(stored.size));
  }
  if (disposition === 'inline' && file.contentType === 'image/svg+xml') {
    // Shown as an image or opened on its own: an SVG never runs anything, even if one slipped by.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.originalName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stored.body);
}
