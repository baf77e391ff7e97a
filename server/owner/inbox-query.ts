/**
 * The inbox's query string (`form`, `status`, `waiting`, `accepted`, `q`, `from`, `to`, `page`) as a store filter, or
 * a 400 that names the parameter: the same rules for the list and the CSV export.
 */
import { nextDay, startOfShopDay } from '../shop-time.ts';
import { isSubmissionStatus, type SubmissionFilter } from '../store/types.ts';

export class QueryError extends Error {
  readonly statusCode = 400;
}

export type InboxQuery = { filter: SubmissionFilter; page: number };

const day = /^\d{4}-\d{2}-\d{2}$/;

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new QueryError(`Give '${name}' once.`);
  return value;
}

/**
 * A date is a whole day in the shop's time zone (`to=2026-03-31` includes the shop's 31st); a
 * full timestamp is taken as it is.
 */
function instant(name: string, text: string, endOfDay: boolean, timeZone: string): string {
  const wholeDay = day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00.000Z`));
  const date = wholeDay ? startOfShopDay(endOfDay ? nextDay(text) : text, timeZone) : new Date(text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw new QueryError(`'${name}' must be a date like 2026-03-31.`);
  }
  return date.toISOString();
}

export function parseInboxQuery(
  query: Record<string, unknown>,
  knownForms: ReadonlySet<string>,
  timeZone: string,
): InboxQuery {
  const filter: SubmissionFilter = {};
  const form = single(query, 'form');
  if (form !== undefined) {
    if (!knownForms.has(form)) throw new QueryError(`There is no form '${form.slice(0, 60)}'.`);
    filter.formId = form;
  }
  const status = single(query, 'status');
  if (status !== undefined) {
    if (!isSubmissionStatus(status)) throw new QueryError(`'status' must be one of the inbox's statuses.`);
    filter.status = status;
  } else {
    // The spam folder is a view of its own.
    filter.exceptStatus = 'spam';
  }
  const waiting = single(query, 'waiting');
  if (waiting !== undefined && waiting !== '') {
    if (waiting !== '1') throw new QueryError(`'waiting' is 1 or left out.`);
    filter.waiting = true;
  }
  const accepted = single(query, 'accepted');
  if (accepted !== undefined && accepted !== '') {
    if (accepted !== '1') throw new QueryError(`'accepted' is 1 or left out.`);
    filter.accepted = true;
  }
  const q = single(query, 'q')?.trim();
  if (q !== undefined && q !== '') {
    if (q.length > 200) throw new QueryError(`'q' may be at most 200 characters.`);
    filter.text = q;
  }
  const from = single(query, 'from');
  if (from !== undefined) filter.createdFrom = instant('from', from, false, timeZone);
  const to = single(query, 'to');
  if (to !== undefined) filter.createdBefore = instant('to', to, true, timeZone);
  const pageText = single(query, 'page') ?? '1';
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) {
    throw new QueryError(`'page' must be a whole number from 1.`);
  }
  return { filter, page: Number(pageText) };
}
