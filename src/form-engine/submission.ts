/**
 * The submission state of one form (docs/specification.md section 4): idle -> submitting -> success | error.
 * Banner forms read `state` (see <SubmissionBanner>); alert forms get a browser alert here.
 * A request with files also reports its progress (`upload`, see <UploadStatus>) and can be
 * cancelled: it then goes back to idle with nothing sent, and no alert. Each submission carries
 * an Idempotency-Key, the same one for a retry of an unchanged submission (idempotency-key.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { newIdempotencyKey, submissionFingerprint } from './idempotency-key.ts';
import { sendSubmission, type SendResult, type UploadProgress } from './send.ts';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras, SubmissionState } from './types.ts';

export interface SubmissionOptions {
  /** Hide the last result when a new submit starts (the printing form, docs/specification.md section 4). */
  resetResultOnSubmit?: boolean;
  /** For tests and other transports. */
  fetchImpl?: typeof fetch;
  /** Makes the XMLHttpRequest that sends a body with files (tests; see send.ts). */
  createXhr?: () => XMLHttpRequest;
}

export interface UploadState {
  /** How much of a request with files has been sent, while it is under way; null otherwise. */
  progress: UploadProgress | null;
  /** The visitor cancelled the last request, so nothing was sent; cleared by the next submit. */
  cancelled: boolean;
}

const noUpload: UploadState = { progress: null, cancelled: false };

export interface Submission {
  state: SubmissionState;
  upload: UploadState;
  submit(formData: FormValues, files?: FileMap, extras?: SubmissionExtras): Promise<SendResult>;
  /** Back to idle, e.g. when the visitor closes the banner. */
  dismiss(): void;
  /** Aborts the request under way (a no-op when there is none). */
  cancel(): void;
}

export function useSubmission(definition: FormDefinition, options: SubmissionOptions = {}): Submission {
  const { t } = useTranslation('forms');
  const [state, setState] = useState<SubmissionState>({ status: 'idle', result: 'idle' });
  const [upload, setUpload] = useState<UploadState>(noUpload);
  const { resetResultOnSubmit, fetchImpl, createXhr } = options;
  // A second submit while one is under way is ignored (the button is disabled, Enter is not).
  const busy = useRef(false);
  const request = useRef<AbortController | null>(null);
  // The key of the last submission that did not go through, and what it sent.
  const unsent = useRef<{ key: string; fingerprint: string } | null>(null);

  const submit = useCallback(
    async (formData: FormValues, files?: FileMap, extras?: SubmissionExtras): Promise<SendResult> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      const controller = new AbortController();
      request.current = controller;
      const fingerprint = submissionFingerprint(formData, files, extras);
      const idempotencyKey =
        unsent.current?.fingerprint === fingerprint ? unsent.current.key : newIdempotencyKey();
      unsent.current = { key: idempotencyKey, fingerprint };
      setUpload(noUpload);
      setState((previous) =>
        resetResultOnSubmit
          ? { status: 'submitting', result: 'idle' }
          : { ...previous, status: 'submitting' },
      );
      const outcome = await sendSubmission(definition, formData, files, extras, fetchImpl, {
        signal: controller.signal,
        createXhr,
        idempotencyKey,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setUpload({ progress, cancelled: false });
        },
      });
      busy.current = false;
      request.current = null;
      if (outcome.ok) unsent.current = null;
      if (outcome.cancelled) {
        // Nothing was sent: no banner, no alert, and the form keeps what the visitor entered.
        setUpload({ progress: null, cancelled: true });
        setState({ status: 'idle', result: 'idle' });
        return outcome;
      }
      setUpload(noUpload);
      if (outcome.formChanged) {
        // Not an error: the page draws the new version (form-by-id.tsx) and says why.
        setState({ status: 'idle', result: 'idle' });
        return outcome;
      }
      const result = outcome.ok ? 'success' : 'error';
      setState({ status: result, result, reference: outcome.reference });
      if (definition.submit.feedback === 'alert') {
        const { success, error } = definition.submit.messages;
        const lines = [t(outcome.ok ? success : error)];
        if (outcome.reference) lines.push(t('reference', { reference: outcome.reference }));
        window.alert(lines.join('\n\n'));
      }
      return outcome;
    },
    [definition, resetResultOnSubmit, fetchImpl, createXhr, t],
  );

  const dismiss = useCallback(() => setState({ status: 'idle', result: 'idle' }), []);
  const cancel = useCallback(() => request.current?.abort(), []);
  return { state, upload, submit, dismiss, cancel };
}
