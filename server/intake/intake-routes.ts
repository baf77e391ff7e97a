/**
 * POST /api/forms/:formId as an encapsulated Fastify plugin: its body parsers and error
 * handler apply to this route only. Cheap refusals (429, 404, 415) happen in preParsing,
 * before a byte of the body is read.
 */
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { discardUploads } from '../files/file-sweeper.ts';
import { replyUnavailable, UnavailableError } from '../unavailable.ts';
import type { Mailer } from '../notify/mailer.ts';
import { acceptSubmission, type SubmissionContext } from './accept-submission.ts';
import type { FieldMap } from '../forms/coerce.ts';
import type { FormRegistry, IntakeForm } from '../forms/form-registry.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { badRequest, IntakeError, tooLarge } from '../http/intake-error.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { parseUrlencoded, readMultipart, type ReceivedBody } from '../http/read-body.ts';

export type IntakeRoutesOptions = {
  forms: FormRegistry;
  context: SubmissionContext;
  limiter?: RateLimiter;
  /** Url-encoded bodies larger than this answer 413. */
  urlencodedBodyLimit: number;
  /** Queues each request's e-mails with it; absent when e-mail is off. */
  mailer?: Mailer;
  /** Saves this process's job worker a poll after a request with jobs (a gang sheet) is stored. */
  wakeJobs?: () => void;
};

type FormRequest = FastifyRequest<{ Params: { formId: string } }>;

const mediaTypes = {
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function checkContentType(request: FastifyRequest, form: IntakeForm): void {
  const header = request.headers['content-type'] ?? '';
  const expected = mediaTypes[form.encoding];
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(header)?.[1]?.toLowerCase();
  const utf8 = charset === undefined || charset === 'utf-8' || charset === 'utf8';
  if (header.split(';')[0].trim().toLowerCase() !== expected || !utf8) {
    throw new IntakeError(415, 'unsupported-media-type', `This form accepts ${expected} (UTF-8) only.`);
  }
}

function toIntakeError(error: FastifyError): IntakeError | undefined {
  if (error instanceof IntakeError) return error;
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (status === 413) return tooLarge('The submission is too large.');
  if (status === 415 || status === 406) {
    return new IntakeError(415, 'unsupported-media-type', 'This content type is not accepted.');
  }
  return badRequest('The request could not be read.');
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = toIntakeError(error);
  // A refused upload may still be arriving: do not keep the connection for a next request.
  if (!request.raw.complete) reply.header('connection', 'close');
  if (known) return reply.code(known.statusCode).send(known.body);
  if (error instanceof UnavailableError) return replyUnavailable(reply, error);
  request.log.error({ err: error }, 'intake failed');
  return reply
    .code(500)
    .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
}

export async function intakeRoutes(app: FastifyInstance, options: IntakeRoutesOptions): Promise<void> {
  const { forms, context, limiter, mailer, wakeJobs } = options;

  // Only the two form encodings: no JSON, no text (Fastify's defaults), in this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    mediaTypes.urlencoded,
    { parseAs: 'string', bodyLimit: options.urlencodedBodyLimit },
    (_request, body, done) => {
      try {
        done(null, parseUrlencoded(body as string));
      } catch (error) {
        done(error as Error);
      }
    },
  );
  await app.register(multipart, { throwFileSizeLimit: true });
  app.setErrorHandler(sendError);

  app.post<{ Params: { formId: string } }>(
    '/api/forms/:formId',
    {
      async preParsing(request: FormRequest, reply, payload) {
        const wait = limiter ? await limiter.take(request.ip) : true;
        if (wait !== true) {
          reply.header('retry-after', String(wait));
          throw new IntakeError(
            429,
            'rate-limited',
            'Too many submissions. Please wait a minute and try again.',
          );
        }
        const form = forms.get(request.params.formId);
        if (!form) throw new IntakeError(404, 'not-found', 'There is no such form.');
        checkContentType(request, form);
        // A malformed key is refused before its files are read; the handler reads it again.
        idempotencyKeyOf(request);
        return payload;
      },
    },
    async (request, reply) => {
      const form = forms.get(request.params.formId)!;
      const idempotencyKey = idempotencyKeyOf(request);
      const body: ReceivedBody = { fields: new Map(), files: [] };
      let reference: string;
      try {
        if (form.encoding === 'multipart') {
          await readMultipart(request, form, context.files, body, context.uploads);
        } else if (request.body instanceof Map) {
          body.fields = request.body as FieldMap;
        }
        const siteUrl = mailer?.siteUrlFor(request) ?? '';
        // A repeated key (per form) answers with the first request's reference: nothing is stored
        // and no e-mail queued, so the visitor's retry of a request whose 201 was lost is harmless.
        ({ reference } = await acceptSubmission(
          context,
          form,
          body,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          // Queued in the request's own transaction; never for spam (acceptSubmission's rule).
          mailer
            ? (stored, fieldOrder) => mailer.composer.forNewRequest(stored, { fieldOrder, siteUrl })
            : undefined,
          idempotencyKey,
        ));
      } finally {
        // Files no commit claimed (a refused request, a replay): nothing may stay behind, and a
        // replay's copies are gone before its answer.
        // A file that came as a resumable upload stays the visitor's, to send again once fixed.
        if (!body.claimed)
          await discardUploads(
            context.files,
            body.files.filter((file) => !file.uploadId).map((file) => file.storedName),
          );
      }
      reply.code(201).send({ reference });
      // The e-mails are already queued: this only saves the sender a poll.
      mailer?.wake();
      if (form.extension?.jobs?.length) wakeJobs?.();
      return reply;
    },
  );
}
