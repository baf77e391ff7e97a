/**
 * Where a request is in the shop's work: the one status list of the whole product, used by the
 * store, the owner's inbox and (later) the order-status page, in the order work moves through
 * it. New requests start as 'received'; 'spam' is the spam folder, apart from the work.
 */
export const workStatuses = [
  'received',
  'quoted',
  'in-production',
  'ready',
  'completed',
  'cancelled',
] as const;
export const requestStatuses = [...workStatuses, 'spam'] as const;

export type WorkStatus = (typeof workStatuses)[number];
export type RequestStatus = (typeof requestStatuses)[number];

/** Why the intake put a request in the spam folder. */
export const spamReasons = ['honeypot', 'too-fast', 'too-many-links'] as const;
export type SpamReason = (typeof spamReasons)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);
}
