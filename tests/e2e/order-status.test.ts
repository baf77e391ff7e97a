/**
 * /order-status as a visitor uses it: the reference from their confirmation and their e-mail
 * address, and the status as a step line; a wrong address gets the one not-found message.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { openStore } from '../../server/store/open-store.ts';
import { baseUrl, browserPerFile, desktop, phone, watchProblems } from '../support/browser.ts';
import { e2eDataDir } from '../support/stored-submissions.ts';
import { fieldValue, hydrated } from '../support/hydration.ts';
import { validAnswers } from '../support/form-answers.ts';

const browser = browserPerFile();

async function sendContact(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: validAnswers('contact', {
      firstName: 'Lucía',
      lastName: 'Vega',
      email,
      phone: '574-555-0100',
      serviceType: 'vehicle-wraps',
      message: 'Wrap for a food truck.',
      _elapsed_ms: '12000',
    }).searchParams(),
  });
  if (response.status !== 201) throw new Error(`intake answered ${response.status}`);
  return ((await response.json()) as { reference: string }).reference;
}

async function open(url: string, options: BrowserContextOptions) {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + url);
  // The form is the page's once it is live (it reads ?ref= then, as the HTML has no query).
  await hydrated(page);
  return { page, problems, context };
}

async function lookUp(
  page: Page,
  labels: { reference: string; email: string; submit: string },
  email: string,
  reference?: string,
) {
  if (reference) await page.getByLabel(labels.reference).fill(reference);
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.submit }).click();
}

describe('/order-status lookup', () => {
  it('shows where a request stands for its reference and e-mail, and one message for a wrong address', async () => {
    const reference = await sendContact('lucia.vega@example.com');
    // The owner moves it on (straight in the store: the inbox has browser tests of its own).
    const store = await openStore({ dataDir: e2eDataDir() });
    try {
      expect(await store.updateStatus(reference, 'in-production', 'owner')).toBe(true);
    } finally {
      await store.close();
    }

    const { page, problems, context } = await open('/order-status', desktop);
    const labels = { reference: 'Reference', email: 'E-mail address', submit: 'Check status' };
    await lookUp(page, labels, 'someone.else@example.com', reference.toLowerCase());
    await page
      .getByRole('alert')
      .getByText('We found no request with that reference and e-mail address.', { exact: false })
      .waitFor();

    await lookUp(page, labels, 'LUCIA.VEGA@example.com');
    await page.getByText(`Request ${reference}: In production`).waitFor();
    const current = page.locator('li[aria-current="step"]');
    await expect(current.innerText()).resolves.toContain('In production');
    // The step after it is not reached yet.
    await expect(current.locator('xpath=following-sibling::li[1]').innerText()).resolves.toMatch(
      /Ready\s+Not yet/,
    );
    // No problem is shown: the lookup's alert and the link button's are both empty.
    expect((await page.getByRole('alert').allInnerTexts()).filter((text) => text.trim() !== '')).toEqual([]);
    // The reference letters are still explained below.
    await page.getByText('Your reference looks like this').waitFor();
    // Chromium logs the wrong address's 404 answer itself; nothing else may show up.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    expect(problems.filter((p) => p.includes('status of 404'))).toHaveLength(1);
    await context.close();
  });

  it('fills the reference from ?ref= and answers in Spanish on a phone', async () => {
    const reference = await sendContact('mateo@example.com');
    const { page, problems, context } = await open(`/order-status?ref=${reference}`, {
      ...phone,
      locale: 'es-ES',
    });
    const labels = { reference: 'Referencia', email: 'Correo electrónico', submit: 'Consultar estado' };
    await fieldValue(page.getByLabel(labels.reference), reference);
    await lookUp(page, labels, 'mateo@example.com');
    await page.getByText(`Solicitud ${reference}: Recibida`).waitFor();
    await expect(page.locator('li[aria-current="step"]').innerText()).resolves.toContain('Recibida');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
