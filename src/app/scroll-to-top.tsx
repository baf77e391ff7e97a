import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a link's anchor may take to appear (its page and sections load lazily). */
const anchorWaitMs = 5000;

/**
 * A new screen starts at the top, unless the URL points at an anchor in it (`/dtf#order`):
 * then it scrolls there as soon as that section has rendered, which on a fresh load comes
 * after the page's chunk and texts.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) stop();
    });
    const timer = window.setTimeout(() => stop(), anchorWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
