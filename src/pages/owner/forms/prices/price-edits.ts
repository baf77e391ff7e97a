/**
 * The changes the Prices tab makes to a draft table, each a new table (the draft is never
 * changed in place). What the parts of a table mean: catalog/README.md "Price tables".
 */
import type { Fee } from '../../../../../core/pricing/estimate.ts';
import type { PriceTable } from './prices-api.ts';

const copy = (table: PriceTable): PriceTable => structuredClone(table);

/** Money and percents are kept to the cent, as the estimate counts them. */
export const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** Whether the line prices by quantity: some value of it has one price per break. */
export const pricedByQuantity = (table: PriceTable, lineIndex: number) =>
  Object.values(table.lines[lineIndex].prices).some(Array.isArray);

/** One price: of every quantity (`breakIndex` null) or of one break. */
export function setPrice(
  table: PriceTable,
  lineIndex: number,
  value: string,
  breakIndex: number | null,
  amount: number,
): PriceTable {
  const next = copy(table);
  const prices = next.lines[lineIndex].prices;
  const current = prices[value];
  if (breakIndex === null) prices[value] = toCents(amount);
  else {
    const list = Array.isArray(current) ? current : next.quantity.breaks.map(() => current ?? 0);
    list[breakIndex] = toCents(amount);
    prices[value] = list;
  }
  return next;
}

/**
 * Whether the quantity dimension lists the breaks themselves (flyers: "100", "250", …, the
 * choices of the form's Quantity field), so that a break added or removed goes there too. A
 * quantity the visitor types (vehicle wraps' number of vehicles) lists only its default.
 */
export function listsBreaks(table: PriceTable): boolean {
  const values = table.dimensions[table.quantity.dimension];
  const { breaks } = table.quantity;
  return values?.length === breaks.length && values.every((value, i) => String(value) === String(breaks[i]));
}

/**
 * A new quantity break, in order: in every price list its price is a copy of the next smaller
 * break's (of the smallest, for a new smallest), so no total changes until the owner sets it.
 */
export function addBreak(table: PriceTable, quantity: number): PriceTable {
  const next = copy(table);
  const { breaks } = next.quantity;
  const count = breaks.length;
  const after = breaks.findIndex((existing) => existing > quantity);
  const at = after === -1 ? count : after;
  breaks.splice(at, 0, quantity);
  if (listsBreaks(table)) {
    const values = next.dimensions[next.quantity.dimension];
    values.splice(at, 0, typeof values[0] === 'number' ? quantity : String(quantity));
  }
  for (const line of next.lines)
    for (const price of Object.values(line.prices))
      if (Array.isArray(price) && price.length === count) price.splice(at, 0, price[Math.max(0, at - 1)]);
  return next;
}

export function removeBreak(table: PriceTable, index: number): PriceTable {
  const count = table.quantity.breaks.length;
  if (count <= 1) return table;
  const next = copy(table);
  next.quantity.breaks.splice(index, 1);
  if (listsBreaks(table)) next.dimensions[next.quantity.dimension].splice(index, 1);
  for (const line of next.lines)
    for (const price of Object.values(line.prices))
      if (Array.isArray(price) && price.length === count) price.splice(index, 1);
  return next;
}

/** A new value of a dimension, priced 0 (at every break, in a line priced by quantity). */
export function addOption(table: PriceTable, dimension: string, value: string): PriceTable {
  const next = copy(table);
  next.dimensions[dimension] = [...(next.dimensions[dimension] ?? []), value];
  next.lines.forEach((line, index) => {
    if (line.dimension !== dimension) return;
    line.prices[value] = pricedByQuantity(table, index) ? next.quantity.breaks.map(() => 0) : 0;
  });
  return next;
}

/** A value of a dimension gone, with its prices (and its area, for the area's dimension). */
export function removeOption(table: PriceTable, dimension: string, value: string): PriceTable {
  const next = copy(table);
  next.dimensions[dimension] = (next.dimensions[dimension] ?? []).filter((item) => String(item) !== value);
  for (const line of next.lines) if (line.dimension === dimension) delete line.prices[value];
  if (next.area?.dimension === dimension) delete next.area.squareFeet[value];
  return next;
}

export function setMinimum(table: PriceTable, amount: number): PriceTable {
  return { ...copy(table), minimum: toCents(amount) };
}

export type FeePart = keyof Fee;

export function setFee(table: PriceTable, feeId: string, part: FeePart, amount: number): PriceTable {
  const next = copy(table);
  next.fees = { ...next.fees, [feeId]: { ...next.fees?.[feeId], [part]: toCents(amount) } };
  return next;
}
