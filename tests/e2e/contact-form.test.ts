/**
 * /contact in real Chromium against the real server: the custom quote form blocks an empty
 * submit with translated messages, stores a valid request and shows its reference, and keeps
 * the visitor's data when the server fails or cannot be reached.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import contactForm from '../../forms/contact.form.json';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { failSends, serverFailures } from '../support/server-failures.ts';

const browser = browserPerFile();
/** One message per required field of the form file (none of them has a default). */
const requiredCount = contactForm.schema.required.length;

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

/** Waits for the messages, then counts them: one per empty required field. */
async function expectMessages(page: Page, text: string, count: number) {
  await page.getByText(text).first().waitFor();
  expect(await page.getByText(text).count()).toBe(count);
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

  it('blocks an empty submit with a message at each required field', async () => {
    const { page } = await openForm();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectMessages(page, 'This field is required.', requiredCount);
    expect(posts).toBe(0);
    await page.context().close();
  });

  it('says the required messages in Spanish', async () => {
    const { page } = await openForm({ ...desktop, locale: 'es-ES' });
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expectMessages(page, 'Este campo es obligatorio.', requiredCount);
    await page.context().close();
  });

  it('stores a valid request, shows the success banner with its reference and resets', async () => {
    const { page, problems } = await openForm();
    await fill(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    const banner = page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      "We'll review your project details and get back to you within 24 hours.",
    );
    expect(await banner.innerText()).toContain(reference);
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByLabel('Project Details').inputValue()).toBe('');
    expect(await page.getByLabel('Service Type').inputValue()).toBe('');

    const row = storedSubmission(reference);
    expect(row.form_id).toBe('contact');
    expect(row.data).toMatchObject(visitor);
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
