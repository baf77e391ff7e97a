import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { alternatePaths } from '../../core/routes/localized-paths.ts';
import { useTranslation } from './use-translation.ts';

/** What a screen says about itself: the document title ("Page | Shop") and its description. */
export interface PageMeta {
  title: string;
  description?: string;
}

/**
 * The prerenderer gives a sink here and reads it after rendering, so the HTML's <head> has the
 * same title and description the screen sets in the browser (effects do not run on the server).
 */
const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export function PageMetaCollector({ sink, children }: { sink: PageMeta; children: ReactNode }) {
  const collect = (meta: PageMeta) => Object.assign(sink, meta);
  return createElement(PageMetaSink.Provider, { value: collect }, children);
}

export function fullTitle(title: string, brand: string): string {
  return title && title !== brand ? `${title} | ${brand}` : brand;
}

function setHeadLink(selector: string, href: string) {
  document.head.querySelector<HTMLLinkElement>(selector)?.setAttribute('href', href);
}

function setHeadMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/**
 * Sets the title and meta description of the current screen, and on navigation the canonical
 * link, the hreflang alternates and the Open Graph tags the prerendered <head> carries.
 */
export function usePageMeta(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  const { pathname } = useLocation();
  const collect = useContext(PageMetaSink);
  const full = fullTitle(title, brand);
  collect?.({ title: full, description });
  useEffect(() => {
    document.title = full;
    setHeadMeta('meta[property="og:title"]', full);
    setHeadMeta('meta[name="twitter:title"]', full);
    if (description) {
      setHeadMeta('meta[name="description"]', description);
      setHeadMeta('meta[property="og:description"]', description);
      setHeadMeta('meta[name="twitter:description"]', description);
    }
    // The address as the browser shows it (with /es), not the router's basename-free path.
    const { origin, pathname: shown } = window.location;
    const url = origin + (shown.length > 1 ? shown.replace(/\/+$/, '') : shown);
    setHeadLink('link[rel="canonical"]', url);
    setHeadMeta('meta[property="og:url"]', url);
    for (const [lng, path] of Object.entries(alternatePaths(shown))) {
      setHeadLink(`link[rel="alternate"][hreflang="${lng}"]`, origin + path);
      if (lng === 'en') setHeadLink('link[rel="alternate"][hreflang="x-default"]', origin + path);
    }
  }, [full, description, pathname]);
}
