import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { ServiceLinkGroups } from '../../components/catalog/service-link-groups.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** /printing/services: all sixteen printing menu items, grouped by subcategory. */
export default function PrintingServicesPage() {
  const { t } = useTranslation(['printing', 'pages', 'catalog', 'common']);
  usePageMeta(t('printing:services.meta.title'), t('printing:services.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('printing:services.hero.eyebrow')}
        title={t('printing:services.hero.title')}
        description={t('printing:services.hero.description')}
        actions={
          <ButtonLink to={paths.printing} size="lg" {...primaryOnDark}>
            {t('printing:services.hero.productsLink')}
          </ButtonLink>
        }
        art={<HeroArt art="booklets" />}
      />
      <CatalogSection
        id="all-printing"
        title={t('catalog:groups.printing.title')}
        intro={t('catalog:groups.printing.description')}
        tone="tinted"
      >
        <ServiceLinkGroups group="printing" headingLevel="h3" />
      </CatalogSection>
      <CtaBand
        id="printing-services-cta-title"
        tone="dark"
        title={t('printing:services.cta.title')}
        text={t('printing:services.cta.text')}
        actions={
          <>
            <ButtonLink to={paths.contact} size="lg" {...primaryOnDark}>
              {t('common:cta.contactUs')}
            </ButtonLink>
            <ButtonLink to={paths.upload} size="lg" {...secondaryOnDark}>
              {t('common:cta.uploadFiles')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
