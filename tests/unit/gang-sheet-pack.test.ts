/**
 * Auto-arrange on 200 random sets of designs (a seeded generator, so a failure repeats): every
 * copy placed, inside the sheet, never overlapping nor closer than the gap (the rules the server
 * checks again), and how much of the sheet the designs cover, beside maxrects-packer's plain
 * default on the same sets.
 */
import { MaxRectsPacker } from 'maxrects-packer';
import { layoutProblems, sheetLengthOf, sheetRules } from '../../core/gang-sheet/layout.ts';
import { packSheet, type PackItem } from '../../src/features/gang-sheet/pack.ts';

/** mulberry32: a small seeded PRNG. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Design {
  pixelWidth: number;
  pixelHeight: number;
  widthIn: number;
  copies: number;
}

/** 1 to 6 designs from 0.75 to 9.75 in wide, 1 to 15 copies each, kept to a sheet under 200 in. */
function randomSet(next: () => number): Design[] {
  const count = 1 + Math.floor(next() * 6);
  const designs = Array.from({ length: count }, () => {
    const widthIn = Math.round((0.75 + next() * 9) * 100) / 100;
    const aspect = 0.3 + next() * 2.7;
    const pixelWidth = Math.round(widthIn * 300);
    return {
      pixelWidth,
      pixelHeight: Math.max(1, Math.round(pixelWidth * aspect)),
      widthIn,
      copies: 1 + Math.floor(next() * 15),
    };
  });
  const area = () =>
    designs.reduce((sum, d) => sum + d.copies * d.widthIn ** 2 * (d.pixelHeight / d.pixelWidth), 0);
  while (area() > 22 * 140) {
    const most = designs.reduce((a, b) => (b.copies > a.copies ? b : a));
    most.copies = Math.max(1, most.copies - 1);
  }
  return designs;
}

function itemsOf(designs: Design[]): PackItem[] {
  return designs.flatMap((design, index) =>
    Array.from({ length: design.copies }, () => ({
      design: index,
      width: design.widthIn,
      height: (design.widthIn * design.pixelHeight) / design.pixelWidth,
    })),
  );
}

/** maxrects-packer as it comes (but a bin as wide as the roll: `pot` would round 2200 up to 4096). */
function plainLength(items: PackItem[]): number | undefined {
  const packer = new MaxRectsPacker<{ width: number; height: number; x: number; y: number }>(
    2200,
    20000,
    25,
    {
      pot: false,
    },
  );
  packer.addArray(
    items.map((item) => ({
      width: Math.ceil(item.width * 100),
      height: Math.ceil(item.height * 100),
      x: 0,
      y: 0,
    })),
  );
  if (packer.bins.length !== 1) return undefined;
  const bottom = Math.max(...packer.bins[0].rects.map((rect) => rect.y + rect.height)) / 100;
  return Math.max(sheetRules.minLengthIn, Math.ceil(bottom - 0.001));
}

describe('packSheet', () => {
  it('places every copy of 200 random sets inside the sheet, apart by the gap, on a short sheet', () => {
    const next = random(34);
    const ratios: number[] = [];
    const plainRatios: number[] = [];
    const sameSets: number[] = [];
    let shorter = 0;
    let longer = 0;
    for (let set = 0; set < 200; set += 1) {
      const designs = randomSet(next);
      const items = itemsOf(designs);
      const result = packSheet(items);
      expect(result).toBeDefined();
      const { copies, lengthIn } = result!;
      expect(copies).toHaveLength(items.length);
      copies.forEach((copy, index) => expect(copy.design).toBe(items[index].design));
      const layout = {
        widthIn: sheetRules.widthIn,
        designs: designs.map((design, index) => ({ name: `d${index}.png`, ...design })),
        copies,
      };
      expect(layoutProblems(layout)).toEqual([]);
      expect(lengthIn).toBe(sheetLengthOf(copies));
      const area = items.reduce((sum, item) => sum + item.width * item.height, 0);
      ratios.push(area / (sheetRules.widthIn * lengthIn));
      const plain = plainLength(items);
      if (plain !== undefined) {
        plainRatios.push(area / (sheetRules.widthIn * plain));
        sameSets.push(ratios[ratios.length - 1]);
        if (lengthIn < plain) shorter += 1;
        if (lengthIn > plain) longer += 1;
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `gang-sheet packer: mean area ratio ${mean(ratios).toFixed(3)} over ${ratios.length} sets; ` +
        `maxrects-packer's default ${mean(plainRatios).toFixed(3)} on the ${plainRatios.length} it packed ` +
        `(ours ${mean(sameSets).toFixed(3)} on those); ` +
        `shorter on ${shorter}, longer on ${longer}`,
    );
    expect(mean(sameSets)).toBeGreaterThanOrEqual(mean(plainRatios));
  });

  it('rotates a design that fits the roll only turned, and refuses one that fits neither way', () => {
    const tall = packSheet([{ design: 0, width: 30, height: 4 }]);
    expect(tall?.copies[0]).toMatchObject({ rotation: 90, width: 4, height: 30 });
    expect(packSheet([{ design: 0, width: 30, height: 25 }])).toBeUndefined();
  });
});
