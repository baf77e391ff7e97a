/**
 * The site's HTML, read and compressed once at start, stamped per response with a fresh CSP
 * nonce and the site's origin: the prerendered page of every public path in each language
 * (dist/pages/<lng>/…, written by scripts/prerender.ts), the not-found page per language, and
 * the SPA's shell (dist/index.html) for the owner's screens. The SPA reads the nonce from
 * <meta name=csp-nonce> and gives it to Emotion.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultLanguage, isLanguage, type Language, languages } from '../core/i18n/languages.ts';
import { localizePath } from '../core/routes/localized-paths.ts';
import { spliceHtml, type SplicedHtml } from './html-gzip.ts';

export const noncePlaceholder = '__CSP_NONCE__';
/** Absolute URLs in the prerendered <head> (canonical, hreflang, og:url, JSON-LD) start with it. */
export const originPlaceholder = '__PUBLIC_ORIGIN__';

export class MissingBuildError extends Error {
  constructor(indexPath: string) {
    super(`${indexPath} is missing: run npm run build first (npm start builds when needed).`);
    this.name = 'MissingBuildError';
  }
}

export type HtmlValues = { nonce: string; origin: string };
export type HtmlPage = SplicedHtml<keyof HtmlValues>;

export interface SpaHtml {
  /**
   * The client-only shell (the owner's screens; every page when nothing was prerendered), with
   * `<html lang>` in the address's language.
   */
  shell(lng: Language): HtmlPage;
  /** The prerendered page of this exact pathname ('/es/printing'), if there is one. */
  page(pathname: string): HtmlPage | undefined;
  /**
   * The prerendered not-found page for this unknown language-free path: its folder's own
   * (/printing/x: the catalogue's "Service Not Found"), else the site's, in this language.
   */
  notFound(lng: Language, path: string): HtmlPage;
  /** How many pages were prerendered (0 with a build that has none, like the tests' fixture). */
  pageCount: number;
  /**
   * Serves these pages instead of the ones of the same names (`en/index.html`,
   * `es/printing/404.html`: their paths under dist/pages/), as server/pages/live-pages.ts
   * renders them with the owner's published texts. Each is compressed in a task of its own,
   * so requests keep being answered meanwhile, and all are swapped in together at the end.
   */
  replacePages(pages: Iterable<[name: string, html: string]>): Promise<void>;
}

/**
 * Every inline script needs this response's nonce to run under the CSP: Parcel's import map
 * (before the entry script) and our own in src/index.html (the language address). A script
 * with a `src` is allowed as 'self'; JSON data blocks (`application/json`, `application/ld+json`)
 * are never run, so they get none.
 */
const inlineScriptWithoutNonce =
  /<script\b(?![^>]*\s(?:nonce|src)=)(?![^>]*\stype=["']?application\/(?:ld\+)?json\b)/gi;

export function stampInlineScripts(html: string): string {
  return html.replace(inlineScriptWithoutNonce, `<script nonce="${noncePlaceholder}"`);
}

/** `<html lang=en>` (as Parcel minifies it) or `<html lang="en">` → the given language. */
function withLang(html: string, lng: Language): string {
  return html.replace(/<html\b([^>]*?)\slang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, `<html$1 lang="${lng}"`);
}

/**
 * The minified HTML writes `content=__CSP_NONCE__` unquoted; base64 may contain `/` and `=`,
 * so the placeholder is quoted first.
 */
function prepare(template: string): HtmlPage {
  const quoted = stampInlineScripts(template.replaceAll(`=${noncePlaceholder}`, `="${noncePlaceholder}"`));
  return spliceHtml(quoted, { nonce: noncePlaceholder, origin: originPlaceholder });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function loadSpaHtml(distDir: string): SpaHtml {
  const indexPath = join(distDir, 'index.html');
  let template: string;
  try {
    template = readFileSync(indexPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingBuildError(indexPath);
    throw error;
  }
  if (!template.includes(noncePlaceholder)) {
    // Without it Emotion's styles would all be blocked by the CSP: fail at start, not in the browser.
    throw new Error(
      `${indexPath} has no ${noncePlaceholder} placeholder (src/index.html's csp-nonce meta tag).`,
    );
  }
  const shells = Object.fromEntries(
    languages.map((lng) => [lng, prepare(withLang(template, lng))]),
  ) as Record<Language, HtmlPage>;
  const pages = new Map<string, HtmlPage>();
  const notFound = new Map<string, HtmlPage>();
  /** Files a page as scripts/prerender.ts names it: `<lng>/<path>.html`. */
  const addPage = (fileName: string, page: HtmlPage) => {
    const [lng, ...rest] = fileName.slice(0, -'.html'.length).split(sep);
    if (!isLanguage(lng)) return;
    const name = rest.join('/');
    if (name === '404' || name.endsWith('/404')) notFound.set(`${lng}:${name.slice(0, -'404'.length)}`, page);
    else pages.set(localizePath(name === 'index' ? '/' : `/${name}`, lng), page);
  };
  const pagesDir = join(distDir, 'pages');
  if (existsSync(pagesDir)) {
    for (const file of htmlFiles(pagesDir))
      addPage(relative(pagesDir, file), prepare(readFileSync(file, 'utf8')));
  }
  const notFoundIn = (lng: Language, folder: string) => notFound.get(`${lng}:${folder}`);
  return {
    shell: (lng) => shells[lng],
    page: (pathname) => pages.get(pathname),
    notFound(lng, path) {
      // '/printing/x' → 'printing/'; '/x' → ''.
      const folder = path.slice(1, path.lastIndexOf('/') + 1);
      return (
        (folder && notFoundIn(lng, folder)) ||
        notFoundIn(lng, '') ||
        notFoundIn(defaultLanguage, '') ||
        shells[lng]
      );
    },
    pageCount: pages.size,
    async replacePages(replacements) {
      const prepared: [string, HtmlPage][] = [];
      for (const [name, text] of replacements) {
        prepared.push([name, prepare(text)]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      for (const [name, page] of prepared) addPage(name, page);
    },
  };
}
