/**
 * The DTF order's arithmetic (SPEC.md section 9): item price = unit price x quantity, total =
 * sum of item prices. Pure, so every edge case is a unit test (tests/unit/dtf-pricing.test.ts).
 * Amounts are computed in whole cents, so a total is never off by a floating-point crumb.
 */
import { dtfQuantity, dtfSizes, type DtfSizeId } from '../../catalog/dtf.ts';

/**
 * SPEC.md section 5: "quantity 1 to 1000; invalid input falls back to 1". Invalid is anything
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
  return Number.isInteger(number) && number >= dtfQuantity.min && number <= dtfQuantity.max
    ? number
    : dtfQuantity.fallback;
}

export function isDtfSizeId(value: unknown): value is DtfSizeId {
  return dtfSizes.some((size) => size.id === value);
}

/** Dollars per transfer of that size, or undefined for a size we do not sell. */
export function unitPrice(size: unknown): number | undefined {
  return dtfSizes.find((candidate) => candidate.id === size)?.price;
}

const cents = (dollars: number) => Math.round(dollars * 100);

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
