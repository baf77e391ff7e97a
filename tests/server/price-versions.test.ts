/**
 * Price table versions through the API (docs/architecture.md "Price table versions"), on both
 * stores: every table of catalog/prices/ is its version 1; the owner publishes a new price, the
 * intake prices the next request with it at once and records the table's version with the
 * estimate, GET /api/prices/:tableId gives it to the forms' estimates, a restore is a new
 * version, and each refusal answers 400 at its place (401 and 403 without the owner's session
 * and header, 409 over a newer version). The browser test tests/e2e/owner-prices.test.ts clicks
 * through the same as an owner and a visitor.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EstimateView } from '../../core/api/common.ts';
import type {
  LivePriceTable,
  PriceTableDetail,
  PriceTablesList,
  PriceTableVersion,
} from '../../core/api/prices.ts';
import { formForService } from '../../core/forms/printing.ts';
import { startingPrice, type Estimate, type PriceTable } from '../../core/pricing/estimate.ts';
import { readForm } from '../support/form-files.ts';
import { browserBody } from './fixtures/browser-body.ts';
import { buildIntakeApp, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

const formsDir = resolve('forms');
const shipped = (id: string) =>
  JSON.parse(readFileSync(join('catalog', 'prices', `${id}.json`), 'utf8')) as PriceTable;
const flyersForm = formForService(readForm('printing-order', formsDir), 'flyers');
const flyerOrder = {
  service: 'Flyers',
  size: 'letter',
  quantity: '100',
  paper: 'gloss-100lb',
  folding: 'none',
  rushOrder: false,
  name: 'Ana Díaz',
  email: 'ana@example.com',
};

/** Flyers with letter-size at 100 costing `dollars`. */
function withLetterAt(dollars: number): PriceTable {
  const table = shipped('flyers');
  const prices = table.lines[0].prices.letter as number[];
  prices[0] = dollars;
  return table;
}

describe.each(backendNames)('price table versions on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  const detail = async (id = 'flyers') =>
    (await owner.get(`/api/owner/prices/${id}`)).json() as PriceTableDetail;
  const live = async (id = 'flyers') =>
    (await intake.app.inject(`/api/prices/${id}`)).json() as LivePriceTable;

  /** A flyers order sent as the browser sends it; its stored estimate. */
  async function order(): Promise<Estimate | null> {
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/printing-order',
      ...(await browserBody(flyersForm, flyerOrder, new Map(), 'en')),
    });
    expect(response.statusCode).toBe(201);
    return (await intake.store.get(response.json().reference as string))!.estimate;
  }

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { formsDir });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('records each shipped table as its version 1 and serves it to the forms’ estimates', async () => {
    const list = (await owner.get('/api/owner/prices')).json() as PriceTablesList;
    expect(list.tables.map((table) => table.id)).toEqual([
      'banners',
      'booklets',
      'business-cards',
      'flyers',
      'gang-sheets',
      'posters',
      'stickers',
      'vehicle-wraps',
    ]);
    const flyers = list.tables.find((table) => table.id === 'flyers')!;
    expect(flyers).toMatchObject({ version: 1, newerDefault: false, forms: ['printing-order'] });
    expect(flyers.startingPrice).toEqual(startingPrice(shipped('flyers')));
    expect(list.tables.find((table) => table.id === 'vehicle-wraps')?.forms).toEqual(['vehicle-wrap']);
    // The gang sheet's extension prices with its table (no estimate block).
    expect(list.tables.find((table) => table.id === 'gang-sheets')?.forms).toEqual(['gang-sheet']);
    const answer = await intake.app.inject('/api/prices/flyers');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({ id: 'flyers', version: 1, table: shipped('flyers') });
    expect((await intake.app.inject('/api/prices/nope')).statusCode).toBe(404);
  });

  it('gives the forms that preview a table, with validators compiled for them', async () => {
    const { forms, live: current, versions } = await detail();
    expect(current).toMatchObject({ version: 1, origin: 'shipped', table: shipped('flyers') });
    expect(versions).toHaveLength(1);
    expect(forms).toEqual([
      expect.objectContaining({
        formId: 'printing-order',
        variant: 'flyers',
        validators: expect.any(String),
      }),
    ]);
    const script = await intake.app.inject(forms[0].validators);
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('formValidators');
  });

  it('prices the next request with a published version, and records that version with its estimate', async () => {
    const before = await order();
    expect(before).toMatchObject({ table: 'flyers', tableVersion: 1, totalCents: 4900 });

    const draft = { table: withLetterAt(45), basedOn: 1 };
    const check = await owner.send('POST', '/api/owner/prices/flyers/check', draft);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      problems: [],
      changes: { changed: ['/lines/0/prices/letter/0'] },
      startingPrice: { amount: 45, quantity: 100, unit: 'flyers' },
    });
    const published = await owner.send('POST', '/api/owner/prices/flyers/publish', draft);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 2 });

    expect(await live()).toMatchObject({ version: 2, table: withLetterAt(45) });
    expect(await order()).toMatchObject({ table: 'flyers', tableVersion: 2, totalCents: 4500 });
    // The owner reads which version priced each request.
    const [newest, older] = (await owner.get('/api/owner/submissions')).json().items as {
      reference: string;
    }[];
    const estimateOf = async (reference: string) =>
      (await owner.get(`/api/owner/submissions/${reference}`)).json().estimate as EstimateView;
    expect(await estimateOf(newest.reference)).toMatchObject({ tableVersion: 2, totalCents: 4500 });
    expect(await estimateOf(older.reference)).toMatchObject({ tableVersion: 1, totalCents: 4900 });
    // The request priced before keeps the estimate and version it was priced with.
    const list = (await owner.get('/api/owner/prices')).json() as PriceTablesList;
    expect(list.tables.find((table) => table.id === 'flyers')).toMatchObject({
      version: 2,
      startingPrice: { amount: 45 },
    });
  });

  it('keeps the history, downloads a version as its file, and restores one as a new version', async () => {
    const { versions } = await detail();
    expect(versions.map((version) => [version.version, version.origin])).toEqual([
      [2, 'owner'],
      [1, 'shipped'],
    ]);
    expect(versions[0].changes.changed).toEqual(['/lines/0/prices/letter/0']);
    const file = await owner.get('/api/owner/prices/flyers/versions/1?download=1');
    expect(file.headers['content-disposition']).toBe('attachment; filename="flyers.json"');
    expect(JSON.parse(file.body)).toEqual(shipped('flyers'));
    const one = (await owner.get('/api/owner/prices/flyers/versions/1')).json() as PriceTableVersion;
    expect(one).toMatchObject({ version: 1, origin: 'shipped', table: shipped('flyers') });
    expect((await owner.get('/api/owner/prices/flyers/versions/9')).statusCode).toBe(404);

    const restored = await owner.send('POST', '/api/owner/prices/flyers/versions/1/restore');
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ version: 3 });
    expect(await live()).toMatchObject({ version: 3, table: shipped('flyers') });
    // A restore of the live content is an event of its own, never "nothing to publish".
    const again = await owner.send('POST', '/api/owner/prices/flyers/versions/3/restore');
    expect(again.json()).toMatchObject({ version: 4 });
    expect((await detail()).versions[0]).toMatchObject({ version: 4, origin: 'restore', restoredFrom: 3 });
    expect(await order()).toMatchObject({ tableVersion: 4, totalCents: 4900 });
  });

  describe('refuses, naming the place', () => {
    const refused = async (table: unknown, basedOn = 4) => {
      const response = await owner.send('POST', '/api/owner/prices/flyers/publish', { table, basedOn });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid-price-table' });
      return (response.json() as { problems: { path: string; message: string }[] }).problems;
    };

    it('a price below zero, or not in whole cents', async () => {
      expect(await refused(withLetterAt(-1))).toContainEqual(
        expect.objectContaining({ path: '/table/lines/0/prices/letter/0' }),
      );
      expect(await refused(withLetterAt(45.005))).toContainEqual(
        expect.objectContaining({ path: '/table/lines/0/prices/letter/0' }),
      );
    });

    it('quantities out of order, a row without a price, another table’s id', async () => {
      const unordered = shipped('flyers');
      unordered.quantity.breaks = [100, 500, 250, 1000, 2500, 5000];
      expect(await refused(unordered)).toContainEqual({
        path: '/table/quantity/breaks',
        message: 'must be ascending (250 after 500)',
      });
      const unpriced = shipped('flyers');
      delete unpriced.lines[2].prices['z-fold'];
      expect(await refused(unpriced)).toContainEqual({
        path: '/table/lines/2/prices',
        message: 'has no price for folding z-fold',
      });
      expect(await refused({ ...shipped('flyers'), id: 'posters' })).toContainEqual({
        path: '/table/id',
        message: 'must be "flyers"',
      });
    });

    it('a choice of a form left without a price', async () => {
      const smaller = shipped('flyers');
      smaller.dimensions.size = smaller.dimensions.size.filter((size) => size !== 'tabloid');
      delete smaller.lines[0].prices.tabloid;
      expect(await refused(smaller)).toEqual([
        {
          path: '/table/dimensions',
          message: 'printing-order: the table flyers has no price for size tabloid',
        },
      ]);
    });

    it('invalid JSON, without the session, without the header, and over a newer version', async () => {
      const broken = await intake.app.inject({
        method: 'POST',
        url: '/api/owner/prices/flyers/publish',
        payload: '{"table": ',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'owner' },
        cookies: { owner_session: owner.cookie },
      });
      expect(broken.statusCode).toBe(400);
      const draft = { table: withLetterAt(39), basedOn: 4 };
      const anonymous = { method: 'POST', url: '/api/owner/prices/flyers/publish', payload: draft } as const;
      expect((await intake.app.inject(anonymous)).statusCode).toBe(401);
      expect(
        (await intake.app.inject({ ...anonymous, cookies: { owner_session: owner.cookie } })).statusCode,
      ).toBe(403);
      const stale = await owner.send('POST', '/api/owner/prices/flyers/publish', { ...draft, basedOn: 2 });
      expect(stale.statusCode).toBe(409);
      expect((await live()).version).toBe(4);
    });
  });
});
