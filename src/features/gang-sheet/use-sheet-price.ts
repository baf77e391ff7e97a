import { useEffect, useState } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import { sheetPrice } from '../../../core/gang-sheet/sheet-price.ts';
import type { PriceTable } from '../../../core/pricing/estimate.ts';
import { loadPriceTable } from '../../form-engine/price-tables.ts';

/**
 * The sheet's price at this length, in dollars, from the live gang-sheets table (GET
 * /api/prices/gang-sheets, as the server prices it): 'loading' until the table is here,
 * 'unavailable' when the server could not give it.
 */
export function useSheetPrice(lengthIn: number): number | 'loading' | 'unavailable' {
  const [table, setTable] = useState<PriceTable | 'loading' | 'unavailable'>('loading');
  useEffect(() => {
    let live = true;
    loadPriceTable(gangSheet.priceTable).then(
      (loaded) => live && setTable(loaded),
      () => live && setTable('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (typeof table === 'string') return table;
  const estimate = sheetPrice(table, lengthIn);
  return estimate ? estimate.totalCents / 100 : 'unavailable';
}
