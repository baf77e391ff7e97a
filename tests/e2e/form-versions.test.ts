/**
 * Form versions as visitors meet them (docs/architecture.md "Form versions"), in real Chromium
 * against a server of this test's own (its publishes never reach the forms other test files
 * read): a visitor whose page still shows the contact form of before a publish is told it
 * changed, keeps what they typed and sends the new field; a new visitor gets the new version
 * checked by the validators the server compiled (under the site's CSP, with no eval), in both
 * languages; and once the field is gone again, the request still shows its answer under the
 * field's label in the owner's inbox and on the customer's page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { FormDetail } from '../../core/api/forms.ts';
import { linkTokenHash, newLinkToken } from '../../server/links/link-tokens.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { withHeardAbout } from '../server/fixtures/form-drafts.ts';
import { axeViolations } from '../support/axe.ts';
import { browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';
import { publishTimeout, signInOwner } from '../support/owner-session.ts';
import { serverPerFile } from '../support/own-server.ts';

const browser = browserPerFile();

const server = serverPerFile();
let store: SubmissionStore;
let url: string;
let owner: BrowserContext;

beforeAll(async () => {
  ({ url, store } = server());
  owner = await browser().newContext(desktop);
  await signInOwner(owner, url);
});

const ownerJson = async <T>(path: string) => (await (await owner.request.get(url + path)).json()) as T;
const ownerPost = (path: string, data?: unknown) =>
  owner.request.post(url + path, { data, headers: { 'x-requested-with': 'owner' }, timeout: publishTimeout });

async function openContact(
  context: BrowserContext,
  lng: 'en' | 'es' = 'en',
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchProblems(page, url);
  await page.goto(`${url}${lng === 'es' ? '/es' : ''}/contact`);
  await hydrated(page);
  await page.getByRole('button', { name: lng === 'es' ? /Enviar/ : 'Submit Quote Request' }).waitFor();
  return { page, problems };
}

let reference = '';

it('tells a visitor whose page predates a publish that the form changed, keeps their answers and sends the new field', async () => {
  const context = await browser().newContext(phone);
  const { page, problems } = await openContact(context);
  await page.getByLabel('First Name').fill('Marisol');
  await page.getByLabel('Last Name').fill('Vega');
  await page.getByLabel('Email Address').fill('marisol@example.com');
  await page.getByLabel('Service Type').selectOption({ label: 'Vehicle Wraps' });
  await page.getByLabel('Project Details').fill('A wrap for two vans.');
  expect(await page.getByLabel('How did you hear about us?').count()).toBe(0);
  // A person takes a few seconds to fill a form in (faster is filed as spam, too-fast).
  await page.waitForTimeout(3000);

  // The owner publishes the new field meanwhile.
  const published = await ownerPost(
    '/api/owner/forms/contact/publish',
    withHeardAbout(await ownerJson<FormDetail>('/api/owner/forms/contact')),
  );
  expect(published.status()).toBe(201);

  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const note = page
    .getByRole('status')
    .filter({ hasText: 'This form has changed: please check the new fields' });
  await note.waitFor();
  expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.getByLabel('First Name').inputValue()).toBe('Marisol');
  expect(await page.getByLabel('Project Details').inputValue()).toBe('A wrap for two vans.');
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'One of our wrapped vehicles' });
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const banner = page.getByText(/Your reference: [A-Z]-[0-9A-Z]{6}/);
  await banner.waitFor();
  reference = /([A-Z]-[0-9A-Z]{6})/.exec(await banner.innerText())![1];
  expect(await store.get(reference)).toMatchObject({
    status: 'received',
    formVersion: 2,
    data: { heardAbout: 'vehicle' },
  });
  // The browser logs the intake's 409 as a failed resource; nothing else went wrong.
  expect(problems).toEqual([expect.stringMatching(/status of 409 \(Conflict\)$/)]);
  await context.close();
});

it('draws the new version for a new visitor in both languages, checked by the served validators', async () => {
  const context = await browser().newContext(desktop);
  const { page, problems } = await openContact(context, 'es');
  const field = page.getByLabel('¿Cómo nos conoció?');
  await field.waitFor();
  // Nothing chosen: the served validators refuse it in the browser, and nothing is sent.
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.getByLabel(/^Nombre(?! de)/).fill('Lucía');
  await page.getByRole('button', { name: /Enviar/ }).click();
  await page.getByText('Este campo es obligatorio').first().waitFor();
  expect(posts).toEqual([]);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await axeViolations(page, 'contact, version 2, a required field missing (es)')).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it('shows the answer under its label once the field is gone, in the inbox and on the customer’s page', async () => {
  const restored = await ownerPost('/api/owner/forms/contact/versions/1/restore');
  expect(restored.status()).toBe(201);
  const page = await owner.newPage();
  const problems = watchProblems(page, url);
  await page.goto(`${url}/owner?ref=${reference}`);
  await page.getByText('How did you hear about us?').waitFor();
  await page.getByText('One of our wrapped vehicles').waitFor();

  const token = newLinkToken();
  await store.customer.addLink(reference, linkTokenHash(token), Date.now(), Date.now() + 60_000);
  const customer = await browser().newContext(phone);
  const mine = await customer.newPage();
  await mine.goto(`${url}/es/my-request/${token}`);
  await mine.getByText('¿Cómo nos conoció?').waitFor();
  await mine.getByText('Uno de nuestros vehículos rotulados').waitFor();

  // A new visitor gets version 1 again, the build's own.
  const visitor = await browser().newContext(desktop);
  const { page: contact } = await openContact(visitor);
  expect(await contact.getByLabel('How did you hear about us?').count()).toBe(0);
  expect(problems).toEqual([]);
  await Promise.all([customer.close(), visitor.close(), page.close()]);
});

it('puts a published title in the first HTML of the pages that show it, which hydrate without a mismatch', async () => {
  const detail = await ownerJson<FormDetail>('/api/owner/forms/contact');
  const texts = structuredClone(detail.live.texts);
  texts.en.title = 'Tell us about your project';
  texts.es.title = 'Cuéntenos su proyecto';
  const published = await ownerPost('/api/owner/forms/contact/publish', {
    file: detail.live.file,
    texts,
    basedOn: detail.live.version,
  });
  expect(published.status()).toBe(201);
  // Answered once this process serves the pages again: the very next page load has it.
  const html = await (await owner.request.get(`${url}/es/contact`)).text();
  expect(html).toContain('Cuéntenos su proyecto');
  const context = await browser().newContext(phone);
  const page = await context.newPage();
  const problems = watchProblems(page, url);
  await page.goto(`${url}/es/contact`);
  await hydrated(page);
  await page.getByRole('heading', { name: 'Cuéntenos su proyecto' }).waitFor();
  await page.getByRole('button', { name: /Enviar/ }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
