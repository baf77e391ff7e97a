/**
 * GET /api/health and GET /api/ready (docs/deployment.md "Health, readiness and shutdown").
 *
 * Health is liveness: 200 while the process runs and its event loop answers. It touches nothing
 * outside the process, so a database outage never makes an orchestrator restart a server that
 * would recover by itself.
 *
 * Ready says whether to send this process traffic: the store and the file store each answer a
 * cheap check within a short time, and the server is not closing. Otherwise 503 with
 * Retry-After, and the body names the part that is down; the errors go to the log only.
 */
import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../files/file-store.ts';
import { readyPath, type Drain } from '../drain.ts';
import type { SubmissionStore } from '../store/types.ts';
import { retryAfterSeconds } from '../unavailable.ts';

export type HealthParts = {
  drain: Drain;
  /** Absent when the intake is off (the page-only server has nothing else to check). */
  store?: SubmissionStore;
  fileStore?: FileStore;
};

/** A check that takes longer counts as down: a probe must never hang. */
export const checkTimeoutMs = 2_000;

type Check = { ok: boolean; error?: string };

async function within(check: () => Promise<Check>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${ms} ms` }), ms);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, error: String(error) })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes come every few seconds: their requests stay out of the log unless something is wrong. */
const probe = { logLevel: 'warn' } as const;

export function registerHealth(app: FastifyInstance, parts: HealthParts): void {
  app.get('/api/health', probe, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(readyPath, probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (body: object) =>
      reply.code(503).header('retry-after', String(retryAfterSeconds)).send(body);
    if (parts.drain.closing()) return notReady({ status: 'closing' });

    const { store, fileStore } = parts;
    const [storeCheck, fileCheck] = await Promise.all([
      store ? within(() => store.health(), checkTimeoutMs) : undefined,
      fileStore ? within(() => fileStore.health(), checkTimeoutMs) : undefined,
    ]);
    const body = {
      status: (storeCheck?.ok ?? true) && (fileCheck?.ok ?? true) ? 'ready' : 'unavailable',
      ...(store && storeCheck && { store: { kind: store.kind, ok: storeCheck.ok } }),
      ...(fileStore && fileCheck && { fileStore: { kind: fileStore.kind, ok: fileCheck.ok } }),
    };
    if (body.status === 'ready') return body;
    request.log.error(
      { store: storeCheck?.error, fileStore: fileCheck?.error },
      'not ready: a dependency does not answer',
    );
    return notReady(body);
  });
}
