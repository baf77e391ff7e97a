import { csvUrl, fileUrl, filterQuery } from '../../src/pages/owner/owner-api.ts';
import {
  filtersFrom,
  hasFilters,
  listHref,
  requestHref,
  withFilter,
} from '../../src/pages/owner/owner-filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe("the owner inbox's URL state", () => {
  it('reads every filter from the query string', () => {
    expect(
      filtersFrom(params('form=contact&status=spam&q=%20Ana%20&from=2026-01-01&to=2026-01-31&page=3')),
    ).toEqual({
      form: 'contact',
      status: 'spam',
      q: 'Ana',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('drops what the API would refuse: unknown statuses, bad dates, pages below 2 or not whole', () => {
    expect(filtersFrom(params('status=archived&from=01/02/2026&to=2026-1-5&page=1.5&q=%20'))).toEqual({});
    expect(filtersFrom(params('page=0'))).toEqual({});
    expect(filtersFrom(params('page=1'))).toEqual({});
  });

  it('keeps the filters on the way to a request and back, and starts again at page 1 on a change', () => {
    const filters = { form: 'upload', q: 'menú', page: 2 };
    expect(requestHref('U-7K3F9Q', filters)).toBe('/owner?form=upload&q=men%C3%BA&page=2&ref=U-7K3F9Q');
    expect(filtersFrom(params(requestHref('U-7K3F9Q', filters).split('?')[1]))).toEqual(filters);
    expect(listHref(filters)).toBe('/owner?form=upload&q=men%C3%BA&page=2');
    expect(withFilter(filters, { status: 'quoted' })).toEqual({
      form: 'upload',
      q: 'menú',
      status: 'quoted',
    });
    expect(withFilter(filters, { form: undefined, q: '' })).toEqual({});
    expect(listHref({})).toBe('/owner');
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ to: '2026-02-01' })).toBe(true);
  });

  it('keeps "Waiting for you" as waiting=1, and only that value', () => {
    expect(filtersFrom(params('waiting=1&status=quoted'))).toEqual({ waiting: true, status: 'quoted' });
    expect(filtersFrom(params('waiting=true'))).toEqual({});
    expect(filtersFrom(params('waiting=0'))).toEqual({});
    expect(listHref({ waiting: true })).toBe('/owner?waiting=1');
    expect(filterQuery({ waiting: false, q: 'x' })).toBe('?q=x');
    expect(hasFilters({ waiting: true })).toBe(true);
    expect(withFilter({ waiting: true, page: 2 }, { waiting: false })).toEqual({});
    expect(requestHref('U-7K3F9Q', { waiting: true })).toBe('/owner?waiting=1&ref=U-7K3F9Q');
  });

  it('keeps "Quote accepted" as accepted=1, and only that value', () => {
    expect(filtersFrom(params('accepted=1&waiting=1'))).toEqual({ accepted: true, waiting: true });
    expect(filtersFrom(params('accepted=yes'))).toEqual({});
    expect(listHref({ accepted: true })).toBe('/owner?accepted=1');
    expect(hasFilters({ accepted: true })).toBe(true);
    expect(withFilter({ accepted: true, page: 3 }, { accepted: false })).toEqual({});
    expect(csvUrl({ accepted: true, page: 2 }, 'es')).toBe('/api/owner/submissions.csv?accepted=1&lang=es');
  });

  it('builds the API addresses: CSV with the filters and language but no page, files by id', () => {
    expect(csvUrl({ form: 'contact', status: 'received', page: 3 }, 'es')).toBe(
      '/api/owner/submissions.csv?form=contact&status=received&lang=es',
    );
    expect(csvUrl({}, 'en')).toBe('/api/owner/submissions.csv?lang=en');
    expect(fileUrl('U-7K3F9Q', 12)).toBe('/api/owner/submissions/U-7K3F9Q/files/12');
    expect(filterQuery({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
  });
});
