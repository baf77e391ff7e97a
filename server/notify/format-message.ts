/**
 * The shop's e-mail about one stored request, as plain text only: nothing a visitor typed is
 * ever rendered as HTML (docs/architecture.md "Security and reliability"). Pure, so every line of it is
 * unit-tested; the outbox keeps what this returns and the sender sends it as it is.
 */
import type { EstimateView } from '../../core/api/common.ts';
import { formatCents } from '../../core/pricing/quote.ts';
import { isHeaderAddress } from '../config.ts';
import type { Estimate, Language, StoredFile, Submission } from '../store/types.ts';

export type NotificationMessage = {
  subject: string;
  text: string;
  /** The visitor, so the owner can just press Reply; absent when the form has no valid e-mail. */
  replyTo?: { name: string; address: string };
};

/** What a message is made from: a stored request, or one being stored (its files not numbered yet). */
export type MessageSource = Pick<Submission, 'reference' | 'formId' | 'createdAt' | 'data'> & {
  /** The form version it was sent with: its answers are labelled as that version says. */
  formVersion?: number;
  files: readonly Pick<StoredFile, 'field' | 'originalName' | 'size'>[];
  /** The server's estimate from the form's price table, when the form has one. */
  estimate?: Estimate | null;
};

export type FormatOptions = {
  /** Field names in the order the form sent them; the rest follow in stored order. */
  fieldOrder?: readonly string[];
  /** What the subject calls the request ("quote request": the form's emailSubject text). */
  kind?: string;
  /** The language of the page the visitor sent it from: their receipt and later e-mails use it. */
  language?: Language;
  /** The request's estimate, labelled in English (form-texts.ts `estimate`). */
  estimate?: EstimateView;
  /** Answers written as these texts instead of their values (the gang sheet's layout summary). */
  answerTexts?: Readonly<Record<string, string>>;
};

const languageNames: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** "Language: Spanish (sent from the Spanish site)": so the owner answers in the visitor's language. */
function languageLine(language: Language): string {
  const name = languageNames[language];
  return `Language: ${name} (sent from the ${name} site)`;
}

const subjectNameLength = 60;

/**
 * One line of visitor text for a header: CR, LF and every other control or separator
 * character become a space, so a value can never start a header of its own.
 */
export function headerText(text: string, maxLength: number): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** The visitor's name under whichever field this form calls it. */
function visitorName(data: Record<string, unknown>): string {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const full = [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  return headerText(text('name') || full || text('contactName'), subjectNameLength);
}

function replyToOf(data: Record<string, unknown>, name: string): NotificationMessage['replyTo'] {
  return isHeaderAddress(data.email) ? { name, address: data.email } : undefined;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `name: value` with continuation lines indented, so no typed line can pass for one of ours. */
function fieldLines(name: string, value: unknown): string[] {
  if (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object')) {
    // The DTF cart: one line per item, its properties in order.
    return [
      `${name}:`,
      ...value.map((item, index) => {
        const entries =
          item !== null && typeof item === 'object'
            ? Object.entries(item as Record<string, unknown>).map(([key, v]) => `${key}: ${scalar(v)}`)
            : [scalar(item)];
        return indent(`${index + 1}. ${entries.join('; ')}`);
      }),
    ];
  }
  const text = Array.isArray(value) ? value.map(scalar).join(', ') : scalar(value);
  const [first, ...rest] = text.replace(/\r\n?/g, '\n').split('\n');
  return [`${name}: ${first}`, ...rest.map(indent)];
}

const indent = (line: string) => `    ${line}`;

function orderedNames(data: Record<string, unknown>, order: readonly string[] = []): string[] {
  const names = Object.keys(data);
  const first = order.filter((name) => Object.hasOwn(data, name));
  return [...new Set([...first, ...names])];
}

/** "Estimated price: $55.00", then each line of it indented, fees and the minimum included. */
function estimateLines(estimate: EstimateView): string[] {
  return [
    `Estimated price: ${formatCents(estimate.totalCents, 'en')} (${headerText(estimate.item, 200)})`,
    ...estimate.lines.map((line) =>
      indent(
        `${line.label}${line.valueText === undefined ? '' : `: ${line.valueText}`}: ${formatCents(line.cents, 'en')}`,
      ),
    ),
  ];
}

function fileLine(file: MessageSource['files'][number]): string {
  return indent(`${file.field}: ${file.originalName} (${formatBytes(file.size)})`);
}

function utcTime(createdAt: string): string {
  const time = new Date(createdAt);
  return Number.isNaN(time.getTime()) ? createdAt : time.toISOString();
}

export function formatMessage(submission: MessageSource, options: FormatOptions = {}): NotificationMessage {
  const { reference, data, files } = submission;
  const { answerTexts } = options;
  const kind = options.kind ?? `${submission.formId} request`;
  const name = visitorName(data);
  const subject = `New ${kind} ${reference}${name ? ` from ${name}` : ''}`;

  const lines = [
    `New ${kind} on the web site.`,
    '',
    `Reference: ${reference}`,
    `Form: ${submission.formId}`,
    `Received: ${utcTime(submission.createdAt)}`,
    ...(options.language ? [languageLine(options.language)] : []),
    '',
    ...orderedNames(data, options.fieldOrder).flatMap((field) =>
      fieldLines(field, answerTexts && Object.hasOwn(answerTexts, field) ? answerTexts[field] : data[field]),
    ),
    '',
    ...(options.estimate ? [...estimateLines(options.estimate), ''] : []),
    files.length === 0 ? 'Files: none' : `Files (${files.length}):`,
    ...files.map(fileLine),
  ];
  const replyTo = replyToOf(data, name);
  if (replyTo) lines.push('', `Reply to this e-mail to answer ${replyTo.address}.`);
  return { subject, text: `${lines.join('\n')}\n`, ...(replyTo && { replyTo }) };
}
