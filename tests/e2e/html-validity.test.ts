/**
 * Every page is valid HTML (docs/testing.md "Valid HTML and applied styles"): the Nu Html Checker
 * (vnu-jar, with the machine's Java) reads, in one run, every prerendered page in both
 * languages as the real server sends it (the not-found pages included), the owner's shell, the
 * pages whose forms the browser draws (as the live DOM once drawn), and the HTML part of every
 * kind of e-mail the server sends, in both languages. Its CSS checks read the pages' <style>
 * blocks too, so a style rule the browser would drop is an error here. The served pages must
 * also have <meta charset> within their first 1024 bytes, and no page a link with a `type`
 * attribute (a button's, where a link was drawn with a Button's props).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { languages, type Language } from '../../core/i18n/languages.ts';
import { allKnownPaths } from '../../core/routes/known-paths.ts';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { isUnlistedRoute, routeTable } from '../../core/routes/route-table.ts';
import { loadFormFiles } from '../../server/forms/form-files.ts';
import { createMailComposer, statusesToTell } from '../../server/notify/compose.ts';
import type { MessageSource } from '../../server/notify/format-message.ts';
import {
  mailKinds as allMailKinds,
  type Message,
  type Proof,
  type Quote,
  type Submission,
} from '../../server/store/types.ts';
import { loadFormTexts } from '../../server/forms/form-texts.ts';
import { baseUrl, browserPerFile, desktop } from '../support/browser.ts';
import { formPagesIn, formsDir, localesDir } from '../support/form-files.ts';

/**
 * Messages about features newer than the checker, allowed by their exact text (docs/testing.md
 * says why). `<link rel="expect" blocking="render">` holds a page's first paint until its markup
 * has been parsed (server/pages/render-pages.ts); browsers that do not know it ignore it.
 */
const allowedMessages = new Set<string>([
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
]);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = String(require('vnu-jar') as string);

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

/**
 * One unknown path under the site and under each folder with a not-found screen of its own (an
 * unlisted route has none: any token there is its page, which explains a link that opens nothing).
 */
function notFoundPaths(): string[] {
  const folders = routeTable
    .filter((route) => !isUnlistedRoute(route))
    .flatMap((route) => /^\/([a-z-]+)\/:[A-Za-z]+$/.exec(route.path)?.[1] ?? []);
  return ['/no-such-page', ...folders.map((folder) => `/${folder}/no-such-item`)];
}

/** The owner's screens; those with a parameter at a form and a price table that exist. */
const ownerPaths: string[] = routeTable
  .filter((route) => 'private' in route && route.private)
  .map((r) => r.path.replace(':formId', 'contact').replace(':tableId', 'flyers'));

/**
 * Pages whose forms the browser draws after hydration (and the owner's screen, which it draws
 * whole), so the served HTML lacks them: read as the live DOM once they are drawn. Every form
 * file but two is drawn on one of these (the chat's widget and the DTF checkout's dialog stay
 * closed); all share the form engine's widgets.
 */
const drawnPages: (string | [string, (page: Page) => Promise<void>])[] = [
  '/contact',
  '/upload',
  '/booking',
  // The DTF item's form is drawn once a product is chosen.
  [
    '/dtf',
    (page) =>
      page
        .getByRole('button', { name: /^(Select|Elegir) / })
        .first()
        .click(),
  ],
  '/printing/business-cards',
  '/vehicle-wraps/led-signs',
  // A form in steps, with its estimate (a vehicle wrap's Get Quote leads here).
  '/request/vehicle-wrap',
  '/digital-marketing/seo-optimization',
  '/digital-marketing/social-media-management',
  '/digital-marketing/google-ads',
  '/digital-marketing/custom-website-design',
];

async function served(address: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseUrl() + address, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** A sample of every e-mail the server sends, in `lng`, as the outbox would hold it. */
function sampleMails(lng: Language) {
  const composer = createMailComposer({
    shopTo: ['shop@print.example'],
    shopReplyTo: 'shop@print.example',
    formTexts: loadFormTexts(loadFormFiles(formsDir), localesDir),
    localesDir,
  });
  const siteUrl = 'https://michianaprintdesign.example';
  const contact: MessageSource & { lang: Language } = {
    reference: 'Q-7K3F9Q',
    formId: 'contact',
    createdAt: '2026-11-21T11:28:36.123Z',
    lang: lng,
    data: {
      firstName: 'Ana',
      lastName: 'López <Díaz> & Co',
      email: 'ana@example.com',
      phone: '(574) 555-0199',
      serviceType: 'vehicle-wraps',
      message: 'A wrap for our van.\nTwo sides & the back, "full colour".',
    },
    files: [],
  };
  const upload: MessageSource & { lang: Language } = {
    reference: 'U-3M8R2T',
    formId: 'upload',
    createdAt: '2026-11-21T12:02:11.000Z',
    lang: lng,
    data: {
      name: 'Ana López',
      email: 'ana@example.com',
      links: ['https://example.com/logo.pdf'],
      project_details: 'Print these at A3.',
      file_count: 2,
    },
    files: [
      { field: 'files', originalName: 'logo <final>.pdf', size: 120_400 },
      { field: 'files', originalName: 'photo.jpg', size: 2_400_000 },
    ],
  };
  const mails = [
    ...composer
      .forNewRequest(contact, { siteUrl })
      .map((mail) => ({ ...mail, name: `${mail.kind}-contact` })),
    ...composer.forNewRequest(upload, { siteUrl }).map((mail) => ({ ...mail, name: `${mail.kind}-upload` })),
    ...statusesToTell.flatMap((status) =>
      composer
        .forStatus({ ...contact, status }, siteUrl)
        .map((mail) => ({ ...mail, name: `${mail.kind}-${status}` })),
    ),
  ];
  // The conversation's and the proofs' e-mails (docs/owner-guide.md "The customer's page: messages and proofs").
  const request: Submission = {
    ...contact,
    id: 1,
    status: 'quoted',
    updatedAt: contact.createdAt,
    spamReason: null,
    ipHash: null,
    userAgent: null,
    files: [],
    estimate: null,
    formVersion: 1,
  };
  const file = {
    id: 9,
    field: 'file',
    originalName: 'wrap <v2> & co.pdf',
    storedName: 'a1b2.pdf',
    size: 120_400,
    contentType: 'application/pdf',
    sha256: 'ab'.repeat(32),
  };
  const at = '2026-11-22T15:04:05.000Z';
  const message: Message = {
    id: 1,
    author: 'shop',
    text: 'Hello <b>Ana</b> & co,\nsee the file.',
    at,
    readAt: null,
    files: [file],
  };
  const approved: Proof = {
    id: 1,
    version: 2,
    note: 'Logo 30% bigger <as asked> & blue matched.',
    sentAt: at,
    state: 'approved',
    superseded: false,
    file,
    decision: {
      kind: 'approve',
      name: 'Ana <López>',
      comment: null,
      at,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 <x>',
      sha256: file.sha256,
    },
    remindersSent: 1,
  };
  const pending: Proof = { ...approved, state: 'pending', decision: null };
  const changes: Proof = {
    ...approved,
    state: 'changes-requested',
    decision: { ...approved.decision!, kind: 'changes', name: null, comment: 'Bigger <logo> & "red"' },
  };
  const timeZone = 'America/Indiana/Indianapolis';
  const sentQuote: Quote = {
    id: 1,
    version: 2,
    lines: [
      { description: 'Business cards <500> & "matte"', quantity: 1, unitCents: 4999, amountCents: 4999 },
      { description: 'Design, hours', quantity: 2.5, unitCents: 6000, amountCents: 15000 },
    ],
    discount: { kind: 'percent', percent: 10 },
    taxRatePercent: 7.25,
    totals: { subtotalCents: 19999, discountCents: 2000, taxCents: 1305, totalCents: 19304 },
    currency: 'USD',
    validUntil: '2026-12-22',
    note: 'Thank you <Ana> & co.',
    sentAt: at,
    state: 'sent',
    superseded: false,
    sha256: 'cd'.repeat(32),
    decision: null,
    extensions: [],
  };
  const acceptedQuote: Quote = {
    ...sentQuote,
    state: 'accepted',
    decision: {
      kind: 'accept',
      name: 'Ana <López>',
      reason: null,
      comment: null,
      at,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 <x>',
      sha256: sentQuote.sha256,
    },
  };
  const declinedQuote: Quote = {
    ...acceptedQuote,
    state: 'declined',
    decision: {
      ...acceptedQuote.decision!,
      kind: 'decline',
      name: null,
      reason: 'other',
      comment: 'Too <late> & "sorry"',
    },
  };
  const customer = composer.customer;
  const conversation = [
    ...customer.message(request, message, siteUrl),
    ...customer.reply(request, { ...message, author: 'customer' }, siteUrl),
    ...customer.proof(request, pending, siteUrl),
    ...customer.proof(request, pending, siteUrl, true),
    ...customer.decision(request, approved, siteUrl, timeZone),
    ...customer
      .decision(request, changes, siteUrl, timeZone)
      .map((mail) => ({ ...mail, name: `${mail.kind}-changes` })),
    ...customer.link(request, siteUrl),
    ...composer.quotes.sent(request, sentQuote, siteUrl),
    ...composer.quotes.decision(request, acceptedQuote, siteUrl, timeZone),
    ...composer.quotes
      .decision(request, declinedQuote, siteUrl, timeZone)
      .map((mail) => ({ ...mail, name: `${mail.kind}-declined` })),
  ].map((mail) => ({ ...mail, name: 'name' in mail ? mail.name : mail.kind }));
  return [...mails, ...conversation].map((mail) => ({ ...mail, name: `${lng} e-mail ${mail.name}` }));
}

const browser = browserPerFile();

/** The live DOM of each drawn page in `lng`, once hydrated and its forms (or sign-in) drawn. */
async function drawn(lng: Language): Promise<{ name: string; html: string }[]> {
  const context = await browser().newContext(desktop);
  const page = await context.newPage();
  const documents: { name: string; html: string }[] = [];
  for (const entry of [...drawnPages, ...ownerPaths]) {
    const [pagePath, prepare] = typeof entry === 'string' ? [entry] : entry;
    const address = localizePath(pagePath, lng);
    await page.goto(baseUrl() + address);
    if (ownerPaths.includes(pagePath)) {
      // The owner's screen, drawn in the browser only (its sign-in, or how to set a password).
      await page.getByRole('heading', { level: 1 }).waitFor();
    } else {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // Forms below the fold are drawn as they come near.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await prepare?.(page);
      await page
        .locator('form :is(input, select, textarea)')
        .first()
        .waitFor({ state: 'attached', timeout: 20_000 })
        .catch((error: Error) => {
          throw new Error(`${address}: no form was drawn (${error.message.split('\n')[0]})`);
        });
    }
    documents.push({ name: `${address} (drawn in the browser)`, html: await page.content() });
  }
  await context.close();
  return documents;
}

describe('the HTML the site and its e-mails are made of', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is valid to the Nu Html Checker: every page in both languages, the owner shell and every e-mail', async () => {
    const documents: { name: string; html: string }[] = [];
    const problems: string[] = [];
    const pagePaths = allKnownPaths(formPagesIn());
    for (const lng of languages) {
      for (const pagePath of [...pagePaths, ...notFoundPaths(), ...ownerPaths]) {
        const address = localizePath(pagePath, lng);
        const { status, html } = await served(address);
        const expected = pagePaths.includes(pagePath) || ownerPaths.includes(pagePath) ? 200 : 404;
        if (status !== expected) problems.push(`${address}: status ${status}, not ${expected}`);
        documents.push({ name: address, html });
      }
    }
    for (const lng of languages) documents.push(...(await drawn(lng)));
    const mailKinds = new Set<string>();
    for (const lng of languages) {
      for (const mail of sampleMails(lng)) {
        mailKinds.add(mail.kind);
        // The shop's notification is plain text only (server/notify/format-message.ts).
        if (mail.message.html !== undefined) documents.push({ name: mail.name, html: mail.message.html });
        else if (mail.kind !== 'shop') problems.push(`${mail.name}: no HTML part`);
      }
    }
    // Every kind of e-mail the outbox carries is among the samples.
    expect([...mailKinds].sort()).toEqual([...allMailKinds].sort());

    for (const { name, html } of documents) {
      if (!name.startsWith('/')) continue;
      for (const link of html.match(/<a\b[^>]*>/g) ?? [])
        if (/\stype=/.test(link))
          problems.push(`${name}: a link with a type attribute: ${link.slice(0, 160)}`);
      if (name.endsWith('(drawn in the browser)')) continue;
      const start = html.search(/<meta charset/i);
      const before = Buffer.byteLength(html.slice(0, Math.max(0, start)));
      if (start < 0 || before >= 1024)
        problems.push(`${name}: <meta charset> starts after ${before} bytes (must be within the first 1024)`);
    }

    const files = new Map<string, string>();
    documents.forEach(({ name, html }, index) => {
      const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      files.set(file, name);
    });
    // One run for every document: the JVM takes seconds to start. A run this short gains nothing
    // from Java's optimising compiler and parallel collector, which doubled its CPU time (21 s
    // against 11 s for 150 pages on two cores, shared with the other test lanes).
    const jvm = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const run = spawnSync(
      'java',
      [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files.keys()],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (run.error) throw new Error(`could not run java (${run.error.message}): .ci/run installs it`);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the checker gave no JSON (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
    }
    // The checker names a file as a file: URL (file:/tmp/…).
    const byUrl = (url = '') =>
      files.get(url.startsWith('file:') ? fileURLToPath(url.replace(/^file:\/*/, 'file:///')) : url) ?? url;
    // One line per document and message: a style rule repeated on every page reads once per page.
    const seen = new Map<string, { where: string; count: number }>();
    for (const message of messages) {
      if (allowedMessages.has(message.message)) continue;
      const key = `${byUrl(message.url)}: ${message.type}: ${message.message}`;
      const entry = seen.get(key);
      if (entry) entry.count += 1;
      else {
        const line = message.lastLine ?? message.firstLine ?? '?';
        const extract = message.extract ? ` near ${JSON.stringify(message.extract.slice(0, 120))}` : '';
        seen.set(key, { where: `line ${line}, column ${message.lastColumn ?? '?'}${extract}`, count: 1 });
      }
    }
    for (const [key, { where, count }] of seen)
      problems.push(`${key} (${where}${count > 1 ? `; ${count} times in this document` : ''})`);
    // Every document was read: an unreadable one would give a non-document error above.
    expect(documents.length).toBeGreaterThan(pagePaths.length * 2);
    expect(problems).toEqual([]);
  }, 600_000);
});
