/**
 * Adding a message with its files to a request's conversation, written once for the customer's
 * reply (customer/customer-routes.ts) and the shop's message (owner/conversation-routes.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Files } from '../files/file-sweeper.ts';
import type { UploadedFiles } from '../http/read-body.ts';
import type { Mailer } from '../notify/mailer.ts';
import type { MailsFor, Message, MessageAuthor, SubmissionStore } from '../store/types.ts';
import { messageText, withMessageBody, type MessageUpload } from './message-body.ts';

export type AddMessageOptions = {
  store: SubmissionStore;
  files: Files;
  upload: MessageUpload;
  /** The files the page's resumable uploads became (the customer's replies). */
  uploads?: UploadedFiles;
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
  const message = await withMessageBody(
    request,
    options.upload,
    options.files,
    async (body) => {
      const text = messageText(body.text('text'));
      const stored = await store.customer.addMessage(
        options.reference,
        { author: options.author, text, files: body.files },
        options.now(),
        mailer ? options.mail(mailer, siteUrl) : undefined,
      );
      return { claimed: stored !== null, result: stored };
    },
    options.uploads,
  );
  if (message) mailer?.wake();
  return message;
}
