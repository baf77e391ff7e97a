/**
 * Artwork preflight of the DTF order, the pure part: the resolution a design reaches at a print
 * size, and its warning level. Reading the file's header is src/lib/artwork/image-info.ts.
 */
import { dtfArtwork } from '../../../catalog/dtf.ts';

export {
  hasTransparentPixel,
  isRasterName,
  readImageInfo,
  type ImageInfo,
} from '../../lib/artwork/image-info.ts';

/**
 * Dots per inch when the image's longer side is printed `inches` long (a size's largest
 * dimension), rounded down: 1199 px over 4" is 299 DPI, which is under 300.
 */
export function effectiveDpi(width: number, height: number, inches: number): number {
  return Math.floor(Math.max(width, height) / inches);
}

export type DpiLevel = 'good' | 'low' | 'very-low';

/** 300 DPI and more prints sharp; under 300 a warning; under 150 a strong one. */
export function dpiLevel(dpi: number): DpiLevel {
  if (dpi >= dtfArtwork.goodDpi) return 'good';
  return dpi >= dtfArtwork.minimumDpi ? 'low' : 'very-low';
}

/** The longest print, in inches to one decimal (rounded down), that still reaches 300 DPI. */
export function sharpUpToInches(width: number, height: number): number {
  return Math.floor((Math.max(width, height) / dtfArtwork.goodDpi) * 10) / 10;
}
