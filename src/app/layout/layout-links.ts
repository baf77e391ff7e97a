/**
 * Which pages the header and footer link to, and under which `layout` text key. The labels
 * live in locales/<lng>/layout.json; the URLs come from `paths`, so a renamed route needs no
 * change here.
 */
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';

export interface LayoutLink {
  /** Key in the `layout` namespace. */
  readonly key: string;
  readonly to: string;
}

/** Plain links after the mega-menus in the main navigation. */
export const secondaryNavLinks: readonly LayoutLink[] = [
  { key: 'nav.jobs', to: paths.jobs },
  { key: 'nav.orderStatus', to: paths.orderStatus },
  { key: 'nav.upload', to: paths.upload },
];

/** Menu items the footer promotes; each one is a real menu item with its own page. */
export const popularServices: readonly { readonly group: ServiceGroup; readonly id: string }[] = [
  { group: 'printing', id: 'business-cards' },
  { group: 'printing', id: 'flyers' },
  { group: 'dtf', id: 'gang-sheets' },
  { group: 'vehicle-wraps', id: 'full-wraps' },
  { group: 'digital-marketing', id: 'custom-website-design' },
  { group: 'digital-marketing', id: 'seo-optimization' },
];

export const footerQuickLinks: readonly LayoutLink[] = [
  { key: 'nav.about', to: paths.about },
  { key: 'nav.services', to: paths.services },
  { key: 'nav.portfolio', to: paths.portfolio },
  { key: 'nav.jobs', to: paths.jobs },
  { key: 'nav.orderStatus', to: paths.orderStatus },
  { key: 'nav.upload', to: paths.upload },
  { key: 'nav.contact', to: paths.contact },
  { key: 'nav.booking', to: paths.booking },
];

export const footerLegalLinks: readonly LayoutLink[] = [
  { key: 'nav.privacy', to: paths.privacy },
  { key: 'nav.terms', to: paths.terms },
  // SPEC's footer links to "a website builder"; ours is the shop's own website design service.
  { key: 'footer.websiteBuilder', to: paths.websiteDesign },
];
