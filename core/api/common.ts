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
