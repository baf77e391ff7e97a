/**
 * The spam folder's rules (docs/owner-guide.md "The inbox"). A request that trips one is still stored,
 * with status 'spam' and the reason, and answered exactly like any other, so a bot learns
 * nothing; the owner can take it out of the folder.
 */
import { isLanguage, type Language, type SpamReason } from '../store/types.ts';
import type { FieldMap } from '../forms/coerce.ts';
import { validationError } from '../http/intake-error.ts';

/** The hidden field the form runner adds; people leave it empty, form-filling bots do not. */
export const honeypotField = 'website_url';
/** Milliseconds since the form first rendered, sent by the form runner; integrations omit it. */
export const elapsedField = '_elapsed_ms';
/** Nobody reads and fills a form faster than this. */
export const minHumanMs = 3000;
/** More links than this in one request is what link spam looks like. */
export const maxLinks = 5;

const link = /\bhttps?:\/\/|\bwww\./gi;

function countLinks(fields: FieldMap): number {
  let count = 0;
  for (const values of fields.values()) {
    for (const value of values) count += value.match(link)?.length ?? 0;
  }
  return count;
}

/**
 * Takes the runner's own fields (honeypot, elapsed time) out of the body, which the form's
 * schema does not know, and says whether the request is spam and why.
 */
export function takeSpamSignals(fields: FieldMap): SpamReason | undefined {
  const trap = fields.get(honeypotField);
  const elapsed = fields.get(elapsedField);
  fields.delete(honeypotField);
  fields.delete(elapsedField);
  if (trap?.some((value) => value.trim() !== '')) return 'honeypot';
  const ms = elapsed?.length === 1 && /^\d{1,12}$/.test(elapsed[0].trim()) ? Number(elapsed[0]) : undefined;
  if (ms !== undefined && ms < minHumanMs) return 'too-fast';
  if (countLinks(fields) > maxLinks) return 'too-many-links';
  return undefined;
}

/** The language of the page the form was sent from, sent by the form runner; integrations omit it. */
export const languageField = '_lang';

/**
 * Takes the page language out of the body: 'en' or 'es', 'en' when not sent, 400 for anything
 * else (the visitor's e-mails are written in it).
 */
export function takeLanguage(fields: FieldMap): Language {
  const values = fields.get(languageField);
  fields.delete(languageField);
  if (values === undefined) return 'en';
  const value = values.length === 1 ? values[0].trim() : undefined;
  if (!isLanguage(value)) {
    throw validationError([{ field: languageField, message: "Must be 'en' or 'es'." }]);
  }
  return value;
}

/** The form version the page drew, sent by the form runner (docs/architecture.md "Form versions"). */
export const formVersionField = '_form_version';

/** Takes the version the page drew out of the body: a whole number, or undefined when not sent or unreadable. */
export function takeFormVersion(fields: FieldMap): number | undefined {
  const values = fields.get(formVersionField);
  fields.delete(formVersionField);
  const value = values?.length === 1 ? Number(values[0]) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
