/**
 * The owner's side of the customer's page (docs/owner-guide.md "The customer's page: messages and proofs"), behind the owner
 * plugin's session and CSRF checks: write to the customer with files, mark their answers read,
 * send a proof, and end the links already sent. Each answers with the request as the inbox
 * shows it. The customer hears of a message or proof by e-mail, queued with it.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addMessageWithUpload } from '../messages/add-message.ts';
import { messageText, withMessageBody } from '../messages/message-body.ts';
import type { Files } from '../files/file-sweeper.ts';
import { fieldError } from '../http/intake-error.ts';
import type { Mailer } from '../notify/mailer.ts';
import type { SubmissionStore } from '../store/types.ts';
import type { FormTexts } from '../forms/form-texts.ts';
import { notFound, requestAnswers } from './request-view.ts';

export type ConversationOptions = {
  store: SubmissionStore;
  texts: FormTexts;
  files: Files;
  mailer?: Mailer;
  /** SHOP_TIME_ZONE: whether a quote in the answer has expired. */
  timeZone: string;
  now?: () => number;
};

const megabytes = 1024 * 1024;
/** What the shop may attach to a message: the artwork types the site takes, and archives. */
const messageUpload = {
  field: 'files',
  rule: {
    accept: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'ai', 'eps', 'psd', 'zip'],
    maxBytes: 50 * megabytes,
  },
  maxFiles: 5,
};
/** A proof is one file the customer can look at in a browser. */
const proofUpload = {
  field: 'file',
  rule: { accept: ['pdf', 'png', 'jpg', 'jpeg', 'svg'], maxBytes: 50 * megabytes },
  maxFiles: 1,
};

type Params = { reference: string };
type Query = { lang?: string };

export async function conversationRoutes(app: FastifyInstance, options: ConversationOptions): Promise<void> {
  const { store, texts, files, mailer } = options;
  const now = options.now ?? Date.now;
  await app.register(multipart, { throwFileSizeLimit: true });

  const { findDetail, answer } = requestAnswers({
    store,
    texts,
    mailOn: mailer !== undefined,
    timeZone: options.timeZone,
    now,
  });
  const needsMultipart = (reply: FastifyReply) =>
    reply.code(415).send({ error: 'unsupported-media-type', message: 'Send multipart/form-data.' });

  app.post<{ Params: Params; Querystring: Query }>(
    '/api/owner/submissions/:reference/messages',
    async (request, reply) => {
      const current = await findDetail(request.params.reference);
      if (!current || current.status === 'spam') return notFound(reply);
      if (!request.isMultipart()) return needsMultipart(reply);
      const message = await addMessageWithUpload(request, {
        store,
        files,
        upload: messageUpload,
        reference: current.reference,
        author: 'shop',
        now,
        mailer,
        mail: (mailer, siteUrl) => (changed, message) =>
          mailer.composer.customer.message(changed, message, siteUrl),
      });
      if (!message) return notFound(reply);
      return answer(reply, current.reference, request.query.lang, 201);
    },
  );

  app.post<{ Params: Params }>('/api/owner/submissions/:reference/messages/read', async (request, reply) => {
    const current = await findDetail(request.params.reference);
    if (!current) return notFound(reply);
    await store.customer.markRead(current.reference, now());
    return reply.code(204).send();
  });

  app.post<{ Params: Params; Querystring: Query }>(
    '/api/owner/submissions/:reference/proofs',
    async (request, reply) => {
      const current = await findDetail(request.params.reference);
      if (!current || current.status === 'spam') return notFound(reply);
      if (!request.isMultipart()) return needsMultipart(reply);
      const siteUrl = mailer?.siteUrlFor(request) ?? '';
      const stored = await withMessageBody(request, proofUpload, files, async (body) => {
        const [file] = body.files;
        if (!file) throw fieldError('file', 'Choose the proof file (PDF, PNG, JPG or SVG).');
        const note = messageText(body.text('note'), 'note', false);
        const proof = await store.customer.addProof(
          current.reference,
          { file, note },
          now(),
          mailer ? (changed, proof) => mailer.composer.customer.proof(changed, proof, siteUrl) : undefined,
        );
        return { claimed: proof !== null, result: proof };
      });
      if (!stored) return notFound(reply);
      mailer?.wake();
      return answer(reply, current.reference, request.query.lang, 201);
    },
  );

  app.post<{ Params: Params }>('/api/owner/submissions/:reference/links/revoke', async (request, reply) => {
    const current = await findDetail(request.params.reference);
    if (!current) return notFound(reply);
    return { revoked: await store.customer.revokeLinks(current.reference, now()) };
  });
}
