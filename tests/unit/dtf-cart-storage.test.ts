/** The cart as localStorage keeps it: what comes back is checked, and prices are computed again. */
import { dtfMaxOrderItems } from '../../catalog/dtf.ts';
import { makeLine, newLineKey, parseCart, serializeCart } from '../../src/features/dtf-order/cart-storage.ts';

const stored = (items: unknown) => JSON.stringify({ version: 1, items });

describe('makeLine', () => {
  it('prices a line from the catalogue', () => {
    expect(makeLine({ key: 'a', productId: 'custom-transfers', size: 'medium', quantity: 3 })).toEqual({
      key: 'a',
      productId: 'custom-transfers',
      size: 'medium',
      quantity: 3,
      price: 19.5,
    });
  });

  it('falls back to 1 for an invalid quantity and keeps notes and the design name', () => {
    expect(
      makeLine({
        key: 'b',
        productId: 'ready-to-press',
        size: 'extra-large',
        quantity: '1001',
        designNotes: 'Left chest',
        design: { name: 'logo.png', bytes: 1234 },
      }),
    ).toEqual({
      key: 'b',
      productId: 'ready-to-press',
      size: 'extra-large',
      quantity: 1,
      price: 16,
      designNotes: 'Left chest',
      design: { name: 'logo.png', bytes: 1234 },
    });
  });

  it('refuses unknown products and sizes, and lines without a key', () => {
    expect(makeLine({ key: 'c', productId: 'gang-sheets', size: 'small', quantity: 1 })).toBeUndefined();
    expect(makeLine({ key: 'c', productId: 'custom-transfers', size: 'jumbo', quantity: 1 })).toBeUndefined();
    expect(makeLine({ key: '', productId: 'custom-transfers', size: 'small', quantity: 1 })).toBeUndefined();
  });

  it('drops blank notes and cuts notes to 500 characters', () => {
    const line = (designNotes: unknown) =>
      makeLine({ key: 'd', productId: 'custom-transfers', size: 'small', quantity: 1, designNotes });
    expect(line('   ')?.designNotes).toBeUndefined();
    expect(line('x'.repeat(600))?.designNotes).toHaveLength(500);
    expect(line(42)?.designNotes).toBeUndefined();
  });
});

describe('parseCart', () => {
  it('reads back what serializeCart wrote', () => {
    const lines = [
      makeLine({ key: 'a', productId: 'custom-transfers', size: 'small', quantity: 10 })!,
      makeLine({
        key: 'b',
        productId: 'full-color-prints',
        size: 'large',
        quantity: 2,
        design: { name: 'art.pdf', bytes: 99 },
      })!,
    ];
    expect(parseCart(serializeCart(lines))).toEqual(lines);
  });

  it('computes prices again instead of trusting the stored ones', () => {
    const [line] = parseCart(
      stored([{ key: 'a', productId: 'custom-transfers', size: 'small', quantity: 10, price: 0.01 }]),
    );
    expect(line.price).toBe(35);
  });

  it('drops lines it cannot use and keeps the others in order', () => {
    const lines = parseCart(
      stored([
        { key: 'a', productId: 'custom-transfers', size: 'small', quantity: 2 },
        { key: 'b', productId: 'nope', size: 'small', quantity: 2 },
        null,
        'text',
        { productId: 'custom-transfers', size: 'small', quantity: 2 },
        { key: 'a', productId: 'custom-transfers', size: 'large', quantity: 2 },
        { key: 'c', productId: 'ready-to-press', size: 'medium', quantity: 0 },
      ]),
    );
    expect(lines.map(({ key, quantity }) => [key, quantity])).toEqual([
      ['a', 2],
      ['c', 1],
    ]);
  });

  it('keeps at most the lines an order may have', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      key: `k${index}`,
      productId: 'custom-transfers',
      size: 'small',
      quantity: 1,
    }));
    expect(parseCart(stored(many))).toHaveLength(dtfMaxOrderItems);
  });

  it.each([[null], [''], ['not json'], ['[]'], ['{"items":"x"}'], ['null'], ['42']])(
    'reads %p as an empty cart',
    (text) => {
      expect(parseCart(text)).toEqual([]);
    },
  );
});

describe('newLineKey', () => {
  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, newLineKey));
    expect(keys.size).toBe(1000);
  });
});
