/**
 * One request as the owner's inbox shows it: every answer labelled, its files, history, notes,
 * the e-mails' delivery, and (README "The customer's page") the conversation and the proofs
 * with each decision's whole record.
 */
import type { Detail, StoredFile as FileView } from '../../core/api/owner.ts';
import type { StoredFile, SubmissionDetail } from '../store/types.ts';
import { ownerQuoteView, type QuoteViewOptions } from '../customer/quote-view.ts';
import { visitorAddress } from '../notify/email-texts.ts';
import { visitorEmailOf, visitorNameOf, type FormTexts, type OwnerLanguage } from './form-texts.ts';

const fileView = (f: StoredFile): FileView => ({
  id: f.id,
  field: f.field,
  name: f.originalName,
  size: f.size,
  type: f.contentType,
});

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
    fields: texts.fields(lng, detail.formId, detail.data),
    files: detail.files.map(fileView),
    history: detail.history,
    notes: detail.notes,
    // The shop's e-mail about it (README "Configuration"); null when none was due.
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
  };
}
