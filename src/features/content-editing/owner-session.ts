/**
 * Whether the shop's owner is signed in, for the Admin button: only the owner sees it. The
 * server sets a plain cookie, `owner_signed_in`, beside the HttpOnly session cookie when the
 * owner signs in (server/owner/owner-auth.ts), so a visitor's browser, which never holds it,
 * makes no request at all; the owner's asks GET /api/owner/session once per page view (and
 * again when the owner's screens sign in or out), which says whether the session still lives.
 */
import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const ownerHintCookie = 'owner_signed_in';
/** Dispatched on window by the owner's screens after a sign-in or a sign-out. */
export const ownerSessionEvent = 'owner-session-changed';

function hasHint(): boolean {
  return document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${ownerHintCookie}=`));
}

async function sessionLives(): Promise<boolean> {
  try {
    const response = await fetch('/api/owner/session', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { signedIn?: unknown };
    return response.ok && body.signedIn === true;
  } catch {
    return false;
  }
}

/** False in the prerendered HTML and for every visitor; true once the owner's session is confirmed. */
export function useOwnerSignedIn(): boolean {
  const hydrated = useHydrated();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    const check = () => {
      if (!hasHint()) {
        setSignedIn(false);
        return;
      }
      void sessionLives().then((lives) => {
        // An ended session: the hint goes too, so the next pages ask no more.
        if (!lives) document.cookie = `${ownerHintCookie}=; Path=/; Max-Age=0; SameSite=Strict`;
        if (current) setSignedIn(lives);
      });
    };
    check();
    window.addEventListener(ownerSessionEvent, check);
    return () => {
      current = false;
      window.removeEventListener(ownerSessionEvent, check);
    };
  }, [hydrated]);
  return signedIn;
}
