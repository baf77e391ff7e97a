import { useEffect, useRef } from 'react';
import { markRead, type Detail } from './owner-api.ts';

/**
 * Once the owner has the conversation in front of them with unread answers, tells the server
 * they are read: once per newest unread message, so a reload after a send does not ask again
 * (and a new answer that arrives meanwhile does). The "New" markers stay on this view, so the
 * owner still sees which ones they were; the next load has none. A failure only leaves them
 * unread for next time (a 401 has already sent the page back to the sign-in form).
 */
export function useMarkRead(reference: string, detail: Detail | undefined): void {
  const marked = useRef<number | null>(null);
  const newestUnread =
    detail && detail.unread > 0
      ? Math.max(0, ...detail.messages.filter((m) => m.from === 'customer' && !m.read).map((m) => m.id))
      : null;
  useEffect(() => {
    if (newestUnread === null || marked.current === newestUnread) return;
    marked.current = newestUnread;
    markRead(reference).catch(() => {});
  }, [reference, newestUnread]);
}
