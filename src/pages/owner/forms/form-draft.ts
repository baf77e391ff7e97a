/**
 * The owner's draft of one form: what Publish sends (core/api/forms.ts FormDraft), kept in the
 * browser's storage under the form's id so that a reload, a closed tab or a lost connection
 * loses nothing until it is published or discarded. The JSON being typed in the form file's
 * boxes is kept too while it is not valid JSON yet.
 */
import type { FormContent, FormDetail, FormDraft } from '../../../../core/api/forms.ts';
import { canonicalJson, draftStore, isRecord } from './draft-store.ts';

export { canonicalJson };

export interface StoredDraft {
  content: FormContent;
  /** The live version the draft started from (FormDraft.basedOn). */
  basedOn: number;
  /** Old name → new name of the live fields the owner renamed. */
  renamed: Record<string, string>;
  /** What the form file's boxes hold while it does not parse. */
  typing?: { file?: string; texts?: string };
}

export const draftFromLive = (detail: FormDetail): StoredDraft => ({
  content: { file: detail.live.file, texts: detail.live.texts },
  basedOn: detail.live.version,
  renamed: {},
});

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!isRecord(value) || !isRecord(value.content) || !isRecord(value.renamed)) return false;
  const { file, texts } = value.content;
  return (
    isRecord(file) &&
    isRecord(texts) &&
    isRecord(texts.en) &&
    isRecord(texts.es) &&
    Number.isInteger(value.basedOn)
  );
}

export const formDrafts = draftStore('owner-form-draft', isStoredDraft);

/** The stored draft of this form, or null (none, or unreadable: then it is dropped). */
export const loadDraft = formDrafts.load;
export const saveDraft = formDrafts.save;
export const clearDraft = formDrafts.clear;

/** Whether the draft says anything the live version does not. */
export function draftChanged(draft: StoredDraft, detail: FormDetail): boolean {
  return (
    draft.typing !== undefined ||
    Object.keys(draft.renamed).length > 0 ||
    canonicalJson(draft.content) !== canonicalJson({ file: detail.live.file, texts: detail.live.texts })
  );
}

/** The body of check and publish. */
export const draftBody = (draft: StoredDraft): FormDraft => ({
  file: draft.content.file,
  texts: draft.content.texts,
  ...(Object.keys(draft.renamed).length > 0 ? { renamed: draft.renamed } : {}),
  basedOn: draft.basedOn,
});
