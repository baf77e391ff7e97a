/**
 * Reads a message or proof from a multipart body (README "The customer's page"): its text
 * fields, and its files streamed and checked by content under one rule, exactly as the
 * intake reads a form's (http/read-body.ts). Files no commit claims are removed by the caller.
 * `addMessageWithUpload` is the whole of adding a message with its files to a conversation, for
 * the customer's reply (customer/customer-routes.ts) and the shop's message (owner/conversation-routes.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FileRule } from '../files/receive-file.ts';
import { discardUploads, type Files } from '../files/file-sweeper.ts';
import { fieldError } from '../http/intake-error.ts';
import { readMultipart, type ReceivedBody } from '../http/read-body.ts';
import type { Mailer } from '../notify/mailer.ts';
import type { MailsFor, Message, MessageAuthor, NewFile, SubmissionStore } from '../store/types.ts';

export const maxMessageLength = 2000;

export type MessageBody = { text: (name: string) => string; files: NewFile[] };

/** Which multipart field carries the files, what they may be, and how many. */
export type MessageUpload = { field: string; rule: FileRule; maxFiles: number };

/**
 * Reads the body, then runs `work` with it; the files are discarded unless `work` returns true
 * (its commit claimed them) — also when reading or `work` fails.
 */
export async function withMessageBody<T>(
  request: FastifyRequest,
  upload: MessageUpload,
  files: Files,
  work: (body: MessageBody) => Promise<{ claimed: boolean; result: T }>,
): Promise<T> {
  const received: ReceivedBody = { fields: new Map(), files: [] };
  const field = { name: upload.field, rule: upload.rule, maxFiles: upload.maxFiles };
  try {
    await readMultipart(
      request,
      {
        fileFieldFor: (name) => (name === upload.field ? field : undefined),
        maxFiles: upload.maxFiles,
        maxFileBytes: upload.rule.maxBytes,
      },
      files,
      received,
    );
    const text = (name: string) => (received.fields.get(name) ?? []).join('\n').trim();
    const { claimed, result } = await work({ text, files: received.files });
    received.claimed = claimed;
    return result;
  } finally {
    if (!received.claimed)
      await discardUploads(
        files,
        received.files.map((file) => file.storedName),
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

export type AddMessageOptions = {
  store: SubmissionStore;
  files: Files;
  upload: MessageUpload;
  /** The request the message belongs to. */
  reference: string;
  author: MessageAuthor;
  now: () => number;
  /** Absent when e-mail is off: then the message is stored without an e-mail. */
  mailer?: Mailer;
  /** The e-mail queued with the message (to the shop or to the customer), from the site's address. */
  mail: (mailer: Mailer, siteUrl: string) => MailsFor<Message>;
};

/**
 * Reads the message (its text, required, and its files), stores it with its e-mail in one
 * transaction and wakes the sender. Null when the request is gone; its files are then discarded.
 */
export async function addMessageWithUpload(
  request: FastifyRequest,
  options: AddMessageOptions,
): Promise<Message | null> {
  const { store, mailer } = options;
  const siteUrl = mailer?.siteUrlFor(request) ?? '';
  const message = await withMessageBody(request, options.upload, options.files, async (body) => {
    const text = messageText(body.text('text'));
    const stored = await store.customer.addMessage(
      options.reference,
      { author: options.author, text, files: body.files },
      options.now(),
      mailer ? options.mail(mailer, siteUrl) : undefined,
    );
    return { claimed: stored !== null, result: stored };
  });
  if (message) mailer?.wake();
  return message;
}
