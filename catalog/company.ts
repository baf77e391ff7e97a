/**
 * What the company screens list (/about, /order-status, /contact, /booking, /upload,
 * /portfolio, /privacy, /terms). Texts live in locales/<lng>/company.json under the
 * same ids; this file only fixes which entries exist and in which order.
 */
import type { ServiceGroup } from './menus.ts';

/** /about: story paragraphs (`about.story.paragraphs.<id>`) and values (`about.values.items.<id>`). */
export const aboutStory = ['origin', 'today', 'promise'] as const;
export const aboutValues = ['local', 'quality', 'clear-pricing', 'on-time'] as const;

/** /order-status: how to ask (`orderStatus.steps.<id>`) and what each status means. */
export const orderStatusSteps = ['reference', 'contact', 'update'] as const;
/** Example of the reference every confirmation carries (the intake server's format). */
export const exampleReference = 'Q-7K3F9Q';

/**
 * `tone` is the badge's colour palette (one of the theme's: gray, brand, accent, orange, green),
 * so a customer can tell "waiting on us" from "done" at a glance.
 */
export const orderStatuses = [
  { id: 'received', tone: 'gray' },
  { id: 'in-review', tone: 'brand' },
  { id: 'quoted', tone: 'accent' },
  { id: 'in-production', tone: 'orange' },
  { id: 'ready', tone: 'green' },
  { id: 'completed', tone: 'green' },
] as const;

/** What to have at hand (`<screen>.prepare.items.<id>`), so the first reply is a useful one. */
export const quotePrepItems = [
  'service',
  'size-quantity',
  'deadline',
  'budget',
  'artwork',
  'contact',
] as const;
export const consultationPrepItems = [
  'goals',
  'examples',
  'budget',
  'timeline',
  'date-time',
  'questions',
] as const;
export const uploadPrepItems = ['contact', 'project', 'sizes', 'links', 'deadline'] as const;

/** The consultation types the booking form will offer (docs/specification.md section 3). */
export const consultationTypes = ['phone', 'video', 'in-person'] as const;

/** First and last half-hour slot a consultation can start (docs/specification.md section 9). */
export const consultationSlots = { first: '09:00', last: '17:00' } as const;

/** Upload limits from docs/specification.md section 5; the intake server enforces the same ones. */
export const uploadFileTypes = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'ai',
  'psd',
  'eps',
  'svg',
  'zip',
  'rar',
] as const;
export const uploadMaxMegabytes = 50;
/** Print-ready file advice on /upload (`upload.tips.items.<id>`). */
export const uploadTips = ['vector', 'resolution', 'bleed', 'fonts', 'color'] as const;

export interface PortfolioEntry {
  readonly id: string;
  readonly group: ServiceGroup;
  /** The menu item the project is an example of; its page is linked from the entry. */
  readonly itemId: string;
}

/** /portfolio; artwork in src/assets/portfolio/<id>.svg, texts in `portfolio.items.<id>`. */
export const portfolioEntries = [
  { id: 'bakery-storefront', group: 'vehicle-wraps', itemId: 'storefront-signs' },
  { id: 'plumbing-van', group: 'vehicle-wraps', itemId: 'full-wraps' },
  { id: 'realty-cards', group: 'printing', itemId: 'business-cards' },
  { id: 'team-shirts', group: 'dtf', itemId: 'team-uniforms' },
  { id: 'festival-banner', group: 'printing', itemId: 'banners' },
  { id: 'cafe-website', group: 'digital-marketing', itemId: 'custom-website-design' },
] as const satisfies readonly PortfolioEntry[];

export type PortfolioId = (typeof portfolioEntries)[number]['id'];

/** A legal page section: a title, a body and optional bullet points (`<page>.sections.<id>`). */
export interface LegalSection {
  readonly id: string;
  readonly points?: readonly string[];
}

/** Date shown as "last updated" on both legal pages; change it with their text. */
export const legalUpdated = '2026-11-21';

/** How long request data is kept after the last contact, in months (stated on /privacy). */
export const retentionMonths = 24;

export const privacySections = [
  { id: 'collect', points: ['names', 'contact', 'project', 'files'] },
  { id: 'use' },
  { id: 'storage' },
  { id: 'retention' },
  { id: 'sharing' },
  { id: 'browser', points: ['language', 'drafts', 'edits', 'cookies'] },
  { id: 'third-parties', points: ['map', 'whatsapp', 'links'] },
  { id: 'rights' },
] as const satisfies readonly LegalSection[];

export const termsSections = [
  { id: 'quotes' },
  { id: 'artwork' },
  { id: 'proofs' },
  { id: 'turnaround', points: ['printing', 'rush', 'dtf', 'wraps'] },
  { id: 'payment' },
  { id: 'warranty', points: ['wraps', 'workmanship', 'exclusions'] },
  { id: 'liability' },
  { id: 'law' },
  { id: 'changes' },
] as const satisfies readonly LegalSection[];
