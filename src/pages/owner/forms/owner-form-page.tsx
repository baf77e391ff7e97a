import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { OwnerFrame } from '../owner-frame.tsx';
import { FormScreen } from './form-screen.tsx';

/**
 * /owner/forms/<form-id>: one form's draft (visual editor, form file, preview), publishing and
 * history. Its own chunk, in the inbox's frame; only the signed-in owner loads it.
 */
export default function OwnerFormPage() {
  const { t } = useTranslation(['owner', 'common']);
  const { formId = '' } = useParams();
  usePageMeta(t('owner:forms.meta'));
  return (
    <OwnerFrame>
      <FormScreen key={formId} formId={formId} />
    </OwnerFrame>
  );
}
