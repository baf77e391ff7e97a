/**
 * Artwork preflight, the pure part: what a PNG or JPEG says about itself in its first bytes
 * (pixel size, whether it can hold transparency), and the resolution it reaches at a print size.
 * Nothing is decoded here; transparency.ts looks at the pixels when the header cannot tell.
 */
import { dtfArtwork } from '../../../catalog/dtf.ts';

export interface ImageInfo {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /**
   * 'none': the file cannot hold a transparent pixel (JPEG; PNG without alpha or tRNS).
   * 'possible': it can (PNG with an alpha channel or a tRNS chunk); only its pixels tell.
   */
  alpha: 'none' | 'possible';
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function readPng(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  const colorType = bytes[25];
  let alpha: ImageInfo['alpha'] = colorType === 4 || colorType === 6 ? 'possible' : 'none';
  // A tRNS chunk (before the first IDAT) makes palette, grey or RGB pixels transparent.
  for (let at = 8; alpha === 'none' && at + 8 <= bytes.length;) {
    const type = ascii(bytes, at + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'tRNS') alpha = 'possible';
    at += 12 + uint32(bytes, at);
  }
  return width && height ? { format: 'png', width, height, alpha } : undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless ...), which carry the pixel size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpeg(bytes: Uint8Array): ImageInfo | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end, or image data before a frame
    const length = uint16(bytes, at + 2);
    if (startOfFrame.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      const height = uint16(bytes, at + 5);
      const width = uint16(bytes, at + 7);
      return width && height ? { format: 'jpeg', width, height, alpha: 'none' } : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

/** The pixel size and transparency of a PNG or JPEG from its bytes; undefined for anything else. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return undefined;
}

/** Whether the shop can check a file's resolution: PNG and JPEG, by name. */
export function isRasterName(name: string): boolean {
  return /\.(png|jpe?g)$/i.test(name);
}

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

/** True when any pixel of RGBA data is not fully opaque. */
export function hasTransparentPixel(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] < 255) return true;
  return false;
}
