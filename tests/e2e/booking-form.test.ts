/**
 * /booking in real Chromium against the real server: the consultation form offers its 17
 * half-hour slots and three meeting types, and keeps the data in an alert-feedback form when a
 * send fails. Sending it (required fields, the alert with the reference, the stored row) is a
 * row of tests/e2e/forms.test.ts; past dates are refused by the form runner
 * (tests/dom/form-runner.test.tsx) and the intake (tests/server/intake-forms.test.ts).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { failSends, serverFailures } from '../support/server-failures.ts';

const failureText = 'There was an error submitting your request. Please try again.';

const browser = browserPerFile();

/** The visitor's own calendar date, `days` from today, as the date input wants it. */
function localDate(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

interface Opened {
  page: Page;
  problems: string[];
  /** The texts of the browser alerts so far, each accepted. */
  alerts: string[];
}

async function openForm(options: BrowserContextOptions = desktop): Promise<Opened> {
  const page = await (await browser().newContext(options)).newPage();
  const problems = watchProblems(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(baseUrl() + '/booking');
  await page
    .getByRole('button', { name: options.locale === 'es-ES' ? 'Reservar consulta' : 'Book Consultation' })
    .waitFor();
  return { page, problems, alerts };
}

async function visitorFor(page: Page) {
  return {
    name: 'Ben Booking-Tester',
    email: 'ben.booking@example.com',
    phone: '(574) 555-0123',
    company: 'Ben Builders',
    service_type: 'vehicle-wraps',
    preferred_date: await localDate(page, 3),
    preferred_time: '14:30',
    consultation_type: 'video',
    project_budget: '1000-2500',
    project_description: 'Wraps for two pickup trucks and a trailer.',
    timeline: '1-3-months',
    additional_notes: 'Afternoons suit us best.',
  };
}

type Visitor = Awaited<ReturnType<typeof visitorFor>>;

// RJSF's option values are enum indexes: a visitor (and these tests) choose by label.
async function fill(page: Page, visitor: Visitor) {
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email Address').fill(visitor.email);
  await page.getByLabel('Phone Number').fill(visitor.phone);
  await page.getByLabel('Company Name').fill(visitor.company);
  await page.getByLabel('Service Type').selectOption({ label: 'Vehicle Wraps' });
  await page.getByLabel('Preferred Date').fill(visitor.preferred_date);
  await page.getByLabel('Preferred Time').selectOption({ label: '2:30 PM' });
  await page.getByRole('radio', { name: 'Video Call' }).check();
  await page.getByLabel('Project Budget').selectOption({ label: '$1,000-$2,500' });
  await page.getByLabel('Project Description').fill(visitor.project_description);
  await page.getByLabel('Project Timeline').selectOption({ label: '1-3 months' });
  await page.getByLabel('Additional Notes').fill(visitor.additional_notes);
}

async function waitForAlert(alerts: string[], page: Page) {
  for (let i = 0; i < 100 && alerts.length === 0; i += 1) await page.waitForTimeout(100);
  expect(alerts).toHaveLength(1);
  return alerts[0];
}

describe('the booking page consultation form', () => {
  it('offers 17 half-hour slots from 9:00 AM to 5:00 PM and three meeting types, phone by default', async () => {
    const { page, problems } = await openForm(phone);
    const slots = await page
      .getByLabel('Preferred Time')
      .locator('option')
      .evaluateAll((options) =>
        (options as HTMLOptionElement[]).filter((o) => o.value !== '').map((o) => o.text),
      );
    expect(slots).toHaveLength(17);
    expect(slots[0]).toBe('9:00 AM');
    expect(slots[1]).toBe('9:30 AM');
    expect(slots[16]).toBe('5:00 PM');
    expect(await page.getByRole('radio').count()).toBe(3);
    expect(await page.getByRole('radio', { name: 'Phone Call' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Preferred Date').getAttribute('min')).toBe(await localDate(page, 0));
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href*="wa.me"]').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(serverFailures)(
    'alerts the failure text and keeps the data when the server %s',
    async (failure) => {
      const { page, alerts } = await openForm();
      await failSends(page, 'booking', failure);
      const visitor = await visitorFor(page);
      await fill(page, visitor);
      await page.getByRole('button', { name: 'Book Consultation' }).click();
      expect(await waitForAlert(alerts, page)).toBe(failureText);
      expect(await page.getByLabel('Full Name').inputValue()).toBe(visitor.name);
      expect(await page.getByLabel('Preferred Date').inputValue()).toBe(visitor.preferred_date);
      expect(await page.getByLabel('Preferred Time').locator('option:checked').innerText()).toBe('2:30 PM');
      expect(await page.getByRole('radio', { name: 'Video Call' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Project Description').inputValue()).toBe(visitor.project_description);
      await page.context().close();
    },
  );
});
