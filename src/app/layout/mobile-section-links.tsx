import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EditableText } from '../../components/editable-text.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { menuFor } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { focusRing } from './focus-styles.ts';
import type { MenuContentProps } from './menu-content-props.ts';
import { SubcategoryLinks } from './subcategory-links.tsx';

const SectionLink = chakra(RouterLink);

/** The inside of a mobile accordion section: four subcategories of four items, then View All. */
export function MobileSectionLinks({ group, onNavigate }: MenuContentProps) {
  const menu = menuFor(group);
  return (
    <>
      {menu.subcategories.map((sub) => (
        <SubcategoryLinks
          key={sub.id}
          group={menu.group}
          sub={sub}
          variant="accordion"
          onNavigate={onNavigate}
        />
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
