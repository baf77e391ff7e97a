/**
 * Auto-arrange: every copy packed onto the roll's width with the shop's gap, into the shortest
 * sheet found. maxrects-packer (MaxRects, the packer texture atlases use) places the boxes in a
 * bin of a fixed size; the sheet's length is searched for (the shortest bin that holds every
 * copy), and a few of the packer's settings and orders are tried at each length, keeping the
 * first that fits. The packer works in whole units (1/100 in), each box rounded up, so rounding
 * never brings two copies closer than the gap.
 */
import { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer';
import { epsilon, sheetRules, type PlacedCopy, type SheetRules } from '../../../core/gang-sheet/layout.ts';

/** One copy to place: its design and its size unrotated, in inches. */
export interface PackItem {
  design: number;
  width: number;
  height: number;
}

export interface PackResult {
  /** In the items' order; rotated copies have their box's width and height swapped. */
  copies: PlacedCopy[];
  /** The length the copies need, in whole inches (at least the shop's minimum). */
  lengthIn: number;
}

const unit = 100;

/** A plain box (not the packer's Rectangle, which swaps its sides when turned): `rot` says it was turned. */
interface Box {
  width: number;
  height: number;
  index: number;
  x: number;
  y: number;
  rot?: boolean;
}

type Order = 'library' | 'height' | 'width' | 'area';

interface Attempt {
  logic: PACKING_LOGIC;
  order: Order;
  /** The packer's `smart` (a bin that grows as it fills) or a bin of the whole length from the start. */
  smart?: boolean;
}

// Each ordering suits different sets: tall designs first packs columns, wide ones rows.
const attempts: Attempt[] = [
  { logic: PACKING_LOGIC.MAX_EDGE, order: 'library' },
  { logic: PACKING_LOGIC.MAX_AREA, order: 'library' },
  { logic: PACKING_LOGIC.MAX_AREA, order: 'height' },
  { logic: PACKING_LOGIC.MAX_EDGE, order: 'width' },
  { logic: PACKING_LOGIC.MAX_AREA, order: 'area' },
  { logic: PACKING_LOGIC.MAX_EDGE, order: 'library', smart: false },
  { logic: PACKING_LOGIC.MAX_AREA, order: 'height', smart: false },
];

const sorters: Record<Exclude<Order, 'library'>, (a: Box, b: Box) => number> = {
  height: (a, b) => Math.max(b.width, b.height) - Math.max(a.width, a.height) || b.height - a.height,
  width: (a, b) => b.width - a.width || b.height - a.height,
  area: (a, b) => b.width * b.height - a.width * a.height,
};

const toUnits = (inches: number) => Math.ceil(inches * unit - epsilon);

/** The items in a bin `lengthIn` long, or undefined when they do not all fit. */
function packAt(items: readonly PackItem[], lengthIn: number, attempt: Attempt, rules: SheetRules) {
  const packer = new MaxRectsPacker<Box>(toUnits(rules.widthIn), lengthIn * unit, toUnits(rules.gapIn), {
    smart: attempt.smart ?? true,
    pot: false,
    square: false,
    allowRotation: true,
    border: 0,
    logic: attempt.logic,
  });
  const boxes: Box[] = items.map((item, index) => ({
    width: toUnits(item.width),
    height: toUnits(item.height),
    index,
    x: 0,
    y: 0,
  }));
  if (attempt.order === 'library') packer.addArray(boxes);
  else [...boxes].sort(sorters[attempt.order]).forEach((box) => packer.add(box));
  if (packer.bins.length !== 1) return undefined;
  const placed = packer.bins[0].rects as Box[];
  if (placed.length !== items.length || placed.some((box) => (box as { oversized?: boolean }).oversized))
    return undefined;
  const copies: PlacedCopy[] = new Array(items.length);
  for (const box of placed) {
    const item = items[box.index];
    const rotated = Boolean(box.rot);
    copies[box.index] = {
      design: item.design,
      x: box.x / unit,
      y: box.y / unit,
      width: rotated ? item.height : item.width,
      height: rotated ? item.width : item.height,
      rotation: rotated ? 90 : 0,
    };
  }
  return copies;
}

const bottomOf = (copies: readonly PlacedCopy[]) =>
  copies.reduce((max, copy) => Math.max(max, copy.y + copy.height), 0);

/** The shortest packing of these items at most `maxLength` long, over every attempt. */
function bestAt(items: readonly PackItem[], maxLength: number, rules: SheetRules) {
  let best: PlacedCopy[] | undefined;
  for (const attempt of attempts) {
    const copies = packAt(items, maxLength, attempt, rules);
    if (copies && (!best || bottomOf(copies) < bottomOf(best) - epsilon)) best = copies;
  }
  return best;
}

/**
 * Packs the items into the shortest sheet it finds, or undefined when they do not fit on the
 * longest sheet the shop prints (or a copy is wider than the roll either way round).
 */
export function packSheet(
  items: readonly PackItem[],
  rules: SheetRules = sheetRules,
): PackResult | undefined {
  if (items.length === 0) return { copies: [], lengthIn: rules.minLengthIn };
  const area = items.reduce((sum, item) => sum + (item.width + rules.gapIn) * (item.height + rules.gapIn), 0);
  const tallest = items.reduce((max, item) => Math.max(max, Math.min(item.width, item.height)), 0);
  let low = Math.max(rules.minLengthIn, Math.ceil(Math.max(area / (rules.widthIn + rules.gapIn), tallest)));
  let high = rules.maxLengthIn;
  let best = bestAt(items, high, rules);
  if (!best) return undefined;
  high = Math.max(low, Math.ceil(bottomOf(best) - epsilon));
  // The shortest length (in whole inches) a packing fits in, by bisection: a longer bin never
  // packs worse in practice, and each step halves the range.
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const copies = bestAt(items, middle, rules);
    if (copies) {
      best = copies;
      high = Math.max(low, Math.ceil(bottomOf(copies) - epsilon));
      if (high > middle) high = middle;
    } else low = middle + 1;
  }
  return { copies: best, lengthIn: Math.max(rules.minLengthIn, Math.ceil(bottomOf(best) - epsilon)) };
}
