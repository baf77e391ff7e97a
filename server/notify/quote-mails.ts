/**
 * The e-mails of a priced quote (docs/owner-guide.md "Quotes"): to the customer, in their language and with
 * the link to their page, the quote itself with its lines and totals, and the confirmation of
 * their acceptance; to the shop, the customer's accept or decline with its record.
 */
import { formatCents } from '../../core/pricing/quote.ts';
import type { Language, NewMail, Quote, Submission } from '../store/types.ts';
import { createMailFrames, when, type CustomerMailSettings } from './customer-mails.ts';
import { headerText } from './format-message.ts';
import type { Block } from './mail-blocks.ts';

export type QuoteMails = ReturnType<typeof createQuoteMails>;

const percent = (rate: number, lng: Language) =>
  new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(rate / 100);

/** The shop's valid-until day, written out in `lng` (a calendar date, so no time zone moves it). */
const dayText = (day: string, lng: Language) =>
  new Intl.DateTimeFormat(lng === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00.000Z`),
  );

export function createQuoteMails(settings: CustomerMailSettings) {
  const { text, toCustomer, toShop, customerName, shopLng } = createMailFrames(settings);

  const money = (cents: number, lng: Language) => formatCents(cents, lng);
  const quantity = (value: number, lng: Language) =>
    new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(value);

  /** The lines and totals as rows of label and amount. */
  function priced(quote: Quote, lng: Language): Block[] {
    const rows: [string, string][] = quote.lines.map((line) => [
      `${line.description} (${text(lng, 'quote.line', { quantity: quantity(line.quantity, lng), unit: money(line.unitCents, lng) })})`,
      money(line.amountCents, lng),
    ]);
    const totals: [string, string][] = [
      [text(lng, 'quote.subtotal'), money(quote.totals.subtotalCents, lng)],
    ];
    if (quote.totals.discountCents > 0)
      totals.push([text(lng, 'quote.discount'), `−${money(quote.totals.discountCents, lng)}`]);
    if (quote.taxRatePercent)
      totals.push([
        text(lng, 'quote.tax', { rate: percent(quote.taxRatePercent, lng) }),
        money(quote.totals.taxCents, lng),
      ]);
    totals.push([text(lng, 'quote.total'), money(quote.totals.totalCents, lng)]);
    return [
      { kind: 'title', text: text(lng, 'quote.lines') },
      { kind: 'fields', rows },
      { kind: 'fields', rows: totals },
    ];
  }

  return {
    /** A new quote, frozen as its version. */
    sent(request: Submission, quote: Quote, siteUrl: string): NewMail[] {
      const lng = request.lang;
      const values = {
        reference: request.reference,
        version: quote.version,
        total: money(quote.totals.totalCents, lng),
        validUntil: dayText(quote.validUntil, lng),
      };
      return toCustomer(
        'quote',
        request,
        siteUrl,
        'quote.subject',
        values,
        [
          { kind: 'p', text: text(lng, 'quote.intro', values) },
          ...priced(quote, lng),
          ...(quote.note.trim()
            ? [
                { kind: 'title', text: text(lng, 'quote.note') } as Block,
                { kind: 'quote', text: quote.note } as Block,
              ]
            : []),
          { kind: 'p', text: text(lng, 'quote.nothingPaid') },
        ],
        text(lng, 'quote.open'),
      );
    },

    /** The customer accepted or declined: the shop hears of it, and an acceptance is confirmed. */
    decision(request: Submission, quote: Quote, siteUrl: string, timeZone: string): NewMail[] {
      const decision = quote.decision;
      if (!decision) return [];
      const accepted = decision.kind === 'accept';
      const values = {
        reference: request.reference,
        version: quote.version,
        total: money(quote.totals.totalCents, shopLng),
        name: headerText(decision.name ?? customerName(request), 80),
        reason: decision.reason
          ? `${text(shopLng, `shop.reasons.${decision.reason}`)}${decision.comment ? ` — ${decision.comment}` : ''}`
          : '',
      };
      const mails = toShop(
        'quote-decision',
        request,
        text(shopLng, accepted ? 'shop.quoteAcceptedSubject' : 'shop.quoteDeclinedSubject', values),
        [
          { kind: 'p', text: text(shopLng, accepted ? 'shop.quoteAccepted' : 'shop.quoteDeclined', values) },
          { kind: 'title', text: text(shopLng, 'shop.record') },
          {
            kind: 'fields',
            rows: [
              [text(shopLng, 'shop.at'), when(shopLng, decision.at, timeZone)],
              [text(shopLng, 'shop.ip'), decision.ip ?? '-'],
              [text(shopLng, 'shop.browser'), decision.userAgent ?? '-'],
              [text(shopLng, 'shop.sha256'), decision.sha256],
            ],
          },
          {
            kind: 'link',
            text: text(shopLng, 'shop.open'),
            url: `${siteUrl.replace(/\/+$/, '')}/owner?ref=${encodeURIComponent(request.reference)}`,
          },
        ],
      );
      if (!accepted) return mails;
      const lng = request.lang;
      const customerValues = {
        ...values,
        total: money(quote.totals.totalCents, lng),
        date: when(lng, decision.at, timeZone),
      };
      return [
        ...mails,
        ...toCustomer(
          'quote-confirmation',
          request,
          siteUrl,
          'quoteConfirmation.subject',
          customerValues,
          [
            { kind: 'p', text: text(lng, 'quoteConfirmation.intro', customerValues) },
            { kind: 'title', text: text(lng, 'quoteConfirmation.record') },
            {
              kind: 'fields',
              rows: [
                [text(lng, 'quoteConfirmation.version'), `v${quote.version}`],
                [text(lng, 'quoteConfirmation.name'), values.name],
                [text(lng, 'quoteConfirmation.date'), customerValues.date],
                [text(lng, 'quoteConfirmation.total'), customerValues.total],
                [text(lng, 'quoteConfirmation.sha256'), decision.sha256],
              ],
            },
          ],
          text(lng, 'receipt.statusLink'),
        ),
      ];
    },
  };
}
