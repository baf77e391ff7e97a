/**
 * /contact in real Chromium against the real server: the quote form beside the phone, WhatsApp
 * and e-mail links, and the visitor's data kept in a banner-feedback form when the server fails
 * or cannot be reached. Sending it (required fields, the banner with the reference, the stored
 * row, the e-mails) is a row of tests/e2e/forms.test.ts; the messages in Spanish are
 * tests/dom/form-runner-forms.test.tsx's.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { failSends, serverFailures } from '../support/server-failures.ts';

const browser = browserPerFile();

const visitor = {
  firstName: 'Ana',
  lastName: 'Quote-Tester',
  email: 'ana.quote@example.com',
  phone: '(574) 555-0199',
  company: 'Ana Bakery',
  serviceType: 'vehicle-wraps',
  projectBudget: '2500-5000',
  timeline: '2-4-weeks',
  message: 'A full wrap for our delivery van, with our logo and phone number.',
};

async function openForm(
  options: BrowserContextOptions = desktop,
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser().newContext(options)).newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + '/contact');
  await page
    .getByRole('button', { name: options.locale === 'es-ES' ? /Enviar/ : 'Submit Quote Request' })
    .waitFor();
  return { page, problems };
}

async function fill(page: Page) {
  await page.getByLabel('First Name').fill(visitor.firstName);
  await page.getByLabel('Last Name').fill(visitor.lastName);
  await page.getByLabel('Email Address').fill(visitor.email);
  await page.getByLabel('Phone Number').fill(visitor.phone);
  await page.getByLabel('Company Name').fill(visitor.company);
  await page.getByLabel('Service Type').selectOption({ label: 'Vehicle Wraps' });
  await page.getByLabel('Project Budget').selectOption({ label: '$2,500-$5,000' });
  await page.getByLabel('Timeline').selectOption({ label: '2-4 weeks' });
  await page.getByLabel('Project Details').fill(visitor.message);
}

/** The label of a select's chosen option (RJSF's option values are enum indexes). */
function chosen(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).locator('option:checked').innerText();
}

async function expectKept(page: Page) {
  expect(await page.getByLabel('First Name').inputValue()).toBe(visitor.firstName);
  expect(await page.getByLabel('Email Address').inputValue()).toBe(visitor.email);
  expect(await chosen(page, 'Service Type')).toBe('Vehicle Wraps');
  expect(await chosen(page, 'Timeline')).toBe('2-4 weeks');
  expect(await page.getByLabel('Project Details').inputValue()).toBe(visitor.message);
}

describe('the contact page quote form', () => {
  it('shows the form with the phone, WhatsApp and e-mail links beside it and a link to /booking', async () => {
    const { page, problems } = await openForm(phone);
    await page.getByRole('heading', { name: 'Get Your Custom Quote' }).waitFor();
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href*="wa.me"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/booking"]').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(serverFailures)(
    'shows the failure banner and keeps the data when the server %s',
    async (failure) => {
      const { page } = await openForm();
      await failSends(page, 'contact', failure);
      await fill(page);
      await page.getByRole('button', { name: 'Submit Quote Request' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'Submission Failed' });
      await banner.waitFor();
      expect(await banner.innerText()).toContain('Please try again or contact us directly.');
      await expectKept(page);
      await page.context().close();
    },
  );
});
