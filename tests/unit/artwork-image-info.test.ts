/**
 * src/lib/artwork/image-info.ts on WebP and SVG files: the pixel size and transparency read
 * from a WebP's first chunk (VP8 lossy, VP8L lossless, VP8X extended), made by sharp (libwebp),
 * and an SVG's size from its root element's width, height and viewBox.
 */
import sharp from 'sharp';
import { isSvgBytes, readImageInfo, readSvgSize } from '../../src/lib/artwork/image-info.ts';

const image = (width: number, height: number, channels: 3 | 4, alpha = 1) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 60, alpha } } });
const bytes = async (made: Promise<Buffer>) => new Uint8Array(await made);
const firstChunk = (webp: Uint8Array) => String.fromCharCode(...webp.subarray(12, 16));

describe('readImageInfo on WebP', () => {
  it('reads a lossy WebP (VP8): its size, and no transparency', async () => {
    const webp = await bytes(image(30, 20, 3).webp({ quality: 80 }).toBuffer());
    expect(firstChunk(webp)).toBe('VP8 ');
    expect(readImageInfo(webp)).toEqual({ format: 'webp', width: 30, height: 20, alpha: 'none' });
    // The 14-bit sizes of a large photo.
    const large = await bytes(image(4000, 3001, 3).webp().toBuffer());
    expect(readImageInfo(large)).toEqual({ format: 'webp', width: 4000, height: 3001, alpha: 'none' });
  });

  it('reads a lossless WebP (VP8L): its size, and its alpha bit', async () => {
    const clear = await bytes(image(30, 20, 4, 0.5).webp({ lossless: true }).toBuffer());
    expect(firstChunk(clear)).toBe('VP8L');
    expect(readImageInfo(clear)).toEqual({ format: 'webp', width: 30, height: 20, alpha: 'possible' });
    const opaque = await bytes(image(30, 20, 3).webp({ lossless: true }).toBuffer());
    expect(firstChunk(opaque)).toBe('VP8L');
    expect(readImageInfo(opaque)).toEqual({ format: 'webp', width: 30, height: 20, alpha: 'none' });
    const large = await bytes(image(5000, 2999, 3).webp({ lossless: true }).toBuffer());
    expect(readImageInfo(large)).toMatchObject({ width: 5000, height: 2999 });
  });

  it('reads an extended WebP (VP8X): its canvas size, and its alpha flag', async () => {
    const clear = await bytes(image(30, 20, 4, 0.5).webp({ quality: 80 }).toBuffer());
    expect(firstChunk(clear)).toBe('VP8X');
    expect(readImageInfo(clear)).toEqual({ format: 'webp', width: 30, height: 20, alpha: 'possible' });
    // Extended for its colour profile only: no alpha flag.
    const profiled = await bytes(image(640, 480, 3).webp().withMetadata().toBuffer());
    expect(firstChunk(profiled)).toBe('VP8X');
    expect(readImageInfo(profiled)).toEqual({ format: 'webp', width: 640, height: 480, alpha: 'none' });
  });

  it('needs only the first 30 bytes, and refuses a broken or foreign RIFF', async () => {
    const webp = await bytes(image(30, 20, 4, 0.5).webp({ lossless: true }).toBuffer());
    expect(readImageInfo(webp.subarray(0, 30))).toMatchObject({ width: 30, height: 20 });
    expect(readImageInfo(webp.subarray(0, 29))).toBeUndefined();
    // A VP8L chunk without its signature byte, a lossy frame without its start code.
    const noSignature = webp.slice();
    noSignature[20] = 0;
    expect(readImageInfo(noSignature)).toBeUndefined();
    const lossy = await bytes(image(30, 20, 3).webp().toBuffer());
    const noStartCode = lossy.slice();
    noStartCode[23] = 0;
    expect(readImageInfo(noStartCode)).toBeUndefined();
    // A WAVE file is RIFF too.
    const wave = lossy.slice();
    wave.set(new TextEncoder().encode('WAVE'), 8);
    expect(readImageInfo(wave)).toBeUndefined();
  });
});

describe('readSvgSize', () => {
  const svg = (attributes: string) =>
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`;

  it('takes the width and height attributes, in CSS pixels whatever their unit', () => {
    expect(readSvgSize(svg('width="300" height="200"'))).toEqual({ width: 300, height: 200 });
    expect(readSvgSize(svg("width='300px' height = '150.5px'"))).toEqual({ width: 300, height: 150.5 });
    expect(readSvgSize(svg('width="2in" height="1in" viewBox="0 0 10 10"'))).toEqual({
      width: 192,
      height: 96,
    });
    expect(readSvgSize(svg('width="2.54cm" height="25.4mm"'))).toEqual({ width: 96, height: 96 });
    expect(readSvgSize(svg('width="72pt" height="6pc"'))).toEqual({ width: 96, height: 96 });
    expect(readSvgSize(svg('width="1e2" height="50"'))).toEqual({ width: 100, height: 50 });
  });

  it('falls back on the viewBox, scaled to a width or height given alone', () => {
    expect(readSvgSize(svg('viewBox="0 0 400 100"'))).toEqual({ width: 400, height: 100 });
    expect(readSvgSize(svg('viewBox="-5,-5,40,30"'))).toEqual({ width: 40, height: 30 });
    // Percentages and em are not absolute: the viewBox decides.
    expect(readSvgSize(svg('width="100%" height="100%" viewBox="0 0 40 30"'))).toEqual({
      width: 40,
      height: 30,
    });
    expect(readSvgSize(svg('width="2em" height="1em" viewBox="0 0 40 30"'))).toEqual({
      width: 40,
      height: 30,
    });
    expect(readSvgSize(svg('width="1in" viewBox="0 0 40 30"'))).toEqual({ width: 96, height: 72 });
    expect(readSvgSize(svg('height="60" viewBox="0 0 40 30"'))).toEqual({ width: 80, height: 60 });
  });

  it('gives no size without one, or for a viewBox that is not four positive numbers', () => {
    expect(readSvgSize(svg(''))).toBeUndefined();
    expect(readSvgSize(svg('width="100%" height="100%"'))).toBeUndefined();
    expect(readSvgSize(svg('viewBox="0 0 0 30"'))).toBeUndefined();
    expect(readSvgSize(svg('viewBox="0 0 40"'))).toBeUndefined();
    expect(readSvgSize('<html><body>no svg</body></html>')).toBeUndefined();
    // A nested <svg>'s attributes are not the root's; the root's come first.
    expect(readSvgSize('<svg viewBox="0 0 40 30"><svg width="5" height="5"/></svg>')).toEqual({
      width: 40,
      height: 30,
    });
  });
});

describe('isSvgBytes', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it('knows an SVG by its first element, after a prolog, a doctype, comments or a BOM', () => {
    expect(isSvgBytes(encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(
      isSvgBytes(
        encode(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: a drawing program -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<SVG width="1in" height="1in"></SVG>',
        ),
      ),
    ).toBe(true);
  });

  it('refuses other documents and binary files', async () => {
    expect(isSvgBytes(encode('<html><svg/></html>'))).toBe(false);
    expect(isSvgBytes(encode('<svgfoo/>'))).toBe(false);
    expect(isSvgBytes(encode('hello <svg/>'))).toBe(false);
    expect(isSvgBytes(await bytes(image(4, 4, 3).webp().toBuffer()))).toBe(false);
  });
});
