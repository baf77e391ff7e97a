/**
 * GET /api/health: 200 while the server can do its job. With the intake on, that includes
 * the store answering; a store that does not answers 503, so a load balancer or monitor
 * takes the process out of rotation. The store's error goes to the log, never to the reply.
 */
import type { FastifyInstance } from 'fastify';
import type { SubmissionStore } from './store/types.ts';

export function registerHealth(app: FastifyInstance, store: SubmissionStore | undefined): void {
  app.get('/api/health', async (request, reply) => {
    if (!store) return { status: 'ok' };
    const health = await store.health();
    const body = { status: health.ok ? 'ok' : 'unavailable', store: { kind: health.kind, ok: health.ok } };
    if (!health.ok) {
      request.log.error({ store: health.kind, error: health.error }, 'store health check failed');
      return reply.code(503).header('cache-control', 'no-store').send(body);
    }
    return reply.header('cache-control', 'no-store').send(body);
  });
}
