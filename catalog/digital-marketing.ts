/**
 * The /digital-marketing screen and its item pages: the ten priced items (docs/specification.md section 3)
 * with the categories that make the filter work, the three featured services, the process,
 * the website packages and add-ons, and the quote-page offers. Texts: pages.json
 * `digitalMarketing`, website.json and forms.json `website-design`.
 */
export const digitalMarketingCategories = [
  'web-design',
  'social-media',
  'video-animation',
  'digital-advertising',
] as const;
export type DigitalMarketingCategory = (typeof digitalMarketingCategories)[number];

export interface DigitalMarketingItem {
  readonly id: string;
  readonly category: DigitalMarketingCategory;
}

export const digitalMarketingItems = [
  { id: 'custom-website-design', category: 'web-design' },
  { id: 'e-commerce-websites', category: 'web-design' },
  { id: 'landing-pages', category: 'web-design' },
  { id: 'instagram-posts', category: 'social-media' },
  { id: 'facebook-covers', category: 'social-media' },
  { id: 'youtube-thumbnails', category: 'social-media' },
  { id: 'promo-videos', category: 'video-animation' },
  { id: 'logo-animation', category: 'video-animation' },
  { id: 'google-ads', category: 'digital-advertising' },
  { id: 'email-templates', category: 'digital-advertising' },
] as const satisfies readonly DigitalMarketingItem[];

/** The three services with their own quote pages. */
export const featuredMarketingServices = [
  'seo-optimization',
  'social-media-management',
  'google-ads',
] as const;
export type FeaturedMarketingService = (typeof featuredMarketingServices)[number];

/** Texts: `digitalMarketing.process.<id>.title/text`. */
export const marketingProcessSteps = ['discover', 'plan', 'create', 'grow'] as const;

export const webPackageIds = ['starter', 'professional', 'enterprise'] as const;
export type WebPackageId = (typeof webPackageIds)[number];

export interface WebPackage {
  readonly id: WebPackageId;
  readonly price: number;
  readonly originalPrice: number;
  /** Texts: website.json `features.<key>`, with {{count}} where a number is given. */
  readonly features: readonly { readonly key: string; readonly count?: number }[];
  readonly popular: boolean;
}

/** docs/specification.md section 9. Professional is the most popular and the configurator's default. Names: forms.json `website-design.fields.package.enum.<id>`. */
export const webPackages = [
  {
    id: 'starter',
    price: 1299,
    originalPrice: 1599,
    popular: false,
    features: [
      { key: 'pages', count: 5 },
      { key: 'supportDays', count: 30 },
      { key: 'responsive' },
      { key: 'contactForm' },
      { key: 'basicSeo' },
    ],
  },
  {
    id: 'professional',
    price: 2499,
    originalPrice: 2999,
    popular: true,
    features: [
      { key: 'pages', count: 10 },
      { key: 'supportDays', count: 90 },
      { key: 'responsive' },
      { key: 'blog' },
      { key: 'analytics' },
      { key: 'advancedSeo' },
    ],
  },
  {
    id: 'enterprise',
    price: 4999,
    originalPrice: 5999,
    popular: false,
    features: [
      { key: 'unlimitedPages' },
      { key: 'supportMonths', count: 6 },
      { key: 'responsive' },
      { key: 'integrations' },
      { key: 'analytics' },
      { key: 'priority' },
    ],
  },
] as const satisfies readonly WebPackage[];

/** The package the website configurator starts with (docs/specification.md section 4). */
export const defaultWebPackageId: WebPackageId = 'professional';

export interface WebAddOn {
  readonly id: string;
  /** One-time price in dollars, added to the package's. */
  readonly price: number;
}

/**
 * docs/specification.md section 9, in the order the configurator lists them. Names: forms.json
 * `website-design.fields.addOns.enum.<id>` (the values the order sends); descriptions:
 * website.json `addOns.descriptions.<id>`.
 */
export const webAddOns = [
  { id: 'logo-design', price: 299 },
  { id: 'copywriting', price: 499 },
  { id: 'photography', price: 799 },
  { id: 'video-content', price: 1299 },
  { id: 'social-media', price: 199 },
  { id: 'email-marketing', price: 299 },
  { id: 'maintenance', price: 599 },
  { id: 'hosting', price: 199 },
] as const satisfies readonly WebAddOn[];
export type WebAddOnId = (typeof webAddOns)[number]['id'];

/**
 * The offer on the SEO, social media and search-engine ads pages: what is included and the
 * options a quote can ask for (docs/specification.md section 9). Rush delivery costs 25% more.
 */
export const marketingOffers = {
  'seo-optimization': {
    quoteForm: 'seo',
    included: ['audit', 'keywords', 'onPage', 'local', 'reports'],
    options: ['basic-audit', 'comprehensive', 'local', 'e-commerce', 'technical', 'content'],
  },
  'social-media-management': {
    quoteForm: 'social-media',
    included: ['calendar', 'design', 'posting', 'community', 'reports'],
    options: ['mixed', 'images', 'videos', 'text', 'stories-reels'],
  },
  'google-ads': {
    quoteForm: 'google-ads',
    included: ['research', 'setup', 'tracking', 'optimization', 'reports'],
    options: ['search', 'display', 'shopping', 'video', 'app', 'local'],
  },
} as const satisfies Record<
  FeaturedMarketingService,
  {
    /** The form file (forms/<id>.form.json) the page's quote form draws. */
    quoteForm: string;
    included: readonly string[];
    options: readonly string[];
  }
>;

export const marketingRushSurchargePercent = 25;
