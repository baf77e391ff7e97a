/**
 * Reminders of an undecided proof (docs/owner-guide.md "The customer's page: messages and proofs"): one 2 days after it was
 * sent, one after 5, none once the customer decides or a newer version goes out. Every process
 * looks once a minute; the store counts each reminder in the transaction that queues it, so
 * several processes never send one twice. `remindNow` is the whole job, for a test's clock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../notify/mailer.ts';
import type { SubmissionStore } from '../store/types.ts';

export type ReminderOptions = {
  store: SubmissionStore;
  mailer: Mailer;
  /** Where the links in the reminders point: PUBLIC_URL, else the last origin the owner used. */
  siteUrl: () => string;
  log: FastifyBaseLogger;
  everyMs?: number;
  now?: () => number;
};

export async function remindNow(
  options: Omit<ReminderOptions, 'log' | 'everyMs'>,
  nowMs: number,
): Promise<number> {
  const siteUrl = options.siteUrl();
  const queued = await options.store.customer.sendDueReminders(nowMs, (request, proof) =>
    options.mailer.composer.customer.proof(request, proof, siteUrl, true),
  );
  if (queued > 0) options.mailer.wake();
  return queued;
}

export function startProofReminders(options: ReminderOptions): { stop(): void } {
  const now = options.now ?? Date.now;
  const tick = () =>
    remindNow(options, now()).catch((error: unknown) =>
      options.log.error({ err: error }, 'proof reminders could not be queued; will look again'),
    );
  const timer = setInterval(() => void tick(), options.everyMs ?? 60_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
