/** POST /api/status (docs/architecture.md "Order status"): the visitor's own request, found by reference and e-mail. */
import type { RequestStatus } from '../../catalog/request-statuses.ts';
import type { StatusChange } from './common.ts';

export interface FoundStatus {
  reference: string;
  form: string;
  status: RequestStatus;
  /** ISO 8601. */
  receivedAt: string;
  updatedAt: string;
  history: StatusChange[];
}
