/**
 * /digital-marketing/custom-website-design in real Chromium against the real server: the
 * packages and add-ons at the specification's prices, a total that follows every choice (by mouse and by
 * keyboard), a stored order holding the choice, required fields, and both kinds of failure.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import esForms from '../../locales/es/forms.json';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const path = '/digital-marketing/custom-website-design';
const endpoint = '**/api/forms/website-design';
const success =
  "Thank you! Your website order has been submitted successfully. We'll contact you within 24 hours to get started.";
const failure = 'There was an error submitting your request. Please try again or contact us directly.';

/** docs/specification.md section 9, as a visitor reads it. */
const packages = [
  ['Starter', '$1,299', '$1,599'],
  ['Professional', '$2,499', '$2,999'],
  ['Enterprise', '$4,999', '$5,999'],
] as const;
const addOns = [
  ['Logo Design', '$299'],
  ['Copywriting', '$499'],
  ['Professional Photography', '$799'],
  ['Video Content', '$1,299'],
  ['Social Media Setup', '$199'],
  ['Email Marketing Setup', '$299'],
  ['Maintenance (12 months)', '$599'],
  ['Hosting (12 months)', '$199'],
] as const;

const browser = browserPerFile();
let context: BrowserContext;
afterEach(() => context?.close());

async function open(
  options: BrowserContextOptions = desktop,
  submit = 'Place My Order',
): Promise<{ page: Page; problems: string[] }> {
  context = await browser().newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + path);
  await page.getByRole('button', { name: submit }).waitFor();
  return { page, problems };
}

/** A name that starts with `name`, then its price ('Hosting (12 months) +$199'). */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[()$+]/g, '\\$&')}(?=[\\s+$])`);
const packageRadio = (page: Page, name: string) => page.getByRole('radio', { name: startsWith(name) });
const addOnBox = (page: Page, name: string) => page.getByRole('checkbox', { name: startsWith(name) });
const total = (page: Page) => page.getByTestId('website-total').textContent();
const summaryLines = (page: Page) =>
  page
    .getByTestId('website-summary')
    .locator('dt')
    .evaluateAll((terms) => terms.map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`));

const project = {
  businessName: 'Taco Loco South Bend',
  description: 'An online menu, catering requests and our hours, in English and Spanish.',
  contactName: 'Rosa Configurator',
  email: 'rosa.web@example.com',
  phone: '(574) 555-0142',
};

async function fillProject(page: Page) {
  await page.getByLabel('Business Name').fill(project.businessName);
  await page.getByLabel('Industry').selectOption({ label: 'Restaurant' });
  await page.getByLabel('Number of Pages').selectOption({ label: '10-20 pages' });
  await page.getByLabel('Timeline').selectOption({ label: '3-4 weeks' });
  await page.getByLabel('Budget').selectOption({ label: '$5,000-$10,000' });
  await page.getByLabel('Project Description').fill(project.description);
  await page.getByLabel('Your Name').fill(project.contactName);
  await page.getByLabel('Email Address').fill(project.email);
  await page.getByLabel('Phone Number').fill(project.phone);
}

describe('the website design configurator', () => {
  it('shows the breadcrumb, the packages and add-ons at their prices, professional chosen', async () => {
    const { page, problems } = await open();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    expect((await crumbs.allTextContents()).filter((text) => text !== '/')).toEqual([
      'Home',
      'Digital Marketing',
      'Custom Website Design',
    ]);
    for (const [name, price, was] of packages) {
      const radio = packageRadio(page, name);
      expect(await radio.getAttribute('type')).toBe('radio');
      const label = await page.locator(`label[for="${await radio.getAttribute('id')}"]`).textContent();
      expect(label).toBe(`${name}${price}Was ${was}`);
    }
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await packageRadio(page, 'Professional').isChecked()).toBe(true);
    expect(await page.getByText('Most Popular').count()).toBe(1);
    for (const [name, price] of addOns) {
      expect(await addOnBox(page, name).getAttribute('aria-label')).toBeNull();
      const id = await addOnBox(page, name).getAttribute('id');
      expect(await page.locator(`label[for="${id}"]`).textContent()).toBe(`${name}+${price}`);
      expect(await addOnBox(page, name).isChecked()).toBe(false);
    }
    expect(await summaryLines(page)).toEqual(['Professional package $2,499', 'Add-ons None', 'Total $2,499']);
    expect(problems).toEqual([]);
  });

  it('follows every package and add-on change in the total', async () => {
    const { page } = await open();
    const prices = { Starter: 1299, Professional: 2499, Enterprise: 4999 } as const;
    const addOnPrices = [299, 499, 799, 1299, 199, 299, 599, 199];
    const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
    let chosenAddOns = 0;
    for (const [index, [name]] of addOns.entries()) {
      await addOnBox(page, name).check();
      chosenAddOns += addOnPrices[index];
      expect(await total(page)).toBe(dollars(prices.Professional + chosenAddOns));
    }
    const descriptions = {
      Enterprise: 'For larger companies with complex sites and integrations.',
      Starter: 'For new businesses that need a professional presence online.',
      Professional: 'For growing businesses that want more pages and features.',
    };
    for (const name of ['Enterprise', 'Starter', 'Professional'] as const) {
      // A click anywhere on the card chooses it, not only on the radio: here on its description.
      const text = page.getByText(descriptions[name]);
      // Clear of the sticky header.
      await text.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const box = (await text.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await packageRadio(page, name).isChecked()).toBe(true);
      expect(await total(page)).toBe(dollars(prices[name] + chosenAddOns));
    }
    for (const [index, [name]] of addOns.entries()) {
      await addOnBox(page, name).uncheck();
      chosenAddOns -= addOnPrices[index];
      expect(await total(page)).toBe(dollars(prices.Professional + chosenAddOns));
    }
    expect(await summaryLines(page)).toEqual(['Professional package $2,499', 'Add-ons None', 'Total $2,499']);
  });

  it('is chosen with the keyboard too: arrows move the package, space ticks an add-on', async () => {
    const { page } = await open();
    await packageRadio(page, 'Professional').focus();
    await page.keyboard.press('ArrowRight');
    expect(await packageRadio(page, 'Enterprise').isChecked()).toBe(true);
    expect(await total(page)).toBe('$4,999');
    await page.keyboard.press('Tab');
    expect(await addOnBox(page, 'Logo Design').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await total(page)).toBe('$5,298');
  });

  it('stores one order holding the chosen package, add-ons and total, then starts over', async () => {
    const { page, problems } = await open();
    await packageRadio(page, 'Enterprise').check();
    await addOnBox(page, 'Copywriting').check();
    await addOnBox(page, 'Hosting (12 months)').check();
    await fillProject(page);
    expect(await page.getByText(`${project.description.length} / 500`).count()).toBe(1);
    expect(await total(page)).toBe('$5,697');

    const response = page.waitForResponse((r) => r.url().endsWith('/api/forms/website-design'));
    await page.getByRole('button', { name: 'Place My Order' }).click();
    expect((await response).status()).toBe(201);
    const banner = page.getByRole('status').filter({ hasText: success });
    await banner.waitFor();
    const reference = /Your reference: (W-[A-Z0-9]+)/.exec((await banner.textContent()) ?? '')?.[1];
    expect(reference).toBeDefined();

    const row = storedSubmission(reference!);
    expect(row.form_id).toBe('website-design');
    expect(row.data).toEqual({
      package: 'enterprise',
      addOns: ['copywriting', 'hosting'],
      totalPrice: 5697,
      businessName: project.businessName,
      industry: 'restaurant',
      pages: '10-20',
      timeline: '3-4-weeks',
      budget: '5000-10000',
      description: project.description,
      contactName: project.contactName,
      email: project.email,
      phone: project.phone,
    });

    // The form and the choice are back to their defaults.
    expect(await page.getByLabel('Business Name').inputValue()).toBe('');
    expect(await packageRadio(page, 'Professional').isChecked()).toBe(true);
    expect(await addOnBox(page, 'Copywriting').isChecked()).toBe(false);
    expect(await total(page)).toBe('$2,499');
    expect(problems).toEqual([]);
  });

  it('blocks an empty order at the required fields, with translated messages', async () => {
    const { page } = await open();
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/')) posted += 1;
    });
    await page.getByRole('button', { name: 'Place My Order' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual(Array(3).fill('This field is required.'));
    expect(await page.getByLabel('Business Name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Business Name').fill(project.businessName);
    await page.getByLabel('Your Name').fill(project.contactName);
    await page.getByLabel('Email Address').fill('not-an-address');
    await page.getByRole('button', { name: 'Place My Order' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(posted).toBe(0);
  });

  it('says what is missing in Spanish', async () => {
    const label = esForms['website-design'].submit;
    const { page } = await open({ ...desktop, locale: 'es-ES' }, label);
    expect(await packageRadio(page, 'Profesional').isChecked()).toBe(true);
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual(
      Array(3).fill(esForms.validation.required),
    );
  });

  it('keeps the choice and the data and shows the failure banner when the server answers 500', async () => {
    const { page } = await open();
    await page.route(endpoint, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await packageRadio(page, 'Starter').check();
    await addOnBox(page, 'Video Content').check();
    await fillProject(page);
    await page.getByRole('button', { name: 'Place My Order' }).click();
    await page.getByRole('alert').filter({ hasText: failure }).waitFor();
    expect(await page.getByLabel('Business Name').inputValue()).toBe(project.businessName);
    expect(await page.getByLabel('Project Description').inputValue()).toBe(project.description);
    expect(await packageRadio(page, 'Starter').isChecked()).toBe(true);
    expect(await addOnBox(page, 'Video Content').isChecked()).toBe(true);
    expect(await total(page)).toBe('$2,598');
  });

  it('keeps the choice and the data when the server is unreachable, on a phone', async () => {
    const { page } = await open(phone);
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await addOnBox(page, 'Logo Design').check();
    await fillProject(page);
    await page.getByRole('button', { name: 'Place My Order' }).click();
    await page.getByRole('alert').filter({ hasText: failure }).waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe(project.email);
    expect(await addOnBox(page, 'Logo Design').isChecked()).toBe(true);
    expect(await total(page)).toBe('$2,798');
  });

  it('leads to the contact page to discuss the project first', async () => {
    const { page } = await open(phone);
    await page.getByRole('link', { name: 'Discuss Project First' }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
  });
});
