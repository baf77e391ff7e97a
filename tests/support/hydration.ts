/** Waiting for a prerendered page to become the live app (src/main.tsx marks <html data-hydrated>). */
import type { ElementHandle, Locator, Page } from 'playwright-core';

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
 * in a render after hydration, not always by the time `hydrated` returns. Fails saying what
 * the field held instead.
 */
export async function fieldValue(field: Locator, value: string): Promise<void> {
  const element = (await field.elementHandle()) as ElementHandle<HTMLInputElement> | null;
  if (!element) throw new Error('no such field');
  try {
    await field
      .page()
      .waitForFunction(([input, expected]) => input.value === expected, [element, value] as const, {
        timeout: 10_000,
      });
  } catch {
    throw new Error(`the field never held "${value}"; it holds "${await field.inputValue()}"`);
  }
}
