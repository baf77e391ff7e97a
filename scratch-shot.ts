import { chromium } from 'playwright-core';
import sharp from 'sharp';
const svg = (w: number, h: number, s: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${s}</svg>`);
const mk = async (w: number, h: number, s: string, bg?: string) => sharp({ create: { width: w, height: h, channels: bg ? 3 : 4, background: bg ?? { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([{ input: svg(w, h, s) }]).png().toBuffer();
const files = [
  { name: 'logo.png', mimeType: 'image/png', buffer: await mk(900, 600, '<circle cx="450" cy="300" r="250" fill="#1d4ed8"/>') },
  { name: 'low.png', mimeType: 'image/png', buffer: await mk(150, 150, '<rect x="20" y="20" width="110" height="110" fill="#dc2626"/>') },
  { name: 'white.png', mimeType: 'image/png', buffer: await mk(1200, 900, '<polygon points="600,100 1000,800 200,800" fill="#16a34a"/>', '#ffffff') },
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [lng, width] of [['en', 1280], ['es', 390]] as const) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lng === 'es' ? 'es-US' : 'en-US', hasTouch: width < 500, isMobile: width < 500 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto(`http://127.0.0.1:3100${lng === 'es' ? '/es' : ''}/dtf/gang-sheets`);
  await page.waitForSelector('html[data-hydrated]');
  await page.screenshot({ path: `/tmp/shots/${lng}-${width}-empty.png`, fullPage: true });
  const input = page.locator('input[type=file]').first();
  await input.setInputFiles(files);
  await page.waitForTimeout(1500);
  const copies = page.getByRole('spinbutton', { name: lng === 'en' ? 'Copies' : 'Copias' });
  const n = await copies.count();
  const vals = ['10', '4', '1'];
  for (let i = 0; i < n; i++) await copies.nth(i).fill(vals[i] ?? '1');
  await page.getByRole('button', { name: lng === 'en' ? 'Auto-arrange' : 'Organizar automáticamente' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${lng}-${width}-full.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
