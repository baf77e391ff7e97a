/**
 * The six products of the /printing grid. Unlike the original site, each carries a category so
 * the filter buttons count and filter for real (DESIGN.md, deliberate departures). Prices live
 * in catalog/services.ts; texts in locales (catalog.json `items.<id>`, pages.json `printing`).
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

/**
 * What a visitor chooses when ordering each product (SPEC.md section 9). Option names are
 * texts under `printingOrder.options.<option>`; `range` is the quantity (or page) span.
 */
export interface PrintingOrderOption {
  readonly id:
    | 'size'
    | 'quantity'
    | 'paper'
    | 'finish'
    | 'folding'
    | 'material'
    | 'finishing'
    | 'mounting'
    | 'shape'
    | 'pages'
    | 'binding';
  readonly range?: readonly [number, number];
}

export const printingOrderOptions = {
  'business-cards': [
    { id: 'size' },
    { id: 'quantity', range: [250, 5000] },
    { id: 'paper' },
    { id: 'finish' },
  ],
  flyers: [{ id: 'size' }, { id: 'quantity', range: [100, 5000] }, { id: 'paper' }, { id: 'folding' }],
  banners: [{ id: 'size' }, { id: 'material' }, { id: 'quantity', range: [1, 25] }, { id: 'finishing' }],
  posters: [{ id: 'size' }, { id: 'quantity', range: [1, 100] }, { id: 'paper' }, { id: 'mounting' }],
  stickers: [{ id: 'size' }, { id: 'quantity', range: [50, 2500] }, { id: 'material' }, { id: 'shape' }],
  booklets: [{ id: 'size' }, { id: 'pages', range: [8, 32] }, { id: 'binding' }, { id: 'paper' }],
} as const satisfies Record<PrintingServiceId, readonly PrintingOrderOption[]>;

/** Shipping promise of SPEC.md section 9; rush means 24-48 hours with no fee stated. */
export const printingTurnaround = { shipsInBusinessDays: [1, 3], rushHours: [24, 48] } as const;
