/**
 * The gang-sheet builder of /dtf/gang-sheets in real Chromium against the real intake server, in
 * English on a desktop and in Spanish on a 390 px phone with touch: three PNG designs (one of
 * low resolution, one on a white background), 10, 4 and 1 copies, auto-arranged, the length and
 * the price shown, the white background removed, and the sheet ordered with the visitor's
 * details; the stored request priced as shown. axe checks the builder with designs on it.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';
import { readStore } from '../support/stored-submissions.ts';
import { checkPrintFile } from '../support/print-file-check.ts';
import { waitForMails } from '../support/e2e-mails.ts';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';

const svg = (width: number, height: number, shape: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}</svg>`);

async function design(width: number, height: number, shape: string, background?: string) {
  const base = sharp({
    create: {
      width,
      height,
      channels: background ? 3 : 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  return base
    .composite([{ input: svg(width, height, shape) }])
    .png()
    .toBuffer();
}

let designs: { name: string; mimeType: string; buffer: Buffer }[];
beforeAll(async () => {
  designs = [
    // 900 × 600 px: 300 dpi at 3 in.
    {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await design(900, 600, '<circle cx="450" cy="300" r="250" fill="#1d4ed8"/>'),
    },
    // 150 px square: 50 dpi at 3 in.
    {
      name: 'low.png',
      mimeType: 'image/png',
      buffer: await design(150, 150, '<rect x="20" y="20" width="110" height="110" fill="#dc2626"/>'),
    },
    // A green triangle on an opaque white rectangle.
    {
      name: 'white.png',
      mimeType: 'image/png',
      buffer: await design(
        1200,
        900,
        '<polygon points="600,100 1000,800 200,800" fill="#16a34a"/>',
        '#ffffff',
      ),
    },
  ];
});

const browser = browserPerFile();
let context: BrowserContext;
afterEach(() => context?.close());

const texts = {
  en: {
    prefix: '',
    add: 'Add designs',
    width: 'Width (in)',
    copies: 'Copies',
    arrange: 'Auto-arrange',
    arranged: /^Arranged: the sheet is (\d+) in long\.$/,
    length: /^Sheet length: (\d+) in$/,
    price: /^Price: (\$[\d,.]+)$/,
    lowDpi: '50 dpi at 3 in: it will print blurry. Sharp up to 0.5 in.',
    removeWhite: 'Remove white background',
    useIt: 'Use it',
    removed: 'White background removed.',
    order: 'Order this sheet',
    dialog: 'Order this sheet',
    name: /^Full Name/,
    email: /^Email Address/,
    phone: /^Phone Number/,
    send: 'Send order',
  },
  es: {
    prefix: '/es',
    add: 'Añadir diseños',
    width: 'Ancho (pulg.)',
    copies: 'Copias',
    arrange: 'Organizar automáticamente',
    arranged: /^Organizada: la hoja mide (\d+) pulg\. de largo\.$/,
    length: /^Largo de la hoja: (\d+) pulg\.$/,
    price: /^Precio: (\$[\d,.]+)$/,
    lowDpi: '50 ppp a 3 pulg.: se imprimirá borroso. Nítido hasta 0.5 pulg.',
    removeWhite: 'Quitar fondo blanco',
    useIt: 'Usarlo',
    removed: 'Fondo blanco quitado.',
    order: 'Pedir esta hoja',
    dialog: 'Pedir esta hoja',
    name: /^Nombre completo/,
    email: /^Correo electrónico/,
    phone: /^Teléfono/,
    send: 'Enviar pedido',
  },
};

/**
 * Hand placement with a pointer (the mouse on the desktop, a finger's pointer events on the
 * phone): copy 1 dragged below the sheet's end makes the sheet longer; copy 2 dragged onto it is
 * refused, and stays where it was.
 */
async function dragCopies(page: Page, lng: 'en' | 'es', length: number) {
  const sheet = page.getByRole('group', {
    name: lng === 'en' ? /^Gang sheet, 22 by/ : /^Hoja combinada de 22 por/,
  });
  const copy = (n: number) => page.getByRole('button', { name: new RegExp(`^(Copy|Copia) ${n}:`) });
  // The mouse reaches only what is in the viewport: the sheet, and the inch below it, in view
  // (at once: the site scrolls smoothly).
  await sheet.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const area = (await sheet.boundingBox())!;
  const perInch = area.width / 22;
  const drag = async (n: number, to: { x: number; y: number }) => {
    const box = (await copy(n).boundingBox())!;
    const from = { x: box.x + 5, y: box.y + 5 };
    const end = { x: to.x + 5, y: to.y + 5 };
    if (lng === 'en') {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + end.x) / 2, (from.y + end.y) / 2, { steps: 4 });
      await page.mouse.move(end.x, end.y, { steps: 4 });
      await page.mouse.up();
    } else {
      const fire = (type: string, at: { x: number; y: number }) =>
        copy(n).dispatchEvent(type, {
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          button: 0,
          clientX: at.x,
          clientY: at.y,
          bubbles: true,
        });
      await fire('pointerdown', from);
      await fire('pointermove', { x: (from.x + end.x) / 2, y: (from.y + end.y) / 2 });
      await fire('pointermove', end);
      await fire('pointerup', end);
    }
  };
  // Copy 1 to the sheet's left edge, 1 in below its end.
  await drag(1, { x: area.x, y: area.y + (length + 1) * perInch });
  await page.getByText(lng === 'en' ? 'Copy 1 moved.' : 'Copia 1 movida.').waitFor();
  const longer = lng === 'en' ? /^Sheet length: (\d+) in$/ : /^Largo de la hoja: (\d+) pulg\.$/;
  const grown = Number(longer.exec((await page.getByText(longer).textContent())!)![1]);
  expect(grown).toBeGreaterThan(length);
  const before = await copy(2).getAttribute('style');
  const target = (await copy(1).boundingBox())!;
  await drag(2, { x: target.x, y: target.y });
  await page
    .getByRole('alert')
    .getByText(
      lng === 'en'
        ? /^Not placed: it would overlap copy 1\.$/
        : /^No se colocó: se encimaría con la copia 1\.$/,
    )
    .waitFor();
  expect(await copy(2).getAttribute('style')).toBe(before);
}

async function orderSheet(lng: 'en' | 'es', options: BrowserContextOptions) {
  const words = texts[lng];
  context = await browser().newContext(options);
  const page: Page = await context.newPage();
  const problems = watchProblems(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${baseUrl()}${words.prefix}/dtf/gang-sheets`);
  await hydrated(page);
  const tap = (name: string) => page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: words.add }).waitFor();
  await page.locator('input[type="file"]').setInputFiles(designs);
  await page.getByText('white.png', { exact: true }).first().waitFor();

  const copies = page.getByRole('spinbutton', { name: words.copies });
  await copies.nth(0).fill('10');
  await copies.nth(1).fill('4');
  await page.getByRole('spinbutton', { name: words.width }).nth(1).fill('3');
  await page.getByText(words.lowDpi).waitFor();
  const before = Number(words.length.exec((await page.getByText(words.length).textContent())!)![1]);
  await dragCopies(page, lng, before);
  await tap(words.arrange);
  const arranged = await page.getByText(words.arranged).textContent();
  const length = Number(words.arranged.exec(arranged!)![1]);
  const lengthText = await page.getByText(words.length).textContent();
  expect(Number(words.length.exec(lengthText!)![1])).toBe(length);
  await expect(page.getByRole('button', { name: /^(Copy|Copia) \d+:/ }).count()).resolves.toBe(15);

  await tap(words.removeWhite);
  await tap(words.useIt);
  await page.getByText(words.removed).waitFor();
  // The sheet survives a reload: its designs (the cleaned one too), copies and length.
  await page.reload();
  await hydrated(page);
  await page.getByText(words.removed).waitFor();
  const reloaded = await page.getByText(words.length).textContent();
  expect(Number(words.length.exec(reloaded!)![1])).toBe(length);
  await expect(page.getByRole('button', { name: /^(Copy|Copia) \d+:/ }).count()).resolves.toBe(15);
  const priceText = await page.getByText(words.price).first().textContent();
  const shown = words.price.exec(priceText!)![1];
  expect(problems).toEqual([]);
  expect(await axeViolations(page, `${lng} gang-sheet builder`)).toEqual([]);

  await tap(words.order);
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByRole('textbox', { name: words.name }).waitFor();
  expect(await axeViolations(page, `${lng} gang-sheet order window`)).toEqual([]);
  await dialog.getByRole('textbox', { name: words.name }).fill('Ana Torres');
  await dialog.getByRole('textbox', { name: words.email }).fill('ana@example.com');
  await dialog.getByRole('textbox', { name: words.phone }).fill('5551234567');
  // A person takes longer than the intake's 3 s to fill the window: faster is kept as spam.
  await page.waitForTimeout(3000);
  await dialog.getByRole('button', { name: words.send }).click();
  const start = Date.now();
  while (!alerts.length && Date.now() - start < 20_000) await page.waitForTimeout(50);
  const reference = /G-[0-9A-Z]{6}/.exec(alerts[0] ?? '')?.[0];
  expect(reference).toBeDefined();

  const stored = readStore(
    (db) =>
      db
        .prepare('SELECT form_id, status, data, estimate FROM submissions WHERE reference = ?')
        .get(reference!) as {
        form_id: string;
        status: string;
        data: string;
        estimate: string;
      },
  );
  expect([stored.form_id, stored.status]).toEqual(['gang-sheet', 'received']);
  const data = JSON.parse(stored.data) as {
    layout: SheetLayout;
    sheetLength: number;
  };
  expect(data.layout.copies).toHaveLength(15);
  expect(data.layout.designs.map((d) => d.name)).toEqual(['logo.png', 'low.png', 'white.png']);
  expect(data.sheetLength).toBe(length);
  // The stored price is the server's own, from the same table: the one the page showed.
  const totalCents = (JSON.parse(stored.estimate) as { totalCents: number }).totalCents;
  expect(`$${(totalCents / 100).toFixed(2)}`).toBe(shown);

  // The owner downloads the print file the background job built: 22 in at 300 dpi, as long as the
  // sheet, every copy where the layout puts it, no two overlapping.
  const print = await checkPrintFile(browser(), reference!, data.layout as SheetLayout);
  expect(print).toEqual(
    expect.objectContaining({ name: `${reference}-sheet.png`, width: 6600, height: length * 300, dpi: 300 }),
  );
  expect(print.problems).toEqual([]);
  expect(print.differences).toHaveLength(15);
  for (const difference of print.differences) expect(difference).toBeLessThan(4);
  return { page, reference: reference!, length };
}

describe('the gang-sheet builder', () => {
  it('builds, checks and orders a sheet in English on a desktop, and orders it again from the customer’s page', async () => {
    const { reference, length } = await orderSheet('en', desktop);
    // The receipt's private link, as the customer follows it.
    const [receipt] = await waitForMails(
      (mail) => mail.to.includes('ana@example.com') && mail.text.includes(reference),
    );
    const link = /(http:\/\/\S+\/my-request\/[A-Za-z0-9_-]{43})/.exec(receipt.text)![1];
    const page = await context.newPage();
    await page.goto(link);
    await hydrated(page);
    await page.getByRole('link', { name: 'Order this sheet again' }).click();
    await page.getByText('Your earlier sheet is loaded: check it and order it again.').first().waitFor();
    await page.getByText(`Sheet length: ${length} in`).waitFor();
    expect(await page.getByRole('button', { name: /^Copy \d+:/ }).count()).toBe(15);
  });

  it('does the same in Spanish on a 390 px phone with touch', async () => {
    await orderSheet('es', { ...phone, locale: 'es-US' });
  });
});
