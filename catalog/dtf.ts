/**
 * The /dtf screen: size bands and prices, the products a visitor orders, claims, the pressing
 * recipe, the process gallery and the FAQ (docs/specification.md sections 3 and 9). Texts: dtf.json; product
 * names and descriptions are their menu items' in catalog.json (`items.<id>`).
 */
import type { ServiceArtId } from './services.ts';

export interface DtfSize {
  readonly id: 'small' | 'medium' | 'large' | 'extra-large';
  /** Longest side in inches: from (exclusive) and up to (inclusive). */
  readonly minInches: number;
  readonly maxInches: number;
  /** US dollars per transfer. */
  readonly price: number;
}

export const dtfSizes = [
  { id: 'small', minInches: 0, maxInches: 4, price: 3.5 },
  { id: 'medium', minInches: 4, maxInches: 8, price: 6.5 },
  { id: 'large', minInches: 8, maxInches: 12, price: 10.5 },
  { id: 'extra-large', minInches: 12, maxInches: 16, price: 16 },
] as const satisfies readonly DtfSize[];

export const dtfStartingPrice = dtfSizes[0].price;

export type DtfSizeId = DtfSize['id'];

/**
 * The product cards of the order configurator (docs/specification.md section 3, "DTF product"). Every product
 * is priced by the same size bands; its id is also its menu item, so /dtf/<id> describes it.
 */
export interface DtfProduct {
  readonly id: 'custom-transfers' | 'ready-to-press' | 'full-color-prints';
  readonly art: ServiceArtId;
  /** The price of its smallest size: what the card says it starts at. */
  readonly basePrice: number;
  readonly sizes: readonly DtfSize[];
}

export const dtfProducts = [
  { id: 'custom-transfers', art: 'dtf-print', basePrice: dtfStartingPrice, sizes: dtfSizes },
  { id: 'ready-to-press', art: 'dtf-powder', basePrice: dtfStartingPrice, sizes: dtfSizes },
  { id: 'full-color-prints', art: 'dtf-design', basePrice: dtfStartingPrice, sizes: dtfSizes },
] as const satisfies readonly DtfProduct[];

/** Quantity per order line (docs/specification.md section 5); anything else falls back to `fallback`. */
export const dtfQuantity = { min: 1, max: 1000, fallback: 1 } as const;

/** Lines per order: the page stops adding at this many, and the intake server refuses more. */
export const dtfMaxOrderItems = 50;

/**
 * Artwork preflight: the print resolution a raster design reaches at its size. At 300 DPI or
 * more it prints sharp; below, it may look soft; below 150 DPI, visibly pixelated.
 */
export const dtfArtwork = { goodDpi: 300, minimumDpi: 150 } as const;

export const dtfClaims = { turnaroundHours: [24, 48], washes: 50, minimumOrder: 0 } as const;

/** Heat-press recipe for every transfer we sell. */
export const dtfPressing = {
  fahrenheit: 300,
  celsius: 150,
  prePressSeconds: 5,
  pressSeconds: 15,
  coolSeconds: 10,
} as const;

/** Process gallery: each step has an SVG of the same name in src/assets/services/. */
export const dtfProcessGallery = ['dtf-design', 'dtf-print', 'dtf-powder', 'dtf-press'] as const;

/** How-to-apply steps; texts `dtf.apply.<id>.title/text`, numbers from `dtfPressing`. */
export const dtfApplySteps = ['heat', 'prePress', 'press', 'cool'] as const;

/** Texts `dtf.faq.<id>.q/a`. */
export const dtfFaq = ['what', 'fabrics', 'durability', 'files', 'minimum', 'turnaround', 'iron'] as const;
