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
    productId: 'custom-transfer',
    productName: 'Custom DTF Transfer',
    size: 'small',
    quantity: 10,
    price: 35,
    designFile: 'logo.png',
  },
  {
    productId: 'custom-transfer',
    productName: 'Custom DTF Transfer',
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
