/**
 * Which pages the accessibility tests visit, taken from the code: the route table's known paths
 * (with the form pages of forms/), the owner's screen, and two not-found screens.
 *
 * Every catalogue item page of a group is the same screen with other texts, and a full axe run
 * costs about two seconds a page on a small machine (81 paths × 2 languages × 2 widths would be
 * over ten minutes). So by default the item pages are sampled: the first item of each group, and
 * each item that carries a section of its own (a printing order form, a marketing offer with its
 * quote form, the website configurator), plus the first printing item without an order form.
 * Every static route and every form page is always checked. AXE_ALL_ROUTES=1 checks every path.
 *
 * At desktop width the item pages and the form pages are the screens already checked at phone
 * width with a wider column, so one of each stands for them there (a11yDesktopRoutes).
 */
import { featuredMarketingServices } from '../../catalog/digital-marketing.ts';
import { megaMenus } from '../../catalog/menus.ts';
import { printingServiceIds } from '../../catalog/printing.ts';
import { allKnownPaths } from '../../core/routes/known-paths.ts';
import { paths } from '../../core/routes/paths.ts';
import { privatePaths } from '../../core/routes/route-table.ts';
import { formPagesIn } from './form-files.ts';

/** A path no route knows, and an item id its group does not have. */
export const notFoundPaths = ['/no-such-page', '/printing/no-such-item'];

const itemPathPattern = /^\/([a-z-]+)\/([a-z0-9-]+)$/;
const groups = new Set<string>(megaMenus.map((menu) => menu.group));

function isItemPath(path: string): boolean {
  const match = itemPathPattern.exec(path);
  return match !== null && groups.has(match[1]);
}

/** The item pages that stand for all of them (see the file's comment). */
function sampledItemPaths(itemPaths: string[]): string[] {
  const firstOfEachGroup = megaMenus.map((menu) => itemPaths.find((p) => p.startsWith(`/${menu.group}/`)));
  const orderable = new Set<string>(printingServiceIds);
  const withSections = [
    ...printingServiceIds.slice(0, 1).map((id) => paths.item('printing', id)),
    ...featuredMarketingServices.map((id) => paths.item('digital-marketing', id)),
  ];
  const plainPrinting = itemPaths.find((p) => p.startsWith('/printing/') && !orderable.has(p.split('/')[2]));
  const chosen = new Set([...firstOfEachGroup, ...withSections, plainPrinting]);
  return itemPaths.filter((p) => chosen.has(p));
}

export function a11yRoutes(all = process.env.AXE_ALL_ROUTES === '1'): string[] {
  const known = allKnownPaths(formPagesIn());
  const items = known.filter(isItemPath);
  const others = known.filter((p) => !isItemPath(p));
  return [...others, ...(all ? items : sampledItemPaths(items)), ...privatePaths, ...notFoundPaths];
}

/** The pages checked at desktop width: a11yRoutes with one item page and one form page. */
export function a11yDesktopRoutes(all = process.env.AXE_ALL_ROUTES === '1'): string[] {
  const routes = a11yRoutes(all);
  if (all) return routes;
  const firstItem = routes.find(isItemPath);
  const firstForm = routes.find((p) => p.startsWith('/request/'));
  return routes.filter((p) =>
    isItemPath(p) ? p === firstItem : p.startsWith('/request/') ? p === firstForm : true,
  );
}
