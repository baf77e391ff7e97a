import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Used to
 * load what sits far below the fold (the map, the home page's last sections) only on approach.
 * It starts false everywhere (the prerendered HTML and the hydrating client must agree) and is
 * decided in an effect; without IntersectionObserver (very old browsers, jsdom) it turns true
 * there at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    if (!element) return;
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
  }, [near, ref, rootMargin]);
  return near;
}
