/**
 * The site's windows with the keyboard only, in English and in Spanish (taking turns by width): the DTF checkout window
 * (modal) and the live chat window (non-modal). Each opener is reached with Tab; Enter or Space
 * opens; the focus goes into the window; Escape and the window's own buttons close it and give
 * the focus back to the opener; once closed, nothing in it can take the focus. The modal window
 * keeps Tab inside it while open. Also the editing mode's tools panel. (The owner's delete
 * window: owner-inbox.test.ts.)
 */
import type { Locator, Page } from 'playwright-core';
import { dtfProducts } from '../../catalog/dtf.ts';
import { paths } from '../../core/routes/paths.ts';
import { browserPerFile, desktop, phone } from '../support/browser.ts';
import { setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { expectFocusOn, focusableIn, focused, focusIsIn, hasFocus, tabTo } from '../support/keyboard.ts';
import { languages, openPage, text, type Language } from '../support/language-pages.ts';

const browser = browserPerFile();
beforeAll(() => setOwnerPassword());

/** Tab and Shift+Tab `times` each: the focus never lands outside `dialog` (the page is inert). */
async function focusStaysIn(page: Page, dialog: Locator, times: number) {
  const outside: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press(key);
      // Past the last control the browser may take the focus to its own UI (the document
      // body here); it must never reach the page behind.
      const inside = await focusIsIn(dialog);
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      if (!inside && onPage) outside.push(await focused(page));
    }
  }
  expect(outside).toEqual([]);
}

/** One DTF line added with the keyboard: a product, its first size, Add to Order. */
async function addDtfLine(page: Page, lng: Language) {
  const product = text(lng, `catalog:items.${dtfProducts[0].id}.title`);
  const select = page.getByRole('button', { name: text(lng, 'dtf:order.products.selectLabel', { product }) });
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const size = page.getByRole('radio').first();
  await size.waitFor();
  await tabTo(page, size);
  await page.keyboard.press('Space');
  expect(await size.isChecked()).toBe(true);
  const add = page.getByRole('button', { name: text(lng, 'forms:dtf-item.submit'), exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
}

/**
 * The widths a window is tried at in a language: the languages take turns, so each window is
 * tried once at each width and each language tries both windows (the DTF window in English at
 * desktop width and in Spanish on a phone, the chat window the other way round). The keys and
 * the focus do not change with the language; the names found by role do, and are all read.
 */
const widths = [
  ['desktop', desktop],
  ['phone', phone],
] as const;
const widthsFor = (lng: Language, window: 0 | 1) =>
  widths.filter((_width, index) => (index + languages.indexOf(lng) + window) % 2 === 0);

describe.each(languages)('keyboard only, in %s', (lng) => {
  it.each(widthsFor(lng, 0))(
    'opens and leaves the DTF checkout window at %s width',
    async (_width, options) => {
      const page = await openPage(await browser().newContext(options), paths.dtf, lng);
      await addDtfLine(page, lng);
      const checkout = page.getByRole('button', { name: text(lng, 'dtf:order.cart.checkout') });
      await checkout.waitFor();
      const dialog = page.getByRole('dialog', { name: text(lng, 'forms:dtf-checkout.title') });
      const closers = [
        { how: 'Escape', key: 'Escape' },
        { how: 'its close button', button: text(lng, 'dtf:order.checkout.close') },
        { how: 'Cancel', button: text(lng, 'dtf:order.checkout.cancel') },
      ];
      for (const [index, closer] of closers.entries()) {
        await tabTo(page, checkout);
        await page.keyboard.press(index === 1 ? 'Space' : 'Enter');
        await dialog.waitFor();
        expect(await focusIsIn(dialog)).toBe(true);
        if (index === 0) await focusStaysIn(page, dialog, 25);
        if (closer.key) {
          await page.keyboard.press(closer.key);
        } else {
          const button = dialog.getByRole('button', { name: closer.button, exact: true });
          await tabTo(page, button);
          await page.keyboard.press('Enter');
        }
        await dialog.waitFor({ state: 'hidden' });
        await expectFocusOn(page, checkout, `closed by ${closer.how}`);
        expect(await focusableIn(page.locator('dialog'))).toEqual([]);
      }
      await page.context().close();
    },
  );

  it.each(widthsFor(lng, 1))('opens and leaves the live chat window at %s width', async (_width, options) => {
    const page = await openPage(await browser().newContext(options), paths.contact, lng);
    const launcher = page.getByRole('button', { name: text(lng, 'forms:chat.window.open') });
    const chat = page.getByRole('dialog', { name: text(lng, 'forms:chat.window.title') });
    await tabTo(page, launcher);

    // Enter opens it with the message box focused; Escape closes it.
    await page.keyboard.press('Enter');
    await chat.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    expect(await focusIsIn(chat)).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    expect(await hasFocus(launcher)).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');

    // Space opens it; its close button, reached with Shift+Tab, closes it.
    await page.keyboard.press('Space');
    await chat.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await tabTo(
      page,
      chat.getByRole('button', { name: text(lng, 'forms:chat.window.close') }),
      'Shift+Tab',
      10,
    );
    await page.keyboard.press('Enter');
    await chat.waitFor({ state: 'detached' });
    expect(await hasFocus(launcher)).toBe(true);
    await page.context().close();
  });

  it("opens and leaves the editing mode's tools panel", async () => {
    const context = await browser().newContext(desktop);
    await signInOwner(context);
    const page = await openPage(context, paths.home, lng);
    // The owner's floating Admin button is the page's last control: Shift+Tab from the top gets there.
    const admin = page.getByRole('button', { name: text(lng, 'editing:mode.admin'), exact: true });
    await admin.waitFor();
    await tabTo(page, admin, 'Shift+Tab', 10);
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: text(lng, 'editing:tools.title') });
    await toggle.waitFor();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // On a wide screen the panel starts open.
    await panel.getByRole('heading', { name: text(lng, 'editing:tools.title') }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, toggle, 'Tab', 3);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await hasFocus(toggle)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusableIn(panel)).toEqual([]);

    // Space opens it, and the toggle closes it again.
    await page.keyboard.press('Space');
    await panel.waitFor();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'hidden' });
    expect(await hasFocus(toggle)).toBe(true);
    expect(await focusableIn(panel)).toEqual([]);
    await page.context().close();
  });
});
