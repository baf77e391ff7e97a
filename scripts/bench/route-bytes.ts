/**
 * What a first visit to a route downloads: every JS and CSS response of our origin, counted as
 * its brotli size on disk (dist/<file>.br), which is what our server sends to Chromium.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  files: number;
  /** Each file's path and brotli bytes. */
  detail: Record<string, number>;
}

function brotliSize(distDir: string, pathname: string): number {
  const file = path.join(distDir, decodeURIComponent(pathname));
  try {
    return statSync(`${file}.br`).size;
  } catch {
    return statSync(file).size;
  }
}

export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: string,
): Promise<RouteBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const seen = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) seen.add(url.pathname);
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  // The screen's chunk and texts are loaded once its heading is there.
  await page.locator('main h1').first().waitFor();
  // What the drawn screen fetches by itself (sections near the first screen, loaded on
  // approach) belongs to the first visit too: wait until a second passes with nothing new.
  // (waitForLoadState('networkidle') returns at once here: that state was reached already.)
  for (let count = -1; count !== seen.size;) {
    count = seen.size;
    await page.waitForTimeout(1000);
  }
  await context.close();
  let js = 0;
  let css = 0;
  const detail: Record<string, number> = {};
  for (const pathname of seen) {
    const size = brotliSize(distDir, pathname);
    detail[pathname] = size;
    if (pathname.endsWith('.css')) css += size;
    else js += size;
  }
  return { route, js, css, files: seen.size, detail };
}
