import { useCallback, useEffect, useState } from 'react';
import { OwnerApiError } from './owner-api.ts';

interface Loaded<T> {
  /** Which request (key and attempt) settled last. */
  settled: string;
  data?: T;
  /** The key `data` was loaded for. */
  dataKey?: string;
  error?: OwnerApiError;
}

export interface OwnerData<T> {
  data: T | undefined;
  error: OwnerApiError | undefined;
  loading: boolean;
  reload: () => void;
}

const asApiError = (error: unknown) =>
  error instanceof OwnerApiError ? error : new OwnerApiError(0, 'unexpected', String(error));

/**
 * Loads `load()` whenever `key` changes (and on reload()). With `keepPrevious` the last answer
 * stays while the next loads, so a filtered list does not flash empty. A 401 needs no handling
 * here: owner-api.ts has already sent the page back to the sign-in form.
 */
export function useOwnerData<T>(load: () => Promise<T>, key: string, keepPrevious = false): OwnerData<T> {
  const [state, setState] = useState<Loaded<T>>({ settled: '' });
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ settled: requestKey, data, dataKey: key }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, settled: requestKey, error: asApiError(error) })),
    );
    return () => {
      current = false;
    };
    // The key stands for the load function's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = state.settled === requestKey;
  return {
    data: keepPrevious || state.dataKey === key ? state.data : undefined,
    error: settled ? state.error : undefined,
    loading: !settled,
    reload,
  };
}
