import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../lib/use-translation.ts';
import type { FormDefinition, SubmissionState } from './types.ts';
import { uploadFailureText } from './upload-texts.ts';

const Banner = chakra('div', {
  base: { borderWidth: '1px', borderRadius: 'lg', p: '4', mb: '6' },
  variants: {
    tone: {
      success: { bg: 'bg.success', borderColor: 'border.success', color: 'green.800' },
      error: { bg: 'bg.error', borderColor: 'border.error', color: 'red.800' },
    },
  },
});

/**
 * The success or failure banner of a banner form (docs/specification.md section 8 texts, from locales). Success
 * is a status (polite), failure an alert; a successful request also shows its reference.
 */
export function SubmissionBanner({
  definition,
  state,
}: {
  definition: FormDefinition;
  state: SubmissionState;
}) {
  const { t } = useTranslation('forms');
  if (state.result === 'idle') return null;
  const ok = state.result === 'success';
  const { success, error, successTitle, errorTitle } = definition.submit.messages;
  const title = ok ? successTitle : errorTitle;
  return (
    <Banner tone={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'} data-testid="submission-banner">
      {title && (
        <chakra.p fontWeight="bold" mb="1">
          {t(title)}
        </chakra.p>
      )}
      <chakra.p>{t(ok ? success : error)}</chakra.p>
      {!ok && state.uploadFailure && <chakra.p mt="2">{uploadFailureText(state.uploadFailure, t)}</chakra.p>}
      {ok && state.reference && (
        <chakra.p mt="2" fontWeight="semibold">
          {t('reference', { reference: state.reference })}
        </chakra.p>
      )}
    </Banner>
  );
}
