/**
 * The order-status lookup as one feature plugin (docs/owner-guide.md "Order-status lookup"): visitors look
 * their own request up by reference and e-mail, a few lookups a minute per address.
 */
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';
import { statusRoutes } from './status-routes.ts';

/** Lookups one address may make a minute on /api/status: enough for a person, not for probing. */
export const statusLookupsPerMinute = 10;

export async function statusPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { store, addressKey } = options.services;
  await app.register(statusRoutes, {
    store,
    limiter: createRateLimiter({
      limits: store.rateLimits,
      scope: 'status',
      perMinute: statusLookupsPerMinute,
      addressKey,
    }),
  });
}
