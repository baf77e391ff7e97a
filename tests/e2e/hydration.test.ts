/**
 * The browser hydrates the prerendered HTML (it does not draw the page anew): the server's
 * elements stay, React attaches to them, and nothing is logged: no error or warning, no
 * hydration mismatch (src/main.tsx logs React's recoverable errors), no layout shift. In
 * English and at the Spanish addresses.
 */
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { baseUrl, browserPerFile, desktop } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';
import { navigateInApp } from '../support/spa-navigate.ts';

const browser = browserPerFile();

/**
 * The address of the app's script, as the page's loader adds it (Parcel names the bundle
 * after the project's folder, so its name is not known in advance).
 */
async function appScript(context: BrowserContext, path: string): Promise<string> {
  const html = await (await context.request.get(baseUrl() + path)).text();
  const src = /s\.src="(\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`no app script in the loader of ${path}`);
  return new URL(src, baseUrl()).href;
}

const pages = [
  '/',
  '/printing',
  '/printing/business-cards',
  '/contact',
  '/booking',
  '/no-such-page',
  '/printing/no-such-item',
];
const notFound = new Set(['/no-such-page', '/printing/no-such-item']);

const contexts: Record<'en' | 'es', BrowserContextOptions> = {
  en: desktop,
  es: { ...desktop, locale: 'es-MX' },
};

/** Before any script of the page: keep the first <h1> the parser makes, and sum layout shifts. */
function watchFirstHeading() {
  const w = window as unknown as { firstH1?: Element | null; shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) w.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector('h1');
    if (h1) {
      w.firstH1 = h1;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

describe.each(['en', 'es'] as const)('hydrating the prerendered pages (%s)', (lng) => {
  it.each(pages)('%s keeps the server HTML and logs nothing', async (path) => {
    const context = await browser().newContext(contexts[lng]);
    const page = await context.newPage();
    await page.addInitScript(watchFirstHeading);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The not-found page is itself a 404, which Chromium reports as a failed resource.
      if (
        notFound.has(path) &&
        /status of 404/.test(message.text()) &&
        message.location().url === baseUrl() + localizePath(path, lng)
      )
        return;
      logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    const address = localizePath(path, lng);
    const response = await page.goto(baseUrl() + address, { waitUntil: 'networkidle' });
    expect(response!.status()).toBe(notFound.has(path) ? 404 : 200);
    // React has attached to the very <h1> the parser made from the HTML.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => {
      const w = window as unknown as { firstH1?: Element | null; shifts: number };
      return {
        same: !!w.firstH1 && w.firstH1 === document.querySelector('h1') && w.firstH1.isConnected,
        shifts: w.shifts,
        lang: document.documentElement.lang,
        // The browser's Emotion took over the prerendered styles: none inside the page, and
        // none inserted a second time (a rule for a prerendered class in another sheet).
        stylesInRoot: document.querySelectorAll('#root style').length,
        duplicateStyles: (() => {
          const prerendered = new Set<string>();
          for (const style of document.querySelectorAll('style[data-prerendered]')) {
            const [, ...ids] = (style.getAttribute('data-prerendered') ?? '').split(' ');
            for (const id of ids) prerendered.add(id);
          }
          let duplicates = 0;
          const visit = (rules: CSSRuleList) => {
            for (const rule of rules) {
              const name = /\.ck-([a-z0-9]+)/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1];
              if (name && prerendered.has(name)) duplicates++;
              if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
            }
          };
          for (const sheet of document.styleSheets) {
            if (!(sheet.ownerNode as Element | null)?.hasAttribute('data-prerendered')) visit(sheet.cssRules);
          }
          return prerendered.size > 0 ? duplicates : -1;
        })(),
      };
    });
    expect(result).toEqual({ same: true, shifts: 0, lang: lng, stylesInRoot: 0, duplicateStyles: 0 });
    expect(logged).toEqual([]);
    await context.close();
  });
});

describe('the head after navigating in the app', () => {
  it('follows the screen: title, description, canonical, hreflang and og:url', async () => {
    const context = await browser().newContext(contexts.es);
    const page = await context.newPage();
    await page.goto(baseUrl() + '/es/printing');
    await hydrated(page);
    const before = await page.title();
    await navigateInApp(page, '/es/contact');
    await page.waitForFunction((old) => document.title !== old, before);
    const head = await page.evaluate(() => {
      const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.href;
      const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        canonical: href('link[rel="canonical"]'),
        en: href('link[rel="alternate"][hreflang="en"]'),
        es: href('link[rel="alternate"][hreflang="es"]'),
        xDefault: href('link[rel="alternate"][hreflang="x-default"]'),
        ogUrl: content('meta[property="og:url"]'),
      };
    });
    const origin = new URL(baseUrl()).origin;
    expect(head).toEqual({
      title: 'Solicite una cotización personalizada | Michiana Print & Design',
      description: expect.stringMatching(/cotización/i),
      canonical: `${origin}/es/contact`,
      en: `${origin}/contact`,
      es: `${origin}/es/contact`,
      xDefault: `${origin}/contact`,
      ogUrl: `${origin}/es/contact`,
    });
    await context.close();
  });
});

describe('a press before the page is live', () => {
  it('is not lost: the script waits for the first paint, and the last button pressed before it ran is pressed again', async () => {
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    // The app's script is held back until the visitor has pressed the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(await appScript(context, '/contact'), async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + '/contact');
    const launcher = page.getByRole('button', { name: 'Start Live Chat' });
    await launcher.click();
    // Asked for only after the page was painted, and nothing answered the press yet.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.getByRole('dialog', { name: 'Live chat' }).count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Live chat' }).waitFor();
    expect(requested).toBe(true);
    // The pressed part hydrates first; the rest of the page's islands follow in slices.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(logged).toEqual([]);
    await context.close();
  });
});

describe('a form sent before the page is live', () => {
  it('is sent by the app once it listens, not as a plain GET with the e-mail in the address', async () => {
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(await appScript(context, '/order-status'), async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + '/order-status');
    await page.getByLabel('Reference').fill('Q-ZZZZZZ');
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Check status' }).click();
    release();
    await page
      .getByText('We found no request with that reference and e-mail address.', { exact: false })
      .waitFor();
    expect(requested).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
