/**
 * The request intake as one feature plugin (docs/architecture.md "The parts"): POST /api/forms/:formId,
 * with the per-address limit, and what a page asks of a form's live version (live-form-routes.ts). app.ts builds the services (forms, store, files, mailer) and
 * registers it.
 */
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';
import { intakeRoutes } from './intake-routes.ts';
import { liveFormRoutes } from './live-form-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

export type IntakePluginOptions = {
  services: Services;
  /** Submissions a minute per client address; 0 turns the limit off. Default 10. */
  rateLimitPerMinute?: number;
  /** Default 64 KiB: ten 500-character text areas in UTF-8 fit many times over. */
  urlencodedBodyLimit?: number;
};

export const defaultRateLimitPerMinute = 10;

export async function intakePlugin(app: FastifyInstance, options: IntakePluginOptions): Promise<void> {
  const { store, files, forms, addressKey, mailer, liveForms, livePrices, jobs, uploads } = options.services;
  await app.register(liveFormRoutes, { liveForms, livePrices, store: store.formVersions });
  await app.register(uploadRoutes, { uploads });
  const perMinute = options.rateLimitPerMinute ?? defaultRateLimitPerMinute;
  await app.register(intakeRoutes, {
    forms,
    context: { store, files, uploads, ipHashKey: addressKey },
    // In the store, so every process on one database counts the same hits (docs/configuration.md).
    limiter:
      perMinute > 0
        ? createRateLimiter({ limits: store.rateLimits, scope: 'intake', perMinute, addressKey })
        : undefined,
    mailer,
    wakeJobs: () => jobs.wake(),
    urlencodedBodyLimit: options.urlencodedBodyLimit ?? 64 * 1024,
  });
}
