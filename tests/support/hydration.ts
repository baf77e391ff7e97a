/** Waiting for a prerendered page to become the live app (src/main.tsx marks <html data-hydrated>). */
import type { Locator, Page } from 'playwright-core';

/**
 * The HTML shows at once, but a click lands only once React has hydrated the part clicked, and
 * React hydrates nested Suspense boundaries after the root (src/main.tsx marks the root's
 * hydration on <html data-hydrated>). Call this after a page load and before pressing the
 * page's buttons: it waits until every control in the page is React's, except in the parts
 * that hydrate when the visitor comes near them (src/components/on-approach.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root button, #root a[href], #root input, #root select, #root textarea')]
      .filter((element) => !element.closest('[data-on-approach]'))
      .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
  );
}

/**
 * Waits until a field holds `value`: what a live page fills in from its address (?ref=) comes
 * in a render after hydration, not always by the time `hydrated` returns. Reads the field
 * through its locator each time, so a field React draws anew is read too. Fails saying what
 * the field held instead.
 */
export async function fieldValue(field: Locator, value: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let held = await field.inputValue();
  while (held !== value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    held = await field.inputValue();
  }
  if (held !== value) throw new Error(`the field never held "${value}"; it holds "${held}"`);
}
