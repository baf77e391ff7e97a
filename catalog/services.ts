/**
 * What every menu item's page shows beyond its catalog.json title and description: the
 * starting price (only where docs/specification.md gives one), feature keys (texts in
 * locales/<lng>/pages.json under `features.<key>`) and the artwork it is drawn with.
 * Ids are the menu ids of catalog/menus.ts, so the URL /<group>/<id> finds its entry here.
 *
 * A printing service's starting price is not written here: `priceTable` names its price table
 * (catalog/prices/<id>.json) and core/pricing/printing-prices.ts computes it from the table
 * (`startingPriceOf`, the one function the pages and the quote editor ask).
 */
import { megaMenus, type ServiceGroup } from './menus.ts';
import type { PrintingServiceId } from './printing.ts';

export type PriceUnit = 'post' | 'vehicle' | 'sign' | 'set' | 'template';

export interface StartingPrice {
  /** US dollars. */
  readonly amount: number;
  readonly unit?: PriceUnit;
  /**
   * What the amount buys, from a price table: its smallest quantity and what that counts
   * ("for 250 cards": `prices.units.<unit>` in locales/<lng>/catalog.json).
   */
  readonly for?: { readonly quantity: number; readonly unit: string };
}

/** Names of the SVGs in src/assets/services/ (without `.svg`). */
export const serviceArtIds = [
  'business-cards',
  'flyers',
  'banners',
  'posters',
  'stickers',
  'booklets',
  'full-wraps',
  'partial-wraps',
  'car-decals',
  'fleet-graphics',
  'storefront-signs',
  'channel-letters',
  'led-signs',
  'monument-signs',
  'lobby-signs',
  'wayfinding-signs',
  'billboards',
  'building-wraps',
  'website',
  'e-commerce',
  'landing-page',
  'social-post',
  'social-cover',
  'video-thumbnail',
  'promo-video',
  'logo-animation',
  'search-ads',
  'email-template',
  'seo',
  'dtf-design',
  'dtf-print',
  'dtf-powder',
  'dtf-press',
  'dtf-apparel',
] as const;
export type ServiceArtId = (typeof serviceArtIds)[number];

export interface ServiceDetail {
  readonly price?: StartingPrice;
  /** The price table (catalog/prices/<id>.json) the starting price is computed from, instead of `price`. */
  readonly priceTable?: PrintingServiceId | 'gang-sheets';
  /** The note under the price (`pages:item.priceNote.<id>`) when not its group's. */
  readonly priceNote?: 'gang-sheets';
  readonly features: readonly string[];
  readonly art: ServiceArtId;
}

export const serviceDetails = {
  // Printing: starting prices from the price tables. SPEC names the products "flyers and
  // brochures", "stickers and labels": the second item of each pair shares the first one's table.
  'business-cards': {
    priceTable: 'business-cards',
    art: 'business-cards',
    features: ['stock-16-32pt', 'finish-matte-gloss-soft', 'qty-250-5000'],
  },
  letterheads: {
    art: 'business-cards',
    features: ['office-printer-safe', 'full-color-sides', 'matching-envelopes'],
  },
  envelopes: {
    art: 'business-cards',
    features: ['window-or-plain', 'self-seal-gummed', 'matching-letterheads'],
  },
  notepads: { art: 'booklets', features: ['pads-25-100', 'chipboard-back', 'three-sizes'] },
  flyers: {
    priceTable: 'flyers',
    art: 'flyers',
    features: ['paper-100lb-gloss', 'qty-100-5000', 'folding-optional'],
  },
  brochures: {
    priceTable: 'flyers',
    art: 'flyers',
    features: ['folds-tri-bi-z', 'scored-folds', 'panel-check'],
  },
  postcards: { art: 'flyers', features: ['usps-ready', 'card-14-16pt', 'eddm'] },
  'door-hangers': { art: 'flyers', features: ['die-cut-hangers', 'tear-off-coupon', 'card-14pt'] },
  banners: {
    priceTable: 'banners',
    art: 'banners',
    features: ['vinyl-13-18oz', 'hem-grommets', 'weather-inks'],
  },
  posters: {
    priceTable: 'posters',
    art: 'posters',
    features: ['poster-sizes', 'photo-papers', 'mounting-foam'],
  },
  'yard-signs': { art: 'banners', features: ['corrugated-plastic', 'h-stakes', 'one-two-sides'] },
  'retractable-banners': { art: 'banners', features: ['setup-minute', 'carry-bag', 'replacement-graphics'] },
  stickers: {
    priceTable: 'stickers',
    art: 'stickers',
    features: ['die-kiss-cut', 'waterproof-uv', 'qty-50-2500'],
  },
  booklets: {
    priceTable: 'booklets',
    art: 'booklets',
    features: ['pages-8-32', 'saddle-perfect', 'two-booklet-sizes'],
  },
  labels: {
    priceTable: 'stickers',
    art: 'stickers',
    features: ['rolls-or-sheets', 'food-safe', 'custom-shape'],
  },
  menus: { art: 'booklets', features: ['lamination-wipe', 'table-tents', 'quick-reprints'] },

  // DTF: SPEC's starting price of $3.50 is the price of a small transfer.
  'custom-transfers': {
    price: { amount: 3.5 },
    art: 'dtf-print',
    features: ['white-underbase', 'any-fabric-color', 'size-4-16'],
  },
  // Priced by the inch of length (prices/gang-sheets.json): "from" its shortest sheet's price.
  'gang-sheets': {
    priceTable: 'gang-sheets',
    priceNote: 'gang-sheets',
    art: 'dtf-print',
    features: ['sheet-22-wide', 'pay-per-sheet', 'mix-designs'],
  },
  'ready-to-press': {
    price: { amount: 3.5 },
    art: 'dtf-powder',
    features: ['no-weeding', 'press-300f-15s', 'powdered-cured'],
  },
  'full-color-prints': {
    price: { amount: 3.5 },
    art: 'dtf-design',
    features: ['no-color-limits', 'no-screen-fees', 'washes-50'],
  },
  't-shirts': { art: 'dtf-apparel', features: ['cotton-poly-blends', 'front-back-sleeves', 'no-minimum'] },
  hoodies: { art: 'dtf-apparel', features: ['pullover-zip-crew', 'washes-50', 'no-minimum'] },
  hats: { art: 'dtf-apparel', features: ['logos-4-wide', 'caps-beanies', 'no-minimum'] },
  'tote-bags': { art: 'dtf-apparel', features: ['canvas-cotton', 'full-color-any', 'no-minimum'] },
  'team-uniforms': { art: 'dtf-apparel', features: ['names-numbers', 'mixed-sizes', 'turnaround-24-48'] },
  'work-wear': { art: 'dtf-apparel', features: ['industrial-wash', 'polos-hiviz', 'reorder-on-file'] },
  'event-merch': { art: 'dtf-apparel', features: ['deadline-planning', 'no-minimum', 'turnaround-24-48'] },
  'brand-merch': { art: 'dtf-apparel', features: ['color-matched', 'small-runs', 'reorder-on-file'] },
  'pressing-guide': { art: 'dtf-press', features: ['press-300f-15s', 'prepress-5s', 'cool-10s-peel'] },
  'artwork-guide': { art: 'dtf-design', features: ['png-300dpi', 'vector-files', 'file-check'] },
  'size-guide': { art: 'dtf-print', features: ['size-small-4', 'size-medium-large', 'size-xl-16'] },
  'bulk-pricing': { art: 'dtf-print', features: ['tiered-from-50', 'gang-sheets-mixed', 'reseller-quotes'] },

  // Vehicle graphics and signs.
  'full-wraps': {
    price: { amount: 2499 },
    art: 'full-wraps',
    features: ['cast-vinyl-brands', 'warranty-5y', 'days-3-5'],
  },
  'partial-wraps': {
    price: { amount: 899 },
    art: 'partial-wraps',
    features: ['blend-paint', 'cast-vinyl-brands', 'fraction-cost'],
  },
  'car-decals': {
    price: { amount: 149 },
    art: 'car-decals',
    features: ['cut-vinyl-lettering', 'usdot-numbers', 'removable-clean'],
  },
  'fleet-graphics': {
    price: { amount: 599, unit: 'vehicle' },
    art: 'fleet-graphics',
    features: ['per-vehicle-pricing', 'templates-on-file', 'consistent-branding'],
  },
  'storefront-signs': {
    price: { amount: 799 },
    art: 'storefront-signs',
    features: ['permits-handled', 'lightbox-acm', 'installed-by-team'],
  },
  'channel-letters': {
    price: { amount: 1299 },
    art: 'channel-letters',
    features: ['led-illuminated', 'front-back-lit', 'custom-fonts-colors'],
  },
  'led-signs': {
    price: { amount: 3999 },
    art: 'led-signs',
    features: ['phone-updates', 'daylight-bright', 'energy-efficient'],
  },
  'monument-signs': {
    price: { amount: 2199 },
    art: 'monument-signs',
    features: ['monument-materials', 'optional-lighting', 'tenant-panels'],
  },
  'lobby-signs': {
    price: { amount: 299 },
    art: 'lobby-signs',
    features: ['acrylic-metal', 'dimensional-logo', 'installed-by-team'],
  },
  'wayfinding-signs': {
    price: { amount: 89, unit: 'sign' },
    art: 'wayfinding-signs',
    features: ['ada-braille', 'room-directional', 'consistent-system'],
  },
  'window-graphics': {
    art: 'storefront-signs',
    features: ['perforated-film', 'frosted-privacy', 'hours-promos'],
  },
  'wall-murals': { art: 'lobby-signs', features: ['measured-to-fit', 'textured-smooth', 'seamless-install'] },
  billboards: {
    price: { amount: 1999 },
    art: 'billboards',
    features: ['highway-readable', 'billboard-sizes', 'bold-layouts'],
  },
  'building-wraps': {
    price: { amount: 4999 },
    art: 'building-wraps',
    features: ['wind-rated-mesh', 'install-at-height', 'large-scale'],
  },
  'a-frame-signs': {
    art: 'wayfinding-signs',
    features: ['weighted-wind', 'printed-chalk', 'daily-specials'],
  },
  'construction-signs': { art: 'billboards', features: ['alu-corrugated', 'fence-banners', 'weather-tough'] },

  // Digital marketing. SPEC's "search-engine ads $199/set" is the Google Ads item.
  'custom-website-design': {
    price: { amount: 1299 },
    art: 'website',
    features: ['mobile-friendly', 'hosting-setup', 'basic-seo'],
  },
  'e-commerce-websites': {
    price: { amount: 2499 },
    art: 'e-commerce',
    features: ['secure-checkout', 'shipping-tax', 'staff-training'],
  },
  'landing-pages': {
    price: { amount: 599 },
    art: 'landing-page',
    features: ['clear-offer-form', 'delivered-week', 'ad-ready'],
  },
  'website-maintenance': {
    art: 'website',
    features: ['backups-security', 'changes-1-day', 'monthly-updates'],
  },
  'social-media-management': {
    art: 'social-post',
    features: ['posts-3-5', 'content-planning', 'monthly-reports'],
  },
  'instagram-posts': {
    price: { amount: 25, unit: 'post' },
    art: 'social-post',
    features: ['posts-carousels-stories', 'captions-included', 'monthly-sets'],
  },
  'facebook-covers': {
    price: { amount: 49 },
    art: 'social-cover',
    features: ['phone-desktop', 'event-covers', 'seasonal-version'],
  },
  'youtube-thumbnails': {
    price: { amount: 15 },
    art: 'video-thumbnail',
    features: ['size-1280', 'bold-text', 'layered-files'],
  },
  'promo-videos': {
    price: { amount: 899 },
    art: 'promo-video',
    features: ['length-30-90', 'music-captions', 'platform-versions'],
  },
  'logo-animation': {
    price: { amount: 299 },
    art: 'logo-animation',
    features: ['length-3-5s', 'mp4-transparent', 'intro-ready'],
  },
  'explainer-videos': {
    art: 'logo-animation',
    features: ['length-60-120', 'script-voiceover', 'custom-illustration'],
  },
  'video-editing': {
    art: 'promo-video',
    features: ['cut-color', 'titles-music-captions', 'quick-turnaround'],
  },
  'google-ads': {
    price: { amount: 199, unit: 'set' },
    art: 'search-ads',
    features: ['conversion-tracking', 'keyword-research', 'monthly-reports'],
  },
  'seo-optimization': { art: 'seo', features: ['site-audit', 'local-listings', 'ranking-reports'] },
  'email-templates': {
    price: { amount: 149, unit: 'template' },
    art: 'email-template',
    features: ['responsive-email', 'email-platforms', 'reusable-blocks'],
  },
  'display-ads': { art: 'search-ads', features: ['all-ad-sizes', 'static-animated', 'matching-set'] },
} as const satisfies Record<string, ServiceDetail>;

export type ServiceItemId = keyof typeof serviceDetails;

export function serviceDetail(id: string): ServiceDetail | undefined {
  return Object.hasOwn(serviceDetails, id) ? serviceDetails[id as ServiceItemId] : undefined;
}

/** Turnaround and service facts shown on every item page of a group (texts: `facts.<key>`). */
export const groupFacts = {
  printing: ['ships-1-3', 'rush-24-48', 'file-check-free'],
  dtf: ['dtf-24-48', 'dtf-washes', 'dtf-no-minimum'],
  'vehicle-wraps': ['wraps-3-5-days', 'wraps-vinyl', 'wraps-warranty', 'wraps-install'],
  'digital-marketing': ['reply-24h', 'local-team', 'rush-25'],
} as const satisfies Record<ServiceGroup, readonly string[]>;

export interface MenuPlacement {
  readonly subcategory: string;
  /** The other items of the same subcategory, in menu order. */
  readonly siblings: readonly string[];
}

/** Where an item sits in its group's mega-menu, or undefined for an id the menu lacks. */
export function menuPlacement(group: ServiceGroup, itemId: string): MenuPlacement | undefined {
  const menu = megaMenus.find((m) => m.group === group);
  const subcategory = menu?.subcategories.find((s) => s.items.includes(itemId));
  if (!subcategory) return undefined;
  return { subcategory: subcategory.id, siblings: subcategory.items.filter((id) => id !== itemId) };
}

/**
 * The contact form's `serviceType` (a value of forms/contact.form.json's enum) that a quote for
 * an item of each mega-menu subcategory is about. DTF items have no entry: they are ordered in
 * the DTF configurator on /dtf instead.
 */
export const quoteServiceBySubcategory: Readonly<Record<string, string>> = {
  'business-essentials': 'business-cards-stationery',
  'marketing-materials': 'marketing-materials',
  'large-format': 'large-format-printing',
  'specialty-printing': 'printing-services',
  'vehicle-graphics': 'vehicle-wraps',
  'commercial-signage': 'commercial-signage',
  'indoor-signs': 'indoor-signs',
  'outdoor-advertising': 'outdoor-advertising',
  'web-design': 'web-design-development',
  'social-media': 'social-media-graphics',
  'video-animation': 'video-animation',
  'digital-advertising': 'digital-marketing',
};

/** The contact form's `serviceType` for a quote about this item, or undefined (DTF, unknown ids). */
export function quoteServiceFor(group: ServiceGroup, itemId: string): string | undefined {
  const placement = menuPlacement(group, itemId);
  return placement && Object.hasOwn(quoteServiceBySubcategory, placement.subcategory)
    ? quoteServiceBySubcategory[placement.subcategory]
    : undefined;
}
