/**
 * The submission state of one form (SPEC.md section 4): idle -> submitting -> success | error.
 * Banner forms read `state` (see <SubmissionBanner>); alert forms get a browser alert here.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { sendSubmission, type SendResult } from './send.ts';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras, SubmissionState } from './types.ts';

export interface SubmissionOptions {
  /** Hide the last result when a new submit starts (the printing form, SPEC.md section 4). */
  resetResultOnSubmit?: boolean;
  /** For tests and other transports. */
  fetchImpl?: typeof fetch;
}

export interface Submission {
  state: SubmissionState;
  submit(formData: FormValues, files?: FileMap, extras?: SubmissionExtras): Promise<SendResult>;
  /** Back to idle, e.g. when the visitor closes the banner. */
  dismiss(): void;
}

export function useSubmission(definition: FormDefinition, options: SubmissionOptions = {}): Submission {
  const { t } = useTranslation('forms');
  const [state, setState] = useState<SubmissionState>({ status: 'idle', result: 'idle' });
  const { resetResultOnSubmit, fetchImpl } = options;
  // A second submit while one is under way is ignored (the button is disabled, Enter is not).
  const busy = useRef(false);

  const submit = useCallback(
    async (formData: FormValues, files?: FileMap, extras?: SubmissionExtras): Promise<SendResult> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setState((previous) =>
        resetResultOnSubmit
          ? { status: 'submitting', result: 'idle' }
          : { ...previous, status: 'submitting' },
      );
      const outcome = await sendSubmission(definition, formData, files, extras, fetchImpl);
      busy.current = false;
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
    [definition, resetResultOnSubmit, fetchImpl, t],
  );

  const dismiss = useCallback(() => setState({ status: 'idle', result: 'idle' }), []);
  return { state, submit, dismiss };
}
