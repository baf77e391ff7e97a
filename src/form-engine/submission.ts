/**
 * The submission state of one form (docs/specification.md section 4): idle -> submitting -> success | error.
 * Banner forms read `state` (see <SubmissionBanner>); alert forms get a browser alert here.
 * A request with files also reports its progress (`upload`, see <UploadStatus>) and can be
 * cancelled: it then goes back to idle with nothing sent, and no alert. Each submission carries
 * an Idempotency-Key, the same one for a retry of an unchanged submission (idempotency-key.ts).
 *
 * A request to our own intake uploads its files first, by tus (uploads/), and sends their paths:
 * the progress is that of the uploads; an upload that fails ends the request in the error state
 * with its reason; after a success the uploads are forgotten (the server takes each only once).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { filesToSend, type UploadedPath } from './encoder.ts';
import { isPageOrigin, resolveEndpoint } from './endpoint.ts';
import { newIdempotencyKey, submissionFingerprint } from './idempotency-key.ts';
import { sendSubmission, type SendResult, type UploadProgress } from './send.ts';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras, SubmissionState } from './types.ts';
import { defaultUploadManager } from './uploads/default-manager.ts';
import { uploadFiles, type UploadedFiles } from './uploads/upload-files.ts';
import type { UploadManager } from './uploads/upload-manager.ts';
import { UploadError } from './uploads/upload-state.ts';
import { uploadFailureText } from './upload-texts.ts';

export interface SubmissionOptions {
  /** Hide the last result when a new submit starts (the printing form, docs/specification.md section 4). */
  resetResultOnSubmit?: boolean;
  /** For tests and other transports. */
  fetchImpl?: typeof fetch;
  /** Makes the XMLHttpRequest that sends a body with files (tests; see send.ts). */
  createXhr?: () => XMLHttpRequest;
  /** Uploads the files (default: the page's one manager). */
  uploads?: UploadManager;
}

/** Whether this form's files go by tus to our own server (a hosted form service gets them as parts). */
export function uploadsFilesFirst(definition: FormDefinition): boolean {
  const url = resolveEndpoint(definition.submit.endpoint);
  return url !== null && isPageOrigin(url);
}

export interface UploadState {
  /** How much of a request with files has been sent, while it is under way; null otherwise. */
  progress: UploadProgress | null;
  /** The visitor cancelled the last request, so nothing was sent; cleared by the next submit. */
  cancelled: boolean;
}

const noUpload: UploadState = { progress: null, cancelled: false };

const progressDone = (files: readonly { file: Blob }[]) => {
  const total = files.reduce((sum, { file }) => sum + file.size, 0);
  return { loaded: total, total };
};

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
  const { resetResultOnSubmit, fetchImpl, createXhr, uploads } = options;
  // A second submit while one is under way is ignored (the button is disabled, Enter is not).
  const busy = useRef(false);
  const request = useRef<AbortController | null>(null);
  // The key of the last submission that did not go through, and what it sent.
  const unsent = useRef<{ key: string; fingerprint: string } | null>(null);

  const submit = useCallback(
    async (formData: FormValues, files?: FileMap, extras?: SubmissionExtras): Promise<SendResult> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      let uploadFailure: SubmissionState['uploadFailure'];
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
      const onProgress = (progress: UploadProgress) => {
        if (!controller.signal.aborted) setUpload({ progress, cancelled: false });
      };
      const toSend = uploadsFilesFirst(definition) ? filesToSend(definition, formData, files, extras) : [];
      let uploaded: UploadedFiles | undefined;
      let outcome: SendResult;
      const manager = toSend.length ? (uploads ?? defaultUploadManager()) : undefined;
      try {
        if (manager)
          uploaded = await uploadFiles(manager, definition.id, toSend, {
            signal: controller.signal,
            onProgress,
          });
        if (uploaded) onProgress({ ...progressDone(toSend), sent: true });
        const pathOf: UploadedPath | undefined = uploaded?.pathOf;
        outcome = await sendSubmission(definition, formData, files, extras, fetchImpl, {
          signal: controller.signal,
          createXhr,
          idempotencyKey,
          uploaded: pathOf,
          onProgress,
        });
      } catch (error) {
        if (controller.signal.aborted) outcome = { ok: false, cancelled: true };
        else {
          outcome = { ok: false };
          const failed = error instanceof UploadError ? error : new UploadError('failed', '');
          uploadFailure = { name: failed.fileName, failure: failed.failure };
        }
      }
      busy.current = false;
      request.current = null;
      if (outcome.ok) {
        unsent.current = null;
        if (uploaded && manager) void manager.release(uploaded.handles);
      }
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
      setState({ status: result, result, reference: outcome.reference, uploadFailure });
      if (definition.submit.feedback === 'alert') {
        const { success, error } = definition.submit.messages;
        const lines = [t(outcome.ok ? success : error)];
        if (uploadFailure) lines.push(uploadFailureText(uploadFailure, t));
        if (outcome.reference) lines.push(t('reference', { reference: outcome.reference }));
        window.alert(lines.join('\n\n'));
      }
      return outcome;
    },
    [definition, resetResultOnSubmit, fetchImpl, createXhr, uploads, t],
  );

  const dismiss = useCallback(() => setState({ status: 'idle', result: 'idle' }), []);
  const cancel = useCallback(() => request.current?.abort(), []);
  return { state, upload, submit, dismiss, cancel };
}
