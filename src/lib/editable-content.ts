/**
 * The owner's text overrides, kept in the browser as SPEC.md says: local storage key
 * `editableContent`, a flat map of strings. Keys are `<lng>:<namespace>:<key>` so an edit made
 * in Spanish changes only the Spanish text. The content-editing mode writes here; every
 * editable text reads here first and falls back to the translation.
 */
import { useSyncExternalStore } from 'react';

export const editableContentStorageKey = 'editableContent';
export type EditableContent = Record<string, string>;

const listeners = new Set<() => void>();
const empty: EditableContent = {};
/** The last parsed value and the text it came from: parse again only when the text changed. */
let cache: { raw: string | null; content: EditableContent } = { raw: null, content: empty };

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

export function readEditableContent(): EditableContent {
  let raw: string | null;
  try {
    raw = localStorage.getItem(editableContentStorageKey);
  } catch {
    return empty;
  }
  if (raw === cache.raw) return cache.content;
  let content = empty;
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (isEditableContent(parsed)) content = parsed;
  } catch {
    // A damaged value reads as no overrides; the next save replaces it.
  }
  cache = { raw, content };
  return content;
}

export function writeEditableContent(next: EditableContent): void {
  if (Object.keys(next).length === 0) localStorage.removeItem(editableContentStorageKey);
  else localStorage.setItem(editableContentStorageKey, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saved: re-read.
  const onStorage = (event: StorageEvent) => {
    if (event.key === editableContentStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The whole map, for the editing tools. */
export function useEditableContent(): EditableContent {
  return useSyncExternalStore(subscribe, readEditableContent, () => empty);
}

/** The owner's override for one text in one language, or undefined. */
export function useEditableOverride(lng: string, ns: string, key: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readEditableContent()[contentKey(lng, ns, key)],
    () => undefined,
  );
}
