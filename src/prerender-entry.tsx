/**
 * The build's second Parcel target (package.json "prerender", Node): renders one page of the
 * site to HTML with the styles it uses, its title and description, and the namespaces it read.
 * scripts/prerender.ts calls it for every public path in both languages and writes the pages.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { allKnownPaths } from '../core/routes/known-paths.ts';
import { routeTable } from '../core/routes/route-table.ts';
import { basenameOf, localizePath } from '../core/routes/localized-paths.ts';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { emotionKey, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { ContentEditingHost } from './features/content-editing/content-editing-host.tsx';
import { formPages } from './form-engine/form-manifest.ts';
import type { EditableContent } from './lib/editable-content.ts';
import { addServedFormTexts, initI18n } from './lib/i18n.ts';
import type { FormTextTree } from '../core/api/forms.ts';
import type { ServedStartingPrices } from '../core/api/prices.ts';
import { serveStartingPrices } from '../core/pricing/served-starting-prices.ts';
import { markPrerenderedStyles } from './lib/prerendered-styles.ts';
import type { Language } from './lib/languages.ts';
import { PageMetaCollector, type PageMeta } from './lib/use-page-meta.ts';

/** What the server writes per response where these stand (server/spa-html.ts). */
export const noncePlaceholder = '__CSP_NONCE__';

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** <style data-prerendered> tags (globals first), stamped with the nonce placeholder. */
  styles: string;
  title: string;
  description?: string;
  /** The translation namespaces the page read: the browser loads them before hydrating. */
  namespaces: string[];
}

/** Every public page's language-free path (the owner's screens stay the client-only shell). */
export function publicPaths(): string[] {
  return allKnownPaths(formPages);
}

/** A path no route knows: renders the not-found screen. */
export const notFoundPath = '/__not-found__';

/**
 * The folders whose unknown pages draw a not-found screen of their own (an unknown catalogue
 * item says "Service Not Found" with a way back to its group): one per route with a trailing
 * parameter ('printing' for /printing/:itemId). The server sends `<folder>/404.html` there, so
 * the browser hydrates the very screen its route draws.
 */
export function notFoundFolders(): string[] {
  return routeTable.flatMap((route) => /^\/([a-z-]+)\/:[A-Za-z]+$/.exec(route.path)?.[1] ?? []);
}

/**
 * `content`: the owner's live texts of this language (`en:home:hero.title` → text), drawn in
 * place of the translations; the page's JSON block hands the same ones to the browser.
 */
export async function render(
  path: string,
  lng: Language,
  content: EditableContent = {},
  formTexts: Record<string, FormTextTree> = {},
  /** The live "from" prices that differ from the build's (docs/architecture.md "Price table versions"). */
  prices: ServedStartingPrices = {},
): Promise<RenderedPage> {
  serveStartingPrices(prices);
  const i18n = await initI18n(lng);
  await addServedFormTexts(i18n, lng, formTexts);
  const cache = createCache({ key: emotionKey, nonce: noncePlaceholder });
  // Styles go into the cache only (no <style> beside each component); the head gets them all.
  cache.compat = true;
  const meta: PageMeta = { title: '' };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Providers i18n={i18n} emotionCache={cache}>
      <ContentEditingHost live={content}>
        <ErrorBoundary path="" standalone>
          <StaticRouter basename={basenameOf(lng) || undefined} location={localizePath(path, lng)}>
            <PageMetaCollector sink={meta}>
              <AppRoutes />
            </PageMetaCollector>
          </StaticRouter>
        </ErrorBoundary>
      </ContentEditingHost>
    </Providers>,
    {
      // One piece: no outlined Suspense boundaries and no inline scripts the CSP would block.
      progressiveChunkSize: Infinity,
      onError(error) {
        errors.push(error);
      },
    },
  );
  if (errors.length) throw errors[0];
  const html = await new Response(prelude).text();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styles = markPrerenderedStyles(constructStyleTagsFromChunks(extractCriticalToChunks(html)));
  const loaded = i18n.store.data[lng] ?? {};
  return {
    html,
    styles,
    title: meta.title || i18n.t('brand.name', { ns: 'common' }),
    description: meta.description,
    namespaces: Object.keys(loaded),
  };
}
