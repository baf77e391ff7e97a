/** The six printing services that can be ordered online at /printing/{id}. */
export const printingServiceIds = [
  'business-cards',
  'flyers',
  'banners',
  'posters',
  'stickers',
  'booklets',
] as const;
export type PrintingServiceId = (typeof printingServiceIds)[number];
