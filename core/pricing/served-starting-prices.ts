/**
 * The live "from" prices the server serves over the build's (docs/architecture.md "Price table
 * versions"), by price table id: the page renderer sets them per page, the browser once before
 * hydrating, from the page's JSON block. Kept apart from printing-prices.ts so the browser's
 * entry reads the block without loading the price tables.
 */
import type { FromPrice, ServedStartingPrices } from '../api/prices.ts';

let served: ServedStartingPrices = {};

/** Puts these prices over the build's; none (or anything not an object) puts the build's back. */
export function serveStartingPrices(prices: ServedStartingPrices | null | undefined): void {
  served = prices && typeof prices === 'object' && !Array.isArray(prices) ? prices : {};
}

/** The served "from" price of a table, if the server serves one other than the build's. */
export function servedStartingPrice(tableId: string): FromPrice | undefined {
  const price = Object.hasOwn(served, tableId) ? served[tableId] : undefined;
  return price && typeof price.amount === 'number' ? price : undefined;
}
