/**
 * The one route table. The SPA's router maps each id to its lazy screen; the server decides
 * between 200 and 404 with known-paths.ts, built on it. Free of React so Node can import it.
 * `private` marks the owner's screens: drawn without the public header and footer, left out
 * of sitemap.xml, disallowed in robots.txt and marked noindex. `unlisted` marks a public page
 * that is nobody else's business (a customer's own request, reached by a private link): drawn
 * with the public header and footer (unless `bare`), but like the private ones left out of
 * sitemap.xml, disallowed in robots.txt and marked noindex. `bare` draws a route without the
 * public header, footer and chat, as the private ones are: a customer's quote laid out for print.
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
  { id: 'customer-request', path: '/my-request/:token', unlisted: true },
  { id: 'customer-quote', path: '/my-request/:token/quote/:version', unlisted: true, bare: true },
  { id: 'owner', path: '/owner', private: true },
  { id: 'owner-quote', path: '/owner/quote', private: true },
  { id: 'owner-forms', path: '/owner/forms', private: true },
  { id: 'owner-form', path: '/owner/forms/:formId', private: true },
  { id: 'owner-prices', path: '/owner/forms/prices/:tableId', private: true },
  { id: 'not-found', path: '*' },
] as const;

type RouteEntry = (typeof routeTable)[number];
export type RouteId = RouteEntry['id'];

export function isPrivateRoute(route: RouteEntry): boolean {
  return 'private' in route && route.private;
}

export function isUnlistedRoute(route: RouteEntry): boolean {
  return 'unlisted' in route && route.unlisted;
}

/** Drawn without the public header, footer and chat: the owner's screens and any route marked `bare`. */
export function isBareRoute(route: RouteEntry): boolean {
  return isPrivateRoute(route) || ('bare' in route && route.bare);
}

/**
 * The owner's paths, for robots.txt (no page of theirs is for search engines): one form's
 * screen (`/owner/forms/:formId`) and one price table's (`/owner/forms/prices/:tableId`) are
 * under `/owner/forms` and need no line of their own.
 */
export const privatePaths: readonly string[] = routeTable
  .filter(isPrivateRoute)
  .map((r) => r.path)
  .filter((path) => !path.includes(':'));

/**
 * What robots.txt disallows besides the API: the owner's paths, and each unlisted route up to
 * its first parameter ('/my-request/'), which covers every token without naming one. A rule
 * matches by prefix, so a path under one already listed ('/owner/quote' under '/owner') is left out.
 */
export const noIndexPathPrefixes: readonly string[] = [
  ...new Set([...privatePaths, ...routeTable.filter(isUnlistedRoute).map((r) => r.path.split(':', 1)[0])]),
].filter((path, _index, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)));
