/**
 * axe-core in a real page, with the rules of WCAG 2.1 A and AA and axe's best practices, and a
 * report a failing test can be acted on: each violation's rule id, impact, help text and link,
 * then each offending element's selector and what axe found wrong with it.
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Frame, Page, Request } from 'playwright-core';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per violation and one indented block per element it was found on. */
export function describeViolations(label: string, results: AxeResults): string[] {
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\n/g, '\n      ');
      return `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
    });
    return [
      `${label}: ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.helpUrl}`,
      ...nodes,
    ].join('\n');
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests under way from now on (once per page). */
export function watchRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    pending = requests;
  }
  return pending;
}

/**
 * Waits until no request of the page has been under way for `quietMs` (lazy chunks, texts,
 * images), then for its fonts and a frame: Playwright's 'networkidle' would wait 500 ms every
 * time, which on a hundred checks is most of the run. Requests are counted from the first
 * call on a page, so call it (or `watchRequests`) before the page starts loading.
 */
export async function settle(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const pending = watchRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await page.waitForTimeout(25);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * axe's minified build, evaluated in a frame only where it is not there yet. @axe-core/playwright
 * evaluates axe's 1.5 MB unminified source into the page and each of its frames on every check,
 * and leaves a frame out without a word when that takes over 1 s (a full test run on two cores
 * left the same-origin frame of axe-states' fixture out so): `injectAxe` puts it in every frame
 * first, with the time it needs, and the builder's own evaluation then finds it there.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeOnce = `if (!window.axe) {\n${axeSource}\n}`;

/**
 * Whether a frame is of the page's own origin, as a srcdoc or blank frame is, which axe checks.
 * Any other (another site's, a data: address, Chromium's error page for one that did not load)
 * is not, nor is a frame still without an address: the home page's map just inserted, whose
 * first page has not come (nothing can be evaluated in it until it does, which here is never).
 */
function sameOrigin(frame: Frame, page: Page): boolean {
  const url = frame.url();
  if (url === 'about:blank' || url === 'about:srcdoc') return true;
  if (!/^https?:/.test(url)) return false;
  return new URL(url).origin === new URL(page.url()).origin;
}

/** axe in the page and in each frame of its origin, each given up to 30 s. */
export async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames().filter((one) => sameOrigin(one, page))) {
    try {
      await withinTime(30_000, `axe in ${frame.url()}`, () => frame.evaluate(axeOnce));
    } catch (error) {
      // A frame that went away meanwhile has nothing left to check.
      if (!frame.isDetached()) throw error;
    }
  }
}

/** Runs `work`, failing with `label` if it has not settled within `ms` (an evaluate has no timeout of its own). */
export async function withinTime(ms: number, label: string, work: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: not done within ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * axe with the rules above, run as `axe.run` in the page and its frames (legacy mode): the
 * default mode finishes every run in a new blank tab, which tripled the time of each check (1.6 s
 * against 0.5 s a page on two cores) and our pages have no cross-origin frame it would reach.
 * Passed checks keep one element each (`resultTypes`): only violations and undecided results are read.
 *
 * Before it asks a frame to check itself, axe "pings" it and leaves it out without a word if no
 * answer came within `pingWaitTime`; in a run on a machine at a third of its speed even 10 s
 * went by while the page's own checks held its thread, and the same-origin frame of axe-states'
 * fixture was left out. `injectAxe` has put axe in every frame of the page's origin already, so
 * with no other frame in the page there is nothing to ping (`pingWaitTime: 0`) and each frame
 * gets `frameWaitTime` to answer, failing the check if it does not. A frame of another origin
 * (the home page's map) would never answer: with one in the page the ping stays, for 10 s.
 * Call `injectAxe` first (`axeViolations` does).
 */
export function axeBuilder(page: Page): AxeBuilder {
  const foreignFrame = page.frames().some((frame) => !sameOrigin(frame, page));
  return new AxeBuilder({ page, axeSource: axeOnce })
    .setLegacyMode(true)
    .withTags(axeTags)
    .options({
      resultTypes: ['violations', 'incomplete'],
      ...(foreignFrame ? { pingWaitTime: 10_000 } : { pingWaitTime: 0, frameWaitTime: 120_000 }),
    });
}

/**
 * Waits for what the page is still loading (lazy sections, texts, fonts), then runs axe on the
 * whole document and returns its violations as readable lines (none: an empty list).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  await injectAxe(page);
  const results = await axeBuilder(page).analyze();
  return [...describeViolations(label, results), ...(await gradientContrast(page, label, results))];
}

/**
 * axe leaves text on a gradient undecided ("incomplete": it cannot tell the background). Such
 * text is checked here against every colour stop of the nearest gradient behind it, with
 * WCAG's thresholds (4.5:1, or 3:1 for large text), so the heroes' and bands' contrast is
 * measured too. Returns one line per text that falls short at some stop.
 */
async function gradientContrast(page: Page, label: string, results: AxeResults): Promise<string[]> {
  const targets = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => JSON.stringify(check.data ?? '').includes('bgGradient')))
    .map((node) => node.target.join(' '));
  if (!targets.length) return [];
  const problems = await page.evaluate((selectors) => {
    const channels = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
    const rgb = (text: string) => channels(text).slice(0, 3);
    /** A see-through colour as it shows over `base` (an opaque [r, g, b]). */
    const over = (text: string, base: number[]) => {
      const [r, g, b, alpha = 1] = channels(text);
      return [r, g, b].map((value, i) => alpha * value + (1 - alpha) * base[i]);
    };
    /** The opaque background colour under an element: its own or an ancestor's, else white. */
    const baseUnder = (start: Element) => {
      for (let node: Element | null = start; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if ((channels(color)[3] ?? 1) === 1) return rgb(color);
      }
      return [255, 255, 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x + 0.05) / (y + 0.05);
    };
    const found: string[] = [];
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      let layer: Element | null = element;
      while (layer && !getComputedStyle(layer).backgroundImage.includes('gradient'))
        layer = layer.parentElement;
      if (!layer) continue;
      const stops = getComputedStyle(layer).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const base = baseUnder(layer);
      const worst = Math.min(...stops.map((stop) => ratio(rgb(style.color), over(stop, base))));
      if (worst < needed)
        found.push(
          `${selector}: ${style.color} on ${stops.join(' → ')} is ${worst.toFixed(2)}:1, needs ${needed}:1`,
        );
    }
    return found;
  }, targets);
  return problems.map((problem) => `${label}: colour contrast on a gradient: ${problem}`);
}

/**
 * Scrolls down the page a screen at a time and back up, so the sections that load as they come
 * near the viewport (the home page's last sections, the map) are there for axe to check.
 */
export async function revealLazySections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(300, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}
