/**
 * The cart's design files, kept in IndexedDB so that they survive a reload with the cart
 * (localStorage holds only text; a File cannot go there). IndexedDB may be missing, full or
 * forbidden: every function then reports failure instead of throwing, and the order list says
 * which file must be attached again. A module-level cache keeps the files across page visits
 * within the same tab without a round trip.
 */

import { idbStore } from '../../lib/idb-store.ts';

const databaseName = 'dtf-order';
const storeName = 'designs';

const cache = new Map<string, File>();

const run = idbStore(databaseName, storeName);

/** Keeps the file of a cart line; resolves false when it could only be kept for this visit. */
export async function saveDesign(key: string, file: File): Promise<boolean> {
  cache.set(key, file);
  return (await run('readwrite', (store) => store.put(file, key))).ok;
}

/**
 * The files of these cart lines that are still there. Files of lines no longer in the cart
 * (removed in another tab, or left by an order sent before) are deleted on the way.
 */
export async function loadDesigns(keys: readonly string[]): Promise<Map<string, File>> {
  const found = new Map<string, File>();
  const wanted = new Set(keys);
  for (const key of keys) {
    const cached = cache.get(key);
    if (cached) found.set(key, cached);
  }
  const stored = await run('readonly', (store) => store.getAllKeys());
  if (!stored.ok) return found;
  for (const key of stored.value) {
    if (typeof key !== 'string') continue;
    if (!wanted.has(key)) {
      void deleteDesign(key);
      continue;
    }
    if (found.has(key)) continue;
    const file = await run('readonly', (store) => store.get(key) as IDBRequest<unknown>);
    if (file.ok && file.value instanceof Blob) {
      const design =
        file.value instanceof File ? file.value : new File([file.value], key, { type: file.value.type });
      cache.set(key, design);
      found.set(key, design);
    }
  }
  return found;
}

export async function deleteDesign(key: string): Promise<void> {
  cache.delete(key);
  await run('readwrite', (store) => store.delete(key));
}

export async function clearDesigns(): Promise<void> {
  cache.clear();
  await run('readwrite', (store) => store.clear());
}
