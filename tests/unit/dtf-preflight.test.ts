/** The pure part of the artwork preflight: image headers, effective DPI and its warning level. */
import {
  dpiLevel,
  effectiveDpi,
  hasTransparentPixel,
  isRasterName,
  readImageInfo,
  sharpUpToInches,
} from '../../src/features/dtf-order/preflight.ts';
import { makeJpegHeader, makePng } from '../support/dtf-images.ts';

describe('readImageInfo', () => {
  it('reads the size of a PNG with an alpha channel, which may be transparent', () => {
    expect(readImageInfo(makePng({ width: 600, height: 500, colorType: 6 }))).toEqual({
      format: 'png',
      width: 600,
      height: 500,
      alpha: 'possible',
    });
  });

  it('knows an RGB or grey PNG without tRNS cannot be transparent', () => {
    expect(readImageInfo(makePng({ width: 40, height: 90, colorType: 2 }))).toMatchObject({
      width: 40,
      height: 90,
      alpha: 'none',
    });
    expect(readImageInfo(makePng({ width: 8, height: 8, colorType: 0 }))?.alpha).toBe('none');
    expect(readImageInfo(makePng({ width: 8, height: 8, colorType: 3 }))?.alpha).toBe('none');
  });

  it('finds a tRNS chunk on palette, grey and RGB PNGs', () => {
    for (const colorType of [0, 2, 3] as const) {
      expect(readImageInfo(makePng({ width: 8, height: 8, colorType, trns: true }))?.alpha).toBe('possible');
    }
  });

  it('reads the frame size of baseline and progressive JPEGs, past a large EXIF block', () => {
    expect(readImageInfo(makeJpegHeader(1200, 800))).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 800,
      alpha: 'none',
    });
    expect(readImageInfo(makeJpegHeader(3000, 4000, { marker: 0xc2, app1Bytes: 60_000 }))).toMatchObject({
      width: 3000,
      height: 4000,
    });
  });

  it('gives up on anything else, truncated or broken', () => {
    const png = makePng({ width: 10, height: 10 });
    expect(readImageInfo(new Uint8Array(0))).toBeUndefined();
    expect(
      readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(readImageInfo(new TextEncoder().encode('%PDF-1.4'))).toBeUndefined();
    expect(readImageInfo(png.subarray(0, 20))).toBeUndefined();
    expect(readImageInfo(makeJpegHeader(100, 100).subarray(0, 24))).toBeUndefined();
    const zeroWidth = Buffer.from(png);
    zeroWidth.writeUInt32BE(0, 16);
    expect(readImageInfo(zeroWidth)).toBeUndefined();
  });
});

describe('effectiveDpi and dpiLevel', () => {
  it("divides the longer side by the size's largest dimension, rounding down", () => {
    expect(effectiveDpi(1200, 800, 4)).toBe(300);
    expect(effectiveDpi(800, 1200, 4)).toBe(300);
    expect(effectiveDpi(1199, 10, 4)).toBe(299);
    expect(effectiveDpi(2400, 2400, 8)).toBe(300);
    expect(effectiveDpi(600, 500, 16)).toBe(37);
  });

  it.each([
    [1000, 'good'],
    [300, 'good'],
    [299, 'low'],
    [150, 'low'],
    [149, 'very-low'],
    [0, 'very-low'],
  ])('%p DPI is %s', (dpi, level) => {
    expect(dpiLevel(dpi)).toBe(level);
  });

  it('says how long a print still reaches 300 DPI, to a tenth of an inch rounded down', () => {
    expect(sharpUpToInches(1200, 100)).toBe(4);
    expect(sharpUpToInches(600, 500)).toBe(2);
    expect(sharpUpToInches(1000, 1000)).toBe(3.3);
  });
});

describe('hasTransparentPixel', () => {
  it('looks at every alpha byte', () => {
    expect(hasTransparentPixel([1, 2, 3, 255, 4, 5, 6, 255])).toBe(false);
    expect(hasTransparentPixel([1, 2, 3, 255, 4, 5, 6, 254])).toBe(true);
    expect(hasTransparentPixel([])).toBe(false);
  });
});

describe('isRasterName', () => {
  it('measures PNG and JPEG files only', () => {
    expect(['a.png', 'B.PNG', 'c.jpg', 'd.JPEG', 'e.jpeg'].every(isRasterName)).toBe(true);
    expect(['a.svg', 'b.pdf', 'c.ai', 'd.eps', 'png', 'e.png.zip'].some(isRasterName)).toBe(false);
  });
});
