/**
 * The customer's page's API (docs/owner-guide.md "The customer's page: messages and proofs"), opened by the private link's token:
 * the request, its files and proofs, the customer's messages and their decision on a proof;
 * and "E-mail me my link". A token that is unknown, expired, revoked or tampered with gets one
 * and the same 404. A GET never changes anything (mail scanners open links before people do);
 * every POST must come from the site's own pages (Origin checked) and is rate limited per address.
 */
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Files } from '../files/file-sweeper.ts';
import type { UploadedFiles } from '../http/read-body.ts';
import { sendStoredFile } from '../files/send-file.ts';
import type { FormRegistry } from '../forms/form-registry.ts';
import { IntakeError } from '../http/intake-error.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Mailer } from '../notify/mailer.ts';
import { ownerLanguageOf, type FormTexts } from '../forms/form-texts.ts';
import { normalizeReference } from '../store/reference.ts';
import type { SubmissionDetail, SubmissionStore } from '../store/types.ts';
import { replyUnavailable, UnavailableError } from '../unavailable.ts';
import { customerApiBase, customerView, proofView, replyUploadFor } from './customer-view.ts';
import { addQuoteDecisionRoute } from './quote-decision-route.ts';
import { isLinkToken, linkTokenHash } from '../links/link-tokens.ts';
import { addMessageWithUpload } from '../messages/add-message.ts';
import { maxMessageLength } from '../messages/message-body.ts';
import { isSameOrigin } from '../http/same-origin.ts';

export type CustomerOptions = {
  store: SubmissionStore;
  files: Files;
  /** The files the page's resumable uploads became (uploads/), named by a reply's values. */
  uploads?: UploadedFiles;
  forms: FormRegistry;
  texts: FormTexts;
  /** The store's `ip-hash` secret, for the rate limits. */
  addressKey: string;
  /** SHOP_TIME_ZONE: the dates in the e-mails. */
  timeZone: string;
  /** PUBLIC_URL: also an origin the pages may post from. */
  publicUrl?: string;
  /** Absent when e-mail is off: then nothing is e-mailed, the page still works. */
  mailer?: Mailer;
  /** Page and file requests one address may make a minute; default 120. */
  pagePerMinute?: number;
  /** "E-mail me my link" requests one address may make a minute; default 5. */
  linkPerMinute?: number;
  now?: () => number;
};

type TokenParams = { token: string };

const linkInvalid = {
  error: 'link-invalid',
  message: 'This link has expired or is not valid. Ask for a new one with your reference and e-mail address.',
};

const problems = {
  'name-required': 'Type your full name to approve the proof.',
  'check-required': 'Confirm that you checked the spelling, colours and sizes.',
  'comment-required': 'Tell us what to change.',
  'already-decided': 'This proof already has your decision: nothing was changed.',
  superseded: 'A newer version of this proof exists: please look at that one.',
} as const;

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UnavailableError) return replyUnavailable(reply, error);
  if (error instanceof IntakeError) return reply.code(error.statusCode).send(error.body);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'customer page request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  }
  if (status === 415)
    return reply.code(415).send({ error: 'unsupported-media-type', message: error.message });
  if (status === 413)
    return reply.code(413).send({ error: 'too-large', message: 'The request is too large.' });
  return reply.code(400).send({ error: 'bad-request', message: error.message });
}

export async function customerRoutes(app: FastifyInstance, options: CustomerOptions): Promise<void> {
  const { store, files, forms, texts, mailer } = options;
  const now = options.now ?? Date.now;
  await app.register(multipart, { throwFileSizeLimit: true });
  app.setErrorHandler(sendError);

  const limiter = (scope: string, perMinute: number) =>
    createRateLimiter({ limits: store.rateLimits, scope, perMinute, addressKey: options.addressKey });
  const pageLimiter = limiter('customer-page', options.pagePerMinute ?? 120);
  const linkLimiter = limiter('customer-link', options.linkPerMinute ?? 5);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The token is in the page's address: no other site ever sees it in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    if (request.method === 'POST' && !isSameOrigin(request, options.publicUrl)) {
      return reply.code(403).send({
        error: 'cross-origin',
        message: 'This can only be sent from the page of your request on our site.',
      });
    }
    const forLink = request.routeOptions.url === '/api/customer/link';
    const wait = await (forLink ? linkLimiter : pageLimiter).take(request.ip);
    if (wait !== true) {
      return reply.code(429).header('retry-after', String(wait)).send({
        error: 'rate-limited',
        message: 'Too many tries. Please wait a minute and try again.',
      });
    }
  });

  /** The request a token opens now, or null: every way of failing looks the same. */
  async function opened(token: string): Promise<SubmissionDetail | null> {
    if (!isLinkToken(token)) return null;
    const reference = await store.customer.referenceForLink(linkTokenHash(token), now());
    const detail = reference ? await store.detail(reference) : null;
    return detail && detail.status !== 'spam' ? detail : null;
  }
  const base = customerApiBase;
  const siteUrlOf = (request: FastifyRequest) => mailer?.siteUrlFor(request) ?? '';

  app.get<{ Params: TokenParams; Querystring: { lang?: string } }>(
    '/api/customer/requests/:token',
    async (request, reply) => {
      const detail = await opened(request.params.token);
      if (!detail) return reply.code(404).send(linkInvalid);
      return customerView(detail, {
        texts,
        lng: ownerLanguageOf(request.query.lang ?? detail.lang),
        token: request.params.token,
        upload: replyUploadFor(forms, detail.formId),
        quotes: { nowMs: now(), timeZone: options.timeZone },
      });
    },
  );

  app.get<{ Params: TokenParams & { fileId: string } }>(
    '/api/customer/requests/:token/files/:fileId',
    async (request, reply) => {
      const detail = await opened(request.params.token);
      if (!detail) return reply.code(404).send(linkInvalid);
      const theirs = [...detail.files, ...detail.messages.flatMap((message) => message.files)];
      const file = theirs.find((f) => String(f.id) === request.params.fileId);
      if (!file) return reply.code(404).send({ error: 'not-found', message: 'There is no such file.' });
      return sendStoredFile(reply, files, file);
    },
  );

  app.get<{ Params: TokenParams & { version: string }; Querystring: { download?: string } }>(
    '/api/customer/requests/:token/proofs/:version/file',
    async (request, reply) => {
      const detail = await opened(request.params.token);
      if (!detail) return reply.code(404).send(linkInvalid);
      const proof = detail.proofs.find((p) => String(p.version) === request.params.version);
      if (!proof) return reply.code(404).send({ error: 'not-found', message: 'There is no such proof.' });
      return sendStoredFile(reply, files, proof.file, request.query.download ? 'attachment' : 'inline');
    },
  );

  app.post<{ Params: TokenParams }>('/api/customer/requests/:token/messages', async (request, reply) => {
    const detail = await opened(request.params.token);
    if (!detail) return reply.code(404).send(linkInvalid);
    if (!request.isMultipart()) {
      return reply.code(415).send({ error: 'unsupported-media-type', message: 'Send multipart/form-data.' });
    }
    const message = await addMessageWithUpload(request, {
      store,
      files,
      uploads: options.uploads,
      upload: replyUploadFor(forms, detail.formId),
      reference: detail.reference,
      author: 'customer',
      now,
      mailer,
      mail: (mailer, siteUrl) => (request, message) =>
        mailer.composer.customer.reply(request, message, siteUrl),
    });
    if (!message) return reply.code(404).send(linkInvalid);
    const view = customerView(
      { ...detail, messages: [message], proofs: [], quotes: [] },
      {
        texts,
        lng: detail.lang,
        token: request.params.token,
        upload: replyUploadFor(forms, detail.formId),
        quotes: { nowMs: now(), timeZone: options.timeZone },
      },
    );
    return reply.code(201).send({ message: view.messages[0] });
  });

  app.post<{ Params: TokenParams & { version: string }; Body: unknown }>(
    '/api/customer/requests/:token/proofs/:version/decision',
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const detail = await opened(request.params.token);
      if (!detail) return reply.code(404).send(linkInvalid);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refuse = (code: keyof typeof problems, status = 400) =>
        reply.code(status).send({ error: code, message: problems[code] });
      const version = Number(request.params.version);
      if (
        !Number.isInteger(version) ||
        version < 1 ||
        (body.decision !== 'approve' && body.decision !== 'changes')
      ) {
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Send {"decision": "approve" | "changes", ...}.' });
      }
      const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '';
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (body.decision === 'approve') {
        if (name.length < 2 || name.length > 120) return refuse('name-required');
        if (body.checked !== true) return refuse('check-required');
      } else if (comment === '' || comment.length > maxMessageLength) return refuse('comment-required');

      const siteUrl = siteUrlOf(request);
      const userAgent = request.headers['user-agent'];
      const result = await store.customer.decide(
        detail.reference,
        {
          version,
          kind: body.decision,
          ...(body.decision === 'approve' ? { name } : { comment }),
          ip: request.ip ?? null,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
          nowMs: now(),
        },
        mailer
          ? (request, proof) => mailer.composer.customer.decision(request, proof, siteUrl, options.timeZone)
          : undefined,
      );
      if (!result.ok) {
        if (result.reason === 'not-found')
          return reply.code(404).send({ error: 'not-found', message: 'There is no such proof.' });
        return refuse(result.reason === 'decided' ? 'already-decided' : 'superseded', 409);
      }
      mailer?.wake();
      return { proof: proofView(result.proof, true, base(request.params.token)) };
    },
  );

  addQuoteDecisionRoute(app, {
    store,
    opened,
    now,
    timeZone: options.timeZone,
    mailer,
    siteUrlOf,
    base,
  });

  app.post<{ Body: unknown }>('/api/customer/link', { bodyLimit: 2048 }, async (request, reply) => {
    const body = (request.body ?? {}) as { reference?: unknown; email?: unknown };
    if (typeof body.reference !== 'string' || typeof body.email !== 'string' || !body.email.includes('@')) {
      return reply
        .code(400)
        .send({ error: 'bad-request', message: 'Send a reference and an e-mail address.' });
    }
    const reference = normalizeReference(body.reference.slice(0, 40));
    const email = body.email.trim().toLowerCase();
    const found = reference ? await store.get(reference) : null;
    const storedEmail = typeof found?.data.email === 'string' ? found.data.email.trim().toLowerCase() : '';
    // The answer is the same whether or not anything matched: it never tells which requests exist.
    if (found && found.status !== 'spam' && storedEmail !== '' && storedEmail === email && mailer) {
      const siteUrl = siteUrlOf(request);
      await store.customer.queueMails(
        found.reference,
        (request) => mailer.composer.customer.link(request, siteUrl),
        now(),
      );
      mailer.wake();
    }
    return reply.code(202).send({
      ok: true,
      message:
        'If the reference and e-mail address match a request, we have e-mailed a new link to that address.',
    });
  });
}
