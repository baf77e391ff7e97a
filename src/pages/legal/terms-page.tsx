import { useTranslation } from '../../lib/use-translation.ts';
import { termsSections } from '../../../catalog/company.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LegalDocument } from './legal-document.tsx';

export default function TermsPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('terms.meta.title'), t('terms.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('terms.hero.eyebrow')}
        title={t('terms.hero.title')}
        description={t('terms.hero.description')}
      />
      <LegalDocument doc="terms" sections={termsSections} />
    </>
  );
}
