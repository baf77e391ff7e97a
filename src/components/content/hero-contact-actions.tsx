import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ButtonLink } from '../button-link.tsx';
import { ChatIcon, PhoneIcon } from './icons.tsx';

/** Call Now and WhatsApp Chat, styled for the dark hero band. */
export function HeroContactActions() {
  const { t } = useTranslation('common');
  return (
    <>
      <ButtonLink
        to={`tel:${business.phone}`}
        size="lg"
        bg="white"
        color="brand.900"
        _hover={{ bg: 'brand.50' }}
      >
        <PhoneIcon />
        {t('cta.callNow')}
      </ButtonLink>
      <ButtonLink
        to={business.whatsappUrl}
        size="lg"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'whiteAlpha.200' }}
      >
        <ChatIcon />
        {t('cta.whatsappChat')}
        <chakra.span srOnly>{t('a11y.opensInNewTab')}</chakra.span>
      </ButtonLink>
    </>
  );
}
