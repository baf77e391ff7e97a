/**
 * The catalogue's prices and categories against docs/specification.md sections 3 and 9. The expected numbers
 * are written here from docs/specification.md, not read from the catalogue, so a changed price fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { digitalMarketingCategories, digitalMarketingItems } from '../../catalog/digital-marketing.ts';
import { printingServiceIds } from '../../catalog/printing.ts';
import { printingCategories, printingProducts } from '../../catalog/printing-products.ts';
import type { StartingPrice } from '../../catalog/services.ts';
import {
  vehicleWrapCards,
  vehicleWrapCategories,
  vehicleWrapFacts,
  type VehicleWrapCard,
  type VehicleWrapCategory,
} from '../../catalog/vehicle-wraps.ts';
import { startingPriceOf } from '../../core/pricing/printing-prices.ts';
import { categoryOptions, itemsInCategory } from '../../src/components/catalog/use-category-filter.ts';

/**
 * docs/specification.md section 3, "Printing starting prices", each for the smallest quantity of
 * the service's order form (catalog/printing-options.ts), as its price table computes it.
 */
const printingPrices: Record<string, StartingPrice> = {
  'business-cards': { amount: 29, for: { quantity: 250, unit: 'cards' } },
  flyers: { amount: 49, for: { quantity: 100, unit: 'flyers' } },
  banners: { amount: 89, for: { quantity: 1, unit: 'banners' } },
  posters: { amount: 19, for: { quantity: 1, unit: 'posters' } },
  stickers: { amount: 15, for: { quantity: 50, unit: 'stickers' } },
  booklets: { amount: 79, for: { quantity: 25, unit: 'booklets' } },
};

/** The same section: "flyers and brochures $49", "stickers and labels $15". */
const pairedPrices: Record<string, StartingPrice> = {
  brochures: { amount: 49 },
  labels: { amount: 15 },
};

/** docs/specification.md section 3, "Digital marketing items", by the ids of our menu. */
const marketingPrices: Record<string, StartingPrice> = {
  'custom-website-design': { amount: 1299 },
  'e-commerce-websites': { amount: 2499 },
  'landing-pages': { amount: 599 },
  'instagram-posts': { amount: 25, unit: 'post' },
  'facebook-covers': { amount: 49 },
  'youtube-thumbnails': { amount: 15 },
  'promo-videos': { amount: 899 },
  'logo-animation': { amount: 299 },
  'google-ads': { amount: 199, unit: 'set' },
  'email-templates': { amount: 149, unit: 'template' },
};

/** docs/specification.md section 3, "Vehicle and signage". */
const wrapPrices: Record<string, StartingPrice> = {
  'full-wraps': { amount: 2499 },
  'partial-wraps': { amount: 899 },
  'car-decals': { amount: 149 },
  'fleet-graphics': { amount: 599, unit: 'vehicle' },
  'storefront-signs': { amount: 799 },
  'channel-letters': { amount: 1299 },
  'led-signs': { amount: 3999 },
  'monument-signs': { amount: 2199 },
  'lobby-signs': { amount: 299 },
  'wayfinding-signs': { amount: 89, unit: 'sign' },
  billboards: { amount: 1999 },
  'building-wraps': { amount: 4999 },
};

type Texts = { facts: Record<string, string> };
const root = path.resolve(__dirname, '../..');
/** The price as the pages state it, without the table it was read from. */
const priceOf = (id: string) => {
  const price = startingPriceOf(id);
  if (!price) return undefined;
  const { table: _table, ...stated } = price;
  return stated;
};

describe('printing products (/printing)', () => {
  it('are the six orderable services, each with its SPEC starting price', () => {
    expect(printingProducts.map((p) => p.id)).toEqual([...printingServiceIds]);
    expect(Object.fromEntries(printingProducts.map((p) => [p.id, priceOf(p.id)]))).toEqual(printingPrices);
  });

  it("price brochures and labels from the flyers' and the stickers' tables", () => {
    expect(Object.fromEntries(Object.keys(pairedPrices).map((id) => [id, priceOf(id)]))).toEqual(
      pairedPrices,
    );
  });

  it('each carry one of the four filter categories, every category used, counts summing to six', () => {
    const options = categoryOptions(printingProducts, printingCategories);
    expect(options.map((o) => o.id)).toEqual([
      'all',
      'business-cards',
      'marketing-materials',
      'large-format',
      'specialty',
    ]);
    expect(options[0].count).toBe(6);
    expect(options.slice(1).every((o) => o.count > 0)).toBe(true);
    expect(options.slice(1).reduce((sum, o) => sum + o.count, 0)).toBe(6);
  });
});

describe('digital marketing items (/digital-marketing)', () => {
  it('are the ten priced items of the specification', () => {
    expect(Object.fromEntries(digitalMarketingItems.map((i) => [i.id, priceOf(i.id)]))).toEqual(
      marketingPrices,
    );
  });

  it('fill the four filter categories, counts summing to ten', () => {
    const options = categoryOptions(digitalMarketingItems, digitalMarketingCategories);
    expect(options.map((o) => o.id)).toEqual([
      'all',
      'web-design',
      'social-media',
      'video-animation',
      'digital-advertising',
    ]);
    expect(options.slice(1).every((o) => o.count > 0)).toBe(true);
    expect(options.slice(1).reduce((sum, o) => sum + o.count, 0)).toBe(options[0].count);
    expect(options[0].count).toBe(10);
  });
});

describe('vehicle wrap and sign cards (/vehicle-wraps)', () => {
  it('are the twelve of the specification with their price texts, some marked popular', () => {
    expect(Object.fromEntries(vehicleWrapCards.map((c) => [c.id, priceOf(c.id)]))).toEqual(wrapPrices);
    expect(vehicleWrapCards.some((c) => c.popular)).toBe(true);
    expect(vehicleWrapCards.some((c) => !c.popular)).toBe(true);
  });

  it('are listed by category: each filter shows exactly the cards of its category', () => {
    const options = categoryOptions(vehicleWrapCards, vehicleWrapCategories);
    expect(options.map((o) => [o.id, o.count])).toEqual([
      ['all', 12],
      ['vehicle-wraps', 4],
      ['commercial-signage', 4],
      ['indoor-signs', 2],
      ['outdoor-advertising', 2],
    ]);
    for (const category of vehicleWrapCategories) {
      const shown = itemsInCategory(vehicleWrapCards, category);
      expect(shown.every((c) => c.category === category)).toBe(true);
    }
    expect(itemsInCategory<VehicleWrapCategory, VehicleWrapCard>(vehicleWrapCards, 'all')).toHaveLength(12);
  });

  it.each(['en', 'es'])(
    'state the facts of section 9 of the specification in %s: days, vinyl brands, warranty',
    (lng) => {
      const facts = (JSON.parse(readFileSync(path.join(root, `locales/${lng}/pages.json`), 'utf8')) as Texts)
        .facts;
      const [from, to] = vehicleWrapFacts.businessDays;
      expect([from, to]).toEqual([3, 5]);
      expect(facts['wraps-3-5-days']).toMatch(new RegExp(`${from}(-| a )${to}`));
      expect(vehicleWrapFacts.vinylBrands).toHaveLength(2);
      for (const brand of vehicleWrapFacts.vinylBrands) expect(facts['wraps-vinyl']).toContain(brand);
      expect(vehicleWrapFacts.fullWrapWarrantyYears).toBe(5);
      expect(facts['wraps-warranty']).toMatch(/\b5\b/);
    },
  );
});
