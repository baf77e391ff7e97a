import { useTranslation } from '../../lib/use-translation.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ApplySection } from './apply-section.tsx';
import { OpeningsSection } from './openings-section.tsx';
import { PerksSection } from './perks-section.tsx';

export default function JobsPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('jobs.meta.title'), t('jobs.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('jobs.hero.eyebrow')}
        title={t('jobs.hero.title')}
        description={t('jobs.hero.description')}
      />
      <PerksSection />
      <OpeningsSection />
      <ApplySection />
    </>
  );
}
