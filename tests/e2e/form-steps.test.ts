/**
 * Conditions, steps and estimates in real Chromium against the real server: the vehicle-wrap
 * request (/request/vehicle-wrap) in both languages on a 390 px phone, one step at a time (Next
 * refuses an empty required field of its step, Back and the browser's Back keep every answer, a
 * reload keeps the step, the last step sends, axe finds nothing on each step), a pickup's bed
 * length that goes when the vehicle becomes a car; the printing form's estimate following its
 * options; and a request sent end to end from a vehicle wrap item's Get Quote (stored, in the
 * owner's inbox, e-mailed).
 */
import type { Locator, Page } from 'playwright-core';
import businessCardsTable from '../../catalog/prices/business-cards.json';
import { formForService } from '../../core/forms/printing.ts';
import { estimateFor, type PriceTable } from '../../core/pricing/estimate.ts';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { formatUsd } from '../../src/components/catalog/use-price-text.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { waitForMails } from '../support/e2e-mails.ts';
import { readForm } from '../support/form-files.ts';
import { hydrated } from '../support/hydration.ts';
import { setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { readStore, storedSubmission } from '../support/stored-submissions.ts';

const browser = browserPerFile();
beforeAll(() => setOwnerPassword());

type Lng = 'en' | 'es';
interface Texts {
  steps: { heading: string; next: string; back: string };
  estimate: { label: string; pending: string };
  conditions: { appeared_one: string };
  validation: { required: string };
  'vehicle-wrap': {
    submit: string;
    messages: { success: string };
    steps: Record<string, { title: string }>;
    fields: Record<string, { label: string; enum?: Record<string, string> }>;
  };
}
const texts = { en: enForms, es: esForms } as unknown as Record<Lng, Texts>;

/** The words of the form in one language. */
function wordsOf(lng: Lng) {
  const t = texts[lng];
  const form = t['vehicle-wrap'];
  return {
    heading: (current: number, title: string) =>
      t.steps.heading
        .replace('{{current}}', String(current))
        .replace('{{total}}', '3')
        .replace('{{title}}', form.steps[title].title),
    next: t.steps.next,
    back: t.steps.back,
    submit: form.submit,
    success: form.messages.success,
    required: t.validation.required,
    label: (field: string) => form.fields[field].label,
    choice: (field: string, value: string) => form.fields[field].enum![value],
    appeared: (field: string) => t.conditions.appeared_one.replace('{{fields}}', form.fields[field].label),
  };
}

const at = (lng: Lng, path: string) => `${baseUrl()}${lng === 'es' ? '/es' : ''}${path}`;
const search = (page: Page) => new URL(page.url()).search;
/** Waits until a locator's text is `text`; fails saying what it was instead. */
async function textBecomes(locator: Locator, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let now = await locator.textContent();
  while (now !== text && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await locator.textContent();
  }
  expect(now).toBe(text);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function openRequest(lng: Lng, path = '/request/vehicle-wrap') {
  const context = await browser().newContext({ ...phone, locale: lng === 'es' ? 'es-ES' : 'en-US' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(at(lng, path));
  await hydrated(page);
  return { page, problems };
}

/** The form's step heading (the page has other level-3 headings beside the form). */
const stepHeading = (page: Page) => page.locator('h3[tabindex="-1"]');

describe.each(['en', 'es'] as const)('the vehicle-wrap request in steps (%s, 390 px)', (lng) => {
  const w = wordsOf(lng);

  it('refuses an empty step, moves on, keeps every answer through Back, the browser Back and a reload, and sends from the last step; axe finds nothing on any step', async () => {
    const { page, problems } = await openRequest(lng);
    const heading = stepHeading(page);
    await heading.filter({ hasText: w.heading(1, 'vehicle') }).waitFor();
    expect(await page.getByRole('button', { name: w.submit }).count()).toBe(0);
    expect(await axeViolations(page, `${lng} step 1`)).toEqual([]);

    // Next with the step's required field empty: refused there, nothing else flagged.
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await page.getByText(w.required, { exact: true }).waitFor();
    expect(await page.getByText(w.required, { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vehicle-wrap_vehicleType-0');
    expect(search(page)).toBe('');

    await page.getByRole('radio', { name: w.choice('vehicleType', 'pickup'), exact: true }).check();
    await page.getByRole('radiogroup', { name: w.label('bedLength') }).waitFor();
    await page.getByRole('radio', { name: w.choice('bedLength', 'long'), exact: true }).check();
    await page.getByLabel(w.label('vehicleModel')).fill('2021 Ford F-150');
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await heading.filter({ hasText: w.heading(2, 'design') }).waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(search(page)).toBe('?step=design');
    expect(await axeViolations(page, `${lng} step 2`)).toEqual([]);

    await page.getByRole('button', { name: w.next, exact: true }).click();
    await page.getByText(w.required, { exact: true }).first().waitFor();
    await page.getByRole('radio', { name: w.choice('coverage', 'partial'), exact: true }).check();
    await page.getByRole('checkbox', { name: w.choice('coverageAreas', 'doors'), exact: true }).check();
    await page.getByRole('radio', { name: w.choice('designHelp', 'need-design'), exact: true }).check();
    await page.getByLabel(w.label('designBrief')).fill('Logo on both doors, phone number on the tailgate.');

    // The form's Back: the vehicle as it was answered.
    await page.getByRole('button', { name: w.back, exact: true }).click();
    await heading.filter({ hasText: w.heading(1, 'vehicle') }).waitFor();
    expect(search(page)).toBe('');
    expect(
      await page.getByRole('radio', { name: w.choice('vehicleType', 'pickup'), exact: true }).isChecked(),
    ).toBe(true);
    expect(
      await page.getByRole('radio', { name: w.choice('bedLength', 'long'), exact: true }).isChecked(),
    ).toBe(true);
    expect(await page.getByLabel(w.label('vehicleModel')).inputValue()).toBe('2021 Ford F-150');

    await page.getByRole('button', { name: w.next, exact: true }).click();
    await heading.filter({ hasText: w.heading(2, 'design') }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: w.choice('coverageAreas', 'doors'), exact: true }).isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await heading.filter({ hasText: w.heading(3, 'contact') }).waitFor();
    expect(search(page)).toBe('?step=contact');

    // The browser's Back: the step before, its answers kept; Forward again.
    await page.goBack();
    await heading.filter({ hasText: w.heading(2, 'design') }).waitFor();
    expect(
      await page.getByRole('radio', { name: w.choice('designHelp', 'need-design'), exact: true }).isChecked(),
    ).toBe(true);
    expect(await page.getByLabel(w.label('designBrief')).inputValue()).toBe(
      'Logo on both doors, phone number on the tailgate.',
    );
    await page.goForward();
    await heading.filter({ hasText: w.heading(3, 'contact') }).waitFor();
    expect(await axeViolations(page, `${lng} step 3`)).toEqual([]);

    // A reload: the same step, with what was typed (the draft).
    const email = `wrap-steps-${lng}-${Date.now()}@example.com`;
    await page.getByLabel(w.label('name')).fill('Ana Díaz');
    await page.getByLabel(w.label('email')).fill(email);
    await page.waitForTimeout(600);
    await page.reload();
    await hydrated(page);
    await heading.filter({ hasText: w.heading(3, 'contact') }).waitFor();
    expect(await page.getByLabel(w.label('name')).inputValue()).toBe('Ana Díaz');
    expect(await page.getByLabel(w.label('email')).inputValue()).toBe(email);

    // A person takes a few seconds (the intake files faster requests as spam).
    await page.waitForTimeout(3500);
    const sent = page.waitForResponse(
      (r) => r.url() === `${baseUrl()}/api/forms/vehicle-wrap` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: w.submit }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const banner = page.getByRole('status').filter({ hasText: w.success });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(reference);
    expect(storedSubmission(reference).data).toEqual({
      vehicleType: 'pickup',
      bedLength: 'long',
      vehicleModel: '2021 Ford F-150',
      coverage: 'partial',
      coverageAreas: ['doors'],
      designHelp: 'need-design',
      designBrief: 'Logo on both doors, phone number on the tailgate.',
      name: 'Ana Díaz',
      email,
    });
    // Sent: the form is back at its first step.
    await heading.filter({ hasText: w.heading(1, 'vehicle') }).waitFor();
    expect(search(page)).toBe('');
    expect(problems).toEqual([]);
  });

  it("asks a pickup's bed length, and takes it away when the vehicle becomes a car", async () => {
    const { page, problems } = await openRequest(lng);
    const bed = page.getByRole('radiogroup', { name: w.label('bedLength') });
    await stepHeading(page).waitFor();
    expect(await bed.count()).toBe(0);
    await page.getByRole('radio', { name: w.choice('vehicleType', 'pickup'), exact: true }).check();
    await bed.waitFor();
    await page.getByText(w.appeared('bedLength'), { exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: w.choice('bedLength', 'short'), exact: true }).check();
    await page.getByRole('radio', { name: w.choice('vehicleType', 'car'), exact: true }).check();
    await bed.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: w.choice('vehicleType', 'pickup'), exact: true }).check();
    await bed.waitFor();
    expect(
      await page.getByRole('radio', { name: w.choice('bedLength', 'short'), exact: true }).isChecked(),
    ).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('the printing form estimate', () => {
  const table = businessCardsTable as unknown as PriceTable;
  const form = formForService(readForm('printing-order'), 'business-cards');
  const expected = (lng: Lng, answers: Record<string, unknown>) =>
    (lng === 'en' ? 'Estimated price: ' : 'Precio estimado: ') +
    formatUsd(estimateFor(table, form.estimate!, form.schema, answers)!.totalCents / 100, lng, true);

  it.each(['en', 'es'] as const)('follows the options of business cards (%s)', async (lng) => {
    const context = await browser().newContext({ ...phone, locale: lng === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(at(lng, '/printing/business-cards'));
    await hydrated(page);
    const estimate = page.locator('#order [data-estimate] [aria-live]');
    const answers: Record<string, unknown> = {
      size: 'standard',
      quantity: '250',
      paper: 'cardstock-14pt',
      finish: 'matte',
    };
    await textBecomes(estimate, expected(lng, answers));
    const select = (field: string) => page.locator(`#printing-order-business-cards_${field}`);
    const choose = async (field: string, value: string) => {
      const index = (form.schema.properties[field].enum ?? []).indexOf(value);
      await select(field).selectOption(String(index));
      answers[field] = value;
      await textBecomes(estimate, expected(lng, answers));
    };
    await choose('quantity', '1000');
    await choose('paper', 'cotton-32pt');
    await choose('finish', 'soft-touch');
    await page.locator('#printing-order-business-cards_rushOrder').check();
    answers.rushOrder = true;
    await textBecomes(estimate, expected(lng, answers));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a vehicle wrap item', () => {
  it("leads its Get Quote to the request form with the item chosen, and the request goes all the way: stored, in the owner's inbox, e-mailed", async () => {
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const w = wordsOf('en');
    await page.goto(`${baseUrl()}/vehicle-wraps/full-wraps`);
    await hydrated(page);
    const link = page.getByRole('main').getByRole('link', { name: 'Get Quote', exact: true }).first();
    expect(await link.getAttribute('href')).toBe('/request/vehicle-wrap?coverage=full');
    await link.click();
    await page.waitForURL(`${baseUrl()}/request/vehicle-wrap`);
    await hydrated(page);
    const heading = stepHeading(page);
    await heading.filter({ hasText: w.heading(1, 'vehicle') }).waitFor();
    const shownAt = Date.now();

    await page.getByRole('radio', { name: w.choice('vehicleType', 'van'), exact: true }).check();
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await heading.filter({ hasText: w.heading(2, 'design') }).waitFor();
    // The item's choice.
    expect(
      await page.getByRole('radio', { name: w.choice('coverage', 'full'), exact: true }).isChecked(),
    ).toBe(true);
    await page.getByRole('radio', { name: w.choice('designHelp', 'have-artwork'), exact: true }).check();
    await page
      .getByLabel(w.label('artworkFiles'))
      .setInputFiles({ name: 'van-artwork.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('van-artwork.pdf').waitFor();
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await heading.filter({ hasText: w.heading(3, 'contact') }).waitFor();
    const email = `wrap-item-${Date.now()}@example.com`;
    await page.getByLabel(w.label('name')).fill('Marco Ruiz');
    await page.getByLabel(w.label('email')).fill(email);
    await page.getByLabel(w.label('phone')).fill('(574) 555-0123');

    await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
    const sent = page.waitForResponse(
      (r) => r.url() === `${baseUrl()}/api/forms/vehicle-wrap` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: w.submit }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await page.getByRole('status').filter({ hasText: reference }).waitFor();

    const stored = storedSubmission(reference);
    expect(stored.form_id).toBe('vehicle-wrap');
    expect(stored.data).toEqual({
      vehicleType: 'van',
      coverage: 'full',
      designHelp: 'have-artwork',
      artworkFiles: ['van-artwork.pdf'],
      name: 'Marco Ruiz',
      email,
      phone: '(574) 555-0123',
    });
    const files = readStore(
      (db) =>
        db
          .prepare(
            'SELECT f.field, f.original_name FROM files f JOIN submissions s ON s.id = f.submission_id WHERE s.reference = ?',
          )
          .all(reference) as unknown as { field: string; original_name: string }[],
    );
    expect(files).toEqual([{ field: 'artworkFiles', original_name: 'van-artwork.pdf' }]);

    // The owner's inbox shows the answers in words.
    await signInOwner(context);
    const detail = await context.request.get(`${baseUrl()}/api/owner/submissions/${reference}?lang=en`);
    expect(detail.status()).toBe(200);
    const { fields } = (await detail.json()) as { fields: { name: string; text: string }[] };
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'vehicleType', text: w.choice('vehicleType', 'van') }),
        expect.objectContaining({ name: 'coverage', text: w.choice('coverage', 'full') }),
      ]),
    );
    // The shop's e-mail and the visitor's receipt.
    const mails = await waitForMails((mail) => mail.subject.includes(reference), 2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([email, 'shop@print.example'].sort());
    const shop = mails.find((mail) => mail.to === 'shop@print.example')!;
    expect(shop.text).toContain('Marco Ruiz');
    expect(shop.text).toContain('van-artwork.pdf');
    expect(problems).toEqual([]);
    await context.close();
  });
});
