import { useCallback, useEffect, useState } from 'react';
import { ownerSessionEvent } from '../../features/content-editing/owner-session.ts';
import { getSession, onSignedOut, signOut } from './owner-api.ts';

export type SessionView =
  | { kind: 'loading' }
  | { kind: 'unreachable' }
  | { kind: 'no-password' }
  /** `ended`: why the form is back: the session expired, or the owner signed out. */
  | { kind: 'signed-out'; ended?: 'expired' | 'signed-out' }
  | { kind: 'signed-in' };

/** Whether the owner is signed in, as the server sees it; any 401 later signs the page out. */
export function useOwnerSession() {
  const [view, setView] = useState<SessionView>({ kind: 'loading' });

  const load = useCallback(() => {
    getSession().then(
      (session) =>
        setView(
          session.signedIn
            ? { kind: 'signed-in' }
            : session.passwordSet
              ? { kind: 'signed-out' }
              : { kind: 'no-password' },
        ),
      () => setView({ kind: 'unreachable' }),
    );
  }, []);

  useEffect(() => {
    load();
    return onSignedOut(() => setView({ kind: 'signed-out', ended: 'expired' }));
  }, [load]);

  const check = useCallback(() => {
    setView({ kind: 'loading' });
    load();
  }, [load]);

  const signedIn = useCallback(() => {
    setView({ kind: 'signed-in' });
    // The site's Admin button follows (src/features/content-editing/owner-session.ts).
    window.dispatchEvent(new Event(ownerSessionEvent));
  }, []);
  const leave = useCallback(async () => {
    // Signed out either way: a failed call still leaves nothing on this page worth keeping.
    await signOut().catch(() => undefined);
    setView({ kind: 'signed-out', ended: 'signed-out' });
    window.dispatchEvent(new Event(ownerSessionEvent));
  }, []);

  return { view, check, signedIn, signOut: leave };
}
