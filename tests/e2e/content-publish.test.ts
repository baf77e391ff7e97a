/**
 * The owner's text edits reach every visitor (docs/owner-guide.md "Editing the site's texts"), in real
 * Chromium against two servers sharing one database, as two processes behind one address
 * would: PostgreSQL when TEST_DATABASE_URL is set (as several processes are deployed), else
 * SQLite; that each store shows another process the same live version and drafts is
 * tests/server/content-store.test.ts's, on both. The owner signs in,
 * edits the hero title in English and in Spanish, publishes on server A; a visitor with empty
 * storage gets both titles in the first HTML from server B as well, and a rollback brings the
 * earlier title back for the visitor. The API refuses bad drafts with 400.
 *
 * These servers are the test's own (not the shared e2e server), so publishing here never
 * changes the texts other test files read.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import enHome from '../../locales/en/home.json';
import esHome from '../../locales/es/home.json';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/owner/owner-auth.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { backendNames, createBackend, type StoreBackend } from '../server/fixtures/store-backends.ts';
import { browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { hydrated } from '../support/hydration.ts';
import { ownerPassword, publishTimeout, putDraft, signInOwner } from '../support/owner-session.ts';

const root = path.resolve(__dirname, '../..');
const browser = browserPerFile();

type Server = { app: FastifyInstance; store: SubmissionStore; url: string };

/** One server process's worth: its own store connection, its own pages, its own port. */
async function startServer(backend: StoreBackend): Promise<Server> {
  const store = await backend.open();
  const app = await buildApp({
    distDir: path.join(root, 'dist'),
    dataDir: backend.dataDir,
    store,
    logger: false,
    intakeRateLimit: 0,
    // Quicker than the default two seconds, so the test waits less.
    contentPollMs: 300,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, store, url };
}

/** The page's first HTML as a visitor's browser gets it, before any script runs. */
async function firstHtmlTitle(context: BrowserContext, url: string): Promise<string> {
  const response = await context.request.get(url);
  const match = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text());
  if (!match) throw new Error(`no <h1> in ${url}`);
  return match[1];
}

/** Waits until `url`'s first HTML has `title` (another server picks a new version up within seconds). */
async function waitForTitle(context: BrowserContext, url: string, title: string): Promise<number> {
  const started = Date.now();
  while ((await firstHtmlTitle(context, url)) !== title) {
    if (Date.now() - started > 15_000) throw new Error(`${url} never showed "${title}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

async function editText(page: Page, from: string, key: string, to: string) {
  await page.getByRole('button', { name: from, exact: true }).click();
  await page.getByRole('textbox', { name: new RegExp(`${key.replace('.', '\\.')}$`) }).fill(to);
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/owner/content/draft') && response.request().method() === 'PUT',
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
}

/** One store for the browser's flow: the last named, PostgreSQL when it is there. */
const backendName = backendNames[backendNames.length - 1];

describe(`publishing texts, two servers on one ${backendName} database`, () => {
  let backend: StoreBackend;
  let serverA: Server;
  let serverB: Server;

  beforeAll(async () => {
    backend = createBackend(backendName);
    serverA = await startServer(backend);
    serverB = await startServer(backend);
    await serverA.store.owner.setPasswordHash(await hashPassword(ownerPassword));
  });
  afterAll(async () => {
    for (const server of [serverA, serverB]) {
      await server?.app.close();
      await server?.store.close();
    }
    await backend?.cleanup();
  });

  it('a visitor sees no Admin button; the owner edits both languages and publishes; every visitor gets them in the first HTML', async () => {
    // A visitor: no Admin button, nothing asked of the owner's API.
    const visitor = await browser().newContext(phone);
    const visitorPage = await visitor.newPage();
    const visitorRequests: string[] = [];
    visitorPage.on('request', (request) => visitorRequests.push(new URL(request.url()).pathname));
    await visitorPage.goto(`${serverB.url}/`);
    await hydrated(visitorPage);
    await visitorPage.waitForLoadState('networkidle');
    expect(await visitorPage.getByRole('button', { name: /^(Admin|Publish)$/ }).count()).toBe(0);
    expect(visitorRequests.filter((p) => /\/api\/owner|editing-mode/.test(p))).toEqual([]);
    await visitor.close();

    // The owner, on server A: signs in at /owner, goes to the site's texts (admin mode on),
    // and edits the English hero title.
    const owner = await browser().newContext(desktop);
    const page = await owner.newPage();
    const problems = watchProblems(page);
    await page.goto(`${serverA.url}/owner`);
    await page.getByLabel('Password', { exact: true }).fill(ownerPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.getByRole('link', { name: "Edit the site's texts" }).click();
    await page.waitForURL(`${serverA.url}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await editText(page, enHome.hero.title, 'home:hero.title', 'Signs that sell');

    // … and the Spanish one, on the Spanish page (admin mode stays on).
    await page.getByRole('link', { name: 'Cambiar a español' }).click();
    await page.waitForURL(`${serverA.url}/es`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Publicar', exact: true }).waitFor();
    await editText(page, esHome.hero.title, 'home:hero.title', 'Rótulos que venden');

    // The draft holds both; a visitor still gets the published (original) titles.
    const draft = await owner.request.get(`${serverA.url}/api/owner/content/draft`);
    expect(((await draft.json()) as { content: unknown }).content).toEqual({
      'en:home:hero.title': 'Signs that sell',
      'es:home:hero.title': 'Rótulos que venden',
    });
    const fresh = await browser().newContext();
    expect(await firstHtmlTitle(fresh, `${serverB.url}/`)).toBe(enHome.hero.title);

    // Publish: the owner is told, and leaves admin mode.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Publicado: todos los visitantes ven ya estos textos (versión 1).')
      .waitFor({ timeout: publishTimeout });
    await page.getByRole('button', { name: 'Administrar', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rótulos que venden');

    // Server A serves them as soon as Publish answers; server B within seconds.
    expect(await firstHtmlTitle(fresh, `${serverA.url}/`)).toBe('Signs that sell');
    expect(await firstHtmlTitle(fresh, `${serverA.url}/es`)).toBe('Rótulos que venden');
    await waitForTitle(fresh, `${serverB.url}/`, 'Signs that sell');
    await waitForTitle(fresh, `${serverB.url}/es`, 'Rótulos que venden');

    // A visitor with empty storage, without JavaScript: the first paint has the new titles.
    const noScript = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto(`${serverB.url}/es`);
    expect(await noScriptPage.getByRole('heading', { level: 1 }).textContent()).toBe('Rótulos que venden');
    await noScript.close();

    // With JavaScript: the page goes live with the same titles (no mismatch, no flash back).
    const live = await browser().newContext(desktop);
    const livePage = await live.newPage();
    const liveProblems = watchProblems(livePage);
    await livePage.goto(`${serverB.url}/`);
    await hydrated(livePage);
    expect(await livePage.getByRole('heading', { level: 1 }).textContent()).toBe('Signs that sell');
    // Moving inside the app and back keeps the live title too.
    await livePage.locator('footer a[href="/about"]').click();
    await livePage.waitForURL(`${serverB.url}/about`);
    await livePage.goBack();
    await livePage.getByRole('heading', { level: 1, name: 'Signs that sell' }).waitFor();
    expect(liveProblems).toEqual([]);
    await live.close();
    await fresh.close();

    expect(problems).toEqual([]);
    await owner.close();
  });

  it('rolls back to an earlier version for every visitor', async () => {
    const owner = await browser().newContext(desktop);
    await signInOwner(owner, serverA.url);
    // A second version on top of the first test's: a new English title.
    expect(
      (await putDraft(owner, { 'en:home:hero.title': 'Wraps that turn heads' }, serverA.url, 'en')).status(),
    ).toBe(200);
    const published = await owner.request.post(`${serverA.url}/api/owner/content/publish`, {
      headers: { 'x-requested-with': 'owner' },
      timeout: publishTimeout,
    });
    expect(published.status()).toBe(201);
    const fresh = await browser().newContext();
    expect(await firstHtmlTitle(fresh, `${serverA.url}/`)).toBe('Wraps that turn heads');
    await waitForTitle(fresh, `${serverB.url}/`, 'Wraps that turn heads');

    // In the tools panel: the versions, and Restore on version 1, confirmed.
    const page = await owner.newPage();
    await page.goto(`${serverB.url}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { name: 'Published versions' }).waitFor();
    const items = page
      .getByRole('heading', { name: 'Published versions' })
      .locator('..')
      .getByRole('listitem');
    await items.first().getByText('Version 2').waitFor();
    expect(await items.count()).toBe(2);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 is live again (as version 3).').waitFor({ timeout: publishTimeout });
    await page.getByRole('button', { name: 'Signs that sell', exact: true }).waitFor();

    // Restored on server B (where the owner pressed it) at once, on server A within seconds.
    expect(await firstHtmlTitle(fresh, `${serverB.url}/`)).toBe('Signs that sell');
    await waitForTitle(fresh, `${serverA.url}/`, 'Signs that sell');
    expect(await firstHtmlTitle(fresh, `${serverA.url}/es`)).toBe('Rótulos que venden');

    // A restart keeps serving the live version from its first page.
    const restarted = await startServer(backend);
    try {
      expect(await firstHtmlTitle(fresh, `${restarted.url}/`)).toBe('Signs that sell');
    } finally {
      await restarted.app.close();
      await restarted.store.close();
    }

    // Publishing an empty draft ("Reset all text", then Publish) brings every default back.
    expect((await putDraft(owner, {}, serverA.url)).status()).toBe(200);
    await owner.request.post(`${serverA.url}/api/owner/content/publish`, {
      headers: { 'x-requested-with': 'owner' },
      timeout: publishTimeout,
    });
    expect(await firstHtmlTitle(fresh, `${serverA.url}/`)).toBe(enHome.hero.title);
    expect(await firstHtmlTitle(fresh, `${serverA.url}/es`)).toBe(esHome.hero.title);
    await fresh.close();
    await owner.close();
  });

  it('refuses drafts with unknown keys, texts over their limit, or no session, sent straight to the API', async () => {
    const owner = await browser().newContext();
    await signInOwner(owner, serverA.url);
    const unknown = await putDraft(
      owner,
      { 'en:home:hero.title': 'Fine', 'en:home:hero.subtitle': 'x', 'fr:home:hero.title': 'y' },
      serverA.url,
    );
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: 'invalid-content',
      unknown: ['en:home:hero.subtitle', 'fr:home:hero.title'],
      message: expect.stringContaining('Unknown keys: en:home:hero.subtitle, fr:home:hero.title.'),
    });
    const tooLong = await putDraft(owner, { 'en:home:hero.description': 'x'.repeat(301) }, serverA.url);
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      tooLong: [{ key: 'en:home:hero.description', limit: 300, length: 301 }],
    });
    const notText = await putDraft(owner, { 'en:home:hero.title': 42 }, serverA.url);
    expect(notText.status()).toBe(400);
    const wrongLanguage = await putDraft(owner, { 'es:home:hero.title': 'Hola' }, serverA.url, 'en');
    expect(wrongLanguage.status()).toBe(400);
    const list = await owner.request.put(`${serverA.url}/api/owner/content/draft`, {
      data: ['a'],
      headers: { 'x-requested-with': 'owner' },
    });
    expect(list.status()).toBe(400);
    // Nothing of those reached the draft.
    const draft = await owner.request.get(`${serverA.url}/api/owner/content/draft`);
    expect(((await draft.json()) as { content: unknown }).content).toEqual({});

    // Without the header that proves the page sent it: 403; without a session: 401.
    const noHeader = await owner.request.put(`${serverA.url}/api/owner/content/draft`, { data: {} });
    expect(noHeader.status()).toBe(403);
    const stranger = await browser().newContext();
    const anonymous = await putDraft(stranger, { 'en:home:hero.title': 'Hacked' }, serverA.url);
    expect(anonymous.status()).toBe(401);
    expect((await stranger.request.get(`${serverA.url}/api/owner/content/versions`)).status()).toBe(401);
    expect(
      (
        await stranger.request.post(`${serverA.url}/api/owner/content/publish`, {
          headers: { 'x-requested-with': 'owner' },
        })
      ).status(),
    ).toBe(401);
    // An unknown version: 404.
    const missing = await owner.request.post(`${serverA.url}/api/owner/content/versions/99/restore`, {
      headers: { 'x-requested-with': 'owner' },
    });
    expect(missing.status()).toBe(404);
    await stranger.close();
    await owner.close();
  });
});
