/**
 * axe-core (WCAG 2.1 A and AA, and axe's best practices) on what only shows after a visitor
 * acts, in English and in Spanish: each of the four mega-menus open (1280 px), the mobile menu
 * open with each of its sections (390 px), the DTF configurator with a product chosen, the DTF
 * checkout window open and sent empty, the live chat window open and sent empty (both widths),
 * and the owner's editing mode with its tools open and a text in its editor. The pages
 * themselves: axe-routes.test.ts.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { dtfProducts } from '../../catalog/dtf.ts';
import { megaMenus } from '../../catalog/menus.ts';
import { paths } from '../../core/routes/paths.ts';
import { axeViolations, watchRequests } from '../support/axe.ts';
import { baseUrl, browserPerFile, desktop, phone } from '../support/browser.ts';
import { putDraft, setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { languages, openPage, text, type Language } from '../support/language-pages.ts';

const browser = browserPerFile();
beforeAll(() => setOwnerPassword());

async function open(
  options: BrowserContextOptions,
  path: string,
  lng: Language,
  { owner = false } = {},
): Promise<Page> {
  const context = await browser().newContext(options);
  if (owner) {
    await signInOwner(context);
    // The draft other tests left on the shared server: the original texts here.
    await putDraft(context, {});
  }
  // Counted from the first request, so the checks wait for everything the page loads.
  context.on('page', (page) => watchRequests(page));
  return openPage(context, path, lng);
}

const nav = (page: Page, lng: Language) =>
  page.getByRole('navigation', { name: text(lng, 'layout:nav.label') });

/** The DTF page with one product chosen in the configurator. */
async function chooseDtfProduct(page: Page, lng: Language) {
  const product = text(lng, `catalog:items.${dtfProducts[0].id}.title`);
  await page.getByRole('button', { name: text(lng, 'dtf:order.products.selectLabel', { product }) }).click();
  await page.getByRole('button', { name: text(lng, 'forms:dtf-item.submit'), exact: true }).waitFor();
}

/** A size chosen and the line added to the order list, then the checkout window open. */
async function openCheckout(page: Page, lng: Language) {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: text(lng, 'forms:dtf-item.submit'), exact: true }).click();
  await page.getByRole('button', { name: text(lng, 'dtf:order.cart.checkout') }).click();
  const dialog = page.getByRole('dialog', { name: text(lng, 'forms:dtf-checkout.title') });
  await dialog.waitFor();
  return dialog;
}

async function openChat(page: Page, lng: Language) {
  await page.getByRole('button', { name: text(lng, 'forms:chat.window.open') }).click();
  const chat = page.getByRole('dialog', { name: text(lng, 'forms:chat.window.title') });
  await chat.getByRole('textbox').first().waitFor();
  return chat;
}

describe.each(languages)('axe on opened menus and windows in %s', (lng) => {
  it('finds no violation with each mega-menu open at 1280 px', async () => {
    const page = await open(desktop, paths.home, lng);
    const violations: string[] = [];
    for (const menu of megaMenus) {
      await nav(page, lng)
        .getByRole('button', { name: text(lng, `layout:menu.${menu.group}`), exact: true })
        .click();
      await nav(page, lng)
        .getByRole('link', { name: text(lng, 'layout:menu.viewAll') })
        .waitFor();
      violations.push(...(await axeViolations(page, `${menu.group} mega-menu open (${lng})`)));
    }
    await page.context().close();
    expect(violations).toEqual([]);
  });

  it('finds no violation with the mobile menu open, and each of its sections, at 390 px', async () => {
    const page = await open(phone, paths.home, lng);
    await page.getByRole('button', { name: text(lng, 'layout:menu.open') }).click();
    const menu = nav(page, lng);
    await menu.getByRole('link', { name: text(lng, 'layout:nav.upload') }).waitFor();
    const violations = await axeViolations(page, `mobile menu open (${lng})`);
    for (const section of megaMenus) {
      await menu
        .getByRole('button', { name: text(lng, `layout:menu.${section.group}`), exact: true })
        .click();
      await menu.getByRole('link', { name: text(lng, 'layout:menu.viewAll') }).waitFor();
      violations.push(...(await axeViolations(page, `mobile menu, ${section.group} open (${lng})`)));
    }
    await page.context().close();
    expect(violations).toEqual([]);
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'finds no violation in the DTF configurator and checkout window, empty and sent empty, at %s width',
    async (width, options) => {
      const page = await open(options, paths.dtf, lng);
      // Add to Order stays disabled until a size is chosen: there is no error to show yet.
      await chooseDtfProduct(page, lng);
      const violations = await axeViolations(page, `DTF configurator, a product chosen (${lng}, ${width})`);
      const dialog = await openCheckout(page, lng);
      violations.push(...(await axeViolations(page, `DTF checkout open (${lng}, ${width})`)));
      await dialog.getByRole('button', { name: text(lng, 'forms:dtf-checkout.submit'), exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
      violations.push(...(await axeViolations(page, `DTF checkout sent empty (${lng}, ${width})`)));
      await page.context().close();
      expect(violations).toEqual([]);
    },
  );

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'finds no violation in the live chat window, open and sent empty, at %s width',
    async (width, options) => {
      const page = await open(options, paths.contact, lng);
      const chat = await openChat(page, lng);
      const violations = await axeViolations(page, `chat open (${lng}, ${width})`);
      await chat.getByRole('button', { name: text(lng, 'forms:chat.submit'), exact: true }).click();
      await chat.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
      violations.push(...(await axeViolations(page, `chat sent empty (${lng}, ${width})`)));
      await page.context().close();
      expect(violations).toEqual([]);
    },
  );

  it('finds no violation in the editing mode: its tools open, a text in its editor', async () => {
    const page = await open(desktop, paths.home, lng, { owner: true });
    await page.getByRole('button', { name: text(lng, 'editing:mode.admin'), exact: true }).click();
    // On a wide screen the tools panel starts open, its versions listed.
    await page.getByRole('heading', { name: text(lng, 'editing:tools.title') }).waitFor();
    await page.getByRole('heading', { name: text(lng, 'editing:versions.title') }).waitFor();
    const violations = await axeViolations(page, `editing mode, tools open (${lng})`);
    // By keyboard: the open tools panel may cover the title.
    await page.getByRole('button', { name: text(lng, 'home:hero.title'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox').first().waitFor();
    violations.push(...(await axeViolations(page, `editing mode, a text in its editor (${lng})`)));
    await page.context().close();
    expect(violations).toEqual([]);
  });
});

describe('the axe check itself', () => {
  // A frame of the site's own origin is checked with the page; the home page's map, Google's
  // frame, is not ours to check.
  it('reports what it is there to find, on the page and inside a frame of the same origin', async () => {
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/robots.txt`);
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
        <h1>Broken on purpose</h1>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p style="color:#bbb;background:#fff">Grey on white</p>
        <iframe title="Inner" srcdoc="<!doctype html><html lang=en><body><button></button></body></html>"></iframe>
      </main></body></html>`,
    );
    await page.frameLocator('iframe').locator('button').waitFor({ state: 'attached' });
    const found = (await axeViolations(page, 'fixture')).join('\n');
    await context.close();
    expect(found).toContain('image-alt');
    expect(found).toContain('color-contrast');
    expect(found).toContain('button-name');
  });
});
