/**
 * The owner's side of a gang sheet order in browser tests: signed in as the owner guide says, the
 * request's print file waited for (the job any server process takes), downloaded as the owner's
 * browser does, and checked against the stored layout with an image library of its own reading:
 * 6,600 px wide, the length × 300 high, a pHYs chunk saying 300 dpi, each copy's pixels those of
 * its design resampled to its box (and turned), and no two copies overlapping.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { layoutProblems, type SheetLayout } from '../../core/gang-sheet/layout.ts';
import type { Detail, StoredFile } from '../../core/api/owner.ts';
import { baseUrl } from './browser.ts';
import { setOwnerPassword, signInOwner } from './owner-session.ts';

const dpi = 300;

function chunk(png: Buffer, type: string): Buffer | undefined {
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === type) return png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  return undefined;
}

/** Mean absolute difference per channel (0 to 255) between two RGBA images of one size. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

export type PrintFileFindings = {
  name: string;
  width: number;
  height: number;
  dpi: number;
  /** Each copy's mean difference from its design resampled to its box, in copy order. */
  differences: number[];
  /** What core/gang-sheet/layout.ts finds wrong with the stored layout (overlaps, ...): none. */
  problems: string[];
};

/** Signs the owner in, waits up to a minute for the print file, and reads it. */
export async function checkPrintFile(
  browser: Browser,
  reference: string,
  layout: SheetLayout,
): Promise<PrintFileFindings> {
  setOwnerPassword();
  const context = await browser.newContext();
  try {
    await signInOwner(context);
    const base = baseUrl();
    const api = `${base}/api/owner/submissions/${reference}`;
    let detail: Detail | undefined;
    for (const started = Date.now(); Date.now() - started < 60_000;) {
      detail = (await (await context.request.get(api)).json()) as Detail;
      if (detail.printFile?.state === 'ready' || detail.printFile?.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const file = detail?.printFile?.file;
    if (!detail || !file) throw new Error(`no print file: ${JSON.stringify(detail?.printFile)}`);
    const download = async (stored: StoredFile) =>
      Buffer.from(await (await context.request.get(`${api}/files/${stored.id}`)).body());
    const png = await download(file);
    const header = chunk(png, 'IHDR')!;
    const density = chunk(png, 'pHYs');
    // Pixels a metre (unit 1) to the inch.
    const printDpi = density && density[8] === 1 ? Math.round(density.readUInt32BE(0) * 0.0254) : 0;
    const designs = await Promise.all(
      layout.designs.map((_, index) => {
        const stored = detail.files.find((f) => f.field === `designFile_${index}`);
        if (!stored) throw new Error(`design ${index} is not among the request's files`);
        return download(stored);
      }),
    );
    const differences: number[] = [];
    for (const copy of layout.copies) {
      const left = Math.round(copy.x * dpi);
      const top = Math.round(copy.y * dpi);
      const width = Math.round((copy.x + copy.width) * dpi) - left;
      const height = Math.round((copy.y + copy.height) * dpi) - top;
      const source = sharp(designs[copy.design]);
      // Both compared at a small size, so one pixel of rounding at the box's edge does not count.
      const expected = await (copy.rotation === 90 ? source.rotate(90) : source)
        .resize(width, height, { fit: 'fill' })
        .resize(48, 48, { fit: 'fill' })
        .ensureAlpha()
        .raw()
        .toBuffer();
      const region = await sharp(png, { limitInputPixels: false })
        .extract({ left, top, width, height })
        .png()
        .toBuffer();
      const actual = await sharp(region).resize(48, 48, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
      differences.push(meanDifference(expected, actual));
    }
    return {
      name: file.name,
      width: header.readUInt32BE(0),
      height: header.readUInt32BE(4),
      dpi: printDpi,
      differences,
      problems: layoutProblems(layout).map((problem) => problem.kind),
    };
  } finally {
    await context.close();
  }
}
