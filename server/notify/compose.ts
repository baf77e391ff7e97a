/**
 * The e-mails about a request, composed when they are queued (README "E-mails"): the shop's
 * notification (format-message.ts), the visitor's receipt in the language of the page they
 * used, and the visitor's note when the owner marks the request quoted, ready or completed.
 * Every text comes from locales/<lng>/emails.json and the form's own labels; every header is
 * built from checked values (a valid address, the reference, a fixed text), never from what a
 * visitor typed. Nothing here sends: the outbox keeps what this returns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { business } from '../../catalog/business.ts';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { paths } from '../../core/routes/paths.ts';
import { isHeaderAddress } from '../config.ts';
import type { FormTexts } from '../owner/form-texts.ts';
import { visitorNameOf } from '../owner/form-texts.ts';
import type { Language, Mail, NewMail, SubmissionStatus } from '../store/types.ts';
import { languages } from '../store/types.ts';
import { formatMessage, headerText, type MessageSource } from './format-message.ts';
import { html, plainText, type Block } from './mail-blocks.ts';

/** Statuses the visitor is told about by e-mail; the others are steps they need not act on. */
export const statusesToTell: readonly SubmissionStatus[] = ['quoted', 'ready', 'completed'];

type Texts = Record<string, unknown>;

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

const isObject = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function loadEmailTexts(localesDir: string, lng: Language): Texts {
  const file = join(localesDir, lng, 'emails.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isObject(parsed)) throw new Error(`${file} must hold one JSON object`);
  return parsed;
}

/** `{{name}}` placeholders filled from `values`. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The visitor's address when it is one we may write to; anything else means no e-mail. */
export function visitorAddress(data: Record<string, unknown>): string | null {
  return isHeaderAddress(data.email) ? data.email : null;
}

/** The shop's opening hours in `lng`, from the catalogue, e.g. "Monday to Friday 8:00 AM–5:00 PM, ...". */
function hoursText(lng: Language, template: string): string {
  // The shop's hours as each language writes them: 8:00 AM in English, 8:00 (24-hour) in Spanish.
  const time = new Intl.DateTimeFormat(`${lng}-US`, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: lng === 'en',
    timeZone: 'UTC',
  });
  const at = (hhmm: string) => time.format(new Date(`1970-01-01T${hhmm}:00Z`)).replace(/^0(\d)/, '$1');
  const range = (days: string) => {
    const entry = business.hours.find((h) => h.days === days);
    return entry?.open && entry.close ? `${at(entry.open)}–${at(entry.close)}` : '';
  };
  return fill(template, { weekdays: range('mon-fri'), saturday: range('sat') });
}

/** The order-status page in the visitor's language: /order-status or /es/order-status, with ?ref=. */
export function statusUrl(siteUrl: string, reference: string, lng: Language): string {
  const page = localizePath(paths.orderStatus, lng);
  return `${siteUrl.replace(/\/+$/, '')}${page}?ref=${encodeURIComponent(reference)}`;
}

export function createMailComposer(settings: ComposerSettings): MailComposer {
  const texts = new Map(languages.map((lng) => [lng, loadEmailTexts(settings.localesDir, lng)] as const));
  const replyTo = { name: '', address: settings.shopReplyTo };

  /** The text at a dotted key of emails.json in `lng`; a missing key is a bug the tests catch. */
  const text = (lng: Language, key: string, values: Record<string, string | number> = {}): string => {
    let node: unknown = texts.get(lng);
    for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`locales/${lng}/emails.json has no text at ${key}`);
    return fill(node, values);
  };

  const shopName = (lng: Language) => text(lng, 'shopName');
  /** "Hello Ana," when the form has a name (one line of it), else "Hello,". */
  const greeting = (lng: Language, section: 'receipt' | 'status', data: Record<string, unknown>) => {
    const name = visitorNameOf(data);
    return name
      ? text(lng, `${section}.greeting`, { name: headerText(name, 60) })
      : text(lng, `${section}.greetingNoName`);
  };
  const contactValues = (lng: Language) => ({
    phone: business.phoneDisplay,
    hours: hoursText(lng, text(lng, 'hours')),
  });

  function receipt(request: MessageSource & { lang: Language }, to: string, siteUrl: string): Mail {
    const lng = request.lang;
    const { formTexts } = settings;
    const fileFields = new Set(request.files.map((file) => file.field));
    const rows = formTexts
      .fields(lng, request.formId, request.data)
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
    const blocks: Block[] = [
      { kind: 'p', text: greeting(lng, 'receipt', request.data) },
      { kind: 'p', text: text(lng, 'receipt.intro', { form: formTexts.formLabel(lng, request.formId) }) },
      { kind: 'reference', label: text(lng, 'receipt.reference'), value: request.reference },
      { kind: 'small', text: text(lng, 'receipt.referenceNote') },
      { kind: 'title', text: text(lng, 'receipt.copyTitle') },
      { kind: 'fields', rows },
      { kind: 'title', text: text(lng, 'receipt.nextTitle') },
      { kind: 'list', items: ['next1', 'next2', 'next3'].map((key) => text(lng, `receipt.${key}`)) },
      {
        kind: 'link',
        text: text(lng, 'receipt.statusLink'),
        url: statusUrl(siteUrl, request.reference, lng),
      },
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

    forNewRequest(request, options) {
      const shop = formatMessage(request, {
        fieldOrder: options.fieldOrder,
        kind: settings.formTexts.emailSubject(request.formId),
        language: request.lang,
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
        { kind: 'p', text: greeting(lng, 'status', request.data) },
        { kind: 'p', text: text(lng, `status.${request.status}`, values) },
        {
          kind: 'link',
          text: text(lng, 'status.statusLink'),
          url: statusUrl(siteUrl, request.reference, lng),
        },
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
