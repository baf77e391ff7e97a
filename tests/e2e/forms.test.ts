/**
 * Every form of forms/*.form.json on its page, in real Chromium against the real server, one
 * table: an empty submit is stopped at each required field and sends nothing; the form filled
 * from its form file (every field the page shows, tests/support/form-answers.ts) is sent, the
 * page says so with the reference and starts over, the row is stored with what was typed, and
 * the shop's and the visitor's e-mails go out. What one page does beyond that stays in its own
 * file (contact-form, booking-form, printing-form, marketing-forms, upload-form,
 * website-design, dtf-order, gang-sheet, chat-widget).
 */
import type { Page } from 'playwright-core';
import enForms from '../../locales/en/forms.json';
import type { FieldSchema, FormDefinition } from '../../core/forms/form-definition.ts';
import { formForService } from '../../core/forms/printing.ts';
import { validatorKey } from '../../src/form-engine/validators.ts';
import { baseUrl, browserPerFile, desktop, watchProblems } from '../support/browser.ts';
import { waitForMails } from '../support/e2e-mails.ts';
import { validAnswers, validValue, type Answer, type Answers } from '../support/form-answers.ts';
import { formIdsIn, readForm } from '../support/form-files.ts';
import { storedSubmission } from '../support/stored-submissions.ts';

const browser = browserPerFile();
const texts = enForms as unknown as Record<string, { submit: string; messages: Record<string, string> }>;
const validation = (enForms as unknown as { validation: Record<string, string> }).validation;

/** Where each form is filled in; a form with no row here says which test covers it instead. */
interface Where {
  path: string;
  variant?: 'business-cards' | 'booklets';
  /** What the page adds to the stored row beyond the visitor's answers. */
  stored?: Record<string, unknown>;
}
const pages: Record<string, Where[] | string> = {
  booking: [{ path: '/booking' }],
  contact: [{ path: '/contact' }],
  'google-ads': [{ path: '/digital-marketing/google-ads' }],
  'printing-order': [
    { path: '/printing/business-cards', variant: 'business-cards', stored: { service: 'Business Cards' } },
    { path: '/printing/booklets', variant: 'booklets', stored: { service: 'Booklets & Catalogs' } },
  ],
  seo: [{ path: '/digital-marketing/seo-optimization' }],
  'social-media': [{ path: '/digital-marketing/social-media-management' }],
  upload: [{ path: '/upload' }],
  'website-design': [{ path: '/digital-marketing/custom-website-design' }],
  // A window over the contact page, not a page's form: tests/e2e/chat-widget.test.ts.
  chat: 'chat-widget.test.ts',
  // Sent from the cart's window with the cart's lines: tests/e2e/dtf-order.test.ts.
  'dtf-checkout': 'dtf-order.test.ts',
  // Never sent: it adds a line to the cart (tests/e2e/dtf-order.test.ts).
  'dtf-item': 'dtf-order.test.ts',
  // Sent from the gang sheet builder's window with the sheet: tests/e2e/gang-sheet.test.ts.
  'gang-sheet': 'gang-sheet.test.ts',
  // In steps, with conditions: tests/e2e/form-steps.test.ts.
  'vehicle-wrap': 'form-steps.test.ts',
};

type Row = [
  name: string,
  formId: string,
  path: string,
  form: FormDefinition,
  variant?: string,
  stored?: Record<string, unknown>,
];
const rows: Row[] = formIdsIn().flatMap((id): Row[] => {
  const where = pages[id];
  if (typeof where === 'string') return [];
  if (!where) return [[`${id} (no row in tests/e2e/forms.test.ts: add one)`, id, '', readForm(id)]];
  return where.map(({ path, variant, stored }): Row => {
    const form = variant ? formForService(readForm(id), variant) : readForm(id);
    return [`${id} at ${path}`, id, path, form, variant, stored];
  });
});

const widgetOf = (form: FormDefinition, name: string) =>
  (form.uiSchema[name] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];

/** What the visitor types or picks: every field the page shows, from its form file. */
function answersFor(form: FormDefinition): Answers {
  const answers: Answers = { ...validAnswers(form.id, {}).data };
  for (const [name, field] of Object.entries(form.schema.properties)) {
    if (name in answers || ['files', 'hidden'].includes(widgetOf(form, name) ?? '')) continue;
    // A list typed row by row (the upload's links) has its own test (upload-form.test.ts).
    if (field.type === 'array' && !field.items?.enum) continue;
    answers[name] = optionalValue(form.id, name, field);
  }
  return answers;
}

/** A field's value other than its default where it has choices, so the pick is seen to travel. */
function optionalValue(formId: string, name: string, field: FieldSchema): Answer {
  // A list: its first choice (its default is none).
  if (field.type === 'array' && field.items?.enum?.length) return [String(field.items.enum[0])];
  const choices = field.enum ?? [];
  const other = choices.find((value) => value !== field.default);
  if (other !== undefined) return other as Answer;
  if (field.type === 'boolean') return true;
  return validValue(formId, name, field);
}

/** The required fields an empty submit stops at: no default, not hidden. */
const emptyRequired = (form: FormDefinition) =>
  form.schema.required.filter(
    (name) => form.schema.properties[name].default === undefined && widgetOf(form, name) !== 'hidden',
  );

/** Types or picks one answer in the field's control, found by the id the form runner gives it. */
async function answer(page: Page, id: string, field: FieldSchema, value: Answer): Promise<boolean> {
  const choices = (field.enum ?? field.items?.enum ?? []).map(String);
  // The runner's option values are the choices' indexes; a group's options are `<id>-<index>`.
  const index = (item: string) => String(choices.indexOf(item));
  const control = page.locator(`[id="${id}"]`);
  if ((await control.count()) === 0) {
    if ((await page.locator(`[id="${id}-0"]`).count()) === 0) return false;
    for (const item of Array.isArray(value) ? value : [String(value)]) {
      await page.locator(`[id="${id}-${index(item)}"]`).check();
    }
    return true;
  }
  const kind = await control.evaluate((element) =>
    element instanceof HTMLInputElement ? `input:${element.type}` : element.tagName.toLowerCase(),
  );
  if (kind === 'select') await control.selectOption(index(String(value)));
  else if (kind === 'input:checkbox') await control.setChecked(value === true);
  else if (kind === 'input:radio') await page.locator(`[id="${id}-${index(String(value))}"]`).check();
  else if (kind.startsWith('input') || kind === 'textarea') await control.fill(String(value));
  else {
    for (const item of Array.isArray(value) ? value : [String(value)]) {
      await page.locator(`[id="${id}-${index(item)}"]`).check();
    }
  }
  return true;
}

async function open(formId: string, path: string) {
  const context = await browser().newContext(desktop);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  await page.goto(baseUrl() + path);
  await page.getByRole('button', { name: texts[formId].submit, exact: true }).waitFor();
  // The form runner counts from its first render (`_elapsed_ms`): a request sent sooner than a
  // person could fill the form goes to the spam folder, and no e-mail is sent for it.
  const opened = Date.now();
  const asAPerson = () => page.waitForTimeout(Math.max(0, 3500 - (Date.now() - opened)));
  return { page, problems, alerts, posts: () => posts, asAPerson };
}

it('has a row for every form file', () => {
  expect(rows.filter(([name]) => name.includes('no row')).map(([name]) => name)).toEqual([]);
});

describe.each(rows.filter(([name]) => !name.includes('no row')))(
  '%s',
  (_name, formId, path, form, variant, stored = {}) => {
    const submit = texts[formId].submit;
    const prefix = validatorKey(form, variant).replace(/\./g, '-');

    it('stops an empty submit at each required field, then sends what was filled in from the form file, says so with the reference, stores it and e-mails it', async () => {
      // One page for both: an empty submit first, then the answers.
      const { page, problems, alerts, posts, asAPerson } = await open(formId, path);
      await page.getByRole('button', { name: submit, exact: true }).click();
      const required = emptyRequired(form);
      const messages = page.getByText(validation.required, { exact: true });
      const lists = required.filter((name) => form.schema.properties[name].type === 'array').length;
      if (required.length - lists > 0) await messages.first().waitFor();
      expect(await messages.count()).toBe(required.length - lists);
      expect(posts()).toBe(0);

      const answers = answersFor(form);
      const shown: Answers = {};
      for (const [name, value] of Object.entries(answers)) {
        if (await answer(page, `${prefix}_${name}`, form.schema.properties[name], value)) shown[name] = value;
      }
      expect(Object.keys(shown)).toEqual(expect.arrayContaining(emptyRequired(form)));

      await asAPerson();
      const sent = page.waitForResponse(
        (r) => r.url() === `${baseUrl()}/api/forms/${formId}` && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: submit, exact: true }).click();
      const response = await sent;
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };

      const success = texts[formId].messages.success;
      if (form.submit.feedback === 'alert') {
        for (let i = 0; i < 100 && alerts.length === 0; i += 1) await page.waitForTimeout(100);
        expect(alerts).toHaveLength(1);
        expect(alerts[0].startsWith(success)).toBe(true);
        expect(alerts[0]).toContain(reference);
      } else {
        const banner = page.getByRole('status').filter({ hasText: success });
        await banner.waitFor();
        expect(await banner.innerText()).toContain(reference);
      }
      // It starts over: the first typed field is empty again.
      const typed = Object.keys(shown).find(
        (name) => typeof shown[name] === 'string' && !form.schema.properties[name].enum,
      );
      if (typed)
        await page.waitForFunction(
          (id) => (document.getElementById(id) as HTMLInputElement | null)?.value === '',
          `${prefix}_${typed}`,
        );

      const row = storedSubmission(reference);
      expect(row.form_id).toBe(formId);
      expect(row.data).toMatchObject({ ...shown, ...stored });
      const mails = await waitForMails((mail) => `${mail.subject}\n${mail.text}`.includes(reference), 2);
      expect(mails.map((mail) => mail.to).sort()).toEqual([String(shown.email), 'shop@print.example'].sort());
      expect(problems).toEqual([]);
      await page.context().close();
    });
  },
);
