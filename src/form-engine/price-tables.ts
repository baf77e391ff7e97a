/**
 * The price tables the forms' estimates use (catalog/prices/<id>.json), loaded when a form with
 * an estimate is drawn (the generated `priceTableLoaders`): each its own small chunk, but the
 * printing tables, which come from core/pricing/printing-prices.ts (the pages' "Starting at").
 */
import type { PriceTable } from '../../core/pricing/estimate.ts';
import { priceTableLoaders } from './generated/index.ts';

const loaded = new Map<string, Promise<PriceTable>>();

export function hasPriceTable(id: string): boolean {
  return Object.hasOwn(priceTableLoaders, id);
}

/** Loads (once) a price table; rejects for a table no form names. */
export function loadPriceTable(id: string): Promise<PriceTable> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = hasPriceTable(id)
      ? // Parcel hands a JSON chunk over as the object itself; other bundlers as `default`.
        priceTableLoaders[id]().then(
          (module) => ((module as { default?: unknown }).default ?? module) as PriceTable,
        )
      : Promise.reject(new Error(`No price table catalog/prices/${id}.json in the build`));
    loaded.set(id, pending);
  }
  return pending;
}
