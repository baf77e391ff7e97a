/** The owner's screens format as the customer's page does: one helper for both (src/lib). */
export { formatBytes, formatDateTime, formatDay } from '../../lib/format.ts';
