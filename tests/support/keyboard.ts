/** What keyboard-only tests ask of the page: where the focus is, and how Tab gets somewhere. */
import type { Locator, Page } from 'playwright-core';

/** True when the focused element is `target` itself. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** True when the focused element is `container` or inside it. */
export function focusIsIn(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** A short description of the focused element, for failure messages. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/** Fails, saying where the focus is instead, unless `target` has it. */
export async function expectFocusOn(page: Page, target: Locator, when: string): Promise<void> {
  if (!(await hasFocus(target))) throw new Error(`${when}: the focus is on ${await focused(page)} instead`);
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a visitor without a mouse
 * would; fails after `max` presses, naming where the focus went instead.
 */
export async function tabTo(page: Page, target: Locator, key = 'Tab', max = 200): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    if (seen.length < 12) seen.push(await focused(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`${key} did not reach the control in ${max} presses; it went: ${seen.join(' → ')} …`);
}

/**
 * The elements in `container` that can still take the focus (each is tried in turn, then the
 * focus is put back). A closed menu or window must have none: hidden from the eye, it would
 * still be a stop for Tab.
 */
export function focusableIn(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const previous = document.activeElement;
    const selector =
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const found: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement === element) found.push(element.outerHTML.slice(0, 160));
    }
    if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
    return found;
  });
}
