/**
 * A visitor who follows every internal link from the home page, in English (from /) and then in
 * Spanish (from /es, every link staying under /es but the language toggle's), in one real Chromium page: no link leads to a not-found screen, no same-origin request answers
 * 404, every image loads, no text shows as a raw translation key, and every page of the site
 * (the route table and the 64 menu items) is reached.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { allKnownPaths } from '../../core/routes/known-paths.ts';
import { localizePath, splitLanguage } from '../../core/routes/localized-paths.ts';
import { formPagesIn } from '../support/form-files.ts';
import { baseUrl, desktop, browserPerFile, watchProblems } from '../support/browser.ts';
import { navigateInApp } from '../support/spa-navigate.ts';

// Some 100 links per language, read in one page: well under a minute here, a few minutes on a
// busy machine.
jest.setTimeout(300_000);

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;
let problems: string[];
/** Same-origin responses of 400 and above, with the page that asked for them. */
let badResponses: string[];
/** A crawl still going after this stops and says where its time went, before Jest's timeout. */
const crawlDeadlineMs = 240_000;

// Each language in its own page: a language that fails cannot leave the other one a page
// still busy with its crawl.
beforeEach(async () => {
  context = await browser().newContext(desktop);
  page = await context.newPage();
  problems = watchProblems(page);
  badResponses = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(baseUrl()) && response.status() >= 400) {
      badResponses.push(`${response.status()} ${url.slice(baseUrl().length)} (on ${page.url()})`);
    }
  });
});
afterEach(() => context.close());

interface PageReport {
  links: string[];
  /** The language toggle's link (it says the other language's hreflang). */
  toggles: string[];
  notFound: boolean;
  brokenImages: string[];
  rawKeys: string[];
  lang: string;
}

/**
 * Reads the page. `whole`: first scrolls to the bottom, as lazy images and sections load on
 * approach, and waits for every image.
 */
async function inspect(whole: boolean): Promise<PageReport> {
  if (whole) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 800) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    // A lazy image the quick scroll passed before the browser asked for it: shown on its own.
    await page.evaluate(async () => {
      for (const img of [...document.images].filter((one) => !one.complete)) {
        img.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    // A broken image is complete at once (with no size); one still loading after a minute is
    // reported as broken. 10 s was too short for a lazy image on a machine at a third of its speed.
    await page
      .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
        timeout: 60_000,
      })
      .catch(() => undefined); // reported below as broken images
  }
  return page.evaluate(() => {
    const main = document.querySelector('main')?.innerText ?? '';
    const body = document.body.innerText;
    return {
      links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      toggles: [...document.querySelectorAll('a[href][hreflang]')].map((a) => (a as HTMLAnchorElement).href),
      notFound:
        body.includes('This page has not been generated') ||
        body.includes('Esta página no ha sido generada') ||
        /^(Service Not Found|Servicio no encontrado)$/m.test(main),
      brokenImages: [...document.images]
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src),
      // A missing text shows as its key, e.g. "items.full-wraps.title" or "pages:price.onRequest".
      rawKeys: body.match(/\b[a-z]+:[a-z][\w-]*(\.[\w-]+)+\b|\b[a-z][\w-]*(\.[a-z][\w-]*){2,}\b/g) ?? [],
      lang: document.documentElement.lang,
    };
  });
}

/** The same-origin page a link leads to, without its #fragment; undefined for any other link. */
function internal(href: string): string | undefined {
  const url = new URL(href);
  if (url.origin !== new URL(baseUrl()).origin || url.pathname.startsWith('/api/')) return undefined;
  return url.pathname + url.search;
}

/**
 * Breadth first from the home page. The server must answer 200 for every link; each screen is
 * then shown in the app (a full load per link would spend most of the run starting the app
 * again) and read whole once, and the same screen under another query (the
 * contact form preselected for each item) only for what the query changes.
 */
async function crawl(language: 'en' | 'es') {
  const home = localizePath('/', language);
  const seen = new Set<string>([home]);
  const inspected = new Set<string>();
  const queue = [home];
  const failures: string[] = [];
  /** How long each page took, slowest reported when the crawl runs out of time. */
  const took: [string, number][] = [];
  const started = Date.now();
  await page.goto(baseUrl() + home);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  while (queue.length > 0) {
    if (Date.now() - started > crawlDeadlineMs) {
      const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 5);
      failures.push(
        `stopped after ${crawlDeadlineMs / 1000} s with ${inspected.size} pages read and ${queue.length} to go; ` +
          `slowest: ${slowest.map(([path, ms]) => `${path} ${ms} ms`).join(', ')}`,
      );
      break;
    }
    const pageStarted = Date.now();
    const target = queue.shift()!;
    const pathname = new URL(target, baseUrl()).pathname;
    const status = (await page.request.get(baseUrl() + target)).status();
    if (status !== 200) failures.push(`${target}: status ${status}`);
    if (target !== home) await navigateInApp(page, target, inspected.has(pathname));
    const report = await inspect(!inspected.has(pathname));
    inspected.add(pathname);
    if (report.notFound) failures.push(`${target}: not-found screen`);
    if (report.lang !== language) failures.push(`${target}: lang ${report.lang}`);
    for (const src of report.brokenImages) failures.push(`${target}: broken image ${src}`);
    for (const key of report.rawKeys) failures.push(`${target}: raw text key ${key}`);
    for (const link of report.links) {
      const next = internal(link);
      // A page links to its own language only; the language toggle is the one exception.
      if (next && splitLanguage(next).lng !== language && !report.toggles.includes(link)) {
        failures.push(`${target}: link to ${next} in the other language`);
        continue;
      }
      if (next && report.toggles.includes(link)) continue;
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
    took.push([target, Date.now() - pageStarted]);
  }
  console.log(`crawl: ${inspected.size} pages in ${language} in ${Date.now() - started} ms`);
  return { failures, reached: inspected };
}

describe('following every internal link from the home page', () => {
  it.each([
    ['English', 'en'],
    ['Spanish', 'es'],
  ] as const)(
    'in %s reaches every page, with no not-found screen, 404 or broken image',
    async (_name, lng) => {
      await page.goto(baseUrl() + '/');
      await page.evaluate((language) => localStorage.setItem('language', language), lng);
      const { failures, reached } = await crawl(lng);
      expect(failures).toEqual([]);
      expect(badResponses).toEqual([]);
      expect(problems).toEqual([]);
      const addresses = allKnownPaths(formPagesIn()).map((path) => localizePath(path, lng));
      expect(addresses.filter((path) => !reached.has(path))).toEqual([]);
    },
  );
});
