/**
 * The owner's inbox (/owner) in real Chromium against the real server: the password set with
 * the owner CLI (docs/owner-guide.md "The inbox"), requests sent through the intake, then read,
 * downloaded, moved on, annotated, exported and deleted in the browser, in both languages.
 */
import type { BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core';
import { baseUrl, browserPerFile, desktop, downloadBytes, phone, watchProblems } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { ownerPassword as password, setOwnerPassword } from '../support/owner-session.ts';
import { focusIsIn, focusableIn, hasFocus, tabTo } from '../support/keyboard.ts';
import { validAnswers } from '../support/form-answers.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A request as an integration would send it: no `_elapsed_ms`, so only the other spam rules apply. */
async function postForm(
  formId: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
) {
  const init: RequestInit = { method: 'POST' };
  // The test's fields, and every other required field of the form file answered.
  const answers = validAnswers(formId, fields);
  if (file) {
    const body = answers.formData();
    body.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    init.body = body;
  } else {
    init.body = answers.searchParams();
  }
  const response = await fetch(`${baseUrl()}/api/forms/${formId}`, init);
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const contact = (firstName: string, message: string, extra: Record<string, string> = {}) =>
  postForm('contact', {
    firstName,
    lastName: 'Ortega',
    email: `${firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}@example.com`,
    phone: '574-555-0100',
    serviceType: 'printing-services',
    message,
    ...extra,
  });

const browser = browserPerFile();
let context: BrowserContext | undefined;

async function open(options: BrowserContextOptions = desktop, url = '/owner') {
  await context?.close();
  context = await browser().newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + url);
  return { page, problems };
}
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function signIn(page: Page, labels = { password: 'Password', submit: 'Sign in', inbox: 'Inbox' }) {
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: labels.inbox }).waitFor();
}

async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: await downloadBytes(download) };
}

/** The API as the page sees it: with the page's cookie, but outside the page (no console noise). */
async function apiGet(page: Page, url: string): Promise<{ status: number; body: unknown }> {
  const response = await page.request.get(baseUrl() + url);
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

async function newUploads(page: Page): Promise<number> {
  const { body } = await apiGet(page, '/api/owner/overview?lang=en');
  return (body as { forms: { id: string; received: number }[] }).forms.find((form) => form.id === 'upload')!
    .received;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
/**
 * The list's count of results ("1 request"), not another count on the screen (the "Waiting for
 * you" shortcut also says "0 requests").
 */
const resultCount = (page: Page, count: string) =>
  page.getByRole('paragraph').filter({ hasText: new RegExp(`^${count}$`) });

beforeAll(() => setOwnerPassword(password));

describe('the owner page', () => {
  it('is its own chunk: no visitor page downloads it or calls the owner API', async () => {
    const { page } = await open(desktop, '/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const url of ['/', '/contact', '/upload', '/order-status']) {
      await page.goto(baseUrl() + url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(requested.filter((p) => /owner/.test(p))).toEqual([]);

    requested.length = 0;
    await page.goto(baseUrl() + '/owner');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(requested.some((p) => /\/owner-page\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  });

  it('answers 200 without the public header and footer, asks robots to keep away, and is not in the sitemap', async () => {
    const { page, problems } = await open();
    const response = await page.goto(baseUrl() + '/owner');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('banner').getByText('Michiana Print & Design').waitFor();
    await page.getByRole('main').waitFor();
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/owner');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /owner');
    expect(problems).toEqual([]);
  });

  it('says a wrong password is wrong, and what to do when locked out or when no password is set', async () => {
    const { page } = await open();
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('That password is not right.').waitFor();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );

    // The server's own throttle needs five failures (and would then lock this address out for
    // 15 minutes), so the page's reading of those answers is checked with stand-in replies.
    await page.route('**/api/owner/session', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'retry-after': '540' },
            json: { error: 'too-many-attempts', message: 'Too many failed sign-ins.' },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Too many failed sign-ins. Try again in 9 minutes.').waitFor();

    await page.unroute('**/api/owner/session');
    await page.route('**/api/owner/session', (route) =>
      route.fulfill({ json: { signedIn: false, passwordSet: false } }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "Set the owner's password" }).waitFor();
    await expect(page.locator('code').textContent()).resolves.toBe('npm run owner -- set-password');
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
  });

  it('signs in, finds a request, downloads its file, moves it on, notes it, exports it and deletes it', async () => {
    const reference = await postForm(
      'upload',
      {
        name: 'Rosa Delgado',
        email: 'rosa.delgado@example.com',
        phone: '(574) 555-0199',
        project_details: 'Menu boards for Taquería Luna, 24x36 in, matte.',
      },
      { name: 'menu-logo.png', data: png, type: 'image/png' },
    );
    const { page, problems } = await open();
    await signIn(page);
    // The night's backup (made when the test server started) with its time and size.
    await expect(
      page.getByText(/^Last backup: .+ \(\d+([.,]\d)? (B|KB|MB)\)\.$/).textContent(),
    ).resolves.toBeTruthy();

    // New requests per form, as the API counts them.
    const uploads = page
      .getByRole('region', { name: 'New requests by form' })
      .getByRole('link', { name: /^File upload/ });
    await expect(newUploads(page)).resolves.toBeGreaterThanOrEqual(1);
    // Other test files send uploads at the same time: compare with the API until both agree.
    let shown = '';
    let counted = -1;
    for (let attempt = 0; attempt < 3 && !shown.includes(`${counted} new`); attempt += 1) {
      if (attempt) await page.reload();
      counted = await newUploads(page);
      shown = (await uploads.innerText()).replace(/\s+/g, ' ');
    }
    expect(shown).toContain(`${counted} new`);

    // Found by search; the row shows who, what and how many files.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Taquería Luna');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await resultCount(page, '1 request').waitFor();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: reference }) });
    await row.getByText('Rosa Delgado').waitFor();
    await row.getByText('rosa.delgado@example.com').waitFor();
    await row.getByText('1 file').waitFor();
    await row.getByText('File upload').waitFor();
    expect(page.url()).toContain('q=Taquer');

    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
    const answers = page.getByRole('region', { name: 'Answers' });
    await answers.getByText('Full Name').waitFor();
    await answers.getByText('Menu boards for Taquería Luna, 24x36 in, matte.').waitFor();

    const file = await downloadOf(page, () =>
      page.getByRole('link', { name: 'Download menu-logo.png' }).click(),
    );
    expect(file.download.suggestedFilename()).toBe('menu-logo.png');
    expect(file.bytes.equals(png)).toBe(true);

    await page.getByLabel('Change the status').selectOption({ label: 'Quoted' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await status(page).getByText('Status changed to Quoted.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('listitem').filter({ hasText: 'Quoted' }).getByText('by you').waitFor();
    await history.getByRole('listitem').filter({ hasText: 'Received' }).getByText('by the visitor').waitFor();

    await page.getByLabel('New note').fill('Called Rosa: wants proofs by Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await status(page).getByText('Note added.').waitFor();
    await page
      .getByRole('region', { name: 'Notes' })
      .getByText('Called Rosa: wants proofs by Friday.')
      .waitFor();
    await expect(page.getByLabel('New note').inputValue()).resolves.toBe('');

    // Back to the same search, then the CSV of exactly what it shows.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('Taquería Luna');
    await row.getByText('Quoted').waitFor();
    const csv = await downloadOf(page, () => page.getByRole('link', { name: 'Export CSV' }).click());
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe('Reference,Form,Status,Received,Name,Email,Summary,Files');
    expect(text).toContain(reference);
    expect(text).toContain('Rosa Delgado');
    expect(csv.download.suggestedFilename()).toMatch(/^requests-all-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('button', { name: 'Delete request' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete request ${reference}?` });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete request' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await status(page).getByText(`Request ${reference} deleted.`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.getByText('No requests match these filters.').waitFor();
    await expect(apiGet(page, `/api/owner/submissions/${reference}`)).resolves.toMatchObject({ status: 404 });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByText('You have signed out.').waitFor();
    expect(problems).toEqual([]);
  });

  it('works the same in Spanish at /es/owner, and switches to /owner on the same screen', async () => {
    const reference = await contact('Begoña', 'Necesitamos 500 tarjetas de presentación con acabado mate.');
    const artwork = await postForm(
      'upload',
      {
        name: 'Begoña Ortega',
        email: 'begona@example.com',
        project_details: 'Logotipo para las tarjetas de Begoña.',
      },
      { name: 'logotipo-begoña.png', data: png, type: 'image/png' },
    );
    const { page, problems } = await open({ ...desktop, locale: 'es-ES' });
    await signIn(page, { password: 'Contraseña', submit: 'Entrar', inbox: 'Bandeja de entrada' });
    // A Spanish browser opening /owner is at the inbox's Spanish address.
    expect(new URL(page.url()).pathname).toBe('/es/owner');
    await page.getByRole('region', { name: 'Solicitudes nuevas por formulario' }).waitFor();
    await page.getByText(/^Última copia de seguridad: .+ \(\d+([.,]\d)? (B|KB|MB)\)\.$/).waitFor();
    // The artwork first: found by its file's owner, downloaded under its own name.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('logotipo para las tarjetas');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await resultCount(page, '1 solicitud').waitFor();
    await page.getByRole('link', { name: artwork }).click();
    await page.getByRole('heading', { level: 1, name: `Solicitud ${artwork}` }).waitFor();
    const file = await downloadOf(page, () =>
      page.getByRole('link', { name: 'Descargar logotipo-begoña.png' }).click(),
    );
    expect(file.download.suggestedFilename()).toBe('logotipo-begoña.png');
    expect(file.bytes.equals(png)).toBe(true);
    await page.getByRole('link', { name: 'Volver a la lista' }).click();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('tarjetas de presentación');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await resultCount(page, '1 solicitud').waitFor();
    await page.getByRole('link', { name: reference }).click();

    await page.getByRole('heading', { level: 1, name: `Solicitud ${reference}` }).waitFor();
    const facts = page.getByRole('region', { name: 'Datos de la solicitud' });
    await facts.getByText('Formulario', { exact: true }).waitFor();
    await facts.getByText('Recibida', { exact: true }).first().waitFor();
    // The time in the owner's language, as this browser's clock reads it.
    const received = facts.locator('time').first();
    const iso = (await received.getAttribute('datetime'))!;
    const spanish = new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
    await expect(received.textContent()).resolves.toBe(spanish);
    await page
      .getByRole('region', { name: 'Respuestas' })
      .getByText('Necesitamos 500 tarjetas', { exact: false })
      .waitFor();

    await page.getByLabel('Cambiar el estado').selectOption({ label: 'En producción' });
    await page.getByRole('button', { name: 'Guardar estado' }).click();
    await status(page).getByText('Estado cambiado a En producción.').waitFor();
    await page.getByRole('region', { name: 'Historial' }).getByText('por usted').waitFor();
    await page.getByLabel('Nota nueva').fill('Cliente pide entrega el lunes.');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await status(page).getByText('Nota agregada.').waitFor();

    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    const csv = await downloadOf(page, () => page.getByRole('link', { name: 'Exportar CSV' }).click());
    const text = csv.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Referencia,Formulario,Estado,Recibido,Nombre,Correo electrónico,Resumen,Archivos',
    );
    expect(text).toContain('Begoña Ortega');

    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('button', { name: 'Eliminar solicitud' }).click();
    await page
      .getByRole('dialog', { name: `¿Eliminar la solicitud ${reference}?` })
      .getByRole('button', { name: 'Eliminar para siempre' })
      .click();
    await status(page).getByText(`Solicitud ${reference} eliminada.`).waitFor();
    await page.getByText('Ninguna solicitud coincide con estos filtros.').waitFor();

    // The same list at the English address: the session and the filters in the query carry over.
    const filters = new URL(page.url()).search;
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl()}/owner${filters}`);
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.getByText('No requests match these filters.').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await expect(page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    expect(problems).toEqual([]);
  });

  it('keeps spam apart, says why, and lets the owner mark it as not spam', async () => {
    // Sent 0.8 s after the form was shown: the intake stores it as spam and answers as usual.
    const reference = await contact('Speedy', 'Cheap followers here', { _elapsed_ms: '800' });
    const { page } = await open();
    await signIn(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Speedy');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await resultCount(page, '0 requests').waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Spam' });
    await resultCount(page, '1 request').waitFor();
    await page.getByRole('link', { name: reference }).click();
    const notice = page.getByRole('region', { name: 'This request is in the spam folder' });
    await notice.getByText('It was sent less than 3 seconds after the form was shown.').waitFor();
    await notice.getByRole('button', { name: 'Mark as not spam' }).click();
    await status(page).getByText('Moved to the inbox as a new request.').waitFor();
    await notice.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Status', exact: true })
      .getByText('Received', { exact: true })
      .first()
      .waitFor();
  });

  it('goes back to the sign-in form when the session ends', async () => {
    const { page } = await open();
    await signIn(page);
    await context!.clearCookies();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Ready' });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
  });

  it('fits a 390 px phone: no sideways scrolling, cards stacked, every control at least 44 px', async () => {
    const reference = await contact(
      'Maximiliano',
      'A long message without breaks: https://example.com/a-very-long-link-that-never-breaks-on-its-own-anywhere',
      { email: 'maximiliano.de.la.fuente.y.arriaga@a-rather-long-domain-name.example.com' },
    );
    const { page, problems } = await open(phone);
    await signIn(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const smallTargets = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'header button, main a, main button, main select, main input, main textarea',
          ),
        ]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          // A link stretched over its card (an absolute ::after) is as tall as the card; a
          // checkbox or a radio button is clicked through its label as well.
          .map((element) => {
            if (getComputedStyle(element, '::after').position === 'absolute') return element.closest('li')!;
            const input = element as HTMLInputElement;
            const tick = input.type === 'checkbox' || input.type === 'radio';
            return tick && input.labels?.[0] ? input.labels[0] : element;
          })
          .filter((element) => element.getBoundingClientRect().height < 44)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
    await page.getByRole('link', { name: reference }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^[A-Z]-/ }) });
    const first = (await cards.nth(0).boundingBox())!;
    expect(first.width).toBeGreaterThan(300);

    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);
    expect(problems).toEqual([]);
  });

  // Here rather than in axe-*.test.ts: setting the password signs every session out, so the
  // owner's screens are signed in to from this one file.
  it('passes axe on its screens in both languages, and its delete window works by keyboard alone', async () => {
    const reference = await contact('Inés', 'Quisiera un presupuesto para 200 carteles.');
    const { page, problems } = await open();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const violations = await axeViolations(page, 'sign-in (en)');
    await signIn(page);
    violations.push(...(await axeViolations(page, 'inbox (en)')));
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
    violations.push(...(await axeViolations(page, 'a request (en)')));

    const remove = page.getByRole('button', { name: 'Delete request' });
    const dialog = page.getByRole('dialog', { name: `Delete request ${reference}?` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await focusIsIn(dialog)).toBe(true);
    violations.push(...(await axeViolations(page, 'the delete window (en)')));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(remove)).toBe(true);
    // Closed, the window empties and loses its name: the <dialog> elements themselves are
    // checked (the customer's page panel has its own confirmation too).
    for (const closed of await page.locator('dialog').all()) expect(await focusableIn(closed)).toEqual([]);
    await page.keyboard.press('Space');
    await dialog.waitFor();
    // Cancel has the focus (the safe choice): Enter on it closes the window.
    expect(await hasFocus(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(remove)).toBe(true);

    // The same screens in Spanish, switched with the keyboard.
    await tabTo(page, page.getByRole('button', { name: 'ES Español' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Solicitud ${reference}` }).waitFor();
    violations.push(...(await axeViolations(page, 'a request (es)')));
    await page.getByRole('button', { name: 'Eliminar solicitud' }).click();
    await page.getByRole('dialog', { name: `¿Eliminar la solicitud ${reference}?` }).waitFor();
    violations.push(...(await axeViolations(page, 'the delete window (es)')));
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bandeja de entrada' }).waitFor();
    violations.push(...(await axeViolations(page, 'inbox (es)')));
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
