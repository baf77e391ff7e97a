/**
 * The inline script at the top of src/index.html: which address a page load goes to, run in a
 * fresh node:vm context with a fake localStorage, navigator and location for each case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { allKnownPaths } from '../../core/routes/known-paths.ts';
import { alternatePaths } from '../../core/routes/localized-paths.ts';

const html = readFileSync(path.resolve(__dirname, '../../src/index.html'), 'utf8');
const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** Every <script> of the head, attributes and body. */
const scripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
const script = scripts[0]?.[2] ?? '';

interface Visit {
  /** The address opened, with its query and fragment. */
  url: string;
  /** localStorage `language`; `throws` for a browser whose storage is blocked. */
  saved?: string | 'throws';
  /** navigator.languages; `language` alone when the browser has no list. */
  languages?: string[];
  language?: string;
}

/** Where the page goes (location.replace's argument), or null when it stays. */
function arrive({ url, saved, languages, language = 'en-US' }: Visit): string | null {
  const address = new URL(url, 'https://print.example');
  let replacedBy: string | null = null;
  const storage = {
    getItem(key: string) {
      if (saved === 'throws') throw new Error('SecurityError: storage is disabled');
      return key === 'language' ? (saved ?? null) : null;
    },
  };
  runInNewContext(script, {
    localStorage: storage,
    navigator: { languages, language },
    location: {
      pathname: address.pathname,
      search: address.search,
      hash: address.hash,
      replace(to: string) {
        if (replacedBy !== null) throw new Error('replaced twice');
        replacedBy = to;
      },
    },
  });
  return replacedBy;
}

const spanishBrowser = { languages: ['es-MX', 'es', 'en'] };
const englishBrowser = { languages: ['en-US', 'en'] };

describe('the language address script in src/index.html', () => {
  it('is the first script of <head>, a classic inline one the server can give a nonce', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts[0][1].trim()).toBe('');
    expect(script).toContain("localStorage.getItem('language')");
    // Nothing but the charset and comments before it: it runs before anything else loads.
    const before = head.slice(0, head.indexOf(scripts[0][0])).replace(/<!--[\s\S]*?-->/g, '');
    expect(before.replace(/\s+/g, ' ').trim()).toBe('<head> <meta charset="utf-8" />');
  });

  it('follows a saved choice that differs from the address, keeping the query and the fragment', () => {
    expect(arrive({ url: '/es/printing', saved: 'en', ...spanishBrowser })).toBe('/printing');
    expect(
      arrive({ url: '/contact?service=dtf&item=gang-sheets#form', saved: 'es', ...englishBrowser }),
    ).toBe('/es/contact?service=dtf&item=gang-sheets#form');
    expect(arrive({ url: '/es', saved: 'en' })).toBe('/');
    expect(arrive({ url: '/es/', saved: 'en' })).toBe('/');
    expect(arrive({ url: '/', saved: 'es' })).toBe('/es');
    expect(arrive({ url: '/?a=1', saved: 'es' })).toBe('/es?a=1');
  });

  it('stays when the saved choice is the address language, whatever the browser says', () => {
    expect(arrive({ url: '/printing', saved: 'en', ...spanishBrowser })).toBeNull();
    expect(arrive({ url: '/es/printing', saved: 'es', ...englishBrowser })).toBeNull();
  });

  it('sends a browser whose first English-or-Spanish language is Spanish to the Spanish address', () => {
    expect(arrive({ url: '/', ...spanishBrowser })).toBe('/es');
    expect(arrive({ url: '/vehicle-wraps/full-wraps', languages: ['fr-FR', 'ES-mx', 'en'] })).toBe(
      '/es/vehicle-wraps/full-wraps',
    );
    expect(arrive({ url: '/jobs', languages: ['es_AR'] })).toBe('/es/jobs');
    // No list: navigator.language alone.
    expect(arrive({ url: '/about', language: 'es-ES' })).toBe('/es/about');
  });

  it('keeps English for an English first choice, for other languages, and for no language at all', () => {
    expect(arrive({ url: '/', languages: ['en-GB', 'es'] })).toBeNull();
    expect(arrive({ url: '/', languages: ['fr-FR', 'de'] })).toBeNull();
    expect(arrive({ url: '/', languages: ['fr-FR', 'en', 'es'] })).toBeNull();
    expect(arrive({ url: '/', languages: [], language: '' })).toBeNull();
    // A value it does not know counts as nothing saved.
    expect(arrive({ url: '/', saved: 'fr', languages: ['fr-FR'] })).toBeNull();
    expect(arrive({ url: '/', saved: 'fr', ...spanishBrowser })).toBe('/es');
  });

  it('never moves a visitor off a Spanish address without a saved "en" (crawlers use English browsers)', () => {
    expect(arrive({ url: '/es/printing', ...englishBrowser })).toBeNull();
    expect(arrive({ url: '/es', languages: ['fr-FR'] })).toBeNull();
    expect(arrive({ url: '/es/printing', saved: 'throws', ...englishBrowser })).toBeNull();
    expect(arrive({ url: '/es/printing', saved: 'fr', ...englishBrowser })).toBeNull();
  });

  it('still detects from the browser when storage is blocked', () => {
    expect(arrive({ url: '/contact', saved: 'throws', ...spanishBrowser })).toBe('/es/contact');
    expect(arrive({ url: '/contact', saved: 'throws', ...englishBrowser })).toBeNull();
  });

  it('treats only /es and /es/... as Spanish, like splitLanguage', () => {
    expect(arrive({ url: '/estimates', saved: 'en' })).toBeNull();
    expect(arrive({ url: '/estimates', saved: 'es' })).toBe('/es/estimates');
  });

  it('goes to the same addresses as alternatePaths for every page of the site', () => {
    for (const page of [...allKnownPaths(), '/owner', '/no-such-page']) {
      const { en, es } = alternatePaths(page);
      expect([es, arrive({ url: es, saved: 'en' })]).toEqual([es, en]);
      expect([en, arrive({ url: en, saved: 'es' })]).toEqual([en, es]);
    }
  });
});
