export { defaultLanguage, isLanguage, languages, type Language } from '../../core/i18n/languages.ts';
/** The local-storage key that caches the visitor's choice. */
export const languageStorageKey = 'language';

/**
 * Every namespace in locales/<lng>/. Each one is its own chunk per language, so a visitor
 * downloads only the active language's texts, and only the namespaces the page uses.
 */
export const namespaces = [
  'common',
  'layout',
  'home',
  'catalog',
  'pages',
  'printing',
  'wraps',
  'marketing',
  'website',
  'dtf',
  'company',
  'forms',
  'editing',
  'owner',
  'customer',
  'gang-sheet',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespaces only the server reads (the e-mails to visitors); never loaded by the browser. */
export const serverNamespaces = ['emails'] as const;

/**
 * The locale for numbers, prices and times: the page language as written in the United
 * States, where the shop is ('es' -> 'es-US'). i18next may report a regional tag ('en-GB');
 * only the language part is ours to choose.
 */
export function usLocale(lng: string): string {
  return `${lng.split('-')[0]}-US`;
}
