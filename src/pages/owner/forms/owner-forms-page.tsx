import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { OwnerFrame } from '../owner-frame.tsx';
import { FormsListScreen } from './forms-list-screen.tsx';

/**
 * /owner/forms: every request form with its live version (docs/owner-guide.md). Its own chunk,
 * in the inbox's frame (sign-in, header), so nothing of it reaches a visitor's page.
 */
export default function OwnerFormsPage() {
  const { t } = useTranslation(['owner', 'common']);
  usePageMeta(t('owner:forms.meta'));
  return (
    <OwnerFrame>
      <FormsListScreen />
    </OwnerFrame>
  );
}
