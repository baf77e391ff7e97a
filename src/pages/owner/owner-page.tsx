import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InboxScreen } from './inbox-screen.tsx';
import { OwnerFrame } from './owner-frame.tsx';

/**
 * /owner: the owner's inbox. Its own chunk and its own plain header (route table `private`),
 * so nothing of it reaches a visitor's page.
 */
export default function OwnerPage() {
  const { t } = useTranslation(['owner', 'common']);
  usePageMeta(t('owner:meta.title'));
  return (
    <OwnerFrame>
      <InboxScreen />
    </OwnerFrame>
  );
}
