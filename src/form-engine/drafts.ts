/**
 * Drafts: a half-filled form survives a reload. The form data (never the files: a File cannot be
 * stored, and a list of names without files would only mislead) is kept in localStorage under
 * `draft:<key>` until the form is sent.
 */
import { withoutHidden } from '../../core/forms/conditions.ts';
import { formFields } from '../../core/forms/form-definition.ts';
import type { FormDefinition, FormValues } from './types.ts';
import { fileFieldNames } from './encoder.ts';

export const draftStorageKey = (key: string) => `draft:${key}`;

/**
 * Only the fields the form has now (those a condition shows included), without its files
 * fields and without the answers of fields whose condition does not hold: an old draft may hold
 * others.
 */
export function draftFields(definition: FormDefinition, data: FormValues): FormValues {
  const files = fileFieldNames(definition);
  const kept: FormValues = {};
  for (const name of Object.keys(formFields(definition.schema))) {
    if (!files.includes(name) && data[name] !== undefined) kept[name] = data[name];
  }
  return withoutHidden(definition.schema, kept);
}

// Storage may be missing, full or forbidden (private windows, strict settings): a draft is a
// convenience, so every failure is ignored.
export function readDraft(key: string, definition: FormDefinition): FormValues | undefined {
  try {
    const stored = localStorage.getItem(draftStorageKey(key));
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const fields = draftFields(definition, parsed as FormValues);
    return Object.keys(fields).length ? fields : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, definition: FormDefinition, data: FormValues): void {
  try {
    localStorage.setItem(draftStorageKey(key), JSON.stringify(draftFields(definition, data)));
  } catch {
    // ignored: see above
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(draftStorageKey(key));
  } catch {
    // ignored: see above
  }
}
