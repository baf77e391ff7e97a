import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { serviceDetails } from '../../../catalog/services.ts';
import { vehicleWrapCards, vehicleWrapCategories } from '../../../catalog/vehicle-wraps.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { CategoryFilter } from '../../components/catalog/category-filter.tsx';
import { ServiceCard } from '../../components/catalog/service-card.tsx';
import { useCategoryFilter } from '../../components/catalog/use-category-filter.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/** The twelve wrap and sign cards, filtered by category, each with Get Quote to its own page. */
export function WrapServicesSection() {
  const { t } = useTranslation(['wraps', 'pages', 'catalog', 'common']);
  const { startingAt } = usePriceText();
  const filter = useCategoryFilter(vehicleWrapCards, vehicleWrapCategories);
  return (
    <CatalogSection
      id="services"
      title={t('wraps:services.title')}
      intro={t('wraps:services.intro')}
      tone="tinted"
    >
      <CategoryFilter
        options={filter.options}
        active={filter.active}
        onSelect={filter.select}
        labelOf={(id) => t(`wraps:categories.${id}`)}
        shown={filter.visible.length}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {filter.visible.map((card) => {
          const detail = serviceDetails[card.id];
          return (
            <ServiceCard
              key={card.id}
              art={detail.art}
              title={t(`catalog:items.${card.id}.title`)}
              description={t(`catalog:items.${card.id}.description`)}
              features={detail.features.map((f) => t(`pages:features.${f}`))}
              priceText={startingAt(detail.price)}
              popular={card.popular}
              to={paths.item('vehicle-wraps', card.id)}
              linkLabel={t('common:cta.getQuote')}
            />
          );
        })}
      </SimpleGrid>
    </CatalogSection>
  );
}
