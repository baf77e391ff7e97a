import { chakra, Container, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { NavLink } from 'react-router-dom';
import { business } from '../../../catalog/business.ts';
import { megaMenus, type ServiceGroup } from '../../../catalog/menus.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { PhoneIcon } from '../../components/icons/index.ts';
import { paths } from '../../../core/routes/paths.ts';
import { secondaryNavLinks } from './layout-links.ts';
import { MobileMenuSection, mobileRowStyle } from './mobile-menu-section.tsx';

const RowLink = chakra(NavLink);

/** The small-screen menu's links; part of the lazy menu chunk, loaded on the first tap. */
export function MobileMenuBody({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const [section, setSection] = useState<ServiceGroup | null>(null);
  return (
    <Container maxW="6xl" py="3">
      <chakra.ul listStyleType="none">
        <chakra.li borderBottomWidth="1px" borderColor="gray.200">
          <RowLink to={paths.home} end onClick={onNavigate} {...mobileRowStyle}>
            <EditableText ns="layout" k="nav.home" />
          </RowLink>
        </chakra.li>
        {megaMenus.map((menu) => (
          <MobileMenuSection
            key={menu.group}
            menu={menu}
            open={section === menu.group}
            onToggle={() => setSection(section === menu.group ? null : menu.group)}
            onNavigate={onNavigate}
          />
        ))}
        {secondaryNavLinks.map((link) => (
          <chakra.li key={link.key} borderBottomWidth="1px" borderColor="gray.200">
            <RowLink to={link.to} onClick={onNavigate} {...mobileRowStyle}>
              <EditableText ns="layout" k={link.key} />
            </RowLink>
          </chakra.li>
        ))}
      </chakra.ul>
      <Stack gap="3" py="5">
        <ButtonLink
          to={paths.contact}
          onClick={onNavigate}
          size="lg"
          fontWeight="bold"
          bg="accent.600"
          color="white"
          _hover={{ bg: 'accent.500' }}
        >
          <EditableText ns="layout" k="nav.getQuote" />
        </ButtonLink>
        <ButtonLink to={`tel:${business.phone}`} size="lg" variant="outline" colorPalette="brand">
          <PhoneIcon boxSize="1em" />
          {t('menu.callUs', { phone: business.phoneDisplay })}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
