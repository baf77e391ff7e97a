/**
 * The DTF order flow of /dtf in real Chromium against the real intake server and its SQLite
 * store: product to stored order with its design on disk, the cart over a reload, the checkout
 * window, both kinds of failure, the quantity rule and the artwork preflight on real images.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { makePng } from '../support/dtf-images.ts';
import { e2eDataDir, readStore, storedSubmission } from '../support/stored-submissions.ts';
import { hydrated } from '../support/hydration.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const success =
  'Order submitted successfully! We will contact you within 24 hours with a quote and timeline.';
const failure = 'Error submitting order. Please try again or contact us directly.';

// 1200 px square: exactly 300 DPI at Small (4"); a red disc on a transparent background.
const logo = { name: 'logo.png', mimeType: 'image/png', buffer: makePng({ width: 1200, height: 1200 }) };

const browser = browserPerFile();

let context: BrowserContext;
let page: Page;
let problems: string[];
let alerts: string[];

async function open(options = desktop) {
  context = await browser().newContext(options);
  page = await context.newPage();
  problems = watchProblems(page);
  alerts = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(baseUrl() + '/dtf');
  await page.getByRole('heading', { name: 'Your Order' }).waitFor();
  // The prerendered page shows before its buttons work.
  await hydrated(page);
}
afterEach(() => context?.close());

/** Polls until `read` gives `expected` (or 15 s pass), then checks it. */
async function until<T>(read: () => Promise<T>, expected: T) {
  const start = Date.now();
  let value = await read();
  while (value !== expected && Date.now() - start < 15_000) {
    await page.waitForTimeout(100);
    value = await read();
  }
  expect(value).toBe(expected);
}

const nextAlert = async () => {
  const start = Date.now();
  while (!alerts.length && Date.now() - start < 15_000) await page.waitForTimeout(50);
  return alerts.shift();
};
const addButton = () => page.getByRole('button', { name: 'Add to Order' });
const quantity = () => page.getByRole('spinbutton', { name: /^Quantity/ });
const orderList = () => page.getByRole('list', { name: 'Your Order' });
const lines = () => orderList().locator(':scope > li');
const total = () => page.getByTestId('dtf-order-total');
const checkout = () => page.getByRole('button', { name: 'Proceed to Checkout' });
const dialog = () => page.getByRole('dialog', { name: 'Complete Your Order' });
const preflight = () => page.getByRole('status').filter({ hasText: 'Artwork check' });

async function configure(product: string, size: RegExp, count: string) {
  await page.getByRole('button', { name: `Select ${product}` }).click();
  await page.getByRole('radio', { name: size }).check();
  await quantity().fill(count);
}

async function addItem(product: string, size: RegExp, count: string, extra?: () => Promise<void>) {
  const before = await lines().count();
  await configure(product, size, count);
  await extra?.();
  await addButton().click();
  await until(() => lines().count(), before + 1);
}

async function fillContact() {
  const box = (name: RegExp) => dialog().getByRole('textbox', { name });
  await box(/^Full Name/).fill('Ana Torres');
  await box(/^Email Address/).fill('ana@example.com');
  await box(/^Phone Number/).fill('(574) 555-0100');
  await box(/^Company Name/).fill('Torres Bakery');
  await box(/^Street Address/).fill('1 Main St');
  await box(/^City/).fill('South Bend');
  await box(/^State/).fill('IN');
  await box(/^ZIP Code/).fill('46601');
  await box(/^Special Instructions/).fill('Pickup on Friday');
}

const dtfRows = () =>
  readStore(
    (db) =>
      (
        db.prepare("SELECT COUNT(*) AS n FROM submissions WHERE form_id = 'dtf-checkout'").get() as {
          n: number;
        }
      ).n,
  );

describe('the DTF order flow', () => {
  it('goes from product to a stored order whose items are the cart, total their sum, design on disk', async () => {
    await open();
    await expect(checkout().count()).resolves.toBe(0);
    await addItem('Custom DTF Transfers', /^Small/, '10', async () => {
      await page.getByLabel(/^Design File/).setInputFiles(logo);
      await preflight().getByText('300 DPI at Small (up to 4"): it will print sharp.').waitFor();
      await preflight().getByText('Transparent background: only your design prints.').waitFor();
      await page.getByRole('textbox', { name: /^Design Notes/ }).fill('Left chest');
    });
    await addItem('Full-Color Prints', /^Extra Large/, '3');
    await expect(total().textContent()).resolves.toBe('$83.00');

    // The cart, its design file included, survives a reload.
    await page.reload();
    await hydrated(page);
    await until(() => lines().count(), 2);
    await lines().first().getByText('Design: logo.png').waitFor();
    await expect(lines().first().textContent()).resolves.toContain('Small (up to 4") · 10 × $3.50');
    await expect(total().textContent()).resolves.toBe('$83.00');

    await checkout().click();
    await dialog().getByText('Total: $83.00').waitFor();
    await fillContact();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/dtf-checkout'));
    await dialog().getByRole('button', { name: 'Submit Order' }).click();
    expect((await answer).status()).toBe(201);
    const message = await nextAlert();
    const reference = /Your reference: (\S+)$/.exec(message ?? '')?.[1];
    expect(message).toBe(`${success}\n\nYour reference: ${reference}`);

    await dialog().waitFor({ state: 'hidden' });
    await expect(lines().count()).resolves.toBe(0);
    await expect(checkout().count()).resolves.toBe(0);
    await page.getByText(`Your reference: ${reference}`).waitFor();

    const stored = storedSubmission(reference!);
    expect(stored.form_id).toBe('dtf-checkout');
    const items = stored.data.orderItems as { price: number }[];
    expect(items).toEqual([
      {
        productId: 'custom-transfers',
        productName: 'Custom DTF Transfers',
        size: 'small',
        quantity: 10,
        price: 35,
        designFile: 'logo.png',
        designNotes: 'Left chest',
      },
      {
        productId: 'full-color-prints',
        productName: 'Full-Color Prints',
        size: 'extra-large',
        quantity: 3,
        price: 48,
      },
    ]);
    expect(Number(stored.data.totalPrice)).toBe(items.reduce((sum, item) => sum + item.price, 0));
    expect(Number(stored.data.totalPrice)).toBe(83);
    expect(stored.data).toMatchObject({
      name: 'Ana Torres',
      email: 'ana@example.com',
      company: 'Torres Bakery',
      zip: '46601',
      specialInstructions: 'Pickup on Friday',
    });
    expect(Date.parse(String(stored.data.orderDate))).not.toBeNaN();

    const files = readStore(
      (db) =>
        db
          .prepare(
            'SELECT f.field, f.original_name, f.stored_name, f.size FROM files f JOIN submissions s ON s.id = f.submission_id WHERE s.reference = ?',
          )
          .all(reference!) as { field: string; original_name: string; stored_name: string; size: number }[],
    );
    expect(files.map(({ field, original_name, size }) => ({ field, original_name, size }))).toEqual([
      { field: 'designFile_0', original_name: 'logo.png', size: logo.buffer.length },
    ]);
    const onDisk = readFileSync(path.join(e2eDataDir(), 'uploads', 'files', files[0].stored_name));
    expect(onDisk.equals(logo.buffer)).toBe(true);

    // Sent means gone: a reload brings back neither the lines nor the file.
    await page.reload();
    // The prerendered page shows an empty cart: look once the stored one would have been read.
    await hydrated(page);
    await page.getByText('Your order is empty. Configure a transfer and add it to see it here.').waitFor();
    expect(problems).toEqual([]);
  });

  it('opens Complete Your Order as a modal window that Escape, the close icon and Cancel close', async () => {
    await open();
    await addItem('Ready-to-Press Transfers', /^Medium/, '2');
    await checkout().click();
    await dialog().waitFor();
    await expect(dialog().getAttribute('aria-modal')).resolves.toBe('true');
    await expect(
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    ).resolves.toBe(true);
    // The page behind is inert: its buttons cannot be reached, by mouse or by Tab.
    await expect(checkout().click({ trial: true, timeout: 1500 })).rejects.toThrow();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    ).resolves.toBe(true);
    await dialog()
      .getByRole('textbox', { name: /^Full Name/ })
      .fill('Kept');

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await expect(checkout().evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    await checkout().click();
    await expect(
      dialog()
        .getByRole('textbox', { name: /^Full Name/ })
        .inputValue(),
    ).resolves.toBe('Kept');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'hidden' });

    await checkout().click();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await expect(lines().count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it.each([
    ['answers 500', (route: Route) => route.fulfill({ status: 500, body: '{}' })],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ])('alerts the failure and keeps the cart and the form when the server %s', async (_, handler) => {
    await open(phone);
    await page.route('**/api/forms/dtf-checkout', handler);
    const rowsBefore = dtfRows();
    await addItem('Custom DTF Transfers', /^Large/, '4', () =>
      page.getByLabel(/^Design File/).setInputFiles(logo),
    );
    await checkout().click();
    await fillContact();
    await dialog().getByRole('button', { name: 'Submit Order' }).click();
    await expect(nextAlert()).resolves.toBe(failure);
    await expect(dialog().isVisible()).resolves.toBe(true);
    await expect(
      dialog()
        .getByRole('textbox', { name: /^Full Name/ })
        .inputValue(),
    ).resolves.toBe('Ana Torres');
    await expect(
      dialog()
        .getByRole('textbox', { name: /^Special Instructions/ })
        .inputValue(),
    ).resolves.toBe('Pickup on Friday');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(lines().count()).resolves.toBe(1);
    await lines().first().getByText('Design: logo.png').waitFor();
    await expect(total().textContent()).resolves.toBe('$42.00');
    expect(dtfRows()).toBe(rowsBefore);
  });

  it('keeps Add to Order disabled until a size is chosen, and makes an invalid quantity 1', async () => {
    await open(phone);
    // The hero's Get Started leads down to the first step of the order.
    await page.getByRole('link', { name: 'Get Started' }).click();
    const start = page.getByRole('heading', { name: '1. Choose a product' });
    const top = () => start.evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    await until(async () => (await top()) > 0 && (await top()) < 300, true);
    await page.getByRole('button', { name: 'Select Custom DTF Transfers' }).click();
    await expect(addButton().isDisabled()).resolves.toBe(true);
    await page.getByRole('radio', { name: /^Small/ }).check();
    await expect(addButton().isDisabled()).resolves.toBe(false);

    await quantity().fill('1001');
    await quantity().press('Tab');
    await expect(quantity().inputValue()).resolves.toBe('1');
    await page.getByText(/^Quantities go from 1 to 1000 whole transfers/).waitFor();
    await page.getByText('Item price: 1 × $3.50 = $3.50').waitFor();

    // Enter submits without leaving the field: the quantity is corrected before the item is added.
    await quantity().fill('0');
    await quantity().press('Enter');
    await until(() => lines().count(), 1);
    await expect(lines().first().textContent()).resolves.toContain('Small (up to 4") · 1 × $3.50');
    expect(problems).toEqual([]);
  });

  it('checks real images: decoded transparency, and the resolution warnings', async () => {
    await open();
    await configure('Full-Color Prints', /^Small/, '1');
    const picker = page.getByLabel(/^Design File/);
    // An alpha channel whose pixels are all opaque: only decoding tells.
    const opaque = makePng({ width: 1600, height: 900, pixel: () => [20, 90, 200, 255] });
    await picker.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: opaque });
    await preflight().getByText('400 DPI at Small (up to 4"): it will print sharp.').waitFor();
    await preflight()
      .getByText(/^No transparent background/)
      .waitFor();

    const palette = makePng({ width: 500, height: 400, colorType: 3, trns: true });
    await picker.setInputFiles({ name: 'sticker.png', mimeType: 'image/png', buffer: palette });
    await preflight()
      .getByText(/^125 DPI at Small .*visibly pixelated/)
      .waitFor();
    await preflight().getByText('Transparent background: only your design prints.').waitFor();

    await page.getByRole('radio', { name: /^Medium/ }).check();
    await preflight()
      .getByText(/^62 DPI at Medium/)
      .waitFor();
    await expect(addButton().isDisabled()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });
});
