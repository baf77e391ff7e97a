import type { FormContent, FormDetail } from './forms-api.ts';
import { draftChanged, draftFromLive, formDrafts, type StoredDraft } from './form-draft.ts';
import { useStoredDraft, type DraftState } from './use-stored-draft.ts';

export interface FormDraftState extends DraftState<StoredDraft> {
  setContent: (content: FormContent) => void;
}

/**
 * The draft of one form: the stored one if there is one, else the live version. Every change
 * (of the content and, for a rename, of the renamed map) is stored at once.
 */
export function useFormDraft(detail: FormDetail): FormDraftState {
  const state = useStoredDraft({
    id: detail.id,
    liveVersion: detail.live.version,
    store: formDrafts,
    fromLive: () => draftFromLive(detail),
    isChanged: (draft) => draftChanged(draft, detail),
  });
  return { ...state, setContent: (content) => state.update((current) => ({ ...current, content })) };
}
