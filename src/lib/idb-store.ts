/**
 * One object store of one IndexedDB database, for what a page keeps across reloads that
 * localStorage cannot hold (files, images). IndexedDB may be missing, full or forbidden (a
 * private window, a blocked upgrade): every request then resolves `{ ok: false }` instead of
 * throwing, and the caller says what was not kept.
 */
export type StoreResult<T> = { ok: true; value: T } | { ok: false };

export function idbStore(databaseName: string, storeName: string) {
  let opening: Promise<IDBDatabase | undefined> | undefined;

  function database(): Promise<IDBDatabase | undefined> {
    opening ??= new Promise((resolve) => {
      try {
        if (typeof indexedDB === 'undefined') return resolve(undefined);
        const request = indexedDB.open(databaseName, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(storeName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
        request.onblocked = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
    return opening;
  }

  /** Runs one request in its own transaction, resolved once the transaction is done. */
  return async function run<T>(
    mode: IDBTransactionMode,
    make: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<StoreResult<T>> {
    const db = await database();
    if (!db) return { ok: false };
    return new Promise((resolve) => {
      try {
        const transaction = db.transaction(storeName, mode);
        const request = make(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve({ ok: true, value: request.result });
        transaction.onerror = () => resolve({ ok: false });
        transaction.onabort = () => resolve({ ok: false });
      } catch {
        resolve({ ok: false });
      }
    });
  };
}
