/**
 * Every style the site's CSS asks for is one the browser applies: no declaration refers to a
 * text style, layer style or token that the Chakra system (src/lib/theme.ts) does not define.
 * Such a reference is written into the CSS as it is (`text-style:sm`, `cursor:button`) and the
 * browser drops it (docs/architecture.md "Performance": "a dropped reference is a dropped style").
 *
 * Read twice: the <style> blocks of every prerendered page (all routes, both languages), and in
 * Chromium the CSS the running app inserts as visitors open menus, forms, errors and the chat.
 * Chromium's own parser (CSS.supports) says which declarations it would drop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  declarationsToCheck,
  findUndefinedReferences,
  styleTextsOf,
  type CssProblem,
} from '../support/css-references.ts';
import { baseUrl, browserPerFile, desktop, phone } from '../support/browser.ts';
import { navigateInApp } from '../support/spa-navigate.ts';

const browser = browserPerFile();
const pagesDir = path.resolve(__dirname, '../../dist/pages');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Problems in `cssText`, with Chromium (on `page`) judging which declarations it keeps. */
async function problemsIn(page: Page, cssText: string): Promise<CssProblem[]> {
  const pairs = declarationsToCheck(cssText);
  const kept = await page.evaluate(
    (list) => list.map(([property, value]) => CSS.supports(property, value)),
    pairs,
  );
  const dropped = new Set(pairs.filter((_, i) => !kept[i]).map(([p, v]) => `${p}:${v}`));
  return findUndefinedReferences(cssText, (property, value) => !dropped.has(`${property}:${value}`));
}

const listed = (problems: CssProblem[]) => problems.map((p) => `${p.problem} (${p.count}×)`);

/**
 * A context that records every rule the app inserts: Emotion adds them with insertRule in a
 * production build, where they never appear as text in a <style> element.
 */
async function recordingContext(options: typeof desktop): Promise<BrowserContext> {
  const context = await browser().newContext(options);
  await context.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedCss: string[] }).insertedCss = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  return context;
}

/** The CSS text the page holds now: its <style> elements and every rule inserted so far. */
const cssOf = (page: Page) =>
  page.evaluate(() =>
    [
      ...[...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      ...(window as unknown as { insertedCss: string[] }).insertedCss,
    ].join('\n'),
  );

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(baseUrl() + pathname);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

describe('the CSS the site applies', () => {
  it('refers to no text style, layer style or token the system lacks, on any prerendered page', async () => {
    const files = htmlFiles(pagesDir);
    expect(files.length).toBeGreaterThan(100);
    // Pages share most of their rules: each distinct block is read once.
    const blocks = new Set(files.flatMap((file) => styleTextsOf(readFileSync(file, 'utf8'))));
    const context = await browser().newContext(desktop);
    const page = await context.newPage();
    const problems = await problemsIn(page, [...blocks].join('\n'));
    await context.close();
    expect(listed(problems)).toEqual([]);
  });

  it('refers to none either in what the app adds while a visitor uses forms, menus and the chat', async () => {
    const css: string[] = [];
    const context = await recordingContext(desktop);
    const page = await context.newPage();
    await open(page, '/contact');
    // Errors of an empty form, then the live chat window.
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByRole('button', { name: 'Start Live Chat' }).click();
    await page.getByRole('dialog', { name: 'Live chat' }).waitFor();
    // Screens reached inside the app insert their styles at run time.
    for (const pathname of ['/upload', '/booking', '/dtf', '/digital-marketing/custom-website-design']) {
      await navigateInApp(page, pathname);
    }
    await page.getByRole('button', { name: 'DTF', exact: true }).hover();
    css.push(await cssOf(page));
    await context.close();

    const phoneContext = await recordingContext(phone);
    const phonePage = await phoneContext.newPage();
    await open(phonePage, '/es/printing/business-cards');
    await phonePage.getByRole('button', { name: 'Abrir menú' }).click();
    await navigateInApp(phonePage, '/es/upload');
    css.push(await cssOf(phonePage));

    const problems = await problemsIn(phonePage, css.join('\n'));
    await phoneContext.close();
    expect(listed(problems)).toEqual([]);
  });
});
