/**
 * Menu item pages in real Chromium: each of the 64 shows its catalogue entry and a Get Quote that
 * leads to the right form; a sign's page (/vehicle-wraps/{id}) carries the quote form preselected
 * for the item and stores what it sends, a vehicle wrap's Get Quote opens the vehicle-wrap request
 * (tests/e2e/form-steps.test.ts); the contact page preselects from ?service=&item= and ignores bad ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { megaMenus } from '../../catalog/menus.ts';
import { navigateInApp } from '../support/spa-navigate.ts';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const browser = browserPerFile();

const titles = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales/en/catalog.json'), 'utf8')) as {
    items: Record<string, { title: string }>;
  }
).items;

async function open(url: string, options: BrowserContextOptions = desktop): Promise<Page> {
  const page = await (await browser().newContext(options)).newPage();
  await page.goto(baseUrl() + url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The label of a select's chosen option (RJSF's option values are enum indexes). */
function chosen(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).locator('option:checked').innerText();
}

/** The vehicle graphics items open the vehicle-wrap request with their choice (signs: their own form). */
const wrapRequests: Record<string, string> = {
  'full-wraps': 'coverage=full',
  'partial-wraps': 'coverage=partial',
  'car-decals': 'coverage=lettering',
  'fleet-graphics': 'vehicleType=fleet',
};

/** Where Get Quote leads on each kind of item page. */
function expectedQuoteHref(group: string, id: string): string | RegExp {
  // The gang sheet's price is the builder's: its Get Quote leads there.
  if (group === 'dtf' && id === 'gang-sheets') return '#builder';
  if (group === 'dtf') return '/dtf#order';
  if (group === 'vehicle-wraps' && Object.hasOwn(wrapRequests, id))
    return `/request/vehicle-wrap?${wrapRequests[id]}`;
  if (group === 'vehicle-wraps') return '#quote';
  if (
    group === 'printing' &&
    ['business-cards', 'flyers', 'banners', 'posters', 'stickers', 'booklets'].includes(id)
  )
    return '#order';
  if (['seo-optimization', 'social-media-management', 'google-ads'].includes(id)) return '#quote';
  if (id === 'custom-website-design') return '#packages';
  return new RegExp(`^/contact\\?service=[a-z-]+&item=${id}$`);
}

describe('every menu item page', () => {
  it('shows its title, what is included, a price or a custom quote, and a Get Quote to its form', async () => {
    const page = await (await browser().newContext(desktop)).newPage();
    const problems = watchProblems(page);
    const failures: string[] = [];
    await page.goto(baseUrl() + '/services');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const menu of megaMenus) {
      for (const id of menu.subcategories.flatMap((s) => s.items)) {
        await navigateInApp(page, `/${menu.group}/${id}`);
        const h1 = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
        const included = page.getByRole('region', { name: "What's Included" });
        const features = await included.locator('ul').first().locator('li').count();
        const price = (await page.getByRole('complementary', { name: 'Price' }).innerText()).split('\n');
        const quote = await page
          .getByRole('main')
          .getByRole('link', { name: 'Get Quote', exact: true })
          .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
        const expected = expectedQuoteHref(menu.group, id);
        const quoteOk =
          quote.length === 1 &&
          (typeof expected === 'string' ? quote[0] === expected : expected.test(quote[0] ?? ''));
        const priceOk = price.some((line) =>
          /^Starting at \$[\d,.]+(\/\w+| for [\d,]+ \w+)?$|^Custom quote$/.test(line),
        );
        if (h1 !== titles[id].title || features < 3 || !priceOk || !quoteOk) {
          failures.push(
            `${menu.group}/${id}: h1 "${h1}", ${features} features, price ${price}, quote ${quote}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leads a Get Quote to its form on the same page', async () => {
    const page = await open('/printing/banners');
    await page.locator('#order').getByRole('button', { name: 'Submit Order Request' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Get Quote', exact: true }).first().click();
    await page.waitForFunction(() => location.hash === '#order');
    expect(await page.locator('#order').isVisible()).toBe(true);
    // The page scrolls smoothly: wait until the form's band reaches the top of the window.
    await page.waitForFunction(() => {
      const top = document.querySelector('#order')!.getBoundingClientRect().top;
      return top >= -5 && top < 100;
    });
    await page.context().close();
  });

  it.each(['/dtf#order', '/digital-marketing/custom-website-design#packages'])(
    'opens %s scrolled to that section once it has loaded',
    async (url) => {
      const page = await open(url);
      const id = url.split('#')[1];
      await page.waitForFunction((anchor) => {
        const section = document.getElementById(anchor);
        const top = section?.getBoundingClientRect().top;
        return top !== undefined && top >= -5 && top < 150;
      }, id);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.context().close();
    },
  );
});

describe('a vehicle wrap or sign page', () => {
  it('shows the service in full: features, price, 3-5 business days, the vinyl brands, the warranty', async () => {
    const page = await open('/vehicle-wraps/full-wraps');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Full Vehicle Wraps');
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Starting at $2,499');
    expect(main).toMatch(/3-5 business days/);
    expect(main).toContain('3M');
    expect(main).toContain('Avery Dennison');
    expect(main).toMatch(/5-year warranty/);
    await page.context().close();
  });

  it('has a quote form with the service preselected, and stores what it sends', async () => {
    const page = await open('/vehicle-wraps/led-signs', phone);
    const problems = watchProblems(page);
    const form = page.locator('#quote');
    await form.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    expect(await chosen(page, 'Service Type')).toBe('Commercial Signage');
    expect(await page.getByLabel('Project Details').inputValue()).toBe(
      "I'd like a quote for LED & Digital Signs.",
    );

    await page.getByLabel('First Name').fill('Lena');
    await page.getByLabel('Last Name').fill('Sign-Tester');
    await page.getByLabel('Email Address').fill('lena.sign@example.com');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' }).waitFor();
    expect(storedSubmission(reference).data).toMatchObject({
      firstName: 'Lena',
      serviceType: 'commercial-signage',
      message: "I'd like a quote for LED & Digital Signs.",
    });
    // Reset brings back the item's preselection, not an empty form.
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await chosen(page, 'Service Type')).toBe('Commercial Signage');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('preselects the item in Spanish too', async () => {
    const page = await open('/vehicle-wraps/billboards', { ...desktop, locale: 'es-ES' });
    await page.locator('#quote select').first().waitFor();
    expect(await chosen(page, 'Tipo de servicio')).toBe('Publicidad exterior');
    expect(await page.locator('#quote textarea').inputValue()).toBe(
      'Quisiera una cotización para Espectaculares.',
    );
    await page.context().close();
  });

  it('shows Service Not Found, with status 404, for an unknown id', async () => {
    const page = await (await browser().newContext(desktop)).newPage();
    const response = await page.goto(baseUrl() + '/vehicle-wraps/no-such-wrap');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Service Not Found' }).waitFor();
    expect(
      await page
        .getByText("The vehicle graphics or sign service you're looking for doesn't exist.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Vehicle Wraps & Signs' }).getAttribute('href')).toBe(
      '/vehicle-wraps',
    );
    await page.context().close();
  });
});

describe('the contact page opened from an item', () => {
  it('preselects the service and names the item in the message', async () => {
    const page = await open('/printing/letterheads');
    await page.getByRole('main').getByRole('link', { name: 'Get Quote', exact: true }).first().click();
    await page.waitForURL(/\/contact\?service=business-cards-stationery&item=letterheads$/);
    await page.getByLabel('Service Type').waitFor();
    expect(await chosen(page, 'Service Type')).toBe('Business Cards & Stationery');
    expect(await page.getByLabel('Project Details').inputValue()).toBe("I'd like a quote for Letterheads.");
    await page.context().close();
  });

  it("keeps the visitor's draft details but takes the linked service over the draft's", async () => {
    const page = await open('/contact');
    await page.getByLabel('First Name').fill('Dora');
    await page.getByLabel('Service Type').selectOption({ label: 'Other' });
    await page.waitForFunction(() => localStorage.getItem('draft:contact')?.includes('Dora'));
    await page.goto(baseUrl() + '/contact?service=indoor-signs&item=wall-murals');
    await page.getByLabel('Service Type').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Dora');
    expect(await chosen(page, 'Service Type')).toBe('Indoor Signs');
    expect(await page.getByLabel('Project Details').inputValue()).toBe("I'd like a quote for Wall Murals.");
    await page.context().close();
  });

  it('ignores a service the form does not offer, and an unknown item', async () => {
    const page = await open('/contact?service=free-money&item=full-wraps');
    await page.getByLabel('Service Type').waitFor();
    expect(await page.getByLabel('Service Type').inputValue()).toBe('');
    expect(await page.getByLabel('Project Details').inputValue()).toBe('');
    await page.goto(baseUrl() + '/contact?service=outdoor-advertising&item=not-an-item');
    await page.getByLabel('Service Type').waitFor();
    expect(await chosen(page, 'Service Type')).toBe('Outdoor Advertising');
    expect(await page.getByLabel('Project Details').inputValue()).toBe('');
    await page.context().close();
  });
});
