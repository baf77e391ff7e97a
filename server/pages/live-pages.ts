/**
 * Keeps the pages this process serves at the live version of the owner's texts (docs/architecture.md
 * "The site's texts"). The build's pages hold the default texts; whenever the store's
 * highest content version differs from the one served, the pages of each language whose texts
 * changed are rendered again (in a worker thread, render-worker.ts) and swapped in whole, so a
 * visitor gets either the old page or the new one, never a mix, and the new texts are in the
 * first HTML. A process publishing refreshes at once; every process also polls the version, so
 * all processes on one PostgreSQL serve a new version within a few seconds.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { type Language, languages } from '../../core/i18n/languages.ts';
import type { ServedFormTexts } from '../../core/api/forms.ts';
import type { ServedStartingPrices } from '../../core/api/prices.ts';
import type { SpaHtml } from '../spa-html.ts';
import type { ContentAccess, ContentMap } from '../store/types.ts';
import { contentOf, prerenderEntryPath } from './render-pages.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

export interface LivePages {
  /**
   * Starts serving the store's live version: resolves once the pages hold it (right away when
   * nothing was ever published), then polls every `pollMs`.
   */
  start(
    content: ContentAccess,
    forms?: () => ServedFormTexts,
    prices?: () => ServedStartingPrices,
  ): Promise<void>;
  /** Checks the live version now and renders when it moved; resolves once this process serves it. */
  refresh(): Promise<void>;
  /** The version this process serves (0: the defaults). */
  servedVersion(): number;
  stop(): void;
}

export type LivePagesOptions = {
  html: SpaHtml;
  /** The project's root: dist/, dist-prerender/, locales/ and node_modules/. */
  root: string;
  log: FastifyBaseLogger;
  /** How often to look for a version another process published; default 2000 ms. */
  pollMs?: number;
};

function sameTexts(a: ContentMap, b: ContentMap): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Renders the pages of `languages` with `content` in a worker started for the purpose. */
function renderInWorker(root: string, request: RenderRequest): Promise<[string, string][]> {
  const worker = new Worker(resolve(root, 'server', 'pages', 'render-worker.ts'), { workerData: { root } });
  return new Promise<[string, string][]>((done, fail) => {
    worker.once('message', (reply: RenderReply) =>
      'pages' in reply ? done(reply.pages) : fail(new Error(reply.error)),
    );
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the page renderer stopped (exit code ${code})`)));
    worker.postMessage(request);
  }).finally(() => void worker.terminate());
}

export function createLivePages({ html, root, log, pollMs = 2000 }: LivePagesOptions): LivePages {
  const canRender = existsSync(prerenderEntryPath(root)) && html.pageCount > 0;
  let store: ContentAccess | null = null;
  // The texts of forms published since the build (live-forms.ts): pages that show them are
  // rendered again like those of the site's texts.
  let formTexts: () => ServedFormTexts = () => ({});
  // The "from" prices of price tables published since the build (live-prices.ts): every page
  // carries them, and the pages showing one are rendered again.
  let startingPrices: () => ServedStartingPrices = () => ({});
  let servedPrices = '{}';
  let served = 0;
  let servedContent: ContentMap = {};
  let servedForms = '{}';
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> = Promise.resolve();
  let warned = false;

  async function check(): Promise<void> {
    if (!store) return;
    const latest = await store.liveVersion();
    const forms = formTexts();
    const formsKey = JSON.stringify(forms);
    const prices = startingPrices();
    const pricesKey = JSON.stringify(prices);
    if (latest === served && formsKey === servedForms && pricesKey === servedPrices) return;
    const content =
      latest === served ? servedContent : latest === 0 ? {} : ((await store.version(latest))?.content ?? {});
    const before = JSON.parse(servedForms) as ServedFormTexts;
    const changed: Language[] = languages.filter(
      (lng) =>
        pricesKey !== servedPrices ||
        !sameTexts(contentOf(content, lng), contentOf(servedContent, lng)) ||
        JSON.stringify(forms[lng] ?? {}) !== JSON.stringify(before[lng] ?? {}),
    );
    if (changed.length > 0) {
      if (!canRender) {
        if (!warned)
          log.warn('published texts are not shown: this build has no prerendered pages to render again');
        warned = true;
        return;
      }
      const started = performance.now();
      const pages = await renderInWorker(root, { content, languages: changed, forms, prices });
      await html.replacePages(pages);
      log.info(
        {
          version: latest,
          languages: changed,
          pages: pages.length,
          ms: Math.round(performance.now() - started),
        },
        'pages rendered with the live texts',
      );
    }
    served = latest;
    servedContent = content;
    servedForms = formsKey;
    servedPrices = pricesKey;
  }

  /** One check at a time: a call during a render waits for it, then checks again. */
  function refresh(): Promise<void> {
    const next = turn.then(check);
    turn = next.catch((error: unknown) => log.error({ err: error }, 'rendering the live texts failed'));
    return next;
  }

  return {
    async start(content, forms, prices) {
      store = content;
      if (forms) formTexts = forms;
      if (prices) startingPrices = prices;
      // A failure is logged and tried again at the next poll; the site keeps its pages meanwhile.
      await refresh().catch(() => undefined);
      timer = setInterval(() => void refresh().catch(() => undefined), pollMs);
      timer.unref();
    },
    refresh,
    servedVersion: () => served,
    stop: () => clearInterval(timer),
  };
}
