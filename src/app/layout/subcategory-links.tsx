import { Box, chakra, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuSubcategory, ServiceGroup } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { menuLinkStyle } from './nav-styles.ts';

const ItemLink = chakra(RouterLink);

interface SubcategoryLinksProps {
  group: ServiceGroup;
  sub: MenuSubcategory;
  /** `panel`: a column of the desktop panel; `accordion`: the mobile menu's, indented, taller links. */
  variant: 'panel' | 'accordion';
  onNavigate: () => void;
}

/** One subcategory of a menu: its name, then a link to each of its items. */
export function SubcategoryLinks({ group, sub, variant, onNavigate }: SubcategoryLinksProps) {
  const { t } = useTranslation('catalog');
  const accordion = variant === 'accordion';
  const headingId = `${accordion ? 'mobile' : 'mega'}-menu-sub-${sub.id}`;
  return (
    <Box mt={accordion ? '3' : undefined}>
      <Text
        id={headingId}
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="brand.800"
        mb={accordion ? '1' : '2'}
      >
        {t(`subcategories.${sub.id}`)}
      </Text>
      <chakra.ul listStyleType="none" aria-labelledby={headingId} pl={accordion ? '2' : undefined}>
        {sub.items.map((item) => (
          <li key={item}>
            <ItemLink
              to={paths.item(group, item)}
              onClick={onNavigate}
              {...menuLinkStyle}
              {...(accordion ? { py: '2.5' } : {})}
            >
              {t(`items.${item}.title`)}
            </ItemLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
