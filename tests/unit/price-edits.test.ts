/**
 * What the owner's Prices tab does to a draft table (src/pages/owner/forms/prices/price-edits.ts),
 * on the shipped tables: quantities added and removed with their prices, options added and
 * removed with theirs, and what the table file must hold to be drawn.
 */
import { readFileSync } from 'node:fs';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import { isPriceTableShape } from '../../src/pages/owner/forms/prices/price-draft.ts';
import {
  addBreak,
  addOption,
  listsBreaks,
  removeBreak,
  removeOption,
  setFee,
  setPrice,
} from '../../src/pages/owner/forms/prices/price-edits.ts';

const table = (id: string) => JSON.parse(readFileSync(`catalog/prices/${id}.json`, 'utf8')) as PriceTable;

describe('quantities', () => {
  it('adds a smallest quantity with the prices of the smallest, and removes it again', () => {
    const flyers = table('flyers');
    const more = addBreak(flyers, 50);
    expect(more.quantity.breaks).toEqual([50, 100, 250, 500, 1000, 2500, 5000]);
    expect(more.dimensions.quantity[0]).toBe('50');
    expect(more.lines[0].prices.tabloid).toEqual([89, 89, 149, 219, 349, 689, 1199]);
    expect(removeBreak(more, 0)).toEqual(flyers);
    // The draft is a new table each time.
    expect(flyers.quantity.breaks).toHaveLength(6);
  });

  it("leaves a typed quantity's one value alone, and never removes the last break", () => {
    const wraps = table('vehicle-wraps');
    expect(listsBreaks(wraps)).toBe(false);
    const more = addBreak(wraps, 50);
    expect(more.dimensions.vehicleCount).toEqual([1]);
    expect(more.lines[0].prices.full).toEqual([2499, 2374, 2249, 2199, 2199]);
    expect(more.lines[1].prices.suv).toBe(15);
    const booklets = table('booklets');
    expect(removeBreak(booklets, 0)).toBe(booklets);
  });
});

describe('options and prices', () => {
  it('prices a new option 0, per break in a line priced by quantity, and removes it with its area', () => {
    const banners = table('banners');
    expect(addOption(banners, 'finishing', 'none').lines[1].prices.none).toBe(0);
    expect(addOption(banners, 'material', 'satin').lines[0].prices.satin).toEqual([0, 0, 0, 0, 0]);
    const smaller = removeOption(banners, 'size', '2x4-ft');
    expect(smaller.dimensions.size).toEqual(['3x6-ft', '4x8-ft', '5x10-ft']);
    expect(Object.keys(smaller.area!.squareFeet)).toEqual(['3x6-ft', '4x8-ft', '5x10-ft']);
  });

  it('sets one price, a price for every quantity, and a fee, to the cent', () => {
    const flyers = table('flyers');
    expect(setPrice(flyers, 0, 'letter', 2, 120.456).lines[0].prices.letter).toEqual([
      49, 79, 120.46, 175, 339, 589,
    ]);
    expect(setPrice(flyers, 1, 'gloss-100lb', 1, 5).lines[1].prices['gloss-100lb']).toEqual([
      0, 5, 0, 0, 0, 0,
    ]);
    expect(setPrice(flyers, 1, 'gloss-100lb', null, 3).lines[1].prices['gloss-100lb']).toBe(3);
    expect(setFee(flyers, 'rush', 'percent', 30).fees).toEqual({
      rush: { percent: 30, minimum: 20 },
      design: { amount: 65 },
    });
  });

  it('draws only what reads as a table', () => {
    expect(isPriceTableShape(table('stickers'))).toBe(true);
    expect(isPriceTableShape({ ...table('stickers'), lines: {} })).toBe(false);
    expect(isPriceTableShape({ dimensions: {}, quantity: { breaks: ['1'] }, lines: [] })).toBe(false);
  });
});
