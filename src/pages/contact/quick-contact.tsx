import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { NewTabHint } from '../../components/new-tab-hint.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/icons/index.ts';

export interface QuickContactProps {
  title: string;
  text: string;
  /** Prefilled e-mail subject, so the message lands with the right person. */
  emailSubject: string;
  /** Another way to reach us, under the others (the contact page's live chat). */
  children?: ReactNode;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-start">
      <Flex
        align="center"
        justify="center"
        boxSize="9"
        flexShrink="0"
        rounded="full"
        bg="brand.50"
        color="brand.700"
      >
        {icon}
      </Flex>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
        {children}
      </Stack>
    </Flex>
  );
}

/** The compact "or call / WhatsApp us" column beside a request form: phone, WhatsApp, e-mail. */
export function QuickContact({ title, text, emailSubject, children }: QuickContactProps) {
  const { t } = useTranslation('company');
  const link = { fontWeight: 'semibold', color: 'brand.700', overflowWrap: 'break-word' } as const;
  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="6" shadow="xs">
      <Stack gap="1">
        <Heading as="h3" fontSize="lg" color="gray.900">
          {title}
        </Heading>
        <Text color="gray.600">{text}</Text>
      </Stack>
      <Row icon={<PhoneIcon boxSize="1.1em" />} label={t('shared.contact.phoneLabel')}>
        <Link href={`tel:${business.phone}`} {...link}>
          {business.phoneDisplay}
        </Link>
      </Row>
      <Row icon={<ChatIcon boxSize="1.1em" />} label={t('shared.contact.whatsappLabel')}>
        <Link href={business.whatsappUrl} target="_blank" rel="noopener noreferrer" {...link}>
          {t('shared.contact.whatsappValue')}
          <NewTabHint />
        </Link>
      </Row>
      <Row icon={<MailIcon boxSize="1.1em" />} label={t('shared.contact.emailLabel')}>
        <Link href={`mailto:${business.email}?subject=${encodeURIComponent(emailSubject)}`} {...link}>
          {/* A narrow column breaks the address after the @, where it still reads as one. */}
          {business.email.split('@')[0]}@
          <wbr />
          {business.email.split('@')[1]}
        </Link>
      </Row>
      <Flex gap="2" align="center" color="gray.700" fontSize="sm">
        <ClockIcon boxSize="1.1em" color="brand.700" flexShrink="0" />
        <Text>{t('shared.contact.replyPromise', { hours: business.replyWithinHours })}</Text>
      </Flex>
      {children}
    </Stack>
  );
}
