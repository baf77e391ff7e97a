/**
 * The SPA's one HTML file, read once at start and stamped with a fresh CSP nonce per
 * response. The SPA reads the nonce from <meta name=csp-nonce> and gives it to Emotion.
 * `<html lang>` is the address's language (/es/... is Spanish).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLanguage, type Language, languages } from '../core/i18n/languages.ts';

export const noncePlaceholder = '__CSP_NONCE__';

export class MissingBuildError extends Error {
  constructor(indexPath: string) {
    super(`${indexPath} is missing: run npm run build first (npm start builds when needed).`);
    this.name = 'MissingBuildError';
  }
}

export type SpaHtml = {
  /** The page for one response: this response's nonce, and `<html lang>` for the address's language. */
  render(nonce: string, lng?: Language): string;
};

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
 * Splits the template at the placeholder once, so each response is a join, not a search.
 * The minified HTML writes `content=__CSP_NONCE__` unquoted; base64 may contain `/` and `=`,
 * so the placeholder is quoted first. One template per language: only `<html lang>` differs.
 */
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
  const quoted = stampInlineScripts(template.replaceAll(`=${noncePlaceholder}`, `="${noncePlaceholder}"`));
  const parts = Object.fromEntries(
    languages.map((lng) => [lng, withLang(quoted, lng).split(noncePlaceholder)]),
  ) as Record<Language, string[]>;
  return { render: (nonce, lng = defaultLanguage) => parts[lng].join(nonce) };
}
