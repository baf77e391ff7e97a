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
let cache: EditableContent | undefined;

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
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(editableContentStorageKey) ?? '{}');
    cache = isEditableContent(parsed) ? parsed : {};
  } catch {
    cache = {};
  }
  return cache;
}

export function writeEditableContent(next: EditableContent): void {
  cache = { ...next };
  if (Object.keys(cache).length === 0) localStorage.removeItem(editableContentStorageKey);
  else localStorage.setItem(editableContentStorageKey, JSON.stringify(cache));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === editableContentStorageKey || event.key === null) {
      cache = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The owner's override for one text in one language, or undefined. */
export function useEditableOverride(lng: string, ns: string, key: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readEditableContent()[contentKey(lng, ns, key)],
    () => undefined,
  );
}
