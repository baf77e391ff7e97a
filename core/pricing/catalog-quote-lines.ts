/**
 * What the owner's quote editor offers under "Add from the catalogue" (docs/owner-guide.md "Quotes"): every
 * price the site itself states, as a line to start from (the owner then changes the price or
 * the words as the job needs). Prices come from the catalogue files, never written here, so a
 * price changed there is the editor's price too; names are the catalogue's own texts in
 * locales, so the line reads in the owner's language. Pure: no React, no i18next.
 *
 * - printing, vehicle graphics and signs, digital marketing: each menu item with a starting
 *   price (catalog/services.ts; a printing service's from its price table, catalog/prices/),
 *   "per vehicle" and the like when the price has a unit;
 * - DTF: each transfer product in each size band (catalog/dtf.ts);
 * - website packages and add-ons (catalog/digital-marketing.ts).
 */
import { webAddOns, webPackages } from '../../catalog/digital-marketing.ts';
import { dtfProducts } from '../../catalog/dtf.ts';
import { menuItemIds } from '../../catalog/menus.ts';
import type { PriceUnit } from '../../catalog/services.ts';
import { startingPriceOf } from './printing-prices.ts';

export const catalogLineGroups = [
  'printing',
  'dtf',
  'vehicle-wraps',
  'digital-marketing',
  'website-packages',
  'website-add-ons',
] as const;
export type CatalogLineGroup = (typeof catalogLineGroups)[number];

/** One text of locales/<lng>/<ns>.json, with its interpolation values (a value may be a text too). */
export interface CatalogText {
  readonly ns: 'catalog' | 'dtf' | 'forms' | 'pages' | 'owner';
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number | CatalogText>>;
}

export interface CatalogQuoteLine {
  /** Stable: `printing:business-cards`, `dtf:custom-transfers:medium`, `website:package:starter`. */
  readonly id: string;
  readonly group: CatalogLineGroup;
  /** The line's name, then what narrows it down (size, "per vehicle"), read as "Name (a, b)". */
  readonly parts: readonly [CatalogText, ...CatalogText[]];
  /** Whole cents, e.g. 2900 for $29.00. */
  readonly unitCents: number;
}

/** Dollars as the catalogue writes them (3.5) to whole cents (350), without a float crumb. */
const cents = (dollars: number) => Math.round(dollars * 100);

const itemTitle = (id: string): CatalogText => ({ ns: 'catalog', key: `items.${id}.title` });

/** "per vehicle": the unit's own name from the item pages' "Starting at $599/vehicle". */
const perUnit = (unit: PriceUnit): CatalogText => ({
  ns: 'owner',
  key: 'quote.catalog.per',
  values: { unit: { ns: 'pages', key: `price.units.${unit}` } },
});

/** Each item of a menu group that states a starting price. */
function pricedItems(group: 'printing' | 'vehicle-wraps' | 'digital-marketing'): CatalogQuoteLine[] {
  return menuItemIds(group).flatMap((id) => {
    const price = startingPriceOf(id);
    if (!price) return [];
    const parts: [CatalogText, ...CatalogText[]] = price.unit
      ? [itemTitle(id), perUnit(price.unit)]
      : [itemTitle(id)];
    return [{ id: `${group}:${id}`, group, parts, unitCents: cents(price.amount) }];
  });
}

const dtfLines: CatalogQuoteLine[] = dtfProducts.flatMap((product) =>
  product.sizes.map((size): CatalogQuoteLine => {
    const dimensions: CatalogText =
      size.minInches === 0
        ? { ns: 'dtf', key: 'sizes.upTo', values: { to: size.maxInches } }
        : { ns: 'dtf', key: 'sizes.between', values: { from: size.minInches, to: size.maxInches } };
    return {
      id: `dtf:${product.id}:${size.id}`,
      group: 'dtf',
      parts: [itemTitle(product.id), { ns: 'dtf', key: `sizes.names.${size.id}` }, dimensions],
      unitCents: cents(size.price),
    };
  }),
);

const websiteLines: CatalogQuoteLine[] = [
  ...webPackages.map((item) => ({
    id: `website:package:${item.id}`,
    group: 'website-packages' as const,
    parts: [
      { ns: 'owner', key: 'quote.catalog.websitePackage' },
      { ns: 'forms', key: `website-design.fields.package.enum.${item.id}` },
    ] as const,
    unitCents: cents(item.price),
  })),
  ...webAddOns.map((item) => ({
    id: `website:add-on:${item.id}`,
    group: 'website-add-ons' as const,
    parts: [
      { ns: 'owner', key: 'quote.catalog.websiteAddOn' },
      { ns: 'forms', key: `website-design.fields.addOns.enum.${item.id}` },
    ] as const,
    unitCents: cents(item.price),
  })),
];

/**
 * Every line, with the "from" prices as they are now: the owner publishes price tables
 * (served-starting-prices.ts puts the live ones over the build's), so they are read at each call.
 */
export function catalogQuoteLines(): readonly CatalogQuoteLine[] {
  return [
    ...pricedItems('printing'),
    ...dtfLines,
    ...pricedItems('vehicle-wraps'),
    ...pricedItems('digital-marketing'),
    ...websiteLines,
  ];
}

export function catalogQuoteLine(id: string): CatalogQuoteLine | undefined {
  return catalogQuoteLines().find((line) => line.id === id);
}

/** How one text is looked up, its values already texts: i18next's `t`, or a test's own. */
export type CatalogTranslate = (
  ns: CatalogText['ns'],
  key: string,
  values?: Record<string, string | number>,
) => string;

function resolve(text: CatalogText, translate: CatalogTranslate): string {
  if (!text.values) return translate(text.ns, text.key);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'object' ? resolve(value, translate) : value,
    ]),
  );
  return translate(text.ns, text.key, values);
}

/**
 * The line's description in one language: "Custom DTF Transfers (Medium, 4-8")", "Fleet
 * Graphics (per vehicle)".
 */
export function describeCatalogLine(line: CatalogQuoteLine, translate: CatalogTranslate): string {
  const [name, ...details] = line.parts.map((part) => resolve(part, translate));
  return details.length ? `${name} (${details.join(', ')})` : name;
}
