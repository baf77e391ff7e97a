/**
 * /digital-marketing/custom-website-design in real Chromium against the real server: the
 * packages and add-ons at the specification's prices, a total that follows every choice (by mouse, a click
 * anywhere on a card, and by keyboard), and the way to the contact page. The order sent with
 * the choice, the required fields and the failures are tests/dom/website-configurator.test.tsx's
 * and tests/server/intake-website.test.ts's; sending the form from the page is a row of
 * tests/e2e/forms.test.ts.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const path = '/digital-marketing/custom-website-design';

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

  it('leads to the contact page to discuss the project first', async () => {
    const { page } = await open(phone);
    await page.getByRole('link', { name: 'Discuss Project First' }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
  });
});
