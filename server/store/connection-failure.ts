/**
 * Telling a database out of reach from a wrong statement, by the error alone: its own module, so
 * code that only asks (the uploads' tus server) need not load the PostgreSQL driver.
 */
/** Node's codes for a peer that is not there, or went away. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that is shutting down, starting or full (class 08 is checked apart). */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's and pg-pool's own errors for a connection that was lost or never came. */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/** True when `error` says the database could not be reached, not that the SQL was wrong. */
export function isConnectionFailure(error: unknown): boolean {
  // Duck-typed: errors from Node's sockets need not pass instanceof Error (another realm).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  // Connecting to a name with several addresses fails with one error per address.
  return Array.isArray(errors) && errors.some(isConnectionFailure);
}
