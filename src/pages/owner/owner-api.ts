/**
 * The owner API (docs/architecture.md "The owner's API"), typed as its contract says. Every call sends the
 * session cookie, every change carries `X-Requested-With: owner`, and a 401 from anything but
 * the sign-in itself tells the page the session is gone (onSignedOut).
 */
import { ownerFetch, problemMessage, type OwnerAnswer, type OwnerMethod } from '../../lib/owner-fetch.ts';
import type {
  Detail,
  FieldProblem,
  Filters,
  ItemPage,
  Lang,
  NewQuote,
  Overview,
  RequestChange,
  Session,
} from '../../../core/api/owner.ts';
import type { FormProblem } from '../../../core/api/forms.ts';

export * from '../../../core/api/owner.ts';

const base = '/api/owner';

/** A refused or failed call: `status` 0 when the server could not be reached at all. */
export class OwnerApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds, from Retry-After (429). */
  readonly retryAfter: number | undefined;
  /** The fields a 400 refused, each with the server's (English) message. */
  readonly fields: FieldProblem[];
  /** What a 400 of the Forms API refused in a form draft, each at its path. */
  readonly problems: FormProblem[];
  constructor(
    status: number,
    code: string,
    message: string,
    retryAfter?: number,
    fields: FieldProblem[] = [],
    problems: FormProblem[] = [],
  ) {
    super(message);
    this.name = 'OwnerApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.fields = fields;
    this.problems = problems;
  }
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';

const isFormProblem = (value: unknown): value is FormProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FormProblem).path === 'string' &&
  typeof (value as FormProblem).message === 'string';

const signedOutListeners = new Set<() => void>();

/** Called whenever the server says the session is gone; returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** One call to the owner API: the response when ok, else an OwnerApiError (the Forms API's calls use it too). */
export async function call(
  method: OwnerMethod,
  path: string,
  body?: unknown,
  signIn = false,
): Promise<Response> {
  let answer: OwnerAnswer;
  try {
    answer = await ownerFetch(method, base + path, body);
  } catch (error) {
    throw new OwnerApiError(0, 'network', (error as Error).message);
  }
  const { response, problem } = answer;
  if (response.ok) return response;
  const retryAfter = Number(response.headers.get('retry-after'));
  const failure = new OwnerApiError(
    response.status,
    typeof problem.error === 'string' ? problem.error : String(response.status),
    problemMessage(answer),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    Array.isArray(problem.fields) ? problem.fields.filter(isFieldProblem) : [],
    Array.isArray(problem.problems) ? problem.problems.filter(isFormProblem) : [],
  );
  if (response.status === 401 && !signIn) for (const listener of [...signedOutListeners]) listener();
  throw failure;
}

const json = async <T>(response: Promise<Response>): Promise<T> => (await response).json() as Promise<T>;

/**
 * The list's filters as a query string (empty values left out, a switch that is on as `1`),
 * plus extras such as `lang`.
 */
export function filterQuery(filters: Filters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value === true) params.set(key, '1');
    else if (value !== undefined && value !== '' && value !== false && !(key === 'page' && value === 1)) {
      params.set(key, String(value));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const encodedRef = (reference: string) => encodeURIComponent(reference);

export const getSession = () => json<Session>(call('GET', '/session'));

export async function signIn(password: string): Promise<void> {
  await call('POST', '/session', { password }, true);
}

export async function signOut(): Promise<void> {
  await call('DELETE', '/session');
}

export const getOverview = (lang: Lang) => json<Overview>(call('GET', `/overview?lang=${lang}`));

export const listRequests = (filters: Filters, lang: Lang) =>
  json<ItemPage>(call('GET', `/submissions${filterQuery(filters, { lang })}`));

export const getRequest = (reference: string, lang: Lang) =>
  json<Detail>(call('GET', `/submissions/${encodedRef(reference)}?lang=${lang}`));

export const changeRequest = (reference: string, change: RequestChange, lang: Lang) =>
  json<Detail>(call('PATCH', `/submissions/${encodedRef(reference)}?lang=${lang}`, change));

export async function deleteRequest(reference: string): Promise<void> {
  await call('DELETE', `/submissions/${encodedRef(reference)}`);
}

/** A message to the customer, with its files; the server e-mails them and answers the detail. */
export function sendMessage(reference: string, text: string, files: readonly File[] = []) {
  const body = new FormData();
  body.append('text', text);
  for (const file of files) body.append('files', file, file.name);
  return json<Detail>(call('POST', `/submissions/${encodedRef(reference)}/messages`, body));
}

/** The customer's messages are now read (their "New" markers go on the next load). */
export async function markRead(reference: string): Promise<void> {
  await call('POST', `/submissions/${encodedRef(reference)}/messages/read`);
}

/** The next version of the proof; the older ones are superseded and the customer e-mailed. */
export function sendProof(reference: string, file: File, note: string) {
  const body = new FormData();
  body.append('note', note);
  body.append('file', file, file.name);
  return json<Detail>(call('POST', `/submissions/${encodedRef(reference)}/proofs`, body));
}

/**
 * The next version of the quote: lines, discount, tax, validity and note only. The server
 * prices it (a total sent would be ignored), freezes it, sets the status to "quoted" and
 * e-mails the customer; it answers the detail.
 */
export const sendQuote = (reference: string, quote: NewQuote) =>
  json<Detail>(call('POST', `/submissions/${encodedRef(reference)}/quotes`, quote));

/** A later valid-until date for the newest quote, while the customer has not answered it. */
export const extendQuote = (reference: string, version: number, validUntil: string) =>
  json<Detail>(
    call('POST', `/submissions/${encodedRef(reference)}/quotes/${version}/extend`, {
      validUntil,
    }),
  );

/** A gang sheet's print file given up on is queued again; answers the detail. */
export const retryPrintFile = (reference: string, lang: Lang) =>
  json<Detail>(call('POST', `/submissions/${encodedRef(reference)}/print-file/retry?lang=${lang}`));

/** Every link to the customer's page sent so far stops working; answers how many did. */
export const revokeLinks = (reference: string) =>
  json<{ revoked: number }>(call('POST', `/submissions/${encodedRef(reference)}/links/revoke`));

/** Plain links: the cookie signs them in, and the browser saves what they answer. */
export const fileUrl = (reference: string, fileId: number) =>
  `${base}/submissions/${encodedRef(reference)}/files/${fileId}`;

export function csvUrl(filters: Filters, lang: Lang): string {
  const { page: _page, ...rest } = filters;
  return `${base}/submissions.csv${filterQuery(rest, { lang })}`;
}

/** Every accepted quote, one line each, for the shop's accountant. */
export const quotesCsvUrl = (lang: Lang) => `${base}/quotes.csv?lang=${lang}`;
