import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../../core/routes/paths.ts';
import { VisitSection } from '../../components/content/visit-section.tsx';
import { CtaActions, CtaBand } from '../../components/cta-band.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { StorySection } from './story-section.tsx';
import { ValuesSection } from './values-section.tsx';
import { WhatWeDoSection } from './what-we-do-section.tsx';

export default function AboutPage() {
  const { t } = useTranslation(['company', 'common']);
  usePageMeta(t('about.meta.title'), t('about.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        description={t('about.hero.description')}
      />
      <StorySection />
      <WhatWeDoSection />
      <ValuesSection />
      <VisitSection
        id="about-visit"
        tone="muted"
        title={t('about.visit.title')}
        description={t('about.visit.description')}
      />
      <CtaBand
        id="about-cta"
        title={t('about.cta.title')}
        text={t('about.cta.text')}
        actions={
          <CtaActions
            primary={{ to: paths.contact, label: t('common:cta.contactUs') }}
            secondary={{ to: paths.booking, label: t('common:cta.bookConsultation') }}
          />
        }
      />
    </>
  );
}
