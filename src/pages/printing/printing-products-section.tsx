import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { printingCategories, printingProducts } from '../../../catalog/printing-products.ts';
import { serviceDetails } from '../../../catalog/services.ts';
import { startingPriceOf } from '../../../core/pricing/printing-prices.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { CategoryFilter } from '../../components/catalog/category-filter.tsx';
import { ServiceCard } from '../../components/catalog/service-card.tsx';
import { useCategoryFilter } from '../../components/catalog/use-category-filter.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/**
 * The six orderable products, filtered by category, each with its starting price (computed from
 * its price table: "Starting at $29 for 250 cards") and Order Now.
 */
export function PrintingProductsSection() {
  const { t } = useTranslation(['printing', 'pages', 'catalog', 'common']);
  const { startingAt } = usePriceText();
  const filter = useCategoryFilter(printingProducts, printingCategories);
  return (
    <CatalogSection
      id="products"
      title={t('printing:products.title')}
      intro={t('printing:products.intro')}
      tone="tinted"
    >
      <CategoryFilter
        options={filter.options}
        active={filter.active}
        onSelect={filter.select}
        labelOf={(id) => t(`printing:categories.${id}`)}
        shown={filter.visible.length}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {filter.visible.map((product) => {
          const detail = serviceDetails[product.id];
          const price = startingPriceOf(product.id);
          return (
            <ServiceCard
              key={product.id}
              art={detail.art}
              title={t(`catalog:items.${product.id}.title`)}
              description={t(`catalog:items.${product.id}.description`)}
              features={detail.features.map((f) => t(`pages:features.${f}`))}
              priceText={price && startingAt(price)}
              priceTable={price?.table}
              to={paths.item('printing', product.id)}
              linkLabel={t('common:cta.orderNow')}
            />
          );
        })}
      </SimpleGrid>
    </CatalogSection>
  );
}
