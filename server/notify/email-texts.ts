/**
 * The e-mails' texts (locales/<lng>/emails.json) and the parts every e-mail to a customer
 * shares: the greeting, the shop's phone and hours, and the link to their request's page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { business } from '../../catalog/business.ts';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { paths } from '../../core/routes/paths.ts';
import { isHeaderAddress } from '../config.ts';
import { customerPageUrl, linkPlaceholder } from '../links/link-tokens.ts';
import { visitorNameOf } from '../forms/form-texts.ts';
import type { Language } from '../store/types.ts';
import { languages } from '../store/types.ts';
import { headerText } from './format-message.ts';
import type { Block } from './mail-blocks.ts';

type Texts = Record<string, unknown>;
export type Values = Record<string, string | number>;

const isObject = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function loadEmailTexts(localesDir: string, lng: Language): Texts {
  const file = join(localesDir, lng, 'emails.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isObject(parsed)) throw new Error(`${file} must hold one JSON object`);
  return parsed;
}

/** `{{name}}` placeholders filled from `values`. */
function fill(template: string, values: Values): string {
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

export type EmailTexts = ReturnType<typeof createEmailTexts>;

export function createEmailTexts(localesDir: string) {
  const texts = new Map(languages.map((lng) => [lng, loadEmailTexts(localesDir, lng)] as const));

  /** The text at a dotted key of emails.json in `lng`; a missing key is a bug the tests catch. */
  const text = (lng: Language, key: string, values: Values = {}): string => {
    let node: unknown = texts.get(lng);
    for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`locales/${lng}/emails.json has no text at ${key}`);
    return fill(node, values);
  };

  return {
    text,
    shopName: (lng: Language) => text(lng, 'shopName'),
    /** "Hello Ana," when the form has a name (one line of it), else "Hello,". */
    greeting(lng: Language, data: Record<string, unknown>) {
      const name = visitorNameOf(data);
      return name
        ? text(lng, 'receipt.greeting', { name: headerText(name, 60) })
        : text(lng, 'receipt.greetingNoName');
    },
    contactValues: (lng: Language) => ({
      phone: business.phoneDisplay,
      hours: hoursText(lng, text(lng, 'hours')),
    }),
    /**
     * The link to the customer's page (its token filled in as the e-mail leaves) and how long
     * it lasts; `intro` the line above the link.
     */
    pageLink(lng: Language, reference: string, siteUrl: string, intro: string): Block[] {
      return [
        { kind: 'link', text: intro, url: customerPageUrl(siteUrl, lng, linkPlaceholder) },
        { kind: 'small', text: text(lng, 'page.note', { statusUrl: statusUrl(siteUrl, reference, lng) }) },
      ];
    },
  };
}
