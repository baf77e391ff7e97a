/**
 * Everything under /api/owner/ as one encapsulated plugin (docs/architecture.md "The owner's API"):
 * sign-in and sign-out, then, for every other route, a live session (else 401) and, on
 * anything that changes state, `X-Requested-With: owner` (else 403) beside SameSite=Strict.
 * Also purges the spam folder on a timer.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sweepLooseFiles, type Files } from '../files/file-sweeper.ts';
import type { FormFile } from '../forms/form-files.ts';
import type { SubmissionStore } from '../store/types.ts';
import type { Mailer } from '../notify/mailer.ts';
import { replyUnavailable, UnavailableError } from '../unavailable.ts';
import type { FormTexts } from '../forms/form-texts.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { quoteRoutes } from './quote-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';
import {
  createOwnerAuth,
  ownerHintCookieHeader,
  readCookie,
  sessionCookie,
  sessionCookieHeader,
  sessionIdleMs,
} from './owner-auth.ts';

export type OwnerOptions = {
  store: SubmissionStore;
  formFiles: ReadonlyMap<string, FormFile>;
  /** The forms the intake accepts: the inbox's form filter. */
  formIds: readonly string[];
  /** Labels and choice texts of the forms, in both languages. */
  formTexts: FormTexts;
  files: Files;
  /** SHOP_TIME_ZONE. */
  timeZone: string;
  /** Whether BACKUP_DIR is set. */
  nightlyBackups: boolean;
  /** Key for hashing the addresses that fail to sign in. */
  addressKey: string;
  /** Queues the visitor's e-mail on a status change; absent when e-mail is off. */
  mailer?: Mailer;
  /**
   * Other features' routes for the signed-in owner only (the site's texts, content/): registered
   * inside this plugin, behind its session and CSRF checks and its error handler. app.ts passes
   * them, so the owner's folder never imports another feature.
   */
  ownerOnly?: (owner: FastifyInstance) => Promise<void>;
  /** The clock of the conversation and the quotes; default Date.now. */
  now?: () => number;
  /** Tells this process's job worker a job was queued again (the print file's Retry). */
  wakeJobs?: () => void;
  /** Removes the expired resumable uploads (uploads/upload-service.ts), with the loose files. */
  sweepUploads?: () => Promise<number>;
};

type Access = 'open' | 'csrf-only' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an owner route; 'owner' (a live session) unless said otherwise. */
    access?: Access;
  }
}
const spamDays = 30;
const hintDays = 30;
/** A retry comes within minutes; a day and more is plenty. */
const idempotencyKeyDays = 2;
/** How often spam is purged and loose files swept: the longest a dead upload's object stays. */
const housekeepingEveryMs = 10 * 60 * 1000;
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function accessOf(request: FastifyRequest): Access {
  return request.routeOptions.config?.access ?? 'owner';
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UnavailableError) return replyUnavailable(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'owner request failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on the server. Please try again.' });
  }
  const code = status === 415 ? 'unsupported-media-type' : status === 413 ? 'too-large' : 'bad-request';
  const message =
    status === 415
      ? 'Send JSON (Content-Type: application/json).'
      : status === 413
        ? 'The request is too large.'
        : error.message;
  return reply.code(status).send({ error: code, message });
}

export async function ownerPlugin(app: FastifyInstance, options: OwnerOptions): Promise<void> {
  const { store } = options;
  const auth = createOwnerAuth(store.owner, options.addressKey);
  const texts = options.formTexts;

  app.setErrorHandler(sendError);
  app.addHook('onRequest', async (request, reply) => {
    const access = accessOf(request);
    if (access === 'open') return;
    if (access === 'owner' && !(await auth.check(readCookie(request.headers.cookie, sessionCookie)))) {
      return reply.code(401).send({ error: 'signed-out', message: 'Please sign in.' });
    }
    if (unsafeMethods.has(request.method) && request.headers['x-requested-with'] !== 'owner') {
      return reply.code(403).send({
        error: 'csrf',
        message: "Requests that change something need the header 'X-Requested-With: owner'.",
      });
    }
  });

  app.get('/api/owner/session', { config: { access: 'open' } }, async (request) => ({
    signedIn: await auth.check(readCookie(request.headers.cookie, sessionCookie)),
    passwordSet: await auth.passwordSet(),
  }));

  app.post<{ Body: unknown }>(
    '/api/owner/session',
    { config: { access: 'open' }, bodyLimit: 4096 },
    async (request, reply) => {
      const password = (request.body as { password?: unknown } | null)?.password;
      if (typeof password !== 'string' || password === '' || password.length > 1024) {
        return reply.code(400).send({ error: 'bad-request', message: 'Send {"password": "..."}.' });
      }
      const result = await auth.signIn(password, request.ip);
      if (result.ok) {
        const secure = request.protocol === 'https';
        return reply
          .header('set-cookie', [
            sessionCookieHeader(result.sessionId, secure, sessionIdleMs / 1000),
            // Longer than the session, which each request extends; the page asks the server anyway.
            ownerHintCookieHeader(true, secure, hintDays * 24 * 60 * 60),
          ])
          .header('cache-control', 'no-store')
          .code(204)
          .send();
      }
      if (result.reason === 'no-password') {
        return reply.code(503).send({
          error: 'no-password',
          message: 'No owner password is set yet. Set one on the server with: npm run owner -- set-password',
        });
      }
      if (result.reason === 'too-many-attempts') {
        const minutes = Math.ceil(result.retryAfterSeconds / 60);
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({
            error: 'too-many-attempts',
            message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          });
      }
      return reply.code(401).send({ error: 'wrong-password', message: 'That password is not right.' });
    },
  );

  app.delete('/api/owner/session', { config: { access: 'csrf-only' } }, async (request, reply) => {
    await auth.signOut(readCookie(request.headers.cookie, sessionCookie));
    const secure = request.protocol === 'https';
    return reply
      .header('set-cookie', [sessionCookieHeader('', secure, 0), ownerHintCookieHeader(false, secure, 0)])
      .code(204)
      .send();
  });

  await app.register(inboxRoutes, {
    store,
    texts,
    formIds: options.formIds,
    files: options.files,
    timeZone: options.timeZone,
    nightlyBackups: options.nightlyBackups,
    mailer: options.mailer,
    wakeJobs: options.wakeJobs,
  });

  // The conversation with the customer and the proofs (docs/owner-guide.md "The customer's page: messages and proofs").
  await app.register(conversationRoutes, {
    store,
    texts,
    files: options.files,
    mailer: options.mailer,
    timeZone: options.timeZone,
    now: options.now,
  });
  // Priced quotes, their validity and the accountant's export (docs/owner-guide.md "Quotes").
  await app.register(quoteRoutes, {
    store,
    texts,
    timeZone: options.timeZone,
    mailer: options.mailer,
    now: options.now,
  });

  await options.ownerOnly?.(app);

  // Spam waits 30 days for the owner to look, then goes for good, files included.
  const housekeeping = async () => {
    try {
      const before = new Date(Date.now() - spamDays * 24 * 60 * 60 * 1000).toISOString();
      await store.purgeSpam(before);
      await store.files.forgetIdempotencyKeys(Date.now() - idempotencyKeyDays * 24 * 60 * 60 * 1000);
      // Their files, and whatever else is loose (uploads of requests that died).
      await sweepLooseFiles(options.files);
      // Uploads under way or finished that no request took within a day.
      await options.sweepUploads?.();
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping (spam, idempotency keys, loose files, uploads) failed');
    }
  };
  await housekeeping();
  const timer = setInterval(() => void housekeeping(), housekeepingEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
