/**
 * The SEO, social media and search-engine ads quote pages in real Chromium against the real
 * server: the offer, then the quote form with the 25% rush fee beside its checkbox. Sending each
 * form (every field stored, required fields) is a row of tests/e2e/forms.test.ts; lists on the
 * wire are the encoder's (tests/unit/encoder.test.ts, tests/server/intake-forms.test.ts); the
 * failure banners are the form runner's (tests/dom/form-runner-submit.test.tsx).
 */
import type { BrowserContext } from 'playwright-core';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const rush = 'Rush order (+25%)';

const browser = browserPerFile();
let context: BrowserContext;
afterEach(() => context?.close());

async function open(route: string, submit: string, options = desktop) {
  context = await browser().newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${baseUrl()}/digital-marketing/${route}`);
  await page.getByRole('button', { name: submit }).waitFor();
  return { page, problems };
}

const cases = [
  { route: 'seo-optimization', submit: 'Get My SEO Quote' },
  { route: 'social-media-management', submit: 'Get My Social Media Quote' },
  { route: 'google-ads', submit: 'Get My Google Ads Quote' },
];

describe('the marketing quote forms', () => {
  describe.each(cases)('/digital-marketing/$route', (c) => {
    it('shows the offer, then the quote form with the 25% rush fee beside its checkbox', async () => {
      const { page, problems } = await open(c.route, c.submit, phone);
      await page.locator('#offer').waitFor();
      const checkbox = page.getByRole('checkbox', { name: rush });
      expect(await checkbox.isChecked()).toBe(false);
      await page.getByText('We start right away and deliver sooner for a 25% surcharge.').waitFor();
      expect(problems).toEqual([]);
    });
  });
});
