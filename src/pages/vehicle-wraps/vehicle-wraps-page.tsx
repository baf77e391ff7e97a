import { useTranslation } from '../../lib/use-translation.ts';
import { installationSteps, vehicleWrapReasons } from '../../../catalog/vehicle-wraps.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { InfoTiles } from '../../components/catalog/info-tiles.tsx';
import { ProcessSteps } from '../../components/catalog/process-steps.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { WrapServicesSection } from './wrap-services-section.tsx';

/** /vehicle-wraps: hero, the filtered service cards, installation process, reasons, call to action. */
export default function VehicleWrapsPage() {
  const { t } = useTranslation(['wraps', 'pages', 'common']);
  usePageMeta(t('wraps:meta.title'), t('wraps:meta.description'));
  const quoteActions = (
    <>
      <ButtonLink to={paths.contact} size="lg" {...primaryOnDark}>
        {t('pages:ui.getCustomQuote')}
      </ButtonLink>
      <ButtonLink to={paths.booking} size="lg" {...secondaryOnDark}>
        {t('pages:ui.scheduleConsultation')}
      </ButtonLink>
    </>
  );
  return (
    <>
      <PageHero
        eyebrow={t('wraps:hero.eyebrow')}
        title={t('wraps:hero.title')}
        description={t('wraps:hero.description')}
        actions={quoteActions}
        art={<HeroArt art="full-wraps" />}
      />
      <WrapServicesSection />
      <CatalogSection id="process" title={t('wraps:process.title')} intro={t('wraps:process.intro')}>
        <ProcessSteps
          steps={installationSteps.map((id) => ({
            id,
            title: t(`wraps:process.steps.${id}.title`),
            text: t(`wraps:process.steps.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CatalogSection
        id="reasons"
        title={t('wraps:reasons.title')}
        intro={t('wraps:reasons.intro')}
        tone="tinted"
      >
        <InfoTiles
          tiles={vehicleWrapReasons.map((id) => ({
            id,
            title: t(`wraps:reasons.items.${id}.title`),
            text: t(`wraps:reasons.items.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CtaBand
        id="vehicle-wraps-cta-title"
        tone="dark"
        title={t('wraps:cta.title')}
        text={t('wraps:cta.text')}
        actions={quoteActions}
      />
    </>
  );
}
