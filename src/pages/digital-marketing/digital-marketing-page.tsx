import { useTranslation } from '../../lib/use-translation.ts';
import { marketingProcessSteps } from '../../../catalog/digital-marketing.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { ProcessSteps } from '../../components/catalog/process-steps.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { FeaturedServicesSection } from './featured-services-section.tsx';
import { MarketingItemsSection } from './marketing-items-section.tsx';

/** /digital-marketing: filtered services with prices, the three core services, process, calls to action. */
export default function DigitalMarketingPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta(t('pages:digitalMarketing.meta.title'), t('pages:digitalMarketing.meta.description'));
  const actions = (
    <>
      <ButtonLink to={paths.contact} size="lg" {...primaryOnDark}>
        {t('common:cta.getStarted')}
      </ButtonLink>
      <ButtonLink to={paths.booking} size="lg" {...secondaryOnDark}>
        {t('common:cta.bookConsultation')}
      </ButtonLink>
    </>
  );
  return (
    <>
      <PageHero
        eyebrow={t('pages:digitalMarketing.hero.eyebrow')}
        title={t('pages:digitalMarketing.hero.title')}
        description={t('pages:digitalMarketing.hero.description')}
        actions={actions}
        art={<HeroArt art="website" />}
      />
      <MarketingItemsSection />
      <FeaturedServicesSection />
      <CatalogSection
        id="process"
        title={t('pages:digitalMarketing.process.title')}
        intro={t('pages:digitalMarketing.process.intro')}
        tone="tinted"
      >
        <ProcessSteps
          steps={marketingProcessSteps.map((id) => ({
            id,
            title: t(`pages:digitalMarketing.process.steps.${id}.title`),
            text: t(`pages:digitalMarketing.process.steps.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CtaBand
        id="digital-marketing-cta-title"
        tone="dark"
        title={t('pages:digitalMarketing.cta.title')}
        text={t('pages:digitalMarketing.cta.text')}
        actions={actions}
      />
    </>
  );
}
