import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { business } from '../../../catalog/business.ts';
import { NewTabHint } from '../../components/new-tab-hint.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const ContactLink = chakra('a', {
  base: {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    overflowWrap: 'break-word',
    _hover: { color: 'brand.800' },
  },
});

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="flex-start">
      <Flex
        align="center"
        justify="center"
        boxSize="9"
        flexShrink={0}
        rounded="full"
        bg="brand.50"
        color="brand.700"
      >
        {icon}
      </Flex>
      <Box minW="0">
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
        {children}
      </Box>
    </Flex>
  );
}

/** Phone, e-mail and WhatsApp beside the form, for questions or files sent another way. */
export function UploadContactCard() {
  const { t } = useTranslation(['forms', 'company', 'common']);
  const at = business.email.indexOf('@') + 1;
  return (
    <Box
      as="aside"
      aria-labelledby="upload-contact"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '5', md: '6' }}
    >
      <Heading as="h3" id="upload-contact" fontSize="lg" fontWeight="bold" mb="2">
        {t('pages.upload.contactTitle')}
      </Heading>
      <Text color="gray.600" mb="5">
        {t('pages.upload.contactDescription')}
      </Text>
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="4">
        <Row icon={<PhoneIcon />} label={t('company:shared.contact.phoneLabel')}>
          <ContactLink href={`tel:${business.phone}`}>{business.phoneDisplay}</ContactLink>
        </Row>
        <Row icon={<MailIcon />} label={t('company:shared.contact.emailLabel')}>
          <ContactLink href={`mailto:${business.email}`}>
            {/* A narrow card breaks a long address after the @, where it still reads as one. */}
            {business.email.slice(0, at)}
            <wbr />
            {business.email.slice(at)}
          </ContactLink>
        </Row>
        <Row icon={<ChatIcon />} label={t('company:shared.contact.whatsappLabel')}>
          <ContactLink href={business.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {t('common:cta.whatsappChat')}
            <NewTabHint />
          </ContactLink>
        </Row>
      </chakra.ul>
      <Flex mt="5" gap="2" align="center" color="gray.700" fontSize="sm">
        <ClockIcon boxSize="1.25em" color="brand.700" flexShrink={0} />
        <Text>{t('company:shared.contact.replyPromise', { hours: business.replyWithinHours })}</Text>
      </Flex>
      <Text mt="5" pt="5" borderTopWidth="1px" borderColor="gray.200" fontSize="sm" color="gray.700">
        {t('pages.upload.alternative')}
      </Text>
    </Box>
  );
}
