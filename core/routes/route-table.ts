/**
 * The one route table. The SPA's router maps each id to its lazy screen; the server decides
 * between 200 and 404 with known-paths.ts, built on it. Free of React so Node can import it.
 * `private` marks the owner's screens: drawn without the public header and footer, left out
 * of sitemap.xml, disallowed in robots.txt and marked noindex.
 */

export const routeTable = [
  { id: 'home', path: '/' },
  { id: 'jobs', path: '/jobs' },
  { id: 'order-status', path: '/order-status' },
  { id: 'upload', path: '/upload' },
  { id: 'contact', path: '/contact' },
  { id: 'booking', path: '/booking' },
  { id: 'about', path: '/about' },
  { id: 'services', path: '/services' },
  { id: 'portfolio', path: '/portfolio' },
  { id: 'privacy', path: '/privacy' },
  { id: 'terms', path: '/terms' },
  { id: 'printing', path: '/printing' },
  { id: 'printing-services', path: '/printing/services' },
  { id: 'printing-item', path: '/printing/:itemId' },
  { id: 'dtf', path: '/dtf' },
  { id: 'dtf-item', path: '/dtf/:itemId' },
  { id: 'vehicle-wraps', path: '/vehicle-wraps' },
  { id: 'vehicle-wraps-item', path: '/vehicle-wraps/:itemId' },
  { id: 'digital-marketing', path: '/digital-marketing' },
  { id: 'digital-marketing-item', path: '/digital-marketing/:itemId' },
  { id: 'form-request', path: '/request/:formId' },
  { id: 'owner', path: '/owner', private: true },
  { id: 'not-found', path: '*' },
] as const;

type RouteEntry = (typeof routeTable)[number];
export type RouteId = RouteEntry['id'];

export function isPrivateRoute(route: RouteEntry): boolean {
  return 'private' in route && route.private;
}

/** The owner's paths, for robots.txt (no page of theirs is for search engines). */
export const privatePaths: readonly string[] = routeTable.filter(isPrivateRoute).map((r) => r.path);
