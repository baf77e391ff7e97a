import { business } from '../../catalog/business.ts';
import { baseUrl, desktop, browserPerFile } from '../support/browser.ts';

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

async function texts(page: import('playwright-core').Page) {
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

describe('the language toggle', () => {
  it('switches the header, the home page and the footer to Spanish, and keeps it after a reload', async () => {
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const english = await texts(page);
    expect(english.lang).toBe('en');

    await page
      .getByRole('button', { name: /español|spanish/i })
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();
    const spanish = await texts(page);
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
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await texts(page)).lang).toBe('es');
    await page.getByRole('link', { name: 'Pedir cotización' }).first().waitFor();

    await page
      .getByRole('button', { name: /english|inglés/i })
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await context.close();
  });

  it('starts in Spanish for a browser set to Spanish, and in English for any other language', async () => {
    for (const [locale, lang] of [
      ['es-MX', 'es'],
      ['fr-FR', 'en'],
      ['en-GB', 'en'],
    ]) {
      const context = await browser().newContext({ ...desktop, locale });
      const page = await context.newPage();
      await page.goto(baseUrl() + '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect([locale, await page.evaluate(() => document.documentElement.lang)]).toEqual([locale, lang]);
      await context.close();
    }
  });

  it('downloads only the active language texts', async () => {
    const context = await browser().newContext({ ...desktop, locale: 'es-ES' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.some((b) => b.includes('Pedir cotización'))).toBe(true);
    expect(bodies.some((b) => b.includes('"Get Quote"') || b.includes('Get Quote"'))).toBe(false);
    await context.close();
  });
});
