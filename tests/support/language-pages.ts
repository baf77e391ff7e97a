/**
 * Opening a page of the site in a given language: the ONE place browser tests decide how a
 * language is chosen. Each language has its own address (/printing, /es/printing); the choice
 * is also saved as the visitor's (local storage `language`, as the toggle does), so the page's
 * arrival script keeps the visitor on that address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Language } from '../../core/i18n/languages.ts';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { languageStorageKey } from '../../src/lib/languages.ts';
import { baseUrl } from './browser.ts';

export { languages, type Language } from '../../core/i18n/languages.ts';

/** The language this page's origin has stored, or null (about:blank has no storage). */
function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }, languageStorageKey);
}

/**
 * Loads `path` (a language-free path: '/printing') at its address in `lng` and waits until
 * the page's `<html lang>` says that language, its <h1> is there, and the page is live (its
 * script arrives after the first paint; before that its buttons do nothing).
 */
export async function goToPage(page: Page, path: string, lng: Language): Promise<void> {
  if ((await storedLanguage(page)) !== lng) {
    // Any page of the site's origin will do to store the choice; robots.txt is the lightest.
    await page.goto(`${baseUrl()}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [languageStorageKey, lng]);
  }
  await page.goto(baseUrl() + localizePath(path, lng));
  await page.waitForFunction((value) => document.documentElement.lang === value, lng);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** A new tab in `context` showing `path` in `lng`. */
export async function openPage(context: BrowserContext, path: string, lng: Language): Promise<Page> {
  const page = await context.newPage();
  await goToPage(page, path, lng);
  return page;
}

type Texts = { [key: string]: Texts | string };
const localesDir = path.resolve(__dirname, '../../locales');
const loaded = new Map<string, Texts>();

/**
 * The text a key shows in a language, as the site writes it: `text('es', 'layout:menu.open')`
 * is "Abrir menú". `{{name}}` placeholders take `values`. Throws for a key that is not there, so
 * a renamed key fails the test that looks for it.
 */
export function text(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.split(':');
  const file = `${lng}/${ns}`;
  if (!loaded.has(file))
    loaded.set(file, JSON.parse(readFileSync(path.join(localesDir, `${file}.json`), 'utf8')) as Texts);
  let node: Texts | string | undefined = loaded.get(file);
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in locales/${lng}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
