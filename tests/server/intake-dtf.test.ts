import { join } from 'node:path';
import {
  buildIntakeApp,
  filesUnder,
  multipart,
  rowCount,
  samples,
  type IntakeApp,
  type Part,
} from './fixtures/intake-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const items = [
  {
    productId: 'custom-transfers',
    productName: 'Custom DTF Transfers',
    size: 'small',
    quantity: 10,
    price: 35,
    designFile: 'logo.png',
  },
  {
    productId: 'full-color-prints',
    productName: 'Full-Color Prints',
    size: 'medium',
    quantity: 3,
    price: 19.5,
    designNotes: 'Front',
  },
];

const contact: Part[] = [
  { name: 'name', value: 'Ana' },
  { name: 'email', value: 'ana@example.com' },
];

function order(overrides: { orderItems?: string; totalPrice?: string; orderDate?: string } = {}): Part[] {
  return [
    ...contact,
    { name: 'orderItems', value: overrides.orderItems ?? JSON.stringify(items) },
    { name: 'totalPrice', value: overrides.totalPrice ?? '54.50' },
    { name: 'orderDate', value: overrides.orderDate ?? '2030-01-31T10:00:00.000Z' },
  ];
}

describe.each(backendNames)('POST /api/forms/dtf-checkout on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  const send = (parts: Part[]) =>
    intake.app.inject({ method: 'POST', url: '/api/forms/dtf-checkout', ...multipart(parts) });

  async function refused(parts: Part[], status = 400) {
    const rows = await rowCount(intake.store);
    const onDisk = filesUnder(join(backend.dataDir, 'uploads')).length;
    const response = await send(parts);
    expect(response.statusCode).toBe(status);
    expect(await rowCount(intake.store)).toBe(rows);
    expect(filesUnder(join(backend.dataDir, 'uploads'))).toHaveLength(onDisk);
    return response.json();
  }

  it('stores the order with its parsed items, total and design files', async () => {
    const response = await send([
      ...order(),
      { name: 'designFile_0', filename: 'logo.png', content: samples.png },
    ]);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^D-/);
    const stored = await intake.store.get(reference);
    expect(stored?.data).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      orderItems: items,
      totalPrice: 54.5,
      orderDate: '2030-01-31T10:00:00.000Z',
    });
    expect(stored?.files.map((f) => [f.field, f.originalName])).toEqual([['designFile_0', 'logo.png']]);
  });

  it('stores a multi-line order priced from the catalogue, whatever the product name sent', async () => {
    const lines = [
      { ...items[0], designFile: undefined },
      {
        productId: 'ready-to-press',
        productName: 'Transferencias listas para planchar',
        size: 'large',
        quantity: 7,
        price: 73.5,
      },
      {
        productId: 'full-color-prints',
        productName: 'PAID IN FULL - ship now',
        size: 'extra-large',
        quantity: 1000,
        price: 16000,
      },
      {
        productId: 'custom-transfers',
        productName: 'Custom DTF Transfers',
        size: 'medium',
        quantity: 1,
        price: 6.5,
      },
    ];
    const response = await send(order({ orderItems: JSON.stringify(lines), totalPrice: '16115.00' }));
    expect(response.statusCode).toBe(201);
    const stored = await intake.store.get(response.json().reference);
    expect(stored?.data.totalPrice).toBe(16115);
    expect(stored?.data.orderItems).toEqual([
      {
        productId: 'custom-transfers',
        productName: 'Custom DTF Transfers',
        size: 'small',
        quantity: 10,
        price: 35,
      },
      // A name the catalogue gives in either language is kept; any other is the catalogue's.
      { ...lines[1] },
      { ...lines[2], productName: 'Full-Color Prints' },
      { ...lines[3] },
    ]);
  });

  it('answers 400 for 1,000 Extra Large transfers at $0.01', async () => {
    const cheap = [
      {
        productId: 'custom-transfers',
        productName: 'Custom DTF Transfers',
        size: 'extra-large',
        quantity: 1000,
        price: 0.01,
      },
    ];
    const body = await refused([
      ...order({ orderItems: JSON.stringify(cheap), totalPrice: '0.01' }),
      { name: 'designFile_0', filename: 'logo.png', content: samples.png },
    ]);
    expect(body.errors).toEqual([
      { field: 'orderItems', message: 'Item 1: price must be 16000.00 (1000 × 16.00), not 0.01.' },
    ]);
  });

  it.each([
    [
      'an unknown product at $0',
      [items[0], { ...items[1], productId: 'gang-sheets', price: 0 }],
      '35.00',
      'Item 2: productId "gang-sheets" is not a DTF product.',
    ],
    [
      'an unknown size at $0',
      [items[0], { ...items[1], productId: 'custom-transfers', size: 'huge', price: 0 }],
      '35.00',
      'Item 2: size "huge" is not a size of custom-transfers.',
    ],
    [
      'a size in the wrong case',
      [{ ...items[0], size: 'Small' }],
      '35.00',
      'Item 1: size "Small" is not a size of custom-transfers.',
    ],
    [
      'a price a cent under',
      [items[0], { ...items[1], price: 19.49 }],
      '54.49',
      'Item 2: price must be 19.50 (3 × 6.50), not 19.49.',
    ],
    [
      'a price a cent over',
      [{ ...items[0], price: 35.01 }, items[1]],
      '54.51',
      'Item 1: price must be 35.00 (10 × 3.50), not 35.01.',
    ],
    [
      "another size's price",
      [items[0], { ...items[1], size: 'large' }],
      '54.50',
      'Item 2: price must be 31.50 (3 × 10.50), not 19.50.',
    ],
  ])('answers 400 naming the line for %s, and stores nothing', async (_label, lines, totalPrice, message) => {
    const body = await refused(order({ orderItems: JSON.stringify(lines), totalPrice }));
    // The total is the sum of the prices sent, so only the line is wrong.
    expect(body.errors).toEqual([{ field: 'orderItems', message }]);
  });

  it('names every wrong line, and a wrong total besides', async () => {
    const lines = [
      { ...items[0], productId: 'mugs' },
      items[1],
      { ...items[1], size: 'tiny' },
      { ...items[1], quantity: 4 },
    ];
    const body = await refused([
      ...order({ orderItems: JSON.stringify(lines), totalPrice: '1.00' }),
      { name: 'designFile_0', filename: 'logo.png', content: samples.png },
    ]);
    expect(body.errors).toEqual([
      { field: 'orderItems', message: 'Item 1: productId "mugs" is not a DTF product.' },
      { field: 'orderItems', message: 'Item 3: size "tiny" is not a size of full-color-prints.' },
      { field: 'orderItems', message: 'Item 4: price must be 26.00 (4 × 6.50), not 19.50.' },
      { field: 'totalPrice', message: "Must be the sum of the items' prices, 93.50." },
    ]);
  });

  it('answers 400 when the total is not the sum of the items', async () => {
    const body = await refused(order({ totalPrice: '54.49' }));
    expect(body.errors).toEqual([
      { field: 'totalPrice', message: "Must be the sum of the items' prices, 54.50." },
    ]);
  });

  it.each([
    ['not JSON', '[{', "Must be the order's items as JSON."],
    ['an empty cart', '[]', 'The order has no items.'],
    [
      'a quantity of 0',
      JSON.stringify([{ ...items[0], quantity: 0 }]),
      'Item 1, quantity: Must be at least 1.',
    ],
    [
      'a quantity of 1001',
      JSON.stringify([{ ...items[0], quantity: 1001 }]),
      'Item 1, quantity: Must be at most 1000.',
    ],
    [
      'a fractional quantity',
      JSON.stringify([{ ...items[0], quantity: 1.5 }]),
      'Item 1, quantity: Must be a whole number.',
    ],
    [
      'a quantity of 2.5 on the second line',
      JSON.stringify([items[0], { ...items[1], quantity: 2.5, price: 16.25 }]),
      'Item 2, quantity: Must be a whole number.',
    ],
    [
      'a quantity as text',
      JSON.stringify([{ ...items[0], quantity: '10' }]),
      'Item 1, quantity: Must be a whole number.',
    ],
    [
      'an item without productId',
      JSON.stringify([{ ...items[0], productId: undefined }]),
      'Item 1: productId is required.',
    ],
    [
      'an unknown item property',
      JSON.stringify([{ ...items[0], discount: 100 }]),
      'Item 1: discount is not part of an order item.',
    ],
    ['a price as text', JSON.stringify([{ ...items[0], price: '35' }]), 'Item 1, price: Must be a number.'],
    ['an object instead of a list', JSON.stringify(items[0]), 'Must be a list.'],
    ['51 items', JSON.stringify(Array(51).fill(items[1])), 'An order may have at most 50 items.'],
  ])('answers 400 for %s in orderItems', async (_label, orderItems, message) => {
    const body = await refused(order({ orderItems }));
    expect(body.errors).toContainEqual({ field: 'orderItems', message });
  });

  it('answers 400 naming each missing order field', async () => {
    const body = await refused(contact);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'orderDate',
      'orderItems',
      'totalPrice',
    ]);
  });

  it('answers 400 for a design file of an item that is not in the order', async () => {
    const body = await refused([
      ...order(),
      { name: 'designFile_5', filename: 'logo.png', content: samples.png },
    ]);
    expect(body.errors).toContainEqual({
      field: 'designFile_5',
      message: 'There is no item 6 in the order for this design.',
    });
  });

  it('answers 400 for a design file type DTF does not take', async () => {
    const body = await refused([
      ...order(),
      { name: 'designFile_0', filename: 'art.zip', content: samples.zip },
    ]);
    expect(body.errors[0].message).toMatch(/^Only these file types are accepted: \.png, \.jpg/);
  });

  it('answers 400 for two files in one design field, and for a field past the last item', async () => {
    const file = { name: 'designFile_0', filename: 'logo.png', content: samples.png };
    expect((await refused([...order(), file, file])).errors[0]).toEqual({
      field: 'designFile_0',
      message: 'Send one file only.',
    });
    const far = { ...file, name: 'designFile_50' };
    expect((await refused([...order(), far])).errors[0]).toEqual({
      field: 'designFile_50',
      message: 'This field does not take files.',
    });
  });

  it("answers 413 for a design over dtf-item's limit", async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(32 * 1024)]);
    const body = await refused(
      [...order(), { name: 'designFile_1', filename: 'big.png', content: big }],
      413,
    );
    expect(body.errors).toEqual([{ field: 'designFile_1', message: 'Each file may be at most 32 KB.' }]);
  });
});
