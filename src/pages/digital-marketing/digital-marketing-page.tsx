import { useTranslation } from '../../lib/use-translation.ts';
import { marketingProcessSteps } from '../../../catalog/digital-marketing.ts';
import { paths } from '../../../core/routes/paths.ts';
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
  const { t } = useTranslation(['marketing', 'common']);
  usePageMeta(t('marketing:meta.title'), t('marketing:meta.description'));
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
        eyebrow={t('marketing:hero.eyebrow')}
        title={t('marketing:hero.title')}
        description={t('marketing:hero.description')}
        actions={actions}
        art={<HeroArt art="website" />}
      />
      <MarketingItemsSection />
      <FeaturedServicesSection />
      <CatalogSection
        id="process"
        title={t('marketing:process.title')}
        intro={t('marketing:process.intro')}
        tone="tinted"
      >
        <ProcessSteps
          steps={marketingProcessSteps.map((id) => ({
            id,
            title: t(`marketing:process.steps.${id}.title`),
            text: t(`marketing:process.steps.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CtaBand
        id="digital-marketing-cta-title"
        tone="dark"
        title={t('marketing:cta.title')}
        text={t('marketing:cta.text')}
        actions={actions}
      />
    </>
  );
}
