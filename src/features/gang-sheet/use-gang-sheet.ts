/**
 * The builder's state: the designs and every copy placed on the sheet, kept in IndexedDB after
 * each change (draft-storage.ts) and loaded back on the next visit. A design's number of copies
 * is the number of its copies on the sheet, so the Copies field and the sheet never disagree.
 * Each action answers with what happened, for the builder to announce.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import {
  copySize,
  placementProblem,
  sheetLengthOf,
  sheetRules,
  type LayoutProblem,
  type PlacedCopy,
  type SheetLayout,
} from '../../../core/gang-sheet/layout.ts';
import { clearDraft, loadDraft, saveDraft, type Draft, type DraftDesign } from './draft-storage.ts';
import { packSheet } from './pack.ts';
import { fillCopies, firstFit, resized, roundIn, withCopyCount } from './sheet-geometry.ts';

const empty: Draft = { designs: [], copies: [] };

export type MoveResult = { ok: true } | { ok: false; problem: LayoutProblem | { kind: 'no-room' } };

const asSheetDesign = (design: DraftDesign) => ({
  name: design.name,
  pixelWidth: design.pixelWidth,
  pixelHeight: design.pixelHeight,
});

/** The width a new design starts at: its size at the print's dpi (4 in for a vector), between 1 and 10 in a side. */
export function startingWidth(design: Pick<DraftDesign, 'kind' | 'pixelWidth' | 'pixelHeight'>): number {
  const aspect = design.pixelHeight / design.pixelWidth;
  const natural = design.kind === 'svg' ? 4 : design.pixelWidth / gangSheet.printDpi;
  const width = Math.min(10, Math.max(1, natural), 10 / aspect);
  return Math.max(sheetRules.minCopyIn, roundIn(width));
}

export function useGangSheet() {
  const [draft, setDraft] = useState<Draft>(empty);
  const [loaded, setLoaded] = useState(false);
  // The draft as of the last change, for actions run twice before React renders (every change goes through update).
  const latest = useRef(draft);

  useEffect(() => {
    let live = true;
    void loadDraft().then((found) => {
      if (!live) return;
      if (found && latest.current === empty) {
        latest.current = found;
        setDraft(found);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (draft.designs.length === 0) void clearDraft();
    else void saveDraft(draft);
  }, [draft, loaded]);

  const update = useCallback((next: Draft) => {
    latest.current = next;
    setDraft(next);
  }, []);

  const lengthIn = sheetLengthOf(draft.copies);

  /** Adds designs already read, each with one copy at the first free spot. */
  const addDesigns = (designs: Omit<DraftDesign, 'widthIn'>[]): string[] => {
    const current = latest.current;
    const next = { designs: [...current.designs], copies: [...current.copies] };
    const refused: string[] = [];
    for (const read of designs) {
      const design = { ...read, widthIn: startingWidth(read) };
      const index = next.designs.length;
      const size = { ...copySize(asSheetDesign(design), design.widthIn, 0), rotation: 0 as const };
      const placed = firstFit(next.copies, index, size, sheetRules.maxLengthIn, sheetRules, [0, 90]);
      if (!placed) {
        refused.push(design.name);
        continue;
      }
      next.designs.push(design);
      next.copies.push(placed);
    }
    update(next);
    return refused;
  };

  const setWidth = (index: number, widthIn: number): boolean => {
    const current = latest.current;
    const design = current.designs[index];
    const copies = resized(current.copies, index, asSheetDesign(design), widthIn);
    if (!copies) return false;
    const designs = current.designs.map((d, i) => (i === index ? { ...d, widthIn } : d));
    update({ designs, copies });
    return true;
  };

  const setCopies = (index: number, count: number): boolean => {
    const current = latest.current;
    const design = current.designs[index];
    const copies = withCopyCount(current.copies, index, asSheetDesign(design), design.widthIn, count);
    if (!copies) return false;
    update({ ...current, copies });
    return true;
  };

  const removeDesign = (index: number) => {
    const current = latest.current;
    update({
      designs: current.designs.filter((_, i) => i !== index),
      copies: current.copies
        .filter((copy) => copy.design !== index)
        .map((copy) => (copy.design > index ? { ...copy, design: copy.design - 1 } : copy)),
    });
  };

  /** A copy in a new place or turn, or the reason it may not go there (nothing changes then). */
  const placeCopy = (index: number, candidate: PlacedCopy): MoveResult => {
    const current = latest.current;
    const rounded = { ...candidate, x: roundIn(candidate.x), y: roundIn(candidate.y) };
    const problem = placementProblem(current.copies, index, rounded);
    if (problem) return { ok: false, problem };
    const copies = current.copies.map((copy, i) => (i === index ? rounded : copy));
    if (sheetLengthOf(copies) > sheetRules.maxLengthIn)
      return {
        ok: false,
        problem: { kind: 'too-long', lengthIn: sheetLengthOf(copies), max: sheetRules.maxLengthIn },
      };
    update({ ...current, copies });
    return { ok: true };
  };

  const rotateCopy = (index: number): MoveResult => {
    const copy = latest.current.copies[index];
    return placeCopy(index, {
      ...copy,
      width: copy.height,
      height: copy.width,
      rotation: copy.rotation === 0 ? 90 : 0,
    });
  };

  const duplicateCopy = (index: number): MoveResult => {
    const current = latest.current;
    const copy = current.copies[index];
    const beside = { ...copy, x: roundIn(copy.x + copy.width + sheetRules.gapIn) };
    const placed = !placementProblem(current.copies, -1, beside)
      ? beside
      : firstFit(current.copies, copy.design, copy, sheetRules.maxLengthIn, sheetRules, [
          copy.rotation,
          copy.rotation ? 0 : 90,
        ]);
    if (!placed) return { ok: false, problem: { kind: 'no-room' } };
    update({ ...current, copies: [...current.copies, placed] });
    return { ok: true };
  };

  const removeCopy = (index: number) => {
    const current = latest.current;
    update({ ...current, copies: current.copies.filter((_, i) => i !== index) });
  };

  /** Packs every copy into the shortest sheet found; the new length, or undefined when they do not fit. */
  const autoArrange = (): number | undefined => {
    const current = latest.current;
    const items = current.copies.map((copy) => ({
      design: copy.design,
      ...copySize(asSheetDesign(current.designs[copy.design]), current.designs[copy.design].widthIn, 0),
    }));
    const packed = packSheet(items);
    if (!packed) return undefined;
    update({ ...current, copies: packed.copies });
    return packed.lengthIn;
  };

  /** Adds copies of a design until the sheet's current length is full; how many were added. */
  const fill = (index: number): number => {
    const current = latest.current;
    const design = current.designs[index];
    const added = fillCopies(current.copies, index, asSheetDesign(design), design.widthIn, lengthIn);
    if (added.length) update({ ...current, copies: [...current.copies, ...added] });
    return added.length;
  };

  const changeDesign = (index: number, change: Partial<DraftDesign>) => {
    const current = latest.current;
    update({ ...current, designs: current.designs.map((d, i) => (i === index ? { ...d, ...change } : d)) });
  };

  const replace = (next: Draft) => update(next);

  const startOver = () => update(empty);

  /** The layout as the order sends it, and each design's file (its cleaned version when chosen). */
  const layout = (): SheetLayout => ({
    widthIn: sheetRules.widthIn,
    designs: latest.current.designs.map((design) => ({
      ...asSheetDesign(design),
      // A design sent without its white background is a PNG.
      name: design.useCleaned && design.cleaned ? design.name.replace(/\.[^.]+$/, '') + '.png' : design.name,
    })),
    copies: latest.current.copies,
  });
  const files = (): Blob[] =>
    latest.current.designs.map((design) =>
      design.useCleaned && design.cleaned ? design.cleaned : design.file,
    );

  return {
    draft,
    loaded,
    lengthIn,
    addDesigns,
    setWidth,
    setCopies,
    removeDesign,
    placeCopy,
    rotateCopy,
    duplicateCopy,
    removeCopy,
    autoArrange,
    fill,
    changeDesign,
    replace,
    startOver,
    layout,
    files,
  };
}

export type GangSheet = ReturnType<typeof useGangSheet>;
