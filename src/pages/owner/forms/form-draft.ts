/**
 * The owner's draft of one form: what Publish sends (core/api/forms.ts FormDraft), kept in the
 * browser's storage under the form's id so that a reload, a closed tab or a lost connection
 * loses nothing until it is published or discarded. The JSON being typed in the form file's
 * boxes is kept too while it is not valid JSON yet.
 */
import type { FormContent, FormDetail, FormDraft } from '../../../../core/api/forms.ts';

export interface StoredDraft {
  content: FormContent;
  /** The live version the draft started from (FormDraft.basedOn). */
  basedOn: number;
  /** Old name → new name of the live fields the owner renamed. */
  renamed: Record<string, string>;
  /** What the form file's boxes hold while it does not parse. */
  typing?: { file?: string; texts?: string };
}

const storageKey = (formId: string) => `owner-form-draft:${formId}`;

export const draftFromLive = (detail: FormDetail): StoredDraft => ({
  content: { file: detail.live.file, texts: detail.live.texts },
  basedOn: detail.live.version,
  renamed: {},
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The stored draft of this form, or null (none, or unreadable: then it is dropped). */
export function loadDraft(formId: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(formId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed)) return parsed;
  } catch {
    // Storage switched off, or a draft from an older page: start from the live version.
  }
  clearDraft(formId);
  return null;
}

export function saveDraft(formId: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(storageKey(formId), JSON.stringify(draft));
  } catch {
    // Full or switched off: the draft still lives in the page until it is closed.
  }
}

export function clearDraft(formId: string): void {
  try {
    localStorage.removeItem(storageKey(formId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** JSON with its keys sorted, so two contents compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

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
