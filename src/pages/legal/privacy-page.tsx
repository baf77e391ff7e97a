import { useTranslation } from '../../lib/use-translation.ts';
import { privacySections } from '../../../catalog/company.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LegalDocument } from './legal-document.tsx';

export default function PrivacyPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('privacy.meta.title'), t('privacy.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('privacy.hero.eyebrow')}
        title={t('privacy.hero.title')}
        description={t('privacy.hero.description')}
      />
      <LegalDocument doc="privacy" sections={privacySections} />
    </>
  );
}
