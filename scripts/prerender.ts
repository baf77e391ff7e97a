/**
 * Writes every public page as real HTML: run by scripts/build.ts after Parcel. Each path of the
 * route table (catalogue items and form pages included) is rendered in English and Spanish by
 * the `prerender` target (dist-prerender/prerender-entry.js, built from src/prerender-entry.tsx)
 * into dist/index.html's shell, with the page's styles and head, and written to
 * dist/pages/<lng>/<path>.html (the home page as index.html, the not-found page as 404.html).
 * The server maps a pathname to its file (server/prerendered-pages.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, languages } from '../core/i18n/languages.ts';
import { paths } from '../core/routes/paths.ts';
import { startAfterFirstPaint } from './prerender/app-script.ts';
import { escapeHtml, headTags, localBusiness } from './prerender/page-head.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const entryPath = join(root, 'dist-prerender', 'prerender-entry.js');
export const pagesDir = join(distDir, 'pages');
/** An empty element right after the page's markup (see rel=expect below). */
const pageEndId = 'page-end';

/**
 * The prerender bundle leaves node_modules to Node (one copy of React for react-dom/server and
 * the pages). Node does not know Parcel's package.json aliases, nor extensionless deep imports
 * (Ajv's generated validators): mend both here.
 */
const chakraTheme = join(root, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'theme');
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('chakra-theme/'))
      return nextResolve(
        pathToFileURL(join(chakraTheme, specifier.slice('chakra-theme/'.length))).href,
        context,
      );
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && !/\.[cm]?js$/.test(specifier))
        return nextResolve(`${specifier}.js`, context);
      throw error;
    }
  },
});

interface Entry {
  render(
    path: string,
    lng: Language,
  ): Promise<{
    html: string;
    styles: string;
    title: string;
    description?: string;
    namespaces: string[];
  }>;
  publicPaths(): string[];
  notFoundPath: string;
  notFoundFolders(): string[];
}

/** A page to write: a public path, or (path null) the not-found page of a folder ('' for the site). */
interface Job {
  lng: Language;
  path: string | null;
  folder?: string;
}

/** The file a page is written to, under dist/pages/<lng>/ (not-found pages as <folder>/404.html). */
export function pageFile({ lng, path, folder = '' }: Job): string {
  const name = path === null ? join(folder, '404') : path === '/' ? 'index' : path.slice(1);
  return join(pagesDir, lng, `${name}.html`);
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function text(lng: Language, ns: string, key: string): string {
  let node: unknown = readJson(join(root, 'locales', lng, `${ns}.json`));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no text '${key}'`);
  return node;
}

/**
 * The node target's asset URLs are file:///…/dist-prerender/name.HASH.ext, with other hashes
 * than the browser build's: map each to the one dist/ file of that name and extension.
 */
function assetUrlMapper(): (html: string) => string {
  const byName = new Map<string, string[]>();
  for (const file of readdirSync(distDir)) {
    const match = /^(.+)\.[0-9a-f]{8}\.([a-z0-9]+)$/i.exec(file);
    if (!match) continue;
    const key = `${match[1]}.${match[2]}`;
    byName.set(key, [...(byName.get(key) ?? []), file]);
  }
  return (html) =>
    html.replace(
      /file:\/\/\/[^"'\s)]*?\/dist-prerender\/([^"'\s)/]+?)\.[0-9a-f]{8}\.([a-z0-9]+)/gi,
      (url, name, ext) => {
        const found = byName.get(`${name}.${ext}`) ?? [];
        if (found.length !== 1)
          throw new Error(`prerender: no single dist/ file for ${url} (found ${found.length})`);
        return `/${found[0]}`;
      },
    );
}

function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  what: string,
): string {
  if (!pattern.test(html)) throw new Error(`prerender: dist/index.html has no ${what}`);
  return typeof replacement === 'function'
    ? html.replace(pattern, replacement)
    : html.replace(pattern, () => replacement);
}

async function main() {
  const started = performance.now();
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(entryPath).href)) as Entry;
  const mapAssets = assetUrlMapper();
  rmSync(pagesDir, { recursive: true, force: true });
  const jobs: Job[] = [];
  for (const lng of languages) {
    for (const path of entry.publicPaths()) jobs.push({ lng, path });
    jobs.push({ lng, path: null });
    for (const folder of entry.notFoundFolders()) jobs.push({ lng, path: null, folder });
  }
  let bytes = 0;
  for (const job of jobs) {
    const { lng, path, folder } = job;
    const page = await entry.render(
      path ?? (folder ? `/${folder}${entry.notFoundPath}` : entry.notFoundPath),
      lng,
    );
    const siteName = text(lng, 'common', 'brand.name');
    const description = page.description ?? text(lng, 'home', 'meta.description');
    const withBusiness = path === paths.home || path === paths.contact;
    const head = headTags({
      lng,
      path,
      title: page.title,
      description,
      siteName,
      jsonLd: withBusiness ? localBusiness(lng, siteName, text(lng, 'home', 'meta.description')) : undefined,
    });
    let html = shell;
    // The shell's "enable JavaScript" note: a prerendered page reads fine without it.
    html = replaceOnce(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '', '<noscript>');
    html = replaceOnce(html, /<html lang=["']?en["']?>/, `<html lang="${lng}">`, '<html lang=en>');
    html = replaceOnce(
      html,
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(page.title)}</title>` +
        // No first paint of a half-parsed page (a layout shift as the rest streams in): render
        // waits until the parser has passed the end of the page's markup.
        `<link rel="expect" href="#${pageEndId}" blocking="render">` +
        // Without JavaScript, controls that need it (the mega-menu triggers) give way to the
        // plain links beside them in <noscript>.
        `<noscript><style nonce="__CSP_NONCE__">[data-needs-js]{display:none!important}</style></noscript>` +
        `<meta name="i18n-namespaces" content="${escapeHtml(page.namespaces.join(' '))}">` +
        page.styles,
      '<title>',
    );
    html = replaceOnce(
      html,
      /<meta name=["']?description["']? content=("[^"]*"|[^\s>]*)>/,
      `<meta name="description" content="${escapeHtml(description)}">${head}`,
      'meta description',
    );
    let appScript = '';
    html = replaceOnce(
      html,
      /<script type=["']?module["']? src=["']?([^"'\s>]+)["']?><\/script>/,
      (_tag, src: string) => ((appScript = src), ''),
      'the app script',
    );
    html = replaceOnce(
      html,
      /<div id=["']?root["']?><\/div>/,
      `<div id="root">${mapAssets(page.html)}</div><template id="${pageEndId}"></template>` +
        startAfterFirstPaint(appScript),
      '#root',
    );
    const file = pageFile(job);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    bytes += html.length;
  }
  // Written last: scripts/build-state.ts takes a build without it as unfinished.
  writeFileSync(join(pagesDir, 'built.json'), `${JSON.stringify({ pages: jobs.length }, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${jobs.length} pages (${Math.round(bytes / 1024)} KB) in ${seconds} s`);
}

if (!existsSync(entryPath)) {
  console.error(`prerender: ${entryPath} is missing (Parcel's "prerender" target did not build)`);
  process.exit(1);
}
await main();
