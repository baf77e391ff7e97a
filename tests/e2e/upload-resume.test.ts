/**
 * A 100 MB file on the upload form, in real Chromium over a link of 25 MB/s (a proxy in front of
 * the server): the network cut mid-way (Chromium's offline emulation, and the connections under
 * way dropped) and restored, the upload resumes by itself and the request is sent; a reload
 * mid-upload offers to resume, the file chosen again continues from the server's offset, and
 * the request is sent with one whole file (docs/architecture.md "Resumable uploads").
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { startCuttableProxy, type CuttableProxy } from '../support/cuttable-proxy.ts';
import { readStore } from '../support/stored-submissions.ts';
import { baseUrl, browserPerFile, desktop, watchProblems } from '../support/browser.ts';

jest.setTimeout(240_000);

const MB = 1024 * 1024;
const size = 100 * MB;
const browser = browserPerFile();

let proxy: CuttableProxy;
let sha256: string;
let context: BrowserContext;
let page: Page;
let problems: string[];
let alerts: string[];

beforeAll(async () => {
  proxy = await startCuttableProxy(baseUrl(), 25 * MB);
  sha256 = createHash('sha256')
    .update(Buffer.from(fileBytes(size).buffer))
    .digest('hex');
});
afterAll(() => proxy.close());

/**
 * The file's bytes, made the same way here and in the page: a PDF's first bytes (the server
 * checks them), then 100 MB that do not compress. Made in the page, because a 100 MB file handed
 * to a browser over Playwright's connection takes it 20 s to carry across.
 */
function fileBytes(length: number): Uint32Array<ArrayBuffer> {
  const words = new Uint32Array(length / 4);
  for (let i = 0; i < words.length; i += 1) words[i] = Math.imul(i * 4, 2654435761) >>> 0;
  // "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n\n" as little-endian words.
  words.set([0x46445025, 0x372e312d, 0xe3e2250a, 0x0a0ad3cf], 0);
  return words;
}

/** Drops the file on the drop zone, as a visitor dragging it from their desktop. */
async function dropFile() {
  await page.getByTestId(/__dropzone$/).evaluate(
    (zone, { length, source }) => {
      const make = new Function(`return (${source})`)() as (n: number) => Uint32Array<ArrayBuffer>;
      const file = new File([make(length)], 'fleet-wrap.pdf', {
        type: 'application/pdf',
        lastModified: 1_767_225_600_000,
      });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { length: size, source: fileBytes.toString() },
  );
}
afterEach(() => context?.close());

async function open() {
  context = await browser().newContext(desktop);
  page = await context.newPage();
  problems = watchProblems(page);
  alerts = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${proxy.origin}/upload`);
  await page.locator('html[data-hydrated]').waitFor();
}

const bar = () => page.getByRole('progressbar', { name: /fleet-wrap\.pdf/ });
const percent = async () => Number((await bar().getAttribute('aria-valuenow')) ?? 0);

async function waitFor(condition: () => Promise<boolean>, what: string, ms = 120_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await page.waitForTimeout(100);
  }
}

async function fillAndChoose() {
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Marco Ruiz');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('marco@example.com');
  await dropFile();
  await bar().waitFor();
}

/** Sends the form once its upload is done; the stored request's one file. */
async function sendAndRead() {
  await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 120_000 });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/upload'));
  await page.getByRole('button', { name: 'Submit Files' }).click();
  expect((await answer).status()).toBe(201);
  await waitFor(async () => alerts.length > 0, 'the alert');
  const reference = /Your reference: (\S+)$/.exec(alerts[0])?.[1];
  expect(reference).toBeDefined();
  return readStore(
    (db) =>
      db
        .prepare(
          `SELECT f.original_name, f.size, f.sha256 FROM files f JOIN submissions s ON s.id = f.submission_id
           WHERE s.reference = ?`,
        )
        .all(reference!) as { original_name: string; size: number; sha256: string }[],
  );
}

it('resumes by itself after the network is cut mid-way and comes back, and sends the request', async () => {
  await open();
  await fillAndChoose();
  await waitFor(async () => (await percent()) >= 25, 'a quarter of the file');
  await context.setOffline(true);
  proxy.cut();
  await page
    .getByText(/Connection lost\. The upload will continue by itself|The connection is unsteady/)
    .waitFor({ timeout: 60_000 });
  const stalledAt = await percent();
  expect(stalledAt).toBeLessThan(100);
  await page.waitForTimeout(1500);
  proxy.restore();
  await context.setOffline(false);
  const files = await sendAndRead();
  expect(files).toEqual([{ original_name: 'fleet-wrap.pdf', size, sha256 }]);
  expect(
    problems.filter(
      (problem) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|Failed to load resource/.test(problem),
    ),
  ).toEqual([]);
});

it('offers to resume after a reload, goes on from the server’s offset, and sends one whole file', async () => {
  await open();
  await fillAndChoose();
  await waitFor(async () => (await percent()) >= 30, 'a third of the file');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  const notice = page.getByText(
    /^fleet-wrap\.pdf: .* of 100 MB uploaded\. Choose fleet-wrap\.pdf again to continue\.$/,
  );
  await notice.waitFor();
  // The typed answers came back with the draft; the file is chosen again.
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).resolves.toBe(
    'Marco Ruiz',
  );
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
  });
  await dropFile();
  const files = await sendAndRead();
  expect(offsets[0]).toBeGreaterThan(size * 0.2);
  expect(files).toEqual([{ original_name: 'fleet-wrap.pdf', size, sha256 }]);
  expect(problems).toEqual([]);
});
