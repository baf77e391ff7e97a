import { Box, chakra, Container, Flex, Grid, Text } from '@chakra-ui/react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import { EditableRegion, EditableRegionToggle, EditableText } from '../../components/editable-text.tsx';
import { paths } from '../../../core/routes/paths.ts';
import { FooterContact } from './footer-contact.tsx';
import { FooterLinkList, footerLinkStyle } from './footer-link-list.tsx';
import { footerLegalLinks, footerQuickLinks, popularServices, type LayoutLink } from './layout-links.ts';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

const BottomLink = chakra(RouterLink);

const popularLinks: readonly LayoutLink[] = popularServices.map(({ group, id }) => ({
  key: `footer.popular.${id}`,
  to: paths.item(group, id),
}));

const currentYear = () => new Date().getFullYear();
/**
 * The prerendered HTML says the year of the build (scripts/build.ts sets BUILD_YEAR for both
 * Parcel and the prerenderer). Hydration starts from that year, so it never mismatches, and
 * React moves to the current year right after when a new year has begun since the build.
 */
const builtYear = () => Number(process.env.BUILD_YEAR) || currentYear();

/** The shared footer: who we are, where to go next, how to reach us, and the legal line. */
export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const year = useHydrated() ? currentYear() : builtYear();
  return (
    <Box as="footer" bg="brand.950" color="gray.200" fontSize="sm" lineHeight="1.6">
      <EditableRegion name="footer">
        <Container maxW="6xl" py={{ base: '12', md: '16' }} position="relative">
          <EditableRegionToggle region="footer" />
          <Grid
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: '1.3fr 0.9fr 0.9fr 1.5fr' }}
            columnGap={{ base: '6', lg: '10' }}
            rowGap="10"
          >
            <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
              <Logo onDark />
              <Text mt="5" maxW="sm" color="gray.200">
                <EditableText ns="layout" k="footer.description" multiline />
              </Text>
              <Box mt="6">
                <SocialLinks />
              </Box>
            </Box>
            <FooterLinkList headingKey="footer.popularHeading" links={popularLinks} />
            <FooterLinkList headingKey="footer.quickLinksHeading" links={footerQuickLinks} />
            <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
              <FooterContact />
            </Box>
          </Grid>
        </Container>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300">
          <Container maxW="6xl" py="5">
            <Flex
              direction={{ base: 'column', md: 'row' }}
              gap="3"
              justify="space-between"
              align={{ md: 'center' }}
            >
              <Text color="gray.300">{t('footer.copyright', { year, brand: t('common:brand.name') })}</Text>
              <Box as="nav" aria-label={t('footer.legalLabel')}>
                <chakra.ul
                  listStyleType="none"
                  display="flex"
                  flexWrap="wrap"
                  justifyContent={{ md: 'flex-end' }}
                  columnGap="6"
                  rowGap="2"
                >
                  {footerLegalLinks.map((link) => (
                    <li key={link.key}>
                      <BottomLink to={link.to} {...footerLinkStyle}>
                        <EditableText ns="layout" k={link.key} />
                      </BottomLink>
                    </li>
                  ))}
                </chakra.ul>
              </Box>
            </Flex>
          </Container>
        </Box>
      </EditableRegion>
    </Box>
  );
}
