import type { Page } from 'playwright-core';
import { megaMenus } from '../../catalog/menus.ts';
import { baseUrl, desktop, browserPerFile, phone } from '../support/browser.ts';

const triggers = ['Printing', 'DTF', 'Vehicle Graphics & Signs', 'Digital Marketing'];
const browser = browserPerFile();

async function open(options: typeof desktop, path = '/'): Promise<Page> {
  const page = await (await browser().newContext(options)).newPage();
  await page.goto(baseUrl() + path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The menus open on hover once the page is live (its script comes after the first paint).
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const expanded = (page: Page, name: string) =>
  nav(page).getByRole('button', { name, exact: true }).getAttribute('aria-expanded');

describe('the mega-menus at 1280 px', () => {
  it('open on hover, one at a time, with 4 subcategories of 4 items and View All Services', async () => {
    const page = await open(desktop);
    for (const [index, name] of triggers.entries()) {
      await nav(page).getByRole('button', { name, exact: true }).hover();
      await page.waitForFunction((n) => {
        const b = [...document.querySelectorAll('header button')].find((e) => e.textContent?.trim() === n);
        return b?.getAttribute('aria-expanded') === 'true';
      }, name);
      const panel = page.locator(`#mega-menu-${megaMenus[index].group}`);
      await panel.getByRole('link', { name: 'View All Services' }).waitFor();
      const hrefs = await panel.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const itemLinks = hrefs.filter((h) => h !== `/${megaMenus[index].group}`);
      expect(itemLinks).toEqual(
        megaMenus[index].subcategories.flatMap((s) =>
          s.items.map((id) => `/${megaMenus[index].group}/${id}`),
        ),
      );
      expect(hrefs).toContain(`/${megaMenus[index].group}`);
      const open = await Promise.all(triggers.map((t) => expanded(page, t)));
      expect(open.filter((v) => v === 'true')).toHaveLength(1);
    }
    await page.context().close();
  });

  it('work by keyboard: Enter opens, Escape closes and gives focus back to the trigger', async () => {
    const page = await open(desktop);
    const trigger = nav(page).getByRole('button', { name: 'DTF', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page
      .locator('#mega-menu-dtf')
      .getByRole('link', { name: /Gang Sheets/i })
      .waitFor();
    expect(await expanded(page, 'DTF')).toBe('true');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'DTF');
    expect(await expanded(page, 'DTF')).toBe('false');
    await page.keyboard.press('Enter');
    await page
      .locator('#mega-menu-dtf')
      .getByRole('link', { name: /Gang Sheets/i })
      .click();
    await page.waitForURL('**/dtf/gang-sheets');
    await page.getByRole('heading', { level: 1, name: /Gang Sheets/i }).waitFor();
    expect(await expanded(page, 'DTF')).toBe('false');
    await page.context().close();
  });
});

describe('the mobile menu at 390 px', () => {
  it('opens and closes with its button, and each group opens by tap, one at a time', async () => {
    const page = await open(phone);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await button.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Printing', exact: true }).click();
    await menu.getByRole('link', { name: 'Business Cards' }).waitFor();
    await menu.getByRole('button', { name: 'Vehicle Graphics & Signs', exact: true }).click();
    await menu
      .getByRole('link', { name: /Full Vehicle Wraps|Full Wraps/ })
      .first()
      .waitFor();
    expect(await menu.getByRole('link', { name: 'Business Cards' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'mobile-menu');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Upload Files' }).click();
    await page.waitForURL('**/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Files' }).waitFor();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await page.context().close();
  });

  it('takes a visitor to a menu item page', async () => {
    const page = await open(phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('button', { name: 'Digital Marketing', exact: true })
      .click();
    await page.locator('#mobile-menu').getByRole('link', { name: /SEO/ }).first().click();
    await page.waitForURL('**/digital-marketing/seo-optimization');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
