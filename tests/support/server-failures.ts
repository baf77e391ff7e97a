/**
 * The two ways a send fails for a visitor, for the browser tests' "keeps the data" cases:
 * the server answers 500, or it cannot be reached at all.
 */
import type { Page } from 'playwright-core';

export const serverFailures = ['answers 500', 'cannot be reached'] as const;
export type ServerFailure = (typeof serverFailures)[number];

/** Makes every send of that form fail the given way, from now on in this page. */
export async function failSends(page: Page, formId: string, failure: ServerFailure): Promise<void> {
  await page.route(`**/api/forms/${formId}`, (route) =>
    failure === 'cannot be reached'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
  );
}
