/**
 * axe-core (WCAG 2.1 A and AA, and axe's best practices) on the site's pages in real Chromium,
 * in English and in Spanish, at phone (390 px) and desktop (1280 px) width (there the languages
 * take turns, page by page): each page as it
 * loads, scrolled through so its lazy sections are there, and (at phone width, in one language,
 * the languages taking turns) again with each of its forms sent empty, showing their error messages. Which pages: tests/support/a11y-routes.ts (every static
 * route, form page and not-found screen; item pages sampled unless AXE_ALL_ROUTES=1).
 * Menus, windows and other states: axe-states.test.ts.
 */
import type { Page } from 'playwright-core';
import { formIdsIn } from '../support/form-files.ts';
import { a11yDesktopRoutes, a11yRoutes } from '../support/a11y-routes.ts';
import { axeViolations, revealLazySections, watchRequests, withinTime } from '../support/axe.ts';
import { browserPerFile, desktop, phone } from '../support/browser.ts';
import { goToPage, languages, text, type Language } from '../support/language-pages.ts';

const browser = browserPerFile();
const phoneRoutes = a11yRoutes();
const desktopRoutes = a11yDesktopRoutes();

/** The submit buttons a page may hold: one per form file, and the order-status lookup. */
const submitLabels = (lng: Language) => [
  ...formIdsIn().map((id) => text(lng, `forms:${id}.submit`)),
  text(lng, 'company:orderStatus.lookup.submit'),
];

/**
 * Sends each form of the page empty and checks the page with its error messages showing.
 * Returns the violations and how many forms were checked.
 */
async function formsWithErrors(page: Page, lng: Language, label: string) {
  const found: string[] = [];
  let forms = 0;
  for (const name of submitLabels(lng)) {
    const buttons = page.getByRole('button', { name, exact: true });
    if ((await buttons.count()) === 0 || !(await buttons.first().isVisible())) continue;
    await buttons.first().click();
    // Every form here says what is missing in an alert (the form engine's error list, the
    // lookup's problem) before anything is sent.
    await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    found.push(...(await axeViolations(page, `${label} after "${name}" sent empty`)));
    forms += 1;
  }
  return { found, forms };
}

// The forms' error messages are the same elements at any width and in either language: they are
// checked once per page, at phone width, where the page is narrowest, and in one language, the
// languages taking turns page by page (every form page is then seen with its errors in English or
// in Spanish, each language on half of them). At phone width every page is checked in both
// languages; at desktop width, where the same markup is laid out wider, each page once, the
// languages taking turns in the same way (the first page in English, the second in Spanish, …),
// so both languages' desktop pages are checked and no page twice.
const takesTurn = (index: number, turn: number) => index % languages.length === turn;
const cases = languages.flatMap((lng, turn) =>
  [
    {
      width: 'phone',
      options: phone,
      forms: 'on every other page',
      routes: phoneRoutes,
      formsOn: (index: number) => takesTurn(index, turn),
    },
    {
      width: 'desktop',
      options: desktop,
      forms: 'none',
      routes: desktopRoutes.filter((_path, index) => takesTurn(index, turn)),
      formsOn: () => false,
    },
  ].map((viewport) => ({ lng, ...viewport, pages: viewport.routes.length })),
);

describe('axe on every page', () => {
  it.each(cases)(
    'finds no violation on the $pages pages in $lng at $width width (their forms sent empty: $forms)',
    async ({ lng, width, options, formsOn, routes }) => {
      const context = await browser().newContext(options);
      const page = await context.newPage();
      watchRequests(page);
      const violations: string[] = [];
      const started = Date.now();
      let formsChecked = 0;
      for (const [index, path] of routes.entries()) {
        const label = `${path} (${lng}, ${width})`;
        // A page's evaluate (the scroll, axe) has no timeout of its own: one that never settles
        // fails here naming its page, not at the test's timeout.
        await withinTime(120_000, label, async () => {
          await goToPage(page, path, lng);
          await revealLazySections(page);
          violations.push(...(await axeViolations(page, label)));
          if (formsOn(index)) {
            const sent = await formsWithErrors(page, lng, label);
            violations.push(...sent.found);
            formsChecked += sent.forms;
          }
        });
      }
      await context.close();
      console.log(
        `axe: ${routes.length} pages and ${formsChecked} forms sent empty, in ${lng} at ${width} width: ${Date.now() - started} ms`,
      );
      expect(violations).toEqual([]);
    },
    15 * 60_000,
  );
});
