/**
 * Estimates from a form's answers (core/pricing/estimate.ts), on the real vehicle-wrap form and
 * its table: worked by hand from catalog/prices/vehicle-wraps.json, so a change to how a line,
 * a percent, a quantity break or a fee is counted shows here.
 */
import { readFileSync } from 'node:fs';
import { estimateFor, priceOf, startingPrice, type PriceTable } from '../../core/pricing/estimate.ts';
import { readForm } from '../support/form-files.ts';

const table = JSON.parse(readFileSync('catalog/prices/vehicle-wraps.json', 'utf8')) as PriceTable;
const form = readForm('vehicle-wrap');
const estimate = (answers: Record<string, unknown>) =>
  estimateFor(table, form.estimate!, form.schema, answers);

describe('estimateFor on the vehicle-wrap form', () => {
  it('waits until every priced question the form shows is answered', () => {
    expect(estimate({})).toBeUndefined();
    expect(estimate({ vehicleType: 'van' })).toBeUndefined();
    expect(estimate({ vehicleType: 'fleet', coverage: 'full' })).toBeUndefined(); // vehicleCount is shown and empty
  });

  it('prices a hidden quantity at its first value: one van, full wrap, plus 25%', () => {
    const van = estimate({ vehicleType: 'van', coverage: 'full', vehicleCount: 40 })!;
    expect(van.quantity).toBe(1); // vehicleCount is only asked for a fleet
    expect(van.lines).toEqual([
      { id: 'coverage', value: 'full', cents: 249900 },
      { id: 'vehicleType', value: 'van', cents: 62475 },
    ]);
    expect(van.totalCents).toBe(312375);
  });

  it('prices a fleet by its count at the quantity break, and switches the design fee on', () => {
    const fleet = estimate({
      vehicleType: 'fleet',
      vehicleCount: 6,
      coverage: 'lettering',
      designHelp: 'need-design',
    })!;
    // 6 vehicles at the 5-vehicle price of $142: $852, fleet +10%: $85.20, design 15% of $937.20 = $140.58 -> minimum $150.
    expect(fleet.lines).toEqual([
      { id: 'coverage', value: 'lettering', cents: 85200 },
      { id: 'vehicleType', value: 'fleet', cents: 8520 },
      { id: 'design', cents: 15000 },
    ]);
    expect(fleet.totalCents).toBe(108720);
    expect(
      estimate({ vehicleType: 'fleet', vehicleCount: 6, coverage: 'lettering', designHelp: 'have-artwork' })!
        .totalCents,
    ).toBe(93720);
  });

  it('never falls as the fleet grows', () => {
    let previous = 0;
    for (let count = 2; count <= 60; count++) {
      const total = estimate({ vehicleType: 'fleet', vehicleCount: count, coverage: 'full' })!.totalCents;
      expect(total).toBeGreaterThanOrEqual(previous);
      previous = total;
    }
  });

  it('refuses to price a value the table does not have', () => {
    expect(priceOf(table, { coverage: 'full', vehicleType: 'boat', vehicleCount: '1' })).toBeUndefined();
    expect(priceOf(table, { coverage: 'full', vehicleType: 'car', vehicleCount: '0' })).toBeUndefined();
  });

  it('starts at the cheapest selection of the smallest quantity', () => {
    expect(startingPrice(table)).toEqual({ amount: 149, quantity: 1, unit: 'vehicles' });
  });
});
