/**
 * The cart as localStorage keeps it, so it survives a reload until the order is sent. Only text
 * is stored (the design files are in IndexedDB, see design-files.ts), and what comes back is
 * checked line by line: a line for a product or size we no longer sell is dropped, and prices
 * are computed again from the catalogue, never read back.
 */
import { dtfMaxOrderItems, dtfProducts, type DtfProduct, type DtfSizeId } from '../../../catalog/dtf.ts';
import { isDtfSizeId, itemPrice, normalizeQuantity } from '../../../core/pricing/dtf-pricing.ts';

export type DtfProductId = DtfProduct['id'];

/** What the visitor attached, by name: the File itself is kept apart. */
export interface DesignRef {
  name: string;
  bytes: number;
}

/** One line of the order list. The order item sent to the shop is built from it at checkout. */
export interface CartLine {
  /** Stable id of the line in this browser (the key of its design file). */
  key: string;
  productId: DtfProductId;
  size: DtfSizeId;
  quantity: number;
  /** Unit price x quantity, in dollars. */
  price: number;
  designNotes?: string;
  design?: DesignRef;
}

export const cartStorageKey = 'dtf-order:cart';
const notesMaxLength = 500;

function isProductId(value: unknown): value is DtfProductId {
  return dtfProducts.some((product) => product.id === value);
}

/** A line with its price from the catalogue; undefined when the product or size is unknown. */
export function makeLine(fields: {
  key: string;
  productId?: unknown;
  size?: unknown;
  quantity?: unknown;
  designNotes?: unknown;
  design?: unknown;
}): CartLine | undefined {
  const { key, productId, size } = fields;
  if (!key || !isProductId(productId) || !isDtfSizeId(size)) return undefined;
  const quantity = normalizeQuantity(fields.quantity);
  const line: CartLine = { key, productId, size, quantity, price: itemPrice(size, quantity)! };
  if (typeof fields.designNotes === 'string' && fields.designNotes.trim())
    line.designNotes = fields.designNotes.slice(0, notesMaxLength);
  const design = fields.design as Partial<DesignRef> | undefined;
  if (design && typeof design.name === 'string' && design.name)
    line.design = { name: design.name, bytes: typeof design.bytes === 'number' ? design.bytes : 0 };
  return line;
}

/** The lines in a stored text; anything unreadable reads as an empty cart. */
export function parseCart(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const items = (parsed as { items?: unknown })?.items;
    if (!Array.isArray(items)) return [];
    const lines: CartLine[] = [];
    const keys = new Set<string>();
    for (const item of items as Record<string, unknown>[]) {
      const key = typeof item?.key === 'string' ? item.key : '';
      const line = item && !keys.has(key) ? makeLine({ ...item, key }) : undefined;
      if (line) {
        keys.add(key);
        lines.push(line);
      }
    }
    return lines.slice(0, dtfMaxOrderItems);
  } catch {
    return [];
  }
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: 1, items: lines });
}

// Storage may be missing, full or forbidden: the cart then lasts as long as the page.
export function readCart(): CartLine[] {
  try {
    return parseCart(localStorage.getItem(cartStorageKey));
  } catch {
    return [];
  }
}

export function writeCart(lines: readonly CartLine[]): void {
  try {
    if (lines.length) localStorage.setItem(cartStorageKey, serializeCart(lines));
    else localStorage.removeItem(cartStorageKey);
  } catch {
    // ignored: see above
  }
}

let counter = 0;
/** A line key unique in this browser (no crypto.randomUUID: it needs a secure context). */
export function newLineKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
