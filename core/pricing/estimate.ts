/**
 * Live estimates from price tables (catalog/prices/<id>.json, described by
 * catalog/prices/price-table.schema.json and catalog/README.md "Price tables"). The browser
 * shows the estimate as the visitor picks options; the server computes it again from the same
 * table and stores it with the request (a number sent by a browser is never read). Money is
 * counted in whole cents, so both sides agree to the cent. Pure: no React, no file system.
 */
import { activeForm, isAnswered, type Answers } from '../forms/conditions.ts';
import type { EstimateSettings, FormSchema } from '../forms/form-definition.ts';

/** A price per value of a dimension: one number for every quantity, or one per quantity break. */
export type LinePrices = Record<string, number | number[]>;

export interface PriceLine {
  /** The table dimension whose value picks the price. */
  dimension: string;
  /**
   * What the price is for: the whole order at that quantity, each piece, each square foot of
   * each piece (the area from the table's `area`), or a percent added to the lines before it
   * (a van costs 25% more to wrap than a car).
   */
  per: 'order' | 'each' | 'square-foot' | 'percent';
  prices: LinePrices;
}

export interface Fee {
  /** A share of the price before fees, in percent. */
  percent?: number;
  /** A fixed amount. */
  amount?: number;
  /** The least the fee comes to. */
  minimum?: number;
}

export interface PriceTable {
  $schema?: string;
  id: string;
  currency: 'USD';
  /** What the quantity counts (`cards`): its words are `prices.units.<unit>` in locales. */
  unit: string;
  /** Every dimension with its values; the first is the one priced when the form does not ask. */
  dimensions: Record<string, (string | number)[]>;
  /** The dimension that holds the quantity, and the quantities where the prices change. */
  quantity: { dimension: string; breaks: number[] };
  /** Square feet of one piece, by the value of a dimension (banners by size). */
  area?: { dimension: string; squareFeet: Record<string, number> };
  lines: PriceLine[];
  /** The least an order comes to before fees. */
  minimum?: number;
  fees?: Record<string, Fee>;
}

export interface EstimateLine {
  /** A dimension's name, or a fee's. */
  id: string;
  /** The dimension's value (absent for a fee and for the minimum). */
  value?: string;
  cents: number;
}

export interface Estimate {
  table: string;
  currency: 'USD';
  unit: string;
  quantity: number;
  /** The value priced for each dimension. */
  selection: Record<string, string>;
  /** One line per price line (same order), then `minimum` when it applies, then each fee. */
  lines: EstimateLine[];
  totalCents: number;
  /**
   * The version of the table that priced it (docs/architecture.md "Price table versions"): set
   * by the server when it prices a request; absent on one priced before versions (version 1).
   */
  tableVersion?: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The index of the quantity break that prices this quantity (the largest not above it). */
export function breakIndex(table: PriceTable, quantity: number): number {
  let index = 0;
  table.quantity.breaks.forEach((at, i) => {
    if (quantity >= at) index = i;
  });
  return index;
}

function priceAt(prices: LinePrices, value: string, index: number): number | undefined {
  const price = Object.hasOwn(prices, value) ? prices[value] : undefined;
  return Array.isArray(price) ? price[index] : price;
}

/**
 * The price of one selection (every dimension given a value, the quantity as a number) with the
 * fees switched on; undefined when a value is not in the table.
 */
export function priceOf(
  table: PriceTable,
  selection: Readonly<Record<string, string>>,
  fees: readonly string[] = [],
): Estimate | undefined {
  const quantity = Number(selection[table.quantity.dimension]);
  if (!Number.isFinite(quantity) || quantity <= 0) return undefined;
  const index = breakIndex(table, quantity);
  const area = table.area ? table.area.squareFeet[selection[table.area.dimension]] : 1;
  if (area === undefined) return undefined;
  const lines: EstimateLine[] = [];
  for (const line of table.lines) {
    const value = selection[line.dimension];
    const price = value === undefined ? undefined : priceAt(line.prices, value, index);
    if (price === undefined) return undefined;
    if (line.per === 'percent') {
      const before = lines.reduce((sum, earlier) => sum + earlier.cents, 0);
      lines.push({ id: line.dimension, value, cents: Math.round((before * price) / 100) });
      continue;
    }
    const times = line.per === 'order' ? 1 : line.per === 'each' ? quantity : quantity * area;
    lines.push({ id: line.dimension, value, cents: Math.round(cents(price) * times) });
  }
  let subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const minimum = cents(table.minimum ?? 0);
  if (subtotal < minimum) {
    lines.push({ id: 'minimum', cents: minimum - subtotal });
    subtotal = minimum;
  }
  let total = subtotal;
  for (const id of fees) {
    const fee = table.fees?.[id];
    if (!fee) continue;
    const amount = Math.max(
      Math.round((subtotal * (fee.percent ?? 0)) / 100) + cents(fee.amount ?? 0),
      cents(fee.minimum ?? 0),
    );
    lines.push({ id, cents: amount });
    total += amount;
  }
  return {
    table: table.id,
    currency: table.currency,
    unit: table.unit,
    quantity,
    selection: { ...selection },
    lines,
    totalCents: total,
  };
}

/** The field of a form that gives a table dimension: mapped in the estimate block, else its own name. */
export function fieldOfDimension(settings: EstimateSettings, dimension: string): string {
  return settings.dimensions?.[dimension] ?? dimension;
}

/**
 * The estimate for a form's answers, or undefined while a dimension the form asks is not yet
 * answered. A dimension whose field the form does not have, or hides for these answers, is
 * priced at its first value; the quantity field's answer is read as a number.
 */
export function estimateFor(
  table: PriceTable,
  settings: EstimateSettings,
  schema: FormSchema,
  answers: Answers,
): Estimate | undefined {
  const { fields } = activeForm(schema, answers);
  const selection: Record<string, string> = {};
  for (const [dimension, values] of Object.entries(table.dimensions)) {
    const field = fieldOfDimension(settings, dimension);
    if (!fields.has(field)) {
      selection[dimension] = String(values[0]);
    } else if (isAnswered(answers[field])) {
      selection[dimension] = String(answers[field]);
    } else {
      return undefined;
    }
  }
  const fees = Object.entries(settings.fees ?? {})
    .filter(([, on]) => {
      const field = typeof on === 'string' ? on : on.field;
      if (!fields.has(field)) return false;
      return typeof on === 'string' ? answers[field] === true : answers[field] === on.const;
    })
    .map(([id]) => id);
  return priceOf(table, selection, fees);
}

/** Every selection of the table: each combination of its dimensions' values, quantities at each break. */
export function everySelection(table: PriceTable): Record<string, string>[] {
  let selections: Record<string, string>[] = [{}];
  for (const [dimension, values] of Object.entries(table.dimensions)) {
    const options =
      dimension === table.quantity.dimension ? table.quantity.breaks.map(String) : values.map(String);
    selections = selections.flatMap((selection) =>
      options.map((value) => ({ ...selection, [dimension]: value })),
    );
  }
  return selections;
}

/**
 * "Starting at": the lowest price, without fees, at the table's smallest quantity, and that
 * quantity. The service pages show it ("from $29 for 250 cards"); nothing else writes it down.
 */
export function startingPrice(table: PriceTable): { amount: number; quantity: number; unit: string } {
  const smallest = table.quantity.breaks[0];
  let lowest = Infinity;
  for (const selection of everySelection(table)) {
    if (Number(selection[table.quantity.dimension]) !== smallest) continue;
    const price = priceOf(table, selection);
    if (price && price.totalCents < lowest) lowest = price.totalCents;
  }
  return { amount: lowest / 100, quantity: smallest, unit: table.unit };
}

/** The table an estimate block names, for a variant of the form (printing: `{variant}` is the service). */
export function tableIdOf(settings: EstimateSettings, variant?: string): string | undefined {
  if (settings.table !== '{variant}') return settings.table;
  return variant;
}
