import { useEffect, useState } from 'react';
import type { DraftStore } from './draft-store.ts';

/** What every draft holds besides its content: the version it was made from, and text being typed. */
export interface DraftBase {
  /** The live version the draft started from (sent as `basedOn`). */
  basedOn: number;
  /** What a JSON box holds while it does not parse: the draft cannot be published then. */
  typing?: unknown;
}

export interface DraftState<D extends DraftBase> {
  draft: D;
  changed: boolean;
  /** Counts the discards: an editor holding typed text starts again from the draft. */
  generation: number;
  /** The draft started from a version older than the live one (someone published since). */
  stale: boolean;
  update: (change: (draft: D) => D) => void;
  /** Back to the live version; the stored draft goes. */
  discard: () => void;
  /** Keeps the draft, now counted as made from the live version (after a 409). */
  rebase: () => void;
}

interface StoredDraftOptions<D> {
  /** The form's or the table's id: what the draft is stored under. */
  id: string;
  liveVersion: number;
  store: DraftStore<D>;
  fromLive: () => D;
  /** Whether the draft says anything the live version does not. */
  isChanged: (draft: D) => boolean;
}

/**
 * The draft of a form (use-form-draft.ts) or a price table (prices/use-price-draft.ts): the
 * stored one if there is one, else the live version. Every change is stored at once; a draft
 * equal to the live version is not kept.
 */
export function useStoredDraft<D extends DraftBase>({
  id,
  liveVersion,
  store,
  fromLive,
  isChanged,
}: StoredDraftOptions<D>): DraftState<D> {
  const [draft, setDraft] = useState<D>(() => store.load(id) ?? fromLive());
  const [generation, setGeneration] = useState(0);
  const changed = isChanged(draft);

  useEffect(() => {
    if (changed || draft.basedOn !== liveVersion) store.save(id, draft);
    else store.clear(id);
  }, [draft, changed, id, liveVersion, store]);

  return {
    draft,
    changed,
    generation,
    stale: draft.basedOn < liveVersion,
    update: (change) => setDraft((current) => change(current)),
    discard: () => {
      store.clear(id);
      setDraft(fromLive());
      setGeneration((n) => n + 1);
    },
    rebase: () => setDraft((current) => ({ ...current, basedOn: liveVersion })),
  };
}
