/**
 * One request as the owner's inbox shows it: every answer labelled, its files, history, notes,
 * the e-mails' delivery, and (docs/owner-guide.md "The customer's page: messages and proofs") the conversation and the proofs
 * with each decision's whole record.
 */
import type { FastifyReply } from 'fastify';
import type { Detail, PrintFileView, StoredFile as FileView } from '../../core/api/owner.ts';
import { sheetFields } from '../gang-sheets/print-job.ts';
import type { StoredFile, SubmissionDetail, SubmissionStore } from '../store/types.ts';
import { ownerQuoteView, type QuoteViewOptions } from '../quotes/quote-view.ts';
import { visitorAddress } from '../notify/email-texts.ts';
import {
  ownerLanguageOf,
  visitorEmailOf,
  visitorNameOf,
  type FormTexts,
  type OwnerLanguage,
} from '../forms/form-texts.ts';

export const referencePattern = /^[A-Z]-[0-9A-Z]{6}$/;

export const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not-found', message: 'There is no such request.' });

const fileView = (f: StoredFile): FileView => ({
  id: f.id,
  sha256: f.sha256,
  field: f.field,
  name: f.originalName,
  size: f.size,
  type: f.contentType,
});

/** The print file's state from the request's newest print job; null when it has none. */
export function printFileView(detail: SubmissionDetail, nowMs: number): PrintFileView | null {
  const job = detail.jobs.filter((j) => j.kind === 'gang-sheet-print').at(-1);
  if (!job) return null;
  const file = (field: string) => {
    const found = detail.files.find((f) => f.field === field);
    return found ? fileView(found) : null;
  };
  // A claim that ran out (its process died) waits for the next worker to take it.
  const building = job.state === 'running' && (job.leaseUntilMs ?? 0) > nowMs;
  const states = {
    queued: 'queued',
    running: building ? 'building' : 'queued',
    done: 'ready',
    failed: 'failed',
  } as const;
  return {
    state: states[job.state],
    attempts: job.attempts,
    error: job.error,
    file: job.state === 'done' ? file(sheetFields.print) : null,
    preview: job.state === 'done' ? file(sheetFields.preview) : null,
  };
}

export function requestView(
  detail: SubmissionDetail,
  lng: OwnerLanguage,
  texts: FormTexts,
  mailOn: boolean,
  quotes: QuoteViewOptions,
): Detail {
  return {
    reference: detail.reference,
    form: detail.formId,
    formLabel: texts.formLabel(lng, detail.formId),
    status: detail.status,
    receivedAt: detail.createdAt,
    updatedAt: detail.updatedAt,
    spamReason: detail.spamReason,
    name: visitorNameOf(detail.data),
    email: visitorEmailOf(detail.data),
    fields: texts.fields(lng, detail.formId, detail.data, detail.formVersion),
    files: detail.files.map(fileView),
    history: detail.history,
    notes: detail.notes,
    // The shop's e-mail about it (docs/configuration.md); null when none was due.
    emailDelivery: detail.emailDelivery,
    visitorDelivery: detail.visitorDelivery,
    lang: detail.lang,
    messages: detail.messages.map((message) => ({
      id: message.id,
      from: message.author,
      text: message.text,
      at: message.at,
      read: message.author === 'shop' || message.readAt !== null,
      files: message.files.map(fileView),
    })),
    proofs: detail.proofs.map((proof) => ({
      version: proof.version,
      note: proof.note,
      sentAt: proof.sentAt,
      state: proof.state,
      superseded: proof.superseded,
      remindersSent: proof.remindersSent,
      file: { ...fileView(proof.file), sha256: proof.file.sha256 },
      decision: proof.decision,
    })),
    quotes: detail.quotes.map((quote, index) => ownerQuoteView(quote, index === 0, quotes)),
    unread: detail.messages.filter((m) => m.author === 'customer' && m.readAt === null).length,
    // Whether the customer hears of a message or proof by e-mail.
    canEmail: mailOn && visitorAddress(detail.data) !== null && detail.status !== 'spam',
    estimate:
      detail.estimate && texts.estimate(lng, detail.formId, detail.estimate, detail.data, detail.formVersion),
    printFile: printFileView(detail, quotes.nowMs),
  };
}

export type RequestAnswerOptions = {
  store: SubmissionStore;
  texts: FormTexts;
  /** Whether e-mail is on (a mailer is configured). */
  mailOn: boolean;
  /** SHOP_TIME_ZONE: whether a quote in the answer has expired. */
  timeZone: string;
  /** The clock of the quotes' expiry; default Date.now. */
  now?: () => number;
};

/**
 * How every owner route finds a request by its reference (null when the reference is malformed
 * or unknown) and answers with it as the inbox shows it, in the language `?lang=` asks for.
 */
export function requestAnswers(options: RequestAnswerOptions) {
  const { store, texts, mailOn, timeZone } = options;
  const now = options.now ?? Date.now;
  const view = (detail: SubmissionDetail, lang: unknown) =>
    requestView(detail, ownerLanguageOf(lang), texts, mailOn, { nowMs: now(), timeZone });
  return {
    findDetail: (reference: string) =>
      referencePattern.test(reference) ? store.detail(reference) : Promise.resolve(null),
    view,
    /** The request as it is now, with `code`; 404 if it is gone. */
    async answer(reply: FastifyReply, reference: string, lang: unknown, code = 200) {
      const detail = await store.detail(reference);
      if (!detail) return notFound(reply);
      return reply.code(code).send(view(detail, lang));
    },
  };
}
