/**
 * Where a new copy goes when the visitor adds copies, duplicates one or fills the sheet: the
 * topmost, then leftmost, free spot beside or below a copy already placed (a "bottom-left"
 * first fit). Every spot is checked with the same rule as a hand placement
 * (core/gang-sheet/layout.ts placementProblem), so nothing placed here overlaps or comes closer
 * than the gap.
 */
import {
  copySize,
  epsilon,
  placementProblem,
  sheetRules,
  type PlacedCopy,
  type Rotation,
  type SheetDesign,
  type SheetRules,
} from '../../../core/gang-sheet/layout.ts';

/** Candidate corners: the sheet's own, and right of and below each copy, with the gap. */
function spots(copies: readonly PlacedCopy[], rules: SheetRules): [number, number][] {
  const found: [number, number][] = [[0, 0]];
  for (const copy of copies) {
    found.push([copy.x + copy.width + rules.gapIn, copy.y]);
    found.push([copy.x, copy.y + copy.height + rules.gapIn]);
    found.push([0, copy.y + copy.height + rules.gapIn]);
  }
  return found.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/**
 * A free place for a copy of this size, its top at most `maxBottom` from the sheet's top for its
 * bottom edge, or undefined. Both rotations are tried at each spot when `rotations` says so.
 */
export function firstFit(
  copies: readonly PlacedCopy[],
  design: number,
  size: { width: number; height: number; rotation: Rotation },
  maxBottom: number = sheetRules.maxLengthIn,
  rules: SheetRules = sheetRules,
  rotations: readonly Rotation[] = [size.rotation],
): PlacedCopy | undefined {
  const turned = (rotation: Rotation) =>
    rotation === size.rotation
      ? { width: size.width, height: size.height }
      : { width: size.height, height: size.width };
  for (const [x, y] of spots(copies, rules)) {
    for (const rotation of rotations) {
      const { width, height } = turned(rotation);
      if (y + height > maxBottom + epsilon) continue;
      const candidate = { design, x, y, width, height, rotation };
      if (!placementProblem(copies, -1, candidate, rules)) return candidate;
    }
  }
  return undefined;
}

/** The copies with `count` of this design in all (adding at the first free spots, or removing its last ones). */
export function withCopyCount(
  copies: readonly PlacedCopy[],
  design: number,
  sheetDesign: SheetDesign,
  widthIn: number,
  count: number,
  rules: SheetRules = sheetRules,
): PlacedCopy[] | undefined {
  const next = [...copies];
  let have = next.filter((copy) => copy.design === design).length;
  while (have > count) {
    const last = next.map((copy) => copy.design).lastIndexOf(design);
    next.splice(last, 1);
    have -= 1;
  }
  while (have < count) {
    const size = { ...copySize(sheetDesign, widthIn, 0), rotation: 0 as Rotation };
    const placed = firstFit(next, design, size, rules.maxLengthIn, rules, [0, 90]);
    if (!placed) return undefined;
    next.push(placed);
    have += 1;
  }
  return next;
}

/**
 * The copies after this design's copies take a new width: each keeps its place when it still
 * fits there, else moves to the first free spot. Undefined when one fits nowhere.
 */
export function resized(
  copies: readonly PlacedCopy[],
  design: number,
  sheetDesign: SheetDesign,
  widthIn: number,
  rules: SheetRules = sheetRules,
): PlacedCopy[] | undefined {
  const others = copies.filter((copy) => copy.design !== design);
  const kept: PlacedCopy[] = [...others];
  const moved: PlacedCopy[] = [];
  for (const copy of copies) {
    if (copy.design !== design) continue;
    const next = { ...copy, ...copySize(sheetDesign, widthIn, copy.rotation) };
    if (!placementProblem(kept, -1, next, rules)) kept.push(next);
    else moved.push(next);
  }
  for (const copy of moved) {
    const placed = firstFit(kept, design, copy, rules.maxLengthIn, rules, [
      copy.rotation,
      copy.rotation ? 0 : 90,
    ]);
    if (!placed) return undefined;
    kept.push(placed);
  }
  // Keep the copies' numbers: this design's copies stay where they were in the list.
  const mine = kept.filter((copy) => copy.design === design);
  return copies.map((copy) => (copy.design === design ? mine.shift()! : copy));
}

/** Copies of a design added until no more fit within `lengthIn`: the new copies. */
export function fillCopies(
  copies: readonly PlacedCopy[],
  design: number,
  sheetDesign: SheetDesign,
  widthIn: number,
  lengthIn: number,
  rules: SheetRules = sheetRules,
): PlacedCopy[] {
  const added: PlacedCopy[] = [];
  const all = [...copies];
  while (all.length < rules.maxCopies) {
    const size = { ...copySize(sheetDesign, widthIn, 0), rotation: 0 as Rotation };
    const placed = firstFit(all, design, size, lengthIn, rules, [0, 90]);
    if (!placed) break;
    all.push(placed);
    added.push(placed);
  }
  return added;
}

/** A position rounded to a hundredth of an inch, as the packer's unit: no float noise in the layout. */
export const roundIn = (value: number) => Math.round(value * 100) / 100;
