/**
 * The Idempotency-Key a submission is sent with (server/intake/idempotency-key.ts): made when
 * the visitor submits, and sent again when they press submit again after a failure with nothing
 * changed, since the shop may have stored the first try and only its answer was lost. Any
 * change, or a success, makes the next submission a new one with a key of its own.
 */
import { elapsedName } from './honeypot.tsx';
import type { FileMap, FormValues, SubmissionExtras } from './types.ts';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random (version 4) UUID. */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context (HTTPS) and a browser from 2021 on; getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and variant bits of RFC 9562, so it reads as any other random UUID.
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

// Files are told apart by identity: a file picked again is a change, even with the same name.
const fileNumbers = new WeakMap<Blob, number>();
let lastFileNumber = 0;
function fileNumber(file: Blob): number {
  let number = fileNumbers.get(file);
  if (number === undefined) {
    lastFileNumber += 1;
    number = lastFileNumber;
    fileNumbers.set(file, number);
  }
  return number;
}

/**
 * What a submission sends, as text that is equal only for the very same values, files and cart.
 * The time the form has been open (sent with every request) is left out: it grows by itself.
 */
export function submissionFingerprint(
  formData: FormValues,
  files?: FileMap,
  extras?: SubmissionExtras,
): string {
  const { [elapsedName]: _elapsed, ...fields } = extras?.fields ?? {};
  return JSON.stringify(
    { formData, files: [...(files ?? [])], fields, order: extras?.order, gangSheet: extras?.gangSheet },
    (_key, value: unknown) => (value instanceof Blob ? `file ${fileNumber(value)}` : value),
  );
}
