/**
 * A PNG written as it is made, a band of rows at a time (docs/architecture.md "Background
 * jobs"): a gang sheet 200 inches long is 6,600 × 60,000 pixels, 1.6 GB as RGBA, so it is never
 * whole in memory. libvips' own PNG writer wants one image to pull from; bands made apart are
 * joined here instead, into one zlib stream and one IDAT chunk per band.
 */
import { once } from 'node:events';
import { createDeflate, crc32 } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The bytes of one scanline as a band holds it: a filter byte (0, none) and RGBA pixels. */
export const scanlineBytes = (width: number) => 1 + width * 4;

/**
 * The PNG of an 8-bit RGBA image `width` × `height`, from `bands`: each a whole number of
 * scanlines (scanlineBytes each, filter byte included), `height` in all, top to bottom. A band
 * may be reused for the next once the generator asks for it. `dpi` goes in the pHYs chunk.
 */
export async function* pngOf(
  width: number,
  height: number,
  dpi: number,
  bands: AsyncIterable<Buffer>,
  level = 6,
): AsyncGenerator<Buffer> {
  yield signature;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a sample, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  yield chunk('IHDR', header);
  const density = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  density.writeUInt32BE(perMetre, 0);
  density.writeUInt32BE(perMetre, 4);
  density[8] = 1; // the unit is the metre
  yield chunk('pHYs', density);

  const deflate = createDeflate({ level });
  const pending: Buffer[] = [];
  let failure: Error | undefined;
  deflate.on('data', (data: Buffer) => pending.push(data));
  deflate.on('error', (error) => (failure = error));
  const ended = once(deflate, 'end');
  // Awaited below; an error before then is thrown from the loop instead.
  ended.catch(() => {});
  const take = () => Buffer.concat(pending.splice(0));
  let rows = 0;
  for await (const band of bands) {
    rows += band.length / scanlineBytes(width);
    // Waits until zlib has read the band: the caller fills the same buffer with the next one.
    await new Promise<void>((resolve, reject) =>
      deflate.write(band, (error) => (error ? reject(error) : resolve())),
    );
    if (failure) throw failure;
    if (pending.length) yield chunk('IDAT', take());
  }
  if (rows !== height) throw new Error(`the image has ${rows} rows, not ${height}`);
  deflate.end();
  await ended;
  if (failure) throw failure;
  yield chunk('IDAT', take());
  yield chunk('IEND', Buffer.alloc(0));
}
