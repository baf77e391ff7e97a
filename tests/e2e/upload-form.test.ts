/**
 * The /upload page in real Chromium against the real intake server and its SQLite store: the
 * drop zone, the link rows, real files sent and stored, a disguised file refused, and the
 * progress on a slow connection. Its required fields and a send without files are a row of
 * tests/e2e/forms.test.ts; the failure alert and the Spanish progress texts are
 * tests/dom/form-runner-submit.test.tsx's and tests/dom/upload-progress.test.tsx's.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eDataDir, readStore } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';

const success =
  'Files and information submitted successfully! We will review your materials and contact you soon.';

// A 1x1 PNG and a one-page PDF, small but real: the server checks each file's content.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
// What a Windows program starts with: 'MZ' and the DOS stub.
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

interface SubmissionRow {
  id: number;
  reference: string;
  form_id: string;
  data: string;
}
interface FileRow {
  original_name: string;
  stored_name: string;
  size: number;
  content_type: string;
}

const uploadRows = () =>
  readStore(
    (db) =>
      db
        .prepare("SELECT id, reference, form_id, data FROM submissions WHERE form_id = 'upload' ORDER BY id")
        .all() as unknown as SubmissionRow[],
  );

const filesOf = (submissionId: number) =>
  readStore(
    (db) =>
      db
        .prepare(
          'SELECT original_name, stored_name, size, content_type FROM files WHERE submission_id = ? ORDER BY id',
        )
        .all(submissionId) as unknown as FileRow[],
  );

/** The folder of the stored uploads (docs/data-and-backups.md "Where data lives"). */
const storedFilesDir = () => path.join(e2eDataDir(), 'uploads', 'files');

/** Every stored upload (not the in-flight ones under .incoming). */
function storedFiles(): string[] {
  const dir = storedFilesDir();
  return existsSync(dir) ? readdirSync(dir) : [];
}

const browser = browserPerFile();

let context: BrowserContext;
let page: Page;
let problems: string[];
let alerts: string[];

async function open(options = desktop, language?: string) {
  await context?.close();
  context = await browser().newContext(options);
  if (language) await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  page = await context.newPage();
  problems = watchProblems(page);
  alerts = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(baseUrl() + '/upload');
  await page.getByRole('button', { name: language === 'es' ? 'Enviar archivos' : 'Submit Files' }).waitFor();
  // A saved Spanish choice opens the page at its Spanish address.
  expect(new URL(page.url()).pathname).toBe(language === 'es' ? '/es/upload' : '/upload');
}
afterEach(() => context?.close());

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const linkRows = () => page.getByRole('group', { name: 'Reference Links' }).getByRole('textbox');
const submit = () => page.getByRole('button', { name: 'Submit Files' }).click();
const nextAlert = async () => {
  const start = Date.now();
  while (!alerts.length && Date.now() - start < 15_000) await page.waitForTimeout(50);
  return alerts.shift();
};

async function fillContact() {
  await field('Full Name').fill('Ana Torres');
  await field('Email Address').fill('ana@example.com');
  await field('Phone Number').fill('(574) 555-0100');
  await field('Company Name').fill('Torres Bakery');
}

async function chooseFiles(files: { name: string; buffer: Buffer; mimeType: string }[]) {
  await page.getByLabel(/^Files/).setInputFiles(files);
}

const pngFile = { name: 'logo.png', buffer: png, mimeType: 'image/png' };
const pdfFile = { name: 'brief.pdf', buffer: pdf, mimeType: 'application/pdf' };

describe('the upload page', () => {
  it('shows the contact info, the form and a way to send files without it', async () => {
    await open();
    await page.getByRole('heading', { level: 2, name: 'Upload Your Files' }).waitFor();
    const aside = page.getByRole('complementary', { name: 'Questions before you upload?' });
    await expect(aside.getByRole('link', { name: '(574) 555-0142' }).getAttribute('href')).resolves.toBe(
      'tel:+15745550142',
    );
    await expect(aside.getByRole('link', { name: /@/ }).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await expect(aside.getByRole('link', { name: /WhatsApp Chat/ }).getAttribute('href')).resolves.toMatch(
      /^https:\/\/wa\.me\//,
    );
    await aside.getByText('Rather not use the form?').waitFor();
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Company Name', 'Project Details']) {
      await field(name).waitFor();
    }
    await expect(page.getByLabel(/^Files/).getAttribute('accept')).resolves.toBe(
      '.jpg,.jpeg,.png,.gif,.pdf,.ai,.psd,.eps,.svg,.zip,.rar',
    );
    expect(problems).toEqual([]);
  });

  it('highlights the drop zone on drag-over, takes dropped and browsed files, removes one, refuses others', async () => {
    await open();
    const zone = page.getByTestId(/__dropzone$/);
    await zone.dispatchEvent('dragenter');
    await expect(zone.getAttribute('data-dragging')).resolves.toBe('');
    await zone.evaluate((element) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4'], 'dropped.pdf', { type: 'application/pdf' }));
      // One byte over the 2 GB limit (its size said, not made), and a type the shop does not take.
      const huge = new File(['x'], 'huge.png');
      Object.defineProperty(huge, 'size', { value: 2 * 1024 ** 3 + 1 });
      transfer.items.add(huge);
      transfer.items.add(new File(['x'], 'notes.docx'));
      element.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    });
    await expect(zone.getAttribute('data-dragging')).resolves.toBeNull();
    const alert = page.getByRole('alert');
    await alert.getByText(/huge\.png is larger than 2 GB\./).waitFor();
    await alert.getByText(/notes\.docx is not an accepted file type\./).waitFor();
    await chooseFiles([pngFile]);
    const list = page.getByRole('listitem').filter({ hasText: /dropped\.pdf|logo\.png|huge\.png/ });
    await expect(list.allInnerTexts()).resolves.toHaveLength(2);
    await page.getByRole('button', { name: 'Remove dropped.pdf' }).click();
    await expect(list.allInnerTexts()).resolves.toEqual([expect.stringContaining('logo.png')]);
  });

  it('keeps at least one reference link row, adds and removes rows, and counts the details', async () => {
    await open();
    await expect(linkRows().count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /^Remove Reference Links/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Add another link' }).click();
    await page.getByRole('button', { name: 'Add another link' }).click();
    await expect(linkRows().count()).resolves.toBe(3);
    await page.getByRole('button', { name: 'Remove Reference Links 2' }).click();
    await page.getByRole('button', { name: 'Remove Reference Links 2' }).click();
    await expect(linkRows().count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /^Remove Reference Links/ }).count()).resolves.toBe(0);

    const details = field('Project Details');
    await expect(details.getAttribute('maxlength')).resolves.toBe('500');
    await details.pressSequentially('Banner 3x6');
    await page.getByText('10 / 500').waitFor();
  });

  it('sends two real files, shows the reference, resets, and stores the row and the files', async () => {
    await open();
    await fillContact();
    await linkRows().first().fill('https://drive.example.com/folder/1');
    await page.getByRole('button', { name: 'Add another link' }).click();
    await linkRows().nth(1).fill('https://example.com/inspiration');
    await field('Project Details').fill('Two banners, 3x6 ft, by Friday.');
    await chooseFiles([pngFile, pdfFile]);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/upload'));
    await submit();
    expect((await answer).status()).toBe(201);
    const message = await nextAlert();
    const reference = /Your reference: (\S+)$/.exec(message ?? '')?.[1];
    expect(message).toBe(`${success}\n\nYour reference: ${reference}`);

    await expect(field('Full Name').inputValue()).resolves.toBe('');
    await expect(field('Email Address').inputValue()).resolves.toBe('');
    await expect(field('Project Details').inputValue()).resolves.toBe('');
    await expect(linkRows().count()).resolves.toBe(1);
    await expect(linkRows().first().inputValue()).resolves.toBe('');
    await expect(page.getByRole('button', { name: 'Remove logo.png' }).count()).resolves.toBe(0);

    const row = uploadRows().find((r) => r.reference === reference)!;
    expect(row).toBeDefined();
    expect(JSON.parse(row.data)).toMatchObject({
      name: 'Ana Torres',
      email: 'ana@example.com',
      phone: '(574) 555-0100',
      company: 'Torres Bakery',
      links: ['https://drive.example.com/folder/1', 'https://example.com/inspiration'],
      project_details: 'Two banners, 3x6 ft, by Friday.',
      file_count: 2,
    });
    const files = filesOf(row.id);
    expect(
      files.map(({ original_name, size, content_type }) => ({ original_name, size, content_type })),
    ).toEqual([
      { original_name: 'logo.png', size: png.length, content_type: 'image/png' },
      { original_name: 'brief.pdf', size: pdf.length, content_type: 'application/pdf' },
    ]);
    for (const file of files) {
      expect(statSync(path.join(storedFilesDir(), file.stored_name)).size).toBe(file.size);
    }
    expect(problems).toEqual([]);
  });

  it('refuses an .exe renamed .png on the server within its first bytes: the reason on its row, nothing stored', async () => {
    await open();
    const rowsBefore = uploadRows().length;
    const filesBefore = storedFiles().length;
    await fillContact();
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/uploads/') && response.request().method() === 'PATCH',
    );
    await chooseFiles([{ name: 'photo.png', buffer: exe, mimeType: 'image/png' }]);
    expect((await refused).status()).toBe(415);
    await page.getByText("This file's content is not an accepted file type.").waitFor();
    // Sending says which file stops it; the answers stay.
    await submit();
    await expect(nextAlert()).resolves.toContain(
      "photo.png: This file's content is not an accepted file type.",
    );
    await expect(field('Full Name').inputValue()).resolves.toBe('Ana Torres');
    await page.getByRole('button', { name: 'Remove photo.png' }).waitFor();
    expect(uploadRows()).toHaveLength(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

describe('the upload progress on a slow connection', () => {
  const MB = 1024 * 1024;
  /** A real PDF (the server checks the start) padded to `bytes`. */
  const bigPdf = (name: string, bytes: number) => ({
    name,
    buffer: Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]),
    mimeType: 'application/pdf',
  });

  /** Sends at most 200 KB a second from this page, the way a weak mobile link does. */
  async function throttleUploads() {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
  }

  it('shows each file’s bytes, speed and time left as it uploads; Pause holds it, nothing is stored, Resume goes on', async () => {
    await open();
    const rowsBefore = uploadRows().length;
    await fillContact();
    await throttleUploads();
    await chooseFiles([bigPdf('artwork.pdf', 4 * MB)]);
    const bar = page.getByRole('progressbar', { name: /artwork\.pdf/ });
    await bar.waitFor();
    await page
      .getByText(/^\d+\.\d MB of 4 MB, \d+ kB\/s, (about \d+ minutes?|less than a minute) left$/)
      .waitFor();
    await expect(bar.getAttribute('aria-valuetext')).resolves.toMatch(/^\d+\.\d MB of 4 MB/);
    await page.getByRole('button', { name: 'Pause uploading artwork.pdf' }).click();
    await page.getByText(/^Paused at \d+\.\d MB of 4 MB$/).waitFor();
    await expect(field('Full Name').inputValue()).resolves.toBe('Ana Torres');
    expect(uploadRows()).toHaveLength(rowsBefore);
    expect(alerts).toEqual([]);
    await page.getByRole('button', { name: 'Resume uploading artwork.pdf' }).click();
    await page.getByRole('button', { name: 'Pause uploading artwork.pdf' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends a form whose file is still uploading once it is done, with the progress, on a phone', async () => {
    await open(phone);
    await fillContact();
    const file = bigPdf('flyer.pdf', 1.5 * MB);
    await throttleUploads();
    await chooseFiles([file]);
    await submit();
    await page.getByRole('progressbar', { name: 'Uploading your files…' }).waitFor();
    await page
      .getByText(/^\d+\.\d MB of 1\.5 MB \(\d+%\)/)
      .first()
      .waitFor();
    const message = await nextAlert();
    const reference = /Your reference: (\S+)$/.exec(message ?? '')?.[1];
    expect(message).toBe(`${success}\n\nYour reference: ${reference}`);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await expect(field('Full Name').inputValue()).resolves.toBe('');
    const row = uploadRows().find((r) => r.reference === reference)!;
    expect(filesOf(row.id).map(({ original_name, size }) => ({ original_name, size }))).toEqual([
      { original_name: 'flyer.pdf', size: file.buffer.length },
    ]);
    expect(problems).toEqual([]);
  });
});
