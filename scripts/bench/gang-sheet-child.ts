/**
 * The child of gang-sheet.ts: makes 10 designs (1,200 px PNGs with transparency and gradients,
 * so deflate has real work), lays 300 copies on a 22 × 200 in sheet, builds the print file and
 * its preview into a temporary disk file store, and prints the time and the file's size as JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PlacedCopy, SheetLayout } from '../../core/gang-sheet/layout.ts';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import type { FileRecords } from '../../server/store/types.ts';
import { buildPrintFiles } from '../../server/gang-sheets/print-job.ts';
import type { Submission } from '../../server/store/types.ts';

const designs = 10;
const columns = 6;
const rows = 50;
const cell = 3.4;
const gap = 0.25;

function designSvg(d: number): Buffer {
  const hue = (d * 36) % 360;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
    <defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},90%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},80%,30%)"/></radialGradient></defs>
    <circle cx="600" cy="600" r="560" fill="url(#g)"/><rect x="300" y="520" width="600" height="160" fill="#fff"/>
    <text x="600" y="640" font-size="140" text-anchor="middle" fill="#111">Design ${d + 1}</text></svg>`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-gang-sheet-'));
try {
  const store = await openDiskFileStore(dir);
  const bytes = await Promise.all(
    Array.from({ length: designs }, (_, d) => sharp(designSvg(d)).png().toBuffer()),
  );
  const copies: PlacedCopy[] = [];
  for (let i = 0; i < columns * rows; i += 1) {
    const design = i % designs;
    // Sizes from 2.2 to 3.4 in, every third copy turned: about 20 distinct resampled variants.
    const size = 2.2 + (design % 5) * 0.3;
    copies.push({
      design,
      x: (i % columns) * (cell + gap),
      y: Math.floor(i / columns) * (cell + gap),
      width: size,
      height: size,
      rotation: i % 3 === 0 ? 90 : 0,
    });
  }
  const layout: SheetLayout = {
    widthIn: 22,
    designs: bytes.map((_, d) => ({ name: `design-${d + 1}.png`, pixelWidth: 1200, pixelHeight: 1200 })),
    copies,
  };
  const files = [];
  for (const [d, body] of bytes.entries()) {
    const storedName = `design${d}.png`;
    await store.put(`files/${storedName}`, (await import('node:stream')).Readable.from([body]));
    files.push({
      id: d + 1,
      field: `designFile_${d}`,
      originalName: `design-${d + 1}.png`,
      storedName,
      size: body.length,
      contentType: 'image/png',
      sha256: '',
    });
  }
  const submission = {
    reference: 'G-BENCH1',
    data: { layout, sheetLength: 200 },
    files,
  } as unknown as Submission;
  const records = { reserve: async () => {} } as unknown as FileRecords;
  const start = performance.now();
  const made = await buildPrintFiles(submission, { files: { store, records }, now: Date.now });
  const seconds = Number(((performance.now() - start) / 1000).toFixed(1));
  console.log(
    JSON.stringify({
      copies: copies.length,
      designs,
      lengthIn: 200,
      seconds,
      fileMb: Number((made[0].size / 1048576).toFixed(1)),
    }),
  );
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
