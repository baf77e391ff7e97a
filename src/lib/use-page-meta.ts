import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultLanguage, languages } from '../../core/i18n/languages.ts';
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

/** Sets a <link>'s href; a page that had none (the not-found page) gets one on leaving. */
function setHeadLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.append(link);
  }
  link.href = href;
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
    const path = shown.length > 1 ? shown.replace(/\/+$/, '') : shown;
    setHeadLink('canonical', origin + path);
    setHeadMeta('meta[property="og:url"]', origin + path);
    const alternates = alternatePaths(path);
    for (const lng of languages) setHeadLink('alternate', origin + alternates[lng], lng);
    setHeadLink('alternate', origin + alternates[defaultLanguage], 'x-default');
  }, [full, description, pathname]);
}
