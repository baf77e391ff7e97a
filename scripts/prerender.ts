/**
 * Writes every public page as real HTML: run by scripts/build.ts after Parcel. Each page
 * (server/pages/render-pages.ts) is written with the default texts to
 * dist/pages/<lng>/<path>.html (the home page as index.html, the not-found page as 404.html);
 * the server maps a pathname to its file (server/spa-html.ts), and renders them again with the
 * owner's texts once any are published (server/pages/live-pages.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createPageRenderer, pageName } from '../server/pages/render-pages.ts';

const root = resolve(import.meta.dirname, '..');
const pagesDir = join(root, 'dist', 'pages');

async function main() {
  const started = performance.now();
  const renderer = await createPageRenderer(root);
  rmSync(pagesDir, { recursive: true, force: true });
  let bytes = 0;
  for (const job of renderer.jobs) {
    const html = await renderer.render(job, {});
    const file = join(pagesDir, pageName(job));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    bytes += html.length;
  }
  // Written last: scripts/build-state.ts takes a build without it as unfinished.
  writeFileSync(
    join(pagesDir, 'built.json'),
    `${JSON.stringify({ pages: renderer.jobs.length }, null, 2)}\n`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${renderer.jobs.length} pages (${Math.round(bytes / 1024)} KB) in ${seconds} s`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
