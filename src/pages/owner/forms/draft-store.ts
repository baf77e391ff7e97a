/**
 * Where the owner's drafts wait in the browser (local storage) until they are published or
 * discarded: one entry per form (form-draft.ts) or price table (prices/price-draft.ts), under a
 * prefix of its own. An entry that no longer reads as a draft (an older page wrote it) is dropped.
 */
export interface DraftStore<D> {
  /** The stored draft, or null (none, or unreadable: then it is dropped). */
  load: (id: string) => D | null;
  save: (id: string, draft: D) => void;
  clear: (id: string) => void;
}

export function draftStore<D>(prefix: string, isDraft: (value: unknown) => value is D): DraftStore<D> {
  const key = (id: string) => `${prefix}:${id}`;
  const clear = (id: string) => {
    try {
      localStorage.removeItem(key(id));
    } catch {
      // Nothing stored, nothing to clear.
    }
  };
  return {
    load: (id) => {
      try {
        const raw = localStorage.getItem(key(id));
        if (raw === null) return null;
        const parsed: unknown = JSON.parse(raw);
        if (isDraft(parsed)) return parsed;
      } catch {
        // Storage switched off, or a draft from an older page: start from the live version.
      }
      clear(id);
      return null;
    },
    save: (id, draft) => {
      try {
        localStorage.setItem(key(id), JSON.stringify(draft));
      } catch {
        // Full or switched off: the draft still lives in the page until it is closed.
      }
    },
    clear,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export { isRecord };

/** JSON with its keys sorted, so two contents compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
