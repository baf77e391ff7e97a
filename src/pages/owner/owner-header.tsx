import { Box, chakra, Container, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { setAdminMode } from '../../features/content-editing/admin-mode.ts';
import { LanguageSwitch } from './language-switch.tsx';

interface OwnerHeaderProps {
  /** Shown only while signed in. */
  onSignOut?: () => Promise<void>;
}

const SectionLink = chakra(RouterLink);

/**
 * The owner's sections, once signed in: the inbox and the forms. The current one is marked for
 * screen readers (aria-current) and by its underline.
 */
function SectionLinks() {
  const { t } = useTranslation('owner');
  const { pathname } = useLocation();
  const inForms = pathname === paths.ownerForms || pathname.startsWith(`${paths.ownerForms}/`);
  const sections = [
    { to: paths.owner, label: t('header.sections.inbox'), current: !inForms },
    { to: paths.ownerForms, label: t('header.sections.forms'), current: inForms },
  ];
  return (
    <chakra.nav aria-label={t('header.sections.label')}>
      <Flex as="ul" listStyleType="none" gap="1" ms="-2">
        {sections.map((section) => (
          <li key={section.to}>
            <SectionLink
              to={section.to}
              aria-current={section.current ? 'page' : undefined}
              display="inline-flex"
              alignItems="center"
              minH="11"
              px="2"
              rounded="md"
              fontSize="sm"
              fontWeight="semibold"
              color={section.current ? 'white' : 'brand.100'}
              textDecoration={section.current ? 'underline' : 'none'}
              textDecorationThickness="2px"
              textUnderlineOffset="6px"
              _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
            >
              {section.label}
            </SectionLink>
          </li>
        ))}
      </Flex>
    </chakra.nav>
  );
}

/**
 * The owner's plain header: the shop's name, the owner's sections (inbox, forms), the way to
 * the site's texts (its home page in admin mode, docs/owner-guide.md "Editing the site's
 * texts"), the language switch, sign out.
 */
export function OwnerHeader({ onSignOut }: OwnerHeaderProps) {
  const { t, i18n } = useTranslation(['owner', 'common']);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await onSignOut?.();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Box as="header" bg="brand.950" color="white">
      <Container maxW="6xl">
        <Flex minH="16" py="2" align="center" gap={{ base: '2', sm: '3' }} wrap="wrap">
          <Box me="auto" minW="0">
            {/* On a phone the short name leaves room for the controls beside it. */}
            <Text fontWeight="extrabold" fontSize={{ base: 'md', sm: 'lg' }} lineHeight="short">
              <chakra.span display={{ base: 'none', sm: 'inline' }}>{t('common:brand.name')}</chakra.span>
              <chakra.span display={{ base: 'inline', sm: 'none' }}>{t('common:brand.short')}</chakra.span>
            </Text>
            {onSignOut ? (
              <SectionLinks />
            ) : (
              <Text fontSize="sm" color="brand.100">
                {t('owner:header.inbox')}
              </Text>
            )}
          </Box>
          <Flex gap="2" ms="auto" wrap="wrap" justify="flex-end">
            {onSignOut && (
              // A whole page load: the site's pages start in admin mode with the owner's session.
              <chakra.a
                href={i18n.resolvedLanguage === 'es' ? '/es' : '/'}
                onClick={() => setAdminMode(true)}
                display="inline-flex"
                alignItems="center"
                h="11"
                px="4"
                rounded="md"
                bg="white"
                color="brand.950"
                fontSize="sm"
                fontWeight="semibold"
                textDecoration="none"
                _hover={{ bg: 'brand.50' }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
              >
                {t('owner:header.editTexts')}
              </chakra.a>
            )}
            <LanguageSwitch />
            {onSignOut && (
              <chakra.button
                type="button"
                onClick={() => void signOut()}
                disabled={leaving}
                h="11"
                px="4"
                rounded="md"
                borderWidth="1px"
                borderColor="whiteAlpha.500"
                fontSize="sm"
                fontWeight="semibold"
                cursor="pointer"
                _hover={{ bg: 'whiteAlpha.200' }}
                _disabled={{ opacity: 0.7, cursor: 'wait' }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
              >
                {t(leaving ? 'owner:header.signingOut' : 'owner:header.signOut')}
              </chakra.button>
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
