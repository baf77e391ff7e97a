/**
 * The e-mails of a request's life after it is sent (docs/owner-guide.md "The customer's page: messages and proofs"): to the
 * customer, in their request's language and each with the link to their page, the shop's
 * message, a new proof, its reminders, the confirmation of an approval and a fresh link; to the
 * shop, in English like its other e-mails, the customer's answer and their decision on a proof.
 * What people typed only ever goes in the body, set apart as a quote, never in a header.
 */
import type { Language, Mail, Message, NewMail, Proof, Submission } from '../store/types.ts';
import type { EmailTexts, Values } from './email-texts.ts';
import { visitorAddress } from './email-texts.ts';
import { headerText } from './format-message.ts';
import { html, plainText, type Block } from './mail-blocks.ts';
import { visitorNameOf } from '../forms/form-texts.ts';

export type CustomerMailSettings = {
  texts: EmailTexts;
  shopTo: readonly string[];
  shopReplyTo: string;
};

export type CustomerMails = ReturnType<typeof createCustomerMails>;

/** The owner's screen for a request. */
const ownerUrl = (siteUrl: string, reference: string) =>
  `${siteUrl.replace(/\/+$/, '')}/owner?ref=${encodeURIComponent(reference)}`;

const fileNames = (files: readonly { originalName: string }[]) => files.map((f) => f.originalName).join(', ');

export function when(lng: Language, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lng === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/**
 * The frame every e-mail of a request's life shares: to the customer (greeting, body, the link to
 * their page, the shop's phone and hours, signature) or to the shop (in English, reply-to the
 * customer). customer-mails.ts and quote-mails.ts fill them.
 */
export function createMailFrames(settings: CustomerMailSettings) {
  const { texts } = settings;
  const { text } = texts;
  const shopLng: Language = 'en';

  function toCustomer(
    kind: NewMail['kind'],
    request: Submission,
    siteUrl: string,
    subjectKey: string,
    values: Values,
    body: Block[],
    linkIntro: string,
  ): NewMail[] {
    const to = visitorAddress(request.data);
    if (!to) return [];
    const lng = request.lang;
    const blocks: Block[] = [
      { kind: 'p', text: texts.greeting(lng, request.data) },
      ...body,
      ...texts.pageLink(lng, request.reference, siteUrl, linkIntro),
      { kind: 'p', text: text(lng, 'status.contact', texts.contactValues(lng)) },
      { kind: 'p', text: text(lng, 'receipt.signature') },
    ];
    const subject = text(lng, subjectKey, values);
    const message: Mail = {
      to: [to],
      replyTo: { name: texts.shopName(lng), address: settings.shopReplyTo },
      subject,
      text: plainText(blocks),
      html: html(blocks, lng, subject),
    };
    return [{ kind, message }];
  }

  function toShop(kind: NewMail['kind'], request: Submission, subject: string, blocks: Block[]): NewMail[] {
    const customer = visitorAddress(request.data);
    const name = visitorNameOf(request.data);
    const message: Mail = {
      to: [...settings.shopTo],
      subject,
      text: plainText(blocks),
      html: html(blocks, shopLng, subject),
      // Answering the e-mail writes to the customer, as the shop's new-request e-mail does.
      ...(customer && { replyTo: { name: headerText(name ?? '', 60), address: customer } }),
    };
    return [{ kind, message }];
  }

  const customerName = (request: Submission) =>
    headerText(visitorNameOf(request.data) ?? text(shopLng, 'shop.customer'), 60);

  return { text, toCustomer, toShop, customerName, shopLng };
}

export type MailFrames = ReturnType<typeof createMailFrames>;

export function createCustomerMails(settings: CustomerMailSettings) {
  const { text, toCustomer, toShop, customerName, shopLng } = createMailFrames(settings);

  return {
    /** The shop wrote to the customer. */
    message(request: Submission, message: Message, siteUrl: string): NewMail[] {
      const lng = request.lang;
      const values = { reference: request.reference };
      return toCustomer(
        'message',
        request,
        siteUrl,
        'message.subject',
        values,
        [
          { kind: 'p', text: text(lng, 'message.intro', values) },
          { kind: 'quote', text: message.text },
          ...(message.files.length
            ? [{ kind: 'p', text: text(lng, 'message.files', { names: fileNames(message.files) }) } as Block]
            : []),
        ],
        text(lng, 'message.answer'),
      );
    },

    /** The customer answered on their page. */
    reply(request: Submission, message: Message, siteUrl: string): NewMail[] {
      const values = { reference: request.reference, name: customerName(request) };
      return toShop('reply', request, text(shopLng, 'shop.replySubject', values), [
        { kind: 'p', text: text(shopLng, 'shop.replyIntro', values) },
        { kind: 'quote', text: message.text },
        ...(message.files.length
          ? [{ kind: 'p', text: text(shopLng, 'shop.files', { names: fileNames(message.files) }) } as Block]
          : []),
        { kind: 'link', text: text(shopLng, 'shop.open'), url: ownerUrl(siteUrl, request.reference) },
      ]);
    },

    /** A new proof (or a reminder of the newest, undecided one). */
    proof(request: Submission, proof: Proof, siteUrl: string, reminder = false): NewMail[] {
      const lng = request.lang;
      const values = { reference: request.reference, version: proof.version };
      const body: Block[] = reminder
        ? [{ kind: 'p', text: text(lng, 'reminder.intro', values) }]
        : [
            { kind: 'p', text: text(lng, 'proof.intro', values) },
            ...(proof.note.trim()
              ? [
                  { kind: 'title', text: text(lng, 'proof.note') } as Block,
                  { kind: 'quote', text: proof.note } as Block,
                ]
              : []),
            { kind: 'p', text: text(lng, 'proof.nothingPrinted') },
          ];
      return toCustomer(
        reminder ? 'reminder' : 'proof',
        request,
        siteUrl,
        reminder ? 'reminder.subject' : 'proof.subject',
        values,
        body,
        text(lng, 'proof.open', values),
      );
    },

    /** The customer decided on a proof: the shop hears of it, and an approval is confirmed. */
    decision(request: Submission, proof: Proof, siteUrl: string, timeZone: string): NewMail[] {
      const decision = proof.decision;
      if (!decision) return [];
      const values = {
        reference: request.reference,
        version: proof.version,
        name: headerText(decision.name ?? customerName(request), 80),
      };
      const approved = decision.kind === 'approve';
      const record: [string, string][] = [
        [text(shopLng, 'shop.at'), when(shopLng, decision.at, timeZone)],
        [text(shopLng, 'shop.ip'), decision.ip ?? '-'],
        [text(shopLng, 'shop.browser'), decision.userAgent ?? '-'],
        [text(shopLng, 'shop.sha256'), decision.sha256],
      ];
      const mails = toShop(
        'decision',
        request,
        text(shopLng, approved ? 'shop.decisionApprovedSubject' : 'shop.decisionChangesSubject', values),
        [
          {
            kind: 'p',
            text: text(shopLng, approved ? 'shop.decisionApproved' : 'shop.decisionChanges', values),
          },
          ...(decision.comment ? [{ kind: 'quote', text: decision.comment } as Block] : []),
          { kind: 'title', text: text(shopLng, 'shop.record') },
          { kind: 'fields', rows: record },
          { kind: 'link', text: text(shopLng, 'shop.open'), url: ownerUrl(siteUrl, request.reference) },
        ],
      );
      if (!approved) return mails;
      const lng = request.lang;
      const date = when(lng, decision.at, timeZone);
      return [
        ...mails,
        ...toCustomer(
          'confirmation',
          request,
          siteUrl,
          'confirmation.subject',
          values,
          [
            { kind: 'p', text: text(lng, 'confirmation.intro', { ...values, date }) },
            { kind: 'title', text: text(lng, 'confirmation.record') },
            {
              kind: 'fields',
              rows: [
                [text(lng, 'confirmation.version'), `v${proof.version}`],
                [text(lng, 'confirmation.name'), values.name],
                [text(lng, 'confirmation.date'), date],
                [text(lng, 'confirmation.file'), proof.file.originalName],
                [text(lng, 'confirmation.sha256'), decision.sha256],
              ],
            },
          ],
          text(lng, 'receipt.statusLink'),
        ),
      ];
    },

    /** A fresh link the customer asked for on the site. */
    link(request: Submission, siteUrl: string): NewMail[] {
      const lng = request.lang;
      const values = { reference: request.reference };
      return toCustomer(
        'link',
        request,
        siteUrl,
        'link.subject',
        values,
        [
          { kind: 'p', text: text(lng, 'link.intro', values) },
          { kind: 'small', text: text(lng, 'link.ignore') },
        ],
        text(lng, 'receipt.statusLink'),
      );
    },
  };
}
