/**
 * An HTML page compressed once at start, yet different in every response: the page is split at
 * its placeholders (the CSP nonce, the site's origin), each static segment is raw-deflated once
 * ending in a full flush (byte aligned, nothing refers back across segments), and a response
 * is a gzip header, the segments with each placeholder's value between them as a stored
 * (uncompressed) deflate block, a final empty stored block and the trailer. The CRC-32 of the
 * whole is combined from the segments' precomputed ones (zlib's crc32_combine), so a response
 * costs a few small buffers, not a compression or a pass over the page.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The CRC-32 polynomial, reflected. */
const poly = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial (both reflected): zlib's multmodp. */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ poly : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31: zlib's x2n_table. */
const x2nTable: number[] = [];
{
  let p = 1 << 30; // x^1
  for (let k = 0; k < 32; k++) {
    x2nTable.push(p >>> 0);
    p = multModP(p, p);
  }
}

/** x^(8 * bytes) modulo the polynomial: the operator that shifts a CRC past `bytes` bytes. */
export function crcShift(bytes: number): number {
  let p = (1 << 31) >>> 0; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(x2nTable[k & 31], p);
  return p;
}

/** The CRC-32 of A followed by B, given crc(A), crc(B) and B's shift operator. */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: stored, final, empty. */
const finalBlock = Buffer.from([1, 0, 0, 0xff, 0xff]);

interface Segment {
  raw: Buffer;
  deflated: Buffer;
  crc: number;
  shift: number;
}

export interface SplicedHtml<K extends string> {
  /** The placeholders in page order. */
  holes: readonly K[];
  /** The page as sent uncompressed. */
  identity(values: Readonly<Record<K, string>>): Buffer;
  /** The page as a gzip member, values spliced in as stored blocks. */
  gzip(values: Readonly<Record<K, string>>): Buffer;
}

function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new Error('a spliced value must be under 64 KB');
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0; // not final, stored; the rest of the byte is padding
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** Splits `page` at every placeholder (the keys of `placeholders`) and compresses the parts. */
export function spliceHtml<K extends string>(
  page: string,
  placeholders: Readonly<Record<K, string>>,
): SplicedHtml<K> {
  const byText = new Map<string, K>(
    Object.entries(placeholders).map(([key, text]) => [text as string, key as K]),
  );
  const pattern = new RegExp(
    [...byText.keys()].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  const holes: K[] = [];
  const segments: Segment[] = [];
  let last = 0;
  const addSegment = (text: string) => {
    const raw = Buffer.from(text, 'utf8');
    const deflated = deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
    segments.push({ raw, deflated, crc: crc32(raw), shift: crcShift(raw.length) });
  };
  for (const match of page.matchAll(pattern)) {
    addSegment(page.slice(last, match.index));
    holes.push(byText.get(match[0])!);
    last = match.index + match[0].length;
  }
  addSegment(page.slice(last));

  const valueBuffers = (values: Readonly<Record<K, string>>) =>
    holes.map((key) => Buffer.from(values[key], 'utf8'));

  return {
    holes,
    identity(values) {
      const filled = valueBuffers(values);
      const parts: Buffer[] = [];
      segments.forEach((segment, i) => {
        parts.push(segment.raw);
        if (i < filled.length) parts.push(filled[i]);
      });
      return Buffer.concat(parts);
    },
    gzip(values) {
      const filled = valueBuffers(values);
      const parts: Buffer[] = [gzipHeader];
      let crc = 0;
      let size = 0;
      segments.forEach((segment, i) => {
        parts.push(segment.deflated);
        crc = crcCombine(crc, segment.crc, segment.shift);
        size += segment.raw.length;
        if (i < filled.length) {
          const value = filled[i];
          parts.push(storedBlock(value));
          crc = crcCombine(crc, crc32(value), crcShift(value.length));
          size += value.length;
        }
      });
      const trailer = Buffer.allocUnsafe(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      parts.push(finalBlock, trailer);
      return Buffer.concat(parts);
    },
  };
}

/** Whether the request's Accept-Encoding allows gzip (q > 0, by name or by `*`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of text.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzip = Number.isNaN(q) ? 0 : q;
    else if (name === '*') any = Number.isNaN(q) ? 0 : q;
  }
  return (gzip ?? any ?? 0) > 0;
}
