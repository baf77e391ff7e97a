/**
 * Small real images built byte by byte for the DTF artwork preflight tests: PNGs that any
 * browser decodes (IHDR, optional PLTE/tRNS, one zlib IDAT, IEND) and JPEG headers whose frame
 * marker carries the pixel size.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  width: number;
  height: number;
  /** 2 RGB, 6 RGBA, 3 palette (two colours: 0 red, 1 white), 0 grey. */
  colorType?: 0 | 2 | 3 | 6;
  /** RGBA of a pixel; alpha is dropped for types without it. Default: a red disc, the rest clear. */
  pixel?: (x: number, y: number) => [number, number, number, number];
  /** Adds a tRNS chunk (palette: index 1 transparent; grey/RGB: white transparent). */
  trns?: boolean;
}

const disc =
  (width: number, height: number) =>
  (x: number, y: number): [number, number, number, number] =>
    Math.hypot(x - width / 2, y - height / 2) < Math.min(width, height) / 3
      ? [200, 30, 60, 255]
      : [255, 255, 255, 0];

export function makePng({
  width,
  height,
  colorType = 6,
  pixel = disc(width, height),
  trns,
}: PngOptions): Buffer {
  const channels = { 0: 1, 2: 3, 3: 1, 6: 4 }[colorType];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colorType;
  const rowBytes = width * channels + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, y);
      const at = y * rowBytes + 1 + x * channels;
      if (colorType === 0) raw[at] = r;
      else if (colorType === 3) raw[at] = a < 128 || (r === 255 && g === 255 && b === 255) ? 1 : 0;
      else raw.set(colorType === 6 ? [r, g, b, a] : [r, g, b], at);
    }
  }
  const chunks = [chunk('IHDR', header)];
  if (colorType === 3) chunks.push(chunk('PLTE', Buffer.from([200, 30, 60, 255, 255, 255])));
  if (trns)
    chunks.push(
      chunk('tRNS', colorType === 3 ? Buffer.from([255, 0]) : Buffer.alloc(colorType === 0 ? 2 : 6, 0xff)),
    );
  chunks.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/**
 * A JPEG's markers up to its frame header: SOI, a JFIF APP0, optionally a large APP1 (as EXIF
 * with a thumbnail makes it) and the start-of-frame `marker` (0xc0 baseline, 0xc2 progressive).
 */
export function makeJpegHeader(width: number, height: number, { marker = 0xc0, app1Bytes = 0 } = {}): Buffer {
  const segment = (code: number, data: Buffer) => {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(data.length + 2);
    return Buffer.concat([Buffer.from([0xff, code]), length, data]);
  };
  const frame = Buffer.alloc(15);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x02\0\0\x01\0\x01\0\0', 'latin1')),
    ...(app1Bytes ? [segment(0xe1, Buffer.alloc(app1Bytes, 0x20))] : []),
    segment(marker, frame),
    Buffer.from([0xff, 0xd9]),
  ]);
}
