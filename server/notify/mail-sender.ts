/**
 * Works the e-mail outbox (docs/configuration.md "E-mails"; docs/architecture.md "The parts": notifications, SMTP,
 * optional). Requests and their e-mails are committed together by the store; this only claims
 * due rows, sends them and marks them. A failed send waits about 1 min, 5 min, 30 min, then
 * every hour, and is given up on (state 'failed', shown in the owner's inbox) 48 hours after it
 * was queued. Rows survive restarts, and several processes on one PostgreSQL share the queue:
 * a claim gives a row to one of them until it runs out, so a process killed between sending
 * and marking causes one repeat of that message at most.
 */
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { isEmailAddress, isHeaderAddress } from '../config.ts';
import type { ClaimedMail, Mail, OutboxAccess } from '../store/types.ts';
import { headerText } from './format-message.ts';

const minute = 60_000;

export type MailSenderOptions = {
  /** smtp:// or smtps://, with the user and password if the server wants them. */
  smtpUrl: string;
  /** Default: the SMTP user when it is an address, else no-reply@<SMTP host>. */
  from?: string;
  /** The name shown with the sender's address; the intake gives the shop's name by default. */
  fromName?: string;
  /** Waits after the first, second, ... failed try; the last one repeats. Default 1, 5, 30, 60 min. */
  retryDelaysMs?: readonly number[];
  /** Given up on this long after it was queued; default 48 hours. */
  giveUpAfterMs?: number;
  /** How often the queue is looked at for e-mails due again or queued by other processes; default 5 s. */
  pollMs?: number;
  /** How long a claim holds a row: longer than any one send can take. Default 2 min. */
  leaseMs?: number;
  /** Limit on connecting, on the greeting and on an idle socket, per try; default 10 s. */
  timeoutMs?: number;
  /** How long closing waits for sends under way before it cancels them; default 5 s. */
  closeGraceMs?: number;
};

export const defaultRetryDelaysMs: readonly number[] = [minute, 5 * minute, 30 * minute, 60 * minute];
export const defaultGiveUpAfterMs = 48 * 60 * minute;

export type MailSender = {
  /** Looks at the queue now (after this process queued something), not at the next poll. */
  wake(): void;
  /** Stops claiming; lets sends under way finish within the grace period, then cancels them. */
  close(): Promise<void>;
};

export type MailSenderDeps = {
  outbox: OutboxAccess;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => number;
  /**
   * The message as it leaves, from the queued one: fills in the link to the customer's page
   * (links/link-tokens.ts). Null drops it (its request is gone). A throw leaves it queued.
   */
  finish?: (mail: ClaimedMail) => Promise<Mail | null>;
};

/** The sender when NOTIFY_FROM is not set. */
export function defaultSender(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  if (isEmailAddress(user)) return user;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (family === 4) return `no-reply@[${host}]`;
  if (family === 6) return `no-reply@[IPv6:${host}]`;
  return `no-reply@${host}`;
}

/**
 * The message's headers, checked again as they leave: a queued row is data like any other,
 * so an address that is not one, or a line break in a subject or name, is never sent.
 */
export function checkedHeaders(message: Mail): { problem: string } | { headers: Mail } {
  if (!Array.isArray(message.to) || message.to.length === 0 || !message.to.every(isHeaderAddress))
    return { problem: 'the recipient is not an e-mail address' };
  if (message.replyTo && !isHeaderAddress(message.replyTo.address))
    return { problem: 'the reply-to is not an e-mail address' };
  if (typeof message.subject !== 'string' || typeof message.text !== 'string')
    return { problem: 'the message has no subject or text' };
  return {
    headers: {
      ...message,
      subject: headerText(message.subject, 200),
      ...(message.replyTo && {
        replyTo: { name: headerText(message.replyTo.name ?? '', 60), address: message.replyTo.address },
      }),
    },
  };
}

/** Resolves after `ms`, or as soon as `signal` aborts or `poke` is called. */
function pause(ms: number, signal: AbortSignal): { done: Promise<void>; poke(): void } {
  let poke = () => {};
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish);
    poke = finish;
    if (signal.aborted) finish();
  });
  return { done, poke };
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function startMailSender(options: MailSenderOptions, deps: MailSenderDeps): MailSender {
  const now = deps.now ?? Date.now;
  const { outbox, log } = deps;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelaysMs = options.retryDelaysMs?.length ? options.retryDelaysMs : defaultRetryDelaysMs;
  const giveUpAfterMs = options.giveUpAfterMs ?? defaultGiveUpAfterMs;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 2 * minute;
  const closeGraceMs = options.closeGraceMs ?? 5_000;
  const batchSize = 10;
  const address = options.from ?? defaultSender(options.smtpUrl);
  const name = headerText(options.fromName ?? '', 60);
  const from = name ? { name, address } : address;
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    socketCloseTimeout: 1_000,
    // Nothing in these messages is a file or a URL to fetch; make sure nothing ever is.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  const stopping = new AbortController();
  const cancelling = new AbortController();
  let woken = false;
  let current: { poke(): void } | undefined;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    const context = { reference: mail.reference, kind: mail.kind, attempt: mail.attempts, outboxId: mail.id };
    const checked = checkedHeaders(mail.message);
    if ('problem' in checked) {
      log.error(context, `e-mail not sent: ${checked.problem}`);
      await outbox.markFailed(mail.id, now(), checked.problem);
      return;
    }
    const finished = deps.finish ? await deps.finish({ ...mail, message: checked.headers }) : checked.headers;
    if (!finished) {
      log.warn(context, 'e-mail dropped: its request no longer exists');
      await outbox.markFailed(mail.id, now(), 'the request no longer exists');
      return;
    }
    const message = finished;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.replyTo && { replyTo: message.replyTo }),
        // Asks auto-responders (out-of-office) not to answer a machine.
        headers: { 'Auto-Submitted': 'auto-generated' },
        // A server that trickles bytes never trips the idle timeout: bound the whole try too.
        signal: AbortSignal.any([cancelling.signal, AbortSignal.timeout(timeoutMs * 3)]),
      });
    } catch (error) {
      // 5xx (except 503) means the server will refuse this message every time.
      const permanent = (error as { permanent?: boolean }).permanent === true;
      const reason = String((error as Error)?.message ?? error);
      const age = now() - mail.createdMs;
      const delay = retryDelaysMs[Math.min(mail.attempts, retryDelaysMs.length) - 1];
      if (permanent || age >= giveUpAfterMs) {
        log.error({ ...context, err: error }, 'e-mail failed; giving up (the request is stored)');
        await outbox.markFailed(mail.id, now(), reason);
      } else {
        log.error(
          { ...context, err: error, retryInMs: delay },
          'e-mail failed; will try again (the request is stored)',
        );
        await outbox.retryAt(mail.id, now() + delay, reason);
      }
      return;
    }
    log.info(context, 'e-mail sent');
    await outbox.markSent(mail.id, now());
  }

  async function workOnce(): Promise<number> {
    const claimed = await outbox.claim(now(), leaseMs, batchSize);
    // One request's e-mails leave in the order they were queued (a status e-mail never
    // overtakes the one before it); different requests' go out side by side.
    const byRequest = new Map<string, ClaimedMail[]>();
    for (const mail of claimed)
      byRequest.set(mail.reference, [...(byRequest.get(mail.reference) ?? []), mail]);
    await Promise.all(
      [...byRequest.values()].map(async (mails) => {
        for (const mail of mails) {
          await sendOne(mail).catch((error: unknown) =>
            // The store failed to mark it: the claim runs out and it is tried again.
            log.error(
              { err: error, reference: mail.reference, outboxId: mail.id },
              'could not mark the e-mail',
            ),
          );
        }
      }),
    );
    return claimed.length;
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let claimed = 0;
      woken = false;
      try {
        claimed = await workOnce();
      } catch (error) {
        log.error({ err: error }, 'could not read the e-mail queue; will look again');
      }
      // A full batch means more may be due: look again at once.
      if (claimed === batchSize || woken || stopping.signal.aborted) continue;
      const wait = pause(pollMs, stopping.signal);
      current = wait;
      await wait.done;
      current = undefined;
    }
  })();

  let closed: Promise<void> | undefined;
  return {
    wake() {
      woken = true;
      current?.poke();
    },
    close() {
      closed ??= (async () => {
        stopping.abort();
        if (!(await settlesWithin(loop, closeGraceMs))) {
          // Cancelled sends go back to the queue when their claim runs out.
          cancelling.abort(new Error('the server is closing'));
          await settlesWithin(loop, 2_000);
        }
        transport.close();
      })();
      return closed;
    },
  };
}
