/**
 * The shop owner in browser tests: the password set as docs/owner-guide.md says (`npm run owner --
 * set-password`, one line on a pipe), and a browser context signed in through the real
 * sign-in (POST /api/owner/session), so its pages show the Admin button and its calls carry
 * the session cookie.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { e2eDataDir } from './stored-submissions.ts';

const root = path.resolve(__dirname, '../..');
export const ownerPassword = 'correct horse battery staple';

/** Sets the owner's password of the store in `dataDir` (the e2e store unless told); ends every session. */
export function setOwnerPassword(secret = ownerPassword, dataDir = e2eDataDir()): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  execFileSync(process.execPath, [path.join(root, 'scripts/owner.ts'), 'set-password'], {
    cwd: root,
    env,
    input: `${secret}\n`,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Signs the context in, as the sign-in form does; its cookies then hold the session. */
export async function signInOwner(context: BrowserContext, base = baseUrl()): Promise<void> {
  const response = await context.request.post(`${base}/api/owner/session`, {
    data: { password: ownerPassword },
  });
  if (response.status() !== 204)
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The owner's draft on the server, as GET /api/owner/content/draft gives it. */
export async function ownerDraft(context: BrowserContext, base = baseUrl()): Promise<Record<string, string>> {
  const response = await context.request.get(`${base}/api/owner/content/draft`);
  return ((await response.json()) as { content: Record<string, string> }).content;
}

/** Replaces the owner's whole draft (an empty one: every text at its default). */
/**
 * How long a test waits for a publish (texts, a form, prices): it answers once the server's pages
 * carry the new version (server/pages/live-pages.ts renders them again), a second or two alone,
 * but past Playwright's 30 s default on a machine whose every core the whole test run keeps busy,
 * and past 60 s in a run on a machine at a third of its speed (its renderer is a worker thread
 * started for the publish, which loads the prerender bundle first).
 */
export const publishTimeout = 120_000;
// A test of the owner's may publish and restore more than once: three publishes' time, not 90 s
// (tests/e2e/setup.ts), before it counts as hung.
jest.setTimeout(3 * publishTimeout);

export async function putDraft(
  context: BrowserContext,
  content: Record<string, unknown>,
  base = baseUrl(),
  lng?: string,
) {
  return context.request.put(`${base}/api/owner/content/draft${lng ? `?lng=${lng}` : ''}`, {
    data: content,
    headers: { 'x-requested-with': 'owner' },
  });
}

/**
 * Empties the owner's draft on the shared e2e server, from Node (no browser needed): the draft
 * outlives a test file, and the next file that enters admin mode should find the original texts.
 */
export async function clearSharedDraft(base = baseUrl()): Promise<void> {
  const signIn = await fetch(`${base}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ownerPassword }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const cleared = await fetch(`${base}/api/owner/content/draft`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'owner', cookie },
    body: '{}',
  });
  if (cleared.status !== 200) throw new Error(`could not clear the draft: ${cleared.status}`);
}
