/**
 * Each distinct design × placed size × rotation of a sheet, resampled once (lanczos3) into a
 * temporary file of raw RGBA rows (libvips' own .v format: a 64-byte header, then the pixels),
 * which the bands read from with positional reads. So a design with 40 copies is resampled
 * once, and however large the copies, only the rows a band needs are in memory.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Rotation } from '../../core/gang-sheet/layout.ts';

/** The pixel box of one copy on the sheet. */
export type PixelBox = { left: number; top: number; width: number; height: number };

export type Variant = { design: number; width: number; height: number; rotation: Rotation };

export const variantKey = (v: Variant) => `${v.design}:${v.width}x${v.height}:${v.rotation}`;

const vipsHeaderBytes = 64;
/** The .v file's magic number (bytes b6 a6 f2 08) as libvips writes it on a little-endian machine. */
const vipsMagic = 0x08f2a6b6;

/** The most pixels a raster design may have (decoded whole when rotated): 50 MP is 200 MB as RGBA. */
export const maxDesignPixels = 50_000_000;

export type DesignSource = { name: string; bytes: Buffer; svg: boolean };

/** Why a design cannot be read, in words for the owner (the job's error). */
export class DesignError extends Error {}

/** Writes `variant` of `source` to `dir`; the file's path. */
export async function writeVariant(dir: string, source: DesignSource, variant: Variant, index: number) {
  // Before rotation, the design's side that becomes the copy's width.
  const unrotatedWidth = variant.rotation === 90 ? variant.height : variant.width;
  let input: Sharp;
  if (source.svg) {
    // Rendered by librsvg at the density that gives the placed size, so it stays sharp.
    // Only the header is read here: the size is checked below, with the design's name.
    const meta = await sharp(source.bytes, { density: 72, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new DesignError(`design "${source.name}" has no size`);
    const density = Math.min(100_000, Math.max(1, (72 * unrotatedWidth) / meta.width));
    const renderedPixels =
      Math.ceil((meta.width * density) / 72 + 2) * Math.ceil((meta.height * density) / 72 + 2);
    // An SVG that says it is huge would render huge even at the lowest density: refused, by name.
    const placedPixels = variant.width * variant.height;
    if (renderedPixels > Math.max(maxDesignPixels, 2 * placedPixels)) {
      throw new DesignError(
        `design "${source.name}" would render at ${Math.round(renderedPixels / 1e6)} megapixels, far more than its place on the sheet`,
      );
    }
    input = sharp(source.bytes, { density, limitInputPixels: Math.max(renderedPixels, maxDesignPixels) });
  } else {
    const meta = await sharp(source.bytes, { limitInputPixels: false }).metadata();
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > maxDesignPixels) {
      throw new DesignError(
        `design "${source.name}" is ${meta.width} × ${meta.height} pixels, more than the ${maxDesignPixels / 1e6} megapixels a print file takes`,
      );
    }
    input = sharp(source.bytes, { limitInputPixels: maxDesignPixels });
  }
  const path = join(dir, `${index}.v`);
  // Rotated first (a quarter turn clockwise), then resampled to the box as placed.
  await (variant.rotation === 90 ? input.rotate(90) : input)
    .resize(variant.width, variant.height, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .toColourspace('srgb')
    .toFile(path);
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(vipsHeaderBytes);
    await file.read(header, 0, vipsHeaderBytes, 0);
    const ok =
      header.readUInt32LE(0) === vipsMagic &&
      header.readUInt32LE(4) === variant.width &&
      header.readUInt32LE(8) === variant.height &&
      header.readUInt32LE(12) === 4 &&
      header.readUInt32LE(20) === 0;
    if (!ok) {
      const fields = [0, 4, 8, 12, 20].map((at) => header.readUInt32LE(at).toString(16)).join(' ');
      throw new Error(`design "${source.name}" did not resample to 8-bit RGBA (${fields})`);
    }
  } finally {
    await file.close();
  }
  return path;
}

/**
 * Copies rows `fromRow` to `toRow` (exclusive, the copy's own rows) of the variant at `path`,
 * columns `fromCol` to `toCol`, into `band` at `bandRow`, `bandCol` (pixels; `stride` bytes a
 * row, `lead` bytes before a row's first pixel). `scratch` is at least one read's size.
 */
export async function readRows(
  path: string,
  variantWidth: number,
  rows: { from: number; to: number; fromCol: number; toCol: number },
  band: { buffer: Buffer; row: number; col: number; stride: number; lead: number },
  scratch: Buffer,
): Promise<void> {
  const rowBytes = variantWidth * 4;
  const count = rows.to - rows.from;
  const file = await open(path, 'r');
  try {
    const length = count * rowBytes;
    const { bytesRead } = await file.read(scratch, 0, length, vipsHeaderBytes + rows.from * rowBytes);
    if (bytesRead !== length) throw new Error('a resampled design was cut short');
  } finally {
    await file.close();
  }
  for (let r = 0; r < count; r += 1) {
    const from = r * rowBytes + rows.fromCol * 4;
    scratch.copy(
      band.buffer,
      (band.row + r) * band.stride + band.lead + band.col * 4,
      from,
      from + (rows.toCol - rows.fromCol) * 4,
    );
  }
}
