import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new screen starts at the top, unless the URL points at an anchor in it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
