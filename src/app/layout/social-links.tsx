import { chakra, HStack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { FacebookIcon, WhatsAppIcon } from '../../components/icons/index.ts';
import { focusRingOnDark } from './focus-styles.ts';

// Only the outbound links docs/specification.md allows: the social-network page and the messaging-app chat.
const socialLinks: readonly { key: string; href: string; Icon: ComponentType }[] = [
  { key: 'footer.facebook', href: business.facebookUrl, Icon: FacebookIcon },
  { key: 'footer.whatsapp', href: business.whatsappUrl, Icon: WhatsAppIcon },
];

/** Round icon links; each one's accessible name says where it goes and that it opens a new tab. */
export function SocialLinks() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <HStack as="ul" gap="3" listStyleType="none" aria-label={t('footer.socialLabel')}>
      {socialLinks.map(({ key, href, Icon }) => (
        <li key={key}>
          <chakra.a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(key)} ${t('common:a11y.opensInNewTab')}`}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="11"
            rounded="full"
            bg="brand.800"
            borderWidth="1px"
            borderColor="brand.600"
            color="white"
            fontSize="xl"
            transition="background 0.15s"
            _hover={{ bg: 'brand.600' }}
            _focusVisible={focusRingOnDark}
          >
            <Icon />
          </chakra.a>
        </li>
      ))}
    </HStack>
  );
}
