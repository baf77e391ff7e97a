/**
 * The DTF order's arithmetic (docs/specification.md section 9): item price = unit price x quantity, total =
 * sum of item prices. Pure, so every edge case is a unit test (tests/unit/dtf-pricing.test.ts).
 * Amounts are computed in whole cents, so a total is never off by a floating-point crumb.
 * The configurator uses the forgiving half (an invalid quantity counts as 1); the intake server
 * the strict half (checkOrderLine), so it stores only prices the catalogue gives.
 */
import { dtfProducts, dtfQuantity, dtfSizes, type DtfProduct, type DtfSizeId } from '../../catalog/dtf.ts';

/**
 * docs/specification.md section 5: "quantity 1 to 1000; invalid input falls back to 1". Invalid is anything
 * that is not a whole number in that range: 0, 1001, '', 'abc', 2.5 and NaN all become 1. Out of
 * range is not clamped (1001 does not become 1000): the visitor is told, and asks for more.
 * Digit-only text ('12', as a form may hold it) counts as its number.
 */
export function normalizeQuantity(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return isValidQuantity(number) ? number : dtfQuantity.fallback;
}

/** A quantity a line may have as it is: a whole number from 1 to 1000 (no text, no fallback). */
export function isValidQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= dtfQuantity.min &&
    value <= dtfQuantity.max
  );
}

export function isDtfSizeId(value: unknown): value is DtfSizeId {
  return dtfSizes.some((size) => size.id === value);
}

/** Dollars per transfer of that size, or undefined for a size we do not sell. */
export function unitPrice(size: unknown): number | undefined {
  return dtfSizes.find((candidate) => candidate.id === size)?.price;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The catalogue's DTF product of that id, or undefined for one we do not sell. */
export function dtfProductOf(id: unknown): DtfProduct | undefined {
  return dtfProducts.find((product) => product.id === id);
}

/** Dollars per transfer of that product in that size; undefined unless the product comes in it. */
export function productUnitPrice(productId: unknown, size: unknown): number | undefined {
  return dtfProductOf(productId)?.sizes.find((candidate) => candidate.id === size)?.price;
}

/** Unit price x quantity (the quantity first normalized), in dollars; undefined for an unknown size. */
export function itemPrice(size: unknown, quantity: unknown): number | undefined {
  const unit = unitPrice(size);
  return unit === undefined ? undefined : (cents(unit) * normalizeQuantity(quantity)) / 100;
}

/** The sum of the items' prices, in dollars, added in cents. */
export function orderTotal(items: readonly { price: number }[]): number {
  return items.reduce((sum, item) => sum + cents(item.price), 0) / 100;
}

/**
 * The item form's data with its quantity made valid (see normalizeQuantity); the very same object
 * when it already was, so the form runner can tell that nothing changed.
 */
export function withValidQuantity<T extends { quantity?: unknown }>(data: T): T {
  const quantity = normalizeQuantity(data.quantity);
  return quantity === data.quantity ? data : { ...data, quantity };
}

/** An order line as sent: what checkOrderLine looks at (docs/specification.md section 3, "DTF order item"). */
export interface DtfOrderLine {
  readonly productId: unknown;
  readonly size: unknown;
  readonly quantity: unknown;
  readonly price: unknown;
}

/** What is wrong with a line, the first thing found in this order: product, size, quantity, price. */
export type DtfLineProblem =
  | { readonly kind: 'product'; readonly productId: unknown }
  | { readonly kind: 'size'; readonly productId: DtfProduct['id']; readonly size: unknown }
  | { readonly kind: 'quantity'; readonly quantity: unknown }
  | {
      readonly kind: 'price';
      /** The catalogue's line price, its unit price and the quantity it is for, in dollars. */
      readonly expected: number;
      readonly unit: number;
      readonly quantity: number;
      readonly given: unknown;
    };

export type DtfLineCheck =
  | { readonly ok: true; readonly product: DtfProduct; readonly unit: number; readonly price: number }
  | { readonly ok: false; readonly problem: DtfLineProblem };

/**
 * A line checked against the catalogue, strictly: the product must be one we sell, the size one
 * of that product's, the quantity valid as it is (not normalized: 2.5 is refused, not read as 1)
 * and the price the unit price x quantity to the cent. Gives the catalogue's price when it is.
 */
export function checkOrderLine(line: DtfOrderLine): DtfLineCheck {
  const product = dtfProductOf(line.productId);
  if (!product) return { ok: false, problem: { kind: 'product', productId: line.productId } };
  const unit = productUnitPrice(product.id, line.size);
  if (unit === undefined)
    return { ok: false, problem: { kind: 'size', productId: product.id, size: line.size } };
  if (!isValidQuantity(line.quantity))
    return { ok: false, problem: { kind: 'quantity', quantity: line.quantity } };
  const expected = (cents(unit) * line.quantity) / 100;
  if (
    typeof line.price !== 'number' ||
    !Number.isFinite(line.price) ||
    cents(line.price) !== cents(expected)
  ) {
    return {
      ok: false,
      problem: { kind: 'price', expected, unit, quantity: line.quantity, given: line.price },
    };
  }
  return { ok: true, product, unit, price: expected };
}
