import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { megaMenus, type ServiceGroup } from '../../../catalog/menus.ts';
import { ServiceLinkTile } from './service-link-tile.tsx';

export interface ServiceLinkGroupsProps {
  group: ServiceGroup;
  /** Level of each subcategory heading; the item titles sit one level below. */
  headingLevel?: 'h2' | 'h3';
}

/** Every menu item of a group, under its subcategory, each a link to its page. */
export function ServiceLinkGroups({ group, headingLevel = 'h2' }: ServiceLinkGroupsProps) {
  const { t } = useTranslation('catalog');
  const menu = megaMenus.find((m) => m.group === group);
  return (
    <Box display="grid" gap={{ base: '10', md: '12' }}>
      {menu?.subcategories.map((sub) => (
        <Box as="section" key={sub.id} aria-labelledby={`sub-${sub.id}`}>
          <Heading
            as={headingLevel}
            id={`sub-${sub.id}`}
            fontSize="xl"
            fontWeight="bold"
            mb="4"
            color="gray.900"
          >
            {t(`subcategories.${sub.id}`)}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {sub.items.map((id) => (
              <ServiceLinkTile
                key={id}
                group={group}
                id={id}
                headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
              />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Box>
  );
}
