/**
 * The price tables the forms' estimates use, as the server prices with them: the live version
 * of each (GET /api/prices/:tableId, docs/architecture.md "Price table versions"), fetched once
 * per page when a form with an estimate is drawn. The owner's preview hands its draft tables
 * over instead (PriceTableOverrides), so the estimate shows the prices being edited.
 */
import { createContext } from 'react';
import type { LivePriceTable } from '../../core/api/prices.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';

const loaded = new Map<string, Promise<PriceTable>>();

/** Draft tables by id, over the live ones (the owner's preview of a price table). */
export const PriceTableOverrides = createContext<Readonly<Record<string, PriceTable>> | null>(null);

/** Loads (once a page) a table's live version; rejects when the server has no such table or is away. */
export function loadPriceTable(id: string): Promise<PriceTable> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = fetch(`/api/prices/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/prices/${id}: ${response.status}`);
      return ((await response.json()) as LivePriceTable).table;
    });
    // A failure is not kept: the next form drawn asks again.
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}
