import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { featuredMarketingServices } from '../../../catalog/digital-marketing.ts';
import { serviceDetail } from '../../../catalog/services.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { ServiceCard } from '../../components/catalog/service-card.tsx';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/** SEO, social media management and search-engine ads: the services with their own quote pages. */
export function FeaturedServicesSection() {
  const { t } = useTranslation(['marketing', 'pages', 'catalog', 'common']);
  const { startingAt } = usePriceText();
  return (
    <CatalogSection id="featured" title={t('marketing:featured.title')} intro={t('marketing:featured.intro')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {featuredMarketingServices.map((id) => {
          const detail = serviceDetail(id);
          if (!detail) return null;
          return (
            <ServiceCard
              key={id}
              art={detail.art}
              title={t(`catalog:items.${id}.title`)}
              description={t(`catalog:items.${id}.description`)}
              features={detail.features.map((f) => t(`pages:features.${f}`))}
              priceText={detail.price ? startingAt(detail.price) : undefined}
              to={paths.item('digital-marketing', id)}
              linkLabel={t('common:cta.learnMore')}
            />
          );
        })}
      </SimpleGrid>
    </CatalogSection>
  );
}
