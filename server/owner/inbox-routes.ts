/**
 * The inbox itself, for a signed-in owner (owner-plugin.ts checks the session and the CSRF
 * header first): the counts, the list, one request, its status and notes, its files, the
 * CSV export and erasure.
 */
import type { FastifyInstance } from 'fastify';
import type { ItemPage } from '../../core/api/owner.ts';
import { attachmentHeader, sendStoredFile } from '../files/send-file.ts';
import { sweepLooseFiles, type Files } from '../files/file-sweeper.ts';
import {
  isSubmissionStatus,
  submissionStatuses,
  type BackupRun,
  type Submission,
  type SubmissionStore,
} from '../store/types.ts';
import { workStatuses } from '../../catalog/request-statuses.ts';
import type { Mailer } from '../notify/mailer.ts';
import { csvExport } from './csv-export.ts';
import {
  ownerLanguageOf,
  summaryOf,
  visitorEmailOf,
  visitorNameOf,
  type FormTexts,
} from '../forms/form-texts.ts';
import { parseInboxQuery } from './inbox-query.ts';
import { notFound, referencePattern, requestAnswers } from './request-view.ts';

export type InboxOptions = {
  store: SubmissionStore;
  texts: FormTexts;
  /** Every form id the inbox can filter by. */
  formIds: readonly string[];
  files: Files;
  /** SHOP_TIME_ZONE: the date filters mean the shop's days. */
  timeZone: string;
  /** Whether nightly backups are on (BACKUP_DIR), for the inbox's backup line. */
  nightlyBackups: boolean;
  /** Queues the visitor's e-mail on a status change; absent when e-mail is off. */
  mailer?: Mailer;
  /** Tells this process's job worker a job was queued again. */
  wakeJobs?: () => void;
};

const pageSize = 50;
const maxNoteLength = 2000;

type Params = { reference: string; fileId?: string };
type Query = Record<string, unknown>;

/** The newest nightly backup as the inbox shows it: when, how big, or why it failed. */
function backupView(run: BackupRun | null) {
  if (!run) return null;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    day: run.day,
    startedAt: iso(run.startedMs),
    finishedAt: iso(run.finishedMs),
    size: run.size,
    error: run.error,
  };
}

export async function inboxRoutes(app: FastifyInstance, options: InboxOptions): Promise<void> {
  const { store, texts, files, mailer } = options;
  const knownForms = new Set(options.formIds);

  const { findDetail, view, answer } = requestAnswers({
    store,
    texts,
    mailOn: mailer !== undefined,
    timeZone: options.timeZone,
  });

  app.get<{ Querystring: Query }>('/api/owner/overview', async (request) => {
    const lng = ownerLanguageOf(request.query.lang);
    const counts = await store.counts();
    const ids = [...new Set([...options.formIds, ...counts.forms.map((f) => f.formId)])];
    return {
      forms: ids.map((id) => {
        const found = counts.forms.find((f) => f.formId === id);
        return {
          id,
          label: texts.formLabel(lng, id),
          received: found?.received ?? 0,
          total: found?.total ?? 0,
        };
      }),
      spam: counts.spam,
      waiting: counts.waiting,
      accepted: counts.accepted,
      statuses: workStatuses,
      backup: { enabled: options.nightlyBackups, last: backupView(await store.backups.latest()) },
    };
  });

  app.get<{ Querystring: Query }>('/api/owner/submissions', async (request): Promise<ItemPage> => {
    const lng = ownerLanguageOf(request.query.lang);
    const { filter, page } = parseInboxQuery(request.query, knownForms, options.timeZone);
    const result = await store.list(filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return {
      items: result.items.map((item) => ({
        reference: item.reference,
        form: item.formId,
        formLabel: texts.formLabel(lng, item.formId),
        status: item.status,
        receivedAt: item.createdAt,
        name: visitorNameOf(item.data),
        email: visitorEmailOf(item.data),
        summary: summaryOf(item.data),
        fileCount: item.fileCount,
        unread: item.unread,
        lastMessageFrom: item.lastMessageFrom,
        quoteState: item.quoteState,
        estimateCents: item.estimate?.totalCents ?? null,
      })),
      total: result.total,
      page,
      pageSize,
    };
  });

  app.get<{ Querystring: Query }>('/api/owner/submissions.csv', async (request, reply) => {
    const lng = ownerLanguageOf(request.query.lang);
    const { filter } = parseInboxQuery(request.query, knownForms, options.timeZone);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`requests-${filter.formId ?? 'all'}-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(csvExport(store, texts, lng, filter));
  });

  app.get<{ Params: Params; Querystring: Query }>(
    '/api/owner/submissions/:reference',
    async (request, reply) => {
      const detail = await findDetail(request.params.reference);
      return detail ? view(detail, request.query.lang) : notFound(reply);
    },
  );

  app.patch<{ Params: Params; Querystring: Query; Body: unknown }>(
    '/api/owner/submissions/:reference',
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null;
      const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
      const unknown = keys.filter((key) => key !== 'status' && key !== 'note');
      if (!body || keys.length === 0 || unknown.length > 0) {
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Send {"status": ...} and/or {"note": "..."}.' });
      }
      if (body.status !== undefined && !isSubmissionStatus(body.status)) {
        return reply.code(400).send({
          error: 'bad-status',
          message: `'status' must be one of: ${submissionStatuses.join(', ')}.`,
        });
      }
      const note = typeof body.note === 'string' ? body.note.trim() : undefined;
      if (body.note !== undefined && (note === undefined || note === '' || note.length > maxNoteLength)) {
        return reply
          .code(400)
          .send({ error: 'bad-note', message: `A note is text of 1 to ${maxNoteLength} characters.` });
      }
      const current = await findDetail(request.params.reference);
      if (!current) return notFound(reply);
      if (isSubmissionStatus(body.status) && body.status !== current.status) {
        // The visitor hears of quoted, ready and completed; the e-mail is queued with the change.
        const siteUrl = mailer?.siteUrlFor(request) ?? '';
        const mails = mailer
          ? (changed: Submission) => mailer.composer.forStatus(changed, siteUrl)
          : undefined;
        await store.updateStatus(current.reference, body.status, 'owner', mails);
        mailer?.wake();
      }
      if (note) await store.addNote(current.reference, note);
      return answer(reply, current.reference, request.query.lang);
    },
  );

  app.delete<{ Params: Params }>('/api/owner/submissions/:reference', async (request, reply) => {
    const { reference } = request.params;
    if (!referencePattern.test(reference) || !(await store.delete(reference))) return notFound(reply);
    // Its files went loose with the row; they go now, or after a backup under way has read them.
    await sweepLooseFiles(files).catch((error: unknown) =>
      request.log.error({ err: error, reference }, 'the files of a deleted request could not be removed yet'),
    );
    return reply.code(204).send();
  });

  // A gang sheet's print file given up on is queued again with fresh attempts.
  app.post<{ Params: Params; Querystring: Query }>(
    '/api/owner/submissions/:reference/print-file/retry',
    async (request, reply) => {
      const { reference } = request.params;
      const detail = await findDetail(reference);
      if (!detail) return notFound(reply);
      const job = detail.jobs.filter((j) => j.kind === 'gang-sheet-print').at(-1);
      if (!job || job.state !== 'failed' || !(await store.jobs.retry(reference, job.id, Date.now()))) {
        return reply.code(409).send({ error: 'not-failed', message: 'The print file has not failed.' });
      }
      options.wakeJobs?.();
      return answer(reply, reference, request.query.lang);
    },
  );

  app.get<{ Params: Params }>('/api/owner/submissions/:reference/files/:fileId', async (request, reply) => {
    const { reference, fileId } = request.params;
    const detail = /^\d{1,15}$/.test(fileId ?? '') ? await findDetail(reference) : null;
    // The form's files, the conversation's and the proofs'.
    const all = detail
      ? [
          ...detail.files,
          ...detail.messages.flatMap((message) => message.files),
          ...detail.proofs.map((proof) => proof.file),
        ]
      : [];
    const file = all.find((f) => f.id === Number(fileId));
    if (!detail || !file) return notFound(reply);
    return sendStoredFile(reply, files, file);
  });
}
