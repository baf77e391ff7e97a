import { lazy, type ComponentType } from 'react';

const reloadKey = 'chunk-reload-at';
/** A second failure within this window is a real outage: show the error screen, don't loop. */
const reloadWindowMs = 30_000;

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Wraps a route's dynamic import. When a chunk fails to load (usually a deploy replaced it)
 * the page reloads once to fetch the new HTML; if that does not help, the error reaches the
 * error boundary, which shows the 'Unexpected Application Error!' screen.
 */
export function loadPageOnce(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    try {
      const module = await load();
      // The prerenderer (Node) has no sessionStorage, and no reload to remember.
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(reloadKey);
      return module;
    } catch (error) {
      if (typeof sessionStorage === 'undefined') throw error;
      const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
      if (Date.now() - last > reloadWindowMs) {
        sessionStorage.setItem(reloadKey, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}

/**
 * A lazy screen with `preload()`. Once its module has arrived, the lazy component gets it
 * synchronously, so hydrating a prerendered page whose chunk was preloaded does not suspend.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  const loadOnce = loadPageOnce(load);
  let loaded: PageModule | undefined;
  const preload = () => loadOnce().then((module) => (loaded = module));
  const Screen = lazy(() =>
    loaded
      ? // A thenable that calls back at once: React sees the module as ready on first render.
        ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : preload(),
  );
  return Object.assign(Screen, { preload });
}
