/** The DTF order's arithmetic against SPEC.md sections 5 and 9. */
import { dtfProducts, dtfSizes } from '../../catalog/dtf.ts';
import {
  itemPrice,
  normalizeQuantity,
  orderTotal,
  unitPrice,
  withValidQuantity,
} from '../../core/pricing/dtf-pricing.ts';

describe('the DTF catalogue', () => {
  it("has SPEC's four sizes and prices, which every product is sold in", () => {
    expect(dtfSizes.map(({ id, minInches, maxInches, price }) => [id, minInches, maxInches, price])).toEqual([
      ['small', 0, 4, 3.5],
      ['medium', 4, 8, 6.5],
      ['large', 8, 12, 10.5],
      ['extra-large', 12, 16, 16],
    ]);
    expect(dtfProducts.length).toBeGreaterThan(0);
    for (const product of dtfProducts) {
      expect(product.sizes).toBe(dtfSizes);
      expect(product.basePrice).toBe(3.5);
    }
  });
});

describe('normalizeQuantity (invalid input falls back to 1)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [999, 999],
    [1000, 1000],
    ['12', 12],
    [' 7 ', 7],
  ])('keeps the valid quantity %p as %p', (input, expected) => {
    expect(normalizeQuantity(input)).toBe(expected);
  });

  it.each([
    ['zero', 0],
    ['one over the maximum', 1001],
    ['far over the maximum', 1_000_000],
    ['negative', -5],
    ['a decimal', 2.5],
    ['a decimal under 1', 0.5],
    ['decimal text', '2.5'],
    ['text', 'abc'],
    ['text after digits', '12abc'],
    ['exponent text', '1e3'],
    ['empty text', ''],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['undefined', undefined],
    ['null', null],
    ['a boolean', true],
    ['an array', [5]],
  ])('turns %s into 1', (_, input) => {
    expect(normalizeQuantity(input)).toBe(1);
  });
});

describe('unitPrice', () => {
  it.each([
    ['small', 3.5],
    ['medium', 6.5],
    ['large', 10.5],
    ['extra-large', 16],
  ])('is $%p for %s', (size, price) => {
    expect(unitPrice(size)).toBe(price);
  });

  it.each([['huge'], [''], [undefined], [3.5], ['Small']])('is undefined for the unknown size %p', (size) => {
    expect(unitPrice(size)).toBeUndefined();
  });
});

describe('itemPrice = unit price x quantity', () => {
  it.each([
    ['small', 1, 3.5],
    ['small', 10, 35],
    ['medium', 3, 19.5],
    ['large', 7, 73.5],
    ['extra-large', 1000, 16000],
    ['medium', '4', 26],
  ])('%s x %p is %p', (size, quantity, price) => {
    expect(itemPrice(size, quantity)).toBe(price);
  });

  it.each([
    ['0', 0],
    ['1001', 1001],
    ['text', 'abc'],
    ['a decimal', 2.5],
    ['nothing', undefined],
  ])('prices an invalid quantity (%s) as one transfer', (_, quantity) => {
    expect(itemPrice('large', quantity)).toBe(10.5);
  });

  it('is undefined for an unknown size', () => {
    expect(itemPrice('jumbo', 3)).toBeUndefined();
  });
});

describe('orderTotal = sum of the item prices', () => {
  it('is 0 for an empty order', () => {
    expect(orderTotal([])).toBe(0);
  });

  it('adds the items', () => {
    expect(orderTotal([{ price: 35 }, { price: 19.5 }, { price: 16 }])).toBe(70.5);
  });

  it('adds in cents, without floating-point crumbs', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(orderTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(orderTotal([{ price: 10.1 }, { price: 20.2 }, { price: 0.7 }])).toBe(31);
  });

  it('reaches the largest order exactly: 50 lines of 1000 extra-large transfers', () => {
    const line = { price: itemPrice('extra-large', 1000)! };
    expect(orderTotal(Array.from({ length: 50 }, () => line))).toBe(800_000);
  });
});

describe('withValidQuantity', () => {
  it('returns the same object when the quantity is valid', () => {
    const data = { size: 'small', quantity: 5 };
    expect(withValidQuantity(data)).toBe(data);
  });

  it.each([[0], [1001], [2.5], ['abc'], [undefined]])(
    'replaces the quantity %p with 1 in a copy',
    (quantity) => {
      const data = { size: 'small', quantity, designNotes: 'Front' };
      const fixed = withValidQuantity(data);
      expect(fixed).not.toBe(data);
      expect(fixed).toEqual({ size: 'small', quantity: 1, designNotes: 'Front' });
      expect(data.quantity).toBe(quantity);
    },
  );
});
