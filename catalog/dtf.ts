/**
 * The /dtf screen: size bands and prices, claims, the pressing recipe, the process gallery
 * and the FAQ (SPEC.md section 9). Texts: pages.json `dtf`. The later order configurator
 * reads the same sizes.
 */
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
