/**
 * Reads a submission's body into text fields and checked files. Url-encoded bodies are small
 * and parsed whole (Fastify enforces the byte limit); multipart bodies are read part by
 * part, each file streamed to the request's incoming folder as it arrives.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { describeSize, receiveFile } from '../files/receive-file.ts';
import type { FileField } from '../forms/file-fields.ts';
import type { Files } from '../files/file-sweeper.ts';
import { UnavailableError } from '../unavailable.ts';
import type { NewFile } from '../store/types.ts';
import type { FieldMap } from '../forms/coerce.ts';
import type { IntakeForm } from '../forms/form-registry.ts';
import { badRequest, fieldError, IntakeError, tooLarge, validationError } from './intake-error.ts';

/** Far more than any form has; a body with more is not from our pages. */
export const maxFields = 200;
export const maxFieldBytes = 64 * 1024;

export type ReceivedBody = {
  fields: FieldMap;
  /** Written to the file store as they arrived; the caller discards them unless a commit claimed them. */
  files: NewFile[];
  /** Set once the commit that stored the request holds the files. */
  claimed?: boolean;
};

function addField(fields: FieldMap, name: string, value: string): void {
  const values = fields.get(name);
  if (values) values.push(value);
  else if (fields.size >= maxFields) throw tooLarge(`A submission may have at most ${maxFields} fields.`);
  else fields.set(name, [value]);
}

export function parseUrlencoded(body: string): FieldMap {
  const fields: FieldMap = new Map();
  for (const [name, value] of new URLSearchParams(body)) addField(fields, name, value);
  return fields;
}

/**
 * Errors from the multipart parser are the sender's (truncated body, broken boundary, a
 * limit): 4xx. Errors with a syscall (disk full, permissions) are ours and stay 5xx.
 */
function asIntakeError(error: unknown): unknown {
  if (error instanceof IntakeError || error instanceof UnavailableError) return error;
  const { statusCode, syscall } = (error ?? {}) as { statusCode?: number; syscall?: string };
  if (syscall) return error;
  if (statusCode === 413)
    return tooLarge('The submission has too many parts, fields or files, or too large a file.');
  if (statusCode === 406)
    return new IntakeError(415, 'unsupported-media-type', 'The body is not multipart/form-data.');
  return badRequest('The multipart body is malformed or incomplete.');
}

/** What reading a multipart body needs of a form: which parts take files, and the bounds. */
export type UploadFields = Pick<IntakeForm, 'fileFieldFor' | 'maxFiles' | 'maxFileBytes'> &
  Partial<Pick<IntakeForm, 'checkField' | 'largeFields' | 'id'>> & {
    /**
     * The form and part name a files field's uploads were made for (their tus metadata); default
     * this form's id and the field's own part name. A message's files follow another form's rule.
     */
    uploadTargetFor?: (name: string) => { formId: string; part: string } | undefined;
  };

/** Why a form's value naming an upload cannot be taken. */
export type UploadProblem = 'unknown' | 'other-form' | 'unfinished' | 'taken';

/** The files the resumable uploads became (uploads/upload-service.ts), as the intake reads them. */
export type UploadedFiles = {
  /** The file a finished upload became, for the form and part it was made for; or why not. */
  fileOf(value: string, formId: string, partName: string, field: string): Promise<NewFile | UploadProblem>;
};

const uploadProblems: Record<UploadProblem, string> = {
  unknown: 'This upload is unknown or has expired. Please attach the file again.',
  'other-form': 'This upload was made for another field or form. Please attach the file again.',
  unfinished: 'This file has not finished uploading yet.',
  taken: 'This file was sent with another request already. Please attach it again.',
};

/** Each field's files so far: a count, the bytes (per request) and the limits that apply. */
type FieldTally = Map<string, { count: number; bytes: number }>;

function countFile(tally: FieldTally, field: FileField, size: number): void {
  const seen = tally.get(field.name) ?? { count: 0, bytes: 0 };
  seen.count += 1;
  seen.bytes += size;
  tally.set(field.name, seen);
  if (seen.count > field.maxFiles)
    throw fieldError(
      field.name,
      field.maxFiles === 1 ? 'Send one file only.' : `Send at most ${field.maxFiles} files.`,
    );
  if (field.maxTotalBytes !== undefined && seen.bytes > field.maxTotalBytes)
    throw tooLarge(`These files may be at most ${describeSize(field.maxTotalBytes)} together.`, field.name);
}

/** A text part under a files field's name: the address of a finished upload, `/api/uploads/<id>`. */
async function receiveUploaded(
  name: string,
  value: string,
  form: UploadFields,
  uploads: UploadedFiles | undefined,
  received: ReceivedBody,
  tally: FieldTally,
): Promise<boolean> {
  const field = form.fileFieldFor(name);
  if (!field || !uploads) return false;
  const target = form.uploadTargetFor
    ? form.uploadTargetFor(name)
    : form.id !== undefined
      ? { formId: form.id, part: name }
      : undefined;
  if (!target) return false;
  const file = await uploads.fileOf(value, target.formId, target.part, field.name);
  if (typeof file === 'string') throw fieldError(field.name, uploadProblems[file]);
  countFile(tally, field, file.size);
  received.files.push(file);
  return true;
}

async function receivePart(
  part: MultipartFile,
  form: UploadFields,
  files: Files,
  received: ReceivedBody,
  tally: FieldTally,
): Promise<void> {
  const field = form.fileFieldFor(part.fieldname);
  if (!field) {
    part.file.destroy();
    throw fieldError(part.fieldname.slice(0, 64), 'This field does not take files.');
  }
  // A file input left empty is sent as a part with no name and no bytes.
  if (part.filename === '') {
    part.file.resume();
    return;
  }
  try {
    // Counted before its bytes (the size after them: a file over the request's total is removed).
    countFile(tally, field, 0);
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  const file = await receiveFile(part.file, part.filename, field.name, field.rule, files);
  received.files.push(file);
  tally.get(field.name)!.count -= 1;
  countFile(tally, field, file.size);
}

export async function readMultipart(
  request: FastifyRequest,
  form: UploadFields,
  files: Files,
  received: ReceivedBody,
  uploads?: UploadedFiles,
): Promise<void> {
  const tally: FieldTally = new Map();
  // A field the form allows more (the gang sheet's layout) raises the parser's limit; every other
  // field is still held to maxFieldBytes, below, as soon as it has arrived.
  const largeFields = form.largeFields ?? {};
  const fieldSize = Math.max(maxFieldBytes, ...Object.values(largeFields));
  const bytesOf = (name: string) => (Object.hasOwn(largeFields, name) ? largeFields[name] : maxFieldBytes);
  const parts = request.parts({
    // The raw name, path included: busboy would quietly strip `../` that we want to refuse.
    preservePath: true,
    limits: {
      fieldNameSize: 100,
      fieldSize,
      fields: maxFields,
      // One more than the fields take, so one file too many gets receivePart's clear 400.
      files: form.maxFiles + 1,
      // One byte over the largest limit makes the parser stop; each field's own limit is
      // enforced while streaming (receive-file.ts).
      fileSize: form.maxFileBytes + 1,
      parts: maxFields + form.maxFiles,
      headerPairs: 20,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        await receivePart(part, form, files, received, tally);
        continue;
      }
      const value = (part as MultipartValue).value;
      if (
        typeof value === 'string' &&
        (await receiveUploaded(part.fieldname, value, form, uploads, received, tally))
      )
        continue;
      const limit = bytesOf(part.fieldname);
      const over = typeof value === 'string' && limit < fieldSize && Buffer.byteLength(value) > limit;
      if (part.valueTruncated || part.fieldnameTruncated || over)
        throw tooLarge(`A field may be at most ${limit / 1024} KB.`);
      if (typeof value !== 'string') throw fieldError(part.fieldname.slice(0, 64), 'Must be text.');
      addField(received.fields, part.fieldname, value);
      // A field the form checks on arrival (the gang sheet's layout, sent before its files): a
      // refusal now means none of the files after it is read or stored.
      const errors = form.checkField?.(part.fieldname, value) ?? [];
      if (errors.length > 0) throw validationError(errors);
    }
  } catch (error) {
    throw asIntakeError(error);
  }
}
