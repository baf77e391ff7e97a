import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAnnounce } from './announcer.tsx';
import {
  changeRequest,
  deleteRequest,
  OwnerApiError,
  revokeLinks,
  sendMessage,
  sendProof,
  type RequestChange,
} from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

type Busy = 'status' | 'note' | 'delete' | 'message' | 'proof' | 'links';

/**
 * What the owner can do to one request. Each action says how it went in the live region; a
 * 401 says nothing here, the page is already back at the sign-in form.
 */
export function useRequestActions(reference: string, onChanged: () => void) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  const lang = useOwnerLang();
  const [busy, setBusy] = useState<Busy | null>(null);

  const run = useCallback(
    async <T>(
      kind: Busy,
      action: () => Promise<T>,
      done: string | ((result: T) => string),
      failed: string,
    ) => {
      setBusy(kind);
      try {
        const result = await action();
        announce(typeof done === 'string' ? done : done(result));
        return true;
      } catch (error) {
        if (error instanceof OwnerApiError && error.status === 401) return false;
        // Over the size limit is the one refusal the owner can act on; the rest say "try again".
        announce(
          error instanceof OwnerApiError && error.status === 413 ? t('files.tooLarge') : failed,
          'error',
        );
        return false;
      } finally {
        setBusy(null);
      }
    },
    [announce, t],
  );

  /** Runs a change, then reads the request back in the page's language. */
  const changeThen = useCallback(
    async (kind: Busy, action: () => Promise<unknown>, done: string, failed: string) => {
      const ok = await run(kind, action, done, failed);
      if (ok) onChanged();
      return ok;
    },
    [run, onChanged],
  );

  const change = (kind: 'status' | 'note', body: RequestChange, done: string, failed: string) =>
    changeThen(kind, () => changeRequest(reference, body, lang), done, failed);

  return {
    busy,
    setStatus: (status: NonNullable<RequestChange['status']>, done: string) =>
      change('status', { status }, done, t('status.failed')),
    addNote: (note: string) => change('note', { note }, t('notes.added'), t('notes.failed')),
    sendMessage: (text: string, files: readonly File[]) =>
      changeThen(
        'message',
        () => sendMessage(reference, text, files),
        t('conversation.sent'),
        t('conversation.failed'),
      ),
    sendProof: (file: File, note: string, version: number) =>
      changeThen(
        'proof',
        () => sendProof(reference, file, note),
        t('proofs.sent', { version }),
        t('proofs.failed'),
      ),
    revokeLinks: () =>
      run(
        'links',
        () => revokeLinks(reference),
        ({ revoked }) => t('links.revoked', { count: revoked }),
        t('links.failed'),
      ),
    remove: () =>
      run('delete', () => deleteRequest(reference), t('delete.deleted', { reference }), t('delete.failed')),
  };
}
