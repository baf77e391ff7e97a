/**
 * Priced quotes in real Chromium against the real server and its mail server (docs/owner-guide.md "Quotes"):
 * the owner writes a quote with a catalogue line, a discount and tax in the inbox and sends it;
 * the customer opens it from the e-mail, sees the same totals to the cent and accepts it; the
 * owner sees the record. Also a declined quote, a quote past its date (Accept gone from the page
 * and refused by the server), and the print view of a 15-line quote on one A4 and one Letter page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from 'playwright-core';
import { catalogQuoteLines } from '../../core/pricing/catalog-quote-lines.ts';
import { formatCents, priceQuote } from '../../core/pricing/quote.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { waitForMails, type SentMail } from '../support/e2e-mails.ts';
import { setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { e2eDataDir } from '../support/stored-submissions.ts';
import { validAnswers } from '../support/form-answers.ts';

type Lng = 'en' | 'es';
const root = path.resolve(__dirname, '../..');
function t(lng: Lng, ns: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
}

const browser = browserPerFile();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
beforeAll(() => setOwnerPassword());

async function newPage(options: typeof desktop, lng: Lng): Promise<{ page: Page; problems: string[] }> {
  const context = await browser().newContext({ ...options, locale: lng === 'es' ? 'es-ES' : 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  return { page, problems: watchProblems(page) };
}

async function sendRequest(lng: Lng, email: string): Promise<{ reference: string; receipt: SentMail }> {
  const response = await fetch(`${baseUrl()}/api/forms/contact`, {
    method: 'POST',
    body: validAnswers('contact', {
      firstName: lng === 'es' ? 'Marta' : 'Martha',
      lastName: 'Ruiz',
      email,
      phone: '574-555-0100',
      serviceType: 'printing-services',
      message: lng === 'es' ? 'Tarjetas y un cartel.' : 'Cards and a banner.',
      _lang: lng,
    }).searchParams(),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const [receipt] = await waitForMails((m) => m.to === email && m.subject.includes(reference));
  return { reference, receipt };
}

const linkIn = (mail: SentMail) => {
  const link = /(http:\/\/\S+\/my-request\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
};

/** An owner's context, signed in, that sends quotes through the API as the editor does. */
async function ownerApi(lng: Lng) {
  const owner = await newPage(desktop, lng);
  await signInOwner(owner.page.context());
  return {
    ...owner,
    sendQuote: async (reference: string, body: Record<string, unknown>) => {
      const response = await owner.page.request.post(
        `${baseUrl()}/api/owner/submissions/${reference}/quotes`,
        {
          data: body,
          headers: { 'x-requested-with': 'owner' },
        },
      );
      expect(response.status()).toBe(201);
    },
  };
}

const twoLines = [
  { description: 'Vinyl banner 3×6 ft', quantity: 2, unitCents: 8950 },
  { description: 'Design, hours', quantity: 1.5, unitCents: 6000 },
];

describe.each<Lng>(['en', 'es'])('a priced quote (%s)', (lng) => {
  const o = (key: string, values?: Record<string, string | number>) => t(lng, 'owner', key, values);
  const c = (key: string, values?: Record<string, string | number>) => t(lng, 'customer', key, values);
  const prefix = lng === 'es' ? '/es' : '';

  it('is written in the inbox with a catalogue line, a discount and tax, and accepted by the customer at the same total', async () => {
    const email = `quote-${lng}-${Date.now()}@example.com`;
    const { reference } = await sendRequest(lng, email);
    const owner = await newPage(desktop, lng);
    await signInOwner(owner.page.context());
    await owner.page.goto(`${baseUrl()}${prefix}/owner?ref=${reference}`);
    const panel = owner.page.getByRole('region', { name: o('quote.title') });
    const picker = panel.getByLabel(o('quote.catalog.label'));
    await picker.selectOption({ index: 1 });
    const chosen = await picker.inputValue();
    const entry = catalogQuoteLines().find((candidate) => candidate.id === chosen)!;
    await panel.getByRole('button', { name: o('quote.catalog.add') }).click();
    const line = (n: number) => panel.getByRole('group', { name: o('quote.lines.line', { number: n }) });
    const linePattern = new RegExp(`^${o('quote.lines.line', { number: 0 }).replace('0', '\\d+')}$`);
    const lines = () => panel.getByRole('group', { name: linePattern });
    // The catalogue fills a line; the other two are typed.
    while ((await lines().count()) < 3)
      await panel.getByRole('button', { name: o('quote.lines.add') }).click();
    let typed = 0;
    for (let n = 1; n <= 3; n += 1) {
      if ((await line(n).getByLabel(o('quote.lines.description')).inputValue()) !== '') continue;
      const { description, quantity, unitCents } = twoLines[typed++];
      await line(n).getByLabel(o('quote.lines.description')).fill(description);
      await line(n)
        .getByLabel(o('quote.lines.quantity'))
        .fill(String(quantity).replace('.', lng === 'es' ? ',' : '.'));
      await line(n)
        .getByLabel(o('quote.lines.unitPrice'))
        .fill((unitCents / 100).toFixed(2));
    }
    expect(typed).toBe(2);
    await panel.getByRole('radio', { name: o('quote.discount.percent') }).check();
    await panel.getByLabel(o('quote.discount.percentLabel')).fill('10');
    await panel.getByLabel(o('quote.tax')).fill('7');
    const expected = priceQuote({
      lines: [{ description: 'catalogue', quantity: 1, unitCents: entry.unitCents }, ...twoLines],
      discount: { kind: 'percent', percent: 10 },
      taxRatePercent: 7,
    }).totals;
    const total = formatCents(expected.totalCents, lng);
    await panel.getByText(total).first().waitFor();
    expect(await axeViolations(owner.page, `quote editor (${lng})`)).toEqual([]);
    await panel.getByRole('button', { name: o('quote.send', { version: 1 }) }).click();
    await owner.page.getByText(o('quote.sent', { version: 1 })).waitFor();

    // The customer opens it from the e-mail on their phone and sees the same totals.
    const [mail] = await waitForMails((m) => m.to === email && m.subject.includes(`(v1)`));
    expect(mail.text).toContain(total);
    const customer = await newPage(phone, lng);
    await customer.page.goto(linkIn(mail));
    const section = customer.page.getByRole('region', { name: c('quote.title') });
    await section.getByText(total).first().waitFor();
    await section.getByText(formatCents(expected.taxCents, lng)).first().waitFor();
    await section.getByText(formatCents(expected.discountCents, lng), { exact: false }).first().waitFor();
    expect(await axeViolations(customer.page, `customer quote (${lng})`)).toEqual([]);

    const name = lng === 'es' ? 'Marta Ruiz' : 'Martha Ruiz';
    await section.getByLabel(c('quote.accept.name')).fill(name);
    await section.getByLabel(c('quote.accept.check')).check();
    await section.getByRole('button', { name: c('quote.accept.submit', { version: 1 }) }).click();
    await customer.page.getByText(c('quote.acceptedThanks', { version: 1 })).waitFor();
    await waitForMails((m) => m.subject.startsWith(`Quote v1 accepted for ${reference}`));
    await waitForMails(
      (m) =>
        m.to === email &&
        m.subject === t(lng, 'emails', 'quoteConfirmation.subject', { version: 1, reference }),
    );

    // The owner sees the acceptance record, and the request under "Quote accepted".
    await owner.page.reload();
    await panel.getByText(o('quote.record.acceptedTitle')).waitFor();
    await panel.getByText(name).waitFor();
    await panel.getByText('127.0.0.1').waitFor();
    await panel.getByText(/^[0-9a-f]{64}$/).waitFor();
    await owner.page.goto(`${baseUrl()}${prefix}/owner?accepted=1`);
    await owner.page
      .getByRole('link', { name: new RegExp(reference) })
      .first()
      .waitFor();
    expect(customer.problems).toEqual([]);
    expect(owner.problems).toEqual([]);
  });

  it('takes a decline with its reason, which the owner sees', async () => {
    const email = `decline-${lng}-${Date.now()}@example.com`;
    const { reference } = await sendRequest(lng, email);
    const owner = await ownerApi(lng);
    await owner.sendQuote(reference, { lines: twoLines, discount: null, taxRatePercent: null });
    const [mail] = await waitForMails((m) => m.to === email && m.subject.includes('(v1)'));
    const customer = await newPage(phone, lng);
    await customer.page.goto(linkIn(mail));
    const section = customer.page.getByRole('region', { name: c('quote.title') });
    const decline = section.getByRole('button', { name: c('quote.decline.submit') });
    // A reason is required; "Another reason" needs the customer's words.
    await decline.click();
    await section.getByText(c('quote.decline.reasonRequired')).waitFor();
    await section
      .getByRole('group', { name: c('quote.decline.reason') })
      .getByRole('radio', { name: c('quote.reasons.timing') })
      .check();
    await decline.click();
    await customer.page.getByText(c('quote.declinedThanks', { version: 1 })).waitFor();
    const [shop] = await waitForMails((m) => m.subject === `Quote v1 declined for ${reference}`);
    expect(shop.text).toContain('Reason: the timing');
    await owner.page.goto(`${baseUrl()}${prefix}/owner?ref=${reference}`);
    const panel = owner.page.getByRole('region', { name: o('quote.title') });
    await panel.getByText(o('quote.record.declinedTitle')).waitFor();
    await panel.getByText(o('quote.reasons.timing')).waitFor();
  });

  it('offers no Accept once past its date, and the server refuses one', async () => {
    const email = `expired-${lng}-${Date.now()}@example.com`;
    const { reference } = await sendRequest(lng, email);
    const owner = await ownerApi(lng);
    await owner.sendQuote(reference, { lines: twoLines, discount: null, taxRatePercent: null });
    const [mail] = await waitForMails((m) => m.to === email && m.subject.includes('(v1)'));
    // The quote's last day moved into the past in the store, as time would move it.
    const db = new DatabaseSync(path.join(e2eDataDir(), 'intake.sqlite'), { timeout: 5000 });
    db.prepare(
      `UPDATE quotes SET valid_until = '2026-01-15'
       WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)`,
    ).run(reference);
    db.close();
    const customer = await newPage(phone, lng);
    await customer.page.goto(linkIn(mail));
    const section = customer.page.getByRole('region', { name: c('quote.title') });
    const day = new Intl.DateTimeFormat(lng === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date('2026-01-15T00:00:00Z'));
    await section.getByText(c('quote.expiredNote', { date: day })).waitFor();
    expect(
      await section.getByRole('button', { name: c('quote.accept.submit', { version: 1 }) }).count(),
    ).toBe(0);
    const token = linkIn(mail).split('/').at(-1)!;
    const view = await customer.page.request.get(`${baseUrl()}/api/customer/requests/${token}`);
    const { quotes } = (await view.json()) as { quotes: { sha256: string; expired: boolean }[] };
    expect(quotes[0].expired).toBe(true);
    const refused = await customer.page.request.post(
      `${baseUrl()}/api/customer/requests/${token}/quotes/1/decision`,
      {
        data: { decision: 'accept', name: 'Marta Ruiz', terms: true, sha256: quotes[0].sha256 },
        headers: { origin: baseUrl() },
      },
    );
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('expired');
  });
});

describe("the quote's print view", () => {
  it('fits a 15-line quote on one A4 page and one Letter page, for the customer and the owner', async () => {
    const email = `print-${Date.now()}@example.com`;
    const { reference } = await sendRequest('en', email);
    const owner = await ownerApi('en');
    const lines = Array.from({ length: 15 }, (_, i) => ({
      description:
        i % 4 === 0
          ? `Full-colour vinyl lettering for the rear doors, line ${i + 1}, with contour cut`
          : `Item ${i + 1}`,
      quantity: i + 1,
      unitCents: 1250 + i * 99,
    }));
    await owner.sendQuote(reference, {
      lines,
      discount: { kind: 'amount', cents: 2500 },
      taxRatePercent: 7,
      note: 'Prices include installation at our shop. Delivery quoted separately on request.',
    });
    const [mail] = await waitForMails((m) => m.to === email && m.subject.includes('(v1)'));
    const token = linkIn(mail).split('/').at(-1)!;
    const dir = mkdtempSync(path.join(tmpdir(), 'quote-pdf-'));
    const pagesOf = async (page: Page, format: 'A4' | 'Letter', name: string) => {
      const file = path.join(dir, `${name}-${format}.pdf`);
      writeFileSync(file, await page.pdf({ format, printBackground: true }));
      return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    };
    const customer = await newPage(desktop, 'en');
    await customer.page.goto(`${baseUrl()}/my-request/${token}/quote/1`);
    await customer.page.getByText('Item 15').waitFor();
    await customer.page
      .getByText(
        formatCents(
          priceQuote({ lines, discount: { kind: 'amount', cents: 2500 }, taxRatePercent: 7 }).totals
            .totalCents,
          'en',
        ),
      )
      .first()
      .waitFor();
    expect([
      await pagesOf(customer.page, 'A4', 'customer'),
      await pagesOf(customer.page, 'Letter', 'customer'),
    ]).toEqual([1, 1]);
    await owner.page.goto(`${baseUrl()}/owner/quote?ref=${reference}&version=1`);
    await owner.page.getByText('Item 15').waitFor();
    expect([await pagesOf(owner.page, 'A4', 'owner'), await pagesOf(owner.page, 'Letter', 'owner')]).toEqual([
      1, 1,
    ]);
    expect(customer.problems).toEqual([]);
  });
});
