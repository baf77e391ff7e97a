/**
 * How the server closes (SIGTERM, app.close(); docs/deployment.md "Health, readiness and shutdown"): it stops
 * listening at once, so new connections are refused; requests under way, a slow upload
 * included, finish and are answered; anything that arrives on a connection still open gets 503
 * with Retry-After; then the connections close, so the close is not held up by a browser's
 * keep-alive connection or a connection that never sent a byte.
 *
 * Fastify's own answer while closing (return503OnClosing) is turned off in app.ts: this one
 * has the same JSON and Retry-After as every other 503, and /api/ready gives its own.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { retryAfterSeconds, unavailableBody } from './unavailable.ts';

export type Drain = {
  /** True from the moment the server starts closing. */
  closing(): boolean;
};

export const readyPath = '/api/ready';

/** Call before any route or plugin is registered: the hooks must reach every route. */
export function registerDrain(app: FastifyInstance): Drain {
  let closing = false;
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  app.addHook('preClose', async () => {
    closing = true;
    // Node closes idle keep-alive connections itself when the server stops listening; one that
    // never sent a byte (a browser's spare) it counts as busy and would wait for for minutes.
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    if (request.url.split('?', 1)[0] === readyPath) return;
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send(unavailableBody);
  });

  // A request that was under way when the close began: once answered, its connection closes,
  // else Node would keep it open (and the close waiting) until the keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  return { closing: () => closing };
}
