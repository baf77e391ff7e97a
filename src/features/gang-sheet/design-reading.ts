/**
 * A file the visitor adds, checked by its content (the first bytes, not its name) against the
 * types and size the form file's gang-sheet extension allows, and measured: its pixel size, and
 * for a raster image what its pixels say (transparent ones, semi-transparent ones, a white
 * background). The browser decodes the image; where it cannot (jsdom, an odd file) the pixel
 * checks say they could not tell.
 */
import { gangSheetArtwork } from '../../../catalog/gang-sheets.ts';
import { isSvgBytes, readImageInfo, readSvgSize } from '../../lib/artwork/image-info.ts';

export type DesignKind = 'png' | 'jpeg' | 'webp' | 'svg';

/** What a design's pixels say; undefined values: this browser could not tell. */
export interface PixelChecks {
  /** At least one pixel not fully opaque. */
  transparent?: boolean;
  /** Share of pixels with an alpha strictly between 0 and 255. */
  semiShare?: number;
  /** No transparency, and the pixels along its edges near-white: Remove white background applies. */
  whiteBackground?: boolean;
}

export interface ReadDesign {
  kind: DesignKind;
  pixelWidth: number;
  pixelHeight: number;
  checks: PixelChecks;
}

export interface DesignRules {
  accept: readonly string[];
  maxBytes: number;
}

export type DesignRefusal = 'type' | 'size';

/** The extensions a content type answers to, for the form file's accept list. */
const extensionsOf: Record<DesignKind, string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  svg: ['.svg'],
};

const sampleSide = 512;

/** Reads the pixels of a raster design, scaled down to at most 512 px a side. */
export async function pixelChecks(file: Blob): Promise<PixelChecks> {
  if (typeof createImageBitmap !== 'function') return {};
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const scale = Math.min(1, sampleSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d');
    if (!context) return {};
    context.drawImage(bitmap, 0, 0, width, height);
    return checksOf(context.getImageData(0, 0, width, height));
  } catch {
    return {};
  } finally {
    bitmap?.close();
  }
}

const nearWhite = (data: ArrayLike<number>, at: number) =>
  data[at] >= gangSheetArtwork.whiteThreshold &&
  data[at + 1] >= gangSheetArtwork.whiteThreshold &&
  data[at + 2] >= gangSheetArtwork.whiteThreshold;

/** The checks of RGBA pixels (exported for tests). */
export function checksOf({
  data,
  width,
  height,
}: {
  data: ArrayLike<number>;
  width: number;
  height: number;
}) {
  let transparent = 0;
  let semi = 0;
  for (let at = 3; at < data.length; at += 4) {
    if (data[at] < 255) transparent += 1;
    if (data[at] > 0 && data[at] < 255) semi += 1;
  }
  let edge = 0;
  let white = 0;
  const look = (x: number, y: number) => {
    edge += 1;
    if (nearWhite(data, (y * width + x) * 4)) white += 1;
  };
  for (let x = 0; x < width; x += 1) {
    look(x, 0);
    look(x, height - 1);
  }
  for (let y = 1; y < height - 1; y += 1) {
    look(0, y);
    look(width - 1, y);
  }
  const pixels = width * height;
  return {
    transparent: transparent > 0,
    semiShare: pixels ? semi / pixels : 0,
    // Most of the edge white: a photo or logo on a white rectangle.
    whiteBackground: transparent === 0 && edge > 0 && white / edge >= 0.9,
  };
}

/** The design, or why it is refused. */
export async function readDesign(
  file: File,
  rules: DesignRules,
): Promise<{ ok: true; design: ReadDesign } | { ok: false; refusal: DesignRefusal }> {
  if (file.size > rules.maxBytes) return { ok: false, refusal: 'size' };
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const allowed = (kind: DesignKind) => extensionsOf[kind].some((ext) => rules.accept.includes(ext));
  const info = readImageInfo(head);
  if (info && allowed(info.format)) {
    const checks =
      info.alpha === 'none'
        ? { transparent: false, semiShare: 0, ...(await whiteOnly(file)) }
        : await pixelChecks(file);
    return {
      ok: true,
      design: { kind: info.format, pixelWidth: info.width, pixelHeight: info.height, checks },
    };
  }
  if (!info && isSvgBytes(head) && allowed('svg')) {
    const size = readSvgSize(await file.text());
    if (size)
      return {
        ok: true,
        design: { kind: 'svg', pixelWidth: size.width, pixelHeight: size.height, checks: {} },
      };
  }
  return { ok: false, refusal: 'type' };
}

/** An opaque design (JPEG, PNG without alpha): only whether its background is white needs the pixels. */
async function whiteOnly(file: Blob): Promise<PixelChecks> {
  const checks = await pixelChecks(file);
  return checks.whiteBackground === undefined ? {} : { whiteBackground: checks.whiteBackground };
}
