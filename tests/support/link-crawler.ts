/**
 * A crawler over rendered pages, for the pages that the public crawl (tests/e2e/crawl.test.ts)
 * cannot reach: the customer's page behind its private link and the owner's pages behind the
 * sign-in. It opens each page in scope as a visitor would (a full load in the context it is
 * given, so the owner's cookie goes along), waits for the app to draw it, and reads every link
 * on it once its loading indicators are gone: a link in scope is opened in turn; any other link
 * of the site (a public page, a file or a CSV under /api/) must answer below 400; an #anchor must
 * name an element of its page. A page that shows a not-found screen, of the site, the owner's or
 * the customer's, is a failure, named with the page that linked to it. Pages of a screen read
 * `perScreen` times already are only asked for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from '../../core/i18n/languages.ts';
import { baseUrl } from './browser.ts';

const root = path.resolve(__dirname, '../..');

function text(lng: Language, ns: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no ${key}`);
  return node;
}

/** The not-found screens of a language, as patterns (their `{{values}}` match anything). */
export function notFoundScreens(lng: Language): RegExp[] {
  const keys: [string, string][] = [
    ['common', 'notFound.title'],
    ['pages', 'notFound.title'],
    ['customer', 'invalid.title'],
    ['customer', 'quote.doc.notFound'],
    ['owner', 'detail.notFound'],
    ['owner', 'printView.notFound'],
  ];
  return keys.map(([ns, key]) => {
    const parts = text(lng, ns, key).split(/\{\{\w+\}\}/);
    return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
  });
}

export interface CrawlOptions {
  /** Where to start: paths of the site, in the language being crawled. */
  starts: string[];
  lng: Language;
  /** Which pages to open and read; every other link of the site is only asked for. */
  inScope: (pathAndQuery: string) => boolean;
  /**
   * Pages that differ only in their query's values (the inbox under another filter, another
   * request) are the same screen: at most this many of each are opened. Default 3.
   */
  perScreen?: number;
  /**
   * Paths that name one screen with another id (`/owner/forms/contact`, `/owner/forms/booking`),
   * as patterns: a path that matches one counts as that screen for `perScreen`.
   */
  sameScreens?: RegExp[];
}

export interface CrawlReport {
  failures: string[];
  /** The pages opened and read, in order. */
  opened: string[];
  /** Every link found, as `page -> target`. */
  links: string[];
}

/** The screen a page is: its path and the names of its query's parameters. */
function screenOf(url: URL, sameScreens: RegExp[]): string {
  const screen = sameScreens.find((pattern) => pattern.test(url.pathname))?.source ?? url.pathname;
  return `${screen}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
}

export async function crawlLinks(page: Page, options: CrawlOptions): Promise<CrawlReport> {
  const origin = new URL(baseUrl()).origin;
  const screens = notFoundScreens(options.lng);
  const loading = text(options.lng, 'common', 'a11y.loading');
  const perScreen = options.perScreen ?? 3;
  const failures: string[] = [];
  const opened: string[] = [];
  const links: string[] = [];
  const queue = [...options.starts];
  const seen = new Set(queue);
  const screenCounts = new Map<string, number>();
  const asked = new Map<string, number>();

  const statusOf = async (target: string) => {
    if (!asked.has(target)) {
      const response = await page.request.get(origin + target, { maxRedirects: 5 });
      asked.set(target, response.status());
    }
    return asked.get(target)!;
  };

  while (queue.length > 0) {
    const current = queue.shift()!;
    const response = await page.goto(origin + current);
    if (!response || response.status() !== 200) failures.push(`${current}: status ${response?.status()}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A screen draws its heading first and its data when it comes (the request's quotes and
    // their print links): its links are read once no loading indicator is left.
    await page
      .getByRole('status', { name: loading, exact: true })
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    opened.push(current);
    const read = await page.evaluate(() => ({
      body: document.body.innerText,
      lang: document.documentElement.lang,
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    }));
    const shown = screens.find((screen) => screen.test(read.body));
    if (shown) failures.push(`${current}: a not-found screen (${shown.source.slice(0, 60)})`);
    if (read.lang !== options.lng) failures.push(`${current}: lang ${read.lang}`);

    for (const href of read.hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue; // mailto:, tel: and other sites: not ours to check
      const target = url.pathname + url.search;
      links.push(`${current} -> ${target}${url.hash}`);
      if (url.hash && target === current) {
        if (!read.ids.includes(decodeURIComponent(url.hash.slice(1))))
          failures.push(`${current}: ${url.hash} names no element of the page`);
        continue;
      }
      if (!url.pathname.startsWith('/api/') && options.inScope(target)) {
        if (seen.has(target)) continue;
        seen.add(target);
        const screen = screenOf(url, options.sameScreens ?? []);
        const count = screenCounts.get(screen) ?? 0;
        if (count < perScreen) {
          screenCounts.set(screen, count + 1);
          queue.push(target);
          continue;
        }
        // A screen read often enough already: its other pages are only asked for, like any link.
      }
      const status = await statusOf(target);
      if (status >= 400) failures.push(`${current}: link to ${target} answers ${status}`);
    }
  }
  // A link to a page in scope that was opened and showed a not-found screen is named above by
  // the page; name the pages that linked to it too, so the broken link is easy to find.
  const broken = new Set(failures.map((failure) => failure.split(': ')[0]));
  for (const link of links) {
    const [from, to] = link.split(' -> ');
    if (broken.has(to) && from !== to) failures.push(`${from}: link to ${to} is broken (above)`);
  }
  return { failures, opened, links };
}
