/**
 * A check by eye and by count of the quote's print view (issue 25: "up to 15 lines fit one page
 * in A4 and in Letter"), with no server of ours: a plain node:http server gives dist/'s files,
 * the SPA's shell for any page, and stubs GET /api/customer/requests/<token> with 15-line quotes.
 * Chromium prints each quote with page.pdf() in A4 and in Letter; pdfinfo counts the pages and
 * pdftoppm draws them as PNGs to look at. It also takes the customer page's quote section at
 * 390 and 1280 px, and says whether the phone's page scrolls sideways.
 *
 *   npm run build
 *   ./node_modules/.bin/node tests/support/quote-print-check.ts /tmp/quote-print
 *
 * Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and poppler-utils (pdfinfo, pdftoppm).
 * Exits 1 when a PDF has more than one page or the phone's page is wider than the screen.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { priceQuote, type QuoteDiscount } from '../../core/pricing/quote.ts';
import { axeBuilder, describeViolations, injectAxe } from './axe.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const outDir = path.resolve(process.argv[2] ?? '/tmp/quote-print');

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Descriptions as a shop writes them: most short, a few long enough to wrap on paper. */
const descriptions = [
  'Business cards, 16 pt matte, double-sided, full color',
  'Logo refresh: two concepts and one round of revisions',
  'Yard signs 18×24 in, corrugated plastic, single-sided, with H-stakes',
  'Vinyl banner 3×8 ft, grommets every 2 ft, hemmed edges',
  'DTF transfers, 11×11 in gang sheet',
  'Flyers 8.5×11 in, 100 lb gloss text',
  'Door hangers, 4.25×11 in, die-cut',
  'Vehicle lettering: both front doors, cut vinyl, installed at the shop, includes layout and a printed proof before installation',
  'Window perforated graphics, rear window, 50/50 film',
  'Postcards 6×9 in, EDDM-ready, 14 pt',
  'Rack cards 4×9 in, UV coated front',
  'Retractable banner stand 33×80 in with carrying case',
  'Stickers 3 in circle, white vinyl, kiss-cut sheets',
  'Design time for the event program (hours)',
  'Rush production: ready in 48 hours instead of 3-5 business days',
];

function fifteenLines(
  version: number,
  extra: { discount?: QuoteDiscount | null; taxRatePercent?: number | null },
) {
  const input = {
    lines: descriptions.map((description, index) => ({
      description,
      quantity: [250, 1, 12, 2, 40, 1000, 500, 1, 1, 2500, 750, 1, 300, 3.5, 1][index],
      unitCents: [14, 45000, 1850, 8900, 625, 9, 22, 38500, 21000, 11, 16, 14900, 45, 7500, 9500][index],
    })),
    discount: extra.discount === undefined ? { kind: 'percent' as const, percent: 10 } : extra.discount,
    taxRatePercent: extra.taxRatePercent === undefined ? 7 : extra.taxRatePercent,
  };
  const priced = priceQuote(input);
  return {
    version,
    lines: priced.lines,
    discount: input.discount,
    taxRatePercent: input.taxRatePercent,
    totals: priced.totals,
    currency: 'USD',
    validUntil: '2026-12-26',
    expired: false,
    note:
      'Prices include one round of proof changes. The vehicle lettering is installed at our shop on a weekday; ' +
      'please allow two hours. Banners and signs can be picked up or delivered within South Bend for free.',
    sentAt: `2026-11-2${version}T15:00:00.000Z`,
    state: 'sent',
    superseded: false,
    current: true,
    sha256: 'a'.repeat(64),
    decision: null as unknown,
  };
}

/**
 * Each scenario a token: 'open' (v2 open, v1 declined with words and superseded), 'expired'
 * (the same, v2 past its date), 'accepted' (one version, accepted).
 */
function requestFor(token: string, lng: 'en' | 'es') {
  const open = fifteenLines(2, {});
  const accepted = {
    ...fifteenLines(2, { discount: { kind: 'amount', cents: 5000 } }),
    state: 'accepted',
    decision: {
      kind: 'accept',
      name: 'Ana María Díaz Castillo',
      reason: null,
      comment: null,
      at: '2026-11-23T16:30:00.000Z',
    },
  };
  const declinedOld = {
    ...fifteenLines(1, {}),
    state: 'declined',
    superseded: true,
    current: false,
    decision: {
      kind: 'decline',
      name: null,
      reason: 'other',
      comment:
        'We moved the event to the spring and need fewer banners; could you send a new quote with two banners instead of four, and no rush fee?',
      at: '2026-11-22T18:00:00.000Z',
    },
  };
  const quotes = token.startsWith('accepted')
    ? [accepted]
    : token.startsWith('expired')
      ? [{ ...open, expired: true }, declinedOld]
      : [open, declinedOld];
  const withUrls = quotes.map((q) => ({ ...q, printUrl: `/my-request/${token}/quote/${q.version}` }));
  return {
    reference: 'Q-7K3F9Q',
    form: 'general-quote',
    formLabel: lng === 'es' ? 'Solicitud de cotización' : 'Quote request',
    status: 'quoted',
    receivedAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    lang: lng,
    history: [
      { status: 'received', at: '2026-11-20T14:00:00.000Z' },
      { status: 'quoted', at: '2026-11-21T10:00:00.000Z' },
    ],
    fields: [{ name: 'name', label: lng === 'es' ? 'Nombre' : 'Name', text: 'Ana María Díaz Castillo' }],
    files: [],
    messages: [],
    proofs: [],
    quotes: withUrls,
    customer: { name: 'Ana María Díaz Castillo', email: 'ana.diaz.castillo@example-bakery.com' },
    upload: { accept: ['.pdf', '.png', '.jpg'], maxFileBytes: 10_485_760, maxFiles: 5 },
  };
}

function shell(lng: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return html
    .replaceAll('__CSP_NONCE__', 'fixture')
    .replaceAll('__PUBLIC_ORIGIN__', 'http://127.0.0.1')
    .replace(/<html\b([^>]*?)\slang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, `<html$1 lang="${lng}"`);
}

function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const api = /^\/api\/customer\/requests\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (api) {
      const lng = url.searchParams.get('lang') === 'es' ? 'es' : 'en';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(requestFor(api[1], lng)));
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    if (url.pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shell(url.pathname.startsWith('/es/') ? 'es' : 'en'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function pageCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: npm run build first');
  mkdirSync(outDir, { recursive: true });
  const server = await startServer();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const failures: string[] = [];
  try {
    const scenarios: [name: string, address: string][] = [
      ['en-open', '/my-request/open/quote/2'],
      ['es-open', '/es/my-request/open/quote/2'],
      ['en-accepted', '/my-request/accepted/quote/2'],
      ['es-declined-superseded', '/es/my-request/declined/quote/1'],
      ['en-declined-superseded', '/my-request/declined/quote/1'],
    ];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const [name, address] of scenarios) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(base + address);
      await page.getByRole('article').waitFor();
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = path.join(outDir, `${name}-${format}.pdf`);
        await page.pdf({ path: pdf, format });
        const pages = pageCount(pdf);
        console.log(`${name} ${format}: ${pages} page(s)`);
        if (pages !== 1) failures.push(`${name} ${format}: ${pages} pages`);
        execFileSync('pdftoppm', ['-png', '-r', '80', pdf, pdf.replace(/\.pdf$/, '')]);
      }
      if (problems.length) failures.push(`${name}: ${problems.join('; ')}`);
      await page.close();
    }

    for (const [width, lng] of [
      [390, 'en'],
      [390, 'es'],
      [1280, 'en'],
    ] as const) {
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        isMobile: width < 500,
        hasTouch: width < 500,
      });
      await page.goto(`${base}${lng === 'es' ? '/es' : ''}/my-request/open`);
      const section = page.locator('section[aria-labelledby="customer-quote"]');
      await section.waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(
        `customer page ${width} px ${lng}: ${overflow > 0 ? `${overflow} px wider than the screen` : 'no sideways scroll'}`,
      );
      if (overflow > 0) failures.push(`customer page ${width} px ${lng}: scrolls sideways by ${overflow} px`);
      // In slices of the full page (no sticky header drawn over the section), short enough to read.
      const box = (await section.boundingBox())!;
      const top = box.y + (await page.evaluate(() => window.scrollY));
      for (let y = 0, part = 1; y < box.height; y += 1000, part += 1) {
        const clip = { x: 0, y: top + y, width, height: Math.min(1000, box.height - y) };
        const file = path.join(outDir, `customer-quote-${width}-${lng}-${part}.png`);
        await page.screenshot({ path: file, fullPage: true, clip });
      }
      await page.close();
    }

    // The print view as the screen shows it (back link and button, the sheet), phone and desktop.
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/es/my-request/accepted/quote/2`);
      await page.getByRole('article').waitFor();
      await page.screenshot({
        path: path.join(outDir, `print-view-screen-${width}-es.png`),
        fullPage: width > 500,
      });
      await page.close();
    }

    // axe on the quote section (open, with the forms' problems shown, expired) and the print view.
    const axeFailures: string[] = [];
    const checkAxe = async (label: string, page: Page, include?: string) => {
      await injectAxe(page);
      const builder = axeBuilder(page);
      const results = await (include ? builder.include(include) : builder).analyze();
      axeFailures.push(...describeViolations(label, results));
      console.log(`axe ${label}: ${results.violations.length} violation(s)`);
    };
    for (const lng of ['en', 'es'] as const) {
      const prefix = lng === 'es' ? '/es' : '';
      const axeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await axeContext.newPage();
      const section = 'section[aria-labelledby="customer-quote"]';
      await page.goto(`${base}${prefix}/my-request/open`);
      await page.locator(section).waitFor();
      await checkAxe(`${lng} quote section, open`, page, section);
      await page.getByRole('button', { name: /^(Accept quote|Aceptar la cotización) v2$/ }).click();
      await page.getByRole('button', { name: /^(Decline quote|Rechazar la cotización)$/ }).click();
      await page.locator('details summary').click();
      await checkAxe(`${lng} quote section, problems shown, earlier versions open`, page, section);
      await page.goto(`${base}${prefix}/my-request/expired`);
      await page.locator(section).waitFor();
      await checkAxe(`${lng} quote section, expired`, page, section);
      await page.goto(`${base}${prefix}/my-request/accepted/quote/2`);
      await page.getByRole('article').waitFor();
      await checkAxe(`${lng} print view`, page);
      await axeContext.close();
    }
    failures.push(...axeFailures);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`PDFs and PNGs in ${outDir}`);
  if (failures.length) {
    console.error(`FAILED:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
