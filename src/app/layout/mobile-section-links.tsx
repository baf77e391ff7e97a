import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import { EditableText } from '../../components/editable-text.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { menuFor } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { focusRing } from './focus-styles.ts';
import type { MenuContentProps } from './menu-content-props.ts';
import { menuLinkStyle } from './nav-styles.ts';

const SectionLink = chakra(RouterLink);

/** The inside of a mobile accordion section: four subcategories of four items, then View All. */
export function MobileSectionLinks({ group, onNavigate }: MenuContentProps) {
  const { t } = useTranslation('catalog');
  const menu = menuFor(group);
  return (
    <>
      {menu.subcategories.map((sub) => (
        <Box key={sub.id} mt="3">
          <Text
            id={`mobile-menu-sub-${sub.id}`}
            fontSize="xs"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="brand.800"
            mb="1"
          >
            {t(`subcategories.${sub.id}`)}
          </Text>
          <chakra.ul listStyleType="none" aria-labelledby={`mobile-menu-sub-${sub.id}`} pl="2">
            {sub.items.map((item) => (
              <li key={item}>
                <SectionLink
                  to={paths.item(menu.group, item)}
                  onClick={onNavigate}
                  {...menuLinkStyle}
                  py="2.5"
                >
                  {t(`items.${item}.title`)}
                </SectionLink>
              </li>
            ))}
          </chakra.ul>
        </Box>
      ))}
      <SectionLink
        to={paths.group(menu.group)}
        onClick={onNavigate}
        mt="4"
        display="inline-flex"
        alignItems="center"
        gap="2"
        minH="11"
        px="2"
        fontWeight="semibold"
        color="brand.700"
        rounded="md"
        _hover={{ textDecoration: 'underline' }}
        _focusVisible={focusRing}
      >
        <EditableText ns="layout" k="menu.viewAll" />
        <ArrowRightIcon />
      </SectionLink>
    </>
  );
}
