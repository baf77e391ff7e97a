/**
 * What the home page lists. Texts live in locales/<lng>/home.json under the same ids
 * (`services.items.<id>`, `features.items.<id>`); artwork in src/assets/art/<art>.svg.
 */
export interface HomeServiceCard {
  readonly id: string;
  /**
   * Where Learn More goes: a key of core/routes/paths.ts's `paths` that is a fixed URL. The catalogue
   * imports only itself, so the page checks the key where it builds the link (`paths[card.to]`).
   */
  readonly to: string;
  /** File name in src/assets/art/ without `.svg`. */
  readonly art: string;
}

export const homeServiceCards = [
  { id: 'dtf', to: 'dtf', art: 'dtf' },
  { id: 'website-design', to: 'websiteDesign', art: 'website-design' },
  { id: 'printing', to: 'printing', art: 'printing' },
  { id: 'vehicle-wraps', to: 'vehicleWraps', art: 'vehicle-wraps' },
] as const satisfies readonly HomeServiceCard[];

export type HomeServiceCardEntry = (typeof homeServiceCards)[number];
export type HomeServiceArt = HomeServiceCardEntry['art'];

export const homeFeatures = [
  { id: 'file-upload', icon: 'upload' },
  { id: 'order-tracking', icon: 'tracking' },
  { id: 'support', icon: 'chat' },
  { id: 'fast-delivery', icon: 'truck' },
] as const;

export type HomeFeatureIcon = (typeof homeFeatures)[number]['icon'];
