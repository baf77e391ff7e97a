/**
 * Which concrete paths have a real screen: the route table's static paths, every catalogue id
 * under its group and /request/<form-id> for each form file with a page of its own. The forms
 * are given by the caller (the server reads forms/, the browser has the build's manifest), so
 * a new form file is a new page with no change here. The server answers 200 for these and 404
 * for anything else. Each page has an address per language (localized-paths.ts): /es/printing
 * is known exactly when /printing is.
 */
import { megaMenus, menuItemIds, type ServiceGroup } from '../../catalog/menus.ts';
import { printingServiceIds } from '../../catalog/printing.ts';
import { languages } from '../i18n/languages.ts';
import { localizePath, splitLanguage } from './localized-paths.ts';
import { paths } from './paths.ts';
import { isPrivateRoute, isUnlistedRoute, routeTable } from './route-table.ts';

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

/**
 * What each parameter of a route accepts: a quote's version is a number, a form's id is written
 * as forms/form.schema.json allows and a price table's as catalog/prices/price-table.schema.json
 * does; anything else is one segment of base64url characters (a link's token).
 */
const parameterPatterns: Record<string, string> = {
  version: '[0-9]{1,6}',
  formId: '[a-z][a-z0-9-]{0,63}',
  tableId: '[a-z][a-z0-9-]{0,63}',
};
const tokenPattern = '[A-Za-z0-9_-]{1,128}';

const routePattern = (path: string) =>
  new RegExp(
    `^${path.replace(/:([A-Za-z]+)/g, (_, name: string) => parameterPatterns[name] ?? tokenPattern)}$`,
  );

/**
 * The unlisted routes' paths as patterns. Any token is a page, not a 404: a token cut short by
 * a mail program still gets the page, which explains the link and offers a new one.
 */
const unlistedPatterns: readonly RegExp[] = routeTable
  .filter(isUnlistedRoute)
  .map((r) => routePattern(r.path));

/**
 * The owner's screens with a parameter (one form, /owner/forms/<form-id>; one price table,
 * /owner/forms/prices/<table-id>): any well-formed id is the screen, which says so itself when
 * the server has no such form or table.
 */
const privatePatterns: readonly RegExp[] = routeTable
  .filter((r) => isPrivateRoute(r) && r.path.includes(':'))
  .map((r) => routePattern(r.path));

/** The ids of the form files that have a page (`hasOwnPage`). */
export type FormPages = readonly string[];

/** True when the SPA shows a real screen (not a not-found one) for this pathname, in any language. */
export function isKnownPath(pathname: string, formPages: FormPages = []): boolean {
  const bare = splitLanguage(pathname).path;
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if (staticPaths.has(path)) return true;
  if ([...unlistedPatterns, ...privatePatterns].some((pattern) => pattern.test(path))) return true;
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)$/.exec(path);
  if (!match) return false;
  if (match[1] === 'request') return formPages.includes(match[2]);
  const group = megaMenus.find((m) => m.group === match[1])?.group;
  return group !== undefined && isKnownItem(group, match[2]);
}

/**
 * True for a page search engines must leave alone (noindex): the owner's screens and the
 * unlisted pages, in any language.
 */
export function isNoIndexPath(pathname: string): boolean {
  const bare = splitLanguage(pathname).path;
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if ([...unlistedPatterns, ...privatePatterns].some((pattern) => pattern.test(path))) return true;
  return routeTable.some((r) => isPrivateRoute(r) && r.path === path);
}

/** The owner's pages and the unlisted ones answer 200 but are nobody's business to list. */
const publicStaticPaths = routeTable
  .filter((r) => !isPrivateRoute(r) && !isUnlistedRoute(r))
  .map((r) => r.path)
  .filter((p) => staticPaths.has(p));

/** Every concrete public page the site has, language-free (its English address). */
export function allKnownPaths(formPages: FormPages = []): string[] {
  const items = megaMenus.flatMap((m) => [...itemIdsByGroup[m.group]].map((id) => `/${m.group}/${id}`));
  return [...publicStaticPaths, ...new Set(items), ...formPages.map(paths.formRequest)];
}

/** Every public address in every language: each page of allKnownPaths in English, then in Spanish. */
export function allLocalizedPaths(formPages: FormPages = []): string[] {
  const pages = allKnownPaths(formPages);
  return languages.flatMap((lng) => pages.map((path) => localizePath(path, lng)));
}
