import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { ArrowRightIcon, FacebookIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons/index.ts';

// The default focus ring is brand blue, which vanishes on the hero's dark blue.
const onDark = { focusRingColor: 'white', _hover: { bg: 'white/15' } } as const;

/** The hero's ways forward: a quote request and a call first, then chat and the social page. */
export function HeroActions() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <Flex mt="8" gap="3" wrap="wrap">
        <ButtonLink
          to={paths.contact}
          size="xl"
          bg="white"
          color="brand.800"
          focusRingColor="white"
          _hover={{ bg: 'brand.50' }}
        >
          {t('common:cta.getStarted')}
          <ArrowRightIcon />
        </ButtonLink>
        <ButtonLink
          to={`tel:${business.phone}`}
          size="xl"
          variant="outline"
          color="white"
          borderColor="white/70"
          {...onDark}
        >
          <PhoneIcon />
          {t('common:cta.callNow')}
        </ButtonLink>
      </Flex>
      <Box mt="8" pt="6" borderTopWidth="1px" borderColor="white/20" maxW="xl">
        <Text color="brand.100" fontSize="sm" mb="3">
          {t('hero.moreWays')}
        </Text>
        <Flex gap="3" wrap="wrap">
          <ButtonLink
            to={business.whatsappUrl}
            bg="green.400"
            color="green.950"
            focusRingColor="white"
            _hover={{ bg: 'green.300' }}
          >
            <WhatsAppIcon />
            {t('common:cta.whatsappChat')}
          </ButtonLink>
          <ButtonLink to={business.facebookUrl} bg="white/10" color="white" {...onDark}>
            <FacebookIcon />
            {t('common:cta.followUs')}
          </ButtonLink>
        </Flex>
      </Box>
    </>
  );
}
