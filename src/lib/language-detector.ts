import type { LanguageDetectorModule } from 'i18next';
import { isLanguage, languageStorageKey } from './languages.ts';

/** 'es-MX' -> 'es'; i18next would otherwise cache and report the full tag. */
function primary(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0];
}

/**
 * SPEC.md's order: the value saved in local storage, the browser's languages, then the page's
 * lang attribute; the choice is cached in local storage. Twenty lines instead of
 * i18next-browser-languagedetector, which costs about 2 KB brotli on every page.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found: string[] = [];
    try {
      const saved = localStorage.getItem(languageStorageKey);
      if (saved) found.push(saved);
    } catch {
      // Storage can be disabled; the browser's languages still decide.
    }
    if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? [navigator.language]));
    if (typeof document !== 'undefined' && document.documentElement.lang)
      found.push(document.documentElement.lang);
    // The first one we have, by its primary subtag; none means English (i18next's fallback).
    return found.map(primary).find(isLanguage) ?? [];
  },
  cacheUserLanguage(lng: string) {
    try {
      localStorage.setItem(languageStorageKey, lng);
    } catch {
      // Nothing to do: the choice then lasts for this page view only.
    }
  },
};
