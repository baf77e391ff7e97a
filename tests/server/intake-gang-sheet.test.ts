/**
 * The gang sheet's order as the builder sends it (docs/architecture.md "Gang sheets"): the
 * contact fields, `layout` as JSON before the files, `totalPrice`, one `designFile_<i>` per design.
 * The real forms/ and catalog/prices/, on each store backend.
 */
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Detail } from '../../core/api/owner.ts';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import type { FileStore } from '../../server/files/file-store.ts';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import { loadFormFiles, type FormFile } from '../../server/forms/form-files.ts';
import { registryOf } from '../../server/forms/form-registry.ts';
import { loadFormTexts } from '../../server/forms/form-texts.ts';
import { createMailComposer } from '../../server/notify/compose.ts';
import {
  buildIntakeApp,
  multipart,
  rowCount,
  samples,
  type IntakeApp,
  type Part,
} from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

/** Three designs, 11 copies in three rows; the lowest ends at 14.3 in, so the sheet is 15 in long. */
const layout: SheetLayout = {
  widthIn: 22,
  designs: [
    { name: 'logo.png', pixelWidth: 600, pixelHeight: 300 },
    { name: 'badge.png', pixelWidth: 300, pixelHeight: 300 },
    { name: 'tall.png', pixelWidth: 200, pixelHeight: 400 },
  ],
  copies: [
    ...[0, 4.5, 9, 13.5, 18].map((x) => ({ design: 0, x, y: 0, width: 4, height: 2, rotation: 0 as const })),
    ...[0, 3.5, 7].map((x) => ({ design: 1, x, y: 2.5, width: 3, height: 3, rotation: 0 as const })),
    { design: 2, x: 10.5, y: 2.5, width: 2, height: 4, rotation: 0 },
    { design: 2, x: 13, y: 2.5, width: 4, height: 2, rotation: 90 },
    { design: 0, x: 0, y: 12.3, width: 4, height: 2, rotation: 0 },
  ],
};

const contact: Part[] = [
  { name: 'name', value: 'Ana Díaz' },
  { name: 'email', value: 'ana@example.com' },
  { name: 'phone', value: '574-555-0100' },
  { name: '_lang', value: 'en' },
  { name: '_elapsed_ms', value: '20000' },
];

describe.each(backendNames)('POST /api/forms/gang-sheet on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  let designs: Buffer[];
  /** Objects the file store was asked to write: a refused layout writes none. */
  let puts = 0;

  beforeAll(async () => {
    backend = createBackend(backendName);
    const disk = await openDiskFileStore(backend.dataDir);
    const counting: FileStore = Object.assign(Object.create(disk) as FileStore, {
      put: (key: string, body: Parameters<FileStore['put']>[1]) => {
        puts += 1;
        return disk.put(key, body);
      },
    });
    // The print job is queued, not run: its file would be a write in the count above
    // (tests/server/gang-sheet-print.test.ts runs it).
    intake = await buildIntakeApp(backend, {
      formsDir: resolve('forms'),
      fileStore: counting,
      jobs: { manual: true },
    });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
    designs = await Promise.all([png(600, 300), png(300, 300), png(200, 400)]);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  const files = (list = designs, names = layout.designs.map((d) => d.name)): Part[] =>
    list.map((content, index) => ({
      name: `designFile_${index}`,
      filename: names[index],
      content,
      contentType: 'image/png',
    }));

  const body = (sheet: unknown = layout, totalPrice = '7.50', parts = files()): Part[] => [
    ...contact,
    { name: 'layout', value: typeof sheet === 'string' ? sheet : JSON.stringify(sheet) },
    { name: 'totalPrice', value: totalPrice },
    ...parts,
  ];

  const send = (parts: Part[]) =>
    intake.app.inject({ method: 'POST', url: '/api/forms/gang-sheet', ...multipart(parts) });

  async function stored(parts: Part[]) {
    const response = await send(parts);
    expect(response.statusCode).toBe(201);
    const reference = response.json().reference as string;
    expect(reference).toMatch(/^G-[0-9A-Z]{6}$/);
    return { reference, submission: (await intake.store.get(reference))! };
  }

  async function refused(parts: Part[]) {
    const rows = await rowCount(intake.store);
    const response = await send(parts);
    expect(response.statusCode).toBe(400);
    expect(await rowCount(intake.store)).toBe(rows);
    return response.json().errors as { field: string; message: string }[];
  }

  const moved = (index: number, change: Partial<SheetLayout['copies'][number]>): SheetLayout => ({
    ...layout,
    copies: layout.copies.map((copy, i) => (i === index ? { ...copy, ...change } : copy)),
  });

  it('stores the layout, the length the server measures, its price and the designs with their names', async () => {
    const { submission } = await stored(body());
    expect(submission.data).toEqual({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      phone: '574-555-0100',
      layout,
      sheetLength: 15,
    });
    // $0.50 per inch of length.
    expect(submission.estimate).toMatchObject({
      table: 'gang-sheets',
      tableVersion: 1,
      quantity: 15,
      totalCents: 750,
    });
    expect(submission.files.map((file) => [file.field, file.originalName, file.contentType])).toEqual([
      ['designFile_0', 'logo.png', 'image/png'],
      ['designFile_1', 'badge.png', 'image/png'],
      ['designFile_2', 'tall.png', 'image/png'],
    ]);
    // Its print file is queued with it, for any server process's job worker to build (this
    // process's is woken at once, so it may have taken it already).
    const { jobs } = (await intake.store.detail(submission.reference))!;
    expect(jobs.map((job) => job.kind)).toEqual(['gang-sheet-print']);
  });

  it.each(['0.01', '-5', 'free'])('stores its own price when the page sends another (%s)', async (price) => {
    const { submission } = await stored(body(layout, price));
    expect(submission.estimate?.totalCents).toBe(750);
    expect(submission.data).not.toHaveProperty('totalPrice');
  });

  it('prices a short sheet at the shortest length the shop prints, 12 in', async () => {
    const short = { ...layout, copies: layout.copies.slice(0, 5) };
    const { submission } = await stored(body(short));
    expect(submission.data.sheetLength).toBe(12);
    expect(submission.estimate?.totalCents).toBe(600);
  });

  it('shows the owner a summary of the sheet, not its JSON, in the owner’s language', async () => {
    const { reference } = await stored(body());
    const answer = async (lang: string) => {
      const detail = (await owner.get(`/api/owner/submissions/${reference}?lang=${lang}`)).json() as Detail;
      return detail.fields
        .filter((f) => ['layout', 'sheetLength'].includes(f.name))
        .map((f) => [f.label, f.text]);
    };
    expect(await answer('en')).toEqual([
      ['Gang sheet', 'Sheet 22 × 15 in: 11 copies of 3 designs'],
      ['Sheet length', '15 in'],
    ]);
    expect(await answer('es')).toEqual([
      ['Hoja combinada', 'Hoja de 22 × 15 pulg.: 11 copias de 3 diseños'],
      ['Largo de la hoja', '15 pulg.'],
    ]);
    const estimate = async (lang: string) =>
      ((await owner.get(`/api/owner/submissions/${reference}?lang=${lang}`)).json() as Detail).estimate;
    expect(await estimate('en')).toMatchObject({ item: 'DTF gang sheet: Length (in): 15', totalCents: 750 });
    expect(await estimate('es')).toMatchObject({ item: 'Hoja combinada DTF: Largo (pulg.): 15' });
    const csv = await owner.get('/api/owner/submissions.csv?form=gang-sheet');
    expect(csv.body).toContain('Sheet 22 × 15 in: 11 copies of 3 designs,15 in,7.50,3');
  });

  it('prices the next sheet with the price the owner publishes', async () => {
    const table = (await intake.app.inject('/api/prices/gang-sheets')).json().table as PriceTable;
    const draft = { table: { ...table, lines: [{ ...table.lines[0], prices: { 22: 0.6 } }] }, basedOn: 1 };
    // A table that no longer prices the roll's width would leave sheets unpriced: refused.
    const otherWidth = {
      ...draft.table,
      dimensions: { ...draft.table.dimensions, width: ['24'] },
      lines: [{ ...table.lines[0], prices: { 24: 0.6 } }],
    };
    const refused = await owner.send('POST', '/api/owner/prices/gang-sheets/publish', {
      ...draft,
      table: otherWidth,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      {
        path: '/table/dimensions',
        message: 'gang-sheet: the table gang-sheets no longer prices what this form orders',
      },
    ]);
    const published = await owner.send('POST', '/api/owner/prices/gang-sheets/publish', draft);
    expect(published.statusCode).toBe(201);
    const { submission } = await stored(body());
    expect(submission.estimate).toMatchObject({ tableVersion: 2, totalCents: 900 });
  });

  it.each([
    ['copies that overlap', moved(1, { x: 3 }), ['copies 1 and 2 overlap']],
    ['a copy outside the sheet', moved(10, { x: 19 }), ['copy 11 is outside the sheet']],
    ['a copy of no design', moved(0, { design: 3 }), ['copy 1 names no design of the sheet']],
    ['a stretched copy', moved(0, { width: 5 }), ["copy 1 does not keep its design's proportions"]],
    ['a rotation of 45°', moved(0, { rotation: 45 as 0 }), ['Copy 1, rotation: Must be 0 or 90.']],
    [
      'more copies than a sheet may have',
      { ...layout, copies: Array.from({ length: 5000 }, () => ({})) },
      ['a sheet may have at most 1000 copies'],
    ],
    ['a layout that is not JSON', '{"widthIn": 22, "designs": [', ["Must be the sheet's layout as JSON."]],
    ['a layout without its copies', { widthIn: 22, designs: layout.designs }, ['copies is required.']],
    [
      'a control character in a design’s name',
      { ...layout, designs: [{ ...layout.designs[0], name: 'a\u0000.png' }, ...layout.designs.slice(1)] },
      ['The layout contains characters that are not allowed.'],
    ],
  ])('answers 400 for %s, before its files are stored', async (_label, sheet, messages) => {
    const before = puts;
    // The files that follow are bad too (a PDF): the layout is refused first, without them.
    const errors = await refused(body(sheet, '7.50', files([samples.pdf, ...designs.slice(1)])));
    expect(errors).toEqual(messages.map((message) => ({ field: 'layout', message })));
    expect(puts).toBe(before);
  });

  it('refuses a bad layout sent after its files with the layout’s problem alone', async () => {
    // Two files of three: the missing one is not what the visitor is told first.
    const last = [...files(designs.slice(0, 2)), ...body(moved(1, { x: 3 }), '7.50', [])];
    expect(await refused(last)).toEqual([{ field: 'layout', message: 'copies 1 and 2 overlap' }]);
  });

  it.each([
    ['a PDF', samples.pdf, 'logo.pdf', 'Only these file types are accepted: .png, .jpg, .jpeg, .webp, .svg.'],
    [
      'a text file named .png',
      Buffer.from('just some text, not an image'),
      'logo.png',
      'The content of "logo.png" is not a .png file.',
    ],
  ])('answers 400 for a design that is %s', async (_label, content, name, message) => {
    const errors = await refused(
      body(layout, '7.50', files([content, ...designs.slice(1)], [name, 'badge.png', 'tall.png'])),
    );
    expect(errors).toEqual([{ field: 'designFile_0', message }]);
  });

  it('answers 400 naming a design sent without its file, and a file for no design', async () => {
    expect(await refused(body(layout, '7.50', files(designs.slice(0, 2))))).toEqual([
      { field: 'designFile_2', message: 'Design 3 ("tall.png") has no file: send it as designFile_2.' },
    ]);
    const extra: Part = {
      name: 'designFile_3',
      filename: 'extra.png',
      content: designs[0],
      contentType: 'image/png',
    };
    expect(await refused(body(layout, '7.50', [...files(), extra]))).toEqual([
      { field: 'designFile_3', message: 'There is no design 4 in the layout for this file.' },
    ]);
  });
});

describe("a gang sheet order's e-mails", () => {
  const composer = createMailComposer({
    shopTo: ['shop@example.com'],
    shopReplyTo: 'shop@example.com',
    formTexts: loadFormTexts(loadFormFiles(resolve('forms')), resolve('locales')),
    localesDir: resolve('locales'),
  });
  const mails = (lang: 'en' | 'es') =>
    composer.forNewRequest(
      {
        reference: 'G-7K3F9Q',
        formId: 'gang-sheet',
        createdAt: '2026-12-01T21:00:00.000Z',
        data: { name: 'Ana', email: 'ana@example.com', phone: '574-555-0100', layout, sheetLength: 15 },
        files: layout.designs.map((design, index) => ({
          field: `designFile_${index}`,
          originalName: design.name,
          size: 900,
        })),
        lang,
      },
      { siteUrl: 'https://shop.example' },
    );

  it("tell the shop and the visitor the sheet's size and copies, not its JSON", () => {
    const [shop, receipt] = mails('en');
    expect(shop.message.text).toContain('layout: Sheet 22 × 15 in: 11 copies of 3 designs\n');
    expect(shop.message.text).toContain('sheetLength: 15 in\n');
    expect(shop.message.text).not.toContain('"copies"');
    expect(receipt.message.text).toContain('Sheet 22 × 15 in: 11 copies of 3 designs');
    expect(receipt.message.text).not.toContain('"copies"');
    const [, spanish] = mails('es');
    expect(spanish.message.text).toContain('Hoja de 22 × 15 pulg.: 11 copias de 3 diseños');
  });
});

describe("the gang-sheet extension's designs option", () => {
  const forms = loadFormFiles(resolve('forms'));
  const start = (designs: unknown) => () => {
    const form = { ...forms.get('gang-sheet')!, extensions: [{ name: 'gang-sheet', designs }] } as FormFile;
    registryOf(new Map([['gang-sheet', form]]), { formsDir: resolve('forms') });
  };

  it('stops the start, naming the file, for types the server cannot check or no size', () => {
    expect(start({ accept: ['.png', '.exe'], maxBytes: 1000 })).toThrow(
      /gang-sheet\.form\.json: the "gang-sheet" extension's "designs" accepts \.exe, which the server cannot check by content/,
    );
    expect(start({ accept: ['.png'] })).toThrow(/"designs" needs "maxBytes"/);
    expect(start(undefined)).toThrow(/"designs" needs "accept"/);
    expect(start({ accept: ['.png'], maxBytes: 1000 })).not.toThrow();
  });
});
