/**
 * Stored estimates (core/pricing/estimate.ts): for a table of option sets of the business cards
 * (the printing form as that service) and the vehicle wraps, the estimate stored with each
 * request equals the one computed here from the same price table, to the cent; a price sent by a
 * tampered page changes nothing; the inbox, its CSV, the shop's e-mail, the receipt and the
 * customer's page show it, with the conditional answers labelled in the form's order.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import type { Detail } from '../../core/api/owner.ts';
import type { CustomerRequest } from '../../core/api/customer.ts';
import { formForService } from '../../core/forms/printing.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { estimateFor, type PriceTable } from '../../core/pricing/estimate.ts';
import { formatCents } from '../../core/pricing/quote.ts';
import { validAnswers } from '../support/form-answers.ts';
import { readForm } from '../support/form-files.ts';
import { browserBody, type BrowserAnswers } from './fixtures/browser-body.ts';
import { buildIntakeApp, rowCount, type IntakeApp } from './fixtures/intake-helpers.ts';
import {
  notifyTo,
  startSmtpPeer,
  toShop,
  toVisitors,
  type ReceivedMail,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

// The project's own form files and price tables (catalog/prices/ beside forms/).
const priced = {
  formsDir: resolve(__dirname, '../../forms'),
  pricesDir: resolve(__dirname, '../../catalog/prices'),
};

const tableOf = (id: string) =>
  JSON.parse(readFileSync(join(priced.pricesDir, `${id}.json`), 'utf8')) as PriceTable;
const businessCards = formForService(readForm('printing-order', priced.formsDir), 'business-cards');
const vehicleWrap = readForm('vehicle-wrap', priced.formsDir);

const contact = { name: 'Ana Díaz', email: 'ana@example.com' } as const;

type OptionSet = { name: string; form: FormDefinition; answers: BrowserAnswers };

const cardSets: OptionSet[] = (
  [
    { size: 'standard', quantity: '500', paper: 'cotton-32pt', finish: 'soft-touch', rushOrder: false },
    { size: 'square', quantity: '250', paper: 'cardstock-14pt', finish: 'matte', rushOrder: true },
    { size: 'mini', quantity: '5000', paper: 'cardstock-16pt', finish: 'gloss', rushOrder: false },
    { size: 'standard', quantity: '1000', paper: 'cotton-32pt', finish: 'uncoated', rushOrder: true },
    { size: 'square', quantity: '2500', paper: 'cardstock-16pt', finish: 'soft-touch', rushOrder: true },
  ] as const
).map((options) => ({
  name: `business cards ${Object.values(options).join(' ')}`,
  form: businessCards,
  answers: { service: 'Business Cards', ...options, ...contact },
}));

const wrapSets: OptionSet[] = (
  [
    { vehicleType: 'car', coverage: 'full', designHelp: 'have-artwork' },
    {
      vehicleType: 'pickup',
      bedLength: 'long',
      coverage: 'partial',
      coverageAreas: ['hood', 'doors'],
      designHelp: 'need-design',
      designBrief: 'Logo and phone',
    },
    {
      vehicleType: 'fleet',
      vehicleCount: 12,
      coverage: 'lettering',
      designHelp: 'need-design',
      designBrief: 'Door lettering',
    },
    {
      vehicleType: 'van',
      coverage: 'full',
      designHelp: 'need-design',
      designBrief: 'A taco with sunglasses',
    },
    {
      vehicleType: 'box-truck',
      boxLength: 20,
      coverage: 'partial',
      coverageAreas: ['sides'],
      designHelp: 'have-artwork',
    },
  ] as const
).map((options) => ({
  name: `vehicle wrap ${options.vehicleType} ${options.coverage} ${options.designHelp}`,
  form: vehicleWrap,
  answers: { ...options, ...contact },
}));

/** What the browser and the server both compute for these answers: the form's table, its rules. */
/** The estimate of the shipped table, which is the table's version 1 on a fresh store. */
function expectedEstimate({ form, answers }: OptionSet) {
  const table = tableOf(form.estimate!.table === '{variant}' ? 'business-cards' : form.estimate!.table);
  const estimate = estimateFor(table, form.estimate!, form.schema, answers);
  return estimate && { ...estimate, tableVersion: 1 };
}

describe.each(backendNames)('estimates on %s', (backendName) => {
  let backend: StoreBackend;
  let peer: SmtpPeer;
  let intake: IntakeApp;
  let owner: Owner;

  beforeAll(async () => {
    backend = createBackend(backendName);
    peer = await startSmtpPeer();
    intake = await buildIntakeApp(backend, {
      formsDir: priced.formsDir,
      notify: { smtpUrl: peer.url, to: notifyTo, from: 'site@print.example', pollMs: 50 },
    });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterAll(async () => {
    await intake.close();
    await peer.close();
    await backend.cleanup();
  });

  /** Sends the answers as the browser does; the reference and the two e-mails it brought. */
  async function send(set: OptionSet, lang: 'en' | 'es' = 'en') {
    peer.mails.splice(0);
    const response = await intake.app.inject({
      method: 'POST',
      url: `/api/forms/${set.form.id}`,
      ...(await browserBody(set.form, set.answers, new Map(), lang)),
    });
    expect(response.statusCode).toBe(201);
    const reference = response.json().reference as string;
    await peer.waitForMails(2);
    const mails = peer.mails.splice(0);
    return { reference, shop: toShop(mails)[0], receipt: toVisitors(mails)[0] };
  }

  const detail = async (reference: string, lang = 'en') =>
    (await owner.get(`/api/owner/submissions/${reference}?lang=${lang}`)).json() as Detail;

  it.each([...cardSets, ...wrapSets].map((set) => [set.name, set] as const))(
    'stores the estimate of %s as the price table computes it, to the cent',
    async (_name, set) => {
      const expected = expectedEstimate(set);
      expect(expected?.totalCents).toBeGreaterThan(0);
      const { reference } = await send(set);
      const stored = await intake.store.get(reference);
      expect(stored?.estimate).toEqual(expected);
      const view = await detail(reference);
      expect(view.estimate?.totalCents).toBe(expected!.totalCents);
      expect(view.estimate?.lines.map((line) => [line.id, line.cents])).toEqual(
        expected!.lines.map((line) => [line.id, line.cents]),
      );
    },
  );

  it('prices the table’s own example to the cent: 500 standard cards on 32 pt cotton, soft touch', async () => {
    const { reference } = await send(cardSets[0]);
    // Paper $95.00 + size $0 + soft touch $20.00 + one side $0 (the form does not ask: the first value).
    expect((await intake.store.get(reference))?.estimate?.totalCents).toBe(11_500);
  });

  it('prices a pickup, partial wrap with design help: 10% for the pickup, the design fee at its minimum', async () => {
    const { reference } = await send(wrapSets[1]);
    const estimate = (await intake.store.get(reference))?.estimate;
    expect(estimate?.lines).toEqual([
      { id: 'coverage', value: 'partial', cents: 89_900 },
      { id: 'vehicleType', value: 'pickup', cents: 8_990 },
      { id: 'design', cents: 15_000 },
    ]);
    expect(estimate?.totalCents).toBe(113_890);
  });

  it.each(['estimate', 'estimatedPrice', 'totalPrice', 'estimateCents', 'totalCents'])(
    'refuses a price a tampered page sends as %s, and the estimate stays the server’s',
    async (field) => {
      const rows = await rowCount(intake.store);
      const tampered = await intake.app.inject({
        method: 'POST',
        url: '/api/forms/printing-order',
        ...(await browserBody(businessCards, cardSets[0].answers, new Map(), 'en', { [field]: '0.01' })),
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().errors).toContainEqual({
        field,
        message: 'This field is not part of the form.',
      });
      expect(await rowCount(intake.store)).toBe(rows);
      const { reference } = await send(cardSets[0]);
      expect((await intake.store.get(reference))?.estimate).toEqual(expectedEstimate(cardSets[0]));
    },
  );

  it('labels the estimate in the owner’s language, the item as one quote line reads it', async () => {
    const { reference } = await send(cardSets[0]);
    const english = (await detail(reference)).estimate!;
    expect(english.item).toBe('Business Cards: 500, Standard (3.5" x 2"), 32 pt Cotton (Luxury), Soft Touch');
    expect(english.lines).toEqual([
      { kind: 'dimension', id: 'paper', label: 'Paper', valueText: '32 pt Cotton (Luxury)', cents: 9_500 },
      { kind: 'dimension', id: 'size', label: 'Size', valueText: 'Standard (3.5" x 2")', cents: 0 },
      { kind: 'dimension', id: 'finish', label: 'Finish', valueText: 'Soft Touch', cents: 2_000 },
      { kind: 'dimension', id: 'sides', label: 'Sides', valueText: 'Single-sided', cents: 0 },
    ]);
    const spanish = (await detail(reference, 'es')).estimate!;
    expect(spanish.item).toMatch(/^Tarjetas de presentación: 500, /);
    expect(spanish.lines.map((line) => line.label)).toEqual(['Papel', 'Tamaño', 'Acabado', 'Caras']);

    const rush = await send(cardSets[1]);
    const fee = (await detail(rush.reference, 'es')).estimate!.lines.at(-1);
    expect(fee).toMatchObject({ kind: 'fee', id: 'rush', label: 'Cargo por urgencia' });
  });

  it('lists the estimate’s total in the inbox and in the form’s CSV', async () => {
    const { reference } = await send(wrapSets[1]);
    const list = (await owner.get('/api/owner/submissions?form=vehicle-wrap')).json();
    const item = list.items.find((entry: { reference: string }) => entry.reference === reference);
    expect(item.estimateCents).toBe(113_890);

    const csv = await owner.get(`/api/owner/submissions.csv?form=vehicle-wrap&q=${reference}`);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Reference: reference,
      'Vehicle type': 'Pickup truck',
      'Bed length': expect.any(String),
      'Areas to cover': 'Hood, Doors',
      'What should the design say and show?': 'Logo and phone',
      'Estimated price': '1138.90',
    });
    expect(rows[0]['Bed length']).not.toBe('');
    // The conditional columns sit where the form asks them: bed length right after the type.
    const header = Object.keys(rows[0]);
    expect(header.indexOf('Bed length')).toBe(header.indexOf('Vehicle type') + 1);
    expect(header.indexOf('Estimated price')).toBe(header.indexOf('Files') - 1);
  });

  it('shows the conditional answers labelled, in the form’s order, in the inbox', async () => {
    const { reference } = await send(wrapSets[2]);
    const { fields } = await detail(reference);
    expect(fields.map((field) => [field.name, field.label, field.text])).toEqual([
      ['vehicleType', 'Vehicle type', 'A fleet of vehicles'],
      ['vehicleCount', 'Number of vehicles', '12'],
      ['coverage', 'Coverage', 'Lettering and decals'],
      ['designHelp', 'Design', 'I need you to design it'],
      ['designBrief', 'What should the design say and show?', 'Door lettering'],
      ['name', 'Full Name', 'Ana Díaz'],
      ['email', 'Email Address', 'ana@example.com'],
    ]);
  });

  it('puts the estimate and the conditional answers, in the form’s order, in the shop’s e-mail', async () => {
    const { reference, shop } = await send(wrapSets[1]);
    const parsed = await simpleParser(shop.raw);
    const text = (parsed.text ?? '').replace(/\r\n/g, '\n');
    expect(parsed.subject).toBe(`New vehicle wrap request ${reference} from Ana Díaz`);
    const lines = text.split('\n');
    const at = (prefix: string) => lines.findIndex((line) => line.startsWith(prefix));
    expect(at('vehicleType: pickup')).toBeGreaterThan(0);
    expect(at('bedLength: long')).toBe(at('vehicleType: pickup') + 1);
    expect(at('coverageAreas: hood, doors')).toBe(at('coverage: partial') + 1);
    expect(at('designBrief: Logo and phone')).toBe(at('designHelp: need-design') + 1);
    expect(text).toContain(
      'Estimated price: $1,138.90 (Vehicle wrap: Pickup truck, Partial wrap)\n' +
        '    Coverage: Partial wrap: $899.00\n' +
        '    Vehicle type: Pickup truck: $89.90\n' +
        '    Design fee: $150.00\n',
    );
  });

  it('gives the estimate with its note in the receipt and on the customer’s page, in their language', async () => {
    const { receipt } = await send(cardSets[1], 'es');
    const expected = expectedEstimate(cardSets[1])!;
    const parsed = await simpleParser(receipt.raw);
    expect(parsed.text).toContain(`Precio estimado: ${formatCents(expected.totalCents, 'es')}`);
    expect(parsed.text).toContain('Su precio final se confirma en su cotización.');

    const token = tokenOf(receipt);
    const page = (
      await intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}` })
    ).json() as CustomerRequest;
    expect(page.estimate?.totalCents).toBe(expected.totalCents);
    expect(page.estimate?.lines.map((line) => line.label)).toEqual([
      'Papel',
      'Tamaño',
      'Acabado',
      'Caras',
      'Cargo por urgencia',
    ]);
  });

  it('has no estimate for a form that names no price table', async () => {
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      ...(await browserBody(
        readForm('contact', priced.formsDir),
        validAnswers('contact', {}, priced.formsDir).data,
      )),
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect((await intake.store.get(reference))?.estimate).toBeNull();
    expect((await detail(reference)).estimate).toBeNull();
  });
});

function tokenOf(mail: ReceivedMail): string {
  const token = /\/my-request\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in the e-mail "${mail.header('subject')}"`);
  return token;
}
