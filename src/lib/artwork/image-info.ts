/**
 * What an image file says about itself in its first bytes: its format by content (magic bytes,
 * not its name), its pixel size and whether it can hold transparency. Nothing is decoded here;
 * transparency.ts looks at the pixels when the header cannot tell. Shared by the DTF order's
 * preflight and the gang-sheet builder.
 */

export interface ImageInfo {
  format: 'png' | 'jpeg' | 'webp';
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

const uint24le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebp(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  let size: { width: number; height: number; alpha: ImageInfo['alpha'] } | undefined;
  if (chunk === 'VP8X') {
    size = {
      width: uint24le(bytes, 24) + 1,
      height: uint24le(bytes, 27) + 1,
      alpha: bytes[20] & 0x10 ? 'possible' : 'none',
    };
  } else if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    size = {
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      alpha: (bits >>> 28) & 1 ? 'possible' : 'none',
    };
  } else if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    size = {
      width: (bytes[26] | (bytes[27] << 8)) & 0x3fff,
      height: (bytes[28] | (bytes[29] << 8)) & 0x3fff,
      alpha: 'none',
    };
  }
  return size && size.width && size.height ? { format: 'webp', ...size } : undefined;
}

const isWebp = (bytes: Uint8Array) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP';

/** The pixel size and transparency of a PNG, JPEG or WebP from its bytes; undefined for anything else. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  if (bytes.length >= 12 && isWebp(bytes)) return readWebp(bytes);
  return undefined;
}

/** CSS pixels per unit, for an SVG's width and height (96 px to the inch). */
const pixelsPer: Record<string, number> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 4 / 3,
  pc: 16,
};

function svgLength(value: string | undefined): number | undefined {
  const match = value && /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px|in|cm|mm|pt|pc)?\s*$/i.exec(value);
  if (!match) return undefined;
  const number = Number(match[1]) * pixelsPer[(match[2] ?? '').toLowerCase()];
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * An SVG's size from the text of its root element: its width and height when both are
 * absolute lengths, else its viewBox (scaled to a given width or height), else undefined. An SVG
 * is a vector: this size gives its proportions, not a resolution.
 */
export function readSvgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(root[1])
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!box || box.length !== 4 || !(box[2] > 0) || !(box[3] > 0)) return undefined;
  const [boxWidth, boxHeight] = [box[2], box[3]];
  if (width) return { width, height: (width * boxHeight) / boxWidth };
  if (height) return { width: (height * boxWidth) / boxHeight, height };
  return { width: boxWidth, height: boxHeight };
}

/** Whether the bytes are an SVG document (text whose first element is <svg>, after a prolog). */
export function isSvgBytes(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  const first = /^(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s)*<([a-zA-Z][\w:-]*)/.exec(head);
  return first?.[1].toLowerCase() === 'svg';
}

/** Whether the shop can check a file's resolution: PNG and JPEG, by name. */
export function isRasterName(name: string): boolean {
  return /\.(png|jpe?g)$/i.test(name);
}

/** True when any pixel of RGBA data is not fully opaque. */
export function hasTransparentPixel(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] < 255) return true;
  return false;
}
