import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Used to
 * load what sits far below the fold (the map, the home page's last sections) only on approach.
 * False in the prerendered HTML and while hydrating (both sides must agree), decided after.
 * Without IntersectionObserver (very old browsers, jsdom) it is true once hydrated.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const hydrated = useHydrated();
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !supported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin, supported]);
  return near || (hydrated && !supported);
}
