/**
 * The owner's Forms section (docs/owner-guide.md "Forms") in real Chromium at a phone's width,
 * against a server of this test's own (publishing here never changes the forms other test files
 * read): the owner finds the contact form from the header, adds "How did you hear about us?"
 * (a required drop-down, English and Spanish) in the visual editor, sees it in the preview in
 * both languages (filled in and checked, never sent), has a length over the server's limit
 * refused with its place, publishes; a visitor in a new browser is asked it and sends it, and the
 * inbox shows the answer; the history then restores version 1.
 */
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';
import { publishTimeout, signInOwner } from '../support/owner-session.ts';
import { serverPerFile } from '../support/own-server.ts';

const browser = browserPerFile();

const server = serverPerFile();
let url = '';
beforeAll(() => {
  ({ url } = server());
});

/** Controls under 44 px tall on the screen (a box ticked through its label counts the label). */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'header a, header button, main a, main button, main select, main input, main summary',
      ),
    ]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const input = element as HTMLInputElement;
        return input.type === 'checkbox' && input.labels?.[0] ? input.labels[0] : element;
      })
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => element.outerHTML.slice(0, 80)),
  );

/** The editor of one field, opened by the label its summary shows. */
async function openField(page: Page, label: string) {
  const summary = page.locator('summary', { hasText: label });
  const details = page.locator('details', { has: summary });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await summary.click();
  return details;
}

it('adds a drop-down, previews it, has a refusal named, publishes it to visitors, reads an answer and restores version 1', async () => {
  const context = await browser().newContext(phone);
  await signInOwner(context, url);
  const page = await context.newPage();
  const problems = watchProblems(page, url);
  const formPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/')) formPosts.push(request.url());
  });

  await page.goto(`${url}/owner`);
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  await page
    .getByRole('navigation', { name: "Owner's sections" })
    .getByRole('link', { name: 'Forms' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
  await page.getByRole('link', { name: 'Get Your Custom Quote' }).click();
  await page.getByRole('heading', { level: 1, name: 'Get Your Custom Quote' }).waitFor();
  expect(await page.getByText('No changes: this is version 1, the live one.').count()).toBe(1);
  // Nothing of the page is wider than the phone, and every control is easy to tap, with a field
  // and its choices open.
  await openField(page, 'Service Type');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);

  // "How did you hear about us?": a required drop-down, its label and choices in both languages.
  await page.getByRole('button', { name: 'Add field' }).click();
  // The new field opens with its name focused; its editor stays the same one once renamed.
  const nameId = await page.evaluate(() => document.activeElement?.id ?? '');
  expect(await page.locator(`[id="${nameId}"]`).inputValue()).toBe('newField');
  const added = page.locator('details', { has: page.locator(`[id="${nameId}"]`) });
  await added.getByLabel('Field name').fill('heardAbout');
  await added.getByLabel('Type').selectOption('select');
  await added.getByLabel('Label (English)').fill('How did you hear about us?');
  await added.getByLabel('Label (Spanish)').fill('¿Cómo nos conoció?');
  await added.getByLabel('Required').check();
  const choices: [string, string, string][] = [
    ['search', 'A web search', 'Una búsqueda en internet'],
    ['vehicle', 'One of our wrapped vehicles', 'Uno de nuestros vehículos rotulados'],
  ];
  for (const [index, [value, en, es]] of choices.entries()) {
    if (index > 0) await added.getByRole('button', { name: 'Add choice' }).click();
    const choice = added.getByRole('group', { name: `Choice ${index + 1}` });
    await choice.getByLabel('Value').fill(value);
    await choice.getByLabel('Text (English)').fill(en);
    await choice.getByLabel('Text (Spanish)').fill(es);
  }

  // The preview: the draft as a visitor sees it, checked in the browser and never sent.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of the draft' });
  await preview.getByLabel('How did you hear about us?').waitFor();
  await preview.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(preview.locator('[aria-invalid="true"]').first().isVisible()).resolves.toBe(true);
  await page
    .getByRole('group', { name: 'Language of the preview' })
    .getByRole('button', { name: 'Español' })
    .click();
  await preview.getByLabel('¿Cómo nos conoció?').waitFor();
  expect(await preview.getByRole('option', { name: 'Uno de nuestros vehículos rotulados' }).count()).toBe(1);
  expect(formPosts).toEqual([]);

  // A length over the server's limit: refused, with its place.
  await page.getByRole('tab', { name: 'Fields' }).click();
  const company = await openField(page, 'Company Name');
  await company.getByLabel('Maximum length').fill('6000');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Your draft' });
  await bar.getByText('/file/schema/properties/company/maxLength').waitFor();
  await company.getByLabel('Maximum length').fill('120');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Version 2 is live').waitFor({ timeout: publishTimeout });
  await page.getByText('No changes: this is version 2, the live one.').waitFor();

  // A visitor in a new browser is asked the new field at once, and sends it.
  const visitor = await browser().newContext(phone);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${url}/contact`);
  await hydrated(visitorPage);
  await visitorPage.getByLabel('First Name').fill('Rosa');
  await visitorPage.getByLabel('Last Name').fill('Treviño');
  await visitorPage.getByLabel('Email Address').fill('rosa@example.com');
  await visitorPage.getByLabel('Service Type').selectOption({ label: 'Vehicle Wraps' });
  await visitorPage
    .getByLabel('How did you hear about us?')
    .selectOption({ label: 'One of our wrapped vehicles' });
  await visitorPage.getByLabel('Project Details').fill('Lettering for a food truck.');
  // A person takes a few seconds (faster is filed as spam).
  await visitorPage.waitForTimeout(3000);
  await visitorPage.getByRole('button', { name: 'Submit Quote Request' }).click();
  const banner = visitorPage.getByText(/Your reference: [A-Z]-[0-9A-Z]{6}/);
  await banner.waitFor();
  const reference = /([A-Z]-[0-9A-Z]{6})/.exec(await banner.innerText())![1];
  await visitor.close();
  // The owner's inbox shows the answer under its label.
  const inbox = await context.newPage();
  await inbox.goto(`${url}/owner?ref=${reference}`);
  await inbox.getByText('How did you hear about us?').waitFor();
  await inbox.getByText('One of our wrapped vehicles').waitFor();
  await inbox.close();

  // The history: version 1 published again, as version 3.
  await page.getByRole('tab', { name: 'History' }).click();
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Version 1' }) });
  await first.getByText(/the form as shipped/).waitFor();
  await first.getByRole('button', { name: 'Restore version 1' }).click();
  await page
    .getByRole('dialog', { name: 'Restore version 1?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByText('Version 3 is live (restored from version 1)').waitFor({ timeout: publishTimeout });
  const third = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Version 3' }) });
  await third.getByText(/restored from version 1/).waitFor();
  await third.getByText('Field removed: heardAbout').waitFor();

  // The one refused publish is the browser's only complaint.
  expect(problems).toEqual([
    'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  await context.close();
});

describe.each([
  ['en', phone],
  ['es', desktop],
] as const)('axe in %s', (lng, device) => {
  it('finds nothing on the list, each part of a form (a field opened) and the restore confirmation', async () => {
    const context = await browser().newContext(device);
    await signInOwner(context, url);
    const page = await context.newPage();
    const prefix = lng === 'es' ? '/es' : '';
    const tab = (en: string, es: string) => page.getByRole('tab', { name: lng === 'es' ? es : en });
    const violations: string[] = [];
    await page.goto(`${url}${prefix}/owner/forms`);
    await page.getByRole('heading', { level: 1, name: lng === 'es' ? 'Formularios' : 'Forms' }).waitFor();
    violations.push(...(await axeViolations(page, `forms list (${lng})`)));

    await page.goto(`${url}${prefix}/owner/forms/vehicle-wrap`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('summary').nth(1).click();
    violations.push(...(await axeViolations(page, `fields, one open (${lng})`)));
    await tab('Form file', 'Archivo del formulario').click();
    violations.push(...(await axeViolations(page, `form file (${lng})`)));
    await tab('Preview', 'Vista previa').click();
    await page.locator('form').first().waitFor();
    violations.push(...(await axeViolations(page, `preview (${lng})`)));
    // Version 1 published again (through the API), so the history has a version to restore.
    const restored = await context.request.post(`${url}/api/owner/forms/vehicle-wrap/versions/1/restore`, {
      headers: { 'x-requested-with': 'owner' },
    });
    expect(restored.status()).toBe(201);
    await page.reload();
    await tab('History', 'Historial').click();
    await page.getByRole('heading', { level: 3 }).nth(1).waitFor();
    violations.push(...(await axeViolations(page, `history (${lng})`)));
    await page
      .getByRole('button', { name: lng === 'es' ? 'Restaurar la versión 1' : 'Restore version 1' })
      .click();
    await page.getByRole('dialog').waitFor();
    violations.push(...(await axeViolations(page, `restore confirmation (${lng})`)));
    expect(violations).toEqual([]);
    await context.close();
  });
});
