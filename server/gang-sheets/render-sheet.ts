/**
 * A gang sheet's print file (docs/architecture.md "Background jobs"): one PNG, 22 in × its
 * length at 300 dpi, transparent, with a pHYs chunk saying so, each copy resampled (lanczos3)
 * to its placed size and rotation. Built in horizontal bands in bounded memory: each distinct
 * design × size × rotation is resampled once into a temporary file (copy-variants.ts), each
 * band is filled from the rows of the copies that cross it, and the PNG is deflated band by
 * band as the file store reads it (png-writer.ts). The same code at a lower resolution draws
 * the preview.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';
import {
  readRows,
  variantKey,
  writeVariant,
  type DesignSource,
  type PixelBox,
  type Variant,
} from './copy-variants.ts';
import { pngOf, scanlineBytes } from './png-writer.ts';

export type SheetImage = {
  /** Pixels an inch: 300 for the print file. */
  dpi: number;
  widthPx: number;
  heightPx: number;
};

/** The image of a sheet `widthIn` × `lengthIn` inches at `dpi`. */
export function sheetImage(widthIn: number, lengthIn: number, dpi: number): SheetImage {
  return { dpi, widthPx: Math.round(widthIn * dpi), heightPx: Math.round(lengthIn * dpi) };
}

/**
 * A copy's pixel box: both edges rounded (not the size), so two copies side by side stay
 * apart exactly as placed and a copy's size is off by one pixel at most; clipped to the sheet.
 */
export function pixelBox(
  copy: { x: number; y: number; width: number; height: number },
  image: SheetImage,
): PixelBox {
  const edge = (inches: number, max: number) => Math.min(max, Math.max(0, Math.round(inches * image.dpi)));
  const left = edge(copy.x, image.widthPx);
  const top = edge(copy.y, image.heightPx);
  const right = edge(copy.x + copy.width, image.widthPx);
  const bottom = edge(copy.y + copy.height, image.heightPx);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

export type RenderOptions = {
  layout: SheetLayout;
  image: SheetImage;
  /** The bytes of design i (loaded only while its variants are made). */
  design: (index: number) => Promise<DesignSource>;
  /** Rows a band; default 256 (6,600 px wide: 6.8 MB a band). */
  bandRows?: number;
  /** zlib's level; default 6. */
  level?: number;
  /** Stops the build between two designs or two bands (the server is closing). */
  signal?: AbortSignal;
};

let sharpSet = false;
/**
 * libvips' cache would keep decoded designs after their variants are made: off, for bounded
 * memory. One libvips thread: a print file is background work, and the process that builds it
 * keeps answering requests on a small server's other core.
 */
function setUpSharp() {
  if (sharpSet) return;
  sharp.cache(false);
  sharp.concurrency(1);
  sharpSet = true;
}

type Placed = { box: PixelBox; path: string; variantWidth: number };

async function prepare(options: RenderOptions, dir: string): Promise<Placed[]> {
  const { layout, image } = options;
  const boxes = layout.copies.map((copy) => ({ copy, box: pixelBox(copy, image) }));
  const paths = new Map<string, string>();
  // Design by design, so one design's bytes are in memory at a time.
  for (let design = 0; design < layout.designs.length; design += 1) {
    const mine = boxes.filter(({ copy }) => copy.design === design);
    if (mine.length === 0) continue;
    options.signal?.throwIfAborted();
    const source = await options.design(design);
    for (const { copy, box } of mine) {
      const variant: Variant = { design, width: box.width, height: box.height, rotation: copy.rotation };
      const key = variantKey(variant);
      if (!paths.has(key)) paths.set(key, await writeVariant(dir, source, variant, paths.size));
    }
  }
  return boxes.map(({ copy, box }) => ({
    box,
    variantWidth: box.width,
    path: paths.get(
      variantKey({ design: copy.design, width: box.width, height: box.height, rotation: copy.rotation }),
    )!,
  }));
}

/** The bands of the sheet, top to bottom, each filled from the copies that cross it. */
async function* bandsOf(
  placed: Placed[],
  image: SheetImage,
  bandRows: number,
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const stride = scanlineBytes(image.widthPx);
  const band = Buffer.alloc(bandRows * stride);
  const widest = placed.reduce((max, p) => Math.max(max, p.variantWidth), 1);
  const scratch = Buffer.alloc(bandRows * widest * 4);
  // Sorted by top, so each band looks only at copies that may reach it.
  const byTop = [...placed].sort((a, b) => a.box.top - b.box.top);
  let next = 0;
  let open: Placed[] = [];
  for (let top = 0; top < image.heightPx; top += bandRows) {
    signal?.throwIfAborted();
    const bottom = Math.min(image.heightPx, top + bandRows);
    while (next < byTop.length && byTop[next].box.top < bottom) open.push(byTop[next++]);
    open = open.filter((p) => p.box.top + p.box.height > top);
    band.fill(0);
    // Copies never overlap (layoutProblems refuses that), so a copy's pixels are copied, not blended.
    for (const p of open) {
      const from = Math.max(top, p.box.top);
      const to = Math.min(bottom, p.box.top + p.box.height);
      if (to <= from) continue;
      await readRows(
        p.path,
        p.variantWidth,
        { from: from - p.box.top, to: to - p.box.top, fromCol: 0, toCol: p.box.width },
        { buffer: band, row: from - top, col: p.box.left, stride, lead: 1 },
        scratch,
      );
    }
    yield band.subarray(0, (bottom - top) * stride);
  }
}

/**
 * The sheet's PNG, as chunks to stream into the file store. The designs are resampled first;
 * the temporary files go when the last chunk has been read or the reading stops.
 */
export async function* renderSheet(options: RenderOptions): AsyncGenerator<Buffer> {
  setUpSharp();
  const dir = await mkdtemp(join(tmpdir(), 'gang-sheet-'));
  try {
    const placed = await prepare(options, dir);
    const { image } = options;
    yield* pngOf(
      image.widthPx,
      image.heightPx,
      image.dpi,
      bandsOf(placed, image, options.bandRows ?? 256, options.signal),
      options.level,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
