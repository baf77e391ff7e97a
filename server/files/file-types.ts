/**
 * The file types docs/specification.md section 5 lists, each with the bytes its content must start with.
 * A file is accepted only when its extension is in the field's accept list AND its content
 * starts like that extension's type: an .exe renamed to .png is refused, so is a PNG named
 * .pdf. The stored content type comes from here, never from the request's headers.
 */

export type FileKind = {
  contentType: string;
  /** True when the first bytes (up to `headBytes`) look like this type. */
  matches(head: Buffer): boolean;
};

/** Enough for every signature and for an SVG's XML declaration, comments and DOCTYPE. */
export const headBytes = 4096;

const startsWith = (head: Buffer, ...bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const startsWithText = (head: Buffer, text: string) =>
  head.subarray(0, text.length).toString('latin1') === text;

const isPdf = (head: Buffer) => startsWithText(head, '%PDF-');
const isPostScript = (head: Buffer) => startsWithText(head, '%!PS');
const isJpeg = (head: Buffer) => startsWith(head, 0xff, 0xd8, 0xff);

/**
 * An SVG document: optional BOM, XML declaration, comments and an internal-subset-free
 * DOCTYPE, then the <svg> root. Anything else (HTML, a script, UTF-16) is refused.
 */
const svgStart =
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

export const fileKinds: Readonly<Record<string, FileKind>> = {
  jpg: { contentType: 'image/jpeg', matches: isJpeg },
  jpeg: { contentType: 'image/jpeg', matches: isJpeg },
  png: {
    contentType: 'image/png',
    matches: (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  gif: {
    contentType: 'image/gif',
    matches: (h) => startsWithText(h, 'GIF87a') || startsWithText(h, 'GIF89a'),
  },
  pdf: { contentType: 'application/pdf', matches: isPdf },
  // Illustrator saves PDF-compatible files by default; older versions wrote PostScript.
  ai: { contentType: 'application/postscript', matches: (h) => isPdf(h) || isPostScript(h) },
  psd: { contentType: 'image/vnd.adobe.photoshop', matches: (h) => startsWithText(h, '8BPS') },
  // DOS EPS files carry a binary header before the PostScript.
  eps: {
    contentType: 'application/postscript',
    matches: (h) => isPostScript(h) || startsWith(h, 0xc5, 0xd0, 0xd3, 0xc6),
  },
  svg: { contentType: 'image/svg+xml', matches: (h) => svgStart.test(h.toString('utf8')) },
  webp: {
    contentType: 'image/webp',
    matches: (h) => startsWithText(h, 'RIFF') && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // A phone's photo (iPhones save HEIC): an ISO media file whose brand says HEIF.
  heic: {
    contentType: 'image/heic',
    matches: (h) =>
      h.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(h.subarray(8, 12).toString('latin1')),
  },
  zip: { contentType: 'application/zip', matches: (h) => startsWith(h, 0x50, 0x4b, 0x03, 0x04) },
  rar: {
    contentType: 'application/vnd.rar',
    matches: (h) => startsWith(h, 0x52, 0x61, 0x72, 0x21, 0x1a, 0x07),
  },
};

export function isCheckableExtension(extension: string): boolean {
  return Object.hasOwn(fileKinds, extension);
}

/**
 * Things that make an SVG run code or pull in other documents when opened in a browser:
 * scripts, event handler attributes, javascript: URLs (also entity-encoded), embedded HTML,
 * XML entities. A NUL byte means the file is not text at all.
 */
const svgDanger =
  /<\s*script|<\s*foreignObject|<\s*(?:iframe|embed|object|handler)\b|[\s"'/]on[a-z]+\s*=|(?:java|vb)script\s*:|href\s*=\s*["']?\s*&#|<!ENTITY|data\s*:\s*text\/html/i;

/** Longest stretch one dangerous pattern can span; kept from chunk to chunk. */
const overlap = 64;

/** Feeds an SVG through in chunks; `unsafe` turns true at the first dangerous pattern. */
export function createSvgScanner(): { push(chunk: Buffer): void; readonly unsafe: boolean } {
  let tail = '';
  let unsafe = false;
  return {
    push(chunk) {
      if (unsafe) return;
      const text = tail + chunk.toString('latin1');
      if (chunk.includes(0) || svgDanger.test(text)) unsafe = true;
      tail = text.slice(-overlap);
    },
    get unsafe() {
      return unsafe;
    },
  };
}
