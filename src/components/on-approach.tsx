import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

export interface OnApproachOptions {
  /** Stands in for the part while its code loads in a screen the browser draws itself. */
  reserve: () => ReactNode;
  /** How near the viewport the part's place must come; a screen's height by default. */
  rootMargin?: string;
  /**
   * Load at once, with the page, instead of on approach: for a part right below the first
   * screen, which every visitor reaches anyway. It still renders (and hydrates) in its own
   * boundary, but without a round trip after the page has drawn.
   */
  now?: boolean;
}

/**
 * A part of a page (a lazy chunk) whose code loads and runs only once its place comes near the
 * viewport, in its own Suspense boundary.
 *
 * - Prerendered HTML (no `window`) has the part itself: it resolves at once there.
 * - Hydrating that HTML, the part suspends until the visitor approaches; React keeps the
 *   server's markup meanwhile and hydrates it later, in its own task, so the first hydration
 *   does less work.
 * - A screen the browser draws itself shows `reserve` (which keeps the part's height) until
 *   the part is near and its code has arrived.
 * - Without IntersectionObserver (very old browsers, jsdom) the part loads at once.
 *
 * The component takes no props and is memoized, so a re-render above it never touches a
 * boundary that is still waiting to hydrate. A language switch starts the boundary anew (its
 * key): server markup not yet hydrated would otherwise keep the old language's texts.
 */
export function lazyOnApproach(
  load: () => Promise<{ default: ComponentType }>,
  { reserve, rootMargin = '100% 0px', now = false }: OnApproachOptions,
): ComponentType {
  let arrive = () => {};
  const approached = new Promise<void>((resolve) => (arrive = resolve));
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') arrive();
  else if (now) {
    arrive();
    // Fetched while the page's texts load; the lazy component below gets the same module.
    void load().catch(() => undefined);
  }
  const Part = lazy(() => approached.then(load));

  function OnApproach() {
    const { i18n } = useTranslation('common');
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (now || !element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          arrive();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      // Marked for the tests, which know that the controls inside wait for the visitor.
      <div ref={place} data-on-approach="">
        <Suspense key={i18n.language} fallback={reserve()}>
          <Part />
        </Suspense>
      </div>
    );
  }
  return memo(OnApproach);
}
