import type { Page } from 'playwright-core';
import { megaMenus } from '../../catalog/menus.ts';
import { allKnownPaths, allLocalizedPaths } from '../../core/routes/known-paths.ts';
import { splitLanguage } from '../../core/routes/localized-paths.ts';
import { formPagesIn } from '../support/form-files.ts';
import { baseUrl, desktop, browserPerFile, watchProblems } from '../support/browser.ts';

const browser = browserPerFile();
let page: Page;
let problems: string[];

beforeAll(async () => {
  page = await (await browser().newContext(desktop)).newPage();
  problems = watchProblems(page);
});

async function visit(path: string) {
  const response = await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return response!;
}

describe('every route', () => {
  it('answers 200 and shows its own screen with the header and the footer', async () => {
    const failures: string[] = [];
    for (const path of allKnownPaths(formPagesIn())) {
      const response = await visit(path);
      const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      const notFound = await page.getByText('This page has not been generated').count();
      const hasHeader = await page.getByRole('banner').count();
      const hasFooter = await page.getByRole('contentinfo').count();
      if (response.status() !== 200 || !h1 || notFound || !hasHeader || !hasFooter) {
        failures.push(
          `${path}: status ${response.status()}, h1 "${h1}", not-found ${notFound}, header ${hasHeader}, footer ${hasFooter}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    // Eighty full page loads: about a second each, several on a loaded shared machine.
  }, 300_000);

  it('sets a title and a meta description of its own on each screen', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/printing', '/dtf', '/contact', '/about']) {
      await visit(path);
      await page.waitForFunction(() => document.title.includes('|') || document.title.length > 0);
      titles.add(await page.title());
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
    }
    expect(titles.size).toBe(5);
  });
});

describe('the Spanish addresses', () => {
  it('answer 200 with <html lang="es"> for every page, as the English ones do', async () => {
    const failures: string[] = [];
    const spanish = allLocalizedPaths(formPagesIn()).filter((path) => splitLanguage(path).lng === 'es');
    expect(spanish).toHaveLength(allKnownPaths(formPagesIn()).length);
    for (const path of spanish) {
      const response = await page.request.get(baseUrl() + path);
      const lang = /<html lang="?([a-z]+)/.exec(await response.text())?.[1];
      if (response.status() !== 200 || lang !== 'es')
        failures.push(`${path}: ${response.status()} lang ${lang}`);
    }
    expect(failures).toEqual([]);
  });

  it('show the page in Spanish with the header and the footer, and 404 with the Spanish not-found screen', async () => {
    await visit('/es/printing/business-cards');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('banner').getByRole('link', { name: 'Pedir cotización' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(problems).toEqual([]);
    // Chromium logs the 404 of the page itself.
    const response = await visit('/es/no-such-page');
    expect(response.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Esta página no ha sido generada',
    );
    expect(problems.splice(0).filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});

describe('unknown paths', () => {
  it('answer 404 and show the not-found texts', async () => {
    const response = await visit('/no-such-page');
    expect(response.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'This page has not been generated',
    );
    expect(await page.getByText('Tell me what you would like on this page').isVisible()).toBe(true);
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it("answer 404 for a printing service that doesn't exist and say so", async () => {
    const response = await visit('/printing/no-such-service');
    expect(response.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Service Not Found');
    expect(await page.getByText("The printing service you're looking for doesn't exist.").isVisible()).toBe(
      true,
    );
    await page
      .getByRole('link', { name: /printing/i })
      .filter({ hasNot: page.getByRole('banner') })
      .last()
      .waitFor();
  });
});

describe('links in the header and the footer', () => {
  it('all lead to screens that exist, the mega-menus included', async () => {
    await visit('/');
    for (const name of ['Printing', 'DTF', 'Vehicle Graphics & Signs', 'Digital Marketing']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).click();
      await page.locator('[id^="mega-menu-"] a').first().waitFor();
      hrefs.push(...(await collect('[id^="mega-menu-"] a[href]')));
      await page.keyboard.press('Escape');
    }
    hrefs.push(...(await collect('header a[href], footer a[href]')));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    const menuItems = megaMenus.flatMap((m) =>
      m.subcategories.flatMap((sub) => sub.items.map((id) => `/${m.group}/${id}`)),
    );
    expect(menuItems.filter((path) => !internal.includes(path))).toEqual([]);
    for (const path of ['/jobs', '/order-status', '/upload', '/contact', '/privacy', '/terms'])
      expect(internal).toContain(path);
    const bad: string[] = [];
    for (const href of internal) {
      const response = await page.request.get(baseUrl() + href);
      if (response.status() !== 200) bad.push(`${href}: ${response.status()}`);
    }
    expect(bad).toEqual([]);
    const external = hrefs.filter((href) => /^https?:/.test(href));
    expect(external.length).toBeGreaterThan(0);
    for (const href of external) {
      expect(href).toMatch(/^https:\/\/(wa\.me|www\.facebook\.com|search\.google\.com|www\.google\.com)\//);
    }
  });
});

const hrefs: string[] = [];
function collect(selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
}
