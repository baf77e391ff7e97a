import { join } from 'node:path';
import { backendNames } from './fixtures/store-backends.ts';
import { rowCount, urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';

const order = {
  package: 'enterprise',
  addOns: 'logo-design,hosting',
  totalPrice: '5497',
  businessName: 'Taco Loco',
  pages: '10-20',
  timeline: '2-3-weeks',
  contactName: 'Ana Ruiz',
  email: 'ana@example.com',
};

describe.each(backendNames)('POST /api/forms/website-design on %s', (backendName) => {
  const session = useIntakeSession(backendName, { formsDir: join(__dirname, '../../forms') });
  const post = (fields: Record<string, string>) => session.post('website-design', urlencoded(fields));

  async function refused(fields: Record<string, string>) {
    const rows = await rowCount(session.intake.store);
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(await rowCount(session.intake.store)).toBe(rows);
    return response.json().errors as { field: string; message: string }[];
  }

  it('stores the order with its package, add-ons as a list and total as a number, with a W reference', async () => {
    const response = await post(order);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^W-/);
    expect((await session.intake.store.get(reference))?.data).toEqual({
      ...order,
      addOns: ['logo-design', 'hosting'],
      totalPrice: 5497,
    });
  });

  it('stores a package without add-ons at its own price, written with cents', async () => {
    const { addOns: _none, ...rest } = order;
    const response = await post({ ...rest, package: 'starter', totalPrice: '1299.00' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a total that is not the package price plus the add-ons, and says what it should be', async () => {
    expect(await refused({ ...order, totalPrice: '1' })).toEqual([
      { field: 'totalPrice', message: "Must be the package's price plus the chosen add-ons, 5497.00." },
    ]);
    expect((await refused({ ...order, totalPrice: '5497.01' }))[0].field).toBe('totalPrice');
  });

  it('refuses a package or add-on the site does not sell', async () => {
    expect((await refused({ ...order, package: 'platinum' })).map((e) => e.field)).toContain('package');
    expect((await refused({ ...order, addOns: 'logo-design,free-lunch' })).map((e) => e.field)).toContain(
      'addOns',
    );
  });

  it('refuses an order without its package or its total', async () => {
    const { package: _package, ...noPackage } = order;
    expect((await refused(noPackage)).map((e) => e.field)).toContain('package');
    const { totalPrice: _total, ...noTotal } = order;
    expect((await refused(noTotal)).map((e) => e.field)).toContain('totalPrice');
  });

  it('refuses a total that is not a number', async () => {
    expect((await refused({ ...order, totalPrice: 'free' })).map((e) => e.field)).toEqual(['totalPrice']);
  });
});
