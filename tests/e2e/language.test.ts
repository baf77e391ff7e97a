/**
 * The two languages as a visitor meets them: Spanish pages at /es addresses, the arrival rules
 * of SPEC's order (saved choice, browser language, the page's own language), the toggle that
 * moves between the two addresses of a page and is remembered, and links that stay in the
 * page's language.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { business } from '../../catalog/business.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';

/** Lines that read the same in any language: the address, the phone, the e-mail, the brand. */
const sameInAnyLanguage = new RegExp(
  [
    business.address.street,
    business.address.city,
    business.email,
    business.phoneDisplay,
    'Michiana Print',
  ].join('|'),
);

const browser = browserPerFile();

async function texts(page: Page) {
  // Walk to the bottom so the sections that load on approach are there too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.getByRole('heading', { name: /Find us in South Bend|Encuéntrenos en South Bend/ }).waitFor();
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    header: document.querySelector('header')?.innerText ?? '',
    main: document.querySelector('main')?.innerText ?? '',
    footer: document.querySelector('footer')?.innerText ?? '',
  }));
}

/** A fresh visitor; `saved` is the language the toggle saved on an earlier visit. */
async function visitor(options: BrowserContextOptions = desktop, saved?: 'en' | 'es') {
  const context = await browser().newContext(options);
  // Init scripts run in every frame; only the site's own (not the map's) holds the choice.
  if (saved)
    await context.addInitScript(
      ([lng, origin]) => location.origin === origin && localStorage.setItem('language', lng),
      [saved, new URL(baseUrl()).origin],
    );
  const page = await context.newPage();
  const problems = watchProblems(page);
  return { context, page, problems };
}

/**
 * Follows the language toggle once the page is live: the prerendered link already leads to the
 * other address, but it takes the page's query and saves the choice only after hydration.
 */
async function toggle(page: Page, name: string): Promise<void> {
  await hydrated(page);
  await page.getByRole('link', { name }).click();
}

/** Opens `path` and waits for the page's heading; returns the address it ended at. */
async function arriveAt(page: Page, path: string): Promise<string> {
  await page.goto(baseUrl() + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Live: the page's script comes after its first paint, and the tests go on to press buttons.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

describe('the language toggle', () => {
  it('goes to the Spanish address of the page, switching the header, the home page and the footer, and back', async () => {
    const { context, page, problems } = await visitor();
    expect(await arriveAt(page, '/')).toBe('/');
    const english = await texts(page);
    expect(english.lang).toBe('en');

    const toSpanish = page.getByRole('link', { name: 'Cambiar a español' });
    expect(await toSpanish.getAttribute('href')).toBe('/es');
    expect(await toSpanish.getAttribute('hreflang')).toBe('es');
    await toSpanish.click();
    await page.waitForURL(`${baseUrl()}/es`);
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();
    const spanish = await texts(page);
    expect(spanish.lang).toBe('es');
    for (const part of ['header', 'main', 'footer'] as const) {
      const englishLines = new Set(
        english[part]
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l.split(' ').length >= 3),
      );
      const unchanged = spanish[part]
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => englishLines.has(l) && !sameInAnyLanguage.test(l));
      expect([part, unchanged]).toEqual([part, []]);
    }
    expect(await saved(page)).toBe('es');

    await page.reload();
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();
    expect(await lang(page)).toBe('es');

    await toggle(page, 'Switch to English');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Get Quote' }).first().waitFor();
    expect(await lang(page)).toBe('en');
    expect(await saved(page)).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leads to the same page with its query in the other language, and is remembered at English addresses', async () => {
    const { context, page, problems } = await visitor(phone);
    expect(await arriveAt(page, '/contact?service=vehicle-wraps&item=full-wraps')).toBe(
      '/contact?service=vehicle-wraps&item=full-wraps',
    );
    await toggle(page, 'Cambiar a español');
    await page.waitForURL(`${baseUrl()}/es/contact?service=vehicle-wraps&item=full-wraps`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await lang(page)).toBe('es');
    // The query still preselects the form, now in Spanish.
    await page.getByLabel('Tipo de servicio').waitFor();

    // A later visit to any English address comes to its Spanish one.
    expect(await arriveAt(page, '/printing/business-cards')).toBe('/es/printing/business-cards');
    expect(await page.getByRole('link', { name: 'Switch to English' }).getAttribute('href')).toBe(
      '/printing/business-cards',
    );
    await toggle(page, 'Switch to English');
    await page.waitForURL(`${baseUrl()}/printing/business-cards`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await lang(page)).toBe('en');
    expect(await arriveAt(page, '/about')).toBe('/about');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed in a form across the switch', async () => {
    const { context, page } = await visitor();
    await arriveAt(page, '/contact');
    await page.getByLabel('Project Details').fill('Quiero 200 camisetas para el equipo.');
    // Switched at once, before the draft's own delay has passed.
    await toggle(page, 'Cambiar a español');
    await page.waitForURL(`${baseUrl()}/es/contact`);
    expect(await page.getByLabel('Detalles del proyecto').inputValue()).toBe(
      'Quiero 200 camisetas para el equipo.',
    );
    await context.close();
  });
});

describe('arriving at an address', () => {
  it('sends a Spanish browser with nothing saved from / to /es, in Spanish, and saves nothing', async () => {
    const { context, page, problems } = await visitor({ ...desktop, locale: 'es-MX' });
    expect(await arriveAt(page, '/')).toBe('/es');
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();
    expect(await lang(page)).toBe('es');
    expect(await saved(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps English for browsers in English or in a language the site does not have', async () => {
    for (const locale of ['fr-FR', 'en-GB']) {
      const { context, page } = await visitor({ ...desktop, locale });
      expect([locale, await arriveAt(page, '/')]).toEqual([locale, '/']);
      expect([locale, await lang(page)]).toEqual([locale, 'en']);
      await context.close();
    }
  });

  it('follows a saved English choice away from a Spanish address', async () => {
    const { context, page } = await visitor({ ...desktop, locale: 'es-MX' }, 'en');
    expect(await arriveAt(page, '/es/printing')).toBe('/printing');
    expect(await lang(page)).toBe('en');
    await page.getByRole('heading', { level: 1, name: /printing/i }).waitFor();
    await context.close();
  });

  it('follows a saved Spanish choice from an English address, keeping the query', async () => {
    const { context, page } = await visitor(desktop, 'es');
    expect(await arriveAt(page, '/contact?service=vehicle-wraps')).toBe('/es/contact?service=vehicle-wraps');
    expect(await lang(page)).toBe('es');
    await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).waitFor();
    await context.close();
  });

  it('leaves an English browser with nothing saved on a Spanish address, as a search engine sees it', async () => {
    const { context, page, problems } = await visitor(desktop);
    const response = await page.goto(`${baseUrl()}/es/printing`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/<html lang="?es/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/printing');
    expect(await lang(page)).toBe('es');
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();
    expect(await saved(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers 404 with the Spanish not-found screen under /es for a page that does not exist', async () => {
    const { context, page } = await visitor(desktop);
    const response = await page.goto(`${baseUrl()}/es/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await lang(page)).toBe('es');
    await context.close();
  });
});

describe('the Spanish pages', () => {
  /**
   * Same-origin links on the page, as written (`/es/...`), API links aside, and the language
   * toggle too: the one link that says it leads to English (hreflang="en").
   */
  const internalLinks = (page: Page) =>
    page.$$eval('a[href]:not([hreflang="en"])', (links) =>
      links
        .map((a) => a.getAttribute('href')!)
        .filter((href) => href.startsWith('/') && !href.startsWith('/api/')),
    );

  it('link only to Spanish addresses: header, mega-menus, page and footer; and the router stays under /es', async () => {
    const { context, page, problems } = await visitor(desktop, 'es');
    expect(await arriveAt(page, '/es')).toBe('/es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const hrefs: string[] = [];
    for (const name of ['Impresión', 'DTF']) {
      await nav.getByRole('button', { name, exact: true }).click();
      await page.locator('[id^="mega-menu-"] a').first().waitFor();
      hrefs.push(...(await internalLinks(page)));
      await page.keyboard.press('Escape');
    }
    await texts(page);
    hrefs.push(...(await internalLinks(page)));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(hrefs.filter((href) => href !== '/es' && !href.startsWith('/es/'))).toEqual([]);
    expect(hrefs).toContain('/es/dtf/gang-sheets');
    expect(hrefs).toContain('/es/contact');
    expect(
      await page.locator('a[hreflang="en"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/']);

    // Following a link is a move inside the app, at the Spanish address.
    await nav.getByRole('button', { name: 'DTF', exact: true }).click();
    await page
      .locator('#mega-menu-dtf')
      .getByRole('link', { name: /Hojas combinadas/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/es/dtf/gang-sheets`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await lang(page)).toBe('es');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads only the Spanish texts', async () => {
    const { context, page } = await visitor({ ...desktop, locale: 'es-ES' });
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    expect(await arriveAt(page, '/')).toBe('/es');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.some((b) => b.includes('Pedir cotización'))).toBe(true);
    expect(bodies.some((b) => b.includes('"Get Quote"') || b.includes('Get Quote"'))).toBe(false);
    await context.close();
  });
});
