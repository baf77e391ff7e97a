/**
 * What the owner's and the customer's API share (core/api/): the server's view builders return
 * these shapes and the pages read them, so each is typed once. Pure types: no React, no Node.
 */
import type { RequestStatus } from '../../catalog/request-statuses.ts';

/** A refused field, with the server's (English) message; `lines.2.quantity` names a quote line's. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Who wrote a message of the conversation. */
export type MessageAuthor = 'shop' | 'customer';

/** One change of status as the customer and the status lookup see it. */
export interface StatusChange {
  status: RequestStatus;
  /** ISO 8601. */
  at: string;
}

/**
 * One line of a stored estimate (core/pricing/estimate.ts), labelled in the asked language: a
 * price line of the table (`dimension`: the option priced, e.g. "Paper" and "32 pt Cotton"),
 * the top-up to the table's minimum, or a fee (rush, design).
 */
export interface EstimateLineView {
  kind: 'dimension' | 'minimum' | 'fee';
  /** The table's dimension, `minimum`, or the fee's id. */
  id: string;
  /** What the line is: the dimension's field label, "Minimum order", "Rush fee". */
  label: string;
  /** The value priced, as the form names it (dimension lines only). */
  valueText?: string;
  cents: number;
}

/**
 * The price the server computed from the form's price table when the request came in (never a
 * number the browser sent), as the owner's and the customer's pages show it.
 */
export interface EstimateView {
  /** The price table's id (catalog/prices/<id>.json). */
  table: string;
  /** The version of the table that priced it (docs/architecture.md "Price table versions"). */
  tableVersion: number;
  currency: 'USD';
  quantity: number;
  /**
   * The item as one quote line reads it: its name, then the quantity and the options chosen
   * ("Business Cards: 500, Standard, 32 pt Cotton (Luxury), Soft-touch").
   */
  item: string;
  lines: EstimateLineView[];
  totalCents: number;
}
