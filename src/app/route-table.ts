/**
 * The one route table. The SPA's router maps each id to its lazy screen; the server decides
 * between 200 and 404 with known-paths.ts, built on it. Free of React so Node can import it.
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
  { id: 'not-found', path: '*' },
] as const;

export type RouteId = (typeof routeTable)[number]['id'];
