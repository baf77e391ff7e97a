import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAnnounce } from './announcer.tsx';
import { changeRequest, deleteRequest, OwnerApiError, type RequestChange } from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/**
 * What the owner can do to one request. Each action says how it went in the live region; a
 * 401 says nothing here, the page is already back at the sign-in form.
 */
export function useRequestActions(reference: string, onChanged: () => void) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  const lang = useOwnerLang();
  const [busy, setBusy] = useState<'status' | 'note' | 'delete' | null>(null);

  const run = useCallback(
    async (
      kind: 'status' | 'note' | 'delete',
      action: () => Promise<unknown>,
      done: string,
      failed: string,
    ) => {
      setBusy(kind);
      try {
        await action();
        announce(done);
        return true;
      } catch (error) {
        if (!(error instanceof OwnerApiError && error.status === 401)) announce(failed, 'error');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [announce],
  );

  const change = useCallback(
    async (kind: 'status' | 'note', body: RequestChange, done: string, failed: string) => {
      const ok = await run(kind, () => changeRequest(reference, body, lang), done, failed);
      // Read back in the page's language: history, notes and labels as the server now has them.
      if (ok) onChanged();
      return ok;
    },
    [run, reference, lang, onChanged],
  );

  return {
    busy,
    setStatus: (status: NonNullable<RequestChange['status']>, done: string) =>
      change('status', { status }, done, t('status.failed')),
    addNote: (note: string) => change('note', { note }, t('notes.added'), t('notes.failed')),
    remove: () =>
      run('delete', () => deleteRequest(reference), t('delete.deleted', { reference }), t('delete.failed')),
  };
}
