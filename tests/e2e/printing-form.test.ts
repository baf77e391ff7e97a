/**
 * The customise form of /printing/{serviceId} in real Chromium against the real server: each
 * service's own option fields with their defaults, and the way back. Sending it (required
 * fields, a stored order with the service's name) is a row of tests/e2e/forms.test.ts; the
 * failure banners are the form runner's (tests/dom/form-runner-submit.test.tsx).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, desktop, browserPerFile, watchProblems } from '../support/browser.ts';

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
  });

  it('goes back to all printing services', async () => {
    const { page } = await open('booklets');
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await page.waitForURL(`${baseUrl()}/printing`);
  });
});
