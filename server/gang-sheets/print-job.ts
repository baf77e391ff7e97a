/**
 * The 'gang-sheet-print' job: a stored gang-sheet request's print file `<reference>-sheet.png`
 * (300 dpi) and its preview `<reference>-sheet-preview.png` (about 600 px wide), each streamed
 * into the file store while its SHA-256 and size are counted, then attached to the request with
 * the job marked done in one transaction (store/job-queries.ts complete).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gangSheet } from '../../catalog/gang-sheets.ts';
import {
  layoutProblems,
  problemText,
  sheetLengthOf,
  type SheetLayout,
} from '../../core/gang-sheet/layout.ts';
import type { Files } from '../files/file-sweeper.ts';
import { fileKey } from '../files/file-store.ts';
import { newStoredName } from '../files/file-names.ts';
import type { JobFile, Submission } from '../store/types.ts';
import { DesignError, type DesignSource } from './copy-variants.ts';
import { renderSheet, sheetImage, type SheetImage } from './render-sheet.ts';

/** The preview's width in pixels: enough for the inbox and the customer's page. */
export const previewWidthPx = 600;

export const sheetFields = { print: 'sheet', preview: 'sheet-preview' } as const;

export type PrintDeps = {
  files: Files;
  now: () => number;
  /** Rows a band (tests and the bench); default render-sheet.ts's. */
  bandRows?: number;
  /** Stops the build (the server is closing). */
  signal?: AbortSignal;
};

function layoutOf(submission: Submission): SheetLayout {
  const layout = submission.data.layout as SheetLayout | undefined;
  if (!layout || !Array.isArray(layout.designs) || !Array.isArray(layout.copies)) {
    throw new DesignError('the request holds no gang-sheet layout');
  }
  const problems = layoutProblems(layout);
  if (problems.length > 0) throw new DesignError(`the layout cannot be printed: ${problemText(problems[0])}`);
  return layout;
}

/** Design i's bytes from the file store, by its form file `designFile_<i>`. */
function designReader(submission: Submission, layout: SheetLayout, files: Files) {
  return async (index: number): Promise<DesignSource> => {
    const name = layout.designs[index]?.name ?? `design ${index + 1}`;
    const file = submission.files.find((f) => f.field === `designFile_${index}`);
    const object = file ? await files.store.get(fileKey(file.storedName)) : null;
    if (!file || !object) throw new DesignError(`the file of design ${index + 1} ("${name}") is missing`);
    return { name, bytes: await buffer(object.body), svg: file.contentType === 'image/svg+xml' };
  };
}

async function* counted(
  source: AsyncIterable<Buffer>,
  tally: { hash: ReturnType<typeof createHash>; size: number },
) {
  for await (const chunk of source) {
    tally.hash.update(chunk);
    tally.size += chunk.length;
    yield chunk;
  }
}

/** Renders `image` of the sheet into the file store as a new object; the file to attach. */
async function storeImage(
  submission: Submission,
  layout: SheetLayout,
  image: SheetImage,
  field: string,
  deps: PrintDeps,
): Promise<JobFile> {
  const storedName = newStoredName('png');
  // Loose until the job's commit claims it, so an object a crash leaves behind is swept.
  await deps.files.records.reserve(storedName, deps.now());
  const tally = { hash: createHash('sha256'), size: 0 };
  const chunks = renderSheet({
    layout,
    image,
    design: designReader(submission, layout, deps.files),
    bandRows: deps.bandRows,
    signal: deps.signal,
  });
  await deps.files.store.put(fileKey(storedName), Readable.from(counted(chunks, tally)));
  return {
    field,
    originalName: `${submission.reference}-${field}.png`,
    storedName,
    size: tally.size,
    contentType: 'image/png',
    sha256: tally.hash.digest('hex'),
  };
}

/** The print file and the preview of the gang-sheet request `submission`, in the file store. */
export async function buildPrintFiles(submission: Submission, deps: PrintDeps): Promise<JobFile[]> {
  const layout = layoutOf(submission);
  const stated = Number(submission.data.sheetLength);
  const lengthIn = Number.isInteger(stated) && stated > 0 ? stated : sheetLengthOf(layout.copies);
  const print = sheetImage(gangSheet.widthIn, lengthIn, gangSheet.printDpi);
  const preview = sheetImage(gangSheet.widthIn, lengthIn, previewWidthPx / gangSheet.widthIn);
  return [
    await storeImage(submission, layout, print, sheetFields.print, deps),
    await storeImage(submission, layout, preview, sheetFields.preview, deps),
  ];
}
