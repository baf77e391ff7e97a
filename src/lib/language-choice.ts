/**
 * Switching language means going to the page's other address (/printing ↔ /es/printing). The
 * choice is saved where the inline script at the top of src/index.html looks first on every
 * page load, so the next visit to an English address comes back to the chosen language.
 */
import { useLocation } from 'react-router-dom';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { type Language, languageStorageKey } from './languages.ts';
import { useHydrated } from './use-hydrated.ts';

/** Saves the visitor's explicit choice (only the language controls call this). */
export function rememberLanguage(lng: Language): void {
  try {
    localStorage.setItem(languageStorageKey, lng);
  } catch {
    // Storage can be disabled: the address still gives this page's language.
  }
}

/**
 * The current page in `lng`: its address there, with the same query and fragment. The
 * prerendered page knows no query, so the query joins once the page is live (an attribute that
 * differed while hydrating would keep the server's value).
 */
export function useAddressIn(lng: Language): string {
  // Inside the router the pathname is language-free (the basename holds the prefix).
  const { pathname, search, hash } = useLocation();
  const live = useHydrated();
  return localizePath(pathname, lng) + (live ? search + hash : '');
}
