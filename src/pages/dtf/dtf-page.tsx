import { useTranslation } from '../../lib/use-translation.ts';
import { dtfApplySteps, dtfPressing } from '../../../catalog/dtf.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { ProcessSteps } from '../../components/catalog/process-steps.tsx';
import { ServiceLinkGroups } from '../../components/catalog/service-link-groups.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { DtfFaq } from './dtf-faq.tsx';
import { DtfOrderSection } from './dtf-order-section.tsx';
import { dtfOrderStartId } from '../../features/dtf-order/dtf-order.tsx';
import { DtfProcessGallery } from './dtf-process-gallery.tsx';
import { DtfSizeTable } from './dtf-size-table.tsx';
import { DtfStats } from './dtf-stats.tsx';

/** Numbers each how-to-apply step's text needs, from the one pressing recipe. */
const applyValues = {
  heat: { fahrenheit: dtfPressing.fahrenheit, celsius: dtfPressing.celsius },
  prePress: { seconds: dtfPressing.prePressSeconds },
  press: { seconds: dtfPressing.pressSeconds },
  cool: { seconds: dtfPressing.coolSeconds },
} as const;

/** /dtf: promises, process gallery, sizes and prices, the order flow, how to apply, FAQ. */
export default function DtfPage() {
  const { t } = useTranslation(['dtf', 'common']);
  usePageMeta(t('dtf:meta.title'), t('dtf:meta.description'));
  const actions = (
    <>
      <ButtonLink to={paths.upload} size="lg" {...primaryOnDark}>
        {t('common:cta.uploadFiles')}
      </ButtonLink>
      <ButtonLink to={paths.contact} size="lg" {...secondaryOnDark}>
        {t('common:cta.contactUs')}
      </ButtonLink>
    </>
  );
  // The hero leads to the order form further down the page (a plain anchor: the browser scrolls).
  const heroActions = (
    <>
      <ButtonLink to={`#${dtfOrderStartId}`} external size="lg" {...primaryOnDark}>
        {t('common:cta.getStarted')}
      </ButtonLink>
      <ButtonLink to={paths.upload} size="lg" {...secondaryOnDark}>
        {t('common:cta.uploadFiles')}
      </ButtonLink>
    </>
  );
  const section = (id: 'gallery' | 'sizes' | 'apply' | 'faq' | 'browse') => ({
    id: `dtf-${id}`,
    title: t(`dtf:${id}.title`),
    intro: id === 'faq' ? undefined : t(`dtf:${id}.intro`),
  });
  return (
    <>
      <PageHero
        eyebrow={t('dtf:hero.eyebrow')}
        title={t('dtf:hero.title')}
        description={t('dtf:hero.description')}
        actions={heroActions}
        art={<HeroArt art="dtf-apparel" />}
      />
      <DtfStats />
      <CatalogSection {...section('gallery')}>
        <DtfProcessGallery />
      </CatalogSection>
      <CatalogSection {...section('sizes')} tone="tinted">
        <DtfSizeTable />
      </CatalogSection>
      <DtfOrderSection />
      <CatalogSection {...section('apply')} tone="tinted">
        <ProcessSteps
          steps={dtfApplySteps.map((id) => ({
            id,
            title: t(`dtf:apply.steps.${id}.title`),
            text: t(`dtf:apply.steps.${id}.text`, applyValues[id]),
          }))}
        />
      </CatalogSection>
      <CatalogSection {...section('faq')}>
        <DtfFaq />
      </CatalogSection>
      <CatalogSection {...section('browse')} tone="tinted">
        <ServiceLinkGroups group="dtf" headingLevel="h3" />
      </CatalogSection>
      <CtaBand
        id="dtf-cta-title"
        tone="dark"
        title={t('dtf:cta.title')}
        text={t('dtf:cta.text')}
        actions={actions}
      />
    </>
  );
}
