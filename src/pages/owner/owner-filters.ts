/**
 * The inbox keeps its whole state in the URL (/owner?form=contact&status=spam&page=2, plus
 * &ref=Q-7K3F9Q for one request), so reloads, the back button and shared links all work, and
 * a request's page knows the way back to the list it was opened from.
 */
import { paths } from '../../../core/routes/paths.ts';
import { filterQuery, isStatus, type Filters } from './owner-api.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in a query string; anything malformed is left out rather than sent on. */
export function filtersFrom(params: URLSearchParams): Filters {
  const filters: Filters = {};
  const form = params.get('form')?.trim();
  if (form) filters.form = form;
  const status = params.get('status');
  if (isStatus(status)) filters.status = status;
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && isoDate.test(value)) filters[key] = value;
  }
  if (params.get('waiting') === '1') filters.waiting = true;
  if (params.get('accepted') === '1') filters.accepted = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function hasFilters(filters: Filters): boolean {
  return Boolean(
    filters.form ||
    filters.status ||
    filters.q ||
    filters.from ||
    filters.to ||
    filters.waiting ||
    filters.accepted,
  );
}

export const listHref = (filters: Filters) => paths.owner + filterQuery(filters);

export const requestHref = (reference: string, filters: Filters) =>
  paths.owner + filterQuery(filters, { ref: reference });

/** A change of filter starts again at page 1. */
export function withFilter(filters: Filters, change: Partial<Filters>): Filters {
  const next: Filters = { ...filters, ...change };
  delete next.page;
  for (const key of Object.keys(next) as (keyof Filters)[]) {
    if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  }
  return next;
}
