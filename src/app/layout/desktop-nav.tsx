import { Box, chakra, Container } from '@chakra-ui/react';
import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { serviceGroups } from '../../../catalog/service-groups.ts';
import { EditableText } from '../../components/editable-text.tsx';
import { paths } from '../../../core/routes/paths.ts';
import { secondaryNavLinks } from './layout-links.ts';
import { MegaMenu } from './mega-menu.tsx';
import { desktopNavItemStyle, secondaryLinkStyle } from './nav-styles.ts';
import { useDismiss } from './use-dismiss.ts';
import type { MegaMenuControls } from './use-mega-menu.ts';

const BarLink = chakra(NavLink);

/**
 * The category bar of wide screens (lg and up): Home and the four mega-menus. Its panels drop
 * below the bar, the full width of the page.
 */
export function CategoryBar({ controls }: { controls: MegaMenuControls }) {
  const bar = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Escape with focus inside a menu is handled by that menu, which also returns focus to its
  // trigger; this covers a click elsewhere and Escape while a hover-opened menu shows.
  useDismiss(controls.openGroup !== null, bar, controls.close);

  return (
    <Box
      ref={bar}
      display={{ base: 'none', lg: 'block' }}
      position="relative"
      borderTopWidth="1px"
      borderColor="gray.200"
    >
      <Container maxW="6xl" position="static">
        <chakra.ul display="flex" listStyleType="none" mx="-3">
          <chakra.li display="flex">
            <BarLink to={paths.home} end {...desktopNavItemStyle}>
              <EditableText ns="layout" k="nav.home" />
            </BarLink>
          </chakra.li>
          {serviceGroups.map((group) => (
            <MegaMenu
              key={group}
              group={group}
              controls={controls}
              current={pathname === paths.group(group) || pathname.startsWith(`${paths.group(group)}/`)}
            />
          ))}
        </chakra.ul>
      </Container>
    </Box>
  );
}

/** Jobs, Order Status and Upload Files: beside the Get Quote button on wide screens. */
export function SecondaryLinks() {
  return (
    <chakra.ul display={{ base: 'none', lg: 'flex' }} gap="1" listStyleType="none" ml="auto">
      {secondaryNavLinks.map((link) => (
        <li key={link.key}>
          <BarLink to={link.to} {...secondaryLinkStyle}>
            <EditableText ns="layout" k={link.key} />
          </BarLink>
        </li>
      ))}
    </chakra.ul>
  );
}
