/**
 * The order list's state: its lines (in localStorage) and their design files (in IndexedDB), so
 * the cart survives a reload until the order is sent. A line whose file could not be kept says
 * so (`designState` 'missing') instead of pretending the file is still attached.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderItem } from '../../form-engine/types.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { clearDesigns, deleteDesign, loadDesigns, saveDesign } from './design-files.ts';
import {
  makeLine,
  newLineKey,
  readCart,
  writeCart,
  type CartLine,
  type DtfProductId,
} from './cart-storage.ts';

const noLines: CartLine[] = [];

export type DesignState = 'attached' | 'loading' | 'missing';

export interface NewLine {
  productId: DtfProductId;
  size: unknown;
  quantity: unknown;
  designNotes?: unknown;
}

export function useDtfCart() {
  // The prerendered page shows an empty cart, and hydration must draw the same: the stored
  // cart is read once hydrated (at once when the browser draws the page itself).
  const hydrated = useHydrated();
  const [stored, setLines] = useState<CartLine[] | undefined>(() => (hydrated ? readCart() : undefined));
  if (hydrated && stored === undefined) setLines(readCart());
  const lines = stored ?? noLines;
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(() => new Map());
  const [filesLoaded, setFilesLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    // Only the lines read at start have files to look for; later ones bring theirs along.
    void loadDesigns(readCart().map((line) => line.key)).then((found) => {
      if (!live) return;
      setFiles((current) => new Map([...found, ...current]));
      setFilesLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (stored) writeCart(stored);
  }, [stored]);

  const add = useCallback((fields: NewLine, file?: File): CartLine | undefined => {
    const key = newLineKey();
    const line = makeLine({ ...fields, key, design: file && { name: file.name, bytes: file.size } });
    if (!line) return undefined;
    setLines((current = readCart()) => [...current, line]);
    if (file) {
      setFiles((current) => new Map(current).set(key, file));
      void saveDesign(key, file);
    }
    return line;
  }, []);

  const remove = useCallback((key: string) => {
    setLines((current = readCart()) => current.filter((line) => line.key !== key));
    setFiles((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
    void deleteDesign(key);
  }, []);

  const clear = useCallback(() => {
    setLines([]);
    setFiles(new Map());
    void clearDesigns();
  }, []);

  const designState = (line: CartLine): DesignState | undefined => {
    if (!line.design) return undefined;
    if (files.has(line.key)) return 'attached';
    return filesLoaded ? 'missing' : 'loading';
  };

  /** The order items as the shop receives them; a design is sent only when its file is here. */
  const orderItems = (productName: (id: DtfProductId) => string): OrderItem[] =>
    lines.map((line) => ({
      productId: line.productId,
      productName: productName(line.productId),
      size: line.size,
      quantity: line.quantity,
      price: line.price,
      designFile: files.get(line.key) ?? null,
      ...(line.designNotes ? { designNotes: line.designNotes } : {}),
    }));

  return { lines, add, remove, clear, designState, orderItems };
}

export type DtfCart = ReturnType<typeof useDtfCart>;
