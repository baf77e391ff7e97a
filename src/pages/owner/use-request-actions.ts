import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAnnounce } from './announcer.tsx';
import { formatDay } from './format.ts';
import {
  changeRequest,
  deleteRequest,
  extendQuote,
  OwnerApiError,
  retryPrintFile,
  revokeLinks,
  sendMessage,
  sendProof,
  sendQuote,
  type FieldProblem,
  type NewQuote,
  type RequestChange,
} from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

type Busy = 'status' | 'note' | 'delete' | 'message' | 'proof' | 'links' | 'quote' | 'extend' | 'print';

/** How sending a quote went: when refused, the fields the server named. */
export type QuoteSendResult = { ok: true } | { ok: false; fields: FieldProblem[] };

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
      failed: string | ((error: unknown) => string),
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
          error instanceof OwnerApiError && error.status === 413
            ? t('files.tooLarge')
            : typeof failed === 'string'
              ? failed
              : failed(error),
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
    async (
      kind: Busy,
      action: () => Promise<unknown>,
      done: string,
      failed: string | ((error: unknown) => string),
    ) => {
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
    /** A 400 with fields is the editor's to show at those fields; anything else says "try again". */
    sendQuote: async (quote: NewQuote, version: number): Promise<QuoteSendResult> => {
      let fields: FieldProblem[] = [];
      const ok = await changeThen(
        'quote',
        () => sendQuote(reference, quote),
        t('quote.sent', { version }),
        (error) => {
          if (error instanceof OwnerApiError && error.status === 400) fields = error.fields;
          return fields.length ? t('quote.problems.summary') : t('quote.failed');
        },
      );
      return ok ? { ok } : { ok, fields };
    },
    /**
     * A 409 means the customer answered (or a newer version went) meanwhile: the page reads the
     * request again, so it shows the quote as it now is.
     */
    extendQuote: async (version: number, validUntil: string) => {
      let conflict = false;
      const ok = await changeThen(
        'extend',
        () => extendQuote(reference, version, validUntil),
        t('quote.extend.done', { version, date: formatDay(validUntil, lang) }),
        (error) => {
          conflict = error instanceof OwnerApiError && error.status === 409;
          return conflict ? t('quote.extend.conflict', { version }) : t('quote.extend.failed');
        },
      );
      if (conflict) onChanged();
      return ok;
    },
    revokeLinks: () =>
      run(
        'links',
        () => revokeLinks(reference),
        ({ revoked }) => t('links.revoked', { count: revoked }),
        t('links.failed'),
      ),
    retryPrintFile: () =>
      changeThen(
        'print',
        () => retryPrintFile(reference, lang),
        t('printFile.retried'),
        t('printFile.retryFailed'),
      ),
    remove: () =>
      run('delete', () => deleteRequest(reference), t('delete.deleted', { reference }), t('delete.failed')),
  };
}
