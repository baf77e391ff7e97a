/**
 * The SPA's one HTML file, read once at start and stamped with a fresh CSP nonce per
 * response. The SPA reads the nonce from <meta name=csp-nonce> and gives it to Emotion.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const noncePlaceholder = '__CSP_NONCE__';

export class MissingBuildError extends Error {
  constructor(indexPath: string) {
    super(`${indexPath} is missing: run npm run build first (npm start builds when needed).`);
    this.name = 'MissingBuildError';
  }
}

export type SpaHtml = { render(nonce: string): string };

/**
 * Splits the template at the placeholder once, so each response is a join, not a search.
 * The minified HTML writes `content=__CSP_NONCE__` unquoted; base64 may contain `/` and `=`,
 * so the placeholder is quoted first.
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
  const quoted = template
    .replaceAll(`=${noncePlaceholder}`, `="${noncePlaceholder}"`)
    // Parcel's inline import map must run before the entry script; the nonce is its permit.
    .replace(
      /<script(?=[^>]*\btype=["']?importmap\b)(?![^>]*\bnonce=)/gi,
      `<script nonce="${noncePlaceholder}"`,
    );
  const parts = quoted.split(noncePlaceholder);
  return { render: (nonce) => parts.join(nonce) };
}
