/**
 * From request to approved job, in real Chromium against the real server and its real mail
 * server (docs/owner-guide.md "The customer's page: messages and proofs"), once in each language: the customer takes the link
 * from their receipt, reads the owner's message, answers with a file, gets proof v1, asks for
 * changes, gets v2 and approves it; the owner does and sees each step in the inbox, the approval
 * record included; every e-mail arrives once, in the customer's language. axe checks the
 * customer's page with a proof shown and the owner's new panels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { waitForMails, type SentMail } from '../support/e2e-mails.ts';
import { setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { validAnswers } from '../support/form-answers.ts';

type Lng = 'en' | 'es';
const root = path.resolve(__dirname, '../..');
const texts = (lng: Lng, ns: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** The text at a dotted key of a namespace, `{{name}}` filled in: what the page must show. */
function t(lng: Lng, ns: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = texts(lng, ns);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#1e40af"/></svg>',
);

const browser = browserPerFile();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
beforeAll(() => setOwnerPassword());

const tokenLink = (mail: SentMail) => {
  const link = /(http:\/\/\S+\/my-request\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link to the customer's page in "${mail.subject}"`);
  return link;
};

async function sendRequest(lng: Lng, email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forms/contact`, {
    method: 'POST',
    body: validAnswers('contact', {
      firstName: lng === 'es' ? 'Rosa' : 'Rose',
      lastName: 'Vega',
      email,
      phone: '574-555-0100',
      serviceType: 'vehicle-wraps',
      message: lng === 'es' ? 'Rotulación completa de mi furgoneta.' : 'Full wrap for my van.',
      _lang: lng,
    }).searchParams(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function newPage(options: typeof desktop, lng: Lng): Promise<{ page: Page; problems: string[] }> {
  const context = await browser().newContext({ ...options, locale: lng === 'es' ? 'es-ES' : 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  return { page, problems: watchProblems(page) };
}

describe.each<Lng>(['en', 'es'])("the customer's page (%s)", (lng) => {
  const c = (key: string, values?: Record<string, string | number>) => t(lng, 'customer', key, values);
  const o = (key: string, values?: Record<string, string | number>) => t(lng, 'owner', key, values);
  const email = `wrap-${lng}-${Date.now()}@example.com`;
  const toCustomer = (mail: SentMail) => mail.to === email;

  it('takes a request from the receipt to an approved proof v2, with every step in the inbox and every e-mail once', async () => {
    const reference = await sendRequest(lng, email);
    const mine = (mail: SentMail) => mail.subject.includes(reference);
    const [receipt] = await waitForMails((m) => toCustomer(m) && mine(m));

    // The owner works in the inbox, in the same language.
    const owner = await newPage(desktop, lng);
    await signInOwner(owner.page.context());
    const ownerUrl = `${baseUrl()}${lng === 'es' ? '/es' : ''}/owner?ref=${reference}`;
    await owner.page.goto(ownerUrl);
    const conversation = owner.page.getByRole('region', { name: o('conversation.title') });
    await conversation
      .getByLabel(o('conversation.label'))
      .fill(lng === 'es' ? '¿Nos envía su logo en vector?' : 'Could you send your logo as a vector file?');
    await conversation.getByRole('button', { name: o('conversation.send') }).click();
    await owner.page.getByText(o('conversation.sent')).waitFor();

    // The customer opens the link from their receipt on their phone.
    const customer = await newPage(phone, lng);
    await customer.page.goto(tokenLink(receipt));
    await customer.page.getByRole('heading', { level: 1, name: c('heading', { reference }) }).waitFor();
    await customer.page
      .getByText(lng === 'es' ? '¿Nos envía su logo en vector?' : 'Could you send your logo')
      .waitFor();

    // They answer with a file.
    await customer.page
      .getByLabel(c('reply.text'))
      .fill(lng === 'es' ? 'Aquí está el logo.' : 'Here is the logo.');
    await customer.page
      .getByLabel(c('reply.files'))
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await customer.page.getByRole('button', { name: c('reply.submit') }).click();
    await customer.page.getByText(c('reply.sent')).waitFor();
    const [reply] = await waitForMails(
      (m) => m.to === 'shop@print.example' && m.subject.startsWith(`Reply on ${reference}`),
    );
    expect(reply.text).toContain('logo.svg');

    // The owner sees the answer, marked new, and the request among those waiting.
    await owner.page.goto(`${baseUrl()}${lng === 'es' ? '/es' : ''}/owner?waiting=1`);
    await owner.page
      .getByRole('link', { name: new RegExp(reference) })
      .first()
      .waitFor();
    await owner.page.goto(ownerUrl);
    await conversation.getByText(lng === 'es' ? 'Aquí está el logo.' : 'Here is the logo.').waitFor();
    await conversation.getByText(o('conversation.new'), { exact: true }).waitFor();
    await conversation.getByRole('link', { name: /logo\.svg/ }).waitFor();

    // Proof v1, and the customer asks for changes.
    const proofs = owner.page.getByRole('region', { name: o('proofs.title') });
    await proofs
      .getByLabel(o('proofs.file'))
      .setInputFiles({ name: 'van-v1.png', mimeType: 'image/png', buffer: png });
    await proofs.getByLabel(o('proofs.note')).fill('v1');
    await proofs.getByRole('button', { name: o('proofs.sendVersion', { version: 1 }) }).click();
    await owner.page.getByText(o('proofs.sent', { version: 1 })).waitFor();
    const [proofMail] = await waitForMails(
      (m) => toCustomer(m) && m.subject === t(lng, 'emails', 'proof.subject', { version: 1, reference }),
    );
    await customer.page.goto(tokenLink(proofMail));
    await customer.page.getByRole('heading', { name: c('proofs.version', { version: 1 }) }).waitFor();
    await customer.page.getByRole('img', { name: c('proofs.previewAlt', { version: 1 }) }).waitFor();
    await customer.page
      .getByLabel(c('changes.comment'))
      .fill(lng === 'es' ? 'Logo más grande.' : 'Bigger logo.');
    await customer.page.getByRole('button', { name: c('changes.submit') }).click();
    await customer.page.getByText(c('proofs.decisionSaved', { version: 1 })).waitFor();
    await waitForMails((m) => m.subject === `Changes requested on proof v1 for ${reference}`);

    // Proof v2, as a PDF; the customer approves it.
    await owner.page.reload();
    await proofs
      .getByLabel(o('proofs.file'))
      .setInputFiles({ name: 'van-v2.pdf', mimeType: 'application/pdf', buffer: pdf });
    await proofs.getByRole('button', { name: o('proofs.sendVersion', { version: 2 }) }).click();
    await owner.page.getByText(o('proofs.sent', { version: 2 })).waitFor();
    await waitForMails(
      (m) => toCustomer(m) && m.subject === t(lng, 'emails', 'proof.subject', { version: 2, reference }),
    );
    await customer.page.reload();
    await customer.page.getByRole('link', { name: c('proofs.openPdf') }).waitFor();
    // v1 is listed as superseded, with no way to approve it.
    await customer.page.getByText(c('proofs.superseded'), { exact: true }).waitFor();
    expect(
      await customer.page.getByRole('button', { name: c('approve.submit', { version: 1 }) }).count(),
    ).toBe(0);
    expect(await axeViolations(customer.page, `customer page with proof v2 (${lng})`)).toEqual([]);

    const signature = lng === 'es' ? 'Rosa Vega' : 'Rose Vega';
    const approve = customer.page.getByRole('button', { name: c('approve.submit', { version: 2 }) });
    await approve.click();
    await customer.page.getByText(c('approve.nameRequired')).waitFor();
    await customer.page.getByLabel(c('approve.name')).fill(signature);
    await customer.page.getByLabel(c('approve.check')).check();
    await approve.click();
    await customer.page.getByText(c('proofs.decisionSaved', { version: 2 })).waitFor();
    await customer.page.getByText(new RegExp(signature)).first().waitFor();

    const [confirmation] = await waitForMails(
      (m) =>
        toCustomer(m) && m.subject === t(lng, 'emails', 'confirmation.subject', { version: 2, reference }),
    );
    expect(confirmation.html).toContain(`<html lang="${lng}">`);
    await waitForMails((m) => m.subject === `Proof v2 approved for ${reference}`);

    // The owner sees the approval record.
    await owner.page.reload();
    const v2 = proofs.getByRole('listitem').filter({ hasText: o('proofs.version', { version: 2 }) });
    await v2.getByText(o('proofs.record.approvedTitle')).waitFor();
    await v2.getByText(signature).waitFor();
    await v2.getByText(o('proofs.record.ip')).waitFor();
    await v2.getByText('127.0.0.1').waitFor();
    await v2.getByText(/HeadlessChrome|Chrome\//).waitFor();
    await v2.getByText(/^[0-9a-f]{64}$/).waitFor();
    await owner.page.getByText(o('proofs.final', { version: 2 })).waitFor();
    expect(await axeViolations(owner.page, `owner request screen with proofs (${lng})`)).toEqual([]);

    // Every e-mail arrived once: receipt, message, proof v1, proof v2, confirmation.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const customerMails = await waitForMails((m) => toCustomer(m) && mine(m), 5);
    expect(customerMails).toHaveLength(5);
    expect(new Set(customerMails.map((m) => m.subject)).size).toBe(5);
    for (const mail of customerMails) expect(mail.html).toContain(`<html lang="${lng}">`);
    const shopMails = await waitForMails((m) => m.to === 'shop@print.example' && mine(m), 4);
    expect(shopMails).toHaveLength(4);
    expect(customer.problems).toEqual([]);
    expect(owner.problems).toEqual([]);
  });

  it('turns a tampered link into the page that e-mails a fresh link, as /order-status also does', async () => {
    const reference = await sendRequest(lng, `fresh-${email}`);
    const [receipt] = await waitForMails((m) => m.to === `fresh-${email}` && m.subject.includes(reference));
    const link = tokenLink(receipt);
    const tampered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    const { page } = await newPage(phone, lng);
    await page.goto(tampered);
    await page.getByRole('heading', { level: 1, name: c('invalid.title') }).waitFor();
    await page.getByLabel(c('invalid.reference')).fill(reference);
    await page.getByLabel(c('invalid.email')).fill(`fresh-${email}`);
    await page.getByRole('button', { name: c('invalid.submit') }).click();
    await page.getByText(c('linkSent')).waitFor();
    const [fresh] = await waitForMails(
      (m) => m.to === `fresh-${email}` && m.subject === t(lng, 'emails', 'link.subject', { reference }),
    );
    await page.goto(tokenLink(fresh));
    await page.getByRole('heading', { level: 1, name: c('heading', { reference }) }).waitFor();

    // /order-status shows the status and offers the same fresh link.
    const lookup = (key: string) => t(lng, 'company', `orderStatus.lookup.${key}`);
    await page.goto(`${baseUrl()}${lng === 'es' ? '/es' : ''}/order-status?ref=${reference}`);
    await page.getByLabel(lookup('email')).fill(`fresh-${email}`);
    await page.getByRole('button', { name: lookup('submit') }).click();
    await page.getByRole('button', { name: lookup('emailLink') }).click();
    await page.getByText(lookup('linkSent')).waitFor();
    await waitForMails(
      (m) => m.to === `fresh-${email}` && m.subject === t(lng, 'emails', 'link.subject', { reference }),
      2,
    );
  });
});
