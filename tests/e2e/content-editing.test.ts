import type { BrowserContextOptions, Page } from 'playwright-core';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';
import esHome from '../../locales/es/home.json';
import { baseUrl, desktop, browserPerFile, downloadBytes, phone, watchProblems } from '../support/browser.ts';
import { isEditableKey } from '../../core/content/editable-keys.ts';
import { hydrated } from '../support/hydration.ts';
import {
  clearSharedDraft,
  ownerDraft,
  publishTimeout,
  putDraft,
  setOwnerPassword,
  signInOwner,
} from '../support/owner-session.ts';

const invalidFile = 'Invalid file format. Please select a valid JSON file.';
const resetQuestion = 'Are you sure you want to reset all text to default? This cannot be undone.';
const heroTitle = enHome.hero.title;
const heroDescription = enHome.hero.description;

const browser = browserPerFile();
beforeAll(() => setOwnerPassword());
// The shared server keeps the draft: leave none behind for the other test files.
afterAll(() => clearSharedDraft());

/**
 * The home page with every request recorded, in publish mode: for the signed-in owner with
 * `draft` as the draft on the server (none by default), or for a visitor.
 */
async function open(
  options: BrowserContextOptions = desktop,
  { owner = true, draft = {} }: { owner?: boolean; draft?: Record<string, string> } = {},
) {
  const context = await browser().newContext(options);
  if (owner) {
    await signInOwner(context);
    // Each test starts from its own draft: the server keeps the last one between tests.
    expect((await putDraft(context, draft)).status()).toBe(200);
  }
  const page = await context.newPage();
  const problems = watchProblems(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(baseUrl() + '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await hydrated(page);
  // The owner's Admin button appears once the page has asked the server about the session.
  if (owner) await page.getByRole('button', { name: 'Admin', exact: true }).waitFor();
  return { page, problems, requests };
}

async function openInAdminMode(options: BrowserContextOptions = desktop, draft: Record<string, string> = {}) {
  const opened = await open(options, { draft });
  await opened.page.getByRole('button', { name: 'Admin', exact: true }).click();
  await opened.page.getByRole('button', { name: 'Editing tools' }).waitFor();
  return opened;
}

/** Unfolds the tools panel where it starts folded (a phone); on a wide screen it is open already. */
async function openTools(page: Page) {
  const toggle = page.getByRole('button', { name: 'Editing tools' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('heading', { name: 'Editing tools' }).waitFor();
}

/** The owner's draft on the server once it reads `expected` (saves are sent as they happen), or after 5 s. */
async function stored(page: Page, expected?: Record<string, string>) {
  let draft = await ownerDraft(page.context());
  for (let tries = 0; expected && tries < 50 && JSON.stringify(draft) !== JSON.stringify(expected); tries++) {
    await page.waitForTimeout(100);
    draft = await ownerDraft(page.context());
  }
  return draft;
}
const editable = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const editor = (page: Page, key: string) => page.getByRole('textbox', { name: `Text ${key}` });
const editors = (page: Page) => page.getByRole('textbox', { name: /^Text / });

/** Walks to the bottom so that the sections loading on approach are all there. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.getByRole('heading', { name: enHome.reviews.title }).waitFor();
}

describe('admin mode', () => {
  it('costs visitors nothing: no Admin button, no editing code, no call to the server', async () => {
    const { page, problems, requests } = await open(phone, { owner: false });
    // Even where the old local-only mode left admin mode on in this browser.
    await page.evaluate(() => localStorage.setItem('adminMode', 'true'));
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Nor anything of the owner's inbox (owner-inbox.test.ts checks more pages).
    expect(requests.filter((path) => /editing-mode|owner/.test(path))).toEqual([]);
    expect(await page.getByRole('button', { name: /^(Admin|Publish)$/ }).count()).toBe(0);
    await loadWholePage(page);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: heroTitle }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit (header|footer) texts/ }).count()).toBe(0);
    expect(await page.getByText('Editing tools').count()).toBe(0);
    await page.getByText(heroTitle).click();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is switched by the floating button, stored as adminMode, and survives a reload', async () => {
    const { page, problems, requests } = await open();
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await editable(page, heroTitle).waitFor();
    expect(requests.some((path) => path.includes('editing-mode'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('adminMode'))).toBe('true');

    await page.reload();
    await editable(page, heroTitle).waitFor();
    await page.getByRole('button', { name: 'Editing tools' }).waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Admin', exact: true }).waitFor({ timeout: publishTimeout });
    expect(await page.evaluate(() => localStorage.getItem('adminMode'))).toBe('false');
    expect(await editable(page, heroTitle).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Admin', exact: true }).waitFor();
    expect(await editable(page, heroTitle).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('an editable text', () => {
  it('goes to editing on click and is saved on Enter as the draft, kept after a reload and on another device', async () => {
    const { page, problems } = await openInAdminMode();
    await editable(page, heroTitle).click();
    const field = editor(page, 'home:hero.title');
    expect(await field.inputValue()).toBe(heroTitle);
    await field.fill('Signs that sell');
    await page.keyboard.press('Enter');
    await editable(page, 'Signs that sell').waitFor();
    expect(await editors(page).count()).toBe(0);
    expect(await stored(page, { 'en:home:hero.title': 'Signs that sell' })).toEqual({
      'en:home:hero.title': 'Signs that sell',
    });

    // Saved means saved on the server: after a reload, and in another browser of the owner.
    await page.reload();
    await editable(page, 'Signs that sell').waitFor();
    const phoneContext = await browser().newContext(phone);
    await signInOwner(phoneContext);
    const onPhone = await phoneContext.newPage();
    await onPhone.goto(baseUrl() + '/');
    await onPhone.evaluate(() => localStorage.setItem('adminMode', 'true'));
    await onPhone.reload();
    await editable(onPhone, 'Signs that sell').waitFor();
    // Published nothing: visitors still see the original title (content-publish.test.ts publishes).
    const visitor = await browser().newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(baseUrl() + '/');
    expect(await visitorPage.getByRole('heading', { level: 1 }).textContent()).toBe(heroTitle);
    expect(problems).toEqual([]);
    await Promise.all([phoneContext.close(), visitor.close(), page.context().close()]);
  });

  it('is cancelled on Escape and saved on blur', async () => {
    const { page } = await openInAdminMode();
    await editable(page, heroTitle).click();
    await editor(page, 'home:hero.title').fill('Not this one');
    await page.keyboard.press('Escape');
    await editable(page, heroTitle).waitFor();
    expect(await stored(page)).toEqual({});

    await editable(page, enHome.hero.eyebrow).click();
    await editor(page, 'home:hero.eyebrow').fill('Proudly local');
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await editable(page, 'Proudly local').waitFor();
    expect(await stored(page, { 'en:home:hero.eyebrow': 'Proudly local' })).toEqual({
      'en:home:hero.eyebrow': 'Proudly local',
    });
    await page.context().close();
  });

  it('takes Enter as a new line in a multi-line text and saves on Ctrl+Enter', async () => {
    const { page } = await openInAdminMode();
    await editable(page, heroDescription).click();
    const field = editor(page, 'home:hero.description');
    await field.fill('First line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second line');
    expect(await field.inputValue()).toBe('First line\nSecond line');
    await page.keyboard.press('Control+Enter');
    await editable(page, 'First line Second line').waitFor();
    expect(await stored(page, { 'en:home:hero.description': 'First line\nSecond line' })).toEqual({
      'en:home:hero.description': 'First line\nSecond line',
    });
    // The line break is kept on the page, not only in storage.
    expect(await page.getByText('First line').evaluate((e) => (e as HTMLElement).innerText)).toBe(
      'First line\nSecond line',
    );
    await page.context().close();
  });

  it('is cleared by Ctrl+Delete and by the Clear button; saved empty, the default comes back', async () => {
    const { page } = await openInAdminMode();
    await editable(page, heroTitle).click();
    const field = editor(page, 'home:hero.title');
    await page.keyboard.press('Control+Delete');
    expect(await field.inputValue()).toBe('');
    await page.keyboard.type('Fresh start');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await field.inputValue()).toBe('');
    // Clear keeps the editor open and the focus in it.
    expect(await field.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.getByText('0/500 characters').waitFor();
    await page.keyboard.type('Fresh start');
    await page.keyboard.press('Enter');
    expect(await stored(page, { 'en:home:hero.title': 'Fresh start' })).toEqual({
      'en:home:hero.title': 'Fresh start',
    });

    await editable(page, 'Fresh start').click();
    await page.keyboard.press('Control+Delete');
    await page.keyboard.press('Enter');
    await editable(page, heroTitle).waitFor();
    expect(await stored(page, {})).toEqual({});
    await page.context().close();
  });

  it('is reached with the keyboard, and Enter starts editing', async () => {
    const { page } = await openInAdminMode();
    await editable(page, enHome.hero.eyebrow).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(heroTitle);
    await page.keyboard.press('Enter');
    await editor(page, 'home:hero.title').waitFor();
    await page.keyboard.type('!');
    await page.keyboard.press('Enter');
    // Focus returns to the text, visibly.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`${heroTitle}!`);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.context().close();
  });
});

describe('the length limits', () => {
  const limited = [
    { key: 'layout:footer.description', text: enLayout.footer.description, limit: 200 },
    { key: 'layout:footer.address', text: enLayout.footer.address, limit: 100 },
    { key: 'home:hero.description', text: heroDescription, limit: 300 },
    { key: 'home:services.items.dtf.description', text: enHome.services.items.dtf.description, limit: 150 },
    { key: 'home:features.subtitle', text: enHome.features.subtitle, limit: 200 },
    {
      key: 'home:features.items.support.description',
      text: enHome.features.items.support.description,
      limit: 200,
    },
    { key: 'home:cta.description', text: enHome.cta.description, limit: 250 },
    { key: 'home:reviews.description', text: enHome.reviews.description, limit: 200 },
    { key: 'home:reviews.note', text: enHome.reviews.note, limit: 150 },
    { key: 'home:hero.title', text: heroTitle, limit: 500 },
  ];

  it('keep each text at its limit when the owner types 10 characters past it', async () => {
    const { page } = await openInAdminMode();
    await loadWholePage(page);
    await page.getByRole('button', { name: 'Edit footer texts' }).click();
    for (const { key, text, limit } of limited) {
      await editable(page, text).click();
      const field = editor(page, key);
      await field.fill('a'.repeat(limit - 5));
      await page.keyboard.type('b'.repeat(15));
      expect([key, (await field.inputValue()).length]).toEqual([key, limit]);
      await page.getByText(`${limit}/${limit} characters`).waitFor();
      await page.keyboard.press('Escape');
      await editable(page, text).waitFor();
    }
    expect(await stored(page)).toEqual({});
    await page.context().close();
  });
});

describe('the editable texts', () => {
  it('are all texts the server takes in a draft (core/content/editable-keys.ts)', async () => {
    const { page } = await openInAdminMode();
    await loadWholePage(page);
    await page.getByRole('button', { name: 'Edit header texts' }).click();
    await page.getByRole('button', { name: 'Edit footer texts' }).click();
    // A mega-menu's own texts too.
    await page.locator('header [role="button"]', { hasText: 'Printing' }).hover();
    await page.locator('header [data-edit-key="en:layout:menu.viewAll"]').first().waitFor();
    const keys = await page
      .locator('[data-edit-key]')
      .evaluateAll((elements) => [
        ...new Set(elements.map((element) => (element as HTMLElement).dataset.editKey!)),
      ]);
    expect(keys.length).toBeGreaterThan(40);
    const locales = { layout: enLayout, home: enHome };
    expect(keys.filter((key) => !isEditableKey(key.slice('en:'.length), locales))).toEqual([]);
    await page.context().close();
  });
});

describe('the header and footer toggles', () => {
  it('make their texts editable only while pressed, and an edit shows everywhere its key is used', async () => {
    const { page } = await openInAdminMode();
    const header = page.locator('header');
    const footer = page.locator('footer');
    expect(await editable(page, 'Jobs').count()).toBe(0);
    const headerToggle = page.getByRole('button', { name: 'Edit header texts' });
    await headerToggle.click();
    expect(await headerToggle.getAttribute('aria-pressed')).toBe('true');

    // The text of a link: clicking edits it and does not follow the link.
    await header.getByRole('button', { name: 'Jobs', exact: true }).click();
    await editor(page, 'layout:nav.jobs').fill('Careers');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await footer.getByRole('link', { name: 'Careers', exact: true }).waitFor();

    // The text of a menu button, spaces included.
    await header.locator('[role="button"]', { hasText: 'Printing' }).click();
    await editor(page, 'layout:menu.printing').fill('Print & Copy');
    await page.keyboard.press('Enter');
    // The pointer on the trigger may have opened the mega-menu, whose heading has the text too.
    await header.locator('[role="button"]', { hasText: 'Print & Copy' }).first().waitFor();

    await headerToggle.click();
    expect(await headerToggle.getAttribute('aria-pressed')).toBe('false');
    expect(await header.getByRole('button', { name: 'Careers' }).count()).toBe(0);
    await header.getByRole('link', { name: 'Careers', exact: true }).waitFor();

    expect(await footer.getByRole('button', { name: enLayout.footer.address }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit footer texts' }).click();
    await footer.getByRole('button', { name: enLayout.footer.address }).click();
    await editor(page, 'layout:footer.address').fill('55 Main St, Mishawaka, IN');
    await page.keyboard.press('Enter');
    await footer.getByRole('button', { name: '55 Main St, Mishawaka, IN' }).waitFor();
    const expected = {
      'en:layout:nav.jobs': 'Careers',
      'en:layout:menu.printing': 'Print & Copy',
      'en:layout:footer.address': '55 Main St, Mishawaka, IN',
    };
    expect(await stored(page, expected)).toEqual(expected);
    await page.context().close();
  });
});

describe('the editing tools', () => {
  it('export the draft as website-content.json', async () => {
    const { page } = await openInAdminMode(desktop, {
      'es:home:hero.title': 'Hola',
      'en:home:hero.title': 'Hello',
    });
    await openTools(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export content' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('website-content.json');
    const file = JSON.parse((await downloadBytes(download)).toString('utf8'));
    expect(file).toEqual({ 'en:home:hero.title': 'Hello', 'es:home:hero.title': 'Hola' });
    await page.getByRole('status').getByText('Downloaded website-content.json (2 texts).').waitFor();
    await page.context().close();
  });

  it('import a file by merging each key, and alert without changing anything on a bad file', async () => {
    const { page } = await openInAdminMode();
    await editable(page, heroTitle).click();
    await editor(page, 'home:hero.title').fill('Kept title');
    await page.keyboard.press('Enter');

    await openTools(page);
    const importContent = page.getByLabel('Import content');
    const json = (value: unknown) => ({
      name: 'website-content.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(value)),
    });
    await importContent.setInputFiles(
      json({ 'en:home:cta.title': 'Ready when you are', 'es:home:hero.title': 'Título importado' }),
    );
    await page.getByRole('status').getByText('Texts imported: 2.').waitFor();
    const expected = {
      'en:home:hero.title': 'Kept title',
      'en:home:cta.title': 'Ready when you are',
      'es:home:hero.title': 'Título importado',
    };
    expect(await stored(page, expected)).toEqual(expected);
    await loadWholePage(page);
    await editable(page, 'Ready when you are').waitFor();

    const before = await stored(page);
    for (const bad of [
      { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"en:home:hero.title": ') },
      json(['a list']),
      json({ 'en:home:hero.title': 42 }),
    ]) {
      const [dialog] = await Promise.all([page.waitForEvent('dialog'), importContent.setInputFiles(bad)]);
      expect(dialog.type()).toBe('alert');
      expect(dialog.message()).toBe(invalidFile);
      await dialog.accept();
      expect(await stored(page)).toEqual(before);
    }
    await page.context().close();
  });

  it('reset all text only when the owner confirms', async () => {
    const { page } = await openInAdminMode();
    await editable(page, heroTitle).click();
    await editor(page, 'home:hero.title').fill('Edited title');
    await page.keyboard.press('Enter');
    await openTools(page);
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Reset all text' }).click();
    await editable(page, 'Edited title').waitFor();
    expect(await stored(page, { 'en:home:hero.title': 'Edited title' })).toEqual({
      'en:home:hero.title': 'Edited title',
    });

    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset all text' }).click();
    await editable(page, heroTitle).waitFor();
    expect(await stored(page, {})).toEqual({});
    expect(questions).toEqual([resetQuestion, resetQuestion]);
    await page.context().close();
  });

  it('outline every editable text in enhanced editing and show its key on hover', async () => {
    const { page } = await openInAdminMode();
    const title = editable(page, heroTitle);
    const outline = () => title.evaluate((e) => getComputedStyle(e).outlineStyle);
    expect(await outline()).toBe('none');
    await openTools(page);
    await page.getByRole('switch', { name: 'Enhanced editing' }).click();
    expect(await outline()).toBe('dashed');
    await title.hover();
    expect(await title.evaluate((e) => getComputedStyle(e, '::after').content)).toContain(
      'en:home:hero.title',
    );
    await page.getByRole('switch', { name: 'Enhanced editing' }).click();
    await page.mouse.move(1200, 880);
    expect(await outline()).toBe('none');
    await page.context().close();
  });
});

describe('per-language texts', () => {
  it('change only the Spanish text when edited while viewing Spanish', async () => {
    const { page } = await openInAdminMode();
    // The toggle loads the Spanish address; admin mode is kept in the browser and stays on.
    await page.getByRole('link', { name: 'Cambiar a español' }).click();
    await page.waitForURL(`${baseUrl()}/es`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await editable(page, esHome.hero.title).click();
    // The editor speaks the page's language too.
    await page.getByRole('textbox', { name: 'Texto home:hero.title' }).fill('Rótulos que venden');
    await page.keyboard.press('Enter');
    await editable(page, 'Rótulos que venden').waitFor();
    expect(await stored(page, { 'es:home:hero.title': 'Rótulos que venden' })).toEqual({
      'es:home:hero.title': 'Rótulos que venden',
    });

    await page.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await editable(page, heroTitle).waitFor();

    await openTools(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export content' }).click(),
    ]);
    expect(JSON.parse((await downloadBytes(download)).toString('utf8'))).toEqual({
      'es:home:hero.title': 'Rótulos que venden',
    });
    await page.context().close();
  });
});
