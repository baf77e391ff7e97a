import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { basenameOf, splitLanguage } from '../core/routes/localized-paths.ts';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { ContentEditingHost } from './features/content-editing/content-editing-host.tsx';
import { AppRoutes, preloadScreen } from './app/routes.tsx';
import { readPageContent } from './lib/editable-content.ts';
import { addServedFormTexts, initI18n } from './lib/i18n.ts';
import { servedFormTextsId } from '../core/api/forms.ts';
import { servedStartingPricesId, type ServedStartingPrices } from '../core/api/prices.ts';
import { serveStartingPrices } from '../core/pricing/served-starting-prices.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { getSystem } from './lib/theme.ts';
import { markRootCommitted, usePageLive } from './components/island.tsx';
import { namespaces, type Namespace } from './lib/languages.ts';
import { localeLoaders } from './lib/locale-loaders.ts';

const isNamespace = (name: string): name is Namespace => (namespaces as readonly string[]).includes(name);

declare global {
  interface Window {
    /** The prerendered page's note of a button pressed before its script ran (scripts/prerender.ts). */
    clicksBeforeLive?: { stop(): Element | null };
  }
}

/**
 * Marks <html data-hydrated> once React has drawn or hydrated the page, the root and every
 * island (src/components/island.tsx), so tests (and anyone curious) can tell when the prerendered
 * page has become the live app. It renders nothing.
 */
function HydratedMark() {
  // After the render in which the parts that wait for hydration (useHydrated) have appeared.
  const hydrated = useHydrated();
  const live = usePageLive();
  useEffect(() => {
    if (hydrated) markRootCommitted();
  }, [hydrated]);
  useEffect(() => {
    if (live) document.documentElement.dataset.hydrated = '';
  }, [live]);
  return null;
}

/**
 * Lets the browser paint and answer input before the next step: each step of the start gets
 * a task of its own, none long enough to hold a tap back (Total Blocking Time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** React's recoverable errors (a hydration mismatch among them) are logged, so tests see them. */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('React recoverable error:', error, info.componentStack ?? '');
}

async function start() {
  const container = document.getElementById('root')!;
  // The address decides the language: /es/... is Spanish, the rest English. SPEC's detection
  // order already chose the address (the inline script at the top of src/index.html).
  const { lng, path } = splitLanguage(window.location.pathname);
  const screen = preloadScreen(path);
  // The texts the prerendered page read: fetched now, beside the screen's chunk and i18next's
  // start, not one round trip after it.
  const used =
    document.querySelector<HTMLMetaElement>('meta[name="i18n-namespaces"]')?.content.split(' ') ?? [];
  for (const ns of used.filter(isNamespace)) void localeLoaders[lng][ns]().catch(() => undefined);
  await nextTask();
  getSystem();
  await nextTask();
  const i18n = await initI18n(lng);
  // A form's texts published since the build, which the prerendered page already shows.
  await addServedFormTexts(i18n, lng, readJsonBlock(servedFormTextsId));
  // The "from" prices the owner published since the build, which the page already shows.
  serveStartingPrices(readJsonBlock(servedStartingPricesId) as ServedStartingPrices | null);
  const app: ReactNode = (
    <Providers i18n={i18n}>
      <ContentEditingHost live={readPageContent()}>
        <ErrorBoundary path="" standalone>
          <BrowserRouter basename={basenameOf(lng) || undefined}>
            <AppRoutes />
            <HydratedMark />
          </BrowserRouter>
        </ErrorBoundary>
      </ContentEditingHost>
    </Providers>
  );
  // A prerendered page (dist/pages/…) is hydrated; the shell (the owner's screens) is drawn.
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // The screen's chunk and the texts it read at build time are ready before hydrating, so
  // hydration runs once, without suspending.
  await Promise.all([screen, i18n.loadNamespaces(used)]);
  await nextTask();
  // From here React sees presses itself: one on a part not yet hydrated makes React hydrate
  // that part first, then it answers. A press from before (the page's note) is made again now.
  const pressed = window.clicksBeforeLive?.stop();
  hydrateRoot(container, app, { onRecoverableError });
  if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click();
}

/** A JSON block of the page (null when absent or unreadable). */
function readJsonBlock(id: string): Record<string, unknown> | null {
  try {
    return JSON.parse(document.getElementById(id)?.textContent || 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

void start();
