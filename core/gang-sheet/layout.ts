/**
 * A gang sheet's layout, the one shape the builder (src/features/gang-sheet/) makes and the
 * intake server checks again: the designs (the i-th is the request's file `designFile_<i>`) and
 * each copy placed on the sheet, in inches from the sheet's top-left corner. x runs across the
 * roll's width, y down its length. A copy's width and height are those of its box as placed, so
 * a copy rotated by 90° has its design's height as its width.
 *
 * Pure geometry, the same on both sides: where a hand placement is refused in the browser, the
 * server would refuse the layout with the same words.
 */
import { gangSheet } from '../../catalog/gang-sheets.ts';

export interface SheetDesign {
  /** The file's name, for the shop. */
  name: string;
  /** The design's pixel size as it was read (the server reads the file's own again). */
  pixelWidth: number;
  pixelHeight: number;
}

export type Rotation = 0 | 90;

export interface PlacedCopy {
  /** Index into `designs`. */
  design: number;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: Rotation;
}

export interface SheetLayout {
  widthIn: number;
  designs: SheetDesign[];
  copies: PlacedCopy[];
}

/** What the rules of a sheet are checked against: the catalogue's, or a test's. */
export interface SheetRules {
  widthIn: number;
  minLengthIn: number;
  maxLengthIn: number;
  gapIn: number;
  maxDesigns: number;
  maxCopies: number;
  minCopyIn: number;
}

export const sheetRules: SheetRules = gangSheet;

/** Differences smaller than this (in inches) are rounding, not placement. */
export const epsilon = 0.001;

/** The sheet's length for these copies: what they need in whole inches, at least the minimum. */
export function sheetLengthOf(copies: readonly PlacedCopy[], rules: SheetRules = sheetRules): number {
  const bottom = copies.reduce((max, copy) => Math.max(max, copy.y + copy.height), 0);
  return Math.max(rules.minLengthIn, Math.ceil(bottom - epsilon));
}

/** A copy's box grown by half the gap on each side: two grown boxes that intersect are too close. */
function intersects(a: PlacedCopy, b: PlacedCopy, margin: number): boolean {
  return (
    a.x < b.x + b.width + margin - epsilon &&
    b.x < a.x + a.width + margin - epsilon &&
    a.y < b.y + b.height + margin - epsilon &&
    b.y < a.y + a.height + margin - epsilon
  );
}

export function overlaps(a: PlacedCopy, b: PlacedCopy): boolean {
  return intersects(a, b, 0);
}

/** Closer than the gap (but not overlapping): DTF needs room to cut between two designs. */
export function tooClose(a: PlacedCopy, b: PlacedCopy, gapIn: number): boolean {
  return intersects(a, b, gapIn);
}

export function insideSheet(copy: PlacedCopy, rules: SheetRules = sheetRules): boolean {
  return (
    copy.x >= -epsilon &&
    copy.y >= -epsilon &&
    copy.x + copy.width <= rules.widthIn + epsilon &&
    copy.y + copy.height <= rules.maxLengthIn + epsilon
  );
}

/** Whether the copy's box keeps its design's proportions (rotated or not), within 1 %. */
export function keepsProportions(copy: PlacedCopy, design: SheetDesign): boolean {
  const [w, h] =
    copy.rotation === 90 ? [design.pixelHeight, design.pixelWidth] : [design.pixelWidth, design.pixelHeight];
  const ratio = copy.width / copy.height / (w / h);
  return ratio > 0.99 && ratio < 1.01;
}

/**
 * What is wrong with a layout, each problem with its words. Copies are numbered from 1 as the
 * builder lists them. The first kind of problem found is reported for every copy it touches,
 * up to `limit` problems.
 */
export type LayoutProblem =
  | { kind: 'width'; widthIn: number }
  | { kind: 'no-copies' }
  | { kind: 'too-many-designs'; max: number }
  | { kind: 'too-many-copies'; max: number }
  | { kind: 'design'; copy: number }
  | { kind: 'size'; copy: number }
  | { kind: 'proportions'; copy: number }
  | { kind: 'outside'; copy: number }
  | { kind: 'too-long'; lengthIn: number; max: number }
  | { kind: 'overlap'; copies: [number, number] }
  | { kind: 'too-close'; copies: [number, number]; gapIn: number };

export function problemText(problem: LayoutProblem): string {
  switch (problem.kind) {
    case 'width':
      return `the sheet must be ${problem.widthIn} in wide`;
    case 'no-copies':
      return 'the sheet has no designs on it';
    case 'too-many-designs':
      return `a sheet may have at most ${problem.max} designs`;
    case 'too-many-copies':
      return `a sheet may have at most ${problem.max} copies`;
    case 'design':
      return `copy ${problem.copy} names no design of the sheet`;
    case 'size':
      return `copy ${problem.copy} has no size a sheet can print`;
    case 'proportions':
      return `copy ${problem.copy} does not keep its design's proportions`;
    case 'outside':
      return `copy ${problem.copy} is outside the sheet`;
    case 'too-long':
      return `the sheet would be ${problem.lengthIn} in long; the longest is ${problem.max} in`;
    case 'overlap':
      return `copies ${problem.copies[0]} and ${problem.copies[1]} overlap`;
    case 'too-close':
      return `copies ${problem.copies[0]} and ${problem.copies[1]} are closer than ${problem.gapIn} in`;
  }
}

const finite = (value: number) => typeof value === 'number' && Number.isFinite(value);

/**
 * The problems of a layout whose shape is already right (numbers are numbers): every copy of a
 * design, of a size, keeping its proportions, inside the sheet, no two overlapping or closer than
 * the gap. Empty when the shop can print it.
 */
export function layoutProblems(
  layout: SheetLayout,
  rules: SheetRules = sheetRules,
  limit = 20,
): LayoutProblem[] {
  if (Math.abs(layout.widthIn - rules.widthIn) > epsilon) return [{ kind: 'width', widthIn: rules.widthIn }];
  if (layout.designs.length > rules.maxDesigns) return [{ kind: 'too-many-designs', max: rules.maxDesigns }];
  if (layout.copies.length === 0) return [{ kind: 'no-copies' }];
  if (layout.copies.length > rules.maxCopies) return [{ kind: 'too-many-copies', max: rules.maxCopies }];
  const problems: LayoutProblem[] = [];
  const each = (check: (copy: PlacedCopy, n: number) => LayoutProblem | undefined) => {
    layout.copies.forEach((copy, index) => {
      const problem = problems.length < limit ? check(copy, index + 1) : undefined;
      if (problem) problems.push(problem);
    });
    return problems.length > 0;
  };
  if (
    each((copy, n) => {
      const design = layout.designs[copy.design];
      return Number.isInteger(copy.design) && design ? undefined : { kind: 'design', copy: n };
    })
  )
    return problems;
  if (
    each((copy, n) =>
      [copy.x, copy.y, copy.width, copy.height].every(finite) &&
      copy.width >= rules.minCopyIn - epsilon &&
      copy.height >= rules.minCopyIn - epsilon &&
      (copy.rotation === 0 || copy.rotation === 90)
        ? undefined
        : { kind: 'size', copy: n },
    )
  )
    return problems;
  if (
    each((copy, n) =>
      keepsProportions(copy, layout.designs[copy.design]) ? undefined : { kind: 'proportions', copy: n },
    )
  )
    return problems;
  if (each((copy, n) => (insideSheet(copy, rules) ? undefined : { kind: 'outside', copy: n })))
    return problems;
  const length = sheetLengthOf(layout.copies, rules);
  if (length > rules.maxLengthIn) return [{ kind: 'too-long', lengthIn: length, max: rules.maxLengthIn }];
  return pairProblems(layout.copies, rules, limit);
}

/** Overlapping and too-close pairs, found by a sweep down the sheet (n log n, not n²). */
export function pairProblems(
  copies: readonly PlacedCopy[],
  rules: SheetRules = sheetRules,
  limit = 20,
): LayoutProblem[] {
  const order = copies.map((_, index) => index).sort((a, b) => copies[a].y - copies[b].y);
  const problems: LayoutProblem[] = [];
  const open: number[] = [];
  for (const index of order) {
    const copy = copies[index];
    // Copies that end (with the gap) above this one's top can touch no later copy either.
    for (let i = open.length - 1; i >= 0; i -= 1) {
      const other = copies[open[i]];
      if (other.y + other.height + rules.gapIn <= copy.y + epsilon) open.splice(i, 1);
    }
    for (const otherIndex of open) {
      const other = copies[otherIndex];
      const pair = [Math.min(index, otherIndex) + 1, Math.max(index, otherIndex) + 1] as [number, number];
      if (overlaps(copy, other)) problems.push({ kind: 'overlap', copies: pair });
      else if (tooClose(copy, other, rules.gapIn))
        problems.push({ kind: 'too-close', copies: pair, gapIn: rules.gapIn });
      if (problems.length >= limit) return sortedPairs(problems);
    }
    open.push(index);
  }
  return sortedPairs(problems);
}

const sortedPairs = (problems: LayoutProblem[]) =>
  problems.sort((a, b) => {
    const [a1, a2] = 'copies' in a ? a.copies : [0, 0];
    const [b1, b2] = 'copies' in b ? b.copies : [0, 0];
    return a1 - b1 || a2 - b2;
  });

/**
 * Where a copy could go by hand: undefined when it may (inside the sheet, not overlapping nor
 * closer than the gap to any other copy), else the problem. `index` is the copy's own place in
 * `copies` (its old position is not an obstacle), or -1 for a new copy.
 */
export function placementProblem(
  copies: readonly PlacedCopy[],
  index: number,
  candidate: PlacedCopy,
  rules: SheetRules = sheetRules,
): LayoutProblem | undefined {
  const n = index < 0 ? copies.length + 1 : index + 1;
  if (!insideSheet(candidate, rules)) return { kind: 'outside', copy: n };
  for (let other = 0; other < copies.length; other += 1) {
    if (other === index) continue;
    const pair = [Math.min(n, other + 1), Math.max(n, other + 1)] as [number, number];
    if (overlaps(candidate, copies[other])) return { kind: 'overlap', copies: pair };
    if (tooClose(candidate, copies[other], rules.gapIn))
      return { kind: 'too-close', copies: pair, gapIn: rules.gapIn };
  }
  return undefined;
}

/** The size a design is placed at when its width is `widthIn`, with its rotation. */
export function copySize(
  design: SheetDesign,
  widthIn: number,
  rotation: Rotation,
): { width: number; height: number } {
  const height = (widthIn * design.pixelHeight) / design.pixelWidth;
  return rotation === 90 ? { width: height, height: widthIn } : { width: widthIn, height };
}

/** The resolution a design reaches printed `widthIn` wide (its own width, before rotation). */
export function effectiveDpi(design: SheetDesign, widthIn: number): number {
  return design.pixelWidth / widthIn;
}

/** The widest (in inches, its own width) a design prints at `dpi` or better. */
export function sharpWidthIn(design: SheetDesign, dpi: number): number {
  return design.pixelWidth / dpi;
}
