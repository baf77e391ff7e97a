import { useSearchParams } from 'react-router-dom';
import { filtersFrom } from './owner-filters.ts';
import { ListScreen } from './list-screen.tsx';
import { RequestScreen } from './request-screen.tsx';

/** The list, or one request when the URL names it (&ref=); both read the list's filters. */
export function InboxScreen() {
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const reference = params.get('ref');
  return reference ? (
    <RequestScreen key={reference} reference={reference} filters={filters} />
  ) : (
    <ListScreen filters={filters} />
  );
}
