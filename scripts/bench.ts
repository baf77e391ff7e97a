/**
 * `npm run bench`: bytes per route, Lighthouse mobile scores and server throughput, printed as
 * tables and saved to bench-results/latest.json. Numbers, not pass/fail: timed tests flake on
 * shared machines, so speed lives here. `--quick` skips Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { distIsStale } from './build-state.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { runLighthouse, type LighthouseScores } from './bench/lighthouse.ts';
import { measureRoute, type RouteBytes } from './bench/route-bytes.ts';
import { measureInbox } from './bench/inbox.ts';
import { measureThroughput } from './bench/throughput.ts';

const root = process.cwd();
const distDir = path.join(root, 'dist');
const quick = process.argv.includes('--quick');
const routes = [
  '/',
  '/contact',
  '/booking',
  '/upload',
  '/printing',
  '/printing/business-cards',
  '/dtf',
  '/vehicle-wraps',
  '/vehicle-wraps/full-wraps',
  '/digital-marketing',
  '/digital-marketing/custom-website-design',
  '/digital-marketing/seo-optimization',
  '/about',
  '/jobs',
  '/privacy',
  '/no-such-page',
  '/owner',
];
const lighthouseRoutes = ['/', '/printing', '/contact'];

ensureChromium();
if (distIsStale(root)) execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
// A throwaway store, and no per-address limit: the load comes from one address.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const app = await buildApp({ distDir, logger: false, dataDir, intakeRateLimit: 0 });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const browser = await launchBrowser();
  const bytes: RouteBytes[] = [];
  for (const route of routes) bytes.push(await measureRoute(browser, baseUrl, distDir, route));
  await browser.close();
  const home = bytes[0].js;
  console.log('\nJS and CSS downloaded by a first visit (brotli, KB)');
  console.table(
    bytes.map((b) => ({
      route: b.route,
      'JS KB': kb(b.js),
      'CSS KB': kb(b.css),
      files: b.files,
      'JS over home KB': kb(b.js - home),
    })),
  );

  console.log('Files of a first visit to /:', bytes[0].detail);

  const lighthouse: LighthouseScores[] = [];
  if (!quick) {
    for (const route of lighthouseRoutes) lighthouse.push(await runLighthouse(baseUrl, route));
    console.log('\nLighthouse, mobile');
    console.table(lighthouse);
  }

  const throughput = [
    // As browsers ask: the prerendered page, gzip, with this response's nonce and origin spliced in.
    await measureThroughput('GET / (HTML with nonce, gzip)', {
      url: `${baseUrl}/`,
      connections: 50,
      seconds: 8,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
    await measureThroughput('GET / (HTML with nonce, uncompressed)', {
      url: `${baseUrl}/`,
      connections: 50,
      seconds: 8,
    }),
    await measureThroughput('GET /api/health', { url: `${baseUrl}/api/health`, connections: 50, seconds: 8 }),
    await measureThroughput('POST /api/forms/contact (stored, 201)', {
      url: `${baseUrl}/api/forms/contact`,
      connections: 50,
      seconds: 8,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        serviceType: 'digital-marketing',
        message: 'Quote for 500 business cards, matte finish.',
      }).toString(),
    }),
  ];
  console.log('\nServer throughput, 50 connections');
  console.table(throughput);

  const inbox = await measureInbox(distDir);
  console.log(
    `\nOwner inbox list, ${inbox.stored} stored requests (SQLite, seeded in ${inbox.seedSeconds} s), 40 requests each`,
  );
  console.table(inbox.latency);
  console.log('CSV export of every request, streamed:', inbox.csv);

  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), bytes, lighthouse, throughput, inbox }, null, 2),
  );
  console.log('\nSaved bench-results/latest.json');
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
