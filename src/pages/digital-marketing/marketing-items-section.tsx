import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { digitalMarketingCategories, digitalMarketingItems } from '../../../catalog/digital-marketing.ts';
import { serviceDetails } from '../../../catalog/services.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { CategoryFilter } from '../../components/catalog/category-filter.tsx';
import { ServiceCard } from '../../components/catalog/service-card.tsx';
import { useCategoryFilter } from '../../components/catalog/use-category-filter.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/** The ten priced marketing items; unlike the original, the filter really narrows the grid. */
export function MarketingItemsSection() {
  const { t } = useTranslation(['marketing', 'pages', 'catalog', 'common']);
  const { startingAt } = usePriceText();
  const filter = useCategoryFilter(digitalMarketingItems, digitalMarketingCategories);
  return (
    <CatalogSection
      id="services"
      title={t('marketing:items.title')}
      intro={t('marketing:items.intro')}
      tone="tinted"
    >
      <CategoryFilter
        options={filter.options}
        active={filter.active}
        onSelect={filter.select}
        labelOf={(id) => t(`marketing:categories.${id}`)}
        shown={filter.visible.length}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {filter.visible.map((item) => {
          const detail = serviceDetails[item.id];
          return (
            <ServiceCard
              key={item.id}
              art={detail.art}
              title={t(`catalog:items.${item.id}.title`)}
              description={t(`catalog:items.${item.id}.description`)}
              features={detail.features.map((f) => t(`pages:features.${f}`))}
              priceText={startingAt(detail.price)}
              to={paths.item('digital-marketing', item.id)}
              linkLabel={t('common:cta.learnMore')}
            />
          );
        })}
      </SimpleGrid>
    </CatalogSection>
  );
}
