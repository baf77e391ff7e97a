/**
 * From a read body to a committed submission: honeypot, the schema's types, validation, the
 * checks across fields, then one transaction for the row and its file rows (the files are
 * already in the file store). Only when that has committed does the caller answer 201.
 */
import type { Files } from '../files/file-sweeper.ts';
import type { MessageSource } from '../notify/format-message.ts';
import type { Language, NewMail, NewSubmission, SubmissionStore } from '../store/types.ts';
import { UploadTakenError } from '../store/upload-types.ts';
import type { UploadedFiles } from '../http/read-body.ts';
import { coerceFields } from '../forms/coerce.ts';
import { checkMinDates } from '../forms/date-rules.ts';
import type { IntakeForm } from '../forms/form-registry.ts';
import { fieldError, IntakeError, validationError } from '../http/intake-error.ts';
import type { ReceivedBody } from '../http/read-body.ts';
import { addressHash } from '../http/rate-limit.ts';
import { takeFormVersion, takeLanguage, takeSpamSignals } from './spam-rules.ts';
import { fieldErrorsOf } from '../forms/validation-messages.ts';

export type SubmissionContext = {
  store: SubmissionStore;
  files: Files;
  /** The files finished resumable uploads became (uploads/), named by a form's values. */
  uploads?: UploadedFiles;
  /** Key for the address hash: the same address gives the same hash, but it cannot be read back. */
  ipHashKey: string;
};

export type Sender = { ip: string; userAgent: string | undefined };

function validate(form: IntakeForm, body: ReceivedBody): Record<string, unknown> {
  const schema = form.schemaFor(body.fields);
  // File fields hold the names of the files that came (text sent under their name is ignored).
  for (const name of form.fileFieldNames) body.fields.delete(name);
  const { data, errors } = coerceFields(body.fields, schema.properties);
  for (const name of form.fileFieldNames) {
    const names = body.files.filter((file) => file.field === name).map((file) => file.originalName);
    if (names.length > 0) data[name] = names;
  }
  const fieldsWithErrors = new Set(errors.map((e) => e.field));
  if (!schema.validate(data)) {
    const schemaErrors = fieldErrorsOf(schema.validate.errors, 50, schema.properties);
    errors.push(...schemaErrors.filter((e) => !fieldsWithErrors.has(e.field)));
  }
  if (errors.length === 0) errors.push(...checkMinDates(form.minDateFields, data));
  if (errors.length === 0 && form.extension) errors.push(...form.extension.check(data, body.files));
  if (errors.length > 0) throw validationError(errors.slice(0, 50));
  return data;
}

function cleanUserAgent(userAgent: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const text = userAgent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300);
  return text || null;
}

export type Accepted = {
  reference: string;
  spam: boolean;
  /** The Idempotency-Key had been seen: nothing new was stored, the reference is the first one's. */
  replayed: boolean;
};

/** Two requests naming one upload (two tabs sending at once): the second is told, with 400. */
async function insertOrTaken(store: SubmissionStore, submission: NewSubmission) {
  try {
    return await store.insert(submission);
  } catch (error) {
    if (!(error instanceof UploadTakenError)) throw error;
    const field = submission.files.find((file) => file.uploadId)?.field ?? 'files';
    throw fieldError(field, 'This file was sent with another request already. Please attach it again.');
  }
}

/** Composes the e-mails of a request once its reference is known (notify/compose.ts). */
export type ComposeMails = (
  request: MessageSource & { lang: Language },
  fieldOrder: readonly string[],
) => NewMail[];

/**
 * Stores the submission; resolves with its reference once the row and files are durable.
 * Spam is stored too (in the spam folder) and answered the same way; the caller only uses
 * `spam` to keep it out of the shop's e-mail.
 */
export async function acceptSubmission(
  context: SubmissionContext,
  form: IntakeForm,
  body: ReceivedBody,
  sender: Sender,
  composeMails?: ComposeMails,
  idempotencyKey?: string,
): Promise<Accepted> {
  const spamReason = takeSpamSignals(body.fields);
  const lang = takeLanguage(body.fields);
  const drawn = takeFormVersion(body.fields);
  let data: Record<string, unknown>;
  try {
    data = validate(form, body);
  } catch (error) {
    // A page still showing an older version: it is told to draw the new one, with the
    // visitor's answers kept, rather than shown errors about fields it never had.
    if (error instanceof IntakeError && drawn !== undefined && drawn !== form.version)
      throw new IntakeError(
        409,
        'form-changed',
        'This form has changed: please check the new fields.',
        error.errors,
      );
    throw error;
  }
  // The order the form sent its fields in, for the shop's e-mail (file fields are gone by now).
  const fieldOrder = [...body.fields.keys()];
  const files = body.files;
  // Priced here from the form's table and the validated answers: a price in the body was
  // refused with the other unknown fields, never read.
  const estimate = form.estimateOf(data) ?? null;
  const { reference, replayed } = await insertOrTaken(context.store, {
    formId: form.id,
    referencePrefix: form.referencePrefix,
    data,
    ipHash: addressHash(context.ipHashKey, sender.ip),
    userAgent: cleanUserAgent(sender.userAgent),
    files,
    spamReason,
    lang,
    estimate,
    formVersion: form.version,
    idempotencyKey,
    // The form's background jobs (the gang sheet's print file), queued in the same transaction;
    // spam gets none, as it gets no e-mail.
    jobs: spamReason ? undefined : form.extension?.jobs,
    // Spam is never e-mailed: it waits in the inbox's spam folder.
    mails:
      composeMails && !spamReason
        ? (stored) =>
            composeMails(
              { ...stored, formId: form.id, formVersion: form.version, data, files, lang, estimate },
              fieldOrder,
            )
        : undefined,
  });
  // The commit claimed the files (they are no longer loose); a replay's copies are discarded.
  if (!replayed) body.claimed = true;
  return { reference, spam: spamReason !== undefined, replayed: replayed === true };
}
