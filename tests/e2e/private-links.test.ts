/**
 * Every link on the pages a visitor cannot reach by following the public site's links: the
 * customer's page (with a message from each side, a proof and two quote versions shown) and the
 * owner's pages, in English and in Spanish, leads somewhere real (tests/support/link-crawler.ts).
 * A page path the server gives the pages is language-free (core/routes/paths.ts): the Spanish
 * customer's print links once led to /es/es/… and the not-found page. The last test shows the
 * crawler finding exactly that when the server's answer is made to carry a localized path.
 */
import type { BrowserContext } from 'playwright-core';
import { localizePath } from '../../core/routes/localized-paths.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { baseUrl, browserPerFile, desktop, watchProblems } from '../support/browser.ts';
import { waitForMails } from '../support/e2e-mails.ts';
import { crawlLinks } from '../support/link-crawler.ts';
import { setOwnerPassword, signInOwner } from '../support/owner-session.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

jest.setTimeout(240_000);

const root = path.resolve(__dirname, '../..');
const customerText = (lng: Language, key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = JSON.parse(readFileSync(path.join(root, 'locales', lng, 'customer.json'), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const quote = (note: string) => ({
  lines: [
    { description: 'Business cards, 500', quantity: 1, unitCents: 4999 },
    { description: 'Design, hours', quantity: 2, unitCents: 6000 },
  ],
  discount: { kind: 'percent', percent: 10 },
  taxRatePercent: 7,
  note,
});

const browser = browserPerFile();
const contexts: BrowserContext[] = [];
beforeAll(() => setOwnerPassword());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newContext(lng: Language) {
  const context = await browser().newContext({ ...desktop, locale: lng === 'es' ? 'es-ES' : 'en-US' });
  contexts.push(context);
  return context;
}

/**
 * A request in `lng` that has come a long way: a message from the shop with a file, the
 * customer's answer with a file, a proof, and quotes v1 and v2. Its reference and the token of
 * the customer's link.
 */
async function requestWithHistory(owner: BrowserContext, lng: Language) {
  const email = `links-${lng}-${Date.now()}@example.com`;
  const sent = await owner.request.post(`${baseUrl()}/api/forms/contact`, {
    form: {
      firstName: 'Rosa',
      lastName: 'Vega',
      email,
      phone: '574-555-0100',
      serviceType: 'vehicle-wraps',
      message: lng === 'es' ? 'Rotulación de mi furgoneta.' : 'A wrap for my van.',
      _lang: lng,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const [receipt] = await waitForMails((mail) => mail.to === email && mail.subject.includes(reference));
  const token = /\/my-request\/([A-Za-z0-9_-]{43})/.exec(receipt.text)?.[1];
  if (!token) throw new Error('no link in the receipt');

  await signInOwner(owner);
  const asOwner = { 'x-requested-with': 'owner' };
  const ownerApi = `${baseUrl()}/api/owner/submissions/${reference}`;
  const steps = [
    await owner.request.post(`${ownerApi}/messages`, {
      headers: asOwner,
      multipart: {
        text: lng === 'es' ? 'Aquí va un boceto.' : 'Here is a sketch.',
        files: { name: 'sketch.png', mimeType: 'image/png', buffer: png },
      },
    }),
    await owner.request.post(`${baseUrl()}/api/customer/requests/${token}/messages`, {
      headers: { origin: new URL(baseUrl()).origin },
      multipart: {
        text: lng === 'es' ? 'Gracias, aquí está mi logo.' : 'Thanks, here is my logo.',
        files: { name: 'logo.png', mimeType: 'image/png', buffer: png },
      },
    }),
    await owner.request.post(`${ownerApi}/proofs`, {
      headers: asOwner,
      multipart: { note: 'v1', file: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: pdf } },
    }),
    await owner.request.post(`${ownerApi}/quotes`, { headers: asOwner, data: quote('v1') }),
    await owner.request.post(`${ownerApi}/quotes`, { headers: asOwner, data: quote('v2') }),
  ];
  const refused = await Promise.all(
    steps.filter((step) => step.status() >= 300).map(async (step) => `${step.status()} ${await step.text()}`),
  );
  expect(refused).toEqual([]);
  return { reference, token };
}

/** One request per language, made once: every test below reads it and none changes it. */
const requests: Partial<Record<Language, Promise<{ reference: string; token: string }>>> = {};
let ownerContext: BrowserContext | undefined;
function requestIn(lng: Language) {
  requests[lng] ??= (async () => {
    ownerContext ??= await browser().newContext(desktop);
    return requestWithHistory(ownerContext, lng);
  })();
  return requests[lng];
}
afterAll(() => ownerContext?.close());

describe.each<Language>(['en', 'es'])('the private pages (%s)', (lng) => {
  const local = (path: string) => localizePath(path, lng);

  it("the customer's print links, of the current quote and of an earlier one, open its print view in the page's language", async () => {
    const { reference, token } = await requestIn(lng);
    const page = await (await newContext(lng)).newPage();
    const problems = watchProblems(page);
    await page.goto(baseUrl() + local(`/my-request/${token}`));
    await page.getByRole('link', { name: customerText(lng, 'quote.print'), exact: true }).click();
    await page.waitForURL(baseUrl() + local(`/my-request/${token}/quote/2`));
    await page.getByText(reference).first().waitFor();
    await page.goBack();
    await page.getByText(customerText(lng, 'quote.earlier_one', { count: 1 }), { exact: true }).click();
    await page.getByRole('link', { name: customerText(lng, 'quote.printVersion', { version: 1 }) }).click();
    await page.waitForURL(baseUrl() + local(`/my-request/${token}/quote/1`));
    await page.getByText(reference).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
    expect(problems).toEqual([]);
  });

  it("every link on the customer's page and the owner's pages leads somewhere real", async () => {
    const { reference, token } = await requestIn(lng);
    const owner = await newContext(lng);
    await signInOwner(owner);

    const customerPage = await (await newContext(lng)).newPage();
    const customer = await crawlLinks(customerPage, {
      lng,
      starts: [local(`/my-request/${token}`)],
      inScope: (target) => target.startsWith(local('/my-request/')),
    });
    expect(customer.failures).toEqual([]);
    expect(customer.opened).toEqual(
      expect.arrayContaining([local(`/my-request/${token}/quote/2`), local(`/my-request/${token}/quote/1`)]),
    );

    const ownerPage = await owner.newPage();
    const inbox = await crawlLinks(ownerPage, {
      lng,
      starts: [local('/owner'), `${local('/owner')}?ref=${reference}`],
      inScope: (target) => target.startsWith(local('/owner')),
      // The inbox under a filter, another request, another form's editor or price table: the
      // same screens as the ones read.
      perScreen: 2,
      sameScreens: [/^(\/es)?\/owner\/forms\/prices\/[^/]+$/, /^(\/es)?\/owner\/forms\/(?!prices$)[^/]+$/],
    });
    expect(inbox.failures).toEqual([]);
    // The request's screen, its quotes' print views and the inbox under a filter were all read.
    expect(inbox.opened).toEqual(
      expect.arrayContaining([
        `${local('/owner/quote')}?ref=${reference}&version=2`,
        `${local('/owner/quote')}?ref=${reference}&version=1`,
      ]),
    );
    expect(inbox.opened.some((opened) => /[?&](form|status)=/.test(opened))).toBe(true);
  });
});

it('finds the broken link when the server gives the Spanish page a localized print path', async () => {
  const { token } = await requestIn('es');
  const context = await newContext('es');
  // The server's answer as it was before the paths' rule: print links already under /es.
  await context.route(`**/api/customer/requests/${token}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"printUrl":"\//g, '"printUrl":"/es/');
    await route.fulfill({ response, body });
  });
  const { failures } = await crawlLinks(await context.newPage(), {
    lng: 'es',
    starts: [`/es/my-request/${token}`],
    inScope: (target) => target.startsWith('/es/my-request/'),
  });
  expect(failures).toEqual(
    expect.arrayContaining([
      `/es/my-request/${token}: link to /es/es/my-request/${token}/quote/2 answers 404`,
      `/es/my-request/${token}: link to /es/es/my-request/${token}/quote/1 answers 404`,
    ]),
  );
});
