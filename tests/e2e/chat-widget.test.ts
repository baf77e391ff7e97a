/**
 * The contact page's live chat in real Chromium against the real server: the button opens a
 * floating chat window, an empty message is refused, a sent message is stored with the
 * visitor's contact and answered with its reference, failures keep what was typed, and the
 * window closes by its button or Escape, handing focus back.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { storedSubmission } from '../support/stored-submissions.ts';
import { baseUrl, desktop, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { failSends, serverFailures } from '../support/server-failures.ts';

const browser = browserPerFile();

const visitor = {
  message: 'Do you print on aluminum signs? I need two 18x24 for a parking lot.',
  name: 'Luis Chat-Tester',
  email: 'luis.chat@example.com',
  phone: '(574) 555-0142',
};

async function openChat(
  options: BrowserContextOptions = desktop,
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser().newContext(options)).newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + '/contact');
  const spanish = options.locale === 'es-ES';
  await page.getByRole('button', { name: spanish ? 'Iniciar chat en vivo' : 'Start Live Chat' }).click();
  await page.getByRole('dialog', { name: spanish ? 'Chat en vivo' : 'Live chat' }).waitFor();
  return { page, problems };
}

const chat = (page: Page) => page.getByRole('dialog', { name: 'Live chat' });

async function fill(page: Page) {
  await chat(page).getByLabel('Your message').fill(visitor.message);
  await chat(page).getByLabel('Your name').fill(visitor.name);
  await chat(page).getByLabel('Email address').fill(visitor.email);
  await chat(page).getByLabel('Phone (optional)').fill(visitor.phone);
}

describe('the live chat on the contact page', () => {
  it('opens a floating window with the message box focused, and closes by its button or Escape', async () => {
    const { page, problems } = await openChat();
    const launcher = page.getByRole('button', { name: 'Start Live Chat' });
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    expect(await chat(page).getByText('answers within 24 hours').count()).toBe(1);
    const position = await chat(page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');

    await page.keyboard.press('Escape');
    await chat(page).waitFor({ state: 'detached' });
    expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);

    await launcher.click();
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await chat(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses to send without a message, a name and an e-mail address', async () => {
    const { page } = await openChat();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await chat(page).getByRole('button', { name: 'Send Message' }).click();
    await chat(page).getByText('This field is required.').first().waitFor();
    expect(await chat(page).getByText('This field is required.').count()).toBe(3);
    expect(posts).toBe(0);
    await page.context().close();
  });

  it('stores the message with the contact, shows it in the window with its reference and empties the form', async () => {
    const { page, problems } = await openChat(phone);
    await fill(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/chat'));
    await chat(page).getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^M-/);

    const log = chat(page).getByRole('log');
    await log.getByText(visitor.message).waitFor();
    await log.getByText('Got it, thank you!').waitFor();
    const banner = chat(page).getByRole('status').filter({ hasText: 'Message sent!' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(reference);
    expect(await chat(page).getByLabel('Your message').inputValue()).toBe('');

    // The window fits the phone's screen.
    const box = await chat(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    const row = storedSubmission(reference);
    expect(row.form_id).toBe('chat');
    expect(row.data).toMatchObject(visitor);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(serverFailures)(
    'keeps the message and says it was not sent when the server %s',
    async (failure) => {
      const { page } = await openChat();
      await failSends(page, 'chat', failure);
      await fill(page);
      await chat(page).getByRole('button', { name: 'Send Message' }).click();
      await chat(page).getByRole('alert').filter({ hasText: 'Your message was not sent.' }).waitFor();
      expect(await chat(page).getByLabel('Your message').inputValue()).toBe(visitor.message);
      expect(await chat(page).getByLabel('Email address').inputValue()).toBe(visitor.email);
      await page.context().close();
    },
  );

  it('speaks Spanish to a Spanish visitor', async () => {
    const { page } = await openChat({ ...desktop, locale: 'es-ES' });
    const window = page.getByRole('dialog', { name: 'Chat en vivo' });
    await window.getByLabel('Su mensaje').waitFor();
    await window.getByRole('button', { name: 'Enviar mensaje' }).click();
    await window.getByText('Este campo es obligatorio.').first().waitFor();
    await page.context().close();
  });
});
