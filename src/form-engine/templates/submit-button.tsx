import { Button } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';

/** Disabled while the request is under way, and then reads 'Submitting...' (docs/specification.md section 4). */
export function SubmitButton({
  formId,
  submitting,
  disabled,
}: {
  formId: string;
  submitting: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('forms');
  return (
    <Button type="submit" size="lg" disabled={submitting || disabled} aria-busy={submitting || undefined}>
      {submitting ? t(`${formId}.submittingLabel`) : t(`${formId}.submit`)}
    </Button>
  );
}
