/**
 * The owner's draft of one price table: what Publish sends (core/api/prices.ts PriceTableDraft),
 * kept in the browser's storage under the table's id, with the live version it was made from,
 * as a form's draft is (../form-draft.ts). The JSON being typed in the Table file tab is kept
 * too while it is not valid JSON yet.
 */
import { canonicalJson, draftStore, isRecord } from '../draft-store.ts';
import type { PriceTable, PriceTableDetail, PriceTableDraft } from './prices-api.ts';

export interface StoredPriceDraft {
  table: PriceTable;
  /** The live version the draft started from (PriceTableDraft.basedOn). */
  basedOn: number;
  /** What the Table file box holds while it is not a table yet. */
  typing?: string;
}

/**
 * Enough of a price table for the Prices tab to draw it: dimensions with lists of values, the
 * quantity's breaks and lines with prices. The server checks the rest (the schema, every
 * combination priced) when the draft is previewed or published.
 */
export function isPriceTableShape(value: unknown): value is PriceTable {
  if (!isRecord(value) || !isRecord(value.dimensions) || !isRecord(value.quantity)) return false;
  const { breaks } = value.quantity;
  return (
    Object.values(value.dimensions).every(Array.isArray) &&
    Array.isArray(breaks) &&
    breaks.every((quantity) => typeof quantity === 'number') &&
    Array.isArray(value.lines) &&
    value.lines.every(
      (line) => isRecord(line) && typeof line.dimension === 'string' && isRecord(line.prices),
    ) &&
    (value.fees === undefined || (isRecord(value.fees) && Object.values(value.fees).every(isRecord)))
  );
}

const isStoredPriceDraft = (value: unknown): value is StoredPriceDraft =>
  isRecord(value) &&
  isPriceTableShape(value.table) &&
  Number.isInteger(value.basedOn) &&
  (value.typing === undefined || typeof value.typing === 'string');

export const priceDrafts = draftStore('owner-price-draft', isStoredPriceDraft);

export const priceDraftFromLive = (detail: PriceTableDetail): StoredPriceDraft => ({
  table: detail.live.table,
  basedOn: detail.live.version,
});

/** Whether the draft says anything the live version does not. */
export const priceDraftChanged = (draft: StoredPriceDraft, detail: PriceTableDetail): boolean =>
  draft.typing !== undefined || canonicalJson(draft.table) !== canonicalJson(detail.live.table);

/** The body of check and publish. */
export const priceDraftBody = (draft: StoredPriceDraft): PriceTableDraft => ({
  table: draft.table,
  basedOn: draft.basedOn,
});
