/**
 * With JavaScript off, the prerendered pages are readable and their header links lead to real
 * pages; a form says it needs JavaScript. In English and at the Spanish addresses.
 */
import type { Page } from 'playwright-core';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { baseUrl, browserPerFile, desktop } from '../support/browser.ts';

const browser = browserPerFile();

const formNeedsJavaScript = {
  en: /This form needs JavaScript/,
  es: /Este formulario necesita JavaScript/,
};

async function heading(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
}

describe.each(['en', 'es'] as const)('with JavaScript off (%s)', (lng) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser().newContext({
      ...desktop,
      locale: lng === 'es' ? 'es-MX' : 'en-US',
      javaScriptEnabled: false,
    });
    page = await context.newPage();
  });
  afterAll(() => page.context().close());

  it('the home page shows its heading, and every link in the header leads to a real page', async () => {
    const home = localizePath('/', lng);
    await page.goto(baseUrl() + home);
    expect(await heading(page)).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    const origin = new URL(baseUrl()).origin;
    // The language toggle leads to this page's other address (a plain link too); the rest stay
    // in this language.
    const other = lng === 'es' ? 'en' : 'es';
    const toggle = page.getByRole('banner').locator(`a[hreflang="${other}"]`);
    expect(await toggle.getAttribute('href')).toBe(localizePath('/', other));
    const hrefs = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll(
        (links, pageLang) =>
          links
            .filter((link) => !link.hasAttribute('hreflang') || link.getAttribute('hreflang') === pageLang)
            .map((link) => (link as HTMLAnchorElement).href),
        lng,
      );
    const internal = [
      ...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0])),
    ];
    // Home, the four groups (their menus need JavaScript, so their pages are linked), Jobs,
    // Order Status, Upload and Get Quote.
    for (const group of ['/printing', '/dtf', '/vehicle-wraps', '/digital-marketing'])
      expect(internal).toContain(origin + localizePath(group, lng));
    expect(internal.length).toBeGreaterThanOrEqual(9);
    // The menu buttons, which cannot work without JavaScript, are hidden.
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Printing$|^Impresión$/ })
        .count(),
    ).toBe(0);
    const headings = new Set<string>();
    const failures: string[] = [];
    for (const href of internal) {
      await page.goto(baseUrl() + home);
      // Followed by a click, as a visitor would: a plain link, no script behind it.
      const link = page
        .getByRole('banner')
        .locator(`a[href="${new URL(href).pathname}"]`)
        .first();
      const [response] = await Promise.all([page.waitForNavigation(), link.click()]);
      const h1 = await heading(page);
      const path = new URL(page.url()).pathname;
      if (response?.status() !== 200 || !h1 || (lng === 'es' && !path.startsWith('/es')))
        failures.push(`${href}: status ${response?.status()}, h1 "${h1}", at ${path}`);
      headings.add(h1);
    }
    expect(failures).toEqual([]);
    // Real, different pages, not the same screen again.
    expect(headings.size).toBeGreaterThanOrEqual(internal.length - 1);
  });

  it('a page with a form shows its headings and says the form needs JavaScript', async () => {
    await page.goto(baseUrl() + localizePath('/contact', lng));
    expect(await heading(page)).not.toBe('');
    await expect(page.getByText(formNeedsJavaScript[lng]).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
  });
});
