/**
 * Sends one stored file to the signed-in owner or to the customer of its request: from the
 * file store, never cached, with the type checked when it arrived and the visitor's name only
 * in Content-Disposition. A file store out of reach is a 503; a missing object a clear 404.
 */
import type { FastifyReply } from 'fastify';
import { UnavailableError } from '../unavailable.ts';
import type { StoredFile } from '../store/types.ts';
import { fileKey } from './file-store.ts';
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

export async function sendStoredFile(
  reply: FastifyReply,
  files: Files,
  file: StoredFile,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const missing = () =>
    reply.code(404).send({ error: 'file-missing', message: 'That file is no longer on the server.' });
  if (!storedNamePattern.test(file.storedName)) return missing();
  const stored = await files.store.get(fileKey(file.storedName)).catch((error: unknown) => {
    throw new UnavailableError('file-store', error);
  });
  if (!stored) return missing();
  if (disposition === 'inline' && file.contentType === 'image/svg+xml') {
    // Shown as an image or opened on its own: an SVG never runs anything, even if one slipped by.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(stored.size))
    .header('content-disposition', attachmentHeader(file.originalName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stored.body);
}
