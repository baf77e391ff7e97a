/**
 * The gang sheet's order (forms/gang-sheet.form.json, sent by the builder of /dtf/gang-sheets)
 * carries more than its form file's contact fields: `layout` (core/gang-sheet/layout.ts's
 * SheetLayout as a JSON string, sent before the files), `totalPrice` (the price the page showed:
 * accepted, never stored) and one `designFile_<i>` per design. This is the server's side of that:
 * the layout checked as soon as it arrives (so a bad layout is refused before any of its files
 * is stored), each design's file, and the sheet priced from the live gang-sheets table at the
 * length the server computes.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { gangSheet } from '../../catalog/gang-sheets.ts';
import {
  layoutProblems,
  problemText,
  sheetLengthOf,
  type SheetLayout,
} from '../../core/gang-sheet/layout.ts';
import { sheetPrice } from '../../core/gang-sheet/sheet-price.ts';
import type { FileRule } from '../files/receive-file.ts';
import type { FieldError } from '../http/intake-error.ts';
import { hasForbiddenCharacters } from './coerce.ts';
import type { FormExtension } from './dtf-order.ts';
import type { PriceSource } from './price-tables.ts';
import { messageOf } from './validation-messages.ts';

/**
 * 1,000 copies of about 90 characters each and 50 designs' names fit with room to spare; the
 * field may be larger than read-body.ts's 64 KB for other fields (`largeFields`).
 */
export const layoutMaxLength = 200_000;
export const layoutMaxBytes = 256 * 1024;

const number = { type: 'number' } as const;

const validateShape = new Ajv({ allErrors: true }).compile({
  type: 'object',
  required: ['widthIn', 'designs', 'copies'],
  additionalProperties: false,
  properties: {
    widthIn: number,
    designs: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'pixelWidth', 'pixelHeight'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 255 },
          pixelWidth: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          pixelHeight: { type: 'integer', minimum: 1, maximum: 1_000_000 },
        },
      },
    },
    copies: {
      type: 'array',
      items: {
        type: 'object',
        required: ['design', 'x', 'y', 'width', 'height', 'rotation'],
        additionalProperties: false,
        properties: {
          design: { type: 'integer', minimum: 0 },
          x: number,
          y: number,
          width: number,
          height: number,
          rotation: { enum: [0, 90] },
        },
      },
    },
  },
});

const places: Record<string, string> = { designs: 'Design', copies: 'Copy' };

function shapeMessage(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required') return `${params.missingProperty} is required.`;
  if (error.keyword === 'additionalProperties')
    return `${params.additionalProperty} is not part of a gang sheet's layout.`;
  if (error.keyword === 'enum') return 'Must be 0 or 90.';
  if (error.instancePath === '/designs' && error.keyword === 'minItems') return 'The sheet has no designs.';
  return messageOf(error);
}

/** `/copies/2/rotation` -> `Copy 3, rotation: `; `/widthIn` -> `widthIn: `. */
function shapeErrors(): FieldError[] {
  return (validateShape.errors ?? []).slice(0, 20).map((error) => {
    const [list, index, property] = error.instancePath.split('/').slice(1);
    const where =
      list === undefined
        ? ''
        : index === undefined || !places[list]
          ? `${list}: `
          : `${places[list]} ${Number(index) + 1}${property ? `, ${property}` : ''}: `;
    return { field: 'layout', message: where + shapeMessage(error) };
  });
}

/** The layout as sent, checked: its JSON, its shape, then the sheet's geometry (layoutProblems). */
export function readLayout(text: string): { layout: SheetLayout } | { errors: FieldError[] } {
  let value: unknown;
  let forbidden = false;
  try {
    // Escapes like \u0000 decode to what the text fields refuse: check every string.
    value = JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'string' && hasForbiddenCharacters(item)) forbidden = true;
      return item;
    });
  } catch {
    return { errors: [{ field: 'layout', message: "Must be the sheet's layout as JSON." }] };
  }
  if (forbidden)
    return { errors: [{ field: 'layout', message: 'The layout contains characters that are not allowed.' }] };
  if (!validateShape(value)) return { errors: shapeErrors() };
  const layout = value as SheetLayout;
  const problems = layoutProblems(layout);
  if (problems.length > 0)
    return { errors: problems.map((problem) => ({ field: 'layout', message: problemText(problem) })) };
  return { layout };
}

const designFileName = /^designFile_(0|[1-9]\d?)$/;

/** Every design has its file, and no file is for a design the layout lacks. */
function fileErrors(layout: SheetLayout, files: readonly { field: string }[]): FieldError[] {
  const errors: FieldError[] = [];
  const sent = new Set(files.map((file) => file.field));
  layout.designs.forEach((design, index) => {
    const field = `designFile_${index}`;
    if (!sent.has(field))
      errors.push({
        field,
        message: `Design ${index + 1} ("${design.name}") has no file: send it as ${field}.`,
      });
  });
  for (const field of sent) {
    const index = Number(designFileName.exec(field)?.[1]);
    if (index >= layout.designs.length)
      errors.push({ field, message: `There is no design ${index + 1} in the layout for this file.` });
  }
  return errors;
}

/**
 * `designs`: the form file's rule for the design files (its extension option, checked at start);
 * `prices`: the live tables (live-prices.ts), read at each request, so a published version prices
 * the next sheet.
 */
export function gangSheetExtension(designs: FileRule, prices: PriceSource): FormExtension {
  const tableId = gangSheet.priceTable;
  return {
    properties: {
      layout: { type: 'string', maxLength: layoutMaxLength },
      // The page's price, two decimals: accepted so the page's body is valid, then dropped.
      totalPrice: { type: 'number', minimum: 0, maximum: 1_000_000 },
    },
    required: ['layout'],
    maxExtraFiles: gangSheet.maxDesigns,
    maxExtraFileBytes: designs.maxBytes,
    fileFieldFor(name) {
      const match = designFileName.exec(name);
      return match && Number(match[1]) < gangSheet.maxDesigns
        ? { name, rule: designs, maxFiles: 1 }
        : undefined;
    },
    largeFields: { layout: layoutMaxBytes },
    checkField(name, value) {
      if (name !== 'layout' || value.length > layoutMaxLength) return [];
      const read = readLayout(value);
      return 'errors' in read ? read.errors : [];
    },
    check(data, files) {
      // The layout's own problems come first, whatever the files: check() sees a body that sent
      // the layout after its files (checkField refused any other before the files came).
      const read = readLayout(String(data.layout));
      if ('errors' in read) return read.errors;
      const errors = fileErrors(read.layout, files);
      if (errors.length > 0) return errors;
      data.layout = read.layout;
      data.sheetLength = sheetLengthOf(read.layout.copies);
      // The stored price is the estimate the server computes (estimateOf), never the page's.
      delete data.totalPrice;
      return [];
    },
    estimateOf(data) {
      const table = prices.tables.get(tableId);
      const estimate = table && sheetPrice(table, Number(data.sheetLength));
      return estimate && { ...estimate, tableVersion: prices.versionOf(tableId) };
    },
    // The print file is built in the background (docs/architecture.md "Gang sheets").
    jobs: [{ kind: 'gang-sheet-print' }],
  };
}
