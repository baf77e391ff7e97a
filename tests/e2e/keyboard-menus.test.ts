/**
 * The header's menus with the keyboard only, in English and in Spanish: each control is reached
 * with Tab from the top of the page; Enter or Space opens; Tab goes into what opened and
 * Shift+Tab back out; Escape closes and gives the focus back to the control that opened it;
 * once closed, nothing in it can take the focus.
 */
import type { Page } from 'playwright-core';
import { megaMenus } from '../../catalog/menus.ts';
import { paths } from '../../core/routes/paths.ts';
import { browserPerFile, desktop, phone } from '../support/browser.ts';
import { expectFocusOn, focusableIn, focusIsIn, hasFocus, tabTo } from '../support/keyboard.ts';
import { languages, openPage, text, type Language } from '../support/language-pages.ts';

const browser = browserPerFile();
const nav = (page: Page, lng: Language) =>
  page.getByRole('navigation', { name: text(lng, 'layout:nav.label') });

/** The element a disclosure button controls (its aria-controls). */
async function controlled(page: Page, button: ReturnType<Page['getByRole']>) {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

describe.each(languages)('keyboard only, in %s', (lng) => {
  it('opens, enters and leaves each of the four mega-menus at 1280 px', async () => {
    const page = await openPage(await browser().newContext(desktop), paths.home, lng);
    for (const [index, menu] of megaMenus.entries()) {
      const trigger = nav(page, lng).getByRole('button', {
        name: text(lng, `layout:menu.${menu.group}`),
        exact: true,
      });
      const panel = await controlled(page, trigger);
      await tabTo(page, trigger);
      // Enter for some, Space for the others: both are a button's keys.
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await panel.getByRole('link', { name: text(lng, 'layout:menu.viewAll') }).waitFor();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');

      await page.keyboard.press('Tab');
      expect(await focusIsIn(panel)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocus(trigger)).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusIsIn(panel)).toBe(true);

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await hasFocus(trigger)).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await focusableIn(panel)).toEqual([]);
    }

    // Tabbing on past a panel's last link closes it behind you.
    const last = megaMenus[megaMenus.length - 1];
    const trigger = nav(page, lng).getByRole('button', {
      name: text(lng, `layout:menu.${last.group}`),
      exact: true,
    });
    const panel = await controlled(page, trigger);
    await page.keyboard.press('Enter');
    const links = panel.getByRole('link');
    await links.first().waitFor();
    const count = await links.count();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
    expect(await focusIsIn(panel)).toBe(true);
    await page.keyboard.press('Tab');
    await panel.waitFor({ state: 'hidden' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await focusIsIn(panel)).toBe(false);
    await page.context().close();
  });

  it('opens, enters and leaves the mobile menu and each of its sections at 390 px', async () => {
    const page = await openPage(await browser().newContext(phone), paths.home, lng);
    const button = nav(page, lng).getByRole('button', {
      name: new RegExp(`^(${text(lng, 'layout:menu.open')}|${text(lng, 'layout:menu.close')})$`),
    });
    const menu = await controlled(page, button);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await menu.getByRole('link').first().waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusIsIn(menu)).toBe(true);

    for (const [index, section] of megaMenus.entries()) {
      const sectionButton = menu.getByRole('button', {
        name: text(lng, `layout:menu.${section.group}`),
        exact: true,
      });
      const region = await controlled(page, sectionButton);
      await tabTo(page, sectionButton);
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await region.getByRole('link', { name: text(lng, 'layout:menu.viewAll') }).waitFor();
      expect(await sectionButton.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focusIsIn(region)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocus(sectionButton)).toBe(true);
      await page.keyboard.press('Enter');
      await region.waitFor({ state: 'hidden' });
      expect(await sectionButton.getAttribute('aria-expanded')).toBe('false');
      expect(await focusableIn(region)).toEqual([]);
    }

    await page.keyboard.press('Tab');
    expect(await focusIsIn(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocusOn(page, button, 'the mobile menu closed by Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusableIn(menu)).toEqual([]);

    // Enter opens it again, and Enter on the same button closes it.
    await page.keyboard.press('Enter');
    await menu.getByRole('link').first().waitFor();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    expect(await hasFocus(button)).toBe(true);
    expect(await focusableIn(menu)).toEqual([]);
    await page.context().close();
  });
});
