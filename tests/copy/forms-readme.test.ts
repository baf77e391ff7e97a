/**
 * forms/README.md followed exactly on a copy of the project, once per `npm test` (in its first
 * lane done, beside the others still running: it builds the copy and runs part of its suite,
 * minutes of work; `npm run test:copy` runs it by hand):
 *
 * - "Adding a form": its three ```json blocks become forms/apparel-quote.form.json and the
 *   form's entries in the two language files, and nothing else changes;
 * - "Examples": a choice's text changed, a choice added with its two texts, the phone of
 *   `contact` made required, and (while `contact` still offers it) a choice removed and accepted
 *   with `npm run forms:baseline`;
 * - "Conditions, steps and estimates": the hoodie colour asked only for hoodies, the form in two
 *   steps, and its estimate from the new catalog/prices/apparel.json (tests/support/readme-blocks.ts).
 *
 * The copy then builds, passes its tests that read forms, texts and prices (`copySuite`: no test
 * breaks because an owner changed a form), and its own server shows /request/apparel-quote
 * in English and Spanish in real Chromium, in its two steps, checks it in the browser, shows the
 * colour only for hoodies and the estimate as the README says, stores it with an `A-` reference
 * and its estimate, and lists it in sitemap.xml.
 *
 * Set NEW_FORM_SCREENSHOTS=<folder> to keep full-page screenshots of the new page (390 and
 * 1280 px, both languages) there.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { languageStorageKey } from '../../src/lib/languages.ts';
import { connectBrowser, desktop, phone, watchProblems } from '../support/browser.ts';
import { addingFormBlocks, addTexts, applyConditionExamples, editJson } from '../support/readme-blocks.ts';

const formId = 'apparel-quote';
const root = path.resolve(__dirname, '../..');
const english = {
  next: 'Next',
  back: 'Back',
  orderStep: 'Step 1 of 2: Your order',
  contactStep: 'Step 2 of 2: Your details',
  colour: 'Hoodie colour',
  title: 'Get an Apparel Quote',
  intro:
    'Printed t-shirts, hoodies and caps for your team or business. Tell us what you need and we reply within 24 hours.',
  submit: 'Request Quote',
  success: 'Thank you! We received your request and will reply within 24 hours.',
  required: 'This field is required.',
  badEmail: 'Please enter a valid email address.',
};
const spanish = {
  next: 'Siguiente',
  orderStep: 'Paso 1 de 2: Su pedido',
  contactStep: 'Paso 2 de 2: Sus datos',
  title: 'Cotice su ropa personalizada',
  submit: 'Solicitar cotización',
  success: '¡Gracias! Recibimos su solicitud y le responderemos en menos de 24 horas.',
};
const referencePattern = /A-[0-9A-Z]{6}/;

/**
 * The "## Examples" of forms/README.md, as written (tests/unit/forms-readme-examples.test.ts
 * checks the README still says them). Returns whether the departure example was done, which
 * needs `npm run forms:baseline` in the copy.
 */
function applyExamples(into: string): boolean {
  const forms = path.join(into, 'forms');
  const texts = (lng: string) => path.join(into, 'locales', lng, 'forms.json');
  const addOnce = (list: string[], value: string) => list.includes(value) || list.push(value);
  let departed = false;
  editJson(path.join(forms, 'contact.form.json'), (form) => {
    addOnce(form.schema.properties.timeline.enum, '3-plus-months');
    addOnce(form.schema.required, 'phone');
    const choices: string[] = form.schema.properties.timeline.enum;
    if (choices.includes('within-1-week')) {
      form.schema.properties.timeline.enum = choices.filter((value) => value !== 'within-1-week');
      departed = true;
    }
  });
  for (const [lng, added, asap] of [
    ['en', '3+ months', 'Right away'],
    ['es', 'Más de 3 meses', 'Cuanto antes'],
  ]) {
    editJson(texts(lng), (all) => {
      const timeline = all.contact.fields.timeline.enum;
      timeline['3-plus-months'] = added;
      timeline.asap = asap;
      delete timeline['within-1-week'];
    });
  }
  return departed;
}

/** The project's tracked files (as they are in the worktree) in a new folder, with node_modules linked. */
function copyProject(into: string): void {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);
  for (const file of listed) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the worktree, not yet committed
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    copyFileSync(from, path.join(into, file));
  }
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(into, 'node_modules'));
}

/**
 * The environment of the copy's commands: this one without the test runner's and the server's
 * settings. Without TEST_DATABASE_URL too: the copy's suite is there for its forms, texts and
 * prices, which no store engine changes; the project's own run covers PostgreSQL.
 */
function cleanEnv(copy: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const ours =
    /^(NODE_ENV|JEST_WORKER_ID|E2E_|SMTP_URL|NOTIFY_|DATABASE_URL|TEST_DATABASE_URL|PUBLIC_URL|DIST_DIR|DATA_DIR|PORT|HOST|INTAKE_|TRUST_PROXY|LOG_LEVEL|MAIL_RETRY)/;
  for (const [key, value] of Object.entries(process.env)) if (!ours.test(key)) env[key] = value;
  // `npm run` puts the project's bins first; scripts/build.ts runs `parcel` by name.
  env.PATH = [path.join(copy, 'node_modules', '.bin'), path.dirname(process.execPath), env.PATH].join(
    path.delimiter,
  );
  return { ...env, ...extra };
}

/** Runs a command to its end; rejects with the end of its output when it fails. */
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} in the copy exited with ${code ?? signal}:\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The copy's tests that read what the README changes (the form files, their texts, the price
 * tables): the whole unit project (the form file rules, the texts, the README's own examples,
 * the answers fixture that every other test posting a form takes its answers from,
 * tests/support/form-answers.ts), the form runner's DOM tests and the estimates shown to the
 * owner and the customer, and the server's intake, form-change, inbox, CSV, e-mail, page and
 * sitemap tests. The rest of the suite (the store's outages, backups, processes, Caddy) posts
 * forms only through that fixture and already ran once in npm test.
 */
const copySuite = [
  '--selectProjects',
  'unit',
  'dom',
  'server',
  '--testPathPatterns',
  'tests/(unit/|dom/(form-|owner-estimate|customer-request-estimate)|server/(intake|form-|notify-format|owner-api|prerendered-pages|seo-files|spa-html|api\\.))',
];

let copy = '';
let dataDir = '';
let server: ChildProcess | undefined;
let serverOutput = '';
let base = '';
let browser: Browser | undefined;

async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['server/main.ts'], {
    cwd: copy,
    env: cleanEnv(copy, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the copy's server exited:\n${serverOutput}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the copy's server did not answer /api/health:\n${serverOutput}`);
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** The copy's stored rows of the new form. */
function storedRows(): {
  reference: string;
  data: Record<string, unknown>;
  estimate: { totalCents: number } | null;
}[] {
  const file = path.join(dataDir, 'intake.sqlite');
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT reference, data, estimate FROM submissions WHERE form_id = ? ORDER BY reference')
      .all(formId) as { reference: string; data: string; estimate: string | null }[];
    return rows.map((row) => ({
      reference: row.reference,
      data: JSON.parse(row.data) as Record<string, unknown>,
      estimate: row.estimate ? (JSON.parse(row.estimate) as { totalCents: number }) : null,
    }));
  } finally {
    db.close();
  }
}

async function openPage(
  language: 'en' | 'es',
  options: BrowserContextOptions = desktop,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser!.newContext(options);
  // The site's saved language choice (what its language toggle stores), before any script runs.
  if (language === 'es') {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      languageStorageKey,
      'es',
    ] as const);
  }
  const page = await context.newPage();
  const problems = watchProblems(page, base);
  await page.goto(`${base}/request/${formId}`);
  await page.getByRole('heading', { name: language === 'es' ? spanish.title : english.title }).waitFor();
  // The saved choice took the visitor to the page's own Spanish address.
  expect(new URL(page.url()).pathname).toBe(
    language === 'es' ? `/es/request/${formId}` : `/request/${formId}`,
  );
  // The form is in two steps: the first has Next, not the send button.
  await page
    .getByRole('heading', { name: language === 'es' ? spanish.orderStep : english.orderStep })
    .waitFor();
  await page.getByRole('button', { name: language === 'es' ? spanish.next : english.next }).waitFor();
  return { page, problems };
}

/**
 * A text field by its accessible name (the label without the visual '*' of a required field,
 * which getByLabel would count as part of the label's text).
 */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** The success banner's reference, checked against what the intake answered. */
async function submitAndReadReference(page: Page, button: string, success: string): Promise<string> {
  const answer = page.waitForResponse(
    (r) => r.url() === `${base}/api/forms/${formId}` && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  expect([response.status(), await response.text()]).toEqual([201, expect.any(String)]);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toMatch(new RegExp(`^${referencePattern.source}$`));
  const banner = page.getByRole('status').filter({ hasText: success });
  await banner.waitFor();
  const shown = await banner.innerText();
  expect(shown.match(referencePattern)?.[0]).toBe(reference);
  return reference;
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-form-copy-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'new-form-data-'));
  copyProject(copy);

  const readme = readFileSync(path.join(copy, 'forms', 'README.md'), 'utf8');
  const [formFile, englishTexts, spanishTexts] = addingFormBlocks(readme);
  expect((JSON.parse(formFile) as { id: string }).id).toBe(formId);
  writeFileSync(path.join(copy, 'forms', `${formId}.form.json`), formFile);
  addTexts(path.join(copy, 'locales', 'en', 'forms.json'), englishTexts, 'English', formId);
  addTexts(path.join(copy, 'locales', 'es', 'forms.json'), spanishTexts, 'Spanish', formId);
  if (applyExamples(copy)) await run(['scripts/forms-baseline.ts'], copy, cleanEnv(copy));
  applyConditionExamples(copy, readme, formId);

  await run(['scripts/build.ts'], copy, cleanEnv(copy));
  await run(['node_modules/jest/bin/jest.js', ...copySuite, '--ci'], copy, cleanEnv(copy));
  await startServer();
  browser = await connectBrowser();
  // A cold Parcel build and a part of the suite on a shared two-core machine.
}, 30 * 60_000);

afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close().catch(() => undefined)) ?? []);
  await browser?.close().catch(() => undefined);
  await stopServer();
  if (copy) rmSync(copy, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a form added as forms/README.md says (apparel-quote, on a copy of the project)', () => {
  it('has its page in English: the title, the intro, and every field by its label in its step', async () => {
    const { page, problems } = await openPage('en');
    await page.getByText(english.intro).first().waitFor();
    const garment = page.getByRole('radiogroup', { name: 'Garment' });
    expect(await garment.getByRole('radio').count()).toBe(3);
    for (const choice of ['T-shirts', 'Hoodies', 'Caps']) {
      expect(await garment.getByRole('radio', { name: choice }).isChecked()).toBe(false);
    }
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('24');
    expect(await field(page, 'Design details').count()).toBe(1);
    // The contact fields wait in the second step.
    expect(await field(page, 'Name').count()).toBe(0);
    expect(await page.getByRole('button', { name: english.submit }).count()).toBe(0);
    expect(await page.title()).toContain(english.title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks the colour only for hoodies and shows the estimate the README gives', async () => {
    const { page, problems } = await openPage('en');
    const colour = page
      .getByRole('radiogroup', { name: english.colour })
      .or(page.getByRole('combobox', { name: english.colour }));
    expect(await colour.count()).toBe(0);
    await page.getByRole('radio', { name: 'Caps' }).check();
    await page.getByText('Estimated price: $432.00').waitFor(); // 24 caps at $18
    expect(await colour.count()).toBe(0);
    await page.getByRole('radio', { name: 'Hoodies' }).check();
    await colour.first().waitFor();
    await page.getByText('Estimated price: $768.00').waitFor();
    await page.getByText('Your final price is confirmed in your quote').waitFor();
    await page.getByRole('radio', { name: 'T-shirts' }).check();
    await colour.first().waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('checks each step in the browser, then stores a valid request with an A- reference and its estimate', async () => {
    const { page, problems } = await openPage('en');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });

    // Next checks the first step only: the garment is required (the quantity starts at 24).
    await page.getByRole('button', { name: english.next }).click();
    await page.getByText(english.required).first().waitFor();
    expect(await page.getByText(english.required).count()).toBe(1);
    await page.getByRole('radio', { name: 'Hoodies' }).check();
    await page.getByRole('button', { name: english.next }).click();
    await page.getByText(english.required).first().waitFor();
    expect(await page.getByText(english.required).count()).toBe(1); // the colour, now asked
    // The README gives the colour no widget: a list of choices (a native select, whose options
    // Playwright never counts as visible on their own).
    await page.getByRole('combobox', { name: english.colour }).selectOption({ label: 'Navy' });
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('50');
    await field(page, 'Design details').fill('Navy hoodies, sizes S to XL, logo on the back.');
    await page.getByRole('button', { name: english.next }).click();
    await page.getByRole('heading', { name: english.contactStep }).waitFor();

    // The second step: both contact fields required, the e-mail checked.
    await page.getByRole('button', { name: english.submit }).click();
    await page.getByText(english.required).first().waitFor();
    expect(await page.getByText(english.required).count()).toBe(2);
    await field(page, 'Name').fill('Carla Apparel-Tester');
    await field(page, 'Email').fill('carla.apparel@example');
    await page.getByRole('button', { name: english.submit }).click();
    await page.getByText(english.badEmail).waitFor();
    expect(posts).toBe(0);
    expect(storedRows()).toEqual([]);

    // Back keeps the first step's answers.
    await page.getByRole('button', { name: english.back }).click();
    await page.getByRole('heading', { name: english.orderStep }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('50');
    await page.getByRole('button', { name: english.next }).click();
    await page.getByRole('heading', { name: english.contactStep }).waitFor();

    await field(page, 'Email').fill('carla.apparel@example.com');
    const reference = await submitAndReadReference(page, english.submit, english.success);
    expect(posts).toBe(1);
    const rows = storedRows();
    expect(rows.map((row) => row.reference)).toEqual([reference]);
    expect(rows[0].data).toMatchObject({
      name: 'Carla Apparel-Tester',
      email: 'carla.apparel@example.com',
      garment: 'hoodies',
      hoodieColor: 'navy',
      quantity: 50,
      details: 'Navy hoodies, sizes S to XL, logo on the back.',
    });
    expect(rows[0].estimate?.totalCents).toBe(160000); // 50 hoodies at $32
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is in Spanish for a visitor who chose Spanish, and sends from there too', async () => {
    const { page, problems } = await openPage('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const garment = page.getByRole('radiogroup', { name: 'Prenda' });
    expect(await garment.getByRole('radio', { name: 'Sudaderas' }).count()).toBe(1);
    await garment.getByRole('radio', { name: 'Camisetas' }).check();
    await page.getByRole('spinbutton', { name: 'Cantidad' }).fill('120');
    await page.getByText('Precio estimado:').first().waitFor();
    await page.getByRole('button', { name: spanish.next }).click();
    await page.getByRole('heading', { name: spanish.contactStep }).waitFor();
    await field(page, 'Nombre').fill('Diego Ropa-Tester');
    await field(page, 'Correo electrónico').fill('diego.ropa@example.com');
    const reference = await submitAndReadReference(page, spanish.submit, spanish.success);
    const stored = storedRows().find((row) => row.reference === reference);
    expect(stored?.data).toMatchObject({ garment: 't-shirts', quantity: 120 });
    expect(stored?.data).not.toHaveProperty('hoodieColor');
    expect(stored?.estimate?.totalCents).toBe(168000); // 120 t-shirts at $14
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is in sitemap.xml and answers 200, while an unknown form id answers 404', async () => {
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const listed = await sitemap.text();
    expect(listed).toContain(`/request/${formId}</loc>`);
    expect(listed).toContain(`/es/request/${formId}</loc>`);
    expect((await fetch(`${base}/request/${formId}`)).status).toBe(200);
    expect((await fetch(`${base}/es/request/${formId}`)).status).toBe(200);
    expect((await fetch(`${base}/request/no-such-form`)).status).toBe(404);
  });

  it('fits a 390 px phone and a 1280 px desktop in both languages', async () => {
    const folder = process.env.NEW_FORM_SCREENSHOTS;
    if (folder) mkdirSync(folder, { recursive: true });
    for (const language of ['en', 'es'] as const) {
      for (const [width, options] of [
        [390, phone],
        [1280, desktop],
      ] as const) {
        const { page, problems } = await openPage(language, options);
        const overflow = await page.evaluate(() =>
          Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        );
        expect([language, width, overflow]).toEqual([language, width, 0]);
        if (folder) {
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: path.join(folder, `${formId}-${language}-${width}.png`),
            fullPage: true,
          });
        }
        expect(problems).toEqual([]);
        await page.context().close();
      }
    }
  }, 180_000);
});
