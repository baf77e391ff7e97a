/** Following links inside the running app, as a visitor's clicks do, without a full page load. */
import type { Page } from 'playwright-core';

/**
 * Goes to `url` through the app's router (history.pushState, then the popstate the router
 * listens to), once the app is live: before that there is no router to follow it, and the
 * page would hydrate the new address's screen over the old one's HTML. With `samePath` only
 * the query changes (and a page may take its values and drop them from the address, as a
 * request page does with the choices a Get Quote link brings); otherwise it waits for the new
 * screen's <h1>, which is a new element on every other screen.
 */
export async function navigateInApp(page: Page, url: string, samePath = false): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-left', ''));
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  if (samePath)
    await page.waitForFunction(
      (target) => location.pathname === new URL(target, location.href).pathname,
      url,
    );
  else await page.waitForFunction(() => document.querySelector('h1:not([data-left])') !== null);
}
