import { useEffect, useState } from 'react';
import type { FormContent, FormDetail } from './forms-api.ts';
import {
  clearDraft,
  draftChanged,
  draftFromLive,
  loadDraft,
  saveDraft,
  type StoredDraft,
} from './form-draft.ts';

export interface FormDraftState {
  draft: StoredDraft;
  changed: boolean;
  /** Counts the discards: an editor holding typed text starts again from the draft. */
  generation: number;
  /** The draft started from a version older than the live one (someone published since). */
  stale: boolean;
  /** A change of the content (and, for a rename, of the renamed map). */
  update: (change: (draft: StoredDraft) => StoredDraft) => void;
  setContent: (content: FormContent) => void;
  /** Back to the live version; the stored draft goes. */
  discard: () => void;
  /** Keeps the draft, now counted as made from the live version (after a 409). */
  rebase: () => void;
}

/**
 * The draft of one form: the stored one if there is one, else the live version. Every change
 * is stored at once; a draft equal to the live version is not kept.
 */
export function useFormDraft(detail: FormDetail): FormDraftState {
  const [draft, setDraft] = useState<StoredDraft>(() => loadDraft(detail.id) ?? draftFromLive(detail));
  const [generation, setGeneration] = useState(0);
  const changed = draftChanged(draft, detail);

  useEffect(() => {
    if (changed || draft.basedOn !== detail.live.version) saveDraft(detail.id, draft);
    else clearDraft(detail.id);
  }, [draft, changed, detail]);

  return {
    draft,
    changed,
    generation,
    stale: draft.basedOn < detail.live.version,
    update: (change) => setDraft((current) => change(current)),
    setContent: (content) => setDraft((current) => ({ ...current, content })),
    discard: () => {
      clearDraft(detail.id);
      setDraft(draftFromLive(detail));
      setGeneration((n) => n + 1);
    },
    rebase: () => setDraft((current) => ({ ...current, basedOn: detail.live.version })),
  };
}
