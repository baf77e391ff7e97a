/** Real Chromium for browser tests (Debian's package; see scripts/test.ts for how it gets there). */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  // Without a UTF-8 locale (a bare `env -i` shell, some CI images) Chromium cannot name a
  // download "logotipo-begoña.png" and saves it as "download".
  const utf8 = /utf-?8/i.test(process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || '');
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: utf8 ? process.env : { ...process.env, LC_ALL: 'C.UTF-8' },
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  return url;
}

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  locale: 'en-US',
  isMobile: true,
  hasTouch: true,
};

/** Collects what would show in the console as a problem: errors, CSP violations, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const url = request.url();
    // The embedded map's host is unreachable in the sandbox; everything of ours must load.
    // Leaving a page cancels its lazy images still on their way: that is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (url.startsWith(baseUrl()) && reason !== 'net::ERR_ABORTED') problems.push(`failed: ${url} ${reason}`);
  });
  return problems;
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call the result
 * for the browser (from a hook or a test, not at load time).
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('browserPerFile: the browser is launched in beforeAll');
    return browser;
  };
}
