/**
 * Real Chromium for browser tests (Debian's package; see scripts/test.ts for how it gets there):
 * one for the whole e2e run, launched as a browser server by tests/e2e/global-setup.ts, which
 * each test file connects to (browserPerFile).
 */
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';

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

/** Chromium's settings, the same for the browser server of the e2e run and a browser of its own. */
function launchOptions() {
  // Without a UTF-8 locale (a bare `env -i` shell, some CI images) Chromium cannot name a
  // download "logotipo-begoña.png" and saves it as "download".
  const utf8 = /utf-?8/i.test(process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || '');
  return {
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: utf8 ? process.env : { ...process.env, LC_ALL: 'C.UTF-8' },
  };
}

/** A Chromium of its own (scripts/bench.ts); browser tests connect to the run's one instead. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** Where the e2e run's one Chromium listens (tests/e2e/global-setup.ts sets it). */
export const browserEndpointVariable = 'E2E_BROWSER_WS';

/** The one Chromium of the whole e2e run, which every browser test file connects to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/** A connection to the run's Chromium; a file run on its own (no global setup) gets one of its own. */
export function connectBrowser(): Promise<Browser> {
  const endpoint = process.env[browserEndpointVariable];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/**
 * A download's bytes. A connected browser's downloads live on the browser's side, so
 * `download.path()` is not available: they come over the connection.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

/**
 * Collects what would show in the console as a problem: errors, CSP violations, failed requests
 * to `site` (the e2e run's server unless told).
 */
export function watchProblems(page: Page, site?: string): string[] {
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
    if (url.startsWith(site ?? baseUrl()) && reason !== 'net::ERR_ABORTED')
      problems.push(`failed: ${url} ${reason}`);
  });
  return problems;
}

/**
 * The browser of a test file: a connection to the run's one Chromium, opened before the file's
 * tests and closed after them, with every context the file opened (so nothing it left open
 * reaches the next file). Call the result for the browser (from a hook or a test, not at load
 * time).
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    if (!browser) return;
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    await browser.close();
  });
  return () => {
    if (!browser) throw new Error('browserPerFile: the browser is connected in beforeAll');
    return browser;
  };
}
