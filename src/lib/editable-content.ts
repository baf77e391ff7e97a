/**
 * The owner's texts (docs/owner-guide.md "Editing the site's texts"): a flat map of `<lng>:<ns>:<key>` to
 * text, the shape of website-content.json. Every editable text shows the map's value first and
 * falls back to the translation in locales/.
 *
 * - The live texts are published on the server, which renders every page with them and puts
 *   those of the page's language in a JSON block (`siteContentId`): `readPageContent`.
 * - The owner's draft is loaded from the server in admin mode (the editing chunk sets it here)
 *   and shown instead while admin mode is on.
 *
 * What the old local-only mode kept in this browser under `editableContent` is ignored.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { siteContentId } from '../../core/content/editable-keys.ts';

export type EditableContent = Record<string, string>;

const empty: EditableContent = {};

export function contentKey(lng: string, ns: string, key: string): string {
  return `${lng}:${ns}:${key}`;
}

export function isEditableContent(value: unknown): value is EditableContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The live texts the server rendered this page with; none on a page with the defaults. */
export function readPageContent(): EditableContent {
  const block = typeof document === 'undefined' ? null : document.getElementById(siteContentId);
  if (!block?.textContent) return empty;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    return isEditableContent(parsed) ? parsed : empty;
  } catch {
    return empty;
  }
}

/** The texts the page shows: the live ones, or the owner's draft in admin mode (ContentEditingHost). */
export const ShownContentContext = createContext<EditableContent>(empty);

/** The shown text for one key in one language, or undefined for the translation. */
export function useEditableOverride(lng: string, ns: string, key: string): string | undefined {
  return useContext(ShownContentContext)[contentKey(lng, ns, key)];
}

let draft: EditableContent | null = null;
const listeners = new Set<() => void>();

/** The owner's draft as the server holds it; null until loaded (and after admin mode). */
export function setDraftContent(next: EditableContent | null): void {
  draft = next;
  listeners.forEach((listener) => listener());
}

export function readDraftContent(): EditableContent | null {
  return draft;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDraftContent(): EditableContent | null {
  return useSyncExternalStore(
    subscribe,
    () => draft,
    () => null,
  );
}
