/**
 * Reads a message or proof from a multipart body (docs/owner-guide.md "The customer's page: messages and proofs"): its text
 * fields, and its files streamed and checked by content under one rule, exactly as the
 * intake reads a form's (http/read-body.ts). Files no commit claims are removed by the caller.
 */
import type { FastifyRequest } from 'fastify';
import type { FileRule } from '../files/receive-file.ts';
import { discardUploads, type Files } from '../files/file-sweeper.ts';
import { fieldError } from '../http/intake-error.ts';
import { readMultipart, type ReceivedBody, type UploadedFiles } from '../http/read-body.ts';
import type { NewFile } from '../store/types.ts';

export const maxMessageLength = 2000;

export type MessageBody = { text: (name: string) => string; files: NewFile[] };

/**
 * Which multipart field carries the files, what they may be, and how many; `tus`: the form and
 * part name the page's resumable uploads name (the form whose rule this is), when there is one.
 */
export type MessageUpload = {
  field: string;
  rule: FileRule;
  maxFiles: number;
  tus?: { form: string; field: string };
};

/**
 * Reads the body, then runs `work` with it; the files are discarded unless `work` returns true
 * (its commit claimed them) — also when reading or `work` fails.
 */
export async function withMessageBody<T>(
  request: FastifyRequest,
  upload: MessageUpload,
  files: Files,
  work: (body: MessageBody) => Promise<{ claimed: boolean; result: T }>,
  uploads?: UploadedFiles,
): Promise<T> {
  const { tus } = upload;
  const received: ReceivedBody = { fields: new Map(), files: [] };
  const field = { name: upload.field, rule: upload.rule, maxFiles: upload.maxFiles };
  try {
    await readMultipart(
      request,
      {
        fileFieldFor: (name) => (name === upload.field ? field : undefined),
        maxFiles: upload.maxFiles,
        maxFileBytes: upload.rule.maxBytes,
        uploadTargetFor: (name) =>
          tus && name === upload.field ? { formId: tus.form, part: tus.field } : undefined,
      },
      files,
      received,
      uploads,
    );
    const text = (name: string) => (received.fields.get(name) ?? []).join('\n').trim();
    const { claimed, result } = await work({ text, files: received.files });
    received.claimed = claimed;
    return result;
  } finally {
    // A resumable upload stays the customer's, to send again.
    if (!received.claimed)
      await discardUploads(
        files,
        received.files.filter((file) => !file.uploadId).map((file) => file.storedName),
      );
  }
}

/** The text of a message: required, at most maxMessageLength characters. */
export function messageText(text: string, field = 'text', required = true): string {
  if (required && text === '') throw fieldError(field, 'Write a message.');
  if (text.length > maxMessageLength)
    throw fieldError(field, `At most ${maxMessageLength} characters, please.`);
  return text;
}
