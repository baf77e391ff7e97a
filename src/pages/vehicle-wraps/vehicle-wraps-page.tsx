import { useTranslation } from '../../lib/use-translation.ts';
import { installationSteps, vehicleWrapReasons } from '../../../catalog/vehicle-wraps.ts';
import { paths } from '../../app/paths.ts';
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
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta(t('pages:vehicleWraps.meta.title'), t('pages:vehicleWraps.meta.description'));
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
        eyebrow={t('pages:vehicleWraps.hero.eyebrow')}
        title={t('pages:vehicleWraps.hero.title')}
        description={t('pages:vehicleWraps.hero.description')}
        actions={quoteActions}
        art={<HeroArt art="full-wraps" />}
      />
      <WrapServicesSection />
      <CatalogSection
        id="process"
        title={t('pages:vehicleWraps.process.title')}
        intro={t('pages:vehicleWraps.process.intro')}
      >
        <ProcessSteps
          steps={installationSteps.map((id) => ({
            id,
            title: t(`pages:vehicleWraps.process.steps.${id}.title`),
            text: t(`pages:vehicleWraps.process.steps.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CatalogSection
        id="reasons"
        title={t('pages:vehicleWraps.reasons.title')}
        intro={t('pages:vehicleWraps.reasons.intro')}
        tone="tinted"
      >
        <InfoTiles
          tiles={vehicleWrapReasons.map((id) => ({
            id,
            title: t(`pages:vehicleWraps.reasons.items.${id}.title`),
            text: t(`pages:vehicleWraps.reasons.items.${id}.text`),
          }))}
        />
      </CatalogSection>
      <CtaBand
        id="vehicle-wraps-cta-title"
        tone="dark"
        title={t('pages:vehicleWraps.cta.title')}
        text={t('pages:vehicleWraps.cta.text')}
        actions={quoteActions}
      />
    </>
  );
}
