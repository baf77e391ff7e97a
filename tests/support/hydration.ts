/** Waiting for a prerendered page to become the live app (src/main.tsx marks <html data-hydrated>). */
import type { Page } from 'playwright-core';

/**
 * The HTML shows at once, but a click lands only once React has hydrated the page: call this
 * after a page load and before pressing the page's buttons.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
