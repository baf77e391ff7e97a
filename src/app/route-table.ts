/**
 * The one route table. The SPA's router maps each id to its lazy screen; the server uses
 * `isKnownPath` to decide between 200 and 404. Keep it free of React so Node can import it.
 */
import { megaMenus, menuItemIds, type ServiceGroup } from '../../catalog/menus.ts';
import { printingServiceIds } from '../../catalog/printing.ts';

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
  { id: 'not-found', path: '*' },
] as const;

export type RouteId = (typeof routeTable)[number]['id'];

/** Which ids each `:itemId` route accepts; anything else is a not-found screen (and a 404). */
const itemIdsByGroup: Record<ServiceGroup, ReadonlySet<string>> = {
  printing: new Set<string>([...menuItemIds('printing'), ...printingServiceIds]),
  dtf: new Set(menuItemIds('dtf')),
  'vehicle-wraps': new Set(menuItemIds('vehicle-wraps')),
  'digital-marketing': new Set(menuItemIds('digital-marketing')),
};

export function isKnownItem(group: ServiceGroup, itemId: string): boolean {
  return itemIdsByGroup[group].has(itemId);
}

const staticPaths: ReadonlySet<string> = new Set(
  routeTable.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*'),
);

/** True when the SPA shows a real screen (not a not-found one) for this pathname. */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPaths.has(path)) return true;
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)$/.exec(path);
  if (!match) return false;
  const group = megaMenus.find((m) => m.group === match[1])?.group;
  return group !== undefined && isKnownItem(group, match[2]);
}

/** Every concrete URL the site has, for the sitemap and the crawl tests. */
export function allKnownPaths(): string[] {
  const items = megaMenus.flatMap((m) => [...itemIdsByGroup[m.group]].map((id) => `/${m.group}/${id}`));
  return [...staticPaths, ...new Set(items)];
}
