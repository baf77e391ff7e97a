/** The owner's screens format as the customer's page does: one helper for both (src/lib). */
export { formatBytes, formatDateTime } from '../../lib/format.ts';
