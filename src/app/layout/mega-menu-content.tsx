import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import { EditableText } from '../../components/editable-text.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { menuFor } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { focusRing } from './focus-styles.ts';
import type { MenuContentProps } from './menu-content-props.ts';
import { SubcategoryLinks } from './subcategory-links.tsx';

const MenuLink = chakra(RouterLink);

/** The inside of a desktop panel: the group's pitch and its four subcategories of four items. */
export function MegaMenuContent({ group, onNavigate }: MenuContentProps) {
  const { t } = useTranslation('catalog');
  const menu = menuFor(group);
  return (
    <Grid templateColumns="minmax(13rem, 1.2fr) repeat(4, minmax(0, 1fr))" gap={{ lg: '6', xl: '10' }} py="8">
      <Box pr={{ lg: '2', xl: '6' }} borderRightWidth="1px" borderColor="gray.200">
        <Text fontSize="lg" fontWeight="bold" color="brand.950">
          <EditableText ns="layout" k={`menu.${group}`} />
        </Text>
        <Text mt="2" fontSize="sm" color="gray.700" lineHeight="1.6">
          {t(`groups.${group}.description`)}
        </Text>
        <MenuLink
          to={paths.group(group)}
          onClick={onNavigate}
          mt="5"
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="4"
          py="2"
          rounded="md"
          bg="brand.700"
          color="white"
          fontSize="sm"
          fontWeight="semibold"
          _hover={{ bg: 'brand.800' }}
          _focusVisible={focusRing}
        >
          <EditableText ns="layout" k="menu.viewAll" />
          <ArrowRightIcon />
        </MenuLink>
      </Box>
      {menu.subcategories.map((sub) => (
        <SubcategoryLinks key={sub.id} group={group} sub={sub} variant="panel" onNavigate={onNavigate} />
      ))}
    </Grid>
  );
}
