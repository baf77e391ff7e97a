/**
 * A gang sheet's price: the gang-sheets price table (catalog/prices/gang-sheets.json) at the
 * sheet's length, its quantity dimension. The builder shows it and the intake server stores it,
 * both through here, so the two never disagree on what a length costs.
 */
import { gangSheet } from '../../catalog/gang-sheets.ts';
import { priceOf, type Estimate, type PriceTable } from '../pricing/estimate.ts';

/** The table's choices for a sheet `lengthIn` inches long: the roll's width, the length. */
export function sheetSelection(lengthIn: number): Record<string, string> {
  return { width: String(gangSheet.widthIn), length: String(lengthIn) };
}

/** The sheet's estimate, or undefined when the table does not price that width (an owner's edit). */
export function sheetPrice(table: PriceTable, lengthIn: number): Estimate | undefined {
  return priceOf(table, sheetSelection(lengthIn));
}
