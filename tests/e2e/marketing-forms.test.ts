/**
 * The SEO, social media and search-engine ads quote forms in real Chromium against the real
 * server: every field sent and stored, lists comma-joined on the wire, the 25% rush fee beside
 * the checkbox, required fields, and both kinds of failure.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { failSends, serverFailures } from '../support/server-failures.ts';

const failure = 'There was an error submitting your request. Please try again or contact us directly.';
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

/** One visitor action: type into a field, pick an option by its text, or tick boxes by name. */
type Step = { fill: string; text: string } | { select: string; text: string } | { check: string[] };

async function run(page: Page, steps: Step[]) {
  for (const step of steps) {
    if ('fill' in step) await page.getByLabel(step.fill).first().fill(step.text);
    else if ('select' in step) await page.getByLabel(step.select).first().selectOption({ label: step.text });
    else for (const name of step.check) await page.getByRole('checkbox', { name }).check();
  }
}

const contactSteps: Step[] = [
  { fill: 'Full Name', text: 'Dana Marketer' },
  { fill: 'Email Address', text: 'dana@example.com' },
  { fill: 'Phone Number', text: '(574) 555-0142' },
  { fill: 'Company Name', text: 'Dana Bakery' },
  { fill: 'Website URL', text: 'https://www.danabakery.example' },
];
const contactData = {
  name: 'Dana Marketer',
  email: 'dana@example.com',
  phone: '(574) 555-0142',
  company: 'Dana Bakery',
  website: 'https://www.danabakery.example',
};

interface Case {
  route: string;
  formId: string;
  submit: string;
  success: string;
  steps: Step[];
  stored: Record<string, unknown>;
  /** The list field and how it must travel: comma-joined in one multipart field. */
  list: [name: string, joined: string];
}

const cases: Case[] = [
  {
    route: 'seo-optimization',
    formId: 'seo',
    submit: 'Get My SEO Quote',
    success:
      "Thank you! Your SEO consultation request has been submitted successfully. We'll contact you within 24 hours.",
    steps: [
      { select: 'Service Type', text: 'Local SEO Optimization' },
      { fill: 'Target Keywords', text: 'bakery South Bend, wedding cakes' },
      { fill: 'Current Search Ranking', text: 'page 3' },
      { fill: 'Main Competitors', text: 'Sweet Rolls Co.' },
      { select: 'Monthly Budget', text: '$1000-$2500' },
      { select: 'Timeline', text: '3-6 months' },
      { check: ['Keyword Research', 'Link Building'] },
      { fill: 'Additional Details', text: 'We open a second shop in spring.' },
    ],
    stored: {
      serviceType: 'local',
      targetKeywords: 'bakery South Bend, wedding cakes',
      currentRanking: 'page 3',
      competitors: 'Sweet Rolls Co.',
      budget: '1000-2500',
      timeline: '3-6-months',
      additionalServices: ['keyword-research', 'link-building'],
      message: 'We open a second shop in spring.',
    },
    list: ['additionalServices', 'keyword-research,link-building'],
  },
  {
    route: 'social-media-management',
    formId: 'social-media',
    submit: 'Get My Social Media Quote',
    success:
      "Thank you! Your social media management request has been submitted successfully. We'll contact you within 24 hours.",
    steps: [
      { select: 'Service Type', text: 'Content Creation' },
      { check: ['Facebook', 'Instagram', 'TikTok'] },
      { select: 'Posts per Week', text: '6-10 posts' },
      { select: 'Content Type', text: 'Videos' },
      { select: 'Monthly Budget', text: '$2500-$5000' },
      { select: 'Timeline', text: '6-12 months' },
      { fill: 'Current Followers', text: '1,200 on Instagram' },
      { fill: 'Target Audience', text: 'Families within 20 miles' },
      { fill: 'Main Competitors', text: 'Sweet Rolls Co.' },
      { fill: 'Additional Details', text: 'Weekly specials every Friday.' },
    ],
    stored: {
      serviceType: 'content-creation',
      platforms: ['facebook', 'instagram', 'tiktok'],
      postsPerWeek: '6-10',
      contentType: 'videos',
      budget: '2500-5000',
      timeline: '6-12-months',
      currentFollowers: '1,200 on Instagram',
      targetAudience: 'Families within 20 miles',
      competitors: 'Sweet Rolls Co.',
      message: 'Weekly specials every Friday.',
    },
    list: ['platforms', 'facebook,instagram,tiktok'],
  },
  {
    route: 'google-ads',
    formId: 'google-ads',
    submit: 'Get My Google Ads Quote',
    success:
      "Thank you! Your Google Ads campaign request has been submitted successfully. We'll contact you within 24 hours.",
    steps: [
      { select: 'Campaign Type', text: 'Display' },
      { select: 'Campaign Goal', text: 'Generate Leads' },
      { fill: 'Target Location', text: 'South Bend, IN and 25 miles around' },
      { fill: 'Target Audience', text: 'Couples planning a wedding' },
      { fill: 'Keywords', text: 'wedding cake, custom cake' },
      { select: 'Monthly Ad Budget', text: '$5000-$10000' },
      { select: 'Campaign Duration', text: '12+ months' },
      { select: 'Are you running ads now?', text: 'Yes, with Google Ads' },
      { fill: 'Main Competitors', text: 'Sweet Rolls Co.' },
      { fill: 'Landing Page URL', text: 'https://www.danabakery.example/weddings' },
      { fill: 'Conversion Goals', text: 'Tasting appointments' },
      { fill: 'Additional Details', text: 'Start before June.' },
    ],
    stored: {
      serviceType: 'display',
      campaignGoal: 'generate-leads',
      targetLocation: 'South Bend, IN and 25 miles around',
      targetAudience: 'Couples planning a wedding',
      keywords: 'wedding cake, custom cake',
      budget: '5000-10000',
      timeline: '12-plus-months',
      currentlyRunningAds: 'yes-google',
      competitors: 'Sweet Rolls Co.',
      landingPage: 'https://www.danabakery.example/weddings',
      conversionGoals: 'Tasting appointments',
      message: 'Start before June.',
    },
    list: ['', ''],
  },
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

    it('sends every field, shows the success banner with its reference, resets and stores the row', async () => {
      const { page, problems } = await open(c.route, c.submit);
      await run(page, [...contactSteps, ...c.steps, { check: [rush] }]);
      const request = page.waitForRequest((r) => r.url().endsWith(`/api/forms/${c.formId}`));
      const response = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${c.formId}`));
      await page.getByRole('button', { name: c.submit }).click();
      const body = (await request).postData() ?? '';
      expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
      const [list, joined] = c.list;
      if (list) expect(body).toContain(`name="${list}"\r\n\r\n${joined}\r\n`);
      expect(body).toContain('name="rushOrder"\r\n\r\ntrue\r\n');
      expect((await response).status()).toBe(201);

      const banner = page.getByRole('status').filter({ hasText: c.success });
      await banner.waitFor();
      const reference = /Your reference: (\S+)/.exec((await banner.textContent()) ?? '')?.[1];
      expect(reference).toBeDefined();
      expect(await page.getByLabel('Full Name').inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: rush }).isChecked()).toBe(false);

      const row = storedSubmission(reference!);
      expect(row.form_id).toBe(c.formId);
      expect(row.data).toEqual({ ...contactData, ...c.stored, rushOrder: true });
      expect(problems).toEqual([]);
    });
  });

  describe('the search-engine ads form', () => {
    const ads = cases[2];

    it('blocks an empty submit at each required field with its message', async () => {
      const { page } = await open(ads.route, ads.submit);
      let posted = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/forms/')) posted += 1;
      });
      await page.getByRole('button', { name: ads.submit }).click();
      await page.getByRole('alert').first().waitFor();
      // Name, e-mail, website, target location and budget have no default.
      expect(await page.getByRole('alert').allTextContents()).toEqual(
        Array(5).fill('This field is required.'),
      );
      for (const label of [
        'Full Name',
        'Email Address',
        'Website URL',
        'Target Location',
        'Monthly Ad Budget',
      ]) {
        expect(await page.getByLabel(label).first().getAttribute('aria-invalid')).toBe('true');
      }
      await page.getByLabel('Website URL').fill('danabakery');
      await page.getByRole('button', { name: ads.submit }).click();
      await page.getByText('Please enter a full web address starting with https://').waitFor();
      expect(posted).toBe(0);
    });

    it.each(serverFailures)(
      'keeps the entered data and shows the failure banner when the server %s',
      async (serverFailure) => {
        const { page } = await open(ads.route, ads.submit);
        await failSends(page, 'google-ads', serverFailure);
        await run(page, [...contactSteps, ...ads.steps, { check: [rush] }]);
        await page.getByRole('button', { name: ads.submit }).click();
        await page.getByRole('alert').filter({ hasText: failure }).waitFor();
        expect(await page.getByRole('button', { name: ads.submit }).isEnabled()).toBe(true);
        expect(await page.getByLabel('Full Name').inputValue()).toBe('Dana Marketer');
        expect(await page.getByLabel('Target Location').inputValue()).toBe(ads.stored.targetLocation);
        expect(await page.getByLabel('Conversion Goals').inputValue()).toBe(ads.stored.conversionGoals);
        expect(await page.getByRole('checkbox', { name: rush }).isChecked()).toBe(true);
      },
    );
  });
});
