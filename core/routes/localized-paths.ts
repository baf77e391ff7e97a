/**
 * Every page has one address per language: English at its plain path (/printing), Spanish under
 * /es (/es/printing, and /es for the home page). Paths elsewhere in the code (paths.ts, the
 * route table, the catalogue) are language-free; these functions add or strip the prefix.
 */
import { defaultLanguage, type Language, languages } from '../i18n/languages.ts';

const prefixes: Record<Language, string> = { en: '', es: '/es' };

/** The router's basename for a language: '' for English, '/es' for Spanish. */
export function basenameOf(lng: Language): string {
  return prefixes[lng];
}

/** '/es/printing' → { lng: 'es', path: '/printing' }; '/es' → es + '/'; '/printing' → en. */
export function splitLanguage(pathname: string): { lng: Language; path: string } {
  for (const lng of languages) {
    const prefix = prefixes[lng];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { lng, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lng, path: pathname.slice(prefix.length) };
  }
  return { lng: defaultLanguage, path: pathname };
}

/** ('/printing', 'es') → '/es/printing'; ('/', 'es') → '/es'; any path with 'en' stays. */
export function localizePath(path: string, lng: Language): string {
  const prefix = prefixes[lng];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The same page in every language, for hreflang links, the sitemap and the language toggle. */
export function alternatePaths(pathname: string): Record<Language, string> {
  const { path } = splitLanguage(pathname);
  return Object.fromEntries(languages.map((lng) => [lng, localizePath(path, lng)])) as Record<
    Language,
    string
  >;
}
