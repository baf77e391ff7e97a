/**
 * The gang sheet's geometry (core/gang-sheet/layout.ts), which the builder and the intake both
 * check a layout with: the sheet's length, overlaps, the gap, the sheet's edges, proportions,
 * rotation and a hand placement.
 */
import { gangSheet } from '../../catalog/gang-sheets.ts';
import {
  copySize,
  effectiveDpi,
  layoutProblems,
  placementProblem,
  problemText,
  sharpWidthIn,
  sheetLengthOf,
  type PlacedCopy,
  type SheetLayout,
} from '../../core/gang-sheet/layout.ts';
import { sheetPrice } from '../../core/gang-sheet/sheet-price.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import table from '../../catalog/prices/gang-sheets.json' with { type: 'json' };

/** A 2:1 design (600 × 300 px) and a square one. */
const designs = [
  { name: 'wide.png', pixelWidth: 600, pixelHeight: 300 },
  { name: 'square.png', pixelWidth: 300, pixelHeight: 300 },
];
const wide = (x: number, y: number): PlacedCopy => ({ design: 0, x, y, width: 4, height: 2, rotation: 0 });
const square = (x: number, y: number): PlacedCopy => ({ design: 1, x, y, width: 3, height: 3, rotation: 0 });
const sheet = (...copies: PlacedCopy[]): SheetLayout => ({ widthIn: 22, designs, copies });
const texts = (layout: SheetLayout) => layoutProblems(layout).map(problemText);

describe('sheetLengthOf', () => {
  it('is the lowest copy’s bottom rounded up to a whole inch', () => {
    expect(sheetLengthOf([wide(0, 12.3)])).toBe(15);
    expect(sheetLengthOf([wide(0, 20)])).toBe(22);
  });

  it('does not round up a bottom a rounding error past a whole inch', () => {
    expect(sheetLengthOf([{ ...wide(0, 0), y: 12.0000001, height: 2 }])).toBe(14);
  });

  it('is at least the shop’s minimum length, also for no copies', () => {
    expect(sheetLengthOf([wide(0, 0)])).toBe(gangSheet.minLengthIn);
    expect(sheetLengthOf([])).toBe(12);
  });
});

describe('layoutProblems', () => {
  it('finds nothing wrong with copies the gap apart, inside the sheet', () => {
    expect(texts(sheet(wide(0, 0), wide(4.25, 0), square(18.5, 0), wide(0, 2.25)))).toEqual([]);
  });

  it('names two copies that overlap, numbered from 1', () => {
    expect(texts(sheet(wide(0, 0), square(10, 0), wide(11, 1), wide(3, 0)))).toEqual([
      'copies 1 and 4 overlap',
      'copies 2 and 3 overlap',
    ]);
  });

  it('names two copies closer than the gap', () => {
    expect(texts(sheet(wide(0, 0), wide(4.1, 0)))).toEqual(['copies 1 and 2 are closer than 0.25 in']);
    expect(texts(sheet(wide(0, 0), wide(0, 2.2)))).toEqual(['copies 1 and 2 are closer than 0.25 in']);
  });

  it('names a copy past any edge of the sheet', () => {
    expect(texts(sheet(wide(0, 0), wide(18.5, 4)))).toEqual(['copy 2 is outside the sheet']);
    expect(texts(sheet(wide(-0.5, 0)))).toEqual(['copy 1 is outside the sheet']);
    expect(texts(sheet(wide(0, -1)))).toEqual(['copy 1 is outside the sheet']);
    expect(texts(sheet(wide(0, 199)))).toEqual(['copy 1 is outside the sheet']);
    // Exactly at the right edge is inside.
    expect(texts(sheet(wide(18, 0)))).toEqual([]);
  });

  it('refuses a copy that does not keep its design’s proportions, within 1 %', () => {
    expect(texts(sheet({ ...wide(0, 0), width: 5 }))).toEqual([
      "copy 1 does not keep its design's proportions",
    ]);
    expect(texts(sheet({ ...wide(0, 0), width: 4.02 }))).toEqual([]);
  });

  it('takes a copy turned 90° as its design’s height by its width', () => {
    const turned: PlacedCopy = { design: 0, x: 0, y: 0, width: 2, height: 4, rotation: 90 };
    expect(texts(sheet(turned))).toEqual([]);
    expect(texts(sheet({ ...turned, rotation: 0 }))).toEqual([
      "copy 1 does not keep its design's proportions",
    ]);
    expect(texts(sheet({ ...turned, rotation: 45 as 90 }))).toEqual(['copy 1 has no size a sheet can print']);
  });

  it('refuses a sheet of another width, no copies, a copy of no design, and a copy too small', () => {
    expect(texts({ ...sheet(wide(0, 0)), widthIn: 24 })).toEqual(['the sheet must be 22 in wide']);
    expect(texts(sheet())).toEqual(['the sheet has no designs on it']);
    expect(texts(sheet({ ...wide(0, 0), design: 2 }))).toEqual(['copy 1 names no design of the sheet']);
    expect(texts(sheet({ ...wide(0, 0), width: 0.2, height: 0.1 }))).toEqual([
      'copy 1 has no size a sheet can print',
    ]);
  });

  it('refuses more designs or copies than a sheet may have', () => {
    const many = Array.from({ length: gangSheet.maxDesigns + 1 }, () => designs[0]);
    expect(texts({ ...sheet(wide(0, 0)), designs: many })).toEqual(['a sheet may have at most 50 designs']);
    const copies = Array.from({ length: gangSheet.maxCopies + 1 }, (_, i) => wide(0, i));
    expect(texts(sheet(...copies))).toEqual(['a sheet may have at most 1000 copies']);
  });
});

describe('placementProblem', () => {
  const placed = [wide(0, 0), square(10, 0)];

  it('lets a copy go where it keeps the gap, its own old place not in the way', () => {
    expect(placementProblem(placed, -1, wide(4.25, 0))).toBeUndefined();
    expect(placementProblem(placed, 0, wide(1, 0))).toBeUndefined();
  });

  it('refuses a place that overlaps, is too close or is outside, with the builder’s numbers', () => {
    expect(placementProblem(placed, -1, wide(9, 1))).toEqual({ kind: 'overlap', copies: [2, 3] });
    expect(placementProblem(placed, 1, square(4.1, 0))).toEqual({
      kind: 'too-close',
      copies: [1, 2],
      gapIn: 0.25,
    });
    expect(problemText(placementProblem(placed, 0, wide(19, 0))!)).toBe('copy 1 is outside the sheet');
  });
});

describe('sizes, resolution and price', () => {
  it('sizes a design by its width, turned or not', () => {
    expect(copySize(designs[0], 4, 0)).toEqual({ width: 4, height: 2 });
    expect(copySize(designs[0], 4, 90)).toEqual({ width: 2, height: 4 });
  });

  it('gives the design’s resolution at a width, and the widest it prints sharp', () => {
    expect(effectiveDpi(designs[0], 2)).toBe(300);
    expect(sharpWidthIn(designs[1], 300)).toBe(1);
  });

  it('prices a sheet from the gang-sheets table by its length', () => {
    expect(sheetPrice(table as PriceTable, 38)?.totalCents).toBe(1900);
    // A table whose width is no longer the roll's (an owner's edit the publish check refuses).
    const other = {
      ...(table as PriceTable),
      lines: [{ dimension: 'width', per: 'each', prices: { 24: 0.5 } }],
    };
    expect(sheetPrice(other as PriceTable, 38)).toBeUndefined();
  });
});
