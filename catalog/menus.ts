/**
 * The four header mega-menus. Every item id is the last segment of its URL
 * (/printing/business-cards, /dtf/gang-sheets ...); its texts live in
 * locales/<lng>/catalog.json under `items.<id>` and each subcategory under `subcategories.<id>`.
 */
import type { ServiceGroup } from './service-groups.ts';

// Kept apart so the header's triggers need not carry all 64 item ids into every page's bundle.
export { serviceGroups, type ServiceGroup } from './service-groups.ts';

export interface MenuSubcategory {
  readonly id: string;
  readonly items: readonly string[];
}

export interface MegaMenu {
  readonly group: ServiceGroup;
  readonly subcategories: readonly MenuSubcategory[];
}

export const megaMenus: readonly MegaMenu[] = [
  {
    group: 'printing',
    subcategories: [
      { id: 'business-essentials', items: ['business-cards', 'letterheads', 'envelopes', 'notepads'] },
      { id: 'marketing-materials', items: ['flyers', 'brochures', 'postcards', 'door-hangers'] },
      { id: 'large-format', items: ['banners', 'posters', 'yard-signs', 'retractable-banners'] },
      { id: 'specialty-printing', items: ['stickers', 'booklets', 'labels', 'menus'] },
    ],
  },
  {
    group: 'dtf',
    subcategories: [
      {
        id: 'dtf-transfers',
        items: ['custom-transfers', 'gang-sheets', 'ready-to-press', 'full-color-prints'],
      },
      { id: 'dtf-apparel', items: ['t-shirts', 'hoodies', 'hats', 'tote-bags'] },
      { id: 'dtf-business', items: ['team-uniforms', 'work-wear', 'event-merch', 'brand-merch'] },
      { id: 'dtf-help', items: ['pressing-guide', 'artwork-guide', 'size-guide', 'bulk-pricing'] },
    ],
  },
  {
    group: 'vehicle-wraps',
    subcategories: [
      { id: 'vehicle-graphics', items: ['full-wraps', 'partial-wraps', 'car-decals', 'fleet-graphics'] },
      {
        id: 'commercial-signage',
        items: ['storefront-signs', 'channel-letters', 'led-signs', 'monument-signs'],
      },
      { id: 'indoor-signs', items: ['lobby-signs', 'wayfinding-signs', 'window-graphics', 'wall-murals'] },
      {
        id: 'outdoor-advertising',
        items: ['billboards', 'building-wraps', 'a-frame-signs', 'construction-signs'],
      },
    ],
  },
  {
    group: 'digital-marketing',
    subcategories: [
      {
        id: 'web-design',
        items: ['custom-website-design', 'e-commerce-websites', 'landing-pages', 'website-maintenance'],
      },
      {
        id: 'social-media',
        items: ['social-media-management', 'instagram-posts', 'facebook-covers', 'youtube-thumbnails'],
      },
      {
        id: 'video-animation',
        items: ['promo-videos', 'logo-animation', 'explainer-videos', 'video-editing'],
      },
      {
        id: 'digital-advertising',
        items: ['google-ads', 'seo-optimization', 'email-templates', 'display-ads'],
      },
    ],
  },
];

/** Every menu item id of one group, in menu order. */
export function menuItemIds(group: ServiceGroup): string[] {
  return menuFor(group).subcategories.flatMap((s) => [...s.items]);
}

/** The menu of one group (every group has one). */
export function menuFor(group: ServiceGroup): MegaMenu {
  return megaMenus.find((m) => m.group === group)!;
}
