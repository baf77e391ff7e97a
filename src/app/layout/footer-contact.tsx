import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useOpeningHours } from '../../lib/opening-hours.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { EditableText } from '../../components/editable-text.tsx';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/index.ts';
import { NewTabHint } from '../../components/new-tab-hint.tsx';
import { footerHeadingStyle, footerLinkStyle } from './footer-link-list.tsx';

function ContactRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-start">
      <Box as="span" mt="1" color="brand.300" fontSize="md">
        {icon}
      </Box>
      <Box>{children}</Box>
    </Flex>
  );
}

/** Address, phone, e-mail and opening hours, formatted in the page language. */
export function FooterContact() {
  const { t } = useTranslation(['layout', 'common']);
  const hours = useOpeningHours();
  return (
    <Box>
      <Heading {...footerHeadingStyle}>
        <EditableText ns="layout" k="footer.contactHeading" />
      </Heading>
      <Box as="address" fontStyle="normal" display="grid" gap="3.5">
        <ContactRow icon={<MapPinIcon />}>
          <Text>
            <EditableText ns="layout" k="footer.address" />
          </Text>
          <chakra.a
            href={business.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...footerLinkStyle}
            color="brand.200"
            textDecoration="underline"
          >
            {t('footer.directions')}
            <NewTabHint />
          </chakra.a>
        </ContactRow>
        <ContactRow icon={<PhoneIcon />}>
          <chakra.a href={`tel:${business.phone}`} {...footerLinkStyle}>
            {business.phoneDisplay}
          </chakra.a>
        </ContactRow>
        <ContactRow icon={<MailIcon />}>
          <chakra.a href={`mailto:${business.email}`} wordBreak="break-all" {...footerLinkStyle}>
            {business.email}
          </chakra.a>
        </ContactRow>
      </Box>
      <Box mt="3.5">
        <ContactRow icon={<ClockIcon />}>
          <Text mb="1.5" fontWeight="semibold" color="white">
            <EditableText ns="layout" k="footer.hoursHeading" />
          </Text>
          {/* Day and hours side by side, except in the narrow four-column footer of lg screens. */}
          <chakra.dl
            display="grid"
            gridTemplateColumns={{ base: 'auto 1fr', lg: '1fr', xl: 'auto 1fr' }}
            columnGap="4"
            rowGap={{ base: '1', lg: '0', xl: '1' }}
            fontSize="sm"
          >
            {hours.map((row) => (
              <Box key={row.days} display="contents">
                <chakra.dt color="gray.300" mt={{ lg: '1.5', xl: '0' }}>
                  {row.label}
                </chakra.dt>
                <chakra.dd color="gray.100" whiteSpace="nowrap">
                  {row.text}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </ContactRow>
      </Box>
    </Box>
  );
}
