import { useStoredDraft, type DraftState } from '../use-stored-draft.ts';
import { priceDraftChanged, priceDraftFromLive, priceDrafts, type StoredPriceDraft } from './price-draft.ts';
import type { PriceTable, PriceTableDetail } from './prices-api.ts';

export interface PriceDraftState extends DraftState<StoredPriceDraft> {
  /** A change of the table (from the Prices tab: always a whole table, never typed text). */
  edit: (change: (table: PriceTable) => PriceTable) => void;
}

/** The draft of one price table: the stored one if there is one, else the live version. */
export function usePriceDraft(detail: PriceTableDetail): PriceDraftState {
  const state = useStoredDraft({
    id: detail.id,
    liveVersion: detail.live.version,
    store: priceDrafts,
    fromLive: () => priceDraftFromLive(detail),
    isChanged: (draft) => priceDraftChanged(draft, detail),
  });
  return { ...state, edit: (change) => state.update((draft) => ({ ...draft, table: change(draft.table) })) };
}
