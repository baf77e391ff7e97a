/**
 * E-mails the shop about each stored request (DESIGN.md "Parts": notifications, SMTP,
 * optional). The request is already committed when `notify` is called, and `notify` returns at
 * once: a slow or broken mail server can never delay, fail or undo the visitor's 201. A failed
 * send is logged with the reference and tried again a few times in this process; the request
 * stays stored if every try fails.
 */
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { isEmailAddress } from '../config.ts';
import type { NotifyState, Submission } from '../store/types.ts';
import { formatMessage } from './format-message.ts';

export type NotifyOptions = {
  /** smtp:// or smtps://, with the user and password if the server wants them. */
  smtpUrl: string;
  to: readonly string[];
  /** Default: the SMTP user when it is an address, else no-reply@<SMTP host>. */
  from?: string;
  /** Waits before the second and later tries; default 15 s then 45 s (three tries in a minute). */
  retryDelaysMs?: readonly number[];
  /** Limit on connecting, on the greeting and on an idle socket, per try; default 10 s. */
  timeoutMs?: number;
  /** How long closing waits for sends under way before it cancels them; default 5 s. */
  closeGraceMs?: number;
};

export type NotifierDeps = {
  /** Reads the committed row, so the e-mail shows exactly what was stored. */
  load(reference: string): Promise<Submission | null>;
  /** Keeps what became of each e-mail where the owner's inbox can show it. */
  record?(reference: string, state: NotifyState, attempts: number): Promise<void>;
  log: FastifyBaseLogger;
};

export type Notice = {
  reference: string;
  /** Field names in the order the form sent them (the mail lists them in that order). */
  fieldOrder?: readonly string[];
  /** The request's logger, so failures carry its request id; default the app's. */
  log?: FastifyBaseLogger;
};

export type Notifier = {
  /** Queues the e-mail and returns at once; never throws. */
  notify(notice: Notice): void;
  /** Lets sends under way finish within the grace period, then cancels them and drops retries. */
  close(): Promise<void>;
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

/** Resolves after `ms`, or as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** True when `promise` settled within `ms`. */
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

export function createNotifier(options: NotifyOptions, deps: NotifierDeps): Notifier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelaysMs = options.retryDelaysMs ?? [15_000, 45_000];
  const closeGraceMs = options.closeGraceMs ?? 5_000;
  const tries = retryDelaysMs.length + 1;
  const from = options.from ?? defaultSender(options.smtpUrl);
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

  // Aborted when closing starts: no new sends, no more retries.
  const stopping = new AbortController();
  // Aborted when the grace period is over: sends under way are cancelled.
  const cancelling = new AbortController();
  const jobs = new Set<Promise<void>>();
  let closed: Promise<void> | undefined;

  async function send(notice: Notice): Promise<void> {
    const submission = await deps.load(notice.reference);
    if (!submission) throw new Error(`the request ${notice.reference} is not in the store`);
    const message = formatMessage(submission, notice);
    await transport.sendMail({
      from,
      to: [...options.to],
      subject: message.subject,
      text: message.text,
      replyTo: message.replyTo,
      // Asks auto-responders (out-of-office) not to answer a machine.
      headers: { 'Auto-Submitted': 'auto-generated' },
      // A server that trickles bytes never trips the idle timeout: bound the whole try too.
      signal: AbortSignal.any([cancelling.signal, AbortSignal.timeout(timeoutMs * 3)]),
    });
  }

  async function deliver(notice: Notice): Promise<void> {
    const log = notice.log ?? deps.log;
    const { reference } = notice;
    // Only a record: failing to write it never stops or repeats the e-mail.
    const record = (state: NotifyState, attempts: number) =>
      deps
        .record?.(reference, state, attempts)
        .catch((error: unknown) =>
          log.error({ err: error, reference }, 'could not record the notification state'),
        );
    await record('pending', 0);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await send(notice);
        log.info({ reference, attempt }, 'notification e-mail sent');
        await record('sent', attempt);
        return;
      } catch (error) {
        // 5xx (except 503) means the server will refuse this message every time.
        const permanent = (error as { permanent?: boolean }).permanent === true;
        const retry = attempt < tries && !permanent && !stopping.signal.aborted;
        log.error(
          { err: error, reference, attempt, tries },
          retry
            ? 'notification e-mail failed; will try again (the request is stored)'
            : 'notification e-mail failed; giving up (the request is stored)',
        );
        if (!retry) {
          await record('failed', attempt);
          return;
        }
      }
      await wait(retryDelaysMs[attempt - 1], stopping.signal);
      if (stopping.signal.aborted) {
        log.error({ reference }, 'notification e-mail not sent: the server closed before the next try');
        await record('failed', attempt);
        return;
      }
    }
  }

  return {
    notify(notice) {
      const log = notice.log ?? deps.log;
      if (stopping.signal.aborted) {
        log.error({ reference: notice.reference }, 'notification e-mail not sent: the server is closing');
        return;
      }
      // setImmediate: not even the first step runs inside the request's own call stack.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(notice))
        .catch((error: unknown) => log.error({ err: error, reference: notice.reference }, 'notifier failed'))
        .finally(() => jobs.delete(job));
      jobs.add(job);
    },

    close() {
      closed ??= (async () => {
        stopping.abort();
        if (!(await settlesWithin(Promise.all(jobs), closeGraceMs))) {
          cancelling.abort(new Error('the server is closing'));
          // Cancelled sends end at once; this only bounds a socket that will not close.
          await settlesWithin(Promise.all(jobs), 2_000);
        }
        transport.close();
      })();
      return closed;
    },
  };
}
