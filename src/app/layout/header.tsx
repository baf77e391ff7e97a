import { Box, chakra, Container, Flex } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableRegion, EditableRegionToggle, EditableText } from '../../components/editable-text.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons/index.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CategoryBar, SecondaryLinks } from './desktop-nav.tsx';
import { focusRing } from './focus-styles.ts';
import { Logo } from './logo.tsx';
import { prefetchMenuContent } from './menu-content-loader.tsx';
import { MobileMenu, mobileMenuId } from './mobile-menu.tsx';
import { TopBar, topBarHeight } from './top-bar.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useMegaMenu } from './use-mega-menu.ts';

/**
 * The shared header: the top bar, then one "Main" navigation landmark holding the logo row,
 * the category bar with the mega-menus (lg and up) and the collapsible menu (below lg).
 * It sticks to the top once the top bar has scrolled away. Menus remember the page they were
 * opened on, so any route change closes them.
 */
export function Header() {
  const { t, i18n } = useTranslation('layout');
  const { pathname } = useLocation();
  const megaMenu = useMegaMenu(pathname);
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === pathname;
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMobile = () => setMobileOpenOn(null);
  useDismiss(mobileOpen, nav, (reason) => {
    closeMobile();
    if (reason === 'escape') menuButton.current?.focus();
  });
  const toggleMobile = () => {
    if (!mobileOpen) prefetchMenuContent(i18n);
    setMobileOpenOn(mobileOpen ? null : pathname);
  };

  return (
    <Box
      as="header"
      position="sticky"
      top={`calc(-1 * ${topBarHeight})`}
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="0 1px 3px rgba(23, 30, 84, 0.08)"
    >
      <EditableRegion name="header">
        <TopBar />
        <Box as="nav" ref={nav} aria-label={t('nav.label')}>
          <Container maxW="6xl">
            <Flex h="16" align="center" gap="3">
              <Logo withTagline />
              <SecondaryLinks />
              <ButtonLink
                to={paths.contact}
                ml={{ base: 'auto', lg: '2' }}
                display={{ base: 'none', sm: 'inline-flex' }}
                bg="accent.600"
                color="white"
                fontWeight="bold"
                _hover={{ bg: 'accent.500' }}
              >
                <EditableText ns="layout" k="nav.getQuote" />
              </ButtonLink>
              <chakra.button
                ref={menuButton}
                type="button"
                aria-expanded={mobileOpen}
                aria-controls={mobileMenuId}
                aria-label={t(mobileOpen ? 'menu.close' : 'menu.open')}
                onClick={toggleMobile}
                display={{ base: 'inline-flex', lg: 'none' }}
                ml={{ base: 'auto', sm: '0' }}
                alignItems="center"
                justifyContent="center"
                boxSize="11"
                flexShrink={0}
                rounded="md"
                borderWidth="1px"
                borderColor="gray.300"
                color="brand.950"
                fontSize="2xl"
                cursor="pointer"
                _hover={{ bg: 'gray.100' }}
                _focusVisible={focusRing}
              >
                {mobileOpen ? <CloseIcon /> : <MenuIcon />}
              </chakra.button>
              <EditableRegionToggle region="header" />
            </Flex>
          </Container>
          <CategoryBar controls={megaMenu} />
          <MobileMenu open={mobileOpen} onNavigate={closeMobile} />
        </Box>
      </EditableRegion>
    </Box>
  );
}
