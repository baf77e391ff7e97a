/**
 * The six products of the /printing grid. Unlike the original site, each carries a category so
 * the filter buttons count and filter for real (docs/architecture.md, the departures from the specification). Prices live
 * in catalog/services.ts, the order form's choices in catalog/printing-options.ts; texts in
 * locales (catalog.json `items.<id>`, printing.json `categories`).
 */
import type { PrintingServiceId } from './printing.ts';

export const printingCategories = [
  'business-cards',
  'marketing-materials',
  'large-format',
  'specialty',
] as const;
export type PrintingCategory = (typeof printingCategories)[number];

export interface PrintingProduct {
  readonly id: PrintingServiceId;
  readonly category: PrintingCategory;
}

export const printingProducts = [
  { id: 'business-cards', category: 'business-cards' },
  { id: 'flyers', category: 'marketing-materials' },
  { id: 'banners', category: 'large-format' },
  { id: 'posters', category: 'large-format' },
  { id: 'stickers', category: 'specialty' },
  { id: 'booklets', category: 'specialty' },
] as const satisfies readonly PrintingProduct[];
