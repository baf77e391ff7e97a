import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerRequest } from '../../../core/api/customer.ts';
import { loadCustomerRequest } from './customer-api.ts';

export type RequestView =
  | { kind: 'loading' }
  | { kind: 'found'; request: CustomerRequest }
  | { kind: 'link-invalid' | 'too-many' | 'failed' };

/**
 * The request behind the link, in the page's language (fetched again when it changes). A reload
 * keeps the view on screen until its answer arrives, and only the newest answer counts.
 */
export function useCustomerRequest(token: string, lang: string) {
  const [view, setView] = useState<RequestView>({ kind: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    const result = await loadCustomerRequest(token, lang);
    if (call !== latest.current) return;
    setView(result.kind === 'found' ? { kind: 'found', request: result.request } : { kind: result.kind });
  }, [token, lang]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Applies a change the server confirmed (a message sent, a decision made) without a reload. */
  const update = useCallback((change: (request: CustomerRequest) => CustomerRequest) => {
    setView((current) =>
      current.kind === 'found' ? { ...current, request: change(current.request) } : current,
    );
  }, []);

  /** The link stopped working while the page was open (revoked, expired). */
  const linkInvalid = useCallback(() => {
    latest.current += 1;
    setView({ kind: 'link-invalid' });
  }, []);

  return { view, reload, update, linkInvalid };
}
