/**
 * The printing services' price tables (catalog/prices/<id>.json, read by the browser from here,
 * by the server through server/forms/price-tables.ts, which also checks them), and every menu
 * item's "Starting at" price. A printing item's starting price is computed from its table
 * (catalog/services.ts `priceTable`): the lowest price at the table's smallest quantity, never
 * written down anywhere else. Other items keep the number catalog/services.ts gives them.
 * The owner publishes new prices without a rebuild (docs/architecture.md "Price table
 * versions"): pages rendered again then, and the browser before hydrating, put the live "from"
 * prices over the build's (served-starting-prices.ts). Pure: no React, no file system.
 */
import businessCards from '../../catalog/prices/business-cards.json' with { type: 'json' };
import flyers from '../../catalog/prices/flyers.json' with { type: 'json' };
import banners from '../../catalog/prices/banners.json' with { type: 'json' };
import posters from '../../catalog/prices/posters.json' with { type: 'json' };
import stickers from '../../catalog/prices/stickers.json' with { type: 'json' };
import booklets from '../../catalog/prices/booklets.json' with { type: 'json' };
import gangSheets from '../../catalog/prices/gang-sheets.json' with { type: 'json' };
import type { PrintingServiceId } from '../../catalog/printing.ts';
import { serviceDetail, type StartingPrice } from '../../catalog/services.ts';
import { startingPrice, type PriceTable } from './estimate.ts';
import type { FromPrice } from '../api/prices.ts';
import { servedStartingPrice } from './served-starting-prices.ts';

/** The files are checked against their contract by npm test and by the server as it starts. */
const table = (json: unknown) => json as PriceTable;

/** Each printing service's price table, by the service's id (the table's id too). */
export const printingPriceTables: Readonly<Record<PrintingServiceId, PriceTable>> = {
  'business-cards': table(businessCards),
  flyers: table(flyers),
  banners: table(banners),
  posters: table(posters),
  stickers: table(stickers),
  booklets: table(booklets),
};

/** Every table a menu item's "Starting at" comes from: the printing services' and the gang sheets'. */
export type StartingPriceTableId = PrintingServiceId | 'gang-sheets';

const startingPriceTables: Readonly<Record<StartingPriceTableId, PriceTable>> = {
  ...printingPriceTables,
  'gang-sheets': table(gangSheets),
};

const built = Object.fromEntries(
  Object.entries(startingPriceTables).map(([id, priced]) => [id, startingPrice(priced)]),
) as Record<StartingPriceTableId, FromPrice>;

/** A table's lowest price at its smallest quantity, and that quantity: the served one, else the build's. */
export function fromPriceOf(id: StartingPriceTableId): FromPrice {
  return servedStartingPrice(id) ?? built[id];
}

/**
 * A menu item's "Starting at" price, or undefined when it has none. An item priced from a
 * table says what the amount buys ("for 250 cards") when the table is its own; an item sharing
 * another's table (brochures: the flyers' table) gives the amount alone, since the table's
 * unit names the other product.
 */
export function startingPriceOf(itemId: string): (StartingPrice & { table?: string }) | undefined {
  const detail = serviceDetail(itemId);
  if (!detail?.priceTable) return detail?.price;
  const table = detail.priceTable;
  const start = fromPriceOf(table);
  return table === itemId
    ? { amount: start.amount, for: { quantity: start.quantity, unit: start.unit }, table }
    : { amount: start.amount, table };
}

/**
 * The attribute a page element showing a table's "from" price carries: the server renders again
 * only the pages holding a table whose price changed (server/pages/render-worker.ts).
 */
export const priceTableAttribute = 'data-price-table';
