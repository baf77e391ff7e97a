/**
 * What the owner has switched on while in admin mode: enhanced editing, the header's and the
 * footer's text editing, and whether the tools panel is open. Kept in memory on purpose: docs/specification.md
 * stores only `adminMode` and the texts, and after a reload these start as they began.
 */
import { useSyncExternalStore } from 'react';

export interface EditingState {
  enhanced: boolean;
  header: boolean;
  footer: boolean;
  panelOpen: boolean;
}

/** The tools panel starts open where there is room beside the page (Chakra's md, 48em), folded on phones. */
const wideScreen = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48em)').matches === true;

const initial = (): EditingState => ({
  enhanced: false,
  header: false,
  footer: false,
  panelOpen: wideScreen(),
});
let state = initial();
const listeners = new Set<() => void>();

export function updateEditingState(change: Partial<EditingState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** Back to the start, as when the page loads: used when admin mode ends, and by tests. */
export function resetEditingState(): void {
  updateEditingState(initial());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEditingState(): EditingState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
