/**
 * The e-mails about a request, composed when they are queued (docs/configuration.md "E-mails"): the shop's
 * notification (format-message.ts), the visitor's receipt in the language of the page they
 * used, the visitor's note when the owner marks the request quoted, ready or completed, and
 * (customer-mails.ts) the e-mails of the conversation and the proofs.
 * Every text comes from locales/<lng>/emails.json and the form's own labels; every header is
 * built from checked values (a valid address, the reference, a fixed text), never from what a
 * visitor typed. Nothing here sends: the outbox keeps what this returns.
 */
import { formatCents } from '../../core/pricing/quote.ts';
import type { FormTexts } from '../forms/form-texts.ts';
import type { Language, Mail, NewMail, SubmissionStatus } from '../store/types.ts';
import { createCustomerMails, type CustomerMails } from './customer-mails.ts';
import { createEmailTexts, visitorAddress } from './email-texts.ts';
import { createQuoteMails, type QuoteMails } from './quote-mails.ts';
import { formatMessage, type MessageSource } from './format-message.ts';
import { html, plainText, type Block } from './mail-blocks.ts';

/** Statuses the visitor is told about by e-mail; the others are steps they need not act on. */
export const statusesToTell: readonly SubmissionStatus[] = ['quoted', 'ready', 'completed'];

export type MailComposer = {
  /** The shop's name, as the e-mails' sender (emails.json `shopName`, English). */
  senderName: string;
  /** The shop's notification and, when the form has a valid e-mail, the visitor's receipt. */
  forNewRequest(request: MessageSource & { lang: Language }, options: ComposeOptions): NewMail[];
  /** The visitor's note for a status in `statusesToTell`; none for other statuses or no e-mail. */
  forStatus(
    request: MessageSource & { lang: Language; status: SubmissionStatus },
    siteUrl: string,
  ): NewMail[];
  /** The conversation, proofs and links (customer-mails.ts). */
  customer: CustomerMails;
  /** Priced quotes (quote-mails.ts). */
  quotes: QuoteMails;
};

export type ComposeOptions = {
  /** Field names in the order the form sent them. */
  fieldOrder?: readonly string[];
  /** The site's origin for the order-status link, e.g. https://michianaprintdesign.com. */
  siteUrl: string;
};

export type ComposerSettings = {
  /** The shop's addresses (NOTIFY_TO). */
  shopTo: readonly string[];
  /** Where a visitor's reply goes: the shop. */
  shopReplyTo: string;
  formTexts: FormTexts;
  localesDir: string;
};

export function createMailComposer(settings: ComposerSettings): MailComposer {
  const texts = createEmailTexts(settings.localesDir);
  const { text, shopName, contactValues } = texts;
  const replyTo = { name: '', address: settings.shopReplyTo };

  const greeting = (lng: Language, data: Record<string, unknown>) => texts.greeting(lng, data);

  function receipt(request: MessageSource & { lang: Language }, to: string, siteUrl: string): Mail {
    const lng = request.lang;
    const { formTexts } = settings;
    const fileFields = new Set(request.files.map((file) => file.field));
    const rows = formTexts
      .fields(lng, request.formId, request.data, request.formVersion)
      .filter((field) => !fileFields.has(field.name) && field.text.trim() !== '')
      .map((field): [string, string] => [field.label, field.text]);
    if (request.files.length > 0) {
      rows.push([
        text(lng, 'receipt.files'),
        [
          text(lng, `receipt.fileCount_${request.files.length === 1 ? 'one' : 'other'}`, {
            count: request.files.length,
          }),
          ...request.files.map((file) => file.originalName),
        ].join('\n'),
      ]);
    }
    if (request.estimate) {
      // The price the server computed, with the words that it is not yet the price.
      rows.push([
        text(lng, 'receipt.estimate'),
        `${formatCents(request.estimate.totalCents, lng)}\n${text(lng, 'receipt.estimateNote')}`,
      ]);
    }
    const blocks: Block[] = [
      { kind: 'p', text: greeting(lng, request.data) },
      { kind: 'p', text: text(lng, 'receipt.intro', { form: formTexts.formLabel(lng, request.formId) }) },
      { kind: 'reference', label: text(lng, 'receipt.reference'), value: request.reference },
      { kind: 'small', text: text(lng, 'receipt.referenceNote') },
      { kind: 'title', text: text(lng, 'receipt.copyTitle') },
      { kind: 'fields', rows },
      { kind: 'title', text: text(lng, 'receipt.nextTitle') },
      { kind: 'list', items: ['next1', 'next2', 'next3'].map((key) => text(lng, `receipt.${key}`)) },
      ...texts.pageLink(lng, request.reference, siteUrl, text(lng, 'receipt.statusLink')),
      { kind: 'title', text: text(lng, 'receipt.contactTitle') },
      { kind: 'p', text: text(lng, 'receipt.contact', contactValues(lng)) },
      { kind: 'p', text: text(lng, 'receipt.signature') },
      { kind: 'small', text: text(lng, 'receipt.footer') },
    ];
    const subject = text(lng, 'receipt.subject', { reference: request.reference });
    return {
      to: [to],
      replyTo: { ...replyTo, name: shopName(lng) },
      subject,
      text: plainText(blocks),
      html: html(blocks, lng, subject),
    };
  }

  return {
    senderName: shopName('en'),
    customer: createCustomerMails({ texts, shopTo: settings.shopTo, shopReplyTo: settings.shopReplyTo }),
    quotes: createQuoteMails({ texts, shopTo: settings.shopTo, shopReplyTo: settings.shopReplyTo }),

    forNewRequest(request, options) {
      const { formTexts } = settings;
      const shop = formatMessage(request, {
        // The form's own order (a field a condition showed at its place), then the body's.
        fieldOrder: [
          ...formTexts.order(request.formId, request.data, request.formVersion),
          ...(options.fieldOrder ?? []),
        ],
        estimate: request.estimate
          ? formTexts.estimate('en', request.formId, request.estimate, request.data, request.formVersion)
          : undefined,
        kind: settings.formTexts.emailSubject(request.formId),
        language: request.lang,
        answerTexts: formTexts.extensionTexts('en', request.formId, request.data, request.formVersion),
      });
      const mails: NewMail[] = [
        {
          kind: 'shop',
          message: {
            to: [...settings.shopTo],
            subject: shop.subject,
            text: shop.text,
            ...(shop.replyTo && { replyTo: shop.replyTo }),
          },
        },
      ];
      const to = visitorAddress(request.data);
      if (to) mails.push({ kind: 'visitor', message: receipt(request, to, options.siteUrl) });
      return mails;
    },

    forStatus(request, siteUrl) {
      const to = visitorAddress(request.data);
      if (!to || !statusesToTell.includes(request.status)) return [];
      const lng = request.lang;
      const values = { reference: request.reference };
      const blocks: Block[] = [
        { kind: 'p', text: greeting(lng, request.data) },
        { kind: 'p', text: text(lng, `status.${request.status}`, values) },
        ...texts.pageLink(lng, request.reference, siteUrl, text(lng, 'status.statusLink')),
        { kind: 'p', text: text(lng, 'status.contact', contactValues(lng)) },
        { kind: 'p', text: text(lng, 'status.signature') },
      ];
      const subject = text(lng, 'status.subject', {
        ...values,
        status: text(lng, `status.labels.${request.status}`),
      });
      return [
        {
          kind: 'status',
          message: {
            to: [to],
            replyTo: { ...replyTo, name: shopName(lng) },
            subject,
            text: plainText(blocks),
            html: html(blocks, lng, subject),
          },
        },
      ];
    },
  };
}
