/**
 * Uploads a page before this one started (a reload, a closed tab), as tus-js-client keeps them
 * in its URL storage (localStorage by default): which belong to a form, how far each got (the
 * server says, by HEAD), and forgetting them. The browser keeps no File across a reload, so the
 * visitor chooses the file again and the manager resumes it (upload-manager.ts).
 */
import type { HttpStack, PreviousUpload, UrlStorage } from 'tus-js-client';

/** The server keeps an unfinished upload for a day; older entries are not offered. */
export const resumableForMs = 24 * 60 * 60 * 1000;

export interface StoredUpload {
  /** The URL storage's key of the entry. */
  key: string;
  url: string;
  form: string;
  field: string;
  name: string;
  size: number;
  /** When it was created (ms since 1970). */
  created: number;
  /** Bytes the server holds; undefined when it could not be asked. */
  offset?: number;
}

export function storedUploadOf(entry: PreviousUpload): StoredUpload | undefined {
  const { metadata, uploadUrl, size, creationTime, urlStorageKey } = entry;
  const created = Date.parse(creationTime);
  if (!uploadUrl || !metadata?.form || !metadata.field || !Number.isFinite(created)) return undefined;
  return {
    key: urlStorageKey,
    url: uploadUrl,
    form: metadata.form,
    field: metadata.field,
    name: metadata.filename ?? '',
    size: size ?? 0,
    created,
  };
}

export const isFresh = (upload: Pick<StoredUpload, 'created'>, now: number) =>
  now - upload.created < resumableForMs && upload.created <= now + 60_000;

/** How many bytes the server holds of an upload, null when it is gone (404, 410). */
export async function serverOffset(stack: HttpStack, url: string): Promise<number | null | undefined> {
  try {
    const request = stack.createRequest('HEAD', url);
    request.setHeader('Tus-Resumable', '1.0.0');
    const response = await request.send(null);
    const status = response.getStatus();
    if (status === 404 || status === 410) return null;
    if (status < 200 || status > 299) return undefined;
    const offset = Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10);
    return Number.isNaN(offset) ? undefined : offset;
  } catch {
    return undefined;
  }
}

/**
 * This form's stored uploads younger than a day, the newest of each file only, with the bytes
 * the server holds. Entries that are too old or that the server no longer knows are removed.
 */
export async function findStoredUploads(
  storage: UrlStorage,
  stack: HttpStack,
  form: string,
  now: number,
): Promise<StoredUpload[]> {
  let entries: PreviousUpload[];
  try {
    entries = await storage.findAllUploads();
  } catch {
    return [];
  }
  const newest = new Map<string, StoredUpload>();
  for (const entry of entries) {
    const upload = storedUploadOf(entry);
    if (!upload || upload.form !== form) continue;
    if (!isFresh(upload, now)) {
      await storage.removeUpload(upload.key).catch(() => undefined);
      continue;
    }
    const id = `${upload.field}\n${upload.name}\n${upload.size}`;
    const seen = newest.get(id);
    if (!seen || seen.created < upload.created) newest.set(id, upload);
  }
  const found: StoredUpload[] = [];
  for (const upload of newest.values()) {
    const offset = await serverOffset(stack, upload.url);
    if (offset === null) {
      await storage.removeUpload(upload.key).catch(() => undefined);
      continue;
    }
    found.push({ ...upload, offset });
  }
  return found.sort((a, b) => a.created - b.created);
}
