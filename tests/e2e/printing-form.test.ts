/**
 * The customise form of /printing/{serviceId} in real Chromium against the real server: each
 * service's own option fields, required fields, a stored order, and both kinds of failure.
 */
import type { BrowserContext, Page } from 'playwright-core';
import esForms from '../../locales/es/forms.json';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const success =
  "Thank you! Your order request has been submitted successfully. We'll contact you within 24 hours with a quote.";
const failure = 'There was an error submitting your request. Please try again or contact us directly.';
const endpoint = '**/api/forms/printing-order';

const browser = browserPerFile();
let context: BrowserContext;
afterEach(() => context?.close());

async function open(
  serviceId: string,
  options = desktop,
  submit = 'Submit Order Request',
): Promise<{ page: Page; problems: string[] }> {
  context = await browser().newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${baseUrl()}/printing/${serviceId}`);
  await page.getByRole('button', { name: submit }).waitFor();
  return { page, problems };
}

/** The text of the chosen option (RJSF's selects carry indices as their values). */
function selected(page: Page, label: string): Promise<string | null | undefined> {
  return page
    .getByLabel(label)
    .first()
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
}

const contact = {
  name: 'Dana Printer',
  email: 'dana@example.com',
  phone: '(574) 555-0199',
  company: 'Dana Bakery',
  message: 'Logo on the front, hours on the back.',
  designFile: 'https://drive.example.com/share/dana-logo',
  additionalOption: 'Rounded corners',
};

async function fillContact(page: Page) {
  await page.getByLabel('Additional Options').fill(contact.additionalOption);
  await page.getByLabel('Full Name').fill(contact.name);
  await page.getByLabel('Email Address').fill(contact.email);
  await page.getByLabel('Phone Number').fill(contact.phone);
  await page.getByLabel('Company Name').fill(contact.company);
  await page.getByLabel('Special Instructions').fill(contact.message);
  await page.getByLabel('Design File Link').fill(contact.designFile);
  await page.getByRole('checkbox', { name: 'Rush order (24-48 hours)' }).check();
}

/** Each service's option fields: label, the value chosen and its text, and the default's text. */
const services = {
  'business-cards': {
    title: 'Business Cards',
    options: [
      ['Size', 'square', 'Square (2.5" x 2.5")', 'Standard (3.5" x 2")'],
      ['Quantity', '1000', '1,000', '250'],
      ['Paper', 'cotton-32pt', '32 pt Cotton (Luxury)', '14 pt Cardstock'],
      ['Finish', 'soft-touch', 'Soft Touch', 'Matte'],
    ],
  },
  booklets: {
    title: 'Booklets & Catalogs',
    options: [
      ['Size', 'letter', 'Letter (8.5" x 11")', 'Half Letter (5.5" x 8.5")'],
      ['Pages', '24', '24 pages', '8 pages'],
      ['Binding', 'perfect-bound', 'Perfect Bound', 'Saddle Stitch'],
      ['Paper', 'matte-80lb-text', '80 lb Matte Text', '80 lb Gloss Text'],
    ],
  },
} as const;

describe('the printing order form', () => {
  describe.each(Object.entries(services))('/printing/%s', (serviceId, service) => {
    it("shows this service's option fields with their defaults", async () => {
      const { page, problems } = await open(serviceId);
      await page.getByRole('heading', { name: 'Customize Your Order' }).waitFor();
      for (const [label, , , fallback] of service.options) {
        expect(await selected(page, label)).toBe(fallback);
      }
      const selects = await page.locator('#order select').count();
      expect(selects).toBe(service.options.length);
      expect(problems).toEqual([]);
    });

    it('blocks an empty submit at the name and the e-mail, with translated messages', async () => {
      const { page } = await open(serviceId);
      let posted = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/forms/')) posted += 1;
      });
      await page.getByRole('button', { name: 'Submit Order Request' }).click();
      const alerts = page.getByRole('alert');
      await alerts.first().waitFor();
      expect(await alerts.allTextContents()).toEqual(['This field is required.', 'This field is required.']);
      expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Email Address').fill('not-an-address');
      await page.getByRole('button', { name: 'Submit Order Request' }).click();
      await page.getByText('Please enter a valid email address.').waitFor();
      expect(posted).toBe(0);
    });

    it('sends a valid order, shows the success banner with its reference, resets and stores every field', async () => {
      const { page, problems } = await open(serviceId);
      for (const [label, , text] of service.options) {
        await page.getByLabel(label).first().selectOption({ label: text });
      }
      await fillContact(page);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/forms/printing-order'));
      await page.getByRole('button', { name: 'Submit Order Request' }).click();
      expect((await response).status()).toBe(201);
      const banner = page.getByRole('status').filter({ hasText: success });
      await banner.waitFor();
      const reference = /([A-Z]-[A-Z0-9]+)/.exec((await banner.textContent()) ?? '')?.[1];
      expect(reference).toBeDefined();
      expect(await banner.textContent()).toContain(`Your reference: ${reference}`);

      // Reset to the defaults.
      expect(await page.getByLabel('Full Name').inputValue()).toBe('');
      expect(await page.getByLabel('Design File Link').inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: 'Rush order (24-48 hours)' }).isChecked()).toBe(false);
      for (const [label, , , fallback] of service.options) {
        expect(await selected(page, label)).toBe(fallback);
      }

      const row = storedSubmission(reference!);
      expect(row.form_id).toBe('printing-order');
      const options = Object.fromEntries(
        service.options.map(([label, value]) => [label.toLowerCase(), value] as const),
      );
      expect(row.data).toEqual({ service: service.title, ...options, ...contact, rushOrder: true });
      expect(problems).toEqual([]);
    });

    it('keeps the entered data and shows the failure banner when the server answers 500', async () => {
      const { page } = await open(serviceId);
      await page.route(endpoint, (route) => route.fulfill({ status: 500, body: 'boom' }));
      const [label, , text] = service.options[1];
      await page.getByLabel(label).first().selectOption({ label: text });
      await fillContact(page);
      await page.getByRole('button', { name: 'Submit Order Request' }).click();
      await page.getByRole('alert').filter({ hasText: failure }).waitFor();
      expect(await page.getByLabel('Full Name').inputValue()).toBe(contact.name);
      expect(await page.getByLabel('Special Instructions').inputValue()).toBe(contact.message);
      expect(await page.getByRole('checkbox', { name: 'Rush order (24-48 hours)' }).isChecked()).toBe(true);
      expect(await selected(page, label)).toBe(text);
    });
  });

  it('keeps the data when the server is unreachable, and hides the old banner when the next submit starts', async () => {
    const { page } = await open('business-cards', phone);
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await fillContact(page);
    await page.getByRole('button', { name: 'Submit Order Request' }).click();
    await page.getByRole('alert').filter({ hasText: failure }).waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe(contact.email);

    // The next submit: held at the network until we let it through.
    await page.unroute(endpoint);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Order Request' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    expect(await page.getByText(failure).count()).toBe(0);
    release();
    await page.getByRole('status').filter({ hasText: success }).waitFor();
  });

  it('says what is missing in Spanish', async () => {
    const label = esForms['printing-order'].submit;
    const { page } = await open('business-cards', { ...desktop, locale: 'es-ES' }, label);
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([
      esForms.validation.required,
      esForms.validation.required,
    ]);
  });

  it('goes back to all printing services', async () => {
    const { page } = await open('booklets');
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await page.waitForURL(`${baseUrl()}/printing`);
  });
});
