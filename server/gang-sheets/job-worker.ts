/**
 * Works the background jobs' queue (docs/architecture.md "Background jobs"), as the mail
 * sender works the outbox: any server process claims due jobs with a lease it renews while it
 * works, so a process killed halfway leaves the job to be taken again when the lease runs out.
 * A failed try is retried after about 1 and then 5 minutes; after the last attempt the job is
 * kept as failed with its reason, which the owner sees on the request, with a Retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Files } from '../files/file-sweeper.ts';
import type { ClaimedJob, JobAccess, JobFile, JobKind, SubmissionStore } from '../store/types.ts';
import { buildPrintFiles } from './print-job.ts';

const minute = 60_000;

export type JobWorkerOptions = {
  store: SubmissionStore;
  files: Files;
  log: FastifyBaseLogger;
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
  /** How often the queue is looked at for jobs queued by other processes or due again; default 10 s. */
  pollMs?: number;
  /** How long a claim holds a job before another process may take it; renewed at a third of it. Default 5 min. */
  leaseMs?: number;
  /** Tries before a job is kept as failed; default 3. */
  maxAttempts?: number;
  /** Waits after the first, second, ... failed try; the last one repeats. Default 1, 5 min. */
  retryDelaysMs?: readonly number[];
  /** Rows a band of the print file (the bench); default render-sheet.ts's. */
  bandRows?: number;
  /** Tests run the queue themselves with runDue(); no loop then. */
  manual?: boolean;
  /** How long closing waits for the job under way before it stops it; default 5 s. */
  closeGraceMs?: number;
};

export type JobWorker = {
  /** Looks at the queue now (after this process queued a job), not at the next poll. */
  wake(): void;
  /** Claims and works the jobs due now, one at a time; how many it worked. */
  runDue(): Promise<number>;
  /**
   * Stops claiming; lets the job under way finish within the grace period, then stops it and puts
   * it back in the queue for any process to take.
   */
  close(): Promise<void>;
};

type Handler = (job: ClaimedJob) => Promise<JobFile[]>;

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { store, log } = options;
  const jobs: JobAccess = store.jobs;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 5 * minute;
  const maxAttempts = options.maxAttempts ?? 3;
  const delays = options.retryDelaysMs?.length ? options.retryDelaysMs : [minute, 5 * minute];

  const closeGraceMs = options.closeGraceMs ?? 5_000;
  const cancelling = new AbortController();

  const handlers: Record<JobKind, Handler> = {
    async 'gang-sheet-print'(job) {
      const submission = await store.get(job.reference);
      if (!submission) throw new Error('the request no longer exists');
      return buildPrintFiles(submission, {
        files: options.files,
        now,
        bandRows: options.bandRows,
        signal: cancelling.signal,
      });
    },
  };

  async function workOne(job: ClaimedJob): Promise<void> {
    const context = { reference: job.reference, kind: job.kind, attempt: job.attempts, jobId: job.id };
    // A long build keeps its claim; a process that dies stops renewing it.
    const renew = setInterval(() => {
      jobs
        .holdLease(job, now() + leaseMs)
        .catch((error: unknown) => log.warn({ ...context, err: error }, 'could not renew a job’s claim'));
    }, leaseMs / 3);
    try {
      const files = await handlers[job.kind](job);
      if (await jobs.complete(job, files, now())) log.info(context, 'job done');
      else log.warn(context, 'job done, but another process had taken it over: its result is dropped');
    } catch (error) {
      const reason = String((error as Error)?.message ?? error);
      if (cancelling.signal.aborted) {
        // Not the job's fault: due again at once, for the next process to take.
        log.warn(context, 'job stopped: the server is closing; it is queued again');
        await jobs.retryAt(job, now(), 'stopped: the server was closing');
      } else if (job.attempts >= maxAttempts) {
        log.error({ ...context, err: error }, 'job failed; giving up (the owner can retry it)');
        await jobs.fail(job, now(), reason);
      } else {
        const delay = delays[Math.min(job.attempts, delays.length) - 1];
        log.error({ ...context, err: error, retryInMs: delay }, 'job failed; will try again');
        await jobs.retryAt(job, now() + delay, reason);
      }
    } finally {
      clearInterval(renew);
    }
  }

  let stopping = false;
  async function runDue(): Promise<number> {
    let worked = 0;
    // One job at a time: a print file is the heaviest work this process does.
    while (!stopping) {
      const [job] = await jobs.claim(now(), leaseMs, 1);
      if (!job) break;
      await workOne(job).catch((error: unknown) =>
        log.error(
          { err: error, jobId: job.id },
          'could not mark the job; its claim runs out and it is tried again',
        ),
      );
      worked += 1;
    }
    return worked;
  }

  let poke: (() => void) | undefined;
  let woken = false;
  const loop = options.manual
    ? Promise.resolve()
    : (async () => {
        while (!stopping) {
          woken = false;
          await runDue().catch((error: unknown) =>
            log.error({ err: error }, 'could not read the job queue; will look again'),
          );
          if (woken || stopping) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollMs);
            poke = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          poke = undefined;
        }
      })();

  return {
    wake() {
      woken = true;
      poke?.();
    },
    runDue,
    async close() {
      stopping = true;
      poke?.();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), closeGraceMs)),
      );
      if ((await Promise.race([loop, late])) === 'late') cancelling.abort(new Error('the server is closing'));
      clearTimeout(timer);
      await loop;
    },
  };
}
