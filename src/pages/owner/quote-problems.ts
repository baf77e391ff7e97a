/**
 * Which owner text explains a refused quote field. The field names are quoteProblems()'s, the
 * same the server answers in `fields`; its English messages are for the API, the editor says
 * it in the owner's language.
 */
import type { DiscountKind } from './quote-draft.ts';

export type LineField = 'description' | 'quantity' | 'unitCents';

/** The locale key (owner namespace) for a field's problem; null for a field the editor does not have. */
export function problemKey(field: string, discountKind: DiscountKind): string | null {
  if (field === 'lines') return 'quote.problems.lines';
  const line = /^lines\.\d+\.(description|quantity|unitCents)$/.exec(field);
  if (line) return `quote.problems.${line[1]}`;
  if (field === 'discount')
    return discountKind === 'amount' ? 'quote.problems.discountAmount' : 'quote.problems.discountPercent';
  if (field === 'taxRatePercent' || field === 'validUntil' || field === 'note')
    return `quote.problems.${field}`;
  return null;
}

/** `lines.2.quantity` → [2, 'quantity']. */
export function lineField(field: string): [number, LineField] | null {
  const match = /^lines\.(\d+)\.(description|quantity|unitCents)$/.exec(field);
  return match ? [Number(match[1]), match[2] as LineField] : null;
}
