/**
 * The inbox as CSV, streamed batch by batch from the store: a 100,000-row export never holds
 * more than one batch. UTF-8 with a BOM so Excel reads Spanish accents right; RFC 4180 quoting;
 * a cell a spreadsheet would run as a formula starts with `'`.
 */
import { Readable } from 'node:stream';
import type { SubmissionFilter, SubmissionStore, SubmissionSummary } from '../store/types.ts';
import {
  summaryOf,
  visitorEmailOf,
  visitorNameOf,
  type FormTexts,
  type OwnerLanguage,
} from '../forms/form-texts.ts';

const batchSize = 500;

export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function csvExport(
  store: SubmissionStore,
  texts: FormTexts,
  lng: OwnerLanguage,
  filter: SubmissionFilter,
): Readable {
  const word = (key: string, fallback: string) => texts.ownerText(lng, `export.columns.${key}`, fallback);
  const status = (value: string) => texts.ownerText(lng, `statuses.${value}`, value);
  const formColumns = filter.formId ? texts.columns(filter.formId) : undefined;
  // A form that prices its requests (an estimate block) has the estimate's total after its fields.
  const priced = filter.formId !== undefined && texts.hasEstimate(filter.formId);
  const amount = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

  const header = formColumns
    ? [word('reference', 'Reference'), word('status', 'Status'), word('received', 'Received')]
        .concat(formColumns.map((name) => texts.label(lng, filter.formId!, name)))
        .concat(priced ? [word('estimate', 'Estimated price')] : [])
        .concat(word('files', 'Files'))
    : ['reference', 'form', 'status', 'received', 'name', 'email', 'summary', 'files'].map((key) =>
        word(key, key.charAt(0).toUpperCase() + key.slice(1)),
      );

  const row = (item: SubmissionSummary): string[] =>
    formColumns
      ? [item.reference, status(item.status), item.createdAt]
          .concat(
            formColumns.map((name) => texts.display(lng, item.formId, name, item.data, item.formVersion)),
          )
          .concat(priced ? [amount(item.estimate?.totalCents)] : [])
          .concat(String(item.fileCount))
      : [
          item.reference,
          texts.formLabel(lng, item.formId),
          status(item.status),
          item.createdAt,
          visitorNameOf(item.data) ?? '',
          visitorEmailOf(item.data) ?? '',
          summaryOf(item.data),
          String(item.fileCount),
        ];

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of store.batches(filter, batchSize)) {
      yield batch.map((item) => csvLine(row(item))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
