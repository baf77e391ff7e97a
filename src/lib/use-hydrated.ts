import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the prerendered HTML and while the browser hydrates it, true from then on (and at
 * once in a screen the browser draws itself). For parts that only work with JavaScript or
 * depend on this browser's storage (forms and their saved drafts): they render after hydration,
 * so the HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
