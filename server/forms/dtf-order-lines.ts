/**
 * The DTF cart priced by the server from the catalogue (catalog/dtf.ts, through
 * core/pricing/dtf-pricing.ts): each line's product, size, quantity and price, so the shop never
 * stores a price the site did not offer. dtf-order.ts runs this after the items' shape passed.
 *
 * productName is display text the page takes from the catalogue's texts in the visitor's
 * language (checkout-dialog.tsx). The shop reads it in the inbox and the e-mails, so a name that
 * is not the product's own (tampered, or from a page older than a renamed product) is replaced
 * by the catalogue's English name rather than refused: the order is kept, and nobody is misled.
 */
import enCatalog from '../../locales/en/catalog.json' with { type: 'json' };
import esCatalog from '../../locales/es/catalog.json' with { type: 'json' };
import { dtfQuantity, type DtfProduct } from '../../catalog/dtf.ts';
import { checkOrderLine, type DtfLineProblem } from '../../core/pricing/dtf-pricing.ts';
import type { FieldError } from '../http/intake-error.ts';

/** An order item whose shape the schema checked (dtf-order.ts). */
export type OrderItem = {
  productId: string;
  productName: string;
  size: string;
  quantity: number;
  price: number;
  designFile?: string | null;
  designNotes?: string;
};

// English first: it is the name stored when the one sent is not the product's.
const catalogues = [enCatalog, esCatalog];

/** The product's names in the site's languages (locales/<lng>/catalog.json, `items.<id>.title`). */
export function productNames(id: DtfProduct['id']): string[] {
  return catalogues.map((catalogue) => catalogue.items[id].title);
}

const money = (dollars: number) => dollars.toFixed(2);
const given = (value: unknown) => (typeof value === 'number' ? money(value) : JSON.stringify(value));

function problemMessage(problem: DtfLineProblem): string {
  switch (problem.kind) {
    case 'product':
      return `productId ${JSON.stringify(problem.productId)} is not a DTF product.`;
    case 'size':
      return `size ${JSON.stringify(problem.size)} is not a size of ${problem.productId}.`;
    case 'quantity':
      return (
        `quantity must be a whole number from ${dtfQuantity.min} to ${dtfQuantity.max}, ` +
        `not ${JSON.stringify(problem.quantity)}.`
      );
    case 'price':
      return (
        `price must be ${money(problem.expected)} (${problem.quantity} × ${money(problem.unit)}), ` +
        `not ${given(problem.given)}.`
      );
  }
}

/**
 * One field error per line the catalogue does not price as sent (`Item <n>: ...`), and the items
 * to store when there is none: each with the catalogue's price and a name that is the product's.
 */
export function priceOrderLines(items: readonly OrderItem[]): { errors: FieldError[]; items: OrderItem[] } {
  const errors: FieldError[] = [];
  const priced: OrderItem[] = [];
  items.forEach((item, index) => {
    const line = checkOrderLine(item);
    if (!line.ok) {
      errors.push({ field: 'orderItems', message: `Item ${index + 1}: ${problemMessage(line.problem)}` });
      return;
    }
    const names = productNames(line.product.id);
    const productName = names.includes(item.productName) ? item.productName : names[0];
    priced.push({ ...item, productName, price: line.price });
  });
  return { errors, items: errors.length > 0 ? [] : priced };
}
