import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import type { MenuPlacement } from '../../../catalog/services.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { ServiceLinkTile } from '../../components/catalog/service-link-tile.tsx';

/** The other items of the same mega-menu subcategory. */
export function RelatedItems({ group, placement }: { group: ServiceGroup; placement: MenuPlacement }) {
  const { t } = useTranslation(['pages', 'catalog']);
  return (
    <CatalogSection
      id="related"
      title={t('pages:item.relatedTitle', {
        subcategory: t(`catalog:subcategories.${placement.subcategory}`),
      })}
      tone="tinted"
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {placement.siblings.map((id) => (
          <ServiceLinkTile key={id} group={group} id={id} headingLevel="h3" />
        ))}
      </SimpleGrid>
    </CatalogSection>
  );
}
