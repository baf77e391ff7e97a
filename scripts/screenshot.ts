/**
 * Takes full-page screenshots in Debian's Chromium, to look at what we built.
 * Usage: node scripts/screenshot.ts <url> <out-prefix> [width ...]   (default widths 390 1280)
 * Writes <out-prefix>-<width>.png. Add `--lang=es` to start the browser in Spanish, and
 * `--from=Y --height=H` to keep only that band of the page (tall phone pages shrink too much).
 */
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const lang = option('lang');
const from = Number(option('from') ?? 0);
const height = option('height') ? Number(option('height')) : undefined;
const [url, prefix, ...widthArgs] = args.filter((a) => !a.startsWith('--'));
if (!url || !prefix) {
  console.error('usage: node scripts/screenshot.ts <url> <out-prefix> [width ...] [--lang=es]');
  process.exit(2);
}
const widths = widthArgs.length ? widthArgs.map(Number) : [390, 1280];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: lang ?? 'en-US',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
    // The home page's Google map cannot load on a machine without internet, so the network may
    // never go quiet there: wait for the page's own load, then for quiet at most 5 s.
    const settle = () => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.goto(url, { waitUntil: 'load' });
    await settle();
    // Walk down the page so sections that load on approach are there, then back up.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await settle();
    const clip = height ? { x: 0, y: from, width, height } : undefined;
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true, clip });
    console.log(`${prefix}-${width}.png`);
    await context.close();
  }
} finally {
  await browser.close();
}
