/**
 * One pure function from (form definition, form data, files) to a request body, following
 * docs/specification.md section 7. The rules, in one place:
 *
 * - `urlencoded` forms give URLSearchParams, `multipart` forms give FormData (the browser then
 *   writes the boundary, so no content type is returned for it).
 * - Only the form's own fields are sent (those a condition's branch defines included), in the
 *   schema's order: a draft saved by an older version of the form may hold fields that no
 *   longer exist, and the server refuses unknown ones. A field whose condition does not hold
 *   for the answers is never sent, its files neither (core/forms/conditions.ts).
 * - Empty optional values (undefined, null, '', []) are OMITTED, not sent empty: the server then
 *   sees the same object the browser validated, and an empty optional `uri` or `email` field does
 *   not fail its format. Required fields are never empty after validation.
 * - Lists are comma-joined, booleans are the text 'true'/'false', numbers their decimal text.
 * - A `files` field (uiSchema `ui:widget: "files"`) is sent only as file parts under its own
 *   name, one per file; the names that formData holds are not sent as text. Urlencoded bodies
 *   cannot carry files, so a form with a files field must be `multipart` (a unit test checks).
 * - A schema property named `file_count` is filled with the number of attached files (upload).
 * - `extras.fields` are appended like form fields (and win over a form field of the same name).
 * - `extras.order` (DTF checkout) adds `orderItems` as a JSON string (each item's design file
 *   given by its name), `totalPrice` with 2 decimals, `orderDate` as an ISO timestamp, and a file
 *   part `designFile_{index}` for each item with a file (index = the item's 0-based position).
 * - `extras.gangSheet` (gang-sheet extension) adds `layout`, the sheet's layout as a JSON string,
 *   `totalPrice` with 2 decimals, and a file part `designFile_{i}` per design of the layout, named
 *   as the layout names it.
 * - Multipart bodies put every text field before the first file, so a streaming server can
 *   validate the fields before it stores any file.
 * - Files go to the server beforehand by tus (uploads/): given `uploaded`, each file's part is
 *   a TEXT part of the same name whose value is its upload's path (`/api/uploads/<id>`), still
 *   after every other text field. A file without a path is sent as itself (a hosted form service,
 *   and the tests of the old wire format).
 */
import { activeForm } from '../../core/forms/conditions.ts';
import { formFields } from '../../core/forms/form-definition.ts';
import type { FileMap, FormDefinition, FormValues, OrderItem, SubmissionExtras } from './types.ts';
import type { FileToSend } from './uploads/upload-files.ts';

/** The upload path of a file sent under a part name, if it was uploaded (uploads/upload-files.ts). */
export type UploadedPath = (field: string, file: Blob) => string | undefined;

export interface EncodedSubmission {
  body: URLSearchParams | FormData;
  /** Set for url-encoded bodies; multipart bodies leave it to the browser (it adds the boundary). */
  contentType?: string;
}

export const urlencodedContentType = 'application/x-www-form-urlencoded;charset=UTF-8';

/** The fields whose uiSchema says `ui:widget: "files"` (those only a condition defines included). */
export function fileFieldNames(definition: FormDefinition): string[] {
  return Object.keys(formFields(definition.schema)).filter(
    (name) => (definition.uiSchema[name] as Record<string, unknown> | undefined)?.['ui:widget'] === 'files',
  );
}

/** The text a value is sent as, or undefined when it is empty and so left out. */
export function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null && item !== '');
    return items.length ? items.map((item) => fieldText(item) ?? '').join(',') : undefined;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function orderFields(items: readonly OrderItem[], date: Date): [string, string][] {
  // Exactly the specification's order item fields (the server refuses others); the design by its file name.
  const plain = items.map(({ productId, productName, size, quantity, price, designFile, designNotes }) => ({
    productId,
    productName,
    size,
    quantity,
    price,
    ...(designFile ? { designFile: designFile.name } : {}),
    ...(designNotes ? { designNotes } : {}),
  }));
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return [
    ['orderItems', JSON.stringify(plain)],
    ['totalPrice', total.toFixed(2)],
    ['orderDate', date.toISOString()],
  ];
}

/** The files fields in play for these answers (a hidden field's files are never sent). */
function activeFileFields(definition: FormDefinition, formData: FormValues): string[] {
  const { fields: active } = activeForm(definition.schema, formData);
  return fileFieldNames(definition).filter((name) => active.has(name));
}

/** Every file a submission sends, in the body's order, with its part name and file name. */
export function filesToSend(
  definition: FormDefinition,
  formData: FormValues,
  files: FileMap = new Map(),
  extras: SubmissionExtras = {},
): FileToSend[] {
  const sent: FileToSend[] = [];
  for (const field of activeFileFields(definition, formData))
    for (const file of files.get(field) ?? []) sent.push({ field, file, name: file.name });
  extras.order?.items.forEach((item, index) => {
    if (item.designFile)
      sent.push({ field: `designFile_${index}`, file: item.designFile, name: item.designFile.name });
  });
  extras.gangSheet?.files.forEach((file, index) => {
    const name = extras.gangSheet!.layout.designs[index]?.name ?? `design-${index}`;
    sent.push({ field: `designFile_${index}`, file, name });
  });
  return sent;
}

export function encodeSubmission(
  definition: FormDefinition,
  formData: FormValues,
  files: FileMap = new Map(),
  extras: SubmissionExtras = {},
  uploaded?: UploadedPath,
): EncodedSubmission {
  // The fields in play for these answers: the others are hidden, and never sent.
  const { fields: active } = activeForm(definition.schema, formData);
  const fileFields = activeFileFields(definition, formData);
  const properties = Object.keys(formFields(definition.schema)).filter((name) => active.has(name));
  const text = new Map<string, string>();

  for (const name of properties) {
    if (fileFields.includes(name)) continue;
    const value = fieldText(formData[name]);
    if (value !== undefined) text.set(name, value);
  }
  if (properties.includes('file_count')) {
    const count = fileFields.reduce((sum, name) => sum + (files.get(name)?.length ?? 0), 0);
    text.set('file_count', String(count));
  }
  for (const [name, raw] of Object.entries(extras.fields ?? {})) {
    const value = fieldText(raw);
    if (value === undefined) text.delete(name);
    else text.set(name, value);
  }
  if (extras.order) {
    for (const [name, value] of orderFields(extras.order.items, extras.order.date ?? new Date()))
      text.set(name, value);
  }

  if (extras.gangSheet) {
    text.set('layout', JSON.stringify(extras.gangSheet.layout));
    text.set('totalPrice', extras.gangSheet.totalPrice.toFixed(2));
  }

  if (definition.submit.encoding === 'urlencoded') {
    return { body: new URLSearchParams([...text]), contentType: urlencodedContentType };
  }
  const body = new FormData();
  for (const [name, value] of text) body.append(name, value);
  for (const { field, file, name } of filesToSend(definition, formData, files, extras)) {
    const path = uploaded?.(field, file);
    if (path === undefined) body.append(field, file, name);
    else body.append(field, path);
  }
  return { body };
}
