/**
 * The admin-mode flag (docs/specification.md sections 4 and 6): local storage key `adminMode`, the string
 * 'true' or 'false', so the mode survives reloads. In the main bundle: the floating button
 * needs it on every page; everything else of the editing mode loads only when it is on.
 */
import { useSyncExternalStore } from 'react';

export const adminModeStorageKey = 'adminMode';
const listeners = new Set<() => void>();
/** Used only where storage is blocked (some private modes): the mode then lasts one page view. */
let memory: boolean | null = null;

export function readAdminMode(): boolean {
  try {
    return localStorage.getItem(adminModeStorageKey) === 'true';
  } catch {
    return false;
  }
}

export function setAdminMode(on: boolean): void {
  try {
    localStorage.setItem(adminModeStorageKey, String(on));
  } catch {
    memory = on;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === adminModeStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAdminMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => memory ?? readAdminMode(),
    () => false,
  );
}
