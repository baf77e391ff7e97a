/**
 * The /vehicle-wraps screen: twelve service cards (ids of the vehicle-wraps mega-menu, so each
 * card's Get Quote link opens a real page), the installation process and the reasons to choose
 * the shop. Prices and features: catalog/services.ts; texts: pages.json `vehicleWraps`.
 */
export const vehicleWrapCategories = [
  'vehicle-wraps',
  'commercial-signage',
  'indoor-signs',
  'outdoor-advertising',
] as const;
export type VehicleWrapCategory = (typeof vehicleWrapCategories)[number];

export interface VehicleWrapCard {
  readonly id: string;
  readonly category: VehicleWrapCategory;
  readonly popular: boolean;
}

export const vehicleWrapCards = [
  { id: 'full-wraps', category: 'vehicle-wraps', popular: true },
  { id: 'partial-wraps', category: 'vehicle-wraps', popular: false },
  { id: 'car-decals', category: 'vehicle-wraps', popular: false },
  { id: 'fleet-graphics', category: 'vehicle-wraps', popular: true },
  { id: 'storefront-signs', category: 'commercial-signage', popular: true },
  { id: 'channel-letters', category: 'commercial-signage', popular: false },
  { id: 'led-signs', category: 'commercial-signage', popular: false },
  { id: 'monument-signs', category: 'commercial-signage', popular: false },
  { id: 'lobby-signs', category: 'indoor-signs', popular: false },
  { id: 'wayfinding-signs', category: 'indoor-signs', popular: false },
  { id: 'billboards', category: 'outdoor-advertising', popular: false },
  { id: 'building-wraps', category: 'outdoor-advertising', popular: false },
] as const satisfies readonly VehicleWrapCard[];

/** Texts: `vehicleWraps.process.<id>.title/text`. */
export const installationSteps = ['consult', 'design', 'print', 'install'] as const;

/** Texts: `vehicleWraps.reasons.<id>.title/text`. */
export const vehicleWrapReasons = ['vinyl', 'warranty', 'speed', 'design', 'installers', 'local'] as const;

/** docs/specification.md section 9: most projects take 3-5 business days; full wraps carry a 5-year warranty. */
export const vehicleWrapFacts = {
  businessDays: [3, 5],
  fullWrapWarrantyYears: 5,
  vinylBrands: ['3M', 'Avery Dennison'],
} as const;
