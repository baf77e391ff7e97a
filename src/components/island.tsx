import { Suspense, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (the header, the footer, the
 * screen in <main>). React hydrates the page's root at once, in one task; a Suspense boundary
 * found in the HTML is hydrated after it at a low priority, in slices of a few milliseconds
 * that yield to the browser, so no part of the page blocks a tap for long (Total Blocking
 * Time). Nothing here suspends: the boundary only splits the work.
 *
 * The page counts as live (`usePageLive`, `<html data-hydrated>`) once the root and every
 * island it drew have hydrated.
 */
const expected = new Set<string>();
const done = new Set<string>();
const listeners = new Set<() => void>();
let rootCommitted = false;

const notify = () => listeners.forEach((listener) => listener());
const allDone = () => rootCommitted && [...expected].every((id) => done.has(id));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function IslandDone({ id }: { id: string }) {
  useEffect(() => {
    done.add(id);
    notify();
  }, [id]);
  return null;
}

export function Island({ children }: { children: ReactNode }) {
  const id = useId();
  // Rendered with the root, before the boundary's own content: the root knows what to wait for.
  expected.add(id);
  useEffect(() => {
    expected.add(id);
    // An island taken away before it was drawn (the Admin button on the owner's screens) is
    // waited for no more.
    return () => {
      expected.delete(id);
      notify();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <IslandDone id={id} />
    </Suspense>
  );
}

/** Call once, from an effect of the root, after its first commit. */
export function markRootCommitted(): void {
  rootCommitted = true;
  notify();
}

/** True once the root and every island on the page have hydrated (or been drawn). */
export function usePageLive(): boolean {
  return useSyncExternalStore(subscribe, allDone, () => false);
}
