/**
 * Renders the site's public pages to whole HTML documents: every path of the route table
 * (catalogue items and form pages included) in English and Spanish, plus the not-found pages,
 * each drawn by the `prerender` target (dist-prerender/prerender-entry.js, built from
 * src/prerender-entry.tsx) into dist/index.html's shell with the page's styles and head.
 *
 * Used twice: by the build (scripts/prerender.ts writes the pages with the default texts to
 * dist/pages/) and by the running server whenever the owner publishes texts
 * (server/pages/live-pages.ts, in a worker thread), which renders them again with the live
 * texts. Either way a page holds the live texts of its language in a JSON block
 * (`siteContentId`), so the browser hydrates and navigates with exactly those texts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { servedFormTextsId, type FormTextTree } from '../../core/api/forms.ts';
import { servedStartingPricesId, type ServedStartingPrices } from '../../core/api/prices.ts';
import { siteContentId } from '../../core/content/editable-keys.ts';
import { type Language, languages } from '../../core/i18n/languages.ts';
import { paths } from '../../core/routes/paths.ts';
import type { ContentMap } from '../store/types.ts';
import { startAfterFirstPaint } from './app-script.ts';
import { escapeHtml, headTags, localBusiness } from './page-head.ts';

/** An empty element right after the page's markup (see rel=expect below). */
const pageEndId = 'page-end';

export function prerenderEntryPath(root: string): string {
  return join(root, 'dist-prerender', 'prerender-entry.js');
}

let hooked = false;
/**
 * The prerender bundle leaves node_modules to Node (one copy of React for react-dom/server and
 * the pages). Node does not know Parcel's package.json aliases, nor extensionless deep imports
 * (Ajv's generated validators): mend both here, once per thread.
 */
function mendResolution(root: string) {
  if (hooked) return;
  hooked = true;
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
}

interface Entry {
  render(
    path: string,
    lng: Language,
    content: ContentMap,
    formTexts?: Record<string, FormTextTree>,
    prices?: ServedStartingPrices,
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

/** A page to render: a public path, or (path null) the not-found page of a folder ('' for the site). */
export interface PageJob {
  lng: Language;
  path: string | null;
  folder?: string;
}

/** Where a page lives under dist/pages/: `<lng>/<path>.html`, the home page as index.html. */
export function pageName({ lng, path, folder = '' }: PageJob): string {
  const name = path === null ? join(folder, '404') : path === '/' ? 'index' : path.slice(1);
  return join(lng, `${name}.html`);
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * The node target's asset URLs are file:///…/dist-prerender/name.HASH.ext, with other hashes
 * than the browser build's: map each to the one dist/ file of that name and extension.
 */
function assetUrlMapper(distDir: string): (html: string) => string {
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

/** The texts of one language, keys as in website-content.json (`en:home:hero.title`). */
export function contentOf(content: ContentMap, lng: Language): ContentMap {
  const prefix = `${lng}:`;
  return Object.fromEntries(Object.entries(content).filter(([key]) => key.startsWith(prefix)));
}

/**
 * The JSON block of a page's live texts. `<` is escaped so no text can end the script
 * element, and `__` so no text can hold a placeholder the server fills in per response.
 */
export function siteContentBlock(content: ContentMap): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c').replace(/__/g, '_\\u005f');
  return `<script type="application/json" id="${siteContentId}">${json}</script>`;
}

const pageEnd = `<template id="${pageEndId}"></template>`;

/** A built page (with the default texts) with the live texts' block added, for the browser. */
export function withContentBlock(html: string, content: ContentMap): string {
  if (!html.includes(pageEnd)) throw new Error(`prerender: a page has no ${pageEnd}`);
  return Object.keys(content).length
    ? html.replace(pageEnd, () => pageEnd + siteContentBlock(content))
    : html;
}

/**
 * A page with a JSON block the browser reads before hydrating (none for an empty value): the
 * served forms' texts of its language, the live "from" prices.
 */
export function withJsonBlock(html: string, id: string, value: object | undefined): string {
  if (!value || !Object.keys(value).length) return html;
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/__/g, '_\\u005f');
  return html.replace(pageEnd, () => `${pageEnd}<script type="application/json" id="${id}">${json}</script>`);
}

/** The namespaces a rendered page read (its i18n-namespaces meta tag), or null. */
export function namespacesOf(html: string): string[] | null {
  const match = /<meta name="i18n-namespaces" content="([^"]*)">/.exec(html);
  return match ? match[1].split(' ').filter(Boolean) : null;
}

export interface PageRenderer {
  /** Every page of the site, both languages. */
  jobs: PageJob[];
  /** One whole page with these live texts (any languages; the page keeps its own). */
  render(
    job: PageJob,
    content: ContentMap,
    formTexts?: Record<string, FormTextTree>,
    prices?: ServedStartingPrices,
  ): Promise<string>;
}

/** Loads the prerender bundle; `root` holds dist/ and dist-prerender/ (the project's root). */
export async function createPageRenderer(root: string): Promise<PageRenderer> {
  const entryPath = prerenderEntryPath(root);
  if (!existsSync(entryPath))
    throw new Error(`prerender: ${entryPath} is missing (Parcel's "prerender" target did not build)`);
  mendResolution(root);
  const distDir = join(root, 'dist');
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(entryPath).href)) as Entry;
  const mapAssets = assetUrlMapper(distDir);
  const text = (lng: Language, ns: string, key: string): string => {
    let node: unknown = readJson(join(root, 'locales', lng, `${ns}.json`));
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no text '${key}'`);
    return node;
  };

  const jobs: PageJob[] = [];
  for (const lng of languages) {
    for (const path of entry.publicPaths()) jobs.push({ lng, path });
    jobs.push({ lng, path: null });
    for (const folder of entry.notFoundFolders()) jobs.push({ lng, path: null, folder });
  }

  async function render(
    job: PageJob,
    allContent: ContentMap,
    formTexts?: Record<string, FormTextTree>,
    prices?: ServedStartingPrices,
  ): Promise<string> {
    const { lng, path, folder } = job;
    const content = contentOf(allContent, lng);
    const page = await entry.render(
      path ?? (folder ? `/${folder}${entry.notFoundPath}` : entry.notFoundPath),
      lng,
      content,
      formTexts,
      prices,
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
      `<div id="root">${mapAssets(page.html)}</div>${pageEnd}${startAfterFirstPaint(appScript)}`,
      '#root',
    );
    return withJsonBlock(
      withJsonBlock(withContentBlock(html, content), servedFormTextsId, formTexts),
      servedStartingPricesId,
      prices,
    );
  }

  return { jobs, render };
}
