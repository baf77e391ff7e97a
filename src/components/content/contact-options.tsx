import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ButtonLink } from '../button-link.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../icons/index.ts';

export interface ContactOptionsProps {
  /** Prefilled e-mail subject, so the message lands with the right person. */
  emailSubject?: string;
}

function Option({
  icon,
  label,
  value,
  action,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  action: ReactNode;
}) {
  return (
    <Flex
      direction="column"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p="6"
      shadow="xs"
      gap="4"
    >
      <Box>
        <Flex align="center" gap="3" mb="2">
          <Flex
            align="center"
            justify="center"
            boxSize="10"
            rounded="full"
            bg="brand.50"
            color="brand.700"
            fontSize="xl"
          >
            {icon}
          </Flex>
          <Text fontSize="sm" color="gray.600">
            {label}
          </Text>
        </Flex>
        <Text
          fontWeight="semibold"
          fontSize={{ base: 'lg', lg: 'md' }}
          color="gray.900"
          overflowWrap="break-word"
        >
          {value}
        </Text>
      </Box>
      <Box mt="auto">{action}</Box>
    </Flex>
  );
}

/** A narrow card may break a long address; after the @ it still reads as one. */
function breakAfterAt(email: string): ReactNode {
  const at = email.indexOf('@') + 1;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Phone, e-mail and WhatsApp side by side, plus the 24-hour reply promise. */
export function ContactOptions({ emailSubject }: ContactOptionsProps) {
  const { t } = useTranslation(['company', 'common']);
  const mailto = `mailto:${business.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ''}`;
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
        <Option
          icon={<PhoneIcon boxSize="1.25em" />}
          label={t('shared.contact.phoneLabel')}
          value={business.phoneDisplay}
          action={
            <ButtonLink to={`tel:${business.phone}`} w="full">
              {t('common:cta.callNow')}
            </ButtonLink>
          }
        />
        <Option
          icon={<MailIcon boxSize="1.25em" />}
          label={t('shared.contact.emailLabel')}
          value={breakAfterAt(business.email)}
          action={
            <ButtonLink to={mailto} w="full" variant="outline">
              {t('shared.contact.sendEmail')}
            </ButtonLink>
          }
        />
        <Option
          icon={<ChatIcon boxSize="1.25em" />}
          label={t('shared.contact.whatsappLabel')}
          value={t('shared.contact.whatsappValue')}
          action={
            <ButtonLink
              to={business.whatsappUrl}
              w="full"
              colorPalette="green"
              bg="green.700"
              _hover={{ bg: 'green.800' }}
            >
              {t('common:cta.whatsappChat')}
            </ButtonLink>
          }
        />
      </SimpleGrid>
      <Flex mt="5" gap="2" align="center" color="gray.700" fontWeight="medium">
        <ClockIcon boxSize="1.25em" color="brand.700" />
        <Text>{t('shared.contact.replyPromise', { hours: business.replyWithinHours })}</Text>
      </Flex>
    </Box>
  );
}
