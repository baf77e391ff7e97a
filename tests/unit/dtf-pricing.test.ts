/** The DTF order's arithmetic against docs/specification.md sections 5 and 9. */
import { dtfProducts, dtfSizes } from '../../catalog/dtf.ts';
import {
  checkOrderLine,
  dtfProductOf,
  isValidQuantity,
  itemPrice,
  normalizeQuantity,
  orderTotal,
  productUnitPrice,
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

describe('isValidQuantity (strict: what the server takes as it is)', () => {
  it.each([[1], [2], [999], [1000]])('takes %p', (quantity) => {
    expect(isValidQuantity(quantity)).toBe(true);
  });

  it.each([[0], [1001], [-1], [2.5], [0.5], [NaN], [Infinity], ['12'], [''], [null], [undefined], [[5]]])(
    'refuses %p, which normalizeQuantity would have made a valid number',
    (quantity) => {
      expect(isValidQuantity(quantity)).toBe(false);
    },
  );
});

describe('dtfProductOf and productUnitPrice', () => {
  it('finds every catalogue product by its id', () => {
    for (const product of dtfProducts) expect(dtfProductOf(product.id)).toBe(product);
  });

  it.each([['custom-transfer'], ['Custom-Transfers'], [''], [undefined], [{}]])(
    'finds no product for %p',
    (id) => {
      expect(dtfProductOf(id)).toBeUndefined();
    },
  );

  it("is the size's price for each product in each of its sizes", () => {
    for (const product of dtfProducts)
      for (const size of product.sizes) expect(productUnitPrice(product.id, size.id)).toBe(size.price);
  });

  it.each([
    ['custom-transfers', 'huge'],
    ['custom-transfers', 'Small'],
    ['custom-transfers', undefined],
    ['mugs', 'small'],
    [undefined, 'small'],
  ])('is undefined for product %p in size %p', (productId, size) => {
    expect(productUnitPrice(productId, size)).toBeUndefined();
  });
});

describe('checkOrderLine: a line against the catalogue', () => {
  const line = { productId: 'custom-transfers', size: 'small', quantity: 10, price: 35 };

  it.each([
    [line, 35, 3.5],
    [{ ...line, productId: 'ready-to-press', size: 'medium', quantity: 3, price: 19.5 }, 19.5, 6.5],
    [{ ...line, size: 'large', quantity: 7, price: 73.5 }, 73.5, 10.5],
    [
      { ...line, productId: 'full-color-prints', size: 'extra-large', quantity: 1000, price: 16000 },
      16000,
      16,
    ],
    [{ ...line, quantity: 1, price: 3.5 }, 3.5, 3.5],
  ])('prices %o', (given, price, unit) => {
    const check = checkOrderLine(given);
    expect(check).toEqual({ ok: true, product: dtfProductOf(given.productId), unit, price });
  });

  it('takes a price that is the same to the cent, and gives the exact one', () => {
    expect(checkOrderLine({ ...line, price: 35.004 })).toMatchObject({ ok: true, price: 35 });
    // A browser summing in floating point may send a crumb over the amount: still the same cents.
    expect(checkOrderLine({ ...line, quantity: 3, price: 10.500000000000002 })).toMatchObject({
      ok: true,
      price: 10.5,
    });
  });

  it('refuses a product we do not sell, before anything else', () => {
    expect(
      checkOrderLine({ ...line, productId: 'gang-sheets', size: 'huge', quantity: 0, price: 0 }),
    ).toEqual({
      ok: false,
      problem: { kind: 'product', productId: 'gang-sheets' },
    });
  });

  it("refuses a size that is not one of the product's", () => {
    expect(checkOrderLine({ ...line, size: 'huge', price: 0 })).toEqual({
      ok: false,
      problem: { kind: 'size', productId: 'custom-transfers', size: 'huge' },
    });
  });

  it.each([[0], [1001], [2.5], ['10'], [undefined]])(
    'refuses the quantity %p instead of reading it as 1',
    (quantity) => {
      expect(checkOrderLine({ ...line, quantity, price: 3.5 })).toEqual({
        ok: false,
        problem: { kind: 'quantity', quantity },
      });
    },
  );

  it('refuses 1000 Extra Large transfers at $0.01, saying what they cost', () => {
    expect(checkOrderLine({ ...line, size: 'extra-large', quantity: 1000, price: 0.01 })).toEqual({
      ok: false,
      problem: { kind: 'price', expected: 16000, unit: 16, quantity: 1000, given: 0.01 },
    });
  });

  it.each([[34.99], [35.01], [0], [-35], [3.5], [350], [NaN], [Infinity], ['35'], [null]])(
    'refuses the price %p for 10 small',
    (price) => {
      expect(checkOrderLine({ ...line, price })).toEqual({
        ok: false,
        problem: { kind: 'price', expected: 35, unit: 3.5, quantity: 10, given: price },
      });
    },
  );

  it("agrees with the configurator's itemPrice for every valid line", () => {
    for (const product of dtfProducts)
      for (const size of product.sizes)
        for (const quantity of [1, 2, 3, 7, 99, 333, 1000]) {
          const price = itemPrice(size.id, quantity)!;
          expect(checkOrderLine({ productId: product.id, size: size.id, quantity, price })).toMatchObject({
            ok: true,
            price,
          });
        }
  });
});
